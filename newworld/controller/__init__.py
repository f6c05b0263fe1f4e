"""The game controller: the one object the window talks to (Qt, above the engine)."""

from newworld.controller.controller import GameController
from newworld.controller.seats import DEFAULT_COLORS, Seat, default_seats

__all__ = ["DEFAULT_COLORS", "GameController", "Seat", "default_seats"]
