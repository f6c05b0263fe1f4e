"""One game on the server (a room): its seats, its position, who is at the table, and what they are told.

Everything the server does with a room's game is here: starting it, playing
a move (checked by the engine) and announcing it, the snapshots, the lobby
messages. The handlers (:mod:`newworld.net.lobby`, :mod:`newworld.net.referee`,
:mod:`newworld.net.computers`) decide *whether*; the room does it.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

import attrs
from websockets.asyncio.server import broadcast

from newworld.ai.base import SEARCH_LEVELS
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.net.chat import ChatLog
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
from newworld.net.protocol import ProtocolError, encode
from newworld.net.store import LOBBY, OVER, PLAYING, RoomRecord
from newworld.savegame import DEFAULT_COLORS, SavedGame, Seat
from newworld.savegame.format import utc_now
from newworld.savegame.play import PlayState
from newworld.session.clock import GameClock

if TYPE_CHECKING:
    from newworld.net.connections import Conn


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
    watchers: set[Conn] = attrs.Factory(set)  # the spectators: they get the public messages only, never a card
    away_since: dict[int, float] = attrs.Factory(dict)
    lock: asyncio.Lock = attrs.Factory(asyncio.Lock)
    ai_task: asyncio.Task[None] | None = None
    save_task: asyncio.Task[None] | None = None
    since: float = attrs.Factory(time.monotonic)  # when it was created or loaded, or its last player left
    unsaved: bool = False  # turns played since the save in progress began
    chat: ChatLog = attrs.Factory(ChatLog)
    clock: GameClock | None = None  # the game's clock, once it has started with one (the server keeps the time)

    @classmethod
    def loaded(cls, record: RoomRecord, saved: SavedGame | None) -> Room:
        """The room of a seats file and (once started) its saved game; ValueError if they disagree."""
        room = cls(record)
        room.away_since = {seat: time.monotonic() for seat in range(len(record.seats))}  # nobody is here yet
        if saved is not None:
            if saved.game.players != len(record.seats):
                raise ValueError(f"the seats file has {len(record.seats)} seats, the game "
                                 f"{saved.game.players} players")
            record.status = OVER if saved.game.is_over else PLAYING  # the game file knows best
            room.game = saved.game
            room.game.forget_undo()
            room.created = saved.created
            room.opening, room.records = replay_records(saved.game)
            room.digest = public_digest(saved.game)
            room.clock = _clock_of(saved)
        return room

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

    def busy(self) -> bool:
        """Something refers to it: its lock is held, a computer thinks, or a write is pending."""
        return self.lock.locked() or self.unsaved or any(t is not None and not t.done()
                                                         for t in (self.ai_task, self.save_task))

    # --- who is at the table ---------------------------------------------------------------------------

    def conns(self) -> set[Conn]:
        """Everyone at the table: the seats' holders and the spectators."""
        return set(self.watchers).union(*self.bound.values())

    def watch(self, conn: Conn) -> None:
        conn.watching.add(self.code)
        self.watchers.add(conn)

    def unwatch(self, conn: Conn) -> None:
        conn.watching.discard(self.code)
        self.watchers.discard(conn)

    def bind(self, conn: Conn, seat: int) -> None:
        conn.seats.add((self.code, seat))
        self.bound.setdefault(seat, set()).add(conn)
        self.away_since.pop(seat, None)
        if self.clock is not None:
            self.clock.resume(EMPTY, time.monotonic())

    def unbind(self, conn: Conn, seat: int) -> None:
        """``conn`` left ``seat``; the others are told when nobody holds the seat any more."""
        holders = self.bound.get(seat, set())
        holders.discard(conn)
        if not holders:
            self.bound.pop(seat, None)
            self.away_since[seat] = time.monotonic()
            self.announce_lobby()
        if not self.bound:
            self.since = time.monotonic()
            if self.clock is not None:
                self.clock.pause(EMPTY, self.since)

    def seat_infos(self) -> list[dict[str, Any]]:
        return [{"name": s.name, "kind": s.kind, "level": s.level, "taken": bool(s.token_hash),
                 "connected": bool(self.bound.get(i)), "resigned": s.resigned} for i, s in enumerate(self.record.seats)]

    def saved_seats(self) -> list[Seat]:
        return [Seat(s.name, DEFAULT_COLORS[i], "computer" if s.kind == "computer" else "human", s.level)
                for i, s in enumerate(self.record.seats)]

    # --- what they are told ----------------------------------------------------------------------------

    def broadcast(self, text: str) -> None:
        """Send ``text`` to everyone at the table, waiting for nobody."""
        broadcast([c.ws for c in self.conns()], text)

    def announce_lobby(self) -> None:
        record = self.record
        self.broadcast(encode("lobby", code=self.code, status=self.status, seats=self.seat_infos(),
                              watching=record.watching, spectator_chat=record.spectator_chat,
                              spectators=len(self.watchers)))

    def snapshot(self, conn: Conn, request_id: int | None = None) -> str:
        """The ``state`` message for ``conn`` (with the drawn card if it holds the seat to move)."""
        game = self.game
        assert game is not None
        fields = snapshot_fields(self.code, game, self.opening, self.records, self.digest or public_digest(game))
        fields["seats"] = self.seat_infos()
        fields.update(self.clock_field())
        if (self.code, game.current_player) in conn.seats:
            fields.update(drawn_field(game))
        if request_id is not None:
            fields["id"] = request_id
        return encode("state", **fields)

    # --- the game --------------------------------------------------------------------------------------

    def start(self) -> None:
        """Deal the game (its seed is the seats file's); :meth:`unstart` takes it back if it cannot be kept."""
        self.game = Game(len(self.record.seats), self.record.seed, first_player=self.record.first_player)
        self.opening = discard_ids(self.game)
        self.created = utc_now()
        self.record.status = PLAYING
        if self.record.clock.on:
            self.clock = GameClock.start(self.record.clock, self.game.players)
            self.clock.begin_turn(self.game.current_player, time.monotonic())
            if not self.bound:
                self.clock.pause(EMPTY, time.monotonic())

    def unstart(self) -> None:
        self.game, self.opening, self.record.status, self.clock = None, (), LOBBY, None

    def playing(self) -> Game:
        """The game in play; ``not_started`` or ``game_over`` otherwise."""
        if self.game is None:
            raise ProtocolError("not_started", f"game {self.code} has not started")
        if self.game.is_over:
            raise ProtocolError("game_over", f"game {self.code} is over")
        return self.game

    def play(self, move: Move, *, timed_out: bool = False) -> TurnRecord:
        """Play ``move`` (every rule checked: the engine's errors as they are) and announce it to the table:
        the drawn card goes only to the holders of the next seat. ``timed_out``: the player to move ran out
        of time and the server chose the move (the announcement says so)."""
        game = self.playing()
        record = play_recorded(game, move)
        game.forget_undo()  # the referee never goes back: keep the moves, not every past position
        self.records.append(record)
        self.digest = public_digest(game)
        if game.is_over:
            self.record.status = OVER
        self._next_turn_on_the_clock()
        fields = moved_fields(self.code, game, record, self.digest) | self.clock_field()
        if timed_out:
            fields["timeout"] = True
        holders = self.bound.get(game.current_player, set()) if not game.is_over else set()
        broadcast([c.ws for c in self.conns() - holders], encode("moved", **fields))
        if holders:
            broadcast([c.ws for c in holders], encode("moved", **fields, **drawn_field(game)))
        return record

    # --- the clock ---------------------------------------------------------------------------------------

    def _next_turn_on_the_clock(self) -> None:
        if self.clock is None or self.game is None:
            return
        now = time.monotonic()
        self.clock.end_turn(now)
        if not self.game.is_over:
            self.clock.begin_turn(self.game.current_player, now)

    def time_is_up(self) -> bool:
        """The player of a remote seat to move has run out of time (the server plays that turn for them)."""
        game = self.game
        return (self.clock is not None and game is not None and not game.is_over
                and self.record.seats[game.current_player].kind == "remote" and self.clock.expired(time.monotonic()))

    def clock_field(self) -> dict[str, Any]:
        """The clock as the ``state`` and ``moved`` messages carry it: its setting and where it stands now."""
        if self.clock is None:
            return {}
        return {"clock": {"setting": self.clock.setting.to_str(), **self.clock.state(time.monotonic()).to_json()}}

    def play_state(self) -> PlayState:
        """The clock (where it stands, so that a restart goes on from there) and who resigned, as the game file
        keeps them."""
        resigned = {i: s.resigned for i, s in enumerate(self.record.seats) if s.resigned}
        if self.clock is None:
            return PlayState(resigned=resigned)
        return PlayState(self.clock.setting, self.clock.state(time.monotonic()), resigned)


EMPTY = "empty"  # the clock's pause while nobody is at the table (a restarted server's games, say)


def _clock_of(saved: SavedGame) -> GameClock | None:
    """The clock of a game file, where it stood, paused until somebody is at the table again."""
    play, game, now = saved.play, saved.game, time.monotonic()
    if not play.clock.on or game.is_over:
        return None
    if play.clock_state is not None:
        clock = GameClock.from_state(play.clock, play.clock_state, now)
    else:
        clock = GameClock.start(play.clock, game.players)
    if clock.player != game.current_player:
        clock.begin_turn(game.current_player, now)
    clock.pause(EMPTY, now)
    return clock
