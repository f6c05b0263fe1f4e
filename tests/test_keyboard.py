"""Playing without a mouse: the keyboard's gesture, a whole game by keys alone, every dialog by keyboard.

Keys go to the widget that has the keyboard focus (``QApplication.focusWidget()``),
as they do on a real keyboard; modal dialogs are answered by keys too, from a timer
that looks at the dialog on top.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QObject, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QWidget  # noqa: E402

from newworld.controller.seats import Seat  # noqa: E402
from newworld.gui.dialogs import (  # noqa: E402
    EndGameDialog,
    NewGameDialog,
    RemainingDialog,
    ScoringOrderDialog,
)
from newworld.gui.keyboard import next_cell  # noqa: E402
from newworld.gui.preferences import PreferencesDialog  # noqa: E402

Key = Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier


def press(key: Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier, text: str = "") -> None:
    """A key press on whatever has the keyboard focus."""
    focus = QApplication.focusWidget()
    assert focus is not None, "nothing has the keyboard focus"
    if text:
        QTest.keyClicks(focus, text)
    else:
        QTest.keyClick(focus, key, modifier)


def tab_to(widget: QWidget, limit: int = 30) -> None:
    """Tab until ``widget`` has the focus (as a player would)."""
    for _ in range(limit):
        if QApplication.focusWidget() is widget:
            return
        press(Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget!r}")


class ModalKeys(QObject):
    """Answers modal dialogs by keys: ``handlers`` per dialog class, called once for each dialog."""

    def __init__(self, handlers: dict[type, Callable[[QDialog], None]]) -> None:
        super().__init__()
        self.handlers = handlers
        self.seen: list[str] = []
        self.errors: list[str] = []
        self._done: set[int] = set()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._look)
        self.timer.start(30)

    def _look(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or id(dialog) in self._done or not dialog.isVisible():
            return
        handler = self.handlers.get(type(dialog))
        if handler is None:
            return
        if QApplication.activeWindow() is not dialog:  # offscreen, nobody activates a new window
            dialog.activateWindow()
            return  # keys go to it from the next look on
        self._done.add(id(dialog))
        self.seen.append(type(dialog).__name__)
        try:
            handler(dialog)
        except Exception as exc:  # noqa: BLE001 - a failed handler must not leave the dialog open
            self.errors.append(f"{type(dialog).__name__}: {exc!r}")
            dialog.reject()


def set_up_two_players_against_easy(dialog: QDialog) -> None:
    """The new-game panel by keys: two seats, a human named Kim and a computer at Easy, then Start."""
    assert isinstance(dialog, NewGameDialog)
    tab_to(dialog.count)
    while dialog.count.value() > 2:
        press(Key.Key_Down)
    name, kind, _colour = dialog.rows[0]
    tab_to(name)
    press(Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    press(Key.Key_unknown, text="Kim")
    tab_to(kind)
    press(Key.Key_Home)  # Human
    _name, kind, _colour = dialog.rows[1]
    tab_to(kind)
    press(Key.Key_Home)
    press(Key.Key_Down)  # Computer · Easy
    press(Key.Key_Return)


def test_arrows_lay_the_card_on_the_next_cell_that_way():
    cells = [(1, 0), (1, 2), (2, 0), (3, 1), (1, -3)]
    assert next_cell(cells, (1, 0), (0, 1)) == (1, 2)  # down: the same column first
    assert next_cell(cells, (1, 0), (-1, 0)) == (2, 0)  # left is west: the column grows
    assert next_cell(cells, (2, 0), (-1, 0)) == (3, 1)
    assert next_cell(cells, (1, 0), (1, 0)) is None  # nothing east of the coast column
    assert next_cell(cells, (1, 0), (0, -1)) == (1, -3)


def test_the_turn_by_keys_rotates_only_to_fitting_rotations_and_cycles_the_settler_spots(window, qtbot):
    window.start_game([Seat("Kim", "#D23C2C"), Seat("Easy", "#2C6ED2", "computer", "easy")], 5)
    composer = window.composer
    qtbot.waitUntil(lambda: composer.draft.active, timeout=20000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    press(Key.Key_Right)
    placement = composer.draft.placement
    assert placement is not None and (placement.x, placement.y) in composer.fits
    seen = set()
    for _ in range(4):
        press(Key.Key_R)
        seen.add(composer.draft.placement.rotation)
    assert seen == set(composer.fits[(composer.draft.placement.x, composer.draft.placement.y)])
    press(Key.Key_R, SHIFT)  # back
    for _ in range(6):  # move about: the card always lies where it fits
        for key in (Key.Key_Left, Key.Key_Down, Key.Key_Up):
            press(key)
            p = composer.draft.placement
            assert (p.x, p.y) in composer.fits and p.rotation in composer.fits[(p.x, p.y)]
    while not composer.draft.choices:
        press(Key.Key_Left)
    spots = [None, *composer.draft.choices]
    cycled = []
    for _ in range(len(spots)):
        press(Key.Key_Tab)
        cycled.append(composer.draft.settler)
    assert cycled == spots[1:] + [None]
    press(Key.Key_Backtab, SHIFT)
    assert composer.draft.settler == spots[-1]
    press(Key.Key_Space)
    assert composer.draft.settler is None
    moves = len(window.controller.game.moves)
    press(Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.game.moves) > moves, timeout=5000)


def test_a_whole_two_player_game_against_easy_with_keys_only(window, qtbot):
    """Ctrl+N, the new-game panel, every turn, every scoring order and the final table: all by keys."""
    controller, composer, screen = window.controller, window.composer, window.game_screen
    window.show_dialogs = True
    screen.ask_order = True
    modal = ModalKeys({NewGameDialog: set_up_two_players_against_easy,
                       ScoringOrderDialog: lambda dialog: press(Key.Key_Return)})
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    QTimer.singleShot(0, lambda: press(Key.Key_N, Qt.KeyboardModifier.ControlModifier))
    qtbot.waitUntil(lambda: controller.has_game(), timeout=10000)
    assert [(s.name, s.kind, s.level) for s in controller.seats] == [("Kim", "human", "medium"),
                                                                       ("Priscilla", "computer", "easy")]
    turns = 0
    while not controller.is_over():
        qtbot.waitUntil(lambda: controller.is_over() or composer.draft.active, timeout=60000)
        if controller.is_over():
            break
        if QApplication.activeWindow() is None:  # a closed dialog: the window manager's part offscreen
            window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
        moves = len(controller.game.moves)
        press(Key.Key_Left if turns % 2 else Key.Key_Right)
        assert composer.draft.placed
        if turns % 3 == 0:
            press(Key.Key_R)
        for _ in range(turns % 3):
            press(Key.Key_Tab)
        press(Key.Key_Return)
        qtbot.waitUntil(lambda: len(controller.game.moves) > moves, timeout=10000)  # noqa: B023
        turns += 1
    assert turns >= 40
    assert any(controller.game.final_score().breakdown[0].values())
    dialog = screen.end_dialog
    assert isinstance(dialog, EndGameDialog)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is dialog)
    press(Key.Key_Escape)
    qtbot.waitUntil(lambda: screen.end_dialog is None)
    assert modal.seen[0] == "NewGameDialog"
    modal.timer.stop()
    assert modal.errors == []


def test_the_dialogs_work_by_keyboard_alone(window, qtbot):
    """Preferences, the remaining cards, the scoring order: each opened, changed and closed by keys."""
    window.start_game([Seat("Kim", "#D23C2C"), Seat("Easy", "#2C6ED2", "computer", "easy")], 3)
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=20000)
    window.show_dialogs = True
    results: dict[str, object] = {}

    def preferences(dialog: QDialog) -> None:
        assert isinstance(dialog, PreferencesDialog)
        tab_to(dialog.speed)
        press(Key.Key_End)
        tab_to(dialog.colourblind)
        press(Key.Key_Space)
        results["speed"], results["colourblind"] = dialog.speed.value(), dialog.colourblind.isChecked()
        press(Key.Key_Return)

    def remaining(dialog: QDialog) -> None:
        results["remaining"] = True
        press(Key.Key_Escape)

    modal = ModalKeys({PreferencesDialog: preferences, RemainingDialog: remaining})
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    window.preferences()  # (its menu entry has no shortcut: Alt+G, P reaches it)
    assert results == {"speed": 4, "colourblind": True}
    assert window.speed == 4 and window.game_screen.colourblind
    if QApplication.activeWindow() is None:  # a closed dialog: the window manager's part offscreen
        window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    press(Key.Key_T)
    assert results.get("remaining")
    modal.timer.stop()
    assert modal.errors == []


def test_full_screen_by_f11_left_by_escape_or_f11_and_its_menu_entry_checked(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    entry = window.menus.full_screen
    QTest.keyClick(window.view, Key.Key_F11)
    assert window.isFullScreen() and entry.isChecked()
    QTest.keyClick(window.view, Key.Key_Escape)
    assert not window.isFullScreen() and not entry.isChecked()
    QTest.keyClick(window.view, Key.Key_F11)
    QTest.keyClick(window.view, Key.Key_F11)
    assert not window.isFullScreen() and not entry.isChecked()
    QTest.keyClick(window.view, Key.Key_Escape)  # not full screen: Escape leaves the window as it is
    assert not window.isFullScreen()
    entry.trigger()  # the menu entry
    assert window.isFullScreen() and entry.isChecked()
    window.showNormal()  # the window manager's way out: the entry follows
    assert not entry.isChecked()


def test_the_scoring_order_moves_by_keys(qtbot):
    from newworld.engine.values import Building

    buildings = [Building(1, ((1, 0),), (0,)), Building(2, ((2, 0), (2, 1)), (0,))]
    dialog = ScoringOrderDialog(buildings, ["Kim", "Ada"])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.list)
    press(Key.Key_Down, Qt.KeyboardModifier.ControlModifier)  # the first one later
    assert dialog.order() == (1, 0)
    press(Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert dialog.order() is None  # the order as listed
