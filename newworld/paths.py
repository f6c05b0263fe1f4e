"""The one module that owns every path the app writes to.

Paths come from platformdirs (the per-user folders of each platform). The
environment variable ``NEWWORLD_HOME`` redirects all of them into one folder
(tests and portable installs use it): ``$NEWWORLD_HOME/data``, ``/config``,
``/cache``, ``/logs``.

Functions return paths; they never create folders except where the name says
``ensure``. Folders the app creates are private (mode 0700): saved games hold
the hidden deck order.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
import os
from pathlib import Path

import platformdirs

APP_NAME = "NewWorld"
APP_AUTHOR = "NewWorld"
HOME_ENV = "NEWWORLD_HOME"
SAVE_SUFFIX = ".nwgame"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """Per-user data: autosaves and other files the app keeps."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def config_dir() -> Path:
    """Per-user settings."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def cache_dir() -> Path:
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP_NAME, APP_AUTHOR))


def log_dir() -> Path:
    home = _home()
    return home / "logs" if home else Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR))


def autosave_dir() -> Path:
    """Where the controller writes an autosave after every turn."""
    return data_dir() / "autosave"


def saves_dir() -> Path:
    """The default folder offered by the Save and Open dialogs."""
    home = _home()
    if home:
        return home / "saves"
    return Path(platformdirs.user_documents_dir()) / "New World"


def settings_file() -> Path:
    return config_dir() / "settings.ini"


PRIVATE_DIR_MODE = 0o700

log = logging.getLogger(__name__)


def ensure_dir(path: Path) -> Path:
    """Create ``path`` if missing (mode 0700; missing parents get the usual mode); return it.

    Raises OSError when it cannot be created (for example a dangling link or a read-only parent).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    path.mkdir(mode=PRIVATE_DIR_MODE, exist_ok=True)
    return path


def ensure_app_dir(path: Path) -> Path:
    """Like :func:`ensure_dir`, for a folder that belongs to the app alone: also made private if it exists."""
    ensure_dir(path)
    with contextlib.suppress(OSError):
        if path.stat().st_mode & 0o077:
            path.chmod(PRIVATE_DIR_MODE)
    return path


def new_save_path(now: datetime.datetime | None = None) -> Path:
    """What the Save dialog offers for a game not saved yet: ``New World 2026-12-01 21.14.nwgame`` in
    :func:`save_folder` (a number added if that file exists; no colon, which Windows refuses)."""
    folder = save_folder()
    stem = f"New World {(now or datetime.datetime.now()):%Y-%m-%d %H.%M}"
    path, number = folder / f"{stem}.nwgame", 2
    while path.exists():
        path, number = folder / f"{stem} ({number}).nwgame", number + 1
    return path


def save_folder() -> Path:
    """The folder the Save dialog starts in: :func:`saves_dir`, created if need be, else the home folder.

    Never raises: a folder that cannot be created (a dangling ``~/Documents`` link, a
    read-only data folder) is logged and the home folder (or the current one) is used.
    """
    try:
        return ensure_dir(saves_dir())
    except OSError as exc:
        log.warning("cannot create the saves folder %s (%s); offering the home folder", saves_dir(), exc)
    return open_folder()


def open_folder() -> Path:
    """The folder the Open dialog starts in: :func:`saves_dir` if it exists, else the home folder."""
    for folder in (saves_dir, Path.home, Path.cwd):
        try:
            candidate = folder()
            if candidate.is_dir():
                return candidate
        except (OSError, RuntimeError):  # RuntimeError: no home folder can be determined
            continue
    return Path(os.sep)
