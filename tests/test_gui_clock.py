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


def test_each_players_time_is_in_their_row_and_the_player_to_move_counts_down(window, qtbot):
    window.start_game([ANN, BOB], 3, ClockSetting.from_str("chess:600+10"))
    rows = window.side.players.rows
    assert [(r.clock, r.clock_look) for r in rows] == [("10:00", "running"), ("10:00", "waiting")]
    qtbot.waitUntil(lambda: rows[0].clock == "9:59", timeout=3000)  # ticks as it runs
    assert rows[1].clock == "10:00" and rows[0].accessibleDescription() == "Time left: 9:59"
    assert rows[0].clock_rect().right() < rows[0].texts()[2].rect.left()  # left of the score


def test_the_last_ten_seconds_are_marked_and_a_player_out_of_time_is_told(window, qtbot):
    window.start_game([ANN, BOB], 3, ClockSetting.from_str("turn:11"))
    rows = window.side.players.rows
    assert rows[0].clock_look == "running"
    qtbot.waitUntil(lambda: rows[0].clock_look == "low", timeout=3000)
    assert rows[0].clock in ("0:10", "0:09")
    qtbot.waitUntil(lambda: window.controller.current_player() == 1, timeout=15_000)  # Medium played for Ann
    assert window.game_screen.notice == "Ann's time ran out: the computer played their turn"
    assert [r.clock_look for r in rows] == ["waiting", "running"] and rows[0].clock == "0:11"


def test_a_game_without_a_clock_shows_none(window):
    window.start_game([ANN, BOB], 3)
    assert [r.clock for r in window.side.players.rows] == ["", ""]
    assert window.side.players.rows[0].clock_rect().isEmpty()


def test_while_a_computers_turn_is_still_shown_the_next_players_clock_waits(window, qtbot):
    window.game_screen.pacer.pace = "normal"  # a computer's turn in steps, 650 ms apart
    window.start_game([CPU, ANN], 3, ClockSetting.from_str("chess:60+0"))
    controller, pacer, rows = window.controller, window.game_screen.pacer, window.side.players.rows
    qtbot.waitUntil(lambda: controller.current_player() == 1, timeout=10_000)
    assert pacer.busy() and controller.clock_running() == -1  # the board still shows the computer's turn
    assert [r.clock_look for r in rows] == ["waiting", "waiting"]
    qtbot.waitUntil(lambda: not pacer.busy(), timeout=10_000)
    assert controller.clock_running() == 1 and rows[1].clock_look == "running"
    assert controller.clock_left(1) > 59.5  # none of the time the turn was shown was counted


def lesson_position_before_the_scoring_order(tmp_path):
    """A hot-seat game with a chess clock at the tutorial's crossing that completes two trails at once:
    the move that asks for the scoring order."""
    from collections import Counter

    from newworld.engine.catalog import default_catalog
    from newworld.engine.core import Core
    from newworld.engine.game import Game
    from newworld.engine.moves import Move
    from newworld.savegame import save
    from newworld.savegame.play import PlayState
    from newworld.tutorial.lesson import LESSON

    catalog = default_catalog()
    first = [catalog.by_id[card].index for card in LESSON.deck()]  # the lesson's cards, then the rest of the 95
    game = Game.from_core(Core(catalog, 2, first + list((Counter(catalog.full_deck()) - Counter(first)).elements())))
    order_step = next(i for i, s in enumerate(LESSON.steps) if s.topic == "order")
    for i in range(order_step):
        game.push(Move.from_str(LESSON.steps[i].move))
        game.push(LESSON.reply(2 * i))
    path = tmp_path / "crossing.nwgame"
    save(path, game, [ANN, BOB], play=PlayState(ClockSetting.from_str("chess:300+0")))
    target = Move.from_str(LESSON.steps[order_step].move)
    return path, Move(target.placement, target.settler)


def test_the_clock_stands_still_while_the_game_asks_for_the_scoring_order(window, qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    from newworld.gui.dialogs import ScoringOrderDialog

    path, move = lesson_position_before_the_scoring_order(tmp_path)
    assert window.open_file(path)
    controller = window.controller
    window.game_screen.ask_order = True
    assert controller.clock_running() == 0
    seen = []

    def while_asked() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ScoringOrderDialog):
            QTimer.singleShot(20, while_asked)
            return
        seen.append((controller.clock_running(), controller.clock_left(0), window.side.players.rows[0].clock_look))
        QTimer.singleShot(600, lambda: (seen.append(controller.clock_left(0)), dialog.accept()))

    QTimer.singleShot(0, while_asked)
    window.composer.moveChosen.emit(move)  # Enter on the turn: the chooser comes up
    (running, before, look), after = seen
    assert running == -1 and look == "paused" and after == before  # 0.6 s asked, none of it counted
    assert controller.current_player() == 1 and controller.clock_running() == 1  # played; Bob's time runs


