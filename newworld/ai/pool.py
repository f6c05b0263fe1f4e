"""Computer players in worker processes: the window's and the arena's.

A :class:`SearchPool` keeps a few worker processes (``multiprocessing`` with
the spawn context: it works the same on every platform and in the app bundle,
whose entry point calls ``multiprocessing.freeze_support()``). The caller's
process sends only the public position (:class:`PublicPosition`: the unseen
cards sorted, never their order) and gets a move back:

* Hard and Expert (:class:`HardPlayer`) with several ``workers`` run their
  search on that many processes at once: each process is a :class:`Shard` with
  its own sampled orders of the unseen cards; :func:`sequential_halving` merges
  their tallies at each phase and tells them which candidates remain.
* Any other player (Hard with one worker too) is sent to one process and
  answers there: one message each way.

Cancelling (the ``cancel`` flag given to :meth:`SearchPool.choose`) is seen
within a few milliseconds; a worker that has not stopped :data:`CANCEL_GRACE`
later is terminated (and started again for the next request). A worker that
dies is started again and the move asked for again, up to :data:`ATTEMPTS`
times; then :class:`SearchError` says so.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Sequence
from multiprocessing.connection import Connection, wait
from typing import Any

from newworld.ai.base import CancelFlag, ComputerPlayer
from newworld.ai.mcts import HardPlayer
from newworld.ai.search import SearchSettings, SearchStats, Shard, Tally, sequential_halving, stream_seed
from newworld.ai.turns import PublicPosition, Replayer
from newworld.engine.game import Game
from newworld.engine.moves import Move

POLL = 0.005  # seconds between looks at the cancel flag while waiting for a worker
CANCEL_GRACE = 0.05  # a cancelled worker still busy after this long is terminated
ATTEMPTS = 3  # tries of one move when workers die
START_TIMEOUT = 120.0  # seconds a new worker may take to start (a loaded machine, a cold disk)
CLOSE_TIMEOUT = 1.0
STARTED_GRACE = 0.01  # waiting this long for the workers still counts against the move's budget


class SearchError(Exception):
    """The computer player failed: its process kept dying, or the player raised an error."""


class Cancelled(Exception):  # noqa: N818 - a state, not a fault
    """The request was cancelled before it was answered."""


class WorkerDied(Exception):  # noqa: N818
    """A worker process stopped while it was needed."""


# --- the worker process -----------------------------------------------------------------


class _Flag:
    """The cancel flag of one request, as a worker sees it: the pool raises the shared bound."""

    def __init__(self, cancelled_up_to: Any, request: int) -> None:
        self.cancelled_up_to = cancelled_up_to
        self.request = request

    def is_set(self) -> bool:
        return bool(self.cancelled_up_to.value >= self.request)


def worker_main(conn: Connection, cancelled_up_to: Any, nice: int) -> None:
    """The loop of a worker process: answer requests until told to stop or the pool is gone.

    A pool that is gone (closed, or its process killed, even while this one
    starts) shows as a closed or broken pipe: the worker then exits quietly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is for the parent, which stops us
    if nice:
        with contextlib.suppress(OSError, AttributeError):
            os.nice(nice)
    with contextlib.suppress(EOFError, OSError):  # the pipe: a player's own errors are answered in _serve
        conn.send(("ready", 0, os.getpid()))
        _serve(conn, cancelled_up_to)


def _serve(conn: Connection, cancelled_up_to: Any) -> None:
    """Answer requests until a None comes (errors of the pipe itself go to the caller)."""
    shard: Shard | None = None
    positions = Replayer()
    while (message := conn.recv()) is not None:
        kind, request, *args = message
        flag = _Flag(cancelled_up_to, request)
        try:
            if kind == "choose":
                player, position, start = args
                if isinstance(player, HardPlayer):  # the whole search here, on the caller's clock
                    reply: Any = (str(player.choose(positions.game(position), flag, start=start)), player.last)
                else:
                    reply = (str(player.choose(positions.game(position), flag)), None)
            elif kind == "open":
                position, settings, seed = args
                shard = Shard(positions.game(position), settings, seed)
                reply = ([str(m) for m in shard.moves()], shard.priors)
            elif kind == "run":
                if shard is None:
                    raise RuntimeError("no search is open")
                alive, deadline, simulations = args
                reply = shard.run(alive, deadline, simulations, flag)
            else:
                raise RuntimeError(f"unknown request {kind!r}")
        except Exception as exc:  # a failing player must not take the worker down: report it
            conn.send(("error", request, f"{type(exc).__name__}: {exc}"))
        else:
            conn.send(("ok", request, reply))


