"""The undo policy: which turns may be taken back, and how many were after a computer answered.

A *decision* is a human's move and the computers' moves that answer it; undo
takes back one decision at a time, so it returns to the human's previous
choice. A decision is final once a computer has answered it (taking it back
would show the cards the computers drew), unless practice undo is on; each
one taken back that way is counted, and the final table says so. Moves played
before the session began (an opened game), and computer moves no human move
came before, are never taken back.
"""

from __future__ import annotations

import attrs


@attrs.define
class Decision:
    """Where a human's move stands in the game (moves played before it) and whether a computer answered it."""

    start: int
    answered: bool = False


@attrs.define
class UndoPolicy:
    """The decisions of a session, oldest first (see the module docstring)."""

    practice: bool = False
    taken_back: int = 0
    decisions: list[Decision] = attrs.field(factory=list)

    def human_moved(self, before: int) -> None:
        """A human's move, played after ``before`` moves, opens a decision."""
        self.decisions.append(Decision(before))

    def computer_moved(self) -> None:
        """A computer's move answers the last decision (if there is one)."""
        if self.decisions:
            self.decisions[-1].answered = True

    def can_undo(self) -> bool:
        last = self.last()
        return last is not None and (self.practice or not last.answered)

    def is_final(self) -> bool:
        """There is a decision, but a computer answered it (undo says so and refuses)."""
        return self.last() is not None and not self.can_undo()

    def last(self) -> Decision | None:
        return self.decisions[-1] if self.decisions else None

    def take_back(self) -> Decision:
        """Remove the last decision (call only when :meth:`can_undo`); answered ones are counted."""
        decision = self.decisions.pop()
        if decision.answered:
            self.taken_back += 1
        return decision