def test_the_clock_of_a_game_at_this_screen_stands_still_while_the_window_is_minimized(window, qtbot):
    window.start_game([ANN, CPU], 3, ClockSetting.from_str("turn:60"))
    controller = window.controller
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(lambda: controller.clock_running() == -1, timeout=2000)
    left = controller.clock_left(0)
    qtbot.wait(300)
    assert controller.clock_left(0) == left
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: controller.clock_running() == 0, timeout=2000)


def resign_through_the_menu(window, qtbot, *, who: str | None = None, level: str = "Easy", resign: bool = True):
    """Game ▸ Resign…, answered: ``who`` chosen (None: as offered), ``level``, then Resign (or Cancel).
    Returns what the dialog showed and the clock then: (who was offered, the row of the others, running)."""
    from PySide6.QtWidgets import QApplication, QComboBox, QLabel

    from newworld.gui.resign import ResignDialog

    window.show_dialogs = True
    seen = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResignDialog):
            QTimer.singleShot(20, answer)
            return
        named = [label.text() for label in dialog.findChildren(QLabel) if label.text().startswith("<b>")]
        seen.append((dialog.who.currentText() if dialog.who.isVisible() else named[-1],
                     window.controller.clock_running()))
        if who is not None:
            dialog.who.setCurrentIndex(dialog.who.findText(who))
        level_box = next(box for box in dialog.findChildren(QComboBox) if box is not dialog.who)
        level_box.setCurrentIndex(level_box.findText(level))
        QTest.mouseClick(dialog.resign if resign else dialog.cancel, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    window.menus.resign.trigger()
    window.show_dialogs = False
    return seen[0]


def test_a_player_resigns_from_the_game_menu_and_a_computer_of_their_choice_plays_on(window, qtbot):
    window.start_game([ANN, CPU], 3, ClockSetting.from_str("chess:300+5"))
    controller, rows = window.controller, window.side.players.rows
    assert window.menus.resign.isEnabled()
    offered, running = resign_through_the_menu(window, qtbot, level="Easy")
    assert offered == "<b>Ann</b>" and running == -1  # the one person here; the clock stood still meanwhile
    assert controller.seats[0].kind == "computer" and controller.seats[0].level == "easy"
    assert controller.resigned_seats() == {0: 1} and rows[0].texts()[1].text == "Resigned · Easy"
    assert any("Ann resigns: a computer (Easy) plays the seat" in line for line in window.side.log.lines())
    assert not window.menus.resign.isEnabled()  # nobody at this screen plays any more
    qtbot.waitUntil(controller.is_over, timeout=60_000)  # the computers play it to the end
    table = window.game_screen.end_dialog
    assert table is not None and table.table.horizontalHeaderItem(0).text() == "Ann (resigned)"
    assert table.note.text() == "Ann resigned in turn 1; a computer (Easy) played the seat from then on."
    from newworld.controller import load_statistics

    qtbot.waitUntil(lambda: "Ann" in load_statistics().totals["players"], timeout=10_000)  # (on its own thread)
    ann = load_statistics().totals["players"]["Ann"]  # recorded as Ann's game, resigned
    assert (ann["games"], ann["resigned"]) == (1, 1)
    window.play_again()  # who resigned plays again
    assert [s.kind for s in controller.seats] == ["human", "computer"] and controller.resigned_seats() == {}


def test_resigning_asks_first_and_cancel_changes_nothing(window, qtbot):
    window.start_game([ANN, BOB], 3)
    resign_through_the_menu(window, qtbot, resign=False)
    assert window.controller.resigned_seats() == {} and [s.kind for s in window.controller.seats] == ["human"] * 2


def test_at_a_hot_seat_table_the_player_to_move_is_offered_and_another_may_resign(window, qtbot):
    from newworld.engine.moves import Move

    window.start_game([ANN, BOB], 3)
    controller = window.controller
    controller.play_move(Move(controller.legal_placements()[0], None))  # Bob to move
    offered, _running = resign_through_the_menu(window, qtbot, who="Ann", level="Hard")
    assert offered == "Bob" and controller.resigned_seats() == {0: 2}
    assert controller.seats[0].level == "hard" and controller.seats[1].kind == "human"
    assert window.menus.resign.isEnabled()  # Bob still plays
    assert not controller.can_undo()  # final: Ann's first turn is not taken back


def test_the_tutorial_offers_no_resigning(window, qtbot):
    window.learning.start_tutorial()
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=10_000)
    assert not window.menus.resign.isEnabled()
