"""Undo as model commands (model: Orange's ``document/commands.py``).

A human's turn is one :class:`TurnCommand` on the controller's undo stack:
redo pushes the move, undo pops it. The computer turns that answer it are its
child :class:`ReplyCommand`\\ s: undoing the human's turn pops them first (last
first), redoing it plays them again. Each pop reports the turn taken back
(:class:`~newworld.engine.values.PlayedTurn`) so the board takes back exactly
its items; nothing is rebuilt and no game is replayed.

The children are kept in a Python list instead of being given to Qt as command
children: PySide6 crashes when Qt deletes a parent command (an abandoned redo
branch) together with children whose wrappers Python still holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from newworld.engine.moves import Move
from newworld.narration import messages

if TYPE_CHECKING:
    from newworld.controller.controller import GameController


class ReplyCommand(QUndoCommand):
    """A computer's turn played in answer to a human's (a child of that :class:`TurnCommand`)."""

    def __init__(self, controller: GameController, move: Move) -> None:
        super().__init__(messages().turn_command(move.placement.x, move.placement.y))
        self.controller = controller
        self.move = move

    def redo(self) -> None:
        self.controller._push(self.move)

    def undo(self) -> None:
        self.controller._pop()


class TurnCommand(QUndoCommand):
    """A human's turn and the computers' replies to it: undo takes them all back."""

    def __init__(self, controller: GameController, move: Move) -> None:
        super().__init__(messages().turn_command(move.placement.x, move.placement.y))
        self.controller = controller
        self.move = move
        self.replies: list[ReplyCommand] = []

    def add_reply(self, move: Move) -> None:
        """Play a computer's reply now and keep it as a child of this turn."""
        reply = ReplyCommand(self.controller, move)
        self.replies.append(reply)
        reply.redo()

    def redo(self) -> None:
        c = self.controller
        c._stop_ai()
        c._push(self.move)
        for reply in self.replies:
            reply.redo()
        c._command = self
        c._after_turns()

    def undo(self) -> None:
        c = self.controller
        c._stop_ai()
        c._command = None
        for reply in reversed(self.replies):
            reply.undo()
        c._pop()
        c._after_undo()
