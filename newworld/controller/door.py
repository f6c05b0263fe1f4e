"""The controller's door as a type: what the board and the game screen read and follow.

:class:`~newworld.controller.controller.GameController` (a game on this
machine) and :class:`~newworld.controller.netgame.NetGameController` (a game
on a server) both offer it, so :class:`~newworld.gui.screen.GameScreen` and
:class:`~newworld.gui.scene.BoardScene` show either without knowing which:
queries that answer with value objects (:mod:`newworld.engine.values`,
:mod:`newworld.engine.moves`) and signals that carry them.
"""

from __future__ import annotations

from collections import Counter
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from newworld.controller.clockface import ClockFace
from newworld.engine.catalog import CardType, Catalog, default_catalog
from newworld.engine.errors import MoveError, MoveProblem
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.values import (
    Building,
    Event,
    FeatureInfo,
    FinalScore,
    GameNote,
    NoteKind,
    PlacedCard,
    PlacedSettler,
    PlayedTurn,
    ScoreEvent,
)
from newworld.narration import messages
from newworld.savegame import Seat
from newworld.session import (
    GameOver,
    GameSession,
    LogCut,
    LogLine,
    Resigned,
    SessionEvent,
    TimeRanOut,
    TurnPlayed,
    TurnStarted,
    TurnUndone,
)


class GameStory(QObject):
    """The signals that tell a game as it happens, declared once: the door's (below) and the
    window's :class:`~newworld.gui.pacing.TurnPacer`, which passes them on at the player's pace."""

    #: A new or opened game: read everything from the queries (the table, the log, the scores).
    gameStarted = Signal()
    #: The player (seat index) to move now.
    turnStarted = Signal(int)
    #: A card was laid on the table.
    cardPlaced = Signal(PlacedCard)
    #: A settler was put on the card just laid.
    settlerPlaced = Signal(PlacedSettler)
    #: A building (or plains area) was scored.
    buildingScored = Signal(ScoreEvent)
    #: A Surveyor stepped west (a GameNote of kind SURVEYOR_MOVED).
    surveyorMoved = Signal(GameNote)
    #: A settler went home (a GameNote of kind SETTLER_RETURNED, with the settler and the reason).
    settlerReturned = Signal(GameNote)
    #: A turn was taken back (undo), the last first: its card, its settler, its events.
    turnUndone = Signal(PlayedTurn)
    #: Scores, supplies or the cards left changed.
    scoresChanged = Signal()
    #: The game ended: the final scores.
    gameOver = Signal(FinalScore)
    #: A computer player started (True) or stopped thinking.
    aiThinking = Signal(bool)
    #: A new line of the game log.
    logMessage = Signal(str)


class GameSignals(GameStory):
    """The door's signals, declared once: a local game (GameController) and a network game
    (NetGameController) inherit them and add their own."""

    #: A drawn card fitted nowhere and left the game (a GameNote of kind CARD_DISCARDED).
    cardDiscarded = Signal(GameNote)
    #: The move suggested by ``request_hint()``.
    hintReady = Signal(Move)
    #: The log was cut back (undo): show ``log_lines()`` again.
    logReset = Signal()
    #: Something went wrong: one line for the player.
    errorOccurred = Signal(str)
    #: Once per failure (not every turn); "" when autosaving works again.
    autosaveFailed = Signal(str)
    #: Whether the last confirmed turn may be taken back now.
    undoAvailable = Signal(bool)
    #: Whether the game has changed since it was last saved.
    dirtyChanged = Signal(bool)
    #: The clock's faces changed (read ``clock_left()``), a few times a second while it runs.
    clockTicked = Signal()
    #: The time of a player (seat index) ran out: a computer plays this turn for them.
    timeRanOut = Signal(int)
    #: A player (seat index) resigned: a computer plays the seat from now on (read ``seats``).
    seatResigned = Signal(int)


