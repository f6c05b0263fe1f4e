"""Hard's and baseline's search rates in one process, on the same positions, side by side.

    python benchmarks/search_rates.py --move-time 0.5 --positions 12

Plays Medium against itself to collect positions over a game (as
``python tools/ai_bench.py`` does), lets Hard and then baseline think about
each one for ``--move-time`` seconds in this process (no worker processes:
the engine's and the search's own speed), and prints one JSON line: each
one's mean simulations per second, their ratio and the load average.
Faster simulations are how Hard's time budget buys strength over baseline's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

from newworld.ai.baseline import BaselinePlayer
from newworld.ai.mcts import HardPlayer

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from ai_bench import sample_positions  # noqa: E402


def search_rates(move_time: float, positions: int, seed: int) -> dict[str, object]:
    rates: dict[str, list[float]] = {"hard": [], "baseline": []}
    for i, game in enumerate(sample_positions(positions, seed)):
        for name, player in (("hard", HardPlayer(i, move_time=move_time)),
                             ("baseline", BaselinePlayer(i, move_time=move_time))):
            player.choose(game.copy())
            rates[name].append(player.last.simulations / player.last.seconds)
    hard, baseline = statistics.mean(rates["hard"]), statistics.mean(rates["baseline"])
    return {"hard": round(hard), "baseline": round(baseline), "ratio": round(hard / baseline, 2),
            "positions": positions, "move_time": move_time, "load": [round(x, 2) for x in os.getloadavg()]}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--move-time", type=float, default=0.5)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(search_rates(args.move_time, args.positions, args.seed)))
