"""The ``newworld`` entry point: the game window.

``--version`` and ``--self-test`` are answered before any window (or Qt) is
created. Heavy work is kept out of the way of the first window: the main
window is shown first, then the resume prompt or the new-game panel comes up.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def _parse(argv: list[str]) -> tuple[bool, bool, list[str]]:
    version = "--version" in argv
    selftest = "--self-test" in argv
    rest = [a for a in argv if a not in ("--version", "--self-test")]
    return version, selftest, rest


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    version, selftest, rest = _parse(args)
    if version:
        from newworld import __version__

        print(f"New World {__version__}")
        return 0
    if selftest:
        from newworld import selftest as selftest_module

        code: int = selftest_module.main([a for a in rest if a.startswith("-")] or None)
        return code

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "newworld", *rest])
    app.setApplicationName("New World")
    app.setOrganizationName("NewWorld")
    QGuiApplication.setDesktopFileName("io.github.newworld.NewWorld")  # Wayland finds the icon by this id
    try:
        from newworld.selftest import install_startup_probe

        install_startup_probe(app)
    except ImportError:  # pragma: no cover
        pass
    from newworld.gui.mainwindow import MainWindow

    window = MainWindow()
    window.show()
    files = [a for a in rest if a.endswith(".nwgame")]

    def after_show() -> None:
        if files:
            window.open_file(files[0])
        elif not window.offer_resume():
            window.new_game_dialog()

    QTimer.singleShot(50, after_show)
    result = app.exec()
    return int(result)


if __name__ == "__main__":
    sys.exit(main())
