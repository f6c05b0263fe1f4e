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
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from newworld.engine.catalog import CardType, Catalog
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
from newworld.narration import event_lines, move_line
from newworld.savegame import Seat


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


def score_series(game: Game | None) -> list[tuple[int, ...]]:
    """Every player's score after 0, 1, … all turns of ``game`` so far (the end table's chart);
    the last is the final score once the game is over."""
    if game is None:
        return []
    series = [(0,) * game.players]
    for turn in game.turns():
        series.append(tuple(a + b for a, b in zip(series[-1], turn.gained(game.players), strict=True)))
    return series


def tell_turn(door: GameDoor, turn: PlayedTurn, names: list[str], say: Callable[[str], None]) -> None:
    """Tell the window one played turn, a local and a network game alike: its log line, the card,
    the settler, then each event in order (with its log lines), then the scores."""
    say(move_line(turn, names))
    door.cardPlaced.emit(turn.placed)
    if turn.settler is not None:
        door.settlerPlaced.emit(turn.settler)
    for event in turn.events:
        tell_event(door, event, names, say)
    door.scoresChanged.emit()


def tell_event(door: GameDoor, event: Event, names: list[str], say: Callable[[str], None]) -> None:
    """One event with its signal and its log lines."""
    emit_event(door, event)
    for line in event_lines(event, names):
        say(line)


def emit_event(door: GameDoor, event: Event) -> None:
    """Tell the window one event of a turn with its signal (a local and a network game alike)."""
    if isinstance(event, ScoreEvent):
        door.buildingScored.emit(event)
    elif event.kind == NoteKind.SURVEYOR_MOVED:
        door.surveyorMoved.emit(event)
    elif event.kind == NoteKind.SETTLER_RETURNED:
        door.settlerReturned.emit(event)
    elif event.kind == NoteKind.CARD_DISCARDED:
        door.cardDiscarded.emit(event)
