"""The computer players of a window's game: who thinks, how long, on how many cores, and the hints.

:class:`ComputerPlayers` makes the player for a computer seat, sends the public
position (:class:`~newworld.ai.turns.PublicPosition`) to the worker processes
(:class:`~newworld.controller.worker.AiWorker`) and hands the answer back by
``moveReady`` — after ``delay_ms`` at the least, so that a quick computer does
not move before the player saw the last turn. A hint is Medium's suggestion,
computed the same way, and comes back by ``hintReady``. Only the latest request
is ever answered: a new one, :meth:`cancel` or :meth:`shutdown` drop the rest.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal

from newworld.ai import ComputerPlayer, RandomPlayer, default_workers, make_player
from newworld.ai import cores as machine_cores
from newworld.ai.turns import PublicPosition
from newworld.controller.worker import AiWorker
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.savegame import Seat

PlayerFactory = Callable[..., ComputerPlayer]  # (level, seed=, move_time=, workers=) like ai.make_player
HINT_LEVEL = "medium"

log = logging.getLogger(__name__)


class ComputerPlayers(QObject):
    """Thinks for the computer seats of one controller (see the module docstring)."""

    #: A computer's move (None if it failed) and why it failed ("" when it did not).
    moveReady = Signal(object, str)
    #: The suggested move for the human to move, or why there is none (a Move or a str).
    hintReady = Signal(object)
    #: A computer player started (True) or stopped thinking.
    thinkingChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, delay_ms: int = 0) -> None:
        super().__init__(parent)
        self.delay_ms = delay_ms  # the least time a computer's move takes, for the player to follow
        self.move_time: float | None = None  # seconds Hard and Expert think (None: their own, 1 s and 3 s)
        self.cores: int | None = None  # the cores Hard may use (None: all but one; Expert uses all)
        self.player_factory: PlayerFactory = make_player
        self.thinking = False
        self._worker = AiWorker(self)
        self._worker.moveReady.connect(self._on_answer)
        self._started = 0.0
        self._hint_request: int | None = None
        self._shut = False  # after shutdown nothing is worked out any more (no new worker processes)

    @property
    def worker(self) -> AiWorker:
        return self._worker

    def warm_up(self, seats: Sequence[Seat]) -> None:
        """Start the worker processes the computer seats will need (without waiting for them)."""
        levels = [s.level for s in seats if s.kind == "computer"]
        if levels:
            self._worker.warm_up(max(default_workers(level, self.cores) for level in levels))

    def set_cores(self, cores: int | None) -> None:
        """The cores (worker processes) Hard may use; None: all but one. Expert uses every core."""
        self.cores = None if cores is None else max(1, cores)

    def cores_choice(self) -> tuple[int, int]:
        """The cores Hard uses now and the machine's cores (the preference's value and its maximum)."""
        return self.cores or default_workers("hard"), machine_cores()

    def think(self, game: Game, level: str, seed: int) -> str:
        """Start the computer of ``level`` on ``game``'s turn; "" or why its player could not be made
        (a random player moves instead). Once shut down it does nothing."""
        if self._shut:
            return ""
        problem = ""
        try:
            player = self._player(level, seed)
        except Exception as exc:  # noqa: BLE001 - this runs inside Qt's undo stack: an escape would abort the app
            log.exception("cannot make the computer player %r", level)
            problem = f"{type(exc).__name__}: {exc}"
            player = RandomPlayer(game.turn)
        self._started = time.monotonic()
        self._hint_request = None
        self._worker.request(player, PublicPosition.of(game))
        self._set_thinking(True)
        return problem

    def hint(self, game: Game) -> None:
        """Work out Medium's move for the human to move (it comes by ``hintReady``)."""
        if self._shut:
            return
        player = self._player(HINT_LEVEL, game.turn)
        self._hint_request = self._worker.request(player, PublicPosition.of(game))

    def _player(self, level: str, seed: int) -> ComputerPlayer:
        return self.player_factory(level, seed=seed, move_time=self.move_time,
                                   workers=default_workers(level, self.cores))

    def cancel(self) -> None:
        """Drop what is being worked out (an undo, a new game)."""
        self._worker.cancel()
        self._hint_request = None
        self._set_thinking(False)

    def shutdown(self) -> None:
        """Stop thinking and stop the worker processes for good (the app quits, or the window closes)."""
        self._shut = True
        self._worker.shutdown()
        self._hint_request = None
        self._set_thinking(False)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self.thinking:
            self.thinking = thinking
            self.thinkingChanged.emit(thinking)

    def _on_answer(self, request_id: int, move: object, error: str, _seconds: float) -> None:
        if request_id == self._hint_request:
            self._hint_request = None
            self.hintReady.emit(move if isinstance(move, Move) else error)
            return
        wait = self.delay_ms - int((time.monotonic() - self._started) * 1000)
        if wait > 0:
            QTimer.singleShot(wait, self, partial(self._deliver, request_id, move, error))
        else:
            self._deliver(request_id, move, error)

    def _deliver(self, request_id: int, move: object, error: str) -> None:
        if request_id != self._worker.request_id:
            return  # stale: an undo, a new game or an opened game came in between
        self._set_thinking(False)
        self.moveReady.emit(move if isinstance(move, Move) else None, error)
