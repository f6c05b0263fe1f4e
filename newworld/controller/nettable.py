"""The door's queries of a network game, answered from the position the server sent (a mixin of
:class:`~newworld.controller.netgame.NetGameController`).

The position is a :class:`~newworld.net.view.GameView` in the GUI thread. Only this screen's own card
is known: another player's card in hand is counted among the cards still to come. Undo is the
window's own (the unconfirmed card goes back to the hand); a confirmed move is final.
"""

from __future__ import annotations

from collections import Counter

from newworld.controller.controller import illegal_reason
from newworld.controller.door import score_series
from newworld.engine.catalog import CardType, Catalog, default_catalog
from newworld.engine.errors import EngineError
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.values import Building, FeatureInfo, FinalScore, PlacedCard, PlacedSettler, PlayedTurn
from newworld.narration import history_lines, is_you
from newworld.net.view import GameView
from newworld.savegame import DEFAULT_COLORS, SEAT_LEVELS, Seat


class NetTable:
    """The door's queries over ``view`` (see the module docstring)."""

    view: GameView | None
    _seats: list[Seat]
    _log: list[str]
    _sent_turn: int | None  # the turn whose move is on its way to the server

    @property
    def game(self) -> Game:
        assert self.view is not None and self.view.game is not None
        return self.view.game

    @property
    def seats(self) -> list[Seat]:
        return self._seats

    def _table_seats(self) -> list[Seat]:
        """The seats as a local game has them: people are "human", whoever plays them and wherever."""
        view = self.view
        if view is None:
            return []
        seats = []
        for i, s in enumerate(view.seats):
            name = s.name
            if is_you(name) and i not in view.my_seats:
                name = f"{name} ({i + 1})"  # someone else called "You": the log must not speak to this player
            level = s.level if s.level in SEAT_LEVELS else "medium"
            seats.append(Seat(name, DEFAULT_COLORS[i % len(DEFAULT_COLORS)],
                              "computer" if s.kind == "computer" else "human", level))
        return seats

    def has_game(self) -> bool:
        return self.view is not None and self.view.game is not None and len(self._seats) == self.view.game.players

    @property
    def catalog(self) -> Catalog:
        return self.view.catalog if self.view is not None else default_catalog()

    def table(self) -> list[PlacedCard]:
        return self.game.table() if self.has_game() else []

    def placed_settlers(self) -> list[PlacedSettler]:
        return self.game.placed_settlers() if self.has_game() else []

    def last_placed(self) -> PlacedCard | None:
        return self.game.last_turn().placed if self.has_game() and self.game.moves else None

    def surveyors(self) -> tuple[int, int]:
        return self.game.surveyors if self.has_game() else (0, 0)

    def current_player(self) -> int:
        return self.game.current_player if self.has_game() and not self.game.is_over else -1

    def current_seat(self) -> Seat | None:
        current = self.current_player()
        return self._seats[current] if current >= 0 else None

    def is_human_turn(self) -> bool:
        """One of this screen's seats is to move (its card known) and has not sent its move yet."""
        view = self.view
        if view is None or not self.has_game() or view.my_turn is None:
            return False
        return view.seats[view.my_turn].kind == "remote" and self._sent_turn != view.turn

    def is_computer_turn(self) -> bool:
        seat = self.current_seat()
        return seat is not None and seat.kind == "computer"

    def drawn(self) -> CardType | None:
        """The card in hand: this screen's own, on its turn; nobody else's is known."""
        if not self.is_human_turn():
            return None
        assert self.view is not None and self.view.drawn is not None
        return self.catalog.by_id[self.view.drawn]

    def is_over(self) -> bool:
        return self.has_game() and self.game.is_over

    def scores(self) -> tuple[int, ...]:
        return self.game.scores if self.has_game() else ()

    def supply(self) -> tuple[int, ...]:
        return self.game.supply if self.has_game() else ()

    def cards_left(self) -> int:
        return self.game.cards_left if self.has_game() else 0

    def remaining(self) -> Counter[str]:
        """The cards still to come; the card in another player's hand is among them (nobody here knows it)."""
        if not self.has_game():
            return Counter()
        counter = self.game.remaining()
        drawn = self.game.drawn
        if drawn is not None and not self.is_human_turn():
            counter[drawn.id] += 1
        return counter

    def final_score(self) -> FinalScore | None:
        return self.game.final_score() if self.is_over() else None

    def feature_at(self, x: int, y: int, feature: int) -> FeatureInfo | None:
        if not self.has_game():
            return None
        try:
            return self.game.feature_at(x, y, feature)
        except EngineError:
            return None

    def log_lines(self) -> list[str]:
        return list(self._log)

    def history_lines(self) -> list[str]:
        if not self.has_game():
            return []
        game = self.game
        return history_lines(game.opening_events(), game.turns(), game.final_score() if game.is_over else None,
                             self.names())

    def names(self) -> list[str]:
        return [s.name for s in self._seats]

    def legal_placements(self) -> list[Placement]:
        return list(self.game.legal_placements()) if self.is_human_turn() else []

    def settler_choices(self, placement: Placement) -> list[SettlerChoice]:
        return self.game.settler_choices(placement) if self.is_human_turn() else []

    def scorings(self, placement: Placement, settler: SettlerChoice | None) -> list[Building]:
        return self.game.scorings(placement, settler) if self.is_human_turn() else []

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def is_dirty(self) -> bool:
        return False

    def undo(self) -> bool:
        """Nothing: a confirmed move is final (the card not yet confirmed goes back to the hand in the window)."""
        return False

    def turns_taken_back(self) -> int:
        return 0  # none: a network game does not go back

    def score_series(self) -> list[tuple[int, ...]]:
        """Every player's score after each turn so far (the end table's chart)."""
        return score_series(self.game if self.has_game() else None)

    def preview(self, move: Move) -> PlayedTurn | None:
        """The turn ``move`` would be on this screen's turn, with what it scores, without playing it."""
        if not self.is_human_turn() or illegal_reason(self.game, move) is not None:
            return None
        game = self.game.copy()
        game.push(move)
        return game.last_turn()
