"""Autosaves: one file per game in the user data folder, rewritten after every turn."""

from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import Sequence
from pathlib import Path

from newworld import paths, savegame
from newworld.engine.game import Game
from newworld.savegame import SaveGameError, Seat

KEEP = 5  # autosaved games kept (the newest)
PREFIX = "autosave-"
_counter = itertools.count(1)


def autosave_files() -> list[Path]:
    """The autosave files, newest first."""
    folder = paths.autosave_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob(f"{PREFIX}*{paths.SAVE_SUFFIX}") if p.is_file()]
    return sorted(files, key=_mtime, reverse=True)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def new_path(created: str) -> Path:
    """A fresh autosave file name for a game created at ``created`` (ISO time)."""
    stamp = re.sub(r"[^0-9TZ]", "", created)
    return paths.autosave_dir() / f"{PREFIX}{stamp}-{next(_counter)}{paths.SAVE_SUFFIX}"


def is_autosave(path: Path) -> bool:
    try:
        return path.resolve().parent == paths.autosave_dir().resolve() and path.name.startswith(PREFIX)
    except OSError:
        return False


def write(path: Path, game: Game, seats: Sequence[Seat], seed: int | None, created: str) -> None:
    """Write the autosave (atomically), then drop all but the newest :data:`KEEP`."""
    paths.ensure_dir(path.parent)
    savegame.save(path, game, seats, seed=seed, created=created)
    prune(keep=path)


def prune(keep: Path | None = None) -> None:
    for old in autosave_files()[KEEP:]:
        if old != keep:
            with contextlib.suppress(OSError):
                old.unlink()


def latest_resumable() -> Path | None:
    """The newest autosave that opens and holds an unfinished game."""
    for path in autosave_files():
        try:
            if not savegame.load(path).game.is_over:
                return path
        except SaveGameError:
            continue
    return None
