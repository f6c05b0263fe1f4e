"""Nothing lost, never stuck, the window's part: settings, dialogs, saving, FIFOs, errors, start-up."""

from __future__ import annotations

import contextlib
import datetime
import logging
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QSettings  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox  # noqa: E402

from newworld import logs, paths, savegame  # noqa: E402
from newworld.ai.base import RandomPlayer  # noqa: E402
from newworld.controller import autosave as autosave_module  # noqa: E402
from newworld.controller.controller import GameController  # noqa: E402
from newworld.controller.seats import Seat  # noqa: E402
from newworld.gui import gamefiles  # noqa: E402
from newworld.gui import palette as art  # noqa: E402
from newworld.gui.dialogs import NewGameDialog  # noqa: E402
from newworld.gui.mainwindow import MainWindow  # noqa: E402
from newworld.savegame import SaveGameError  # noqa: E402
from newworld.savegame.format import SEED_MAX  # noqa: E402
from newworld.selftest import PROBE_TAG  # noqa: E402

A, B = Seat("A", "#D23C2C"), Seat("B", "#2E6FD8")
is_root = hasattr(os, "geteuid") and os.geteuid() == 0


def play_to_the_end(window) -> None:
    c = window.controller
    while not c.game.is_over:
        c.play_move(RandomPlayer(c.game.turn).choose(c.game.copy()))


def deferred_deletes() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def window_with(qtbot, tmp_path, settings_text: str = "", autosave: bool = False) -> MainWindow:
    """A window on a settings file with this content (what a damaged file may hold)."""
    path = tmp_path / "settings.ini"
    if settings_text:
        path.write_text(settings_text)
    controller = GameController(autosave=autosave, ai_delay_ms=0)
    w = MainWindow(controller, QSettings(str(path), QSettings.Format.IniFormat))
    w.show_dialogs = False
    w.ask_order = False
    qtbot.addWidget(w)
    return w


# --- the new-game panel: seeds and names --------------------------------------------------


@pytest.mark.parametrize("text", ["-1", str(SEED_MAX + 1), "-99999999999999999999999"])
def test_the_new_game_panel_refuses_a_seed_outside_the_range(qtbot, text):
    dlg = NewGameDialog([A, B], art.PLAYER_COLOURS)
    qtbot.addWidget(dlg)
    dlg.seed.setText(text)
    dlg.accept()
    assert dlg.result() != QDialog.DialogCode.Accepted
    assert dlg.problem.isVisibleTo(dlg) and "0 to 18446744073709551615" in dlg.problem.text()
    dlg.seed.setText(str(SEED_MAX))
    dlg.accept()
    assert dlg.result() == QDialog.DialogCode.Accepted and dlg.seed_value() == SEED_MAX


def test_the_name_field_holds_what_a_save_can_hold(qtbot):
    dlg = NewGameDialog([A, B], art.PLAYER_COLOURS)
    qtbot.addWidget(dlg)
    name = dlg.rows[0][0]
    name.setText("N" * 41)
    assert len(name.text()) == 40
    dlg.accept()
    assert dlg.result() == QDialog.DialogCode.Accepted
    name.setText("Ann\x9b[31m")  # pasted: a terminal escape
    dlg.setResult(0)
    dlg.accept()
    assert dlg.result() != QDialog.DialogCode.Accepted
    assert dlg.problem.text() == "Player 1's name holds a control character."


def test_a_game_that_cannot_start_is_said_and_its_seats_are_not_remembered(qtbot, tmp_path, monkeypatch):
    w = window_with(qtbot, tmp_path)
    w.save_seats([A, B])
    w.show_dialogs = True

    def accept_a_bad_name(dlg) -> int:
        dlg.rows[0][0].setText("Bad\x85name")  # gets past the panel's own check
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept_a_bad_name)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    w.new_game_dialog()
    assert w.controller.game is None and "control characters" in w.last_warning
    assert w.last_seats() == [A, B]


# --- saving ------------------------------------------------------------------------------------


