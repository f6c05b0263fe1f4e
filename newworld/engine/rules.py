"""One home for each rule fact: the feature kinds, their roles and how they score.

Each feature kind is one row of :data:`KINDS`: its name in ``cards.json``, the
letter of its settler's role in a move text, what on a card adds to it, how it
is completed, whether the Surveyors send its settlers home, and its two scoring
formulas (when completed during play, and at the final scoring). The words for
a kind and its role are in ``newworld/narration/names.py``, keyed by ``kind``.

Scoring is a points expression with labelled parts (the model is
JCloisterZone's ``PointsExpression``): :func:`points` turns a feature's size
into :class:`Points`, and the log, the hover text, the final breakdown and the
computer players all read it. The fast core cannot afford objects in its hot
path: it reads the same formulas as the precompiled per-kind tuples at the end
of this module.
"""

from __future__ import annotations

import enum

import attrs

# Feature kinds: small ints, so the core can index tables with them.
PLAINS, TRAIL, TOWN, FARM = 0, 1, 2, 3

SETTLERS_IN_SUPPLY = 5  # each player's settlers (the sixth is the scoring marker)
SURVEYOR_BONUS = 4  # per Surveyor in a column with a winner's settler, on a completed building
COMPLETED_FARM_POINTS = 9
FARM_AREA = 9  # a farm card and the eight cards around it


class Completion(enum.IntEnum):
    """How a feature is completed."""

    NEVER = 0  # plains: scored at the end only
    BY_EDGES = 1  # trails and towns: when no edge is left open
    BY_SURROUNDINGS = 2  # farms: when all eight cards around the farm's card lie


class EdgePoints(enum.Enum):
    """Which edge points (see :mod:`newworld.engine.catalog`) a feature of the kind takes."""

    SIDES = "sides"  # any (plains: the points beside trails, or whole edges)
    MIDDLES = "middles"  # one or two edge middles (a trail)
    EDGES = "edges"  # whole edges (a town)
    NONE = "none"  # no edge point (a farm in the middle of the card)


class Label(enum.Enum):
    """What a part of a points expression counts (the narration names it)."""

    CARDS = "cards"
    TRADING_POSTS = "trading_posts"
    TOWN_FLAGS = "flags"
    ANIMALS = "animals"
    COMPLETED_FARM = "completed_farm"
    SURVEYORS = "surveyors"


@attrs.frozen
class Formula:
    """Points = ``flat`` + ``per_card`` x cards + ``per_extra`` x what the cards add."""

    per_card: int = 0
    per_extra: int = 0
    flat: int = 0
    flat_label: Label = Label.CARDS


@attrs.frozen
class KindRule:
    """Everything the rules say about one feature kind."""

    kind: int
    name: str  # "trail": the kind's name in the card catalog
    letter: str  # "R": the role of a settler on it (a Robber) in a move text
    edge_points: EdgePoints
    extra: str  # the card field that adds to it ("trading_posts"), "" for none
    extra_label: Label
    completion: Completion
    swept: bool  # the Surveyors send its settlers home
    complete: Formula | None  # None: never completed during play
    final: Formula  # at the final scoring
    fields: frozenset[str] = frozenset()  # optional fields a card feature of the kind may have


KINDS: tuple[KindRule, ...] = (
    KindRule(PLAINS, "plains", "T", EdgePoints.SIDES, "animals", Label.ANIMALS,
             Completion.NEVER, swept=False, complete=None, final=Formula(per_extra=1),
             fields=frozenset({"animals"})),
    KindRule(TRAIL, "trail", "R", EdgePoints.MIDDLES, "trading_posts", Label.TRADING_POSTS,
             Completion.BY_EDGES, swept=True, complete=Formula(per_card=1, per_extra=2),
             final=Formula(per_card=1, per_extra=2), fields=frozenset({"trading_posts", "end"})),
    KindRule(TOWN, "town", "S", EdgePoints.EDGES, "flags", Label.TOWN_FLAGS,
             Completion.BY_EDGES, swept=True, complete=Formula(per_card=2, per_extra=2),
             final=Formula(per_card=1, per_extra=1), fields=frozenset({"flags"})),
    KindRule(FARM, "farm", "F", EdgePoints.NONE, "", Label.CARDS,
             Completion.BY_SURROUNDINGS, swept=True,
             complete=Formula(flat=COMPLETED_FARM_POINTS, flat_label=Label.COMPLETED_FARM),
             final=Formula(per_card=1)),
)
KIND_NAMES: tuple[str, ...] = tuple(k.name for k in KINDS)
KIND_BY_NAME: dict[str, int] = {k.name: k.kind for k in KINDS}
ROLE_LETTERS: dict[int, str] = {k.kind: k.letter for k in KINDS}
KIND_BY_LETTER: dict[str, int] = {k.letter: k.kind for k in KINDS}


