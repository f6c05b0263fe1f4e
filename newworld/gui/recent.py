"""Game → Replay a game…: the recent finished games by date and players (from the autosaves and the
statistics, :func:`newworld.controller.recent_finished`), and any other file through the file dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from newworld.controller import FinishedGame
from newworld.narration import learning

OTHER_FILE = 2  # the dialog's result when the player asks for another file


class RecentGamesDialog(QDialog):
    """Offers ``games`` to replay (newest first); :attr:`chosen` is the file picked, if one was."""

    def __init__(self, games: list[FinishedGame], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay a game"))
        self.chosen: Path | None = None
        layout = QVBoxLayout(self)
        heading = QLabel(learning().recent_games_heading())
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.list = QListWidget()
        for game in games:
            item = QListWidgetItem(learning().finished_game(game.created, [s.name for s in game.seats], game.scores))
            item.setData(Qt.ItemDataRole.UserRole, str(game.path))
            item.setToolTip(str(game.path))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self._replay())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        replay = buttons.addButton(self.tr("&Replay"), QDialogButtonBox.ButtonRole.AcceptRole)
        other = buttons.addButton(self.tr("&Other file…"), QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        replay.clicked.connect(self._replay)
        other.clicked.connect(lambda: self.done(OTHER_FILE))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 360)

    def _replay(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = Path(item.data(Qt.ItemDataRole.UserRole))
            self.accept()
