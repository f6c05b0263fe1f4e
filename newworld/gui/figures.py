"""Figures drawn over the cards: settlers (meeples), Surveyors, animals, text badges."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from newworld.gui.palette import NOPEN


def P(x: float, y: float) -> QPointF:
    return QPointF(x, y)


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


_MEEPLE: list[QPainterPath] = []  # made once, on first use (a QPainterPath needs Qt loaded)


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



def meeple_pixmap(colour: QColor | str, size: int, shape: str | None = None) -> QPixmap:
    """A standing meeple on a transparent square (for labels and icons in dialogs)."""
    pix = QPixmap(size, size)
    pix.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    draw_meeple(painter, QPointF(size / 2, size / 2), size - 1, colour, shape=shape)
    painter.end()
    return pix


def draw_fitted_text(p: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str, smallest: int = 8) -> None:
    """``text`` in ``rect`` with the painter's font, made smaller (down to ``smallest`` pixels) until it
    fits: a longer language's words stay whole in painted boxes of a fixed size."""
    font = QFont(p.font())
    size = font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * 4 / 3)
    while size > smallest:
        font.setPixelSize(size)
        p.setFont(font)
        needed = p.fontMetrics().boundingRect(rect.toRect(), int(flags), text)
        if needed.width() <= rect.width() and needed.height() <= rect.height():
            break
        size -= 1
    p.drawText(rect, int(flags), text)
