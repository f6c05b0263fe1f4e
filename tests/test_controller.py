"""The GameController driven the way the window drives it (pytest-qt)."""

from __future__ import annotations

import json
import os
import random
import signal
import time

import pytest
from pool_players import CrashingPlayer, WaitingPlayer

from newworld import savegame
from newworld.ai import default_workers, make_player
from newworld.ai import pool as pool_module
from newworld.ai.turns import PublicPosition
from newworld.controller import GameController, Seat
from newworld.controller import autosave as autosave_module
from newworld.engine.moves import Move
from newworld.engine.values import NoteKind, PlacedCard, PlacedSettler, ScoreEvent
from newworld.savegame import SaveGameError

HUMAN = Seat("Ann", "#C62828")
HUMAN2 = Seat("Bob", "#1565C0")
CPU = Seat("Cpu", "#2E7D32", "computer", "random")
CPU2 = Seat("Cpu 2", "#F9A825", "computer", "random")
HARD = Seat("Hard", "#6A1B9A", "computer", "hard")
SIGNALS = ("gameStarted", "turnStarted", "cardPlaced", "cardDiscarded", "settlerPlaced", "buildingScored",
           "surveyorMoved", "settlerReturned", "scoresChanged", "gameOver", "errorOccurred")


pytestmark = pytest.mark.usefixtures("home")  # tests/conftest.py: paths in the test's folder


def record(controller: GameController) -> list[tuple]:
    log: list[tuple] = []
    for name in SIGNALS:
        getattr(controller, name).connect(lambda *args, name=name: log.append((name, *args)))
    return log


def random_move(controller: GameController, rng: random.Random) -> Move:
    placement = rng.choice(controller.legal_placements())
    return Move(placement, rng.choice([None, *controller.settler_choices(placement)]))


def wait_for_human(qtbot, controller: GameController, timeout: int = 10_000) -> None:
    qtbot.waitUntil(lambda: controller.is_human_turn() or controller.game.is_over, timeout=timeout)


# --- human turns -------------------------------------------------------------------


def test_a_human_move_emits_its_signals_in_event_order(make):
    controller = make(autosave=False)
    log = record(controller)
    controller.new_game([HUMAN, HUMAN2], seed=4)
    assert [entry[0] for entry in log] == ["gameStarted", "scoresChanged", "turnStarted"]
    rng = random.Random(4)
    seen = set()
    while not controller.game.is_over:
        game = controller.game
        player, card, first = game.current_player, game.drawn, len(game.core.events)
        move = random_move(controller, rng)
        del log[:]
        assert controller.play_move(move)
        events = game.events_since(first)
        p = move.placement
        expected: list[tuple] = [("cardPlaced", PlacedCard(p.x, p.y, card, p.rotation))]
        if move.settler:
            expected.append(("settlerPlaced", PlacedSettler(player, p.x, p.y, move.settler.feature, move.settler.kind)))
        names = {NoteKind.SURVEYOR_MOVED: "surveyorMoved", NoteKind.SETTLER_RETURNED: "settlerReturned",
                 NoteKind.CARD_DISCARDED: "cardDiscarded"}
        for event in events:
            expected.append(("buildingScored" if isinstance(event, ScoreEvent) else names[event.kind], event))
        expected.append(("scoresChanged",))
        expected.append(("gameOver", game.final_score()) if game.is_over else ("turnStarted", game.current_player))
        assert log == expected
        seen.update(entry[0] for entry in log)
    assert {"buildingScored", "surveyorMoved", "settlerReturned", "gameOver"} <= seen


def test_an_illegal_move_or_a_move_out_of_turn_is_refused(make, qtbot):
    controller = make(autosave=False)
    controller.new_game([HUMAN, HUMAN2], seed=1)
    with qtbot.waitSignal(controller.errorOccurred) as blocker:
        assert not controller.play_move(Move.from_str("9,9/0"))
    assert blocker.args[0].startswith("Illegal move 9,9/0: A card must touch a card or a starting space. (")
    assert controller.game.turn == 0 and not controller.can_undo()
    controller.new_game([CPU, HUMAN], seed=1)
    controller.shutdown()  # the computer must not move while we check
    with qtbot.waitSignal(controller.errorOccurred):
        assert not controller.play_move(random_move(controller, random.Random(1)))


