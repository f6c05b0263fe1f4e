"""Computer players think in worker processes; the answer comes back by a queued signal.

The window's process sends only the public position (``PublicPosition``: the
unseen cards sorted) to a :class:`SearchPool` and gets a move back. A small
thread per request waits for it (blocked on a pipe, so it does not hold the
interpreter lock while the search runs). Each request gets an id and a cancel
flag: starting a new request or calling :meth:`AiWorker.cancel` sets the old
flag, the pool stops (or terminates) its workers within
``newworld.ai.pool.CANCEL_GRACE``, and the controller drops any answer whose
id is not the latest, so a move computed before an undo or a new game is never
played. (Model: Qt's Mandelbrot example, restart/abort flags and stop()/wait().)
"""

from __future__ import annotations

import contextlib
import threading
import time

from PySide6.QtCore import QObject, Qt, Signal

from newworld.ai import ComputerPlayer
from newworld.ai.pool import Cancelled, SearchError, SearchPool
from newworld.ai.turns import PublicPosition

JOIN_SECONDS = 5.0
WORKER_NICE = 4  # the search processes yield to the window on a busy machine


class AiWorker(QObject):
    # request id, the Move (or None), an error text ("" when all went well), seconds spent
    moveReady = Signal(int, object, str, float)
    _finished = Signal(int, object, str, float)  # emitted from the waiting thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.request_id = 0
        self.pool = SearchPool(nice=WORKER_NICE)
        self._cancel = threading.Event()
        self._threads: list[threading.Thread] = []
        self._finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def warm_up(self, workers: int) -> None:
        """Start the worker processes now, so that the first computer move does not wait for them."""
        self.pool.warm_up(workers)

    def request(self, player: ComputerPlayer, position: PublicPosition) -> int:
        """Start thinking about ``position``; return the request id."""
        self.cancel()
        self._threads = [t for t in self._threads if t.is_alive()]
        self._cancel = threading.Event()
        request_id = self.request_id
        thread = threading.Thread(target=self._think, args=(request_id, player, position, self._cancel),
                                  name=f"newworld-ai-{request_id}", daemon=True)
        self._threads.append(thread)
        thread.start()
        return request_id

    def cancel(self) -> None:
        """Stop the running request (at once for the window; its workers within 50 ms)."""
        self._cancel.set()
        self.request_id += 1

    def shutdown(self) -> None:
        """Cancel, wait for the waiting threads and stop the worker processes (call on quit)."""
        self.cancel()
        for thread in self._threads:
            thread.join(JOIN_SECONDS)
        self._threads = [t for t in self._threads if t.is_alive()]
        self.pool.close()

    def _think(self, request_id: int, player: ComputerPlayer, position: PublicPosition,
               cancel: threading.Event) -> None:
        start = time.perf_counter()
        try:
            move, error = self.pool.choose(player, position, cancel), ""
        except Cancelled:
            return
        except SearchError as exc:
            move, error = None, str(exc)
        except Exception as exc:  # a broken player must not kill the game: report it
            move, error = None, f"{type(exc).__name__}: {exc}"
        if cancel.is_set():
            return
        with contextlib.suppress(RuntimeError):  # the controller is gone (quit without shutdown)
            self._finished.emit(request_id, move, error, time.perf_counter() - start)

    def _deliver(self, request_id: int, move: object, error: str, seconds: float) -> None:
        if request_id == self.request_id and not self._cancel.is_set():
            self.moveReady.emit(request_id, move, error, seconds)
