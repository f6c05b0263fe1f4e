"""What the server measures: turns played, and how long handling a turn and writing a game took."""

from __future__ import annotations

import collections
import statistics
import time
from collections.abc import Sequence
from typing import Any

import attrs

SAMPLES = 100_000  # the most recent timings kept


def percentiles(samples: Sequence[float]) -> dict[str, float]:
    """p50, p99 and max (ms, rounded) of sorted ``samples``; zeros when there are none."""
    if not samples:
        return {"p50": 0.0, "p99": 0.0, "max": 0.0, "count": 0}
    p99 = samples[min(len(samples) - 1, int(0.99 * len(samples)))]
    return {"p50": round(statistics.median(samples), 2), "p99": round(p99, 2), "max": round(samples[-1], 2),
            "count": len(samples)}


@attrs.define
class ServerStats:
    """The counts and timings ``stats`` reports (and the stop's last log line)."""

    turns: int = 0
    timeouts: int = 0  # turns the server played for a player whose time had run out
    turn_ms: collections.deque[float] = attrs.Factory(lambda: collections.deque(maxlen=SAMPLES))
    save_ms: collections.deque[float] = attrs.Factory(lambda: collections.deque(maxlen=SAMPLES))
    _timings: tuple[float, dict[str, Any]] | None = attrs.field(default=None, init=False)

    def timings(self) -> dict[str, Any]:
        """The timings' percentiles, worked out at most once a second (sorting is not free)."""
        now = time.monotonic()
        if self._timings is None or now - self._timings[0] >= 1.0:
            self._timings = (now, {"turn_ms": percentiles(sorted(self.turn_ms)),
                                   "save_ms": percentiles(sorted(self.save_ms))})
        return self._timings[1]
