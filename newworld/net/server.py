"""The game server: the referee of network games. Pure Python and asyncio, no Qt.

One :class:`GameServer` holds any number of games ("rooms"), each with the one
rules engine. It checks every message and every move, keeps each deck order
to itself (a client learns the card its own seat draws, the public board and
the multiset of cards to come), plays computer seats itself, writes each game
as a ``.nwgame`` after every turn, and loads every unfinished game again
after a restart. :mod:`newworld.net.service` runs it: stand-alone
(``newworld-server``) and inside the app when a player hosts (``ServerThread``).
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import http
import logging
import multiprocessing
import os
import secrets
import statistics
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import attrs
from websockets.asyncio.server import ServerConnection, broadcast
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from newworld import __version__
from newworld.ai import RandomPlayer, cores, make_player
from newworld.ai.base import SEARCH_LEVELS
from newworld.engine.errors import EngineError, IllegalMoveError
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.net.fairness import FairQueue
from newworld.net.limits import (
    COMPUTERS_PER_ADDRESS,
    LOBBIES_PER_ADDRESS,
    LOBBY_EXPIRY,
    MAX_CONNECTIONS,
    AddressBook,
    TokenBucket,
    address_key,
    block_key,
)
from newworld.net.position import (
    TurnRecord,
    discard_ids,
    drawn_field,
    moved_fields,
    play_recorded,
    public_digest,
    replay_records,
    snapshot_fields,
)
from newworld.net.protocol import (
    MAX_CHAT,
    MAX_CLIENT_BYTES,
    PROTOCOL_VERSION,
    ProtocolError,
    encode,
    error_message,
    parse_client_message,
    parse_json,
)
from newworld.net.security import Alerts, Tally
from newworld.net.store import (
    LOBBY,
    OVER,
    PLAYING,
    RoomRecord,
    SeatRecord,
    Store,
    new_code,
    new_token,
    token_hash,
    token_matches,
)
from newworld.savegame import DEFAULT_COLORS, SaveGameError, Seat, build_document, dumps, write_atomic
from newworld.savegame.format import printable, utc_now

log = logging.getLogger("newworld.net.server")

DEFAULT_RATE = 20.0  # messages per second per connection, sustained
DEFAULT_BURST = 40  # messages a connection may send at once
FLOOD_CLOSE = 200  # refused messages (a count that halves every FLOOD_HALF_LIFE s) that close the connection
FLOOD_HALF_LIFE = 10.0
DEFAULT_HANDOVER_AFTER = 60.0  # seconds a player must be away before the host may hand the seat over
MAX_GAMES = 1000  # games held in memory; idle ones wait on disk
AI_MOVE_TIME = 1.0  # Hard's seconds per move
AI_TIME_LIMIT = 60.0  # a computer seat that has not moved after this many seconds of thinking (x move time for
# Hard) gets a random move instead, as one that fails does: a computer seat never stalls its game
QUICK_LEVELS = ("random", "easy", "medium")  # a millisecond a move: a thread will do; the others think in processes
TURN_SAMPLES = 100_000
SAVE_RETRY, SAVE_RETRY_MAX = 2.0, 60.0  # seconds before a failed write is tried again, doubling
HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
CHAT_RATE, CHAT_BURST = 1.0, 5  # chat lines per second per connection, and at once
CHAT_KEPT = 50  # a game's last chat lines, sent again to a player who comes back (kept in memory only)
LOOKUPS = ("join", "rejoin", "start", "hand_over")  # requests that name a game by its code (and maybe a token)
WRONG_GUESSES = ("no_game", "bad_token", "not_host")  # what guessing a code or a token earns
# Connections refused before the WebSocket handshake get an HTTP answer that says why (the client words it):
TOO_MANY_CONNECTIONS = (http.HTTPStatus.TOO_MANY_REQUESTS, "too many connections from your address")
SERVER_BUSY = (http.HTTPStatus.SERVICE_UNAVAILABLE, "the server is full")
RETRY_AFTER = 30  # seconds, said in the refusal's Retry-After header
REFUSAL_WAIT = 1.0  # seconds a refused connection has to send its request before it is cut without an answer
MAX_REFUSING = 64  # refused connections waiting for their answer at once; more are cut at once
NOT_STORED = "the server could not store this (its disk is full or cannot be written); nothing changed: try again later"


class Conn:
    """One client connection and the seats it holds."""

    def __init__(self, ws: ServerConnection, rate: float, burst: int, host: str) -> None:
        self.ws = ws
        self.peer = _peer(ws)
        self.address = address_key(host)  # what per-address limits count by (see newworld.net.limits)
        self.block = block_key(host)  # what the games and computer seats one address holds count by
        self.tally = Tally()
        self.bucket = TokenBucket(rate, burst)
        self.chat_bucket = TokenBucket(CHAT_RATE, CHAT_BURST)
        self.refused = 0.0  # recent refused messages, decaying
        self.refused_stamp = time.monotonic()
        self.greeted = False
        self.name = ""
        self.seats: set[tuple[str, int]] = set()
        self.hello_deadline: asyncio.Timeout | None = None

    def refuse(self) -> bool:
        """Count one refused message; True when the connection floods and must be closed."""
        now = time.monotonic()
        self.refused = self.refused * 0.5 ** ((now - self.refused_stamp) / FLOOD_HALF_LIFE) + 1
        self.refused_stamp = now
        return self.refused > FLOOD_CLOSE

    async def send(self, text: str) -> None:
        """Send ``text`` to this client, waiting while its connection is slow (only its own handler waits)."""
        with contextlib.suppress(ConnectionClosed):
            await self.ws.send(text)

    def send_now(self, text: str) -> None:
        """Send ``text`` without waiting: what one client's handler sends to another must never wait on it."""
        broadcast([self.ws], text)


