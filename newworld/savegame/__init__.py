"""Saved games (``.nwgame``): the file format, its checks and migrations. Pure Python.

``load(path)`` opens a file and replays it; ``save(path, game, seats)`` writes
one atomically. Every failure is one :class:`SaveGameError`. See docs/SAVEGAME.md.
"""

from newworld.savegame.digest import state_digest, state_of
from newworld.savegame.errors import SaveGameError, SaveProblem
from newworld.savegame.format import FORMAT_NAME, MIGRATIONS, VERSION, build_document, dumps, read_document
from newworld.savegame.model import DEFAULT_COLORS, SEAT_KINDS, SEAT_LEVELS, SavedGame, Seat, default_seats
from newworld.savegame.storage import MAX_BYTES, load, loads, save, write_atomic

__all__ = [
    "DEFAULT_COLORS", "FORMAT_NAME", "MAX_BYTES", "MIGRATIONS", "SEAT_KINDS", "SEAT_LEVELS", "VERSION",
    "SaveGameError", "SaveProblem", "SavedGame", "Seat", "build_document", "default_seats", "dumps", "load", "loads",
    "read_document", "save", "state_digest", "state_of", "write_atomic",
]
