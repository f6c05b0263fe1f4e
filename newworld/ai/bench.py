"""Hard's search rate: ``python -m newworld.ai.bench [--move-time T] [--positions N]``.

Plays Medium against itself to collect positions across the game, lets Hard
think about each one, and prints its simulations per move and per second, the
deck orders it samples per move, and its time per move.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from newworld.ai.greedy import MediumPlayer
from newworld.ai.mcts import HardPlayer
from newworld.engine.game import Game


def sample_positions(count: int, seed: int) -> list[Game]:
    """``count`` positions spread over a game of Medium against itself."""
    game = Game(2, seed)
    medium = MediumPlayer(seed)
    seen = []
    while not game.is_over:
        seen.append(game.copy())
        game.push(medium.choose(game.copy()))
    step = max(1, len(seen) // count)
    return seen[::step][:count]


def search_rate(move_time: float, positions: int, seed: int = 1) -> dict[str, float]:
    hard = HardPlayer(seed, move_time=move_time)
    times = []
    for game in sample_positions(positions, seed):
        start = time.perf_counter()
        hard.choose(game)
        times.append(time.perf_counter() - start)
    sims = [s.simulations for s in hard.history]
    return {
        "move_time": move_time,
        "positions": len(times),
        "simulations_per_move": statistics.median(sims),
        "simulations_per_second": round(sum(sims) / sum(s.seconds for s in hard.history), 1),
        "deck_orders_per_move": statistics.median(s.rounds for s in hard.history),
        "candidates_per_move": statistics.median(s.candidates for s in hard.history),
        "median_seconds": round(statistics.median(times), 4),
        "max_seconds": round(max(times), 4),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--move-time", type=float, default=1.0)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(search_rate(args.move_time, args.positions, args.seed)))


if __name__ == "__main__":
    main()