class GameDoor(Protocol):
    """The queries and signals of a game as the window sees it (see GameController for each one)."""

    gameStarted: SignalInstance  # ()
    turnStarted: SignalInstance  # (player)
    cardPlaced: SignalInstance  # (PlacedCard)
    settlerPlaced: SignalInstance  # (PlacedSettler)
    buildingScored: SignalInstance  # (ScoreEvent)
    surveyorMoved: SignalInstance  # (GameNote)
    settlerReturned: SignalInstance  # (GameNote)
    cardDiscarded: SignalInstance  # (GameNote)
    turnUndone: SignalInstance  # (PlayedTurn)
    scoresChanged: SignalInstance  # ()
    gameOver: SignalInstance  # (FinalScore)
    aiThinking: SignalInstance  # (bool)
    hintReady: SignalInstance  # (Move), after request_hint()
    logMessage: SignalInstance  # (str)
    logReset: SignalInstance  # ()
    errorOccurred: SignalInstance  # (str)
    clockTicked: SignalInstance  # (), read clock_left()
    timeRanOut: SignalInstance  # (player)
    seatResigned: SignalInstance  # (player)

    @property
    def seats(self) -> list[Seat]: ...
    @property
    def catalog(self) -> Catalog: ...
    def has_game(self) -> bool: ...
    def table(self) -> list[PlacedCard]: ...
    def placed_settlers(self) -> list[PlacedSettler]: ...
    def last_placed(self) -> PlacedCard | None: ...
    def surveyors(self) -> tuple[int, int]: ...
    def current_player(self) -> int: ...
    def current_seat(self) -> Seat | None: ...
    def drawn(self) -> CardType | None: ...
    def is_over(self) -> bool: ...
    def is_human_turn(self) -> bool: ...
    def scores(self) -> tuple[int, ...]: ...
    def supply(self) -> tuple[int, ...]: ...
    def cards_left(self) -> int: ...
    def remaining(self) -> Counter[str]: ...
    def final_score(self) -> FinalScore | None: ...
    def feature_at(self, x: int, y: int, feature: int) -> FeatureInfo | None: ...
    def log_lines(self) -> list[str]: ...
    def names(self) -> list[str]: ...
    def legal_placements(self) -> list[Placement]: ...
    def settler_choices(self, placement: Placement) -> list[SettlerChoice]: ...
    def scorings(self, placement: Placement, settler: SettlerChoice | None) -> list[Building]: ...
    def play_move(self, move: Move) -> bool: ...
    def undo(self) -> bool: ...
    def can_undo(self) -> bool: ...
    def request_hint(self) -> bool: ...
    def preview(self, move: Move) -> PlayedTurn | None: ...
    def turns_taken_back(self) -> int: ...
    def score_series(self) -> list[tuple[int, ...]]: ...
    def resigned_seats(self) -> dict[int, int]: ...
    def clock_left(self, player: int) -> float | None: ...
    def clock_running(self) -> int: ...
    def pause_clock(self, reason: str) -> None: ...
    def resume_clock(self, reason: str) -> None: ...


NO_GAME = MoveError("there is no game", MoveProblem.NOT_YOUR_TURN)


