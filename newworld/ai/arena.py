"""The arena: levels play each other; win rate, score difference and move times.

Game ``i`` uses the deck of seed ``seed + i // 2``: each deck is played twice
with the seats swapped, which halves the luck of the draw. With more than two
players the seats alternate A, B, A, ... and rotate from game to game.

A game is a win for A when A's best seat has a strictly higher score than B's
best seat (a loss the other way round, a draw on a tie). The win rate counts a
draw as half a win; its 95% confidence interval is Wilson's.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from typing import Any

from newworld.ai.base import make_player
from newworld.engine.game import Game

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


def seats(game_index: int, players: int) -> list[str]:
    """Which side ("a" or "b") sits in each seat of game ``game_index``."""
    sides = ["a" if i % 2 == 0 else "b" for i in range(players)]
    shift = game_index % players if players > 2 else game_index % 2
    return sides[-shift:] + sides[:-shift] if shift else sides


def play_game(levels: dict[str, str], sides: list[str], deck_seed: int, player_seed: int,
              move_time: float, times: dict[str, list[float]]) -> Game:
    """One game; returns it (with its history) and appends each move's time to ``times``."""
    game = Game(len(sides), deck_seed)
    players = [make_player(levels[side], seed=player_seed * 10 + i, move_time=move_time)
               for i, side in enumerate(sides)]
    while not game.is_over:
        seat = game.current_player
        start = time.perf_counter()
        move = players[seat].choose(game.copy())
        times[sides[seat]].append(time.perf_counter() - start)
        game.push(move)
    return game


def run_arena(a: str, b: str, games: int, players: int = 2, seed: int = 1, move_time: float = 1.0,
              progress: Callable[[int, dict[str, Any]], None] | None = None, *,
              record: Callable[[int, Game, list[str]], None] | None = None) -> dict[str, Any]:
    """Play ``games`` games of level ``a`` against level ``b``; the arena's summary.

    ``record(i, game, seating)`` is called after each game (the CLI records it).
    """
    times: dict[str, list[float]] = {"a": [], "b": []}
    wins_a = wins_b = draws = 0
    diffs: list[float] = []
    for i in range(games):
        sides = seats(i, players)
        game = play_game({"a": a, "b": b}, sides, seed + i // 2, seed * 1000 + i, move_time, times)
        if record is not None:
            record(i, game, sides)
        scores = list(game.scores)
        best = {side: max(s for s, x in zip(scores, sides, strict=True) if x == side) for side in "ab"}
        wins_a += best["a"] > best["b"]
        wins_b += best["b"] > best["a"]
        draws += best["a"] == best["b"]
        diffs.append(statistics.mean(s for s, x in zip(scores, sides, strict=True) if x == "a")
                     - statistics.mean(s for s, x in zip(scores, sides, strict=True) if x == "b"))
        if progress is not None:
            progress(i, {"scores": scores, "sides": sides, "wins_a": wins_a, "wins_b": wins_b, "draws": draws})
    lo, hi = wilson(wins_a + draws / 2, games)
    return {
        "a": a, "b": b, "games": games, "wins_a": wins_a, "wins_b": wins_b, "draws": draws,
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
