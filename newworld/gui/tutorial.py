"""The tutorial in the window: a panel over the board that says what to do, and a highlight where.

The lesson is played on the window's own board and controller
(:class:`TutorialSession`): the panel shows the step's text, why a move was
refused, and a Leave button; a pulsing frame marks the cell of the step's card.
At the end the panel offers a real game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from newworld.controller import TutorialSession
from newworld.gui.geometry import cell_rect
from newworld.gui.palette import COLOUR_NAMES, TABLE
from newworld.gui.view import BoardView
from newworld.narration import learning

PANEL_WIDTH = 760  # at most: a wide view gives the text fewer lines (the panel's strip is lower)
MIN_WIDTH = 300
GAP = 12  # pixels around the panel, in the strip above the board
STRIP_CSS = f"QGraphicsView {{ background: {TABLE.name()}; }}"  # the strip is the table's, as the board's edges
PANEL_CSS = """
QFrame#tutorial { background: rgba(250, 243, 226, 240); border: 2px solid #C9874A; border-radius: 10px; }
QFrame#tutorial QLabel { color: #2A2118; }
QFrame#tutorial QLabel#problem { color: #A02820; font-weight: bold; }
QFrame#tutorial QPushButton { background: #6E4C2E; color: #F6EED8; border-radius: 5px; padding: 4px 12px; }
"""


class TargetItem(QGraphicsObject):
    """A pulsing golden frame around the cell where the step's card goes (its pulse goes with it, also
    when the scene is closed with the tutorial under way)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.glow = 0.0
        self.setZValue(40)
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(1400)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._step)

    def show_cell(self, x: int, y: int) -> None:
        self.prepareGeometryChange()
        self.rect = cell_rect(x, y).adjusted(-6, -6, 6, 6)
        self.show()
        self._pulse.start()

    def hide_cell(self) -> None:
        self._pulse.stop()
        self.hide()

    def _step(self, value: object) -> None:
        self.glow = float(value)  # type: ignore[arg-type]
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        colour = QColor("#F2C14E")
        colour.setAlphaF(0.55 + 0.45 * self.glow)
        painter.setPen(QPen(colour, 6 + 4 * self.glow))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 8, 8)


class TutorialPanel(QFrame):
    """The step's text in a strip above the board (``view``'s viewport starts below it); Leave ends the
    lesson at any time.
    ``colours``: the seats' colours as the board shows them (the welcome names the player's and the
    computer's, colour-blind palette or not)."""

    leaveClicked = Signal()
    playClicked = Signal()  # at the end: "Start a real game"

    def __init__(self, session: TutorialSession, view: BoardView, colours: Callable[[], list[str]]) -> None:
        super().__init__(view)
        self.session = session
        self.colours = colours
        self.view = view
        self.setObjectName("tutorial")
        self.setStyleSheet(PANEL_CSS)
        lay = self._layout = QVBoxLayout(self)
        self.progress = QLabel()
        self.progress.setStyleSheet("QLabel { font-weight: bold; }")
        lay.addWidget(self.progress)
        self.text = QLabel()
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        lay.addWidget(self.problem)
        row = QHBoxLayout()
        row.addStretch(1)
        self.play_button = QPushButton(self.tr("Start a real game"))
        self.play_button.clicked.connect(self.playClicked)
        self.play_button.hide()
        row.addWidget(self.play_button)
        self.leave_button = QPushButton(self.tr("Leave the tutorial"))
        self.leave_button.clicked.connect(self.leaveClicked)
        row.addWidget(self.leave_button)
        lay.addLayout(row)
        for button in (self.play_button, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter and Space stay the board's
        self.move(GAP, GAP)
        view.resized.connect(self._fit)
        view.setStyleSheet(STRIP_CSS)

    def show_step(self, step: int) -> None:
        steps = self.session.steps
        self.problem.hide()
        if step >= len(steps):
            self.progress.setText(learning().tutorial_progress(len(steps), len(steps)))
            self.text.setText(learning().tutorial_done())
            self.leave_button.setText(self.tr("Close the tutorial"))
            self.play_button.show()
        else:
            self.progress.setText(learning().tutorial_progress(step + 1, len(steps)))
            you, computer = (COLOUR_NAMES[colour] for colour in self.colours()[:2])
            self.text.setText(learning().tutorial_step(steps[step].topic, you, computer))
        self._fit()
        self.show()
        self.raise_()

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()
        self._fit()

    def release(self) -> None:
        """The lesson is over: the board has the whole view again."""
        self.view.resized.disconnect(self._fit)
        self.view.setViewportMargins(0, 0, 0, 0)
        self.view.setStyleSheet("")

    def _fit(self) -> None:
        """As wide as the view allows (up to :data:`PANEL_WIDTH`: fewer lines), as tall as its wrapped texts
        need at that width (adjustSize alone may leave a long one cut); the board's viewport starts below it,
        so the panel never covers the column numbers, the Surveyors or a cell."""
        width = max(MIN_WIDTH, min(PANEL_WIDTH, self.view.width() - 2 * GAP))
        margins = self._layout.contentsMargins()
        for label in (self.text, self.problem):  # a fixed width gives the wrapped text its full height
            label.setFixedWidth(width - margins.left() - margins.right() - 8)  # 8: the border
        self.setFixedWidth(width)
        self.adjustSize()
        self.resize(width, max(self.height(), self.heightForWidth(width)))
        top = self.height() + 2 * GAP
        if self.view.viewportMargins().top() != top:
            self.view.setViewportMargins(0, top, 0, 0)
