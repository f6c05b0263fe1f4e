"""The arena: levels play each other; win rate, score difference and move times.

Game ``i`` uses the deck of seed ``seed + i // 2``: each deck is played twice
with the seats swapped, which halves the luck of the draw. With more than two
players the seats alternate A, B, A, ... and rotate from game to game; with
``lone``, A takes one seat and B all the others, and each deck is played once
with A in each seat (deck ``seed + i // players``).

A game is a win for A when A's best seat has a strictly higher score than B's
best seat (a loss the other way round, a draw on a tie). The win rate counts a
draw as half a win; its 95% confidence interval is Wilson's.

Seat 0 begins every game unless ``first_player`` names another seat, or
``"random"`` draws it from the deck's seed (so both games of a deck begin with
the same seat, the sides swapped).

Hard and Expert play through a :class:`SearchPool`, in worker processes, the
way they play in the window (``workers`` each: by default their own, see
:func:`default_workers`); the other levels (baseline too, as it always did)
play in this process.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from newworld.ai.base import SEARCH_LEVELS, ComputerPlayer, default_workers, make_player
from newworld.ai.mcts import HardPlayer
from newworld.ai.pool import SearchPool
from newworld.engine.game import FirstPlayer, Game

Z95 = 1.959964


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def seats(game_index: int, players: int, lone: bool = False) -> list[str]:
    """Which side ("a" or "b") sits in each seat of game ``game_index``."""
    if lone:
        return ["a" if i == game_index % players else "b" for i in range(players)]
    sides = ["a" if i % 2 == 0 else "b" for i in range(players)]
    shift = game_index % players if players > 2 else game_index % 2
    return sides[-shift:] + sides[:-shift] if shift else sides


class Contestant(Protocol):
    """A side of the arena: its name and how to make one of its players."""

    @property
    def level(self) -> str: ...

    def player(self, seed: int) -> ComputerPlayer: ...


@dataclass(frozen=True)
class Side:
    """One side of the arena: a level, its seconds per move (None: the level's own) and search processes."""

    level: str
    move_time: float | None = None
    workers: int | None = None

    def player(self, seed: int) -> ComputerPlayer:
        workers = self.workers or default_workers(self.level)
        return make_player(self.level, seed=seed, move_time=self.move_time, workers=workers)


def play_game(sides: Mapping[str, Contestant], seating: list[str], deck_seed: int, player_seed: int,
              times: dict[str, list[float]], pool: SearchPool, first_player: FirstPlayer = 0) -> Game:
    """One game; returns it (with its history) and appends each move's time to ``times``."""
    game = Game(len(seating), deck_seed, first_player=first_player)
    players = [sides[side].player(player_seed * 10 + i) for i, side in enumerate(seating)]
    while not game.is_over:
        seat = game.current_player
        player = players[seat]
        start = time.perf_counter()
        move = pool.choose(player, game) if isinstance(player, HardPlayer) else player.choose(game.copy())
        times[seating[seat]].append(time.perf_counter() - start)
        game.push(move)
    return game


def run_arena(a: str, b: str, games: int, players: int = 2, seed: int = 1, move_time: float | None = None,
              progress: Callable[[int, dict[str, Any]], None] | None = None, *,
              move_time_b: float | None = None, workers: int | None = None, lone: bool = False,
              record: Callable[[int, Game, list[str]], None] | None = None,
              first_player: FirstPlayer = 0) -> dict[str, Any]:
    """Play ``games`` games of level ``a`` against level ``b``; the arena's summary.

    ``move_time``: seconds per move of the searching levels (None: each level's
    own), ``move_time_b`` for side B if it differs; ``workers``: search processes
    of Hard and Expert (None: each level's own); ``lone``: A in one seat, B in
    the others; ``first_player``: the seat that begins (or ``"random"``).
    ``record(i, game, seating)`` is called after each game (the CLI saves it).
    """
    sides = {"a": Side(a, move_time, workers),
             "b": Side(b, move_time if move_time_b is None else move_time_b, workers)}
    searching = [s.workers or default_workers(s.level) for s in sides.values() if s.level in SEARCH_LEVELS]
    return play_sides(sides, games, players, seed, progress, record, lone, max(searching, default=0), first_player)


def play_sides(sides: Mapping[str, Contestant], games: int, players: int, seed: int,
               progress: Callable[[int, dict[str, Any]], None] | None = None,
               record: Callable[[int, Game, list[str]], None] | None = None, lone: bool = False,
               workers: int = 0, first_player: FirstPlayer = 0) -> dict[str, Any]:
    """The arena's games between two contestants; ``workers``: search processes to start first."""
    pool = SearchPool()
    try:
        if workers:
            pool.warm_up(workers, wait=True)
        return _play_all(sides, games, players, seed, pool, progress, record, lone, first_player)
    finally:
        pool.close()


def _play_all(sides: Mapping[str, Contestant], games: int, players: int, seed: int, pool: SearchPool,
              progress: Callable[[int, dict[str, Any]], None] | None,
              record: Callable[[int, Game, list[str]], None] | None, lone: bool,
              first_player: FirstPlayer) -> dict[str, Any]:
    times: dict[str, list[float]] = {"a": [], "b": []}
    wins_a = wins_b = draws = 0
    diffs: list[float] = []
    for i in range(games):
        seating = seats(i, players, lone)
        deck = seed + i // (players if lone else 2)
        game = play_game(sides, seating, deck, seed * 1000 + i, times, pool, first_player)
        if record is not None:
            record(i, game, seating)
        scores = list(game.scores)
        best = {side: max(s for s, x in zip(scores, seating, strict=True) if x == side) for side in "ab"}
        wins_a += best["a"] > best["b"]
        wins_b += best["b"] > best["a"]
        draws += best["a"] == best["b"]
        diffs.append(statistics.mean(s for s, x in zip(scores, seating, strict=True) if x == "a")
                     - statistics.mean(s for s, x in zip(scores, seating, strict=True) if x == "b"))
        if progress is not None:
            progress(i, {"scores": scores, "sides": seating, "wins_a": wins_a, "wins_b": wins_b, "draws": draws})
    lo, hi = wilson(wins_a + draws / 2, games)
    return {
        "a": sides["a"].level, "b": sides["b"].level, "games": games,
        "wins_a": wins_a, "wins_b": wins_b, "draws": draws,
        "win_rate_a": round((wins_a + draws / 2) / games, 4) if games else 0.0,
        "ci95": [round(lo, 4), round(hi, 4)],
        "mean_score_diff": round(statistics.mean(diffs), 2) if diffs else 0.0,
        "move_time": {side: _time_summary(times[side]) for side in "ab"},
    }


def _time_summary(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"median": 0.0, "max": 0.0}
    return {"median": round(statistics.median(samples), 4), "max": round(max(samples), 4)}


def format_summary(result: dict[str, Any]) -> str:
    """The arena's human-readable report."""
    a, b = result["a"], result["b"]
    lo, hi = result["ci95"]
    ta, tb = result["move_time"]["a"], result["move_time"]["b"]
    return "\n".join([
        f"{a} vs {b}: {result['games']} games, {a} won {result['wins_a']}, {b} won {result['wins_b']}, "
        f"draws {result['draws']}",
        f"win rate of {a}: {100 * result['win_rate_a']:.1f}% (95% CI {100 * lo:.1f}%..{100 * hi:.1f}%)",
        f"mean score difference ({a} - {b}): {result['mean_score_diff']:+.2f}",
        f"time per move: {a} median {ta['median']:.3f} s, max {ta['max']:.3f} s; "
        f"{b} median {tb['median']:.3f} s, max {tb['max']:.3f} s",
    ])
