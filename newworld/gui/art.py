"""Procedural card art: everything is painted from the catalog data with QPainter.

A card is laid out once per (card type, rotation) in unit coordinates (0..1,
north up): trail paths, town regions, the farm, and anchors for settlers,
animals, Trading Posts, Flags and trees. Features are rotated before painting,
so animals and houses stay upright whatever the rotation. Finished pictures are
cached as QPixmaps per (card type, rotation, pixel size).
"""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from newworld.engine.catalog import FARM, PLAINS, TOWN, TRAIL, CardType, Feature, StartingSpace, rotate_point

# --- palette ---------------------------------------------------------------

GRASS = QColor("#7FA54A")
GRASS_DARK = QColor("#5F8A36")
GRASS_LIGHT = QColor("#9DBE62")
TRAIL_FILL = QColor("#E2C486")
TRAIL_EDGE = QColor("#9C7A45")
TOWN_GROUND = QColor("#D8C49A")
WALL = QColor("#6B4A2B")
WALL_LIGHT = QColor("#A57B4C")
ROOF = QColor("#A8462E")
ROOF_DARK = QColor("#7C3020")
HOUSE_WALL = QColor("#EFE3C8")
FIELD_A = QColor("#D9B54A")
FIELD_B = QColor("#B98E3A")
TREE = QColor("#3F6B2A")
TREE_LIGHT = QColor("#5C8C3A")
SEA = QColor("#2F6F9F")
SEA_DEEP = QColor("#245A85")
SAND = QColor("#E9D6A4")
TABLE = QColor("#3B2F28")
INK = QColor("#2A2118")

PLAYER_COLOURS = ("#D23C2C", "#2E6FD8", "#E8B820", "#8E44AD", "#3A3A3A")
COLOURBLIND_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#222222")
SHAPES = ("circle", "square", "triangle", "diamond", "cross")

# Edge point positions in unit coordinates (N0 N1 N2, E0 E1 E2, S0 S1 S2, W0 W1 W2).
POINT_POS: tuple[tuple[float, float], ...] = (
    (0.2, 0.0), (0.5, 0.0), (0.8, 0.0),
    (1.0, 0.2), (1.0, 0.5), (1.0, 0.8),
    (0.8, 1.0), (0.5, 1.0), (0.2, 1.0),
    (0.0, 0.8), (0.0, 0.5), (0.0, 0.2),
)
CORNERS = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))  # NW NE SE SW: side d runs corner d -> d+1
SIDE_MID = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))
INWARD = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))
NOPEN = QPen(Qt.PenStyle.NoPen)
NOBRUSH = QBrush(Qt.BrushStyle.NoBrush)
MASK = 32  # resolution of the layout mask


def P(x: float, y: float) -> QPointF:
    return QPointF(x, y)


# --- layout ------------------------------------------------------------------


@dataclass
class Layout:
    """Where everything on one card (type, rotation) goes, in unit coordinates."""

    features: list[Feature]  # rotated
    towns: dict[int, QPainterPath] = field(default_factory=dict)
    walls: dict[int, list[QPainterPath]] = field(default_factory=dict)
    trails: dict[int, QPainterPath] = field(default_factory=dict)
    crossing: bool = False
    farm: int = -1
    anchors: dict[int, QPointF] = field(default_factory=dict)  # settler spot per feature
    animals: list[tuple[str, QPointF, float]] = field(default_factory=list)
    posts: list[tuple[QPointF, float]] = field(default_factory=list)  # cabin position, size
    flags: list[QPointF] = field(default_factory=list)
    houses: list[tuple[QPointF, float, int]] = field(default_factory=list)
    trees: list[tuple[QPointF, float]] = field(default_factory=list)
    region: list[int] = field(default_factory=list)  # MASK*MASK feature index per pixel (-1 none)


def rotated_features(card_features: tuple[Feature, ...], rotation: int) -> list[Feature]:
    out = []
    for f in card_features:
        pts = tuple(sorted(rotate_point(p, rotation) for p in f.points))
        out.append(Feature(f.kind, pts, f.trading_posts, f.flags, f.animals, f.end))
    return out


