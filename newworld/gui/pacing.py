"""A computer's turn shown in steps: the card, then the settler, then each scoring with its points.

The controller reports a computer's turn all at once, the moment the computer has chosen it.
:class:`TurnPacer` stands between the controller and the board (the scene, the game screen and the
log listen to it, with the controller's signal names) and passes a computer's turn on step by step at
the speed the player set; everything else, and every turn at the speed "instant", passes at once.
Whatever comes after a computer's turn (the next turn, the log's lines, the end of the game) waits
behind it; an undo first shows what is still waiting, at once; a new or opened game drops it (the board
is built anew). The final scoring is shown in brisk steps after any last card, the end table right after.

The side panel reads :meth:`TurnPacer.shown`: the game as the board shows it, that is the controller's
state less what still waits (points not yet scored, settlers not yet placed or home, turns not begun).
"""

from __future__ import annotations

from collections import deque
from typing import Any, NamedTuple

from PySide6.QtCore import QObject, QTimer

from newworld.controller.door import GameDoor, GameStory
from newworld.engine.values import FinalScore, GameNote, PlacedCard, PlacedSettler, PlayedTurn, ScoreEvent

PACES = ("instant", "normal", "slow")
STEP_MS = {"instant": 0, "normal": 650, "slow": 1400}  # between the steps of a computer's turn
FINAL_STEPS = 0.25  # a building of the final scoring takes a quarter step: brisk, never a dead wait


class Shown(NamedTuple):
    """What the side panel shows: the game as far as the board shows it."""

    scores: tuple[int, ...]
    supply: tuple[int, ...]
    current: int  # whose turn the board shows (-1: none, or the game is over)
    cards_left: int
    final_scoring: bool  # the final scoring is being shown


class _Step(NamedTuple):
    steps: float  # how many steps after what came before it shows
    signal: str  # the pacer's signal that shows it ("" for a pause)
    args: tuple[Any, ...]


