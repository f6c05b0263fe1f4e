"""The totals the statistics show: plain data (``newworld-cli stats --json``, the Statistics window).

:func:`totals` groups the recorded seats three ways: every human seat together
(``humans``), each human by seat name (``players``) and each computer level
(``computers``). Each group is a :func:`summary`; it counts games, not seats (a game with two
people at the table is one game of ``humans``, won if either of them won it).
"""

from __future__ import annotations

import collections
import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from newworld.stats.record import CATEGORY_COLUMNS, HUMAN_OPPONENTS, level_rank

Row = Mapping[str, Any]  # one seat of one game: the columns of ``seats`` and ``games``


def totals(rows: Sequence[Row]) -> dict[str, Any]:
    """Everything the statistics show, from every recorded seat."""
    humans = [r for r in rows if r["kind"] == "human"]
    computers = [r for r in rows if r["kind"] == "computer"]
    sources = {r["game_id"]: r["source"] or "unknown" for r in rows}  # "unknown": recorded by schema 1
    return {
        "games": len(sources),
        "sources": {source: n for source, n in sorted(collections.Counter(sources.values()).items())},
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
        "best_score": _max(scores),
        "average_points": {c: _mean([r[c] for r in rows]) for c in CATEGORY_COLUMNS},
        # None where no game recorded it (games recorded by schema version 1)
        "settlers_lost": _sum([r["settlers_lost"] for r in rows]),
        "longest_trail": _max([r["longest_trail"] for r in rows]),
        "biggest_town": _max([r["biggest_town"] for r in rows]),
        # games in which a seat of the group resigned (None where no game recorded it: schema version 2 and older)
        "resigned": _count([r["resigned"] for r in rows]),
        "by_opponents": {label: _tally(group) for label, group in
                         _grouped(rows, lambda r: r["opponents"], _opponents_rank).items()},
        "by_players": {str(n): _tally(group) for n, group in _grouped(rows, lambda r: r["players"]).items()},
    }


def _tally(rows: Sequence[Row]) -> dict[str, Any]:
    """Games (not seats: two people at one table, or three Mediums, played one game) and the games one
    of the group won."""
    games = {r["game_id"] for r in rows}
    won = len({r["game_id"] for r in rows if r["won"]})
    return {"games": len(games), "won": won, "win_rate": round(won / len(games), 4) if games else None}


def _mean(values: Iterable[int | None]) -> float | None:
    known = [v for v in values if v is not None]
    return round(statistics.fmean(known), 2) if known else None


def _sum(values: Iterable[int | None]) -> int | None:
    known = [v for v in values if v is not None]
    return sum(known) if known else None


def _count(values: Iterable[int | None]) -> int | None:
    """How many of the known values are set (not 0)."""
    known = [v for v in values if v is not None]
    return sum(1 for v in known if v) if known else None


def _max(values: Iterable[int | None]) -> int | None:
    return max((v for v in values if v is not None), default=None)


def _opponents_rank(label: str) -> int:
    return -1 if label == HUMAN_OPPONENTS else level_rank(label)


def _grouped(rows: Iterable[Row], key: Callable[[Row], Any],
             rank: Callable[[Any], Any] | None = None) -> dict[Any, list[Row]]:
    groups: dict[Any, list[Row]] = {}
    for row in rows:
        groups.setdefault(key(row), []).append(row)
    return {k: groups[k] for k in sorted(groups, key=lambda k: (rank(k) if rank else 0, k))}
