"""Launch to first window of two app builds, side by side (issue 17).

    DISPLAY=:90 python benchmarks/startup.py dist/NewWorld/NewWorld /tmp/old/dist/NewWorld/NewWorld --rounds 7

Runs each executable with ``NEWWORLD_STARTUP_PROBE=1`` (the app prints the
time its first window painted and quits) in alternating order, in a throw-away
``NEWWORLD_HOME``, on whatever display the environment names (a real X server
such as ``xdesk``, or ``QT_QPA_PLATFORM=offscreen``), and prints each one's
median and range and the median of the paired differences.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

PROBE = re.compile(r"startup-probe: first-window ([0-9.]+)")


def first_window(exe: str, home: str) -> float:
    env = {**os.environ, "NEWWORLD_HOME": home, "NEWWORLD_STARTUP_PROBE": "1", "NEWWORLD_STARTUP_PROBE_TIMEOUT": "20"}
    start = time.time()
    out = subprocess.run([exe], env=env, capture_output=True, text=True, timeout=60).stdout
    match = PROBE.search(out)
    if not match:
        raise SystemExit(f"{exe}: no first window")
    return float(match.group(1)) - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    times: dict[str, list[float]] = {args.a: [], args.b: []}
    with tempfile.TemporaryDirectory() as home:
        for exe in (args.a, args.b):  # warm the file cache once
            first_window(exe, home)
        for i in range(args.rounds):
            for exe in ((args.a, args.b) if i % 2 == 0 else (args.b, args.a)):
                times[exe].append(first_window(exe, home))
    for exe, values in times.items():
        print(f"{exe}: median {statistics.median(values):.3f} s ({min(values):.3f}-{max(values):.3f}), "
              f"{len(values)} runs")
    diffs = [a - b for a, b in zip(times[args.a], times[args.b], strict=True)]
    print(f"paired difference a - b: median {statistics.median(diffs):+.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
