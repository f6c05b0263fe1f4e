"""The computer-player interface and the Random level."""

from __future__ import annotations

import os
import random
from typing import Protocol

from newworld.engine.game import Game
from newworld.engine.moves import Move

LEVELS = ("random", "easy", "medium", "hard", "expert")  # offered in the window
ARENA_LEVELS = (*LEVELS, "baseline")  # baseline: Hard of release 0.1.0, frozen, to measure against
# The levels a player may give a computer seat (Random plays for tests and the arena).
COMPUTER_LEVELS = tuple(level for level in LEVELS if level != "random")
SEARCH_LEVELS = ("hard", "expert")  # they search in worker processes (a SearchPool), on several cores


def cores() -> int:
    """The processor cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def default_workers(level: str, cap: int | None = None) -> int:
    """Search processes for ``level``: Expert takes every core; Hard ``cap`` of them (the
    player's preference; not set: all but one); at least one."""
    if level not in SEARCH_LEVELS:
        return 1
    if level == "expert":
        return cores()
    return max(1, min(cores(), cap) if cap is not None else cores() - 1)


class CancelFlag(Protocol):
    def is_set(self) -> bool: ...


class ComputerPlayer(Protocol):
    level: str

    def choose(self, game: Game, cancel: CancelFlag | None = None) -> Move: ...


class RandomPlayer:
    """Uniformly random legal moves (placement, then a settler or none)."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, cancel: CancelFlag | None = None) -> Move:
        placement = self.rng.choice(list(game.legal_placements()))
        choices = [None, *game.settler_choices(placement)]
        return Move(placement, self.rng.choice(choices))


def make_player(level: str, seed: int = 0, move_time: float | None = None, workers: int = 1) -> ComputerPlayer:
    """A computer player of ``level`` (one of :data:`ARENA_LEVELS`).

    ``move_time``: seconds per move of the searching levels (None: the level's own,
    1 s for Hard and baseline, 3 s for Expert); ``workers``: the processes Hard and
    Expert spread their search over when played through a ``SearchPool``.
    """
    if level not in ARENA_LEVELS:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(ARENA_LEVELS)})")
    if level == "easy":
        from newworld.ai.greedy import EasyPlayer

        return EasyPlayer(seed)
    if level == "medium":
        from newworld.ai.greedy import MediumPlayer

        return MediumPlayer(seed)
    if level == "hard":
        from newworld.ai.mcts import HARD_MOVE_TIME, HardPlayer

        return HardPlayer(seed, move_time=move_time or HARD_MOVE_TIME, workers=workers)
    if level == "expert":
        from newworld.ai.mcts import EXPERT_MOVE_TIME, expert_player

        return expert_player(seed, move_time=move_time or EXPERT_MOVE_TIME, workers=workers)
    if level == "baseline":
        from newworld.ai.baseline import BaselinePlayer

        return BaselinePlayer(seed, move_time=move_time or 1.0)
    return RandomPlayer(seed)
