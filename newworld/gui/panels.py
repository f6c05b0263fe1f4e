"""The side panels: players (scores, supply, whose turn), the turn box, the game log."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from newworld.gui.figures import draw_meeple
from newworld.gui.palette import NOPEN, SHAPES
from newworld.narration import messages

TRACK = 50  # spaces on the scoring track: a score laps it

PANEL_CSS = """
QWidget#side { background: #2B221C; }
QLabel { color: #F1E4C3; }
QLabel#title { font-size: 22px; font-weight: bold; color: #F6E7C0; letter-spacing: 1px; }
QLabel#sub { color: #BFA985; font-size: 12px; }
QLabel#section { color: #C9A66B; font-size: 11px; font-weight: bold; letter-spacing: 2px; }
QPushButton { background: #5A3E26; color: #F6EED8; border: 1px solid #8A6A40; border-radius: 6px;
              padding: 6px 10px; font-weight: bold; }
QPushButton:hover { background: #6E4C2E; }
QPushButton:disabled { background: #3A2E24; color: #7A6A55; border-color: #4A3A2A; }
QPushButton#confirm { background: #2F7D46; border-color: #4FAF6A; }
QPushButton#confirm:hover { background: #38925A; }
QPushButton#confirm:disabled { background: #2A3A2E; color: #6A7A6A; border-color: #3A4A3A; }
QPlainTextEdit { background: #221B16; color: #E6D8B8; border: 1px solid #4A3A2A; border-radius: 6px;
              font-size: 12px; }
"""


@dataclass(frozen=True)
class RowText:
    """One text of a player row, where it goes and how it looks (painting and tests read the same)."""

    text: str
    rect: QRectF
    pixels: int
    bold: bool
    colour: str
    align: Qt.AlignmentFlag

    def font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.pixels)
        font.setBold(self.bold)
        return font

    def needed(self) -> int:
        """The width the whole text takes."""
        return QFontMetrics(self.font()).horizontalAdvance(self.text) + 1

    def painted(self) -> QRectF:
        """Where its letters go: as wide as the text (at most the rect), as high as the font, aligned as drawn."""
        width, height = min(self.needed(), self.rect.width()), QFontMetrics(self.font()).height()
        left = self.rect.right() - width if self.align & Qt.AlignmentFlag.AlignRight else self.rect.left()
        return QRectF(left, self.rect.center().y() - height / 2, width, height)


LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
NAME_MIN = 64  # px a name keeps at least (elided, its tool tip says it whole)
GAP = 8  # px between a row's left texts and its score column
SUPPLY_MAX = 5  # settlers a player starts with: the supply's meeples take room for this many
CLOCK_WIDEST = "88:88"  # the clock's face takes room for this at least (a longer one takes its own width)
CLOCK_PAD = 6  # px on each side of the clock's face inside its box
# The clock's box by how it stands: (fill, frame, text); "" is no fill or no frame.
CLOCK_LOOKS = {
    "waiting": ("", "#5A4530", "#BFA985"),  # another player's time, standing
    "running": ("#E8C170", "#E8C170", "#2B221C"),  # the player to move, counting down
    "low": ("#C62828", "#FF8A80", "#FFFFFF"),  # the last 10 s of the player to move
    "paused": ("", "#E8C170", "#E8C170"),  # the player to move, while the clock stands still
    "out": ("", "#8A3A30", "#E07060"),  # no time left (a chess clock's bank is spent)
}


class PlayerRow(QWidget):
    """One player: a meeple in their colour, name, level, score with laps, supply.

    Painted by hand in fixed pixel sizes; the texts are placed by :meth:`texts` and the row's
    minimum width is what they need, so the side panel grows instead of cutting them off.
    Only the name is elided (to the width left over), and then its tool tip gives it whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.colour = "#888888"
        self.kind = "human"
        self.level = ""
        self.score = 0
        self.supply = 5
        self.active = False
        self.winner = False
        self.shape: str | None = None
        self.compact = False
        self.clock = ""  # the time left as the clock's face shows it ("" without a clock)
        self.clock_look = "waiting"  # one of CLOCK_LOOKS
        self.setFixedHeight(self.HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    HEIGHT = 66
    COMPACT_HEIGHT = 44

    def set_compact(self, on: bool) -> None:
        """Two lines instead of three, for many players in a small window."""
        if on != self.compact:
            self.compact = on
            self.setFixedHeight(self.COMPACT_HEIGHT if on else self.HEIGHT)
            self.updateGeometry()
            self.refresh()

    def refresh(self) -> None:
        """Repaint after a change, with the name's tool tip when the name does not fit."""
        name = self.texts()[0]
        self.setToolTip(self.name if name.needed() > name.rect.width() else "")
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(max(260, self.minimumSizeHint().width()), self.COMPACT_HEIGHT if self.compact else self.HEIGHT)

    def minimumSizeHint(self) -> QSize:
        """As narrow as the texts allow, the name cut to :data:`NAME_MIN` (at the widest: a full supply,
        a three-digit score on a two-digit lap)."""
        text = messages()
        widest_score, far = "888", 10 * TRACK + TRACK - 1
        if self.compact:
            score = RowText(widest_score, QRectF(), 20, True, "", RIGHT).needed() + 4
            who = RowText(self._who(far), QRectF(), 10, False, "", RIGHT).needed()
            top = 36 + NAME_MIN + self._clock_room() + 14 + score + 8
            bottom = 42 + self._compact_supply_width() + who + 6
            return QSize(2 + max(top, bottom), self.COMPACT_HEIGHT)
        score = RowText(widest_score, QRectF(), 26, True, "", RIGHT).needed()
        track = RowText(text.score_track(far, TRACK), QRectF(), 10, False, "", RIGHT).needed()
        kind = RowText(text.seat_kind(self.kind, self.level), QRectF(), 11, False, "", LEFT).needed()
        top = 50 + max(NAME_MIN, kind + self._clock_room()) + GAP + score + 8
        bottom = 50 + self._full_supply_width() + GAP + track + 8
        return QSize(4 + max(top, bottom), self.HEIGHT)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.refresh()

    def _full_supply_width(self) -> int:
        """The supply's line on a full row: the meeples, or 'no settlers left'."""
        words = RowText(messages().no_settlers(), QRectF(), 11, False, "", LEFT).needed()
        return max(7 + SUPPLY_MAX * 14, words)

    def _compact_supply_width(self) -> int:
        words = RowText(messages().no_settlers(short=True), QRectF(), 10, False, "", LEFT).needed()
        return max(SUPPLY_MAX * 11, words) + 4

    def _clock_text(self) -> RowText:
        """The clock's face (its rect is placed by the layout)."""
        return RowText(self.clock, QRectF(), 11 if self.compact else 12, True, CLOCK_LOOKS[self.clock_look][2], LEFT)

    def _clock_width(self) -> int:
        """The clock's box: the widest face it may show, and a little room around it."""
        face = self._clock_text()
        return max(face.needed(), replace(face, text=CLOCK_WIDEST).needed()) + 2 * CLOCK_PAD

    def _clock_room(self) -> int:
        """What the clock takes from the texts beside it (none without a clock)."""
        return self._clock_width() + GAP if self.clock else 0

    def clock_rect(self) -> QRectF:
        """Where the clock's box is painted (empty without a clock): left of the score, on the line of who
        plays (on the name's line in a compact row)."""
        if not self.clock:
            return QRectF()
        r, width = self._inner(), self._clock_width()
        score = RowText(str(self.score), QRectF(), 20 if self.compact else 26, True, "", RIGHT).needed()
        if self.compact:
            return QRectF(r.right() - 8 - score - 4 - GAP - width, r.top() + 4, width, 18)
        return QRectF(r.right() - 8 - score - GAP - width, r.top() + 26, width, 17)

    def _who(self, score: int) -> str:
        text = messages()
        return " · ".join(part for part in (text.seat_kind(self.kind, self.level), text.lap(score, TRACK)) if part)

    def _name(self) -> str:
        return ("▶ " if self.active else "") + self.name

    def _inner(self) -> QRectF:
        inset = 1 if self.compact else 2
        return QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)

    def texts(self) -> list[RowText]:
        """The row's texts in their places; the name first."""
        return self._compact_texts() if self.compact else self._full_texts()

    def _full_texts(self) -> list[RowText]:
        """Name, who plays and the supply on the left; the score and its place on the track on the right."""
        r, text = self._inner(), messages()
        score = RowText(str(self.score), QRectF(), 26, True, "#FFE7A8" if self.winner else "#F6EED8", RIGHT)
        score_w = score.needed()
        left_w = r.width() - 50 - GAP - score_w - 8  # the name and who plays: up to the score
        track = RowText(text.score_track(self.score, TRACK), QRectF(), 10, False, "#BFA985", RIGHT)
        track_w = track.needed()
        texts = [
            RowText(self._name(), QRectF(r.left() + 50, r.top() + 6, left_w, 22), 15, True, "#F6EED8", LEFT),
            RowText(text.seat_kind(self.kind, self.level),
                    QRectF(r.left() + 50, r.top() + 25, left_w - self._clock_room(), 18), 11, False, "#BFA985", LEFT),
            replace(score, rect=QRectF(r.right() - 8 - score_w, r.top() + 4, score_w, 36)),
            replace(track, rect=QRectF(r.right() - 8 - track_w, r.bottom() - 20, track_w, 16)),
        ]
        if not self.supply:
            texts.append(RowText(text.no_settlers(), QRectF(r.left() + 50, r.bottom() - 19, self._full_supply_width(),
                                                            16), 11, False, "#BFA985", LEFT))
        return texts + self._clock_texts()

    def _clock_texts(self) -> list[RowText]:
        """The clock's face, centred in its box (none without a clock)."""
        if not self.clock:
            return []
        box = self.clock_rect()
        face = self._clock_text()
        return [replace(face, rect=QRectF(box.center().x() - face.needed() / 2, box.top(), face.needed(),
                                          box.height()))]

    def _compact_texts(self) -> list[RowText]:
        """Name and score on the first line; the supply and who plays on the second."""
        r = self._inner()
        score = RowText(str(self.score), QRectF(), 20, True, "#FFE7A8" if self.winner else "#F6EED8", RIGHT)
        score_w = score.needed() + 4
        name_w = r.width() - 36 - self._clock_room() - score_w - 14 - 8
        who_x = r.left() + 42 + self._compact_supply_width()
        texts = [
            RowText(self._name(), QRectF(r.left() + 36, r.top() + 3, name_w, 20), 13, True, "#F6EED8", LEFT),
            replace(score, rect=QRectF(r.right() - 8 - score_w, r.top() + 2, score_w, 24)),
            RowText(self._who(self.score), QRectF(who_x, r.bottom() - 18, r.right() - who_x - 6, 16), 10, False,
                    "#BFA985", RIGHT),
        ]
        if not self.supply:
            texts.append(RowText(messages().no_settlers(short=True), QRectF(r.left() + 36, r.bottom() - 18,
                                                                             self._compact_supply_width(), 16),
                                 10, False, "#BFA985", LEFT))
        return texts + self._clock_texts()

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint_frame(p)
        r = self._inner()
        x0, step, size = self._supply_meeples()
        for i in range(self.supply):  # the supply: small meeples on the bottom line
            draw_meeple(p, QPointF(x0 + i * step, r.bottom() - 10), size, self.colour)
        self._paint_clock_box(p)
        for item in self.texts():
            p.setFont(item.font())
            p.setPen(QColor(item.colour))
            shown = p.fontMetrics().elidedText(item.text, Qt.TextElideMode.ElideRight, int(item.rect.width()))
            p.drawText(item.rect, item.align, shown)
        p.end()

    def _supply_meeples(self) -> tuple[float, int, int]:
        """The first supply meeple's centre x, the step between them, their size."""
        left = self._inner().left()
        return (left + 42, 11, 10) if self.compact else (left + 57, 14, 12)

    def supply_rect(self) -> QRectF:
        """Where the supply's meeples stand (empty without settlers)."""
        if not self.supply:
            return QRectF()
        x0, step, size = self._supply_meeples()
        y = self._inner().bottom() - 10
        return QRectF(x0 - size / 2, y - size / 2, (self.supply - 1) * step + size, size)

    def _paint_clock_box(self, p: QPainter) -> None:
        if not self.clock:
            return
        fill, frame, _text = CLOCK_LOOKS[self.clock_look]
        p.setPen(QPen(QColor(frame), 1) if frame else NOPEN)
        p.setBrush(QColor(fill) if fill else QColor(0, 0, 0, 0))
        box = self.clock_rect().adjusted(0.5, 0.5, -0.5, -0.5)
        p.drawRoundedRect(box, box.height() / 2, box.height() / 2)

    def _paint_frame(self, p: QPainter) -> None:
        """The row's frame (gold for the player to move), the colour stripe and the meeple."""
        radius, stripe, meeple_x, meeple = (6, 5, 20, 22) if self.compact else (8, 6, 28, 30)
        r = self._inner()
        p.setPen(QPen(QColor("#E8C170") if self.active else QColor("#4A3A2A"), 2 if self.active else 1))
        p.setBrush(QColor("#4A3826") if self.active else QColor("#342820"))
        p.drawRoundedRect(r, radius, radius)
        p.setPen(NOPEN)
        p.setBrush(QColor(self.colour))
        p.drawRoundedRect(QRectF(r.left(), r.top(), stripe, r.height()), stripe / 2, stripe / 2)
        draw_meeple(p, QPointF(r.left() + meeple_x, r.center().y()), meeple, self.colour, shape=self.shape)


class PlayersPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(4)
        self.rows: list[PlayerRow] = []
        self.compact = False

    def set_compact(self, on: bool) -> None:
        self.compact = on
        self.layout_.setSpacing(3 if on else 4)
        for row in self.rows:
            row.set_compact(on)

    def set_players(self, seats: list[Any], colours: list[str], shapes: bool) -> None:
        for row in self.rows:
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        for i, seat in enumerate(seats):
            row = PlayerRow(self)
            row.name, row.colour, row.kind, row.level = seat.name, colours[i], seat.kind, seat.level
            row.shape = SHAPES[i] if shapes else None
            row.set_compact(self.compact)
            row.refresh()
            self.layout_.addWidget(row)
            self.rows.append(row)

    def update_state(self, scores: tuple[int, ...], supply: tuple[int, ...], current: int,
                     winners: tuple[int, ...] = ()) -> None:
        for i, row in enumerate(self.rows):
            row.score = scores[i] if i < len(scores) else 0
            row.supply = supply[i] if i < len(supply) else 0
            row.active = i == current
            row.winner = i in winners
            row.refresh()

    def set_clocks(self, faces: list[tuple[str, str]]) -> None:
        """Each player's clock: (face, look) per row, ("", ...) for none. A row grows for a clock it did not show."""
        for row, (face, look) in zip(self.rows, faces, strict=False):
            if (face, look) != (row.clock, row.clock_look):
                grows = bool(face) != bool(row.clock)
                row.clock, row.clock_look = face, look
                if grows:
                    row.updateGeometry()
                row.refresh()


class TurnBox(QFrame):
    """Status text and the buttons of a human turn."""

    rotateClicked = Signal()
    noSettlerClicked = Signal()
    confirmClicked = Signal()
    takeBackClicked = Signal()
    remainingClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 13px;")
        lay.addWidget(self.status)
        row = QHBoxLayout()
        self.rotate = QPushButton(self.tr("⟳ Rotate"))
        self.rotate.setToolTip(self.tr("Rotate the card (R, right click)"))
        self.none = QPushButton(self.tr("No settler"))
        self.none.setToolTip(self.tr("Place no settler (Space)"))
        self.back = QPushButton(self.tr("Take back"))
        self.back.setToolTip(self.tr("Take the card back (Ctrl+Z)"))
        for b in (self.rotate, self.none, self.back):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        lay.addLayout(row)
        self.confirm = QPushButton(self.tr("Confirm turn  ⏎"))
        self.confirm.setObjectName("confirm")
        self.confirm.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay.addWidget(self.confirm)
        self.cards = QPushButton(self.tr("Cards left: –"))
        self.cards.setToolTip(self.tr("Cards still in the stack, not counting the one in hand. Show them (T)"))
        self.cards.setEnabled(False)
        self.cards.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay.addWidget(self.cards)
        self.rotate.clicked.connect(self.rotateClicked)
        self.none.clicked.connect(self.noSettlerClicked)
        self.confirm.clicked.connect(self.confirmClicked)
        self.back.clicked.connect(self.takeBackClicked)
        self.cards.clicked.connect(self.remainingClicked)

    def set_state(self, text: str, can_rotate: bool, can_none: bool, can_confirm: bool, can_back: bool) -> None:
        self.status.setText(text)
        self.rotate.setEnabled(can_rotate)
        self.none.setEnabled(can_none)
        self.confirm.setEnabled(can_confirm)
        self.back.setEnabled(can_back)


class LogPanel(QPlainTextEdit):
    """The game log: one paragraph per line, wrapped, always scrolled to the newest."""

    MAX_LINES = 2000  # a whole game makes about 600

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setMaximumBlockCount(self.MAX_LINES)
        self.setMinimumHeight(120)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)

    def sizeHint(self) -> QSize:
        # small: the log takes the space left over, it never asks the side panel to scroll
        return QSize(260, self.minimumHeight())

    def add(self, text: str) -> None:
        self.appendPlainText(text)
        self._to_bottom()

    def set_lines(self, lines: list[str]) -> None:
        """Replace the log with ``lines`` (the history of the game on the board)."""
        self.setPlainText("\n".join(lines[-self.MAX_LINES:]))
        self._to_bottom()

    def lines(self) -> list[str]:
        text = self.toPlainText()
        return text.split("\n") if text else []

    def _to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def resizeEvent(self, event: Any) -> None:
        bar = self.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum() - 2
        super().resizeEvent(event)
        if at_bottom:  # keep showing the newest lines when the panel changes height
            self._to_bottom()


class SidePanel(QWidget):
    """The panel right of the board. Player rows turn compact when the window is short, the
    content scrolls if even that does not fit, and without the log the rest stays at the top.
    It is :data:`WIDTH` wide, or as wide as its content needs with a larger font or longer words."""

    WIDTH = 300

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer.addWidget(self.scroller)
        content = QWidget()
        content.setObjectName("side")
        content.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_CSS)
        self.scroller.setStyleSheet("QScrollArea { background: #2B221C; border: none; }")
        self.lay = lay = QVBoxLayout(content)
        lay.setContentsMargins(12, 12, 12, 12)
        lay.setSpacing(8)
        self.title = QLabel(self.tr("New World"))
        self.title.setObjectName("title")
        lay.addWidget(self.title)
        self.sub = QLabel(self.tr("A Carcassonne Game"))
        self.sub.setObjectName("sub")
        lay.addWidget(self.sub)
        lay.addWidget(self._section(self.tr("PLAYERS")))
        self.players = PlayersPanel()
        lay.addWidget(self.players)
        lay.addWidget(self._section(self.tr("THIS TURN")))
        self.turn = TurnBox()
        lay.addWidget(self.turn)
        self.log_title = self._section(self.tr("GAME LOG  (H)"))
        lay.addWidget(self.log_title)
        self.log = LogPanel()
        lay.addWidget(self.log, 1)
        lay.addStretch(0)  # takes the free space when the log is hidden
        self.scroller.setWidget(content)
        self.content = content
        content.installEventFilter(self)  # its needs change: the panel's width follows
        self.compact = False

    def sizeHint(self) -> QSize:
        return QSize(self.needed_width(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.needed_width(), super().minimumSizeHint().height())

    def needed_width(self) -> int:
        """:data:`WIDTH`, or what the content needs beside the scroll bar it may show."""
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        return max(self.WIDTH, self.content.minimumSizeHint().width() + bar)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if watched is self.content and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        elif watched is self.window() and event.type() == QEvent.Type.ApplicationFontChange:
            # The desktop's font changed while the game runs. Widgets under a style sheet keep
            # their old font unless the sheet is applied anew.
            self.setStyleSheet("")
            self.setStyleSheet(PANEL_CSS)
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.window().installEventFilter(self)  # a font change is told to the windows only

    @staticmethod
    def _section(text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName("section")
        return label

    def show_log(self, on: bool) -> None:
        self.log.setVisible(on)
        self.log_title.setVisible(on)
        self.lay.setStretch(self.lay.count() - 1, 0 if on else 1)
        self.relayout()

    def needed_height(self, compact: bool) -> int:
        """The height the content wants with normal or compact player rows."""
        rows = len(self.players.rows)
        row = (PlayerRow.COMPACT_HEIGHT + 3) if compact else (PlayerRow.HEIGHT + 4)
        head = 0 if compact else self.title.sizeHint().height() + self.sub.sizeHint().height() + 16
        log_min = 80 if compact else 120
        log = (self.log_title.sizeHint().height() + 8 + log_min) if self.log.isVisibleTo(self) else 0
        sections = 2 * (self.log_title.sizeHint().height() + 8)
        return 24 + head + rows * row + sections + self.turn.sizeHint().height() + 8 + log

    def set_compact(self, on: bool) -> None:
        self.compact = on
        self.players.set_compact(on)
        self.title.setVisible(not on)
        self.sub.setVisible(not on)
        self.log.setMinimumHeight(80 if on else 120)

    def relayout(self) -> None:
        """Choose normal or compact rows for the height there is (call after the players change)."""
        self.set_compact(self.height() < self.needed_height(False))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.relayout()
