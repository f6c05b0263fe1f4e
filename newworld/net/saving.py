"""Storage: writing the games and their seats files, behind the announcements or before the answers.

Turns are announced first and written right after, in a thread, so that a
slow disk does not slow play down (:meth:`Saver.save_soon`; a crash can lose
the last turn or two, never a file). Everything else a client is told about
is written first and confirmed after (:meth:`Saver.store_seat`): if it cannot
be written, nothing changes and the answer is ``not_stored``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import time
from typing import Any

from newworld.net.protocol import ProtocolError
from newworld.net.room import Room
from newworld.net.security import Alerts
from newworld.net.stats import ServerStats
from newworld.net.store import OVER, RoomRecord, Store
from newworld.savegame import SaveGameError, build_document, dumps, write_atomic

SAVE_RETRY, SAVE_RETRY_MAX = 2.0, 60.0  # seconds before a failed write is tried again, doubling
NOT_STORED = "the server could not store this (its disk is full or cannot be written); nothing changed: try again later"


class Saver:
    """Writes the rooms of one data folder (see the module docstring)."""

    def __init__(self, store: Store, alerts: Alerts, stats: ServerStats) -> None:
        self.store = store
        self.alerts = alerts
        self.stats = stats
        self.stopping = asyncio.Event()  # set by the stop: a failing write is tried once more, then given up
        self._threads = concurrent.futures.ThreadPoolExecutor(4, thread_name_prefix="nw-save")

    def save_soon(self, room: Room) -> None:
        """Write the game after this turn, behind the announcement.

        The file is written (atomically, fsync included) by a thread while
        play goes on. Turns played while a write is in progress are written
        together right after it; a crash can lose only those (their players
        are asked again after the restart, with the same cards).
        """
        room.unsaved = True
        if room.save_task is None or room.save_task.done():
            room.save_task = asyncio.get_running_loop().create_task(self._save_while_unsaved(room))
            room.save_task.add_done_callback(_log_failure)

    async def _save_while_unsaved(self, room: Room) -> None:
        """Write the game until no turn is left unwritten; after a failure (a full or read-only disk), again
        and again with growing pauses: the game goes on in memory meanwhile, and stays in memory."""
        pause = SAVE_RETRY
        while room.unsaved:
            room.unsaved = False
            if not await self.write_game(room):
                room.unsaved = True
                if self.stopping.is_set():
                    return  # the stop has tried a last time
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.stopping.wait(), pause)
                pause = min(SAVE_RETRY_MAX, pause * 2)
                continue
            if room.status == OVER:  # the game file first: a seats file saying "over" needs it
                async with room.lock:  # one change of the seats file at a time
                    await self.write_room(room.record)

    async def write_game(self, room: Room) -> bool:
        """Write the game file of ``room`` now; False (and logged: the operator must see it) if it fails."""
        game = room.game
        assert game is not None
        try:  # the document is made here, in the loop thread that owns the game (savegame.save in two halves)
            data = dumps(build_document(game, room.saved_seats(), seed=room.record.seed,
                                        created=room.created, play=room.play_state())).encode("utf-8")
            started = time.perf_counter()
            await asyncio.get_running_loop().run_in_executor(
                self._threads, write_atomic, self.store.game_path(room.code), data)
        except SaveGameError as exc:
            self.alerts.note("storage", room.code, "game %s: %s", room.code, exc, level=logging.ERROR)
            return False
        self.stats.save_ms.append((time.perf_counter() - started) * 1000)
        return True

    async def write_room(self, record: RoomRecord) -> bool:
        """Write the seats file of ``record``; False (and logged) if it cannot be written."""
        try:
            await asyncio.get_running_loop().run_in_executor(self._threads, self.store.write_room, record)
        except SaveGameError as exc:
            self.alerts.note("storage", record.code, "game %s: %s", record.code, exc, level=logging.ERROR)
            return False
        return True

    async def store_seat(self, room: Room, seat: int, **changes: Any) -> None:
        """Change seat ``seat`` and write the seats file, before the client is told (hold ``room.lock``).

        A change a client is told about must survive a restart: if the file
        cannot be written, the seat is left as it was and the request is
        answered ``not_stored``.
        """
        record = room.record.seats[seat]
        before = {name: getattr(record, name) for name in changes}
        for name, value in changes.items():
            setattr(record, name, value)
        if not await self.write_room(room.record):
            for name, value in before.items():
                setattr(record, name, value)
            raise ProtocolError("not_stored", NOT_STORED)

    async def finish(self, rooms: list[Room]) -> None:
        """The stop: let every write in progress end (each failing game tried once more), then stop writing."""
        self.stopping.set()
        for room in rooms:
            if room.save_task is not None:
                with contextlib.suppress(Exception):
                    await room.save_task
        self._threads.shutdown(wait=True)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        logging.getLogger(__name__).error("a write failed", exc_info=task.exception())
