"""The board: a QGraphicsScene of cards, settlers and Surveyors, and the view that plays a human turn.

Geometry: column x grows westward from the coast (x = 0 holds the starting
spaces), so a cell's centre lies at scene (-x * CELL, y * CELL): the coast and
the sea are on the right.

The view drives the human turn: the drawn card waits in the hand (drawn in the
view's corner); drag it onto an outlined cell (or click a cell), rotate it with
the wheel, R or a right click, pick a settler marker (or Space for none), and
confirm with Enter. Nothing here mutates the engine: the finished turn is handed
to the controller as a Move through :attr:`BoardView.moveChosen`.
"""

from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from newworld.engine.catalog import FARM, PLAINS, TOWN, TRAIL, CardType, StartingSpace
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.values import FeatureInfo, PlacedSettler
from newworld.gui import art
from newworld.narration import feature_text, role_name

CELL = 100.0
SETTLER_SIZE = 26.0
NOPEN = QPen(Qt.PenStyle.NoPen)
NOBRUSH = QBrush(Qt.BrushStyle.NoBrush)


def cell_centre(x: int, y: int) -> QPointF:
    return QPointF(-x * CELL, y * CELL)


def cell_rect(x: int, y: int) -> QRectF:
    return QRectF(-x * CELL - CELL / 2, y * CELL - CELL / 2, CELL, CELL)


def scene_cell(pt: QPointF) -> tuple[int, int]:
    return round(-pt.x() / CELL), round(pt.y() / CELL)


def unit_to_scene(x: int, y: int, u: QPointF) -> QPointF:
    r = cell_rect(x, y)
    return QPointF(r.left() + u.x() * CELL, r.top() + u.y() * CELL)


def _pixmap_level(painter: QPainter) -> int:
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12())
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    return art.level_for(CELL * scale * dpr)


# --- items --------------------------------------------------------------------


