"""The end table's score chart and "Review this game"; the review window: in the background with a
progress bar, the three costliest turns highlighted, that turn's board with the better move as a ghost."""

from __future__ import annotations

from PySide6.QtCore import Qt

from newworld.controller import ReplayController
from newworld.gui.review import COSTLY, ReviewWindow
from newworld.narration import learning
from tests.test_review import EASY_VS_HARD
from tests.test_stats_window import PEOPLE, play_to_end


def wait_done(qtbot, viewer: ReviewWindow, timeout: int = 120000) -> None:
    qtbot.waitUntil(lambda: viewer.runner is not None and not viewer.runner.running()
                    and not viewer.stop_button.isEnabled(), timeout=timeout)


def test_the_end_table_has_the_score_chart_and_review_this_game(window, qtbot):
    controller = window.controller
    window.start_game(PEOPLE, 9)
    play_to_end(controller, 9)
    table = window.game_screen.end_dialog
    assert table is not None and table.chart.series
    series = controller.score_series()
    assert len(series) == len(controller.game.moves) + 1 and list(series[-1]) == table.totals()
    assert [s.values for s in table.chart.series] == [tuple(float(s[p]) for s in series) for p in range(2)]
    assert [s.label for s in table.chart.series] == ["Ada", "Ben"]
    window.learning.review_move_time = 0.5  # slow enough that Stop comes before the last of 47 turns
    table.show()
    qtbot.waitExposed(table)
    qtbot.mouseClick(table.review, Qt.MouseButton.LeftButton)
    viewer = window.learning.review
    assert isinstance(viewer, ReviewWindow) and viewer.whose.currentText() == "Ada"
    qtbot.waitExposed(viewer)
    qtbot.waitUntil(lambda: viewer.progress.value() >= 2, timeout=60000)
    qtbot.mouseClick(viewer.stop_button, Qt.MouseButton.LeftButton)
    wait_done(qtbot, viewer)
    assert "stopped" in viewer.status.text() and 2 <= viewer.table.rowCount() < 47
    assert controller.is_over() and [t.move for t in viewer.replay.timeline.turns] == controller.game.moves
    viewer.close()
    qtbot.mouseClick(table.replay, Qt.MouseButton.LeftButton)
    assert window.learning.replay is not None and window.learning.replay.replay.turns() == len(controller.game.moves)
    window.learning.replay.close()


def test_the_review_highlights_the_costliest_turns_and_shows_the_better_move(qtbot):
    replay = ReplayController.open_file(EASY_VS_HARD)
    viewer = ReviewWindow(replay, seat=0, move_time=0.02)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    assert viewer.progress.isVisible()
    wait_done(qtbot, viewer)
    review = viewer.runner.review
    assert review is not None and review.complete and viewer.progress.value() == viewer.progress.maximum() == 48
    assert viewer.table.rowCount() == 48 and "48 turns reviewed" in viewer.status.text()
    costly = review.costliest()
    assert len(costly) == 3 and all(t.loss >= max(o.loss for o in review.turns if o not in costly) for t in costly)
    highlighted = [int(viewer.table.item(r, 0).text()) for r in range(48)
                   if viewer.table.item(r, 0).background().color() == COSTLY]
    assert sorted(highlighted) == sorted(t.number for t in costly)
    assert [b.text() for b in viewer.costly_buttons] == [f"Turn {t.number}" for t in costly]
    first = review.turns[0]  # the moves worded short, the log's sentence in the tooltip
    assert viewer.table.item(0, 1).text() == learning().review_move(first.played) and " · " in \
        viewer.table.item(0, 1).text()
    assert viewer.table.item(0, 1).toolTip().startswith("Easy places")
    for t, button in zip(costly, viewer.costly_buttons, strict=True):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert replay.turn == t.number - 1  # the board before that turn
        assert len(viewer.scene.cards) == len(replay.timeline.position(t.number - 1).cards)
        p = t.best.placement
        assert viewer.ghost_shown() == (p.x, p.y, p.rotation)  # the better move as a ghost
        assert f"Turn {t.number}: about {t.loss:.1f} points" in viewer.turn_label.text()
        assert "Better: Easy places" in viewer.turn_label.text()
    best_row = next(r for r in range(48) if viewer.table.item(r, 3).text() == "–")
    viewer.table.setFocus()
    qtbot.mouseClick(viewer.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=viewer.table.visualItemRect(viewer.table.item(best_row, 0)).center())
    number = int(viewer.table.item(best_row, 0).text())
    assert replay.turn == number - 1 and viewer.ghost_shown() is None and "Well played" in viewer.turn_label.text()
    viewer.close()


def test_another_seat_restarts_and_closing_mid_review_is_safe(qtbot):
    viewer = ReviewWindow(ReplayController.open_file(EASY_VS_HARD), seat=0, move_time=0.01)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitUntil(lambda: viewer.progress.value() >= 1, timeout=60000)
    first = viewer.runner
    viewer.whose.setFocus()
    qtbot.keyClick(viewer.whose, Qt.Key.Key_Down)  # Hard's seat: the review starts again for it
    assert viewer.whose.currentText() == "Hard" and viewer.runner is not first and viewer.windowTitle() == \
        "Review of Hard's game"
    first.wait(30)
    assert not first.running() and first.review is not None and not first.review.complete
    qtbot.waitUntil(lambda: viewer.progress.value() >= 1, timeout=60000)
    second = viewer.runner
    viewer.close()  # mid-review: the review stops after its turn, and nothing reaches the closed window
    second.wait(30)
    assert not second.running() and not second.review.complete


def test_the_review_window_opens_within_its_screen(qtbot):
    viewer = ReviewWindow(ReplayController.open_file(EASY_VS_HARD), seat=0, move_time=0.01)
    qtbot.addWidget(viewer)
    viewer.show()
    room = viewer.screen().availableGeometry().size()
    assert viewer.width() <= room.width() and viewer.height() <= room.height(), (viewer.size(), room)
    viewer.close()
