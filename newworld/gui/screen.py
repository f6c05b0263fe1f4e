"""The game screen: the board (scene, view, hand, notices) and the side panel, following one controller.

It wires the pieces together: the scene follows the controller by itself
(:meth:`BoardScene.set_controller`); the screen starts and ends the human's
turn on the :class:`TurnComposer`, hands the confirmed move to the controller,
keeps the side panel's players, turn box and log current, and lets the view
follow cards and Surveyors that move off-screen.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, QSizeF, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStatusBar, QWidget

from newworld.controller.door import GameDoor
from newworld.engine.moves import Move
from newworld.engine.values import FinalScore, PlayedTurn
from newworld.gui.access import ScreenAccessibility
from newworld.gui.clocks import ClockFaces, clock_paused
from newworld.gui.dialogs import EndGameDialog, RemainingDialog, ScoringOrderDialog, end_table, run_once
from newworld.gui.draft import TurnComposer, TurnDraft
from newworld.gui.geometry import cell_rect
from newworld.gui.hints import HintGhost
from newworld.gui.interactions import BoardInput
from newworld.gui.items import label_size
from newworld.gui.keyboard import KeyboardPlay
from newworld.gui.overlays import MARGIN, HandWidget, NoticeBubble
from newworld.gui.pacing import Shown, TurnPacer
from newworld.gui.palette import colourblind_colours
from newworld.gui.panels import SidePanel
from newworld.gui.resign import ResignedRows
from newworld.gui.scene import BoardScene
from newworld.gui.view import BoardView
from newworld.narration import messages

NOTICE_MS = 1600  # how long "Ada's turn" shows when the screen passes to another human
MISSED_NOTICE_MS = 3000  # how long "The card does not fit there" shows
HAND_SETTLE_MS = 120
FOLLOW_MS = {"instant": 350, "normal": 700, "slow": 1000}  # the gentle scroll to a card laid off-screen


class GameScreen(QWidget):
    playAgain = Signal()  # the end-of-game table's Play again: the same seats once more
    reviewRequested = Signal()  # the end-of-game table's Review this game
    replayRequested = Signal()  # the end-of-game table's Replay

    def __init__(self, controller: GameDoor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.ask_order = True  # ask for the scoring order when several buildings complete
        self.show_dialogs = True  # the end-of-game table opens by itself (tests switch it off)
        self.modal_end_table = True  # False in the tutorial: its panel's "Start a real game" stays usable
        self.end_dialog: EndGameDialog | None = None
        self.remaining_dialog: RemainingDialog | None = None
        self.colourblind = False
        self.notice = self.thinking = ""  # the bubble's text: a notice for a moment, else who is thinking
        self._last_human: int | None = None
        self._hand_timer = QTimer(self, singleShot=True, interval=HAND_SETTLE_MS)  # re-placed when the board stops
        self.pacer = TurnPacer(controller, self)  # a computer's turn in steps
        self.scene = BoardScene(controller.catalog, self)
        self.view = BoardView(self.scene)
        self.hand = HandWidget(self)  # over the board, or docked beside it (see _place_hand)
        self.bubble = NoticeBubble(self.view)
        self.composer = TurnComposer(controller.settler_choices, self)
        self.input = BoardInput(self.scene, self.view, self.composer, controller.feature_at, self)
        self.input.confirm = self.enter
        self.hint = HintGhost(controller, self.composer, self.scene.turn.hint, self.view, self.hand.colour, self)
        self.keys = KeyboardPlay(self.view, self.composer, self)  # asked before the board's own keys
        self.side = SidePanel()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.side)
        self.hand.raise_()
        self._wire()
        self.scene.set_controller(controller, self.pacer)  # after _wire: the scene rebuilds in the colours just set
        self.refresh_turn_box()
        self.clocks, self.resigned = ClockFaces(self), ResignedRows(self)  # (after _wire: after the screen's slots)
        self.access = ScreenAccessibility(self)

    def _wire(self) -> None:
        c, composer, hand, t, steps = self.controller, self.composer, self.hand, self.side.turn, self.pacer
        steps.gameStarted.connect(self._on_game_started)
        steps.turnStarted.connect(self._on_turn_started)
        steps.cardPlaced.connect(self.follow_game)
        steps.surveyorMoved.connect(self.follow_game)
        for shown in (steps.scoresChanged, steps.settlerPlaced, steps.buildingScored, steps.settlerReturned):
            shown.connect(self._follow_step)
        steps.logMessage.connect(self.side.log.add)
        steps.turnUndone.connect(self._on_turn_undone)
        steps.gameOver.connect(self._on_game_over)
        steps.aiThinking.connect(self._on_thinking)
        c.hintReady.connect(self.hint.show_move)
        c.hintReady.connect(self._place_overlays)  # off the hint and its reason
        c.logReset.connect(self._on_log_reset)
        c.errorOccurred.connect(self.side.log.add)
        composer.draftChanged.connect(self._on_draft)
        composer.moveChosen.connect(self._on_move_chosen)
        self.scene.markerPicked.connect(composer.toggle_settler)
        hand.cardGrabbed.connect(self.input.grab_card)
        self.input.cardMissed.connect(lambda at: None if hand.holds(at)  # put back on the hand on purpose
                                      else self.show_notice(messages().card_does_not_fit(), MISSED_NOTICE_MS))
        hand.settlerGrabbed.connect(self.input.grab_settler)
        hand.pointerMoved.connect(self.input.pointer_moved)
        hand.pointerReleased.connect(self.input.pointer_released)
        hand.rotateRequested.connect(self.rotate)
        self.view.resized.connect(self._place_overlays)
        self.scene.extentChanged.connect(self.follow_game)
        self.view.moved.connect(self._hand_timer.start)
        self.view.moved.connect(lambda: self.scene.labels.set_size(label_size(self.view.zoom())))
        self._hand_timer.timeout.connect(self._place_hand)
        t.rotateClicked.connect(lambda: self.rotate(1))
        t.noSettlerClicked.connect(lambda: composer.choose_settler(None))
        t.confirmClicked.connect(composer.confirm)
        t.takeBackClicked.connect(composer.take_back)
        t.remainingClicked.connect(self.show_remaining)

    # --- appearance ----------------------------------------------------------------------

    def colours(self) -> list[str]:
        own = [s.color for s in self.controller.seats]
        return colourblind_colours(own) if self.colourblind else own

    def apply_settings(self, anim_ms: int, outline: bool, colourblind: bool, pace: str = "normal") -> None:
        self.scene.anim_ms = anim_ms
        self.pacer.pace = pace
        self.view.follow_ms = FOLLOW_MS[pace]
        self.scene.turn.outline = outline
        self.colourblind = colourblind
        self.scene.turn.show_draft(self.composer.draft, self.composer.fits)

    def fit_board(self) -> None:
        self.view.fit(self.scene.whole_board())

    def _place_overlays(self) -> None:
        self._place_hand()
        self._place_bubble()

    def _place_bubble(self) -> None:
        """The notice keeps off the board's numbers, the Surveyors, the hint and the hand."""
        hand = QRectF(self.hand.geometry().translated(-self.view.pos()))
        marks = in_view(self.view, self.scene.marks() + self.hint.marks())
        self.bubble.place_in(QRectF(self.view.viewport().geometry()), [*marks, hand])

    def _place_hand(self) -> None:
        """The hand takes a corner that covers nothing of :func:`keep_clear`, or docks over the side panel's
        log; never while the player drags from it."""
        if self.input.gesture is not None:
            self._hand_timer.start()
            return
        vp = self.view.viewport()
        offset = QPointF(vp.mapTo(self, QPoint(0, 0)))
        clear = [QRectF(self.view.mapFromScene(r).boundingRect()).translated(offset) for r in keep_clear(self)]
        log = self.side.log  # docked, the hand covers the end of the log
        dock = QRectF(QPointF(log.mapTo(self, QPoint(0, 0))), QSizeF(log.size())).adjusted(-MARGIN, 0, MARGIN, MARGIN)
        self.hand.place_in(QRectF(offset, QSizeF(vp.size())), clear, dock)

    # --- following the controller ----------------------------------------------------------

    def _on_game_started(self) -> None:
        c = self.controller
        self._close_end_dialog()
        self.input.cancel()
        self.composer.end()
        colours = self.colours()
        self.scene.colours = self.hand.colours = colours  # the scene's own rebuild comes next
        self.scene.shapes = self.colourblind
        self.side.log.set_lines(c.log_lines())
        self.side.players.set_players(c.seats, colours, self.colourblind)
        self.side.relayout()
        self.update_players()
        self.refresh_turn_box()
        if c.is_human_turn():
            self._on_turn_started(c.current_player())

    def _on_turn_started(self, player: int) -> None:
        c = self.controller
        self.update_players()
        card = c.drawn()
        if not c.is_human_turn() or card is None:
            self.composer.end()
            self.refresh_turn_box()
            return
        humans = [i for i, s in enumerate(c.seats) if s.kind == "human"]
        self.hand.owner = c.seats[player].name if len(humans) > 1 else ""
        if len(humans) > 1 and self._last_human is not None and self._last_human != player:
            self.show_notice(messages().turn_of(c.seats[player].name), NOTICE_MS)
        self._last_human = player
        self.composer.begin(card, player, c.supply()[player], c.legal_placements())
        self.follow_game()
        self.view.setFocus()

    def _on_turn_undone(self, _turn: PlayedTurn) -> None:
        self.composer.end()
        self._close_end_dialog()

    def _on_log_reset(self) -> None:
        self.side.log.set_lines(self.controller.log_lines())

    def _on_game_over(self, final: FinalScore) -> None:
        self.update_players(final.winners)
        self.refresh_turn_box()
        if self.end_dialog is not None:
            self.end_dialog.deleteLater()
        dlg = end_table(self.controller, final, self.colours(), self)
        dlg.reviewRequested.connect(self.reviewRequested)
        dlg.replayRequested.connect(self.replayRequested)
        self.end_dialog = dlg
        dlg.finished.connect(lambda _result: self._end_closed(dlg))
        if self.show_dialogs:
            dlg.open() if self.modal_end_table else dlg.show()

    def _end_closed(self, dlg: EndGameDialog) -> None:
        """The table was closed: it is deleted (a window that plays many games keeps none of them)."""
        if self.end_dialog is dlg:
            self.end_dialog = None
        dlg.deleteLater()
        if dlg.play_again:
            self.playAgain.emit()

    def _close_end_dialog(self) -> None:
        """The last game's table, shown or not, goes with its game."""
        table, self.end_dialog = self.end_dialog, None  # (closing it shown runs _end_closed at once)
        if table is not None:
            table.close()
            table.deleteLater()

    def follow_game(self, *_args: object) -> None:
        """The view shows what matters now (unless the player has moved it since the last fit): the coast,
        the Surveyors, the card laid last, and on a human's turn every cell where the card fits."""
        rect, human = self.scene.what_matters(), self.composer.draft.active
        if human:
            for x, y in self.composer.fits:
                rect = rect.united(cell_rect(x, y))
        self.view.follow(rect, self.scene.whole_board(), closer=human and not self.composer.draft.placed)

    def _on_thinking(self, on: bool) -> None:
        seat = self.controller.current_seat()
        self.thinking = messages().thinking(seat.name if seat else None) if on else ""
        self._show_bubble()
        self.refresh_turn_box()

    def _follow_step(self, *_args: object) -> None:
        """The panel follows the board step by step."""
        self.update_players()
        self.refresh_turn_box()

    def update_players(self, winners: tuple[int, ...] = ()) -> None:
        c = self.controller
        if not c.has_game():
            return
        shown = self.pacer.shown()  # as the board shows it, while a computer's turn is shown in steps
        final = c.final_score()
        if final is not None and not winners and not self.pacer.busy():
            winners = final.winners
        self.side.players.update_state(shown.scores, shown.supply, shown.current, winners)
        self.side.turn.cards.setText(messages().cards_left(shown.cards_left))  # in the stack, not the one in hand
        self.side.turn.cards.setEnabled(True)

    # --- the human turn -----------------------------------------------------------------------

    def _on_draft(self, draft: TurnDraft) -> None:
        self.hint.clear()  # the player acts (or the turn ends): the suggestion goes
        self.scene.turn.show_draft(draft, self.composer.fits)
        if not draft.active:
            self.input.cancel()
        self._place_overlays()  # before it shows: a new turn's hand appears where it stays
        self.hand.show_draft(draft)
        self.refresh_turn_box()

    def rotate(self, step: int) -> None:
        """R, the Rotate button, a right click, or the wheel over the hand."""
        self.input.rotate(step)

    def _on_move_chosen(self, move: Move) -> None:
        order, buildings = None, self.controller.scorings(move.placement, move.settler)
        if len(buildings) > 1 and self.ask_order:
            dlg = ScoringOrderDialog(buildings, self.controller.names(), self)
            place_beside(dlg, self.view, [cell for b in buildings for cell in b.cells])
            with clock_paused(self.controller):
                if run_once(dlg) != ScoringOrderDialog.DialogCode.Accepted:
                    return
            order = dlg.order()
        draft, c = self.composer.end(), self.controller
        # Refused (a lesson's check): the card stays where it lay, to be corrected, if it is still the turn.
        played = c.play_move(Move(move.placement, move.settler, order))
        if not played and not (c.is_human_turn() and c.drawn() == draft.card and self.composer.resume(draft)):
            self._on_turn_started(c.current_player())

    def take_back_or_undo(self) -> None:
        """Ctrl+Z: the card lying unconfirmed goes back to the hand; else the last turn is undone."""
        if not self.composer.take_back():
            self.controller.undo()

    def show_hint(self) -> bool:
        """The Hint command: the suggestion as a ghost (True); asked again while it shows, it plays it."""
        return self.hint.ask()

    def enter(self) -> None:
        """Enter on the board: plays the hint while it shows, else confirms the turn."""
        if not self.hint.play():
            self.composer.confirm()

    def refresh_turn_box(self) -> None:
        d = self.composer.draft
        prompt = turn_prompt(self.controller, d, self.pacer.shown() if self.pacer.busy() else None)
        self.side.turn.set_state(prompt, d.active, d.placed and d.settler is not None, d.placed, d.placed)

    def show_remaining(self) -> None:
        """The cards still to come (T)."""
        c = self.controller
        if not c.has_game():
            return
        if self.remaining_dialog is not None:
            self.remaining_dialog.deleteLater()
        self.remaining_dialog = RemainingDialog(c.catalog, c.remaining(), c.cards_left(), self)
        if self.show_dialogs:
            self.remaining_dialog.exec()

    # --- notices --------------------------------------------------------------------------------

    def show_notice(self, text: str, ms: int) -> None:
        self.notice = text
        self._show_bubble()

        def clear() -> None:
            if self.notice == text:
                self.notice = ""
                self._show_bubble()

        QTimer.singleShot(ms, self, clear)

    def _show_bubble(self) -> None:
        self.bubble.set_text(self.notice or self.thinking)
        self._place_bubble()


