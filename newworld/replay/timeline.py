"""A finished (or unfinished) game as a timeline of turns, for the replay viewer and the review.

:func:`open_timeline` reads a ``.nwgame`` (it never writes it);
:meth:`Timeline.from_game` takes a game in memory (the end table's). The game
is replayed once: each turn is the engine's :class:`PlayedTurn` (who placed
which card how, and the events the turn caused: scorings with their labelled
parts, Surveyor steps, settlers going home, discarded cards; on the last turn
the final scoring), and the timeline keeps the scores after each. The position after every turn is kept (a copy of the
engine's state, about 25 KB each), so :meth:`Timeline.position` and
:meth:`Timeline.game_at` are cheap in either direction.

Everything here is data: the narration words it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

import attrs

from newworld.engine import CardType, FinalScore, Game, PlacedSettler
from newworld.engine.core import Core
from newworld.engine.values import Event, PlayedTurn
from newworld.savegame import SavedGame, Seat, load


@attrs.frozen
class Position:
    """The table after ``turn`` turns (0: before the first), as the board shows it."""

    turn: int
    cards: Mapping[tuple[int, int], tuple[CardType, int]]  # (x, y) -> (card, rotation), as Game.placed_cards()
    settlers: tuple[PlacedSettler, ...]
    surveyors: tuple[int, int]  # the columns of the north and south Surveyor
    scores: tuple[int, ...]
    supply: tuple[int, ...]  # settlers each player has in hand
    to_move: int | None  # the player whose turn is next (None: the game is over)
    drawn: CardType | None  # the card that player drew
    cards_left: int
    last_placed: tuple[int, int] | None  # where the card of turn ``turn`` lies


class Timeline:
    """Every turn of one game, with the position after each. Built once; never changes."""

    def __init__(self, played: Game, seats: Sequence[Seat]) -> None:
        if len(seats) != played.players:
            raise ValueError(f"{len(seats)} seats for a {played.players}-player game")
        self.seats = tuple(seats)
        self.players = played.players
        # The same deck from its first card (also a short one, as the tutorial's game has).
        catalog = played.catalog
        deck = [catalog.by_id[i].index for i in played.deck_ids]
        game = Game.from_core(Core(catalog, played.players, deck, played.first_player), played.seed)
        self.opening: tuple[Event, ...] = tuple(game.events_since(0))  # cards that fit nowhere at the start
        self._games = [game.copy()]  # the position after each turn
        self._scores = [game.scores]  # the scores after each turn
        for move in played.moves:
            game.push(move)
            self._games.append(game.copy())
            self._scores.append(game.scores)
        self.turns: tuple[PlayedTurn, ...] = tuple(game.turns())  # as the game reported them
        self.finished = game.is_over
        self.final: FinalScore | None = game.final_score() if game.is_over else None
        self._positions: dict[int, Position] = {}

    @classmethod
    def from_game(cls, game: Game, seats: Sequence[Seat]) -> Timeline:
        """The timeline of ``game`` (a game with its moves, such as the one just finished)."""
        return cls(game, seats)

    @classmethod
    def from_saved(cls, saved: SavedGame) -> Timeline:
        return cls(saved.game, saved.seats)

    def __len__(self) -> int:
        """The number of turns played; positions go from 0 to ``len(timeline)``."""
        return len(self.turns)

    def turn(self, number: int) -> PlayedTurn:
        """Turn ``number`` (1 for the first)."""
        return self.turns[self._check(number, lowest=1) - 1]

    def scores_at(self, turn: int) -> tuple[int, ...]:
        """The scores after ``turn`` turns (all zero before the first; after the last, the final scores)."""
        return self._scores[self._check(turn)]

    def gained(self, number: int) -> tuple[int, ...]:
        """The points each player scored in turn ``number`` (1 for the first)."""
        return self.turn(number).gained(self.players)

    def score_series(self) -> list[tuple[int, ...]]:
        """The scores after 0, 1, … all turns: every player's line of the score chart."""
        return [self.scores_at(t) for t in range(len(self) + 1)]

    def position(self, turn: int) -> Position:
        """The table after ``turn`` turns (kept once made)."""
        turn = self._check(turn)
        if turn not in self._positions:
            self._positions[turn] = self._position(turn)
        return self._positions[turn]

    def game_at(self, turn: int) -> Game:
        """An independent game at the position after ``turn`` turns (the next card drawn), to
        analyse or play on; it has no undo history."""
        return self._games[self._check(turn)].copy()

    def _position(self, turn: int) -> Position:
        game = self._games[turn]
        placed = self.turns[turn - 1].move.placement if turn else None
        return Position(
            turn=turn, cards=game.placed_cards(), settlers=tuple(game.placed_settlers()), surveyors=game.surveyors,
            scores=game.scores, supply=game.supply, to_move=None if game.is_over else game.current_player,
            drawn=game.drawn, cards_left=game.cards_left,
            last_placed=(placed.x, placed.y) if placed is not None else None)

    def _check(self, turn: int, lowest: int = 0) -> int:
        if not isinstance(turn, int) or isinstance(turn, bool) or not lowest <= turn <= len(self):
            raise IndexError(f"turn must be {lowest}..{len(self)}, got {turn!r}")
        return turn


class Cursor:
    """Where a viewer stands on a timeline: step forward and back, jump anywhere (clamped)."""

    def __init__(self, timeline: Timeline, turn: int = 0) -> None:
        self.timeline = timeline
        self.turn = 0
        self.go(turn)

    def go(self, turn: int) -> Position:
        """Stand after ``turn`` turns (clamped to the game); the position there."""
        self.turn = max(0, min(len(self.timeline), int(turn)))
        return self.position

    def forward(self, steps: int = 1) -> Position:
        return self.go(self.turn + steps)

    def back(self, steps: int = 1) -> Position:
        return self.go(self.turn - steps)

    def to_start(self) -> Position:
        return self.go(0)

    def to_end(self) -> Position:
        return self.go(len(self.timeline))

    @property
    def position(self) -> Position:
        return self.timeline.position(self.turn)

    @property
    def current(self) -> PlayedTurn | None:
        """The turn just shown (None at the start)."""
        return self.timeline.turns[self.turn - 1] if self.turn else None

    @property
    def at_start(self) -> bool:
        return self.turn == 0

    @property
    def at_end(self) -> bool:
        return self.turn == len(self.timeline)


def open_timeline(path: str | os.PathLike[str]) -> Timeline:
    """The timeline of the saved game at ``path`` (read only; SaveGameError if it cannot be opened)."""
    return Timeline.from_saved(load(path))
