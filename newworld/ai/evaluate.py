"""Position evaluation: what each player's position is worth, in points.

Two views share one walk over the settled buildings:

* :func:`provisional` — the score if the game ended now (Easy's greedy view);
* :class:`Evaluator` — an expectation (Medium's view, and Hard's leaf value):
  each trail, town and farm is worth its completed value times the chance it
  completes with the cards left, plus its unfinished value otherwise, both
  discounted by the chance the Surveyors sweep its settlers away first; plains
  are worth their animals; settlers in supply are worth more the more cards
  are left.

Both read only public information (the board, the scores, the supply, the
number of cards left), never the order of the deck.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from newworld.engine.core import DELTA, EV_SCORE, NEIGHBOURS8, Core
from newworld.engine.rules import (
    COMPLETE_FLAT,
    COMPLETE_PER_CARD,
    COMPLETE_PER_EXTRA,
    FARM_AREA,
    FINAL_FLAT,
    FINAL_PER_CARD,
    FINAL_PER_EXTRA,
    KINDS,
    SURROUNDED,
    EdgePoints,
)

# The scoring formulas are the rules' (newworld.engine.rules), read from its per-kind tables.
NEVER_COMPLETE = tuple(k.complete is None for k in KINDS)
# Whether a kind's open ends are edge middles (a trail's): each closes with the ``trail_end``
# chance; the open edges of the other kinds closed by edges (a town's) with ``town_edge``.
ENDS_AT_MIDDLES = tuple(k.edge_points == EdgePoints.MIDDLES for k in KINDS)


def groups(core: Core) -> dict[int, list[int]]:
    """Settled features: root segment -> the segments holding settlers."""
    out: dict[int, list[int]] = {}
    root = core.root
    for s in core.owner:
        out.setdefault(root[s], []).append(s)
    return out


def majority(core: Core, found: Sequence[int]) -> list[int]:
    counts = [0] * core.players
    owner = core.owner
    for s in found:
        counts[owner[s]] += 1
    top = max(counts)
    return [p for p in range(core.players) if counts[p] == top]


def feature_size(core: Core, r: int) -> int:
    """Cards (and starting spaces) a trail or town covers."""
    seg_cell = core.seg_cell
    return len({seg_cell[m] for m in core.members[r]})


def cards_of(core: Core, r: int, kind: int, found: Sequence[int]) -> int:
    """The cards a settled feature counts: a farm's card and those around it, else the cards it covers."""
    if SURROUNDED[kind]:
        cell = core.seg_cell[found[0]]
        board = core.board
        return 1 + sum(cell + o in board for o in NEIGHBOURS8)
    if not FINAL_PER_CARD[kind] and not COMPLETE_PER_CARD[kind]:
        return 0  # plains: only the animals count
    return feature_size(core, r)


def unfinished_value(core: Core, r: int, kind: int, found: Sequence[int]) -> int:
    """What a settled feature scores in the final scoring."""
    cards = cards_of(core, r, kind, found)
    return FINAL_FLAT[kind] + FINAL_PER_CARD[kind] * cards + FINAL_PER_EXTRA[kind] * core.value[r]


def provisional(core: Core) -> list[float]:
    """Each player's score if the game ended now."""
    values = [float(s) for s in core.scores]
    for r, found in groups(core).items():
        kind = core.seg_kind[r]
        v = unfinished_value(core, r, kind, found)
        for p in majority(core, found):
            values[p] += v
    return values


def relative(values: Sequence[float], player: int, mean_share: float = 0.0) -> float:
    """A player's value minus the best opponent's (with ``mean_share``, partly the opponents' mean)."""
    if not mean_share:
        return values[player] - max(v for p, v in enumerate(values) if p != player)
    others = [v for p, v in enumerate(values) if p != player]
    rival = max(others)
    return values[player] - rival - mean_share * (sum(others) / len(others) - rival)


def cards_left(core: Core) -> int:
    return len(core.deck) - core.deck_pos


def scoring_rate(core: Core) -> float:
    """Scorings per turn so far (public: the event log), with a prior of ~1 in 3."""
    scorings = sum(1 for e in core.events if e[0] == EV_SCORE and not e[2])
    return (scorings + 2.0) / (core.turn + 6.0)


@functools.lru_cache(maxsize=1 << 16)
def poisson_below(n: int, mean: float) -> float:
    """P(X < n) for X ~ Poisson(mean)."""
    if n <= 0:
        return 0.0
    term = math.exp(-mean)
    total = term
    for k in range(1, n):
        term *= mean / k
        total += term
    return min(1.0, total)


@dataclass
class Weights:
    """Tunable constants of the expected-value evaluation."""

    supply: tuple[float, ...] = (4.0, 3.0, 2.5, 2.0, 1.5)  # 1st..5th settler in hand, at the start
    supply_fade: float = 30.0  # supply is worth full value while at least this many cards are left
    trail_end: float = 0.8  # chance an open trail end closes (with plenty of cards left)
    town_edge: float = 0.7  # same for an open town edge
    farm_side: float = 0.85  # same for an empty space around a farm
    closing_scale: float = 15.0  # cards left at which closing chances have faded to 63%
    turns_per_end: float = 3.0  # turns an open end takes to close
    # Animals still to come on a plains area, per card left. Measured: any growth
    # bonus lures settlers onto plains early, where they never come back; 0 is best.
    plains_growth: float = 0.0
    settler_back: float = 1.5  # a completed building gives its settlers back
    cards_per_gap: float = 0.0  # cards a trail or town grows by for each open end it closes
    # The rival a player measures its lead against: the best opponent (0) or, with more than
    # two players, partly the opponents' mean (1: the mean alone).
    rival_mean: float = 0.0


