"""The window's menus and their shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMenuBar, QWidget

from newworld.gui.netmenu import host_network_game, join_network_game
from newworld.gui.resign import offer_resignation, resignable
from newworld.gui.settings import is_regular_file, read_paths
from newworld.narration import messages

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.screen import GameScreen

Key = QKeySequence.StandardKey
MAX_RECENT = 8


def full_screen_keys() -> list[QKeySequence]:
    """F11 everywhere, and the platform's own key for full screen where it has another."""
    keys = [QKeySequence("F11"), *QKeySequence.keyBindings(Key.FullScreen)]
    return [k for i, k in enumerate(keys) if not k.isEmpty() and k not in keys[:i]]


def keys_back_to(bar: QMenuBar, board: QWidget) -> None:
    """A menu closed without a choice (Escape) gives the keys back to ``board``: the menu bar would keep
    them, and the arrow keys would walk the menus instead of laying the card."""
    def give_back() -> None:
        if QApplication.activePopupWidget() is None and QApplication.focusWidget() in (bar, None):
            board.setFocus(Qt.FocusReason.PopupFocusReason)

    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, give_back))


class Menus(QObject):
    """The menu bar of a game window (translation context ``Menus``): the main window's (:meth:`build_main`),
    or a network game's, which builds its own Game and Turn menus from the same pieces. ``main`` is the app's
    main window: Help, Quit, the network dialogs and the sound switch are its. The actions the window
    enables and disables as the game goes are attributes; the turn's own keys (R, Space, Enter) belong
    to the board."""

    def __init__(self, window: QMainWindow, main: MainWindow) -> None:
        super().__init__(window)
        self.window, self.main = window, main
        self.bar = window.menuBar()

    def build_main(self) -> None:
        window = self.main
        screen = window.game_screen
        game = self.bar.addMenu(self.tr("&Game"))
        self.add(game, self.tr("&New game…"), window.new_game_dialog, Key.New)
        self.add(game, self.tr("&Open…"), window.open_dialog, Key.Open)
        self.recent: QMenu = game.addMenu(self.tr("Open &recent"))
        game.addSeparator()
        self.add_network_games(game)
        game.addSeparator()
        self.save = self.add(game, self.tr("&Save"), window.save, Key.Save)
        self.save_as = self.add(game, self.tr("Save &as…"), window.save_as, Key.SaveAs)
        game.addSeparator()
        self.resign = self.add(game, self.tr("R&esign…"), lambda: offer_resignation(window))
        for change in (window.controller.gameStarted, window.controller.turnStarted, window.controller.gameOver):
            change.connect(self._follow_game)
        self._follow_game()
        game.addSeparator()
        self.add(game, self.tr("&Preferences…"), window.preferences)
        self.add(game, self.tr("Re&play a game…"), window.learning.replay_dialog)
        self.add(game, self.tr("S&tatistics…"), window.learning.show_statistics)
        game.addSeparator()
        self.add_quit(game)
        turn = self.bar.addMenu(self.tr("&Turn"))
        self.undo = self.add(turn, self.tr("&Undo"), window.undo, Key.Undo)
        self.redo = self.add(turn, self.tr("Re&do"), window.redo, "Ctrl+Shift+Z")
        self.add_card_moves(turn, screen)
        self.hint = self.add(turn, self.tr("&Hint"), window.game_screen.show_hint, "F1")  # F1 again plays it
        self.add_view(screen)
        self.add_help()

    def add_network_games(self, menu: QMenu) -> None:
        """Host network game…, Join network game… (their games open in windows of their own)."""
        main = self.main
        self.add(menu, self.tr("&Host network game…"), lambda: host_network_game(main))
        self.add(menu, self.tr("&Join network game…"), lambda: join_network_game(main))

    def add_quit(self, menu: QMenu) -> None:
        """Quit: the main window closes, and with it every network game's window."""
        self.add(menu, self.tr("&Quit"), self.main.close, Key.Quit)

    def add_card_moves(self, menu: QMenu, screen: GameScreen) -> None:
        self.add(menu, self.tr("&Rotate card"), lambda: screen.rotate(1))
        self.add(menu, self.tr("&Confirm turn"), screen.composer.confirm)

    def add_view(self, screen: GameScreen) -> QMenu:
        """The View menu for ``screen``, the board of this window."""
        view = self.bar.addMenu(self.tr("&View"))
        self.add(view, self.tr("Zoom &in"), lambda: screen.view.zoom_by(1.25), Key.ZoomIn)
        self.add(view, self.tr("Zoom &out"), lambda: screen.view.zoom_by(0.8), Key.ZoomOut)
        self.add(view, self.tr("&Fit the board"), screen.fit_board, "F")
        view.addSeparator()
        self.add(view, self.tr("&Remaining cards…"), screen.show_remaining, "T")
        self.log = self.add(view, self.tr("Game &log"), screen.side.show_log, "H", checkable=True)
        self.log.setChecked(True)
        cues = self.main.cues
        self.sound = self.add(view, self.tr("&Sound"), self._switch_sound, "M", checkable=True)
        self.sound.setChecked(cues.preferences.sound)
        cues.applied.connect(lambda preferences: self.sound.setChecked(preferences.sound))
        self.full_screen = self.add(view, self.tr("F&ull screen"), self._set_full_screen, full_screen_keys(),
                                    checkable=True)
        # Escape leaves full screen too, as players expect (the board has no other use for it).
        self.leave_full_screen = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.window,
                                           lambda: self.full_screen.setChecked(False))
        self.leave_full_screen.setEnabled(False)
        self.window.installEventFilter(self)  # the check mark follows the window (the window manager may change it)
        return view

    def add_help(self) -> None:
        """Help: the tutorial plays on the main window's board; the rules and About open over this window."""
        main, window = self.main, self.window
        helpm = self.bar.addMenu(self.tr("&Help"))
        self.add(helpm, self.tr("&Tutorial"), self._start_tutorial)
        self.add(helpm, self.tr("&Rules"), lambda: main.show_rules(window), "F2")
        self.add(helpm, self.tr("&About New World"), lambda: main.about(window))

    def _start_tutorial(self) -> None:
        main = self.main
        if main is not self.window:
            main.raise_()
            main.activateWindow()
        main.learning.start_tutorial()

    def _follow_game(self, *_args: object) -> None:
        """Resign is offered while a person at this screen plays a game that goes on."""
        self.resign.setEnabled(bool(resignable(self.main.controller)))

    def _switch_sound(self, on: bool) -> None:
        """M, or View → Sound (its check mark follows the Preferences too): the app's sound, every window's."""
        main = self.main
        if main.cues.switch_sound(on, main.settings):
            self.window.statusBar().showMessage(messages().sound_switched(on), 3000)

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

    def add(self, menu: QMenu, text: str, slot: Callable[..., Any], shortcut: Any = None,
            checkable: bool = False) -> QAction:
        """An entry of ``menu``, its shortcut one of the window's."""
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
