"""The game clock in the window: chosen on the New game panel, shown in the side panel, paused while
the game asks something or the window is minimized; resigning from the Game menu."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox  # noqa: E402

from newworld.controller import OFFERED_CLOCKS, ClockSetting, Seat  # noqa: E402
from newworld.gui import palette as art  # noqa: E402
from newworld.gui.dialogs import NewGameDialog  # noqa: E402

ANN, BOB = Seat("Ann", "#C62828"), Seat("Bob", "#1565C0")
CPU = Seat("Cpu", "#2E7D32", "computer", "random")


def start_from_the_panel(window, qtbot, choose) -> NewGameDialog:
    """Game ▸ New game in the window; ``choose(dialog)`` sets it up, then Start is clicked."""
    window.show_dialogs = True

    def when_shown() -> None:
        dialog = window.new_dialog
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, when_shown)
            return
        choose(dialog)
        QTest.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, when_shown)
    window.new_game_dialog()
    window.show_dialogs = False
    assert window.new_dialog is not None
    return window.new_dialog


def test_the_clock_chosen_on_the_panel_times_the_game_and_is_offered_again(window, qtbot):
    def one_minute_a_turn(dialog: NewGameDialog) -> None:
        assert dialog.clock.currentText() == "Off"  # the first game: no clock
        dialog.clock.setFocus()
        QTest.keyClick(dialog.clock, Qt.Key.Key_Down)
        QTest.keyClick(dialog.clock, Qt.Key.Key_Down)

    start_from_the_panel(window, qtbot, one_minute_a_turn)
    assert window.controller.clock_setting() == ClockSetting.from_str("turn:60")
    assert 59 < window.controller.clock_left(0) <= 60

    offered = start_from_the_panel(window, qtbot, lambda dialog: None)  # remembered: the next panel offers it
    assert offered.clock.currentText() == "1 min a turn"
    assert window.controller.clock_setting().to_str() == "turn:60"
    window.play_again()  # the end table's Play again: the same clock
    assert window.controller.clock_setting().to_str() == "turn:60"


def test_every_clock_the_panel_offers_says_what_it_means(qtbot):
    dialog = NewGameDialog([ANN, BOB], art.PLAYER_COLOURS, clock=ClockSetting.from_str("chess:600+10"))
    qtbot.addWidget(dialog)
    names = [dialog.clock.itemText(i) for i in range(dialog.clock.count())]
    assert names == ["Off", "30 s a turn", "1 min a turn", "2 min a turn", "Chess clock 5 min + 5 s",
                     "Chess clock 10 min + 10 s"]
    helps = [dialog.clock.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(dialog.clock.count())]
    assert len(set(helps)) == len(OFFERED_CLOCKS) and "10 s more after each of their moves" in helps[-1]
    assert dialog.clock_setting().to_str() == "chess:600+10" and dialog.clock.toolTip() == helps[-1]


def test_a_clock_the_panel_does_not_offer_is_shown_as_off(qtbot):
    dialog = NewGameDialog([ANN, BOB], art.PLAYER_COLOURS, clock=ClockSetting.from_str("turn:45"))
    qtbot.addWidget(dialog)
    assert dialog.clock_setting().to_str() == "off"


def test_a_damaged_clock_setting_starts_the_panel_without_a_clock(window, qtbot):
    window.settings.setValue("clock", "turn:forever")
    offered = start_from_the_panel(window, qtbot, lambda dialog: None)
    assert offered.clock.currentText() == "Off" and not window.controller.clock_setting().on
