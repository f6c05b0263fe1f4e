"""What helps a player learn and look back, for the main window: the tutorial (on the window's
own board), the replay viewer, the review and the Statistics window (each made on first use,
from the menus and the end table), and the recording of every game finished in the window."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from newworld import paths
from newworld.controller import DEFAULT_MOVE_TIME, ReplayController, StatsRecorder, TutorialSession, recent_finished
from newworld.gui import gamefiles
from newworld.gui.geometry import cell_rect
from newworld.narration import learning

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.tutorial import TargetItem, TutorialPanel


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
        self.stats_recorder = StatsRecorder(window.controller)  # every game finished in the window, counted once
        self._stats_note = ""  # said once the board has shown the end (not as the last card is laid)
        self.stats_recorder.told.connect(self._tell_after_the_end)
        window.game_screen.pacer.gameOver.connect(lambda _final: self._say_stats_note())
        window.game_screen.reviewRequested.connect(self.show_review)
        window.game_screen.replayRequested.connect(lambda: self.show_replay())
        self.tutorial: TutorialSession | None = None
        self.tutorial_panel: TutorialPanel | None = None
        self.target: TargetItem | None = None
        self.reveal_timer = QTimer(self)  # the step's cell is brought into sight after the view's own move
        self.reveal_timer.setSingleShot(True)
        self.reveal_timer.timeout.connect(self._reveal_target)

    def _tell_after_the_end(self, text: str) -> None:
        self._stats_note = text
        if not self.window.game_screen.pacer.busy():
            self._say_stats_note()

    def _say_stats_note(self) -> None:
        if self._stats_note:
            self.window.statusBar().showMessage(self._stats_note, 8000)
            self._stats_note = ""

    def close_all(self) -> None:
        """The main window closes: its learning windows close with it."""
        for widget in list(self.open_windows):
            widget.close()

    def replay_dialog(self) -> None:
        """Game → Replay a game…: one of the recent finished games, by date and players, or any saved game
        (the file is only read)."""
        from newworld.gui.dialogs import run_once
        from newworld.gui.recent import OTHER_FILE, RecentGamesDialog

        games = recent_finished()
        if games:
            dialog = RecentGamesDialog(games, self.window)
            result = run_once(dialog)
            if result == QDialog.DialogCode.Accepted and dialog.chosen is not None:
                self.show_replay(dialog.chosen)
            if result != OTHER_FILE:
                return
        path = gamefiles.choose_game_file(self.window, self.tr("Replay a game"), str(paths.saves_dir()))
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

    # --- the tutorial ---------------------------------------------------------------------

    def start_tutorial(self) -> None:
        """Help ▸ Tutorial: the lesson on the window's own board (the game there is dropped, after asking)."""
        from newworld.gui.tutorial import TargetItem, TutorialPanel

        w = self.window
        if not w._maybe_keep():
            return
        self.leave_tutorial(start_game=False)
        session = self.tutorial = TutorialSession(w.controller, story=w.game_screen.pacer)  # as the board shows it
        panel = self.tutorial_panel = TutorialPanel(session, w.view, w.game_screen.colours)
        target = self.target = TargetItem()
        w.scene.addItem(target)
        session.stepChanged.connect(self._show_step)
        session.left.connect(self._tutorial_left)
        w.controller.moveRefused.connect(self._on_refused)
        panel.leaveClicked.connect(lambda: self.leave_tutorial(start_game=True))
        panel.playClicked.connect(lambda: self.leave_tutorial(start_game=True))
        w.game_screen.modal_end_table = False
        session.start()
        QTimer.singleShot(0, w.game_screen.fit_board)

    def _show_step(self, step: int) -> None:
        if self.tutorial is None or self.tutorial_panel is None or self.target is None:
            return
        self.tutorial_panel.show_step(step)
        target = self.tutorial.target()
        if target is None:
            self.target.hide_cell()
        else:
            self.target.show_cell(target.x, target.y)
            self.reveal_timer.start(self.window.view.follow_ms + 150)  # once the view has followed the game

    def _reveal_target(self) -> None:
        """The step's cell in sight: where the view follows the game it is already (a cell where the card
        fits); where the player has moved the board, the view scrolls to it."""
        target = self.tutorial.target() if self.tutorial is not None else None
        if target is not None:
            self.window.view.reveal(cell_rect(target.x, target.y))

    def _on_refused(self, problem: str) -> None:
        """A move the step does not want: the panel says why, and the card (which stays where it lay,
        settler and all, to be corrected) is put right where words would not do."""
        if self.tutorial_panel is not None:
            self.tutorial_panel.show_problem(problem)
        QTimer.singleShot(0, self, self._put_card_right)  # once the screen has given the card back

    def _put_card_right(self) -> None:
        """On another cell than the step's, the card goes back to the hand (to be dragged again); on the
        step's cell but turned another way, it is turned the step's way (the words cannot show which)."""
        target = self.tutorial.target() if self.tutorial is not None else None
        composer = self.window.composer
        draft = composer.draft
        if target is None or draft.placement is None:
            return
        if (draft.placement.x, draft.placement.y) != (target.x, target.y):
            composer.take_back()
        elif draft.placement.rotation != target.rotation:
            composer.place_at(target.x, target.y, target.rotation)
            if draft.settler is not None:
                composer.choose_settler(draft.settler)  # where the turned card still has that spot

    def leave_tutorial(self, start_game: bool = True) -> None:
        """End the lesson (any time); ``start_game``: then set up a real game (the New game panel)."""
        if self.tutorial is not None:
            self.tutorial.leave()  # its ``left`` takes the panel away
        if start_game:
            self.window.new_game_dialog()

    def _tutorial_left(self) -> None:
        """The lesson ended (left, or a new or opened game): the panel and the frame go."""
        panel, target = self.tutorial_panel, self.target
        self.tutorial = self.tutorial_panel = self.target = None
        self.window.game_screen.modal_end_table = True
        if panel is not None:
            self.window.controller.moveRefused.disconnect(self._on_refused)
            panel.release()
            panel.deleteLater()
        if target is not None:
            target.hide_cell()
            self.window.scene.removeItem(target)

    def offer_tutorial(self) -> bool:
        """At the very first start: offer the tutorial once; True if the player took it."""
        settings = self.window.settings
        if settings.value("tutorial_offered", False, type=bool):
            return False
        settings.setValue("tutorial_offered", True)
        if not self.window.show_dialogs:
            return False
        answer = QMessageBox.question(self.window, self.tr("Welcome to New World"), learning().tutorial_offer(),
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.start_tutorial()
        return True

    def show_statistics(self) -> None:
        from newworld.gui.stats import StatisticsWindow

        self.statistics = dlg = StatisticsWindow()
        self._show(dlg)

    def _place_over_window(self, widget: QWidget) -> None:
        """Over the middle of the game window, within its screen (a window of its own would otherwise
        open wherever the window manager puts new windows: at the screen's edge)."""
        frame = widget.frameGeometry()
        frame.moveCenter(self.window.frameGeometry().center())
        screen = self.window.screen().availableGeometry()
        widget.move(max(screen.left(), min(frame.left(), screen.right() - frame.width())),
                    max(screen.top(), min(frame.top(), screen.bottom() - frame.height())))

    def _show(self, widget: QWidget) -> None:
        """Shown as a window of its own: without a parent, so the end table (modal on the main
        window) does not block it; it goes when it is closed or the main window closes."""
        widget.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        widget.setWindowFlag(Qt.WindowType.Window)
        if not isinstance(widget, QDialog):  # Escape and Ctrl+W close it, as they close a dialog
            for keys in (QKeySequence(Qt.Key.Key_Escape), QKeySequence(QKeySequence.StandardKey.Close)):
                QShortcut(keys, widget, widget.close)
        self.open_windows.append(widget)
        widget.destroyed.connect(lambda _obj=None, w=widget: self.open_windows.remove(w))
        self._place_over_window(widget)
        widget.show()
        widget.raise_()
        widget.activateWindow()