# --- computer turns and undo ----------------------------------------------------------


def test_computer_turns_follow_and_undo_returns_to_the_human_decision(make, qtbot):
    controller = make(autosave=False)
    thinking = []
    controller.aiThinking.connect(thinking.append)
    controller.new_game([HUMAN, CPU, CPU2], seed=8)
    card = controller.game.drawn
    move = random_move(controller, random.Random(8))
    with qtbot.waitSignal(controller.turnStarted, timeout=10_000, check_params_cb=lambda p: p == 0):
        controller.play_move(move)
    assert controller.game.turn == 3 and controller.game.moves[0] == move
    assert thinking == [True, False, True, False]
    assert controller.is_dirty()
    second_card = controller.game.drawn
    moves = controller.game.moves

    # The computers have answered: the turn is final (undoing would show the cards they drew).
    undone = []
    controller.turnUndone.connect(undone.append)
    assert not controller.can_undo() and controller.last_turn_is_final()
    assert not controller.undo()
    assert undone == [] and controller.game.moves == moves
    assert controller.turns_taken_back() == 0

    # Practice: the player allows taking turns back; it is counted for the final table.
    available = []
    controller.undoAvailable.connect(available.append)
    controller.practice_undo = True
    assert controller.can_undo() and available[-1] is True
    assert controller.undo()
    assert [t.number for t in undone] == [3, 2, 1]  # the computers' replies first, then the human's turn
    assert undone[-1].move == move and controller.turns_taken_back() == 1
    assert controller.game.turn == 0 and controller.game.drawn == card  # the same card comes back
    assert controller.is_human_turn() and not controller.can_undo() and controller.can_redo()

    controller.redo()  # the same moves again, computers' included
    assert controller.game.moves == moves and controller.game.drawn == second_card
    controller.practice_undo = False
    assert not controller.can_undo() and available[-1] is False


def test_a_confirmed_turn_no_computer_has_answered_yet_can_be_taken_back(make, qtbot, tmp_path):
    controller = make(autosave=False)
    release = tmp_path / "release"  # the computer (in its worker process) thinks until this file exists
    controller.computers.player_factory = lambda level, **kwargs: WaitingPlayer(str(release))
    controller.new_game([HUMAN, HUMAN2, CPU], seed=5)
    rng = random.Random(5)
    controller.play_move(random_move(controller, rng))
    assert controller.can_undo()  # Bob (human) is next: free
    with qtbot.waitSignal(controller.aiThinking, check_params_cb=lambda on: on):
        controller.play_move(random_move(controller, rng))
    assert controller.can_undo()  # the computer is still thinking: it has not moved yet
    with qtbot.waitSignal(controller.turnStarted, timeout=10_000, check_params_cb=lambda p: p == 0):
        release.touch()
    assert not controller.can_undo() and controller.game.turn == 3  # it has moved: Bob's turn is final
    controller.undo()
    assert controller.game.turn == 3 and controller.turns_taken_back() == 0


def test_undo_in_a_hot_seat_game_steps_back_one_decision(make):
    controller = make(autosave=False)
    controller.new_game([HUMAN, HUMAN2], seed=2)
    rng = random.Random(2)
    for _ in range(4):
        controller.play_move(random_move(controller, rng))
    controller.undo()
    assert controller.game.turn == 3
    digest_after_3 = savegame.state_digest(controller.game)
    controller.undo()
    controller.undo()
    controller.redo()
    assert controller.game.turn == 2
    controller.redo()
    assert savegame.state_digest(controller.game) == digest_after_3


def thinking_hard(make, qtbot, seats, seed):
    """A controller whose Hard computer thinks for a long time, and is thinking now."""
    controller = make(autosave=False)
    controller.computers.move_time = 30.0
    with qtbot.waitSignal(controller.aiThinking, timeout=10_000, check_params_cb=lambda on: on):
        controller.new_game(seats, seed=seed)
        if controller.is_human_turn():
            controller.play_move(random_move(controller, random.Random(seed)))
    qtbot.wait(300)  # the worker process is searching now
    return controller


def test_undo_while_the_computer_thinks_stops_it(make, qtbot):
    controller = thinking_hard(make, qtbot, [HUMAN, HARD], 3)
    placed = []
    controller.cardPlaced.connect(lambda *args: placed.append(args))
    controller.undo()
    assert controller.game.turn == 0 and controller.is_human_turn()
    qtbot.wait(300)
    assert not placed and controller.game.turn == 0  # (a worker slow to stop on a busy machine is replaced)


