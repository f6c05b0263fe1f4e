"""The referee: the ``move`` and ``resync`` requests, and what follows every turn (a player's or a computer's):
it is announced (by the room), written behind the announcement, counted, and the next computer seat, if any,
starts thinking."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

from newworld.engine.errors import EngineError, IllegalMoveError
from newworld.engine.moves import Move
from newworld.net.computers import ComputerSeats
from newworld.net.protocol import ProtocolError
from newworld.net.room import Room
from newworld.net.saving import Saver
from newworld.net.security import Alerts
from newworld.net.stats import ServerStats

if TYPE_CHECKING:
    from newworld.net.connections import Conn
    from newworld.net.rooms import RoomBook

log = logging.getLogger(__name__)


class Referee:
    """Plays the turns of every room (see the module docstring); its :attr:`computers` play the computer seats."""

    def __init__(self, rooms: RoomBook, saver: Saver, stats: ServerStats, alerts: Alerts, *, move_time: float,
                 computers_per_address: int) -> None:
        self.rooms = rooms
        self.saver = saver
        self.stats = stats
        self.computers = ComputerSeats(rooms, alerts, self.play_turn, move_time=move_time,
                                       per_address=computers_per_address)

    def play_turn(self, room: Room, move: Move, timed_out: bool = False) -> None:
        """Play ``move`` in ``room`` (hold its lock): announced, then written, counted, and the next computer
        seat set thinking. ``timed_out``: the server chose it for a player out of time. The engine's errors come
        through as they are."""
        room.play(move, timed_out=timed_out)
        if timed_out:
            self.stats.timeouts += 1
        self.saver.save_soon(room)
        self.stats.turns += 1
        if room.game is not None and room.game.is_over:
            log.info("game %s finished: scores %s", room.code, list(room.game.scores))
        self.computers.schedule(room)

    async def on_move(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self.rooms.held(conn, message["code"], message["seat"])
        async with room.lock:
            game = room.playing()
            if message["turn"] != game.turn:
                raise ProtocolError("stale_turn", f"it is turn {game.turn}, not {message['turn']}")
            if game.current_player != message["seat"]:
                raise ProtocolError("not_your_turn", f"it is seat {game.current_player + 1}'s turn")
            try:
                self.play_turn(room, Move.from_str(message["move"]))
            except IllegalMoveError as exc:
                raise ProtocolError("illegal_move", str(exc)) from None
            except EngineError as exc:
                raise ProtocolError("bad_move", str(exc)) from None
            self.stats.turn_ms.append((time.perf_counter() - message["received"]) * 1000)
        await conn.reply(message, "ok")

    async def on_resync(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self.rooms.held(conn, message["code"])
        if room.game is None:
            raise ProtocolError("not_started", f"game {room.code} has not started")
        await conn.send(room.snapshot(conn, message["id"]))
