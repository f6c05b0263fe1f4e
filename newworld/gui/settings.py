"""The window's preferences (QSettings), read with checks: a damaged value never stops the app.

Every value is checked; a bad one falls back to its default and is logged. The
settings file itself is refused before Qt reads it when it is not a regular file (a
FIFO would block the start) or far larger than settings ever are: it is renamed to
``settings.ini.damaged`` and the app starts with defaults.
"""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from newworld import paths
from newworld.controller import NO_CLOCK, ClockError, ClockSetting
from newworld.controller.seats import MAX_PLAYERS, SaveGameError, Seat, check_seat, printable
from newworld.gui.sounds import CuePreferences
from newworld.narration import available_languages

UI_SCALES = (100, 125, 150, 175, 200)  # per cent: the interface size preference (QT_SCALE_FACTOR)
MAX_FILE_BYTES = 1 << 20  # real settings are about 2 KB
MAX_PATH_CHARS = 4096

log = logging.getLogger(__name__)


def open_settings(path: Path | None = None) -> QSettings:
    """The settings in ``path`` (default :func:`paths.settings_file`), after checking the file."""
    path = path or paths.settings_file()
    problem = _file_problem(path)
    if problem:
        aside = path.with_name(path.name + ".damaged")
        try:
            os.replace(path, aside)
            log.warning("settings file %s %s: moved to %s, starting with defaults", path, problem, aside.name)
        except OSError as exc:
            log.warning("settings file %s %s and cannot be moved (%s): defaults for this session", path, problem,
                        exc.strerror or exc)
            import tempfile  # (only here: it is slow to import, and start-up time counts)

            path = Path(tempfile.mkdtemp(prefix="newworld-settings-")) / "settings.ini"
    return QSettings(str(path), QSettings.Format.IniFormat)


def _file_problem(path: Path) -> str:
    try:
        info = path.lstat()
    except OSError:
        return ""  # missing (a first start) or unreachable: QSettings copes
    if stat.S_ISLNK(info.st_mode):
        try:
            info = path.stat()
        except OSError:
            return ""  # a dangling link: QSettings writes through it or fails quietly
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file"
    if info.st_size > MAX_FILE_BYTES:
        return f"is too large ({info.st_size} bytes)"
    return ""


def _bad(key: str, value: Any, default: Any) -> None:
    log.warning("setting %s: bad value %s, using %r", key, printable(repr(value))[:80], default)


def read_int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    value = settings.value(key, default)
    try:
        number = int(str(value).strip())
    except ValueError:
        number = low - 1
    if isinstance(value, bool) or not low <= number <= high:
        _bad(key, value, default)
        return default
    return number


def read_ai_cores(settings: QSettings) -> int | None:
    """The preference capping Hard's cores (``ai_cores``); None when it is not set: all cores but one."""
    if not settings.contains("ai_cores"):
        return None
    return read_int(settings, "ai_cores", 0, 0, 1024) or None  # a bad value: 0, as if not set


def read_bool(settings: QSettings, key: str, default: bool) -> bool:
    value = settings.value(key, default)
    if value in (True, "true"):
        return True
    if value in (False, "false"):
        return False
    _bad(key, value, default)
    return default


def read_language(settings: QSettings, available: Sequence[str] | None = None) -> str:
    """The language chosen in the Preferences: one of ``available`` (default: those New World
    speaks), or "" for the system's."""
    available = available_languages() if available is None else available
    value = settings.value("language", "")
    if value in ("", None):
        return ""
    if isinstance(value, str) and value in available:
        return value
    _bad("language", value, "")
    return ""


def read_ui_scale(settings: QSettings) -> int:
    """The interface size in per cent, one of :data:`UI_SCALES`."""
    scale = read_int(settings, "ui_scale", 100, UI_SCALES[0], UI_SCALES[-1])
    if scale not in UI_SCALES:
        _bad("ui_scale", scale, 100)
        return 100
    return scale


def write_start_preferences(settings: QSettings, language: str, ui_scale: int) -> None:
    """Save the preferences read at start-up (language, interface size)."""
    settings.setValue("language", language)
    settings.setValue("ui_scale", ui_scale)


