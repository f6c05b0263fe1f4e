"""Which languages New World speaks, and which one the player asked for (no Qt: the terminal reads it too).

The language, first found first: the ``--lang`` option, ``NEWWORLD_LANG``
(``NEWWORLD_LANGUAGE`` is its older name), the Preferences, the system's.
``pseudo`` is the layout-test language of :mod:`newworld.narration.pseudo`.
"""

from __future__ import annotations

import locale
import os
from pathlib import Path

from newworld.resources import resource_dir

LANG_ENV = "NEWWORLD_LANG"
OLD_LANG_ENV = "NEWWORLD_LANGUAGE"  # the variable's first name, still read
PREFIX = "newworld_"
FOLDER = "i18n"
ENGLISH = "en"
PSEUDO = "pseudo"
# Each shipped language's name for itself (Qt's names may carry a country: "español de España").
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español", "pl": "Polski",
                PSEUDO: "Pseudo (layout test)"}


class UnknownLanguage(ValueError):
    """A language asked for by name (``--lang``) that New World has no translation for."""


def translations_dir() -> str:
    return str(resource_dir() / FOLDER)


def available_languages() -> list[str]:
    """The codes of the languages New World speaks: English and each ``newworld_<code>.qm`` shipped."""
    found = {p.stem.removeprefix(PREFIX) for p in Path(translations_dir()).glob(f"{PREFIX}*.qm")}
    return sorted(found | {ENGLISH})


def requested_language(option: str | None = None, setting: str | None = None) -> str:
    """The language asked for, first found first: ``option`` (``--lang``), the environment, the
    Preferences' ``setting``; "" means the system's."""
    for candidate in (option, os.environ.get(LANG_ENV), os.environ.get(OLD_LANG_ENV), setting):
        if candidate and candidate.strip():
            return candidate.strip()
    return ""


def check_language(code: str) -> str:
    """``code`` if New World speaks it (or it is ``pseudo``, or "" for the system's), else
    :class:`UnknownLanguage` with a one-line message naming those it speaks."""
    if not code or code == PSEUDO or base_language(code) in available_languages():
        return code
    raise UnknownLanguage(f"no translation for {code!r} (New World speaks {', '.join(available_languages())})")


def base_language(code: str) -> str:
    """The language of a locale name: "de_AT" -> "de", "pt-BR" -> "pt"."""
    return code.replace("-", "_").split("_")[0].split(".")[0].lower()


def system_language() -> str:
    """The system's language as the environment names it (LC_ALL, LC_MESSAGES, LANG; else the locale's),
    for a front end without Qt; "en" when it names none."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value and value not in ("C", "POSIX"):
            return base_language(value)
    found = locale.getlocale()[0]
    return base_language(found) if found else ENGLISH