def _town_path(sides: list[int]) -> tuple[QPainterPath, list[QPainterPath]]:
    if len(sides) == 4:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, 1, 1))
        return path, []
    owned = set(sides)
    start = next(d for d in range(4) if d in owned and (d - 1) % 4 not in owned)
    path = QPainterPath(P(*CORNERS[start]))
    walls: list[QPainterPath] = []
    d = start
    for _ in range(4):
        if d not in owned:
            break
        # run along owned sides
        while d in owned:
            path.lineTo(P(*CORNERS[(d + 1) % 4]))
            d = (d + 1) % 4
            if d == start:
                break
        # the gap up to the next owned side
        skipped = []
        while d not in owned:
            skipped.append(d)
            d = (d + 1) % 4
        a = CORNERS[skipped[0]]
        b = CORNERS[d]
        if len(skipped) == 1:
            s = skipped[0]
            c = (SIDE_MID[s][0] + INWARD[s][0] * 0.5, SIDE_MID[s][1] + INWARD[s][1] * 0.5)
        elif len(skipped) == 2:
            far = CORNERS[(skipped[0] + 1) % 4]
            c = (0.5 + (far[0] - 0.5) * 0.18, 0.5 + (far[1] - 0.5) * 0.18)
        else:
            own = (d - 1) % 4
            c = (0.5 - INWARD[own][0] * 0.05, 0.5 - INWARD[own][1] * 0.05)
        path.quadTo(P(*c), P(*b))
        wall = QPainterPath(P(*a))
        wall.quadTo(P(*c), P(*b))
        walls.append(wall)
        if d == start:
            break
    path.closeSubpath()
    return path, walls


def _town_target(sides: list[int]) -> tuple[float, float]:
    x = sum(SIDE_MID[s][0] for s in sides) / len(sides)
    y = sum(SIDE_MID[s][1] for s in sides) / len(sides)
    if len(sides) == 1:
        s = sides[0]
        return (x + INWARD[s][0] * 0.12, y + INWARD[s][1] * 0.12)
    if len(sides) == 2 and (sides[0] - sides[1]) % 2 == 0:
        return (0.5, 0.5)
    return (0.5 + (x - 0.5) * 0.5, 0.5 + (y - 0.5) * 0.5)


