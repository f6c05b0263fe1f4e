"""The window of a network game, and Game → Host / Join network game.

:class:`NetGameWindow` shows a :class:`~newworld.controller.netgame.NetGameController`
with the same :class:`~newworld.gui.screen.GameScreen` as a local game (the board,
the hand, the side panel) and the :class:`~newworld.gui.lobby.NetPanel` beside it
(connection, waiting line, lobby, chat), which folds away once the game starts. Each
network game has a window of its own, so the main window's game stays as it was; it
opens beside the main window where the screen has room (else a step down and to
the side of it and of the network windows open already), sized for the screen,
with the main window's menus where they concern it (:class:`~newworld.gui.menus.Menus`:
the network dialogs, Quit, the View menu, Help). :class:`NetworkPlay` runs the Host and
Join dialogs from the main window's menu, opens the windows and keeps each game's
seat tokens in the settings (:class:`~newworld.controller.netgames.NetGameBook`)
so that a player can come back to it.

This module is imported when a player first opens a network dialog: the network
libraries (websockets, zeroconf) load then, not at start-up.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSettings, QSize, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QMessageBox, QWidget

from newworld import paths
from newworld.controller.netgame import NetGameController
from newworld.controller.netgames import NetGameBook, NetGameRecord
from newworld.controller.netseats import ChatLine
from newworld.engine.moves import Move
from newworld.gui.attention import TableCues
from newworld.gui.lobby import NetPanel
from newworld.gui.mainwindow import first_size
from newworld.gui.menus import Menus
from newworld.gui.netdialogs import HostDialog, JoinDialog
from newworld.gui.resign import offer_leaving
from newworld.gui.screen import GameScreen, dress_status_bar, note_hint
from newworld.narration import network

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow

NAME_KEY = "network/name"
STATUS_MS = 8000
CASCADE = 48  # how far a window that finds no room beside the main window opens from it
BESIDE_MIN_WIDTH = 640  # the least room beside the main window that a network game's window opens in


def hosting_dir() -> Path:
    """Where the server run in this app keeps its games (they survive the app's restart)."""
    return paths.data_dir() / "hosted"


class NetGameWindow(QMainWindow):
    """One network game (see the module docstring)."""

    closed = Signal(object)  # this window, after its connection was closed

    def __init__(self, controller: NetGameController, main: MainWindow) -> None:
        super().__init__(main)
        self.controller = c = controller
        self.failure = ""
        self.show_dialogs = True
        self.game_screen = screen = GameScreen(c)
        self.panel = NetPanel(c)
        body = QWidget()
        row = QHBoxLayout(body)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(screen, 1)
        row.addWidget(self.panel)
        self.setCentralWidget(body)
        dress_status_bar(self.statusBar(), screen.view)
        self._build_menus(main)
        self._fitted = False
        c.gameStarted.connect(self._on_game_started)
        c.lobbyChanged.connect(self._on_lobby)
        c.errorOccurred.connect(lambda text: self.statusBar().showMessage(text, STATUS_MS))
        c.notice.connect(lambda text: self.statusBar().showMessage(text, STATUS_MS))
        c.chatReceived.connect(self._on_chat)
        c.failed.connect(self._on_failed)
        c.hintReady.connect(self._on_hint)
        screen.pacer.gameOver.connect(self._on_game_over)  # after the screen's own: its end table is there
        self.cues = TableCues(c, screen.pacer, self, parent=self)  # sounds; "your turn" after a remote player's
        self._update_title()

    def _build_menus(self, main: MainWindow) -> None:
        screen = self.game_screen
        self.menus = m = Menus(self, main)
        game = m.bar.addMenu(self.tr("&Game"))
        m.add_network_games(game)
        game.addSeparator()
        self.act_resign = m.add(game, self.tr("R&esign…"), lambda: offer_leaving(self, self.controller))
        self.act_watching = m.add(game, self.tr("Let others &watch"), self._switch_watching, checkable=True)
        self.act_watching.setChecked(True)  # (as the Host dialog offers; the menu shows the server's word)
        game.aboutToShow.connect(self._enable_resign)
        m.add(game, self.tr("&Leave the table"), self.close, QKeySequence.StandardKey.Close)
        game.addSeparator()
        m.add_quit(game)
        turn = m.bar.addMenu(self.tr("&Turn"))
        self.act_undo = m.add(turn, self.tr("&Take the card back"), screen.take_back_or_undo,
                              QKeySequence.StandardKey.Undo)
        m.add_card_moves(turn, screen)
        m.add(turn, self.tr("&Hint"), self.hint, "F1")
        view = m.add_view(screen)
        self.act_lobby = m.add(view, self.tr("Lobby and &chat"), lambda on: self.panel.set_folded(not on), "L",
                               checkable=True)
        self.act_lobby.setChecked(True)
        self.panel.foldChanged.connect(lambda folded: self.act_lobby.setChecked(not folded))
        m.add_help()
        screen.composer.draftChanged.connect(lambda draft: self.act_undo.setEnabled(draft.placed))
        self.act_undo.setEnabled(False)

    def hint(self) -> None:
        if self.controller.is_human_turn():
            self.game_screen.show_hint()

    def _on_hint(self, move: Move) -> None:
        note_hint(self.statusBar(), self.game_screen, move, ms=4000)

    def _on_game_started(self) -> None:
        self._update_title()
        if not self._fitted:  # the first view of the game: the board gets the room
            self._fitted = True
            self.panel.set_folded(True)
            QTimer.singleShot(0, self.game_screen.fit_board)

    def _on_chat(self, line: ChatLine) -> None:
        if self.panel.folded:  # the line shows below the board; the strip counts it
            self.statusBar().showMessage(network().chat_line(line.name, line.text), STATUS_MS)

    def _on_lobby(self) -> None:
        self._update_title()
        if not self.controller.has_game():  # the turn box waits for the start rather than offering a new game
            prompt = self.panel.advice.text() or network().waiting_for_start()
            self.game_screen.side.turn.set_state(prompt, False, False, False, False)

    def _on_game_over(self, _final: object) -> None:
        table = self.game_screen.end_dialog
        if table is not None:
            table.again.hide()  # the same seats again is a new network game: Game → Host network game
            table.review.hide()  # the review and the replay viewer read the local window's game,
            table.replay.hide()  # not this one: a network game offers neither

    def _enable_resign(self) -> None:
        """Resign is offered while a person at this screen plays a network game that goes on; the host may let
        others watch, or not."""
        self.act_resign.setEnabled(bool(self.controller.resignable()))
        self.act_watching.setVisible(self.controller.is_host)
        self.act_watching.setChecked(self.controller.may_watch())

    def _switch_watching(self, on: bool) -> None:
        """The host ticked or cleared Let others watch (the menu showing the server's word changes nothing)."""
        if on != self.controller.may_watch():
            self.controller.set_watching(on)

    def _update_title(self) -> None:
        self.setWindowTitle(network().window_title(self.controller.code))

    def _on_failed(self, text: str) -> None:
        self.failure = text
        if self.show_dialogs:
            QMessageBox.warning(self, self.tr("Network game"), text)
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        self.closed.emit(self)
        super().closeEvent(event)


def place_beside(window: QWidget, main: QWidget, others: list[NetGameWindow], area: QRect | None = None) -> None:
    """Size ``window`` for the screen (``area``: the part of it windows may take, default ``main``'s) and put
    it beside ``main`` where the screen has room for it (see the module docstring); else a step down and
    aside from ``main``, clear of the top left corners of ``main`` and ``others`` (the network windows open
    already), so that it never lies exactly over one of them."""
    area = area or main.screen().availableGeometry()
    size = first_size(area.size())
    frame = main.frameGeometry()
    edges = frame.size() - main.size()  # the window manager's frame, as around the main window
    right, left = area.right() - frame.right(), frame.left() - area.left()
    room = max(right, left)
    if room >= min(BESIDE_MIN_WIDTH, size.width()):
        size.setWidth(min(size.width(), room - edges.width()))
        x = frame.right() + 1 if right >= left else frame.left() - size.width() - edges.width()
        window.resize(size)
        window.move(inside(QPoint(x, frame.top()), size + edges, area))
        return
    taken = {(w.x(), w.y()) for w in [main, *others]}
    spots = (inside(main.pos() + QPoint(step, step) * CASCADE, size + edges, area) for step in (1, -1, 2, -2, 3, -3))
    window.resize(size)
    window.move(next((p for p in spots if (p.x(), p.y()) not in taken), main.pos() + QPoint(CASCADE, 0)))


def inside(corner: QPoint, size: QSize, area: QRect) -> QPoint:
    """``corner`` moved as little as it takes for a window of ``size`` there to lie within ``area``."""
    x = max(area.left(), min(corner.x(), area.right() + 1 - size.width()))
    y = max(area.top(), min(corner.y(), area.bottom() + 1 - size.height()))
    return QPoint(x, y)


class NetworkPlay(QObject):
    """Game → Host network game / Join network game, for ``window`` (the main window)."""

    windowOpened = Signal(object)  # a NetGameWindow

    def __init__(self, window: MainWindow, settings: QSettings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.book = NetGameBook(settings)
        self.windows: list[NetGameWindow] = []
        self.dialog: HostDialog | JoinDialog | None = None
        self.show_dialogs = True
        window.installEventFilter(self)  # the main window closing closes the network games
        self.search_nearby = True  # the Join dialog looks for games on the LAN when it opens

    def player_name(self) -> str:
        return str(self.settings.value(NAME_KEY, "") or "")[:40]

    def _keep_name(self, name: str) -> None:
        self.settings.setValue(NAME_KEY, name)

    def _replace_dialog(self, dialog: HostDialog | JoinDialog) -> None:
        old, self.dialog = self.dialog, dialog
        if old is not None:
            old.close()  # (a Join dialog stops looking for games then)
            old.deleteLater()
        dialog.open()  # window-modal, without a nested event loop

    def host(self) -> None:
        dialog = HostDialog(self.player_name(), self.window)
        dialog.accepted.connect(lambda: self._host(dialog))
        self._replace_dialog(dialog)

    def _host(self, dialog: HostDialog) -> None:
        name = dialog.player_name()
        self._keep_name(name)
        controller = self._open_window()
        controller.host(name, dialog.plan(), data_dir=hosting_dir(), port=dialog.port.value(),
                         advertise_on_lan=dialog.lan.isChecked(), server_url=dialog.server_url(),
                         clock=dialog.clock.setting(), watching=dialog.watching.isChecked(),
                         spectator_chat=dialog.spectator_chat.isChecked())

    def join(self) -> None:
        dialog = JoinDialog(self.player_name(), self.book.records(), self.window, search=self.search_nearby)
        dialog.accepted.connect(lambda: self._join(dialog))
        self._replace_dialog(dialog)

    def _join(self, dialog: JoinDialog) -> None:
        name = dialog.player_name()
        if dialog.spectator.isChecked():  # no seat, nothing kept: whether or not this screen played it before
            self._keep_name(name)
            self._open_window().watch(dialog.url(), dialog.game_code(), name)
            return
        record = dialog.record() or self.book.find(dialog.url(), dialog.game_code())
        if record is not None:  # a game played here before, chosen or typed again: take the same seats back
            self.come_back(record)
            return
        self._keep_name(name)
        self._open_window().join(dialog.url(), dialog.game_code(), name)

    def come_back(self, record: NetGameRecord) -> None:
        """Take one's seats back in a game played before (hosting it again if it was hosted here)."""
        same = [w for w in self.windows if w.controller.record is not None and w.controller.record.same_game(record)]
        if same:
            same[0].raise_()
            same[0].activateWindow()
            return
        self._open_window().resume(record, data_dir=hosting_dir())

    def _open_window(self) -> NetGameController:
        controller = NetGameController()
        controller.recordChanged.connect(self.book.put)
        main = self.window
        window = NetGameWindow(controller, main)
        controller.setParent(window)
        window.show_dialogs = window.game_screen.show_dialogs = self.show_dialogs
        main_screen = main.game_screen  # the player's preferences: animations, outlines, colours, pace
        window.game_screen.apply_settings(main_screen.scene.anim_ms, main_screen.scene.turn.outline,
                                          main_screen.colourblind, main_screen.pacer.pace)
        window.cues.apply(main.cues.preferences)  # and sound and notifications, kept as they change
        main.cues.applied.connect(window.cues.apply)
        window.closed.connect(self._closed)
        place_beside(window, main, self.windows)
        self.windows.append(window)
        window.show()
        self.windowOpened.emit(window)
        return controller

    def _closed(self, window: NetGameWindow) -> None:
        if window in self.windows:
            self.windows.remove(window)
        window.deleteLater()  # with its board and its controller (whose connection is closed by now)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.close_all()
        return False

    def close_all(self) -> None:
        for window in list(self.windows):
            window.close()
