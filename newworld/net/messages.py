"""What the server says, as types: each server message one small frozen class, read once at the client's edge.

:func:`read_server_message` turns the parsed JSON of one server message into
one of the classes below or raises :class:`~newworld.net.protocol.ProtocolError`
(``bad_message``: a field missing or of the wrong type; ``unknown_type``).
Every text a person will read (names, chat) is made safe to show here
(:func:`~newworld.net.protocol.shown_text`), so nothing past this edge checks
it again. Fields a newer server adds are ignored. What the fields *mean*
(whether a card exists, whether a move is legal, whether a turn follows the
last) is for the game view to judge (:class:`~newworld.net.view.GameView`);
this module checks only their shape. docs/NETWORK.md lists every message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import attrs

from newworld.net.position import TurnRecord
from newworld.net.protocol import MAX_CHAT, MAX_MOVE_TEXT, MAX_NAME, ProtocolError, shown_text
from newworld.savegame.play import ClockError, ClockSetting, ClockState

T = TypeVar("T")
MAX_ID = 64  # a card id, a game code, a token, a status or a level: short words
MAX_REASON = 300  # an error's line for people


@attrs.frozen
class SeatInfo:
    """A seat as every client sees it in the lobby and during play."""

    name: str
    kind: str  # "remote" (a person or a bot client) | "computer" (played by the server)
    level: str
    taken: bool  # a client holds the seat's token
    connected: bool  # its client is connected now
    resigned: int = 0  # the turn (from 1) its player resigned in, a computer playing on since; 0: never


# --- replies to a request (they carry its id) -----------------------------------------------------------------


@attrs.frozen
class Welcome:
    """The answer to ``hello``: who the server is, and the limits a client should know."""

    server: str
    protocol: int
    handover_after: float | None  # seconds a player may be away before the host may hand their seat over


@attrs.frozen
class Created:
    code: str
    host_token: str


@attrs.frozen
class Joined:
    code: str
    seat: int
    token: str | None  # a new seat's secret; a rejoin gets none


@attrs.frozen
class Done:
    """``ok``: the request was carried out."""


@attrs.frozen
class ListedGame:
    code: str
    seats: tuple[SeatInfo, ...]


@attrs.frozen
class GameList:
    games: tuple[ListedGame, ...]


@attrs.frozen
class ServerStats:
    """``stats``: the server's figures, for people and benchmarks (numbers by name)."""

    figures: Mapping[str, Any]


@attrs.frozen
class ServerError:
    """An ``error``: ``kind`` a stable word for programs (docs/NETWORK.md), ``text`` one line for people."""

    kind: str
    text: str


# --- announcements (and the snapshot a resync asks for) -------------------------------------------------------


@attrs.frozen
class ClockInfo:
    """The game's clock as the server keeps it, when the message was sent: its setting and where it stands."""

    setting: ClockSetting
    state: ClockState


@attrs.frozen
class Lobby:
    code: str
    status: str  # "lobby" | "playing" | "over"
    seats: tuple[SeatInfo, ...]
    watching: bool = True  # the host lets others watch
    spectator_chat: bool = False  # and lets them chat
    spectators: int = 0  # watching now


@attrs.frozen
class State:
    """A snapshot of a game's public position (with ``drawn`` for the holder of the seat to move)."""

    code: str
    seats: tuple[SeatInfo, ...]
    first_player: int
    opening: tuple[str, ...]
    history: tuple[TurnRecord, ...]
    turn: int
    over: bool
    digest: str
    drawn: str | None = None
    scores: tuple[int, ...] = ()
    clock: ClockInfo | None = None


@attrs.frozen
class Moved:
    """One turn played (``turn`` counts from 0; ``drawn`` only for the holder of the next seat)."""

    code: str
    turn: int
    player: int
    move: str
    card: str
    discards: tuple[str, ...]
    over: bool
    digest: str
    drawn: str | None = None
    scores: tuple[int, ...] = ()
    clock: ClockInfo | None = None
    timed_out: bool = False  # the player ran out of time: the server chose the move (Medium)


@attrs.frozen
class ChatSaid:
    code: str
    n: int | None  # numbers the game's lines from 1: a line shown before a reconnection is not shown again
    seat: int
    name: str
    text: str


ServerMessage = (Welcome | Created | Joined | Done | GameList | ServerStats | ServerError | Lobby | State | Moved
                 | ChatSaid)


# --- reading ---------------------------------------------------------------------------------------------------


class _Fields:
    """The fields of one message, each read with its type checked (``bad_message`` otherwise)."""

    def __init__(self, kind: str, data: Mapping[str, Any]) -> None:
        self.kind, self.data = kind, data

    def _get(self, key: str, ok: Callable[[Any], bool], what: str, default: Any = ...) -> Any:
        if key not in self.data:
            if default is ...:
                raise ProtocolError("bad_message", f"{self.kind}: the field {key!r} is missing")
            return default
        value = self.data[key]
        if not ok(value):
            raise ProtocolError("bad_message", f"{self.kind}.{key}: expected {what}")
        return value

    def word(self, key: str, default: Any = ...) -> str:
        return _word(f"{self.kind}.{key}", self._get(key, lambda v: isinstance(v, str), "a text", default))

    def shown(self, key: str, limit: int, default: Any = ...) -> str:
        return shown_text(self._get(key, lambda v: isinstance(v, str), "a text", default), limit)

    def integer(self, key: str, default: Any = ...) -> Any:
        value = self._get(key, _is_int, "a whole number", default)
        return value if value is None else int(value)

    def flag(self, key: str, default: Any = ...) -> bool:
        return bool(self._get(key, lambda v: isinstance(v, bool), "true or false", default))

    def items(self, key: str, read: Callable[[str, Any], T], default: Any = ...) -> tuple[T, ...]:
        values = self._get(key, lambda v: isinstance(v, list), "a list", default)
        return tuple(read(f"{self.kind}.{key}[{i}]", v) for i, v in enumerate(values))

    def optional_word(self, key: str) -> str | None:
        return self.word(key) if key in self.data else None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _word(where: str, value: Any) -> str:
    """A short text (a code, a card id, an error's kind), safe to show: an unsafe character becomes U+FFFD."""
    if not isinstance(value, str) or len(value) > MAX_ID:
        raise ProtocolError("bad_message", f"{where}: expected a short text")
    return shown_text(value, MAX_ID)


