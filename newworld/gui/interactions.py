"""Gestures on the board, as objects with start, end and cancel (model: Orange's ``UserInteraction``).

:class:`BoardInput` receives the pointer from the scene and the hand and runs
one gesture at a time: :class:`DragCard` (the card from the hand onto a cell),
:class:`DragSettler` (the settler from the hand onto a marker), :class:`Pan`
(the board; a click without moving puts the card on the cell). Gestures turn
what the player does into intents on the :class:`~newworld.gui.draft.TurnComposer`
and into camera moves of the view; they never touch the game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from newworld.engine.values import FeatureInfo
from newworld.gui.draft import TurnComposer
from newworld.gui.geometry import cell_centre, scene_cell
from newworld.gui.scene import BoardScene
from newworld.gui.view import BoardView

CLICK_SLOP = 4  # pixels a click may move and still be a click
MARKER_REACH = 30.0  # scene units: a settler dropped this close to a marker takes it

FeatureQuery = Callable[[int, int, int], FeatureInfo | None]


class Gesture(QObject):
    """One gesture, from the press to the release. ``end`` finishes it, ``cancel`` abandons it
    (a new turn, a computer's move); both leave nothing behind."""

    def __init__(self, board: BoardInput) -> None:
        super().__init__(board)
        self.board = board
        self.scene, self.view, self.composer = board.scene, board.view, board.composer

    def start(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        self.view.hold(True)
        self.view.setCursor(Qt.CursorShape.ClosedHandCursor)

    def move(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        pass

    def release(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        self.end()

    def turn(self, step: int) -> bool:
        """R during the gesture; True if it was used."""
        return False

    def cancel(self) -> None:
        self.end()

    def end(self) -> None:
        self.view.hold(False)
        self.view.unsetCursor()
        self.board.finished(self)


class DragCard(Gesture):
    """The drawn card follows the pointer from the hand; over a cell where it fits it shows how it
    would lie there (turned to the nearest rotation that fits), and dropped there it lies so."""

    def start(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        super().start(scene_pos, screen_pos)
        self.scene.turn.start_drag()
        self.move(scene_pos, screen_pos)

    def move(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        self.at = scene_pos
        cell = scene_cell(scene_pos)
        rotation = self.composer.landing(cell)
        if rotation is None:
            self.scene.turn.show_drag(self.composer.draft, scene_pos, None, self.composer.draft.rotation)
        else:
            self.scene.turn.show_drag(self.composer.draft, cell_centre(*cell), True, rotation)

    def turn(self, step: int) -> bool:
        self.composer.turn_card(step, over=scene_cell(self.at))
        self.move(self.at, QPointF())
        return True

    def release(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        self.end()
        if not self.composer.place_at(*scene_cell(scene_pos)):  # turned to the nearest rotation that fits
            self.board.cardMissed.emit(screen_pos)  # the card goes back to the hand: the screen says why

    def end(self) -> None:
        self.scene.turn.end_drag(self.composer.draft)
        super().end()


class DragSettler(Gesture):
    """The settler follows the pointer from the hand; dropped near a marker, it takes that spot."""

    def release(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        self.end()
        choice = self.scene.turn.marker_near(scene_pos, MARKER_REACH)
        if choice is not None:
            self.composer.choose_settler(choice)


class Pan(Gesture):
    """The board follows the pointer. Released without moving, it is a click: on a cell where the
    card fits, the card goes there; on the card lying there, it turns to the next rotation that fits."""

    def start(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        super().start(scene_pos, screen_pos)
        self.last = self.pressed = screen_pos
        self.moved = False

    def move(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        if (screen_pos - self.pressed).manhattanLength() > CLICK_SLOP:
            self.moved = True
        d = screen_pos - self.last
        self.last = screen_pos
        if self.moved:
            self.view.player_moved()
        self.view.pan_by(d.x(), d.y())

    def release(self, scene_pos: QPointF, screen_pos: QPointF) -> None:
        self.end()
        if self.moved:
            return
        cell = scene_cell(scene_pos)
        draft = self.composer.draft
        here = draft.placement is not None and (draft.placement.x, draft.placement.y) == cell
        if here:
            self.composer.turn_card(1)
        elif cell in self.composer.fits:
            self.composer.place_at(*cell)


class BoardInput(QObject):
    """Routes the pointer to the running gesture, or starts one; the hover highlight; the turn's keys.
    The wheel is the view's: it zooms everywhere on the board (the card turns with R, a right click,
    a click on it where it lies, or the wheel over the hand)."""

    cardMissed = Signal(QPointF)  # the card was dropped where it does not fit (global position of the drop)

    def __init__(self, scene: BoardScene, view: BoardView, composer: TurnComposer, feature_at: FeatureQuery,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene, self.view, self.composer = scene, view, composer
        self.feature_at = feature_at
        self.gesture: Gesture | None = None
        self.confirm: Callable[[], object] = composer.confirm  # Enter (the screen may play a hint instead)
        self._hovered: tuple[int, int, int] | None = None
        scene.input = self
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)  # the turn's keys

    # --- gestures -------------------------------------------------------------------

    def begin(self, gesture: Gesture, scene_pos: QPointF, screen_pos: QPointF) -> None:
        self.cancel()
        self.gesture = gesture
        gesture.start(scene_pos, screen_pos)

    def finished(self, gesture: Gesture) -> None:
        if self.gesture is gesture:
            self.gesture = None
            gesture.deleteLater()

    def cancel(self) -> None:
        if self.gesture is not None:
            self.gesture.cancel()

    def grab_card(self, screen_pos: QPointF) -> None:
        """The hand reports the card picked up at ``screen_pos`` (global)."""
        if self.composer.draft.active and not self.composer.draft.placed:
            self.begin(DragCard(self), self.to_scene(screen_pos), screen_pos)

    def grab_settler(self, screen_pos: QPointF) -> None:
        if self.composer.draft.placed and self.composer.draft.choices:
            self.begin(DragSettler(self), self.to_scene(screen_pos), screen_pos)

    def pointer_moved(self, screen_pos: QPointF) -> None:
        """The hand reports the pointer while a drag it started runs."""
        if self.gesture is not None:
            self.gesture.move(self.to_scene(screen_pos), screen_pos)

    def pointer_released(self, screen_pos: QPointF) -> None:
        if self.gesture is not None:
            self.gesture.release(self.to_scene(screen_pos), screen_pos)

    def to_scene(self, screen_pos: QPointF) -> QPointF:
        return self.view.mapToScene(self.view.viewport().mapFromGlobal(screen_pos.toPoint()))

    # --- the scene's mouse events -------------------------------------------------------

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.composer.turn_card(1)
        elif event.button() == Qt.MouseButton.LeftButton:
            self.begin(Pan(self), event.scenePos(), QPointF(event.screenPos()))

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.gesture is not None:
            self.gesture.move(event.scenePos(), QPointF(event.screenPos()))
        else:
            self.hover(event.scenePos())

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.gesture is not None:
            self.gesture.release(event.scenePos(), QPointF(event.screenPos()))

    def hover(self, scene_pos: QPointF) -> None:
        """Highlight the feature under the pointer with its value (not on the card in play)."""
        found = self.scene.feature_under(scene_pos)
        placement = self.composer.draft.placement
        if placement is not None and found and found[:2] == (placement.x, placement.y):
            found = None
        if found == self._hovered:
            return
        self._hovered = found
        self.scene.show_feature(None if found is None else self.feature_at(*found), scene_pos)

    def rotate(self, step: int) -> None:
        """Turn the card: the dragged card over its cell, else the card in the hand or on its cell."""
        if self.gesture is None or not self.gesture.turn(step):
            self.composer.turn_card(step)

    def key(self, key: int) -> bool:
        """R turns the card, Space takes no settler, Enter confirms the turn."""
        if key == Qt.Key.Key_R:
            self.rotate(1)
        elif key == Qt.Key.Key_Space and self.composer.draft.placed:
            self.composer.choose_settler(None)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        else:
            return False
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and watched is self.view:
            plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            return plain and self.key(event.key())
        if event.type() == QEvent.Type.Leave:
            self._hovered = None
            self.scene.show_feature(None, QPointF())
        return False
