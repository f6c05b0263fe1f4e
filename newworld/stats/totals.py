"""The totals the statistics show: plain data (``newworld-cli stats --json``, the Statistics window).

:func:`totals` groups the recorded seats three ways: every human seat together
(``humans``), each human by seat name (``players``) and each computer level
(``computers``). Each group is a :func:`summary`.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from newworld.stats.record import CATEGORY_COLUMNS, HUMAN_OPPONENTS, level_rank

Row = Mapping[str, Any]  # one seat of one game: the columns of ``seats`` and ``games``


def totals(rows: Sequence[Row], games: int) -> dict[str, Any]:
    """Everything the statistics show, from every recorded seat (``games``: how many games)."""
    humans = [r for r in rows if r["kind"] == "human"]
    computers = [r for r in rows if r["kind"] == "computer"]
    return {
        "games": games,
        "humans": summary(humans),
        "players": {name: summary(group) for name, group in _grouped(humans, lambda r: r["name"]).items()},
        "computers": {level: summary(group)
                      for level, group in _grouped(computers, lambda r: r["level"], level_rank).items()},
    }


def summary(rows: Sequence[Row]) -> dict[str, Any]:
    """Games, wins, scores, points by category and records of a group of seats."""
    scores = [r["score"] for r in rows]
    return {
        **_tally(rows),
        "average_score": _mean(scores),
        "best_score": max(scores, default=None),
        "average_points": {c: _mean([r[c] for r in rows]) for c in CATEGORY_COLUMNS},
        "by_opponents": {label: _tally(group) for label, group in
                         _grouped(rows, lambda r: r["opponents"], _opponents_rank).items()},
        "by_players": {str(n): _tally(group) for n, group in _grouped(rows, lambda r: r["players"]).items()},
    }


def _tally(rows: Sequence[Row]) -> dict[str, Any]:
    won = sum(1 for r in rows if r["won"])
    return {"games": len(rows), "won": won, "win_rate": round(won / len(rows), 4) if rows else None}


def _mean(values: Iterable[int | None]) -> float | None:
    known = [v for v in values if v is not None]
    return round(statistics.fmean(known), 2) if known else None


def _opponents_rank(label: str) -> int:
    return -1 if label == HUMAN_OPPONENTS else level_rank(label)


def _grouped(rows: Iterable[Row], key: Callable[[Row], Any],
             rank: Callable[[Any], Any] | None = None) -> dict[Any, list[Row]]:
    groups: dict[Any, list[Row]] = {}
    for row in rows:
        groups.setdefault(key(row), []).append(row)
    return {k: groups[k] for k in sorted(groups, key=lambda k: (rank(k) if rank else 0, k))}
