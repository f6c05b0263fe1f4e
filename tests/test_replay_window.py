"""The replay viewer: steps through a saved game with real keys, buttons and the slider; the scores
it shows at each turn equal ``newworld-cli replay``'s; it never writes the file."""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from newworld.gui.replayview import ReplayWindow, open_replay
from tests.test_replay import V1, printed_scores


def digest(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


def test_stepping_forward_and_back_shows_the_replay_commands_scores(qtbot, capsys):
    before = digest(V1)
    viewer = ReplayWindow.open_file(V1)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    names = viewer.replay.names()
    after, _totals = printed_scores(capsys, V1, names)
    assert viewer.replay.turns() == len(after) - 1 == 95
    assert viewer.shown_scores() == after[0] and not viewer.back_button.isEnabled()
    for turn in range(1, 96):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
        assert viewer.slider.value() == turn and viewer.shown_scores() == after[turn], turn
        assert viewer.chart.marker == turn
    assert not viewer.forward_button.isEnabled()
    assert "Final scores" in viewer.turn_box.text() or "final" in viewer.turn_box.text().lower()
    qtbot.keyClick(viewer, Qt.Key.Key_Right)  # nothing beyond the end
    assert viewer.replay.turn == 95
    for turn in range(94, -1, -1):
        qtbot.keyClick(viewer, Qt.Key.Key_Left)
        assert viewer.shown_scores() == after[turn], turn
        assert len(viewer.scene.cards) == len(viewer.replay.timeline.position(turn).cards)
    qtbot.mouseClick(viewer.end_button, Qt.MouseButton.LeftButton)
    assert viewer.replay.turn == 95 and viewer.shown_scores() == after[95]
    qtbot.mouseClick(viewer.back_button, Qt.MouseButton.LeftButton)
    assert viewer.shown_scores() == after[94]
    viewer.slider.setFocus()
    qtbot.keyClick(viewer.slider, Qt.Key.Key_Home)
    assert viewer.replay.turn == 0 and viewer.shown_scores() == after[0]
    qtbot.keyClick(viewer.slider, Qt.Key.Key_PageUp)  # a round: three turns
    assert viewer.replay.turn == 3 and viewer.shown_scores() == after[3]
    handle = viewer.slider.rect().center()  # a click on the slider's groove jumps towards it
    qtbot.mouseClick(viewer.slider, Qt.MouseButton.LeftButton, pos=handle)
    assert viewer.replay.turn != 3 and viewer.shown_scores() == after[viewer.replay.turn]
    nine = viewer.replay.turn_text(9)
    assert nine[1] == "Ada scores town: 2 cards + 1 Town Flag = 6"
    viewer.close()
    assert digest(V1) == before  # read, never written


def test_a_file_that_cannot_be_read_is_one_line(qtbot, tmp_path):
    bad = tmp_path / "bad.nwgame"
    bad.write_text("{broken")
    message = open_replay(bad)
    assert isinstance(message, str) and message.startswith("Cannot replay bad.nwgame: ") and "\n" not in message


def test_the_finished_game_of_the_window_replays(window, qtbot):
    from tests.test_stats_window import PEOPLE, play_to_end

    window.start_game(PEOPLE, 4)
    play_to_end(window.controller, 4)
    window.learning.show_replay()
    viewer = window.learning.replay
    qtbot.waitExposed(viewer)
    final = list(window.controller.final_score().totals)
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.shown_scores() == final and viewer.replay.turns() == len(window.controller.game.moves)
    assert window.controller.is_over()  # the game in the window is untouched
    screen = window.screen().availableGeometry()
    assert screen.contains(viewer.frameGeometry().center())  # placed over the game window, on its screen
    closed: list[bool] = []
    viewer.destroyed.connect(lambda *_: closed.append(True))
    qtbot.waitUntil(lambda: QApplication.activeWindow() is viewer, timeout=5000)  # as _show made it
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)  # a window of its own closes with Escape, as a dialog does
    qtbot.waitUntil(lambda: closed == [True], timeout=5000)


def test_stepping_forward_keeps_the_new_card_the_surveyors_and_the_coast_in_sight_until_the_player_zooms(qtbot):
    from newworld.gui.geometry import cell_rect

    viewer = ReplayWindow.open_file(V1)
    qtbot.addWidget(viewer)
    viewer.view.follow_ms = 0  # (no gentle scroll: each step's view at once)
    viewer.resize(1000, 640)
    viewer.show()
    qtbot.waitExposed(viewer)
    view, scene, replay = viewer.view, viewer.scene, viewer.replay
    for turn in range(1, 96):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
        seen = view.visible_scene_rect().adjusted(-1, -1, 1, 1)
        card = replay.played_turn(turn).placed
        assert seen.contains(scene.what_matters()) and seen.contains(cell_rect(card.x, card.y)), turn
    view.player_moved()  # the player zooms: the view stays
    view.zoom_by(2.0)
    zoom = view.zoom()
    qtbot.keyClick(viewer, Qt.Key.Key_Home)  # (the board shrinks: the view may have to slide onto it)
    for _ in range(10):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert view.zoom() == zoom and not view.following
    qtbot.keyClick(viewer, Qt.Key.Key_F)
    assert view.following and view.visible_scene_rect().adjusted(-1, -1, 1, 1).contains(scene.whole_board())
