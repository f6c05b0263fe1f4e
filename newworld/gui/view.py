"""The camera on the board: zoom, scroll, and following the game to where it happens.

The view knows nothing of turns: mouse presses and moves go to the scene (and
from there to the gestures, :mod:`newworld.gui.interactions`); the wheel zooms,
everywhere on the board. After a fit (F, a new game) the view follows the game:
the screen hands it what matters after each turn (:meth:`BoardView.follow`). Once the
player pans or zooms it no longer does, until the next fit; while the player holds the
board (a drag or a pan) it does not move by itself at all.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

MIN_ZOOM, MAX_ZOOM = 0.15, 4.0
FIT_MAX_ZOOM = 1.4  # a small board is not blown up beyond this when fitted
REFIT_SLACK = 0.8  # following, a human's turn zooms in again where the view shows what matters this much smaller
WHEEL_ZOOM = 1.15
KEY_PAN = 80  # pixels per arrow key
FRAME = 4  # pixels kept between what a fit shows and the viewport's edges


class BoardView(QGraphicsView):
    """Zooms, scrolls and follows; ``resized`` lets the overlays (hand, notices) keep their corners."""

    resized = Signal()
    moved = Signal()  # the board moved under the viewport: a scroll, a pan or a zoom
    followingChanged = Signal(bool)  # the view follows the game again (a fit), or no longer (the player moved it)
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
        self.following = True  # the view shows what matters after each turn (until the player pans or zooms)
        self.focus = QRectF()  # what it last showed so (kept whole when the window is resized)
        self._widen_anim = QVariantAnimation(self)
        self._widen_anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._widen_anim.valueChanged.connect(self._widen_step)

    # --- zoom and scroll ---------------------------------------------------------------

    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom keeping the scene point under ``anchor`` (viewport pixels; the centre if None) in place
        (the player's zoom: the view no longer follows the game)."""
        self._set_following(False)
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
        fits in whole does not move); the view no longer follows the game."""
        self._set_following(False)
        for bar, d in ((self.horizontalScrollBar(), dx), (self.verticalScrollBar(), dy)):
            bar.setValue(bar.value() - round(d))  # scrolls the viewport (scrollContentsBy says it moved)

    def player_moved(self) -> None:
        """The player panned or zoomed: leave the view where they put it (until they fit the board again)."""
        self._user_moved = time.monotonic()
        self._reveal_anim.stop()
        self._widen_anim.stop()
        self._set_following(False)

    def hold(self, on: bool) -> None:
        """The player holds the board (a gesture runs): the view does not follow the game meanwhile."""
        self.held = on
        if on:
            self._reveal_anim.stop()
            self._widen_anim.stop()

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def fit(self, rect: QRectF) -> None:
        """Show ``rect`` whole (the board, F), at once; from now on the view follows the game
        (:meth:`follow`) until the player pans or zooms."""
        self._widen_anim.stop()
        self._reveal_anim.stop()
        self._set_following(True)
        self.focus = QRectF(rect)
        self._show(self._framed(rect))

    def follow(self, rect: QRectF, board: QRectF | None = None, closer: bool = False) -> bool:
        """After a turn: while the view follows the game, show ``rect`` (what matters now) whole, and as much
        of ``board`` (the whole board) as fits beside it, gently. It stays put if ``rect`` is in sight
        already (and, with ``closer``, not shown much smaller than it could be: a human's turn begins, so
        the view does not zoom in and out between the steps of a turn). False if it stays (also while the
        player holds the board, or has panned or zoomed since the last fit)."""
        if not self.following or self.held:
            return False
        self.focus = QRectF(rect)
        target, view = self._framed(rect, board), self.visible_scene_rect()
        whole = board is None or view.contains(board) or not target.contains(board)  # as much as can be
        close = not closer or target.width() >= view.width() * REFIT_SLACK
        if view.contains(rect) and whole and close:
            return False
        self._reveal_anim.stop()
        self._widen_anim.stop()
        if self.follow_ms <= 0:
            self._show(target)
            return True
        self._widen_anim.setStartValue(view)
        self._widen_anim.setEndValue(target)
        self._widen_anim.setDuration(self.follow_ms)
        self._widen_anim.start()
        return True

    def _framed(self, rect: QRectF, board: QRectF | None = None) -> QRectF:
        """The part of the scene the viewport shows when it shows ``rect`` whole, no closer than
        :data:`FIT_MAX_ZOOM` (a small board is not blown up): centred on ``board`` as far as ``rect`` stays
        whole (so the room to spare shows more of the board), else on ``rect``."""
        vp = self.viewport().rect()
        room = vp.adjusted(FRAME, FRAME, -FRAME, -FRAME)  # (the scroll lands on whole pixels)
        zoom = min(room.width() / max(rect.width(), 1.0), room.height() / max(rect.height(), 1.0), FIT_MAX_ZOOM)
        shown = QRectF(0, 0, vp.width() / zoom, vp.height() / zoom)
        rect = rect.adjusted(-FRAME / zoom, -FRAME / zoom, FRAME / zoom, FRAME / zoom)
        centre = (board or rect).center()
        shown.moveCenter(QPointF(_within(centre.x(), rect.right() - shown.width() / 2, rect.left() + shown.width() / 2),
                                 _within(centre.y(), rect.bottom() - shown.height() / 2,
                                         rect.top() + shown.height() / 2)))
        return shown

    def _show(self, shown: QRectF) -> None:
        """Show exactly ``shown`` (a rectangle of the viewport's shape)."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.viewport().width() / max(shown.width(), 1.0)))
        self.setTransform(QTransform.fromScale(zoom, zoom))
        self.centerOn(shown.center())
        self.moved.emit()

    def _widen_step(self, value: Any) -> None:
        if self.held or not self.following:  # the player took over
            self._widen_anim.stop()
            return
        self._show(value)

    def _set_following(self, on: bool) -> None:
        if on != self.following:
            self.following = on
            self.followingChanged.emit(on)

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
        if self.following and not self.held and not self.focus.isEmpty():
            self.fit(self.focus)  # the view follows the game: what matters stays whole in the new size
        self.resized.emit()


def _within(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def _shift(low: float, high: float, room_low: float, room_high: float) -> float:
    """How far to scroll along one axis so that ``low..high`` fits in ``room_low..room_high``."""
    if high - low > room_high - room_low:
        return (low + high) / 2 - (room_low + room_high) / 2
    if low < room_low:
        return low - room_low
    if high > room_high:
        return high - room_high
    return 0.0
