"""Computer players think in a background thread; the answer comes back by a queued signal.

Each request gets an id and a cancel flag. Starting a new request or calling
:meth:`AiWorker.cancel` sets the old flag; the controller drops any answer whose
id is not the latest, so a move computed before an undo or a new game is never
played. (Model: Qt's Mandelbrot example, restart/abort flags and stop()/wait().)
"""

from __future__ import annotations

import contextlib
import threading
import time

from PySide6.QtCore import QObject, Qt, Signal

from newworld.ai import ComputerPlayer
from newworld.engine.game import Game

JOIN_SECONDS = 5.0


class AiWorker(QObject):
    # request id, the Move (or None), an error text ("" when all went well), seconds spent
    moveReady = Signal(int, object, str, float)
    _finished = Signal(int, object, str, float)  # emitted from the worker thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.request_id = 0
        self._cancel = threading.Event()
        self._threads: list[threading.Thread] = []
        self._finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def request(self, player: ComputerPlayer, game: Game) -> int:
        """Start thinking about ``game`` (a copy the player may use); return the request id."""
        self.cancel()
        self._threads = [t for t in self._threads if t.is_alive()]
        self._cancel = threading.Event()
        request_id = self.request_id
        thread = threading.Thread(target=self._think, args=(request_id, player, game, self._cancel),
                                  name=f"newworld-ai-{request_id}", daemon=True)
        self._threads.append(thread)
        thread.start()
        return request_id

    def cancel(self) -> None:
        """Ask the running player to stop; its answer, if any, will be stale."""
        self._cancel.set()
        self.request_id += 1

    def shutdown(self) -> None:
        """Cancel and wait for every worker thread (call on quit)."""
        self.cancel()
        for thread in self._threads:
            thread.join(JOIN_SECONDS)
        self._threads = [t for t in self._threads if t.is_alive()]

    def _think(self, request_id: int, player: ComputerPlayer, game: Game, cancel: threading.Event) -> None:
        start = time.perf_counter()
        try:
            move, error = player.choose(game, cancel), ""
        except Exception as exc:  # a broken player must not kill the game: report it
            move, error = None, f"{type(exc).__name__}: {exc}"
        if cancel.is_set():
            return
        with contextlib.suppress(RuntimeError):  # the controller is gone (quit without shutdown)
            self._finished.emit(request_id, move, error, time.perf_counter() - start)

    def _deliver(self, request_id: int, move: object, error: str, seconds: float) -> None:
        if request_id == self.request_id and not self._cancel.is_set():
            self.moveReady.emit(request_id, move, error, seconds)
