"""The statistics database: a SQLite file in the data folder, one transaction per game.

:meth:`StatsStore.open` makes or opens the file and migrates it (see
:mod:`newworld.stats.schema`). A damaged file (not a database, corrupt pages,
tables that are not ours) is renamed ``<name>.damaged-<time>`` and a fresh one
made; the store says so in :attr:`StatsStore.recovery` and the caller tells the
player. Anything else that goes wrong (a locked or read-only file, a full disk,
a database from a newer app) is one :class:`StatsError` with a one-line message;
the file is left as it is.
"""

from __future__ import annotations

import contextlib
import csv
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import Any

import attrs

from newworld import paths
from newworld.savegame.format import utc_now
from newworld.stats import schema
from newworld.stats.record import CATEGORY_COLUMNS, GameRecord
from newworld.stats.totals import totals

DATABASE_NAME = "stats.sqlite3"
BUSY_TIMEOUT = 5.0  # seconds to wait for another window's transaction
_DAMAGE_CODES = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB"})
_SIDECARS = ("-journal", "-wal", "-shm")  # SQLite's files beside the database

GAME_COLUMNS = ("game_id", "recorded", "source", "players", "turns")
SEAT_COLUMNS = ("seat", "name", "kind", "level", "opponents", "score", "won", *CATEGORY_COLUMNS,
                "settlers_lost", "longest_trail", "biggest_town", "resigned")
CSV_COLUMNS = (*GAME_COLUMNS, *SEAT_COLUMNS)
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")  # a spreadsheet would run such a cell


def default_path() -> Path:
    """Where the app keeps its statistics."""
    return paths.data_dir() / DATABASE_NAME


class StatsError(Exception):
    """The statistics cannot be read or written; the message is one line."""


class _Damaged(Exception):
    """The file is not a sound statistics database."""


@attrs.frozen
class Recovery:
    """A damaged database was set aside at ``damaged`` (``reason``: what was wrong) and a fresh one made."""

    damaged: Path
    reason: str


class StatsStore:
    """The open statistics database. Use :meth:`open`; close it (or use it in a ``with``)."""

    def __init__(self, conn: sqlite3.Connection, path: Path, recovery: Recovery | None, migrated_from: int) -> None:
        self._conn = conn
        self.path = path
        self.recovery = recovery  # set when a damaged file was set aside
        self.migrated_from = migrated_from  # the schema version the file had (VERSION: none needed)

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *, recover: bool | None = None) -> StatsStore:
        """Open (or create) the database at ``path`` (default: :func:`default_path`).

        ``recover``: set a damaged file aside and start afresh (default: only for the
        default path; a file named by the user is never moved, a damaged one is a StatsError).
        """
        target = Path(path) if path is not None else default_path()
        if recover is None:
            recover = path is None
        try:
            paths.ensure_dir(target.parent)
        except OSError as exc:
            raise StatsError(f"cannot create {target.parent}: {exc.strerror or exc}") from None
        try:
            conn, found = _connect(target)
            return cls(conn, target, None, found)
        except _Damaged as exc:
            if not recover:
                raise StatsError(f"{target} is not a sound statistics database ({exc})") from None
            recovery = Recovery(_set_aside(target), str(exc))
        try:
            conn, found = _connect(target)
        except _Damaged as exc:  # a fresh file cannot be damaged, unless the folder itself is at fault
            raise StatsError(f"cannot make a fresh {target}: {exc}") from None
        return cls(conn, target, recovery, found)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

    # --- writing ------------------------------------------------------------

    def record(self, record: GameRecord) -> bool:
        """Add one finished game in one transaction; False if its id was recorded before."""
        with _errors(f"cannot record the game in {self.path}"), _transaction(self._conn):
            added = self._conn.execute(
                f"INSERT OR IGNORE INTO games ({', '.join(GAME_COLUMNS)}) VALUES ({_marks(GAME_COLUMNS)})",
                (record.game_id, record.recorded, record.source, record.players, record.turns)).rowcount
            if not added:
                return False
            self._conn.executemany(
                f"INSERT INTO seats (game_id, {', '.join(SEAT_COLUMNS)}) "
                f"VALUES (?, {_marks(SEAT_COLUMNS)})",
                [(record.game_id, s.seat, s.name, s.kind, s.level, s.opponents, s.score, int(s.won),
                  *(s.points[c] for c in CATEGORY_COLUMNS), s.settlers_lost, s.longest_trail, s.biggest_town,
                  s.resigned)
                 for s in record.seats])
        return True

    # --- reading ------------------------------------------------------------

    def has_game(self, game_id: str) -> bool:
        with _errors(f"cannot read {self.path}"):
            return self._conn.execute("SELECT 1 FROM games WHERE game_id = ?", (game_id,)).fetchone() is not None

    def recent_game_ids(self, limit: int) -> list[str]:
        """The ids of the ``limit`` games recorded last, newest first."""
        with _errors(f"cannot read {self.path}"):
            cursor = self._conn.execute("SELECT game_id FROM games ORDER BY recorded DESC, game_id LIMIT ?", (limit,))
            return [row[0] for row in cursor]

    def game_count(self) -> int:
        with _errors(f"cannot read {self.path}"):
            count: int = self._conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        return count

    def rows(self) -> list[dict[str, Any]]:
        """Every recorded seat with its game's columns, oldest game first (:data:`CSV_COLUMNS`)."""
        columns = [f"g.{c}" for c in GAME_COLUMNS] + [f"s.{c}" for c in SEAT_COLUMNS]
        with _errors(f"cannot read {self.path}"):
            cursor = self._conn.execute(
                f"SELECT {', '.join(columns)} FROM seats s JOIN games g USING (game_id) "
                "ORDER BY g.recorded, g.game_id, s.seat")
            return [dict(zip(CSV_COLUMNS, row, strict=True)) for row in cursor]

    def totals(self) -> dict[str, Any]:
        """What the statistics show (see :func:`newworld.stats.totals.totals`)."""
        return totals(self.rows())

    def export_csv(self, path: str | os.PathLike[str]) -> int:
        """Write every recorded seat as a row of a CSV file (a header first); the number of rows."""
        rows = self.rows()
        try:
            with open(path, "w", newline="", encoding="utf-8") as f:
                writer = csv.writer(f)
                writer.writerow(CSV_COLUMNS)
                writer.writerows([_cell(row[c]) for c in CSV_COLUMNS] for row in rows)
        except OSError as exc:
            raise StatsError(f"cannot write {os.fspath(path)}: {exc.strerror or exc}") from None
        return len(rows)


