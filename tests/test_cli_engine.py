"""The headless engine tools: tiles, sim, playouts."""

import collections
import json

import pytest

from newworld.cli import main


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
