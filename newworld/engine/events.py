"""Scoring events with labelled parts, and the final breakdown per player."""

from __future__ import annotations

import attrs

from newworld.engine.catalog import FARM, KIND_NAMES, PLAINS, TOWN, TRAIL
from newworld.engine.core import SURVEYOR_BONUS

CATEGORIES = (
    "trails", "towns", "farms", "surveyors",
    "unfinished trails", "unfinished towns", "unfinished farms", "plains",
)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@attrs.frozen
class ScoreEvent:
    """Points scored for one building (or plains area) by its majority holders.

    ``base`` is what every winner gets; ``surveyors[i]`` is how many Surveyors
    stood in a column with a settler of ``players[i]`` (4 points each).
    """

    turn: int
    final: bool
    kind: int
    players: tuple[int, ...]
    base: int
    surveyors: tuple[int, ...]
    cards: int
    extra: int
    cells: tuple[tuple[int, int], ...] = ()

    @property
    def kind_name(self) -> str:
        return KIND_NAMES[self.kind]

    def points_of(self, player: int) -> int:
        if player not in self.players:
            return 0
        return self.base + SURVEYOR_BONUS * self.surveyors[self.players.index(player)]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(self.points_of(p) for p in self.players)

    def base_parts(self) -> list[tuple[str, int]]:
        """Labelled parts of the base points (the same for every winner)."""
        per_card = 2 if (self.kind == TOWN and not self.final) else 1
        if self.kind == TRAIL:
            parts = [(_plural(self.cards, "card"), self.cards)]
            if self.extra:
                parts.append((_plural(self.extra, "Trading Post"), 2 * self.extra))
        elif self.kind == TOWN:
            parts = [(_plural(self.cards, "card"), per_card * self.cards)]
            if self.extra:
                parts.append((_plural(self.extra, "Town Flag"), per_card * self.extra))
        elif self.kind == FARM:
            parts = [("completed farm", self.base)] if not self.final else [(_plural(self.cards, "card"), self.cards)]
        else:
            parts = [(_plural(self.extra, "animal"), self.extra)]
        return parts

    def parts_of(self, player: int) -> list[tuple[str, int]]:
        parts = self.base_parts()
        if player in self.players:
            n = self.surveyors[self.players.index(player)]
            if n:
                parts.append((_plural(n, "Surveyor"), SURVEYOR_BONUS * n))
        return parts

    def describe(self, player: int | None = None) -> str:
        """For example ``trail: 4 cards + 1 Trading Post + 1 Surveyor = 10``."""
        who = self.players[0] if player is None else player
        parts = self.parts_of(who)
        label = ("unfinished " if self.final and self.kind != PLAINS else "") + self.kind_name
        return f"{label}: {' + '.join(text for text, _ in parts)} = {sum(v for _, v in parts)}"

    @property
    def category(self) -> str:
        if self.kind == PLAINS:
            return "plains"
        plural = self.kind_name + "s"
        return f"unfinished {plural}" if self.final else plural


@attrs.frozen
class FinalScore:
    """Totals, the breakdown per player by category, and the winners."""

    totals: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    winners: tuple[int, ...]

    @classmethod
    def from_events(cls, players: int, events: list[ScoreEvent]) -> FinalScore:
        breakdown = tuple({c: 0 for c in CATEGORIES} for _ in range(players))
        for ev in events:
            for i, p in enumerate(ev.players):
                breakdown[p][ev.category] += ev.base
                breakdown[p]["surveyors"] += SURVEYOR_BONUS * ev.surveyors[i]
        totals = tuple(sum(b.values()) for b in breakdown)
        best = max(totals)
        return cls(totals=totals, breakdown=breakdown,
                   winners=tuple(p for p in range(players) if totals[p] == best))