class _Worker:
    """The pool's end of one worker process."""

    def __init__(self, context: Any, nice: int) -> None:
        self.conn, child = context.Pipe()
        self.cancelled_up_to = context.Value("q", 0, lock=False)
        self.process = context.Process(target=worker_main, args=(child, self.cancelled_up_to, nice),
                                       name="newworld-search", daemon=True)
        self.process.start()
        child.close()
        self.ready = False
        self.pending: int | None = None  # the request it is working on

    @property
    def alive(self) -> bool:
        return bool(self.process.is_alive())

    def send(self, message: tuple[Any, ...]) -> None:
        try:
            self.conn.send(message)
        except (OSError, ValueError) as exc:
            raise WorkerDied(f"cannot reach the search process ({exc})") from exc
        self.pending = message[1]

    def receive(self, timeout: float | None) -> tuple[Any, ...] | None:
        """The next message within ``timeout`` seconds (None: no limit; None if none came); WorkerDied if it died."""
        ready = wait([self.conn, self.process.sentinel], timeout)
        if self.conn in ready:
            try:
                message: tuple[Any, ...] = self.conn.recv()
                return message
            except (EOFError, OSError) as exc:
                raise WorkerDied(f"the search process stopped (exit code {self.process.exitcode})") from exc
        if ready:
            self.process.join(0.1)
            raise WorkerDied(f"the search process stopped (exit code {self.process.exitcode})")
        return None

    def stop(self, kill: bool = False) -> None:
        if not kill and self.alive:
            with contextlib.suppress(OSError, ValueError):
                self.conn.send(None)
            self.process.join(CLOSE_TIMEOUT)
        if self.alive:
            self.process.terminate()
            self.process.join(CLOSE_TIMEOUT)
        if self.alive:
            self.process.kill()
            self.process.join(CLOSE_TIMEOUT)
        self.conn.close()


# --- the pool -----------------------------------------------------------------------------


