"""Statistics in the window: every game finished here is recorded once (after undo, open, a second
finish), and the Statistics window shows the totals, draws its charts, exports CSV and sets a
damaged database aside with a message."""

from __future__ import annotations

import csv
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from newworld.ai.base import RandomPlayer
from newworld.controller import Seat
from newworld.gui.stats import StatisticsWindow
from newworld.stats import StatsStore, default_path

PEOPLE = [Seat("Ada", "#D23C2C"), Seat("Ben", "#2E6FD8")]


def play_to_end(controller, seed: int, stop_before: int = 0) -> None:
    """Random legal moves until the game is over (or ``stop_before`` moves remain)."""
    rng = random.Random(seed)
    game = controller.game
    while not game.is_over and (not stop_before or game.cards_left >= stop_before):
        controller.play_move(RandomPlayer(rng.randrange(1 << 30)).choose(game.copy()))


def settled(qtbot, recorder) -> None:
    """Waits until ``recorder``'s attempts have come back (they run on the database's thread)."""
    qtbot.waitUntil(lambda: not recorder.busy(), timeout=20000)


def recorded_games() -> int:
    with StatsStore.open(default_path()) as store:
        return store.game_count()


def test_a_game_finished_in_the_window_is_recorded_once(window, qtbot, tmp_path):
    controller = window.controller
    recorder = window.learning.stats_recorder
    window.start_game(PEOPLE, 5)
    play_to_end(controller, 1)
    settled(qtbot, recorder)
    assert controller.is_over() and recorded_games() == 1
    assert recorder.recorded == 1
    assert "statistics" in window.statusBar().currentMessage()
    controller.undo()  # the last turn taken back and played again: still one game
    play_to_end(controller, 2)
    settled(qtbot, recorder)
    assert controller.is_over() and recorded_games() == 1 and recorder.recorded == 1

    window.start_game(PEOPLE, 6)
    play_to_end(controller, 3, stop_before=3)
    saved = tmp_path / "nearly.nwgame"
    assert window.save_to(saved)
    play_to_end(controller, 3)
    settled(qtbot, recorder)
    assert recorded_games() == 2
    assert window.open_file(saved)  # the same game opened again and finished again: counted once
    play_to_end(controller, 4)
    settled(qtbot, recorder)
    assert controller.is_over() and recorded_games() == 2
    assert window.open_file(saved) and not controller.is_over()
    finished = tmp_path / "finished.nwgame"
    play_to_end(controller, 4)
    assert window.save_to(finished) and window.open_file(finished)  # opening a finished game records nothing
    settled(qtbot, recorder)
    assert recorded_games() == 2 and recorder.recorded == 2


def test_a_file_of_0_1_without_a_game_id_opened_and_finished_twice_is_recorded_once(window, qtbot, tmp_path):
    from newworld import savegame

    controller = window.controller
    window.start_game(PEOPLE, 8)
    play_to_end(controller, 8, stop_before=4)
    old = tmp_path / "from-0.1.nwgame"
    savegame.save(old, controller.game, controller.seats, seed=8)  # no game_id: as 0.1 wrote them
    assert savegame.load(old).game_id is None
    for moves_seed in (1, 2):  # finished differently, but the same saved game: one game in the statistics
        assert window.open_file(old)
        play_to_end(controller, moves_seed)
        assert controller.is_over()
        settled(qtbot, window.learning.stats_recorder)
    assert recorded_games() == 1


