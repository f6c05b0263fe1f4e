"""Test set-up. Qt must run offscreen: set before any Qt import."""

import logging
import os
import sys
import threading

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import (Qt is imported lazily below)


@pytest.fixture(scope="session", autouse=True)
def translations(qapp):
    """One QApplication for the whole session (a command-line tool run in-process must not make a
    QCoreApplication first), with the English plural forms installed as the app does."""
    from newworld.narration import install

    install(qapp)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The main window with a fresh controller, no animations, no dialogs, paths in tmp_path."""
    from PySide6.QtCore import QSettings

    from newworld.controller.controller import GameController
    from newworld.gui.mainwindow import MainWindow

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    settings.setValue("computer_pace", 0)  # instant: a computer's turn shows at once
    controller = GameController(autosave=False, ai_delay_ms=0)
    controller.computers.move_time = 0.05
    w = MainWindow(controller, settings)
    w.show_dialogs = w.game_screen.show_dialogs = False
    w.game_screen.ask_order = False
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    controller.shutdown()


@pytest.fixture(autouse=True)
def silent_sound(monkeypatch):
    """The tests play no sound on the machine's speakers: the app's audio stream finds no device.
    (tests/test_sounds.py plays through a sound server of its own, in subprocesses.)"""
    from newworld.audio import AudioOutput

    def no_device(output: AudioOutput) -> bool:
        output.available = False
        return False

    monkeypatch.setattr(AudioOutput, "_open", no_device)


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, which must not quit when a test closes its last window.

    A quit outside ``exec()`` (tests/test_packaging.py's start-up probe closes its window
    after the loop) makes every later event loop return at once, so ``qtbot.waitUntil``
    would stop processing events in all the tests after it.
    """
    qapp.setQuitOnLastWindowClosed(False)
    return qapp


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Every path of the app (autosaves, logs, settings) inside the test's own folder."""
    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def make(qtbot):
    """Makes GameControllers and shuts each down after the test."""
    from newworld.controller import GameController

    made = []

    def factory(**kwargs) -> GameController:
        controller = GameController(**kwargs)
        made.append(controller)
        return controller

    yield factory
    for controller in made:
        controller.shutdown()


@pytest.fixture
def clean_logging():
    """Undo what newworld.logs.setup() and install_excepthook() did."""
    import faulthandler

    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    hooks = (sys.excepthook, threading.excepthook)
    yield
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)
    sys.excepthook, threading.excepthook = hooks
    faulthandler.enable(sys.__stderr__)
