"""The autosave folder as a hostile or careless hand leaves it: links, FIFOs and copies of a game.

An entry that is not a regular file is never offered nor counted (and is logged); a resumed
autosave goes on in its game's own file; pruning drops a game's duplicates before any other game.
"""

from __future__ import annotations

import logging
import os
import shutil
import time
from pathlib import Path

import pytest

from newworld import savegame
from newworld.controller import GameController, autosave
from tests.test_reliability import HUMANS, play

pytestmark = pytest.mark.usefixtures("home")  # tests/conftest.py: paths in the test's folder


def unfinished(make, seed: int, *, autosave_on: bool = True) -> GameController:
    controller = make(autosave=autosave_on)
    controller.new_game(HUMANS, seed=seed)
    play(controller, 2, seed)
    return controller


def autosaved(make, seed: int, age: float) -> tuple[Path, str]:
    """An unfinished game's autosave, last played ``age`` seconds ago (its window closed)."""
    controller = unfinished(make, seed)
    path, game_id = controller.autosave_path(), controller.game_id
    controller.shutdown()
    os.utime(path, (time.time() - age, time.time() - age))
    return path, game_id


def test_a_linked_game_is_never_offered_and_the_real_ones_survive_every_start(make, home, caplog):
    caplog.set_level(logging.WARNING, logger="newworld")
    real = [autosaved(make, seed, age=1000 + seed) for seed in (1, 2)]
    elsewhere = unfinished(make, 3, autosave_on=False)
    far = home / "elsewhere.nwgame"
    elsewhere.save(far)
    link = autosave.path_for(elsewhere.game_id)
    link.symlink_to(far)
    for start in range(4):  # each start resumes what it is offered and plays a turn
        os.utime(far)  # the linked game is the newest
        window = make()
        offer = window.resume_offer()
        assert offer.path is not None and offer.path != link
        window.open(offer.path)
        assert window.autosave_path() == offer.path  # it goes on in its own file, not a new one
        play(window, 1, 10 + start)
        window.shutdown()
    assert all(path.exists() and savegame.load(path).game_id == game_id for path, game_id in real)
    assert link.is_symlink() and link not in autosave.autosave_files()
    assert len(autosave.autosave_files()) == 2
    said = [r.getMessage() for r in caplog.records if link.name in r.getMessage()]
    assert len(said) == 1 and "symbolic link" in said[0]  # logged, once


def test_entries_that_are_not_regular_files_are_not_counted_toward_the_kept_games(make, home):
    games = [autosaved(make, seed, age=1000 - seed) for seed in range(autosave.KEEP - 1)]
    os.mkfifo(autosave.path_for("f1f0"))
    (home / "data" / "autosave" / "autosave-folder.nwgame").mkdir()
    target = unfinished(make, 40, autosave_on=False)
    target.save(home / "linked.nwgame")
    autosave.path_for(target.game_id).symlink_to(home / "linked.nwgame")
    unfinished(make, 41).shutdown()  # the fifth game: nothing to prune
    assert all(path.exists() for path, _id in games)
    assert len(autosave.autosave_files()) == autosave.KEEP


def test_a_game_copied_by_hand_into_the_folder_goes_on_in_its_own_file(make):
    path, game_id = autosaved(make, 5, age=100)
    copy = path.with_name("autosave-copy of my game.nwgame")
    path.rename(copy)
    window = make()
    assert window.resume_offer().path == copy
    window.open(copy)
    assert window.game_id == game_id and window.autosave_path() == path  # its own file, the same game
    play(window, 1, 6)
    window.shutdown()
    assert not copy.exists() and savegame.load(path).game.turn == 3  # moved there: never twice
    assert autosave.autosave_files() == [path]


def test_a_copy_of_a_game_whose_own_file_exists_goes_on_as_a_copy_and_leaves_both(make):
    path, game_id = autosaved(make, 7, age=100)
    copy = path.with_name("autosave-copy.nwgame")
    shutil.copy2(path, copy)
    os.utime(copy)
    window = make()
    window.open(copy)
    assert window.game_id != game_id and window.autosave_path() not in (path, copy)
    assert savegame.load(path).game.turn == 2 and savegame.load(copy).game.turn == 2


def test_pruning_removes_the_duplicates_of_a_game_before_any_other_game(make):
    games = [autosaved(make, seed, age=1000 - seed) for seed in range(autosave.KEEP - 1)]
    duplicated = games[0][0]
    copies = [duplicated.with_name(f"autosave-copy-{n}.nwgame") for n in range(3)]
    for n, copy in enumerate(copies):  # newer than every other game: age alone would keep them
        shutil.copy2(duplicated, copy)
        os.utime(copy, (time.time() - 10 + n, time.time() - 10 + n))
    newest = unfinished(make, 50)
    newest_path = newest.autosave_path()
    assert all(path.exists() for path, _id in games[1:]) and newest_path.exists()  # every other game
    kept_of_duplicated = [p for p in [duplicated, *copies] if p.exists()]
    assert kept_of_duplicated == [copies[-1]]  # the game's newest file only
    assert len(autosave.autosave_files()) == autosave.KEEP