def _score(where: str, value: Any) -> int:
    if not _is_int(value):
        raise ProtocolError("bad_message", f"{where}: expected a whole number")
    return int(value)


def _seat(where: str, value: Any) -> SeatInfo:
    if not isinstance(value, Mapping):
        raise ProtocolError("bad_message", f"{where}: expected a seat")
    f = _Fields(where, value)
    return SeatInfo(f.shown("name", MAX_NAME), f.word("kind"), f.word("level", ""), f.flag("taken", False),
                    f.flag("connected", False), f.integer("resigned", 0))


def _turn_record(where: str, value: Any) -> TurnRecord:
    if not (isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 3
            and isinstance(value[0], str) and len(value[0]) <= MAX_MOVE_TEXT and isinstance(value[2], list)):
        raise ProtocolError("bad_message", f"{where}: expected [move, card, [discards]]")
    return TurnRecord(value[0], _word(where, value[1]),
                      tuple(_word(f"{where}[2][{i}]", c) for i, c in enumerate(value[2])))


def _listed(where: str, value: Any) -> ListedGame:
    if not isinstance(value, Mapping):
        raise ProtocolError("bad_message", f"{where}: expected a game")
    f = _Fields(where, value)
    return ListedGame(f.word("code"), f.items("seats", _seat))


def _clock(f: _Fields) -> ClockInfo | None:
    value = f.data.get("clock")
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise ProtocolError("bad_message", f"{f.kind}.clock: expected an object")
    state = {k: v for k, v in value.items() if k != "setting"}
    left = state.get("left")
    try:
        return ClockInfo(ClockSetting.from_str(value.get("setting")),
                         ClockState.from_json(state, len(left) if isinstance(left, list) else 0))
    except ClockError as exc:
        raise ProtocolError("bad_message", f"{f.kind}.clock: {exc}") from None


def _welcome(f: _Fields) -> Welcome:
    limits = f.data.get("limits")
    after = limits.get("handover_after") if isinstance(limits, Mapping) else None
    handover = float(after) if isinstance(after, int | float) and not isinstance(after, bool) else None
    return Welcome(f.shown("server", 80, ""), f.integer("protocol", 0), handover)


def _state(f: _Fields) -> State:
    return State(f.word("code"), f.items("seats", _seat), f.integer("first_player", 0), f.items("opening", _word),
                 f.items("history", _turn_record), f.integer("turn"), f.flag("over"), f.word("digest"),
                 f.optional_word("drawn"), f.items("scores", _score, []), _clock(f))


def _moved(f: _Fields) -> Moved:
    move = f.shown("move", MAX_MOVE_TEXT)
    return Moved(f.word("code"), f.integer("turn"), f.integer("player"), move, f.word("card"),
                 f.items("discards", _word), f.flag("over"), f.word("digest"), f.optional_word("drawn"),
                 f.items("scores", _score, []), _clock(f), f.flag("timeout", False))


_READERS: dict[str, Callable[[_Fields], ServerMessage]] = {
    "welcome": _welcome,
    "created": lambda f: Created(f.word("code"), f.word("host_token")),
    "joined": lambda f: Joined(f.word("code"), f.integer("seat"), f.optional_word("token")),
    "ok": lambda f: Done(),
    "games": lambda f: GameList(f.items("games", _listed)),
    "stats": lambda f: ServerStats({k: v for k, v in f.data.items() if k not in ("v", "type", "id")}),
    "error": lambda f: ServerError(f.word("error"), f.shown("message", MAX_REASON, "")),
    "lobby": lambda f: Lobby(f.word("code"), f.word("status"), f.items("seats", _seat), f.flag("watching", True),
                             f.flag("spectator_chat", False), f.integer("spectators", 0)),
    "state": _state,
    "moved": _moved,
    "chat": lambda f: ChatSaid(f.word("code"), f.integer("n", None), f.integer("seat"), f.shown("name", MAX_NAME),
                               f.shown("text", MAX_CHAT)),
}


def read_server_message(data: Mapping[str, Any]) -> ServerMessage:
    """The typed message of one parsed server message (see the module docstring)."""
    kind = data.get("type")
    reader = _READERS.get(kind) if isinstance(kind, str) else None
    if reader is None:
        raise ProtocolError("unknown_type", f"unknown server message {str(kind)[:30]!r}")
    return reader(_Fields(str(kind), data))


def request_id_of(data: Mapping[str, Any]) -> int | None:
    """The id of the request a server message answers (None: an announcement)."""
    value = data.get("id")
    return value if _is_int(value) else None
