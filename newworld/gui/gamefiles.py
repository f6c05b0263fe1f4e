"""The file dialogs for saved games: Open, Save as and Replay's "Other file…".

Their Type column calls a saved game a "New World game": without the MIME type the installers register,
Qt would name it by its contents ("plain text document", cut to "pla…ent" in a narrow column).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QFileInfo, QSize
from PySide6.QtWidgets import QDialog, QFileDialog, QFileIconProvider, QHeaderView, QTreeView, QWidget

from newworld import paths

ROOM = QSize(820, 480)  # the least size of the dialog
TYPE_COLUMN = 2  # in the detail view of Qt's own file dialog: name, size, type, date


class GameFileTypes(QFileIconProvider):
    """The type a file dialog shows: "New World game" for a saved game, else Qt's own."""

    def type(self, info: QFileInfo) -> str:
        if info.suffix().lower() == paths.SAVE_SUFFIX.lstrip(".").lower():
            return QCoreApplication.translate("GameFiles", "New World game")
        return super().type(info)


def game_filter() -> str:
    return QCoreApplication.translate("GameFiles", "New World games (*.nwgame)")


def choose_game_file(parent: QWidget, title: str, start: str, save: bool = False) -> str:
    """The file the player picks (to open, or with ``save`` to save to, ``start`` suggested), "" if none."""
    dialog = QFileDialog(parent, title, start, game_filter())
    types = GameFileTypes()
    dialog.setIconProvider(types)
    for view in dialog.findChildren(QTreeView):  # Qt's own dialog: the Type column as wide as its words
        view.header().setSectionResizeMode(TYPE_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
    dialog.resize(dialog.sizeHint().expandedTo(ROOM))  # every column in sight
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.selectFile(start)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    try:
        return dialog.selectedFiles()[0] if dialog.exec() == QDialog.DialogCode.Accepted else ""
    finally:
        dialog.deleteLater()
