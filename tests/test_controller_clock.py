"""A local game with a clock, and resigning, through the GameController (real time, real computers)."""

from __future__ import annotations

import time

import pytest

from newworld.controller import GameController, Seat
from newworld.session import ClockSetting

HUMAN = Seat("Ann", "#C62828")
HUMAN2 = Seat("Bob", "#1565C0")
CPU = Seat("Cpu", "#2E7D32", "computer", "random")

pytestmark = pytest.mark.usefixtures("home")


def test_when_a_players_time_runs_out_medium_plays_the_turn_for_them_and_the_log_says_so(make, qtbot):
    controller: GameController = make(autosave=False)
    controller.new_game([HUMAN, CPU], seed=3, clock=ClockSetting.from_str("turn:1"))
    assert controller.clock_left(0) == pytest.approx(1.0, abs=0.1) and controller.clock_running() == 0
    with qtbot.waitSignal(controller.timeRanOut, timeout=5000) as ran_out:
        pass
    assert ran_out.args == [0]
    qtbot.waitUntil(lambda: len(controller.game.moves) >= 1, timeout=2000)
    assert any("Ann's time ran out" in line for line in controller.log_lines())
    assert not controller.can_undo()  # a game with a clock takes no move back


def test_the_clock_stands_still_while_a_dialog_of_the_game_asks(make, qtbot):
    controller = make(autosave=False)
    controller.new_game([HUMAN, HUMAN2], seed=3, clock=ClockSetting.from_str("chess:1+0"))
    controller.pause_clock("dialog")
    qtbot.wait(1300)
    assert controller.game.moves == [] and controller.clock_left(0) > 0.9 and controller.clock_running() == -1
    start = time.monotonic()
    controller.resume_clock("dialog")
    with qtbot.waitSignal(controller.timeRanOut, timeout=5000):
        pass
    assert time.monotonic() - start >= 0.8


def test_a_resigned_player_is_played_by_a_computer_from_then_on(make, qtbot):
    controller = make(autosave=False)
    controller.new_game([HUMAN, CPU], seed=5)
    with qtbot.waitSignal(controller.seatResigned, timeout=2000) as resigned:
        controller.resign(0, "easy")
    assert resigned.args == [0] and controller.seats[0].kind == "computer"
    qtbot.waitUntil(lambda: len(controller.game.moves) >= 4, timeout=15_000)  # both seats play on their own
    assert not controller.can_undo() and controller.session.resigned == {0: 1}
    assert any("Ann resigns" in line for line in controller.log_lines())


def test_a_saved_game_keeps_its_clock_and_who_resigned(make, qtbot, tmp_path):
    controller = make(autosave=False)
    controller.new_game([HUMAN, HUMAN2], seed=3, clock=ClockSetting.from_str("chess:600+5"))
    controller.resign(1, "medium")
    path = tmp_path / "timed.nwgame"
    controller.save(path)
    again = make(autosave=False)
    again.open(path)
    assert again.clock_setting().to_str() == "chess:600+5" and again.session.resigned == {1: 1}
    assert again.seats[1].kind == "computer" and 590 < again.clock_left(0) <= 600


def test_a_shut_down_controller_plays_no_more_its_clock_stops_and_no_computer_starts(make, qtbot):
    controller = make(autosave=False)
    controller.new_game([HUMAN, HUMAN2], seed=3, clock=ClockSetting.from_str("chess:1+0"))
    with qtbot.waitSignal(controller.timeRanOut, timeout=5000):
        pass
    controller.shutdown()
    moves = len(controller.game.moves)
    qtbot.wait(2500)  # Bob's second would have run out twice over, and Ann has none left
    assert len(controller.game.moves) == moves
    assert controller.computers.worker.pool.pids() == []
