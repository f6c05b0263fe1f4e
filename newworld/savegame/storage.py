"""Reading saved games with a size cap, writing them atomically."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from newworld.engine.game import Game
from newworld.savegame.errors import SaveGameError
from newworld.savegame.format import Document, build_document, dumps, parse_text, read_document
from newworld.savegame.model import SavedGame, Seat

MAX_BYTES = 256 * 1024  # a whole game is about 5 KB


def _default_mode() -> int:
    """What a plain ``open(..., "w")`` would give (mkstemp makes owner-only files)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


FILE_MODE = _default_mode()


def loads(content: bytes | str) -> SavedGame:
    """A saved game from the file's content (bytes or text)."""
    if isinstance(content, bytes):
        if len(content) > MAX_BYTES:
            raise SaveGameError(f"the file is too large for a saved game ({len(content)} bytes, "
                                f"at most {MAX_BYTES})")
        try:
            content = content.decode("utf-8-sig")  # tolerate a byte order mark
        except UnicodeDecodeError as exc:
            raise SaveGameError(f"not a saved game: not UTF-8 text (byte {exc.start})") from None
    if len(content) > MAX_BYTES:
        raise SaveGameError(f"the text is too large for a saved game (at most {MAX_BYTES} characters)")
    if not content.strip():
        raise SaveGameError("not a saved game: the file is empty")
    return read_document(parse_text(content))


def load(path: str | os.PathLike[str]) -> SavedGame:
    """Open a ``.nwgame`` file; every failure is one :class:`SaveGameError`."""
    try:
        with open(path, "rb") as f:
            content = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveGameError(f"cannot read {os.fspath(path)}: {exc.strerror or exc}") from None
    return loads(content)


def save(path: str | os.PathLike[str], game: Game, seats: Sequence[Seat], *, seed: int | None = None,
         created: str | None = None) -> Document:
    """Write ``game`` to ``path`` atomically; return the document written."""
    document = build_document(game, seats, seed=seed, created=created)
    write_atomic(path, dumps(document).encode("utf-8"))
    return document


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write to a temporary file beside ``path``, fsync it, then rename it over ``path``.

    Either the new content is complete at ``path`` or the old file is untouched.
    """
    target = Path(path)
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        if hasattr(os, "fchmod"):  # keep the mode an existing file has, else the usual one
            os.fchmod(fd, _mode_of(target))
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp_name, target)
        tmp_name = None
        _sync_folder(target.parent)
    except OSError as exc:
        raise SaveGameError(f"cannot save to {target}: {exc.strerror or exc}") from None
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


def _mode_of(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return FILE_MODE


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