class SessionDoor(ClockFace, GameSignals):
    """The door over a :class:`~newworld.session.GameSession`, written once for every controller:
    its queries (with an answer for "no game yet") and its signals, told from the session's events.

    A controller sets :attr:`session` and calls :meth:`_attach`; ``session`` is None before any game.
    """

    session: GameSession | None = None

    def _attach(self, session: GameSession) -> None:
        """Show ``session`` from now on (the last one is let go): the window reads it anew (gameStarted)."""
        if self.session is not None:
            self.session.unlisten(self._relay)
        self.session = session
        session.listen(self._relay)

    @property
    def game(self) -> Game | None:
        """The game itself, for tests and headless tools (the window reads the queries)."""
        return self.session.game if self.session is not None else None

    @property
    def seats(self) -> list[Seat]:
        return self.session.seats if self.session is not None else []

    @property
    def catalog(self) -> Catalog:
        """The card set of the game (the shipped one before any game starts)."""
        return self.session.catalog if self.session is not None else default_catalog()

    def has_game(self) -> bool:
        return self.session is not None

    def began(self) -> str:
        """When the game began (UTC ISO 8601, as its files say), "" if not known."""
        return self.session.created if self.session is not None else ""

    def table(self) -> list[PlacedCard]:
        return self.session.table() if self.session is not None else []

    def placed_settlers(self) -> list[PlacedSettler]:
        return self.session.placed_settlers() if self.session is not None else []

    def last_placed(self) -> PlacedCard | None:
        return self.session.last_placed() if self.session is not None else None

    def surveyors(self) -> tuple[int, int]:
        return self.session.surveyors() if self.session is not None else (0, 0)

    def current_player(self) -> int:
        return self.session.current_player() if self.session is not None else -1

    def current_seat(self) -> Seat | None:
        return self.session.current_seat() if self.session is not None else None

    def is_human_turn(self) -> bool:
        return self.session is not None and self.session.is_human_turn()

    def is_computer_turn(self) -> bool:
        return self.session is not None and self.session.is_computer_turn()

    def drawn(self) -> CardType | None:
        return self.session.drawn() if self.session is not None else None

    def is_over(self) -> bool:
        return self.session is not None and self.session.is_over()

    def scores(self) -> tuple[int, ...]:
        return self.session.scores() if self.session is not None else ()

    def supply(self) -> tuple[int, ...]:
        return self.session.supply() if self.session is not None else ()

    def cards_left(self) -> int:
        return self.session.cards_left() if self.session is not None else 0

    def remaining(self) -> Counter[str]:
        return self.session.remaining() if self.session is not None else Counter()

    def final_score(self) -> FinalScore | None:
        return self.session.final_score() if self.session is not None else None

    def feature_at(self, x: int, y: int, feature: int) -> FeatureInfo | None:
        return self.session.feature_at(x, y, feature) if self.session is not None else None

    def legal_placements(self) -> list[Placement]:
        return self.session.legal_placements() if self.session is not None else []

    def settler_choices(self, placement: Placement) -> list[SettlerChoice]:
        return self.session.settler_choices(placement) if self.session is not None else []

    def scorings(self, placement: Placement, settler: SettlerChoice | None) -> list[Building]:
        return self.session.scorings(placement, settler) if self.session is not None else []

    def score_series(self) -> list[tuple[int, ...]]:
        return self.session.score_series() if self.session is not None else []

    def preview(self, move: Move) -> PlayedTurn | None:
        return self.session.preview(move) if self.session is not None else None

    def log_lines(self) -> list[str]:
        return self.session.log_lines() if self.session is not None else []

    def history_lines(self) -> list[str]:
        """The log of the game on the board alone (the window rebuilds its log from it on gameStarted)."""
        return self.session.history_lines() if self.session is not None else []

    def names(self) -> list[str]:
        return self.session.names() if self.session is not None else []

    def resigned_seats(self) -> dict[int, int]:
        """Who resigned: seat -> the turn (from 1) they resigned in; a computer plays the seat since."""
        return dict(self.session.resigned) if self.session is not None else {}

    def can_undo(self) -> bool:
        return self.session is not None and self.session.can_undo()

    def last_turn_is_final(self) -> bool:
        return self.session is not None and self.session.last_turn_is_final()

    def turns_taken_back(self) -> int:
        return self.session.turns_taken_back() if self.session is not None else 0

    def _refused(self, move: Move) -> bool:
        """The session's one check of a human's move here; a refusal is told (errorOccurred)."""
        problem = self.session.refusal(move) if self.session is not None else NO_GAME
        if problem is None:
            return False
        self.errorOccurred.emit(messages().refused_move(str(move), problem))
        return True

    def _time_up(self) -> None:
        """The player to move has run out of time (a network game's server decides what follows)."""

    def _say(self, line: str) -> None:
        """A line of this front end's own in the game log (the session tells it back: logMessage)."""
        if self.session is not None:
            self.session.say(line)

    # --- the session's events as the door's signals ----------------------------------------

    def _relay(self, event: SessionEvent) -> None:
        match event:
            case TurnPlayed():
                self._emit_turn_played(event)
            case TurnUndone(turn=turn):
                self.turnUndone.emit(turn)
                self.scoresChanged.emit()
            case LogCut():
                self.logReset.emit()
            case LogLine(text=text):
                self.logMessage.emit(text)
            case TurnStarted(player=player):
                self._follow_clock()
                self.turnStarted.emit(player)
            case GameOver(final=final):
                self._follow_clock()
                self.gameOver.emit(final)
            case TimeRanOut(player=player):
                self.timeRanOut.emit(player)
            case Resigned(player=player):
                self.seatResigned.emit(player)

    def _emit_turn_played(self, played: TurnPlayed) -> None:
        """One played turn: its log line, the card, the settler, then each event with its log lines, the scores."""
        turn = played.turn
        if played.move_line:
            self.logMessage.emit(played.move_line)
        self.cardPlaced.emit(turn.placed)
        if turn.settler is not None:
            self.settlerPlaced.emit(turn.settler)
        for event, lines in zip(turn.events, played.event_lines or ((),) * len(turn.events), strict=True):
            self._emit_event(event)
            for line in lines:
                self.logMessage.emit(line)
        self.scoresChanged.emit()

    def _emit_event(self, event: Event) -> None:
        if isinstance(event, ScoreEvent):
            self.buildingScored.emit(event)
        elif event.kind == NoteKind.SURVEYOR_MOVED:
            self.surveyorMoved.emit(event)
        elif event.kind == NoteKind.SETTLER_RETURNED:
            self.settlerReturned.emit(event)
        elif event.kind == NoteKind.CARD_DISCARDED:
            self.cardDiscarded.emit(event)
