"""Hard's search rate and how it scales with worker processes; how fast a search stops.

    python tools/ai_bench.py [--level hard|expert] [--move-time T] [--positions N] [--workers 1 2]
    python tools/ai_bench.py --cancel [--positions N] [--workers 1 2]
    python tools/ai_bench.py --quick [--positions N]

Plays Medium against itself to collect positions across a game, then lets Hard
(or Expert, with its own search settings) think about each one in a
:class:`SearchPool` with each number of workers in turn (the counts alternate
position by position, so a change in the machine's load hits them alike), and
prints one JSON line: per worker count the
simulations per move and per second, the sampled orders of the unseen cards
per move and the time per move; the ratio of each rate to the first; and the
machine's load average before and after.

With ``--cancel`` it starts a long search on each position instead, cancels it
after a moment and prints how long the pool took to stop it (the workers
answered, or were terminated after ``CANCEL_GRACE``): median and longest, per
worker count, and how many workers had to be terminated.

With ``--quick`` it times Easy's and Medium's moves on every position of a
game, in this process and through a worker process (as the window asks for
them: the position sent, replayed there, the move sent back).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import threading
import time
from typing import Any

from newworld.ai.base import make_player
from newworld.ai.greedy import MediumPlayer
from newworld.ai.mcts import HardPlayer
from newworld.ai.pool import Cancelled, SearchPool
from newworld.engine.game import Game


def sample_positions(count: int, seed: int) -> list[Game]:
    """``count`` positions spread over a game of Medium against itself (each with its history)."""
    game = Game(2, seed)
    medium = MediumPlayer(seed)
    turns = []
    while not game.is_over:
        turns.append(game.turn)
        game.push(medium.choose(game.copy()))
    step = max(1, len(turns) // count)
    return [replayed(game, turn) for turn in turns[::step][:count]]


def replayed(game: Game, turns: int) -> Game:
    """``game`` after its first ``turns`` moves (with their history)."""
    out = Game(game.players, game.seed)
    for move in game.moves[:turns]:
        out.push(move)
    return out


def search_rate(move_time: float, positions: int, workers: list[int], seed: int = 1,
                level: str = "hard") -> dict[str, Any]:
    games = sample_positions(positions, seed)
    players = {n: _searcher(level, seed, move_time, n) for n in workers}
    times: dict[int, list[float]] = {n: [] for n in workers}
    load_before = os.getloadavg()
    pool = SearchPool()
    try:
        pool.warm_up(max(workers), wait=True)
        for i, game in enumerate(games):
            for n in workers if i % 2 == 0 else workers[::-1]:
                start = time.perf_counter()
                pool.choose(players[n], game)
                times[n].append(time.perf_counter() - start)
    finally:
        pool.close()
    out: dict[str, Any] = {"level": level, "move_time": move_time, "positions": len(games), "workers": {}}
    first = None
    for n in workers:
        history = players[n].history
        rate = sum(s.simulations for s in history) / sum(s.seconds for s in history)
        first = first or rate
        out["workers"][str(n)] = {
            "simulations_per_move": statistics.median(s.simulations for s in history),
            "simulations_per_second": round(rate, 1),
            "speed_up": round(rate / first, 3),
            "deck_orders_per_move": statistics.median(s.rounds for s in history),
            "candidates_per_move": statistics.median(s.candidates for s in history),
            "median_seconds": round(statistics.median(times[n]), 4),
            "max_seconds": round(max(times[n]), 4),
        }
    out["load_before"] = [round(x, 2) for x in load_before]
    out["load_after"] = [round(x, 2) for x in os.getloadavg()]
    return out


def _searcher(level: str, seed: int, move_time: float, workers: int) -> HardPlayer:
    player = make_player(level, seed=seed, move_time=move_time, workers=workers)
    if not isinstance(player, HardPlayer):
        raise SystemExit(f"--level: {level!r} does not search (hard or expert)")
    return player


def cancel_latency(positions: int, workers: list[int], seed: int = 1, after: float = 0.3) -> dict[str, Any]:
    games = sample_positions(positions, seed)
    out: dict[str, Any] = {"positions": len(games), "cancel_after": after, "workers": {}}
    load_before = os.getloadavg()
    for n in workers:
        pool = SearchPool()
        stops: list[float] = []
        try:
            pool.warm_up(n, wait=True)
            for game in games:
                flag = threading.Event()
                cancelled_at = [0.0]

                def cancel(flag: threading.Event = flag, at: list[float] = cancelled_at) -> None:
                    at[0] = time.perf_counter()
                    flag.set()

                timer = threading.Timer(after, cancel)
                timer.start()
                try:
                    pool.choose(HardPlayer(seed, move_time=60.0, workers=n), game, flag)
                except Cancelled:
                    stops.append(time.perf_counter() - cancelled_at[0])
                timer.join()
            out["workers"][str(n)] = {"median_ms": round(1000 * statistics.median(stops), 1),
                                      "max_ms": round(1000 * max(stops), 1), "terminated": pool.restarts}
        finally:
            pool.close()
    out["load_before"] = [round(x, 2) for x in load_before]
    out["load_after"] = [round(x, 2) for x in os.getloadavg()]
    return out


def quick_levels(positions: int, seed: int = 1) -> dict[str, Any]:
    games = sample_positions(positions, seed)
    out: dict[str, Any] = {"positions": len(games), "load_before": [round(x, 2) for x in os.getloadavg()]}
    pool = SearchPool()
    try:
        pool.warm_up(1, wait=True)
        for level in ("easy", "medium"):
            for where in ("here", "worker"):
                times = []
                for game in games:
                    player = make_player(level, seed)
                    start = time.perf_counter()
                    if where == "here":
                        player.choose(game.copy())
                    else:
                        pool.choose(player, game)
                    times.append(time.perf_counter() - start)
                out[f"{level}_{where}"] = {"median_ms": round(1000 * statistics.median(times), 1),
                                           "max_ms": round(1000 * max(times), 1)}
    finally:
        pool.close()
    out["load_after"] = [round(x, 2) for x in os.getloadavg()]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", choices=("hard", "expert"), default="hard")
    parser.add_argument("--move-time", type=float, default=1.0)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cancel", action="store_true", help="measure how fast a cancelled search stops")
    parser.add_argument("--quick", action="store_true", help="time Easy's and Medium's moves")
    args = parser.parse_args()
    if args.quick:
        print(json.dumps(quick_levels(args.positions, args.seed)))
    elif args.cancel:
        print(json.dumps(cancel_latency(args.positions, args.workers, args.seed)))
    else:
        print(json.dumps(search_rate(args.move_time, args.positions, args.workers, args.seed, args.level)))


if __name__ == "__main__":
    main()
