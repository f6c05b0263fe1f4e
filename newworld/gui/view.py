"""The camera on the board: zoom, scroll, and following the game to where it happens.

The view knows nothing of turns: mouse presses and moves go to the scene (and
from there to the gestures, :mod:`newworld.gui.interactions`); the wheel zooms,
everywhere on the board. While the player holds the board (a
drag or a pan) and shortly after they moved it, the view does not move by itself.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from newworld.gui.geometry import cell_rect

MIN_ZOOM, MAX_ZOOM = 0.15, 4.0
FIT_MAX_ZOOM = 1.4  # a small board is not blown up beyond this when fitted
WHEEL_ZOOM = 1.15
KEY_PAN = 80  # pixels per arrow key


class BoardView(QGraphicsView):
    """Zooms, scrolls and follows; ``resized`` lets the overlays (hand, notices) keep their corners."""

    resized = Signal()
    moved = Signal()  # the board moved under the viewport: a scroll, a pan or a zoom
    FOLLOW_PAUSE = 2.0  # seconds after the player's own pan or zoom when the view does not move by itself

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
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
        self.follow_ms = 350  # the scroll to a card placed off-screen; 0: jump
        self.held = False  # the player holds the board (a drag or a pan)
        self._user_moved = 0.0  # time.monotonic() of the player's last pan or zoom
        self._reveal_target: QRectF | None = None
        self._reveal_anim = QVariantAnimation(self)
        self._reveal_anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._reveal_anim.valueChanged.connect(self._reveal_step)
        self._reveal_anim.finished.connect(self._reveal_done)
        self.fitted: tuple[int, int, int] | None = None  # the board last fitted, while the player leaves it so
        self._widen_anim = QVariantAnimation(self)
        self._widen_anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._widen_anim.valueChanged.connect(self._widen_step)
        self._widen_anim.finished.connect(self._widen_done)

    # --- zoom and scroll ---------------------------------------------------------------

    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom keeping the scene point under ``anchor`` (viewport pixels; the centre if None) in place."""
        self.fitted = None
        current = self.zoom()
        factor = max(MIN_ZOOM, min(MAX_ZOOM, current * factor)) / current
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        before = self.mapToScene(anchor.toPoint())
        self.scale(factor, factor)
        d = self.mapToScene(anchor.toPoint()) - before
        self.translate(d.x(), d.y())
        self.viewport().update()
        self.moved.emit()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by ``dx, dy`` viewport pixels (as far as the scene reaches: an axis the board
        fits in whole does not move)."""
        self.fitted = None
        for bar, d in ((self.horizontalScrollBar(), dx), (self.verticalScrollBar(), dy)):
            bar.setValue(bar.value() - round(d))  # scrolls the viewport (scrollContentsBy says it moved)

    def player_moved(self) -> None:
        """The player panned or zoomed: leave the view where they put it for a while (and no refits)."""
        self._user_moved = time.monotonic()
        self._reveal_anim.stop()
        self._widen_anim.stop()
        self.fitted = None

    def hold(self, on: bool) -> None:
        """The player holds the board (a gesture runs): the view does not follow the game meanwhile."""
        self.held = on
        if on:
            self._reveal_anim.stop()
            self._widen_anim.stop()

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def fit(self, columns: int, top: int, bottom: int) -> None:
        """Show the whole board: ``columns`` west of the coast, rows ``top`` to ``bottom``. The view stays
        fitted (refitted as the window is resized or the board grows) until the player pans or zooms."""
        self._widen_anim.stop()
        self.fitInView(_board_rect(columns, top, bottom), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom() > FIT_MAX_ZOOM:
            self.zoom_by(FIT_MAX_ZOOM / self.zoom())
        self.fitted = (columns, top, bottom)
        self.moved.emit()

    def grow(self, columns: int, top: int, bottom: int) -> bool:
        """The board grew: if the view is fitted and the board no longer fits, widen it gently to the whole
        board (never while the player holds it); False if it stays."""
        if self.fitted is None or self.fitted == (columns, top, bottom) or self.held:
            return False
        target = _board_rect(columns, top, bottom)
        view = self.visible_scene_rect()
        if view.contains(target):
            self.fitted = (columns, top, bottom)
            return False
        self.fitted = (columns, top, bottom)
        self._reveal_anim.stop()
        if self.follow_ms <= 0:
            self.fit(columns, top, bottom)
            return True
        self._widen_anim.stop()
        self._widen_anim.setStartValue(view)
        self._widen_anim.setEndValue(view.united(target))
        self._widen_anim.setDuration(self.follow_ms)
        self._widen_anim.start()
        return True

    def _widen_step(self, value: Any) -> None:
        if self.held or self.fitted is None:  # the player took over
            self._widen_anim.stop()
            return
        self.fitInView(value, Qt.AspectRatioMode.KeepAspectRatio)
        self.moved.emit()

    def _widen_done(self) -> None:
        if self.fitted is not None and not self.held:
            self.fit(*self.fitted)

    # --- following the game ---------------------------------------------------------

    def reveal(self, rect: QRectF, animate: bool = True) -> bool:
        """Scroll (smoothly, the zoom unchanged) so that ``rect`` is on screen; False if it stays put.

        The view does not move while the player holds the board, nor shortly after they moved it.
        """
        if self.held or time.monotonic() - self._user_moved < self.FOLLOW_PAUSE:
            return False
        margin = 24 / self.zoom()
        view = self.visible_scene_rect()
        if self._reveal_anim.state() == QVariantAnimation.State.Running and self._reveal_target is not None:
            both = self._reveal_target.united(rect)  # still showing the last card: keep it if both fit
            if both.width() + 2 * margin <= view.width() and both.height() + 2 * margin <= view.height():
                rect = both
        room = view.adjusted(margin, margin, -margin, -margin)
        if room.contains(rect):
            return False
        start = view.center()
        end = start + QPointF(_shift(rect.left(), rect.right(), room.left(), room.right()),
                              _shift(rect.top(), rect.bottom(), room.top(), room.bottom()))
        self._reveal_anim.stop()
        if self.follow_ms <= 0 or not animate:
            self.centerOn(end)
            self._reveal_target = None
            return True
        self._reveal_target = rect
        self._reveal_anim.setStartValue(start)
        self._reveal_anim.setEndValue(end)
        self._reveal_anim.setDuration(self.follow_ms)
        self._reveal_anim.start()
        return True

    def _reveal_step(self, value: Any) -> None:
        if self.held:  # the player took over
            self._reveal_anim.stop()
            return
        self.centerOn(value)

    def _reveal_done(self) -> None:
        self._reveal_target = None

    # --- events ---------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Zoom around the pointer: one rule everywhere on the board (the card turns with R or a right click)."""
        if event.angleDelta().y() == 0:
            return
        self.player_moved()
        self.zoom_by(WHEEL_ZOOM ** (1 if event.angleDelta().y() > 0 else -1), event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, mods = event.key(), event.modifiers()
        pans: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (KEY_PAN, 0), Qt.Key.Key_Right: (-KEY_PAN, 0),
                                            Qt.Key.Key_Up: (0, KEY_PAN), Qt.Key.Key_Down: (0, -KEY_PAN)}
        control = bool(mods & Qt.KeyboardModifier.ControlModifier)
        if key in pans:
            self.player_moved()
            self.pan_by(*pans[key])
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) and control:
            self.player_moved()
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus and control:
            self.player_moved()
            self.zoom_by(0.8)
        else:
            super().keyPressEvent(event)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.moved.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitted is not None and not self.held:
            self.fit(*self.fitted)  # the player left the board fitted: it stays whole in the new size
        self.resized.emit()


def _board_rect(columns: int, top: int, bottom: int) -> QRectF:
    """The whole board in scene coordinates: the cards, the free rows, the Surveyors (which stand a little
    beyond the free rows), the coast and its names."""
    return QRectF(cell_rect(columns + 1, top).topLeft(), cell_rect(-2, bottom).bottomRight()).adjusted(0, -12, 0, 12)


def _shift(low: float, high: float, room_low: float, room_high: float) -> float:
    """How far to scroll along one axis so that ``low..high`` fits in ``room_low..room_high``."""
    if high - low > room_high - room_low:
        return (low + high) / 2 - (room_low + room_high) / 2
    if low < room_low:
        return low - room_low
    if high > room_high:
        return high - room_high
    return 0.0
