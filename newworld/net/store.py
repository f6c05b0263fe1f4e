"""The server's data folder: each game as a ``.nwgame`` plus a small seats file, both written atomically.

    DIR/games/<CODE>.nwgame      the game itself (the saved-game format), after every turn
    DIR/games/<CODE>.seats.json  the network side: seat kinds, token hashes, host hash, status
    DIR/logs/server.log          the rotating log
    DIR/logs/security.log        security events and errors, which a flood of ordinary events cannot rotate away
    DIR/server.lock              held by the server using the folder (:class:`FolderLock`)

File names are made from game codes the server generated, and codes read
back from the folder are checked against the code alphabet: nothing a client
sends becomes a path. Tokens are stored only as sha256 hashes.
"""

from __future__ import annotations

import errno
import hashlib
import hmac
import json
import logging
import os
import secrets
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

from newworld.engine.game import AT_RANDOM, FirstPlayer
from newworld.net.protocol import CODE_ALPHABET, CODE_LENGTH, GAME_CODE, NAME, SEAT_KINDS, ProtocolError
from newworld.savegame import SEAT_LEVELS, SavedGame, SaveGameError, load, write_atomic
from newworld.savegame.play import NO_CLOCK, ClockError, ClockSetting

log = logging.getLogger("newworld.net.store")

SEATS_FORMAT = "newworld-net-seats"
SEATS_VERSION = 1
MAX_SEATS_BYTES = 16 * 1024
LOBBY, PLAYING, OVER = "lobby", "playing", "over"


def new_token() -> str:
    return secrets.token_urlsafe(32)


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("ascii", "replace")).hexdigest()


def token_matches(token: str, stored_hash: str) -> bool:
    return bool(stored_hash) and hmac.compare_digest(token_hash(token), stored_hash)


@attrs.define
class SeatRecord:
    """One seat on the server. ``token_hash`` is empty while nobody has claimed a remote seat."""

    name: str
    kind: str  # "remote" | "computer"
    level: str = "medium"
    token_hash: str = ""
    handed_over: bool = False  # a remote seat the host gave to a computer; its owner may take it back
    resigned: int = 0  # the turn (from 1) its player resigned in, a computer playing on since; 0: never

    def to_json(self) -> dict[str, Any]:
        return attrs.asdict(self)


@attrs.define
class RoomRecord:
    """What the seats file holds for one game."""

    code: str
    host_hash: str
    seats: list[SeatRecord]
    status: str = LOBBY
    seed: int = 0
    listed: bool = False
    first_player: FirstPlayer = 0  # who begins: a seat or "random" (then drawn from the seed when the game starts)
    clock: ClockSetting = NO_CLOCK  # how the game is timed (once it starts, its game file keeps where the clock stands)
    resign_level: str = "medium"  # the computer that plays on for a player who resigns (the host's choice)
    watching: bool = True  # spectators may watch with the game's code
    spectator_chat: bool = False  # and may chat

    def to_json(self) -> dict[str, Any]:
        return {"format": SEATS_FORMAT, "version": SEATS_VERSION, "code": self.code, "host_hash": self.host_hash,
                "status": self.status, "seed": self.seed, "listed": self.listed, "first_player": self.first_player,
                "clock": self.clock.to_str(), "resign_level": self.resign_level, "watching": self.watching,
                "spectator_chat": self.spectator_chat, "seats": [s.to_json() for s in self.seats]}


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise ValueError(what)


def _seat_from_json(data: Any) -> SeatRecord:
    _check(isinstance(data, dict) and set(data) - {"resigned"} == {"name", "kind", "level", "token_hash",
                                                                   "handed_over"}, "a seat has the wrong fields")
    try:
        NAME("name", data["name"])  # the same rule as a name from the network: it goes into the saved game
    except ProtocolError as exc:
        raise ValueError(f"bad seat {exc}") from None
    _check(data["kind"] in SEAT_KINDS and data["level"] in SEAT_LEVELS, "bad seat kind or level")
    _check(isinstance(data["token_hash"], str) and len(data["token_hash"]) in (0, 64), "bad token hash")
    _check(isinstance(data["handed_over"], bool), "bad handed_over")
    resigned = data.get("resigned", 0)  # a seats file without it: nobody resigned
    _check(type(resigned) is int and 0 <= resigned <= 1000, "bad resigned")
    return SeatRecord(data["name"], data["kind"], data["level"], data["token_hash"], data["handed_over"], resigned)


