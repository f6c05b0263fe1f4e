"""The main window: the board, the side panel, menus, dialogs and preferences."""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from newworld import __version__, paths
from newworld.controller import NO_CLOCK, ClockSetting, GameController, SaveGameError, Seat
from newworld.controller.seats import computer_name
from newworld.engine.moves import Move
from newworld.gui import gamefiles
from newworld.gui.attention import TableCues
from newworld.gui.clocks import MinimizedPause
from newworld.gui.dialogs import NewGameDialog, TextDialog, run_once
from newworld.gui.errors import AutosaveWarning
from newworld.gui.learning import LearningWindows
from newworld.gui.menus import Menus, RecentFiles, keys_back_to
from newworld.gui.pacing import PACES
from newworld.gui.palette import PLAYER_COLOURS
from newworld.gui.preferences import edit_preferences
from newworld.gui.resume import offer_resume
from newworld.gui.screen import GameScreen, clear_turn_notes, dress_status_bar, fit_to_screen, note_hint, show_turn_note
from newworld.gui.settings import (
    open_settings,
    read_ai_cores,
    read_bool,
    read_clock,
    read_cues,
    read_geometry,
    read_int,
    read_seats,
    write_seats,
)
from newworld.narration import messages
from newworld.resources import resource_path

SPEEDS = (0, 120, 220, 350, 550)  # animation milliseconds per preference step
AI_DELAYS = (0, 250, 500, 800, 1200)
WINDOW_CSS = """
QMenuBar { background: #2B221C; color: #F1E4C3; }
QMenuBar::item:selected { background: #5A3E26; }
QMenu { background: #2F2520; color: #F1E4C3; border: 1px solid #5A4530; }
QMenu::item:selected { background: #6E4C2E; }
QMenu::item:disabled { color: #7A6A55; }
QDialog { background: #F4EAD5; }
QDialog QLabel { color: #2A2118; }
QDialog QPushButton { background: #6E4C2E; color: #F6EED8; border: 1px solid #4A3320; border-radius: 5px;
                      padding: 5px 14px; font-weight: bold; }
QDialog QPushButton:hover { background: #82593A; }
QTableWidget { background: #FFFaF0; gridline-color: #D8C8A8; }
QDialog QScrollBar:vertical { background: #EADCC0; width: 12px; margin: 0; }
QDialog QScrollBar:horizontal { background: #EADCC0; height: 12px; margin: 0; }
QDialog QScrollBar::handle { background: #A0825C; border-radius: 4px; margin: 2px; }
QDialog QScrollBar::handle:hover { background: #82593A; }
QDialog QScrollBar::handle:vertical { min-height: 32px; }
QDialog QScrollBar::handle:horizontal { min-width: 32px; }
QDialog QScrollBar::add-line, QDialog QScrollBar::sub-line { width: 0; height: 0; }
QDialog QScrollBar::add-page, QDialog QScrollBar::sub-page { background: none; }
QHeaderView::section { background: #E6D6B4; color: #2A2118; border: 1px solid #CDB994; padding: 4px;
                       font-weight: bold; }
"""


log = logging.getLogger(__name__)


def make_settings() -> QSettings:
    return open_settings()


