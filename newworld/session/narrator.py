"""Who words the game log for a session: the narration (:mod:`newworld.words.log`) for the
window and the terminal, nobody for a server's rooms (:data:`SILENT`).

The session sits beside the narration, not above it: it is handed a narrator
and keeps the lines, so it never imports the words itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from newworld.engine.values import Event, FinalScore, PlayedTurn


class Narrator(Protocol):
    """The game log's sentences, made from value objects and the players' names."""

    def move_line(self, turn: PlayedTurn, players: Sequence[str]) -> str: ...

    def event_lines(self, event: Event, players: Sequence[str]) -> list[str]: ...

    def final_lines(self, final: FinalScore, players: Sequence[str]) -> list[str]: ...

    def time_line(self, player: int, players: Sequence[str]) -> str: ...

    def resigned_line(self, player: int, level: str, players: Sequence[str]) -> str: ...

    def history_lines(self, opening: Sequence[Event], turns: Sequence[PlayedTurn], final: FinalScore | None,
                      players: Sequence[str]) -> list[str]: ...


class _Silent:
    """No log at all (a server's room keeps none)."""

    def move_line(self, turn: PlayedTurn, players: Sequence[str]) -> str:
        return ""

    def event_lines(self, event: Event, players: Sequence[str]) -> list[str]:
        return []

    def final_lines(self, final: FinalScore, players: Sequence[str]) -> list[str]:
        return []

    def time_line(self, player: int, players: Sequence[str]) -> str:
        return ""

    def resigned_line(self, player: int, level: str, players: Sequence[str]) -> str:
        return ""

    def history_lines(self, opening: Sequence[Event], turns: Sequence[PlayedTurn], final: FinalScore | None,
                      players: Sequence[str]) -> list[str]:
        return []


SILENT: Narrator = _Silent()
