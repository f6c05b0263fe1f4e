"""Calling the player back: "your turn" when it comes after a computer's or a remote player's turn.

:class:`TurnCall` sees, as the board shows the game (the pacer's ``turnStarted``), when the
turn passes to a person at this screen from someone who is not (a computer, a remote
player); hot-seat players passing the mouse to each other are not called. Then
:class:`TableCues` plays "your turn" and, when the window is not the active one, asks the
taskbar for attention (``QApplication.alert``) and, if the player allows it in Preferences,
shows a desktop notification saying whose turn it is (:class:`DesktopNotifier`).
"""

from __future__ import annotations

import logging
import shutil
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QProcess, QSettings, Signal
from PySide6.QtWidgets import QApplication, QSystemTrayIcon, QWidget

from newworld.controller.door import GameDoor
from newworld.gui.settings import write_cues
from newworld.gui.sounds import CuePreferences, TableSounds
from newworld.narration import messages
from newworld.resources import resource_path

if TYPE_CHECKING:
    from newworld.audio import AudioOutput
    from newworld.gui.pacing import TurnPacer

log = logging.getLogger(__name__)

APP_ID = "io.github.newworld.NewWorld"  # the notification's icon: the desktop entry's
NOTIFY_MS = 10_000  # how long a notification stays (the desktop may keep it in its list)


class TurnCall(QObject):
    """Emits ``yourTurn(player)`` when the board passes the turn to a person here from someone who is not."""

    yourTurn = Signal(int)

    def __init__(self, controller: GameDoor, pacer: TurnPacer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._local: set[int] = set()  # the seats seen played at this screen
        self._last_local: bool | None = None  # whether the last turn shown was one of them (None: none yet)
        pacer.gameStarted.connect(self._game_started)
        pacer.turnStarted.connect(self._turn_started)

    def local_humans(self) -> list[int]:
        """The seats seen played at this screen in this game (a network game's people may be anywhere)."""
        return sorted(self._local)

    def _game_started(self) -> None:
        self._local.clear()
        c = self.controller
        self._last_local = c.is_human_turn() if c.has_game() and not c.is_over() else None
        if self._last_local:
            self._local.add(c.current_player())

    def _turn_started(self, player: int) -> None:
        c = self.controller
        local = player == c.current_player() and c.is_human_turn()  # the board and the game agree: it waits here
        if local:
            self._local.add(player)
            if self._last_local is False:
                self.yourTurn.emit(player)
        self._last_local = local


class DesktopNotifier:
    """A desktop notification: the freedesktop service over D-Bus (``gdbus``) on Linux, else the
    system tray's message (Windows' notifications); nothing (logged once) where neither is there."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.sent: list[tuple[str, str]] = []  # (title, text) of each notification asked for
        self._tray: QSystemTrayIcon | None = None
        self._said_none = False

    def notify(self, title: str, text: str) -> bool:
        self.sent.append((title, text))
        gdbus = shutil.which("gdbus") if sys.platform.startswith("linux") else None
        if gdbus:
            icon = str(resource_path("icons/newworld-128.png"))
            # The service's introspection gives gdbus the argument types (susssasa{sv}i).
            return QProcess.startDetached(gdbus, [
                "call", "--session", "--dest=org.freedesktop.Notifications",
                "--object-path=/org/freedesktop/Notifications", "--method=org.freedesktop.Notifications.Notify",
                "New World", "0", icon, gvariant_text(title), gvariant_text(text), "[]",
                f"{{'desktop-entry': <'{APP_ID}'>}}", str(NOTIFY_MS)])[0]
        if QSystemTrayIcon.isSystemTrayAvailable():
            if self._tray is None:
                self._tray = QSystemTrayIcon(self.window.windowIcon(), self.window)
                self._tray.messageClicked.connect(self._bring_back)
            self._tray.show()  # only while a notice is up: the game keeps no tray icon
            self._tray.showMessage(title, text, self.window.windowIcon(), NOTIFY_MS)
            return True
        if not self._said_none:
            self._said_none = True
            log.info("no desktop notifications here (no gdbus, no system tray)")
        return False

    def window_active(self) -> None:
        if self._tray is not None:
            self._tray.hide()

    def _bring_back(self) -> None:
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()


def gvariant_text(text: str) -> str:
    """A string as GVariant's text format has it (gdbus would read a bare ``'x'`` or ``[1]`` as a value)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class TableCues(QObject):
    """A game screen's sounds and calls: "your turn" heard, and seen when the window is elsewhere."""

    applied = Signal(object)  # the CuePreferences just applied (a network game's window follows the main one's)

    def __init__(self, controller: GameDoor, pacer: TurnPacer, window: QWidget,
                 output: AudioOutput | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.window = window
        self.preferences = CuePreferences()
        self.call = TurnCall(controller, pacer, self)
        self.sounds = TableSounds(pacer, self.call, window, output, self)
        self.notifier = DesktopNotifier(window)
        self.alerts = 0  # taskbar alerts asked for
        self.call.yourTurn.connect(self._your_turn)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusWindowChanged.connect(self._focus_changed)

    def choose(self, preferences: CuePreferences, settings: QSettings) -> None:
        """The player's choice (Preferences, M): applied, and kept in the settings."""
        self.apply(preferences)
        write_cues(settings, preferences)

    def switch_sound(self, on: bool, settings: QSettings) -> bool:
        """M or View → Sound: True when it changed something."""
        if on == self.preferences.sound:
            return False
        self.choose(self.preferences._replace(sound=on), settings)
        return True

    def _focus_changed(self, *_window: object) -> None:
        if self.window.isActiveWindow():  # back at the game: the notice has done its work
            self.notifier.window_active()

    def apply(self, preferences: CuePreferences) -> None:
        self.preferences = preferences
        self.sounds.set_preferences(preferences.sound, preferences.volume)
        self.applied.emit(preferences)

    def _your_turn(self, player: int) -> None:
        if self.window.isActiveWindow():
            return
        self.alerts += 1
        QApplication.alert(self.window)  # the taskbar entry asks for attention until the window is active
        if self.preferences.notify:
            seats = self.controller.seats
            name = seats[player].name if 0 <= player < len(seats) else ""
            self.notifier.notify("New World", messages().turn_of(name))
