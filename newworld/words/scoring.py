"""Points in words: a points expression, the hover text of a feature, a building to score."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence

from newworld.engine.rules import KINDS, Completion, Points
from newworld.engine.values import Building, FeatureInfo
from newworld.words.names import cell_name, feature_name, names
from newworld.words.translate import Words


class Scoring(Words):
    """Translation context ``Scoring``."""

    def expression(self, pts: Points) -> str:
        """``trail: 4 cards + 1 Trading Post + 1 Surveyor = 10``."""
        n = names()
        head = (n.scored() if pts.complete else n.unfinished())[pts.kind]
        parts = self.tr(" + ").join(n.part(p.label, p.count) for p in pts.parts)
        return self.tr("{feature}: {parts} = {total}").format(feature=head, parts=parts, total=pts.total)

    def feature(self, info: FeatureInfo, player_marks: Sequence[str]) -> str:
        """The hover text: ``Trail, 3 cards, open: 5 points  ·  Ada ×2, Bob``."""
        if KINDS[info.kind].completion == Completion.NEVER:
            text = self.tr("{feature}: {animals}").format(
                feature=feature_name(info.kind), animals=self.tr("%n animal(s)", "", info.points.total))
        else:
            text = self.tr("{feature}, {cards}, {state}: {points}").format(
                feature=feature_name(info.kind), cards=self.tr("%n card(s)", "", info.cards),
                state=self.tr("complete") if info.complete else self.tr("open"),
                points=self.tr("%n point(s)", "", info.points.total))
        if player_marks:
            text += self.tr("  ·  {players}").format(players=self.tr(", ").join(player_marks))
        return text

    def player_mark(self, name: str, settlers: int) -> str:
        """Whose settlers are on a feature, in a hover text: "Ada", "Ada ×2"."""
        return name if settlers == 1 else self.tr("{name} ×{count}").format(name=name, count=settlers)

    def building(self, building: Building, names_of_players: Sequence[str], through: tuple[int, int] | None = None
                 ) -> str:
        """A line of the scoring-order chooser: ``Trail of 3 cards — Ada``; ``through`` a cell that tells it
        from a building of the same words: ``Trail of 2 cards through column 2, row 3 — Ada``."""
        who = self.tr(", ").join(names_of_players[p] for p in building.players) or self.tr("nobody")
        feature, cards = feature_name(building.kind), self.tr("%n card(s)", "", len(building.cells))
        if through is not None:
            return self.tr("{feature} of {cards} through {cell} — {players}").format(
                feature=feature, cards=cards, cell=cell_name(*through), players=who)
        return self.tr("{feature} of {cards} — {players}").format(feature=feature, cards=cards, players=who)

    def gain(self, points: int) -> str:
        """The points floating up from a scored building: "+5"."""
        return self.tr("+{points}").format(points=points)


@functools.cache
def scoring() -> Scoring:
    return Scoring()


def points_text(pts: Points) -> str:
    return scoring().expression(pts)


def feature_text(info: FeatureInfo, names_of_players: Sequence[str]) -> str:
    """The hover text of a feature, naming the players whose settlers are on it (most settlers first)."""
    s = scoring()
    counts = Counter(settler.player for settler in info.settlers)
    ranked = sorted(counts, key=lambda p: (-counts[p], p))
    return s.feature(info, [s.player_mark(_name(names_of_players, p), counts[p]) for p in ranked])


def _name(names_of_players: Sequence[str], player: int) -> str:
    return names_of_players[player] if 0 <= player < len(names_of_players) else str(player + 1)


def building_text(building: Building, names_of_players: Sequence[str]) -> str:
    return scoring().building(building, names_of_players)


def building_lines(buildings: Sequence[Building], names_of_players: Sequence[str]) -> list[str]:
    """The chooser's lines; two buildings that would read alike (two trails of 2 cards, both Ada's) each
    name a cell of theirs that the other does not have."""
    plain = [building_text(b, names_of_players) for b in buildings]
    counts = Counter(plain)
    lines = []
    for b, line in zip(buildings, plain, strict=True):
        others = {c for o, text in zip(buildings, plain, strict=True) if o is not b and text == line for c in o.cells}
        own = sorted(c for c in b.cells if c not in others)
        lines.append(scoring().building(b, names_of_players, own[0]) if counts[line] > 1 and own else line)
    return lines


def gain_text(points: int) -> str:
    return scoring().gain(points)