def test_save_as_offers_the_home_folder_when_the_saves_folder_cannot_be_made(window, tmp_path, monkeypatch):
    (tmp_path / "saves").symlink_to(tmp_path / "gone" / "Documents")  # a dangling link
    window.start_game([A, B], 3)
    asked: list[str] = []

    def dialog(parent, title, start, save=False):
        asked.append(start)
        return str(tmp_path / "chosen")

    monkeypatch.setattr(gamefiles, "choose_game_file", dialog)
    assert window.save()  # no file yet: Save is Save as
    assert Path(asked[0]).parent == Path.home()
    assert savegame.load(tmp_path / "chosen.nwgame").game.turn == 0
    assert not window.save_to(tmp_path / "no such folder" / "x.nwgame")
    assert "x.nwgame" in window.last_warning and "No such file or directory" in window.last_warning


def test_save_as_offers_a_dated_new_name_then_the_games_own_file(window, tmp_path, monkeypatch):
    window.start_game([A, B], 5)
    asked: list[Path] = []
    chosen = tmp_path / "evening"
    monkeypatch.setattr(gamefiles, "choose_game_file",
                        lambda _p, _t, start, save=False: asked.append(Path(start)) or str(chosen))
    assert window.save_as()
    assert asked[0].parent == paths.save_folder() and asked[0].suffix == ".nwgame"
    assert asked[0].name.startswith("New World 20") and ":" not in asked[0].name  # dated, and no colon
    assert window.save_as() and asked[1] == chosen.with_suffix(".nwgame")  # its own file, the second time
    taken = paths.new_save_path(datetime.datetime(2026, 12, 1, 21, 14))
    assert taken.name == "New World 2026-12-01 21.14.nwgame"
    taken.write_text("")
    assert paths.new_save_path(datetime.datetime(2026, 12, 1, 21, 14)).name == "New World 2026-12-01 21.14 (2).nwgame"


def test_saving_over_a_read_only_file_asks_first(window, tmp_path, monkeypatch):
    window.start_game([A, B], 4)
    path = tmp_path / "kept.nwgame"
    assert window.save_to(path)
    before = path.read_bytes()
    path.chmod(0o444)
    window.controller.play_move(RandomPlayer(1).choose(window.controller.game.copy()))
    questions: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *a: questions.append(text) or answer[0])
    assert not window.save_to(path)
    assert path.read_bytes() == before and "read-only" in questions[0]
    answer[0] = QMessageBox.StandardButton.Yes
    assert window.save_to(path)
    assert savegame.load(path).game.turn == 1 and len(questions) == 2


# --- the app always starts: settings ------------------------------------------------------------


@pytest.mark.parametrize("text, key", [
    ("[General]\nanimation_speed=fast\n", "animation_speed"),
    ("[General]\nanimation_speed=\n", "animation_speed"),
    ("[General]\nanimation_speed=99\n", "animation_speed"),
    ("[General]\noutline_legal=maybe\ncolourblind=7\n", "outline_legal"),
    ("[General]\ngeometry=not a geometry\n", "geometry"),
    ("[General]\nrecent=@Variant(garbage)\n", "recent"),
    ("[seats]\n1\\name=Ann\\x9b\n1\\color=red\n1\\kind=robot\nsize=1\n", "seats"),
])
def test_a_damaged_setting_falls_back_to_its_default_and_is_logged(qtbot, tmp_path, caplog, text, key):
    with caplog.at_level(logging.WARNING):
        w = window_with(qtbot, tmp_path, text)
    assert w.speed == 2 and w.outline and not w.game_screen.colourblind
    seats = w.last_seats()
    assert 2 <= len(seats) <= 5 and seats[0] == Seat("You", art.PLAYER_COLOURS[0])
    assert any(key in record.getMessage() for record in caplog.records)