class SeaItem(QGraphicsItem):
    """The Atlantic: everything east of the starting spaces."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-20)
        img = QImage(200, 200, QImage.Format.Format_RGB32)
        img.fill(art.SEA)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        import random

        rng = random.Random(5)
        for _ in range(60):
            x, y = rng.random() * 200, rng.random() * 200
            c = QColor(255, 255, 255, 40 + rng.randrange(40))
            p.setPen(QPen(c, 1.5))
            path = QPainterPath(QPointF(x, y))
            path.quadTo(QPointF(x + 6, y - 4), QPointF(x + 12, y))
            path.quadTo(QPointF(x + 18, y + 4), QPointF(x + 24, y))
            for dx in (-200, 0, 200):
                for dy in (-200, 0, 200):
                    p.drawPath(path.translated(dx, dy))
        p.end()
        self.brush = QBrush(img)
        deep = QImage(img)
        p = QPainter(deep)
        p.fillRect(deep.rect(), QColor(20, 50, 80, 150))
        p.end()
        self.deep_brush = QBrush(deep)
        self.rect = QRectF(-CELL / 2, -60 * CELL, 60 * CELL, 130 * CELL)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        exposed = option.exposedRect.intersected(self.rect)
        near = QRectF(-CELL / 2, self.rect.top(), 4.5 * CELL, self.rect.height()).intersected(exposed)
        far = QRectF(4 * CELL, self.rect.top(), 56 * CELL, self.rect.height()).intersected(exposed)
        if not near.isEmpty():
            painter.fillRect(near, self.brush)
            grad = QLinearGradient(CELL * 0.5, 0, 4 * CELL, 0)
            grad.setColorAt(0, QColor(20, 50, 80, 0))
            grad.setColorAt(1, QColor(20, 50, 80, 150))
            painter.fillRect(near.intersected(QRectF(CELL * 0.5, near.top(), 3.5 * CELL, near.height())), grad)
        if not far.isEmpty():
            painter.fillRect(far, self.deep_brush)


class CoastItem(QGraphicsItem):
    """The game board: the ten starting spaces in column 0 and the town names."""

    def __init__(self, spaces: tuple[StartingSpace, ...]) -> None:
        super().__init__()
        self.spaces = spaces
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 12, -CELL / 2 - 12, CELL * 2.6, CELL * 10 + 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        frame = QRectF(-CELL / 2 - 8, -CELL / 2 - 8, CELL + 16, CELL * 10 + 16)
        painter.setPen(NOPEN)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(frame.translated(6, 8), 8, 8)
        grad = QLinearGradient(frame.topLeft(), frame.topRight())
        grad.setColorAt(0, QColor("#7A5230"))
        grad.setColorAt(1, QColor("#5A3A20"))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor("#3A2414"), 2))
        painter.drawRoundedRect(frame, 8, 8)
        level = _pixmap_level(painter)
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        for s in self.spaces:
            painter.drawPixmap(cell_rect(0, s.row), art.start_pixmap(s, level), QRectF(0, 0, level, level))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        font.setItalic(True)
        painter.setFont(font)
        for s in self.spaces:
            if not s.name:
                continue
            c = cell_centre(0, s.row)
            rect = QRectF(c.x() + CELL / 2 + 14, c.y() - 16, 110, 32)
            painter.setPen(QPen(QColor("#6B4A2B"), 1.5))
            painter.setBrush(QColor("#F1E4C3"))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor("#3A2414"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, s.name)


class ShadowItem(QGraphicsItem):
    """Soft shadows under the cards on the table: only the strips that show beside them."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: set[tuple[int, int]] = set()
        self.setZValue(-10)
        self._bounds = QRectF()
        self.strips: list[QRectF] = []

    def set_cells(self, cells: set[tuple[int, int]]) -> None:
        self.prepareGeometryChange()
        self.cells = set(cells)
        rects: list[QRectF] = []
        for x, y in self.cells:
            r = cell_rect(x, y)
            if (x, y + 1) not in self.cells:  # open to the south: a strip below
                rects.append(QRectF(r.left() + 6, r.bottom(), CELL, 9))
            if (x - 1, y) not in self.cells:  # open to the east (screen right): a strip beside
                top = r.top() + (6 if (x - 1, y - 1) not in self.cells else 0)
                rects.append(QRectF(r.right(), top, 6, r.bottom() - top))
        self.strips = rects
        bounds = QRectF()
        for r in rects:
            bounds = bounds.united(r)
        self._bounds = bounds.adjusted(-2, -2, 2, 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(NOPEN)
        painter.setBrush(QColor(0, 0, 0, 80))
        for r in self.strips:
            painter.drawRect(r)


class CardItem(QGraphicsItem):
    """A card on the table, painted from the cached pixmap that suits the zoom."""

    def __init__(self, card: CardType, rotation: int, x: int, y: int) -> None:
        super().__init__()
        self.card, self.turn, self.cell = card, rotation, (x, y)
        self.rect = cell_rect(x, y)
        self.setZValue(0)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        level = _pixmap_level(painter)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(self.rect, art.card_pixmap(self.card, self.turn, level), QRectF(0, 0, level, level))


class SettlerItem(QGraphicsItem):
    def __init__(self, colour: str, lying: bool, shape: str | None, size: float = SETTLER_SIZE,
                 alpha: int = 255) -> None:
        super().__init__()
        self.colour, self.lying, self.mark, self.size, self.alpha = colour, lying, shape, size, alpha
        self.setZValue(20)

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s * 0.7, -s * 0.7, s * 1.4, s * 1.4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.draw_meeple(painter, QPointF(0, 0), self.size, self.colour, self.lying, self.mark, self.alpha)


class SurveyorItem(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(25)
        self.anim = QVariantAnimation(self)
        self.anim.valueChanged.connect(self._moved)

    def _moved(self, value: Any) -> None:
        self.setPos(value)

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -30, 48, 56)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.draw_surveyor(painter, QPointF(0, 0), 38)

    def move_to(self, target: QPointF, ms: int) -> None:
        self.anim.stop()
        if ms <= 0 or self.pos() == target:
            self.setPos(target)
            return
        self.anim.setStartValue(self.pos())
        self.anim.setEndValue(target)
        self.anim.setDuration(ms)
        from PySide6.QtCore import QEasingCurve

        self.anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.anim.start()


class ColumnLabels(QGraphicsItem):
    """Column numbers above and below the cards."""

    def __init__(self) -> None:
        super().__init__()
        self.columns = 1
        self.top = -1
        self.bottom = 10
        self.setZValue(-4)

    def set_extent(self, columns: int, top: int, bottom: int) -> None:
        self.prepareGeometryChange()
        self.columns, self.top, self.bottom = columns, top, bottom
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-(self.columns + 0.5) * CELL, (self.top - 0.5) * CELL,
                      (self.columns + 1) * CELL, (self.bottom - self.top + 1) * CELL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(240, 228, 200, 170))
        for x in range(0, self.columns + 1):
            for row, dy in ((self.top, CELL * 0.3), (self.bottom, -CELL * 0.3)):
                r = cell_rect(x, row).translated(0, dy)
                painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(x))


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
        r = QRectF()
        for x, y in cells:
            r = r.united(cell_rect(x, y))
        self._bounds = r.adjusted(-4, -4, 4, 4)
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
        level = _pixmap_level(painter)
        rect = QRectF(-CELL / 2, -CELL / 2, CELL, CELL)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(NOPEN)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRect(rect.translated(5, 7))
        painter.setOpacity(self.opacity_)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(rect, art.card_pixmap(self.card, self.turn, level), QRectF(0, 0, level, level))
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


