"""What a frame of a zoom costs the window: the board of a 40-card game zooms out and back in.

    QT_QPA_PLATFORM=offscreen python benchmarks/zoom_frames.py --rounds 3

The view widens to a grown board and follows the computer's cards with short
animations, and the player zooms with the wheel; each frame repaints the whole
board, and a zoom that crosses to another picture size needs every card's
picture at that size. This builds a 1400×900 window with the board of a game
of two Mediums after 40 moves, and in each round (all pictures dropped, then
made at the starting zoom) zooms from 1.3 down to 0.43 and back in 60 frames,
timing the viewport's repaint and the events after it (the window thread's CPU
time). Prints each round's slowest frame, median frame and total as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("NEWWORLD_HOME", tempfile.mkdtemp(prefix="newworld-zoom-"))
    from PySide6.QtCore import QSettings

    from newworld.ai.greedy import MediumPlayer
    from newworld.controller.controller import GameController
    from newworld.controller.seats import Seat
    from newworld.gui import painters
    from newworld.gui.mainwindow import MainWindow
    from newworld.render import _app

    app = _app()
    settings = QSettings(os.path.join(tempfile.mkdtemp(prefix="newworld-zoom-"), "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    controller = GameController(autosave=False, ai_delay_ms=0)
    window = MainWindow(controller, settings)
    window.show_dialogs = False
    window.resize(1400, 900)
    window.show()
    window.start_game([Seat("A", "#2E6FD8"), Seat("B", "#D84A2E")], 1)
    player = MediumPlayer(1)
    for _ in range(40):
        controller.play_move(player.choose(controller.game.copy()))
        app.processEvents()

    def settle() -> None:  # whatever waits for an idle moment (layouts, pictures) is done
        for _ in range(300):
            app.processEvents()

    settle()
    view = window.game_screen.view
    viewport, base = view.viewport(), view.transform()
    zooms = [1.3 - 0.03 * i for i in range(30)]
    result: dict[str, list[float]] = {"slowest_ms": [], "median_ms": [], "total_ms": []}
    for _ in range(args.rounds):
        painters.clear_cache()
        view.setTransform(base.scale(zooms[0], zooms[0]))
        viewport.repaint()
        settle()
        frames = []
        for zoom in zooms + zooms[::-1]:
            view.setTransform(base.scale(zoom, zoom))
            start = time.thread_time()
            viewport.repaint()
            app.processEvents()
            frames.append((time.thread_time() - start) * 1000)
        settle()
        result["slowest_ms"].append(round(max(frames), 1))
        result["median_ms"].append(round(statistics.median(frames), 2))
        result["total_ms"].append(round(sum(frames), 1))
    controller.shutdown()
    print(json.dumps({**result, "load": [round(x, 2) for x in os.getloadavg()]}))


if __name__ == "__main__":
    main()
