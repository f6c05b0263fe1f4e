"""The value objects a game reports: what lies on the table, what happened, the result.

These cross every boundary: the controller's signals carry them to the window,
the narration turns them into sentences, saves and a network game could carry
them as data. They hold numbers and names of things (kind numbers, card types,
enum members), never prose: :mod:`newworld.narration` words them.
"""

from __future__ import annotations

import enum

import attrs

from newworld.engine.catalog import CardType
from newworld.engine.moves import Move
from newworld.engine.rules import CATEGORIES, KIND_NAMES, SURVEYOR_BONUS, SURVEYOR_CATEGORY, Category, Points, points


@attrs.frozen
class PlacedCard:
    """A card on the table at column ``x``, row ``y``, turned ``rotation`` quarter turns clockwise."""

    x: int
    y: int
    card: CardType
    rotation: int


@attrs.frozen
class PlacedSettler:
    """A settler of ``player`` on feature ``feature`` (of kind ``kind``) of the card at ``x, y``."""

    player: int
    x: int
    y: int
    feature: int
    kind: int


@attrs.frozen
class Building:
    """A completed building this turn would score (see :meth:`Game.scorings`)."""

    kind: int
    cells: tuple[tuple[int, int], ...]
    players: tuple[int, ...]

    @property
    def kind_name(self) -> str:
        """The kind's name in the card data ("trail"); the narration words it for players."""
        return KIND_NAMES[self.kind]


@attrs.frozen
class FeatureInfo:
    """A whole connected feature, for highlights: its cards, settlers and what it would score now."""

    kind: int
    segments: tuple[tuple[int, int, int], ...]  # (x, y, feature index) of each segment
    settlers: tuple[PlacedSettler, ...]
    complete: bool
    points: Points  # completed: what it scores; open: what the final scoring would give

    @property
    def value(self) -> int:
        return self.points.total

    @property
    def cards(self) -> int:
        return len({(x, y) for x, y, _ in self.segments})


class NoteKind(enum.Enum):
    """What a :class:`GameNote` reports."""

    SURVEYOR_MOVED = "surveyor"
    SETTLER_RETURNED = "return"
    CARD_DISCARDED = "discard"


class ReturnReason(enum.IntEnum):
    """Why a settler went home (the values are the core's ``RETURN_*`` codes)."""

    SCORED = 0  # its building was scored
    SURVEYOR = 1  # a Surveyor passed its column
    FINAL = 2  # after the final scoring


@attrs.frozen
class GameNote:
    """A non-scoring event: a Surveyor step, a settler going home, a discarded card.

    The fields that belong to ``kind`` are set: ``surveyor`` (0 north, 1 south) and
    ``column`` for a step; ``player``, ``settler`` and ``reason`` for a settler going
    home; ``card`` for a card that fits nowhere.
    """

    turn: int
    kind: NoteKind
    surveyor: int = -1
    column: int = -1
    player: int = -1
    settler: PlacedSettler | None = None
    reason: ReturnReason | None = None
    card: CardType | None = None


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

    def expression(self, player: int | None = None) -> Points:
        """The labelled parts of ``player``'s points (of the first winner's if None)."""
        who = self.players[0] if player is None else player
        base = points(self.kind, self.cards, self.extra, complete=not self.final)
        if who not in self.players:
            return base
        return base.with_surveyors(self.surveyors[self.players.index(who)])

    @property
    def category(self) -> Category:
        return Category(self.kind, not self.final)


@attrs.frozen
class FinalScore:
    """Totals, the breakdown per player by category, and the winners."""

    totals: tuple[int, ...]
    breakdown: tuple[dict[Category, int], ...]
    winners: tuple[int, ...]

    @property
    def categories(self) -> tuple[Category, ...]:
        """The lines of the breakdown, in order."""
        return CATEGORIES

    @classmethod
    def from_events(cls, players: int, events: list[ScoreEvent]) -> FinalScore:
        breakdown = tuple({c: 0 for c in CATEGORIES} for _ in range(players))
        for ev in events:
            for i, p in enumerate(ev.players):
                breakdown[p][ev.category] += ev.base
                breakdown[p][SURVEYOR_CATEGORY] += SURVEYOR_BONUS * ev.surveyors[i]
        totals = tuple(sum(b.values()) for b in breakdown)
        best = max(totals)
        return cls(totals=totals, breakdown=breakdown,
                   winners=tuple(p for p in range(players) if totals[p] == best))


Event = ScoreEvent | GameNote


@attrs.frozen
class PlayedTurn:
    """One turn as it happened: who placed which card how, and the events it caused
    (scorings, settlers going home, Surveyor steps, and cards discarded on the draw after it)."""

    number: int  # 1 for the first turn
    player: int
    card: CardType
    move: Move
    events: tuple[Event, ...]

    @property
    def placed(self) -> PlacedCard:
        p = self.move.placement
        return PlacedCard(p.x, p.y, self.card, p.rotation)

    @property
    def scorings(self) -> tuple[ScoreEvent, ...]:
        """The buildings scored in this turn (the final scoring too, on the last turn)."""
        return tuple(e for e in self.events if isinstance(e, ScoreEvent))

    @property
    def notes(self) -> tuple[GameNote, ...]:
        """Surveyor steps, settlers going home and cards discarded in this turn."""
        return tuple(e for e in self.events if isinstance(e, GameNote))

    def gained(self, players: int) -> tuple[int, ...]:
        """The points each of ``players`` players scored in this turn."""
        return tuple(sum(e.points_of(p) for e in self.scorings) for p in range(players))

    @property
    def settler(self) -> PlacedSettler | None:
        """The settler the move put on the new card (it may have gone home in the same turn)."""
        s = self.move.settler
        if s is None:
            return None
        p = self.move.placement
        return PlacedSettler(self.player, p.x, p.y, s.feature, s.kind)


__all__ = [
    "Building", "Category", "Event", "FeatureInfo", "FinalScore", "GameNote", "NoteKind", "PlacedCard",
    "PlacedSettler", "PlayedTurn", "Points", "ReturnReason", "ScoreEvent",
]
