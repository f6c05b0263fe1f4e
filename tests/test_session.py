"""The game session under every front end: queries, the one move check, push and take back with the
log's marks, the undo policy, whose turn it is, and what it tells its listeners. No Qt."""

import random
import subprocess
import sys
import textwrap

import pytest

from newworld.engine.errors import MoveError, MoveProblem
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.savegame import Seat, load, save
from newworld.savegame.play import ClockState
from newworld.session import (
    ClockError,
    ClockSetting,
    GameOver,
    GameSession,
    LogCut,
    LogLine,
    Resigned,
    TimeRanOut,
    TurnPlayed,
    TurnStarted,
    TurnUndone,
)

HUMAN, CPU = Seat("Ana", "#C62828"), Seat("Cy", "#1565C0", "computer", "easy")


class Words:
    """A narrator whose lines say which turn and event they tell (the session keeps whatever it is given)."""

    def move_line(self, turn, players):
        return f"move {turn.number} by {players[turn.player]}"

    def event_lines(self, event, players):
        return [f"event of {type(event).__name__}"]

    def final_lines(self, final, players):
        return ["final"]

    def time_line(self, player, players):
        return f"{players[player]} ran out"

    def resigned_line(self, player, level, players):
        return f"{players[player]} resigns to {level}"

    def history_lines(self, opening, turns, final, players):
        return [f"history of {len(turns)} turns"]


def a_move(session, rng=None):
    moves = list(session.game.legal_moves())
    return (rng or random.Random(1)).choice(moves)


def session_of(seats, seed=3, **options):
    events = []
    session = GameSession(Game(len(seats), seed), seats, narrator=Words(), **options)
    session.listen(events.append)
    return session, events


def test_a_human_move_is_played_told_and_logged():
    session, events = session_of([HUMAN, CPU])
    move = a_move(session)
    turn = session.play(move)
    played = next(e for e in events if isinstance(e, TurnPlayed))
    assert played.turn == turn and turn.move == move and played.move_line == "move 1 by Ana"
    assert len(played.event_lines) == len(turn.events)
    assert session.log_lines() == ["history of 0 turns", "move 1 by Ana", *(line for lines in played.event_lines
                                                                           for line in lines)]


@pytest.mark.parametrize("computer", [False, True])
def test_a_move_out_of_turn_is_refused_with_its_reason_and_changes_nothing(computer):
    session, events = session_of([CPU, HUMAN] if not computer else [HUMAN, CPU])
    problem = session.refusal(a_move(session), computer=computer)
    assert problem is not None and problem.problem is MoveProblem.NOT_YOUR_TURN
    with pytest.raises(MoveError):
        session.play(a_move(session), computer=computer)
    assert not session.game.moves and not events


def test_an_illegal_move_is_refused_by_the_rules_check():
    session, _events = session_of([HUMAN, HUMAN])
    occupied = Move.from_str("0,0/0")
    problem = session.refusal(occupied)
    assert problem is not None and problem.problem is not MoveProblem.NOT_YOUR_TURN
    assert session.preview(occupied) is None


def test_a_decision_answered_by_a_computer_is_final_unless_practice_undo():
    session, _events = session_of([HUMAN, CPU])
    session.play(a_move(session))
    assert session.can_undo()
    session.play(a_move(session), computer=True)
    assert not session.can_undo() and session.last_turn_is_final()
    assert session.take_back() == [] and len(session.game.moves) == 2
    session.undo.practice = True
    taken = session.take_back()
    assert [t.number for t in taken] == [2, 1] and not session.game.moves
    assert session.turns_taken_back() == 1


def test_take_back_tells_each_turn_last_first_then_cuts_the_log_once():
    session, events = session_of([HUMAN, HUMAN])
    session.play(a_move(session))
    session.say("saved")
    session.play(a_move(session))
    log_after_one = session.log_lines()[:session.log_lines().index("move 2 by Ana")]
    events.clear()
    session.take_back()
    assert [type(e) for e in events] == [TurnUndone, LogCut]
    assert session.log_lines() == log_after_one and "saved" in log_after_one


def test_moves_before_the_session_and_a_computer_that_moves_first_are_never_taken_back():
    session, _events = session_of([CPU, HUMAN])
    session.play(a_move(session), computer=True)
    assert not session.can_undo() and not session.last_turn_is_final()
    assert session.take_back() == []


def test_announce_says_whose_turn_and_the_end_with_its_final_lines_once():
    session, events = session_of([HUMAN, HUMAN], seed=5)
    session.announce()
    assert events == [TurnStarted(0)]
    rng = random.Random(5)
    while not session.is_over():
        session.push(a_move(session, rng))
    events.clear()
    session.announce(just_now=False)
    assert [type(e) for e in events] == [GameOver] and "final" not in session.log_lines()
    events.clear()
    session.announce()
    assert [type(e) for e in events] == [LogLine, GameOver] and events[1].just_now
    assert session.log_lines().count("final") == 1 and session.current_player() == -1


