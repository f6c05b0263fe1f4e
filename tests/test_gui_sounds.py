"""The table's sounds and the call back to the table, in the window (offscreen).

The sounds follow the board (a computer's turn sounds step by step as the pacer shows it),
"your turn" comes after a computer's turn and brings the taskbar's attention and, if allowed,
a desktop notification; the Preferences and M choose; minimized, only "your turn" sounds.
What is heard is read from ``TableSounds.played`` (the tests' audio device plays nothing:
tests/conftest.py); the desktop notification goes to a real session bus here.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from newworld.controller.seats import Seat
from newworld.engine.values import FinalScore, ScoreEvent
from newworld.gui import pacing
from newworld.gui.attention import DesktopNotifier
from newworld.gui.sounds import CuePreferences, end_sound, score_sound

ADA = Seat("Ada", "#C0392B")
BOB = Seat("Bob", "#2E86C1")
HAL = Seat("Hal", "#27AE60", "computer", "easy")


def start(window, qtbot, seats: list[Seat], seed: int = 7) -> None:
    window.start_game(seats, seed)
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=20000)


def play_one_turn(window, qtbot) -> None:
    """Lay the card on the first cell where it fits, no settler, confirm; wait for the next human turn."""
    composer, c = window.composer, window.controller
    composer.place_at(*next(iter(composer.fits)))
    composer.choose_settler(None)
    composer.confirm()
    qtbot.waitUntil(lambda: (composer.draft.active and not window.game_screen.pacer.busy()) or c.is_over(),
                    timeout=30000)


def test_the_sound_of_each_scoring_grows_with_its_points() -> None:
    def event(*points: int) -> ScoreEvent:  # each player's points: a base of 0 and Surveyors of 4 (or the base)
        base = min(points, default=0) % 4
        return ScoreEvent(turn=1, final=False, kind=1, players=tuple(range(len(points))), base=base,
                          surveyors=tuple((p - base) // 4 for p in points), cards=2, extra=0)

    assert score_sound(event()) is None  # nobody scored: no fanfare
    assert score_sound(event(2)) == "scored-small"
    assert score_sound(event(5)) == "scored-medium"
    assert score_sound(event(2, 13)) == "scored-big"  # the best player's points count
    final = FinalScore(totals=(30, 50), winners=(1,), breakdown=())
    assert end_sound(final, [1]) == "game-won" and end_sound(final, [0]) == "game-lost"
    assert end_sound(final, []) == "game-won"  # computers only: a game well ended


def test_a_computers_turn_sounds_as_the_board_shows_it_then_your_turn(window, qtbot, monkeypatch):
    """Hal's settler sounds when the board sets it down, a step after the controller reported it; then "your turn"."""
    monkeypatch.setitem(pacing.STEP_MS, "normal", 200)
    screen, c, sounds = window.game_screen, window.controller, window.cues.sounds
    screen.apply_settings(0, True, False, "normal")
    events: list[tuple[str, int]] = []  # (who told, how many settlers had sounded then)

    def told(who: str) -> None:
        events.append((who, sounds.played.count("settler-placed")))

    c.settlerPlaced.connect(lambda _s: screen.pacer.busy() and told("controller"))  # a computer's, still waiting
    screen.pacer.settlerPlaced.connect(lambda _s: told("board"))
    start(window, qtbot, [ADA, HAL], 21)
    assert "your-turn" not in sounds.played  # the game's first turn calls nobody
    for _turn in range(12):
        sounds.played.clear()
        events.clear()
        play_one_turn(window, qtbot)
        if c.is_over():
            break
        assert list(sounds.played)[0] == "card-laid" and sounds.played.count("card-laid") == 2  # mine, then Hal's
        assert sounds.played[-1] == "your-turn"  # after Hal's turn
        if events and events[0][0] == "controller":
            assert events == [("controller", 0), ("board", 1)]  # silent when reported, heard when shown
            return
    pytest.fail("Hal placed no settler in 12 turns")


def test_hot_seat_players_are_not_called_and_minimized_only_your_turn_sounds(window, qtbot):
    sounds = window.cues.sounds
    start(window, qtbot, [ADA, BOB], 5)
    play_one_turn(window, qtbot)
    assert "card-laid" in sounds.played and "your-turn" not in sounds.played  # Bob takes the mouse from Ada
    start(window, qtbot, [ADA, HAL], 21)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    sounds.played.clear()
    play_one_turn(window, qtbot)
    assert list(sounds.played) == ["your-turn"]  # the table is silent, but the call comes through
    window.showNormal()


