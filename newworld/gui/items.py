"""The thin items of the table: the sea, the coast, cards, settlers, Surveyors, labels, frames.

Each item paints what it is told (a card type and rotation, a colour) and
nothing else; :class:`~newworld.gui.scene.BoardScene` creates, moves and
removes them as the game reports its changes.
"""

from __future__ import annotations

import math
import random
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from newworld.engine.catalog import CardType, StartingSpace
from newworld.gui.cache import BoundedCache
from newworld.gui.figures import draw_meeple, draw_surveyor, draw_text_badge
from newworld.gui.geometry import CELL, bounds, cell_centre, cell_rect
from newworld.gui.painters import card_picture, level_for, start_pixmap
from newworld.gui.palette import NOBRUSH, NOPEN, SEA

SETTLER_SIZE = 26.0
WAVE_TILE = 200  # the sea's texture repeats every so many scene units (about)
TILE_BUDGET = 24 * 1024 * 1024  # bytes of wave tiles kept at the zooms last seen


def pixmap_level(painter: QPainter) -> int:
    """The size of the cached card picture that suits the painter's zoom (and the screen's pixel ratio)."""
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12())
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    return level_for(CELL * scale * dpr)


def paint_card(painter: QPainter, rect: QRectF, card: CardType, rotation: int, item: QGraphicsItem) -> None:
    """The card's picture at the size the zoom needs; while that is painted (when idle), one of another
    size, and ``item`` is repainted when the right one is ready."""
    picture = card_picture(card, rotation, pixmap_level(painter), item.update)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawPixmap(rect, picture, QRectF(picture.rect()))


class SeaItem(QGraphicsItem):
    """The Atlantic: everything east of the starting spaces."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-20)
        img = QImage(WAVE_TILE, WAVE_TILE, QImage.Format.Format_RGB32)
        img.fill(SEA)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rng = random.Random(5)
        for _ in range(60):
            x, y = rng.random() * WAVE_TILE, rng.random() * WAVE_TILE
            c = QColor(255, 255, 255, 40 + rng.randrange(40))
            p.setPen(QPen(c, 1.5))
            path = QPainterPath(QPointF(x, y))
            path.quadTo(QPointF(x + 6, y - 4), QPointF(x + 12, y))
            path.quadTo(QPointF(x + 18, y + 4), QPointF(x + 24, y))
            for dx in (-WAVE_TILE, 0, WAVE_TILE):
                for dy in (-WAVE_TILE, 0, WAVE_TILE):
                    p.drawPath(path.translated(dx, dy))
        p.end()
        deep = QImage(img)
        p = QPainter(deep)
        p.fillRect(deep.rect(), QColor(20, 50, 80, 150))
        p.end()
        self.waves = {"near": img, "far": deep}  # one tile each, WAVE_TILE scene units square
        self._tiles: BoundedCache[tuple[str, int], QImage] = BoundedCache(TILE_BUDGET, lambda tile: tile.sizeInBytes())
        self.rect = QRectF(-CELL / 2, -60 * CELL, 60 * CELL, 130 * CELL)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        exposed = option.exposedRect.intersected(self.rect)
        near = QRectF(-CELL / 2, self.rect.top(), 4.5 * CELL, self.rect.height()).intersected(exposed)
        far = QRectF(4 * CELL, self.rect.top(), 56 * CELL, self.rect.height()).intersected(exposed)
        if not near.isEmpty():
            painter.fillRect(near, self._waves(painter, "near"))
            grad = QLinearGradient(CELL * 0.5, 0, 4 * CELL, 0)
            grad.setColorAt(0, QColor(20, 50, 80, 0))
            grad.setColorAt(1, QColor(20, 50, 80, 150))
            painter.fillRect(near.intersected(QRectF(CELL * 0.5, near.top(), 3.5 * CELL, near.height())), grad)
        if not far.isEmpty():
            painter.fillRect(far, self._waves(painter, "far"))

    def _waves(self, painter: QPainter, which: str) -> QBrush:
        """The wave tile as a brush scaled ahead to the painter's zoom, so filling with it is a plain copy of
        pixels: a tile drawn through the zoom is sampled pixel by pixel, 3-5 ms for a screenful."""
        t = painter.worldTransform()
        if t.m12() or t.m21() or t.m11() != t.m22() or t.m11() <= 0:  # not a plain zoom: let Qt transform it
            return QBrush(self.waves[which])
        scale = t.m11() * (painter.device().devicePixelRatioF() if painter.device() else 1.0)
        pixels = max(8, round(WAVE_TILE * scale))
        tile = self._tiles.get((which, pixels), lambda: self.waves[which].scaled(
            pixels, pixels, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation))
        brush = QBrush(tile)
        brush.setTransform(QTransform.fromScale(1 / scale, 1 / scale))  # undoes the zoom: one tile pixel a pixel
        return brush


LABEL_SIZE = (22.0, 40.0)  # the board's numbers' height in scene units: least, most
LABEL_ON_SCREEN = 13.0  # the least height of the board's numbers on screen, in the interface's pixels


def label_size(zoom: float) -> float:
    """The height of the board's numbers in scene units at ``zoom``: 22, or more where the view shows the
    board small, so they stay readable on screen (and grow with the interface size, whose pixels are
    larger), up to what their free row and column hold."""
    return min(LABEL_SIZE[1], max(LABEL_SIZE[0], LABEL_ON_SCREEN / max(zoom, 1e-6)))


EAST_LABELS = -2  # the column (in the sea) of the row numbers east of the coast, past the towns' names


class CoastItem(QGraphicsItem):
    """The game board: the ten starting spaces in column 0 and the town names."""

    def __init__(self, spaces: tuple[StartingSpace, ...]) -> None:
        super().__init__()
        self.spaces = spaces
        self.setZValue(-5)
        # It never changes but with the zoom: repaints of the board copy it instead of painting it again.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 12, -CELL / 2 - 12, CELL * 2.6, CELL * 10 + 24)

    def labels(self) -> list[tuple[StartingSpace, QRectF]]:
        """The towns' name plates beside the coast (scene coordinates)."""
        return [(s, QRectF(cell_centre(0, s.row).x() + CELL / 2 + 14, cell_centre(0, s.row).y() - 16, 110, 32))
                for s in self.spaces if s.name]

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
        level = pixmap_level(painter)
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        for s in self.spaces:
            picture = start_pixmap(s, level, self.update)
            painter.drawPixmap(cell_rect(0, s.row), picture, QRectF(picture.rect()))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        font.setItalic(True)
        painter.setFont(font)
        for s, rect in self.labels():
            painter.setPen(QPen(QColor("#6B4A2B"), 1.5))
            painter.setBrush(QColor("#F1E4C3"))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor("#3A2414"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, s.name or "")


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
        self._bounds = bounds(rects, 2)
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
        paint_card(painter, self.rect, self.card, self.turn, self)


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
        draw_meeple(painter, QPointF(0, 0), self.size, self.colour, self.lying, self.mark, self.alpha)


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
        draw_surveyor(painter, QPointF(0, 0), 38)

    def move_to(self, target: QPointF, ms: int) -> None:
        self.anim.stop()
        if ms <= 0 or self.pos() == target:
            self.setPos(target)
            return
        self.anim.setStartValue(self.pos())
        self.anim.setEndValue(target)
        self.anim.setDuration(ms)
        self.anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.anim.start()