def test_a_hand_not_known_here_hides_the_card_and_its_choices():
    dealt = {"known": False}
    session, _events = session_of([HUMAN, HUMAN], here={0}, in_hand=lambda: dealt["known"])
    drawn = session.game.drawn
    assert session.drawn() is None and session.legal_placements() == [] and not session.is_human_turn()
    assert session.remaining()[drawn.id] == session.game.remaining()[drawn.id] + 1
    dealt["known"] = True
    assert session.drawn() == drawn and session.legal_placements() and session.is_human_turn()


def test_score_series_adds_each_turns_points():
    session, _events = session_of([HUMAN, HUMAN], seed=7)
    rng = random.Random(7)
    for _ in range(20):
        session.push(a_move(session, rng))
    series = session.score_series()
    assert len(series) == 21 and series[0] == (0, 0) and series[-1] == session.scores()


def test_a_whole_game_runs_on_the_session_with_qt_blocked_from_import():
    """The session, the engine, the computer players and the save format need no Qt at all."""
    script = textwrap.dedent("""
        import sys
        class NoQt:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6"):
                    raise ImportError("Qt is blocked in this test: " + name)
        sys.meta_path.insert(0, NoQt())
        from newworld.ai import make_player
        from newworld.engine.game import Game
        from newworld.savegame import Seat, dumps, build_document
        from newworld.session import GameSession, GameOver
        seats = [Seat("A", "#C62828", "computer", "easy"), Seat("B", "#1565C0", "computer", "medium")]
        session = GameSession(Game(2, 11), seats, seed=11)
        told = []
        session.listen(told.append)
        players = [make_player(s.level, seed=i) for i, s in enumerate(seats)]
        session.announce()
        while not session.is_over():
            session.play(players[session.current_player()].choose(session.game.copy()), computer=True)
            session.announce()
        assert isinstance(told[-1], GameOver) and told[-1].just_now
        dumps(build_document(session.game, session.seats, seed=session.seed))
        assert not any(m.split(".")[0] in ("PySide6", "shiboken6") for m in sys.modules)
        print("scores", session.scores())
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("scores (")


# --- the clock and resigning ------------------------------------------------------------

class Time:
    """A clock the test moves by hand."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_clock_settings_read_back_and_refuse_nonsense():
    for text in ("off", "turn:30", "chess:600+10"):
        assert ClockSetting.from_str(text).to_str() == text
    for bad in ("turn:0", "chess:600", "turn:30+5", "blitz", "", None, "turn:9999999"):
        with pytest.raises(ClockError):
            ClockSetting.from_str(bad)


def test_a_chess_clock_runs_for_the_player_to_move_pauses_and_adds_its_increment():
    t = Time()
    session, _events = session_of([HUMAN, HUMAN], clock=ClockSetting.from_str("chess:60+5"), now=t)
    session.announce()
    t.now += 20
    assert session.clock.remaining(0, t()) == 40 and session.clock.remaining(1, t()) == 60
    session.clock.pause("dialog", t())
    t.now += 100  # a dialog asked something: no time runs
    session.clock.resume("dialog", t())
    t.now += 10
    session.play(a_move(session))
    assert session.clock.remaining(0, t()) == 35  # 60 - 30 + 5
    session.announce()
    t.now += 61
    assert session.clock.expired(t()) and session.clock.remaining(1, t()) == 0


def test_a_turn_limit_starts_afresh_each_turn_and_a_move_is_played_for_time():
    t = Time()
    session, events = session_of([HUMAN, CPU], clock=ClockSetting.from_str("turn:30"), now=t)
    session.announce()
    move = a_move(session)
    with pytest.raises(MoveError):
        session.play_for_time(move)  # the time has not run out yet
    t.now += 31
    events.clear()
    turn = session.play_for_time(move)
    assert [type(e) for e in events] == [LogLine, TimeRanOut, TurnPlayed] and turn.move == move
    assert "Ana ran out" in events[0].text and not session.can_undo()
    session.announce()
    assert session.clock.remaining(1, t()) == 30


def test_a_clock_survives_a_save_and_goes_on_where_it_stood(tmp_path):
    t = Time()
    session, _events = session_of([HUMAN, HUMAN], clock=ClockSetting.from_str("chess:300+0"), now=t)
    session.announce()
    session.play(a_move(session))
    session.announce()
    session.resign(0, "hard")
    t.now += 50
    save(tmp_path / "clock.nwgame", session.game, session.seats, seed=session.seed, play=session.play_state())
    t.now += 1000  # the app was closed meanwhile
    again = GameSession.from_saved(load(tmp_path / "clock.nwgame"), now=t)
    assert again.clock.setting.to_str() == "chess:300+0" and again.clock.player == 1
    assert again.clock.remaining(1, t()) == 250 and again.resigned == {0: 2}
    t.now += 10
    assert again.clock.remaining(1, t()) == 240
    with pytest.raises(ClockError):
        ClockState.from_json({"left": [1, -5], "player": 0, "used": 0}, 2)


def test_a_resigned_seat_is_played_by_a_computer_and_remembered():
    session, events = session_of([HUMAN, HUMAN])
    session.play(a_move(session))
    session.resign(0, "hard")
    assert session.seats[0].kind == "computer" and session.seats[0].level == "hard"
    assert session.resigned == {0: 2} and any(isinstance(e, Resigned) for e in events)
    assert "Ana resigns" in session.log_lines()[-1]
    with pytest.raises(ValueError):
        session.resign(0, "easy")
