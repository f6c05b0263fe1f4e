"""The lobby: creating games, taking seats (and taking them back), starting, handing a seat to a computer,
and the list of games waiting for players. Every change a client is told about is stored first
(:meth:`newworld.net.saving.Saver.store_seat`)."""

from __future__ import annotations

import logging
import secrets
import time
from typing import TYPE_CHECKING, Any

from newworld.ai.base import SEARCH_LEVELS
from newworld.net.computers import ComputerSeats
from newworld.net.limits import SPECTATORS_PER_GAME, AddressBook
from newworld.net.protocol import ProtocolError
from newworld.net.room import Room
from newworld.net.saving import NOT_STORED, Saver
from newworld.net.security import Alerts
from newworld.net.store import LOBBY, OVER, RoomRecord, SeatRecord, new_token, token_hash, token_matches
from newworld.savegame.play import NO_CLOCK

if TYPE_CHECKING:
    from newworld.net.connections import Conn
    from newworld.net.rooms import RoomBook

log = logging.getLogger(__name__)

LISTED_SHOWN = 50  # listed games a ``games`` request gets at most


class Lobby:
    """The requests about a game's seats (see the module docstring)."""

    def __init__(self, rooms: RoomBook, saver: Saver, computers: ComputerSeats, alerts: Alerts,
                 addresses: AddressBook, *, handover_after: float) -> None:
        self.rooms = rooms
        self.saver = saver
        self.computers = computers
        self.alerts = alerts
        self.addresses = addresses
        self.handover_after = handover_after

    async def on_create(self, conn: Conn, message: dict[str, Any]) -> None:
        specs = message["seats"]
        if all(spec["kind"] == "computer" for spec in specs):
            raise ProtocolError("bad_field", "create.seats: a game needs at least one remote seat")
        self.computers.check(conn.block, sum(spec["kind"] == "computer" and spec.get("level", "medium")
                                             in SEARCH_LEVELS for spec in specs))
        self.rooms.make_room(conn.block)
        if not self.addresses.allow_game(conn.address):
            self.alerts.note("games", conn.address, "%s has created its games for this hour", conn.address)
            raise ProtocolError("server_full", "your address has created enough games for now: "
                                               "finish one or wait a few minutes")
        code, host_token = self.rooms.new_code(), new_token()
        seats = [SeatRecord(spec.get("name") or ("Computer" if spec["kind"] == "computer" else "Player") + f" {i + 1}",
                            spec["kind"], spec.get("level", "medium")) for i, spec in enumerate(specs)]
        record = RoomRecord(code, token_hash(host_token), seats, LOBBY, secrets.randbits(63),
                            bool(message.get("listed", False)), message.get("first_player", 0),
                            message.get("clock", NO_CLOCK), message.get("resign_level", "medium"),
                            message.get("watching", True), message.get("spectator_chat", False))
        if not await self.saver.write_room(record):
            raise ProtocolError("not_stored", NOT_STORED)
        self.rooms.add(Room(record, owner=conn.block))
        log.info("%s created game %s (%d seats)", conn.peer, code, len(seats))
        await conn.reply(message, "created", code=code, host_token=host_token)

    async def on_join(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self.rooms.get(message["code"])
        async with room.lock:  # one change of the seats file at a time; and the room stays in memory meanwhile
            if room.status == OVER:
                raise ProtocolError("game_over", f"game {room.code} is over")
            seat = _open_seat(room, message.get("seat"))
            token = new_token()
            await self.saver.store_seat(room, seat, token_hash=token_hash(token), name=message["name"])
            room.bind(conn, seat)
        log.info("%s joined game %s as seat %d", conn.peer, room.code, seat)
        await conn.reply(message, "joined", code=room.code, seat=seat, token=token)
        await _welcome(conn, room)

    async def on_rejoin(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self.rooms.get(message["code"])
        seat = message["seat"]
        if seat >= len(room.record.seats) or not token_matches(message["token"],
                                                               room.record.seats[seat].token_hash):
            raise ProtocolError("bad_token", f"that token does not hold seat {seat + 1} of game {room.code}")
        async with room.lock:
            if room.record.seats[seat].handed_over:  # the owner is back: the seat is theirs again
                await self.saver.store_seat(room, seat, kind="remote", handed_over=False, resigned=0)
            room.bind(conn, seat)
        await conn.reply(message, "joined", code=room.code, seat=seat)
        await _welcome(conn, room)

    async def on_start(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self.rooms.hosted(message)
        async with room.lock:
            if room.status != LOBBY:
                raise ProtocolError("already_started", f"game {room.code} has started")
            if any(s.kind == "remote" and not s.token_hash for s in room.record.seats):
                raise ProtocolError("seats_open", "every remote seat must be taken (or handed to a computer)")
            room.start()
            # The game file before the seats file that says it exists; a game that cannot be kept does not start.
            if not (await self.saver.write_game(room) and await self.saver.write_room(room.record)):
                room.unstart()
                raise ProtocolError("not_stored", NOT_STORED)
            log.info("game %s started", room.code)
            room.announce_lobby()
            for c in room.conns():
                c.send_now(room.snapshot(c))
            self.computers.schedule(room)
        await conn.reply(message, "ok")

    async def on_hand_over(self, conn: Conn, message: dict[str, Any]) -> None:
        room = self.rooms.hosted(message)
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
            self.computers.check(room.owner or conn.block, level in SEARCH_LEVELS)
            await self.saver.store_seat(room, seat, kind="computer", level=level, handed_over=bool(record.token_hash))
            log.info("game %s: seat %d handed to a computer (%s)", room.code, seat, level)
            room.announce_lobby()
            self.computers.schedule(room)
        await conn.reply(message, "ok")

    async def on_resign(self, conn: Conn, message: dict[str, Any]) -> None:
        """A player leaves the table for good: the host's computer (``resign_level``) plays the seat from now
        on, the points stand, and the saved game records in which turn; the token still brings them back."""
        seat = message["seat"]
        room = self.rooms.held(conn, message["code"], seat)
        async with room.lock:
            game = room.playing()
            record = room.record.seats[seat]
            if record.kind == "computer":
                raise ProtocolError("bad_field", f"seat {seat + 1} is played by a computer already")
            level = room.record.resign_level
            self.computers.check(room.owner or conn.block, level in SEARCH_LEVELS)
            await self.saver.store_seat(room, seat, kind="computer", level=level, handed_over=True,
                                        resigned=game.turn + 1)
            log.info("game %s: seat %d resigned in turn %d (%s plays on)", room.code, seat, game.turn + 1, level)
            self.saver.save_soon(room)  # the game file records the resignation too
            room.announce_lobby()
            self.computers.schedule(room)
        await conn.reply(message, "ok")

    async def on_watch(self, conn: Conn, message: dict[str, Any]) -> None:
        """A spectator comes to the table with the game's code: the public messages from now on (the lobby,
        the snapshot, every turn, the chat), never a card before it is laid; not a seat, and not counted as one."""
        room = self.rooms.get(message["code"])
        async with room.lock:  # the room stays in memory meanwhile
            if not room.record.watching:
                raise ProtocolError("no_watching", f"the host of game {room.code} does not let others watch")
            if conn not in room.watchers and len(room.watchers) >= SPECTATORS_PER_GAME:
                raise ProtocolError("too_many_spectators", f"game {room.code} has {SPECTATORS_PER_GAME} "
                                                           "spectators already")
            room.watch(conn)
        log.info("%s watches game %s", conn.peer, room.code)
        await conn.reply(message, "ok")
        await _welcome(conn, room)

    async def on_set_watching(self, conn: Conn, message: dict[str, Any]) -> None:
        """The host lets others watch (and chat) or not; turned off, the spectators leave the table."""
        room = self.rooms.hosted(message)
        async with room.lock:
            record = room.record
            before = record.watching, record.spectator_chat
            record.watching = message["watching"]
            record.spectator_chat = message.get("spectator_chat", record.spectator_chat) and record.watching
            if not await self.saver.write_room(record):
                record.watching, record.spectator_chat = before
                raise ProtocolError("not_stored", NOT_STORED)
            room.announce_lobby()  # the spectators too learn that the watching has stopped ...
            if not record.watching and room.watchers:
                for watcher in list(room.watchers):  # ... and then leave the table
                    room.unwatch(watcher)
                room.announce_lobby()
        await conn.reply(message, "ok")

    async def on_games(self, conn: Conn, message: dict[str, Any]) -> None:
        self.rooms.forget_expired_lobbies()
        listed = [{"code": r.code, "seats": r.seat_infos()} for r in self.rooms
                  if r.record.listed and r.status == LOBBY][:LISTED_SHOWN]
        await conn.reply(message, "games", games=listed)


def _open_seat(room: Room, wanted: int | None) -> int:
    """The seat a ``join`` takes: ``wanted``, or the first open remote seat."""
    open_seats = [i for i, s in enumerate(room.record.seats) if s.kind == "remote" and not s.token_hash]
    if wanted is None:
        if not open_seats:
            raise ProtocolError("no_open_seat", f"game {room.code} has no open seat")
        return open_seats[0]
    if wanted not in open_seats:
        raise ProtocolError("seat_taken", f"seat {wanted + 1} of game {room.code} is not open")
    return wanted


async def _welcome(conn: Conn, room: Room) -> None:
    """What a player who takes a seat gets: the lobby (to everyone), the position, and the chat so far."""
    room.announce_lobby()
    if room.game is not None:
        await conn.send(room.snapshot(conn))
    for line in room.chat.messages():  # what was said while this player was away (or before they came)
        await conn.send(line)
