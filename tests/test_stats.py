"""Statistics across games: real SQLite files in a temporary data folder, the CLI on top."""

from __future__ import annotations

import csv
import hashlib
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from newworld import savegame
from newworld.cli import main as cli_main
from newworld.engine.game import Game
from newworld.engine.rules import CATEGORIES
from newworld.savegame import DEFAULT_COLORS, Seat
from newworld.sim import random_game
from newworld.stats import (
    CATEGORY_COLUMNS,
    COLUMN_CATEGORIES,
    CSV_COLUMNS,
    VERSION,
    NotFinishedError,
    StatsError,
    StatsStore,
    default_path,
    derived_game_id,
    game_record,
    outbox,
    schema,
)
from newworld.stats.record import record_json, settlers_lost

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every path of the app (the statistics database too) inside tmp_path."""
    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def ada_against(levels: list[str]) -> list[Seat]:
    """A human named Ada, then computers of ``levels``."""
    return [Seat("Ada", DEFAULT_COLORS[0])] + [
        Seat(f"Computer {i + 2}", DEFAULT_COLORS[i + 1], "computer", level) for i, level in enumerate(levels)]


def stats_json(capsys, *argv: str) -> dict:
    assert cli_main(["stats", "--json", *argv]) == 0
    return json.loads(capsys.readouterr().out)


def save_finished(folder: Path, name: str, players: int, seed: int, seats: list[Seat]):
    """A finished game of random moves, written as ``name.nwgame``; (path, game)."""
    game = random_game(players, seed)
    path = folder / f"{name}.nwgame"
    savegame.save(path, game, seats, seed=seed)
    return path, game


def test_three_recorded_games_give_the_games_and_the_wins(tmp_path, capsys):
    games = [save_finished(tmp_path, f"g{i}", players, seed, ada_against(levels))
             for i, (players, seed, levels) in enumerate([(2, 1, ["easy"]), (3, 2, ["easy", "hard"]),
                                                           (2, 3, ["hard"])])]
    info = stats_json(capsys, "--add", *(str(path) for path, _ in games))
    ada_won = [0 in game.final_score().winners for _, game in games]
    assert info["games"] == 3 and info["sources"] == {"file": 3}
    ada = info["players"]["Ada"]
    assert (ada["games"], ada["won"]) == (3, sum(ada_won))
    assert info["humans"]["won"] == sum(ada_won)
    assert ada["best_score"] == max(game.scores[0] for _, game in games)
    assert ada["average_score"] == round(sum(game.scores[0] for _, game in games) / 3, 2)
    assert ada["by_players"]["2"]["games"] == 2 and ada["by_players"]["3"]["games"] == 1
    assert ada["by_opponents"]["easy"] == {"games": 1, "won": int(ada_won[0]), "win_rate": float(ada_won[0])}
    assert ada["by_opponents"]["hard"]["games"] == 2  # Easy and Hard at the table: Hard is the opponent
    hard = info["computers"]["hard"]
    assert hard["games"] == 2
    assert hard["won"] == sum(game.players - 1 in game.final_score().winners for _, game in games[1:])
    assert info["database"] == str(default_path())


def test_a_group_counts_games_not_seats(tmp_path, capsys):
    people = [Seat("Ada", DEFAULT_COLORS[0]), Seat("Ben", DEFAULT_COLORS[1]),
              Seat("Computer 3", DEFAULT_COLORS[2], "computer", "hard")]
    mediums = ada_against(["medium"] * 3)
    (first, two_people), (second, three_mediums) = (save_finished(tmp_path, "people", 3, 5, people),
                                                     save_finished(tmp_path, "mediums", 4, 6, mediums))
    info = stats_json(capsys, "--add", str(first), str(second))
    humans, medium = info["humans"], info["computers"]["medium"]
    people_won = int(bool({0, 1} & set(two_people.final_score().winners)))
    ada_won = int(0 in three_mediums.final_score().winners)
    assert humans["games"] == 2 and humans["won"] == people_won + ada_won  # Ada and Ben: one game together
    assert humans["by_players"]["3"] == {"games": 1, "won": people_won, "win_rate": float(people_won)}
    mediums_won = int(bool({1, 2, 3} & set(three_mediums.final_score().winners)))
    assert (medium["games"], medium["won"]) == (1, mediums_won)  # three Mediums at one table: one game


def test_the_text_form_names_each_player(tmp_path, capsys):
    path, _ = save_finished(tmp_path, "g", 2, 4, ada_against(["medium"]))
    assert cli_main(["stats", "--add", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 game recorded (file 1) in ")
    assert "\nAda: 1 game, won " in out and "\ncomputer medium: 1 game, won " in out


def test_arena_record_counts_each_game_and_its_winner(capsys):
    assert cli_main(["arena", "random", "easy", "--games", "3", "--seed", "5", "--record", "--json"]) == 0
    arena = json.loads(capsys.readouterr().out)
    info = stats_json(capsys)
    assert info["games"] == 3 and info["sources"] == {"arena": 3}
    assert info["humans"]["games"] == 0 and info["players"] == {}
    # two seats: a drawn game is a shared first place, a win for both
    assert info["computers"]["random"]["won"] == arena["wins_a"] + arena["draws"]
    assert info["computers"]["easy"]["won"] == arena["wins_b"] + arena["draws"]
    assert info["computers"]["easy"]["by_opponents"] == {"random": {"games": 3, "won": arena["wins_b"] + arena["draws"],
                                                                   "win_rate": round((arena["wins_b"] + arena["draws"])
                                                                                     / 3, 4)}}


def test_recording_the_same_game_twice_counts_once(tmp_path, capsys):
    path, game = save_finished(tmp_path, "g", 2, 6, ada_against(["easy"]))
    copy = tmp_path / "copy.nwgame"
    copy.write_bytes(path.read_bytes())
    assert stats_json(capsys, "--add", str(path))["games"] == 1
    assert stats_json(capsys, "--add", str(path), str(copy))["games"] == 1
    with StatsStore.open() as store:
        assert store.has_game(derived_game_id(game))  # files of 0.1 carry no game id
        assert store.record(game_record(game, ada_against(["easy"]), game_id="a1b2c3"))
        assert store.record(game_record(game, ada_against(["easy"]), game_id="a1b2c3")) is False
        assert store.game_count() == 2 and len(store.rows()) == 4


def test_a_game_without_an_id_is_known_by_its_deck_and_moves():
    game = random_game(2, 7)
    again = random_game(2, 7)
    assert derived_game_id(game) == derived_game_id(again)
    assert derived_game_id(game) != derived_game_id(random_game(2, 8))
    with StatsStore.open() as store:
        assert store.record(game_record(game, ada_against(["easy"])))
        assert not store.record(game_record(again, ada_against(["easy"]), source="arena"))


def test_the_same_moves_begun_by_another_seat_are_another_game():
    game = random_game(2, 7)
    other = Game(2, deck=game.deck_ids, first_player=1)
    for move in game.moves:
        other.push(move)
    assert derived_game_id(other) != derived_game_id(game)
    assert derived_game_id(game) == "derived-" + hashlib.sha256(json.dumps(
        {"players": 2, "deck": game.deck_ids, "moves": [m.to_str() for m in game.moves]},
        separators=(",", ":")).encode()).hexdigest()[:40]  # the id of a game begun by seat 1 stays what it was


def test_only_finished_games_are_recorded(tmp_path, capsys):
    with pytest.raises(NotFinishedError):
        game_record(savegame.load(FIXTURES / "scenarios" / "completed-farm.nwgame").game, ada_against(["easy"]))
    assert cli_main(["stats", "--add", str(FIXTURES / "scenarios" / "completed-farm.nwgame")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "only finished games are recorded" in err


def test_a_seats_points_by_category_add_up_to_its_score():
    for players, seed in [(2, 11), (3, 12), (5, 13)]:
        game = random_game(players, seed)
        seats = ada_against(["easy"] * (players - 1))
        record = game_record(game, seats)
        final = game.final_score()
        for seat in record.seats:
            assert sum(seat.points.values()) == seat.score == final.totals[seat.seat]
            assert set(seat.points) == set(CATEGORY_COLUMNS)
            assert seat.won == (seat.seat in final.winners)
            trails = [e.cards for e in game.score_events() if e.kind == 1 and seat.seat in e.players]
            assert seat.longest_trail == max(trails, default=0)


def test_each_line_of_the_final_breakdown_has_one_column_and_the_seats_table_holds_them_all(tmp_path):
    assert len(set(CATEGORY_COLUMNS)) == len(CATEGORIES)
    assert {category for _, category in COLUMN_CATEGORIES} == set(CATEGORIES)
    assert CATEGORY_COLUMNS == ("trails", "towns", "farms", "surveyors", "plains",
                                "unfinished_trails", "unfinished_towns", "unfinished_farms")
    with StatsStore.open(tmp_path / "stats.sqlite"):
        pass
    with sqlite3.connect(tmp_path / "stats.sqlite") as conn:
        table = {row[1] for row in conn.execute("PRAGMA table_info(seats)")}
    assert set(CATEGORY_COLUMNS) <= table


def test_settlers_sent_home_by_the_surveyors_are_counted():
    """The scenario's Red Robber in column 1 goes home unscored when Surveyor B reaches column 2."""
    game = savegame.load(FIXTURES / "scenarios" / "surveyors-send-settlers-home.nwgame").game
    assert settlers_lost(game) == [1, 0]


