"""A session's game log: its lines, with a mark where each move's lines begin, so an undo cuts it back."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


class SessionLog:
    """The lines told so far, and for each move played the length of the log before it."""

    def __init__(self, lines: Sequence[str]) -> None:
        self.lines = list(lines)
        self._marks: dict[int, int] = {}  # moves played -> the log's length before the next move

    def mark(self, moves: int) -> None:
        """The lines of the move after ``moves`` moves begin here."""
        self._marks[moves] = len(self.lines)

    def add(self, lines: Iterable[str]) -> None:
        self.lines += [line for line in lines if line]

    def cut(self, moves: int) -> None:
        """Back to before the move after ``moves`` moves (the lines said after it go too)."""
        del self.lines[self._marks.pop(moves, len(self.lines)):]
