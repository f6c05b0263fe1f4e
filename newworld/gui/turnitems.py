"""The items of the turn being composed: legal cells, the card in play, settler markers, the hover
highlight. They show the :class:`~newworld.gui.draft.TurnDraft`; a marker reports a click as intent
(:attr:`MarkerItem.picked`), it never changes the draft itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from newworld.engine.catalog import PLAINS, CardType
from newworld.engine.moves import Placement, SettlerChoice
from newworld.gui.draft import Cell, TurnDraft
from newworld.gui.figures import draw_meeple, draw_text_badge
from newworld.gui.geometry import CELL, bounds, cell_centre, cell_rect, settler_anchor, unit_to_scene
from newworld.gui.items import SETTLER_SIZE, paint_card
from newworld.gui.palette import NOBRUSH, NOPEN
from newworld.narration import role_name

if TYPE_CHECKING:
    from newworld.gui.scene import BoardScene


class LegalCellsItem(QGraphicsItem):
    """Soft outlines on the cells where the drawn card fits; the snapped card's edge colour."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[tuple[int, int]] = []
        self.strong = False
        self.setZValue(5)
        self._bounds = QRectF()

    def set_cells(self, cells: list[tuple[int, int]]) -> None:
        self.prepareGeometryChange()
        self.cells = cells
        self._bounds = bounds((cell_rect(x, y) for x, y in cells), 4)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(QColor(255, 244, 200, 230 if self.strong else 150), 3 if self.strong else 2,
                   Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 244, 200, 50 if self.strong else 22))
        for x, y in self.cells:
            painter.drawRoundedRect(cell_rect(x, y).adjusted(5, 5, -5, -5), 8, 8)


class GhostItem(QGraphicsItem):
    """The drawn card under the pointer or placed tentatively, with a green or red edge."""

    def __init__(self) -> None:
        super().__init__()
        self.card: CardType | None = None
        self.turn = 0
        self.fits: bool | None = None
        self.opacity_ = 0.85
        self.setZValue(30)

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 6, -CELL / 2 - 6, CELL + 12, CELL + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.card is None:
            return
        rect = QRectF(-CELL / 2, -CELL / 2, CELL, CELL)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(NOPEN)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRect(rect.translated(5, 7))
        painter.setOpacity(self.opacity_)
        paint_card(painter, rect, self.card, self.turn)
        painter.setOpacity(1.0)
        if self.fits is not None:
            colour = QColor("#3CD070") if self.fits else QColor("#E04040")
            painter.setPen(QPen(colour, 5))
            painter.setBrush(NOBRUSH)
            painter.drawRect(rect.adjusted(2.5, 2.5, -2.5, -2.5))
        elif self.opacity_ >= 1.0:  # placed, not yet confirmed
            painter.setPen(QPen(QColor("#F2C14E"), 3, Qt.PenStyle.DashLine))
            painter.setBrush(NOBRUSH)
            painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))


class MarkerItem(QGraphicsObject):
    """A legal settler spot on the new card, labelled with its role; a click picks it."""

    picked = Signal(object)  # the SettlerChoice

    def __init__(self, choice: SettlerChoice, colour: str) -> None:
        super().__init__()
        self.choice = choice
        self.colour = colour
        self.hover = False
        self.selected = False
        self.compact = False
        self.setZValue(40)
        self.setToolTip(role_name(choice.kind))
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-34, -22, 68, 44)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.selected:
            draw_meeple(painter, QPointF(0, -2), SETTLER_SIZE, self.colour, self.choice.kind == PLAINS)
            return
        col = QColor(self.colour)
        # on a crowded card (a crossing has eight spots) the markers are small, so the card shows
        radius = 11.0 if self.hover or not self.compact else 7.5
        painter.setPen(QPen(QColor(255, 255, 255, 235), 2.5 if radius > 8 else 1.5))
        painter.setBrush(QColor(col.red(), col.green(), col.blue(), 240 if self.hover else 190))
        painter.drawEllipse(QPointF(0, -4), radius, radius)
        font = QFont()
        font.setPixelSize(12 if radius > 8 else 9)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#FFFFFF") if col.lightness() < 170 else QColor("#221A12"))
        painter.drawText(QRectF(-radius, -4 - radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter,
                         role_name(self.choice.kind)[0])
        if self.hover or not self.compact:
            draw_text_badge(painter, QPointF(0, 15), role_name(self.choice.kind), 9,
                                QColor("#FFFFFF"), QColor(30, 25, 20, 230 if self.hover else 190))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(self.choice)
            event.accept()
        else:
            event.ignore()

    def hoverEnterEvent(self, event: Any) -> None:
        self.hover = True
        self.setZValue(41)
        self.update()

    def hoverLeaveEvent(self, event: Any) -> None:
        self.hover = False
        self.setZValue(40)
        self.update()


class HighlightItem(QGraphicsItem):
    """A hovered feature tinted across all its cards, with its value."""

    def __init__(self) -> None:
        super().__init__()
        self.path = QPainterPath()
        self.label = ""
        self.label_pos = QPointF()
        self.setZValue(15)

    def set_feature(self, path: QPainterPath, label: str, pos: QPointF) -> None:
        self.prepareGeometryChange()
        self.path, self.label, self.label_pos = path, label, pos
        self.update()

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-200, -60, 200, 60)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.path.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(255, 250, 210, 230), 3))
        painter.setBrush(QColor(255, 240, 150, 90))
        painter.drawPath(self.path)
        if self.label:
            draw_text_badge(painter, self.label_pos, self.label, 13, QColor("#FFFFFF"), QColor(30, 25, 20, 225))



