"""The items of the turn being composed: legal cells, the card in play, settler markers, the hover
highlight. They show the :class:`~newworld.gui.draft.TurnDraft`; a marker reports a click as intent
(:attr:`MarkerItem.picked`), it never changes the draft itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QToolTip,
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
        paint_card(painter, rect, self.card, self.turn, self)
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
    """A legal settler spot on the new card, labelled with its role; a click picks it.

    What takes the pointer is what is drawn (:meth:`shape`): the circle, and the role's name
    under it when there is room for it. The hovered marker grows; on a crowded card (a crossing
    has eight spots) the markers are small, so the card shows and each stays clickable.
    """

    picked = Signal(object)  # the SettlerChoice
    RADIUS, HOVER_RADIUS = 11.0, 13.0
    COMPACT_RADIUS, COMPACT_HOVER_RADIUS = 7.5, 10.0  # spots on one card are >= 21 units apart
    LABEL_Y, LABEL_PX = 19.0, 9

    def __init__(self, choice: SettlerChoice, colour: str) -> None:
        super().__init__()
        self.choice = choice
        self.colour = colour
        self.hover = False
        self.selected = False
        self.compact = False
        self.label = role_name(choice.kind)
        self._label_rect = _badge_rect(QPointF(0, self.LABEL_Y), self.label, self.LABEL_PX)
        self.setZValue(40)
        self.setToolTip(self.label)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def radius(self) -> float:
        if self.compact:
            return self.COMPACT_HOVER_RADIUS if self.hover else self.COMPACT_RADIUS
        return self.HOVER_RADIUS if self.hover else self.RADIUS

    def _labelled(self) -> bool:
        return self.hover or not self.compact

    def boundingRect(self) -> QRectF:
        r = self.HOVER_RADIUS + 2
        return QRectF(-r, -r, 2 * r, 2 * r).united(self._label_rect).united(_meeple_rect()).adjusted(-1, -1, 1, 1)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.selected:  # the settler stands there: a click on it puts it back
            path.addEllipse(_meeple_rect())
            return path
        r = self.radius()
        path.addEllipse(QPointF(0, 0), r, r)
        if not self.compact:  # a crowded card's labels would cover the neighbours' circles
            path.addRoundedRect(self._label_rect, 6, 6)
        return path

    def set_state(self, hover: bool | None = None, selected: bool | None = None, compact: bool | None = None) -> None:
        """Change what the marker shows (its shape changes with it)."""
        self.prepareGeometryChange()
        self.hover = self.hover if hover is None else hover
        self.selected = self.selected if selected is None else selected
        self.compact = self.compact if compact is None else compact
        # the chosen settler lies under the other markers, so that they stay visible and clickable
        self.setZValue(39 if self.selected else 41 if self.hover else 40)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.selected:
            draw_meeple(painter, QPointF(0, 0), SETTLER_SIZE, self.colour, self.choice.kind == PLAINS)
            return
        col = QColor(self.colour)
        radius = self.radius()
        painter.setPen(QPen(QColor(255, 255, 255, 235), 2.5 if radius > 8 else 1.5))
        painter.setBrush(QColor(col.red(), col.green(), col.blue(), 240 if self.hover else 190))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        font = QFont()
        font.setPixelSize(12 if radius > 8 else 9)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#FFFFFF") if col.lightness() < 170 else QColor("#221A12"))
        painter.drawText(QRectF(-radius, -radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter,
                         self.label[0])
        if self._labelled():
            draw_text_badge(painter, QPointF(0, self.LABEL_Y), self.label, self.LABEL_PX,
                            QColor("#FFFFFF"), QColor(30, 25, 20, 230 if self.hover else 190))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(self.choice)
            event.accept()
        else:
            event.ignore()

    def hoverEnterEvent(self, event: Any) -> None:
        self.set_state(hover=True)

    def hoverLeaveEvent(self, event: Any) -> None:
        self.set_state(hover=False)


def _badge_rect(centre: QPointF, text: str, px: int) -> QRectF:
    """Where :func:`draw_text_badge` draws ``text``."""
    font = QFont()
    font.setPixelSize(px)
    font.setBold(True)
    w, h = QFontMetricsF(font).horizontalAdvance(text) + px * 0.8, px * 1.4
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


def _meeple_rect() -> QRectF:
    s = SETTLER_SIZE * 0.55
    return QRectF(-s, -s, 2 * s, 2 * s)


class HintItem(QGraphicsItem):
    """The hint as a ghost: the card on its cell, turned, a faint settler where it would stand, and why."""

    def __init__(self) -> None:
        super().__init__()
        self.card: CardType | None = None
        self.turn = 0
        self.settler_at: QPointF | None = None  # relative to the cell's centre
        self.lying = False
        self.colour = "#888888"
        self.reason = ""
        self.label = LabelItem(self)
        self.setZValue(35)
        self.hide()

    def show_move(self, card: CardType, placement: Placement, settler: SettlerChoice | None, colour: str,
                  reason: str) -> None:
        self.prepareGeometryChange()
        self.card, self.turn, self.colour, self.reason = card, placement.rotation, colour, reason
        centre = cell_centre(placement.x, placement.y)
        self.settler_at = None if settler is None else (
            unit_to_scene(placement.x, placement.y, settler_anchor(card, placement.rotation, settler.feature)) - centre)
        self.lying = settler is not None and settler.kind == PLAINS
        self.label.set_text(reason, west=True)  # from the card's east edge westward: never over the coast's towns
        self.label.setPos(CELL / 2, -CELL / 2 - 8)
        self.setPos(centre)
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 4, -CELL / 2 - 4, CELL + 8, CELL + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.card is None:
            return
        rect = QRectF(-CELL / 2, -CELL / 2, CELL, CELL)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setOpacity(0.62)
        paint_card(painter, rect, self.card, self.turn, self)
        painter.setOpacity(1.0)
        painter.setBrush(NOBRUSH)
        painter.setPen(QPen(QColor(20, 30, 40, 140), 6))
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
        painter.setPen(QPen(QColor("#7FD8F0"), 3, Qt.PenStyle.DashLine))
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
        if self.settler_at is not None:
            draw_meeple(painter, self.settler_at, SETTLER_SIZE, self.colour, self.lying, None, 170)


class LabelItem(QGraphicsItem):
    """A short text on a badge, the same size at every zoom, standing on its position (bottom centre, or
    bottom right for a badge that reaches westward)."""

    PX = 13

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.text = ""
        self._rect = QRectF()

    def set_text(self, text: str, west: bool = False) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._rect = _badge_rect(QPointF(0, -self.PX), text, self.PX)
        if west:
            self._rect.translate(-self._rect.right(), 0)
        self.update()

    def scene_rect(self, zoom: float) -> QRectF:
        """Where the badge lies on the scene when the view shows it at ``zoom`` (it keeps its size on screen)."""
        return QRectF(self.scenePos() + self._rect.topLeft() / zoom, self._rect.size() / zoom)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.text:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            draw_text_badge(painter, self._rect.center(), self.text, self.PX, QColor("#FFFFFF"),
                            QColor(22, 60, 78, 240))


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
        self.legal, self.ghost, self.hint = LegalCellsItem(), GhostItem(), HintItem()
        scene.addItem(self.legal)
        scene.addItem(self.ghost)
        scene.addItem(self.hint)
        self.ghost.hide()
        self.markers: list[MarkerItem] = []
        self._marked: tuple[Placement, tuple[SettlerChoice, ...]] | None = None  # what the markers show
        self._settler: SettlerChoice | None = None  # the settler chosen, as the markers show it

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
        moved, self._settler = draft.settler != self._settler, draft.settler
        for m in self.markers:  # a settler chosen anew (Tab, a click): no marker keeps a hover's label
            m.set_state(selected=draft.settler is not None and m.choice == draft.settler,
                        hover=m.hover and not moved)

    def start_drag(self) -> None:
        self.legal.strong = True
        self.legal.update()

    def show_drag(self, draft: TurnDraft, at: QPointF, fits: bool | None, rotation: int) -> None:
        """The dragged card at ``at`` turned ``rotation``, edged green or red over a cell where the card
        (or no card) fits."""
        g = self.ghost
        g.card, g.turn, g.fits, g.opacity_ = draft.card, rotation, fits, 0.85
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
            m.set_state(compact=any(o is not m and abs(o.x() - m.x()) < 62 and abs(o.y() - m.y()) < 30
                                    for o in self.markers))

    def clear_markers(self) -> None:
        if self.markers:
            QToolTip.hideText()  # a marker's name shown under the pointer would stay behind on the board
        for m in self.markers:
            self.scene.removeItem(m)
        self.markers = []
        self._marked = None

    def marker_near(self, pt: QPointF, reach: float) -> SettlerChoice | None:
        """The marker nearest to ``pt``, if it is within ``reach``."""
        near = [(QLineF(m.pos(), pt).length(), k) for k, m in enumerate(self.markers)]
        distance, k = min(near, default=(reach, -1))
        return self.markers[k].choice if distance < reach else None

