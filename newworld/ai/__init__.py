"""Computer players. Pure Python; they use the engine only.

Every player has ``choose(game, cancel=None) -> Move``. ``game`` is a copy the
player may use freely; ``cancel`` is any object with ``is_set()`` (for example
a ``threading.Event``): when it is set the player returns its best move so far
quickly.
"""

from newworld.ai.base import (
    ARENA_LEVELS,
    COMPUTER_LEVELS,
    LEVELS,
    CancelFlag,
    ComputerPlayer,
    RandomPlayer,
    cores,
    default_workers,
    make_player,
)

__all__ = ["ARENA_LEVELS", "COMPUTER_LEVELS", "LEVELS", "CancelFlag", "ComputerPlayer", "RandomPlayer", "cores",
           "default_workers", "make_player"]