def apply_ui_scale(settings: QSettings) -> None:
    """Set Qt's scale factor from the preference (before the QApplication is made); a
    ``QT_SCALE_FACTOR`` already in the environment wins."""
    scale = read_ui_scale(settings)
    if scale != 100 and "QT_SCALE_FACTOR" not in os.environ:
        os.environ["QT_SCALE_FACTOR"] = f"{scale / 100:g}"


def read_cues(settings: QSettings) -> CuePreferences:
    """Sound on or off, its volume, and whether "your turn" may show a desktop notification."""
    default = CuePreferences()
    return CuePreferences(read_bool(settings, "sound_on", default.sound),
                          read_int(settings, "sound_volume", default.volume, 0, 100),
                          read_bool(settings, "notify_turn", default.notify))


def write_cues(settings: QSettings, cues: CuePreferences) -> None:
    settings.setValue("sound_on", "true" if cues.sound else "false")
    settings.setValue("sound_volume", cues.volume)
    settings.setValue("notify_turn", "true" if cues.notify else "false")


def read_geometry(settings: QSettings, key: str = "geometry") -> QByteArray | None:
    value = settings.value(key)
    if value is None:
        return None
    if isinstance(value, QByteArray) and not value.isEmpty() and value.size() < 4096:
        return value
    _bad(key, value, None)
    return None


def read_paths(settings: QSettings, key: str, limit: int) -> list[str]:
    """A list of file names (the Recent menu): at most ``limit``, each a plausible path."""
    value = settings.value(key, [])
    if isinstance(value, str):
        value = [value] if value else []
    if not isinstance(value, list):
        _bad(key, value, [])
        return []
    good = [v for v in value[:limit] if isinstance(v, str) and 0 < len(v) <= MAX_PATH_CHARS and "\0" not in v]
    if len(good) != len(value):
        log.warning("setting %s: %d of %d entries dropped", key, len(value) - len(good), len(value))
    return good


def read_seats(settings: QSettings, defaults: Sequence[Seat]) -> list[Seat]:
    """The seats of the last game: at most five; a seat a saved game could not hold gets its default."""
    count = settings.beginReadArray("seats")
    try:
        if count > MAX_PLAYERS:
            log.warning("setting seats: %d entries, reading the first %d", count, MAX_PLAYERS)
        seats = []
        for i in range(min(count, MAX_PLAYERS)):
            settings.setArrayIndex(i)
            seats.append(_seat(settings, i, defaults[i % len(defaults)]))
    finally:
        settings.endArray()
    return seats


def write_seats(settings: QSettings, seats: Sequence[Seat]) -> None:
    """Remember the seats of the game just started (read back by :func:`read_seats`)."""
    settings.beginWriteArray("seats", len(seats))
    for i, seat in enumerate(seats):
        settings.setArrayIndex(i)
        for key in ("name", "color", "kind", "level"):
            settings.setValue(key, getattr(seat, key))
    settings.endArray()


def read_clock(settings: QSettings) -> ClockSetting:
    """The clock of the last game started (``clock``: ``off``, ``turn:60``, ``chess:600+10``)."""
    value = settings.value("clock", NO_CLOCK.to_str())
    try:
        return ClockSetting.from_str(value)
    except ClockError:
        _bad("clock", value, NO_CLOCK.to_str())
        return NO_CLOCK


def _seat(settings: QSettings, index: int, default: Seat) -> Seat:
    raw = [settings.value(key, getattr(default, key)) for key in ("name", "color", "kind", "level")]
    texts = [v for v in raw if isinstance(v, str)]
    if len(texts) == len(raw):
        try:
            return check_seat(Seat(*texts), f"seats/{index + 1}")
        except SaveGameError as exc:
            log.warning("setting %s; using %r", exc, default.name)
            return default
    _bad(f"seats/{index + 1}", raw, default.name)
    return default


def is_regular_file(name: str) -> bool:
    """Whether ``name`` is a regular file; False (never an exception) for a name too long, a folder
    that may not be entered, a NUL character or anything else odd."""
    try:
        return stat.S_ISREG(os.stat(name).st_mode)
    except (OSError, ValueError):
        return False
