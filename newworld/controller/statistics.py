"""Statistics for the window: the hook that records every game finished here, and what the
Statistics window shows (through the controller's door, like everything the window reads).

:class:`StatsRecorder` listens to :attr:`GameController.gameFinished`, which fires only when a
game is played to its end in the window (not when a finished game is opened, nor when it comes
back after an undo), and records the game under its game id in one transaction. A game id
recorded before is not counted again, so undoing the last turn and finishing again, or opening
or resuming a game and finishing it, still counts the game once (its first finish).

The database is only ever touched on one thread of its own (:func:`in_database_thread`), so the
window never waits for it: another window's transaction may hold the file for seconds. A
finished game is first kept in the outbox (:mod:`newworld.stats.outbox`), so one the database
could not take yet is recorded by a later attempt: the next game's, the Statistics window's,
or a retry after :data:`RETRY_SECONDS` (doubling up to :data:`RETRY_MAX_SECONDS`); the
recorder's ``told`` says so each time.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import QObject, Qt, QTimer, Signal

from newworld.controller.controller import GameController
from newworld.narration.learning import learning
from newworld.stats import COLUMN_CATEGORIES, StatsError, StatsStore, default_path, game_record, totals
from newworld.stats.outbox import Delivery, record_kept
from newworld.stats.store import Recovery

log = logging.getLogger(__name__)

RETRY_SECONDS = 30.0  # a game kept because the database could not take it is tried again after this long
RETRY_MAX_SECONDS = 1800.0  # the wait doubles after each failed try, up to this

# The statistics' points-by-category columns with the final breakdown's line each one is (for its name).
CATEGORIES = COLUMN_CATEGORIES


@attrs.frozen
class StatsSnapshot:
    """What the Statistics window shows: ``totals`` as ``newworld-cli stats --json``, every recorded
    seat (``rows``, oldest game first), the database's file, a notice for the player ("" if none),
    and how many finished games wait in the outbox."""

    totals: dict[str, Any]
    rows: list[dict[str, Any]]
    database: Path | None
    notice: str = ""
    waiting: int = 0  # finished games kept for the database, not in these figures yet

    @classmethod
    def empty(cls) -> StatsSnapshot:
        """No games (what the Statistics window shows until its reading arrives)."""
        return cls(totals([]), [], None)


# --- the database's own thread ---------------------------------------------------------------------

_jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
_thread_lock = threading.Lock()
_thread: threading.Thread | None = None


def in_database_thread(job: Callable[[], None]) -> None:
    """Run ``job`` on the statistics database's thread, after the jobs handed over before it.

    One thread for the whole process, so the jobs of the recorder and of every Statistics window
    take the database in turn, in the order they came. A daemon: a kill or quit mid-job loses
    nothing (a game is in the outbox until the database holds it)."""
    global _thread
    with _thread_lock:
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_run_jobs, name="newworld-statistics", daemon=True)
            _thread.start()
    _jobs.put(job)


def _run_jobs() -> None:
    while True:
        _run(_jobs.get())  # in a call of its own: nothing of a job done stays referenced while waiting


def _run(job: Callable[[], None]) -> None:
    try:
        job()
    except Exception:  # a job reports its own failures; this is a bug, which must not stop the thread
        log.exception("a statistics job failed")


class _Relay(QObject):
    """Lives on the GUI thread for the whole process: runs there what the database's thread hands it.

    One that is never deleted, so that the thread never emits on an object a closed window took with it."""

    arrived = Signal(object, object)

    def __init__(self) -> None:
        super().__init__()
        self.arrived.connect(self._call, Qt.ConnectionType.QueuedConnection)

    @staticmethod
    def _call(then: Callable[[Any], None], result: Any) -> None:
        try:
            then(result)
        except RuntimeError as exc:  # the window the answer was for is gone (its C++ object deleted)
            log.debug("a statistics answer came after its window went: %s", exc)


_relay: _Relay | None = None


class _Answers:
    """One client's jobs on the database's thread, each answered on the GUI thread."""

    def __init__(self) -> None:
        global _relay
        if _relay is None:
            _relay = _Relay()
        self._relay = _relay
        self.pending = 0  # jobs handed over and not answered yet

    def ask(self, job: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """``job()`` on the database's thread, then ``then(result)`` on the GUI thread (this never waits)."""
        self.pending += 1

        def answered(result: Any) -> None:
            self.pending -= 1
            then(result)

        in_database_thread(lambda: self._relay.arrived.emit(answered, job()))


# --- recording -------------------------------------------------------------------------------------


