"""What behaves differently on Windows: each test runs here and under the Windows Python in Wine.

``python packaging/build_windows.py`` runs this file with the Windows Python it builds with
(``.ci/run`` too). Where only Windows can show the behaviour (a file another process holds
open cannot be replaced or renamed there), the test does it for real on Windows and
simulates Windows' refusal elsewhere.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from newworld import windows
from newworld.engine.game import Game
from newworld.savegame import SaveGameError, SaveProblem, default_seats, load, save, winfs, write_atomic

ON_WINDOWS = sys.platform == "win32"
ROOT = Path(__file__).resolve().parent.parent
HOLDER = """import sys, time
f = open(sys.argv[1], 'rb')
print('open', flush=True)
time.sleep(float(sys.argv[2]))
"""


def hold_open(path: Path, seconds: float) -> subprocess.Popen[str]:
    """Another process (as a second window would) that has ``path`` open for ``seconds``."""
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(seconds)], stdout=subprocess.PIPE,
                              text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
    return holder


def refuse_replace_while(monkeypatch: pytest.MonkeyPatch, held: Path, until: float) -> None:
    """Elsewhere than on Windows: ``os.replace`` onto ``held`` refused as Windows does until ``until``."""
    real_replace = os.replace

    def replace(source: str, target: str) -> None:
        if os.path.abspath(target) == os.path.abspath(held) and time.monotonic() < until:
            raise PermissionError(13, "Access is denied (simulated)", str(target))
        real_replace(source, target)

    monkeypatch.setattr(winfs, "IS_WINDOWS", True)
    monkeypatch.setattr(os, "replace", replace)


def a_game(seed: int = 3) -> Game:
    return Game(2, seed)


# --- replacing a file another process has open -----------------------------------------


def test_a_save_waits_for_another_process_to_close_the_file(tmp_path, monkeypatch):
    target = tmp_path / "game.nwgame"
    target.write_bytes(b"old")
    if ON_WINDOWS:
        holder = hold_open(target, 0.6)
    else:
        refuse_replace_while(monkeypatch, target, time.monotonic() + 0.6)
    start = time.monotonic()
    write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert time.monotonic() - start >= 0.3  # it waited for the holder
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]
    if ON_WINDOWS:
        holder.wait(10)


def test_a_save_that_stays_refused_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "game.nwgame"
    save(target, a_game(), default_seats(2))
    old = target.read_bytes()
    monkeypatch.setattr(winfs, "REPLACE_RETRY_SECONDS", 0.3)
    if ON_WINDOWS:
        holder = hold_open(target, 5)
    else:
        refuse_replace_while(monkeypatch, target, time.monotonic() + 60)
    try:
        with pytest.raises(SaveGameError) as caught:
            save(target, a_game(seed=4), default_seats(2))
    finally:
        if ON_WINDOWS:
            holder.kill()
            holder.wait(10)
    assert caught.value.problem is SaveProblem.UNWRITABLE
    assert str(target) in str(caught.value)
    assert target.read_bytes() == old
    assert load(target).game.deck_ids == a_game().deck_ids
    assert [p.name for p in tmp_path.iterdir()] == ["game.nwgame"]  # no temporary file left


def test_replace_does_not_retry_a_real_permission_problem_on_linux(tmp_path, monkeypatch):
    calls = []

    def refuse(source: str, target: str) -> None:
        calls.append(target)
        raise PermissionError(13, "Permission denied", target)

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(PermissionError):
        winfs.replace(tmp_path / "a", tmp_path / "b", windows=False)
    assert len(calls) == 1


# --- names Windows refuses, and names that must not collide ignoring case ---------------

REFUSED = ["CON", "con.nwgame", "aux.nwgame", "NUL", "nul .txt", "PRN.tar.gz", "COM1.nwgame", "lpt9", "COM¹",
           "a:b.nwgame", "C:", "what?.nwgame", "x*y", 'say "hi"', "a|b", "<game>", "tab\tname",
           "game.", "game ", "game.nwgame."]
ACCEPTED = ["New World 2026-12-01 21.14.nwgame", "console.nwgame", "CONTROL", "com10.nwgame", "lpt.nwgame",
            "Ärger im Dorf.nwgame", "ConAir", ".hidden", "aux-game.nwgame", "prn_1"]


@pytest.mark.parametrize("name", REFUSED)
def test_names_windows_refuses_are_named_with_the_reason(name):
    problem = winfs.name_problem(name)
    assert problem is not None and "Windows" in problem


@pytest.mark.parametrize("name", ACCEPTED)
def test_names_windows_takes_pass(name):
    assert winfs.name_problem(name) is None


@pytest.mark.parametrize("name", ["aux.nwgame", "CON", "a:b.nwgame", "game. "])
def test_on_windows_a_refused_name_is_a_clear_error_and_writes_nothing(tmp_path, monkeypatch, name):
    monkeypatch.setattr(winfs, "IS_WINDOWS", True)
    with pytest.raises(SaveGameError) as caught:
        save(f"{tmp_path}{os.sep}{name}", a_game(), default_seats(2))  # as a dialog gives it ("a:" is no drive)
    assert caught.value.problem is SaveProblem.UNWRITABLE
    assert "Windows" in str(caught.value)
    assert list(tmp_path.iterdir()) == []


def test_names_the_app_makes_never_collide_ignoring_case():
    from newworld.controller.autosave import new_game_id, path_for
    from newworld.net.protocol import CODE_ALPHABET, GAME_CODE

    ids = {new_game_id() for _ in range(50)}
    assert all(i == i.lower() for i in ids)  # one spelling: no two autosaves differ only in case
    assert len({path_for(i).name.casefold() for i in ids}) == len(ids)
    assert CODE_ALPHABET.upper() == CODE_ALPHABET and not GAME_CODE.match("abcdef")


def test_no_two_shipped_files_differ_only_in_case():
    """A Windows checkout, the build and the installed folder would keep only one of them."""
    seen: dict[str, Path] = {}
    for folder in ("newworld", "resources", "docs", "packaging"):
        for path in (ROOT / folder).rglob("*"):
            if "__pycache__" in path.parts:
                continue
            key = str(path.relative_to(ROOT)).casefold()
            assert key not in seen, f"{path} and {seen[key]} differ only in case"
            seen[key] = path


# --- long paths, folder fsync ------------------------------------------------------------


def test_long_paths_get_the_extended_form_on_windows():
    long = "C:\\Users\\player\\Documents\\" + "New World\\" * 30 + "game.nwgame"
    assert winfs.long_path(long, windows=True) == "\\\\?\\" + long
    share = "\\\\nas\\games\\" + "x" * 260
    assert winfs.long_path(share, windows=True) == "\\\\?\\UNC\\nas\\games\\" + "x" * 260
    assert winfs.long_path("C:\\short.nwgame", windows=True) == "C:\\short.nwgame"
    assert winfs.long_path("\\\\?\\" + long, windows=True) == "\\\\?\\" + long
    assert winfs.long_path("/home/p/" + "x" * 300, windows=False) == "/home/p/" + "x" * 300


def test_a_game_saves_and_opens_at_a_path_longer_than_max_path(tmp_path):
    folder = tmp_path
    while len(str(folder)) < winfs.MAX_PATH + 20:
        folder = folder / "a folder with a long name"
    winfs_folder = winfs.long_path(folder)
    os.makedirs(winfs_folder)
    target = folder / "game.nwgame"
    assert len(str(target)) > winfs.MAX_PATH
    save(target, a_game(), default_seats(2))
    assert load(target).game.deck_ids == a_game().deck_ids
    save(target, a_game(seed=5), default_seats(2))  # replacing it too
    assert load(target).game.deck_ids == a_game(seed=5).deck_ids


def test_saving_works_where_a_folder_cannot_be_synced(tmp_path):
    if ON_WINDOWS:  # why write_atomic skips the folder's fsync there
        with pytest.raises(OSError):
            os.close(os.open(tmp_path, os.O_RDONLY))
    target = tmp_path / "game.nwgame"
    save(target, a_game(), default_seats(2))
    assert load(target).game.deck_ids == a_game().deck_ids


# --- the log's rotation while another process has it open --------------------------------


def rotating_log(path: Path, monkeypatch: pytest.MonkeyPatch):
    from newworld import logs

    handler = logs._FileHandler(path, maxBytes=200, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(message)s"))
    errors: list[logging.LogRecord] = []
    monkeypatch.setattr(handler, "handleError", errors.append)
    return handler, errors


def emit(handler: logging.Handler, text: str) -> None:
    handler.emit(logging.LogRecord("newworld", logging.INFO, __file__, 1, text, None, None))


def test_the_log_goes_on_when_it_cannot_be_rotated_and_keeps_the_old_ones(tmp_path, monkeypatch):
    path = tmp_path / "newworld.log"
    (tmp_path / "newworld.log.1").write_text("older log\n", encoding="utf-8")
    handler, errors = rotating_log(path, monkeypatch)
    monkeypatch.setattr(handler, "RETRY_SECONDS", 0.0)
    if ON_WINDOWS:
        emit(handler, "x" * 150)
        holder = hold_open(path, 30)
    else:
        real_replace = os.replace
        refused = {"on": True}

        def replace(source: str, target: str) -> None:
            if refused["on"] and os.path.abspath(source) == str(path):
                raise PermissionError(32, "The process cannot access the file (simulated)", source)
            real_replace(source, target)

        monkeypatch.setattr(os, "replace", replace)
    try:
        for n in range(10):
            emit(handler, f"line {n} " + "y" * 40)
        assert errors == []
        assert "line 9" in path.read_text(encoding="utf-8")  # went on in the current file
        assert (tmp_path / "newworld.log.1").read_text(encoding="utf-8") == "older log\n"  # untouched
        assert not (tmp_path / "newworld.log.2").exists()
    finally:
        if ON_WINDOWS:
            holder.kill()
            holder.wait(10)
        else:
            refused["on"] = False
    emit(handler, "after the other window closed it")  # the next record rotates
    handler.close()
    assert errors == []
    assert (tmp_path / "newworld.log.2").read_text(encoding="utf-8") == "older log\n"
    assert "line 9" in (tmp_path / "newworld.log.1").read_text(encoding="utf-8")
    assert path.read_text(encoding="utf-8") == "after the other window closed it\n"


def test_a_failed_rotation_is_tried_again_only_after_a_while(tmp_path, monkeypatch):
    path = tmp_path / "newworld.log"
    handler, errors = rotating_log(path, monkeypatch)
    attempts = []
    real_replace = os.replace

    def replace(source: str, target: str) -> None:
        if os.path.abspath(source) == str(path):
            attempts.append(source)
            raise PermissionError(32, "simulated", source)
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    for n in range(20):
        emit(handler, f"line {n} " + "z" * 40)
    handler.close()
    assert len(attempts) == 1 and errors == []


# --- signals: the server stops cleanly on Ctrl+C (and SIGTERM, Ctrl+Break) ----------------

SERVER_SIGNALLED = """import signal, sys, threading, time
from pathlib import Path
from newworld.net import service
data, name = Path(sys.argv[1]), sys.argv[2]