def test_a_new_game_while_the_computer_thinks_stops_it(make, qtbot):
    controller = thinking_hard(make, qtbot, [HARD, HUMAN], 5)
    controller.new_game([HUMAN, HUMAN2], seed=6)
    qtbot.wait(300)
    assert controller.game.turn == 0 and controller.game.seed == 6


def test_computer_moves_are_computed_in_worker_processes_from_the_public_position(make, qtbot, monkeypatch):
    sent = []
    original = pool_module._Worker.send

    def spy(worker, message):
        sent.append(message)
        original(worker, message)

    monkeypatch.setattr(pool_module._Worker, "send", spy)
    controller = make(autosave=False)
    controller.computers.move_time = 0.2
    controller.computers.set_cores(2)  # Hard searches on two processes (where there are two cores)
    with qtbot.waitSignal(controller.turnStarted, timeout=20_000, check_params_cb=lambda p: p == 1):
        controller.new_game([Seat("Cpu", "#2E7D32", "computer", "medium"), HARD], seed=20)
    with qtbot.waitSignal(controller.turnStarted, timeout=20_000, check_params_cb=lambda p: p == 0):
        pass
    pids = controller.computers.worker.pool.pids()
    assert pids and os.getpid() not in pids
    positions = [m for message in sent for m in message if isinstance(m, PublicPosition)]
    kinds = {m[0] for m in sent}
    assert "choose" in kinds and len(positions) >= 2
    assert default_workers("hard", 2) == 1 or {"open", "run"} <= kinds
    real = controller.game.deck_ids
    for position in positions:
        seen = position.game().core.deck_pos
        assert list(position.deck[:seen]) == real[:seen]
        assert list(position.deck[seen:]) == sorted(real[seen:])  # the multiset, never the real order


def test_a_worker_killed_while_thinking_is_restarted_and_the_computer_moves(make, qtbot):
    controller = make(autosave=False)
    controller.computers.move_time = 1.0
    with qtbot.waitSignal(controller.aiThinking, timeout=10_000, check_params_cb=lambda on: on):
        controller.new_game([HARD, HUMAN], seed=21)
    pool = controller.computers.worker.pool
    qtbot.waitUntil(lambda: bool(pool.pids()), timeout=10_000)
    qtbot.wait(300)
    os.kill(pool.pids()[0], signal.SIGKILL)
    with qtbot.waitSignal(controller.turnStarted, timeout=20_000, check_params_cb=lambda p: p == 1):
        pass
    assert controller.game.turn == 1 and pool.restarts >= 1


def test_a_computer_that_keeps_failing_is_reported_and_a_random_move_played(make, qtbot):
    controller = make(autosave=False)
    controller.computers.player_factory = lambda level, **kwargs: CrashingPlayer()
    errors = []
    controller.errorOccurred.connect(errors.append)
    with qtbot.waitSignal(controller.turnStarted, timeout=30_000, check_params_cb=lambda p: p == 1):
        controller.new_game([CPU, HUMAN], seed=22)
    assert controller.game.turn == 1
    assert len(errors) == 1 and "failed 3 times" in errors[0] and "random move" in errors[0]


def test_a_computer_player_that_cannot_be_made_is_reported_and_a_random_move_played(make, qtbot):
    """The factory runs inside Qt's undo stack (a human's turn starts the reply): an escape would abort the app."""
    controller = make(autosave=False)

    def broken(level, seed=0, move_time=0.0):  # an old factory that does not take workers=
        raise AssertionError("never called with these arguments")

    controller.computers.player_factory = broken
    errors = []
    controller.errorOccurred.connect(errors.append)
    with qtbot.waitSignal(controller.turnStarted, timeout=30_000, check_params_cb=lambda p: p == 1):
        controller.new_game([CPU, HUMAN], seed=22)
    assert controller.game.turn == 1
    assert len(errors) == 1 and "TypeError" in errors[0] and "random move" in errors[0]


