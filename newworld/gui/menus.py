"""The window's menus and their shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu

from newworld.gui.netmenu import host_network_game, join_network_game
from newworld.gui.resign import offer_resignation, resignable
from newworld.gui.settings import is_regular_file, read_paths
from newworld.narration import messages

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow

Key = QKeySequence.StandardKey
MAX_RECENT = 8


def full_screen_keys() -> list[QKeySequence]:
    """F11 everywhere, and the platform's own key for full screen where it has another."""
    keys = [QKeySequence("F11"), *QKeySequence.keyBindings(Key.FullScreen)]
    return [k for i, k in enumerate(keys) if not k.isEmpty() and k not in keys[:i]]


class Menus(QObject):
    """The menu bar of ``window`` (translation context ``Menus``). The actions the window enables
    and disables as the game goes are attributes; the turn's own keys (R, Space, Enter) belong
    to the board."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        screen = window.game_screen
        bar = window.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self._add(game, self.tr("&New game…"), window.new_game_dialog, Key.New)
        self._add(game, self.tr("&Open…"), window.open_dialog, Key.Open)
        self.recent: QMenu = game.addMenu(self.tr("Open &recent"))
        game.addSeparator()
        self._add(game, self.tr("&Host network game…"), lambda: host_network_game(window))
        self._add(game, self.tr("&Join network game…"), lambda: join_network_game(window))
        game.addSeparator()
        self.save = self._add(game, self.tr("&Save"), window.save, Key.Save)
        self.save_as = self._add(game, self.tr("Save &as…"), window.save_as, Key.SaveAs)
        game.addSeparator()
        self.resign = self._add(game, self.tr("R&esign…"), lambda: offer_resignation(window))
        for change in (window.controller.gameStarted, window.controller.turnStarted, window.controller.gameOver):
            change.connect(self._follow_game)
        self._follow_game()
        game.addSeparator()
        self._add(game, self.tr("&Preferences…"), window.preferences)
        self._add(game, self.tr("Re&play a game…"), window.learning.replay_dialog)
        self._add(game, self.tr("S&tatistics…"), window.learning.show_statistics)
        game.addSeparator()
        self._add(game, self.tr("&Quit"), window.close, Key.Quit)
        turn = bar.addMenu(self.tr("&Turn"))
        self.undo = self._add(turn, self.tr("&Undo"), window.undo, Key.Undo)
        self.redo = self._add(turn, self.tr("Re&do"), window.redo, "Ctrl+Shift+Z")
        self._add(turn, self.tr("&Rotate card"), lambda: screen.rotate(1))
        self._add(turn, self.tr("&Confirm turn"), screen.composer.confirm)
        self.hint = self._add(turn, self.tr("&Hint"), window.game_screen.show_hint, "F1")  # F1 again plays it
        view = bar.addMenu(self.tr("&View"))
        self._add(view, self.tr("Zoom &in"), lambda: screen.view.zoom_by(1.25), Key.ZoomIn)
        self._add(view, self.tr("Zoom &out"), lambda: screen.view.zoom_by(0.8), Key.ZoomOut)
        self._add(view, self.tr("&Fit the board"), screen.fit_board, "F")
        view.addSeparator()
        self._add(view, self.tr("&Remaining cards…"), screen.show_remaining, "T")
        self.log = self._add(view, self.tr("Game &log"), screen.side.show_log, "H", checkable=True)
        self.log.setChecked(True)
        self.sound = self._add(view, self.tr("&Sound"), self._switch_sound, "M", checkable=True)
        self.sound.setChecked(window.cues.preferences.sound)
        window.cues.applied.connect(lambda cues: self.sound.setChecked(cues.sound))
        self.full_screen = self._add(view, self.tr("F&ull screen"), self._set_full_screen, full_screen_keys(),
                                     checkable=True)
        # Escape leaves full screen too, as players expect (the board has no other use for it).
        self.leave_full_screen = QShortcut(QKeySequence(Qt.Key.Key_Escape), window,
                                           lambda: self.full_screen.setChecked(False))
        self.leave_full_screen.setEnabled(False)
        window.installEventFilter(self)  # the check mark follows the window (the window manager may change it)
        helpm = bar.addMenu(self.tr("&Help"))
        self._add(helpm, self.tr("&Tutorial"), window.learning.start_tutorial)
        self._add(helpm, self.tr("&Rules"), window.show_rules, "F2")
        self._add(helpm, self.tr("&About New World"), window.about)

    def _follow_game(self, *_args: object) -> None:
        """Resign is offered while a person at this screen plays a game that goes on."""
        self.resign.setEnabled(bool(resignable(self.window.controller)))

    def _switch_sound(self, on: bool) -> None:
        """M, or View → Sound (its check mark follows the Preferences too)."""
        window = self.window
        if window.cues.switch_sound(on, window.settings):
            window.statusBar().showMessage(messages().sound_switched(on), 3000)

    def _set_full_screen(self, on: bool) -> None:
        window = self.window
        if on != window.isFullScreen():
            window.setWindowState(window.windowState() ^ Qt.WindowState.WindowFullScreen)  # maximized stays

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowStateChange:
            on = self.window.isFullScreen()
            self.full_screen.setChecked(on)
            self.leave_full_screen.setEnabled(on)
        return False

    def _add(self, menu: QMenu, text: str, slot: Callable[..., Any], shortcut: Any = None,
             checkable: bool = False) -> QAction:
        act = QAction(text, self.window)
        if isinstance(shortcut, list):
            act.setShortcuts(shortcut)
        elif shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.setCheckable(checkable)
        (act.toggled if checkable else act.triggered).connect(slot)
        menu.addAction(act)
        self.window.addAction(act)
        return act


class RecentFiles(QObject):
    """The Open recent menu: the files last opened or saved, kept in the settings."""

    def __init__(self, menu: QMenu, settings: QSettings, open_file: Callable[[str], Any]) -> None:
        super().__init__(menu)
        self.menu, self.settings, self.open_file = menu, settings, open_file
        self.fill()

    def paths(self) -> list[str]:
        return read_paths(self.settings, "recent", MAX_RECENT)

    def add(self, path: str) -> None:
        self.settings.setValue("recent", ([path] + [p for p in self.paths() if p != path])[:MAX_RECENT])
        self.fill()

    def fill(self) -> None:
        self.menu.clear()
        items = [p for p in self.paths() if is_regular_file(p)]
        for p in items:
            act = self.menu.addAction(Path(p).name)
            act.setToolTip(p)
            act.triggered.connect(lambda _checked=False, path=p: self.open_file(path))
        self.menu.setEnabled(bool(items))
