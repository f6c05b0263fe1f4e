"""The tutorial behind the controller's door: the lesson played on the window's own controller.

:class:`TutorialSession` starts the lesson's game on the window's
:class:`GameController` (never autosaved, saved or counted), lets the scripted
gentle computer answer, and checks each of the player's moves before it is
played (:attr:`GameController.move_check`): a move the step does not ask for is
refused with a one-line explanation (``moveRefused``) and the player tries again. ``stepChanged``
tells the window which step to show; ``finished`` comes after the final
scoring. Both follow the game as the board shows it (``story``: the window's pacer), so a step's text
comes once the computer's turn before it has been shown. :meth:`leave` ends it at any time and gives
the controller back as it was (its own computer players, no check).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from newworld.controller.controller import GameController
from newworld.controller.door import GameStory
from newworld.engine.moves import Move, Placement
from newworld.narration import learning
from newworld.savegame import Seat
from newworld.tutorial import LESSON, Lesson, Step, check_move, lesson_game, scripted_factory

PLAYER_COLOUR, COMPUTER_COLOUR = "#D23C2C", "#2E6FD8"


class TutorialSession(QObject):
    """The lesson on ``controller``; :meth:`start` it, :meth:`leave` it whenever the player wants. Its turns
    and end are followed as ``story`` tells them (the controller's own signals if None)."""

    #: The step to do now (0 for the first), or the number of steps when all are done.
    stepChanged = Signal(int)
    #: The lesson's game is over: the final scoring was shown.
    finished = Signal()
    #: The lesson was left (the Leave button, a new or opened game): the window takes its panel away.
    left = Signal()

    def __init__(self, controller: GameController, lesson: Lesson = LESSON, story: GameStory | None = None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.story: GameStory = story or controller
        self.lesson = lesson
        self.step = 0
        self.active = False
        self._factory = controller.computers.player_factory

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.lesson.steps

    def start(self) -> None:
        c = self.controller
        self._factory = c.computers.player_factory
        c.computers.player_factory = scripted_factory(self.lesson)
        c.move_check = self._check
        self.story.turnStarted.connect(self._on_turn)
        self.story.gameOver.connect(self._on_over)
        self.active = True
        self.step = 0
        words = learning()
        seats = [Seat(words.tutorial_you(), PLAYER_COLOUR), Seat(words.tutorial_computer(), COMPUTER_COLOUR,
                                                               "computer", "easy")]
        c.start_lesson(lesson_game(self.lesson, c.catalog), seats)
        c.gameStarted.connect(self._on_game_started)
        self.stepChanged.emit(self.step)

    def leave(self) -> None:
        """End the lesson (any time): the controller plays normal games again."""
        if not self.active:
            return
        self.active = False
        c = self.controller
        c.computers.player_factory = self._factory
        c.move_check = None
        for signal, slot in ((self.story.turnStarted, self._on_turn), (self.story.gameOver, self._on_over),
                             (c.gameStarted, self._on_game_started)):
            signal.disconnect(slot)
        self.left.emit()

    def current(self) -> Step | None:
        return self.steps[self.step] if self.step < len(self.steps) else None

    def target(self) -> Placement | None:
        """Where the step's card goes (the window highlights it)."""
        step = self.current()
        return None if step is None else Move.from_str(step.move).placement

    def _check(self, move: Move) -> str:
        step = self.current()
        if step is None:
            return ""
        problem = check_move(step, move)
        return learning().tutorial_problem(problem, step.topic) if problem else ""

    def _on_turn(self, player: int) -> None:
        """The player's turn again: the step is the one of this turn (after an undo, too)."""
        step = self.lesson.step_of_turn(len(self.controller.game.moves)) if self.controller.game else None
        if step is not None and step != self.step:
            self.step = step
            self.stepChanged.emit(step)

    def _on_over(self, _final: object) -> None:
        if self.active and self.controller.lesson:
            self.step = len(self.steps)
            self.stepChanged.emit(self.step)
            self.finished.emit()

    def _on_game_started(self) -> None:
        """A new or opened game ends the lesson; the lesson's game shown again (in the colours just chosen
        in the Preferences) shows its step again."""
        if not self.active:
            return
        if self.controller.lesson:
            self.stepChanged.emit(self.step)
        else:
            self.leave()