def build_v1_database(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.executescript((FIXTURES / "stats-v1.sql").read_text())
    conn.close()


def test_the_version_1_fixture_is_what_migration_0_makes(tmp_path):
    """A released migration is never edited: the fixture's tables are exactly migration 0's."""
    fresh = sqlite3.connect(tmp_path / "fresh.sqlite3")
    for statement in schema.MIGRATIONS[0]:
        fresh.execute(statement)
    build_v1_database(tmp_path / "old.sqlite3")
    old = sqlite3.connect(tmp_path / "old.sqlite3")
    query = "SELECT name, sql FROM sqlite_master ORDER BY name"
    assert fresh.execute(query).fetchall() == old.execute(query).fetchall()


def test_a_version_1_database_migrates_and_keeps_its_games(tmp_path, capsys):
    default_path().parent.mkdir(parents=True)
    build_v1_database(default_path())
    with StatsStore.open() as store:
        assert store.migrated_from == 1 and VERSION == 3
        info = store.totals()
        assert info["games"] == 2 and info["sources"] == {"unknown": 2}
        assert (info["players"]["Ada"]["games"], info["players"]["Ada"]["won"]) == (2, 1)
        assert info["players"]["Ben"]["won"] == 1
        assert info["players"]["Ada"]["settlers_lost"] is None  # not known for games recorded by version 1
        assert info["players"]["Ada"]["resigned"] is None  # nor whether anyone resigned (versions 1 and 2)
        game = savegame.load(FIXTURES / "scenarios" / "surveyors-send-settlers-home.nwgame").game
        while not game.is_over:  # play the scenario on to its end
            game.push(next(iter(game.legal_moves())))
        assert store.record(game_record(game, ada_against(["easy"]), game_id="new"))
    with StatsStore.open() as store:
        assert store.migrated_from == VERSION
        ada = store.totals()["players"]["Ada"]
        assert ada["games"] == 3 and ada["settlers_lost"] == settlers_lost(game)[0] >= 1
        assert ada["resigned"] == 0  # the new game knows: Ada played it to the end
    conn = sqlite3.connect(default_path())
    assert conn.execute("PRAGMA user_version").fetchone() == (VERSION,)


def test_a_database_from_a_newer_app_is_refused_and_left_alone(capsys):
    path = default_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {VERSION + 1}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(StatsError, match="newer version"):
        StatsStore.open()
    assert cli_main(["stats", "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert path.read_bytes() == before and sorted(os.listdir(path.parent)) == [path.name]


@pytest.mark.parametrize("damage", ["garbage", "torn page", "foreign tables"])
def test_a_damaged_database_is_set_aside_and_a_fresh_one_made(tmp_path, damage):
    path = default_path()
    path.parent.mkdir(parents=True)
    if damage == "garbage":
        path.write_bytes(b"this is not a database\n" * 300)
    else:
        build_v1_database(path)
        if damage == "torn page":  # the second page (a table's) overwritten
            data = bytearray(path.read_bytes())
            data[4096:8192] = b"\xa5" * 4096
            path.write_bytes(bytes(data))
        else:
            conn = sqlite3.connect(path)
            conn.executescript("DROP TABLE seats; CREATE TABLE seats (x); PRAGMA user_version = 2;")
            conn.close()
    damaged = path.read_bytes()
    result = subprocess.run([sys.executable, "-m", "newworld.cli", "stats", "--json"], capture_output=True,
                            text=True, env=os.environ, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stderr.count("\n") == 1 and "damaged" in result.stderr and "set aside" in result.stderr
    assert json.loads(result.stdout)["games"] == 0
    (aside,) = [p for p in path.parent.iterdir() if p.name.startswith(f"{path.name}.damaged-")]
    assert aside.read_bytes() == damaged and str(aside) in result.stderr
    with StatsStore.open() as store:  # the fresh one works
        assert store.recovery is None
        assert store.record(game_record(random_game(2, 1), ada_against(["easy"])))


def test_a_file_named_on_the_command_line_is_never_moved(tmp_path, capsys):
    """``--database`` at a file that is not a statistics database (a saved game, by mistake): refused."""
    path = tmp_path / "game.nwgame"
    path.write_bytes((FIXTURES / "v1.nwgame").read_bytes())
    assert cli_main(["stats", "--database", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and "not a sound statistics database" in captured.err
    assert path.read_bytes() == (FIXTURES / "v1.nwgame").read_bytes() and os.listdir(tmp_path) == ["game.nwgame"]


def test_the_csv_export_has_a_row_per_seat_and_quotes_formulas(tmp_path, capsys):
    seats = [Seat("=HYPERLINK(1)", DEFAULT_COLORS[0]), Seat("Ben", DEFAULT_COLORS[1], "computer", "hard")]
    path, game = save_finished(tmp_path, "g", 2, 9, seats)
    out = tmp_path / "stats.csv"
    assert cli_main(["stats", "--add", str(path), "--csv", str(out)]) == 0
    with open(out, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == list(CSV_COLUMNS) and len(rows) == 2
    assert rows[0]["name"] == "'=HYPERLINK(1)" and rows[1]["level"] == "hard"
    assert [int(r["score"]) for r in rows] == list(game.scores)
    assert cli_main(["stats", "--csv", str(tmp_path / "missing" / "x.csv")]) == 2
    assert capsys.readouterr().err.splitlines()[-1].startswith("newworld-cli: cannot write ")


def test_every_game_is_one_transaction(tmp_path):
    """A failure while writing a game's seats leaves nothing of that game behind."""
    game = random_game(2, 3)
    record = game_record(game, ada_against(["easy"]), game_id="torn")
    broken = type(record)(record.game_id, record.recorded, record.source, record.players, record.turns,
                          (record.seats[0], record.seats[0]))  # the same seat twice: the primary key refuses it
    with StatsStore.open() as store:
        with pytest.raises(StatsError):
            store.record(broken)
        assert not store.has_game("torn") and store.rows() == []
        assert store.record(record)


RECORDER = """
import sys
from newworld.savegame import default_seats
from newworld.sim import random_game
from newworld.stats import StatsStore, game_record
with StatsStore.open() as store:
    for seed in map(int, sys.argv[1:]):
        store.record(game_record(random_game(2, seed), default_seats(2)))
"""


def test_two_processes_recording_at_once_lose_nothing_and_count_each_game_once():
    """Two windows finishing games at the same moment: SQLite's lock serialises the transactions."""
    both = ["1", "2", "3", "4"]
    runs = [subprocess.Popen([sys.executable, "-c", RECORDER, *both, *own], env=os.environ)
            for own in (["10", "11"], ["20", "21"])]
    assert [run.wait(timeout=120) for run in runs] == [0, 0]
    with StatsStore.open() as store:
        assert store.game_count() == 8 and len(store.rows()) == 16


def test_a_resigned_seat_is_recorded_as_its_player_with_the_turn_they_resigned_in(tmp_path, capsys):
    from newworld.savegame.play import PlayState

    game = random_game(2, 8)
    seats = [Seat("Ada", DEFAULT_COLORS[0], "computer", "easy"), Seat("Ben", DEFAULT_COLORS[1])]  # Ada resigned
    path = tmp_path / "resigned.nwgame"
    savegame.save(path, game, seats, play=PlayState(resigned={0: 12}))
    info = stats_json(capsys, "--add", str(path))
    assert info["players"]["Ada"]["resigned"] == 1 and info["players"]["Ben"]["resigned"] == 0
    assert info["players"]["Ada"]["games"] == 1 and info["computers"] == {}  # Ada's game, not a computer's
    assert info["humans"]["resigned"] == 1
    record = game_record(game, seats, resigned={0: 12})
    assert [(s.kind, s.level, s.resigned) for s in record.seats] == [("human", "", 12), ("human", "", 0)]
    assert cli_main(["stats"]) == 0 and "resigned 1" in capsys.readouterr().out


# --- the outbox: games kept until the database takes them ---------------------------------------------


def locked(path: Path) -> sqlite3.Connection:
    """Another connection holding ``path`` (a real database file) in an exclusive transaction."""
    StatsStore.open(path).close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    return conn


def test_a_game_the_locked_database_cannot_take_is_kept_and_recorded_later(monkeypatch):
    monkeypatch.setattr("newworld.stats.store.BUSY_TIMEOUT", 0.2)
    record = game_record(random_game(2, 5), ada_against(["easy"]), game_id="kept")
    lock = locked(default_path())
    done = outbox.record_kept(None, record)
    assert done.added == () and done.lost == () and done.waiting == 1 and "locked" in done.error
    assert [r.game_id for r in outbox.kept(outbox.outbox_of(default_path()))] == ["kept"]
    lock.rollback()
    lock.close()
    assert outbox.record_kept(None) == outbox.Delivery(added=("kept",))
    assert outbox.waiting(outbox.outbox_of(default_path())) == 0
    with StatsStore.open() as store:
        assert store.has_game("kept") and store.game_count() == 1
    assert outbox.record_kept(None, record).added == ()  # recorded before: counted once


def test_a_kept_game_stays_as_it_first_finished_and_reads_back_whole():
    folder = outbox.outbox_of(default_path())
    first = game_record(random_game(2, 5), ada_against(["easy"]), game_id="same")
    again = game_record(random_game(2, 6), ada_against(["hard"]), game_id="same")  # after an undo
    assert outbox.keep(folder, first) and outbox.keep(folder, again)
    assert outbox.kept(folder) == [first]


@pytest.mark.parametrize("text", ["{", "[]", '{"game_id": 1}', "\xff"])
def test_a_damaged_file_in_the_outbox_is_set_aside(text):
    folder = outbox.outbox_of(default_path())
    folder.mkdir(parents=True)
    (folder / "x.json").write_bytes(text.encode("latin-1"))
    good = game_record(random_game(2, 5), ada_against(["easy"]), game_id="good")
    assert outbox.keep(folder, good)
    field = record_json(good).replace('"players": 2', '"players": true')
    (folder / "y.json").write_text(field, encoding="utf-8")  # a number of the wrong type
    assert outbox.kept(folder) == [good]
    assert sorted(p.name for p in folder.iterdir()) == [outbox._file_of(folder, "good").name,
                                                        "x.json.damaged", "y.json.damaged"]


def test_a_game_neither_kept_nor_recorded_is_reported_lost(monkeypatch):
    monkeypatch.setattr("newworld.stats.store.BUSY_TIMEOUT", 0.2)
    lock = locked(default_path())
    outbox.outbox_of(default_path()).write_text("a file where the folder belongs")
    done = outbox.record_kept(None, game_record(random_game(2, 5), ada_against(["easy"]), game_id="gone"))
    assert done.lost == ("gone",) and done.waiting == 0 and done.error
    lock.close()
    done = outbox.record_kept(None, game_record(random_game(2, 5), ada_against(["easy"]), game_id="direct"))
    assert done == outbox.Delivery(added=("direct",))  # the database takes it without the outbox
