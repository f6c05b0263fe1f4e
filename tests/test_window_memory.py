"""A closed main window is gone: nothing (the controller's signals, its computer players, the pacer,
the board's timers) keeps it, its board or its game in memory."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from newworld.controller import GameController, Seat  # noqa: E402
from newworld.engine.moves import Move  # noqa: E402
from newworld.gui.mainwindow import MainWindow  # noqa: E402

WINDOWS = 20
MB_A_WINDOW = 1.0
SEATS = [Seat("Cpu", "#2E7D32", "computer", "easy"), Seat("Ann", "#C62828")]  # the computer moves first

pytestmark = pytest.mark.usefixtures("home")  # tests/conftest.py: paths in the test's folder


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def settle() -> None:
    for _ in range(2):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        gc.collect()


def played_and_closed(qtbot, home, controller: GameController | None = None) -> weakref.ref:
    """A window (its own controller unless one is given) in which the computer has played a turn,
    then closed as the player closes it; a weak reference to it."""
    window = MainWindow(controller, QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
    window.show_dialogs = False
    window.show()
    window.controller.move_time = 0.01
    window.start_game(SEATS, seed=5)
    c = window.controller
    qtbot.waitUntil(c.is_human_turn, timeout=20000)
    placement = c.legal_placements()[0]
    assert c.play_move(Move(placement, None))  # an undo command, and the computer's reply in it
    qtbot.waitUntil(c.is_human_turn, timeout=20000)
    window.close()
    return weakref.ref(window)


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="reads the resident size from /proc")
def test_twenty_windows_opened_and_closed_leave_no_window_and_little_memory(qtbot, home):
    played_and_closed(qtbot, home)  # the first window loads what every window shares (fonts, pictures)
    settle()
    before = rss_mb()
    closed = [played_and_closed(qtbot, home) for _ in range(WINDOWS)]
    settle()
    grown = rss_mb() - before
    assert [ref for ref in closed if ref() is not None] == []
    assert grown < WINDOWS * MB_A_WINDOW, f"{grown:.1f} MB for {WINDOWS} windows"


def test_a_controller_that_outlives_its_window_does_not_keep_it(qtbot, home):
    controllers = [GameController(autosave=False, ai_delay_ms=0) for _ in range(3)]
    closed = [played_and_closed(qtbot, home, c) for c in controllers]
    settle()
    assert [ref for ref in closed if ref() is not None] == []
    gone = [weakref.ref(c) for c in controllers]
    del controllers
    settle()  # the controllers and their undo commands are collected, without a crash
    assert [ref for ref in gone if ref() is not None] == []


COLLECTED_AFTER_SHUTDOWN = """
import gc
from PySide6.QtWidgets import QApplication
from newworld.ai.base import RandomPlayer
from newworld.controller import GameController, Seat
app = QApplication([])
for seed in range(3):  # one window's controller after another
    controller = GameController(autosave=False)
    controller.new_game([Seat("A", "#C62828"), Seat("B", "#1565C0")], seed=seed)
    for _ in range(30):  # a long undo history
        controller.play_move(RandomPlayer(controller.game.turn).choose(controller.game.copy()))
    controller.shutdown()  # as the window does when it closes
    del controller
    gc.collect()
print("collected")
"""


def test_a_shut_down_controller_with_a_long_undo_history_is_collected_without_a_crash(home):
    """(Its undo commands are cleared at shutdown: collected together with the controller in one
    garbage collection, PySide crashes in QUndoStack::clear.) In a process of its own: a crash is a crash."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", COLLECTED_AFTER_SHUTDOWN], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "collected", done.stderr[-2000:]
