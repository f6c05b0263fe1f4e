"""Players that misbehave, for the worker-process tests (imported by the worker processes too)."""

from __future__ import annotations

import os
import time

from newworld.ai import RandomPlayer


class StubbornPlayer:
    """Thinks for ``seconds`` and ignores the cancel flag."""

    level = "stubborn"

    def __init__(self, seconds: float = 30.0) -> None:
        self.seconds = seconds

    def choose(self, game, cancel=None):
        until = time.monotonic() + self.seconds
        while time.monotonic() < until:
            pass
        return RandomPlayer(0).choose(game)


class CrashingPlayer:
    """Its process dies (as after a segfault) whenever it is asked for a move."""

    level = "crashing"

    def choose(self, game, cancel=None):
        os._exit(3)


class BrokenPlayer:
    """Raises an error."""

    level = "broken"

    def choose(self, game, cancel=None):
        raise RuntimeError("no idea what to play")


class ReportingPlayer:
    """Plays a random move; writes the process it ran in, and the deck it saw, to ``path``."""

    level = "reporting"

    def __init__(self, path: str) -> None:
        self.path = path

    def choose(self, game, cancel=None):
        with open(self.path, "w", encoding="utf-8") as out:
            out.write(f"{os.getpid()}\n{' '.join(game.deck_ids)}\n")
        return RandomPlayer(0).choose(game)


class WaitingPlayer:
    """Thinks until the file ``path`` exists (or it is cancelled), then plays a random move."""

    level = "waiting"

    def __init__(self, path: str) -> None:
        self.path = path

    def choose(self, game, cancel=None):
        while not os.path.exists(self.path) and not (cancel is not None and cancel.is_set()):
            time.sleep(0.01)
        return RandomPlayer(0).choose(game)
