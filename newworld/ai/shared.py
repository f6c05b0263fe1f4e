"""Computer players of many games at once, in worker processes shared fairly: the game server's.

A :class:`SharedPool` holds a few :class:`~newworld.ai.pool.SearchPool`\\ s
of one worker process each (the window's pool, the same worker processes and
the same public positions) and gives them out through a :class:`FairQueue`:
a move waits by its *owner* (on the server, the address that created the
game) and then by its *group* (the game). The next free process goes to the
next owner in turn, so another owner's move waits for at most one move of
each other owner, however many games each runs; and ``share`` caps the
processes one owner has at once, so that some stay free for the others.
"""

from __future__ import annotations

import collections
import concurrent.futures
import threading
from typing import Generic, TypeVar

import attrs

from newworld.ai.base import ComputerPlayer, cores
from newworld.ai.pool import SearchError, SearchPool
from newworld.ai.turns import PublicPosition
from newworld.engine.moves import Move

T = TypeVar("T")


class FairQueue(Generic[T]):
    """Jobs waiting, taken out round-robin over owners, then over each owner's groups (module docstring)."""

    def __init__(self, share: int) -> None:
        self.share = share  # jobs one owner may have running at once
        self._owners: collections.OrderedDict[str, collections.OrderedDict[str, collections.deque[T]]] = (
            collections.OrderedDict())
        self.running: collections.Counter[str] = collections.Counter()

    def push(self, owner: str, group: str, job: T) -> None:
        groups = self._owners.setdefault(owner, collections.OrderedDict())
        groups.setdefault(group, collections.deque()).append(job)

    def pop(self) -> tuple[str, T] | None:
        """The next job whose owner may run one more, counted as running; None if there is none."""
        for owner, groups in self._owners.items():
            if self.running[owner] >= self.share:
                continue
            group, jobs = next(iter(groups.items()))
            job = jobs.popleft()
            groups.move_to_end(group)
            if not jobs:
                del groups[group]
            self._owners.move_to_end(owner)
            if not groups:
                del self._owners[owner]
            self.running[owner] += 1
            return owner, job
        return None

    def done(self, owner: str) -> None:
        """A job of ``owner`` that :meth:`pop` gave out has ended."""
        self.running[owner] -= 1
        if self.running[owner] <= 0:
            del self.running[owner]

    def __len__(self) -> int:
        return sum(len(jobs) for groups in self._owners.values() for jobs in groups.values())


@attrs.define(eq=False)
class _Job:
    player: ComputerPlayer
    position: PublicPosition
    limit: float  # seconds it may think once a process is its
    future: concurrent.futures.Future[Move] = attrs.Factory(concurrent.futures.Future)
    cancel: threading.Event = attrs.Factory(threading.Event)


class SharedPool:
    """Worker processes for the moves of many games, given out fairly (see the module docstring); thread-safe.

    ``slots``: processes (default: one per core, two at least); ``share``:
    processes one owner may have at once (default: half of them).
    """

    def __init__(self, slots: int | None = None, share: int | None = None, nice: int = 0) -> None:
        self.slots = slots or max(2, cores())
        self._free = [SearchPool(nice) for _ in range(self.slots)]  # each starts its process when first asked
        self._pools = list(self._free)
        self._queue: FairQueue[_Job] = FairQueue(share or max(1, self.slots // 2))
        self._running: set[_Job] = set()
        self._lock = threading.Lock()
        self._threads = concurrent.futures.ThreadPoolExecutor(self.slots, thread_name_prefix="nw-shared-search")
        self._closed = False

    def submit(self, owner: str, group: str, player: ComputerPlayer, position: PublicPosition,
               limit: float) -> tuple[concurrent.futures.Future[Move], threading.Event]:
        """Ask for ``player``'s move in ``position``; returns its future and the flag that cancels it.

        The future holds the move, or :class:`SearchError` (the player failed,
        its process kept dying, or it had no move within ``limit`` seconds of
        thinking), or :class:`~newworld.ai.pool.Cancelled` (the flag was set
        while it thought). Cancelling the future takes a waiting move out.
        """
        job = _Job(player, position, limit)
        with self._lock:
            if self._closed:
                raise RuntimeError("the pool is closed")
            self._queue.push(owner, group, job)
            self._dispatch()
        return job.future, job.cancel

    def waiting(self) -> int:
        with self._lock:
            return len(self._queue)

    def pids(self) -> list[int]:
        """The worker processes' ids (for tests and diagnostics)."""
        return [pid for pool in self._pools for pid in pool.pids()]

    def close(self) -> None:
        """Cancel every move, stop every worker; a later :meth:`submit` is refused."""
        with self._lock:
            self._closed = True
            while (taken := self._queue.pop()) is not None:
                taken[1].future.cancel()
            for job in self._running:
                job.cancel.set()
        self._threads.shutdown(wait=True)
        for pool in self._pools:
            pool.close()

    def _dispatch(self) -> None:
        """Give the free processes to the moves next in the queue (holding the lock)."""
        while self._free and not self._closed:
            taken = self._queue.pop()
            if taken is None:
                return
            owner, job = taken
            if not job.future.set_running_or_notify_cancel():  # cancelled while it waited
                self._queue.done(owner)
                continue
            self._running.add(job)
            self._threads.submit(self._think, owner, job, self._free.pop())

    def _think(self, owner: str, job: _Job, pool: SearchPool) -> None:
        out_of_time = threading.Event()

        def time_is_up() -> None:
            out_of_time.set()
            job.cancel.set()

        timer = threading.Timer(job.limit, time_is_up)
        timer.daemon = True
        timer.start()
        try:
            move = pool.choose(job.player, job.position, job.cancel)
        except BaseException as exc:  # noqa: BLE001 - handed to the one waiting for it
            job.future.set_exception(SearchError(f"no move within {job.limit:g} s") if out_of_time.is_set() else exc)
        else:
            job.future.set_result(move)
        finally:
            timer.cancel()
            with self._lock:
                self._running.discard(job)
                self._free.append(pool)
                self._queue.done(owner)
                self._dispatch()


__all__ = ["FairQueue", "SharedPool"]
