"""A small window and a large interface size: at 1024×640, and at 150 % (the test runs itself again with
QT_SCALE_FACTOR=1.5), no panel over the board covers the hint and its reason, the Surveyors or the board's
numbers; the numbers grow with the interface size; the hand keeps its corner while the board moves."""

from __future__ import annotations

import os

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRectF, QSize, QSizeF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from test_gui_board import ADA, BOB, settle, start  # noqa: E402

from newworld.gui.geometry import cell_rect  # noqa: E402
from newworld.gui.items import LABEL_ON_SCREEN, LABEL_SIZE  # noqa: E402
from newworld.gui.mainwindow import first_size  # noqa: E402
from tests.scaled import at_interface_size  # noqa: E402

SCALE = float(os.environ.get("QT_SCALE_FACTOR", "1"))


def on_window(window, rect: QRectF) -> QRectF:
    view = window.view
    return QRectF(view.mapFromScene(rect).boundingRect()).translated(
        QRectF(QPoint(view.viewport().mapTo(window, QPoint(0, 0))), QSizeF()).topLeft())


def covered(window) -> list[str]:
    """What the hand or the notice covers of the hint (its cell and reason), the Surveyors and the
    board's numbers where they are in sight."""
    screen, scene, view = window.game_screen, window.scene, window.view
    marks = {f"number {i}": rect for i, rect in enumerate(scene.labels.marks())}
    marks |= {f"Surveyor {i}": item.sceneBoundingRect() for i, item in enumerate(scene.surveyors)}
    if screen.hint.move is not None:
        p = screen.hint.move.placement
        marks |= {"the hinted cell": cell_rect(p.x, p.y), "the hint's reason": scene.turn.hint.label.scene_rect(
            view.zoom())}
    sight = on_window(window, view.visible_scene_rect())
    offset = screen.mapTo(window, QPoint(0, 0))
    panels = {name: QRectF(panel.geometry().translated(offset)) for name, panel in
              (("hand", screen.hand), ("notice", screen.bubble)) if panel.isVisible()}
    return [f"{panel} covers {name}" for name, rect in marks.items() for panel, area in panels.items()
            if sight.intersects(on_window(window, rect)) and area.intersects(on_window(window, rect))]


@pytest.mark.parametrize("size", [(1024, 640), "first"])
def test_no_panel_covers_the_hint_the_surveyors_or_the_numbers(window, qtbot, size):
    from newworld.ai.base import RandomPlayer

    wanted = first_size(QSize(round(1600 / SCALE), round(1000 / SCALE))) if size == "first" else QSize(*size)
    window.resize(wanted)
    c, screen = window.controller, window.game_screen
    start(window, qtbot, [ADA, BOB], 3)
    for turn in range(14):
        screen.fit_board()
        assert screen.show_hint()
        qtbot.waitUntil(lambda: screen.hint.move is not None, timeout=20000)
        settle(window, qtbot)
        assert covered(window) == [], (turn, SCALE, size)
        zoom = window.view.zoom()  # the numbers stay readable: 13 pixels of the interface or more
        assert window.scene.labels.size * zoom >= min(LABEL_ON_SCREEN, LABEL_SIZE[1] * zoom) - 0.01
        screen.hint.clear()
        c.play_move(RandomPlayer(turn).choose(c.game.copy()))
        qtbot.waitUntil(lambda: window.composer.draft.active, timeout=5000)
        QApplication.processEvents()


def test_the_hand_keeps_its_corner_while_that_covers_nothing(window, qtbot):
    hand = window.game_screen.hand
    area = QRectF(0, 0, 1000, 600)
    hand.place_in(area, [])
    lower_right = hand.geometry()
    hand.place_in(area, [QRectF(lower_right)])  # something comes under it: it goes to another corner
    moved = hand.geometry()
    assert moved != lower_right
    hand.place_in(area, [])  # the lower right corner is free again, but the hand stays where it is
    assert hand.geometry() == moved
    hand.place_in(area, [QRectF(moved)])
    assert hand.geometry() != moved


def test_the_numbers_grow_where_the_board_is_shown_small():
    from newworld.gui.items import label_size

    assert label_size(1.0) == LABEL_SIZE[0]  # close up: as drawn
    assert label_size(0.4) * 0.4 == pytest.approx(LABEL_ON_SCREEN)  # small: 13 pixels of the interface
    assert label_size(0.1) == LABEL_SIZE[1]  # no more than their free row holds


def test_at_150_percent_too():
    at_interface_size("1.5", __file__, "covers_the_hint", timeout=900)


def test_the_review_and_replay_windows_open_within_a_smaller_screen():
    from newworld.gui.screen import fit_to_screen

    assert fit_to_screen(QSize(1300, 820), QSize(1024, 600)) == QSize(921, 540)  # a tenth of the screen free
    assert fit_to_screen(QSize(1300, 820), QSize(1920, 1080)) == QSize(1300, 820)  # as designed where it fits
