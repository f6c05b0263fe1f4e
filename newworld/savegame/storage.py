"""Reading saved games with a size cap, writing them atomically (and privately)."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from newworld.engine.game import Game
from newworld.savegame import winfs
from newworld.savegame.errors import SaveGameError, SaveProblem
from newworld.savegame.format import Document, build_document, dumps, parse_text, read_document
from newworld.savegame.model import SavedGame, Seat
from newworld.savegame.play import NO_PLAY_STATE, PlayState

MAX_BYTES = 256 * 1024  # a whole game is about 5 KB
FILE_MODE = 0o600  # a saved game holds the hidden deck order: for its owner only
TMP_SUFFIX = ".tmp"
ORPHAN_SECONDS = 600  # a temporary file this old was left by an interrupted save


def loads(content: bytes | str) -> SavedGame:
    """A saved game from the file's content (bytes or text)."""
    if isinstance(content, bytes):
        if len(content) > MAX_BYTES:
            raise SaveGameError(f"the file is too large for a saved game ({len(content)} bytes, "
                                f"at most {MAX_BYTES})", SaveProblem.TOO_LARGE)
        try:
            content = content.decode("utf-8-sig")  # tolerate a byte order mark
        except UnicodeDecodeError as exc:
            raise SaveGameError(f"not a saved game: not UTF-8 text (byte {exc.start})",
                                SaveProblem.NOT_A_SAVE) from None
    if len(content) > MAX_BYTES:
        raise SaveGameError(f"the text is too large for a saved game (at most {MAX_BYTES} characters)",
                            SaveProblem.TOO_LARGE)
    if not content.strip():
        raise SaveGameError("not a saved game: the file is empty", SaveProblem.NOT_A_SAVE)
    return read_document(parse_text(content))


def load(path: str | os.PathLike[str]) -> SavedGame:
    """Open a ``.nwgame`` file; every failure is one :class:`SaveGameError`.

    Anything but a regular file (a FIFO, a folder, a device) is refused before a byte
    is read, so opening never blocks.
    """
    return loads(read_regular(path, MAX_BYTES + 1))


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """Up to ``limit`` bytes of the regular file ``path``; SaveGameError for anything else."""
    where = os.fspath(path)
    try:
        # O_NONBLOCK: opening a FIFO returns at once (instead of waiting for a writer); fstat then refuses it.
        fd = os.open(winfs.long_path(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as exc:  # ValueError: a NUL character in the name
        raise SaveGameError(f"cannot read {where}: {getattr(exc, 'strerror', None) or exc}",
                            SaveProblem.UNREADABLE) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise SaveGameError(f"cannot read {where}: not a regular file ({_kind(mode)})", SaveProblem.UNREADABLE)
        chunks = []
        size = 0
        while size < limit:
            chunk = os.read(fd, limit - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise SaveGameError(f"cannot read {where}: {exc.strerror or exc}", SaveProblem.UNREADABLE) from None
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device")):
        if test(mode):
            return name
    return "a special file"


def save(path: str | os.PathLike[str], game: Game, seats: Sequence[Seat], *, seed: int | None = None,
         created: str | None = None, game_id: str | None = None, play: PlayState = NO_PLAY_STATE,
         mode: int | None = None) -> Document:
    """Write ``game`` to ``path`` atomically; return the document written.

    The text is read back (parsed, checked and replayed) before it is written: a file the
    app would refuse to open is never written. ``mode``: the file's permissions (default:
    an existing file keeps its own, a new one is 0600).
    """
    document = build_document(game, seats, seed=seed, created=created, game_id=game_id, play=play)
    text = dumps(document)
    try:
        loads(text)
        data = text.encode("utf-8")
    except (SaveGameError, UnicodeError) as exc:
        raise SaveGameError(f"cannot save: the file would not open again ({exc})", SaveProblem.SETUP) from None
    write_atomic(path, data, mode=mode)
    return document


def write_atomic(path: str | os.PathLike[str], data: bytes, *, mode: int | None = None) -> None:
    """Write to a temporary file beside ``path``, fsync it, then rename it over ``path``.

    Either the new content is complete at ``path`` or the old file is untouched. Temporary
    files that interrupted saves of ``path`` left behind are removed. On Windows a name it
    refuses is refused here with the reason, and a replace refused because another process
    has the file open is retried for a moment (:mod:`newworld.savegame.winfs`).
    """
    target = Path(path)
    problem = winfs.name_problem(target.name) if winfs.IS_WINDOWS else None
    if problem:
        raise SaveGameError(f"cannot save to {target}: {problem}", SaveProblem.UNWRITABLE)
    folder = winfs.long_path(target.parent)
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TMP_SUFFIX, dir=folder)
        if hasattr(os, "fchmod"):
            os.fchmod(fd, _mode_of(target) if mode is None else mode)
        try:
            f = os.fdopen(fd, "wb")
        except BaseException:
            os.close(fd)  # an open file cannot be deleted on Windows: the temporary file would stay
            raise
        with f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        winfs.replace(tmp_name, os.path.join(folder, target.name))
        tmp_name = None
        _sync_folder(target.parent)
    except (OSError, ValueError) as exc:  # ValueError: a NUL character in the name
        raise SaveGameError(f"cannot save to {target}: {getattr(exc, 'strerror', None) or exc}",
                            SaveProblem.UNWRITABLE) from None
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
    remove_orphans(Path(folder), f".{target.name}.")


def remove_orphans(folder: Path, prefix: str = ".") -> int:
    """Delete temporary files (``<prefix>*.tmp``) that interrupted saves left in ``folder``.

    Only files older than :data:`ORPHAN_SECONDS`: a younger one may belong to a save
    running right now in another window. Returns how many were removed.
    """
    removed = 0
    limit = time.time() - ORPHAN_SECONDS
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            if not (entry.name.startswith(prefix) and entry.name.endswith(TMP_SUFFIX)):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < limit:
                    os.unlink(entry.path)
                    removed += 1
    return removed


def _mode_of(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return FILE_MODE


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (Windows opens no folder as a file)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
