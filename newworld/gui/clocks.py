"""The game clock in the window: its choice on the New game panel.

The session keeps the time and the controller ticks it
(:mod:`newworld.controller.clockface`); here is only what the player sees and
chooses.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from newworld.controller import CHESS, NO_CLOCK, OFFERED_CLOCKS, PER_TURN, ClockSetting
from newworld.narration import clock_name, duration_text


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