def test_your_turn_in_the_background_alerts_and_notifies_if_allowed(window, qtbot, monkeypatch):
    cues = window.cues
    sent: list[tuple[str, str]] = []
    monkeypatch.setattr(cues.notifier, "notify", lambda title, text: sent.append((title, text)) or True)
    start(window, qtbot, [ADA, HAL], 21)
    play_one_turn(window, qtbot)  # the window is active: no call beyond the sound
    assert cues.alerts == 0 and sent == []
    monkeypatch.setattr(window, "isActiveWindow", lambda: False)  # the player went to another window
    play_one_turn(window, qtbot)
    assert cues.alerts == 1 and sent == []  # the taskbar asks; notifications are not allowed by default
    cues.apply(cues.preferences._replace(notify=True))
    play_one_turn(window, qtbot)
    assert cues.alerts == 2 and sent == [("New World", "Ada's turn")]


def test_preferences_and_m_choose_sound_and_are_kept(window, qtbot):
    sounds = window.cues.sounds
    assert window.cues.preferences == CuePreferences(True, 60, False)  # on, moderate, no notifications

    def answer() -> None:
        dlg = QApplication.activeModalWidget()
        dlg.volume.setValue(35)
        dlg.notify.setChecked(True)
        QTest.keyClick(dlg, Qt.Key.Key_Return)

    QTimer.singleShot(50, answer)
    window.preferences()
    assert window.cues.preferences == CuePreferences(True, 35, True)
    assert abs(sounds.output.volume - 0.35) < 1e-9
    window.activateWindow()  # back from the dialog: the window's shortcuts work again
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None and window.isActiveWindow())
    QTest.keyClick(window.view, Qt.Key.Key_M)
    assert not window.cues.preferences.sound and not window.menus.sound.isChecked()
    assert window.statusBar().currentMessage() == "Sound off (M turns it on)"
    start(window, qtbot, [ADA, HAL], 21)
    sounds.played.clear()
    play_one_turn(window, qtbot)
    assert list(sounds.played) == []  # muted: nothing, not even "your turn"
    settings = window.settings
    assert (settings.value("sound_on"), int(settings.value("sound_volume")), settings.value("notify_turn")) == (
        "false", 35, "true")
    QTest.keyClick(window.view, Qt.Key.Key_M)
    assert window.cues.preferences.sound and settings.value("sound_on") == "true"


# --- a desktop notification over a real session bus ------------------------------------------------

NOTIFICATION_SERVER = Path(__file__).with_name("notification_server.py")


@pytest.mark.skipif(not sys.platform.startswith("linux") or not (shutil.which("dbus-daemon") and shutil.which("gdbus")),
                    reason="needs dbus-daemon and gdbus (apt install dbus libglib2.0-bin)")
def test_the_notification_reaches_the_desktops_notification_service(window, tmp_path, monkeypatch):
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE,
                           text=True)
    server = None
    try:
        assert bus.stdout is not None
        address = bus.stdout.readline().strip()
        env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": address}
        log = tmp_path / "notified.txt"
        server = subprocess.Popen([sys.executable, str(NOTIFICATION_SERVER), str(log)], env=env,
                                  stdout=subprocess.PIPE, text=True)
        assert server.stdout is not None and server.stdout.readline().strip() == "ready"
        monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", address)
        assert DesktopNotifier(window).notify("New World", 'Ada\'s turn "here"')
        deadline = time.monotonic() + 20
        while not (log.exists() and log.read_text(encoding="utf-8")):
            assert time.monotonic() < deadline, "no notification arrived"
            time.sleep(0.05)
        signature, app, icon, title, text = log.read_text(encoding="utf-8").split("\t")
        assert signature == "susssasa{sv}i"  # the freedesktop Notify call, typed as the service says
        assert (app, title, text) == ("New World", "New World", 'Ada\'s turn "here"')  # quotes kept as typed
        assert icon.endswith("newworld-128.png") and Path(icon).is_file()
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=20)
        bus.terminate()
        bus.wait(timeout=20)
