"""Regenerate the screenshot of the dialogs on a dark desktop:
``python tools/dialog_screenshots.py [--out docs/screenshots/dialogs-dark-desktop.png]``.

The resume prompt, the new-game panel and Preferences are rendered offscreen as the app
shows them (the app's own look applied over a dark desktop palette) and put side by side
on the dark desktop's colour. :func:`desktop_palette` is the desktop the tests use too.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots" / "dialogs-dark-desktop.png"
GAP = 28

DARK = {"Window": "#353535", "WindowText": "#EEEEEC", "Base": "#2D2D2D", "AlternateBase": "#323232",
        "Text": "#EEEEEC", "Button": "#3A3A3A", "ButtonText": "#EEEEEC", "Highlight": "#3584E4",
        "HighlightedText": "#FFFFFF", "ToolTipBase": "#1E1E1E", "ToolTipText": "#FFFFFF",
        "PlaceholderText": "#8A8A8A", "Light": "#4A4A4A", "Mid": "#2A2A2A", "Dark": "#1A1A1A", "Shadow": "#000000"}


def desktop_palette(dark: bool):  # -> QPalette (Qt is imported late: the tool sets the platform first)
    """What a light desktop theme (Fusion's own) or a dark one (Adwaita dark, Breeze dark) hands the app."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QStyleFactory

    if not dark:
        return QStyleFactory.create("Fusion").standardPalette()
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    return palette


def render(out: Path) -> None:
    from PySide6.QtCore import QPoint, QSettings
    from PySide6.QtGui import QColor, QPainter, QPixmap
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["dialog-screenshots"])
    from newworld.ai import make_player
    from newworld.controller.autosave import Offer
    from newworld.controller.controller import GameController
    from newworld.controller.seats import Seat
    from newworld.engine.game import Game
    from newworld.gui.dialogs import NewGameDialog
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.palette import PLAYER_COLOURS, apply_widget_look
    from newworld.gui.preferences import PreferencesDialog
    from newworld.gui.resume import ResumeDialog
    from newworld.narration import install
    from newworld.savegame import SavedGame

    install(app)
    app.setPalette(desktop_palette(dark=True))
    apply_widget_look(app)
    window = MainWindow(GameController(autosave=False),
                        QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat))
    seats = (Seat("Margaret", PLAYER_COLOURS[0]), Seat("Hal", PLAYER_COLOURS[1], "computer", "hard"),
             Seat("Ada", PLAYER_COLOURS[2], "computer", "medium"))
    game = Game(3, seed=3)
    for turn in range(30):  # a game under way, played by easy computers
        game.push(make_player("easy", seed=turn, move_time=0.01).choose(game.copy()))
    saved = SavedGame(game, seats, 3, "", "", "", 2)
    yesterday = datetime.datetime.now() - datetime.timedelta(days=1)
    played = yesterday.replace(hour=21, minute=40).timestamp()
    resume = ResumeDialog(Offer(None, saved, False, (), played), parent=window)
    new_game = NewGameDialog(list(seats), PLAYER_COLOURS, window)
    new_game.seed.setText("lunch")
    preferences = PreferencesDialog(2, True, False, window, practice_undo=True)
    shots = []
    for dialog in (resume, new_game, preferences):
        dialog.show()
        app.processEvents()
        shots.append(dialog.grab())
        dialog.hide()
    width = GAP + sum(s.width() + GAP for s in shots)
    height = 2 * GAP + max(s.height() for s in shots)
    sheet = QPixmap(width, height)
    sheet.fill(QColor(DARK["Window"]))
    painter = QPainter(sheet)
    x = GAP
    for shot in shots:
        painter.drawPixmap(QPoint(x, GAP), shot)
        x += shot.width() + GAP
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not sheet.save(str(out)):
        raise SystemExit(f"cannot write {out}")
    window.controller.shutdown()
    print(f"wrote {out} ({width}x{height})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    render(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
