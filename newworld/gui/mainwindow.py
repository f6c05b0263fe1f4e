"""The main window: the board, the side panel, menus, dialogs and preferences."""

from __future__ import annotations

import logging
import os
import stat
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QHBoxLayout, QMainWindow, QMessageBox, QWidget

from newworld import __version__, paths
from newworld.controller.controller import GameController
from newworld.controller.seats import Seat
from newworld.engine.catalog import default_catalog
from newworld.engine.moves import Move
from newworld.engine.values import FinalScore, PlacedSettler, ScoreEvent
from newworld.gui import art
from newworld.gui.board import BoardScene, BoardView, cell_rect
from newworld.gui.dialogs import (
    EndGameDialog,
    NewGameDialog,
    PreferencesDialog,
    RemainingDialog,
    ScoringOrderDialog,
    TextDialog,
)
from newworld.gui.panels import SidePanel
from newworld.gui.settings import (
    is_regular_file,
    open_settings,
    read_bool,
    read_geometry,
    read_int,
    read_paths,
    read_seats,
)
from newworld.narration import messages, role_name
from newworld.resources import resource_path
from newworld.savegame import SaveGameError

SPEEDS = (0, 120, 220, 350, 550)  # animation milliseconds per preference step
AI_DELAYS = (0, 250, 500, 800, 1200)
MAX_RECENT = 8
SWITCH_INTERVAL = 0.0005  # seconds; see MainWindow.__init__
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
QHeaderView::section { background: #E6D6B4; color: #2A2118; border: 1px solid #CDB994; padding: 4px;
                       font-weight: bold; }