def test_recent_entries_that_cannot_be_looked_at_do_not_stop_the_start(qtbot, tmp_path, monkeypatch):
    long_name = str(tmp_path / ("n" * 300 + ".nwgame"))
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "g.nwgame").write_text("{}")
    locked.chmod(0o000)
    real_stat = os.stat

    def stat_as_a_user(path, *args, **kwargs):  # root may enter any folder: act as a user would see it
        if str(path).startswith(str(locked)) and is_root:
            raise PermissionError(13, "Permission denied", str(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat_as_a_user)
    try:
        good = tmp_path / "good.nwgame"
        good.write_text("{}")
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("recent", [long_name, str(locked / "g.nwgame"), str(good), "with\0nul"])
        settings.sync()
        w = window_with(qtbot, tmp_path)
        assert [a.toolTip() for a in w.recent_menu.actions()] == [str(good)]
    finally:
        locked.chmod(0o700)


def test_a_million_seats_in_the_settings_are_not_read(qtbot, tmp_path):
    w = window_with(qtbot, tmp_path, "[seats]\nsize=1000000\n1\\name=Ann\n1\\color=#D23C2C\n1\\kind=human\n"
                                     "1\\level=medium\n")
    started = time.perf_counter()
    seats = w.last_seats()
    assert len(seats) == 5 and seats[0].name == "Ann"
    assert time.perf_counter() - started < 30  # (a million reads take minutes; this guards a hang only)


def test_a_settings_file_that_is_not_a_regular_file_or_huge_is_set_aside(tmp_path, monkeypatch):
    from newworld.gui.settings import open_settings

    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"[General]\n" + b"x" * (2 << 20))
    settings = open_settings()
    assert settings.value("animation_speed", 2) == 2
    assert (path.parent / "settings.ini.damaged").exists() and not path.exists()
    if hasattr(os, "mkfifo"):
        (path.parent / "settings.ini.damaged").unlink()
        os.mkfifo(path)
        open_settings()  # would block for ever in Qt
        assert not path.exists()


STARTUP_CASES = {
    "speed-word": "[General]\nanimation_speed=fast\n",
    "speed-empty": "[General]\nanimation_speed=\n",
    "recent-long-name": "[General]\nrecent=/tmp/" + "n" * 300 + ".nwgame\n",
    "recent-forbidden": "[General]\nrecent={locked}/g.nwgame\n",
    "million-seats": "[seats]\nsize=1000000\n",
    "geometry-and-flags": "[General]\ngeometry=junk\noutline_legal=maybe\ncolourblind=2\n",
    "huge-file": "[General]\nrecent=" + "x" * (2 << 20) + "\n",
    "fifo": None,
}


def as_a_user() -> list[str]:
    """A command prefix that runs without root's right to enter any folder ([] when not root)."""
    if not is_root:
        return []
    prefix = ["unshare", "--user", "--map-user=1000", "--map-group=1000"]
    try:
        works = subprocess.run([*prefix, "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        works = False
    if not works:
        pytest.skip("root may enter any folder and no user namespace is at hand (the window test covers it)")
    return prefix


@pytest.mark.parametrize("case", list(STARTUP_CASES))
def test_the_app_starts_with_each_damaged_setting(tmp_path, case):
    prefix = as_a_user() if case == "recent-forbidden" else []
    home = tmp_path / "home"
    config = home / "config"
    config.mkdir(parents=True)
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "g.nwgame").write_text("{}")
    text = STARTUP_CASES[case]
    if text is None:
        os.mkfifo(config / "settings.ini")
    else:
        (config / "settings.ini").write_text(text.format(locked=locked) if "{locked}" in text else text)
    locked.chmod(0o000)
    env = {**os.environ, paths.HOME_ENV: str(home), "NEWWORLD_STARTUP_PROBE": "1", "QT_QPA_PLATFORM": "offscreen"}
    try:
        result = subprocess.run([*prefix, sys.executable, "-m", "newworld.app"], env=env, capture_output=True,
                                text=True, timeout=60)
    finally:
        locked.chmod(0o700)
    assert result.returncode == 0, result.stderr[-2000:]
    assert PROBE_TAG in result.stdout and "Traceback" not in result.stderr


# --- never hang: FIFOs --------------------------------------------------------------------------


def unblock_later(fifo: Path, seconds: float = 5.0) -> None:
    """Open the FIFO after a while so that a reader that blocks does not block the tests for ever."""
    def write() -> None:
        time.sleep(seconds)
        with contextlib.suppress(OSError):
            os.close(os.open(fifo, os.O_RDWR))

    threading.Thread(target=write, daemon=True).start()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_file_argument_or_from_file_open_is_refused_at_once(window, tmp_path, monkeypatch):
    fifo = tmp_path / "pipe.nwgame"
    os.mkfifo(fifo)
    unblock_later(fifo)
    window.start_up(str(fifo))  # newworld pipe.nwgame
    assert "not a regular file (a FIFO)" in window.last_warning and window.controller.game is None
    window.last_warning = ""
    monkeypatch.setattr(gamefiles, "choose_game_file", lambda *a, **k: str(fifo))
    window.open_dialog()  # File > Open
    assert "not a regular file (a FIFO)" in window.last_warning


# --- smaller defects -------------------------------------------------------------------------------


def test_many_games_in_one_window_keep_no_dialogs(window, qtbot):
    counts = []
    for game in range(5):
        window.show_dialogs = False
        window.start_game([A, B], game)
        window.show_remaining()  # (not shown: it would wait for a click)
        window.show_dialogs = game % 2 == 1  # the end-of-game table shown and closed, or never shown
        play_to_the_end(window)
        dlg = window.game_screen.end_dialog
        assert dlg is not None
        if window.show_dialogs:
            qtbot.waitExposed(dlg)
            dlg.reject()
        deferred_deletes()
        counts.append(len(QApplication.topLevelWidgets()))
    # a table never shown lives until the next game starts; none is kept beyond that
    assert len(set(counts[0::2])) == 1 and len(set(counts[1::2])) == 1, counts


def test_an_autosave_failure_is_told_once_in_the_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))

    def full_disk(*args, **kwargs):
        raise SaveGameError("cannot save to x: No space left on device")

    monkeypatch.setattr(autosave_module, "write", full_disk)
    w = window_with(qtbot, tmp_path, autosave=True)
    w.show_dialogs = True
    w.show()
    w.start_game([A, B], 5)
    lines: list[str] = []
    w.controller.logMessage.connect(lines.append)
    for i in range(4):
        w.controller.play_move(RandomPlayer(i).choose(w.controller.game.copy()))
    boxes = [b for b in QApplication.topLevelWidgets() if isinstance(b, QMessageBox) and b.isVisible()]
    assert len(boxes) == 1 and "No space left" in boxes[0].text() and not boxes[0].isModal()
    assert len([line for line in lines if line.startswith("Autosave failed")]) == 1
    assert w.controller.game.turn == 4
    boxes[0].close()