def turn_prompt(c: GameDoor, d: TurnDraft, shown: Shown | None) -> str:
    """The turn box's advice; ``shown``: the game as the board shows it while a turn is shown in steps."""
    seat = c.current_seat()
    text = messages()
    if not c.has_game():
        return text.prompt("no-game")
    if shown is not None and shown.final_scoring:
        return text.prompt("final")
    if shown is not None and 0 <= shown.current < len(c.seats):
        return text.prompt("computer", c.seats[shown.current].name)
    if c.is_over():
        return text.prompt("over")
    if not c.is_human_turn():
        return text.prompt("computer", seat.name if seat else "")
    if not d.placed:
        return text.prompt("place", seat.name if seat else "")
    if d.choices:
        return text.prompt("settler", settler_kind=None if d.settler is None else d.settler.kind)
    return text.prompt("confirm")


def place_beside(dialog: QWidget, view: BoardView, cells: list[tuple[int, int]]) -> None:
    """Put ``dialog`` beside ``cells`` as ``view`` shows them (east or west, where the screen has room),
    so that it covers none of the buildings it asks about."""
    if not cells:
        return
    area = QRectF()
    for x, y in cells:
        area = area.united(cell_rect(x, y))
    shown = view.mapFromScene(area).boundingRect()
    seen = QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())
    dialog.adjustSize()
    room = view.screen().availableGeometry()
    size = dialog.frameSize() if dialog.frameSize().isValid() else dialog.sizeHint()
    w, h, gap = size.width(), size.height(), MARGIN
    middle_x, middle_y = seen.center().x() - w // 2, seen.center().y() - h // 2
    spots = [QRect(seen.right() + gap, middle_y, w, h), QRect(seen.left() - gap - w, middle_y, w, h),  # east, west
             QRect(middle_x, seen.bottom() + gap, w, h), QRect(middle_x, seen.top() - gap - h, w, h)]  # south, north
    inside = [_within(spot, room) for spot in spots]
    spot = next((s for s in inside if not s.intersects(seen)), inside[0])
    dialog.move(spot.topLeft())