def _peer(ws: ServerConnection) -> str:
    try:
        host, port = ws.remote_address[:2]
        return f"{host}:{port}"
    except (TypeError, ValueError, AttributeError):
        return "?"


def _host(ws: ServerConnection) -> str:
    try:
        return str(ws.remote_address[0])
    except (TypeError, IndexError, AttributeError):
        return "?"


@attrs.define(eq=False)
class Room:
    """One game on the server."""

    record: RoomRecord
    owner: str = ""  # the address block that created it ("": loaded from disk, not counted)
    game: Game | None = None
    opening: tuple[str, ...] = ()
    records: list[TurnRecord] = attrs.Factory(list)
    created: str = ""
    digest: str = ""
    bound: dict[int, set[Conn]] = attrs.Factory(dict)
    away_since: dict[int, float] = attrs.Factory(dict)
    lock: asyncio.Lock = attrs.Factory(asyncio.Lock)
    ai_task: asyncio.Task[None] | None = None
    save_task: asyncio.Task[None] | None = None
    since: float = attrs.Factory(time.monotonic)  # when it was created or loaded, or its last player left
    unsaved: bool = False  # turns played since the save in progress began
    chat: collections.deque[dict[str, Any]] = attrs.Factory(lambda: collections.deque(maxlen=CHAT_KEPT))
    chat_lines: int = 0  # numbers the lines, so a client that comes back shows each line once

    @property
    def code(self) -> str:
        return self.record.code

    @property
    def status(self) -> str:
        return self.record.status

    def searching_seats(self) -> int:
        """Its computer seats that search in worker processes (Hard, Expert), while it is not over."""
        if self.record.status == OVER:
            return 0
        return sum(s.kind == "computer" and s.level in SEARCH_LEVELS for s in self.record.seats)

    def conns(self) -> set[Conn]:
        return set().union(*self.bound.values()) if self.bound else set()

    def seat_infos(self) -> list[dict[str, Any]]:
        return [{"name": s.name, "kind": s.kind, "level": s.level, "taken": bool(s.token_hash),
                 "connected": bool(self.bound.get(i))} for i, s in enumerate(self.record.seats)]

    def saved_seats(self) -> list[Seat]:
        return [Seat(s.name, DEFAULT_COLORS[i], "computer" if s.kind == "computer" else "human", s.level)
                for i, s in enumerate(self.record.seats)]