def _marks(columns: tuple[str, ...]) -> str:
    return ", ".join("?" * len(columns))


def _cell(value: Any) -> Any:
    """A text a spreadsheet would take for a formula (a seat named ``=cmd()``) is quoted."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def _connect(path: Path) -> tuple[sqlite3.Connection, int]:
    """An open, checked and migrated connection and the schema version the file had; _Damaged if unsound."""
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
    except sqlite3.Error as exc:
        raise StatsError(f"cannot open {path}: {exc}") from None
    try:
        _check(conn)
        found = schema.version_of(conn)
        if found != schema.VERSION:  # a current file is only read here (it may be read-only)
            with _transaction(conn):
                found = schema.migrate(conn)  # reads the version again: another process may have migrated
                _check_tables(conn)  # (in the migration's transaction: a file that is not ours stays as it was)
        _check_tables(conn)
        conn.execute("PRAGMA foreign_keys = ON")
    except schema.NewerSchemaError as exc:
        conn.close()
        raise StatsError(f"{path} was written by a newer version of New World ({exc}); "
                         "statistics are not recorded") from None
    except sqlite3.Error as exc:
        conn.close()
        if getattr(exc, "sqlite_errorname", "") in _DAMAGE_CODES:
            raise _Damaged(str(exc)) from None
        raise StatsError(f"cannot open {path}: {exc}") from None
    except _Damaged:
        conn.close()
        raise
    return conn, found


def _check(conn: sqlite3.Connection) -> None:
    result = conn.execute("PRAGMA quick_check").fetchall()
    if result != [("ok",)]:
        raise _Damaged(f"integrity check: {result[0][0]}")


def _check_tables(conn: sqlite3.Connection) -> None:
    """The tables hold at least the columns this app reads (a file with other tables is not ours)."""
    for table, needed in (("games", GAME_COLUMNS), ("seats", ("game_id", *SEAT_COLUMNS))):
        have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        missing = [c for c in needed if c not in have]
        if missing:
            raise _Damaged(f"table {table} lacks {', '.join(missing)}")


def _set_aside(path: Path) -> Path:
    """Rename the damaged database (and SQLite's files beside it) out of the way; the new name."""
    stamp = utc_now().replace(":", "").replace("-", "")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        os.replace(path, target)
        for suffix in _SIDECARS:
            side = Path(f"{path}{suffix}")
            if side.exists():
                os.replace(side, Path(f"{target}{suffix}"))
    except OSError as exc:
        raise StatsError(f"{path} is damaged and cannot be set aside: {exc.strerror or exc}") from None
    return target


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """BEGIN IMMEDIATE … COMMIT (ROLLBACK on any error): one writer at a time, all or nothing."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):  # a damaged file may refuse even this
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


@contextlib.contextmanager
def _errors(doing: str) -> Iterator[None]:
    try:
        yield
    except sqlite3.Error as exc:
        raise StatsError(f"{doing}: {exc}") from None
