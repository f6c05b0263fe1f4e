"""The saved-game document (format ``newworld-save``, version 3): build, check, replay.

See docs/SAVEGAME.md. Reading goes: parse (no duplicate keys, no NaN) ->
format and version -> migrations to the current version -> structure (every
key known, every value of the right type and range) -> replay of every move
with the full rules -> digest and summary compared with the replay.
"""

from __future__ import annotations

import datetime
import json
import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, TypeGuard

import attrs

from newworld import __version__
from newworld.engine.catalog import CATALOG_ID, Catalog
from newworld.engine.catalogs import catalog_for
from newworld.engine.errors import EngineError
from newworld.engine.game import MAX_PLAYERS, MIN_PLAYERS, Game
from newworld.engine.moves import Move
from newworld.savegame.digest import state_digest
from newworld.savegame.errors import SaveGameError, SaveProblem
from newworld.savegame.model import SEAT_KINDS, SEAT_LEVELS, SavedGame, Seat
from newworld.savegame.play import NO_PLAY_STATE, ClockError, ClockSetting, ClockState, PlayState

FORMAT_NAME = "newworld-save"
VERSION = 3
# Every version-1 file was played with the card set of New World 0.1.0.
V1_CATALOG_DIGEST = "524eb9d60e07893bd677f63391e1d34f725b1fd4b4155eb61cd1d53be629f2be"
MAX_NAME = 40
MAX_TEXT = 64
SEED_MAX = 2 ** 64 - 1  # the deck's generator has 64 bits of state
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

_COLOR = re.compile(r"^#[0-9A-Fa-f]{6}$")
_DIGEST = re.compile(r"[0-9a-f]{64}")
_GAME_ID = re.compile(r"^[0-9A-Za-z_-]{1,64}$")  # also part of the autosave's file name
_TOP_KEYS = ("format", "version", "app_version", "created", "saved", "setup", "catalog", "deck", "moves", "summary",
             "digest")
_TOP_OPTIONAL = ("clock", "resigned")  # where a game's clock stands, who resigned (absent: none)
_CATALOG_KEYS = ("id", "digest")
_SETUP_KEYS = ("seats", "first_player", "seed", "options")
_SETUP_OPTIONAL = ("game_id",)
_SEAT_KEYS = ("name", "color", "kind", "level")
_SUMMARY_KEYS = ("turn", "finished", "scores")

Document = dict[str, Any]


def utc_now() -> str:
    """The current time as UTC ISO 8601 to the second, e.g. ``2026-11-29T12:00:00Z``."""
    now = datetime.datetime.now(datetime.UTC).replace(microsecond=0)
    return now.isoformat().replace("+00:00", "Z")


# --- writing -------------------------------------------------------------


def build_document(game: Game, seats: Sequence[Seat], *, seed: int | None = None,
                   created: str | None = None, game_id: str | None = None, play: PlayState = NO_PLAY_STATE) -> Document:
    """The current version's document for ``game`` (its whole move history, who began, the card set)."""
    if len(seats) != game.players:
        raise SaveGameError(f"setup.seats: {len(seats)} seats for a {game.players}-player game",
                            SaveProblem.SETUP)
    check_seats(seats)
    check_seed(seed)
    setup: dict[str, Any] = {
        "seats": [{"name": s.name, "color": s.color, "kind": s.kind, "level": s.level} for s in seats],
        "first_player": game.first_player,
        "seed": seed,
        "options": {"clock": play.clock.to_str()} if play.clock.on else {},
    }
    if game_id is not None:
        setup["game_id"] = check_game_id(game_id)
    now = utc_now()
    document: Document = {
        "format": FORMAT_NAME,
        "version": VERSION,
        "app_version": __version__,
        "created": created or now,
        "saved": now,
        "setup": setup,
        "catalog": {"id": CATALOG_ID, "digest": game.catalog.digest},
        "deck": game.deck_ids,
        "moves": [m.to_str() for m in game.moves],
        "summary": summary_of(game),
        "digest": state_digest(game),
    }
    if play.clock_state is not None:
        document["clock"] = play.clock_state.to_json()
    if play.resigned:
        document["resigned"] = [[seat, turn] for seat, turn in sorted(play.resigned.items())]
    return document


def summary_of(game: Game) -> dict[str, Any]:
    return {"turn": game.turn, "finished": game.is_over, "scores": list(game.scores)}


def dumps(document: Document) -> str:
    """The file text: indented JSON, one move or card per line, UTF-8 safe."""
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