def _within(rect: QRect, room: QRect) -> QRect:
    """``rect`` moved as little as it takes to lie in ``room``."""
    x = min(max(rect.left(), room.left()), room.right() - rect.width())
    y = min(max(rect.top(), room.top()), room.bottom() - rect.height())
    return QRect(x, y, rect.width(), rect.height())


def keep_clear(screen: GameScreen) -> list[QRectF]:
    """What the hand must not cover, in scene coordinates: the cells where the card fits (or the card lying
    there), the towns' names, the board's numbers, the Surveyors and the hint."""
    d = screen.composer.draft
    cells = [(d.placement.x, d.placement.y)] if d.placement is not None else list(screen.composer.fits)
    towns = [rect for _space, rect in screen.scene.coast.labels()]
    return [cell_rect(x, y) for x, y in cells] + towns + screen.scene.marks() + screen.hint.marks()


def fit_to_screen(wanted: QSize, available: QSize) -> QSize:
    """A window's first size: ``wanted``, less where the screen's ``available`` room is smaller (a small
    screen, or a large interface size), keeping a tenth of it free."""
    return QSize(min(wanted.width(), available.width() * 9 // 10),
                 min(wanted.height(), available.height() * 9 // 10))


def dress_status_bar(bar: QStatusBar, view: BoardView) -> None:
    """The game's look for a window's status bar, with the offer to fit ``view``'s board."""
    bar.setStyleSheet("QStatusBar { background: #2B221C; color: #E6D8B8; }")
    bar.addPermanentWidget(fit_offer(view))


def fit_offer(view: BoardView) -> QLabel:
    """For a status bar: "F: fit the board", shown while the player has moved ``view`` by hand (so it no
    longer follows the game)."""
    label = QLabel(messages().fit_offer())
    label.setStyleSheet("QLabel { color: #F2C14E; font-weight: bold; padding: 0 8px; }")
    label.setVisible(not view.following)
    view.followingChanged.connect(lambda following: label.setVisible(not following))
    return label


def in_view(view: BoardView, rects: list[QRectF]) -> list[QRectF]:
    """Scene rectangles in the view's coordinates (where its overlays live)."""
    offset = QPointF(view.viewport().pos())
    return [QRectF(view.mapFromScene(r).boundingRect()).translated(offset) for r in rects]


TURN_NOTE = "turnNote"  # the status bar's property: its message about this turn (the hint, a final turn)


def show_turn_note(bar: QStatusBar, text: str, ms: int) -> None:
    """A message about this turn, which goes when the next turn starts (:func:`clear_turn_notes`)."""
    bar.setProperty(TURN_NOTE, text)
    bar.showMessage(text, ms)


def clear_turn_notes(bar: QStatusBar) -> None:
    """A new turn on the board: what the status bar said about the last one (the hint, a final turn) goes."""
    if bar.currentMessage() and bar.currentMessage() == bar.property(TURN_NOTE):
        bar.clearMessage()


def note_hint(bar: QStatusBar, screen: GameScreen, move: Move, lesson: bool = False, ms: int = 6000) -> None:
    """The status bar's line for a hint that came, once its ghost shows (the screen got the move first)."""
    if screen.hint.move == move:
        show_turn_note(bar, messages().hint((move.placement.x, move.placement.y), lesson), ms)