class TurnLayer(QObject):
    """The turn items of a scene: they show a :class:`TurnDraft`, and the card while it is dragged."""

    markerPicked = Signal(object)  # a settler marker was clicked: its SettlerChoice

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.outline = True  # outline the cells where the card fits
        self.legal, self.ghost = LegalCellsItem(), GhostItem()
        scene.addItem(self.legal)
        scene.addItem(self.ghost)
        self.ghost.hide()
        self.markers: list[MarkerItem] = []
        self._marked: tuple[Placement, tuple[SettlerChoice, ...]] | None = None  # what the markers show

    def show_draft(self, draft: TurnDraft, fits: dict[Cell, tuple[int, ...]]) -> None:
        """Outlines where the card fits, the card lying on its cell, the settler markers."""
        self.legal.strong = False
        self.legal.set_cells(list(fits) if draft.active and not draft.placed and self.outline else [])
        p = draft.placement
        if p is None or draft.card is None:
            self.ghost.hide()
            self.clear_markers()
            return
        g = self.ghost
        g.card, g.turn, g.fits, g.opacity_ = draft.card, p.rotation, None, 1.0
        g.setPos(cell_centre(p.x, p.y))
        g.show()
        g.update()
        if self._marked != (p, draft.choices):
            self.show_markers(draft)
        for m in self.markers:
            m.selected = draft.settler is not None and m.choice == draft.settler
            m.update()

    def start_drag(self) -> None:
        self.legal.strong = True
        self.legal.update()

    def show_drag(self, draft: TurnDraft, at: QPointF, fits: bool | None) -> None:
        """The dragged card at ``at``, edged green or red over a cell where the card (or no card) fits."""
        g = self.ghost
        g.card, g.turn, g.fits, g.opacity_ = draft.card, draft.rotation, fits, 0.85
        g.setPos(at)
        g.show()
        g.update()

    def end_drag(self, draft: TurnDraft) -> None:
        self.legal.strong = False
        self.legal.update()
        if not draft.placed:
            self.ghost.hide()

    def show_markers(self, draft: TurnDraft) -> None:
        self.clear_markers()
        p = draft.placement
        if p is None or draft.card is None:
            return
        for choice in draft.choices:
            m = MarkerItem(choice, self.scene.colour_of(draft.player))
            m.setPos(unit_to_scene(p.x, p.y, settler_anchor(draft.card, p.rotation, choice.feature)))
            m.picked.connect(self.markerPicked)
            self.scene.addItem(m)
            self.markers.append(m)
        self._marked = (p, draft.choices)
        for m in self.markers:  # on a crowded card (a crossing has eight spots) the markers are small
            m.compact = any(o is not m and abs(o.x() - m.x()) < 62 and abs(o.y() - m.y()) < 30 for o in self.markers)

    def clear_markers(self) -> None:
        for m in self.markers:
            self.scene.removeItem(m)
        self.markers = []
        self._marked = None

    def marker_near(self, pt: QPointF, reach: float) -> SettlerChoice | None:
        return next((m.choice for m in self.markers if (m.pos() - pt).manhattanLength() < reach), None)

