"""The headless engine tools: tiles, sim, playouts."""

import collections
import json

import pytest

from newworld import savegame
from newworld.cli import main
from newworld.engine.game import first_player_for


def run_json(capsys, *argv):
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_tiles_json_shows_the_catalog(capsys):
    data = run_json(capsys, "tiles", "--json")
    assert data["cards"] == 95
    assert len(data["types"]) == 50
    assert sum(t["count"] for t in data["types"]) == 95
    assert collections.Counter(t["count"] for t in data["types"]) == {1: 24, 2: 10, 3: 13, 4: 3}
    assert len(data["starting_spaces"]) == 10


def test_sim_json_plays_complete_games(capsys):
    data = run_json(capsys, "sim", "--games", "20", "--players", "3", "--seed", "9", "--json")
    assert [g["seed"] for g in data["games"]] == list(range(9, 29))
    for g in data["games"]:
        assert g["placed"] + g["discarded"] == 95
        assert g["turns"] == g["placed"]
        assert len(g["scores"]) == 3
    assert data["games_per_second"] > 0


def test_sim_text_reports_the_rate(capsys):
    assert main(["sim", "--games", "3", "--players", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 4 and "games/s" in out[-1]


def test_sim_first_player_begins_each_game_and_random_is_drawn_from_each_seed(capsys, tmp_path):
    data = run_json(capsys, "sim", "--games", "3", "--players", "4", "--first-player", "3", "--json",
                    "--save-dir", str(tmp_path))
    assert [g["first_player"] for g in data["games"]] == [2, 2, 2]
    assert [savegame.load(p).game.turns()[0].player for p in data["saved"]] == [2, 2, 2]
    again = run_json(capsys, "sim", "--games", "30", "--players", "3", "--first-player", "random", "--json")
    firsts = [g["first_player"] for g in again["games"]]
    assert firsts == [first_player_for("random", 3, seed) for seed in range(1, 31)] and set(firsts) == {0, 1, 2}
    assert [g["scores"] for g in run_json(capsys, "sim", "--games", "3", "--first-player", "1", "--json")["games"]] \
        == [g["scores"] for g in run_json(capsys, "sim", "--games", "3", "--json")["games"]]  # seat 1: as always
    assert main(["sim", "--games", "2", "--first-player", "random"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(f"seat {firsts[0] + 1} began")


@pytest.mark.parametrize("argv, message", [
    (["sim", "--first-player", "3"], "--first-player 3: a 2-player game has seats 1 to 2"),
    (["arena", "easy", "random", "--players", "3", "--first-player", "4"],
     "--first-player 4: a 3-player game has seats 1 to 3"),
])
def test_a_first_player_without_a_seat_is_one_line(capsys, argv, message):
    assert main(argv) == 2
    assert capsys.readouterr().err == f"newworld-cli {argv[0]}: error: {message}\n"


@pytest.mark.parametrize("value", ["0", "6", "first", "1.5"])
def test_a_first_player_that_is_no_seat_number_is_refused_by_the_parser(capsys, value):
    with pytest.raises(SystemExit) as info:
        main(["sim", "--first-player", value])
    assert info.value.code == 2 and "--first-player" in capsys.readouterr().err


def test_playouts_json(capsys):
    data = run_json(capsys, "playouts", "--count", "20", "--from-card", "45", "--json")
    assert data["playouts"] == 20 and data["from_card"] == 45


@pytest.mark.parametrize("argv", [["sim", "--players", "6"], ["sim", "--games", "0"], ["frobnicate"],
                                  ["sim", "--games", "abc"]])
def test_bad_arguments_are_refused_with_a_message(capsys, argv):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "error" in err
    assert "_positive" not in err and "Traceback" not in err