def _trail_path(f: Feature, features: list[Feature]) -> QPainterPath:
    pts = [POINT_POS[p] for p in f.points]
    path = QPainterPath(P(*pts[0]))
    if len(pts) == 2:
        a, b = f.points
        if (b - a) % 12 == 6:
            path.lineTo(P(*pts[1]))
        else:
            path.quadTo(P(0.5, 0.5), P(*pts[1]))
        return path
    if f.end == "town":
        town = next(g for g in features if g.kind == TOWN)
        sides = sorted({p // 3 for p in town.points})
        tx, ty = _town_target(sides)
        path.quadTo(P(0.5, 0.5), P(tx, ty))
        return path
    path.lineTo(P(0.5, 0.5))
    return path


def _rasterise(layout: Layout) -> QImage:
    img = QImage(MASK, MASK, QImage.Format.Format_Grayscale8)
    img.fill(255)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    p.scale(MASK, MASK)
    p.setPen(QPen(QColor(0, 0, 0), 0.15, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    p.setBrush(NOBRUSH)
    for path in layout.trails.values():
        p.drawPath(path)
    p.setPen(NOPEN)
    p.setBrush(QColor(0, 0, 0))
    for path in layout.towns.values():
        p.drawPath(path)
    if layout.crossing:
        p.drawEllipse(P(0.5, 0.5), 0.15, 0.15)
    if layout.farm >= 0:
        p.drawRoundedRect(QRectF(0.2, 0.2, 0.6, 0.6), 0.08, 0.08)
    p.end()
    return img


def _clearance(inside: list[bool]) -> list[int]:
    """Chessboard distance (pixels) of each inside pixel to the nearest outside one or the card edge."""
    n = MASK
    dist = [0] * (n * n)
    q: deque[int] = deque()
    for i in range(n * n):
        x, y = i % n, i // n
        if not inside[i]:
            dist[i] = 0
            q.append(i)
        else:
            edge = min(x, y, n - 1 - x, n - 1 - y) + 1
            dist[i] = edge
    # relax from outside pixels
    while q:
        i = q.popleft()
        x, y = i % n, i // n
        d = dist[i] + 1
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                xx, yy = x + dx, y + dy
                if 0 <= xx < n and 0 <= yy < n:
                    j = yy * n + xx
                    if dist[j] > d:
                        dist[j] = d
                        q.append(j)
    return dist


def _pick(dist: list[int], taken: list[tuple[float, float, float]], min_clear: float,
          rng: random.Random | None = None) -> tuple[float, float, float] | None:
    """The inside pixel with most clearance, away from ``taken`` spots; (x, y, clearance) in units."""
    best = None
    best_score = -1.0
    n = MASK
    for i, d in enumerate(dist):
        if d <= 0:
            continue
        cx, cy = (i % n + 0.5) / n, (i // n + 0.5) / n
        clear = d / n
        for tx, ty, tr in taken:
            gap = math.hypot(cx - tx, cy - ty) - tr
            clear = min(clear, gap)
        if clear < min_clear:
            continue
        score = clear + (rng.random() * 0.04 if rng else 0.0) - 0.05 * math.hypot(cx - 0.5, cy - 0.5)
        if score > best_score:
            best_score = score
            best = (cx, cy, clear)
    return best


def build_layout(card: CardType, rotation: int) -> Layout:
    feats = rotated_features(card.features, rotation)
    layout = Layout(features=feats)
    for i, f in enumerate(feats):
        if f.kind == TOWN:
            sides = sorted({p // 3 for p in f.points})
            layout.towns[i], layout.walls[i] = _town_path(sides)
        elif f.kind == TRAIL:
            layout.trails[i] = _trail_path(f, feats)
            if f.end == "crossing":
                layout.crossing = True
        elif f.kind == FARM:
            layout.farm = i
    img = _rasterise(layout)
    n = MASK
    region = [-1] * (n * n)
    barrier = [img.pixelColor(i % n, i // n).value() < 128 for i in range(n * n)]
    # plains regions: flood from their edge points
    for i, f in enumerate(feats):
        if f.kind != PLAINS:
            continue
        q: deque[int] = deque()
        for p in f.points:
            x, y = POINT_POS[p]
            px = min(n - 1, max(0, int(x * n - (0.5 if x >= 1 else 0) + (1 if x == 0 else -1 if x == 1 else 0))))
            py = min(n - 1, max(0, int(y * n - (0.5 if y >= 1 else 0) + (1 if y == 0 else -1 if y == 1 else 0))))
            j = py * n + px
            if not barrier[j] and region[j] < 0:
                region[j] = i
                q.append(j)
        while q:
            j = q.popleft()
            x, y = j % n, j // n
            for xx, yy in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if 0 <= xx < n and 0 <= yy < n:
                    k = yy * n + xx
                    if region[k] < 0 and not barrier[k]:
                        region[k] = i
                        q.append(k)
    for i, path in layout.towns.items():
        for j in range(n * n):
            if region[j] < 0 and path.contains(P((j % n + 0.5) / n, (j // n + 0.5) / n)):
                region[j] = i
    layout.region = region
    rng = random.Random(f"{card.id}/{rotation}")
    taken: list[tuple[float, float, float]] = []
    # trails: settler spot on the path, Trading Post cabins beside it
    for i, path in layout.trails.items():
        f = feats[i]
        t = 0.5 if len(f.points) == 2 else 0.42
        pt = path.pointAtPercent(t)
        layout.anchors[i] = pt
        taken.append((pt.x(), pt.y(), 0.09))
    if layout.farm >= 0:
        layout.anchors[layout.farm] = P(0.5, 0.56)
        taken.append((0.5, 0.5, 0.3))
    if layout.crossing:
        taken.append((0.5, 0.5, 0.12))
    for i, path in layout.trails.items():
        f = feats[i]
        for k in range(f.trading_posts):
            t = 0.22 + 0.4 * k if len(f.points) == 2 else 0.2
            pt = path.pointAtPercent(t)
            ang = math.radians(path.angleAtPercent(t))
            nx, ny = -math.sin(ang), -math.cos(ang)  # a normal (Qt angles run counter-clockwise, y down)
            best = None
            for sgn in (1, -1):
                cx, cy = pt.x() + sgn * nx * 0.16, pt.y() + sgn * ny * 0.16
                j = min(n - 1, max(0, int(cy * n))) * n + min(n - 1, max(0, int(cx * n)))
                ok = region[j] >= 0 and feats[region[j]].kind == PLAINS and 0.08 < cx < 0.92 and 0.08 < cy < 0.92
                score = (ok, -math.hypot(cx - 0.5, cy - 0.5) * (1 if sgn > 0 else 1.01))
                if best is None or score > best[0]:
                    best = (score, cx, cy)
            assert best is not None
            layout.posts.append((P(best[1], best[2]), 0.17))
            taken.append((best[1], best[2], 0.11))
    # towns: shopkeeper spot, flags, houses
    for i in layout.towns:
        inside = [r == i for r in region]
        dist = _clearance(inside)
        spot = _pick(dist, taken, 0.0)
        if spot is None:
            continue
        layout.anchors[i] = P(spot[0], spot[1])
        taken.append((spot[0], spot[1], 0.09))
        for _ in range(feats[i].flags):
            fl = _pick(dist, taken, 0.07, rng) or _pick(dist, taken, 0.02, rng)
            if fl:
                layout.flags.append(P(fl[0], fl[1]))
                taken.append((fl[0], fl[1], 0.08))
        cells = [j for j in range(n * n) if dist[j] >= 3 and 3 <= j % n <= n - 4 and 3 <= j // n <= n - 3]
        rng.shuffle(cells)
        placed: list[tuple[float, float]] = []
        for j in cells:
            cx, cy = (j % n + 0.5) / n, (j // n + 0.5) / n
            if any(math.hypot(cx - tx, cy - ty) < tr + 0.06 for tx, ty, tr in taken):
                continue
            if any(abs(cx - hx) < 0.16 and abs(cy - hy) < 0.13 for hx, hy in placed):
                continue
            placed.append((cx, cy))
            layout.houses.append((P(cx, cy), 0.12 + rng.random() * 0.03, rng.randrange(3)))
            if len(placed) >= 8:
                break
        layout.houses.sort(key=lambda h: h[0].y())
    # plains: animals, the trapper spot, trees
    for i, f in enumerate(feats):
        if f.kind != PLAINS:
            continue
        inside = [r == i for r in region]
        dist = _clearance(inside)
        for animal in f.animals:
            spot = _pick(dist, taken, 0.04)
            if spot is None:
                spot = _pick(dist, [], 0.0)
            if spot is None:
                continue
            size = max(0.2, min(0.34, spot[2] * 2.0))
            layout.animals.append((animal, P(spot[0], spot[1]), size))
            taken.append((spot[0], spot[1], size * 0.55))
        spot = _pick(dist, taken, 0.0)
        if spot is None:
            spot = _pick(dist, [], 0.0)
        if spot is not None:
            layout.anchors[i] = P(spot[0], spot[1])
        tries = 3 if not f.animals else 1
        tree_taken = list(taken)
        for _ in range(tries):
            tree = _pick(dist, tree_taken, 0.06, rng)
            if tree is None or rng.random() < 0.3:
                continue
            size = min(0.16, tree[2] * 1.6)
            layout.trees.append((P(tree[0], tree[1]), size))
            tree_taken.append((tree[0], tree[1], size))
    return layout


_LAYOUTS: dict[tuple[str, int], Layout] = {}


def layout_for(card: CardType, rotation: int) -> Layout:
    key = (card.id, rotation)
    lay = _LAYOUTS.get(key)
    if lay is None:
        lay = _LAYOUTS[key] = build_layout(card, rotation)
    return lay


def settler_anchor(card: CardType, rotation: int, feature: int) -> QPointF:
    """Where a settler on ``feature`` stands, in unit coordinates of the rotated card."""
    return layout_for(card, rotation).anchors.get(feature, P(0.5, 0.5))


def feature_at_point(card: CardType, rotation: int, x: float, y: float) -> int:
    """The feature under unit point (x, y) of the rotated card, or -1."""
    lay = layout_for(card, rotation)
    if lay.farm >= 0 and 0.22 <= x <= 0.78 and 0.22 <= y <= 0.78:
        return lay.farm
    for i, path in lay.trails.items():
        pts = [path.pointAtPercent(t / 20) for t in range(21)]
        if min(math.hypot(p.x() - x, p.y() - y) for p in pts) < 0.07:
            return i
    n = MASK
    j = min(n - 1, max(0, int(y * n))) * n + min(n - 1, max(0, int(x * n)))
    return lay.region[j]


# --- small pictures ---------------------------------------------------------


def _grass(p: QPainter, rng: random.Random, clip: QPainterPath | None = None) -> None:
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


def animal_path(kind: str) -> QPainterPath:
    """A silhouette in a box of about -0.5..0.5, facing right."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if kind == "bison":
        path.addEllipse(QRectF(-0.42, -0.2, 0.7, 0.42))        # body
        path.addEllipse(QRectF(-0.05, -0.32, 0.42, 0.44))      # hump and shoulders
        path.addEllipse(QRectF(0.22, -0.1, 0.26, 0.26))        # head, low
        for x in (-0.34, -0.18, 0.08, 0.22):
            path.addRect(QRectF(x, 0.1, 0.08, 0.26))           # legs
        horn = QPainterPath(P(0.3, -0.08))
        horn.quadTo(P(0.3, -0.2), P(0.4, -0.2))
        horn.lineTo(P(0.36, -0.07))
        path.addPath(horn)
        path.addPolygon(QPolygonF([P(-0.42, -0.05), P(-0.52, 0.12), P(-0.46, 0.13), P(-0.4, 0.02)]))  # tail
    elif kind == "deer":  # a slim brown body, the neck forward, a long head; antlers drawn on top
        path.addEllipse(QRectF(-0.38, -0.15, 0.64, 0.3))          # body
        path.addPolygon(QPolygonF([P(0.1, -0.1), P(0.2, -0.33), P(0.31, -0.31), P(0.26, 0.02)]))  # neck
        path.addEllipse(QRectF(0.19, -0.43, 0.17, 0.14))          # head
        path.addPolygon(QPolygonF([P(0.3, -0.42), P(0.47, -0.35), P(0.46, -0.29), P(0.3, -0.3)]))  # muzzle
        path.addPolygon(QPolygonF([P(0.22, -0.4), P(0.1, -0.47), P(0.18, -0.36)]))  # ear
        for x, lean in ((-0.33, -0.04), (-0.2, 0.03), (0.1, -0.03), (0.2, 0.04)):
            path.addPolygon(QPolygonF([P(x, 0.0), P(x + 0.09, 0.0), P(x + 0.07 + lean, 0.42),
                                       P(x + 0.01 + lean, 0.42)]))
        path.addEllipse(QRectF(-0.45, -0.17, 0.11, 0.09))         # tail
    elif kind == "bear":
        path.addEllipse(QRectF(-0.42, -0.22, 0.72, 0.44))
        path.addEllipse(QRectF(0.18, -0.22, 0.28, 0.26))        # head
        path.addEllipse(QRectF(0.21, -0.27, 0.09, 0.09))        # ears
        path.addEllipse(QRectF(0.33, -0.27, 0.09, 0.09))
        path.addEllipse(QRectF(0.38, -0.12, 0.13, 0.1))         # snout
        for x in (-0.36, -0.2, 0.04, 0.18):
            path.addRoundedRect(QRectF(x, 0.06, 0.12, 0.3), 0.04, 0.04)
    elif kind == "beaver":
        path.addEllipse(QRectF(-0.22, -0.18, 0.5, 0.36))
        path.addEllipse(QRectF(0.18, -0.16, 0.24, 0.22))        # head
        path.addEllipse(QRectF(-0.5, 0.02, 0.34, 0.16))         # flat tail
        path.addEllipse(QRectF(-0.08, 0.1, 0.12, 0.12))
        path.addEllipse(QRectF(0.12, 0.1, 0.12, 0.12))
    else:  # turkey
        path.addEllipse(QRectF(-0.18, -0.12, 0.4, 0.34))        # body
        path.addPolygon(QPolygonF([P(0.12, -0.02), P(0.22, -0.3), P(0.3, -0.28), P(0.22, 0.02)]))
        path.addEllipse(QRectF(0.2, -0.38, 0.13, 0.13))         # head
        path.addRect(QRectF(-0.02, 0.18, 0.04, 0.2))
        path.addRect(QRectF(0.08, 0.18, 0.04, 0.2))
    return path.simplified()


ANIMAL_COLOURS = {"bison": "#4A3020", "deer": "#9A5A2C", "bear": "#2C2018", "beaver": "#7A5030", "turkey": "#5C4030"}
_ANIMAL_PATHS: dict[str, QPainterPath] = {}


def draw_animal(p: QPainter, kind: str, c: QPointF, s: float) -> None:
    path = _ANIMAL_PATHS.get(kind)
    if path is None:
        path = _ANIMAL_PATHS[kind] = animal_path(kind)
    p.save()
    p.translate(c)
    p.scale(s, s)
    p.setPen(NOPEN)
    p.setBrush(QColor(0, 0, 0, 55))
    p.drawEllipse(P(0.0, 0.4), 0.42, 0.08)
    if kind == "beaver":
        p.setBrush(QColor("#4F8FBF"))
        p.setPen(QPen(QColor("#2F5F85"), 0.04))
        p.drawEllipse(P(0.0, 0.3), 0.55, 0.14)
    if kind == "turkey":  # the fanned tail behind the body
        p.setPen(QPen(QColor("#F3E6C4"), 0.05))
        for k, colour in enumerate(("#6B4226", "#C8903E", "#6B4226")):
            r = 0.42 - k * 0.1
            p.setBrush(QColor(colour))
            p.drawPie(QRectF(-0.02 - r, 0.06 - r, 2 * r, 2 * r), 70 * 16, 130 * 16)
    if kind == "deer":  # antlers under the outline pass, so they get a light edge too
        for width, colour in ((0.08, "#E8D8B0"), (0.045, "#4A2C14")):
            p.setPen(QPen(QColor(colour), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawPath(_antlers())
    if kind == "deer":  # slim legs: a thin dark edge, or at 64 px they would be all outline
        p.setPen(QPen(QColor("#4A2C14"), 0.03))
    else:
        p.setPen(QPen(QColor("#F6EED8"), 0.07))
    p.setBrush(QColor(ANIMAL_COLOURS[kind]))
    p.drawPath(path)
    p.setPen(NOPEN)
    if kind == "turkey":
        p.setBrush(QColor("#D03A2A"))
        p.drawEllipse(P(0.3, -0.24), 0.05, 0.07)
    if kind == "bison":
        p.setBrush(QColor("#2A1A10"))
        p.drawEllipse(QRectF(-0.02, -0.3, 0.36, 0.4))
    if kind == "deer":
        p.setBrush(QColor("#F4EAD8"))  # the white tail and throat
        p.drawEllipse(QRectF(-0.44, -0.155, 0.08, 0.065))
        p.drawEllipse(QRectF(0.24, -0.3, 0.07, 0.08))
        p.setBrush(QColor("#2A1A10"))  # eye and nose
        p.drawEllipse(P(0.3, -0.37), 0.022, 0.022)
        p.drawEllipse(P(0.455, -0.33), 0.02, 0.02)
    p.restore()


def _antlers() -> QPainterPath:
    """Two branching antlers rising back from the deer's head."""
    path = QPainterPath()
    for dx in (0.0, 0.07):
        path.moveTo(P(0.25 + dx, -0.4))
        path.quadTo(P(0.24 + dx, -0.56), P(0.12 + dx, -0.64))     # the main beam, curving back
        path.moveTo(P(0.245 + dx, -0.5))
        path.lineTo(P(0.31 + dx, -0.6))                          # brow tine
        path.moveTo(P(0.19 + dx, -0.59))
        path.lineTo(P(0.22 + dx, -0.69))                         # back tine
    return path


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


_PIXMAPS: dict[tuple[str, int, int], QPixmap] = {}
LEVELS = (36, 50, 75, 100, 150, 200, 300, 400)


def level_for(pixels: float) -> int:
    for lv in LEVELS:
        if pixels <= lv:
            return lv
    return LEVELS[-1]


def card_pixmap(card: CardType, rotation: int, size: int) -> QPixmap:
    key = (card.id, rotation, size)
    pix = _PIXMAPS.get(key)
    if pix is None:
        img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(GRASS)
        p = QPainter(img)
        p.scale(size, size)
        paint_card(p, card, rotation)
        p.end()
        pix = _PIXMAPS[key] = QPixmap.fromImage(img)
    return pix


def clear_cache() -> None:
    _PIXMAPS.clear()


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
    if space.west == 2:  # a trail from the west edge to a landing stage
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
    elif space.west == 3:  # a started town, walled on the sea side
        path, walls = _town_path([3, 1])
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


_START_PIX: dict[tuple[int, int], QPixmap] = {}


def start_pixmap(space: StartingSpace, size: int) -> QPixmap:
    key = (space.row, size)
    pix = _START_PIX.get(key)
    if pix is None:
        img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(GRASS)
        p = QPainter(img)
        p.scale(size, size)
        paint_start(p, space)
        p.end()
        pix = _START_PIX[key] = QPixmap.fromImage(img)
    return pix


# --- settlers and Surveyors --------------------------------------------------


def meeple_path() -> QPainterPath:
    """A standing meeple in a box of -0.5..0.5."""
    body = QPainterPath()
    body.moveTo(0.0, -0.2)
    body.cubicTo(0.2, -0.2, 0.24, -0.12, 0.46, -0.06)
    body.cubicTo(0.52, -0.02, 0.5, 0.1, 0.42, 0.1)
    body.cubicTo(0.34, 0.1, 0.24, 0.06, 0.2, 0.1)
    body.cubicTo(0.24, 0.24, 0.36, 0.36, 0.4, 0.46)
    body.lineTo(0.1, 0.46)
    body.cubicTo(0.06, 0.38, 0.04, 0.32, 0.0, 0.3)
    body.cubicTo(-0.04, 0.32, -0.06, 0.38, -0.1, 0.46)
    body.lineTo(-0.4, 0.46)
    body.cubicTo(-0.36, 0.36, -0.24, 0.24, -0.2, 0.1)
    body.cubicTo(-0.24, 0.06, -0.34, 0.1, -0.42, 0.1)
    body.cubicTo(-0.5, 0.1, -0.52, -0.02, -0.46, -0.06)
    body.cubicTo(-0.24, -0.12, -0.2, -0.2, 0.0, -0.2)
    body.closeSubpath()
    head = QPainterPath()
    head.addEllipse(P(0.0, -0.3), 0.17, 0.17)
    return body.united(head).simplified()


_MEEPLE: list[QPainterPath] = []


def _meeple() -> QPainterPath:
    if not _MEEPLE:
        _MEEPLE.append(meeple_path())
    return _MEEPLE[0]


def shape_mark(p: QPainter, shape: str, s: float) -> None:
    """A small white mark (colour-blind aid) centred at the origin."""
    p.setPen(QPen(QColor(0, 0, 0, 160), s * 0.15))
    p.setBrush(QColor("#FFFFFF"))
    if shape == "circle":
        p.drawEllipse(P(0, 0), s * 0.5, s * 0.5)
    elif shape == "square":
        p.drawRect(QRectF(-s * 0.45, -s * 0.45, s * 0.9, s * 0.9))
    elif shape == "triangle":
        p.drawPolygon(QPolygonF([P(0, -s * 0.55), P(s * 0.55, s * 0.45), P(-s * 0.55, s * 0.45)]))
    elif shape == "diamond":
        p.drawPolygon(QPolygonF([P(0, -s * 0.6), P(s * 0.5, 0), P(0, s * 0.6), P(-s * 0.5, 0)]))
    else:
        p.drawPolygon(QPolygonF([P(-s * 0.2, -s * 0.55), P(s * 0.2, -s * 0.55), P(s * 0.2, -s * 0.2),
                                 P(s * 0.55, -s * 0.2), P(s * 0.55, s * 0.2), P(s * 0.2, s * 0.2),
                                 P(s * 0.2, s * 0.55), P(-s * 0.2, s * 0.55), P(-s * 0.2, s * 0.2),
                                 P(-s * 0.55, s * 0.2), P(-s * 0.55, -s * 0.2), P(-s * 0.2, -s * 0.2)]))


def draw_meeple(p: QPainter, c: QPointF, size: float, colour: QColor | str, lying: bool = False,
                shape: str | None = None, alpha: int = 255) -> None:
    col = QColor(colour)
    col.setAlpha(alpha)
    p.save()
    p.translate(c)
    p.scale(size, size)
    if lying:
        p.rotate(-90)
        p.scale(0.9, 0.9)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(NOPEN)
    p.setBrush(QColor(0, 0, 0, min(alpha, 90)))
    if lying:
        p.drawPath(_meeple().translated(-0.06, 0.06))
    else:
        p.drawEllipse(P(0.05, 0.47), 0.42, 0.09)
    grad = QLinearGradient(-0.4, -0.5, 0.4, 0.5)
    grad.setColorAt(0, col.lighter(135))
    grad.setColorAt(1, col.darker(115))
    p.setBrush(grad)
    edge = col.darker(250) if col.lightness() > 60 else QColor("#E8E0D0")
    edge.setAlpha(alpha)
    p.setPen(QPen(edge, 0.07))
    p.drawPath(_meeple())
    if shape:
        p.translate(0, 0.12)
        if lying:
            p.rotate(90)
        shape_mark(p, shape, 0.24)
    p.restore()


def draw_surveyor(p: QPainter, c: QPointF, size: float) -> None:
    """A white Surveyor with a measuring staff."""
    p.save()
    p.translate(c)
    p.scale(size, size)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(QColor("#5A4030"), 0.06))
    p.drawLine(P(0.42, -0.6), P(0.42, 0.5))
    p.setPen(QPen(QColor("#C8302A"), 0.06))
    p.drawLine(P(0.42, -0.6), P(0.42, -0.4))
    p.setPen(NOPEN)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawEllipse(P(0.05, 0.47), 0.42, 0.09)
    p.setPen(QPen(QColor("#222222"), 0.07))
    p.setBrush(QColor("#FAFAF5"))
    p.drawPath(_meeple())
    p.setBrush(QColor("#333333"))
    p.drawPolygon(QPolygonF([P(-0.26, -0.4), P(0.0, -0.6), P(0.26, -0.4), P(0.0, -0.44)]))
    p.restore()


def draw_text_badge(p: QPainter, c: QPointF, text: str, px: float, fg: QColor, bg: QColor) -> None:
    font = QFont()
    font.setPixelSize(max(1, int(px)))
    font.setBold(True)
    p.setFont(font)
    fm = p.fontMetrics()
    w = fm.horizontalAdvance(text) + px * 0.8
    h = px * 1.4
    rect = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
    p.setPen(QPen(fg.darker(200), max(0.5, px * 0.06)))
    p.setBrush(bg)
    p.drawRoundedRect(rect, h / 2, h / 2)
    p.setPen(fg)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


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
