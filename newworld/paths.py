"""The one module that owns every path the app writes to.

Paths come from platformdirs (the per-user folders of each platform). The
environment variable ``NEWWORLD_HOME`` redirects all of them into one folder
(tests and portable installs use it): ``$NEWWORLD_HOME/data``, ``/config``,
``/cache``, ``/logs``.

Functions return paths; they never create folders except where the name says
``ensure``.
"""

from __future__ import annotations

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


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and its parents) if missing; return it."""
    path.mkdir(parents=True, exist_ok=True)
    return path
