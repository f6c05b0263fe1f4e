"""Finished games waiting for the statistics database: one JSON file per game in a folder beside it.

A game is kept here first and recorded from here (:func:`record_kept`); its
file goes only once the database holds the game. So a game the database could
not take (locked by another window for longer than its busy timeout, a full
disk, a newer app's file) is recorded by a later attempt, and a kill at any
moment loses nothing and counts nothing twice (the database's key is the game
id). A file that is not a game record is set aside as ``<name>.damaged``.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
from pathlib import Path

import attrs

from newworld import paths
from newworld.savegame.errors import SaveGameError
from newworld.savegame.storage import write_atomic
from newworld.stats.record import GameRecord, record_from_json, record_json
from newworld.stats.store import Recovery, StatsError, StatsStore, default_path

OUTBOX_NAME = "stats-outbox"
SUFFIX = ".json"

log = logging.getLogger(__name__)


def outbox_of(database: Path) -> Path:
    """The outbox folder of the database at ``database``."""
    return database.parent / OUTBOX_NAME


def _file_of(folder: Path, game_id: str) -> Path:
    """A game's file: named by a hash of its id (an id may hold any character)."""
    return folder / (hashlib.sha256(game_id.encode("utf-8")).hexdigest()[:32] + SUFFIX)


def keep(folder: Path, record: GameRecord) -> bool:
    """Keep ``record`` in ``folder`` (a game kept before stays as it was: its first finish counts).

    False if it cannot be written (the reason is logged)."""
    target = _file_of(folder, record.game_id)
    try:
        paths.ensure_dir(folder)
        if not target.exists():
            write_atomic(target, record_json(record).encode("utf-8"))
    except (OSError, SaveGameError) as exc:
        log.warning("cannot keep game %s for the statistics in %s: %s", record.game_id, folder, exc)
        return False
    return True


def kept(folder: Path) -> list[GameRecord]:
    """The games waiting in ``folder``, oldest first; a damaged file is set aside."""
    records = []
    try:
        files = sorted(folder.glob("*" + SUFFIX))
    except OSError:
        return []
    for path in files:
        try:
            records.append(record_from_json(path.read_text(encoding="utf-8")))
        except (OSError, UnicodeError, ValueError) as exc:
            log.warning("setting aside %s, not a game kept for the statistics: %s", path, exc)
            with contextlib.suppress(OSError):
                os.replace(path, path.with_name(path.name + ".damaged"))
    return sorted(records, key=lambda r: r.recorded)


def waiting(folder: Path) -> int:
    """How many games wait in ``folder``."""
    try:
        return sum(1 for _ in folder.glob("*" + SUFFIX))
    except OSError:
        return 0


@attrs.frozen
class Delivery:
    """What :func:`record_kept` did: the ids recorded now, the games still waiting, why not (or ""),
    and the ids of games neither kept nor recorded (lost)."""

    added: tuple[str, ...] = ()
    lost: tuple[str, ...] = ()
    waiting: int = 0
    error: str = ""
    recovery: Recovery | None = None  # a damaged database was set aside


def record_kept(database: Path | None, record: GameRecord | None = None, *, recover: bool | None = None) -> Delivery:
    """Keep ``record`` (if given) and record every kept game into ``database`` (default: the app's;
    ``recover`` as for :meth:`StatsStore.open`).

    Never raises. A game that could be neither kept nor recorded is lost: ``lost`` names it."""
    folder = outbox_of(database if database is not None else default_path())
    loose = [record] if record is not None and not keep(folder, record) else []
    games = kept(folder) + loose
    if not games:
        return Delivery()
    added: list[str] = []
    try:
        with StatsStore.open(database, recover=recover) as store:
            recovery = store.recovery
            for game in games:
                if store.record(game):
                    added.append(game.game_id)
                with contextlib.suppress(OSError):
                    _file_of(folder, game.game_id).unlink(missing_ok=True)
    except StatsError as exc:
        lost = tuple(g.game_id for g in loose if g.game_id not in added)
        return Delivery(tuple(added), lost, waiting(folder), str(exc))
    return Delivery(tuple(added), (), waiting(folder), "", recovery)