class LastMoveItem(QGraphicsItem):
    """A thin gold frame around the card placed last, so every move can be found."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(12)

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 4, -CELL / 2 - 4, CELL + 8, CELL + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(NOBRUSH)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 5))
        painter.drawRect(QRectF(-CELL / 2 + 1.5, -CELL / 2 + 1.5, CELL - 3, CELL - 3))
        painter.setPen(QPen(QColor("#F2C14E"), 2.5))
        painter.drawRect(QRectF(-CELL / 2 + 1.5, -CELL / 2 + 1.5, CELL - 3, CELL - 3))


class MarkerItem(QGraphicsItem):
    """A legal settler spot on the new card, labelled with its role."""

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
            art.draw_meeple(painter, QPointF(0, -2), SETTLER_SIZE, self.colour, self.choice.kind == PLAINS)
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
            art.draw_text_badge(painter, QPointF(0, 15), role_name(self.choice.kind), 9,
                                QColor("#FFFFFF"), QColor(30, 25, 20, 230 if self.hover else 190))

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
            art.draw_text_badge(painter, self.label_pos, self.label, 13, QColor("#FFFFFF"), QColor(30, 25, 20, 225))


class FloatText(QGraphicsObject):
    """Points floating up from a scored building."""

    def __init__(self, text: str, colour: str, ms: int) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(colour)
        self.setZValue(60)
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.setDuration(max(1, ms))
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self._done)
        self.start = QPointF()

    def launch(self, pos: QPointF) -> None:
        self.start = pos
        self.setPos(pos)
        self.anim.start()

    def _step(self, t: Any) -> None:
        self.setPos(self.start + QPointF(0, -60 * float(t)))
        self.setOpacity(1.0 - max(0.0, float(t) - 0.6) / 0.4)

    def _done(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)

    def boundingRect(self) -> QRectF:
        return QRectF(-70, -24, 140, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.draw_text_badge(painter, QPointF(0, 0), self.text, 20, QColor("#FFFFFF"), self.colour)


# --- the feature outline used by the hover highlight --------------------------

_FEATURE_PATHS: dict[tuple[str, int, int], QPainterPath] = {}


def feature_unit_path(card: CardType, rotation: int, feature: int) -> QPainterPath:
    key = (card.id, rotation, feature)
    path = _FEATURE_PATHS.get(key)
    if path is not None:
        return path
    lay = art.layout_for(card, rotation)
    kind = lay.features[feature].kind
    path = QPainterPath()
    if kind == TOWN:
        path = QPainterPath(lay.towns[feature])
    elif kind == TRAIL:
        from PySide6.QtGui import QPainterPathStroker

        stroker = QPainterPathStroker()
        stroker.setWidth(0.14)
        path = stroker.createStroke(lay.trails[feature])
    elif kind == FARM:
        path.addRoundedRect(QRectF(0.2, 0.2, 0.6, 0.6), 0.06, 0.06)
    else:
        n = art.MASK
        for row in range(n):
            start = -1
            for col in range(n + 1):
                inside = col < n and lay.region[row * n + col] == feature
                if inside and start < 0:
                    start = col
                elif not inside and start >= 0:
                    path.addRect(QRectF(start / n, row / n, (col - start) / n, 1 / n))
                    start = -1
        path = path.simplified()
    _FEATURE_PATHS[key] = path
    return path


# --- the scene ---------------------------------------------------------------


class BoardScene(QGraphicsScene):
    def __init__(self, game_catalog: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.catalog = game_catalog
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.setBackgroundBrush(art.texture_brush())
        self.sea = SeaItem()
        self.addItem(self.sea)
        self.coast = CoastItem(game_catalog.starting_spaces)
        self.addItem(self.coast)
        self.shadow = ShadowItem()
        self.addItem(self.shadow)
        self.labels = ColumnLabels()
        self.addItem(self.labels)
        self.legal = LegalCellsItem()
        self.addItem(self.legal)
        self.highlight = HighlightItem()
        self.addItem(self.highlight)
        self.ghost = GhostItem()
        self.ghost.hide()
        self.addItem(self.ghost)
        self.last = LastMoveItem()
        self.last.hide()
        self.addItem(self.last)
        self.cards: dict[tuple[int, int], CardItem] = {}
        self.settlers: dict[tuple[int, int, int], SettlerItem] = {}
        self.surveyors = [SurveyorItem(), SurveyorItem()]
        for s in self.surveyors:
            self.addItem(s)
        self.markers: list[MarkerItem] = []
        self.colours: list[str] = []
        self.shapes = False
        self.anim_ms = 250
        self.busy = False
        self.game: Game | None = None
        self.extent = (1, -1, 10)

    # --- state ---------------------------------------------------------------

    def warm_up(self) -> None:
        """Lay out every card type and rotation in idle moments, so later paints never wait for it."""
        from PySide6.QtCore import QTimer

        todo = [(t, r) for t in self.catalog.types for r in range(4)]
        timer = QTimer(self)
        timer.setInterval(5)

        def step() -> None:
            if not todo:
                timer.stop()
                timer.deleteLater()
                return
            if self.busy:  # a computer player is thinking: leave the CPU (and the GIL) to it
                return
            card, rotation = todo.pop()
            art.layout_for(card, rotation)

        timer.timeout.connect(step)
        timer.start()

    def shape_of(self, player: int) -> str | None:
        return art.SHAPES[player % len(art.SHAPES)] if self.shapes else None

    def rebuild(self, game: Game | None, colours: list[str]) -> None:
        self.game = game
        self.colours = colours
        for item in self.cards.values():
            self.removeItem(item)
        self.cards.clear()
        for s_item in self.settlers.values():
            self.removeItem(s_item)
        self.settlers.clear()
        self.clear_markers()
        self.highlight.set_feature(QPainterPath(), "", QPointF())
        self.last.hide()
        if game is None:
            self.shadow.set_cells(set())
            return
        for (x, y), (card, rot) in game.placed_cards().items():
            self._add_card(card, rot, x, y)
        for s in game.placed_settlers():
            self._add_settler(s.player, s.x, s.y, s.feature, s.kind)
        self._update_extent()
        self.place_surveyors(0)

    def _add_card(self, card: CardType, rotation: int, x: int, y: int) -> CardItem:
        item = CardItem(card, rotation, x, y)
        self.addItem(item)
        self.cards[(x, y)] = item
        return item

    def add_card(self, x: int, y: int, card_id: str, rotation: int) -> None:
        if (x, y) in self.cards:
            return
        card = self.catalog.by_id[card_id]
        item = self._add_card(card, rotation, x, y)
        self.last.setPos(cell_centre(x, y))
        self.last.show()
        self._update_extent()
        if self.anim_ms > 0:
            item.setOpacity(0.0)
            anim = QVariantAnimation(self)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(self.anim_ms)
            anim.valueChanged.connect(lambda v, it=item: it.setOpacity(float(v)))
            anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _settler_pos(self, x: int, y: int, feature: int) -> QPointF:
        item = self.cards.get((x, y))
        if item is None:
            return cell_centre(x, y)
        return unit_to_scene(x, y, art.settler_anchor(item.card, item.turn, feature))

    def _add_settler(self, player: int, x: int, y: int, feature: int, kind: int) -> None:
        colour = self.colours[player] if player < len(self.colours) else "#888888"
        item = SettlerItem(colour, kind == PLAINS, self.shape_of(player))
        item.setPos(self._settler_pos(x, y, feature))
        self.addItem(item)
        self.settlers[(x, y, feature)] = item

    def add_settler(self, player: int, x: int, y: int, feature: int, kind: int) -> None:
        if (x, y, feature) not in self.settlers:
            self._add_settler(player, x, y, feature, kind)

    def remove_settler(self, s: PlacedSettler) -> None:
        item = self.settlers.pop((s.x, s.y, s.feature), None)
        if item is None:
            return
        if self.anim_ms <= 0:
            self.removeItem(item)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.anim_ms * 2)
        start = item.pos()

        def step(v: Any, it: SettlerItem = item) -> None:
            t = float(v)
            it.setPos(start + QPointF(0, -40 * t))
            it.setOpacity(1.0 - t)

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda it=item: self.removeItem(it) if it.scene() else None)
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _update_extent(self) -> None:
        cells = set(self.cards)
        self.shadow.set_cells(cells | {(0, r) for r in range(0)})
        cols = max([x for x, _ in cells], default=0)
        top = min([y for _, y in cells] + [0]) - 2  # a free row for new cards, then the labels
        bottom = max([y for _, y in cells] + [9]) + 2
        self.extent = (cols, top, bottom)
        self.labels.set_extent(cols + 1, top, bottom)
        r = QRectF(cell_rect(cols + 3, top - 2).topLeft(), cell_rect(-3, bottom + 2).bottomRight())
        self.setSceneRect(r)

    def place_surveyors(self, ms: int) -> None:
        if self.game is None:
            return
        for item, target in zip(self.surveyors, self.surveyor_targets(), strict=True):
            item.move_to(target, ms)

    def surveyor_targets(self) -> tuple[QPointF, QPointF]:
        """Where the two Surveyors stand (or are going): above and below the columns they mark."""
        assert self.game is not None
        cols, top, bottom = self.extent
        a, b = self.game.surveyors
        return cell_centre(a, top) + QPointF(0, -CELL * 0.2), cell_centre(b, bottom) + QPointF(0, CELL * 0.3)

    def float_points(self, cells: tuple[tuple[int, int], ...], text: str, colour: str, offset: int) -> None:
        if not cells or self.anim_ms <= 0:  # animations off: the log and the panel tell the points
            return
        cx = sum(x for x, _ in cells) / len(cells)
        cy = sum(y for _, y in cells) / len(cells)
        item = FloatText(text, colour, max(400, self.anim_ms * 4))
        self.addItem(item)
        item.launch(QPointF(-cx * CELL, cy * CELL - offset * 40))

    # --- markers --------------------------------------------------------------

    def clear_markers(self) -> None:
        for m in self.markers:
            self.removeItem(m)
        self.markers = []

    def show_markers(self, card: CardType, placement: Placement, choices: list[SettlerChoice], colour: str) -> None:
        self.clear_markers()
        for ch in choices:
            m = MarkerItem(ch, colour)
            m.setPos(unit_to_scene(placement.x, placement.y, art.settler_anchor(card, placement.rotation, ch.feature)))
            self.addItem(m)
            self.markers.append(m)
        for m in self.markers:
            m.compact = any(o is not m and abs(o.x() - m.x()) < 62 and abs(o.y() - m.y()) < 30 for o in self.markers)

    def select_marker(self, choice: SettlerChoice | None) -> None:
        for m in self.markers:
            m.selected = choice is not None and m.choice == choice
            m.update()

    # --- hover highlight ------------------------------------------------------

    def feature_under(self, pt: QPointF) -> tuple[int, int, int] | None:
        x, y = scene_cell(pt)
        item = self.cards.get((x, y))
        if item is None:
            return None
        r = item.rect
        f = art.feature_at_point(item.card, item.turn, (pt.x() - r.left()) / CELL, (pt.y() - r.top()) / CELL)
        return None if f < 0 else (x, y, f)

    def show_feature(self, info: FeatureInfo | None, at: QPointF) -> None:
        if info is None:
            self.highlight.set_feature(QPainterPath(), "", QPointF())
            return
        path = QPainterPath()
        for x, y, f in info.segments:
            item = self.cards.get((x, y))
            if item is None:
                continue
            unit = feature_unit_path(item.card, item.turn, f)
            t = QTransform()
            t.translate(item.rect.left(), item.rect.top())
            t.scale(CELL, CELL)
            path.addPath(t.map(unit))
        path = path.simplified()
        self.highlight.set_feature(path, feature_text(info), at + QPointF(0, -34))


# --- the view ----------------------------------------------------------------


class BoardView(QGraphicsView):
    """Zoom, pan, hover and the human turn (place the card, pick a settler, confirm)."""

    moveChosen = Signal(object)  # Move (scoring order still default; the window asks for it)
    stateChanged = Signal()
    HAND = QSize(176, 196)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # turn state
        self.active = False  # a human may act now
        self.card: CardType | None = None
        self.colour = "#888888"
        self.supply = 0
        self.fits: dict[tuple[int, int], list[int]] = {}
        self.rotation = 0
        self.placement: Placement | None = None
        self.choices: list[SettlerChoice] = []
        self.settler: SettlerChoice | None = None
        self.outline = True
        self.thinking = False
        self.thinking_text = "Thinking…"
        self.notice = ""
        # gesture state
        self._drag: str | None = None  # "card", "settler", "pan"
        self._press_pos = QPointF()
        self._press_scene = QPointF()
        self._moved = False
        self._hover_feature: tuple[int, int, int] | None = None
        # following the game: new cards and Surveyors off-screen scroll into view
        self.follow_ms = 350
        self._user_moved = 0.0  # time.monotonic() of the player's last pan or zoom
        self._reveal_target: QRectF | None = None
        self._reveal_anim = QVariantAnimation(self)
        self._reveal_anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._reveal_anim.valueChanged.connect(self._reveal_step)
        self._reveal_anim.finished.connect(self._reveal_done)

    # --- turn API (the window calls these) -------------------------------------

    def begin_turn(self, card: CardType, placements: list[Placement], colour: str, supply: int) -> None:
        self.active = True
        self.card, self.colour, self.supply = card, colour, supply
        self.fits = {}
        for p in placements:
            self.fits.setdefault((p.x, p.y), []).append(p.rotation)
        for rots in self.fits.values():
            rots.sort()
        self.rotation = 0
        self.placement = None
        self.settler = None
        self.choices = []
        self.board.legal.strong = False
        self.board.legal.set_cells(list(self.fits) if self.outline else [])
        self.board.ghost.hide()
        self.board.clear_markers()
        self.viewport().update()
        self.stateChanged.emit()

    def end_turn(self) -> None:
        self.active = False
        self.card = None
        self.placement = None
        self.settler = None
        self.fits = {}
        self._drag = None
        self.board.legal.set_cells([])
        self.board.ghost.hide()
        self.board.clear_markers()
        self.viewport().update()
        self.stateChanged.emit()

    def set_outline(self, on: bool) -> None:
        self.outline = on
        if self.active and self.placement is None:
            self.board.legal.set_cells(list(self.fits) if on else [])

    def hand_rect(self) -> QRectF:
        vp = self.viewport().rect()
        return QRectF(vp.width() - self.HAND.width() - 16, vp.height() - self.HAND.height() - 16,
                      self.HAND.width(), self.HAND.height())

    def hand_card_rect(self) -> QRectF:
        h = self.hand_rect()
        return QRectF(h.left() + 28, h.top() + 30, 120, 120)

    def hand_settler_rect(self) -> QRectF:
        h = self.hand_rect()
        return QRectF(h.left() + 58, h.top() + 30, 60, 70)

    def place_at(self, x: int, y: int, rotation: int | None = None) -> bool:
        """Put the drawn card tentatively at a legal cell (the rotation given, or one that fits)."""
        rots = self.fits.get((x, y))
        if not self.active or self.card is None or not rots:
            return False
        rot = rotation if rotation is not None else (self.rotation if self.rotation in rots else rots[0])
        if rot not in rots:
            return False
        self.rotation = rot
        self.placement = Placement(x, y, rot)
        self.settler = None
        self.board.legal.strong = False
        self.board.legal.set_cells([])
        g = self.board.ghost
        g.card, g.turn, g.fits, g.opacity_ = self.card, rot, None, 1.0
        g.setPos(cell_centre(x, y))
        g.show()
        self.choices = self._settler_choices(self.placement) if self.supply > 0 else []
        self.board.show_markers(self.card, self.placement, self.choices, self.colour)
        self.viewport().update()
        self.stateChanged.emit()
        return True

    def _settler_choices(self, placement: Placement) -> list[SettlerChoice]:
        game = self.board.game
        return [] if game is None else game.settler_choices(placement)

    def take_back(self) -> bool:
        """Undo the tentative placement (before the turn is confirmed)."""
        if not self.active or self.placement is None:
            return False
        self.placement = None
        self.settler = None
        self.board.clear_markers()
        self.board.ghost.hide()
        self.board.legal.set_cells(list(self.fits) if self.outline else [])
        self.viewport().update()
        self.stateChanged.emit()
        return True

    def turn_card(self, step: int = 1) -> None:
        """Turn the card: at a cell, to the next rotation that fits there; in the hand, a quarter turn."""
        if not self.active or self.card is None:
            return
        if self.placement is not None:
            rots = self.fits[(self.placement.x, self.placement.y)]
            if len(rots) > 1:
                i = rots.index(self.placement.rotation)
                self.place_at(self.placement.x, self.placement.y, rots[(i + step) % len(rots)])
            return
        g = self.board.ghost
        if self._drag == "card" and g.isVisible():
            cell = scene_cell(g.pos())
            here = self.fits.get(cell)
            if here:
                later = [r for r in here if (r - self.rotation) % 4 > 0]
                later.sort(key=lambda r: ((r - self.rotation) * step) % 4)
                if later:
                    self.rotation = later[0]
            else:
                self.rotation = (self.rotation + step) % 4
            self._update_ghost(g.pos())
        else:  # in the hand: the next rotation that fits somewhere (any, if none fits)
            fitting = {r for rots in self.fits.values() for r in rots}
            for k in range(1, 5):
                r = (self.rotation + k * step) % 4
                if r in fitting or not fitting:
                    self.rotation = r
                    break
        self.viewport().update()
        self.stateChanged.emit()

    def choose_settler(self, choice: SettlerChoice | None) -> None:
        if not self.active or self.placement is None:
            return
        if choice is not None and choice not in self.choices:
            return
        self.settler = choice
        self.board.select_marker(choice)
        self.viewport().update()
        self.stateChanged.emit()

    def confirm(self) -> bool:
        if not self.active or self.placement is None:
            return False
        move = Move(self.placement, self.settler)
        self.moveChosen.emit(move)
        return True

    # --- painting the hand and notices --------------------------------------------

    def drawForeground(self, painter: QPainter, rect: QRectF | Any) -> None:
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.active and self.card is not None:
            self._paint_hand(painter)
        if self.thinking or self.notice:
            text = self.notice or self.thinking_text
            font = QFont()
            font.setPixelSize(16)
            font.setBold(True)
            painter.setFont(font)
            w = painter.fontMetrics().horizontalAdvance(text) + 40
            r = QRectF((self.viewport().width() - w) / 2, self.viewport().height() - 58, w, 34)
            painter.setPen(QPen(QColor("#E8D8B0"), 1.5))
            painter.setBrush(QColor(30, 24, 18, 215))
            painter.drawRoundedRect(r, 17, 17)
            painter.setPen(QColor("#F6EED8"))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def _paint_hand(self, painter: QPainter) -> None:
        h = self.hand_rect()
        painter.setPen(QPen(QColor("#C9A66B"), 2))
        painter.setBrush(QColor(40, 30, 22, 225))
        painter.drawRoundedRect(h, 12, 12)
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#F1E4C3"))
        if self.placement is None:
            title = "Your card — drag it"
            painter.drawText(QRectF(h.left(), h.top() + 6, h.width(), 20), Qt.AlignmentFlag.AlignCenter, title)
            assert self.card is not None
            r = self.hand_card_rect()
            if self._drag != "card":
                pix = art.card_pixmap(self.card, self.rotation, 160)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
                painter.setPen(NOPEN)
                painter.setBrush(QColor(0, 0, 0, 90))
                painter.drawRect(r.translated(4, 5))
                painter.drawPixmap(r, pix, QRectF(0, 0, 160, 160))
            else:
                painter.setPen(QPen(QColor("#C9A66B"), 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(NOBRUSH)
                painter.drawRect(r)
            painter.setPen(QColor("#CDBB95"))
            font.setBold(False)
            font.setPixelSize(11)
            painter.setFont(font)
            painter.drawText(QRectF(h.left(), h.bottom() - 34, h.width(), 30), Qt.AlignmentFlag.AlignCenter,
                             "R / wheel / right click: rotate")
        else:
            painter.drawText(QRectF(h.left(), h.top() + 6, h.width(), 20), Qt.AlignmentFlag.AlignCenter,
                             "Settler" if self.supply else "No settlers left")
            if self.supply and self.choices and self.settler is None and self._drag != "settler":
                art.draw_meeple(painter, self.hand_settler_rect().center(), 48, self.colour)
            font.setBold(False)
            font.setPixelSize(11)
            painter.setFont(font)
            painter.setPen(QColor("#CDBB95"))
            lines = f"{self.supply} in supply\n" + ("Drag or click a marker\nSpace: none · Enter: confirm"
                                                    if self.choices else "Enter: confirm\nCtrl+Z: take back")
            painter.drawText(QRectF(h.left() + 4, h.top() + 104, h.width() - 8, 80),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, lines)

    # --- zoom and pan -------------------------------------------------------------

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        current = self.transform().m11()
        new = max(0.15, min(4.0, current * factor))
        factor = new / current
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        before = self.mapToScene(anchor.toPoint())
        self.scale(factor, factor)
        after = self.mapToScene(anchor.toPoint())
        d = after - before
        self.translate(d.x(), d.y())
        self.viewport().update()

    FOLLOW_PAUSE = 2.0  # seconds after the player's own pan or zoom when the view does not move by itself

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def reveal(self, rect: QRectF) -> bool:
        """Scroll (smoothly, the zoom unchanged) so that ``rect`` is on screen; False if it stays put.

        The view does not move while the player drags or pans, nor shortly after they did.
        """
        if self._drag is not None or time.monotonic() - self._user_moved < self.FOLLOW_PAUSE:
            return False
        s = self.transform().m11()
        margin = 24 / s
        if self._reveal_anim.state() == QVariantAnimation.State.Running and self._reveal_target is not None:
            both = self._reveal_target.united(rect)  # still showing the last card: keep it if both fit
            view = self.visible_scene_rect()
            if both.width() + 2 * margin <= view.width() and both.height() + 2 * margin <= view.height():
                rect = both
        view = self.visible_scene_rect()
        room = view.adjusted(margin, margin, -margin, -margin)
        if room.contains(rect):
            return False
        dx = dy = 0.0
        if rect.width() > room.width():
            dx = rect.center().x() - room.center().x()
        elif rect.left() < room.left():
            dx = rect.left() - room.left()
        elif rect.right() > room.right():
            dx = rect.right() - room.right()
        if rect.height() > room.height():
            dy = rect.center().y() - room.center().y()
        elif rect.top() < room.top():
            dy = rect.top() - room.top()
        elif rect.bottom() > room.bottom():
            dy = rect.bottom() - room.bottom()
        start = view.center()
        end = start + QPointF(dx, dy)
        self._reveal_anim.stop()
        self._reveal_target = rect
        if self.follow_ms <= 0 or self.board.anim_ms <= 0:
            self.centerOn(end)
            self._reveal_target = None
            return True
        self._reveal_anim.setStartValue(start)
        self._reveal_anim.setEndValue(end)
        self._reveal_anim.setDuration(self.follow_ms)
        self._reveal_anim.start()
        return True

    def _reveal_step(self, value: Any) -> None:
        if self._drag is not None:  # the player took over
            self._reveal_anim.stop()
            return
        self.centerOn(value)

    def _reveal_done(self) -> None:
        self._reveal_target = None

    def _player_moved_view(self) -> None:
        self._user_moved = time.monotonic()
        self._reveal_anim.stop()

    def fit_board(self) -> None:
        cols, top, bottom = self.board.extent
        r = QRectF(cell_rect(cols + 1, top).topLeft(), cell_rect(-2, bottom).bottomRight())
        self.fitInView(r, Qt.AspectRatioMode.KeepAspectRatio)
        s = self.transform().m11()
        if s > 1.4:
            self.zoom_by(1.4 / s)

    def pan_by(self, dx: float, dy: float) -> None:
        s = self.transform().m11()
        self.translate(-dx / s, -dy / s)
        self.viewport().update()

    # --- events ---------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        step = 1 if event.angleDelta().y() < 0 else -1
        if event.angleDelta().y() == 0:
            return
        over_hand = self.active and self.card is not None and self.hand_rect().contains(event.position())
        if self.active and (over_hand or self._drag == "card" or self._over_tentative(event.position())):
            self.turn_card(step)
            return
        self._player_moved_view()
        self.zoom_by(1.15 ** (-step), event.position())

    def _over_tentative(self, pos: QPointF) -> bool:
        if self.placement is None:
            return False
        return scene_cell(self.mapToScene(pos.toPoint())) == (self.placement.x, self.placement.y)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        self._press_pos = pos
        self._press_scene = self.mapToScene(pos.toPoint())
        self._moved = False
        if event.button() == Qt.MouseButton.RightButton:
            if self.active:
                self.turn_card(1)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.active and self.card is not None and self.hand_rect().contains(pos):
            if self.placement is None and self.hand_card_rect().contains(pos):
                self._drag = "card"
                self.board.legal.strong = True
                self.board.legal.update()
                g = self.board.ghost
                g.card, g.turn, g.fits, g.opacity_ = self.card, self.rotation, None, 0.85
                self._update_ghost(self._press_scene)
                g.show()
                self.setCursor(Qt.CursorShape.ClosedHandCursor)
                self.viewport().update()
                return
            if self.placement is not None and self.choices and self.hand_settler_rect().contains(pos):
                self._drag = "settler"
                self.setCursor(Qt.CursorShape.ClosedHandCursor)
                self.viewport().update()
                return
            return
        item = self.itemAt(pos.toPoint())
        if isinstance(item, MarkerItem):
            self.choose_settler(None if item.selected else item.choice)
            return
        self._drag = "pan"
        self.setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if (pos - self._press_pos).manhattanLength() > 4:
            self._moved = True
        if self._drag == "pan":
            d = pos - self._press_pos
            self._press_pos = pos
            if self._moved:
                self._player_moved_view()
            self.pan_by(d.x(), d.y())
            return
        scene_pos = self.mapToScene(pos.toPoint())
        if self._drag == "card":
            self._update_ghost(scene_pos)
            return
        if self._drag == "settler":
            self.viewport().update()
            return
        self._hover(scene_pos)

    def _update_ghost(self, scene_pos: QPointF) -> None:
        g = self.board.ghost
        cell = scene_cell(scene_pos)
        rots = self.fits.get(cell)
        if rots:
            if len(rots) == 1:
                self.rotation = rots[0]
            g.setPos(cell_centre(*cell))
            g.fits = self.rotation in rots
        else:
            g.setPos(scene_pos)
            g.fits = None
        g.turn = self.rotation
        g.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        scene_pos = self.mapToScene(pos.toPoint())
        drag, self._drag = self._drag, None
        self.unsetCursor()
        if drag == "card":
            self.board.legal.strong = False
            cell = scene_cell(scene_pos)
            rots = self.fits.get(cell)
            if rots and self.rotation in rots:
                self.place_at(*cell, rotation=self.rotation)
            else:
                self.board.ghost.hide()
                self.board.legal.update()
            self.viewport().update()
            return
        if drag == "settler":
            item = next((m for m in self.board.markers
                         if (m.pos() - scene_pos).manhattanLength() < 30), None)
            if item is not None:
                self.choose_settler(item.choice)
            self.viewport().update()
            return
        if drag == "pan" and not self._moved and self.active and event.button() == Qt.MouseButton.LeftButton:
            cell = scene_cell(scene_pos)
            if cell in self.fits and (self.placement is None or cell != (self.placement.x, self.placement.y)):
                self.place_at(*cell)

    def leaveEvent(self, event: Any) -> None:
        self.board.show_feature(None, QPointF())
        self._hover_feature = None
        super().leaveEvent(event)

    def _hover(self, scene_pos: QPointF) -> None:
        game = self.board.game
        if game is None:
            return
        found = self.board.feature_under(scene_pos)
        if self.placement is not None and found and found[:2] == (self.placement.x, self.placement.y):
            found = None
        if found == self._hover_feature:
            return
        self._hover_feature = found
        if found is None:
            self.board.show_feature(None, scene_pos)
            return
        try:
            info = game.feature_at(*found)
        except ValueError:
            info = None
        self.board.show_feature(info, scene_pos)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        mods = event.modifiers()
        if key == Qt.Key.Key_R and not mods:
            self.turn_card(1)
        elif key == Qt.Key.Key_Space and self.placement is not None:
            self.choose_settler(None)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        elif key == Qt.Key.Key_Left:
            self._player_moved_view()
            self.pan_by(80, 0)
        elif key == Qt.Key.Key_Right:
            self._player_moved_view()
            self.pan_by(-80, 0)
        elif key == Qt.Key.Key_Up:
            self._player_moved_view()
            self.pan_by(0, 80)
        elif key == Qt.Key.Key_Down:
            self._player_moved_view()
            self.pan_by(0, -80)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) and mods & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus and mods & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(0.8)
        else:
            super().keyPressEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF | Any) -> None:
        super().drawBackground(painter, rect)
