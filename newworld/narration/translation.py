"""Loading the translations: Qt's QTranslator over ``resources/i18n/newworld_<lang>.qm``.

Every text the narration and the window make goes through Qt's translation
(``self.tr()`` in a QObject subclass: lupdate finds those calls, and the class
name is the context). Source texts are English, and English plurals come from a
translation too: ``newworld_en.qm`` holds the English forms of every ``%n``
text ("%n card(s)" -> "1 card", "2 cards"), the way Qt recommends. A
translation into another language is installed over it, so texts it leaves out
fall back to English.

``NEWWORLD_LANGUAGE`` (for example ``de``) overrides the system locale.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from newworld.resources import resource_dir

LANGUAGE_ENV = "NEWWORLD_LANGUAGE"
PREFIX = "newworld_"
FOLDER = "i18n"

_installed: list[QTranslator] = []  # Qt does not own them: keep them alive


def translations_dir() -> str:
    return str(resource_dir() / FOLDER)


def wanted_language() -> QLocale:
    name = os.environ.get(LANGUAGE_ENV, "").strip()
    return QLocale(name) if name else QLocale()


def install(app: QCoreApplication | None = None, locale: QLocale | None = None) -> list[str]:
    """Install English plurals and the translation for ``locale`` (the system's by default)
    into the running application; return the files loaded. Calling it again replaces them."""
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QCoreApplication (or QApplication) before installing translations")
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    loaded: list[str] = []
    english = QTranslator()
    if english.load(PREFIX + "en", translations_dir()):
        QCoreApplication.installTranslator(english)
        _installed.append(english)
        loaded.append(english.filePath())
    other = QTranslator()
    locale = locale or wanted_language()
    if locale.language() != QLocale.Language.English and other.load(locale, PREFIX.rstrip("_"), "_",
                                                                    translations_dir()):
        QCoreApplication.installTranslator(other)  # installed last: asked first
        _installed.append(other)
        loaded.append(other.filePath())
    return loaded


def ensure_application() -> QCoreApplication:
    """The running application, or a new QCoreApplication (for the command-line tools), with
    the translations installed."""
    app = QCoreApplication.instance()
    if app is None:
        app = QCoreApplication(["newworld-cli"])
    if not _installed:
        install(app)
    return app
