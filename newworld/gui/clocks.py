"""The game clock in the window: its choice on the New game panel, each player's time in the side panel,
and when it stands still.

The session keeps the time and the controller ticks it
(:mod:`newworld.controller.clockface`); here is only what the player sees and
chooses, and the window's reasons to pause it: a dialog of the game asks
something (the scoring order, resigning), the last turn is still being shown,
the window of a game at this screen is minimized.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QWidget

from newworld.controller import CHESS, NO_CLOCK, OFFERED_CLOCKS, PER_TURN, ClockSetting, seconds_text
from newworld.controller.door import GameDoor
from newworld.narration import clock_name, duration_text, messages

if TYPE_CHECKING:
    from newworld.gui.screen import GameScreen

LOW_SECONDS = 10  # the player to move's last seconds are marked
TIME_NOTICE_MS = 3000  # how long "Ann's time ran out" shows on the board
DIALOG, SHOWING, MINIMIZED = "dialog", "showing", "minimized"  # the window's reasons to pause the clock


class ClockChoice(QComboBox):
    """The clocks a new game may have (:data:`OFFERED_CLOCKS`), each with a tool tip that says what it means."""

    def __init__(self, setting: ClockSetting = NO_CLOCK, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for index, offered in enumerate(OFFERED_CLOCKS):
            self.addItem(clock_name(offered))
            self.setItemData(index, self.explain(offered), Qt.ItemDataRole.ToolTipRole)
        self.setAccessibleName(self.tr("Clock"))
        self.currentIndexChanged.connect(lambda index: self.setToolTip(self.explain(OFFERED_CLOCKS[index])))
        self.set_setting(setting)

    def setting(self) -> ClockSetting:
        return OFFERED_CLOCKS[self.currentIndex()]

    def set_setting(self, setting: ClockSetting) -> None:
        """Choose ``setting``; one the panel does not offer chooses Off."""
        self.setCurrentIndex(OFFERED_CLOCKS.index(setting) if setting in OFFERED_CLOCKS else 0)
        self.setToolTip(self.explain(self.setting()))

    def explain(self, setting: ClockSetting) -> str:
        if setting.kind == PER_TURN:
            return self.tr("Each turn has {time}. When they run out, the computer (Medium) plays the turn, and "
                           "the game goes on. No move can be taken back.").format(time=duration_text(setting.seconds))
        if setting.kind == CHESS:
            return self.tr("Each player has {time} for the whole game, and {increment} s more after each of "
                           "their moves. A player out of time has their turns played by the computer (Medium). "
                           "No move can be taken back.").format(time=duration_text(setting.seconds),
                                                                increment=setting.increment)
        return self.tr("No clock: each player takes the time they need.")



class ClockFaces(QObject):
    """Each player's time in the side panel, as the controller's clock ticks: the player to move counts down
    (their last :data:`LOW_SECONDS` marked), the others' times stand. The turn the board shows is the one
    whose time runs: while a computer's turn is still being shown, the next player's clock waits."""

    def __init__(self, screen: GameScreen) -> None:
        super().__init__(screen)
        self.door, self.rows, self.pacer = screen.controller, screen.side.players, screen.pacer
        self.show_notice = screen.show_notice
        self._ran_out = -1  # whose turn was just played for them, told when the next turn shows
        self.door.clockTicked.connect(self.refresh)
        self.door.turnStarted.connect(self._turn_announced)
        self.door.timeRanOut.connect(self._time_ran_out)
        self.pacer.gameStarted.connect(self.refresh)  # (after the screen's own slot: the rows exist)
        self.pacer.turnStarted.connect(self._turn_shown)

    def refresh(self) -> None:
        door, faces = self.door, []
        shown = self.pacer.shown().current if door.has_game() and not door.is_over() else -1
        to_move = shown if shown == door.current_player() else -1  # (-1 while the last turn is still shown)
        running = door.clock_running()
        for player, row in enumerate(self.rows.rows):
            left = door.clock_left(player)
            face = seconds_text(left) if left is not None else ""
            faces.append((face, clock_look(left or 0.0, player == to_move, player == running)))
            row.setAccessibleDescription(self.tr("Time left: {time}").format(time=face) if face else "")
        self.rows.set_clocks(faces)

    def _turn_announced(self, _player: int) -> None:
        if self.pacer.busy():  # the last turn is still being shown: this one's time starts when it shows
            self.door.pause_clock(SHOWING)

    def _turn_shown(self, player: int) -> None:
        if player != self.door.current_player():
            return  # a turn since played, shown late: the clock waits for the board to show the turn now
        self.door.resume_clock(SHOWING)
        if self._ran_out >= 0:  # (after the screen's own notice of whose turn it is, which the hand also says)
            self.show_notice(messages().time_ran_out(self.door.names()[self._ran_out]), TIME_NOTICE_MS)
            self._ran_out = -1

    def _time_ran_out(self, player: int) -> None:
        self._ran_out = player


def clock_look(left: float, to_move: bool, running: bool) -> str:
    """How a player's clock box looks (:data:`~newworld.gui.panels.CLOCK_LOOKS`)."""
    if left <= 0:
        return "out"
    if not to_move:
        return "waiting"
    if not running:
        return "paused"
    return "low" if left <= LOW_SECONDS else "running"


@contextmanager
def clock_paused(door: GameDoor, reason: str = DIALOG) -> Iterator[None]:
    """The clock stands still while the block runs (a dialog of the game asks something)."""
    door.pause_clock(reason)
    try:
        yield
    finally:
        door.resume_clock(reason)


class MinimizedPause(QObject):
    """The clock of a game at this screen stands still while ``window`` is minimized."""

    def __init__(self, window: QWidget, door: GameDoor) -> None:
        super().__init__(window)
        self.window, self.door = window, door
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowStateChange:
            if self.window.isMinimized():
                self.door.pause_clock(MINIMIZED)
            else:
                self.door.resume_clock(MINIMIZED)
        return False
