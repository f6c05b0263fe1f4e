"""Compiled vs pure-Python engine, side by side in one run (issue 17).

    python benchmarks/engine.py                 # 7 rounds of sim and playouts, both engines
    python benchmarks/engine.py --rounds 11 --games 1000 --count 2000

Each round runs ``newworld-cli sim --games N --players 2 --seed 1 --json`` and
``newworld-cli playouts --count N --from-card 45 --seed 1 --json`` once with
the compiled engine and once with ``NEWWORLD_PURE_PYTHON=1``, in alternating
order (the machine is shared: pairs taken close together cancel most of the
load). It checks that both engines give the same games (every seed's scores,
placed and discarded cards, turns) and the same playout result, and prints the
median games/s and playouts/s of each engine, and the compiled/pure ratio as
the geometric mean of the paired ratios with its 95% interval (t distribution
over the rounds' log ratios); the same per CPU second of the process (which
leaves out the time other processes had the core: steadier on a shared
machine). ``uptime`` is printed before and after.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

CLI = Path(sys.executable).with_name("newworld-cli")
# Two-sided 95% t quantiles by degrees of freedom (rounds - 1).
T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23, 12: 2.18,
       14: 2.14, 19: 2.09, 29: 2.05}


def t95(df: int) -> float:
    return T95.get(df) or T95[max(k for k in T95 if k <= df)]


def run(args: list[str], pure: bool) -> dict[str, Any]:
    env = dict(os.environ)
    env.pop("NEWWORLD_PURE_PYTHON", None)
    if pure:
        env["NEWWORLD_PURE_PYTHON"] = "1"
    out = subprocess.run([str(CLI), *args, "--json"], env=env, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def ratio_interval(ratios: list[float]) -> tuple[float, float, float]:
    logs = [math.log(r) for r in ratios]
    mean = statistics.mean(logs)
    half = t95(len(logs) - 1) * statistics.stdev(logs) / math.sqrt(len(logs)) if len(logs) > 1 else 0.0
    return math.exp(mean), math.exp(mean - half), math.exp(mean + half)


def uptime() -> str:
    tool = shutil.which("uptime")
    return subprocess.run([tool], capture_output=True, text=True).stdout.strip() if tool else "(no uptime)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--count", type=int, default=2000, help="playouts per run")
    args = parser.parse_args(argv)
    sim = ["sim", "--games", str(args.games), "--players", "2", "--seed", "1"]
    playouts = ["playouts", "--count", str(args.count), "--from-card", "45", "--seed", "1"]
    print(f"uptime before: {uptime()}")
    engines = {pure: run(sim, pure)["engine"] for pure in (False, True)}
    print(f"engines: {engines[False]} vs {engines[True]}")
    if engines[False] == engines[True]:
        print("the compiled engine is not installed (pip install -e . with a C compiler)", file=sys.stderr)
        return 1
    kinds = ("games/s", "playouts/s", "games per CPU second", "playouts per CPU second")
    rates: dict[str, dict[bool, list[float]]] = {kind: {False: [], True: []} for kind in kinds}
    same = True
    for i in range(args.rounds):
        order = (False, True) if i % 2 == 0 else (True, False)
        sims = {pure: run(sim, pure) for pure in order}
        plays = {pure: run(playouts, pure) for pure in order}
        same &= sims[False]["games"] == sims[True]["games"]
        same &= plays[False]["mean_score_diff"] == plays[True]["mean_score_diff"]
        for pure in (False, True):
            rates["games/s"][pure].append(sims[pure]["games_per_second"])
            rates["playouts/s"][pure].append(plays[pure]["playouts_per_second"])
            rates["games per CPU second"][pure].append(args.games / sims[pure]["cpu_seconds"])
            rates["playouts per CPU second"][pure].append(args.count / plays[pure]["cpu_seconds"])
        print(f"round {i + 1}: sim {sims[False]['games_per_second']:.0f} vs {sims[True]['games_per_second']:.0f} "
              f"games/s, playouts {plays[False]['playouts_per_second']:.0f} vs "
              f"{plays[True]['playouts_per_second']:.0f}/s (compiled vs pure)", flush=True)
    print(f"uptime after: {uptime()}")
    print(f"identical results: {'yes' if same else 'NO'}")
    for what, by_engine in rates.items():
        ratio, low, high = ratio_interval([c / p for c, p in zip(by_engine[False], by_engine[True], strict=True)])
        print(f"{what}: compiled median {statistics.median(by_engine[False]):,.0f}, pure median "
              f"{statistics.median(by_engine[True]):,.0f}; ratio {ratio:.2f}x (95% interval {low:.2f}-{high:.2f}, "
              f"{args.rounds} rounds)")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
