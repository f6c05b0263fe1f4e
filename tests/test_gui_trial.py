"""Fixes from a user trial: the log follows the game, safe end-of-game keys, wheel on the hand, layout."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QWheelEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from newworld.ai.base import RandomPlayer  # noqa: E402
from newworld.controller.seats import Seat  # noqa: E402
from newworld.gui.geometry import cell_rect  # noqa: E402

YOU = Seat("You", "#D23C2C")
ADA = Seat("Ada", "#2E6FD8")




def play(window, turns: int) -> None:
    c = window.controller
    for _ in range(turns):
        if c.game.is_over:
            break
        c.play_move(RandomPlayer(c.game.turn).choose(c.game.copy()))


def test_the_log_follows_undo_new_game_and_open(window, tmp_path):
    c = window.controller
    window.start_game([YOU, ADA], 5)
    play(window, 6)
    log = window.side.log
    assert log.lines() == c.history_lines() and len(log.lines()) >= 6
    assert log.lines()[0].startswith("You place '")
    window.undo()
    assert log.lines() == c.history_lines()
    assert len([line for line in log.lines() if "' at " in line]) == 5
    assert window.save_to(tmp_path / "five.nwgame")
    window.start_game([YOU, ADA], 6)
    assert log.lines() == c.history_lines()
    assert not any("' at " in line for line in log.lines())
    assert window.open_file(tmp_path / "five.nwgame")
    assert log.lines()[:-1] == c.history_lines()
    assert log.lines()[-1] == "Opened five.nwgame (turn 6)"


def test_enter_on_the_end_of_game_table_does_not_start_a_new_game(window, qtbot):
    c = window.controller
    window.start_game([YOU, ADA], 2)
    play(window, 200)
    assert c.game.is_over
    dlg = window.game_screen.end_dialog
    assert dlg is not None
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.close_button.isDefault() and not dlg.again.isDefault()
    old = c.game
    dlg._shown = time.monotonic()  # as if it had just opened (a loaded machine may be slow to get here)
    QTest.keyClick(dlg, Qt.Key.Key_Return)  # at once: ignored
    assert dlg.isVisible() and c.game is old
    dlg._shown -= 5  # later: Enter means Close, never Play again
    QTest.keyClick(dlg, Qt.Key.Key_Return)
    assert not dlg.isVisible() and not dlg.play_again
    assert c.game is old and c.game.is_over


def wheel(widget, pos: QPoint, dy: int = -120) -> None:
    event = QWheelEvent(QPointF(pos), QPointF(widget.mapToGlobal(pos)), QPoint(), QPoint(0, dy),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_the_hand_turns_the_card_to_rotations_that_fit(window, qtbot):
    view = window.view
    for seed in range(1, 60):
        window.start_game([YOU, ADA], seed)
        qtbot.waitUntil(lambda: window.composer.draft.active, timeout=20000)
        fitting = sorted({r for rots in window.composer.fits.values() for r in rots})
        if 1 < len(fitting) < 4:
            break
    assert 1 < len(fitting) < 4
    zoom = view.transform().m11()
    hand = window.game_screen.hand
    pos = hand.card_rect().center().toPoint()
    seen = []
    for _ in range(len(fitting)):
        wheel(hand, pos)
        seen.append(window.composer.draft.rotation)
    assert view.transform().m11() == zoom  # no zoom over the hand
    assert sorted(seen) == fitting  # each fitting rotation once, misfits skipped
    wheel(hand, pos, 120)  # the other way
    assert window.composer.draft.rotation == seen[-2]


def test_the_side_panel_fits_five_players_in_a_small_window(window, qtbot):
    names = ["You", "Ada Lovelace-Byron", "Computer 3", "Dan", "Eve"]
    seats = [Seat(n, c) for n, c in zip(names, ("#D23C2C", "#2E6FD8", "#E8B923", "#8E44AD", "#EEEEEE"), strict=True)]
    window.resize(1024, 640)
    window.start_game(seats, 3)
    QApplication.processEvents()
    side = window.side
    rows = side.players.rows
    assert side.compact and all(r.compact for r in rows)
    tops = [r.geometry().top() for r in rows]
    assert all(r.height() == r.COMPACT_HEIGHT for r in rows)
    assert all(b - a >= rows[0].height() for a, b in zip(tops, tops[1:], strict=False))  # no overlap
    assert not side.scroller.verticalScrollBar().isVisible()  # everything fits
    assert side.log.height() >= 70
    window.act_log.setChecked(False)  # H: without the log the widgets stay together at the top
    QApplication.processEvents()
    gap = side.turn.geometry().top() - side.players.geometry().bottom()
    assert gap < 60
    window.resize(1400, 900)
    window.act_log.setChecked(True)
    QApplication.processEvents()
    assert not side.compact and rows[0].height() == rows[0].HEIGHT


# --- the newworld command ------------------------------------------------------------------


def test_newworld_help_and_bad_arguments_open_no_window(capsys, monkeypatch):
    from newworld import app

    opened: list[tuple] = []
    monkeypatch.setattr(app, "run_window", lambda *a: opened.append(a) or 0)
    assert app.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "usage: newworld" in out and "FILE.nwgame" in out and "--self-test" in out
    assert app.main(["--bogus"]) == 2
    assert "unrecognized arguments" in capsys.readouterr().err
    assert app.main(["game.nwgame", "-platform", "offscreen"]) == 0
    assert app.main(["--lang", "de", "-platform", "offscreen"]) == 0
    assert opened == [("game.nwgame", ["-platform", "offscreen"], None), (None, ["-platform", "offscreen"], "de")]
    assert app.main(["--lang", "xx"]) == 2
    assert capsys.readouterr().err.strip() == "newworld: no translation for 'xx' (New World speaks de, en, es, fr, pl)"


def test_newworld_without_a_display_says_so_in_one_line(capsys, monkeypatch):
    from newworld import app

    monkeypatch.setattr(app, "run_window", lambda *a: pytest.fail("no window without a display"))
    monkeypatch.setattr(app.sys, "platform", "linux")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert app.main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith("New World needs a graphical display") and err.count("\n") == 1


def damaged_copy(window, tmp_path):
    window.start_game([YOU, ADA], 5)
    play(window, 4)
    good = tmp_path / "good.nwgame"
    assert window.save_to(good)
    text = good.read_text(encoding="utf-8")
    bad = tmp_path / "damaged.nwgame"
    bad.write_text(text[: len(text) // 2], encoding="utf-8")
    return bad


def test_a_damaged_save_gets_a_clear_message_and_the_game_stays(window, tmp_path):
    bad = damaged_copy(window, tmp_path)
    game = window.controller.game
    assert not window.open_file(bad)
    assert window.controller.game is game and len(window.scene.cards) == len(game.placed_cards())
    assert window.last_warning.startswith("damaged.nwgame cannot be opened: The saved game is damaged. "
                                          "(not valid JSON: ")
    assert " at at " not in window.last_warning and "\n" not in window.last_warning


def test_a_damaged_save_at_launch_leads_to_the_new_game_panel(window, tmp_path, monkeypatch):
    bad = damaged_copy(window, tmp_path)
    asked: list[bool] = []
    monkeypatch.setattr(window, "new_game_dialog", lambda: asked.append(True))
    window.start_up(str(bad))
    assert asked == [True] and "cannot be opened" in window.last_warning
    asked.clear()
    window.start_up(str(tmp_path / "good.nwgame"))
    assert asked == [] and window.controller.game.turn == 4


def test_cards_left_agree_in_the_panel_the_remaining_dialog_and_save_check(window, tmp_path):
    from newworld.savegame import load
    from newworld.savegame.report import summary

    window.start_game([YOU, ADA], 5)
    play(window, 7)
    game = window.controller.game
    window.game_screen.show_remaining()
    dlg = window.game_screen.remaining_dialog
    assert dlg is not None
    assert window.side.turn.cards.text() == f"Cards left: {game.cards_left}"
    assert dlg.total == game.cards_left == sum(game.remaining().values())
    assert f"{game.cards_left} cards still in the stack" in dlg.heading.text()
    assert window.save_to(tmp_path / "g.nwgame")
    assert summary(load(tmp_path / "g.nwgame"))["cards_left"] == game.cards_left


# --- the view follows the game -----------------------------------------------------------


def test_after_each_turn_the_view_shows_the_coast_both_surveyors_and_the_new_card(window, qtbot):
    view, scene, c = window.view, window.scene, window.controller
    window.start_game([YOU, ADA], 8)
    window.game_screen.fit_board()
    for _ in range(30):
        c.play_move(RandomPlayer(c.game.turn).choose(c.game.copy()))
        qtbot.waitUntil(lambda: view._widen_anim.state() != view._widen_anim.State.Running, timeout=3000)
        seen = view.visible_scene_rect().adjusted(-1, -1, 1, 1)
        last = c.last_placed()
        things = [scene.coast.sceneBoundingRect(), *(s.sceneBoundingRect() for s in scene.surveyors),
                  cell_rect(last.x, last.y)]
        assert all(seen.contains(r) for r in things), c.game.turn
    assert view.following


def test_once_the_player_zooms_the_view_stays_put_and_the_status_line_offers_f_to_fit(window, qtbot):
    view, c = window.view, window.controller
    window.start_game([YOU, ADA], 8)
    play(window, 10)
    QApplication.processEvents()  # the new game's fit
    offer = next(label for label in window.statusBar().findChildren(QLabel) if label.text() == "F: fit the board")
    assert offer.isHidden()
    wheel(view.viewport(), view.viewport().rect().center(), 120)  # the player zooms in
    assert not view.following and not offer.isHidden()
    zoom, where = view.zoom(), view.visible_scene_rect()
    for _ in range(12):
        c.play_move(RandomPlayer(c.game.turn).choose(c.game.copy()))
        QApplication.processEvents()
    assert view.zoom() == zoom and view.visible_scene_rect() == where  # left where the player put it
    QTest.keyClick(window, Qt.Key.Key_F)
    assert view.following and offer.isHidden()
    assert view.visible_scene_rect().adjusted(-1, -1, 1, 1).contains(window.scene.what_matters())


def test_the_view_does_not_move_while_the_player_pans(window, qtbot):
    view = window.view
    window.start_game([YOU, ADA], 8)
    view.zoom_by(2.0 / view.transform().m11())
    view.centerOn(QPointF(-3000, -3000))
    far = view.visible_scene_rect()
    view.hold(True)
    assert not view.reveal(cell_rect(1, 5))
    view.hold(False)
    view.player_moved()  # just panned: leave the view where the player put it
    assert not view.reveal(cell_rect(1, 5))
    assert view.visible_scene_rect() == far
    view._user_moved -= 10
    assert view.reveal(cell_rect(1, 5))
    qtbot.waitUntil(lambda: view.visible_scene_rect().contains(cell_rect(1, 5)), timeout=5000)


def test_log_and_end_table_read_well_for_a_seat_named_you(qtbot):
    from newworld.engine.rules import CATEGORIES, TRAIL, Category
    from newworld.engine.values import FinalScore
    from newworld.gui.dialogs import EndGameDialog
    from newworld.narration import messages

    assert messages().turn_of("You") == "Your turn" and messages().turn_of("Ada") == "Ada's turn"
    final = FinalScore((30, 20), tuple({c: 0 for c in CATEGORIES} | {Category(TRAIL, True): t} for t in (30, 20)),
                       (0,))
    dlg = EndGameDialog(final, ["You", "Ada"], ["#D23C2C", "#2E6FD8"])
    qtbot.addWidget(dlg)
    assert any("You win!" in label.text() for label in dlg.findChildren(QLabel))


def test_the_new_game_dialog_shows_the_colour_blind_palette_in_that_mode(window):
    from newworld.gui import palette as art

    window.save_seats([YOU, ADA, Seat("Cleo", "#E8B820", "computer", "easy")])
    window.game_screen.colourblind = True
    window.new_game_dialog()
    dlg = window.new_dialog
    assert dlg is not None
    buttons = [colour for _name, _kind, colour in dlg.rows[:3]]
    assert [b.shown for b in buttons] == list(art.COLOURBLIND_COLOURS[:3])
    assert all(b.fixed and not b.icon().isNull() for b in buttons)
    assert [s.color for s in dlg.seats()] == [YOU.color, ADA.color, "#E8B820"]  # the seats' own colours stay
    window.game_screen.colourblind = False
    window.new_game_dialog()
    assert not any(b.fixed for _n, _k, b in window.new_dialog.rows)


def test_render_plays_with_computer_players_of_a_level(qtbot, tmp_path, monkeypatch):
    from newworld.render import build_window

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    window = build_window(4, 12, 3, (1000, 700), "easy")
    qtbot.addWidget(window)
    c = window.controller
    try:
        assert [s.kind for s in c.seats] == ["human", "computer", "computer"]
        assert {s.level for s in c.seats[1:]} == {"easy"}
        assert len(c.game.moves) >= 12 and c.is_human_turn() and window.composer.draft.active
        assert window.side.log.lines() == c.history_lines()
    finally:
        c.shutdown()


def test_render_command_with_a_level_and_a_close_up(tmp_path, monkeypatch, capsys):
    from newworld.cli import main as cli_main

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    out = tmp_path / "close.png"
    assert cli_main(["render", "--seed", "2", "--turns", "6", "--players", "2", "--level", "easy", "--zoom", "1.2",
                     "--centre", "1,4", "--size", "800x600", "--out", str(out)]) == 0
    assert out.stat().st_size > 10000
    captured = capsys.readouterr()
    assert "(easy)" in captured.out


def test_the_turn_box_tells_the_state_of_an_opened_game(window, tmp_path):
    from pathlib import Path

    assert "Start a new game" in window.side.turn.status.text()
    fixtures = Path(__file__).resolve().parent / "fixtures"
    assert window.open_file(fixtures / "v2.nwgame")  # a finished game
    assert window.side.turn.status.text() == "The game is over."
    window.start_game([YOU, ADA], 3)
    assert "drag the card" in window.side.turn.status.text()
