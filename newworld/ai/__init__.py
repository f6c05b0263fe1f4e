"""Computer players. Pure Python; they use the engine only.

Every player has ``choose(game, cancel=None) -> Move``. ``game`` is a copy the
player may use freely; ``cancel`` is any object with ``is_set()`` (for example
a ``threading.Event``): when it is set the player returns its best move so far
quickly.
"""

from newworld.ai.base import LEVELS, CancelFlag, ComputerPlayer, RandomPlayer, make_player
from newworld.engine.game import Game
from newworld.engine.moves import Move

HINT_MOVE_TIME = 0.5  # seconds a Hard hint may think


def hint(game: Game, level: str = "medium", cancel: CancelFlag | None = None,
         move_time: float = HINT_MOVE_TIME) -> Move:
    """The move the ``level`` player would suggest to the player to move (``game`` is not changed)."""
    return make_player(level, seed=game.turn, move_time=move_time).choose(game.copy(), cancel)


__all__ = ["HINT_MOVE_TIME", "LEVELS", "CancelFlag", "ComputerPlayer", "RandomPlayer", "hint", "make_player"]