class TurnPacer(GameStory):
    """Passes the controller's telling of the game on, under the same signals, at the player's pace."""

    def __init__(self, controller: GameDoor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pace = "normal"
        self._mover = -1  # whose turn the controller announced last
        self._player = -1  # whose turn the board shows while something waits
        self._final_shown = False  # the final scoring has begun on the board
        self._queue: deque[_Step] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._due = False  # the first waiting thing's step has passed
        c = controller
        c.gameStarted.connect(self._game_started)  # (bound methods: a controller that outlives the window
        c.turnUndone.connect(self._turn_undone)  # never keeps it, as a lambda's hold would)
        c.turnStarted.connect(self._turn_started)
        c.cardPlaced.connect(self._card_placed)
        c.settlerPlaced.connect(self._settler_placed)
        c.buildingScored.connect(self._building_scored)
        c.surveyorMoved.connect(self._surveyor_moved)
        c.settlerReturned.connect(self._settler_returned)
        c.logMessage.connect(self._log_message)
        c.scoresChanged.connect(self._scores_changed)  # the last report of a move
        c.gameOver.connect(self._game_over)
        c.aiThinking.connect(self._ai_thinking)

    def busy(self) -> bool:
        """A computer's turn (or the final scoring) is still being shown."""
        return bool(self._queue)

    def finish(self) -> None:
        """Show everything still waiting, at once."""
        self._timer.stop()
        self._due = False
        while self._queue:
            self._show(self._queue.popleft())

    def shown(self) -> Shown:
        """The scores, settlers, whose turn and cards left as the board shows them now."""
        c = self.controller
        scores, supply, left = list(c.scores()), list(c.supply()), c.cards_left()
        for step in self._queue:
            arg = step.args[0] if step.args else None
            if isinstance(arg, ScoreEvent):
                for player in arg.players:
                    scores[player] -= arg.points_of(player)
            elif isinstance(arg, PlacedSettler):
                supply[arg.player] += 1
            elif step.signal == "settlerReturned" and isinstance(arg, GameNote):
                supply[arg.player] -= 1
            elif step.signal == "turnStarted":
                left += 1  # its card is still in the stack
        final = self._final_shown and self.busy()
        current = -1 if final else self._player if self._queue else c.current_player()  # nobody's, at the end
        return Shown(tuple(scores), tuple(supply), current, left, final)

    # --- routing ---------------------------------------------------------------------

    def _computer_moving(self) -> bool:
        seats = self.controller.seats
        return self.pace != "instant" and 0 <= self._mover < len(seats) and seats[self._mover].kind == "computer"

    def _final_waits(self) -> bool:
        """The final scoring is being shown (its buildings, or the end table, still wait)."""
        return any(s.signal == "gameOver" or (s.signal == "buildingScored" and s.args[0].final) for s in self._queue)

    def _turn_started(self, player: int) -> None:
        self._after("turnStarted", player)
        self._mover = player

    def _turn_undone(self, turn: PlayedTurn) -> None:
        self._at_once("turnUndone", turn)

    def _card_placed(self, card: PlacedCard) -> None:
        self._staged(0, "cardPlaced", card)

    def _settler_placed(self, settler: PlacedSettler) -> None:
        self._staged(1, "settlerPlaced", settler)

    def _surveyor_moved(self, note: GameNote) -> None:
        self._staged(0, "surveyorMoved", note)

    def _settler_returned(self, note: GameNote) -> None:
        self._staged(0, "settlerReturned", note)

    def _log_message(self, line: str) -> None:
        self._staged(0, "logMessage", line)  # with the step it tells of

    def _game_over(self, final: FinalScore) -> None:
        self._after("gameOver", final)

    def _ai_thinking(self, on: bool) -> None:
        self._after("aiThinking", on)

    def _building_scored(self, event: ScoreEvent) -> None:
        """A scoring; the final scoring's buildings one by one, briskly, whoever laid the last card."""
        if event.final and self.pace != "instant":
            self._enqueue(FINAL_STEPS, "buildingScored", (event,))
        else:
            self._staged(1, "buildingScored", event)

    def _scores_changed(self) -> None:
        """The end of a move: after a computer's, a step's pause before whatever comes next."""
        self._staged(0, "scoresChanged")
        if self._final_waits():
            self._enqueue(FINAL_STEPS, "", ())  # a moment to see the last points, then the end table
        elif self._computer_moving():
            self._enqueue(1, "", ())

    def _staged(self, steps: float, signal: str, *args: Any) -> None:
        """A part of a move: in steps if a computer made it (or something waits already), else at once."""
        if self._computer_moving() or self._queue:
            self._enqueue(steps, signal, args)
        else:
            self._show(_Step(steps, signal, args))

    def _after(self, signal: str, *args: Any) -> None:
        """Something that follows the moves: after what waits, else at once."""
        if self._queue:
            self._enqueue(0, signal, args)
        else:
            self._show(_Step(0, signal, args))

    def _game_started(self) -> None:
        """A new or opened game: what still waits belongs to the last one (the board is built anew)."""
        self._timer.stop()
        self._due = False
        self._queue.clear()
        self._final_shown = False
        self.gameStarted.emit()

    def _at_once(self, signal: str, *args: Any) -> None:
        self.finish()
        self._show(_Step(0, signal, args))

    # --- the steps ---------------------------------------------------------------------

    def _enqueue(self, steps: float, signal: str, args: tuple[Any, ...]) -> None:
        self._queue.append(_Step(steps, signal, args))
        if len(self._queue) == 1 and not self._timer.isActive():
            self._step()

    def _step(self) -> None:
        """Show what waits, in order, up to the next thing that comes a step later; then wait that step."""
        while self._queue:
            step = self._queue[0]
            if step.steps and not self._due:
                self._due = True
                self._timer.start(int(STEP_MS[self.pace] * step.steps))
                return
            self._due = False
            self._show(self._queue.popleft())

    def _show(self, step: _Step) -> None:
        if step.signal == "turnStarted":
            self._player = step.args[0]
        if step.signal == "buildingScored" and step.args[0].final:
            self._final_shown = True
        elif step.signal == "turnUndone":
            self._final_shown = False
        if step.signal:
            getattr(self, step.signal).emit(*step.args)
