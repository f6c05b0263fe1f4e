"""Loading the translations: Qt's QTranslator over ``resources/i18n/newworld_<lang>.qm``.

Every text the narration and the window make goes through Qt's translation
(``self.tr()`` in a QObject subclass, or a :class:`~newworld.words.translate.Words`
one: lupdate finds those calls, and the class name is the context). Source texts
are English, and English plurals come from a translation too: ``newworld_en.qm`` holds the English forms of every ``%n``
text ("%n card(s)" -> "1 card", "2 cards"), the way Qt recommends. A
translation into another language is installed over it, so texts it leaves out
fall back to English; Qt's own translation of its standard dialogs and buttons
(``qtbase_<lang>.qm``, from PySide6) comes with it.

The language, first found first: the ``--lang`` option, ``NEWWORLD_LANG``,
the Preferences, the system's (:mod:`newworld.words.languages`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from newworld.words import translate as words
from newworld.words.languages import (
    ENGLISH,
    NATIVE_NAMES,
    PREFIX,
    PSEUDO,
    requested_language,
    translations_dir,
)

QT_PREFIX = "qtbase_"

log = logging.getLogger(__name__)

_installed: list[QTranslator] = []  # Qt does not own them: keep them alive
_language = ENGLISH


def language_name(code: str) -> str:
    """The language's own name for itself: "Deutsch", "Français", "Polski"."""
    if code in NATIVE_NAMES:
        return NATIVE_NAMES[code]
    name = QLocale(code).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else code


def current_language() -> str:
    """The code of the language installed last ("en" when none but English)."""
    return _language


def install(app: QCoreApplication | None = None, language: str | None = None) -> list[str]:
    """Install English plurals and the translation for ``language`` (a code such as "de"; None:
    :func:`requested_language`, "" the system's) into the running application, with Qt's own
    translation for that language; return the files loaded. Calling it again replaces them."""
    global _language
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QCoreApplication (or QApplication) before installing translations")
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    _language = ENGLISH
    words.use(QCoreApplication.translate)  # the narration's Words classes ask Qt too, once it runs here
    code = requested_language() if language is None else language
    english = QTranslator()
    if english.load(PREFIX + ENGLISH, translations_dir()):
        _add(english)
    if code == PSEUDO:
        from newworld.narration.pseudo import PseudoTranslator

        _add(PseudoTranslator(english))
        _language = PSEUDO
        return [f.filePath() for f in _installed if f.filePath()] + [PSEUDO]
    # QLocale.system(), not QLocale(): the default locale is what the last install set.
    locale = QLocale(code) if code else QLocale.system()
    QLocale.setDefault(QLocale.system())
    if locale.language() not in (QLocale.Language.English, QLocale.Language.C):
        ours = QTranslator()
        if ours.load(locale, PREFIX.rstrip("_"), "_", translations_dir()):
            qt = QTranslator()
            if any(qt.load(locale, QT_PREFIX.rstrip("_"), "_", folder) for folder in qt_translations_dirs()):
                _add(qt)
            else:
                log.warning("Qt's own translation for %s was not found in %s", locale.name(),
                            " or ".join(qt_translations_dirs()))
            _add(ours)  # installed last: asked first
            _language = Path(ours.filePath()).stem.removeprefix(PREFIX)
            QLocale.setDefault(locale)
        elif code:
            log.warning("no translation for %r: English", code)
    return [t.filePath() for t in _installed]


def completeness(folder: Path | None = None) -> dict[str, dict[str, int]]:
    """Per language of the ``newworld_<code>.ts`` sources in ``folder`` (English's plural forms left
    out): the number of texts and of those still unfinished (not translated, or marked unfinished)."""
    import xml.etree.ElementTree as ET  # (here: the app bundle leaves XML out; only newworld-cli needs it)

    folder = folder or Path(translations_dir())
    report: dict[str, dict[str, int]] = {}
    for ts in sorted(folder.glob(f"{PREFIX}*.ts")):
        code = ts.stem.removeprefix(PREFIX)
        if code == ENGLISH:
            continue
        strings = unfinished = 0
        for message in ET.parse(ts).iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            strings += 1
            forms = translation.findall("numerusform") if translation is not None else []
            texts = [f.text for f in forms] if forms else [translation.text if translation is not None else None]
            if kind == "unfinished" or not all(t and t.strip() for t in texts):
                unfinished += 1
        report[code] = {"strings": strings, "unfinished": unfinished}
    return report


def _add(translator: QTranslator) -> None:
    QCoreApplication.installTranslator(translator)
    _installed.append(translator)


def qt_translations_dirs() -> list[str]:
    """Where Qt's own ``qtbase_<lang>.qm`` may be: Qt's translations folder as Qt reports it, and
    the one inside the PySide6 package (where the app bundle keeps those of the shipped languages)."""
    import PySide6

    beside = str(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    reported = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return list(dict.fromkeys(d for d in (reported, beside) if d))


def ensure_application() -> QCoreApplication:
    """The running application, or a new QCoreApplication (for the command-line tools), with
    the translations installed."""
    app = QCoreApplication.instance()
    if app is None:
        app = QCoreApplication(["newworld-cli"])
    if not _installed:
        install(app)
    return app
