"""A fair queue: jobs served by owner in turn, and within an owner by group in turn.

The server's computer players wait here for a worker process: the owner is
the address that created the game (an IPv6 /56, see
:func:`newworld.net.limits.block_key`) and the group the game. However many
games one address runs, the next free worker goes to the next address that
has a move waiting, so another player's computer waits for at most one move
of each other address. ``share`` caps the jobs one owner has running at once,
so that workers stay free for the others.
"""

from __future__ import annotations

import collections
from typing import Generic, TypeVar

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

    def remove(self, owner: str, group: str, job: T) -> bool:
        """Take a job that has not been given out yet out of the queue (it was cancelled)."""
        groups = self._owners.get(owner)
        jobs = groups.get(group) if groups is not None else None
        if jobs is None or job not in jobs:
            return False
        jobs.remove(job)
        if not jobs:
            del groups[group]  # type: ignore[union-attr]
            if not groups:
                del self._owners[owner]
        return True

    def __len__(self) -> int:
        return sum(len(jobs) for groups in self._owners.values() for jobs in groups.values())
