"""``newworld-cli play``: a whole game in a terminal on the game session, driven by piped input, no Qt."""

import subprocess
import sys

from newworld.savegame import load

NO_QT_RUN = """
import sys
from newworld.cli import main
rc = main(sys.argv[1:])
qt = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6")]
print("QT MODULES:", qt, file=sys.stderr)
sys.exit(rc if not qt else 99)
"""


def play(*args, answers="", cwd=None):
    """Run ``newworld-cli play ARGS`` with ``answers`` piped in (one per line); (exit status, output, errors)."""
    done = subprocess.run([sys.executable, "-c", NO_QT_RUN, "play", *args], input=answers, capture_output=True,
                          text=True, timeout=600, cwd=cwd, env={"NEWWORLD_LANG": "en", "PATH": ""})
    return done.returncode, done.stdout, done.stderr


def test_a_whole_game_from_piped_input_ends_with_the_final_scores_and_no_qt(tmp_path):
    code, out, err = play("--seed", "4", "--opponent", "easy", answers="1\n" * 60, cwd=tmp_path)
    assert code == 0, err
    assert "QT MODULES: []" in err
    lines = out.splitlines()
    over = lines.index("Game over:")
    assert lines[over + 1].startswith("You: ") and lines[over + 2].startswith("Priscilla: ")
    assert "Priscilla (Easy) thinks…" in out and "legal moves:" in out


def test_each_turn_shows_the_board_labelled_the_card_scores_and_numbered_moves(tmp_path):
    code, out, _err = play("--seed", "4", answers="quit\n", cwd=tmp_path)
    assert code == 0
    assert "Turn 1: your move" in out and "The card: " in out and "Scores: You 0 points, 5 settlers" in out
    board = out.splitlines()
    columns = next(line for line in board if line.split() == ["1", "0"])
    row_one = next(line for line in board if line.split()[:1] == ["1"] and line.split()[-1:] == ["1"]
                   and line is not columns)
    assert "#~~" in row_one  # Plymouth, the town space of row 1, on the coast
    assert "1) column 1, row 0 turned 0° — 1,0/0" in out


def test_commands_hint_undo_save_and_bad_answers_are_each_answered(tmp_path):
    answers = "\n".join(["hello", "999", "0,0/0", "undo", "hint", "save first.nwgame", "quit", ""])
    code, out, _err = play("--seed", "4", "--opponent", "random", answers=answers, cwd=tmp_path)
    assert code == 0
    assert "Not a move nor a command: hello" in out
    assert "There is no move 999: choose 1 to " in out
    assert "Refused: 0,0/0: " in out
    assert "Nothing to take back" in out
    assert "The hint plays " in out
    saved = load(tmp_path / "first.nwgame")
    assert len(saved.game.moves) == 2  # the hint's move and the computer's answer
    assert f"Saved to {'first.nwgame'}" in out and "the game is saved" in out


def test_quit_saves_and_open_goes_on_from_there(tmp_path):
    code, out, _err = play("--seed", "9", "--players", "3", "--opponent", "easy", answers="1\n1\nquit\n",
                           cwd=tmp_path)
    assert code == 0
    saved_line = next(line for line in out.splitlines() if line.startswith("Saved to "))
    path = tmp_path / saved_line.removeprefix("Saved to ")
    first = load(path)
    assert len(first.seats) == 3 and [s.level for s in first.seats[1:]] == ["easy", "medium"]
    assert len(first.game.moves) == 6
    code, out, _err = play("--open", str(path), answers="1\nquit\n", cwd=tmp_path)
    assert code == 0 and f"Saved to {path}" in out
    assert len(load(path).game.moves) == 9


def test_practice_undo_takes_back_a_turn_the_computer_answered(tmp_path):
    code, out, _err = play("--seed", "4", "--opponent", "random", "--practice",
                           answers="1\nundo\nsave back.nwgame\nquit\n", cwd=tmp_path)
    assert code == 0 and "Took back 2 turns" in out
    assert load(tmp_path / "back.nwgame").game.moves == []


def test_end_of_input_is_quit_and_a_wrong_option_is_refused(tmp_path):
    code, out, _err = play("--seed", "4", answers="", cwd=tmp_path)
    assert code == 0 and "Stopped before the end; the game is saved." in out
    code, _out, err = play("--players", "2", "--opponent", "easy", "--opponent", "hard", cwd=tmp_path)
    assert code == 2 and "2 opponents for 2 players" in err
    code, _out, err = play("--open", str(tmp_path / "missing.nwgame"), cwd=tmp_path)
    assert code == 2 and "missing.nwgame" in err


def test_with_a_clock_the_time_shows_and_when_it_runs_out_before_an_answer_medium_plays(tmp_path):
    import os
    import time

    game = subprocess.Popen([sys.executable, "-c", NO_QT_RUN, "play", "--seed", "4", "--opponent", "random",
                             "--clock", "turn:1"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=tmp_path,
                            env={"NEWWORLD_LANG": "en", "PATH": "", "PYTHONPATH": os.pathsep.join(sys.path)})
    time.sleep(6)  # no answer: the first turn's second runs out while the game waits for one
    out, err = game.communicate("save timed.nwgame\nquit\n", timeout=120)
    assert game.returncode == 0, err
    assert "Time (1 s a turn): You 0:01; Priscilla 0:01" in out and "Time left: 0:01" in out
    assert "Your time ran out: the computer plays this turn for you" in out
    saved = load(tmp_path / "timed.nwgame")
    assert saved.play.clock.to_str() == "turn:1" and len(saved.game.moves) >= 2


def test_resign_asks_first_then_a_computer_of_the_level_named_plays_the_seat_to_the_end(tmp_path):
    code, out, err = play("--seed", "4", "--opponent", "random", "--clock", "chess:600+5",
                          answers="resign grandmaster\nresign hard\nno\nresign easy\nyes\n", cwd=tmp_path)
    assert code == 0, err
    assert "No computer level grandmaster: choose Easy, Medium, Hard, Expert" in out
    assert out.count("Resign? A computer (Hard) plays your seat") == 1 and "You play on." in out
    assert "You resign: a computer (Easy) plays your seat from now on; your points stand" in out
    assert "You (Easy) thinks…" in out  # the computer plays the seat on, to the end
    final = out.splitlines()[out.splitlines().index("Game over:") + 1]
    assert final.startswith("You: ") and final.endswith(" (resigned in turn 1)")


def test_a_clock_that_is_not_one_or_for_a_saved_game_is_refused(tmp_path):
    code, _out, err = play("--clock", "turn:forever", cwd=tmp_path)
    assert code == 2 and "--clock" in err and "not a clock" in err
    code, _out, err = play("--open", "any.nwgame", "--clock", "turn:30", cwd=tmp_path)
    assert code == 2 and "--clock is for a new game" in err
