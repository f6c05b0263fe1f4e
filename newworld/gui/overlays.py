"""Widgets over the board: the hand (the drawn card, then the settler) and the notice bubble.

The hand shows the :class:`~newworld.gui.draft.TurnDraft` and reports what the
player does with it as intent: the card or the settler picked up (then the
pointer until it is released: the hand holds the mouse during a drag), a
rotation asked for with the wheel over the hand or a right click on it (the caption names R and the right
click: over the board the wheel zooms).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen, QWheelEvent
from PySide6.QtWidgets import QWidget

from newworld.engine.catalog import PLAINS
from newworld.gui.draft import TurnDraft
from newworld.gui.figures import draw_fitted_text, draw_meeple
from newworld.gui.painters import card_pixmap
from newworld.gui.palette import NOBRUSH, NOPEN
from newworld.narration import messages

MARGIN = 16  # from the board's corner
CHOSEN_ALPHA = 110  # the settler chosen, faded in the hand: it stands on the card
CARD_PIXELS = 160  # the cached picture drawn into the hand


class HandWidget(QWidget):
    """The player's hand, in a corner of the board while a human composes a turn: the lower right one
    unless it would cover a cell where the card fits, the card lying there or a town's name
    (:meth:`place_in`); smaller where no corner is free at full size."""

    SIZE = QSize(176, 196)  # the design size; everything is painted in these coordinates
    COMPACT = 0.78  # the scale where no corner is free at full size
    cardGrabbed = Signal(QPointF)  # global position
    settlerGrabbed = Signal(QPointF)
    pointerMoved = Signal(QPointF)  # during a drag the hand started
    pointerReleased = Signal(QPointF)
    rotateRequested = Signal(int)  # +1 clockwise, -1 back

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.scale = 1.0
        self.setFixedSize(self.SIZE)
        self.draft = TurnDraft()
        self.colours: list[str] = []
        self.owner = ""  # the seat's name on the hand when several humans share the screen
        self.dragging: str | None = None  # "card" or "settler"
        self.corner: int | None = None  # the board's corner it stands in (as _corners counts them), None: docked
        self.hide()

    def show_draft(self, draft: TurnDraft) -> None:
        self.draft = draft
        self.setVisible(draft.active)
        self.update()

    def place_in(self, area: QRectF, keep_clear: list[QRectF] | None = None, dock: QRectF | None = None) -> None:
        """Take a corner of ``area`` (the board's viewport, in the parent's coordinates) that covers none of
        ``keep_clear`` (rectangles in the same coordinates): the lower right one if it can, at full size if
        a corner allows it, smaller if not; if no corner is free, the lower right corner of ``dock`` (beside
        the board); failing all, the corner where it covers least. Where it stands already it stays while
        that covers nothing, so zooming and panning do not send it from corner to corner."""
        clear = keep_clear or []
        spots = [*_corners(area, self.SIZE), *_corners(area, QSizeF(self.SIZE) * self.COMPACT)]
        if dock is not None:
            spots.append(_corners(dock, self.SIZE)[0])
        covers = [sum(_overlap(spot, r) for r in clear) for spot in spots]
        free = [i for i, cover in enumerate(covers) if cover == 0]
        here = [i for i in free if i % CORNERS == self.corner]  # the corner it stands in, full size first
        chosen = (here or free or [covers.index(min(covers))])[0]
        self.corner = chosen % CORNERS if chosen < 2 * CORNERS else None
        spot = spots[chosen]
        self.scale = spot.width() / self.SIZE.width()
        self.setFixedSize(spot.size().toSize())
        self.move(spot.topLeft().toPoint())
        self.update()

    def card_rect(self) -> QRectF:
        return _scaled(QRectF(28, 30, 120, 120), self.scale)

    def holds(self, at: QPointF) -> bool:
        """Whether the global point ``at`` is over the hand."""
        return self.rect().contains(self.mapFromGlobal(at.toPoint()))

    def settler_rect(self) -> QRectF:
        return _scaled(QRectF(58, 30, 60, 70), self.scale)

    def colour(self) -> str:
        p = self.draft.player
        return self.colours[p] if 0 <= p < len(self.colours) else "#888888"

    def _settler_ready(self) -> bool:
        d = self.draft
        return d.placed and bool(d.choices) and d.supply > 0 and d.settler is None

    # --- the pointer -------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if event.button() == Qt.MouseButton.RightButton:
            self.rotateRequested.emit(1)
        elif event.button() == Qt.MouseButton.LeftButton:
            if not self.draft.placed and self.card_rect().contains(pos):
                self._grab("card")
                self.cardGrabbed.emit(event.globalPosition())
            elif self._settler_ready() and self.settler_rect().contains(pos):
                self._grab("settler")
                self.settlerGrabbed.emit(event.globalPosition())
        event.accept()

    def _grab(self, what: str) -> None:
        self.dragging = what
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.dragging is not None:
            self.pointerMoved.emit(event.globalPosition())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.dragging is None:
            return
        self.dragging = None
        self.unsetCursor()
        self.update()
        self.pointerReleased.emit(event.globalPosition())

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.angleDelta().y():
            self.rotateRequested.emit(1 if event.angleDelta().y() < 0 else -1)
        event.accept()

    # --- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        d = self.draft
        if d.card is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.scale(self.scale, self.scale)
        h = QRectF(QPointF(0, 0), QSizeF(self.SIZE)).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#C9A66B"), 2))
        painter.setBrush(QColor(40, 30, 22))
        painter.drawRoundedRect(h, 12, 12)
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#F1E4C3"))
        text = messages()
        draw_fitted_text(painter, QRectF(h.left() + 4, h.top() + 6, h.width() - 8, 20), Qt.AlignmentFlag.AlignCenter,
                         text.hand_title(d.placed, d.supply, self.owner, None if d.settler is None else d.settler.kind))
        if not d.placed:
            self._paint_card(painter)
        elif self._settler_ready() and self.dragging != "settler":
            draw_meeple(painter, _scaled(self.settler_rect(), 1 / self.scale).center(), 48, self.colour())
        elif d.settler is not None:  # it stands on the card: the box shows it faded, its role in the title
            draw_meeple(painter, _scaled(self.settler_rect(), 1 / self.scale).center(), 48, self.colour(),
                        d.settler.kind == PLAINS, alpha=CHOSEN_ALPHA)
        font.setBold(False)
        font.setPixelSize(11)
        painter.setFont(font)
        painter.setPen(QColor("#CDBB95"))
        if d.placed:
            lines = self.supply_text() + "\n" + text.hand_help(True, bool(d.choices))
            draw_fitted_text(painter, QRectF(h.left() + 4, h.top() + 104, h.width() - 8, 80),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             lines)
        else:
            draw_fitted_text(painter, QRectF(h.left() + 4, h.bottom() - 34, h.width() - 8, 30),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text.hand_help(False, False))
        painter.end()

    def supply_text(self) -> str:
        """The settlers in supply, under the settler: one chosen has left it for the card."""
        return messages().supply(self.draft.supply - (self.draft.settler is not None))

    def _paint_card(self, painter: QPainter) -> None:
        r = _scaled(self.card_rect(), 1 / self.scale)
        if self.dragging == "card":  # the card is on its way: its place in the hand stays empty
            painter.setPen(QPen(QColor("#C9A66B"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(NOBRUSH)
            painter.drawRect(r)
            return
        assert self.draft.card is not None
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setPen(NOPEN)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRect(r.translated(4, 5))
        painter.drawPixmap(r, card_pixmap(self.draft.card, self.draft.rotation, CARD_PIXELS),
                           QRectF(0, 0, CARD_PIXELS, CARD_PIXELS))


def _scaled(rect: QRectF, k: float) -> QRectF:
    return QRectF(rect.topLeft() * k, rect.size() * k)


CORNERS = 4


def _corners(area: QRectF, size: QSize | QSizeF) -> list[QRectF]:
    """Where a widget of ``size`` sits in each corner of ``area``: lower right first, then lower left,
    upper right, upper left."""
    w, h = float(size.width()), float(size.height())
    left, right = area.left() + MARGIN, area.right() - w - MARGIN
    top, bottom = area.top() + MARGIN, area.bottom() - h - MARGIN
    return [QRectF(round(x), round(y), round(w), round(h))
            for x, y in ((right, bottom), (left, bottom), (right, top), (left, top))]


def _overlap(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return 0.0 if both.isEmpty() else both.width() * both.height()


class NoticeBubble(QWidget):
    """A short message at the bottom of the board: whose turn it is, who is thinking."""

    HEIGHT = 34

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.text = ""
        self._area = QRectF()
        self._clear: list[QRectF] = []
        self._font = QFont()
        self._font.setPixelSize(16)
        self._font.setBold(True)
        self.hide()

    def set_text(self, text: str) -> None:
        self.text = text
        self.setVisible(bool(text))
        self._fit()
        self.update()

    def place_in(self, area: QRectF, clear: list[QRectF] | None = None) -> None:
        """Keep to the bottom centre of ``area``, or the first place nearby that covers nothing in ``clear``
        (the column numbers, the Surveyors, the hand: in the parent's coordinates)."""
        self._area = area
        self._clear = clear or []
        self._fit()

    def _fit(self) -> None:
        width = QFontMetrics(self._font).horizontalAdvance(self.text) + 40
        area = self._area
        spots = [QRectF(x - width / 2, y, width, self.HEIGHT)
                 for y in (area.bottom() - 58, area.bottom() - 110, area.top() + 24, area.top() + 76)
                 for x in (area.center().x(), area.left() + area.width() * 0.3, area.left() + area.width() * 0.7)]
        free = [r for r in spots if not any(r.intersects(c) for c in self._clear)]
        self.setGeometry((free or spots)[0].toRect())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self._font)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#E8D8B0"), 1.5))
        painter.setBrush(QColor(30, 24, 18))
        painter.drawRoundedRect(r, 17, 17)
        painter.setPen(QColor("#F6EED8"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)
        painter.end()
