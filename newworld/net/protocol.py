"""The wire protocol: JSON text messages with a version, each checked against its schema.

Every message is one JSON object with ``"v"`` (the protocol version), ``"type"``
and, on requests, an optional ``"id"`` that the server echoes in its reply so a
client can match answers (errors included) to questions. docs/NETWORK.md lists
every message. Parsing refuses, with one :class:`ProtocolError` each: text over
:data:`MAX_CLIENT_BYTES`, anything that is not a JSON object, duplicate keys,
NaN, deep nesting, unknown types, unknown or missing fields, wrong types and
values out of range. Nothing read here is ever evaluated, unpickled or used
as a file path: game codes and tokens are checked against fixed alphabets.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Mapping
from typing import Any

from newworld.engine.game import AT_RANDOM, MAX_PLAYERS, MIN_PLAYERS, FirstPlayer
from newworld.savegame.format import MAX_NAME as MAX_NAME  # re-exported: the network keeps the saved-game limit
from newworld.savegame.format import is_unsafe_character, printable
from newworld.savegame.model import SEAT_LEVELS
from newworld.savegame.play import ClockError, ClockSetting

PROTOCOL_VERSION = 1
MAX_CLIENT_BYTES = 4096  # a client message larger than this gets an error reply
MAX_FRAME_BYTES = 16 * 1024  # larger frames make the WebSocket library close the connection (1009)
MAX_SERVER_BYTES = 1024 * 1024  # what a client accepts from the server (a snapshot is ~10 KB)
MAX_CHAT = 200
MAX_MOVE_TEXT = 64

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed by people
CODE_LENGTH = 6
GAME_CODE = re.compile(rf"^[{CODE_ALPHABET}]{{{CODE_LENGTH}}}$")
TOKEN = re.compile(r"^[A-Za-z0-9_-]{32,64}$")  # secrets.token_urlsafe(32) gives 43 characters
SEAT_KINDS = ("remote", "computer")


class ProtocolError(ValueError):
    """A message that breaks the protocol. ``kind`` is a stable word for programs; the text is for people."""

    def __init__(self, kind: str, message: str, request_id: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.request_id = request_id


# --- field checks ----------------------------------------------------------

Check = Callable[[str, Any], Any]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def integer(low: int, high: int) -> Check:
    def check(where: str, value: Any) -> int:
        if not _is_int(value) or not low <= value <= high:
            raise ProtocolError("bad_field", f"{where}: expected a whole number {low}..{high}")
        return int(value)
    return check


def is_unsafe_text_character(c: str) -> bool:
    """A character no text from the network may hold.

    The saved game's rule (controls, lone surrogates, bidirectional overrides:
    names end up in a save, and a lone surrogate cannot even be sent back as
    UTF-8), plus the line and paragraph separators that would let one chat
    line pass for several.
    """
    return is_unsafe_character(c) or unicodedata.category(c) in ("Zl", "Zp")


def shown_text(value: Any, limit: int) -> str:
    """A text the server sent, made safe to show: unsafe characters replaced by U+FFFD, at most ``limit`` long.

    The client's side of :func:`text`: a server (or a proxy) that breaks the
    rule must not get control characters or lone surrogates into the window.
    """
    raw = value if isinstance(value, str) else str(value)
    return "".join("\ufffd" if is_unsafe_text_character(c) else c for c in raw[:limit])


def text(limit: int, pattern: re.Pattern[str] | None = None, *, blank: bool = True) -> Check:
    """A text of 1..``limit`` characters, safe to show, log and save (``blank``: may be all spaces)."""
    def check(where: str, value: Any) -> str:
        if not isinstance(value, str):
            raise ProtocolError("bad_field", f"{where}: expected a text")
        if not 0 < len(value) <= limit:
            raise ProtocolError("bad_field", f"{where}: expected 1..{limit} characters")
        bad = next((c for c in value if is_unsafe_text_character(c)), None)
        if bad is not None:
            raise ProtocolError("bad_field", f"{where}: the character U+{ord(bad):04X} is not allowed")
        if not blank and value.isspace():
            raise ProtocolError("bad_field", f"{where}: expected some visible characters")
        if pattern is not None and not pattern.match(value):
            raise ProtocolError("bad_field", f"{where}: not in the expected form")
        return value
    return check


def choice(*allowed: str) -> Check:
    def check(where: str, value: Any) -> str:
        if value not in allowed:
            raise ProtocolError("bad_field", f"{where}: expected one of {', '.join(allowed)}")
        return str(value)
    return check


def boolean(where: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ProtocolError("bad_field", f"{where}: expected true or false")
    return value


def obj(required: Mapping[str, Check], optional: Mapping[str, Check] | None = None) -> Check:
    optional = optional or {}

    def check(where: str, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ProtocolError("bad_field", f"{where}: expected an object")
        for key in value:
            if key not in required and key not in optional:
                raise ProtocolError("bad_field", f"{where}: unknown field {key[:40]!r}")
        out: dict[str, Any] = {}
        for key, sub in required.items():
            if key not in value:
                raise ProtocolError("bad_field", f"{where}: the field {key!r} is missing")
            out[key] = sub(f"{where}.{key}", value[key])
        for key, sub in optional.items():
            if key in value:
                out[key] = sub(f"{where}.{key}", value[key])
        return out
    return check


def array(item: Check, low: int, high: int) -> Check:
    def check(where: str, value: Any) -> list[Any]:
        if not isinstance(value, list) or not low <= len(value) <= high:
            raise ProtocolError("bad_field", f"{where}: expected a list of {low}..{high} entries")
        return [item(f"{where}[{i}]", v) for i, v in enumerate(value)]
    return check


# --- the client messages ---------------------------------------------------

NAME = text(MAX_NAME, blank=False)
CODE = text(CODE_LENGTH, GAME_CODE)
SECRET = text(64, TOKEN)
SEAT = integer(0, MAX_PLAYERS - 1)
LEVEL = choice(*SEAT_LEVELS)
SEAT_SPEC = obj({"kind": choice(*SEAT_KINDS)}, {"level": LEVEL, "name": NAME})


def first_player_choice(where: str, value: Any) -> FirstPlayer:
    """Who begins: a seat, or ``"random"`` (the server draws it from the game's seed when the game starts)."""
    return AT_RANDOM if value == AT_RANDOM else SEAT(where, value)

def clock_choice(where: str, value: Any) -> ClockSetting:
    """How the game is timed: ``off``, ``turn:SECONDS`` or ``chess:SECONDS+INCREMENT`` (the saved game's form)."""
    try:
        return ClockSetting.from_str(value)
    except ClockError as exc:
        raise ProtocolError("bad_field", f"{where}: {exc}") from None

# type -> (required fields, optional fields); "v", "type" and "id" are common to all.
CLIENT_MESSAGES: dict[str, tuple[dict[str, Check], dict[str, Check]]] = {
    "hello": ({"name": NAME}, {}),
    "create": ({"seats": array(SEAT_SPEC, MIN_PLAYERS, MAX_PLAYERS)}, {"listed": boolean,
                                                                      "first_player": first_player_choice,
                                                                      "clock": clock_choice, "resign_level": LEVEL,
                                                                      "watching": boolean, "spectator_chat": boolean}),
    "join": ({"code": CODE, "name": NAME}, {"seat": SEAT}),
    "rejoin": ({"code": CODE, "seat": SEAT, "token": SECRET}, {}),
    "start": ({"code": CODE, "host_token": SECRET}, {}),
    "hand_over": ({"code": CODE, "host_token": SECRET, "seat": SEAT, "level": LEVEL}, {}),
    "resign": ({"code": CODE, "seat": SEAT}, {}),
    "watch": ({"code": CODE}, {}),
    "set_watching": ({"code": CODE, "host_token": SECRET, "watching": boolean}, {"spectator_chat": boolean}),
    "move": ({"code": CODE, "seat": SEAT, "turn": integer(0, 200), "move": text(MAX_MOVE_TEXT)}, {}),
    "chat": ({"code": CODE, "text": text(MAX_CHAT, blank=False)}, {}),
    "resync": ({"code": CODE}, {}),
    "games": ({}, {}),
    "stats": ({}, {}),
}
REQUEST_ID = integer(0, 2 ** 31)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ProtocolError("bad_json", f"the key {key[:40]!r} appears twice")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise ProtocolError("bad_json", f"{name} is not a number")


def parse_json(raw: str | bytes, limit: int) -> dict[str, Any]:
    """A JSON object from ``raw`` (at most ``limit`` bytes), else :class:`ProtocolError`."""
    if isinstance(raw, bytes):
        raise ProtocolError("bad_frame", "messages are JSON text frames, not binary")
    if len(raw) > limit or len(raw.encode("utf-8", "surrogatepass")) > limit:
        raise ProtocolError("too_large", f"message larger than {limit} bytes")
    try:
        data = json.loads(raw, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except ProtocolError:
        raise
    except json.JSONDecodeError as exc:
        raise ProtocolError("bad_json", f"not valid JSON: {exc.msg} at column {exc.colno}") from None
    except (RecursionError, ValueError) as exc:  # too deep, or an integer with thousands of digits
        raise ProtocolError("bad_json", f"not valid JSON: {type(exc).__name__}") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    return data


def _check_whole(kind: str, fields: dict[str, Any]) -> None:
    """The checks of a message that look at more than one field."""
    first = fields.get("first_player")
    if kind == "create" and isinstance(first, int) and first >= len(fields["seats"]):
        raise ProtocolError("bad_field", f"create.first_player: the game has seats 0..{len(fields['seats']) - 1}")


def parse_client_message(raw: str | bytes) -> dict[str, Any]:
    """Check one client message; return its fields (with ``type`` and ``id``), else :class:`ProtocolError`."""
    data = parse_json(raw, MAX_CLIENT_BYTES)
    request_id = data.get("id")
    if request_id is not None:
        request_id = REQUEST_ID("id", request_id)  # an unusable id: the error goes back without one
    try:
        if not _is_int(data.get("v")) or data["v"] != PROTOCOL_VERSION:  # not 1.0, not true
            raise ProtocolError("version", f"protocol version {PROTOCOL_VERSION} expected, got "
                                           f"{printable(str(data.get('v'))[:20])}")
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in CLIENT_MESSAGES:
            raise ProtocolError("unknown_type", f"unknown message type {str(kind)[:30]!r}")
        required, optional = CLIENT_MESSAGES[kind]
        body = {k: v for k, v in data.items() if k not in ("v", "type", "id")}
        fields: dict[str, Any] = obj(required, optional)(kind, body)
        _check_whole(kind, fields)
    except ProtocolError as exc:
        exc.request_id = request_id
        raise
    fields["type"] = kind
    fields["id"] = request_id
    return fields


def encode(kind: str, **fields: Any) -> str:
    """One message as compact JSON text."""
    return json.dumps({"v": PROTOCOL_VERSION, "type": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def error_message(kind: str, text_: str, request_id: int | None = None) -> str:
    fields: dict[str, Any] = {"error": kind, "message": text_}
    if request_id is not None:
        fields["id"] = request_id
    return encode("error", **fields)


def parse_server_message(raw: str | bytes) -> dict[str, Any]:
    """A server message for the client: a JSON object of the right version with a type."""
    data = parse_json(raw, MAX_SERVER_BYTES)
    if data.get("v") != PROTOCOL_VERSION or not isinstance(data.get("type"), str):
        raise ProtocolError("version", f"the server speaks protocol {printable(str(data.get('v'))[:20])}, "
                                       f"this client {PROTOCOL_VERSION}")
    return data