def test_a_resumed_game_finished_in_the_window_is_recorded_once(qtbot, tmp_path, monkeypatch):
    """Played nearly to the end in one window, resumed from its autosave in the next and finished
    there: recorded once, under the game's id; finishing it again (undo, then the same end) adds nothing."""
    from PySide6.QtCore import QSettings

    from newworld.controller import GameController
    from newworld.gui.mainwindow import MainWindow

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    first = GameController(autosave=True, ai_delay_ms=0)
    first.new_game(PEOPLE, 14)
    play_to_end(first, 14, stop_before=2)
    game_id = first.game_id
    first.shutdown()
    controller = GameController(autosave=True, ai_delay_ms=0)
    w = MainWindow(controller, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    w.show_dialogs = False
    qtbot.addWidget(w)
    offer = controller.resume_offer()  # what the resume prompt offers; its Resume opens it
    assert offer.path is not None and w.open_file(offer.path)
    assert controller.game_id == game_id and not controller.is_over()
    play_to_end(controller, 15)
    settled(qtbot, w.learning.stats_recorder)
    assert controller.is_over() and recorded_games() == 1
    with StatsStore.open(default_path()) as store:
        assert store.has_game(game_id)
    controller.undo()
    play_to_end(controller, 16)
    settled(qtbot, w.learning.stats_recorder)
    assert recorded_games() == 1 and w.learning.stats_recorder.recorded == 1
    controller.shutdown()


def test_the_statistics_window_shows_the_totals_and_exports_csv(window, qtbot, tmp_path, monkeypatch):
    controller = window.controller
    for seed in (11, 12, 13):
        window.start_game(PEOPLE, seed)
        play_to_end(controller, seed)
    settled(qtbot, window.learning.stats_recorder)
    with StatsStore.open(default_path()) as store:
        totals = store.totals()
    assert totals["games"] == 3
    window.show_dialogs = True
    action = next(a for a in window.actions() if a.text().replace("&", "") == "Statistics…")
    action.trigger()
    dlg = window.learning.statistics
    qtbot.waitExposed(dlg)
    qtbot.waitUntil(lambda: not dlg.loading())
    assert not dlg.notice.isVisible()
    assert dlg.whose.count() == 3  # every human, Ada, Ben
    table = {dlg.table.verticalHeaderItem(i).text(): dlg.table.item(i, 0).text() for i in range(dlg.table.rowCount())}
    humans = totals["humans"]
    # Games, not seats: Ada and Ben at one table played one game, and one of them won it.
    assert table["Games played"] == "3" and table["Games won"] == str(humans["won"]) == "3"
    assert table["Best score"] == str(humans["best_score"])
    assert [v for _, v in dlg.categories.bars] == [pytest.approx(v or 0) for v in humans["average_points"].values()]
    dlg.whose.setFocus()
    qtbot.keyClick(dlg.whose, Qt.Key.Key_Down)  # Ada
    assert dlg.whose.currentText() == "Ada"
    ada = [r["score"] for r in store_rows() if r["name"] == "Ada"]
    assert list(dlg.scores.series[0].values) == ada and len(ada) == 3
    assert dlg.table.item(0, 0).text() == "3"
    target = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(dlg.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dlg.loading())
    with open(target, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 6 and {r["name"] for r in rows} == {"Ada", "Ben"}
    assert "Exported 6 rows" in dlg.notice.text() and dlg.notice.isVisible()
    dlg.grab()  # every chart paints
    dlg.close()


def store_rows():
    with StatsStore.open(default_path()) as store:
        return store.rows()


def test_a_damaged_database_is_set_aside_with_a_message(window, qtbot):
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 100)
    dlg = StatisticsWindow(window)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitUntil(lambda: not dlg.loading())
    assert dlg.notice.isVisible() and "damaged" in dlg.notice.text() and "set aside" in dlg.notice.text()
    kept = list(path.parent.glob("stats.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")
    assert recorded_games() == 0 and not dlg.export_button.isEnabled()
    path.write_bytes(b"damaged again" * 100)  # when a game ends: the game is recorded in a fresh file
    told = []
    window.learning.stats_recorder.told.connect(told.append)
    window.start_game(PEOPLE, 8)
    play_to_end(window.controller, 8)
    settled(qtbot, window.learning.stats_recorder)
    assert recorded_games() == 1 and len(list(path.parent.glob("stats.sqlite3.damaged-*"))) == 2
    assert len(told) == 2 and "damaged" in told[0] and "added to your statistics" in told[1]


def test_a_locked_database_never_holds_up_the_window_and_the_game_is_recorded_later(window, qtbot, monkeypatch):
    """Another connection holds the real file in an exclusive transaction: the game ends, the
    Statistics window opens, and the database is never touched on the window's thread; the game
    is kept, the player told, and it is recorded by a retry once the lock goes."""
    import sqlite3
    import threading

    from newworld.controller import statistics
    from newworld.stats import outbox

    monkeypatch.setattr("newworld.stats.store.BUSY_TIMEOUT", 0.3)
    monkeypatch.setattr(statistics, "RETRY_SECONDS", 0.2)
    StatsStore.open(default_path()).close()
    lock = sqlite3.connect(default_path(), isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")
    opened_on = []
    connect = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: opened_on.append(threading.current_thread()) or
                        connect(*a, **k))
    recorder = window.learning.stats_recorder
    told = []
    recorder.told.connect(told.append)
    window.start_game(PEOPLE, 5)
    play_to_end(window.controller, 1)
    qtbot.waitUntil(lambda: bool(told), timeout=20000)
    assert "could not be added to your statistics yet" in told[0] and "locked" in told[0]
    assert "kept" in told[0] and recorder.waiting == 1
    assert len(list(outbox.outbox_of(default_path()).glob("*.json"))) == 1
    dlg = StatisticsWindow(window)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.notice.text() == "Reading the statistics…"
    qtbot.waitUntil(lambda: not dlg.loading(), timeout=20000)
    assert "cannot be read" in dlg.notice.text() and "1 finished game could not be added yet" in dlg.notice.text()
    assert opened_on and threading.main_thread() not in opened_on
    lock.rollback()
    lock.close()
    qtbot.waitUntil(lambda: recorder.waiting == 0 and recorder.recorded == 1, timeout=20000)
    assert told[-1] == "Added 1 game kept earlier to your statistics."
    assert recorded_games() == 1 and not list(outbox.outbox_of(default_path()).glob("*.json"))
    dlg.reload()
    qtbot.waitUntil(lambda: not dlg.loading(), timeout=20000)
    assert not dlg.notice.isVisible() and dlg.table.item(0, 0).text() == "1"


def test_a_game_kept_by_an_earlier_run_is_recorded_when_the_window_opens(qtbot, tmp_path, monkeypatch):
    from newworld.controller import GameController, StatsRecorder
    from newworld.sim import random_game
    from newworld.stats import game_record, outbox

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    record = game_record(random_game(2, 4), PEOPLE, game_id="from-last-time")
    assert outbox.keep(outbox.outbox_of(default_path()), record)
    controller = GameController(autosave=False)
    recorder = StatsRecorder(controller)
    told = []
    recorder.told.connect(told.append)
    settled(qtbot, recorder)
    assert recorder.recorded == 1 and told == ["Added 1 game kept earlier to your statistics."]
    with StatsStore.open(default_path()) as store:
        assert store.has_game("from-last-time")
    controller.shutdown()
