"""The cost of laying out a card (``build_layout``), an older revision's and this tree's side by side.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_layouts.py --base 8261c62 --rounds 5

The window lays out each (card type, rotation) the first time it draws it, so
one build is a pause of the event loop. This times every one of the 200 builds
of the shipped card set with the ``build_layout`` of git revision ``--base``
(loaded from ``git show``; the default, 8261c62, is main before the layout
was made fast: a BFS distance transform and ``pixelColor`` reads) and with the
one in this tree, alternating which goes first, and prints for each the median
and the worst over the 200 (each build's time is its median over the rounds),
the single worst build seen, the speed-up per build and the load average. Whether both give the same layouts is
``tests/test_geometry_layouts.py``'s business.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

Build = Callable[[Any, int], object]


def base_build_layout(revision: str) -> Build:
    """``build_layout`` from ``newworld/gui/geometry.py`` as it was at ``revision``."""
    shown = subprocess.run(["git", "show", f"{revision}:newworld/gui/geometry.py"], cwd=ROOT,
                           capture_output=True, text=True)
    if shown.returncode != 0:
        raise SystemExit(f"cannot read gui/geometry.py at {revision} (a git checkout is needed): "
                         f"{shown.stderr.strip().splitlines()[-1] if shown.stderr.strip() else 'git failed'}")
    source = shown.stdout
    module = types.ModuleType("newworld.gui.geometry_base")
    sys.modules[module.__name__] = module  # dataclasses look their module up
    exec(compile(source, f"{revision}:newworld/gui/geometry.py", "exec"), module.__dict__)
    build: Build = module.build_layout
    return build


def time_ms(build: Build, card: Any, rotation: int) -> float:
    start = time.perf_counter()
    build(card, rotation)
    return (time.perf_counter() - start) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="8261c62", help="git revision to compare with (default: %(default)s)")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    from PySide6.QtGui import QGuiApplication

    from newworld.engine.catalog import default_catalog
    from newworld.gui.geometry import build_layout

    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (painting on a QImage needs one)
    builds = {f"base {args.base}": base_build_layout(args.base), "this tree": build_layout}
    jobs = [(card, rotation) for card in default_catalog().types for rotation in range(4)]
    samples: dict[str, list[list[float]]] = {name: [[] for _ in jobs] for name in builds}
    for build in builds.values():  # warm up (imports, Qt's first painter)
        build(*jobs[0])
    for round_ in range(args.rounds):
        for k, job in enumerate(jobs):
            order = list(builds.items()) if (round_ + k) % 2 == 0 else list(builds.items())[::-1]
            for name, build in order:
                samples[name][k].append(time_ms(build, *job))
    print(f"build_layout, {len(jobs)} card types x rotations, {args.rounds} rounds, "
          f"load average {os.getloadavg()[0]:.2f} (1 min) at the end")
    typical = {name: [statistics.median(times) for times in per_job] for name, per_job in samples.items()}
    for name, per_job in samples.items():
        print(f"  {name:>16}: median {statistics.median(typical[name]):6.2f} ms, worst {max(typical[name]):6.2f} ms "
              f"(single worst build {max(max(times) for times in per_job):6.2f} ms)")
    base, live = typical.values()
    ratios = sorted(b / a for b, a in zip(base, live, strict=True))
    low, high = median_interval(ratios)
    print(f"  speed-up per build (base / this tree): median {statistics.median(ratios):.2f}x "
          f"(95% interval {low:.2f}-{high:.2f}), worst against worst {max(base) / max(live):.2f}x")
    return 0


def median_interval(ordered: list[float]) -> tuple[float, float]:
    """A distribution-free 95% confidence interval of the median (order statistics, normal approximation)."""
    n = len(ordered)
    half = 0.98 * math.sqrt(n)
    return ordered[max(0, math.floor(n / 2 - half))], ordered[min(n - 1, math.ceil(n / 2 + half))]


if __name__ == "__main__":
    sys.exit(main())
