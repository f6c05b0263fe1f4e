"""The second app process of tests/test_netwindow.py: a main window (offscreen Qt) joins a network game
through the Join dialog and plays its own turns with the mouse until the game is over.

    python tests/netwindow_guest.py ADDRESS CODE NAME     (NEWWORLD_HOME: this process's folder)

Prints ``joined SEAT`` once seated, then ``over DIGEST TOTAL,TOTAL,...`` when the game has ended; exit 0.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GAME_SECONDS = 200  # less than the test waits: a guest that is stuck says how


def main(address: str, code: str, name: str) -> int:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.netmenu import network_play
    from newworld.narration import install
    from tests.netwindow_driver import join_by_dialog, play_turn_by_mouse, wait_until

    app = QApplication([])
    install(app)
    settings = QSettings(str(Path(os.environ["NEWWORLD_HOME"]) / "guest.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    settings.setValue("computer_pace", 0)
    window = MainWindow(settings=settings)
    window.show_dialogs = window.game_screen.show_dialogs = False
    play = network_play(window)
    assert play is not None
    play.search_nearby = False
    play.show_dialogs = False
    window.show()
    join_by_dialog(window, play, name, address, code)
    wait_until(lambda: bool(play.windows) and any(s.mine for s in play.windows[-1].controller.lobby()))
    net = play.windows[-1]
    c, composer = net.controller, net.game_screen.composer
    print("joined", next(s.index for s in c.lobby() if s.mine), flush=True)
    while True:
        try:
            wait_until(lambda: c.is_over() or (c.is_human_turn() and composer.draft.active), GAME_SECONDS * 1000)
        except TimeoutError:
            view = c.view
            print(f"stuck: connection {c.connection}, turn {view.turn if view else None}, current "
                  f"{c.current_player()}, my turn {view.my_turn if view else None}, human turn {c.is_human_turn()}, "
                  f"draft active {composer.draft.active}, sent {c._sent_turn}", file=sys.stderr, flush=True)
            raise
        if c.is_over():
            break
        play_turn_by_mouse(net, wait_until)
    wait_until(lambda: net.game_screen.end_dialog is not None)
    final = c.final_score()
    assert final is not None
    print("over", c.view.digest(), ",".join(str(t) for t in final.totals), flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