# --- parsing -------------------------------------------------------------


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise SaveGameError(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise SaveGameError(f"{name} is not a valid number in a saved game")


def parse_text(text: str) -> Any:
    """JSON to Python data, refusing duplicate keys, NaN/Infinity and too-deep nesting."""
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        what = exc.msg.removesuffix(" at")  # "Unterminated string starting at" + " at line 5"
        # A saved game cut short is damaged; a file that never began as one (a text, a picture) is not a save.
        problem = SaveProblem.DAMAGED if f'"{FORMAT_NAME}"' in text[:200] else SaveProblem.NOT_A_SAVE
        raise SaveGameError(f"not valid JSON: {what} at line {exc.lineno}, column {exc.colno}", problem) from None
    except RecursionError:
        raise SaveGameError("not a saved game: the JSON is nested too deeply", SaveProblem.NOT_A_SAVE) from None
    except ValueError as exc:  # for example an integer with thousands of digits
        raise SaveGameError(f"not valid JSON: {exc}") from None


# --- versions and migrations ---------------------------------------------

def _v1_to_v2(data: Document) -> Document:
    """Version 2 names the card set a game is played with; every version-1 game used 0.1.0's."""
    return {**data, "catalog": {"id": CATALOG_ID, "digest": V1_CATALOG_DIGEST}}


def _v2_to_v3(data: Document) -> Document:
    """Version 3 records who began; in every version-2 game the first seat did."""
    setup = data.get("setup")
    if not isinstance(setup, dict):
        return data  # the structure check says what is wrong with it
    return {**data, "setup": {**setup, "first_player": 0}}


# MIGRATIONS[n] turns a version-n document into a version-(n + 1) document. Keep one
# fixture per past version loadable (tests/fixtures/v1.nwgame, ...).
MIGRATIONS: dict[int, Callable[[Document], Document]] = {1: _v1_to_v2, 2: _v2_to_v3}


def check_version(data: Any) -> int:
    """The file's version, after checking that it is a New World saved game at all."""
    if not isinstance(data, dict):
        raise SaveGameError(f"not a saved game: the file holds a JSON {_type_name(data)}, not an object",
                            SaveProblem.NOT_A_SAVE)
    if data.get("format") != FORMAT_NAME:
        raise SaveGameError(f"not a saved game: format must be {FORMAT_NAME!r}, got {_short(data.get('format'))}",
                            SaveProblem.NOT_A_SAVE)
    version = data.get("version")
    if not _is_int(version):
        raise SaveGameError(f"version: expected a whole number, got {_short(version)}")
    if version > VERSION:
        raise SaveGameError(f"this game was saved by a newer New World (file version {version}); "
                            f"this version of the app reads file versions up to {VERSION}", SaveProblem.NEWER)
    if version < 1:
        raise SaveGameError(f"version: must be 1 or more, got {version}")
    return version


def migrate(data: Document, version: int) -> Document:
    """Run the migrations from ``version`` up to :data:`VERSION`, in order."""
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version += 1
        data["version"] = version
    return data


# --- structure -----------------------------------------------------------


def _type_name(value: Any) -> str:
    return {dict: "object", list: "array", str: "text", bool: "true/false", type(None): "null",
            int: "number", float: "number"}.get(type(value), type(value).__name__)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=True) if _is_json_scalar(value) else f"a JSON {_type_name(value)}"
    return text if len(text) <= 40 else text[:37] + "..."