class SearchPool:
    """Worker processes that compute computer moves; one request at a time (thread-safe).

    ``nice``: the workers' scheduling niceness (the window uses a little, so that
    it stays the first to run on a busy machine).
    """

    def __init__(self, nice: int = 0) -> None:
        self.nice = nice
        self.context = multiprocessing.get_context("spawn")
        self.restarts = 0  # workers started again after they died or were terminated
        self._workers: list[_Worker] = []
        self._lock = threading.Lock()
        self._request = 0

    # --- the processes ---------------------------------------------------------------

    def warm_up(self, count: int, wait: bool = False) -> None:
        """Start ``count`` workers now, so the first move need not wait for them.

        Without ``wait`` it never blocks (while a request runs it does nothing);
        with ``wait`` it returns once they are ready."""
        if self._lock.acquire(blocking=wait):
            try:
                if wait:
                    self._ready(count, None)
                else:
                    self._spawn(count)
            finally:
                self._lock.release()

    def pids(self) -> list[int]:
        """The process ids of the workers (for tests and diagnostics)."""
        return [w.process.pid for w in self._workers if w.process.pid is not None]

    def close(self) -> None:
        """Stop every worker (call on quit; a later request starts new ones)."""
        with self._lock:
            for worker in self._workers:
                worker.stop()
            self._workers = []

    def _spawn(self, count: int) -> None:
        dead = [w for w in self._workers if not w.alive]
        for worker in dead:
            worker.stop(kill=True)
            self.restarts += 1
        self._workers = [w for w in self._workers if w.alive]
        while len(self._workers) < count:
            self._workers.append(_Worker(self.context, self.nice))

    def _ready(self, count: int, cancel: CancelFlag | None) -> list[_Worker]:
        """``count`` live workers that have started (waiting for new ones)."""
        self._spawn(count)
        workers = self._workers[:count]
        for worker in workers:
            until = time.monotonic() + START_TIMEOUT
            while not worker.ready:
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                if time.monotonic() > until:
                    raise WorkerDied(f"the search process did not start within {START_TIMEOUT:.0f} s")
                message = worker.receive(POLL * 4)
                worker.ready = message is not None and message[0] == "ready"
        return workers

    # --- requests --------------------------------------------------------------------

    def choose(self, player: ComputerPlayer, position: PublicPosition | Game,
               cancel: CancelFlag | None = None) -> Move:
        """The move of ``player`` in ``position`` (a game must hold its history), computed in workers.

        Raises :class:`Cancelled` when ``cancel`` is set first, :class:`SearchError`
        when the player fails or its processes keep dying.
        """
        start = time.monotonic()
        if isinstance(position, Game):
            position = PublicPosition.of(position)
        with self._lock:
            problem = ""
            for _ in range(ATTEMPTS):
                try:
                    if isinstance(player, HardPlayer) and player.workers > 1:
                        return self._search(player, position, start, cancel)
                    return self._ask(player, position, start, cancel)
                except WorkerDied as exc:
                    problem = str(exc)
                finally:
                    self._settle()
            raise SearchError(f"{problem}; it failed {ATTEMPTS} times")

    def _next(self) -> int:
        self._request += 1
        return self._request

    def _ask(self, player: ComputerPlayer, position: PublicPosition, start: float,
             cancel: CancelFlag | None) -> Move:
        (worker,) = self._ready(1, cancel)
        start = max(start, time.monotonic() - STARTED_GRACE)  # a worker just started: the budget starts now
        request = self._next()
        worker.send(("choose", request, player, position, start))
        move, stats = self._answer(worker, request, cancel)
        if isinstance(player, HardPlayer) and stats is not None:
            player.last = stats
            player.history.append(stats)
        return Move.from_str(move)

    def _search(self, player: HardPlayer, position: PublicPosition, start: float,
                cancel: CancelFlag | None) -> Move:
        workers = self._ready(max(1, player.workers), cancel)
        start = max(start, time.monotonic() - STARTED_GRACE)  # workers just started: the budget starts now
        opened = []
        for i, worker in enumerate(workers):
            request = self._next()
            worker.send(("open", request, position, player.settings, stream_seed(player.seed, len(position.moves), i)))
            opened.append(request)
        answers = [self._answer(w, r, cancel) for w, r in zip(workers, opened, strict=True)]
        moves, priors = answers[0]
        if any(a[0] != moves for a in answers[1:]):
            raise SearchError("the search processes disagree about the candidate moves")
        links = [_RemoteShard(self, w, cancel) for w in workers]
        stats = SearchStats()
        best = sequential_halving(links, priors, player.settings, player.deadline(start), player.iterations,
                                  cancel, stats)
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        player.record(stats, start)
        return Move.from_str(moves[best])

    def _answer(self, worker: _Worker, request: int, cancel: CancelFlag | None) -> Any:
        """The worker's reply to ``request``; watches ``cancel`` meanwhile."""
        while True:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            message = worker.receive(None if cancel is None else POLL)
            if message is None:
                continue
            kind, answered, payload = message
            if answered != request:
                continue  # a late answer to a cancelled request
            worker.pending = None
            if kind == "error":
                raise SearchError(payload)
            return payload

    def _settle(self) -> None:
        """After a request: stop whatever is still working on it; terminate what does not stop."""
        busy = [w for w in self._workers if w.pending is not None]
        for worker in busy:
            worker.cancelled_up_to.value = worker.pending
        until = time.monotonic() + CANCEL_GRACE
        for worker in busy:
            try:
                while worker.pending is not None:
                    message = worker.receive(max(0.0, until - time.monotonic()))
                    if message is None:
                        raise WorkerDied("it did not stop when cancelled")
                    if message[1] == worker.pending:
                        worker.pending = None
            except WorkerDied:
                worker.stop(kill=True)
                self.restarts += 1
                self._workers.remove(worker)


class _RemoteShard:
    """A shard in a worker process, driven by :func:`sequential_halving`."""

    def __init__(self, pool: SearchPool, worker: _Worker, cancel: CancelFlag | None) -> None:
        self.pool = pool
        self.worker = worker
        self.cancel = cancel
        self.request = 0

    def begin(self, alive: Sequence[int], deadline: float | None, simulations: int | None) -> None:
        self.request = self.pool._next()
        self.worker.send(("run", self.request, list(alive), deadline, simulations))

    def result(self) -> Tally:
        tally: Tally = self.pool._answer(self.worker, self.request, self.cancel)
        return tally


__all__ = ["ATTEMPTS", "CANCEL_GRACE", "Cancelled", "SearchError", "SearchPool", "SearchSettings"]