def signal_when_listening():
    log = data / "logs" / "server.log"
    for _ in range(600):
        if log.is_file() and "listening on" in log.read_text(encoding="utf-8"):
            break
        time.sleep(0.05)
    signal.raise_signal(getattr(signal, name))

threading.Thread(target=signal_when_listening, daemon=True).start()
sys.exit(service.main(["--data", str(data), "--port", "0"]))
"""
STOP_SIGNALS = ["SIGINT", "SIGTERM"] + (["SIGBREAK"] if ON_WINDOWS else [])


@pytest.mark.parametrize("name", STOP_SIGNALS)
def test_the_server_stops_cleanly_on_a_stop_signal(tmp_path, name):
    result = subprocess.run([sys.executable, "-c", SERVER_SIGNALLED, str(tmp_path), name], capture_output=True,
                            text=True, timeout=120, cwd=ROOT)
    log = (tmp_path / "logs" / "server.log").read_text(encoding="utf-8")
    assert result.returncode == 0, result.stderr
    assert "listening on" in result.stdout
    assert "stopping" in log and "stopped cleanly" in log


def test_stop_signals_reach_the_event_loop(monkeypatch):
    from newworld.net.service import on_stop_signals

    async def main() -> list[str]:
        loop = asyncio.get_running_loop()
        stopped = asyncio.Event()
        on_stop_signals(loop, stopped.set)
        loop.call_later(0.05, signal.raise_signal, signal.SIGINT)
        await asyncio.wait_for(stopped.wait(), 10)
        return ["stopped"]

    previous = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        assert asyncio.run(main()) == ["stopped"]
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


# --- the windowed program: its app id, and where --version's answer goes ----------------


def test_the_app_id_is_set_on_windows_only():
    assert windows.set_app_id("io.github.newworld.NewWorld") is ON_WINDOWS


def test_a_windowed_program_without_console_shows_its_answer_in_a_box(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    shown = []
    finish = windows.output_for_player("New World", attach=lambda: False,
                                       show=lambda title, text, error: shown.append((title, text, error)))
    print("New World 0.1.0 (pure-Python engine)")
    finish(0)
    assert shown == [("New World", "New World 0.1.0 (pure-Python engine)", False)]


def test_a_windowed_program_started_from_a_prompt_prints_there(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    shown = []
    finish = windows.output_for_player("New World", attach=lambda: True, show=lambda *a: shown.append(a))
    finish(1)
    assert shown == []


def test_with_working_output_nothing_changes(capsys):
    finish = windows.output_for_player("New World", attach=lambda: pytest.fail("not needed"))
    print("hello")
    finish(0)
    assert capsys.readouterr().out == "hello\n"


def test_the_windowed_entry_point_gives_its_answer_and_exit_status(monkeypatch, capsys):
    from newworld import app

    assert app.main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("New World ")
    assert app.main(["--no-such-option", "--help"]) == 0  # --help wins, as argparse does
