"""The log: a rotating file in the log folder, with crashes (faulthandler) and uncaught exceptions in it.

The game window calls :func:`setup` once at start. The packaged app has no console, so
without the file every traceback would be lost. Pure Python (no Qt): the window adds
what the player sees (:mod:`newworld.gui.errors`).
"""

from __future__ import annotations

import contextlib
import faulthandler
import io
import logging
import logging.handlers
import os
import platform
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from newworld import __version__, paths

LOG_FILE_NAME = "newworld.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(__name__)

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def log_file() -> Path:
    """The current log file (older ones are ``newworld.log.1`` … beside it)."""
    return paths.log_dir() / LOG_FILE_NAME


class _FileHandler(logging.handlers.RotatingFileHandler):
    """A rotating file that faulthandler writes into as well (it follows each rotation).

    On Windows a file another process has open cannot be renamed: while a second window
    writes the same log, the rotation fails. Then this window goes on writing the current
    file and tries again :data:`RETRY_SECONDS` later; the old logs are shifted only once the
    current one could be moved, so a failed rotation loses none of them.
    """

    RETRY_SECONDS = 60.0
    _retry_at = 0.0

    def _open(self) -> io.TextIOWrapper:
        stream = super()._open()
        with contextlib.suppress(OSError):
            os.chmod(self.baseFilename, 0o600)  # file names and player names are the player's business
        return stream

    def shouldRollover(self, record: logging.LogRecord) -> bool:  # noqa: N802 - logging's name
        return time.monotonic() >= self._retry_at and bool(super().shouldRollover(record))

    def doRollover(self) -> None:  # noqa: N802 - logging's name
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        moving = f"{self.baseFilename}.rotating"
        try:
            os.replace(self.baseFilename, moving)  # fails at once while another process has it open (Windows)
        except OSError:
            self._retry_at = time.monotonic() + self.RETRY_SECONDS
        else:
            with contextlib.suppress(OSError):
                for n in range(self.backupCount - 1, 0, -1):
                    older = self.rotation_filename(f"{self.baseFilename}.{n}")
                    if os.path.exists(older):
                        os.replace(older, self.rotation_filename(f"{self.baseFilename}.{n + 1}"))
                os.replace(moving, self.rotation_filename(f"{self.baseFilename}.1"))
        self.stream = self._open()
        faulthandler.enable(self.stream)  # never left on the closed file (its descriptor may be reused)


def setup(level: int = logging.INFO) -> Path | None:
    """Log to :func:`log_file`; return it, or None when it cannot be written (then to stderr).

    Never raises: a log folder that cannot be created must not stop the app.
    """
    root = logging.getLogger()
    for handler in root.handlers:
        if isinstance(handler, _FileHandler):
            return Path(handler.baseFilename)
    path = log_file()
    try:
        paths.ensure_app_dir(path.parent)
        file_handler = _FileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8",
                                    errors="backslashreplace")
    except OSError as exc:
        logging.basicConfig(level=logging.WARNING, format=FORMAT)
        log.warning("cannot write the log file %s: %s", path, exc.strerror or exc)
        return None
    file_handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(file_handler)
    if sys.stderr is not None:  # warnings also on the terminal (a windowed app may have none)
        console = logging.StreamHandler()
        console.setLevel(logging.WARNING)
        console.setFormatter(logging.Formatter("newworld: %(levelname)s: %(message)s"))
        root.addHandler(console)
    root.setLevel(level)
    logging.captureWarnings(True)
    if file_handler.stream is not None:
        faulthandler.enable(file_handler.stream)
    # (not platform.platform(): it reads the whole Python binary, 60 ms before the first window)
    log.info("New World %s started (Python %s, %s %s)", __version__, platform.python_version(), platform.system(),
             platform.release())
    return path


def details(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> str:
    """The text a player can copy into a bug report: versions, then the traceback."""
    head = f"New World {__version__}, Python {platform.python_version()}, {platform.platform()}"
    return head + "\n" + "".join(traceback.format_exception(exc_type, exc, tb))


def install_excepthook(show: Callable[[str], None]) -> None:
    """Uncaught exceptions (in any thread) go to the log, then ``show(details)`` tells the player.

    ``show`` may be called from any thread (the window's reporter queues it to the GUI
    thread). The program goes on: Qt calls the hook for an exception in a slot and
    continues with the next one, so the game and its autosave stay as they were.
    """

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        text = details(exc_type, exc, tb)
        log.error("uncaught exception:\n%s", text.rstrip())
        try:
            show(text)
        except Exception:  # noqa: BLE001 - the hook itself must never fail
            log.exception("cannot show the error to the player")

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            hook(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = hook
    threading.excepthook = thread_hook
