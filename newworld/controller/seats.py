"""The seats at the table (pure data). Defined with the saved-game format, which records them."""

from newworld.savegame.model import DEFAULT_COLORS, SEAT_KINDS, SEAT_LEVELS, Seat, default_seats

__all__ = ["DEFAULT_COLORS", "SEAT_KINDS", "SEAT_LEVELS", "Seat", "default_seats"]
