"""Painting the cards and the starting spaces from their layouts, and the pictures' caches.

Everything is painted from the catalog data with QPainter; nothing is an image
file. The finished pictures are cached as QPixmaps per (card type, rotation,
pixel size) in a bounded cache (about 96 MB at most).

A picture costs a millisecond or more to paint, and a zoom that crosses to
another size needs every card on screen again: painting them all in one frame
would stutter. So the board asks with :func:`card_picture`, which shows a
picture already made at another size, scaled, and paints the right size a
picture at a time when the window is idle (:class:`_Later`), repainting the
item when it is there.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from newworld.engine.catalog import EDGE_TOWN, EDGE_TRAIL, CardType, StartingSpace
from newworld.gui.cache import BoundedCache
from newworld.gui.figures import draw_animal
from newworld.gui.geometry import layout_for
from newworld.gui.palette import (
    FIELD_A,
    FIELD_B,
    GRASS,
    GRASS_DARK,
    GRASS_LIGHT,
    HOUSE_WALL,
    INK,
    NOBRUSH,
    NOPEN,
    ROOF,
    ROOF_DARK,
    SAND,
    TABLE,
    TOWN_GROUND,
    TRAIL_EDGE,
    TRAIL_FILL,
    TREE,
    TREE_LIGHT,
    WALL,
    WALL_LIGHT,
)


def P(x: float, y: float) -> QPointF:
    return QPointF(x, y)


# --- small pictures ---------------------------------------------------------


def _grass(p: QPainter, rng: random.Random) -> None:
    grad = QLinearGradient(0, 0, 1, 1)
    grad.setColorAt(0, GRASS.lighter(104))
    grad.setColorAt(1, GRASS.darker(104))
    p.fillRect(QRectF(0, 0, 1, 1), grad)
    p.setPen(NOPEN)
    for _ in range(26):
        c = QColor(GRASS_LIGHT if rng.random() < 0.5 else GRASS_DARK)
        c.setAlpha(46)
        p.setBrush(c)
        x, y = rng.random(), rng.random()
        p.drawEllipse(P(x, y), 0.05 + rng.random() * 0.07, 0.03 + rng.random() * 0.05)
    pen = QPen(GRASS_DARK, 0.008)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    for _ in range(70):
        x, y = rng.random(), rng.random()
        d = (rng.random() - 0.5) * 0.02
        p.drawLine(P(x, y), P(x + d, y - 0.022))
    pen.setColor(GRASS_LIGHT)
    p.setPen(pen)
    for _ in range(40):
        x, y = rng.random(), rng.random()
        p.drawLine(P(x, y), P(x + (rng.random() - 0.5) * 0.02, y - 0.018))


def draw_tree(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(NOPEN)
    p.setBrush(QColor(0, 0, 0, 50))
    p.drawEllipse(QPointF(c.x() + s * 0.12, c.y() + s * 0.32), s * 0.5, s * 0.22)
    for dx, dy, r in ((-0.22, 0.05, 0.3), (0.22, 0.08, 0.28), (0.0, -0.12, 0.34)):
        p.setBrush(TREE)
        p.drawEllipse(QPointF(c.x() + dx * s, c.y() + dy * s), r * s, r * s)
        p.setBrush(TREE_LIGHT)
        p.drawEllipse(QPointF(c.x() + dx * s - r * s * 0.25, c.y() + dy * s - r * s * 0.3), r * s * 0.5, r * s * 0.45)


def draw_house(p: QPainter, c: QPointF, s: float, style: int) -> None:
    w, h = s * (1.0 if style != 2 else 1.25), s * 0.8
    x, y = c.x() - w / 2, c.y() - h / 2
    p.setPen(NOPEN)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawRect(QRectF(x + s * 0.1, y + s * 0.12, w, h))
    p.setPen(QPen(INK, s * 0.06))
    p.setBrush(HOUSE_WALL)
    p.drawRect(QRectF(x, y + h * 0.45, w, h * 0.55))
    roof = QPolygonF([P(x - s * 0.06, y + h * 0.5), P(x + w * 0.5, y - h * 0.05), P(x + w + s * 0.06, y + h * 0.5)])
    p.setBrush(ROOF if style != 1 else ROOF_DARK)
    p.drawPolygon(roof)
    p.setPen(NOPEN)
    p.setBrush(INK)
    p.drawRect(QRectF(c.x() - s * 0.08, y + h * 0.72, s * 0.16, h * 0.28))


def draw_cabin(p: QPainter, c: QPointF, s: float) -> None:
    """A Trading Post: a log cabin with a sign."""
    w, h = s, s * 0.62
    x, y = c.x() - w / 2, c.y() - h / 2 + s * 0.08
    p.setPen(NOPEN)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRect(QRectF(x + s * 0.08, y + s * 0.1, w, h))
    p.setPen(QPen(INK, s * 0.05))
    p.setBrush(QColor("#8A5A30"))
    p.drawRect(QRectF(x, y, w, h))
    p.setPen(QPen(QColor("#5E3A1C"), s * 0.035))
    for k in range(1, 4):
        yy = y + h * k / 4
        p.drawLine(P(x + s * 0.03, yy), P(x + w - s * 0.03, yy))
    p.setPen(QPen(INK, s * 0.05))
    p.setBrush(QColor("#5A3A22"))
    p.drawPolygon(QPolygonF([P(x - s * 0.1, y + s * 0.02), P(c.x(), y - s * 0.36), P(x + w + s * 0.1, y + s * 0.02)]))
    # the sign
    p.setBrush(QColor("#F2E2B0"))
    p.drawRect(QRectF(c.x() - s * 0.3, y + h * 0.18, s * 0.6, s * 0.22))
    p.setPen(QPen(QColor("#A8462E"), s * 0.05))
    p.drawLine(P(c.x() - s * 0.18, y + h * 0.18 + s * 0.11), P(c.x() + s * 0.18, y + h * 0.18 + s * 0.11))


def draw_flag(p: QPainter, c: QPointF, s: float) -> None:
    """A Town Flag: a banner on a pole."""
    pole_top = P(c.x() - s * 0.25, c.y() - s * 0.55)
    p.setPen(NOPEN)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawEllipse(P(c.x() - s * 0.2, c.y() + s * 0.42), s * 0.22, s * 0.08)
    p.setPen(QPen(INK, s * 0.08))
    p.drawLine(pole_top, P(c.x() - s * 0.25, c.y() + s * 0.42))
    banner = QPainterPath(P(pole_top.x(), pole_top.y() + s * 0.03))
    banner.cubicTo(P(c.x(), c.y() - s * 0.7), P(c.x() + s * 0.2, c.y() - s * 0.3), P(c.x() + s * 0.5, c.y() - s * 0.45))
    banner.lineTo(P(c.x() + s * 0.42, c.y() - s * 0.2))
    banner.cubicTo(P(c.x() + s * 0.15, c.y() - s * 0.08), P(c.x(), c.y() - s * 0.35), P(pole_top.x(), c.y() - s * 0.1))
    banner.closeSubpath()
    p.setPen(QPen(INK, s * 0.05))
    p.setBrush(QColor("#C8302A"))
    p.drawPath(banner)
    p.setPen(NOPEN)
    p.setBrush(QColor("#F4E9C8"))
    p.drawEllipse(P(c.x() + s * 0.08, c.y() - s * 0.36), s * 0.07, s * 0.07)


# --- the whole card ---------------------------------------------------------


def paint_card(p: QPainter, card: CardType, rotation: int) -> None:
    """Paint ``card`` turned ``rotation`` into the unit square (the caller scales)."""
    lay = layout_for(card, rotation)
    rng = random.Random(f"grass/{card.id}/{rotation}")
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _grass(p, rng)
    for pt, s in lay.trees:
        draw_tree(p, pt, s)
    # trails: a dark border, then the sandy path
    for path in lay.trails.values():
        p.setBrush(NOBRUSH)
        p.setPen(QPen(TRAIL_EDGE, 0.13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)
    for path in lay.trails.values():
        p.setPen(QPen(TRAIL_FILL, 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)
        p.setPen(QPen(QColor(160, 120, 70, 90), 0.012, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
    if lay.crossing:
        p.setPen(QPen(TRAIL_EDGE, 0.02))
        p.setBrush(TRAIL_FILL)
        p.drawEllipse(P(0.5, 0.5), 0.12, 0.12)
        # a signpost where the trails meet
        p.setPen(NOPEN)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawEllipse(P(0.52, 0.585), 0.05, 0.015)
        p.setPen(QPen(INK, 0.01))
        p.setBrush(QColor("#7A5230"))
        p.drawRect(QRectF(0.49, 0.4, 0.022, 0.19))
        p.setBrush(QColor("#E9D9B0"))
        p.drawPolygon(QPolygonF([P(0.5, 0.41), P(0.6, 0.41), P(0.625, 0.435), P(0.6, 0.46), P(0.5, 0.46)]))
        p.drawPolygon(QPolygonF([P(0.5, 0.47), P(0.4, 0.47), P(0.375, 0.495), P(0.4, 0.52), P(0.5, 0.52)]))
    # towns
    for i, path in lay.towns.items():
        grad = QRadialGradient(P(0.5, 0.5), 0.8)
        grad.setColorAt(0, TOWN_GROUND.lighter(108))
        grad.setColorAt(1, TOWN_GROUND.darker(106))
        p.setPen(NOPEN)
        p.setBrush(grad)
        p.drawPath(path)
        p.save()
        p.setClipPath(path)
        trng = random.Random(f"town/{card.id}/{rotation}/{i}")
        p.setPen(NOPEN)
        for _ in range(50):
            dot = QColor("#B89E70") if trng.random() < 0.6 else QColor("#F0E2C0")
            dot.setAlpha(110)
            p.setBrush(dot)
            p.drawEllipse(P(trng.random(), trng.random()), 0.012 + trng.random() * 0.012, 0.008 + trng.random() * 0.008)
        for _ in range(3):  # little gardens
            garden = QColor(GRASS)
            garden.setAlpha(150)
            p.setBrush(garden)
            p.drawEllipse(P(trng.random(), trng.random()), 0.035, 0.025)
        for c, s, style in lay.houses:
            if path.contains(c):
                draw_house(p, c, s, style)
        p.restore()
        for wall in lay.walls.get(i, []):
            p.setBrush(NOBRUSH)
            p.setPen(QPen(QColor(0, 0, 0, 60), 0.075, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            p.drawPath(wall.translated(0.0, 0.012))
            p.setPen(QPen(WALL, 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            p.drawPath(wall)
            stakes = QPen(WALL_LIGHT, 0.04, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
            stakes.setDashPattern([0.4, 0.35])
            p.setPen(stakes)
            p.drawPath(wall)
    for c in lay.flags:
        draw_flag(p, c, 0.2)
    # the farm: fields, a farmhouse and a barn
    if lay.farm >= 0:
        rect = QRectF(0.22, 0.22, 0.56, 0.56)
        p.setPen(QPen(QColor("#7A5A2A"), 0.02))
        p.setBrush(FIELD_A)
        p.drawRoundedRect(rect, 0.06, 0.06)
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(rect, 0.06, 0.06)
        p.setClipPath(clip)
        p.setPen(QPen(FIELD_B, 0.018))
        for k in range(14):
            x = 0.22 + k * 0.04
            p.drawLine(P(x, 0.22), P(x, 0.5))
        p.setPen(QPen(QColor("#8FAF4A"), 0.018))
        for k in range(8):
            y = 0.52 + k * 0.035
            p.drawLine(P(0.22, y), P(0.78, y))
        p.restore()
        draw_house(p, P(0.4, 0.42), 0.16, 0)
        p.save()
        p.setPen(QPen(INK, 0.01))
        p.setBrush(QColor("#8E2F22"))
        p.drawRect(QRectF(0.52, 0.36, 0.16, 0.13))
        p.setBrush(QColor("#5A5048"))
        p.drawPolygon(QPolygonF([P(0.5, 0.37), P(0.6, 0.3), P(0.7, 0.37)]))
        p.setPen(QPen(QColor("#F3E6C4"), 0.01))
        p.drawLine(P(0.57, 0.43), P(0.63, 0.49))
        p.drawLine(P(0.63, 0.43), P(0.57, 0.49))
        p.restore()
    for c, s in lay.posts:
        draw_cabin(p, c, s * 0.9)
    for kind, c, s in lay.animals:
        draw_animal(p, kind, c, s)
    # a thin frame so cards read as cards
    p.setBrush(NOBRUSH)
    p.setPen(QPen(QColor(40, 50, 20, 70), 0.012))
    p.drawRect(QRectF(0.006, 0.006, 0.988, 0.988))


PIXMAP_BUDGET = 96 * 1024 * 1024  # bytes of card and starting-space pictures kept
LEVELS = (36, 50, 75, 100, 150, 200, 300, 400)


def _pixmap_bytes(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4


Picture = tuple[str, int, int]  # the cache's key: (card type id or "start/<row>", rotation, size)
_PIXMAPS: BoundedCache[Picture, QPixmap] = BoundedCache(PIXMAP_BUDGET, _pixmap_bytes)


def level_for(pixels: float) -> int:
    for lv in LEVELS:
        if pixels <= lv:
            return lv
    return LEVELS[-1]


def _picture(size: int, paint: Callable[[QPainter], None]) -> QPixmap:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(GRASS)
    p = QPainter(img)
    p.scale(size, size)
    paint(p)
    p.end()
    return QPixmap.fromImage(img)


def card_pixmap(card: CardType, rotation: int, size: int) -> QPixmap:
    """The picture of ``card`` turned ``rotation``, ``size`` pixels square (cached)."""
    return card_picture(card, rotation, size, None)


def clear_cache() -> None:
    _PIXMAPS.clear()
    _LATER.pending.clear()


class _Later:
    """Pictures to paint when the window is idle, one per turn of the event loop; each then calls back."""

    def __init__(self) -> None:
        self.pending: dict[Picture, tuple[Callable[[], QPixmap], list[Callable[[], None]]]] = {}
        self.timer: QTimer | None = None

    def ask(self, key: Picture, make: Callable[[], QPixmap], ready: Callable[[], None]) -> None:
        _make, waiting = self.pending.setdefault(key, (make, []))
        if ready not in waiting:
            waiting.append(ready)
        if self.timer is None:  # made on first use: a QTimer needs the application
            self.timer = QTimer()
            self.timer.setInterval(0)
            self.timer.timeout.connect(self._paint_one)
        self.timer.start()

    def _paint_one(self) -> None:
        if not self.pending:
            assert self.timer is not None
            self.timer.stop()
            return
        key, (make, waiting) = next(iter(self.pending.items()))
        del self.pending[key]
        _PIXMAPS.get(key, make)
        for ready in waiting:
            with contextlib.suppress(RuntimeError):  # the item that asked is gone (its game was closed)
                ready()

    def finish(self) -> None:
        while self.pending:
            self._paint_one()


_LATER = _Later()


def paint_pending_pictures() -> None:
    """Paint now every picture that waits for an idle moment (before a picture of the board is saved)."""
    _LATER.finish()


def _now_or_later(key: Picture, make: Callable[[], QPixmap], ready: Callable[[], None] | None) -> QPixmap:
    """The picture ``key``; if it is not made yet and the same picture is made at another size, that one
    now (nearest larger first) and ``key`` painted later, then ``ready()`` called. Without ``ready``: now."""
    if ready is not None and key not in _PIXMAPS:
        name, rotation, size = key
        for other in sorted(LEVELS, key=lambda lv: (lv < size, abs(lv - size))):
            meanwhile = _PIXMAPS.peek((name, rotation, other))
            if meanwhile is not None:
                _LATER.ask(key, make, ready)
                return meanwhile
    return _PIXMAPS.get(key, make)


def card_picture(card: CardType, rotation: int, size: int, ready: Callable[[], None] | None) -> QPixmap:
    """:func:`card_pixmap`, or while it is being made the same picture at another size (see the module)."""
    return _now_or_later((card.id, rotation, size), lambda: _picture(size, lambda p: paint_card(p, card, rotation)),
                         ready)


# --- the starting spaces ------------------------------------------------------


def paint_start(p: QPainter, space: StartingSpace) -> None:
    """A starting space (unit square): its west edge feature, the coast to the east."""
    rng = random.Random(f"start/{space.row}")
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _grass(p, rng)
    # beach on the east side
    beach = QPainterPath(P(0.62, 0.0))
    beach.cubicTo(P(0.55, 0.35), P(0.68, 0.65), P(0.6, 1.0))
    beach.lineTo(P(1.0, 1.0))
    beach.lineTo(P(1.0, 0.0))
    beach.closeSubpath()
    p.setPen(NOPEN)
    p.setBrush(SAND)
    p.drawPath(beach)
    if space.west == EDGE_TRAIL:  # a trail from the west edge to a landing stage
        path = QPainterPath(P(0.0, 0.5))
        path.cubicTo(P(0.3, 0.5), P(0.45, 0.55), P(0.72, 0.52))
        p.setBrush(NOBRUSH)
        p.setPen(QPen(TRAIL_EDGE, 0.13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        p.drawPath(path)
        p.setPen(QPen(TRAIL_FILL, 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        p.drawPath(path)
        p.setPen(QPen(INK, 0.012))
        p.setBrush(QColor("#8A6A40"))
        p.drawRect(QRectF(0.72, 0.45, 0.3, 0.14))
        draw_tree(p, P(0.25, 0.2), 0.16)
        draw_tree(p, P(0.3, 0.82), 0.14)
    elif space.west == EDGE_TOWN:  # a started town, walled on the sea side
        town = QPainterPath(P(0.0, 0.0))
        town.lineTo(P(0.55, 0.0))
        town.cubicTo(P(0.72, 0.3), P(0.72, 0.7), P(0.55, 1.0))
        town.lineTo(P(0.0, 1.0))
        town.closeSubpath()
        p.setPen(NOPEN)
        p.setBrush(TOWN_GROUND)
        p.drawPath(town)
        rng2 = random.Random(space.row)
        for y in (0.2, 0.45, 0.7):
            for x in (0.13, 0.33):
                draw_house(p, P(x + rng2.random() * 0.05, y + rng2.random() * 0.06), 0.13, rng2.randrange(3))
        wall = QPainterPath(P(0.55, 0.0))
        wall.cubicTo(P(0.72, 0.3), P(0.72, 0.7), P(0.55, 1.0))
        p.setBrush(NOBRUSH)
        p.setPen(QPen(WALL, 0.06))
        p.drawPath(wall)
        stakes = QPen(WALL_LIGHT, 0.04, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
        stakes.setDashPattern([0.4, 0.35])
        p.setPen(stakes)
        p.drawPath(wall)
    else:
        draw_tree(p, P(0.25, 0.3), 0.18)
        draw_tree(p, P(0.38, 0.7), 0.15)
    p.setBrush(NOBRUSH)
    p.setPen(QPen(QColor(40, 50, 20, 70), 0.012))
    p.drawRect(QRectF(0.006, 0.006, 0.988, 0.988))


def start_pixmap(space: StartingSpace, size: int, ready: Callable[[], None] | None = None) -> QPixmap:
    """The picture of a starting space, ``size`` pixels square (cached with the cards'; ``ready``: as for
    :func:`card_picture`)."""
    return _now_or_later((f"start/{space.row}", 0, size), lambda: _picture(size, lambda p: paint_start(p, space)),
                         ready)


def texture_brush(seed: int = 7) -> QBrush:
    """A dark wooden table texture."""
    img = QImage(256, 256, QImage.Format.Format_RGB32)
    img.fill(TABLE)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    rng = random.Random(seed)
    for _ in range(140):
        y = rng.random() * 256
        c = QColor(TABLE.lighter(100 + rng.randrange(-12, 18)))
        c.setAlpha(90)
        p.setPen(QPen(c, 1 + rng.random() * 2))
        path = QPainterPath(P(-10, y))
        path.cubicTo(P(80, y + rng.uniform(-4, 4)), P(170, y + rng.uniform(-4, 4)), P(266, y))
        p.drawPath(path)
    p.end()
    return QBrush(img)