class StatsRecorder(QObject):
    """Records each game ``controller`` finishes into the statistics database (default: the data folder)."""

    #: One line for the player: the game was recorded, or kept for later and why, or why not, or that a
    #: damaged file was set aside, or that games kept earlier are recorded now.
    told = Signal(str)

    def __init__(self, controller: GameController, path: Path | None = None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.path = path
        self.recorded = 0  # games this recorder added (a game counted before is not added again)
        self.waiting = 0  # games kept in the outbox after the last attempt
        self._answers = _Answers()
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.retry)
        self._failed_tries = 0  # tries in a row that left games waiting
        controller.gameFinished.connect(self.record)
        self.retry()  # games kept by an earlier run

    def busy(self) -> bool:
        """Whether an attempt is under way (for tests and the Statistics window)."""
        return self._answers.pending > 0

    def record(self) -> bool:
        """Hand the controller's finished game to the database's thread; True if it was handed over.

        Never raises and never waits: ``told`` says how it went."""
        c = self.controller
        if c.game is None or not c.game.is_over or c.lesson:
            return False  # the tutorial's game is not counted
        try:
            record = game_record(c.game, c.seats, game_id=c.game_id or None, source="window",
                                 resigned=c.resigned_seats())
        except ValueError as exc:
            log.warning("recording the game failed: %s", exc)
            self.told.emit(learning().stats_failed(str(exc)))
            return False
        path, recover = _where(self.path)
        self._answers.ask(lambda: record_kept(path, record, recover=recover),
                          lambda done: self._delivered(done, record.game_id))
        return True

    def retry(self) -> None:
        """Record the games kept earlier, if any (on the database's thread)."""
        path, recover = _where(self.path)
        self._answers.ask(lambda: record_kept(path, recover=recover), lambda done: self._delivered(done, None))

    def _delivered(self, done: Delivery, game_id: str | None) -> None:
        self.recorded += len(done.added)
        self.waiting = done.waiting
        if done.recovery is not None:
            self.told.emit(_recovered(done.recovery))
        earlier = [g for g in done.added if g != game_id]
        if earlier:
            log.info("recorded %d game(s) kept earlier in the statistics", len(earlier))
            self.told.emit(learning().stats_caught_up(len(earlier)))
        if game_id is not None and game_id in done.added:
            log.info("recorded game %s in the statistics", game_id)
            self.told.emit(learning().stats_recorded())
        if done.error:
            log.warning("recording in the statistics failed (%d game(s) kept): %s", done.waiting, done.error)
            if game_id is not None:
                self.told.emit(learning().stats_failed(done.error) if game_id in done.lost
                               else learning().stats_kept(done.error))
        self._plan_retry(done)

    def _plan_retry(self, done: Delivery) -> None:
        if done.waiting and done.error:
            if not self._retry.isActive():
                wait = min(RETRY_SECONDS * 2 ** self._failed_tries, RETRY_MAX_SECONDS)
                self._failed_tries += 1
                self._retry.start(int(wait * 1000))
        elif not done.waiting:
            self._retry.stop()
            self._failed_tries = 0


# --- reading ---------------------------------------------------------------------------------------


def _where(path: Path | None) -> tuple[Path, bool]:
    """The database a job is to use and whether a damaged one is set aside (the app's own only).

    Found on the GUI thread when the job is handed over: a job runs later, in whatever data
    folder is current when it is asked for."""
    return (path, False) if path is not None else (default_path(), True)


def load_statistics(path: Path | None = None, *, recover: bool | None = None) -> StatsSnapshot:
    """The statistics as they stand (kept games recorded first, if the database takes them); a damaged
    database is set aside (the notice says so); never raises. It waits for the database: call it off
    the GUI thread (:class:`StatsReader`)."""
    done = record_kept(path, recover=recover)
    try:
        with StatsStore.open(path, recover=recover) as store:
            rows = store.rows()
            notice = _recovered(store.recovery) if store.recovery is not None else ""
            snapshot = StatsSnapshot(store.totals(), rows, store.path, notice)
    except StatsError as exc:
        log.warning("reading the statistics failed: %s", exc)
        return attrs.evolve(StatsSnapshot.empty(), notice=learning().stats_unreadable(str(exc)), waiting=done.waiting)
    if done.recovery is not None and not snapshot.notice:
        snapshot = attrs.evolve(snapshot, notice=_recovered(done.recovery))
    return attrs.evolve(snapshot, waiting=done.waiting)


def export_statistics(target: str | Path, path: Path | None = None, *, recover: bool | None = None) -> int:
    """Every recorded seat as a CSV row in ``target``; the number of rows (StatsError if it cannot).
    It waits for the database: call it off the GUI thread (:class:`StatsReader`)."""
    with StatsStore.open(path, recover=recover) as store:
        return store.export_csv(target)


class StatsReader(QObject):
    """The Statistics window's door to the database: each request runs on the database's thread and
    its answer comes back as a signal, so the window never waits."""

    loaded = Signal(object)  # a StatsSnapshot
    exported = Signal(int, str)  # rows written (-1: none) and the error ("" if it went well)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._answers = _Answers()

    def busy(self) -> bool:
        return self._answers.pending > 0

    def load(self) -> None:
        """Read the statistics; ``loaded`` brings them."""
        path, recover = _where(self.path)
        self._answers.ask(lambda: load_statistics(path, recover=recover), self.loaded.emit)

    def export_csv(self, target: str | Path) -> None:
        """Write the CSV to ``target``; ``exported`` says how many rows or why not."""
        path, recover = _where(self.path)

        def export() -> tuple[int, str]:
            try:
                return export_statistics(target, path, recover=recover), ""
            except StatsError as exc:
                return -1, str(exc)

        self._answers.ask(export, lambda answer: self.exported.emit(*answer))


def _recovered(recovery: Recovery) -> str:
    return learning().stats_damaged(recovery.damaged.name, recovery.reason)
