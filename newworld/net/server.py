"""The game server: the referee of network games. Pure Python and asyncio, no Qt.

One :class:`GameServer` holds any number of games ("rooms"), each with the one
rules engine. It checks every message and every move, keeps each deck order
to itself (a client learns the card its own seat draws, the public board and
the multiset of cards to come), plays computer seats itself, writes each game
as a ``.nwgame`` after every turn, and loads every unfinished game again
after a restart. :mod:`newworld.net.service` runs it: stand-alone
(``newworld-server``) and inside the app when a player hosts (``ServerThread``).

The parts, by what they do: :mod:`~newworld.net.connections` (who may connect,
one connection's limits), :mod:`~newworld.net.rooms` and
:mod:`~newworld.net.room` (the games in memory, one game), :mod:`~newworld.net.lobby`
(seats), :mod:`~newworld.net.referee` (turns), :mod:`~newworld.net.computers`
(computer seats), :mod:`~newworld.net.chat`, :mod:`~newworld.net.saving`
(storage). This module holds them together and serves each connection.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from newworld import __version__
from newworld.net.chat import Chat
from newworld.net.computers import AI_MOVE_TIME
from newworld.net.connections import Conn, Gate, host_of, request_id_of
from newworld.net.limits import (
    COMPUTERS_PER_ADDRESS,
    LOBBIES_PER_ADDRESS,
    LOBBY_EXPIRY,
    MAX_CONNECTIONS,
    AddressBook,
)
from newworld.net.lobby import Lobby
from newworld.net.protocol import MAX_CHAT, MAX_CLIENT_BYTES, PROTOCOL_VERSION, ProtocolError, error_message
from newworld.net.protocol import parse_client_message as parse
from newworld.net.referee import Referee
from newworld.net.rooms import RoomBook
from newworld.net.saving import Saver
from newworld.net.security import Alerts
from newworld.net.stats import ServerStats
from newworld.net.store import Store
from newworld.savegame.format import printable

log = logging.getLogger(__name__)

DEFAULT_RATE = 20.0  # messages per second per connection, sustained
DEFAULT_BURST = 40  # messages a connection may send at once
DEFAULT_HANDOVER_AFTER = 60.0  # seconds a player must be away before the host may hand the seat over
MAX_GAMES = 1000  # games held in memory; idle ones wait on disk
HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
HOUSEKEEPING = 30.0  # seconds between looks for expired lobbies (and the security log's summary)
# requests that name a game by its code (and maybe a token)
LOOKUPS = ("join", "rejoin", "start", "hand_over", "watch", "set_watching")
WRONG_GUESSES = ("no_game", "bad_token", "not_host")  # what guessing a code or a token earns

Handler = Callable[[Conn, dict[str, Any]], Awaitable[None]]


class GameServer:
    """Every game of one data folder, and the handling of every client message."""

    def __init__(self, data_dir: Path, *, rate: float = DEFAULT_RATE, burst: int = DEFAULT_BURST,
                 handover_after: float = DEFAULT_HANDOVER_AFTER, max_games: int = MAX_GAMES,
                 move_time: float = AI_MOVE_TIME, max_connections: int = MAX_CONNECTIONS,
                 addresses: AddressBook | None = None, trusted_proxies: Sequence[str] = (),
                 lobbies_per_address: int = LOBBIES_PER_ADDRESS, lobby_expiry: float = LOBBY_EXPIRY,
                 computers_per_address: int = COMPUTERS_PER_ADDRESS) -> None:
        self.rate, self.burst, self.handover_after = rate, burst, handover_after
        self.alerts = Alerts()
        self.stats = ServerStats()
        self.addresses = addresses if addresses is not None else AddressBook()
        self.gate = Gate(self.alerts, max_connections, self.addresses, frozenset(trusted_proxies))
        self.store = store = Store(data_dir)
        self.rooms = RoomBook(store, self.alerts, max_games=max_games, lobbies_per_address=lobbies_per_address,
                              lobby_expiry=lobby_expiry)
        self.saver = Saver(store, self.alerts, self.stats)
        self.referee = Referee(self.rooms, self.saver, self.stats, self.alerts, move_time=move_time,
                               computers_per_address=computers_per_address)
        self.computers = self.referee.computers
        self.rooms.on_load = self.computers.schedule
        self.lobby = Lobby(self.rooms, self.saver, self.computers, self.alerts, self.addresses,
                           handover_after=handover_after)
        self.connections: set[Conn] = set()
        chat = Chat(self.rooms)
        self._handlers: dict[str, Handler] = {
            "hello": self.on_hello, "create": self.lobby.on_create, "join": self.lobby.on_join,
            "rejoin": self.lobby.on_rejoin, "start": self.lobby.on_start, "hand_over": self.lobby.on_hand_over,
            "resign": self.lobby.on_resign, "watch": self.lobby.on_watch,
            "set_watching": self.lobby.on_set_watching,
            "move": self.referee.on_move, "chat": chat.on_chat, "resync": self.referee.on_resync,
            "games": self.lobby.on_games, "stats": self.on_stats,
        }

    def load_all(self) -> int:
        """Load every unfinished game of the data folder; return how many."""
        return self.rooms.load_all()

    # --- one connection ------------------------------------------------------------------------------

    async def handler(self, ws: ServerConnection) -> None:
        """Serve one WebSocket connection until it closes (the gate has let it in)."""
        forwarded: str | None = getattr(ws, "forwarded", None)
        conn = Conn(ws, self.rate, self.burst, forwarded or host_of(ws))
        if forwarded:
            conn.peer = f"{printable(forwarded)} (via {conn.peer})"
        self.connections.add(conn)
        try:
            async with asyncio.timeout(HELLO_TIMEOUT) as conn.hello_deadline:
                await self._serve(conn)
        except TimeoutError:
            conn.tally.refusals["no hello"] += 1
            await ws.close(1008, "say hello first")
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            for code, seat in conn.seats:
                room = self.rooms.rooms.get(code)
                if room is not None:
                    room.unbind(conn, seat)
            conn.seats.clear()
            for code in list(conn.watching):
                room = self.rooms.rooms.get(code)
                if room is not None:
                    room.unwatch(conn)
                    room.announce_lobby()
            log.info("%s %s: %s", conn.peer, repr(printable(conn.name)) if conn.name else "(no hello)",
                     conn.tally.summary())

    async def _serve(self, conn: Conn) -> None:
        async for raw in conn.ws:
            received = time.perf_counter()
            conn.tally.messages += 1
            if not conn.bucket.allow():
                conn.tally.refusals["rate_limited"] += 1
                if conn.refuse():
                    self.alerts.note("flood", conn.address, "%s floods: closing", conn.peer)
                    await conn.ws.close(1008, "too many messages")
                    return
                await conn.send(error_message("rate_limited", "too many messages: slow down", request_id_of(raw)))
                continue
            await self._handle(conn, raw, received)

    async def _handle(self, conn: Conn, raw: str | bytes, received: float) -> None:
        request_id = None
        try:
            message = parse(raw)
            request_id = message["id"]
            if not conn.greeted and message["type"] != "hello":
                raise ProtocolError("hello_first", "say hello first")
            if message["type"] in LOOKUPS and self.addresses.failing(conn.address):
                self.alerts.note("guessing", conn.address, "%s has used up its wrong game codes and tokens for "
                                 "now: its requests naming a game are refused", conn.address)
                raise ProtocolError("rate_limited", "too many wrong game codes or tokens from your address: "
                                                    "wait a minute")
            message["received"] = received
            conn.tally.requests[message["type"]] += 1
            await self._handlers[message["type"]](conn, message)
        except ProtocolError as exc:
            conn.tally.refusals[exc.kind] += 1
            if exc.kind in WRONG_GUESSES:
                self.addresses.failed(conn.address)
                self.alerts.note("wrong guess", conn.address, "%s guessed wrong (%s): %s", conn.peer, exc.kind,
                                 printable(str(exc))[:200])
            rid = exc.request_id if exc.request_id is not None else request_id
            await conn.send(error_message(exc.kind, str(exc)[:200], rid))
        except Exception:  # a bug must not take the server (or other games) down
            self.alerts.note("internal", conn.address, "%s: internal error", conn.peer, level=logging.ERROR,
                             exc_info=True)
            await conn.send(error_message("internal", "internal server error", request_id))

    async def on_hello(self, conn: Conn, message: dict[str, Any]) -> None:
        conn.greeted = True
        if conn.hello_deadline is not None:
            conn.hello_deadline.reschedule(None)
        conn.name = message["name"]
        await conn.reply(message, "welcome", server=f"New World {__version__}", protocol=PROTOCOL_VERSION,
                         limits={"message_bytes": MAX_CLIENT_BYTES, "chat": MAX_CHAT, "rate": self.rate,
                                 "burst": self.burst, "handover_after": self.handover_after})

    async def on_stats(self, conn: Conn, message: dict[str, Any]) -> None:
        await conn.reply(message, "stats", **self.report())

    def report(self) -> dict[str, Any]:
        """What ``stats`` answers: the games in memory, connections, turns, and the timings."""
        return {"games": len(self.rooms), "playing": self.rooms.playing(), "connections": len(self.connections),
                "turns": self.stats.turns, "timeouts": self.stats.timeouts, **self.stats.timings()}

    # --- the server's life ---------------------------------------------------------------------------

    async def housekeeping(self, every: float = HOUSEKEEPING) -> None:
        """Forget expired lobbies and sum up the security log's window, now and then, until cancelled."""
        while True:
            await asyncio.sleep(every)
            self.rooms.forget_expired_lobbies()
            self.alerts.flush_if_due()

    async def drain(self) -> None:
        """Let every turn in progress end and every game be written (each tried once more if writes failed)."""
        self.computers.stop()
        rooms = list(self.rooms)
        for room in rooms:
            async with room.lock:
                pass
        await self.saver.finish(rooms)
        self.alerts.flush()
        self.computers.close()