class GameServer:
    """Every game of one data folder, and the handling of every client message."""

    def __init__(self, data_dir: Path, *, rate: float = DEFAULT_RATE, burst: int = DEFAULT_BURST,
                 handover_after: float = DEFAULT_HANDOVER_AFTER, max_games: int = MAX_GAMES,
                 move_time: float = AI_MOVE_TIME, max_connections: int = MAX_CONNECTIONS,
                 addresses: AddressBook | None = None, trusted_proxies: Sequence[str] = (),
                 lobbies_per_address: int = LOBBIES_PER_ADDRESS, lobby_expiry: float = LOBBY_EXPIRY,
                 computers_per_address: int = COMPUTERS_PER_ADDRESS) -> None:
        self.store = Store(data_dir)
        self.rate, self.burst = rate, burst
        self.handover_after = handover_after
        self.max_games = max_games
        self.max_connections = max_connections
        self.addresses = addresses if addresses is not None else AddressBook()
        self.trusted_proxies = frozenset(trusted_proxies)
        self.lobbies_per_address, self.lobby_expiry = lobbies_per_address, lobby_expiry
        self.computers_per_address = computers_per_address
        self.open_sockets = 0  # accepted TCP connections, handshakes in progress included
        self.refusing = 0  # refused TCP connections waiting for their HTTP answer
        self.alerts = Alerts()
        self._stopping = asyncio.Event()
        self._told_about_proxies = False
        self.rooms: dict[str, Room] = {}
        self.connections: set[Conn] = set()
        self.turn_ms: collections.deque[float] = collections.deque(maxlen=TURN_SAMPLES)
        self.save_ms: collections.deque[float] = collections.deque(maxlen=TURN_SAMPLES)
        self.turns = 0
        self._stats: tuple[float, dict[str, Any]] | None = None
        self.io_pool = concurrent.futures.ThreadPoolExecutor(4, thread_name_prefix="nw-save")
        self.ai_pool = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="nw-ai")
        self.move_time = move_time
        self._thinkers: concurrent.futures.ProcessPoolExecutor | None = None  # made when a Hard seat first plays
        self._workers = max(2, cores())  # two at least: one address may use only half (see FairQueue)
        self._thinking = 0  # moves being thought in a process
        self._waiting: FairQueue[asyncio.Future[None]] = FairQueue(max(1, self._workers // 2))
        self._handlers: dict[str, Callable[[Conn, dict[str, Any]], Awaitable[None]]] = {
            "hello": self.on_hello, "create": self.on_create, "join": self.on_join, "rejoin": self.on_rejoin,
            "start": self.on_start, "hand_over": self.on_hand_over, "move": self.on_move, "chat": self.on_chat,
            "resync": self.on_resync, "games": self.on_games, "stats": self.on_stats,
        }

    # --- loading ---------------------------------------------------------

    def load_all(self) -> int:
        """Load every unfinished game of the data folder; return how many. Damaged files are logged and left."""
        for code in self.store.codes():
            with contextlib.suppress(LookupError):
                self._load(code, finished_too=False)
        playing = sum(r.record.status == PLAYING for r in self.rooms.values())
        log.info("loaded %d games (%d in play) from %s", len(self.rooms), playing, self.store.games_dir)
        return len(self.rooms)

    def _load(self, code: str, *, finished_too: bool = True) -> Room:
        """The room of ``code`` from disk; :class:`LookupError` if absent, finished (unless asked) or damaged."""
        try:
            record = self.store.read_room(code)
            if record.status == OVER and not finished_too:
                raise LookupError(code)
            room = Room(record)
            room.away_since = {seat: time.monotonic() for seat in range(len(record.seats))}  # nobody is here yet
            if record.status != LOBBY:
                saved = self.store.read_game(code)
                if saved.game.players != len(record.seats):
                    raise ValueError(f"the seats file has {len(record.seats)} seats, the game "
                                     f"{saved.game.players} players")
                record.status = OVER if saved.game.is_over else PLAYING  # the game file knows best
                room.game = saved.game
                room.game.forget_undo()
                room.created = saved.created
                room.opening, room.records = replay_records(saved.game)
                room.digest = public_digest(saved.game)
        except (ValueError, SaveGameError) as exc:
            log.error("game %s cannot be loaded (files left as they are): %s", code, exc)
            raise LookupError(code) from None
        self.rooms[code] = room
        self._schedule_ai(room)
        return room

    def room(self, code: str) -> Room:
        room = self.rooms.get(code)
        if room is None:
            try:
                room = self._load(code) if self.store.exists(code) else None
            except LookupError:
                room = None
        if room is None:
            raise ProtocolError("no_game", f"there is no game {code}")
        return room

    # --- connections -----------------------------------------------------

    def admit(self, peer: str) -> tuple[http.HTTPStatus, str] | None:
        """A TCP connection from ``peer`` was accepted: may it stay? None if so, else the HTTP status and
        reason to refuse it with. (Asked before the WebSocket handshake.)

        Every connection holds an open file: beyond :attr:`max_connections`
        (set below the open-files limit) or the per-address limits, it is
        refused at once, so that half-open or idle connections cannot use up
        the files that saves, the log and new players need.
        """
        if self.open_sockets >= self.max_connections:
            self.alerts.note("connections", "", "refusing new connections: %d connections open, the most this "
                             "server takes", self.open_sockets)
            return SERVER_BUSY
        if peer not in self.trusted_proxies:  # a proxy's own connections are counted by the forwarded address
            key = address_key(peer)
            reason = self.addresses.connect(key)
            if reason:
                self.alerts.note("connections", key, "refusing new connections from %s: %s", printable(peer), reason)
                return TOO_MANY_CONNECTIONS
        self.open_sockets += 1
        return None

    def release(self, peer: str, forwarded: str | None = None) -> None:
        """An admitted TCP connection from ``peer`` (for ``forwarded``, if a trusted proxy's) closed."""
        self.open_sockets -= 1
        if peer not in self.trusted_proxies:
            self.addresses.disconnect(address_key(peer))
        elif forwarded is not None:
            self.addresses.disconnect(address_key(forwarded))
        if len(self.addresses) > 4 * self.max_connections:
            self.addresses.forget_idle()

    def process_request(self, ws: ServerConnection, request: Request) -> Response | None:
        """The HTTP request of a WebSocket handshake: refuse it (429, 503: the client says why) if the
        connection was refused when accepted, or if a trusted proxy forwards it from an address over its
        limits; None lets the handshake go on."""
        refusal = getattr(ws, "refusal", None)
        forwarded = self._forwarded_address(ws, request.headers)
        if refusal is None and forwarded is not None:
            key = address_key(forwarded)
            reason = self.addresses.connect(key)
            if reason:
                self.alerts.note("connections", key, "refusing new connections from %s: %s", printable(forwarded),
                                 reason)
                refusal = TOO_MANY_CONNECTIONS
            else:
                ws.forwarded = forwarded  # type: ignore[attr-defined]  # released with the connection
        if refusal is None:
            return None
        status, reason = refusal
        response = ws.respond(status, reason + "\n")
        response.headers["Retry-After"] = str(RETRY_AFTER)
        return response

    def _forwarded_address(self, ws: ServerConnection, headers: Headers) -> str | None:
        """The client's address as a trusted proxy forwards it (the last X-Forwarded-For entry, the one the
        proxy itself added: the client may have sent others), else None."""
        forwarded = headers.get_all("X-Forwarded-For")
        if _host(ws) not in self.trusted_proxies:
            if forwarded and not self._told_about_proxies:
                self._told_about_proxies = True
                log.warning("%s forwards connections (X-Forwarded-For) but is not a --trusted-proxy: the limits "
                            "per address count all of them as one", _host(ws))
            return None
        return ",".join(forwarded).split(",")[-1].strip()[:64] or None

    async def handler(self, ws: ServerConnection) -> None:
        forwarded: str | None = getattr(ws, "forwarded", None)
        conn = Conn(ws, self.rate, self.burst, forwarded or _host(ws))
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
            self._unbind_all(conn)
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
                await conn.send(error_message("rate_limited", "too many messages: slow down", _request_id(raw)))
                continue
            await self._handle(conn, raw, received)

    async def _handle(self, conn: Conn, raw: str | bytes, received: float) -> None:
        request_id = None
        try:
            message = parse_client_message(raw)
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

    def _unbind_all(self, conn: Conn) -> None:
        for code, seat in conn.seats:
            room = self.rooms.get(code)
            if room is None:
                continue
            holders = room.bound.get(seat, set())
            holders.discard(conn)
            if not holders:
                room.bound.pop(seat, None)
                room.away_since[seat] = time.monotonic()
                self._announce_lobby(room)
            if not room.bound:
                room.since = time.monotonic()
        conn.seats.clear()

    def _bind(self, conn: Conn, room: Room, seat: int) -> None:
        conn.seats.add((room.code, seat))
        room.bound.setdefault(seat, set()).add(conn)
        room.away_since.pop(seat, None)

    @staticmethod
    async def reply(conn: Conn, message: dict[str, Any], kind: str, **fields: Any) -> None:
        if message["id"] is not None:
            fields["id"] = message["id"]
        await conn.send(encode(kind, **fields))

    # --- lobby -----------------------------------------------------------

    async def on_hello(self, conn: Conn, message: dict[str, Any]) -> None:
        conn.greeted = True
        if conn.hello_deadline is not None:
            conn.hello_deadline.reschedule(None)
        conn.name = message["name"]
        await self.reply(conn, message, "welcome", server=f"New World {__version__}", protocol=PROTOCOL_VERSION,
                         limits={"message_bytes": MAX_CLIENT_BYTES, "chat": MAX_CHAT, "rate": self.rate,
                                 "burst": self.burst, "handover_after": self.handover_after})

    async def on_create(self, conn: Conn, message: dict[str, Any]) -> None:
        specs = message["seats"]
        if all(spec["kind"] == "computer" for spec in specs):
            raise ProtocolError("bad_field", "create.seats: a game needs at least one remote seat")
        self.forget_expired_lobbies()
        self._check_lobbies(conn.block)
        self._check_computers(conn.block, sum(spec["kind"] == "computer" and spec.get("level", "medium")
                                              in SEARCH_LEVELS for spec in specs))
        if len(self.rooms) >= self.max_games:
            self._unload_idle_games()
        if len(self.rooms) >= self.max_games:
            self._make_room_for(conn.block)
        if not self.addresses.allow_game(conn.address):
            self.alerts.note("games", conn.address, "%s has created its games for this hour", conn.address)
            raise ProtocolError("server_full", "your address has created enough games for now: "
                                               "finish one or wait a few minutes")
        code = new_code()
        while code in self.rooms or self.store.exists(code):
            code = new_code()
        host_token = new_token()
        seats = [SeatRecord(spec.get("name") or ("Computer" if spec["kind"] == "computer" else "Player") + f" {i + 1}",
                            spec["kind"], spec.get("level", "medium")) for i, spec in enumerate(specs)]
        record = RoomRecord(code, token_hash(host_token), seats, LOBBY, secrets.randbits(63),
                            bool(message.get("listed", False)), message.get("first_player", 0))
        if not await self._write_room(record):
            raise ProtocolError("not_stored", NOT_STORED)
        self.rooms[code] = Room(record, owner=conn.block)
        log.info("%s created game %s (%d seats)", conn.peer, code, len(seats))
        await self.reply(conn, message, "created", code=code, host_token=host_token)

    def _lobbies_of(self, block: str) -> list[Room]:
        return [r for r in self.rooms.values() if r.owner == block and r.status == LOBBY]

    def _check_lobbies(self, block: str) -> None:
        """Refuse a game to an address that has :attr:`lobbies_per_address` games waiting for players."""
        waiting = len(self._lobbies_of(block))
        if self.lobbies_per_address and waiting >= self.lobbies_per_address:
            self.alerts.note("lobbies", block, "%s has %d games waiting for players, the most one address may",
                             block, waiting)
            raise ProtocolError("server_full", f"your address has {waiting} games waiting for players, the most it "
                                               f"may have: start one, or wait until one expires (after "
                                               f"{self.lobby_expiry / 60:.0f} minutes with nobody in it)")

    def _check_computers(self, block: str, more: int) -> None:
        """Refuse ``more`` searching computer seats (Hard, Expert) to an address whose unfinished games would
        then hold more than :attr:`computers_per_address` (they share the server's processors)."""
        if not more or not self.computers_per_address or not block:
            return
        held = sum(r.searching_seats() for r in self.rooms.values() if r.owner == block)
        if held + more > self.computers_per_address:
            self.alerts.note("computers", block, "%s asked for more than %d Hard or Expert computer seats",
                             block, self.computers_per_address)
            raise ProtocolError("too_many_computers", f"the games of your address have {held} Hard or Expert "
                                                      f"computer players; this server allows "
                                                      f"{self.computers_per_address}: choose an easier level, "
                                                      "or finish a game first")

    def _unattended(self, room: Room) -> bool:
        """Nothing refers to ``room``: nobody bound, its lock free, no computer thinking, no write pending.
        (That is why handlers bind a seat, or hold the lock, before they wait for anything.)"""
        busy = room.lock.locked() or any(t is not None and not t.done() for t in (room.ai_task, room.save_task))
        return not room.bound and not busy and not room.unsaved

    def _unload_idle_games(self) -> None:
        """Make room: finished games nobody is in leave memory, then (if that was not enough) games in play
        nobody is in. They wait on disk and load again when asked for.

        Finished games stay in memory until room is needed, so that coming back
        to one again and again does not replay it again and again.
        """
        for status in (OVER, PLAYING):
            for code, room in list(self.rooms.items()):
                if room.status == status and self._unattended(room):
                    del self.rooms[code]
                    log.info("game %s waits on disk", code)
            if len(self.rooms) < self.max_games:
                return

    def _make_room_for(self, block: str) -> None:
        """The server is full: forget an unstarted game nobody is in of the address that holds the most of
        them (its oldest), if that address holds more than ``block`` would with one more; else refuse.
        So a full server refuses its biggest holder before a newcomer."""
        mine = len(self._lobbies_of(block))
        holders = collections.Counter(r.owner for r in self.rooms.values() if r.owner and r.status == LOBBY)
        for owner, held in holders.most_common():
            if held <= mine + 1:
                break
            idle = [r for r in self._lobbies_of(owner) if self._unattended(r)]
            if idle:
                self._forget(min(idle, key=lambda r: r.since), f"made room on a full server ({owner} held {held})")
                return
        self.alerts.note("full", "", "the server is full: %d games in memory", len(self.rooms))
        raise ProtocolError("server_full", "this server takes no more games now")

    def forget_expired_lobbies(self) -> None:
        """Forget the games that never started and that nobody has been in for :attr:`lobby_expiry` seconds."""
        now = time.monotonic()
        for room in list(self.rooms.values()):
            if room.status == LOBBY and self._unattended(room) and now - room.since > self.lobby_expiry:
                self._forget(room, f"never started, nobody in it for {self.lobby_expiry:.0f} s")

    def _forget(self, room: Room, why: str) -> None:
        """Drop an unstarted game, files and all (its seats file is all it has)."""
        del self.rooms[room.code]
        with contextlib.suppress(OSError):
            self.store.seats_path(room.code).unlink()
        log.info("game %s was forgotten: %s", room.code, why)

    async def housekeeping(self, every: float = 30.0) -> None:
        """Forget expired lobbies and sum up the security log's window, now and then, until cancelled."""
        while True:
            await asyncio.sleep(every)
            self.forget_expired_lobbies()
            self.alerts.flush_if_due()

    async def _store_seat(self, room: Room, seat: int, **changes: Any) -> None:
        """Change seat ``seat`` and write the seats file, before the client is told (hold ``room.lock``).

        A change a client is told about must survive a restart: if the file
        cannot be written, the seat is left as it was and the request is
        answered ``not_stored``.
        """
        record = room.record.seats[seat]
        before = {name: getattr(record, name) for name in changes}
        for name, value in changes.items():
            setattr(record, name, value)
        if not await self._write_room(room.record):
            for name, value in before.items():
                setattr(record, name, value)
            raise ProtocolError("not_stored", NOT_STORED)

    async def on_join(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self.room(message["code"])
        async with room.lock:  # one change of the seats file at a time; and the room stays in memory meanwhile
            if room.status == OVER:
                raise ProtocolError("game_over", f"game {room.code} is over")
            seat = self._open_seat(room, message.get("seat"))
            token = new_token()
            await self._store_seat(room, seat, token_hash=token_hash(token), name=message["name"])
            self._bind(conn, room, seat)
        log.info("%s joined game %s as seat %d", conn.peer, room.code, seat)
        await self.reply(conn, message, "joined", code=room.code, seat=seat, token=token)
        await self._after_bind(conn, room)

    def _open_seat(self, room: Room, wanted: int | None) -> int:
        seats = room.record.seats
        open_seats = [i for i, s in enumerate(seats) if s.kind == "remote" and not s.token_hash]
        if wanted is None:
            if not open_seats:
                raise ProtocolError("no_open_seat", f"game {room.code} has no open seat")
            return open_seats[0]
        if wanted not in open_seats:
            raise ProtocolError("seat_taken", f"seat {wanted + 1} of game {room.code} is not open")
        return wanted

    async def on_rejoin(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self.room(message["code"])
        seat = message["seat"]
        if seat >= len(room.record.seats) or not token_matches(message["token"],
                                                               room.record.seats[seat].token_hash):
            raise ProtocolError("bad_token", f"that token does not hold seat {seat + 1} of game {room.code}")
        async with room.lock:
            if room.record.seats[seat].handed_over:  # the owner is back: the seat is theirs again
                await self._store_seat(room, seat, kind="remote", handed_over=False)
            self._bind(conn, room, seat)
        await self.reply(conn, message, "joined", code=room.code, seat=seat)
        await self._after_bind(conn, room)

    async def _after_bind(self, conn: Conn, room: Room) -> None:
        self._announce_lobby(room)
        if room.game is not None:
            await conn.send(self._snapshot(room, conn))
        for line in list(room.chat):  # what was said while this player was away (or before they came)
            await conn.send(encode("chat", **line))

    async def on_start(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self._hosted(message)
        async with room.lock:
            if room.record.status != LOBBY:
                raise ProtocolError("already_started", f"game {room.code} has started")
            if any(s.kind == "remote" and not s.token_hash for s in room.record.seats):
                raise ProtocolError("seats_open", "every remote seat must be taken (or handed to a computer)")
            room.game = Game(len(room.record.seats), room.record.seed, first_player=room.record.first_player)
            room.opening = discard_ids(room.game)
            room.created = utc_now()
            room.record.status = PLAYING
            # The game file before the seats file that says it exists; a game that cannot be kept does not start.
            if not (await self._write_game(room) and await self._write_room(room.record)):
                room.game, room.opening, room.record.status = None, (), LOBBY
                raise ProtocolError("not_stored", NOT_STORED)
            log.info("game %s started", room.code)
            self._announce_lobby(room)
            for c in room.conns():
                c.send_now(self._snapshot(room, c))
            self._schedule_ai(room)
        await self.reply(conn, message, "ok")

    async def on_hand_over(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self._hosted(message)
        seat, level = message["seat"], message["level"]
        if seat >= len(room.record.seats):
            raise ProtocolError("bad_field", f"game {room.code} has {len(room.record.seats)} seats")
        async with room.lock:  # no turn meanwhile, and the room stays in memory until its seats file is written
            record = room.record.seats[seat]
            if record.kind == "computer":
                raise ProtocolError("bad_field", f"seat {seat + 1} is already a computer")
            away = time.monotonic() - room.away_since.get(seat, time.monotonic())
            holders = room.bound.get(seat, set())
            own = bool(holders) and holders <= {conn}  # the host gives up a seat played at its own screen
            if record.token_hash and not own and (holders or away < self.handover_after):
                raise ProtocolError("too_soon", f"seat {seat + 1} may be handed over after its player has been "
                                                f"away {self.handover_after:.0f} s")
            self._check_computers(room.owner or conn.block, level in SEARCH_LEVELS)
            await self._store_seat(room, seat, kind="computer", level=level, handed_over=bool(record.token_hash))
            log.info("game %s: seat %d handed to a computer (%s)", room.code, seat, level)
            self._announce_lobby(room)
            self._schedule_ai(room)
        await self.reply(conn, message, "ok")

    def _hosted(self, message: dict[str, Any]) -> Room:
        room = self.room(message["code"])
        if not token_matches(message["host_token"], room.record.host_hash):
            raise ProtocolError("not_host", "only the host may do that")
        return room

    def _seat_of(self, conn: Conn, code: str, seat: int | None = None) -> Room:
        bound = [s for c, s in conn.seats if c == code]
        if not bound or (seat is not None and seat not in bound):
            raise ProtocolError("not_your_seat", "this connection does not hold that seat")
        return self.room(code)

    async def on_chat(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self._seat_of(conn, message["code"])
        if not conn.chat_bucket.allow():  # every line goes to every player: a flood would drown theirs
            raise ProtocolError("rate_limited", f"chat: at most {CHAT_BURST} lines at once, then "
                                                f"{CHAT_RATE:g} a second")
        seat = min(s for c, s in conn.seats if c == room.code)
        room.chat_lines += 1
        line = {"code": room.code, "n": room.chat_lines, "seat": seat, "name": room.record.seats[seat].name,
                "text": message["text"]}
        room.chat.append(line)
        broadcast([c.ws for c in room.conns()], encode("chat", **line))
        await self.reply(conn, message, "ok")

    async def on_resync(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self._seat_of(conn, message["code"])
        if room.game is None:
            raise ProtocolError("not_started", f"game {room.code} has not started")
        await conn.send(self._snapshot(room, conn, message["id"]))

    async def on_games(self, conn: Conn, message: dict[str, Any]) -> None:
        listed = [{"code": r.code, "seats": r.seat_infos()} for r in self.rooms.values()
                  if r.record.listed and r.record.status == LOBBY][:50]
        await self.reply(conn, message, "games", games=listed)

    async def on_stats(self, conn: Conn, message: dict[str, Any]) -> None:
        await self.reply(conn, message, "stats", **self.stats())

    def stats(self) -> dict[str, Any]:
        """Counts (the games in memory) and timings; the timings at most once a second (sorting is not free)."""
        now = time.monotonic()
        if self._stats is None or now - self._stats[0] >= 1.0:
            self._stats = (now, {"turn_ms": percentiles(sorted(self.turn_ms)),
                                 "save_ms": percentiles(sorted(self.save_ms))})
        playing = sum(r.record.status == PLAYING for r in self.rooms.values())
        return {"games": len(self.rooms), "playing": playing, "connections": len(self.connections),
                "turns": self.turns, **self._stats[1]}

    # --- play ------------------------------------------------------------

    async def on_move(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self._seat_of(conn, message["code"], message["seat"])
        async with room.lock:
            game = self._playing(room)
            if message["turn"] != game.turn:
                raise ProtocolError("stale_turn", f"it is turn {game.turn}, not {message['turn']}")
            if game.current_player != message["seat"]:
                raise ProtocolError("not_your_turn", f"it is seat {game.current_player + 1}'s turn")
            try:
                record = play_recorded(game, Move.from_str(message["move"]))
            except IllegalMoveError as exc:
                raise ProtocolError("illegal_move", str(exc)) from None
            except EngineError as exc:
                raise ProtocolError("bad_move", str(exc)) from None
            await self._after_turn(room, record)
            self.turn_ms.append((time.perf_counter() - message["received"]) * 1000)
        await self.reply(conn, message, "ok")
        self._schedule_ai(room)

    def _playing(self, room: Room) -> Game:
        if room.game is None:
            raise ProtocolError("not_started", f"game {room.code} has not started")
        if room.game.is_over:
            raise ProtocolError("game_over", f"game {room.code} is over")
        return room.game

    async def _after_turn(self, room: Room, record: TurnRecord) -> None:
        """Announce the turn and have the game saved (see :meth:`_save_soon`)."""
        game = room.game
        assert game is not None
        game.forget_undo()  # the referee never goes back: keep the moves, not every past position
        room.records.append(record)
        room.digest = public_digest(game)
        self.turns += 1
        self._save_soon(room)
        if game.is_over:
            room.record.status = OVER
            self._save_soon(room)
            log.info("game %s finished: scores %s", room.code, list(game.scores))
        fields = moved_fields(room.code, game, record, room.digest)
        holders = room.bound.get(game.current_player, set()) if not game.is_over else set()
        broadcast([c.ws for c in room.conns() - holders], encode("moved", **fields))
        if holders:
            broadcast([c.ws for c in holders], encode("moved", **fields, **drawn_field(game)))

    def _snapshot(self, room: Room, conn: Conn, request_id: int | None = None) -> str:
        game = room.game
        assert game is not None
        fields = snapshot_fields(room.code, game, room.opening, room.records, room.digest or public_digest(game))
        fields["seats"] = room.seat_infos()
        if (room.code, game.current_player) in conn.seats:
            fields.update(drawn_field(game))
        if request_id is not None:
            fields["id"] = request_id
        return encode("state", **fields)

    def _schedule_ai(self, room: Room) -> None:
        game = room.game
        busy = room.ai_task is not None and not room.ai_task.done() and room.ai_task is not asyncio.current_task()
        if game is None or game.is_over or busy:
            return
        if room.record.seats[game.current_player].kind != "computer":
            return
        room.ai_task = asyncio.get_running_loop().create_task(self._ai_turn(room, game.turn))
        room.ai_task.add_done_callback(_log_failure)

    async def _ai_turn(self, room: Room, turn: int) -> None:
        game = room.game
        assert game is not None
        seat = game.current_player
        level, seed = room.record.seats[seat].level, room.record.seed + turn
        try:
            move: Move | None = await self._think(room, level, seed, game)
        except Exception as exc:  # a failing or hanging computer player must not stall the game
            log.error("game %s turn %d: the %s computer player failed (%s); it plays a random move", room.code,
                      turn, level, printable(str(exc) or type(exc).__name__)[:200])
            move = None
        async with room.lock:
            if game.turn != turn or game.is_over or room.record.seats[seat].kind != "computer":
                return  # the owner came back, or the turn was played otherwise
            try:
                record = play_recorded(game, move or RandomPlayer(seed).choose(game.copy()))
            except EngineError as exc:
                log.error("game %s turn %d: the %s computer player chose an illegal move (%s); it plays a random "
                          "move", room.code, turn, level, exc)
                record = play_recorded(game, RandomPlayer(seed).choose(game.copy()))
            await self._after_turn(room, record)
        self._schedule_ai(room)

    async def _think(self, room: Room, level: str, seed: int, game: Game) -> Move:
        """A computer player's move: quick levels in a thread, the others in a worker process.

        A long search in a thread would hold the interpreter lock and slow
        every other game down; a process does not. The worker gets plain data
        (the deck, the moves) and rebuilds the position itself. Moves wait for
        a process in a :class:`FairQueue` (by the address that created the
        game, then by game), and one address uses at most half the processes.
        """
        loop = asyncio.get_running_loop()
        if level in QUICK_LEVELS:
            player = make_player(level, seed=seed, move_time=self.move_time)
            return await asyncio.wait_for(loop.run_in_executor(self.ai_pool, player.choose, game.copy()),
                                          AI_TIME_LIMIT)
        our_turn: asyncio.Future[None] = loop.create_future()
        self._waiting.push(room.owner, room.code, our_turn)
        self._dispatch_thinking()
        try:
            await our_turn  # a process is ours now
        except asyncio.CancelledError:
            if not self._waiting.remove(room.owner, room.code, our_turn):
                self._release_process(room.owner)  # it was given one just before
            raise
        try:
            args = (level, seed, self.move_time, game.players, game.deck_ids, [m.to_str() for m in game.moves],
                    game.first_player)
            text = await asyncio.wait_for(loop.run_in_executor(self._processes(), choose_move, *args),
                                          AI_TIME_LIMIT * max(1.0, self.move_time))
            return Move.from_str(text)
        except concurrent.futures.BrokenExecutor:  # a worker died: the next move starts new ones
            self._thinkers = None
            raise
        finally:
            self._release_process(room.owner)

    def _dispatch_thinking(self) -> None:
        """Give the free processes to the moves next in the fair queue."""
        while self._thinking < self._workers:
            taken = self._waiting.pop()
            if taken is None:
                return
            owner, our_turn = taken
            self._thinking += 1
            if our_turn.done():  # cancelled meanwhile
                self._release_process(owner)
            else:
                our_turn.set_result(None)

    def _release_process(self, owner: str) -> None:
        self._thinking -= 1
        self._waiting.done(owner)
        self._dispatch_thinking()

    def _processes(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._thinkers is None:
            self._thinkers = concurrent.futures.ProcessPoolExecutor(
                self._workers, mp_context=multiprocessing.get_context("spawn"), initializer=exit_with_the_server)
        return self._thinkers

    # --- files -----------------------------------------------------------

    def _save_soon(self, room: Room) -> None:
        """Write the game after this turn, behind the announcement.

        The file is written (atomically, fsync included) by a thread while
        play goes on, so a slow disk does not slow the turns. Turns played
        while a write is in progress are written together right after it; a
        crash can lose only those (their players are asked again after the
        restart, with the same cards); a file is never half-written.
        """
        room.unsaved = True
        if room.save_task is None or room.save_task.done():
            room.save_task = asyncio.get_running_loop().create_task(self._save_while_unsaved(room))
            room.save_task.add_done_callback(_log_failure)

    async def _save_while_unsaved(self, room: Room) -> None:
        """Write the game until no turn is left unwritten; after a failure (a full or read-only disk), again
        and again with growing pauses: the game goes on in memory meanwhile, and stays in memory."""
        pause = SAVE_RETRY
        while room.unsaved:
            room.unsaved = False
            if not await self._write_game(room):
                room.unsaved = True
                if self._stopping.is_set():
                    return  # drain() has tried a last time
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stopping.wait(), pause)
                pause = min(SAVE_RETRY_MAX, pause * 2)
                continue
            if room.record.status == OVER:  # the game file first: a seats file saying "over" needs it
                async with room.lock:  # one change of the seats file at a time
                    await self._write_room(room.record)

    async def _write_game(self, room: Room) -> bool:
        """Write the game file of ``room`` now; False (and logged: the operator must see it) if it fails."""
        game = room.game
        assert game is not None
        try:  # the document is made here, in the loop thread that owns the game (savegame.save in two halves)
            data = dumps(build_document(game, room.saved_seats(), seed=room.record.seed,
                                        created=room.created)).encode("utf-8")
            started = time.perf_counter()
            await asyncio.get_running_loop().run_in_executor(
                self.io_pool, write_atomic, self.store.game_path(room.code), data)
        except SaveGameError as exc:
            self.alerts.note("storage", room.code, "game %s: %s", room.code, exc, level=logging.ERROR)
            return False
        self.save_ms.append((time.perf_counter() - started) * 1000)
        return True

    async def _write_room(self, record: RoomRecord) -> bool:
        """Write the seats file of ``record``; False (and logged) if it cannot be written."""
        try:
            await asyncio.get_running_loop().run_in_executor(self.io_pool, self.store.write_room, record)
        except SaveGameError as exc:
            self.alerts.note("storage", record.code, "game %s: %s", record.code, exc, level=logging.ERROR)
            return False
        return True

    def _announce_lobby(self, room: Room) -> None:
        text = encode("lobby", code=room.code, status=room.record.status, seats=room.seat_infos())
        broadcast([c.ws for c in room.conns()], text)

    async def drain(self) -> None:
        """Let every turn in progress end and every game be written (each tried once more if writes failed)."""
        self._stopping.set()
        for room in list(self.rooms.values()):
            if room.ai_task and not room.ai_task.done():
                room.ai_task.cancel()
            async with room.lock:
                pass
            if room.save_task is not None:
                with contextlib.suppress(Exception):
                    await room.save_task
        self.alerts.flush()
        self.io_pool.shutdown(wait=True)
        self.ai_pool.shutdown(wait=False, cancel_futures=True)
        if self._thinkers is not None:
            self._thinkers.shutdown(wait=True, cancel_futures=True)


def exit_with_the_server() -> None:
    """In a worker process: exit as soon as the server process is gone.

    A worker holds both ends of its own task queue, so a server killed
    outright (SIGKILL, the OOM killer) would leave it waiting for tasks for
    ever, and a restart loop would pile such orphans up.
    """
    server = multiprocessing.parent_process()
    if server is None:
        return

    def watch() -> None:
        server.join()  # returns when the server's end of the start-up pipe closes, that is when it is gone
        os._exit(0)

    threading.Thread(target=watch, name="nw-watch-server", daemon=True).start()


def choose_move(level: str, seed: int, move_time: float, players: int, deck: list[str], moves: list[str],
                first_player: int = 0) -> str:
    """In a worker process: the move a ``level`` player chooses in the position the moves reach."""
    game = Game(players, deck=deck, first_player=first_player)
    for move in moves:
        game.push(move)
    return make_player(level, seed=seed, move_time=move_time).choose(game).to_str()


def _request_id(raw: str | bytes) -> int | None:
    """The id of a refused request, so that its sender can match the refusal (and try again later)."""
    try:
        request_id = parse_json(raw, MAX_CLIENT_BYTES).get("id")
    except ProtocolError:
        return None
    return request_id if isinstance(request_id, int) and not isinstance(request_id, bool) else None


def percentiles(samples: Sequence[float]) -> dict[str, float]:
    """p50, p99 and max (ms, rounded) of sorted ``samples``; zeros when there are none."""
    if not samples:
        return {"p50": 0.0, "p99": 0.0, "max": 0.0, "count": 0}
    p99 = samples[min(len(samples) - 1, int(0.99 * len(samples)))]
    return {"p50": round(statistics.median(samples), 2), "p99": round(p99, 2), "max": round(samples[-1], 2),
            "count": len(samples)}


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("computer turn failed", exc_info=task.exception())