@pytest.mark.qt_no_exception_capture
def test_an_error_in_the_window_shows_one_box_and_the_game_goes_on(qtbot, tmp_path, monkeypatch, clean_logging):
    from newworld.gui.errors import ErrorDialog, ErrorReporter

    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    log_path = logs.setup()
    reporter = ErrorReporter(log_path)
    logs.install_excepthook(reporter.report)
    w = window_with(qtbot, tmp_path, autosave=True)
    w.show()
    w.start_game([A, B], 6)

    def broken_slot(*_args) -> None:
        raise RuntimeError("a bug in a slot")

    w.controller.cardPlaced.connect(broken_slot)
    for i in range(3):
        w.controller.play_move(RandomPlayer(i).choose(w.controller.game.copy()))
    qtbot.waitUntil(lambda: reporter.dialog is not None)
    QApplication.processEvents()
    dialogs = [d for d in QApplication.topLevelWidgets() if isinstance(d, ErrorDialog) and d.isVisible()]
    assert len(dialogs) == 1 and reporter.shown == 1
    assert w.controller.game.turn == 3
    assert savegame.load(w.controller.autosave_path()).game.turn == 3
    assert log_path.read_text().count("a bug in a slot") >= 3
    dialog = dialogs[0]
    assert "something went wrong" in dialog.windowTitle()
    assert any(str(log_path) in label.text() for label in dialog.findChildren(QLabel))
    dialog.copy_button.click()
    assert "RuntimeError: a bug in a slot" in QGuiApplication.clipboard().text()
    w.controller.shutdown()
    dialog.close()


def test_render_leaves_no_temporary_folders(tmp_path, monkeypatch):
    import tempfile

    from newworld.cli import main as cli_main

    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    out = tmp_path / "x.png"
    assert cli_main(["render", "--seed", "2", "--turns", "3", "--players", "2", "--level", "random",
                     "--size", "400x300", "--out", str(out)]) == 0
    assert out.exists() and list(scratch.iterdir()) == []
    assert paths.HOME_ENV not in os.environ
