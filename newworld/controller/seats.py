"""The seats at the table (pure data), and the checks a seat must pass to be saved.

Defined with the saved-game format, which records them; the window imports them from here.
"""

from newworld.ai import COMPUTER_LEVELS
from newworld.engine.game import MAX_PLAYERS, MIN_PLAYERS
from newworld.savegame.errors import SaveGameError
from newworld.savegame.format import MAX_NAME, SEED_MAX, check_seat, check_seed, is_unsafe_character, printable
from newworld.savegame.model import DEFAULT_COLORS, SEAT_KINDS, SEAT_LEVELS, Seat, computer_name, default_seats

__all__ = [
    "COMPUTER_LEVELS", "DEFAULT_COLORS", "MAX_NAME", "MAX_PLAYERS", "MIN_PLAYERS", "SEAT_KINDS", "SEAT_LEVELS",
    "SEED_MAX", "SaveGameError", "Seat", "check_seat", "check_seed", "computer_name", "default_seats",
    "is_unsafe_character", "printable",
]