class BoardLabels(QGraphicsItem):
    """The column numbers above and below the cards and the row numbers beside them, west and east
    (past the towns' names): the numbers a cell is named by (:func:`newworld.narration.cell_name`)."""

    def __init__(self) -> None:
        super().__init__()
        self.columns = 1
        self.top = -1
        self.bottom = 10
        self.size = LABEL_SIZE[0]  # the numbers' height in scene units (see label_size)
        self.setZValue(-4)

    def set_extent(self, columns: int, top: int, bottom: int) -> None:
        self.prepareGeometryChange()
        self.columns, self.top, self.bottom = columns, top, bottom
        self.update()

    def set_size(self, size: float) -> None:
        if size == self.size:
            return
        self.prepareGeometryChange()
        self.size = size
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(cell_rect(self.columns + 1, self.top).topLeft(),
                      cell_rect(EAST_LABELS, self.bottom).bottomRight())

    def rows(self) -> list[QRectF]:
        """The two rows of column numbers (above and below the cards), in scene coordinates."""
        marks = self.column_numbers()
        return [marks[0][1].united(marks[-2][1]), marks[1][1].united(marks[-1][1])]

    def row_numbers(self) -> list[tuple[str, QRectF]]:
        """Each row number with its place, west and east, in scene coordinates."""
        marks = []
        for y in range(self.top + 1, self.bottom):
            inward = CELL / 2 - self.size * 1.2 - 4  # toward the cards, as far as the free column allows
            for column, dx in ((self.columns + 1, inward), (EAST_LABELS, CELL * 0.1)):
                centre = cell_centre(column, y) + QPointF(dx, 0)
                marks.append((str(y), QRectF(centre.x() - self.size * 1.2, centre.y() - self.size * 0.75,
                                             self.size * 2.4, self.size * 1.5)))
        return marks

    def column_numbers(self) -> list[tuple[str, QRectF]]:
        """Each column number with its place, above and below, in scene coordinates."""
        marks, inward = [], CELL / 2 - self.size * 0.75 - 4  # toward the cards, within the free row
        for x in range(0, self.columns + 1):
            for row, dy in ((self.top, inward), (self.bottom, -inward)):
                centre = cell_centre(x, row) + QPointF(0, dy)
                marks.append((str(x), QRectF(centre.x() - CELL / 2, centre.y() - self.size * 0.75, CELL,
                                             self.size * 1.5)))
        return marks

    def marks(self) -> list[QRectF]:
        """Where each number lies, in scene coordinates."""
        return [rect for _text, rect in self.column_numbers() + self.row_numbers()]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        font = QFont()
        font.setPixelSize(max(1, round(self.size)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(240, 228, 200, 170))
        for text, rect in self.column_numbers() + self.row_numbers():
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


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
        draw_text_badge(painter, QPointF(0, 0), self.text, 20, QColor("#FFFFFF"), self.colour)



class ScoredGlow(QGraphicsObject):
    """A scored building's cards outlined in gold for a moment, fading (with the points floating up)."""

    def __init__(self, cells: tuple[tuple[int, int], ...], ms: int) -> None:
        super().__init__()
        path = QPainterPath()
        for x, y in cells:
            path.addRect(cell_rect(x, y))
        self.path = path.simplified()  # one outline around the building
        self.setZValue(14)
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(1.0)
        self.anim.setEndValue(0.0)
        self.anim.setDuration(max(1, ms))
        self.anim.valueChanged.connect(lambda v: self.setOpacity(float(v)))
        self.anim.finished.connect(self._done)

    def _done(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#F2C14E"), 5))
        painter.setBrush(QColor(255, 225, 120, 60))
        painter.drawPath(self.path)
