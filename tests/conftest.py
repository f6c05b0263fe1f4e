"""Test set-up. Qt must run offscreen: set before any Qt import."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import (Qt is imported lazily below)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The main window with a fresh controller, no animations, no dialogs, paths in tmp_path."""
    from PySide6.QtCore import QSettings

    from newworld.controller.controller import GameController
    from newworld.gui.mainwindow import MainWindow

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    controller = GameController(autosave=False, ai_delay_ms=0)
    controller.move_time = 0.05
    w = MainWindow(controller, settings)
    w.show_dialogs = False
    w.ask_order = False
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    controller.shutdown()


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, which must not quit when a test closes its last window.

    A quit outside ``exec()`` (tests/test_packaging.py's start-up probe closes its window
    after the loop) makes every later event loop return at once, so ``qtbot.waitUntil``
    would stop processing events in all the tests after it.
    """
    qapp.setQuitOnLastWindowClosed(False)
    return qapp
