"""How responsive the window stays while a computer player thinks.

    QT_QPA_PLATFORM=offscreen python tools/thinkbench.py [--level hard] [--moves N] [--move-time T]
                                                         [--ping-ms MS] [--seed S] [--pace normal] [--json]

A game window (offscreen unless a display is given) plays computer against
computer; a precise timer pings the event loop every few milliseconds, and
every gap between two pings that falls while a computer thinks (from
``aiThinking(True)`` until its move arrives) is measured. The longest gap is
the figure: the time the window could not answer a click or repaint.

Gaps that begin in the first :data:`SETTLE_MS` of a turn are reported apart
(``first_gap_ms``): they hold the window's own work on the move just played
(the board repainted with the new card, the log, the panels), which happens
whoever thinks next and however.

``longest_work_ms`` is the window thread's own CPU time in its busiest gap: on
a busy machine a gap also holds the time the window waited for a core, which
is the machine's doing; this figure is the window's.

``pace`` is the speed at which a computer's turn is shown (Preferences →
"Computer's turns"): at "normal" and "slow" the board shows the previous
turn's card, settler and scorings a step apart while the next computer
thinks, so those repaints fall among the measured gaps (as a player sees
them); "instant" leaves only what the thinking itself costs the window.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from typing import Any

SETTLE_MS = 100.0  # the window's work on the move just played ends within this


def measure(level: str = "hard", moves: int = 6, move_time: float | None = None, ping_ms: int = 5,
            seed: int = 1, pace: str = "normal") -> dict[str, Any]:
    """Gaps of the event loop during ``moves`` computer moves of ``level``."""
    os.environ.setdefault("NEWWORLD_HOME", tempfile.mkdtemp(prefix="newworld-think-"))
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, Qt, QTimer
    from PySide6.QtGui import QGuiApplication

    from newworld.controller.controller import GameController
    from newworld.controller.seats import Seat
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.pacing import PACES
    from newworld.gui.palette import PLAYER_COLOURS
    from newworld.render import _app

    _app()  # offscreen unless QT_QPA_PLATFORM says otherwise
    settings = QSettings(os.path.join(tempfile.mkdtemp(prefix="newworld-think-"), "s.ini"),
                         QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    settings.setValue("computer_pace", PACES.index(pace))
    controller = GameController(autosave=False, ai_delay_ms=0)
    controller.computers.move_time = move_time
    window = MainWindow(controller, settings)
    window.show_dialogs = False
    window.resize(1400, 900)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    work: list[float] = []  # the window thread's own CPU time in each gap
    firsts: list[float] = []
    state = {"last": 0.0, "cpu": 0.0, "thinking": False, "began": 0.0, "moves": 0}

    def ping() -> None:
        now, cpu = clock.nsecsElapsed() / 1e6, time.thread_time() * 1e3
        if state["thinking"]:
            if state["last"] - state["began"] < SETTLE_MS:
                firsts.append(now - state["last"])
            else:
                gaps.append(now - state["last"])
                work.append(cpu - state["cpu"])
        state["last"], state["cpu"] = now, cpu

    loop = QEventLoop()

    def thinking(on: bool) -> None:
        state["thinking"] = on
        state["last"] = state["began"] = clock.nsecsElapsed() / 1e6
        state["cpu"] = time.thread_time() * 1e3
        if not on:
            state["moves"] += 1
            if state["moves"] >= moves:
                loop.quit()

    controller.aiThinking.connect(thinking)
    controller.gameOver.connect(lambda _final: loop.quit())
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(ping_ms)
    timer.timeout.connect(ping)
    timer.start()
    seats = [Seat(f"{level.title()} {i + 1}", PLAYER_COLOURS[i], "computer", level) for i in range(2)]
    started = time.monotonic()
    window.start_game(seats, seed)
    loop.exec()
    seconds = time.monotonic() - started
    timer.stop()
    controller.shutdown()
    window.close()
    return {
        "level": level, "moves": state["moves"], "move_time": move_time, "pace": pace, "ping_ms": ping_ms,
        "pings": len(gaps), "longest_gap_ms": round(max(gaps), 1) if gaps else 0.0,
        "p99_gap_ms": round(statistics.quantiles(gaps, n=100)[98], 1) if len(gaps) > 100 else None,
        "median_gap_ms": round(statistics.median(gaps), 1) if gaps else 0.0,
        "longest_work_ms": round(max(work), 1) if work else 0.0,
        "first_gap_ms": round(max(firsts), 1) if firsts else 0.0,
        "seconds": round(seconds, 1), "load": [round(x, 2) for x in os.getloadavg()],
        "platform": QGuiApplication.platformName(),
    }


def _at_least_one(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", choices=("easy", "medium", "hard", "expert"), default="hard")
    parser.add_argument("--moves", type=_at_least_one, default=6)
    parser.add_argument("--move-time", type=float, default=None, help="seconds per move (default: the level's)")
    parser.add_argument("--ping-ms", type=_at_least_one, default=5, help="the event-loop probe's interval")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", choices=("instant", "normal", "slow"), default="normal",
                        help="how a computer's turn is shown (Preferences): normal and slow repaint its steps "
                             "while the next computer thinks")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    args = parser.parse_args()
    result = measure(args.level, args.moves, args.move_time, args.ping_ms, args.seed, args.pace)
    if args.json:
        print(json.dumps(result))
        return
    print(f"{result['moves']} {args.level} moves in the game window ({result['platform']}): longest event-loop gap "
          f"{result['longest_gap_ms']} ms while thinking (the window's own work in a gap: up to "
          f"{result['longest_work_ms']} ms; median gap {result['median_gap_ms']} ms, "
          f"{result['pings']} pings every {args.ping_ms} ms; the window's work on each move played: up to "
          f"{result['first_gap_ms']} ms; computer's turns shown at pace {result['pace']}); load {result['load']}")


if __name__ == "__main__":
    main()
