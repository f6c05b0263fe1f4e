"""A small scenario builder for rule tests: explicit boards, forced cards.

Each :meth:`Scenario.play` forces the drawn card (the core trusts
``core.current``), optionally the player, and pushes one whole turn through
the friendly API, so every rule check of :class:`Game` applies::

    s = Scenario()
    s.play("straight", 1, 2, rot=1, settler="R0")   # a Robber on the trail
    s.play("cross4", 2, 2, rot=0)                    # closes it

The deck is ``turns`` filler cards, so the game ends after exactly ``turns``
plays (the final scoring then runs). Coordinates: column ``x`` grows westward
from the coast (column 0 = the starting spaces), row ``y`` grows southward;
``rot`` turns the card clockwise.

Starting spaces (west edges): row 0 plains, 1 town (Plymouth), 2 trail,
3 plains, 4 town (New York), 5 trail, 6 plains, 7 trail, 8 town (Jamestown),
9 plains.
"""

from __future__ import annotations

from collections.abc import Sequence

from newworld.engine.catalog import default_catalog
from newworld.engine.core import Core
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.rules import Category
from newworld.engine.values import GameNote, NoteKind, ScoreEvent
from newworld.narration import category_name, event_lines, points_text, role_name


def describe(event: ScoreEvent, player: int | None = None) -> str:
    """The event's points in the log's words: ``trail: 3 cards + 1 Trading Post = 5``."""
    return points_text(event.expression(player))


def named(breakdown: dict[Category, int]) -> dict[str, int]:
    """A final breakdown keyed by the lines' names, lower case: ``{"trails": 4, "unfinished towns": 3, ...}``."""
    return {category_name(c).lower(): v for c, v in breakdown.items()}


def note_text(note: GameNote) -> str:
    """A note in the log's words, for seats without names ("Player 1")."""
    return event_lines(note, [])[0]

# Fits any cell with a single requirement (it has a town, trail and plains edge),
# so drawing it between forced cards never discards anything.
FILLER = "town-cap-straight"


class Scenario:
    def __init__(self, players: int = 2, turns: int = 40, deck: Sequence[str] | None = None) -> None:
        self.catalog = default_catalog()
        ids = list(deck) if deck is not None else [FILLER] * turns
        core = Core(self.catalog, players, [self.catalog.by_id[i].index for i in ids])
        self.game = Game.from_core(core)

    # --- moves -----------------------------------------------------------

    def force(self, card: str | None = None, player: int | None = None) -> None:
        """Make ``card`` the drawn card and/or ``player`` the one to move."""
        core = self.game.core
        if card is not None:
            core.current = self.catalog.by_id[card].index
        if player is not None:
            core.player = player

    def move(self, x: int, y: int, rot: int = 0, settler: str | None = None,
             order: Sequence[int] | None = None) -> Move:
        choice = SettlerChoice.from_str(settler) if settler else None
        return Move(Placement(x, y, rot), choice, tuple(order) if order is not None else None)

    def play(self, card: str | None, x: int, y: int, rot: int = 0, settler: str | None = None,
             order: Sequence[int] | None = None, player: int | None = None) -> list[ScoreEvent]:
        """Play ``card`` (None: the card drawn from the deck) at ``x, y``; return its score events."""
        self.force(card, player)
        return self.game.push(self.move(x, y, rot, settler, order))

    def choices(self, card: str, x: int, y: int, rot: int = 0, player: int | None = None) -> list[str]:
        """The settler choices (text form) for ``card`` at ``x, y``."""
        self.force(card, player)
        return [c.to_str() for c in self.game.settler_choices(Placement(x, y, rot))]

    def fits(self, card: str, x: int, y: int, rot: int = 0) -> bool:
        self.force(card)
        return Placement(x, y, rot) in self.game.legal_placements()

    # --- state -----------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return self.game.scores

    @property
    def supply(self) -> tuple[int, ...]:
        return self.game.supply

    @property
    def surveyors(self) -> tuple[int, int]:
        return self.game.surveyors

    def settlers(self) -> set[tuple[int, int, int, str]]:
        """(player, x, y, role) of every settler on the board."""
        return {(s.player, s.x, s.y, role_name(s.kind)) for s in self.game.placed_settlers()}

    def complete(self, x: int, y: int, feature: int) -> bool:
        return self.game.feature_at(x, y, feature).complete

    def notes(self, since: int = 0, what: str | None = None) -> list[GameNote]:
        return [e for e in self.game.events_since(since)
                if isinstance(e, GameNote) and (what is None or e.kind == NoteKind(what))]

    def event_count(self) -> int:
        return len(self.game.core.events)
