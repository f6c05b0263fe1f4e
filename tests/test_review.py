"""The post-game review: Hard's view of each turn of one seat, and ``newworld-cli review``."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from newworld import savegame
from newworld.cli import main as cli_main
from newworld.engine.moves import Move
from newworld.replay import open_timeline
from newworld.review import review_game, review_turn
from newworld.review.analysis import same_move
from newworld.review.appraise import appraise

FIXTURES = Path(__file__).parent / "fixtures"
EASY_VS_HARD = FIXTURES / "easy-vs-hard.nwgame"  # seat 1 Easy, seat 2 Hard (0.2 s a move), seed 5


def review_json(capsys, seat: int) -> dict:
    assert cli_main(["review", str(EASY_VS_HARD), "--seat", str(seat), "--move-time", "0.05", "--rounds", "4",
                     "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_easy_loses_more_than_hard(capsys):
    easy, hard = review_json(capsys, 1), review_json(capsys, 2)
    saved = savegame.load(EASY_VS_HARD)
    assert [s.level for s in saved.seats] == ["easy", "hard"]
    for info, seat in ((easy, 0), (hard, 1)):
        assert [t["turn"] for t in info["turns"]] == [n + 1 for n in range(len(saved.game.moves)) if n % 2 == seat]
        assert all(set(t) == {"turn", "played", "best", "loss"} and t["loss"] >= 0 for t in info["turns"])
        assert [t["played"] for t in info["turns"]] == [str(m) for m in saved.game.moves[seat::2]]
        assert info["total_loss"] == pytest.approx(sum(t["loss"] for t in info["turns"]), abs=0.1 * len(info["turns"]))
        assert all((t["loss"] == 0) == (t["best"] == t["played"]) for t in info["turns"])
    assert easy["total_loss"] > 2 * hard["total_loss"] > 0 or hard["total_loss"] == 0 < easy["total_loss"]


def test_a_seat_that_does_not_exist_or_a_damaged_file_is_one_line(capsys, tmp_path):
    assert cli_main(["review", str(EASY_VS_HARD), "--seat", "3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--seat must be 1..2" in err
    bad = tmp_path / "bad.nwgame"
    bad.write_text("{not json")
    assert cli_main(["review", str(bad), "--seat", "1"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_the_costliest_turns_and_the_text_output(capsys):
    timeline = open_timeline(EASY_VS_HARD)
    review = review_game(timeline, 0, move_time=0.02, rounds=3)
    costly = review.costliest()
    assert len(costly) == 3 and [t.loss for t in costly] == sorted((t.loss for t in review.turns), reverse=True)[:3]
    assert cli_main(["review", str(EASY_VS_HARD), "--seat", "1", "--move-time", "0.02", "--rounds", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("Easy (seat 1): 48 turns,") and out[0].startswith("turn 1: played ")
    assert sum("one of the costliest" in line for line in out) == 3


def test_a_review_stops_when_cancelled_and_reports_progress():
    timeline = open_timeline(EASY_VS_HARD)
    cancel = threading.Event()
    seen = []

    def progress(done, total):
        seen.append((done, total))
        if done == 2:
            cancel.set()

    review = review_game(timeline, 1, move_time=0.01, rounds=1, progress=progress, cancel=cancel)
    assert not review.complete and len(review.turns) == 2 and seen == [(0, 47), (1, 47), (2, 47)]
    with pytest.raises(ValueError):
        review_game(timeline, 2)


def test_the_review_of_the_seat_that_began_starts_with_the_first_turn():
    timeline = open_timeline(FIXTURES / "v3.nwgame")  # seat 3 began
    cancel = threading.Event()
    review = review_game(timeline, 2, move_time=0.01, rounds=1, cancel=cancel,
                         progress=lambda done, total: done == 2 and cancel.set())
    saved = savegame.load(FIXTURES / "v3.nwgame")
    assert [t.number for t in review.turns] == [1, 4] and [t.player for t in review.turns] == [2, 2]
    assert [t.played for t in review.turns] == [saved.game.moves[0], saved.game.moves[3]]


def test_appraise_compares_moves_on_the_same_samples():
    timeline = open_timeline(EASY_VS_HARD)
    game = timeline.game_at(0)
    moves = list(game.legal_moves())
    values = appraise(game, moves[:4], seed=3, rounds=6)
    assert values == appraise(game, moves[:4], seed=3, rounds=6)  # reproducible
    assert len(values) == 4 and len(set(values)) > 1
    twice = appraise(game, [moves[1], moves[1]], seed=1, rounds=4)
    assert twice[0] == twice[1]  # the same move on the same samples: the same value
    with pytest.raises(ValueError):
        appraise(game, [Move.from_str("40,40/0")])
    turn = review_turn(timeline, 1, move_time=0.02, rounds=2)
    assert turn.loss >= 0 and (turn.loss == 0) == same_move(turn.best, turn.played)


def test_same_move_treats_the_default_order_as_no_order():
    a = Move.from_str("2,3/1 R0")
    assert same_move(a, Move.from_str("2,3/1 R0 >0,1")) and not same_move(a, Move.from_str("2,3/1 R0 >1,0"))
    assert not same_move(a, Move.from_str("2,3/1")) and same_move(a, a)
