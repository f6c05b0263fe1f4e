"""The ``newworld`` entry point: the game window.

``--help``, ``--version`` and ``--self-test`` are answered before any window (or Qt) is
created. Heavy work is kept out of the way of the first window: Qt and the window are
imported only when a window is wanted, the main window is shown first, then the saved
game, the resume prompt or the new-game panel comes up. The window logs to a file in
the log folder (``--help`` names it); an unexpected error is logged and shown in a box,
and the game goes on.
"""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import os
import sys
from collections.abc import Sequence

# Qt's own command-line options (``-platform offscreen``…) still reach QApplication.
QT_OPTIONS_WITH_VALUE = ("-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
                         "-qwindowtitle", "-qwindowicon", "-style", "-stylesheet", "-session", "-display",
                         "-geometry")
QT_FLAGS = ("-reverse", "-widgetcount", "-nograb", "-dograb", "-sync")
APP_ID = "io.github.newworld.NewWorld"  # the desktop entry's name; Wayland's app id
# X11's WM_CLASS (instance and class), the desktop entry's StartupWMClass: taskbars
# match the window to the entry (and its icon) by it. Fixed, whatever the executable is
# called (``newworld``, ``python -m newworld``, the bundle's ``NewWorld``).
WM_CLASS = "newworld"
TEXT_OPTIONS = frozenset({"--version", "--self-test", "--help", "-h"})  # answered in text, without a window
NO_DISPLAY = ("New World needs a graphical display: no DISPLAY or WAYLAND_DISPLAY is set "
              "(run it in a desktop session, or set QT_QPA_PLATFORM).")


def _split_qt(argv: list[str]) -> tuple[list[str], list[str]]:
    """(our arguments, Qt's arguments)."""
    ours: list[str] = []
    qt: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in QT_OPTIONS_WITH_VALUE and i + 1 < len(argv):
            qt += argv[i:i + 2]
            i += 2
            continue
        if arg in QT_FLAGS:
            qt.append(arg)
        else:
            ours.append(arg)
        i += 1
    return ours, qt


def _parser() -> argparse.ArgumentParser:
    from newworld import logs, paths
    from newworld.native import VersionAction

    parser = argparse.ArgumentParser(
        prog="newworld",
        formatter_class=argparse.RawDescriptionHelpFormatter,  # keeps the folder names whole
        description="New World: A Carcassonne Game: the game window. Play against computer players\n"
                    "(Easy, Medium, Hard, Expert), with friends taking turns at one screen, or over the\n"
                    "network (Game → Host network game / Join network game).",
        epilog="Without FILE the unfinished game from last time is offered, or a new game is set up.\n\n"
               f"autosaved games: {paths.autosave_dir()}\n"
               f"log folder:      {paths.log_dir()} (the log: {logs.LOG_FILE_NAME})\n\n"
               "Command-line tools: newworld-cli --help; a game server for a club: newworld-server --help.")
    parser.add_argument("file", nargs="?", metavar="FILE.nwgame", help="open this saved game")
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--lang", metavar="CODE",
                        help="the window's language: en, de, fr, es, pl, or pseudo (the layout test); default: "
                             "NEWWORLD_LANG, else the Preferences, else the system's")
    parser.add_argument("--self-test", action="store_true",
                        help="play a short game without a window, check the installation, print one line "
                             "(more: newworld --self-test --help)")
    return parser


def has_display(qt_args: Sequence[str] = ()) -> bool:
    """False on Linux without a display server to talk to (Qt would abort there)."""
    if not sys.platform.startswith("linux"):
        return True
    if "-platform" in qt_args:
        return True
    return any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def main(argv: Sequence[str] | None = None) -> int:
    # In the app bundle the computer players' worker processes start this same
    # executable: freeze_support() runs them (and returns at once otherwise).
    multiprocessing.freeze_support()
    args_in = list(sys.argv[1:] if argv is None else argv)
    if TEXT_OPTIONS.intersection(args_in):  # Windows' NewWorld.exe has no console: where the answer goes
        from newworld import windows

        finish = windows.output_for_player("New World")
        code = _run(args_in)
        finish(code)
        return code
    return _run(args_in)


def _run(args_in: list[str]) -> int:
    if "--self-test" in args_in:  # its own options (--players N, --no-qt…) go to the self-test
        from newworld import selftest as selftest_module

        code: int = selftest_module.main([a for a in args_in if a != "--self-test"])
        return code
    ours, qt_args = _split_qt(args_in)
    try:
        args = _parser().parse_args(ours)
    except SystemExit as exc:  # --help, --version, or a usage error (already printed)
        return int(exc.code or 0) if isinstance(exc.code, int | None) else 2
    if args.lang is not None:
        from newworld.words.languages import UnknownLanguage, check_language

        try:
            check_language(args.lang.strip())
        except UnknownLanguage as exc:
            print(f"newworld: {exc}", file=sys.stderr)
            return 2
    if not has_display(qt_args):
        print(NO_DISPLAY, file=sys.stderr)
        return 1
    return run_window(args.file, qt_args, args.lang)


def run_window(file: str | None, qt_args: list[str], lang: str | None = None) -> int:
    from newworld import logs

    log_path = logs.setup()
    from newworld.gui.settings import apply_ui_scale, open_settings, read_language
    from newworld.words.languages import available_languages, requested_language

    settings = open_settings()
    apply_ui_scale(settings)  # before the QApplication: Qt reads its scale factor once
    language = requested_language(lang, read_language(settings, available_languages()))
    del settings  # the window opens its own
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from newworld import windows

    windows.set_app_id(APP_ID)  # Windows' taskbar groups the windows under the game's icon by it
    # Under X11 Qt takes WM_CLASS's instance from "-name" (else the executable's name) and
    # its class from the application name.
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "newworld", "-name", WM_CLASS,
                                                   *qt_args])
    app.setApplicationName(WM_CLASS)  # the windows' titles are their own ("New World", ...)
    app.setOrganizationName("NewWorld")
    QGuiApplication.setDesktopFileName(APP_ID)  # Wayland finds the entry and its icon by this id
    from newworld.gui.palette import apply_widget_look

    apply_widget_look(app)  # one look on light and dark desktops
    from newworld.gui.errors import ErrorReporter, log_qt_messages

    log_qt_messages()
    reporter = ErrorReporter(log_path, app)
    logs.install_excepthook(reporter.report)
    from newworld.narration import install

    install(app, language)
    try:
        from newworld.selftest import install_startup_probe

        install_startup_probe(app)
    except ImportError:  # pragma: no cover
        pass
    try:
        from newworld.gui.mainwindow import MainWindow

        window = MainWindow()
    except Exception as exc:  # noqa: BLE001 - said in a box (the packaged app has no console), then exit 1
        logging.getLogger(__name__).exception("the window could not be created")
        where = f"Details are in the log file {log_path}." if log_path else ""
        QMessageBox.critical(None, "New World", f"New World could not start: {type(exc).__name__}: {exc}\n{where}")
        return 1
    window.show()

    QTimer.singleShot(50, lambda: window.start_up(file))
    result = app.exec()
    return int(result)


if __name__ == "__main__":
    sys.exit(main())
