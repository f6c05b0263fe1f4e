"""The game session: a game, its seats and its log, played by whoever front end holds it.

See the package docstring. Who may move: a human's move is taken on a seat of
kind ``"human"`` that this session plays (``here``: every human seat unless
given; a network client plays only its own), a computer's move on a seat of
kind ``"computer"``. The session refuses the rest with a reason, so every
caller (the window, the terminal, a server's client) goes through one check.
"""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Callable, Collection, Sequence

from newworld.engine.catalog import CardType, Catalog
from newworld.engine.errors import EngineError, InvalidMoveError, MoveError, MoveProblem
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.values import (
    Building,
    FeatureInfo,
    FinalScore,
    PlacedCard,
    PlacedSettler,
    PlayedTurn,
)
from newworld.savegame.model import Seat
from newworld.session.events import (
    GameOver,
    Listener,
    LogCut,
    LogLine,
    SessionEvent,
    TurnPlayed,
    TurnStarted,
    TurnUndone,
)
from newworld.session.narrator import SILENT, Narrator
from newworld.session.undo import UndoPolicy


class GameSession:
    """One game as it is played (see the module docstring)."""

    def __init__(self, game: Game, seats: Sequence[Seat], *, narrator: Narrator = SILENT,
                 here: Collection[int] | None = None, in_hand: Callable[[], bool] | None = None,
                 seed: int | None = None, created: str = "", game_id: str = "", log: Sequence[str] | None = None,
                 practice_undo: bool = False) -> None:
        """``here``: the seats this session plays (default: all). ``in_hand``: None when the whole game is
        known here; else the deck behind ``game`` is a stand-in (a network client's public position), and
        the drawn card is known, and this table's to play, only while ``in_hand()`` is True (the server
        dealt it to a seat of ``here`` and no move of ours is on its way). ``log``: the log so far, when it
        goes on from another session's (a new snapshot of the same game); default: the game's history."""
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seats for a {game.players}-player game")
        self.game = game
        self.seats = list(seats)
        self.narrator = narrator
        self.here = frozenset(range(game.players) if here is None else here)
        self.in_hand = in_hand
        self.seed = seed
        self.created = created
        self.game_id = game_id  # unique per game: its files and its statistics record name it
        self.undo = UndoPolicy(practice=practice_undo)
        self._listeners: list[Listener] = []
        self._log = list(log) if log is not None else self.history_lines()
        self._marks: dict[int, int] = {}  # moves played -> the log's length before the next move

    # --- listeners ---------------------------------------------------------------------

    def listen(self, listener: Listener) -> None:
        """Call ``listener`` with every :data:`~newworld.session.events.SessionEvent` from now on."""
        self._listeners.append(listener)

    def unlisten(self, listener: Listener) -> None:
        self._listeners.remove(listener)

    def _tell(self, event: SessionEvent) -> None:
        for listener in list(self._listeners):
            listener(event)

    # --- the position as value objects -------------------------------------------------

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

    # --- the log -----------------------------------------------------------------------

    def log_lines(self) -> list[str]:
        """The game log as told so far: the history of the game, then what happened since."""
        return list(self._log)

    def history_lines(self) -> list[str]:
        """The log of the game on the table alone: every move and event, the final scores if it is over."""
        game = self.game
        return self.narrator.history_lines(game.opening_events(), game.turns(), self.final_score(), self.names())

    def say(self, line: str) -> None:
        """Add a line to the log (a front end's own: saved, the connection lost, ...)."""
        self._log.append(line)
        self._tell(LogLine(line))

    # --- playing -----------------------------------------------------------------------

    def refusal(self, move: Move, *, computer: bool = False) -> MoveError | None:
        """Why ``move`` cannot be played now by a human here (or by a computer), or None if it can."""
        mine = self.is_computer_turn() if computer else self.is_human_turn()
        if not mine:
            problem = MoveProblem.GAME_OVER if self.game.is_over else MoveProblem.NOT_YOUR_TURN
            return MoveError(f"{move}: it is not {'a computer' if computer else 'your'} turn", problem)
        return refusal_of(self.game, move)

    def play(self, move: Move, *, computer: bool = False) -> PlayedTurn:
        """Play a human's move (or a computer's) and tell it; :class:`MoveError` if it is refused."""
        problem = self.refusal(move, computer=computer)
        if problem is not None:
            raise problem
        if computer:
            self.undo.computer_moved()
        else:
            self.undo.human_moved(len(self.game.moves))
        return self.push(move)

    def push(self, move: Move) -> PlayedTurn:
        """Play ``move`` for whoever is to move, checked by the rules only, and tell it: a turn that was
        decided elsewhere (a replay's next step, a move the server announced). It is never taken back.
        :class:`MoveError` if the rules refuse it."""
        self._marks[len(self.game.moves)] = len(self._log)
        self.game.push(move)
        turn = self.game.last_turn()
        names = self.names()
        move_line = self.narrator.move_line(turn, names)
        event_lines = tuple(tuple(self.narrator.event_lines(event, names)) for event in turn.events)
        self._log += [line for line in (move_line, *(line for lines in event_lines for line in lines)) if line]
        self._tell(TurnPlayed(turn, move_line, event_lines))
        return turn

    def can_undo(self) -> bool:
        """Whether the last human decision may be taken back (see :mod:`newworld.session.undo`)."""
        return self.undo.can_undo()

    def last_turn_is_final(self) -> bool:
        """There is a decision, but a computer has answered it (undo refuses, and says why)."""
        return self.undo.is_final()

    def turns_taken_back(self) -> int:
        """How many decisions were taken back after a computer had answered them (practice undo)."""
        return self.undo.taken_back

    def take_back(self) -> list[PlayedTurn]:
        """Take back the last human decision: the computers' answers, last first, then the human's move.

        Returns the turns taken back in that order ([] when :meth:`can_undo` is False)."""
        if not self.can_undo():
            return []
        start = self.undo.take_back().start
        turns = []
        while len(self.game.moves) > start:
            turns.append(self._pop())
        self._tell(LogCut())
        return turns

    def _pop(self) -> PlayedTurn:
        turn = self.game.last_turn()
        self.game.undo()
        del self._log[self._marks.pop(len(self.game.moves), len(self._log)):]
        self._tell(TurnUndone(turn))
        return turn

    def announce(self, *, just_now: bool = True) -> None:
        """Tell whose turn it is (:class:`TurnStarted`), or that the game is over (:class:`GameOver`).

        Call it when the turn's aftermath is done (the window autosaves first). ``just_now``:
        the game may have ended this moment, so its final scores go to the log (a game opened or
        stepped back has them in its history already)."""
        if not self.game.is_over:
            self._tell(TurnStarted(self.game.current_player))
            return
        final = self.game.final_score()
        if just_now:
            for line in self.narrator.final_lines(final, self.names()):
                self.say(line)
        self._tell(GameOver(final, just_now))


def new_game_id() -> str:
    """A game's unique id: 32 random hex digits (128 bits, as a random UUID)."""
    return secrets.token_hex(16)


def refusal_of(game: Game, move: Move) -> MoveError | None:
    """Why ``move`` cannot be played in ``game`` now (None if it can), tried on a copy: the one rules check."""
    try:
        game.copy().push(move)
    except MoveError as exc:
        return exc
    except (EngineError, TypeError) as exc:
        return InvalidMoveError(str(exc))
    return None