def _is_json_scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _keys(where: str, value: Any, keys: Sequence[str], optional: Sequence[str] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SaveGameError(f"{where}: expected an object, got {_short(value)}")
    for key in value:
        if key not in keys and key not in optional:
            raise SaveGameError(f"{where}: unknown key {key[:40]!r}")
    for key in keys:
        if key not in value:
            raise SaveGameError(f"{where}: the key {key!r} is missing")
    return value


def _text(where: str, value: Any, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise SaveGameError(f"{where}: expected a text, got {_short(value)}")
    if len(value) > limit:
        raise SaveGameError(f"{where}: longer than {limit} characters")
    bad = next((c for c in value if is_unsafe_character(c)), None)
    if bad is not None:
        raise SaveGameError(f"{where}: contains control characters (U+{ord(bad):04X})")
    return value


def is_unsafe_character(c: str) -> bool:
    """A character no text in a saved game may hold.

    Controls (C0, DEL, C1 such as the terminal escape U+009B), lone surrogates (they
    cannot be written as UTF-8) and the bidirectional overrides and isolates (they
    reorder what is printed after them).
    """
    return unicodedata.category(c) in ("Cc", "Cs") or c in BIDI_CONTROLS


def printable(text: str) -> str:
    """``text`` with every unsafe or unprintable character escaped (``\\x9b``), for a terminal or a log."""
    if all(c.isprintable() and not is_unsafe_character(c) for c in text):
        return text
    return "".join(c if c.isprintable() and not is_unsafe_character(c)
                   else c.encode("unicode_escape", "backslashreplace").decode("ascii") for c in text)


def _choice(where: str, value: Any, allowed: Sequence[str]) -> str:
    if value not in allowed:
        raise SaveGameError(f"{where}: must be one of {', '.join(allowed)}, got {_short(value)}")
    return str(value)


def _list(where: str, value: Any, low: int, high: int) -> list[Any]:
    if not isinstance(value, list):
        raise SaveGameError(f"{where}: expected an array, got {_short(value)}")
    if not low <= len(value) <= high:
        raise SaveGameError(f"{where}: expected {low}..{high} entries, got {len(value)}")
    return value


def _time(where: str, value: Any) -> str:
    text = _text(where, value, 40)
    try:
        datetime.datetime.fromisoformat(text)
    except ValueError:
        raise SaveGameError(f"{where}: not an ISO 8601 time: {_short(text)}") from None
    return text


def _seat(where: str, value: Any) -> Seat:
    raw = _keys(where, value, _SEAT_KEYS)
    name = _text(f"{where}.name", raw["name"], MAX_NAME)
    color = _text(f"{where}.color", raw["color"])
    if not _COLOR.match(color):
        raise SaveGameError(f"{where}.color: expected '#RRGGBB', got {_short(color)}")
    kind = _choice(f"{where}.kind", raw["kind"], SEAT_KINDS)
    level = _choice(f"{where}.level", raw["level"], SEAT_LEVELS)
    return Seat(name, color, kind, level)


def check_seats(seats: Sequence[Seat]) -> None:
    """Refuse seats a saved game could not hold (so nothing unreadable is ever written)."""
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise SaveGameError(f"setup.seats: expected {MIN_PLAYERS}..{MAX_PLAYERS} seats, got {len(seats)}")
    for i, seat in enumerate(seats):
        check_seat(seat, f"setup.seats[{i}]")


def check_seat(seat: Seat, where: str = "seat") -> Seat:
    """``seat`` if a saved game can hold it, else SaveGameError naming the field (``where.name`` …)."""
    if not isinstance(seat, Seat):
        raise SaveGameError(f"{where}: expected a Seat, got {type(seat).__name__}")
    return _seat(where, {"name": seat.name, "color": seat.color, "kind": seat.kind, "level": seat.level})


def check_seed(seed: Any) -> int | None:
    """``seed`` if a saved game can hold it (None or a whole number 0..2^64-1), else SaveGameError."""
    if seed is not None and not (_is_int(seed) and 0 <= seed <= SEED_MAX):
        raise SaveGameError(f"setup.seed: expected null or a whole number 0..2^64-1, got {_short(seed)}")
    return seed


def check_game_id(game_id: Any) -> str:
    """``game_id`` if it is 1–64 letters, digits, ``-`` or ``_`` (it becomes part of a file name)."""
    if not isinstance(game_id, str) or not _GAME_ID.match(game_id):
        raise SaveGameError(f"setup.game_id: expected 1 to 64 letters, digits, '-' or '_', got {_short(game_id)}")
    return game_id


@attrs.frozen
class _Setup:
    seats: tuple[Seat, ...]
    first_player: int
    seed: int | None
    game_id: str | None
    clock: ClockSetting


def _setup(value: Any) -> _Setup:
    raw = _keys("setup", value, _SETUP_KEYS, _SETUP_OPTIONAL)
    seats_raw = _list("setup.seats", raw["seats"], MIN_PLAYERS, MAX_PLAYERS)
    seats = tuple(_seat(f"setup.seats[{i}]", s) for i, s in enumerate(seats_raw))
    first = raw["first_player"]
    if not (_is_int(first) and 0 <= first < len(seats)):
        raise SaveGameError(f"setup.first_player: expected a seat 0..{len(seats) - 1}, got {_short(first)}")
    seed = check_seed(raw["seed"])
    options = _keys("setup.options", raw["options"], (), ("clock",))
    game_id = check_game_id(raw["game_id"]) if "game_id" in raw else None
    return _Setup(seats, first, seed, game_id, _clock_setting(options.get("clock", "off")))


def _clock_setting(value: Any) -> ClockSetting:
    try:
        return ClockSetting.from_str(value)
    except ClockError as exc:
        raise SaveGameError(f"setup.options.clock: {exc}") from None


def _play(data: Document, setup: _Setup, game: Game) -> PlayState:
    """The clock where it stood and who resigned (in seat order, each once, in a turn of the game)."""
    try:
        clock = ClockState.from_json(data["clock"], len(setup.seats)) if "clock" in data else None
    except ClockError as exc:
        raise SaveGameError(f"clock: {exc}") from None
    if clock is not None and not setup.clock.on:
        raise SaveGameError("clock: a game without a clock has no clock state")
    resigned: dict[int, int] = {}
    for i, pair in enumerate(_list("resigned", data.get("resigned", []), 0, len(setup.seats))):
        if not (isinstance(pair, list) and len(pair) == 2 and all(_is_int(x) for x in pair)
                and 0 <= pair[0] < len(setup.seats) and pair[0] not in resigned and 1 <= pair[1] <= game.turn + 1):
            raise SaveGameError(f"resigned[{i}]: expected [seat, turn] of a seat that resigned once, in this game")
        resigned[pair[0]] = pair[1]
    return PlayState(setup.clock, clock, resigned)


def _catalog(value: Any) -> Catalog:
    """The card set the game was played with (the shipped one or one kept from an earlier version)."""
    raw = _keys("catalog", value, _CATALOG_KEYS)
    if raw["id"] != CATALOG_ID:
        raise SaveGameError(f"catalog.id: expected {CATALOG_ID!r}, got {_short(raw['id'])}")
    try:
        return catalog_for(_digest(raw["digest"], "catalog.digest"))
    except EngineError as exc:
        raise SaveGameError(f"catalog: {exc}", SaveProblem.CARD_SET) from None


def _deck(value: Any, catalog: Catalog) -> list[str]:
    deck = _list("deck", value, catalog.card_count, catalog.card_count)
    for i, card in enumerate(deck):
        if not isinstance(card, str) or card not in catalog.by_id:
            raise SaveGameError(f"deck[{i}]: unknown card type {_short(card)}")
    return deck


def _summary(value: Any) -> dict[str, Any]:
    raw = _keys("summary", value, _SUMMARY_KEYS)
    if not _is_int(raw["turn"]):
        raise SaveGameError(f"summary.turn: expected a whole number, got {_short(raw['turn'])}")
    if not isinstance(raw["finished"], bool):
        raise SaveGameError(f"summary.finished: expected true or false, got {_short(raw['finished'])}")
    scores = _list("summary.scores", raw["scores"], MIN_PLAYERS, MAX_PLAYERS)
    if not all(_is_int(s) for s in scores):
        raise SaveGameError("summary.scores: expected whole numbers")
    return raw


def _digest(value: Any, where: str = "digest") -> str:
    if not isinstance(value, str):
        problem = _short(value)
    elif len(value) != 64:
        problem = f"{len(value)} characters"
    elif not _DIGEST.fullmatch(value):
        wrong = next(c for c in value if c not in "0123456789abcdef")
        problem = "upper-case letters" if wrong in "ABCDEF" else f"the character {_short(wrong)}"
    else:
        return value
    raise SaveGameError(f"{where}: expected 64 lowercase hex digits, got {problem}")


# --- replay --------------------------------------------------------------


def replay(deck: list[str], players: int, moves: Any, seed: int | None, catalog: Catalog,
           first_player: int = 0) -> Game:
    """Play ``moves`` (texts) from seat ``first_player`` on, on the given deck of ``catalog``'s cards, with the
    full rule checks."""
    try:
        game = Game(players, seed or 0, deck=deck, catalog=catalog, first_player=first_player)
    except EngineError as exc:
        raise SaveGameError(f"deck: {exc}") from None
    moves = _list("moves", moves, 0, len(deck))
    for i, text in enumerate(moves):
        where = f"moves[{i}] (turn {i + 1}, {_short(text)})"
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise SaveGameError(f"{where}: expected a move text such as '3,-2/1 R0'")
        try:
            game.push(Move.from_str(text))
        except EngineError as exc:
            raise SaveGameError(f"{where}: {exc}") from None
    return game


def read_document(data: Any) -> SavedGame:
    """Check, migrate and replay a parsed document; return the game and its setup."""
    file_version = check_version(data)
    data = migrate(data, file_version)
    _keys("the file", data, _TOP_KEYS, _TOP_OPTIONAL)
    app_version = _text("app_version", data["app_version"])
    created = _time("created", data["created"])
    saved = _time("saved", data["saved"])
    setup = _setup(data["setup"])
    catalog = _catalog(data["catalog"])
    deck = _deck(data["deck"], catalog)
    summary = _summary(data["summary"])
    digest = _digest(data["digest"])
    game = replay(deck, len(setup.seats), data["moves"], setup.seed, catalog, setup.first_player)
    if summary != summary_of(game):
        raise SaveGameError(f"summary: the file says {_short_summary(summary)} but the moves give "
                            f"{_short_summary(summary_of(game))}")
    if digest != state_digest(game):
        raise SaveGameError("digest: the replayed game does not match the saved digest (the file was damaged "
                            "or edited)")
    return SavedGame(game, setup.seats, setup.seed, created, saved, app_version, file_version, setup.game_id,
                     _play(data, setup, game))


def _short_summary(summary: dict[str, Any]) -> str:
    finished = ", finished" if summary["finished"] else ""
    return f"turn {summary['turn']}{finished}, scores {summary['scores']}"
