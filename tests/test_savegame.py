"""Saved games: round trips, versions, refusals with clear messages, atomic writes, paths."""

from __future__ import annotations

import json
import os
import pickle
import random
from pathlib import Path

import pytest

from newworld import paths, savegame
from newworld.cli import main as cli_main
from newworld.engine.game import Game
from newworld.savegame import SaveGameError, SaveProblem, Seat, default_seats
from newworld.savegame import format as fmt
from newworld.sim import random_game, run_sim

FIXTURES = Path(__file__).parent / "fixtures"


def prefix(game: Game, moves: int) -> Game:
    """A new game on the same deck and the same first player with the first ``moves`` moves of ``game``."""
    out = Game(game.players, deck=game.deck_ids, first_player=game.first_player)
    for move in game.moves[:moves]:
        out.push(move)
    return out


def round_trip(game: Game, seats: list[Seat] | None = None) -> savegame.SavedGame:
    seats = seats or default_seats(game.players)
    return savegame.loads(savegame.dumps(savegame.build_document(game, seats, seed=7)))


def assert_same_position(a: Game, b: Game) -> None:
    assert a.drawn == b.drawn
    assert (a.turn, a.is_over, a.current_player) == (b.turn, b.is_over, b.current_player)
    assert a.scores == b.scores and a.supply == b.supply and a.surveyors == b.surveyors
    assert set(a.legal_placements()) == set(b.legal_placements())
    assert a.remaining() == b.remaining()
    assert savegame.state_digest(a) == savegame.state_digest(b)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_save_open_and_continue_identically(players):
    rng = random.Random(players)
    for seed in range(4):
        full = random_game(players, 100 * players + seed, first_player=seed % players)
        total = len(full.moves)
        for cut in sorted({0, 1, total, *rng.sample(range(2, total), 6)}):
            original = prefix(full, cut)
            reopened = round_trip(original).game
            assert_same_position(original, reopened)
            for move in full.moves[cut:]:  # the rest of the game plays out the same
                original.push(move)
                reopened.push(move)
            assert_same_position(original, reopened)
            assert reopened.final_score() == full.final_score()


def test_file_round_trip_keeps_setup_and_times(tmp_path):
    game = prefix(random_game(3, 5), 40)
    seats = [Seat("Ann", "#112233"), Seat("Bot", "#AABBCC", "computer", "hard"), Seat("Éva ✓", "#000000")]
    path = tmp_path / "g.nwgame"
    document = savegame.save(path, game, seats, seed=5, created="2026-01-02T03:04:05Z")
    loaded = savegame.load(path)
    assert loaded.seats == tuple(seats)
    assert (loaded.seed, loaded.created, loaded.file_version) == (5, "2026-01-02T03:04:05Z", fmt.VERSION)
    assert loaded.saved == document["saved"]
    assert loaded.game.moves == game.moves and loaded.game.deck_ids == game.deck_ids
    assert document["summary"] == {"turn": 40, "finished": False, "scores": list(game.scores)}


def test_the_v1_fixture_stays_loadable():
    loaded = savegame.load(FIXTURES / "v1.nwgame")
    assert loaded.file_version == 1
    assert loaded.game.is_over and loaded.game.turn == 95
    assert loaded.game.scores == (35, 12, 11)
    assert [s.name for s in loaded.seats] == ["Ada", "Computer 2", "Computer 3"]


def test_the_v2_fixture_opens_with_the_first_seat_beginning_and_is_saved_as_version_3(tmp_path):
    loaded = savegame.load(FIXTURES / "v2.nwgame")
    assert loaded.file_version == 2 and loaded.game.first_player == 0
    assert [t.player for t in loaded.game.turns()[:4]] == [0, 1, 2, 0]
    document = savegame.save(tmp_path / "again.nwgame", loaded.game, loaded.seats, seed=loaded.seed)
    assert (document["version"], document["setup"]["first_player"]) == (3, 0)
    again = savegame.load(tmp_path / "again.nwgame")
    assert again.file_version == 3 and savegame.state_digest(again.game) == savegame.state_digest(loaded.game)


def test_the_v3_fixture_stays_loadable_and_says_seat_3_began():
    loaded = savegame.load(FIXTURES / "v3.nwgame")
    assert loaded.file_version == 3 and loaded.game.first_player == 2
    assert [t.player for t in loaded.game.turns()[:4]] == [2, 0, 1, 2]
    assert loaded.game.is_over and loaded.game.scores == (123, 98, 131)


@pytest.mark.parametrize("first", [1, 2])
def test_who_began_is_kept_by_a_save_and_the_game_goes_on_from_the_right_seat(first):
    game = prefix(random_game(3, 5, first_player=first), 20)
    document = savegame.build_document(game, default_seats(3), seed=5)
    assert document["setup"]["first_player"] == first
    reopened = savegame.loads(savegame.dumps(document)).game
    assert reopened.first_player == first and reopened.current_player == (first + 20) % 3
    assert_same_position(game, reopened)


