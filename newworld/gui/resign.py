"""Resigning from the Game menu: who resigns and which computer plays their seat from then on; the side
panel marks a resigned seat.

The session makes it final (:meth:`GameSession.resign <newworld.session.GameSession.resign>`): the seat is
a computer's to the end, the points stand, no turn before it is taken back. The clock stands still while
the question is asked.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from newworld.controller import GameController
from newworld.controller.netgame import NetGameController
from newworld.controller.seats import COMPUTER_LEVELS
from newworld.gui.clocks import clock_paused
from newworld.gui.dialogs import run_once
from newworld.narration import RESIGNED, level_name

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.screen import GameScreen

TAKES_OVER = "medium"  # the computer offered first to play on for a player who resigns


class ResignDialog(QDialog):
    """Game ▸ Resign: who resigns (of the people at this screen) and which computer plays on for them."""

    def __init__(self, names: list[str], humans: list[int], first: int, parent: QWidget | None = None, *,
                 levels: bool = True) -> None:
        """``levels``: the player chooses the computer that plays on (a network game's host has chosen it)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resign"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("<b>Resign the game?</b>")))
        explain = QLabel(self.tr("A computer plays the seat to the end of the game; the points so far stand. "
                                 "Resigning is final: no turn before it can be taken back."))
        explain.setWordWrap(True)
        explain.setMinimumWidth(380)
        lay.addWidget(explain)
        form = QFormLayout()
        self.who = QComboBox(self)
        for seat in humans:
            self.who.addItem(names[seat], seat)
        self.who.setCurrentIndex(humans.index(first))
        self.who.setAccessibleName(self.tr("Who resigns"))
        # One person at this screen: it is they who resign, named, not chosen.
        form.addRow(self.tr("Who resigns:"), self.who if len(humans) > 1 else QLabel(f"<b>{escape(names[first])}</b>"))
        self.who.setVisible(len(humans) > 1)
        self.level = QComboBox()
        for level in COMPUTER_LEVELS:
            self.level.addItem(level_name(level), level)
        self.level.setCurrentIndex(COMPUTER_LEVELS.index(TAKES_OVER))
        self.level.setAccessibleName(self.tr("Computer that plays on"))
        if levels:
            form.addRow(self.tr("Plays on for them:"), self.level)
        else:
            self.level.hide()
            explain.setText(self.tr("A computer plays the seat from now on (the host's choice); the points so far "
                                    "stand. You may come back into the seat later: choose the game under "
                                    "Join network game, or Play it again in the lobby."))
        lay.addLayout(form)
        buttons = QDialogButtonBox()
        self.resign = buttons.addButton(self.tr("Resign"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.resign.setAutoDefault(False)  # Enter cancels: resigning takes a deliberate click (or Tab, Space)
        self.cancel.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def player(self) -> int:
        return int(self.who.currentData())

    def chosen_level(self) -> str:
        return str(self.level.currentData())


def resignable(controller: GameController) -> list[int]:
    """The seats that may resign now: the people at this screen, while a real game goes on (not the tutorial)."""
    if not controller.has_game() or controller.is_over() or controller.lesson:
        return []
    return [i for i, seat in enumerate(controller.seats) if seat.kind == "human"]


def offer_resignation(window: MainWindow) -> bool:
    """Game ▸ Resign…: ask who resigns and who plays on (the clock stands still meanwhile); True if one did."""
    controller = window.controller
    humans = resignable(controller)
    if not humans:
        return False
    current = controller.current_player()
    dialog = ResignDialog(controller.names(), humans, current if current in humans else humans[0], window)
    with clock_paused(controller):
        if run_once(dialog) != QDialog.DialogCode.Accepted or dialog.player() not in resignable(controller):
            return False
    controller.resign(dialog.player(), dialog.chosen_level())
    return True


def offer_leaving(window: QWidget, controller: NetGameController) -> bool:
    """Game ▸ Resign… in a network game: who of this screen leaves the table; True if one did."""
    humans = controller.resignable()
    if not humans:
        return False
    current = controller.current_player()
    dialog = ResignDialog(controller.names(), humans, current if current in humans else humans[0], window,
                          levels=False)
    if run_once(dialog) != QDialog.DialogCode.Accepted or dialog.player() not in controller.resignable():
        return False
    controller.resign(dialog.player())
    return True


class ResignedRows(QObject):
    """The side panel's row of a seat whose player resigned reads "Resigned · Medium" (who plays on)."""

    def __init__(self, screen: GameScreen) -> None:
        super().__init__(screen)
        self.door, self.rows = screen.controller, screen.side.players
        self.door.seatResigned.connect(self.mark)
        screen.pacer.gameStarted.connect(self.mark)  # (after the screen's own slot: the rows exist)

    def mark(self, *_player: int) -> None:
        seats = self.door.seats
        for seat in self.door.resigned_seats():
            if seat < len(self.rows.rows):
                row = self.rows.rows[seat]
                row.kind, row.level = RESIGNED, seats[seat].level
                row.updateGeometry()
                row.refresh()