# --- points expressions --------------------------------------------------------


@attrs.frozen
class Part:
    """One labelled part: ``count`` things worth ``points`` together."""

    label: Label
    count: int
    points: int


@attrs.frozen
class Points:
    """A feature's points with their reasons: ``trail: 4 cards + 1 Trading Post + 1 Surveyor = 10``.

    ``complete`` is False for the final scoring (and for a feature still open).
    """

    kind: int
    complete: bool
    parts: tuple[Part, ...]

    @property
    def total(self) -> int:
        return sum(p.points for p in self.parts)

    def with_surveyors(self, surveyors: int) -> Points:
        """These points plus the Surveyors' bonus (nothing is added for none)."""
        if not surveyors:
            return self
        return attrs.evolve(self, parts=(*self.parts, Part(Label.SURVEYORS, surveyors, SURVEYOR_BONUS * surveyors)))


def points(kind: int, cards: int, extra: int, complete: bool) -> Points:
    """What a feature of ``kind`` over ``cards`` cards, with ``extra`` Trading Posts,
    Town Flags or animals, scores completed (``complete``) or at the final scoring."""
    rule = KINDS[kind]
    formula = rule.complete if complete and rule.complete is not None else rule.final
    parts: list[Part] = []
    if formula.flat:
        parts.append(Part(formula.flat_label, 1, formula.flat))
    if formula.per_card:
        parts.append(Part(Label.CARDS, cards, formula.per_card * cards))
    if formula.per_extra and (extra or not parts):  # plains show "0 animals" rather than nothing
        parts.append(Part(rule.extra_label, extra, formula.per_extra * extra))
    return Points(kind, complete and rule.complete is not None, tuple(parts))


# --- the final breakdown ----------------------------------------------------------


@attrs.frozen(order=True)
class Category:
    """A line of the final breakdown: points from completed or unfinished features of a kind,
    or (``kind`` -1) the Surveyors' bonus."""

    kind: int
    complete: bool


SURVEYOR_CATEGORY = Category(-1, True)
CATEGORIES: tuple[Category, ...] = (
    *(Category(k.kind, True) for k in KINDS if k.complete is not None),
    SURVEYOR_CATEGORY,
    *(Category(k.kind, False) for k in sorted(KINDS, key=lambda k: k.complete is None)),
)


# --- the tables the fast core reads (indexed by kind) ------------------------------

_NO_FORMULA = Formula()
COMPLETE_PER_CARD: tuple[int, ...] = tuple((k.complete or _NO_FORMULA).per_card for k in KINDS)
COMPLETE_PER_EXTRA: tuple[int, ...] = tuple((k.complete or _NO_FORMULA).per_extra for k in KINDS)
COMPLETE_FLAT: tuple[int, ...] = tuple((k.complete or _NO_FORMULA).flat for k in KINDS)
FINAL_PER_CARD: tuple[int, ...] = tuple(k.final.per_card for k in KINDS)
FINAL_PER_EXTRA: tuple[int, ...] = tuple(k.final.per_extra for k in KINDS)
FINAL_FLAT: tuple[int, ...] = tuple(k.final.flat for k in KINDS)
# (flat, per card, per extra) by kind, completed and at the final scoring, for the core
COMPLETE_FORMULA: tuple[tuple[int, int, int], ...] = tuple(zip(COMPLETE_FLAT, COMPLETE_PER_CARD, COMPLETE_PER_EXTRA,
                                                              strict=True))
FINAL_FORMULA: tuple[tuple[int, int, int], ...] = tuple(zip(FINAL_FLAT, FINAL_PER_CARD, FINAL_PER_EXTRA, strict=True))
CLOSED_BY_EDGES: tuple[bool, ...] = tuple(k.completion == Completion.BY_EDGES for k in KINDS)
SURROUNDED: tuple[bool, ...] = tuple(k.completion == Completion.BY_SURROUNDINGS for k in KINDS)
SWEPT: tuple[bool, ...] = tuple(k.swept for k in KINDS)

