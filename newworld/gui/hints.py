"""The hint as a ghost: the suggested cell, rotation and settler, with a short reason; played on request.

:meth:`HintGhost.show_move` is the one entry for a suggested move, whatever found it (the
controller's ``hintReady``: a hint worked out in a worker process, after
:meth:`GameController.request_hint`). The ghost goes as soon as the player does anything on the board.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRectF

from newworld.controller.door import GameDoor
from newworld.engine.moves import Move
from newworld.engine.values import ScoreEvent
from newworld.gui.draft import TurnComposer
from newworld.gui.geometry import cell_rect
from newworld.gui.turnitems import HintItem
from newworld.gui.view import BoardView
from newworld.narration import messages, scored_name


class HintGhost(QObject):
    def __init__(self, controller: GameDoor, composer: TurnComposer, item: HintItem, view: BoardView,
                 colour: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller, self.composer, self.item, self.view, self.colour = controller, composer, item, view, colour
        self.move: Move | None = None  # the hint shown

    def ask(self) -> bool:
        """The Hint command: ask the controller for a suggestion (it comes by ``hintReady`` and shows
        as a ghost); while one shows, play it. True if a suggestion was asked for."""
        if self.move is not None:
            self.play()
            return False
        return self.controller.request_hint()

    def show_move(self, move: Move) -> bool:
        """Show ``move`` as the hint: the card on its cell, turned, the settler, and why."""
        d = self.composer.draft
        turn = self.controller.preview(move)
        if not d.active or d.card is None or turn is None:
            return False
        self.move = move
        gains = [(e.points_of(d.player), e.kind) for e in turn.events if isinstance(e, ScoreEvent)]
        why = reason(move, gains)
        self.item.show_move(d.card, move.placement, move.settler, self.colour(), why + "  ·  " + messages().hint_play())
        self.view.reveal(cell_rect(move.placement.x, move.placement.y).adjusted(-60, -50, 60, 0))
        self._keep_reason_in_sight(why)
        return True

    def _keep_reason_in_sight(self, shorter: str) -> None:
        """The reason reaches west from the card. Where the board's edge on screen would cut it, it goes
        without "Enter: play it" (the status bar says so too), and if it must, it moves east."""
        label, zoom = self.item.label, self.view.zoom()

        def spill() -> float:
            return self.view.visible_scene_rect().left() + 8 / zoom - label.scene_rect(zoom).left()

        if spill() > 0:
            label.set_text(shorter, west=True)
        if spill() > 0:
            label.moveBy(spill(), 0)

    def marks(self) -> list[QRectF]:
        """The hinted cell and the reason while the hint shows, in scene coordinates (no panel covers them)."""
        if self.move is None:
            return []
        return [cell_rect(self.move.placement.x, self.move.placement.y), self.item.label.scene_rect(self.view.zoom())]

    def play(self) -> bool:
        """Play the hinted move (Enter or Hint again while it shows); False if none shows."""
        move = self.move
        if move is None:
            return False
        self.clear()
        self.composer.take_back()
        placed = self.composer.place_at(move.placement.x, move.placement.y, move.placement.rotation)
        self.composer.choose_settler(move.settler)
        return placed and self.composer.confirm()

    def clear(self) -> None:
        self.move = None
        self.item.hide()


def reason(move: Move, gains: list[tuple[int, int]]) -> str:
    """"Completes your town: +8" (all this move scores for the player, named by its biggest building),
    else what the settler claims, else that the settlers wait."""
    total = sum(points for points, _kind in gains)
    scored = None if total <= 0 else (scored_name(max(gains)[1]), total)
    settler_kind = None if move.settler is None else move.settler.kind
    return messages().hint_reason(scored, settler_kind)
