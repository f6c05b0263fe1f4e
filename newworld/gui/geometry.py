"""Where things are: board coordinates, each card's layout, and hit-testing.

Board geometry: column x grows westward from the coast (x = 0 holds the
starting spaces), so a cell's centre lies at scene (-x * CELL, y * CELL): the
coast and the sea are on the right.

A card is laid out once per (card type, rotation) in unit coordinates (0..1,
north up): trail paths, town regions, the farm, and anchors for settlers,
animals, Trading Posts, Flags and trees. Features are rotated before laying
out, so animals and houses stay upright whatever the rotation. The painters
(:mod:`newworld.gui.painters`) draw these layouts; the interaction uses them to
find the feature under the pointer (:func:`feature_at_point`) and to outline
it (:func:`feature_outline`). Layouts and outlines are kept in bounded caches.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import compress, repeat
from operator import add, ge, sub

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPainterPathStroker, QPen

from newworld.engine.catalog import CardType, Feature, rotate_point
from newworld.engine.rules import KINDS, EdgePoints
from newworld.gui.cache import BoundedCache


def _lies(f: Feature) -> EdgePoints:
    """How a feature lies on its card, by the rules' table of kinds: on whole edges (drawn as a
    walled town), through edge middles (a trail's line), in the middle (a farm) or on the sides
    between those (plains)."""
    return KINDS[f.kind].edge_points


# --- the board ---------------------------------------------------------------

CELL = 100.0  # scene units per cell


def cell_centre(x: int, y: int) -> QPointF:
    return QPointF(-x * CELL, y * CELL)


def cell_rect(x: int, y: int) -> QRectF:
    return QRectF(-x * CELL - CELL / 2, y * CELL - CELL / 2, CELL, CELL)


def scene_cell(pt: QPointF) -> tuple[int, int]:
    return round(-pt.x() / CELL), round(pt.y() / CELL)


def bounds(rects: Iterable[QRectF], margin: float) -> QRectF:
    """The rectangle around ``rects``, ``margin`` wider on every side (empty for none)."""
    out = QRectF()
    for r in rects:
        out = out.united(r)
    return out.adjusted(-margin, -margin, margin, margin) if not out.isNull() else out


def unit_to_scene(x: int, y: int, u: QPointF) -> QPointF:
    r = cell_rect(x, y)
    return QPointF(r.left() + u.x() * CELL, r.top() + u.y() * CELL)


# --- a card, in unit coordinates ----------------------------------------------
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
MASK = 32  # resolution of the layout mask
NOPEN = QPen(Qt.PenStyle.NoPen)
NOBRUSH = QBrush(Qt.BrushStyle.NoBrush)


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


def _town_sides(town: Feature) -> tuple[int, ...]:
    """The sides (0 N, 1 E, 2 S, 3 W) a town reaches, in order."""
    return tuple(sorted({p // 3 for p in town.points}))


def _town_path(sides: tuple[int, ...]) -> tuple[QPainterPath, list[QPainterPath]]:
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


def _town_target(sides: tuple[int, ...]) -> tuple[float, float]:
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
        town = next(g for g in features if _lies(g) is EdgePoints.EDGES)
        tx, ty = _town_target(_town_sides(town))
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


Spot = tuple[float, float, float]  # a circle taken on a card: x, y, radius (or clearance) in units

# Per pixel of the mask: its centre in unit coordinates, the pull towards the card's middle
# that _Room.pick subtracts, and its 4-neighbours.
_CENTRES = [((i % MASK + 0.5) / MASK, (i // MASK + 0.5) / MASK) for i in range(MASK * MASK)]
_CENTRE_PULL = [0.05 * math.hypot(cx - 0.5, cy - 0.5) for cx, cy in _CENTRES]
_NEIGHBOURS = [[yy * MASK + xx for xx, yy in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                if 0 <= xx < MASK and 0 <= yy < MASK]
               for y in range(MASK) for x in range(MASK)]


def _barriers(img: QImage) -> list[bool]:
    """The dark pixels of the mask (trails, towns, the crossing, the farm), read in one go."""
    data, stride = bytes(img.constBits()), img.bytesPerLine()
    return [data[(i // MASK) * stride + i % MASK] < 128 for i in range(MASK * MASK)]


def _clearance(region: list[int], feature: int) -> list[int]:
    """Chessboard distance (pixels) of each pixel of ``feature`` to the nearest pixel outside it or the
    card edge; 0 outside it.

    A pixel at distance k survives k - 1 erosions by a 3x3 square; rows are bit sets, so an erosion is a
    few integer operations per row.
    """
    n = MASK
    rows = [0] * n
    for j, r in enumerate(region):
        if r == feature:
            rows[j // n] |= 1 << (j % n)
    dist = [0] * (n * n)
    level = 0
    while any(rows):
        level += 1
        upright = [row & (rows[y - 1] if y else 0) & (rows[y + 1] if y < n - 1 else 0) for y, row in enumerate(rows)]
        inner = [row & (row << 1) & (row >> 1) for row in upright]
        for y, (row, kept) in enumerate(zip(rows, inner, strict=True)):
            peeled = row & ~kept  # the pixels at distance ``level``
            while peeled:
                low = peeled & -peeled
                dist[y * n + low.bit_length() - 1] = level
                peeled ^= low
        rows = inner
    return dist


class _Room:
    """The pixels of one feature and their clearance, from its border and from spots taken on the card.

    The arithmetic runs over whole columns (``map`` with ``operator``), in the same order and with the
    same operations per pixel as a plain loop would, so the results are the same to the last bit.
    """

    def __init__(self, dist: list[int]) -> None:
        self.dist = dist
        self.cells = [i for i, d in enumerate(dist) if d > 0]
        self.own = [dist[i] / MASK for i in self.cells]
        self.xs = [_CENTRES[i][0] for i in self.cells]
        self.ys = [_CENTRES[i][1] for i in self.cells]
        self.pulls = [_CENTRE_PULL[i] for i in self.cells]
        self._clears: tuple[list[Spot], list[float]] = ([], self.own)

    def clears(self, taken: list[Spot]) -> list[float]:
        """Each pixel's clearance from the feature's border and from the ``taken`` circles.

        Spots are only ever added to ``taken`` (a copy may grow on its own), so the result for the
        longest known start of it is kept and brought up to date spot by spot.
        """
        if not taken:
            return self.own
        known, values = self._clears
        if taken[:len(known)] != known:
            known, values = [], self.own
        for tx, ty, tr in taken[len(known):]:
            centre_distances = map(math.hypot, map(sub, self.xs, repeat(tx)), map(sub, self.ys, repeat(ty)))
            values = list(map(min, values, map(sub, centre_distances, repeat(tr))))
        self._clears = (list(taken), values)
        return values

    def pick(self, taken: list[Spot], min_clear: float,
             rng: random.Random | None = None) -> Spot | None:
        """The pixel with most clearance (less a pull towards the middle), at least ``min_clear`` from
        ``taken`` spots and the feature's border; (x, y, clearance) in units.

        ``rng`` jitters the choice, one draw per pixel clear enough, in pixel order.
        """
        clears = self.clears(taken)
        eligible = list(compress(range(len(clears)), map(ge, clears, repeat(min_clear))))
        jitter = [rng.random() * 0.04 for _ in eligible] if rng else repeat(0.0)
        scores = list(map(sub, map(add, map(clears.__getitem__, eligible), jitter),
                          map(self.pulls.__getitem__, eligible)))
        best = max(scores, default=-1.0)
        if best <= -1.0:
            return None
        k = eligible[scores.index(best)]  # the first of equals
        return (self.xs[k], self.ys[k], clears[k])


def _edge_pixel(point: int) -> int:
    """The mask pixel just inside the card at edge point ``point``."""
    n = MASK
    x, y = POINT_POS[point]
    px = min(n - 1, max(0, int(x * n - (0.5 if x >= 1 else 0) + (1 if x == 0 else -1 if x == 1 else 0))))
    py = min(n - 1, max(0, int(y * n - (0.5 if y >= 1 else 0) + (1 if y == 0 else -1 if y == 1 else 0))))
    return py * n + px


def _regions(layout: Layout) -> list[int]:
    """The feature index of each mask pixel (-1 none): plains flooded from their edge points up to
    the trails, towns and farm; towns by their outline."""
    barrier = _barriers(_rasterise(layout))
    region = [-1] * (MASK * MASK)
    for i, f in enumerate(layout.features):
        if _lies(f) is not EdgePoints.SIDES:
            continue
        q: deque[int] = deque()
        for j in map(_edge_pixel, f.points):
            if not barrier[j] and region[j] < 0:
                region[j] = i
                q.append(j)
        while q:
            for k in _NEIGHBOURS[q.popleft()]:
                if region[k] < 0 and not barrier[k]:
                    region[k] = i
                    q.append(k)
    for i, f in enumerate(layout.features):
        if _lies(f) is EdgePoints.EDGES:
            for j in _town_pixels(_town_sides(f)):
                if region[j] < 0:
                    region[j] = i
    return region


@lru_cache(maxsize=16)  # a town's outline depends only on the sides it owns: at most 15 shapes
def _town_pixels(sides: tuple[int, ...]) -> tuple[int, ...]:
    """The mask pixels whose centre lies inside the outline of a town owning ``sides``."""
    path = _town_path(sides)[0]
    return tuple(j for j, (cx, cy) in enumerate(_CENTRES) if path.contains(P(cx, cy)))


def build_layout(card: CardType, rotation: int) -> Layout:
    feats = rotated_features(card.features, rotation)
    layout = Layout(features=feats)
    for i, f in enumerate(feats):
        if _lies(f) is EdgePoints.EDGES:
            layout.towns[i], layout.walls[i] = _town_path(_town_sides(f))
        elif _lies(f) is EdgePoints.MIDDLES:
            layout.trails[i] = _trail_path(f, feats)
            if f.end == "crossing":
                layout.crossing = True
        elif _lies(f) is EdgePoints.NONE:
            layout.farm = i
    layout.region = _regions(layout)
    rng = random.Random(f"{card.id}/{rotation}")
    taken: list[Spot] = []  # circles (x, y, radius) already occupied
    _place_on_trails(layout, taken)
    for i in layout.towns:
        _furnish_town(layout, i, taken, rng)
    for i, f in enumerate(feats):
        if _lies(f) is EdgePoints.SIDES:
            _furnish_plains(layout, i, taken, rng)
    return layout


def _place_on_trails(layout: Layout, taken: list[Spot]) -> None:
    """Settler spots on the trails (and the farm), Trading Post cabins beside the trails."""
    feats, n = layout.features, MASK
    for i, path in layout.trails.items():
        t = 0.5 if len(feats[i].points) == 2 else 0.42
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
                under = layout.region[j]
                ok = under >= 0 and _lies(feats[under]) is EdgePoints.SIDES and 0.08 < cx < 0.92 and 0.08 < cy < 0.92
                score = (ok, -math.hypot(cx - 0.5, cy - 0.5) * (1 if sgn > 0 else 1.01))
                if best is None or score > best[0]:
                    best = (score, cx, cy)
            assert best is not None
            layout.posts.append((P(best[1], best[2]), 0.17))
            taken.append((best[1], best[2], 0.11))


def _furnish_town(layout: Layout, i: int, taken: list[Spot], rng: random.Random) -> None:
    """The shopkeeper spot, the Town Flags and up to eight houses of town ``i``."""
    room = _Room(_clearance(layout.region, i))
    spot = room.pick(taken, 0.0)
    if spot is None:
        return
    layout.anchors[i] = P(spot[0], spot[1])
    taken.append((spot[0], spot[1], 0.09))
    for _ in range(layout.features[i].flags):
        fl = room.pick(taken, 0.07, rng) or room.pick(taken, 0.02, rng)
        if fl:
            layout.flags.append(P(fl[0], fl[1]))
            taken.append((fl[0], fl[1], 0.08))
    n, dist = MASK, room.dist
    cells = [j for j in range(n * n) if dist[j] >= 3 and 3 <= j % n <= n - 4 and 3 <= j // n <= n - 3]
    rng.shuffle(cells)
    placed: list[tuple[float, float]] = []
    for j in cells:
        cx, cy = _CENTRES[j]
        if any(math.hypot(cx - tx, cy - ty) < tr + 0.06 for tx, ty, tr in taken):
            continue
        if any(abs(cx - hx) < 0.16 and abs(cy - hy) < 0.13 for hx, hy in placed):
            continue
        placed.append((cx, cy))
        layout.houses.append((P(cx, cy), 0.12 + rng.random() * 0.03, rng.randrange(3)))
        if len(placed) >= 8:
            break
    layout.houses.sort(key=lambda h: h[0].y())


def _furnish_plains(layout: Layout, i: int, taken: list[Spot], rng: random.Random) -> None:
    """The animals, the trapper spot and the trees of plains ``i``."""
    f = layout.features[i]
    room = _Room(_clearance(layout.region, i))
    for animal in f.animals:
        spot = room.pick(taken, 0.04) or room.pick([], 0.0)
        if spot is None:
            continue
        size = max(0.2, min(0.34, spot[2] * 2.0))
        layout.animals.append((animal, P(spot[0], spot[1]), size))
        taken.append((spot[0], spot[1], size * 0.55))
    spot = room.pick(taken, 0.0) or room.pick([], 0.0)
    if spot is not None:
        layout.anchors[i] = P(spot[0], spot[1])
    tree_taken = list(taken)
    for _ in range(3 if not f.animals else 1):
        tree = room.pick(tree_taken, 0.06, rng)
        if tree is None or rng.random() < 0.3:
            continue
        size = min(0.16, tree[2] * 1.6)
        layout.trees.append((P(tree[0], tree[1]), size))
        tree_taken.append((tree[0], tree[1], size))


_LAYOUTS: BoundedCache[tuple[str, int], Layout] = BoundedCache(1024)  # every type and rotation of a large set


def clear_layouts() -> None:
    _LAYOUTS.clear()


def layout_ready(card: CardType, rotation: int) -> bool:
    """Whether the layout of ``card`` turned ``rotation`` is made already (see ``BoardScene.warm_up``)."""
    return (card.id, rotation) in _LAYOUTS


def layout_for(card: CardType, rotation: int) -> Layout:
    return _LAYOUTS.get((card.id, rotation), lambda: build_layout(card, rotation))


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


_OUTLINES: BoundedCache[tuple[str, int, int], QPainterPath] = BoundedCache(4096)


def feature_outline(card: CardType, rotation: int, feature: int) -> QPainterPath:
    """The outline of feature ``feature`` of the rotated card, in unit coordinates (for highlights)."""
    return _OUTLINES.get((card.id, rotation, feature), lambda: _outline(card, rotation, feature))


def _outline(card: CardType, rotation: int, feature: int) -> QPainterPath:
    lay = layout_for(card, rotation)
    lies = _lies(lay.features[feature])
    path = QPainterPath()
    if lies is EdgePoints.EDGES:
        return QPainterPath(lay.towns[feature])
    if lies is EdgePoints.MIDDLES:
        stroker = QPainterPathStroker()
        stroker.setWidth(0.14)
        return stroker.createStroke(lay.trails[feature])
    if lies is EdgePoints.NONE:
        path.addRoundedRect(QRectF(0.2, 0.2, 0.6, 0.6), 0.06, 0.06)
        return path
    n = MASK
    for row in range(n):
        start = -1
        for col in range(n + 1):
            inside = col < n and lay.region[row * n + col] == feature
            if inside and start < 0:
                start = col
            elif not inside and start >= 0:
                path.addRect(QRectF(start / n, row / n, (col - start) / n, 1 / n))
                start = -1
    return path.simplified()