def test_a_game_of_computers_plays_to_the_end(make, qtbot):
    controller = make()
    with qtbot.waitSignal(controller.gameOver, timeout=30_000) as blocker:
        controller.new_game([CPU, CPU2], seed=9)
    assert controller.game.is_over and blocker.args[0].totals == controller.game.scores
    assert controller.resumable_autosave() is None  # finished games are not offered


def test_ai_delay_spaces_computer_moves(make, qtbot):
    controller = make(autosave=False, ai_delay_ms=300)
    controller.new_game([HUMAN, CPU], seed=10)
    start = time.monotonic()
    with qtbot.waitSignal(controller.turnStarted, timeout=5000, check_params_cb=lambda p: p == 0):
        controller.play_move(random_move(controller, random.Random(10)))
    assert time.monotonic() - start >= 0.28


def test_shutdown_stops_a_thinking_computer(make, qtbot):
    controller = thinking_hard(make, qtbot, [HARD, HUMAN], 11)
    pids = controller.computers.worker.pool.pids()
    start = time.monotonic()
    controller.shutdown()
    assert time.monotonic() - start < 2
    assert controller.game.turn == 0 and not controller.computers.worker.pool.pids()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def test_a_hint_comes_from_a_medium_player_in_a_worker(make, qtbot):
    controller = make(autosave=False)
    levels = []

    def factory(level, **kwargs):
        levels.append(level)
        return make_player(level, **kwargs)

    controller.computers.player_factory = factory
    controller.new_game([HUMAN, HUMAN2], seed=12)
    with qtbot.waitSignal(controller.hintReady, timeout=10_000) as blocker:
        assert controller.request_hint()
    assert levels == ["medium"] and controller.game.is_legal(blocker.args[0])
    assert controller.game.turn == 0 and controller.computers.worker.pool.pids()
    controller.new_game([CPU, HUMAN], seed=12)
    assert not controller.request_hint()  # not on a computer's turn


# --- saving, opening, autosave ----------------------------------------------------------


def test_save_and_open_restore_the_game(make, qtbot, tmp_path):
    controller = make(autosave=False)
    dirty = []
    controller.dirtyChanged.connect(dirty.append)
    controller.new_game([HUMAN, HUMAN2], seed=13)
    rng = random.Random(13)
    for _ in range(6):
        controller.play_move(random_move(controller, rng))
    assert controller.is_dirty() and dirty[-1] is True
    path = tmp_path / "game.nwgame"
    controller.save(path)
    assert not controller.is_dirty() and dirty[-1] is False
    digest, card = savegame.state_digest(controller.game), controller.game.drawn
    controller.play_move(random_move(controller, rng))

    other = make(autosave=False)
    with qtbot.waitSignal(other.gameStarted):
        other.open(path)
    assert savegame.state_digest(other.game) == digest and other.game.drawn == card
    assert other.seats == [HUMAN, HUMAN2] and other.seed == 13 and not other.is_dirty()
    assert set(other.legal_placements()) == set(savegame.load(path).game.legal_placements())


def test_opening_a_bad_file_leaves_the_current_game_alone(make, qtbot, tmp_path):
    controller = make(autosave=False)
    controller.new_game([HUMAN, HUMAN2], seed=14)
    controller.play_move(random_move(controller, random.Random(14)))
    digest = savegame.state_digest(controller.game)
    bad = tmp_path / "bad.nwgame"
    bad.write_text(json.dumps({"format": "newworld-save", "version": 99}))
    with qtbot.waitSignal(controller.errorOccurred) as blocker, pytest.raises(SaveGameError):
        controller.open(bad)
    assert "newer" in blocker.args[0]
    assert savegame.state_digest(controller.game) == digest and controller.can_undo()


def test_a_failed_save_reports_the_error(make, qtbot, tmp_path):
    controller = make(autosave=False)
    controller.new_game([HUMAN, HUMAN2], seed=15)
    with qtbot.waitSignal(controller.errorOccurred), pytest.raises(SaveGameError):
        controller.save(tmp_path / "no such folder" / "x.nwgame")


