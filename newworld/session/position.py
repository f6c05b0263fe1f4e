"""What a session's players see: the position as value objects, and what may be known here.

:class:`Position` is the read-only half of a :class:`~newworld.session.GameSession`
(as python-chess's ``BaseBoard`` is of its ``Board``): the table, the scores,
whose turn it is, the card in hand and where it may go. A network client sees
only the public position: the deck behind its game is a stand-in, so the card
in hand is known, and its choices shown, only on a turn of its own
(``in_hand``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection

from newworld.engine.catalog import CardType, Catalog
from newworld.engine.errors import EngineError, InvalidMoveError, MoveError
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.values import Building, FeatureInfo, FinalScore, PlacedCard, PlacedSettler, PlayedTurn
from newworld.savegame.model import Seat


class Position:
    """The game on the table and its seats, as value objects (see the module docstring)."""

    def __init__(self, game: Game, seats: list[Seat], here: Collection[int] | None,
                 in_hand: Callable[[], bool] | None) -> None:
        """``here``: the seats played at this table (default: all; read live, so a network client's set of
        its seats may grow). ``in_hand``: None when the whole game is known here; else the card in hand is
        known, and this table's to play, only while ``in_hand()`` is True (the server dealt it to a seat of
        ``here`` and no move of ours is on its way)."""
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seats for a {game.players}-player game")
        self.game = game
        self.seats = seats
        self.here: Collection[int] = range(game.players) if here is None else here
        self.in_hand = in_hand

    @property
    def catalog(self) -> Catalog:
        return self.game.catalog

    def names(self) -> list[str]:
        """The players' names, seat by seat."""
        return [s.name for s in self.seats]

    def table(self) -> list[PlacedCard]:
        """The cards on the table."""
        return self.game.table()

    def placed_settlers(self) -> list[PlacedSettler]:
        return self.game.placed_settlers()

    def last_placed(self) -> PlacedCard | None:
        """The card laid last (the board frames it)."""
        return self.game.last_turn().placed if self.game.moves else None

    def surveyors(self) -> tuple[int, int]:
        """The columns of the two Surveyors."""
        return self.game.surveyors

    def current_player(self) -> int:
        """The seat to move, or -1 once the game is over."""
        return -1 if self.game.is_over else self.game.current_player

    def current_seat(self) -> Seat | None:
        player = self.current_player()
        return self.seats[player] if player >= 0 else None

    def is_human_turn(self) -> bool:
        """A person at this session's table is to move."""
        seat = self.current_seat()
        return (seat is not None and seat.kind == "human" and self.game.current_player in self.here
                and (self.in_hand is None or self.in_hand()))

    def _known(self) -> bool:
        """The card in hand is known here: a local game's always, a network client's on its own turn."""
        return self.in_hand is None or self.is_human_turn()

    def is_computer_turn(self) -> bool:
        seat = self.current_seat()
        return seat is not None and seat.kind == "computer"

    def drawn(self) -> CardType | None:
        """The card in hand (None where it is not known: another player's, in a network game)."""
        return self.game.drawn if self._known() else None

    def is_over(self) -> bool:
        return self.game.is_over

    def scores(self) -> tuple[int, ...]:
        return self.game.scores

    def supply(self) -> tuple[int, ...]:
        return self.game.supply

    def cards_left(self) -> int:
        """Cards still in the stack (the drawn card not included)."""
        return self.game.cards_left

    def remaining(self) -> Counter[str]:
        """How many of each card type are still to come (public knowledge); a card in a hand
        that is not known here is among them."""
        remaining = self.game.remaining()
        drawn = self.game.drawn
        if drawn is not None and not self._known():
            remaining[drawn.id] += 1
        return remaining

    def final_score(self) -> FinalScore | None:
        return self.game.final_score() if self.game.is_over else None

    def feature_at(self, x: int, y: int, feature: int) -> FeatureInfo | None:
        """The whole feature that feature ``feature`` of the card at ``x, y`` belongs to (None: no such part)."""
        try:
            return self.game.feature_at(x, y, feature)
        except EngineError:
            return None

    def legal_placements(self) -> list[Placement]:
        """Where the card in hand may go ([] where it is not known)."""
        return list(self.game.legal_placements()) if self._known() else []

    def settler_choices(self, placement: Placement) -> list[SettlerChoice]:
        return self.game.settler_choices(placement) if self._known() else []

    def scorings(self, placement: Placement, settler: SettlerChoice | None) -> list[Building]:
        return self.game.scorings(placement, settler) if self._known() else []

    def score_series(self) -> list[tuple[int, ...]]:
        """Every player's score after 0, 1, … all turns so far (the end table's chart)."""
        players = self.game.players
        series = [(0,) * players]
        for turn in self.game.turns():
            series.append(tuple(a + b for a, b in zip(series[-1], turn.gained(players), strict=True)))
        return series

    def preview(self, move: Move) -> PlayedTurn | None:
        """The turn ``move`` would be, with what it scores, without playing it (None: not legal now)."""
        if not self._known() or refusal_of(self.game, move) is not None:
            return None
        game = self.game.copy()
        game.push(move)
        return game.last_turn()


def refusal_of(game: Game, move: Move) -> MoveError | None:
    """Why ``move`` cannot be played in ``game`` now (None if it can), tried on a copy: the one rules check."""
    try:
        game.copy().push(move)
    except MoveError as exc:
        return exc
    except (EngineError, TypeError) as exc:
        return InvalidMoveError(str(exc))
    return None
