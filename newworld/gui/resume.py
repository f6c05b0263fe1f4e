"""The start-up prompt: resume last time's unfinished game, shown with its players, scores,
turn and when it was played, or set up a new game."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QLayout, QVBoxLayout, QWidget

from newworld.controller import Offer
from newworld.gui.dialogs import run_once
from newworld.gui.figures import meeple_pixmap
from newworld.gui.palette import COLOURBLIND_COLOURS, SHAPES
from newworld.narration import RESIGNED, clock_name, messages

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow

MEEPLE_SIZE = 22
MIN_NAME_WIDTH = 160  # px: short names still leave the table room to breathe


class ResumeDialog(QDialog):
    """Resume (the default, Enter) or New game (Esc) for the game ``offer`` names."""

    def __init__(self, offer: Offer, colourblind: bool = False, parent: QWidget | None = None,
                 now: float | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New World"))
        lay = QVBoxLayout(self)
        lay.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        lay.setContentsMargins(18, 14, 18, 14)
        say = messages()
        self.heading = QLabel(f"<h3>{say.resume_heading(offer.future)}</h3>")
        lay.addWidget(self.heading)
        when = say.played_when(offer.played_at, time.time() if now is None else now, offer.future)
        clock = offer.play.clock
        self.details = QLabel(say.resume_details(offer.turn, offer.cards_left, when)
                              + (f" · {clock_name(clock)}" if clock.on else ""))
        self.details.setWordWrap(True)
        lay.addWidget(self.details)
        lay.addSpacing(6)
        lay.addLayout(self._players(offer, colourblind))
        lay.addSpacing(6)
        buttons = QDialogButtonBox()
        self.new_game = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.RejectRole)
        self.resume = buttons.addButton(self.tr("Resume"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_game.setAutoDefault(False)
        self.resume.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resume.setFocus()

    def _players(self, offer: Offer, colourblind: bool) -> QGridLayout:
        """One row per seat: meeple, name (▶ the player to move), kind and level, score."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setColumnStretch(1, 1)
        grid.setColumnMinimumWidth(1, MIN_NAME_WIDTH)
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []
        for i, (seat, score) in enumerate(zip(offer.seats, offer.scores, strict=True)):
            colour = COLOURBLIND_COLOURS[i % len(COLOURBLIND_COLOURS)] if colourblind else seat.color
            figure = QLabel()
            figure.setPixmap(meeple_pixmap(colour, MEEPLE_SIZE, SHAPES[i % len(SHAPES)] if colourblind else None))
            to_move = i == offer.current_player
            name = QLabel(("▶ " if to_move else "") + seat.name)
            name.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
            if to_move:
                font = name.font()
                font.setBold(True)
                name.setFont(font)
            kind = QLabel(messages().seat_kind(RESIGNED if i in offer.play.resigned else seat.kind, seat.level))
            points = QLabel(str(score))
            points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = points.font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.2)
            points.setFont(font)
            for column, widget in enumerate((figure, name, kind, points)):
                grid.addWidget(widget, i, column)
            self.rows.append((name, kind, points))
        return grid


def offer_resume(window: MainWindow) -> bool:
    """At start: resume the newest unfinished autosaved game if the player wants; True if it opened.

    Newer autosaves that cannot be opened are said first (they are kept, renamed), so an
    older game is never offered in their place without a word.
    """
    offer = window.controller.resume_offer()
    if offer.problems:
        title = QCoreApplication.translate("MainWindow", "An autosaved game cannot be opened")
        window.warn(title, "\n\n".join(offer.problems))
    if offer.path is None:
        return False
    dialog = ResumeDialog(offer, window.game_screen.colourblind, window)
    return run_once(dialog) == ResumeDialog.DialogCode.Accepted and window.open_file(offer.path)
