"""A computer's turn shown in steps: the card, then the settler, then each scoring with its points.

The controller reports a computer's turn all at once, the moment the computer has chosen it.
:class:`TurnPacer` stands between the controller and the board (the scene and the game screen
listen to it, with the controller's signal names) and passes a computer's turn on step by step at
the speed the player set; everything else, and every turn at the speed "instant", passes at once.
Whatever comes after a computer's turn (the next turn, the end of the game) waits behind it; an undo
first shows what is still waiting, at once; a new or opened game drops it (the board is built anew).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from newworld.engine.values import FinalScore, GameNote, PlacedCard, PlacedSettler, PlayedTurn, ScoreEvent

if TYPE_CHECKING:
    from newworld.controller.door import GameDoor

PACES = ("instant", "normal", "slow")
STEP_MS = {"instant": 0, "normal": 650, "slow": 1400}  # between the steps of a computer's turn


class TurnPacer(QObject):
    gameStarted = Signal()
    turnStarted = Signal(int)
    cardPlaced = Signal(PlacedCard)
    settlerPlaced = Signal(PlacedSettler)
    buildingScored = Signal(ScoreEvent)
    surveyorMoved = Signal(GameNote)
    settlerReturned = Signal(GameNote)
    turnUndone = Signal(PlayedTurn)
    scoresChanged = Signal()
    gameOver = Signal(FinalScore)
    aiThinking = Signal(bool)

    def __init__(self, controller: GameDoor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pace = "normal"
        self._mover = -1  # whose turn the controller announced last
        self._queue: deque[tuple[int, Callable[..., None], tuple[Any, ...]]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._due = False  # the first waiting thing's step has passed
        c = controller
        c.gameStarted.connect(self._game_started)
        c.turnUndone.connect(lambda turn: self._at_once(self.turnUndone.emit, turn))
        c.turnStarted.connect(self._turn_started)
        c.cardPlaced.connect(lambda card: self._staged(0, self.cardPlaced.emit, card))
        c.settlerPlaced.connect(lambda settler: self._staged(1, self.settlerPlaced.emit, settler))
        c.buildingScored.connect(lambda event: self._staged(1, self.buildingScored.emit, event))
        c.surveyorMoved.connect(lambda note: self._staged(0, self.surveyorMoved.emit, note))
        c.settlerReturned.connect(lambda note: self._staged(0, self.settlerReturned.emit, note))
        c.scoresChanged.connect(self._scores_changed)  # the last report of a move
        c.gameOver.connect(lambda final: self._after(self.gameOver.emit, final))
        c.aiThinking.connect(lambda on: self._after(self.aiThinking.emit, on))

    def busy(self) -> bool:
        """A computer's turn is still being shown."""
        return bool(self._queue)

    def finish(self) -> None:
        """Show everything still waiting, at once."""
        self._timer.stop()
        self._due = False
        while self._queue:
            _steps, emit, args = self._queue.popleft()
            emit(*args)

    # --- routing ---------------------------------------------------------------------

    def _computer_moving(self) -> bool:
        seats = self.controller.seats
        return self.pace != "instant" and 0 <= self._mover < len(seats) and seats[self._mover].kind == "computer"

    def _turn_started(self, player: int) -> None:
        self._after(self.turnStarted.emit, player)
        self._mover = player

    def _scores_changed(self) -> None:
        """The end of a move: after a computer's, a step's pause before whatever comes next."""
        self._staged(0, self.scoresChanged.emit)
        if self._computer_moving():
            self._enqueue(1, _pause, ())

    def _staged(self, steps: int, emit: Callable[..., None], *args: Any) -> None:
        """A part of a move: in steps if a computer made it (or something waits already), else at once."""
        if self._computer_moving() or self._queue:
            self._enqueue(steps, emit, args)
        else:
            emit(*args)

    def _after(self, emit: Callable[..., None], *args: Any) -> None:
        """Something that follows the moves: after what waits, else at once."""
        if self._queue:
            self._enqueue(0, emit, args)
        else:
            emit(*args)

    def _game_started(self) -> None:
        """A new or opened game: what still waits belongs to the last one (the board is built anew)."""
        self._timer.stop()
        self._due = False
        self._queue.clear()
        self.gameStarted.emit()

    def _at_once(self, emit: Callable[..., None], *args: Any) -> None:
        self.finish()
        emit(*args)

    # --- the steps ---------------------------------------------------------------------

    def _enqueue(self, steps: int, emit: Callable[..., None], args: tuple[Any, ...]) -> None:
        self._queue.append((steps, emit, args))
        if len(self._queue) == 1 and not self._timer.isActive():
            self._step()

    def _step(self) -> None:
        """Show what waits, in order, up to the next thing that comes a step later; then wait that step."""
        while self._queue:
            steps, emit, args = self._queue[0]
            if steps and not self._due:
                self._due = True
                self._timer.start(STEP_MS[self.pace] * steps)
                return
            self._due = False
            self._queue.popleft()
            emit(*args)


def _pause() -> None:
    """The end of a computer's turn: nothing to show, a step to wait."""
