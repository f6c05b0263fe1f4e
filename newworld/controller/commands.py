"""Undo as model commands (model: Orange's ``document/commands.py``): each calls the session's public methods.

A human's turn is one :class:`TurnCommand` on the controller's undo stack: redo
plays the move and the computers' answers to it, undo takes the decision back
(:meth:`GameSession.take_back`) and keeps the answers it took, so that a redo
plays them again. The session tells each turn played and taken back, so the
board adds or removes exactly its items; nothing is rebuilt and no game is
replayed. The controller does what follows a change of the stack (autosave,
whose turn it is) when the stack's index changes.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from newworld.engine.moves import Move
from newworld.narration import messages
from newworld.session import GameSession


class TurnCommand(QUndoCommand):
    """A human's turn and the computers' answers to it: undo takes them all back."""

    def __init__(self, session: GameSession, move: Move) -> None:
        super().__init__(messages().turn_command(move.placement.x, move.placement.y))
        self.session = session
        self.move = move
        self.answers: list[Move] = []  # the computers' moves taken back with it, to play again on redo

    def redo(self) -> None:
        self.session.play(self.move)
        for answer in self.answers:
            self.session.play(answer, computer=True)

    def undo(self) -> None:
        taken = self.session.take_back()  # the answers last first, then the human's move
        self.answers = [turn.move for turn in reversed(taken[:-1])]
