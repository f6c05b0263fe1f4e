"""The values of a network game's lobby: the seats as the host plans them and as the lobby shows them,
and the chat's lines (pure data; :mod:`newworld.controller.netgame` makes and reads them)."""

from __future__ import annotations

from typing import Any

import attrs

from newworld.net.protocol import MAX_CHAT, is_unsafe_text_character

HERE, REMOTE, COMPUTER = "here", "remote", "computer"  # who plays a seat the host sets up


@attrs.frozen
class PlannedSeat:
    """A seat as the host sets it up: played here (by a person at this screen), by a remote player who joins
    with the code, or by a computer of ``level``."""

    where: str  # HERE | REMOTE | COMPUTER
    name: str = ""
    level: str = "medium"

    def spec(self) -> dict[str, Any]:
        """The seat in the server's ``create`` request."""
        if self.where == COMPUTER:
            return {"kind": "computer", "level": self.level, **({"name": self.name} if self.name else {})}
        return {"kind": "remote", **({"name": self.name} if self.name and self.where == HERE else {})}


@attrs.frozen
class LobbySeat:
    """A seat as the lobby and the table list show it."""

    index: int
    name: str
    kind: str  # "remote" | "computer"
    level: str
    taken: bool  # a player holds it
    connected: bool
    mine: bool  # played at this screen
    away: float  # seconds its player has been away (0 when connected or open)


@attrs.frozen
class ChatLine:
    seat: int
    name: str
    text: str
    mine: bool


def clean_chat(text: str) -> str:
    """A chat line as the server takes it: plain text, characters it refuses dropped, at most MAX_CHAT."""
    kept = "".join(" " if c in "\t\n\r" else c for c in text if c in "\t\n\r" or not is_unsafe_text_character(c))
    return " ".join(kept.split())[:MAX_CHAT]


__all__ = ["COMPUTER", "HERE", "MAX_CHAT", "REMOTE", "ChatLine", "LobbySeat", "PlannedSeat", "clean_chat"]