def room_from_json(data: Any) -> RoomRecord:
    _check(isinstance(data, dict) and data.get("format") == SEATS_FORMAT
           and data.get("version") == SEATS_VERSION, "not a seats file of this version")
    _check(isinstance(data.get("code"), str) and bool(GAME_CODE.match(data["code"])), "bad code")
    _check(data.get("status") in (LOBBY, PLAYING, OVER), "bad status")
    _check(isinstance(data.get("seed"), int) and 0 <= data["seed"] < 2 ** 63, "bad seed")
    _check(isinstance(data.get("host_hash"), str) and len(data["host_hash"]) == 64, "bad host hash")
    _check(isinstance(data.get("listed"), bool), "bad listed")
    seats = data.get("seats")
    _check(isinstance(seats, list) and 2 <= len(seats) <= 5, "bad seats")
    first = data.get("first_player", 0)  # a seats file without it: seat 0 begins
    _check(first == AT_RANDOM or (type(first) is int and 0 <= first < len(seats)), "bad first player")
    try:
        clock = ClockSetting.from_str(data.get("clock", "off"))  # a seats file without it: no clock
    except ClockError as exc:
        raise ValueError(f"bad clock: {exc}") from None
    resign_level = data.get("resign_level", "medium")
    _check(resign_level in SEAT_LEVELS, "bad resign level")
    watching, spectator_chat = data.get("watching", True), data.get("spectator_chat", False)
    _check(isinstance(watching, bool) and isinstance(spectator_chat, bool), "bad watching")
    return RoomRecord(data["code"], data["host_hash"], [_seat_from_json(s) for s in seats],
                      data["status"], data["seed"], data["listed"], first, clock, resign_level, watching,
                      spectator_chat)


def read_regular_file(path: Path, limit: int) -> bytes:
    """At most ``limit`` bytes of ``path``; OSError or ValueError unless it is a regular file.

    Opened without blocking, so a FIFO or a device planted in the data folder
    is refused instead of hanging the server at start-up.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with open(fd, "rb") as f:
        _check(stat.S_ISREG(os.fstat(fd).st_mode), "not a regular file")
        return f.read(limit)


class FolderInUse(OSError):
    """Another server holds the data folder."""


class FolderLock:
    """The lock file ``DIR/server.lock``, held for as long as one server uses the folder.

    Two servers on one folder would each load the games and overwrite each
    other's files. The lock is the operating system's (``flock``, or
    ``msvcrt.locking`` on Windows), so it goes with its process, however that
    ends: a lock file left by a killed server does not keep the next one out.
    The file holds the holder's process id, for the message.
    """

    def __init__(self, data_dir: Path) -> None:
        data_dir.mkdir(parents=True, exist_ok=True)
        self.path = data_dir / "server.lock"
        self._fd: int | None = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(self._fd)
        except OSError:
            try:
                holder = os.read(self._fd, 32).decode("ascii", "replace").strip()
            except OSError:  # Windows: a locked byte cannot be read either
                holder = ""
            os.close(self._fd)
            self._fd = None
            raise FolderInUse(errno.EBUSY, f"the data folder {data_dir} is in use by another server"
                                           f"{f' (process {holder})' if holder.isdigit() else ''}") from None
        os.ftruncate(self._fd, 0)
        os.write(self._fd, f"{os.getpid()}\n".encode("ascii"))

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the file gives the lock up
            self._fd = None


def _lock(fd: int) -> None:
    """Lock ``fd`` at once, or raise OSError if another process (or another open of the file) holds it."""
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


class Store:
    """Reads and writes the games of one data folder."""

    def __init__(self, data_dir: Path) -> None:
        self.games_dir = data_dir / "games"
        self.games_dir.mkdir(parents=True, exist_ok=True)

    def _path(self, code: str, suffix: str) -> Path:
        if not GAME_CODE.match(code):  # never a path from anything but a valid code
            raise ValueError(f"not a game code: {code[:20]!r}")
        return self.games_dir / f"{code}{suffix}"

    def game_path(self, code: str) -> Path:
        return self._path(code, ".nwgame")

    def seats_path(self, code: str) -> Path:
        return self._path(code, ".seats.json")

    def exists(self, code: str) -> bool:
        return self.seats_path(code).exists()

    def write_room(self, room: RoomRecord) -> None:
        text = json.dumps(room.to_json(), indent=1) + "\n"
        write_atomic(self.seats_path(room.code), text.encode("utf-8"))

    def read_room(self, code: str) -> RoomRecord:
        """The seats file of ``code``; :class:`ValueError` (one line) if missing or damaged."""
        path = self.seats_path(code)
        try:
            raw = read_regular_file(path, MAX_SEATS_BYTES + 1)
            _check(len(raw) <= MAX_SEATS_BYTES, "the seats file is too large")
            return room_from_json(json.loads(raw.decode("utf-8")))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValueError(f"{path.name}: {exc}") from None
        except ValueError as exc:
            raise ValueError(f"{path.name}: {exc}") from None

    def read_game(self, code: str) -> SavedGame:
        """The saved game of ``code`` (replayed with every rule check); :class:`SaveGameError` if damaged."""
        path = self.game_path(code)
        try:
            _check(stat.S_ISREG(path.stat().st_mode), "not a regular file")
        except (OSError, ValueError) as exc:
            raise SaveGameError(f"{path.name}: {getattr(exc, 'strerror', None) or exc}") from None
        return load(path)

    def codes(self) -> Iterator[str]:
        """The codes of every game in the folder (files of other names are ignored)."""
        for path in sorted(self.games_dir.glob("*.seats.json")):
            code = path.name.removesuffix(".seats.json")
            if GAME_CODE.match(code):
                yield code


__all__ = ["LOBBY", "OVER", "PLAYING", "FolderInUse", "FolderLock", "RoomRecord", "SaveGameError", "SeatRecord",
           "Store", "new_code", "new_token", "token_hash", "token_matches"]
