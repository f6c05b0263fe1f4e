"""The table as a QGraphicsScene that follows a game through the controller's signals.

Like Orange's ``CanvasScene`` over its ``Scheme``, the scene subscribes to the
controller (:meth:`BoardScene.set_controller`) and keeps maps from the game's
things to their items: a card item per cell, a settler item per (cell,
feature). A new or opened game builds the table once from the controller's
queries; after that every change arrives as a value object (a card placed, a
settler home, a turn taken back) and changes only the items it names.

The turn being composed (:class:`~newworld.gui.draft.TurnDraft`) is shown by
the turn items: outlines where the card fits, the card in play, settler markers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from newworld.engine.catalog import PLAINS, Catalog
from newworld.engine.values import (
    FeatureInfo,
    GameNote,
    NoteKind,
    PlacedCard,
    PlacedSettler,
    PlayedTurn,
    ScoreEvent,
)
from newworld.gui.geometry import (
    CELL,
    bounds,
    cell_centre,
    cell_rect,
    feature_at_point,
    feature_outline,
    layout_for,
    scene_cell,
    settler_anchor,
    unit_to_scene,
)
from newworld.gui.items import (
    BoardLabels,
    CardItem,
    CoastItem,
    FloatText,
    LastMoveItem,
    ScoredGlow,
    SeaItem,
    SettlerItem,
    ShadowItem,
    SurveyorItem,
)
from newworld.gui.painters import texture_brush
from newworld.gui.palette import SHAPES
from newworld.gui.turnitems import HighlightItem, TurnLayer
from newworld.narration import feature_text, gain_text

if TYPE_CHECKING:
    from newworld.controller.door import GameDoor
    from newworld.gui.interactions import BoardInput

Cell = tuple[int, int]
FREE_ROWS = 2  # rows kept free above and below the cards, for new cards and the labels


class BoardScene(QGraphicsScene):
    markerPicked = Signal(object)  # a settler marker was clicked: its SettlerChoice (intent)
    extentChanged = Signal()  # the board grew or shrank (``extent``)

    def __init__(self, catalog: Catalog, parent: Any = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.controller: GameDoor | None = None
        self.input: BoardInput | None = None  # set by the board input: the gestures
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.setBackgroundBrush(texture_brush())
        self.sea, self.coast = SeaItem(), CoastItem(catalog.starting_spaces)
        self.shadow, self.labels = ShadowItem(), BoardLabels()
        self.highlight, self.last = HighlightItem(), LastMoveItem()
        self.surveyors = [SurveyorItem(), SurveyorItem()]
        for item in (self.sea, self.coast, self.shadow, self.labels, self.highlight, self.last, *self.surveyors):
            self.addItem(item)
        self.last.hide()
        self.turn = TurnLayer(self)  # the turn being composed
        self.turn.markerPicked.connect(self.markerPicked)
        self.cards: dict[Cell, CardItem] = {}  # the model -> item maps
        self.settlers: dict[tuple[int, int, int], SettlerItem] = {}
        self.columns = (0, 0)  # where the Surveyors stand
        self.colours: list[str] = []
        self.shapes = False  # colour-blind marks on the settlers
        self.anim_ms = 250
        self.extent = (1, -1, 10)  # columns, top row, bottom row

    # --- following the controller ---------------------------------------------------------

    def set_controller(self, controller: GameDoor, events: Any = None) -> None:
        """Show ``controller``'s game from now on, item by item as it changes. ``events``: where the changes
        come from, with the controller's signal names (a :class:`~newworld.gui.pacing.TurnPacer`; the
        controller itself if None)."""
        self.controller = controller
        source = controller if events is None else events
        source.gameStarted.connect(self.rebuild)
        source.cardPlaced.connect(self.add_card)
        source.settlerPlaced.connect(self.add_settler)
        source.settlerReturned.connect(self.settler_returned)
        source.surveyorMoved.connect(self.surveyor_moved)
        source.buildingScored.connect(self.float_points)
        source.turnUndone.connect(self.undo_turn)
        self.rebuild()

    def rebuild(self) -> None:
        """Build the whole table from the controller's queries (a new or opened game)."""
        for item in [*self.cards.values(), *self.settlers.values()]:
            self.removeItem(item)
        self.cards.clear()
        self.settlers.clear()
        self.turn.clear_markers()
        self.show_feature(None, QPointF())
        self.last.hide()
        c = self.controller
        if c is None or not c.has_game():
            self._update_extent()
            return
        if c.catalog is not self.catalog:  # a game played with another card set (an older save)
            self.catalog = c.catalog
            self.removeItem(self.coast)
            self.coast = CoastItem(self.catalog.starting_spaces)
            self.addItem(self.coast)
        for card in c.table():
            self._add_card_item(card)
        for settler in c.placed_settlers():
            self._add_settler_item(settler)
        self._update_extent()
        self._show_last(c.last_placed())
        self.columns = c.surveyors()
        self.place_surveyors(0)

    def add_card(self, card: PlacedCard) -> None:
        if (card.x, card.y) in self.cards:
            return
        item = self._add_card_item(card)
        self._show_last(card)
        self._update_extent()
        self.place_surveyors(0)
        if self.anim_ms > 0:
            self._animate(self.anim_ms, item.setOpacity)

    def remove_card(self, x: int, y: int) -> None:
        item = self.cards.pop((x, y), None)
        if item is not None:
            self.removeItem(item)
            self._update_extent()

    def add_settler(self, settler: PlacedSettler) -> None:
        if (settler.x, settler.y, settler.feature) not in self.settlers:
            self._add_settler_item(settler)

    def settler_returned(self, note: GameNote) -> None:
        assert note.settler is not None
        self.remove_settler(note.settler, animate=True)

    def remove_settler(self, s: PlacedSettler, animate: bool = False) -> None:
        item = self.settlers.pop((s.x, s.y, s.feature), None)
        if item is None:
            return
        if not animate or self.anim_ms <= 0:
            self.removeItem(item)
            return
        start = item.pos()

        def step(t: float) -> None:
            item.setPos(start + QPointF(0, -40 * t))
            item.setOpacity(1.0 - t)

        anim = self._animate(self.anim_ms * 2, step)
        anim.finished.connect(lambda: self.removeItem(item) if item.scene() is self else None)

    def surveyor_moved(self, note: GameNote) -> None:
        columns = list(self.columns)
        columns[note.surveyor] = note.column
        self.columns = (columns[0], columns[1])
        self.place_surveyors(self.anim_ms * 2)

    def undo_turn(self, turn: PlayedTurn) -> None:
        """Take a turn back off the table: its events in reverse, then its settler and its card."""
        columns = list(self.columns)
        for event in reversed(turn.events):
            if isinstance(event, ScoreEvent):
                continue
            if event.kind == NoteKind.SETTLER_RETURNED and event.settler is not None:
                self.add_settler(event.settler)
            elif event.kind == NoteKind.SURVEYOR_MOVED:
                columns[event.surveyor] = event.column - 1  # a Surveyor steps one column at a time
        self.columns = (columns[0], columns[1])
        if turn.settler is not None:
            self.remove_settler(turn.settler)
        self.remove_card(turn.placed.x, turn.placed.y)
        self._show_last(self.controller.last_placed() if self.controller is not None else None)
        self.place_surveyors(0)

    def float_points(self, event: ScoreEvent) -> None:
        """The scored building glows and its points float up, one badge per winner in their colour."""
        if not event.cells or self.anim_ms <= 0:  # animations off: the log and the panel tell the points
            return
        cx = sum(x for x, _ in event.cells) / len(event.cells)
        cy = sum(y for _, y in event.cells) / len(event.cells)
        glow = ScoredGlow(event.cells, max(600, self.anim_ms * 5))
        self.addItem(glow)
        glow.anim.start()
        for k, p in enumerate(event.players):
            item = FloatText(gain_text(event.points_of(p)), self.colour_of(p), max(400, self.anim_ms * 4))
            self.addItem(item)
            item.launch(QPointF(-cx * CELL, cy * CELL - k * 40))

    # --- items ------------------------------------------------------------------------

    def colour_of(self, player: int) -> str:
        return self.colours[player] if 0 <= player < len(self.colours) else "#888888"

    def shape_of(self, player: int) -> str | None:
        return SHAPES[player % len(SHAPES)] if self.shapes else None

    def _add_card_item(self, card: PlacedCard) -> CardItem:
        item = CardItem(card.card, card.rotation, card.x, card.y)
        self.addItem(item)
        self.cards[(card.x, card.y)] = item
        return item

    def _add_settler_item(self, s: PlacedSettler) -> None:
        item = SettlerItem(self.colour_of(s.player), s.kind == PLAINS, self.shape_of(s.player))
        card = self.cards.get((s.x, s.y))
        item.setPos(cell_centre(s.x, s.y) if card is None
                    else unit_to_scene(s.x, s.y, settler_anchor(card.card, card.turn, s.feature)))
        self.addItem(item)
        self.settlers[(s.x, s.y, s.feature)] = item

    def _show_last(self, card: PlacedCard | None) -> None:
        if card is None:
            self.last.hide()
            return
        self.last.setPos(cell_centre(card.x, card.y))
        self.last.show()

    def _animate(self, ms: int, step: Any) -> QVariantAnimation:
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.valueChanged.connect(lambda v: step(float(v)))
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return anim

    def _update_extent(self) -> None:
        cells = set(self.cards)
        self.shadow.set_cells(cells)
        cols = max([x for x, _ in cells], default=0)
        top = min([y for _, y in cells] + [0]) - FREE_ROWS
        bottom = max([y for _, y in cells] + [len(self.catalog.starting_spaces) - 1]) + FREE_ROWS
        grown, self.extent = self.extent != (cols, top, bottom), (cols, top, bottom)
        self.labels.set_extent(cols + 1, top, bottom)
        self.setSceneRect(QRectF(cell_rect(cols + 3, top - 2).topLeft(), cell_rect(-3, bottom + 2).bottomRight()))
        if grown:
            self.extentChanged.emit()

    def marks(self) -> list[QRectF]:
        """What no panel over the board covers: the board's numbers and the Surveyors."""
        return self.labels.marks() + [item.sceneBoundingRect() for item in self.surveyors]

    def what_matters(self) -> QRectF:
        """What the view keeps in sight as the game goes: the coast with its names, both Surveyors where
        they stand (or are going), and the card laid last."""
        rects = [self.coast.sceneBoundingRect()]
        rects += [item.boundingRect().translated(target) for item, target in zip(self.surveyors,
                                                                                  self.surveyor_targets(), strict=True)]
        if self.last.isVisible():
            rects.append(self.last.sceneBoundingRect())
        return bounds(rects, 12)

    def whole_board(self) -> QRectF:
        """The whole board: the cards, the free rows and column around them, the Surveyors, the coast and
        its names."""
        columns, top, bottom = self.extent
        cells = QRectF(cell_rect(columns + 1, top).topLeft(), cell_rect(-2, bottom).bottomRight())
        return cells.united(self.what_matters())

    def place_surveyors(self, ms: int) -> None:
        for item, target in zip(self.surveyors, self.surveyor_targets(), strict=True):
            item.move_to(target, ms)

    def surveyor_targets(self) -> tuple[QPointF, QPointF]:
        """Where the two Surveyors stand (or are going): above and below the columns they mark."""
        _cols, top, bottom = self.extent
        a, b = self.columns
        return cell_centre(a, top) + QPointF(0, -CELL * 0.2), cell_centre(b, bottom) + QPointF(0, CELL * 0.3)

    def warm_up(self) -> None:
        """Lay out every card type and rotation in idle moments, so later paints never wait for it.

        Computers think in other processes, so their thinking time is such a moment.
        """
        todo = [(t, r) for t in self.catalog.types for r in range(4)]
        timer = QTimer(self)  # a layout (2-5 ms) each time the event loop is free: all of them in half a second
        timer.setInterval(0)

        def step() -> None:
            if not todo:
                timer.stop()
                timer.deleteLater()
            else:
                layout_for(*todo.pop())

        timer.timeout.connect(step)
        timer.start()

    # --- the hover highlight ------------------------------------------------------------

    def feature_under(self, pt: QPointF) -> tuple[int, int, int] | None:
        x, y = scene_cell(pt)
        item = self.cards.get((x, y))
        if item is None:
            return None
        r = item.rect
        f = feature_at_point(item.card, item.turn, (pt.x() - r.left()) / CELL, (pt.y() - r.top()) / CELL)
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
            t = QTransform()
            t.translate(item.rect.left(), item.rect.top())
            t.scale(CELL, CELL)
            path.addPath(t.map(feature_outline(item.card, item.turn, f)))
        names = self.controller.names() if self.controller is not None else []
        self.highlight.set_feature(path.simplified(), feature_text(info, names), at + QPointF(0, -34))

    # --- the pointer goes to the gestures --------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)  # a settler marker takes its click
        if not event.isAccepted() and self.input is not None:
            event.accept()
            self.input.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self.input is not None:
            self.input.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if self.input is not None:
            self.input.release(event)
