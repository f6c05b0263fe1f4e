"""The game controller: the one object the window talks to (Qt, above the engine)."""

from newworld.controller.autosave import Offer
from newworld.controller.controller import GameController
from newworld.controller.seats import DEFAULT_COLORS, Seat, default_seats
from newworld.savegame.errors import SaveGameError

__all__ = ["DEFAULT_COLORS", "GameController", "Offer", "SaveGameError", "Seat", "default_seats"]
