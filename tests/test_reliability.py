"""Nothing lost, never stuck: autosave slots, hostile names and seeds, FIFOs, private files, logging.

The two-instance tests start real processes (tests/autosave_driver.py) on one data folder.
The window's part is in test_reliability_gui.py.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import random
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from newworld import logs, paths, savegame
from newworld.cli import main as cli_main
from newworld.controller import GameController, Seat
from newworld.controller import autosave as autosave_module
from newworld.engine.moves import Move
from newworld.savegame import SaveGameError, default_seats, storage
from newworld.savegame import format as fmt
from newworld.sim import random_game

DRIVER = Path(__file__).parent / "autosave_driver.py"
FIXTURES = Path(__file__).parent / "fixtures"
HUMANS = [Seat("Ann", "#C62828"), Seat("Bob", "#1565C0")]
CPU = Seat("Cpu", "#2E7D32", "computer", "random")
is_root = hasattr(os, "geteuid") and os.geteuid() == 0


pytestmark = pytest.mark.usefixtures("home")  # tests/conftest.py: paths in the test's folder


def play(controller: GameController, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        placement = rng.choice(controller.legal_placements())
        assert controller.play_move(Move(placement, rng.choice([None, *controller.settler_choices(placement)])))


def saved_text(game_changes: dict | None = None, seat_name: str = "Ann") -> str:
    """A valid saved game's text with ``setup`` changed (names, seed, game id)."""
    document = fmt.build_document(random_game(2, 3), default_seats(2), seed=3)
    document["setup"].update(game_changes or {})
    document["setup"]["seats"][0]["name"] = seat_name  # as a hostile file would have it
    return json.dumps(document, ensure_ascii=True)


# --- two instances on one data folder (real processes) ----------------------------------


