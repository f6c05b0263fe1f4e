"""How long a replay timeline takes to make and to step through, and its memory (issue 13).

    python benchmarks/replay.py                       # tests/fixtures/v1.nwgame, 7 rounds
    python benchmarks/replay.py --file g.nwgame --rounds 11

Each round opens the file once (not timed), makes a :class:`Timeline` from it,
walks every position forward (made on first use) and then forward and back
again (kept). Prints the median and the range of each over the rounds, the
memory the timeline holds (tracemalloc, one extra round) and ``uptime``
before and after (the machine is shared).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
import tracemalloc
from pathlib import Path

from newworld.replay import Cursor, Timeline
from newworld.savegame import load

FIXTURE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "v1.nwgame"


def one_round(path: Path) -> tuple[float, float, float]:
    saved = load(path)
    t0 = time.perf_counter()
    timeline = Timeline.from_saved(saved)
    t1 = time.perf_counter()
    cursor = Cursor(timeline)
    while not cursor.at_end:
        cursor.forward()
    t2 = time.perf_counter()
    while not cursor.at_start:
        cursor.back()
    while not cursor.at_end:
        cursor.forward()
    t3 = time.perf_counter()
    return t1 - t0, t2 - t1, t3 - t2


def memory(path: Path) -> tuple[int, int]:
    saved = load(path)
    tracemalloc.start()
    timeline = Timeline.from_saved(saved)
    size, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del timeline
    return size, peak


def ms(values: list[float]) -> str:
    return (f"median {1000 * statistics.median(values):.1f} ms "
            f"(range {1000 * min(values):.1f}..{1000 * max(values):.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, default=FIXTURE)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    print("load average (1, 5, 15 min):", os.getloadavg())
    rounds = [one_round(args.file) for _ in range(args.rounds)]
    turns = len(load(args.file).game.moves)
    print(f"{args.file.name}: {turns} turns, {args.rounds} rounds")
    print(f"  make the timeline:                    {ms([r[0] for r in rounds])}")
    print(f"  every position forward, first time:   {ms([r[1] for r in rounds])}")
    print(f"  every position back and forward again: {ms([r[2] for r in rounds])}")
    size, peak = memory(args.file)
    print(f"  memory held: {size / 1e6:.1f} MB (peak while making it {peak / 1e6:.1f} MB)")
    print("load average (1, 5, 15 min):", os.getloadavg())


if __name__ == "__main__":
    main()
