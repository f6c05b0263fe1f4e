"""Undo against computers, through the window's keys and Preferences: a turn is
final once a computer has moved after it; practice mode takes turns back and the final table says
so; Redo on Ctrl+Shift+Z where undo allows it."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialogButtonBox  # noqa: E402
from test_gui import human_game, pick_cell  # noqa: E402

from newworld.ai.base import RandomPlayer  # noqa: E402
from newworld.controller.seats import Seat  # noqa: E402
from newworld.gui.preferences import PreferencesDialog  # noqa: E402

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def undo_key(window) -> None:
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)


def redo_key(window) -> None:
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)


def confirm_a_turn(window, qtbot) -> tuple[int, int]:
    """Lay the card on a fitting cell, no settler, Enter; wait for the human's next turn."""
    cell, _ = pick_cell(window)
    assert window.composer.place_at(*cell)
    window.composer.choose_settler(None)
    moves = len(window.controller.game.moves)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.game.moves) > moves and window.composer.draft.active,
                    timeout=20000)
    return cell


def set_practice_in_preferences(window, qtbot, on: bool) -> None:
    """Game ▸ Preferences: click the practice box (if it is not as wanted), click OK."""
    def when_shown() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PreferencesDialog) or not dialog.isVisible():
            QTimer.singleShot(20, when_shown)
            return
        if dialog.practice_undo.isChecked() != on:
            QTest.mouseClick(dialog.practice_undo, Qt.MouseButton.LeftButton)
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, when_shown)
    window.preferences()
    window.activateWindow()  # the keys go to the window again, as after closing a real dialog
    qtbot.waitUntil(window.isActiveWindow)


def test_against_a_computer_a_confirmed_turn_is_final(window, qtbot):
    human_game(window, qtbot)
    controller = window.controller
    cell, _ = pick_cell(window)
    assert window.composer.place_at(*cell)
    undo_key(window)  # within the turn: the card goes back to the hand
    assert window.composer.draft.active and window.composer.draft.placement is None
    cell = confirm_a_turn(window, qtbot)
    moves = list(controller.game.moves)
    assert len(moves) == 2 and not window.act_redo.isEnabled()
    assert window.controller.last_turn_is_final() and not window.controller.can_undo()
    undo_key(window)  # says why
    qtbot.wait(100)
    assert controller.game.moves == moves and cell in window.scene.cards
    assert "final" in window.statusBar().currentMessage()
    assert not any("final" in line for line in window.side.log.lines())  # the game log tells the game only


def test_practice_mode_takes_turns_back_redoes_them_and_the_final_table_says_so(window, qtbot):
    controller = window.controller
    controller.computers.player_factory = lambda level, seed=0, **_options: RandomPlayer(seed)
    set_practice_in_preferences(window, qtbot, True)
    assert controller.practice_undo and window.settings.value("practice_undo") == "true"
    human_game(window, qtbot)
    card = controller.game.drawn
    cell = confirm_a_turn(window, qtbot)
    moves = list(controller.game.moves)
    assert window.act_undo.isEnabled() and not window.act_redo.isEnabled()
    undo_key(window)
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=5000)
    assert controller.game.moves == [] and controller.game.drawn == card and window.scene.cards == {}
    assert window.act_redo.isEnabled()
    redo_key(window)
    qtbot.waitUntil(lambda: window.composer.draft.active and controller.game.moves == moves, timeout=5000)
    assert cell in window.scene.cards and not window.act_redo.isEnabled()
    rng = random.Random(1)
    while not controller.game.is_over:  # the rest of the game, quickly
        qtbot.waitUntil(lambda: controller.is_human_turn() or controller.game.is_over, timeout=20000)
        if not controller.game.is_over:
            controller.play_move(RandomPlayer(rng.randrange(1 << 30)).choose(controller.game.copy()))
    table = window.game_screen.end_dialog
    assert table is not None and table.note.isVisibleTo(table)
    assert table.note.text() == "Practice game: 1 turn taken back after the computers had played."


def test_in_an_all_human_game_undo_and_redo_stay_free(window, qtbot):
    controller = window.controller
    window.start_game([Seat("Ann", "#D23C2C"), Seat("Bob", "#2E6FD8")], 4)
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=20000)
    confirm_a_turn(window, qtbot)
    confirm_a_turn(window, qtbot)
    moves = list(controller.game.moves)
    undo_key(window)
    undo_key(window)
    assert controller.game.moves == [] and window.act_redo.isEnabled()
    redo_key(window)
    assert controller.game.moves == moves[:1]
    cell, _ = pick_cell(window)
    assert window.composer.place_at(*cell)  # a card lying unconfirmed: Redo waits
    assert not window.act_redo.isEnabled()
    redo_key(window)
    assert controller.game.moves == moves[:1]
    undo_key(window)  # takes the card back into the hand
    redo_key(window)
    assert controller.game.moves == moves and controller.turns_taken_back() == 0
    assert window.game_screen.end_dialog is None


def test_the_practice_setting_is_remembered(window, qtbot):
    set_practice_in_preferences(window, qtbot, True)
    set_practice_in_preferences(window, qtbot, False)
    assert not window.controller.practice_undo and window.settings.value("practice_undo") == "false"
