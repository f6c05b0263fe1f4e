"""The chat of a game: plain-text lines relayed to everyone at the table, the last few kept for those who
come back (in memory only: a restarted server starts with an empty chat)."""

from __future__ import annotations

import collections
from typing import TYPE_CHECKING, Any

from newworld.net.protocol import ProtocolError, encode

if TYPE_CHECKING:
    from newworld.net.connections import Conn
    from newworld.net.rooms import RoomBook

CHAT_RATE, CHAT_BURST = 1.0, 5  # chat lines per second per connection, and at once
CHAT_KEPT = 50  # a game's last chat lines, sent again to a player who comes back


class ChatLog:
    """A game's last :data:`CHAT_KEPT` lines, numbered from 1 so that a client shows each line once."""

    def __init__(self) -> None:
        self.lines: collections.deque[dict[str, Any]] = collections.deque(maxlen=CHAT_KEPT)
        self.said = 0

    def add(self, code: str, seat: int, name: str, text: str) -> dict[str, Any]:
        self.said += 1
        line = {"code": code, "n": self.said, "seat": seat, "name": name, "text": text}
        self.lines.append(line)
        return line

    def messages(self) -> list[str]:
        """The kept lines as ``chat`` messages, for a player who comes back (or comes late)."""
        return [encode("chat", **line) for line in self.lines]


class Chat:
    """The ``chat`` request: a line from a seat's holder to everyone in the game."""

    def __init__(self, rooms: RoomBook) -> None:
        self.rooms = rooms

    async def on_chat(self, conn: Conn, message: dict[str, Any]) -> None:
        """A line from a seat's holder (or, if the host allows it, a spectator: seat -1, their hello name)."""
        code = message["code"]
        spectator = code in conn.watching and not conn.seats_in(code)
        room = self.rooms.get(code) if spectator else self.rooms.held(conn, code)
        if spectator and not room.record.spectator_chat:
            raise ProtocolError("not_your_seat", f"the host of game {room.code} does not let spectators chat")
        if not conn.chat_bucket.allow():  # every line goes to every player: a flood would drown theirs
            raise ProtocolError("rate_limited", f"chat: at most {CHAT_BURST} lines at once, then "
                                                f"{CHAT_RATE:g} a second")
        seat = -1 if spectator else min(conn.seats_in(room.code))
        name = conn.name if spectator else room.record.seats[seat].name
        line = room.chat.add(room.code, seat, name, message["text"])
        room.broadcast(encode("chat", **line))
        await conn.reply(message, "ok")
