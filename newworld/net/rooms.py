"""The rooms in memory: loading them from the data folder, finding them, and what an address may hold.

At most ``max_games`` rooms are held; when a new game needs room, finished
games nobody is in leave memory first, then games in play nobody is in (they
wait on disk and load again when asked for). Unstarted games (lobbies) are
what a hostile client could pile up: one nobody has been in for
``lobby_expiry`` is forgotten, files and all; one address block may have
``lobbies_per_address`` at once; and a full server forgets the oldest idle
lobby of its biggest holder before it refuses a newcomer.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from newworld.net.protocol import ProtocolError
from newworld.net.room import Room
from newworld.net.security import Alerts
from newworld.net.store import LOBBY, OVER, PLAYING, Store, new_code, token_matches
from newworld.savegame import SaveGameError

if TYPE_CHECKING:
    from newworld.net.connections import Conn

log = logging.getLogger(__name__)


class RoomBook:
    """Every room of one data folder that is in memory (see the module docstring)."""

    def __init__(self, store: Store, alerts: Alerts, *, max_games: int, lobbies_per_address: int,
                 lobby_expiry: float) -> None:
        self.store = store
        self.alerts = alerts
        self.max_games = max_games
        self.lobbies_per_address = lobbies_per_address
        self.lobby_expiry = lobby_expiry
        self.rooms: dict[str, Room] = {}
        self.on_load: Callable[[Room], None] = lambda room: None  # a loaded game's computer may have to play

    def __iter__(self) -> Iterator[Room]:
        return iter(list(self.rooms.values()))

    def __len__(self) -> int:
        return len(self.rooms)

    def playing(self) -> int:
        return sum(r.status == PLAYING for r in self.rooms.values())

    # --- from the data folder --------------------------------------------------------------------------

    def load_all(self) -> int:
        """Load every unfinished game of the data folder; return how many. Damaged files are logged and left."""
        for code in self.store.codes():
            with contextlib.suppress(LookupError):
                self._load(code, finished_too=False)
        log.info("loaded %d games (%d in play) from %s", len(self.rooms), self.playing(), self.store.games_dir)
        return len(self.rooms)

    def _load(self, code: str, *, finished_too: bool = True) -> Room:
        """The room of ``code`` from disk; :class:`LookupError` if absent, finished (unless asked) or damaged."""
        try:
            record = self.store.read_room(code)
            if record.status == OVER and not finished_too:
                raise LookupError(code)
            room = Room.loaded(record, self.store.read_game(code) if record.status != LOBBY else None)
        except (ValueError, SaveGameError) as exc:
            log.error("game %s cannot be loaded (files left as they are): %s", code, exc)
            raise LookupError(code) from None
        self.rooms[code] = room
        self.on_load(room)
        return room

    def add(self, room: Room) -> None:
        self.rooms[room.code] = room

    def get(self, code: str) -> Room:
        """The room of ``code``, loaded from disk if need be; ``no_game`` if there is none."""
        room = self.rooms.get(code)
        if room is None and self.store.exists(code):
            with contextlib.suppress(LookupError):
                room = self._load(code)
        if room is None:
            raise ProtocolError("no_game", f"there is no game {code}")
        return room

    def held(self, conn: Conn, code: str, seat: int | None = None) -> Room:
        """The room of ``code`` if ``conn`` holds a seat there (``seat``, if given); ``not_your_seat`` if not."""
        seats = conn.seats_in(code)
        if not seats or (seat is not None and seat not in seats):
            raise ProtocolError("not_your_seat", "this connection does not hold that seat")
        return self.get(code)

    def hosted(self, message: dict[str, Any]) -> Room:
        """The room the request names, if its host token is right; ``not_host`` if not."""
        room = self.get(message["code"])
        if not token_matches(message["host_token"], room.record.host_hash):
            raise ProtocolError("not_host", "only the host may do that")
        return room

    def new_code(self) -> str:
        code = new_code()
        while code in self.rooms or self.store.exists(code):
            code = new_code()
        return code

    # --- what an address holds, and making room --------------------------------------------------------

    def lobbies_of(self, block: str) -> list[Room]:
        return [r for r in self.rooms.values() if r.owner == block and r.status == LOBBY]

    def make_room(self, block: str) -> None:
        """Before ``block`` creates a game: refuse it if it has its lobbies waiting; when the server is full,
        make room (see the module docstring) or refuse (``server_full``)."""
        self.forget_expired_lobbies()
        waiting = len(self.lobbies_of(block))
        if self.lobbies_per_address and waiting >= self.lobbies_per_address:
            self.alerts.note("lobbies", block, "%s has %d games waiting for players, the most one address may",
                             block, waiting)
            raise ProtocolError("server_full", f"your address has {waiting} games waiting for players, the most it "
                                               f"may have: start one, or wait until one expires (after "
                                               f"{self.lobby_expiry / 60:.0f} minutes with nobody in it)")
        if len(self.rooms) >= self.max_games:
            self._unload_idle_games()
        if len(self.rooms) >= self.max_games:
            self._make_room_for(block)

    def _unattended(self, room: Room) -> bool:
        """Nothing refers to ``room``: nobody bound, nothing busy. (That is why handlers bind a seat, or hold
        the lock, before they wait for anything.)"""
        return not room.bound and not room.watchers and not room.busy()

    def _unload_idle_games(self) -> None:
        """Finished games nobody is in leave memory, then (if that was not enough) games in play nobody is
        in. Finished games stay until room is needed, so that coming back to one again and again does not
        replay it again and again."""
        for status in (OVER, PLAYING):
            for code, room in list(self.rooms.items()):
                if room.status == status and self._unattended(room):
                    del self.rooms[code]
                    log.info("game %s waits on disk", code)
            if len(self.rooms) < self.max_games:
                return

    def _make_room_for(self, block: str) -> None:
        """The server is full: forget the oldest lobby nobody is in of the address that holds the most lobbies,
        if that address holds more than ``block`` would with one more; else refuse. So a full server refuses
        its biggest holder before a newcomer."""
        mine = len(self.lobbies_of(block))
        holders = collections.Counter(r.owner for r in self.rooms.values() if r.owner and r.status == LOBBY)
        for owner, held in holders.most_common():
            if held <= mine + 1:
                break
            idle = [r for r in self.lobbies_of(owner) if self._unattended(r)]
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
