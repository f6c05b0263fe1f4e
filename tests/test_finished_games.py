"""The recent finished games a player can replay: found among the autosaves and the files the statistics'
games were saved to, newest first, each once; an autosave is named by its date and players."""

from __future__ import annotations

from pathlib import Path

import pytest

from newworld import paths
from newworld.ai.base import RandomPlayer
from newworld.controller import autosave, recent_finished
from newworld.engine.game import Game
from newworld.savegame import Seat, save

SEATS = (Seat("Ada", "#D23C2C"), Seat("Ben", "#2C6ED2"))


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    return tmp_path


def played(seed: int, turns: int | None = None) -> Game:
    game, mover = Game(2, seed), RandomPlayer(seed)
    while not game.is_over and (turns is None or game.turn < turns):
        game.push(mover.choose(game.copy()))
    return game


def autosaved(game: Game, game_id: str, created: str) -> Path:
    path = autosave.path_for(game_id)
    paths.ensure_app_dir(path.parent)
    save(path, game, SEATS, created=created, game_id=game_id)
    return path


def test_the_finished_autosaves_newest_first_and_no_unfinished_one(home):
    older = autosaved(played(1), "a" * 32, "2026-12-01T10:00:00Z")
    newer = autosaved(played(2), "b" * 32, "2026-12-02T10:00:00Z")
    autosaved(played(3, turns=5), "c" * 32, "2026-12-03T10:00:00Z")  # not finished: not offered
    games = recent_finished()
    assert [g.path for g in games] == [newer, older]
    assert games[0].seats == SEATS and games[0].scores == tuple(played(2).scores)


def test_a_recorded_game_saved_elsewhere_is_offered_once(home, tmp_path):
    from newworld.stats.record import game_record
    from newworld.stats.store import StatsStore

    game = played(4)
    elsewhere = tmp_path / "my game.nwgame"
    save(elsewhere, game, SEATS, created="2026-12-02T12:00:00Z", game_id="d" * 32)
    autosave.remember_saved_as("d" * 32, elsewhere)
    with StatsStore.open() as store:
        assert store.record(game_record(game, SEATS, game_id="d" * 32))
    assert [g.path for g in recent_finished()] == [elsewhere.resolve()]
    autosaved(game, "d" * 32, "2026-12-02T12:00:00Z")  # its autosave too: still one game
    assert len(recent_finished()) == 1


def test_a_game_from_an_autosave_is_named_by_its_date_and_players(home, qapp):
    from newworld.controller import ReplayController
    from newworld.narration.messages import began_text

    path = autosaved(played(5), "e" * 32, "2026-12-02T12:00:00Z")
    title = ReplayController.open_file(path).title
    assert title == f"{began_text('2026-12-02T12:00:00Z')} · Ada, Ben" and "autosave" not in title
