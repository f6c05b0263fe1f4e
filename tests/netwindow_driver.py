"""Driving the network windows with real mouse and key events: shared by tests/test_netwindow.py and the
guest app process (tests/netwindow_guest.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from newworld.gui.geometry import cell_centre, scene_cell

WaitUntil = Callable[..., None]  # (condition, timeout=ms): qtbot.waitUntil, or wait_until below
WAIT = 30000


def wait_until(condition: Callable[[], bool], timeout: int = WAIT) -> None:
    """qtbot.waitUntil for a process without pytest: process events until ``condition`` holds."""
    import time

    deadline = time.monotonic() + timeout / 1000
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout} ms")
        QApplication.processEvents()
        time.sleep(0.005)


def menu_action(window, text: str):
    game = window.menuBar().actions()[0]  # held while its menu is read: PySide6 6.8 drops a menu() of a temporary
    return next(a for a in game.menu().actions() if a.text() == text)


def ok_button(dialog):
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def type_into(field, text: str) -> None:
    field.selectAll()
    QTest.keyClick(field, Qt.Key.Key_Delete)
    QTest.keyClicks(field, text)


def play_turn_by_mouse(net, wait: WaitUntil) -> None:
    """Drag the card from the hand onto a legal cell, no settler (Space), confirm (Enter)."""
    screen = net.game_screen
    composer, view = screen.composer, screen.view
    wait(lambda: composer.draft.active, timeout=WAIT)
    for _ in range(4):  # a cell where the card fits as it is turned now (R turns it)
        cells = [c for c, rotations in composer.fits.items() if composer.draft.rotation in rotations]
        if cells:
            break
        QTest.keyClick(view, Qt.Key.Key_R)
    hand, viewport = screen.hand, view.viewport()
    view.zoom_by(0.8 / view.transform().m11())
    start = hand.card_rect().center().toPoint()
    for cell in cells:  # one that shows in the view, clear of the hand (the board cannot scroll past its edges)
        view.centerOn(cell_centre(*cell) + QPointF(120, 0))
        QApplication.processEvents()
        point = view.mapFromScene(cell_centre(*cell))
        under_hand = hand.geometry().contains(viewport.mapTo(view, point))
        # The drag starts over the board cell under the hand: where only one way fits there, the card turns so.
        pressed = view.mapToScene(viewport.mapFromGlobal(hand.mapToGlobal(start)))
        turned = composer.fits.get(scene_cell(pressed), [composer.draft.rotation])
        if (viewport.rect().adjusted(20, 20, -20, -20).contains(point) and not under_hand
                and (len(turned) > 1 or composer.draft.rotation in turned)):
            break
    target = hand.mapFromGlobal(viewport.mapToGlobal(point))
    QTest.mousePress(hand, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    # Straight to the cell: on its way over the board the card would turn to fit each cell it passes where
    # only one way fits (the board's help while dragging), and might come to the cell turned otherwise.
    QTest.mouseMove(hand, start + QPoint(4, -4))
    QTest.mouseMove(hand, target)
    QTest.mouseRelease(hand, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    assert composer.draft.placed, (f"the drop on {cell} did not place the card: rotation {composer.draft.rotation}, "
                                   f"fits {composer.fits.get(cell)}, active {composer.draft.active}, hand shown "
                                   f"{hand.isVisible()}, point {point}, viewport {viewport.rect()}, hand at "
                                   f"{hand.geometry()}, start {start}, target {target}")
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Return)


def join_by_dialog(window, play, name: str, address: str, code: str, spectator: bool = False) -> None:
    """Game → Join network game (``play``: the window's NetworkPlay), filled in with the keyboard and confirmed
    with the mouse (``spectator``: watching, its box ticked)."""
    menu_action(window, "&Join network game…").trigger()
    dialog = play.dialog
    type_into(dialog.name, name)
    type_into(dialog.address, address)
    type_into(dialog.code, code.lower())  # codes are read in either case
    if spectator:
        QTest.mouseClick(dialog.spectator, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.spectator.height() // 2))
    QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.error.text() == "", dialog.error.text()