class MainWindow(QMainWindow):
    """The window: menus, files, preferences and the end of the game around the :class:`GameScreen`."""

    def __init__(self, controller: GameController | None = None, settings: QSettings | None = None) -> None:
        super().__init__()
        # Closed, the window is deleted with all it holds (the board, its own controller and their
        # signal connections): the lambdas connected to its parts would otherwise keep it alive.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("New World"))
        self.settings = settings or make_settings()
        self.controller = controller or GameController(self)
        self.last_warning = ""
        self.new_dialog: NewGameDialog | None = None
        self.speed = read_int(self.settings, "animation_speed", 2, 0, len(SPEEDS) - 1)
        self.outline = read_bool(self.settings, "outline_legal", True)
        self.controller.practice_undo = read_bool(self.settings, "practice_undo", False)
        self.pace = read_int(self.settings, "computer_pace", 1, 0, len(PACES) - 1)  # normal
        self.controller.computers.set_cores(read_ai_cores(self.settings))
        self.game_screen = screen = GameScreen(self.controller)
        self.scene, self.view, self.side, self.composer = screen.scene, screen.view, screen.side, screen.composer
        screen.colourblind = read_bool(self.settings, "colourblind", False)
        self.cues = TableCues(self.controller, screen.pacer, self, parent=self)  # sounds, "your turn" called
        self.cues.apply(read_cues(self.settings))
        self.clock_pause = MinimizedPause(self, self.controller)  # a game at this screen waits for its players
        self.show_dialogs = True
        self.autosave_warning, self.learning = AutosaveWarning(self), LearningWindows(self)
        self.setCentralWidget(screen)
        dress_status_bar(self.statusBar(), self.view)
        self.setStyleSheet(WINDOW_CSS)
        icon = resource_path("icons/newworld-64.png")
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self._build_menus()
        self.apply_preferences()
        self._connect()
        geometry = read_geometry(self.settings)
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(first_size(self.screen().availableGeometry().size()))
        self._update_actions()
        QTimer.singleShot(0, self.scene.warm_up)

    @property
    def show_dialogs(self) -> bool:
        """Message boxes and dialogs open by themselves (tests switch them off)."""
        return self.game_screen.show_dialogs

    @show_dialogs.setter
    def show_dialogs(self, on: bool) -> None:
        self.game_screen.show_dialogs = on

    # --- set-up ---------------------------------------------------------------------

    def _connect(self) -> None:
        c = self.controller
        c.gameStarted.connect(self._on_game_started)  # bound methods only: a lambda connected to a controller
        c.turnStarted.connect(self._update_actions)  # that outlives the window would keep the window alive
        c.aiThinking.connect(self._on_thinking)
        c.hintReady.connect(self._on_hint)
        c.errorOccurred.connect(self._on_error)
        c.autosaveFailed.connect(self.autosave_warning.show_problem)
        c.undoAvailable.connect(self._update_actions)
        c.redoAvailable.connect(self._update_actions)
        c.dirtyChanged.connect(self._update_title)
        self.composer.draftChanged.connect(lambda _draft: self._update_actions())
        self.game_screen.playAgain.connect(self.play_again)
        self.game_screen.pacer.turnStarted.connect(lambda _player: clear_turn_notes(self.statusBar()))

    def _build_menus(self) -> None:
        self.menus = m = Menus(self, self)
        m.build_main()
        keys_back_to(self.menuBar(), self.view)
        self.act_save, self.act_save_as, self.act_undo, self.act_hint, self.act_log = m.save, m.save_as, m.undo, \
            m.hint, m.log
        self.act_redo = m.redo
        self.recent = RecentFiles(m.recent, self.settings, lambda path: self._maybe_keep() and self.open_file(path))
        self.recent_menu = m.recent

    # --- preferences ---------------------------------------------------------------

    def apply_preferences(self) -> None:
        self.game_screen.apply_settings(SPEEDS[max(0, min(4, self.speed))], self.outline, self.game_screen.colourblind,
                                        PACES[self.pace])

    def colours(self) -> list[str]:
        return self.game_screen.colours()

    def preferences(self) -> None:
        edit_preferences(self)  # the dialog, and what each choice changes (gui/preferences.py)

    def save_seats(self, seats: list[Seat]) -> None:
        write_seats(self.settings, seats)

    def last_seats(self) -> list[Seat]:
        """The seats of the last game started (checked; the first game: you against two computers)."""
        defaults = [Seat(self.tr("You"), PLAYER_COLOURS[0]),
                    *(Seat(computer_name(i), PLAYER_COLOURS[i], "computer", "easy" if i == 1 else "medium")
                      for i in range(1, 5))]
        seats = read_seats(self.settings, defaults)
        return seats if len(seats) >= 2 else defaults[:3]

    # --- games --------------------------------------------------------------------------

    def start_game(self, seats: list[Seat], seed: int | None = None, clock: ClockSetting = NO_CLOCK) -> None:
        self.controller.computers.delay_ms = AI_DELAYS[max(0, min(4, self.speed))] if self.scene.anim_ms else 0
        self.controller.new_game(seats, seed, clock)
        QTimer.singleShot(0, self.game_screen.fit_board)

    def play_again(self) -> None:
        """The end table's Play again: the same seats (who resigned plays again) and the same clock."""
        c = self.controller
        seats = [Seat(s.name, s.color) if i in c.resigned_seats() else s for i, s in enumerate(c.seats)]
        self.start_game(seats, clock=c.clock_setting())

    def new_game_dialog(self) -> None:
        if not self._maybe_keep():
            return
        palette = PLAYER_COLOURS  # a seat's own colour; colour-blind mode shows its counterpart
        if self.new_dialog is not None:
            self.new_dialog.deleteLater()
        dlg = NewGameDialog(self.last_seats(), palette, self, colourblind=self.game_screen.colourblind,
                            clock=read_clock(self.settings))
        self.new_dialog = dlg
        if not self.show_dialogs or dlg.exec() != NewGameDialog.DialogCode.Accepted:
            return
        seats, clock = dlg.seats(), dlg.clock_setting()
        try:
            self.start_game(seats, dlg.seed_value(), clock)
        except SaveGameError as exc:  # the dialog checks first; this is the last guard
            self.warn(self.tr("Cannot start the game"), str(exc))
            return
        self.save_seats(seats)  # only seats that made a game are remembered, and its clock
        self.settings.setValue("clock", clock.to_str())

    def _maybe_keep(self) -> bool:
        """True when it is fine to drop the current game (saved, finished, or the player agrees)."""
        c = self.controller
        if not c.has_game() or c.is_over() or not c.is_dirty() or c.lesson:
            return True  # the tutorial's game is never kept
        answer = QMessageBox.question(self, self.tr("New World"), messages().abandon_question())
        return answer == QMessageBox.StandardButton.Yes

    def open_file(self, path: str | Path) -> bool:
        """Open a saved game; a damaged or missing file gets a message box and the current game stays."""
        try:
            self.controller.open(path)
        except SaveGameError as exc:
            log.warning("cannot open %s: %s", path, exc)
            reason = messages().save_error(exc)
            self.warn(self.tr("Cannot open the game"), messages().open_failed(Path(path).name, reason))
            return False
        self.recent.add(str(path))
        QTimer.singleShot(0, self.game_screen.fit_board)
        return True

    def open_dialog(self) -> None:
        if not self._maybe_keep():
            return
        path = gamefiles.choose_game_file(self, self.tr("Open game"), str(paths.open_folder()))
        if path:
            self.open_file(path)

    def warn(self, title: str, text: str) -> None:
        """A message box (recorded in ``last_warning``; tests switch the box off with show_dialogs)."""
        self.last_warning = text
        if self.show_dialogs:
            QMessageBox.warning(self, title, text)

    def confirm(self, title: str, text: str) -> bool:
        """A yes/no question (Yes is not the default)."""
        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def save(self) -> bool:
        path = self.controller.player_file()
        return self.save_to(path) if path is not None else self.save_as()

    def save_as(self) -> bool:
        """The Save dialog, always: in the saves folder, or the home folder when that cannot be made."""
        if not self.controller.has_game():
            return False
        suggested = self.controller.player_file() or paths.new_save_path()
        path = gamefiles.choose_game_file(self, self.tr("Save game"), str(suggested), save=True)
        if not path:
            return False
        if not path.endswith(".nwgame"):
            path += ".nwgame"
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save; a read-only file is replaced only if the player agrees; a failure is shown with its reason."""
        if is_read_only(path) and not self.confirm(self.tr("Replace a read-only file?"),
                                                   messages().replace_read_only(Path(path).name)):
            return False
        try:
            self.controller.save(path)
        except SaveGameError as exc:
            log.warning("cannot save to %s: %s", path, exc)
            reason = messages().save_error(exc)
            self.warn(self.tr("Cannot save the game"), messages().save_failed(Path(path).name, reason))
            return False
        self.recent.add(str(path))
        self._update_title()
        return True

    def start_up(self, file: str | None = None) -> None:
        """After the window shows: open ``file``, or offer last time's game; else set up a new game.

        A file that cannot be opened gets a message box with the reason, then the same offer.
        """
        if file and self.open_file(file):
            return
        if not self.offer_resume() and not self.learning.offer_tutorial():
            self.new_game_dialog()

    def offer_resume(self) -> bool:
        """At start: resume the newest unfinished autosaved game if the player wants (:func:`offer_resume`)."""
        return offer_resume(self)

    # --- the turn --------------------------------------------------------------------------

    def undo(self) -> None:
        """Ctrl+Z: the unconfirmed card, else the last turn if the controller allows it (else: why not)."""
        if not self.composer.draft.placed and self.controller.last_turn_is_final():
            show_turn_note(self.statusBar(), messages().turn_is_final(), 8000)
            return
        self.game_screen.take_back_or_undo()

    def redo(self) -> None:
        """Ctrl+Shift+Z: play a turn taken back again (only when no card lies unconfirmed)."""
        if not self.composer.draft.placed:
            self.controller.redo()

    def _on_hint(self, move: Move) -> None:
        note_hint(self.statusBar(), self.game_screen, move, self.controller.lesson)

    # --- controller signals ------------------------------------------------------------

    def _on_game_started(self) -> None:
        self._update_title()
        self._update_actions()

    def _on_error(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _on_thinking(self, on: bool) -> None:
        seat = self.controller.current_seat()
        if on and seat is not None:
            self.statusBar().showMessage(messages().thinking(seat.name))
        else:
            self.statusBar().clearMessage()

    def show_notice(self, text: str, ms: int) -> None:
        self.game_screen.show_notice(text, ms)

    def _update_actions(self) -> None:
        c = self.controller
        # A final turn keeps Undo enabled: pressing it says why the turn stays.
        self.act_undo.setEnabled(self.composer.draft.placed or c.can_undo() or c.last_turn_is_final())
        self.act_redo.setEnabled(not self.composer.draft.placed and c.can_redo())
        self.act_hint.setEnabled(c.is_human_turn())
        self.act_save.setEnabled(c.has_game())
        self.act_save_as.setEnabled(c.has_game())

    def _update_title(self) -> None:
        c = self.controller
        path = c.path
        name = Path(path).name if path is not None else None
        if path is not None and c.from_autosave():  # no file of its own: named by its date and players
            name = messages().game_name(c.began(), [seat.name for seat in c.seats])
        self.setWindowTitle(messages().window_title(name, c.is_dirty()) if c.has_game() else self.tr("New World"))

    # --- dialogs --------------------------------------------------------------------------

    def show_remaining(self) -> None:
        self.game_screen.show_remaining()

    def show_rules(self, over: QWidget | None = None) -> None:
        """Help → Rules, over ``over`` (this window unless another game window asked)."""
        run_once(TextDialog(self.tr("Rules of New World"), rules_text(), over or self))

    def about(self, over: QWidget | None = None) -> None:
        QMessageBox.about(over or self, self.tr("About New World"),
                          self.tr("<h2>New World {version}</h2><p>A digital edition of <i>New World: A Carcassonne "
                                  "Game</i> by Klaus-Jürgen Wrede (Hans im Glück, 2008).</p>"
                                  "<p>Cards are painted by the program from the card data.</p>").format(
                              version=__version__))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.sync()
        self.controller.shutdown()
        self.learning.close_all()
        super().closeEvent(event)


def first_size(available: QSize) -> QSize:
    """The window's size at its first start: 1400×900, less where the screen is smaller (a small
    screen, or a large interface size: at 1.5× a 1600×1000 screen holds about 1066×666 of it)."""
    return fit_to_screen(QSize(1400, 900), available)


def is_read_only(path: str | Path) -> bool:
    """An existing file the player may not (or chose not to) write: its owner's write bit is off."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(info.st_mode) and (not info.st_mode & stat.S_IWUSR or not os.access(path, os.W_OK))


def rules_text() -> str:
    """The rules for players, in their language (:mod:`newworld.narration.rules`)."""
    from newworld.narration import player_rules

    try:
        return player_rules()
    except OSError:
        return QCoreApplication.translate("MainWindow", "# Rules\n\nThe rules document was not found in this "
                                                        "installation.")