def test_autosave_after_every_turn_and_resume(make, home):
    controller = make()
    controller.new_game([HUMAN, HUMAN2], seed=16)
    assert controller.resumable_autosave() is None
    rng = random.Random(16)
    for _ in range(3):
        controller.play_move(random_move(controller, rng))
        saved = savegame.load(controller.autosave_path())
        assert savegame.state_digest(saved.game) == savegame.state_digest(controller.game)
    path = controller.autosave_path()
    assert path.parent == home / "data" / "autosave"
    assert controller.resumable_autosave() is None  # this window plays it: not offered to another one
    controller.shutdown()  # the window closes: its autosave is free
    assert controller.resumable_autosave() == path

    resumed = make()
    resumed.open(path)
    assert resumed.game.turn == 3 and resumed.autosave_path() == path


def test_only_the_newest_autosaves_are_kept(make):
    controller = make()
    rng = random.Random(17)
    for seed in range(autosave_module.KEEP + 3):
        controller.new_game([HUMAN, HUMAN2], seed=seed)
        controller.play_move(random_move(controller, rng))
    files = autosave_module.autosave_files()
    assert len(files) == autosave_module.KEEP and files[0] == controller.autosave_path()


def test_seats_a_save_could_not_hold_are_refused(make, qtbot):
    controller = make(autosave=False)
    with qtbot.waitSignal(controller.errorOccurred), pytest.raises(SaveGameError, match=r"seats\[1\].color"):
        controller.new_game([HUMAN, Seat("Bob", "blue")])
    assert controller.game is None


def test_a_failed_autosave_is_logged_and_the_game_goes_on(make, monkeypatch):
    controller = make()
    messages = []
    controller.logMessage.connect(messages.append)

    def broken(*args, **kwargs):
        raise SaveGameError("cannot save to x: No space left on device")

    monkeypatch.setattr(autosave_module, "write", broken)
    controller.new_game([HUMAN, HUMAN2], seed=18)
    assert controller.play_move(random_move(controller, random.Random(18)))
    assert controller.game.turn == 1 and any(m.startswith("Autosave failed") for m in messages)


def test_opening_a_game_on_a_computer_turn_lets_the_computer_play(make, qtbot, tmp_path):
    first = make(autosave=False)
    first.new_game([HUMAN, CPU], seed=19)
    with qtbot.waitSignal(first.turnStarted, timeout=5000, check_params_cb=lambda p: p == 0):
        first.play_move(random_move(first, random.Random(19)))
    first.undo_stack.clear()
    first.game.undo()  # back to the computer's turn, then save there
    path = tmp_path / "cpu-turn.nwgame"
    first.save(path)
    second = make(autosave=False)
    with qtbot.waitSignal(second.turnStarted, timeout=5000, check_params_cb=lambda p: p == 0):
        second.open(path)
    assert second.game.turn == 2 and second.is_human_turn()


# --- the game log ----------------------------------------------------------------------


def test_history_lines_are_the_live_log_and_follow_undo(make):
    controller = make(autosave=False)
    live: list[str] = []
    controller.logMessage.connect(live.append)
    controller.new_game([Seat("You", "#C62828"), HUMAN2], seed=4)
    rng = random.Random(4)
    for _ in range(6):
        controller.play_move(random_move(controller, rng))
    assert controller.history_lines() == live
    assert live[0].startswith("You place '") and any(line.startswith("Bob places '") for line in live)
    controller.undo()
    controller.undo()
    assert controller.history_lines() == live[: len(controller.history_lines())]
    assert len([line for line in controller.history_lines() if " place" in line]) == 4
    while not controller.game.is_over:
        controller.play_move(random_move(controller, rng))
    assert controller.history_lines()[-1].startswith("Winner: ")
    controller.new_game([HUMAN, HUMAN2], seed=5)
    assert all(" places " not in line for line in controller.history_lines())


def test_an_opened_game_brings_its_history_and_a_friendly_name(make, home, tmp_path):
    first = make(autosave=True)
    first.new_game([HUMAN, HUMAN2], seed=6)
    rng = random.Random(6)
    for _ in range(3):
        first.play_move(random_move(first, rng))
    history = first.history_lines()
    path = first.autosave_path()
    first.shutdown()  # its window closes (else the second window would go on with a copy)
    second = make(autosave=True)
    live: list[str] = []
    second.logMessage.connect(live.append)
    second.open(path)
    assert second.history_lines() == history
    assert live == ["Resumed your last game (turn 4)"]  # no internal file name
    first.save(tmp_path / "mine.nwgame")
    live.clear()
    second.open(tmp_path / "mine.nwgame")
    assert live == ["Opened mine.nwgame (turn 4)"]
