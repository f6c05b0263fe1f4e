"""The windows that help a player learn and look back, opened from the main window's menus and
the end table: the replay viewer, the review, the Statistics window (each made on first use)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QWidget

from newworld import paths
from newworld.controller import DEFAULT_MOVE_TIME, ReplayController

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow


class LearningWindows(QObject):
    """Opens the learning windows of ``window`` (translation context ``LearningWindows``); the
    last one of each kind is kept as an attribute (for tests)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.replay: QWidget | None = None
        self.statistics: QWidget | None = None
        self.review: QWidget | None = None
        self.review_move_time = DEFAULT_MOVE_TIME  # seconds of Hard's search per reviewed turn
        self.open_windows: list[QWidget] = []
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The main window closes: its learning windows close with it (the app quits)."""
        if watched is self.window and event.type() == QEvent.Type.Close:
            QTimer.singleShot(0, self._close_all)  # once the window has accepted the close
        return False

    def _close_all(self) -> None:
        if not self.window.isVisible():
            for widget in list(self.open_windows):
                widget.close()

    def replay_dialog(self) -> None:
        """Game → Replay a game…: pick any saved game and step through it (the file is only read)."""
        path, _filter = QFileDialog.getOpenFileName(self.window, self.tr("Replay a game"), str(paths.saves_dir()),
                                                    self.tr("New World games (*.nwgame)"))
        if path:
            self.show_replay(path)

    def show_replay(self, path: str | Path | None = None) -> None:
        """The replay viewer for ``path``, or for the game in the window (the end table's)."""
        from newworld.gui.replayview import ReplayWindow, open_replay

        viewer = open_replay(path) if path is not None else ReplayWindow(
            ReplayController.of_game(self.window.controller))
        if isinstance(viewer, str):
            self.window.warn(self.tr("Replay"), viewer)
            return
        self._show(viewer)
        self.replay = viewer

    def show_review(self, seat: int | None = None) -> None:
        """The review of the game in the window (the end table's "Review this game")."""
        from newworld.gui.review import ReviewWindow

        replay = ReplayController.of_game(self.window.controller)
        self.review = viewer = ReviewWindow(replay, seat, None, self.review_move_time)
        self._show(viewer)

    def show_statistics(self) -> None:
        from newworld.gui.stats import StatisticsWindow

        self.statistics = dlg = StatisticsWindow()
        self._show(dlg)

    def _show(self, widget: QWidget) -> None:
        """Shown as a window of its own: without a parent, so the end table (modal on the main
        window) does not block it; it goes when it is closed or the main window closes."""
        widget.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        widget.setWindowFlag(Qt.WindowType.Window)
        self.open_windows.append(widget)
        widget.destroyed.connect(lambda _obj=None, w=widget: self.open_windows.remove(w))
        widget.show()
        widget.raise_()
        widget.activateWindow()
