"""Types a seed into the real new-game panel, clicks Start and prints the deck dealt (one JSON line).

``python tests/seed_driver.py WORD`` runs it in a fresh interpreter (the tests give it its own
PYTHONHASHSEED); :func:`type_seed_and_start` is the same typing for a panel the test opened.
"""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox


def type_seed_and_start(dialog, text: str) -> None:
    """Click the seed field, type ``text`` key by key, click Start."""
    QTest.mouseClick(dialog.seed, Qt.MouseButton.LeftButton)
    dialog.seed.selectAll()
    QTest.keyClicks(dialog.seed, text)
    start = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(start, Qt.MouseButton.LeftButton)


def main(text: str) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from newworld.controller import GameController, Seat
    from newworld.gui.dialogs import NewGameDialog
    from newworld.gui.palette import PLAYER_COLOURS

    app = QApplication.instance() or QApplication(["seed-driver"])
    dialog = NewGameDialog([Seat("Ann", "#C62828"), Seat("Bob", "#1565C0")], PLAYER_COLOURS)
    dialog.show()
    type_seed_and_start(dialog, text)
    if dialog.result() != NewGameDialog.DialogCode.Accepted:
        print(f"the panel refused the seed: {dialog.problem.text()}", file=sys.stderr)
        return 1
    controller = GameController(autosave=False)
    controller.new_game(dialog.seats(), dialog.seed_value())
    assert controller.game is not None
    print(json.dumps(controller.game.deck_ids))
    controller.shutdown()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
