"""How long the window waits for a statistics database that another process holds locked.

    QT_QPA_PLATFORM=offscreen python benchmarks/stats_lock.py --hold 8

Another process takes the real database file in an exclusive transaction for
``--hold`` seconds (longer than the store's busy timeout, 5 s). Meanwhile a
1200×800 main window finishes a game of two people (the last card laid) and
opens the Statistics window; then a 5 ms timer measures every pause of the
window's event loop until both have their answer from the database. Then the
lock goes and the recorder's retry records the kept game. Prints as JSON: the
time the last move and the new window took (their own work, which touches no
database), the longest pause of the event loop while the database answered,
how many database connections were opened on the window's thread (0: it
never waits for the database), what the player was told and when, what the
Statistics window said, and whether the game reached the database.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

HOLDER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hold", type=float, default=8.0, help="seconds the other process holds the lock")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["NEWWORLD_HOME"] = tempfile.mkdtemp(prefix="newworld-statslock-")
    from PySide6.QtCore import QSettings, QTimer

    from newworld.ai.base import RandomPlayer
    from newworld.controller.controller import GameController
    from newworld.controller.seats import Seat
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.stats import StatisticsWindow
    from newworld.render import _app
    from newworld.stats import StatsStore, default_path

    app = _app()
    settings = QSettings(os.path.join(os.environ["NEWWORLD_HOME"], "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    settings.setValue("computer_pace", 0)
    controller = GameController(autosave=False, ai_delay_ms=0)
    window = MainWindow(controller, settings)
    window.show_dialogs = window.game_screen.show_dialogs = False
    window.game_screen.ask_order = False  # the final scoring in the rulebook's order, without asking
    window.resize(1200, 800)
    window.show()
    recorder = window.learning.stats_recorder
    told: list[tuple[float, str]] = []
    recorder.told.connect(lambda text: told.append((time.perf_counter(), text)))
    window.start_game([Seat("Ada", "#D23C2C"), Seat("Ben", "#2E6FD8")], 5)
    rng = random.Random(1)
    while True:  # up to the last move
        move = RandomPlayer(rng.randrange(1 << 30)).choose(controller.game.copy())
        after = controller.game.copy()
        after.push(move)
        if after.is_over:
            break
        controller.play_move(move)
    wait_for(app, lambda: not recorder.busy(), 30)

    StatsStore.open(default_path()).close()
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(default_path()), str(args.hold)],
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    on_gui_thread = [0]
    connect = sqlite3.connect

    def counted_connect(*a, **k):  # type: ignore[no-untyped-def]
        if threading.current_thread() is threading.main_thread():
            on_gui_thread[0] += 1
        return connect(*a, **k)

    sqlite3.connect = counted_connect  # type: ignore[assignment]
    pauses = [0.0]
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        pauses[0] = max(pauses[0], now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    start = time.perf_counter()
    controller.play_move(move)  # the last card: the game ends
    assert controller.is_over()
    dialog = StatisticsWindow(window)
    dialog.show()
    handed_over = last[0] = time.perf_counter()  # the game's end and the new window: their own work, no database
    wait_for(app, lambda: not recorder.busy() and not dialog.loading(), 60)
    timer.stop()
    sqlite3.connect = connect  # type: ignore[assignment]
    answered = time.perf_counter() - start
    notice = dialog.notice.text()
    kept = recorder.waiting
    holder.wait(timeout=args.hold + 30)
    recorder.retry()
    wait_for(app, lambda: not recorder.busy(), 30)
    with StatsStore.open(default_path()) as store:
        recorded = store.game_count()
    print(json.dumps({
        "lock_held_s": args.hold,
        "last_move_and_statistics_window_ms": round((handed_over - start) * 1000, 1),
        "longest_event_loop_pause_while_the_database_answers_ms": round(pauses[0] * 1000, 1),
        "database_connections_on_the_window_thread": on_gui_thread[0],
        "answers_after_s": round(answered, 2),
        "told": [{"after_s": round(when - start, 2), "text": text} for when, text in told],
        "statistics_window_notice": notice,
        "games_kept_while_locked": kept,
        "games_recorded_after_the_lock": recorded,
    }, indent=1, ensure_ascii=False))
    controller.shutdown()


def wait_for(app, done, seconds: float) -> None:  # type: ignore[no-untyped-def]
    until = time.monotonic() + seconds
    while not done():
        if time.monotonic() > until:
            raise SystemExit("gave up waiting")
        app.processEvents()
        time.sleep(0.002)


if __name__ == "__main__":
    main()