def test_a_file_that_says_another_seat_began_is_refused():
    document = json.loads(savegame.dumps(savegame.build_document(prefix(random_game(3, 5, first_player=1), 30),
                                                                 default_seats(3))))
    document["setup"]["first_player"] = 0
    assert refusal(document).startswith(("summary: the file says", "digest: the replayed game does not match"))
    document["setup"]["first_player"] = 3
    assert refusal(document) == "setup.first_player: expected a seat 0..2, got 3"


def document_of(game: Game | None = None) -> dict:
    game = game or prefix(random_game(2, 1), 12)
    return json.loads(savegame.dumps(savegame.build_document(game, default_seats(game.players))))


def refusal(document: object) -> str:
    with pytest.raises(SaveGameError) as info:
        savegame.loads(json.dumps(document))
    return str(info.value)


def test_a_newer_version_is_refused_naming_both_versions():
    doc = document_of()
    doc["version"] = 7
    message = refusal(doc)
    assert "newer" in message and "version 7" in message and f"up to {fmt.VERSION}" in message
    with pytest.raises(SaveGameError) as info:
        savegame.loads(json.dumps(doc))
    assert info.value.problem is SaveProblem.NEWER


def test_migrations_run_in_order(monkeypatch):
    """A fake version 5 with migrations 3->4->5 after the real 1->2->3 shows the chain."""
    steps = []
    real = dict(fmt.MIGRATIONS)

    def step(n, change):
        def migrate(doc):
            steps.append(n)
            return change(doc)
        return migrate

    doc = json.loads((FIXTURES / "v1.nwgame").read_text(encoding="utf-8"))
    monkeypatch.setattr(fmt, "VERSION", 5)
    monkeypatch.setattr(fmt, "MIGRATIONS", {
        1: step(1, real[1]), 2: step(2, real[2]), 3: step(3, lambda d: {**d, "extra": "x"}),
        4: step(4, lambda d: {key: value for key, value in d.items() if key != "extra"})})
    loaded = savegame.loads(json.dumps(doc))
    assert steps == [1, 2, 3, 4] and loaded.file_version == 1


@pytest.mark.parametrize("change, where", [
    (lambda d: d.update(colour="red"), "unknown key 'colour'"),
    (lambda d: d["setup"]["seats"][1].update(age=3), "setup.seats[1]: unknown key 'age'"),
    (lambda d: d["setup"]["options"].update(rules="x"), "setup.options: unknown key 'rules'"),
    (lambda d: d["setup"]["seats"][0].update(color="red"), "setup.seats[0].color"),
    (lambda d: d["setup"]["seats"][0].update(kind="robot"), "setup.seats[0].kind"),
    (lambda d: d["setup"]["seats"][0].update(level="grandmaster"), "setup.seats[0].level"),
    (lambda d: d["setup"].update(seats=d["setup"]["seats"][:1]), "setup.seats: expected 2..5"),
    (lambda d: d["setup"].update(seed=-1), "setup.seed"),
    (lambda d: d.pop("digest"), "'digest' is missing"),
    (lambda d: d.update(version=True), "version: expected a whole number"),
    (lambda d: d.update(format="other"), "format must be 'newworld-save'"),
    (lambda d: d.update(created="yesterday"), "created: not an ISO 8601 time"),
    (lambda d: d["deck"].__setitem__(3, "dragon"), "deck[3]: unknown card type \"dragon\""),
    (lambda d: d["deck"].__setitem__(3, d["deck"][4]), "deck: the deck must hold every card"),
    (lambda d: d["moves"].__setitem__(5, "99,99/0"), "moves[5] (turn 6"),
    (lambda d: d["moves"].__setitem__(2, "1,2/5"), "moves[2] (turn 3"),
    (lambda d: d["moves"].__setitem__(2, 12), "moves[2] (turn 3, 12)"),
    (lambda d: d["summary"].update(scores=[99, 0]), "summary: the file says"),
    (lambda d: d.update(digest="0" * 64), "digest: the replayed game does not match"),
])
def test_damage_is_refused_naming_the_place(change, where):
    doc = document_of()
    change(doc)
    assert where in refusal(doc)