@dataclass
class Evaluator:
    """Expected final value of each player's position (see the module doc)."""

    weights: Weights = field(default_factory=Weights)
    rate: float = 1 / 3  # scorings per turn, set from the game with :meth:`for_game`

    @classmethod
    def for_game(cls, core: Core, weights: Weights | None = None) -> Evaluator:
        return cls(weights or Weights(), scoring_rate(core))

    def values(self, core: Core) -> list[float]:
        return self.total(core, self.parts(core))

    def parts(self, core: Core) -> dict[int, tuple[float, tuple[int, ...]]]:
        """Each settled feature's expected value and the players it goes to, by root."""
        left = cards_left(core)
        closing = 1.0 - math.exp(-left / self.weights.closing_scale)
        sweeps = sum(core.surveyors)
        return {r: self.part(core, r, tuple(found), left, closing, sweeps) for r, found in groups(core).items()}

    def part(self, core: Core, r: int, found: tuple[int, ...], left: int, closing: float,
             sweeps: int) -> tuple[float, tuple[int, ...]]:
        winners = (core.owner[found[0]],) if len(found) == 1 else tuple(majority(core, found))
        return self.feature_value(core, r, found, left, closing, sweeps), winners

    def total(self, core: Core, parts: dict[int, tuple[float, tuple[int, ...]]]) -> list[float]:
        w = self.weights
        fade = min(1.0, cards_left(core) / w.supply_fade)
        values = [s + fade * sum(w.supply[:n]) for s, n in zip(core.scores, core.supply, strict=True)]
        for v, winners in parts.values():
            for p in winners:
                values[p] += v
        return values

    def feature_value(self, core: Core, r: int, found: Sequence[int], left: int, closing: float,
                      sweeps: int) -> float:
        w = self.weights
        kind = core.seg_kind[r]
        extra = core.value[r]
        if NEVER_COMPLETE[kind]:
            return FINAL_PER_EXTRA[kind] * extra + w.plains_growth * left
        cards = cards_of(core, r, kind, found)
        unfinished = FINAL_FLAT[kind] + FINAL_PER_CARD[kind] * cards + FINAL_PER_EXTRA[kind] * extra
        if SURROUNDED[kind]:
            gaps = FARM_AREA - cards
            p_done = (w.farm_side * closing) ** gaps
            closed_cards = float(FARM_AREA)
        else:
            gaps = core.open[r]
            p_done = ((w.trail_end if ENDS_AT_MIDDLES[kind] else w.town_edge) * closing) ** gaps
            closed_cards = cards + w.cards_per_gap * gaps  # closing it adds cards
        complete = COMPLETE_FLAT[kind] + COMPLETE_PER_CARD[kind] * closed_cards + COMPLETE_PER_EXTRA[kind] * extra
        # Scorings until the Surveyors pass the westmost settler's column.
        column = max(core.seg_cell[s] >> 8 for s in found)
        margin = 2 * column + 2 - sweeps
        survive_done = poisson_below(margin, self.rate * min(left, w.turns_per_end * gaps + 1))
        survive_end = poisson_below(margin, self.rate * left)
        return (p_done * survive_done * (complete + w.settler_back * closing)
                + (1.0 - p_done) * survive_end * unfinished)


class Incremental:
    """:meth:`Evaluator.values` of the positions one turn after ``base``, fast.

    A turn changes only the features the placed card joins and the farms
    around it (unless a Surveyor moves: then everything is valued again), so
    the other features keep the values they have in ``base``.
    """

    def __init__(self, evaluator: Evaluator, base: Core) -> None:
        self.evaluator = evaluator
        self.base = base
        self.parts = evaluator.parts(base)
        self.around: dict[int, tuple[set[int], list[float]]] = {}  # by cell: features, kept values

    def values(self, core: Core) -> list[float]:
        """The values of ``core``: a turn played on ``base``, not yet ended."""
        if core.surveyors != self.base.surveyors or core.placed_base < 0:
            return self.evaluator.values(core)
        before, kept = self._around(core.placed_cell)
        root = core.root
        again = {root[r] for r in before}
        again.update(root[s] for s in range(core.placed_base, len(root)))
        evaluator = self.evaluator
        w = evaluator.weights
        left = cards_left(core)
        fade = min(1.0, left / w.supply_fade)
        values = [s + fade * sum(w.supply[:n]) + k for s, n, k in zip(core.scores, core.supply, kept, strict=True)]
        closing = 1.0 - math.exp(-left / w.closing_scale)
        sweeps = sum(core.surveyors)
        for r in again:
            found = core.settlers[r]
            if found:
                v, winners = evaluator.part(core, r, found, left, closing, sweeps)
                for p in winners:
                    values[p] += v
        return values

    def _around(self, cell: int) -> tuple[set[int], list[float]]:
        """The features around ``cell`` and the summed values of all the others, per player."""
        if cell not in self.around:
            before = self._features_around(cell)
            kept = [0.0] * self.base.players
            for r, (v, winners) in self.parts.items():
                if r not in before:
                    for p in winners:
                        kept[p] += v
            self.around[cell] = (before, kept)
        return self.around[cell]

    def _features_around(self, cell: int) -> set[int]:
        """Roots (in ``base``) of the features touching ``cell`` and of the farms around it."""
        base = self.base
        board = base.board
        root = base.root
        out: set[int] = set()
        for d in range(4):
            points = board.get(cell + DELTA[d])
            if points is not None:
                side = 3 * ((d + 2) % 4)
                out.update(root[p] for p in points[side:side + 3] if p >= 0)
        seg_cell = base.seg_cell
        out.update(s for s in base.farms if cell - seg_cell[s] in NEIGHBOURS8)
        return out


__all__ = ["Evaluator", "Incremental", "Weights", "provisional", "relative"]
