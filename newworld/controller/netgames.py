"""The player's network games, kept in the settings so that they can come back to them.

A :class:`NetGameRecord` holds what takes a seat back: the server's address,
the game code, the secret token of each seat played here and, for a game
this app hosts, the host token and the port. :class:`NetGameBook` keeps them
in the app's settings (JSON, one value), checked when read: a damaged entry
is dropped and logged, never trusted.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Sequence
from typing import Any

import attrs
from PySide6.QtCore import QSettings

from newworld.net.client import SeatTicket
from newworld.net.protocol import GAME_CODE, MAX_NAME, TOKEN, shown_text

log = logging.getLogger(__name__)

KEY = "network/games"
MAX_GAMES = 20  # the oldest are forgotten beyond this
MAX_URL = 300
MAX_SEAT = 4


@attrs.frozen
class NetGameRecord:
    url: str  # ws://HOST:PORT (for a hosted game: this machine's loopback)
    code: str
    tickets: tuple[SeatTicket, ...]  # the seats played here, with their tokens
    name: str  # the player's name, said to the server
    host_token: str = ""  # set when this app created the game
    port: int = 0  # > 0: this app hosts the game (its server listens on this port)
    players: tuple[str, ...] = ()  # the seats' names when last seen (for the list)
    touched: float = 0.0  # when last played (seconds since the epoch)

    @property
    def hosted(self) -> bool:
        return self.port > 0

    def to_json(self) -> dict[str, Any]:
        return {"url": self.url, "code": self.code, "seats": [[t.seat, t.token] for t in self.tickets],
                "name": self.name, "host_token": self.host_token, "port": self.port, "players": list(self.players),
                "touched": self.touched}

    @classmethod
    def from_json(cls, data: Any) -> NetGameRecord:
        """A record from settings; ValueError when anything is off (it is then forgotten)."""
        if not isinstance(data, dict):
            raise ValueError("not an object")
        url, code, host_token = data.get("url"), data.get("code"), data.get("host_token", "")
        if not (isinstance(url, str) and url.startswith(("ws://", "wss://")) and len(url) <= MAX_URL):
            raise ValueError("bad url")
        if not (isinstance(code, str) and GAME_CODE.match(code)):
            raise ValueError("bad code")
        if not (isinstance(host_token, str) and (not host_token or TOKEN.match(host_token))):
            raise ValueError("bad host token")
        tickets = tuple(SeatTicket(code, _seat(pair), _token(pair)) for pair in _list(data.get("seats")))
        port = data.get("port", 0)
        if not (isinstance(port, int) and 0 <= port <= 65535):
            raise ValueError("bad port")
        touched = data.get("touched", 0.0)
        return cls(url, code, tickets, shown_text(data.get("name", ""), MAX_NAME), host_token, port,
                   tuple(shown_text(p, MAX_NAME) for p in _list(data.get("players", []))[:5]),
                   float(touched) if isinstance(touched, int | float) else 0.0)

    def same_game(self, other: NetGameRecord) -> bool:
        return self.code == other.code and (self.url == other.url or (self.hosted and other.hosted))

    def touch(self, **changes: Any) -> NetGameRecord:
        return attrs.evolve(self, touched=time.time(), **changes)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("expected a list")
    return value


def _seat(pair: Any) -> int:
    if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], int) and 0 <= pair[0] <= MAX_SEAT):
        raise ValueError("bad seat")
    return int(pair[0])


def _token(pair: list[Any]) -> str:
    if not (isinstance(pair[1], str) and TOKEN.match(pair[1])):
        raise ValueError("bad token")
    return pair[1]


class NetGameBook:
    """The records in the settings, newest first."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings

    def records(self) -> list[NetGameRecord]:
        raw = self.settings.value(KEY, "")
        if not raw:
            return []
        try:
            entries = json.loads(str(raw))
            if not isinstance(entries, list):
                raise ValueError("not a list")
        except (ValueError, RecursionError) as exc:
            log.warning("setting %s is damaged (%s): no network games remembered", KEY, exc)
            return []
        records = []
        for entry in entries[:MAX_GAMES]:
            try:
                records.append(NetGameRecord.from_json(entry))
            except (ValueError, TypeError) as exc:
                log.warning("setting %s: an entry is dropped (%s)", KEY, exc)
        return sorted(records, key=lambda r: -r.touched)

    def put(self, record: NetGameRecord) -> None:
        """Keep ``record`` (replacing the same game's), newest first."""
        others = [r for r in self.records() if not r.same_game(record)]
        self._write([record, *others][:MAX_GAMES])

    def find(self, url: str, code: str) -> NetGameRecord | None:
        return next((r for r in self.records() if r.code == code and r.url == url), None)

    def _write(self, records: Sequence[NetGameRecord]) -> None:
        self.settings.setValue(KEY, json.dumps([r.to_json() for r in records], ensure_ascii=False))
        self.settings.sync()


DEFAULT_PORT = 7245  # the port a hosted game asks for first, and the one an address without a port means
_HOST = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:(\d{1,5}))?$")


def server_url(text: str) -> str:
    """The WebSocket URL for what a player typed: ``192.168.1.20:7245``, ``play.example.org`` (the default
    port), ``ws://…`` or ``wss://…`` as they are. ValueError when it is none of these."""
    text = text.strip()
    if text.startswith(("ws://", "wss://")):
        _scheme, rest = text.split("://", 1)
        host = rest.split("/", 1)[0]
        if len(text) > MAX_URL or not _HOST.match(host):
            raise ValueError(text)
        return text
    match = _HOST.match(text)
    if match is None or len(text) > MAX_URL:
        raise ValueError(text)
    port = int(match.group(3) or DEFAULT_PORT)
    if not 0 < port <= 65535:
        raise ValueError(text)
    return f"ws://{match.group(1)}:{port}"


def game_code(text: str) -> str:
    """The game code as the server knows it (letters upper case, spaces dropped); ValueError when it is not one."""
    code = "".join(text.split()).upper()
    if not GAME_CODE.match(code):
        raise ValueError(text)
    return code