@pytest.mark.parametrize("content, message, problem", [
    (b"", "empty", SaveProblem.NOT_A_SAVE),
    (b"\xff\xfe{", "not UTF-8", SaveProblem.NOT_A_SAVE),
    (b"[1, 2]", "JSON array, not an object", SaveProblem.NOT_A_SAVE),
    (b'"a letter"', "JSON text, not an object", SaveProblem.NOT_A_SAVE),
    (b"7", "JSON number, not an object", SaveProblem.NOT_A_SAVE),
    (b"7.5", "JSON number, not an object", SaveProblem.NOT_A_SAVE),
    (b'{"format": "newworld-save", "format": "x"}', "appears twice", SaveProblem.DAMAGED),
    (b'{"version": NaN}', "NaN is not a valid number", SaveProblem.DAMAGED),
    (b"[" * 100_000, "nested too deeply", SaveProblem.NOT_A_SAVE),
    (b"{" + b" " * savegame.MAX_BYTES + b"}", "too large", SaveProblem.TOO_LARGE),
    (b'{"version": ' + b"9" * 5000 + b"}", "not valid JSON", SaveProblem.DAMAGED),
    (b'{"format": "other"}', "format must be", SaveProblem.NOT_A_SAVE),
    (b"my-laptop\n", "not valid JSON", SaveProblem.NOT_A_SAVE),  # a text file (/etc/hostname) is no save
    (b'{\n "format": "newworld-save",\n "version": 2,\n "setup', "not valid JSON", SaveProblem.DAMAGED),  # cut short
    # A file cut short is a damaged save if its format name lies in its first 200 characters, else no save.
    (b" " * 174 + b'{"format": "newworld-save", "ver', "not valid JSON", SaveProblem.DAMAGED),
    (b" " * 175 + b'{"format": "newworld-save", "ver', "not valid JSON", SaveProblem.NOT_A_SAVE),
])
def test_bad_content_is_refused(content, message, problem):
    with pytest.raises(SaveGameError, match=message) as info:
        savegame.loads(content)
    assert info.value.problem is problem


def test_a_missing_file_is_a_save_game_error(tmp_path):
    with pytest.raises(SaveGameError, match="cannot read") as info:
        savegame.load(tmp_path / "nothing.nwgame")
    assert info.value.problem is SaveProblem.UNREADABLE
    with pytest.raises(SaveGameError, match="cannot read") as info:
        savegame.load(tmp_path)
    assert info.value.problem is SaveProblem.UNREADABLE


def test_the_problem_kind_survives_pickling_to_another_process():
    error = pickle.loads(pickle.dumps(SaveGameError("version 7", SaveProblem.NEWER)))
    assert (error.problem, error.detail) == (SaveProblem.NEWER, "version 7")


# --- atomic saving -----------------------------------------------------------


def saved_once(tmp_path: Path) -> tuple[Path, bytes, Game]:
    game = prefix(random_game(2, 3), 10)
    path = tmp_path / "keep.nwgame"
    savegame.save(path, game, default_seats(2))
    game.push(next(iter(game.legal_moves())))
    return path, path.read_bytes(), game


@pytest.mark.parametrize("broken", ["replace", "fsync", "write"])
def test_a_failed_save_leaves_the_previous_file_intact(tmp_path, monkeypatch, broken):
    path, before, game = saved_once(tmp_path)

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if broken == "write":
        monkeypatch.setattr(savegame.storage.os, "fdopen", full_disk)
    else:
        monkeypatch.setattr(savegame.storage.os, broken, full_disk)
    with pytest.raises(SaveGameError, match="No space left") as info:
        savegame.save(path, game, default_seats(2))
    assert info.value.problem is SaveProblem.UNWRITABLE
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["keep.nwgame"]  # no temporary file left behind


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user")
def test_a_save_into_a_read_only_folder_fails_cleanly(tmp_path):
    path, before, game = saved_once(tmp_path)
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(SaveGameError, match="cannot save"):
            savegame.save(path, game, default_seats(2))
    finally:
        tmp_path.chmod(0o700)
    assert path.read_bytes() == before


def test_saving_over_a_file_replaces_it(tmp_path):
    path, _, game = saved_once(tmp_path)
    savegame.save(path, game, default_seats(2))
    assert savegame.load(path).game.turn == 11


# --- paths, sim and the command line ----------------------------------------------


def test_newworld_home_redirects_every_path(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    for folder in (paths.data_dir(), paths.config_dir(), paths.cache_dir(), paths.log_dir(),
                   paths.autosave_dir(), paths.saves_dir(), paths.settings_file()):
        assert tmp_path in folder.parents


def test_sim_save_dir_writes_games_that_reopen_with_the_same_scores(tmp_path, capsys):
    result = run_sim(4, 3, 7, save_dir=str(tmp_path))
    assert len(result["saved"]) == 4
    for game, path in zip(result["games"], result["saved"], strict=True):
        assert cli_main(["save-check", "--json", path]) == 0
        summary = json.loads(capsys.readouterr().out)
        assert summary["scores"] == game["scores"] and summary["finished"] is True
        assert summary["turn"] == game["turns"]


def test_cli_save_check_and_replay(tmp_path, capsys):
    path = tmp_path / "g.nwgame"
    savegame.save(path, random_game(2, 9), default_seats(2))
    assert cli_main(["save-check", str(path)]) == 0
    assert "finished" in capsys.readouterr().out
    assert cli_main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Turn 1: Player 1 places" in out and "Final scores:" in out and "Winner" in out
    path.write_text(path.read_text().replace(f'"version": {fmt.VERSION}', f'"version": {fmt.VERSION + 1}'))
    assert cli_main(["save-check", "--json", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and "newer New World" in captured.err