"""


log = logging.getLogger(__name__)


def make_settings() -> QSettings:
    return open_settings()


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None, settings: QSettings | None = None) -> None:
        super().__init__()
        # Computer players think in a Python thread. With the default 5 ms switch
        # interval every call from Qt into Python (each item's paint, each slot)
        # may wait that long for the GIL, and one repaint makes hundreds of them:
        # the window would stall for most of a second. 0.5 ms keeps it fluid.
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        self.setWindowTitle("New World")
        self.settings = settings or make_settings()
        self.controller = controller or GameController(self)
        self.catalog = default_catalog()
        self.ask_order = True  # ask for the scoring order when several buildings complete
        self.show_dialogs = True  # end-of-game dialog etc. (tests may switch off)
        self.end_dialog: EndGameDialog | None = None
        self.last_warning = ""
        self.remaining_dialog: RemainingDialog | None = None
        self.new_dialog: NewGameDialog | None = None
        self._last_human: int | None = None
        self.autosave_box: QMessageBox | None = None
        self.speed = read_int(self.settings, "animation_speed", 2, 0, len(SPEEDS) - 1)
        self.outline = read_bool(self.settings, "outline_legal", True)
        self.colourblind = read_bool(self.settings, "colourblind", False)
        # widgets
        self.scene = BoardScene(self.catalog, self)
        self.view = BoardView(self.scene)
        self.view.set_outline(self.outline)
        self.side = SidePanel()
        central = QWidget()
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.side)
        self.setCentralWidget(central)
        self.statusBar().setStyleSheet("QStatusBar { background: #2B221C; color: #E6D8B8; }")
        self.setStyleSheet(WINDOW_CSS)
        icon = resource_path("icons/newworld-64.png")
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self._build_menus()
        self._apply_speed()
        self._connect()
        geometry = read_geometry(self.settings)
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1400, 900)
        self._refresh_turn_box()
        QTimer.singleShot(300, self.scene.warm_up)

    # --- set-up ---------------------------------------------------------------------

    def _connect(self) -> None:
        c = self.controller
        c.gameStarted.connect(self._on_game_started)
        c.turnStarted.connect(self._on_turn_started)
        c.cardPlaced.connect(self._on_card_placed)
        c.settlerPlaced.connect(self.scene.add_settler)
        c.buildingScored.connect(self._on_scored)
        c.surveyorMoved.connect(self._on_surveyor)
        c.settlerReturned.connect(self._on_returned)
        c.scoresChanged.connect(self._update_players)
        c.gameOver.connect(self._on_game_over)
        c.aiThinking.connect(self._on_thinking)
        c.logMessage.connect(self.side.log.add)
        c.errorOccurred.connect(self._on_error)
        c.autosaveFailed.connect(self._on_autosave_failed)
        c.undoAvailable.connect(lambda _on: self._update_actions())
        c.dirtyChanged.connect(lambda _on: self._update_title())
        self.view.moveChosen.connect(self._on_move_chosen)
        self.view.stateChanged.connect(self._refresh_turn_box)
        t = self.side.turn
        t.rotateClicked.connect(lambda: self.view.turn_card(1))
        t.noSettlerClicked.connect(lambda: self.view.choose_settler(None))
        t.confirmClicked.connect(self.view.confirm)
        t.takeBackClicked.connect(self.view.take_back)
        t.remainingClicked.connect(self.show_remaining)

    def _action(self, menu: Any, text: str, slot: Any, shortcut: Any = None, checkable: bool = False) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.setCheckable(checkable)
        if checkable:
            act.toggled.connect(slot)
        else:
            act.triggered.connect(slot)
        menu.addAction(act)
        self.addAction(act)
        return act

    def _build_menus(self) -> None:
        mb = self.menuBar()
        game = mb.addMenu("&Game")
        self.act_new = self._action(game, "&New game…", self.new_game_dialog, QKeySequence.StandardKey.New)
        self.act_open = self._action(game, "&Open…", self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = game.addMenu("Open &recent")
        self.act_save = self._action(game, "&Save", self.save, QKeySequence.StandardKey.Save)
        self.act_save_as = self._action(game, "Save &as…", self.save_as, QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        self._action(game, "&Preferences…", self.preferences)
        game.addSeparator()
        self._action(game, "&Quit", self.close, QKeySequence.StandardKey.Quit)
        edit = mb.addMenu("&Turn")
        self.act_undo = self._action(edit, "&Undo", self.undo, QKeySequence.StandardKey.Undo)
        self._action(edit, "&Rotate card", lambda: self.view.turn_card(1))
        self._action(edit, "&Confirm turn", self.view.confirm)
        self.act_hint = self._action(edit, "&Hint", self.hint, "F1")
        view = mb.addMenu("&View")
        self._action(view, "Zoom &in", lambda: self.view.zoom_by(1.25), QKeySequence.StandardKey.ZoomIn)
        self._action(view, "Zoom &out", lambda: self.view.zoom_by(0.8), QKeySequence.StandardKey.ZoomOut)
        self._action(view, "&Fit the board", self.view.fit_board, "F")
        view.addSeparator()
        self._action(view, "&Remaining cards…", self.show_remaining, "T")
        self.act_log = self._action(view, "Game &log", self.side.show_log, "H", checkable=True)
        self.act_log.setChecked(True)
        self._action(view, "F&ull screen", self.toggle_full_screen, QKeySequence.StandardKey.FullScreen)
        helpm = mb.addMenu("&Help")
        self._action(helpm, "&Rules", self.show_rules, "F2")
        self._action(helpm, "&About New World", self.about)
        self._fill_recent()

    # --- preferences ---------------------------------------------------------------

    def _apply_speed(self) -> None:
        self.scene.anim_ms = SPEEDS[max(0, min(4, self.speed))]

    def colours(self) -> list[str]:
        seats = self.controller.seats
        if self.colourblind:
            return [art.COLOURBLIND_COLOURS[i % 5] for i in range(len(seats))]
        return [s.color for s in seats]

    def preferences(self) -> None:
        dlg = PreferencesDialog(self.speed, self.outline, self.colourblind, self)
        if run_once(dlg) != PreferencesDialog.DialogCode.Accepted:
            return
        self.speed = dlg.speed.value()
        self.outline = dlg.outline.isChecked()
        self.colourblind = dlg.colourblind.isChecked()
        self.settings.setValue("animation_speed", self.speed)
        self.settings.setValue("outline_legal", "true" if self.outline else "false")
        self.settings.setValue("colourblind", "true" if self.colourblind else "false")
        self._apply_speed()
        self.view.set_outline(self.outline)
        self._on_game_started()

    def save_seats(self, seats: list[Seat]) -> None:
        self.settings.beginWriteArray("seats", len(seats))
        for i, s in enumerate(seats):
            self.settings.setArrayIndex(i)
            self.settings.setValue("name", s.name)
            self.settings.setValue("color", s.color)
            self.settings.setValue("kind", s.kind)
            self.settings.setValue("level", s.level)
        self.settings.endArray()

    def last_seats(self) -> list[Seat]:
        """The seats of the last game started (checked; the first game: you against two computers)."""
        defaults = [Seat("You", art.PLAYER_COLOURS[0]), Seat("Computer 2", art.PLAYER_COLOURS[1], "computer", "easy"),
                    Seat("Computer 3", art.PLAYER_COLOURS[2], "computer", "medium"),
                    Seat("Computer 4", art.PLAYER_COLOURS[3], "computer", "medium"),
                    Seat("Computer 5", art.PLAYER_COLOURS[4], "computer", "medium")]
        seats = read_seats(self.settings, defaults)
        return seats if len(seats) >= 2 else defaults[:3]

    # --- games --------------------------------------------------------------------------

    def start_game(self, seats: list[Seat], seed: int | None = None) -> None:
        self.controller.ai_delay_ms = AI_DELAYS[max(0, min(4, self.speed))] if self.scene.anim_ms else 0
        self.controller.new_game(seats, seed)
        QTimer.singleShot(0, self.view.fit_board)

    def new_game_dialog(self) -> None:
        if not self._maybe_keep():
            return
        palette = art.COLOURBLIND_COLOURS if self.colourblind else art.PLAYER_COLOURS
        if self.new_dialog is not None:
            self.new_dialog.deleteLater()
        dlg = NewGameDialog(self.last_seats(), palette, self, colourblind=self.colourblind)
        self.new_dialog = dlg
        if not self.show_dialogs or dlg.exec() != NewGameDialog.DialogCode.Accepted:
            return
        seats = dlg.seats()
        try:
            self.start_game(seats, dlg.seed_value())
        except SaveGameError as exc:  # the dialog checks first; this is the last guard
            self.warn("Cannot start the game", str(exc))
            return
        self.save_seats(seats)  # only seats that made a game are remembered

    def _maybe_keep(self) -> bool:
        """True when it is fine to drop the current game (saved, finished, or the player agrees)."""
        game = self.controller.game
        if game is None or game.is_over or not self.controller.is_dirty():
            return True
        answer = QMessageBox.question(self, "New World", "Abandon the game in progress? (It stays in the autosave.)")
        return answer == QMessageBox.StandardButton.Yes

    def open_file(self, path: str | Path) -> bool:
        """Open a saved game; a damaged or missing file gets a message box and the current game stays."""
        try:
            self.controller.open(path)
        except SaveGameError as exc:
            log.warning("cannot open %s: %s", path, exc)
            self.warn("Cannot open the game", f"{Path(path).name} cannot be opened: {exc}")
            return False
        self._add_recent(str(path))
        QTimer.singleShot(0, self.view.fit_board)
        return True

    def open_dialog(self) -> None:
        if not self._maybe_keep():
            return
        path, _ = QFileDialog.getOpenFileName(self, "Open game", str(paths.open_folder()),
                                              "New World games (*.nwgame)")
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
        path = self.controller.path
        if path is None or Path(path).parent == paths.autosave_dir():
            return self.save_as()  # an autosave is the app's file, not the player's
        return self.save_to(path)

    def save_as(self) -> bool:
        """The Save dialog, always: in the saves folder, or the home folder when that cannot be made."""
        if self.controller.game is None:
            return False
        folder = paths.save_folder()
        path, _ = QFileDialog.getSaveFileName(self, "Save game", str(folder / "game.nwgame"),
                                              "New World games (*.nwgame)")
        if not path:
            return False
        if not path.endswith(".nwgame"):
            path += ".nwgame"
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save; a read-only file is replaced only if the player agrees; a failure is shown with its reason."""
        if is_read_only(path) and not self.confirm(
                "Replace a read-only file?", f"{Path(path).name} is read-only. Replace it with this game anyway?"):
            return False
        try:
            self.controller.save(path)
        except SaveGameError as exc:
            log.warning("cannot save to %s: %s", path, exc)
            self.warn("Cannot save the game", f"The game was not saved to {Path(path).name}: {exc}")
            return False
        self._add_recent(str(path))
        self._update_title()
        return True

    def _recent(self) -> list[str]:
        return read_paths(self.settings, "recent", MAX_RECENT)

    def _add_recent(self, path: str) -> None:
        items = [path] + [p for p in self._recent() if p != path]
        self.settings.setValue("recent", items[:MAX_RECENT])
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        items = [p for p in self._recent() if is_regular_file(p)]
        for p in items:
            act = self.recent_menu.addAction(Path(p).name)
            act.setToolTip(p)
            act.triggered.connect(lambda _checked=False, path=p: self._maybe_keep() and self.open_file(path))
        self.recent_menu.setEnabled(bool(items))

    def start_up(self, file: str | None = None) -> None:
        """After the window shows: open ``file``, or offer last time's game; else set up a new game.

        A file that cannot be opened gets a message box with the reason, then the new-game panel.
        """
        if file:
            if not self.open_file(file):
                self.new_game_dialog()
        elif not self.offer_resume():
            self.new_game_dialog()

    def offer_resume(self) -> bool:
        """At start: resume the newest unfinished autosaved game if the player wants.

        Newer autosaves that cannot be opened are said first (they are kept, renamed), so an
        older game is never offered in their place without a word.
        """
        offer = self.controller.resume_offer()
        if offer.problems:
            self.warn("An autosaved game cannot be opened", "\n\n".join(offer.problems))
        if offer.path is None or offer.saved is None:
            return False
        game = offer.saved.game
        players = ", ".join(s.name for s in offer.saved.seats)
        if offer.future:
            question = (f"Resume an unfinished game?\n\n{players}: turn {game.turn + 1}. Its file is dated in "
                        "the future, so when it was played is not known.")
        else:
            question = f"Resume the unfinished game from last time?\n\n{players}: turn {game.turn + 1}."
        answer = QMessageBox.question(self, "New World", question)
        if answer == QMessageBox.StandardButton.Yes:
            return self.open_file(offer.path)
        return False

    # --- the turn --------------------------------------------------------------------------

    def undo(self) -> None:
        if self.view.take_back():
            return
        self.controller.undo()

    def hint(self) -> None:
        if not self.controller.is_human_turn():
            return
        move = self.controller.hint()
        if move is None:
            return
        self.view.take_back()
        self.view.place_at(move.placement.x, move.placement.y, move.placement.rotation)
        self.view.choose_settler(move.settler)
        self.statusBar().showMessage("Hint: this is where the Medium computer would play.", 4000)

    def _on_move_chosen(self, move: Move) -> None:
        order = None
        buildings = self.controller.scorings(move.placement, move.settler)
        if len(buildings) > 1 and self.ask_order:
            names = [s.name for s in self.controller.seats]
            dlg = ScoringOrderDialog(buildings, names, self)
            if run_once(dlg) != ScoringOrderDialog.DialogCode.Accepted:
                return
            order = dlg.order()
            if order == tuple(range(len(buildings))):
                order = None
        final = Move(move.placement, move.settler, order)
        self.view.end_turn()
        if not self.controller.play_move(final):
            self._on_turn_started(self.controller.game.current_player if self.controller.game else 0)

    # --- controller signals ------------------------------------------------------------

    def _on_game_started(self) -> None:
        c = self.controller
        self.view.end_turn()
        self.scene.shapes = self.colourblind
        self.scene.rebuild(c.game, self.colours())
        self.side.log.set_lines(c.history_lines())
        self.side.players.set_players(c.seats, self.colours(), self.colourblind)
        self.side.relayout()
        self._update_players()
        self._update_title()
        self._update_actions()
        if self.end_dialog is not None:  # the last game's table, shown or not: gone with its game
            self.end_dialog.close()
            self.end_dialog.deleteLater()
            self.end_dialog = None
        if c.game is not None and not c.game.is_over and c.is_human_turn():
            self._on_turn_started(c.game.current_player)

    def _on_turn_started(self, player: int) -> None:
        c = self.controller
        game = c.game
        self._update_players()
        if game is None or game.is_over or not c.is_human_turn() or game.drawn is None:
            self.view.end_turn()
            self._refresh_turn_box()
            return
        humans = [i for i, s in enumerate(c.seats) if s.kind == "human"]
        if len(humans) > 1 and self._last_human is not None and self._last_human != player:
            self.show_notice(messages().turn_of(c.seats[player].name), 1600)
        self._last_human = player
        colours = self.colours()
        self.view.begin_turn(game.drawn, c.legal_placements(), colours[player], game.supply[player])
        self.view.setFocus()

    def _on_card_placed(self, x: int, y: int, card_id: str, rotation: int) -> None:
        self.scene.add_card(x, y, card_id, rotation)
        self.scene.place_surveyors(0)
        self.view.reveal(cell_rect(x, y))  # a computer's card off-screen: scroll to it

    def _on_scored(self, event: ScoreEvent) -> None:
        colours = self.colours()
        for k, p in enumerate(event.players):
            self.scene.float_points(event.cells, f"+{event.points_of(p)}", colours[p], k)

    def _on_surveyor(self, surveyor: int, column: int) -> None:
        self.scene.place_surveyors(self.scene.anim_ms * 2)
        target = self.scene.surveyor_targets()[surveyor]
        self.view.reveal(QRectF(target.x() - 30, target.y() - 36, 60, 70))

    def _on_returned(self, settler: PlacedSettler) -> None:
        self.scene.remove_settler(settler)

    def _on_thinking(self, on: bool) -> None:
        self.view.thinking = on
        self.scene.busy = on
        if on and self.controller.current_seat() is not None:
            seat = self.controller.current_seat()
            assert seat is not None
            self.view.thinking_text = f"{seat.name} is thinking…"
            self.statusBar().showMessage(f"{seat.name} is thinking…")
        else:
            self.statusBar().clearMessage()
        self.view.viewport().update()
        self._refresh_turn_box()

    def _on_error(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)
        self.side.log.add(text)

    def _on_autosave_failed(self, problem: str) -> None:
        """Once per failure (the controller does not repeat it): a box that does not stop the game."""
        if self.autosave_box is not None:
            self.autosave_box.close()
            self.autosave_box = None
        if not problem:
            self.statusBar().showMessage("Autosave works again.", 8000)
            return
        text = (f"The game could not be autosaved: {problem}\n\nThe game goes on. To keep it, use "
                "Game → Save as… (autosave tries again after every turn).")
        self.last_warning = text
        self.statusBar().showMessage("Autosave failed: " + problem, 8000)
        if not self.show_dialogs:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, "Autosave failed", text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.destroyed.connect(lambda _obj=None: setattr(self, "autosave_box", None))
        self.autosave_box = box
        box.show()

    def _on_game_over(self, final: FinalScore) -> None:
        self.view.end_turn()
        self._update_players(final.winners)
        self._refresh_turn_box()
        names = [s.name for s in self.controller.seats]
        if self.end_dialog is not None:
            self.end_dialog.deleteLater()
        dlg = EndGameDialog(final, names, self.colours(), self)
        self.end_dialog = dlg
        dlg.finished.connect(lambda _r: self._end_closed(dlg))
        if self.show_dialogs:
            dlg.open()

    def _end_closed(self, dlg: EndGameDialog) -> None:
        """The table was closed: it is deleted (a window that plays many games keeps none of them)."""
        if self.end_dialog is dlg:
            self.end_dialog = None
        dlg.deleteLater()
        if dlg.play_again:
            self.start_game(list(self.controller.seats))

    def show_notice(self, text: str, ms: int) -> None:
        self.view.notice = text
        self.view.viewport().update()

        def clear() -> None:
            if self.view.notice == text:
                self.view.notice = ""
                self.view.viewport().update()

        QTimer.singleShot(ms, self.view, clear)

    # --- panels -----------------------------------------------------------------------------

    def _update_players(self, winners: tuple[int, ...] = ()) -> None:
        game = self.controller.game
        if game is None:
            return
        current = -1 if game.is_over else game.current_player
        if game.is_over and not winners:
            winners = game.final_score().winners
        self.side.players.update_state(game.scores, game.supply, current, winners)
        self.side.turn.cards.setText(f"Cards left: {game.cards_left}")  # in the stack, not the one in hand
        self.side.turn.cards.setEnabled(True)

    def _refresh_turn_box(self) -> None:
        v = self.view
        c = self.controller
        game = c.game
        if game is None:
            text = "Start a new game (Ctrl+N)."
        elif game.is_over:
            text = "The game is over."
        elif not c.is_human_turn():
            seat = c.current_seat()
            text = f"{seat.name if seat else 'A computer'} is playing…"
        elif v.placement is None:
            text = (f"<b>{c.seats[game.current_player].name}</b>: drag the card from the hand onto an outlined "
                    f"cell, or click a cell.")
        elif v.choices:
            role = v.settler and role_name(v.settler.kind)
            text = (f"Settler: <b>{role}</b>. Confirm with Enter." if role
                    else "Pick a settler marker (or none), then confirm with Enter.")
        else:
            text = "Confirm with Enter, or take the card back (Ctrl+Z)."
        placing = v.active and v.card is not None
        self.side.turn.set_state(text, placing, placing and v.placement is not None and v.settler is not None,
                                 placing and v.placement is not None, placing and v.placement is not None)
        self._update_actions()

    def _update_actions(self) -> None:
        self.act_undo.setEnabled(self.view.placement is not None or self.controller.can_undo())
        self.act_hint.setEnabled(self.controller.is_human_turn())
        has_game = self.controller.game is not None
        self.act_save.setEnabled(has_game)
        self.act_save_as.setEnabled(has_game)

    def _update_title(self) -> None:
        path = self.controller.path
        name = Path(path).name if path is not None and "autosave" not in str(path) else "untitled"
        dirty = "*" if self.controller.is_dirty() else ""
        self.setWindowTitle(f"New World — {name}{dirty}" if self.controller.game else "New World")

    # --- dialogs --------------------------------------------------------------------------

    def show_remaining(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if self.remaining_dialog is not None:
            self.remaining_dialog.deleteLater()
        self.remaining_dialog = RemainingDialog(self.catalog, game.remaining(), game.cards_left, self)
        if self.show_dialogs:
            self.remaining_dialog.exec()

    def show_rules(self) -> None:
        text = rules_text()
        run_once(TextDialog("Rules of New World", text, self))

    def about(self) -> None:
        QMessageBox.about(self, "About New World",
                          f"<h2>New World {__version__}</h2><p>A digital edition of <i>New World: A Carcassonne "
                          f"Game</i> by Klaus-Jürgen Wrede (Hans im Glück, 2008).</p>"
                          f"<p>Cards are painted by the program from the card data.</p>")

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.sync()
        self.controller.shutdown()
        super().closeEvent(event)


def run_once(dialog: QDialog) -> int:
    """Run a modal dialog, then delete it (the window would otherwise keep every one it opened)."""
    try:
        return int(dialog.exec())
    finally:
        dialog.deleteLater()


def is_read_only(path: str | Path) -> bool:
    """An existing file the player may not (or chose not to) write: its owner's write bit is off."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(info.st_mode) and (not info.st_mode & stat.S_IWUSR or not os.access(path, os.W_OK))


def rules_text() -> str:
    from newworld.resources import rules_path

    try:
        return rules_path().read_text(encoding="utf-8")
    except OSError:
        return "# Rules\n\nThe rules document was not found in this installation."