def run_drivers(home: Path, *step_lists: list[str]) -> list[list[dict]]:
    """Run one driver process per step list, all at once; their report lines."""
    env = {**os.environ, paths.HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen"}
    procs = [subprocess.Popen([sys.executable, str(DRIVER), *steps], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for steps in step_lists]
    reports = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        reports.append([json.loads(line) for line in out.splitlines()])
    return reports


def assert_on_disk(report: dict) -> None:
    """The game the report describes is in its autosave file, exactly."""
    saved = savegame.load(report["autosave"])
    assert savegame.state_digest(saved.game) == report["digest"] and saved.game.turn == report["turn"]


def test_two_processes_starting_games_in_the_same_second_lose_none(home):
    start = int(time.time()) + 2.2  # both processes start their first game in this same second
    games = [[f"at:{start}", "new:1", "moves:3:11", "report", "new:2", "moves:2:12", "report"],
             [f"at:{start}", "new:3", "moves:3:13", "report", "new:4", "moves:2:14", "report"]]
    reports = [r for process in run_drivers(home, *games) for r in process]
    assert len(reports) == 4 and len({r["autosave"] for r in reports}) == 4
    for report in reports:
        assert_on_disk(report)
        assert savegame.load(report["autosave"]).game_id == report["game_id"]  # the id is in the file


def test_two_processes_resuming_one_game_keep_both_lines_of_play(home, tmp_path):
    [[first]] = run_drivers(home, ["new:5", "moves:3:5", "report"])
    resumed = first["autosave"]
    a, b = tmp_path / "a-open", tmp_path / "b-open"
    one, two = run_drivers(home, [f"open:{resumed}", f"mark:{a}", f"wait:{b}", "moves:2:21", "report"],
                           [f"open:{resumed}", f"mark:{b}", f"wait:{a}", "moves:4:22", "report"])
    paths_used = {one[0]["autosave"], two[0]["autosave"]}
    assert len(paths_used) == 2 and resumed in paths_used  # one goes on in the file, the other in a copy
    assert_on_disk(one[0])
    assert_on_disk(two[0])
    assert {one[0]["turn"], two[0]["turn"]} == {5, 7}


def test_opening_an_older_save_of_a_resumed_game_keeps_the_newer_autosave(home, tmp_path):
    older = tmp_path / "turn-2.nwgame"
    [[newer]] = run_drivers(home, ["new:7", "moves:2:7", f"save:{older}", "moves:4:8", "report"])
    [[branch]] = run_drivers(home, [f"open:{newer['autosave']}", f"open:{older}", "moves:1:9", "report"])
    assert_on_disk(newer)  # the turn-6 game is still there
    assert branch["autosave"] != newer["autosave"] and branch["turn"] == 3
    assert_on_disk(branch)


def test_a_second_window_resuming_a_game_goes_on_with_a_copy(make, qtbot):
    first = make()
    first.new_game(HUMANS, seed=8)
    play(first, 2, 8)
    path = first.autosave_path()
    second = make()
    lines: list[str] = []
    second.logMessage.connect(lines.append)
    second.open(path)
    assert second.autosave_path() != path and second.game_id != first.game_id
    assert lines == ["This game is open in another window too: it goes on here as a copy (turn 3)"]
    play(second, 1, 9)
    assert savegame.load(path).game.turn == 2 and savegame.load(second.autosave_path()).game.turn == 3


def saved_then_closed(make, named: Path, seed: int, then) -> Path:
    """A game of two turns saved to ``named``, ``then(controller)`` done to it, the window closed: its autosave."""
    first = make()
    first.new_game(HUMANS, seed=seed)
    play(first, 2, seed)
    first.save(named)
    then(first)
    resumed_from = first.autosave_path()
    first.shutdown()
    return resumed_from


def test_a_resumed_game_goes_on_in_the_file_it_was_saved_to(make, tmp_path):
    named = tmp_path / "first try.nwgame"
    resumed_from = saved_then_closed(make, named, 12, lambda c: play(c, 1, 13))  # a turn in the autosave only

    again = make()
    again.open(resumed_from)
    assert again.path == named.resolve() and again.is_dirty()  # the title names the file, a turn not in it yet
    again.save(again.path)  # Save writes that file: nothing asks for a name
    assert not again.is_dirty() and savegame.load(named).game.turn == 3

    other = make()  # the file now holds another game: the resumed autosave does not claim it
    other.new_game(HUMANS, seed=14)
    play(other, 1, 14)
    other.save(named)
    other.shutdown()
    again.shutdown()
    last = make()
    last.open(resumed_from)
    assert last.path == resumed_from and last.is_dirty() is False


def test_a_game_taken_back_past_its_save_resumes_in_that_file_unsaved(make, tmp_path):
    def branch(controller: GameController) -> None:  # back before the save, then another line of play
        assert controller.undo()
        play(controller, 2, 99)

    named = tmp_path / "branch.nwgame"
    resumed_from = saved_then_closed(make, named, 15, branch)

    again = make()
    again.open(resumed_from)
    assert again.path == named.resolve() and again.is_dirty()  # as the title was when the window closed
    assert savegame.load(named).game.turn == 2  # the file keeps what was saved until Save
    again.shutdown()


def test_pruning_never_removes_a_game_a_window_plays(make):
    playing = make()
    playing.new_game(HUMANS, seed=1)
    play(playing, 1, 1)
    held = playing.autosave_path()
    os.utime(held, (1, 1))  # the oldest of all
    other = make()
    for seed in range(autosave_module.KEEP + 2):
        other.new_game(HUMANS, seed=seed)
        play(other, 1, seed)
    files = autosave_module.autosave_files()
    assert held in files and len(files) == autosave_module.KEEP + 1


# --- the game id in the file -------------------------------------------------------------


def test_the_game_id_is_recorded_and_files_without_it_still_load(tmp_path):
    assert savegame.load(FIXTURES / "v1.nwgame").game_id is None
    path = tmp_path / "g.nwgame"
    savegame.save(path, random_game(2, 4), default_seats(2), game_id="0123abcd")
    assert json.loads(path.read_text())["setup"]["game_id"] == "0123abcd"
    assert savegame.load(path).game_id == "0123abcd"
    for bad in ("", "../x", "a b", "x" * 65, 7):
        with pytest.raises(SaveGameError, match="setup.game_id"):
            savegame.loads(saved_text({"game_id": bad}))


def test_a_file_without_a_game_id_gets_one_when_opened(make, tmp_path):
    path = tmp_path / "old.nwgame"
    path.write_text(json.dumps(fmt.build_document(random_game(2, 5), default_seats(2), seed=5)))
    controller = make()
    controller.open(path)
    assert controller.game_id and controller.autosave_path().name == f"autosave-{controller.game_id}.nwgame"


# --- seeds -------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [-1, 2 ** 64])
def test_the_controller_refuses_a_seed_a_save_could_not_hold(make, qtbot, seed):
    controller = make(autosave=False)
    with qtbot.waitSignal(controller.errorOccurred), pytest.raises(SaveGameError, match="setup.seed"):
        controller.new_game(HUMANS, seed=seed)
    assert controller.game is None


def test_the_largest_seed_makes_saves_that_reopen(make, tmp_path):
    controller = make()
    controller.new_game(HUMANS, seed=2 ** 64 - 1)
    play(controller, 2, 1)
    assert savegame.load(controller.autosave_path()).seed == 2 ** 64 - 1


def test_saving_refuses_a_seed_a_file_could_not_hold(tmp_path):
    with pytest.raises(SaveGameError, match="setup.seed"):
        savegame.save(tmp_path / "x.nwgame", random_game(2, 1), default_seats(2), seed=-3)
    assert not (tmp_path / "x.nwgame").exists()


def test_a_file_that_would_not_open_again_is_never_written(tmp_path, monkeypatch):
    path = tmp_path / "g.nwgame"
    savegame.save(path, random_game(2, 1), default_seats(2))
    before = path.read_bytes()
    broken = fmt.build_document

    def wrong_digest(*args, **kwargs):
        document = broken(*args, **kwargs)
        document["digest"] = "0" * 64
        return document

    monkeypatch.setattr(storage, "build_document", wrong_digest)
    with pytest.raises(SaveGameError, match="would not open again"):
        savegame.save(path, random_game(2, 2), default_seats(2))
    assert path.read_bytes() == before


@pytest.mark.parametrize("argv", [["sim", "--seed", "-3", "--games", "2"], ["sim", "--seed", str(2 ** 64)],
                                  ["sim", "--seed", str(2 ** 64 - 1), "--games", "2"], ["playouts", "--seed", "-1"],
                                  ["arena", "easy", "easy", "--seed", "-1"], ["render", "--seed", "-1", "--out", "x"]])
def test_the_cli_refuses_seeds_outside_the_range_in_one_line(capsys, tmp_path, argv):
    try:
        code = cli_main([*argv, "--save-dir", str(tmp_path / "d")] if argv[0] == "sim" else argv)
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "2^64-1" in err and "Traceback" not in err
    assert not (tmp_path / "d").exists()


# --- names: surrogates, controls, bidi overrides ----------------------------------------


@pytest.mark.parametrize("char", ["\ud800", "\udfff", "\x7f", "\x9b", "\x85", "\u202e", "\u2066", "\x1b"])
def test_names_with_unsafe_characters_are_refused_when_reading(char):
    with pytest.raises(SaveGameError, match=r"setup.seats\[0\].name: contains control characters"):
        savegame.loads(saved_text(seat_name=f"Ann{char}"))


@pytest.mark.parametrize("command", ["save-check", "replay"])
def test_the_cli_refuses_a_lone_surrogate_name_in_one_line(tmp_path, command):
    path = tmp_path / "surrogate.nwgame"
    path.write_text(saved_text(seat_name="Ann\ud800"), encoding="ascii")  # "\ud800" as a JSON escape
    result = subprocess.run([sys.executable, "-m", "newworld.cli", command, str(path)], capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "U+D800" in result.stderr and "Traceback" not in result.stderr


def test_the_cli_escapes_unprintable_characters_in_what_it_prints(tmp_path, capsys):
    path = tmp_path / "bad\x1b[31m\x9bname.nwgame"
    path.write_text("{}")
    assert cli_main(["save-check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "\\x1b[31m\\x9bname" in err and "\x1b" not in err and "\x9b" not in err


@pytest.mark.parametrize("name", ["Ann\ud800", "Ann\x9b", "A" * 41, "Ann\u202e"])
def test_seats_with_unsafe_names_never_start_a_game(make, qtbot, name):
    controller = make()
    with qtbot.waitSignal(controller.errorOccurred), pytest.raises(SaveGameError, match="name"):
        controller.new_game([Seat(name, "#C62828"), HUMANS[1]])


# --- autosave and save failures: said once, never stuck ----------------------------------


def test_an_unexpected_autosave_error_is_told_once_and_the_computer_still_plays(make, qtbot, monkeypatch):
    controller = make(ai_delay_ms=0)
    lines: list[str] = []
    controller.logMessage.connect(lines.append)

    def broken(*args, **kwargs):
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(autosave_module, "write", broken)
    controller.new_game([HUMANS[0], CPU], seed=3)
    for turn in range(3):
        play(controller, 1, turn)
        qtbot.waitUntil(lambda: controller.is_human_turn() or controller.game.is_over, timeout=10_000)
    assert controller.game.turn >= 6  # the computer played after each failed autosave
    told = [line for line in lines if line.startswith("Autosave")]
    assert len(told) == 1 and "UnicodeEncodeError" in told[0]
    monkeypatch.undo()
    play(controller, 1, 9)
    assert [line for line in lines if line.startswith("Autosave")] == [told[0], "Autosave works again."]


def test_an_autosave_folder_that_cannot_be_made_is_told_once(make, home):
    home.mkdir(parents=True)
    (home / "data").write_text("not a folder")
    controller = make()
    lines: list[str] = []
    controller.logMessage.connect(lines.append)
    controller.new_game(HUMANS, seed=2)
    play(controller, 3, 2)
    told = [line for line in lines if line.startswith("Autosave failed")]
    assert len(told) == 1 and "autosave folder" in told[0] and controller.game.turn == 3


def test_an_unexpected_save_error_is_a_save_game_error_with_its_reason(make, qtbot, tmp_path, monkeypatch):
    controller = make(autosave=False)
    controller.new_game(HUMANS, seed=4)

    def broken(*args, **kwargs):
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    monkeypatch.setattr("newworld.controller.files.write_save", broken)
    with qtbot.waitSignal(controller.errorOccurred) as told, pytest.raises(SaveGameError, match="surrogates"):
        controller.save(tmp_path / "x.nwgame")
    assert "surrogates" in told.args[0]


# --- never hang: FIFOs and other files that are not regular --------------------------------


def make_fifo(folder: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = folder / "pipe.nwgame"
    os.mkfifo(fifo)
    return fifo


def unblock_later(fifo: Path, seconds: float = 5.0) -> threading.Thread:
    """Open the FIFO for writing after a while, so that a reader that blocks does not block the tests for ever."""
    def write() -> None:
        time.sleep(seconds)
        with contextlib.suppress(OSError):
            os.close(os.open(fifo, os.O_RDWR))  # never blocks; a reader blocked in open() goes on

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    return thread


def test_save_check_on_a_fifo_answers_at_once_with_exit_2(tmp_path):
    fifo = make_fifo(tmp_path)
    result = subprocess.run([sys.executable, "-m", "newworld.cli", "save-check", str(fifo)], capture_output=True,
                            text=True, timeout=30)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "not a regular file (a FIFO)" in result.stderr


@pytest.mark.parametrize("kind", ["fifo", "folder", "nul"])
def test_opening_anything_but_a_regular_file_is_refused_before_reading(make, tmp_path, kind):
    if kind == "fifo":
        target = make_fifo(tmp_path)
        unblock_later(target)
    elif kind == "folder":
        target = tmp_path / "folder.nwgame"
        target.mkdir()
    else:
        target = tmp_path / "nul\0name.nwgame"
    controller = make(autosave=False)
    with pytest.raises(SaveGameError, match="not a regular file" if kind != "nul" else "cannot read"):
        controller.open(target)


# --- files: private, no orphans -----------------------------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_saves_autosaves_and_their_folders_are_private(make, home, tmp_path):
    controller = make()
    controller.new_game(HUMANS, seed=6)
    play(controller, 1, 6)
    assert stat.S_IMODE(controller.autosave_path().stat().st_mode) == 0o600
    assert stat.S_IMODE(paths.autosave_dir().stat().st_mode) == 0o700
    controller.save(tmp_path / "mine.nwgame")
    assert stat.S_IMODE((tmp_path / "mine.nwgame").stat().st_mode) == 0o600
    assert stat.S_IMODE(paths.save_folder().stat().st_mode) == 0o700


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_an_old_shared_autosave_folder_and_file_become_private(make):
    folder = paths.autosave_dir()
    folder.mkdir(parents=True, mode=0o755)
    folder.chmod(0o755)
    controller = make()
    controller.new_game(HUMANS, seed=6)
    play(controller, 1, 6)
    controller.autosave_path().chmod(0o644)  # as 0.1.0 wrote them
    play(controller, 1, 7)
    assert stat.S_IMODE(controller.autosave_path().stat().st_mode) == 0o600
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_orphan_temporary_files_of_interrupted_saves_are_removed(make, tmp_path):
    old = time.time() - 86400  # a day: surely left by a save that was interrupted
    target = tmp_path / "mine.nwgame"
    orphan, fresh, other = (tmp_path / ".mine.nwgame.abc123.tmp", tmp_path / ".mine.nwgame.new.tmp",
                            tmp_path / ".theirs.nwgame.abc.tmp")
    for path in (orphan, fresh, other):
        path.write_text("{")
    os.utime(orphan, (old, old))
    os.utime(other, (old, old))
    savegame.save(target, random_game(2, 1), default_seats(2))
    assert not orphan.exists() and fresh.exists() and other.exists()  # only this file's old leftovers

    folder = paths.ensure_app_dir(paths.autosave_dir())
    left = folder / ".autosave-x.nwgame.zzz.tmp"
    left.write_text("{")
    os.utime(left, (old, old))
    controller = make()
    controller.new_game(HUMANS, seed=1)
    play(controller, 1, 1)
    assert not left.exists()


# --- start-up: the resume offer ------------------------------------------------------------


def autosaved_game(make, seed: int) -> Path:
    controller = make()
    controller.new_game(HUMANS, seed=seed)
    play(controller, 2, seed)
    path = controller.autosave_path()
    controller.shutdown()
    return path


def test_a_damaged_newest_autosave_is_said_and_kept(make):
    older = autosaved_game(make, 1)
    newest = autosaved_game(make, 2)
    os.utime(older, (time.time() - 100, time.time() - 100))
    newest.write_text(newest.read_text().replace('"turn": 2', '"turn": 9'))
    offer = make().resume_offer()
    assert offer.path == older
    assert len(offer.problems) == 1 and newest.name in offer.problems[0] and "summary" in offer.problems[0]
    kept = newest.with_name("damaged-" + newest.name)
    assert kept.exists() and not newest.exists()
    assert make().resume_offer().problems == ()  # said once


def test_an_autosave_dated_in_the_future_is_not_last_times(make):
    today = autosaved_game(make, 1)
    future = autosaved_game(make, 2)
    later = time.time() + 30 * 86400
    os.utime(future, (later, later))
    offer = make().resume_offer()
    assert offer.path == today and not offer.future
    today.unlink()
    offer = make().resume_offer()
    assert offer.path == future and offer.future  # offered, but not as "last time's"


# --- logging -------------------------------------------------------------------------------------




def test_logging_goes_to_a_private_rotating_file_with_faulthandler(clean_logging, home):
    import faulthandler

    path = logs.setup()
    assert path == home / "logs" / "newworld.log" and faulthandler.is_enabled()
    logging.getLogger("newworld.test").warning("a line for the log")
    assert "a line for the log" in path.read_text()
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600 and stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert logs.setup() == path  # once only
    handler = next(h for h in logging.getLogger().handlers if isinstance(h, logs._FileHandler))
    handler.doRollover()
    assert (path.parent / "newworld.log.1").exists()


def test_a_log_folder_that_cannot_be_made_does_not_stop_the_app(clean_logging, home):
    home.mkdir(parents=True)
    (home / "logs").write_text("not a folder")
    assert logs.setup() is None


def test_uncaught_exceptions_in_any_thread_are_logged_then_shown(clean_logging, home):
    path = logs.setup()
    shown: list[str] = []
    logs.install_excepthook(shown.append)
    try:
        raise RuntimeError("boom in the main thread")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    thread = threading.Thread(target=lambda: 1 / 0)
    thread.start()
    thread.join()
    assert len(shown) == 2 and "boom in the main thread" in shown[0] and "ZeroDivisionError" in shown[1]
    assert shown[0].startswith("New World ")
    text = path.read_text()
    assert "boom in the main thread" in text and "ZeroDivisionError" in text


def test_newworld_help_names_the_log_folder(capsys, home):
    from newworld import app

    assert app.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert str(home / "logs") in out and str(home / "data" / "autosave") in out
