"""The computer-player interface and the Random level."""

from __future__ import annotations

import random
from typing import Protocol

from newworld.engine.game import Game
from newworld.engine.moves import Move

LEVELS = ("random", "easy", "medium", "hard")


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


def make_player(level: str, seed: int = 0, move_time: float = 1.0) -> ComputerPlayer:
    """A computer player of ``level`` (one of :data:`LEVELS`)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(LEVELS)})")
    if level == "easy":
        from newworld.ai.greedy import EasyPlayer

        return EasyPlayer(seed)
    if level == "medium":
        from newworld.ai.greedy import MediumPlayer

        return MediumPlayer(seed)
    if level == "hard":
        from newworld.ai.mcts import HardPlayer

        return HardPlayer(seed, move_time=move_time)
    return RandomPlayer(seed)
