"""The post-game review behind the controller's door: run in the background, reported by signals.

:class:`ReviewRunner` reviews one seat's turns of a :class:`ReplayController`'s game
with :func:`newworld.review.review_game` (Hard's search with a time budget per turn)
in a Python thread; ``progressed`` arrives in the window's thread (a queued signal)
after each turn, ``finished`` once at the end. :meth:`cancel` stops it after the
turn under review.
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Signal

from newworld.controller.replay import ReplayController
from newworld.engine.moves import Move
from newworld.engine.values import PlayedTurn
from newworld.narration import move_line
from newworld.review import Review, TurnReview, review_game
from newworld.review.analysis import COSTLIEST, DEFAULT_MOVE_TIME

log = logging.getLogger(__name__)

__all__ = ["COSTLIEST", "DEFAULT_MOVE_TIME", "Review", "ReviewRunner", "TurnReview"]


class ReviewRunner(QObject):
    """Reviews ``seat`` (0 for the first) of ``replay``'s game, ``move_time`` seconds of search a turn.

    Give it no parent when its window may close first: the thread keeps it alive until it ends
    (a cancelled review ends after the turn under review)."""

    #: (turns reviewed, turns to review)
    progressed = Signal(int, int)
    #: the :class:`Review` (``complete`` False when cancelled), or None if the review failed
    finished = Signal(object)

    def __init__(self, replay: ReplayController, seat: int, move_time: float = DEFAULT_MOVE_TIME,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The thread reads only these plain objects: the window (and its replay) may go before it ends.
        self.timeline, self.names = replay.timeline, replay.names()
        self.seat, self.move_time = seat, move_time
        self.review: Review | None = None
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._done = 0

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="review", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self, seconds: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(seconds)

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run(self) -> None:
        try:
            review = review_game(self.timeline, self.seat, move_time=self.move_time,
                                 progress=self._progress, cancel=self._cancel)
        except Exception:  # noqa: BLE001 - a failed review is told in the window, never a crash
            log.exception("the review failed")
            self.finished.emit(None)
            return
        self.review = review
        self.finished.emit(review)

    def _progress(self, done: int, total: int) -> None:
        self.progressed.emit(done, total)

    # --- words for the window ------------------------------------------------------------

    def move_text(self, number: int, move: Move) -> str:
        """``move`` worded as the log words turn ``number`` ("Ada places … at 2,0 turned 90° …")."""
        turn = self.timeline.turn(number)
        return move_line(PlayedTurn(number, turn.player, turn.card, move, ()), self.names)
