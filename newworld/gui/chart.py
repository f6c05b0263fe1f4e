"""Charts drawn with the app's own QPainter code (no chart library): lines and bars.

:class:`LineChart` draws one line per series over a common x axis (the score chart
of the replay viewer and the end table: every player's score after each turn; the
statistics' score per game) and can mark one x (the turn shown). :class:`BarChart`
draws one bar per labelled value (points by category, win rate by opponent).
Both scale to their widget and pick round tick steps.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from newworld.narration import decimal_text, number_text, percent_text

INK = QColor("#2A2118")
GRID = QColor("#D8C8A8")
PAPER = QColor("#FFFAF0")
MARK = QColor("#B0452A")
BAR = QColor("#6E4C2E")
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44.0, 14.0, 20.0, 30.0
LEGEND_ROW = 18.0


@attrs.frozen
class Series:
    """One line: its label (in the legend), colour (#RRGGBB) and a value at each x."""

    label: str
    colour: str
    values: tuple[float, ...]


def nice_step(span: float, ticks: int = 5) -> float:
    """A round step (1, 2 or 5 times a power of ten) that cuts ``span`` into about ``ticks`` parts."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    return float(next(m * power for m in (1, 2, 5, 10) if m * power >= raw))


class _Chart(QWidget):
    """The frame both charts share: the paper, the plot area and the y axis with its grid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(260, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def legend_rows(self) -> int:
        return 0

    def plot_area(self) -> QRectF:
        bottom = MARGIN_BOTTOM + LEGEND_ROW * self.legend_rows()
        return QRectF(MARGIN_LEFT, MARGIN_TOP, max(1.0, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
                      max(1.0, self.height() - MARGIN_TOP - bottom))

    def y_axis(self, painter: QPainter, area: QRectF, top: float, step: float, percent: bool = False) -> None:
        painter.setFont(_small_font(painter))
        v = 0.0
        while v <= top + 1e-9:
            y = area.bottom() - area.height() * v / top
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(INK)
            text = percent_text(v) if percent else number_text(v)
            painter.drawText(QRectF(0, y - 8, area.left() - 6, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
            v += step

    def begin(self) -> QPainter:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        return painter


class LineChart(_Chart):
    """Lines over x = 0, 1, …; :attr:`marker` (an x or None) draws a vertical line there."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[Series] = []
        self.marker: int | None = None
        self.x_label = ""
        self.first_x = 0  # the number the first value stands at (0: before the first turn; 1: the first game)

    def set_series(self, series: Sequence[Series], x_label: str = "", first_x: int = 0) -> None:
        self.series = list(series)
        self.x_label = x_label
        self.first_x = first_x
        self.update()

    def set_marker(self, x: int | None) -> None:
        self.marker = x
        self.update()

    def points(self) -> int:
        return max((len(s.values) for s in self.series), default=0)

    def legend_rows(self) -> int:
        return len({row for row, _x in self._legend_places()})

    def _legend_places(self) -> list[tuple[int, float]]:
        """(row, x) of each series' legend entry: as many in a row as fit the width."""
        metrics = QFontMetricsF(self.font())
        places, row, x = [], 0, MARGIN_LEFT
        for s in self.series:
            width = 30 + metrics.horizontalAdvance(s.label)
            if x > MARGIN_LEFT and x + width > self.width() - MARGIN_RIGHT:
                row, x = row + 1, MARGIN_LEFT
            places.append((row, x))
            x += width
        return places

    def point_at(self, series: int, x: int) -> QPointF:
        """Where the value of ``series`` at ``x`` is drawn (for tests and tool tips)."""
        area, top = self.plot_area(), self._top()
        span = max(1, self.points() - 1)
        value = self.series[series].values[x]
        return QPointF(area.left() + area.width() * x / span, area.bottom() - area.height() * value / top)

    def _top(self) -> float:
        highest = max((max(s.values, default=0.0) for s in self.series), default=0.0)
        step = nice_step(max(highest, 1.0))
        return step * max(1, math.ceil(highest / step))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = self.begin()
        area, top = self.plot_area(), self._top()
        self.y_axis(painter, area, top, nice_step(top))
        n = self.points()
        span = max(1, n - 1)
        painter.setPen(INK)
        step = int(nice_step(span, 8)) or 1
        for x in range(0, n, step):
            px = area.left() + area.width() * x / span
            painter.drawText(QRectF(px - 20, area.bottom() + 2, 40, 14), Qt.AlignmentFlag.AlignCenter,
                             str(x + self.first_x))
        if self.x_label:
            painter.drawText(QRectF(area.left(), area.bottom() + 14, area.width(), 14),
                             Qt.AlignmentFlag.AlignCenter, self.x_label)
        if self.marker is not None and n:
            px = area.left() + area.width() * min(max(self.marker, 0), span) / span
            painter.setPen(QPen(MARK, 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(px, area.top()), QPointF(px, area.bottom()))
        for i, s in enumerate(self.series):
            if not s.values:
                continue
            path = QPainterPath(self.point_at(i, 0))
            for x in range(1, len(s.values)):
                path.lineTo(self.point_at(i, x))
            painter.setPen(QPen(QColor(s.colour), 2.2))
            painter.drawPath(path)
            if self.marker is not None and 0 <= self.marker < len(s.values):
                painter.setBrush(QColor(s.colour))
                painter.drawEllipse(self.point_at(i, self.marker), 3.5, 3.5)
                painter.setBrush(Qt.BrushStyle.NoBrush)
        self._legend(painter, area)
        painter.end()

    def _legend(self, painter: QPainter, area: QRectF) -> None:
        painter.setFont(self.font())
        top = self.height() - LEGEND_ROW * self.legend_rows() + 2
        for s, (row, x) in zip(self.series, self._legend_places(), strict=True):
            y = top + row * LEGEND_ROW
            painter.fillRect(QRectF(x, y + 4, 14, 6), QColor(s.colour))
            painter.setPen(INK)
            painter.drawText(QPointF(x + 18, y + 11), s.label)


class BarChart(_Chart):
    """One bar per (label, value); ``percent``: the values are shares (0..1)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[str, float]] = []
        self.percent = False

    def set_bars(self, bars: Sequence[tuple[str, float]], percent: bool = False) -> None:
        self.bars = list(bars)
        self.percent = percent
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = self.begin()
        area = self.plot_area()
        if self.percent:
            top, step = 1.0, 0.25
        else:
            highest = max((v for _, v in self.bars), default=0.0)
            step = nice_step(max(highest, 1.0))
            top = step * max(1, math.ceil(highest / step))
        self.y_axis(painter, area, top, step, self.percent)
        painter.setFont(_small_font(painter, 0.95))  # the axis' font made a little smaller: long labels wrap in two
        slot = area.width() / max(1, len(self.bars))
        for i, (label, value) in enumerate(self.bars):
            height = area.height() * min(value, top) / top
            bar = QRectF(area.left() + slot * (i + 0.18), area.bottom() - height, slot * 0.64, height)
            painter.fillRect(bar, BAR)
            painter.setPen(INK)
            shown = percent_text(value) if self.percent else decimal_text(value)
            painter.drawText(QRectF(bar.left() - 10, bar.top() - 15, bar.width() + 20, 14),
                             Qt.AlignmentFlag.AlignCenter, shown)
            metrics = painter.fontMetrics()
            lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, int(slot) - 2)
                     for line in label.split(" ", 1)]  # two lines at most, each cut to the bar's room
            painter.drawText(QRectF(area.left() + slot * i, area.bottom() + 2, slot, MARGIN_BOTTOM),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "\n".join(lines))
        painter.end()


def _small_font(painter: QPainter, scale: float = 0.9) -> QFont:
    font = QFont(painter.font())
    font.setPointSizeF(max(6.5, font.pointSizeF() * scale))
    return font
