"""What the statistics keep of one finished game: plain numbers per seat, no prose.

:func:`game_record` reads a finished :class:`~newworld.engine.game.Game` (its
scoring events and the core's return events) and its seats into a
:class:`GameRecord`; :mod:`newworld.stats.store` writes that to the database.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from newworld.engine import Game, ScoreEvent
from newworld.engine.catalog import TOWN, TRAIL
from newworld.engine.core import EV_RETURN, RETURN_SURVEYOR
from newworld.engine.rules import CATEGORIES, KIND_NAMES, KINDS, SURVEYOR_CATEGORY, Category
from newworld.savegame.format import utc_now
from newworld.savegame.model import SEAT_LEVELS, SavedGame, Seat

UNFINISHED = "unfinished_"


def column_name(category: Category) -> str:
    """A line of the engine's final breakdown as a column name: ``surveyors`` for the Surveyors' bonus,
    the kind's name in the plural for completed features (``trails``) and for a kind never completed
    (``plains``), and ``unfinished_`` before it for the unfinished features of the others."""
    if category == SURVEYOR_CATEGORY:
        return "surveyors"
    name = KIND_NAMES[category.kind]
    plural = name if name.endswith("s") else f"{name}s"
    return plural if category.complete or KINDS[category.kind].complete is None else UNFINISHED + plural


# Points by category, the one list of the statistics' columns: each line of the final breakdown
# with its column, the points scored in play (and the plains') first, then the unfinished features'.
COLUMN_CATEGORIES: tuple[tuple[str, Category], ...] = tuple(
    sorted(((column_name(c), c) for c in CATEGORIES), key=lambda pair: pair[0].startswith(UNFINISHED)))
CATEGORY_COLUMNS: tuple[str, ...] = tuple(column for column, _ in COLUMN_CATEGORIES)
_COLUMN_OF = {category: column for column, category in COLUMN_CATEGORIES}
HUMAN_OPPONENTS = "humans"  # the opponents of a seat that played only people
SOURCES = ("window", "arena", "file")  # where a recorded game was played or read from


class NotFinishedError(ValueError):
    """Only finished games are recorded."""


@attrs.frozen
class SeatRecord:
    """One seat's result in one game."""

    seat: int
    name: str
    kind: str  # "human" | "computer"
    level: str  # the computer's level; "" for a human
    opponents: str  # the strongest computer level among the others, or HUMAN_OPPONENTS
    score: int
    won: bool  # among the winners (a shared first place is a win for each)
    points: dict[str, int]  # by CATEGORY_COLUMNS; they add up to ``score``
    settlers_lost: int  # settlers sent home by the Surveyors
    longest_trail: int  # cards of the longest trail this seat scored (0: none)
    biggest_town: int  # cards of the biggest town this seat scored (0: none)
    resigned: int = 0  # the turn (from 1) this seat's player resigned in; 0: played to the end


@attrs.frozen
class GameRecord:
    """One finished game: its id, when and where it was recorded, and every seat."""

    game_id: str
    recorded: str  # UTC, ISO 8601
    source: str  # one of SOURCES
    players: int
    turns: int
    seats: tuple[SeatRecord, ...]


def record_json(record: GameRecord) -> str:
    """``record`` as a JSON text that :func:`record_from_json` reads back."""
    return json.dumps(attrs.asdict(record), ensure_ascii=False, sort_keys=True)


def record_from_json(text: str) -> GameRecord:
    """The record written by :func:`record_json`; ValueError if ``text`` is not one."""
    try:
        data = json.loads(text)
        seats = tuple(SeatRecord(**_typed(seat, SeatRecord)) for seat in data.pop("seats"))
        record = GameRecord(**_typed(data, GameRecord), seats=seats)
    except (TypeError, KeyError, AttributeError) as exc:  # JSONDecodeError is a ValueError already
        raise ValueError(f"not a game record: {exc}") from None
    if record.players != len(seats) or any(set(s.points) != set(CATEGORY_COLUMNS) for s in seats):
        raise ValueError("not a game record: its seats do not match")
    return record


_FIELD_TYPES = {"str": str, "int": int, "bool": bool, "dict[str, int]": dict}  # the records' annotations


def _typed(data: dict[str, Any], cls: type) -> dict[str, Any]:
    """``data`` (the fields of ``cls`` but ``seats``) if every value has its field's type; TypeError if not."""
    fields = {f.name: str(f.type) for f in attrs.fields(cls) if f.name != "seats"}
    if set(data) != set(fields):
        raise TypeError(f"fields {sorted(set(data) ^ set(fields))} do not match")
    for name, kind in fields.items():
        value = data[name]
        values = list(value.values()) if isinstance(value, dict) else []
        if (not isinstance(value, _FIELD_TYPES[kind]) or (kind == "int" and isinstance(value, bool))
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in values)):
            raise TypeError(f"{name} is not {kind}")
    return data


def derived_game_id(game: Game) -> str:
    """A stable id for a game that has none: a hash of its deck order, its moves and who began.

    The same game (same deck, same moves, same first player) always gets the same
    id, so recording it twice counts once; games saved by the app carry their own
    ``game_id`` instead. (The first player is hashed only when it is not seat 0,
    so the games recorded before it was chosen keep their ids.)
    """
    fields: dict[str, Any] = {"players": game.players, "deck": game.deck_ids,
                              "moves": [m.to_str() for m in game.moves]}
    if game.first_player:
        fields["first_player"] = game.first_player
    text = json.dumps(fields, separators=(",", ":"))
    return "derived-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:40]


def game_record(game: Game, seats: Sequence[Seat], *, game_id: str | None = None, source: str = "window",
                recorded: str | None = None, resigned: Mapping[int, int] | None = None) -> GameRecord:
    """The record of the finished ``game`` (:class:`NotFinishedError` if it is not over). ``resigned``: seat ->
    the turn its player resigned in; such a seat is recorded as the person's (a computer played it only since)."""
    if not game.is_over:
        raise NotFinishedError(f"only finished games are recorded (turn {game.turn + 1} is next)")
    if len(seats) != game.players:
        raise ValueError(f"{len(seats)} seats for a {game.players}-player game")
    if source not in SOURCES:
        raise ValueError(f"source must be one of {', '.join(SOURCES)}, got {source!r}")
    resigned = dict(resigned or {})
    seats = [Seat(seat.name, seat.color) if p in resigned else seat for p, seat in enumerate(seats)]
    final = game.final_score()
    events = game.score_events()
    lost = settlers_lost(game)
    records = tuple(
        SeatRecord(
            seat=p, name=seat.name.strip(), kind=seat.kind, level=seat.level if seat.is_computer else "",
            opponents=strongest_opponent(seats, p), score=final.totals[p], won=p in final.winners,
            points=_points(events, p), settlers_lost=lost[p],
            longest_trail=_largest(events, p, TRAIL), biggest_town=_largest(events, p, TOWN),
            resigned=resigned.get(p, 0))
        for p, seat in enumerate(seats))
    return GameRecord(game_id or derived_game_id(game), recorded or utc_now(), source, game.players,
                      len(game.moves), records)


def saved_record(saved: SavedGame, source: str = "file") -> GameRecord:
    """The record of a finished saved game, under the id the file carries (or a derived one)."""
    game_id: str | None = getattr(saved, "game_id", None)  # saves from format 0.2 on carry one
    return game_record(saved.game, saved.seats, game_id=game_id, source=source, resigned=saved.play.resigned)


def category_column(event: ScoreEvent) -> str:
    """The breakdown line ``event``'s base points count in (``trails`` … ``unfinished_farms``)."""
    return _COLUMN_OF[event.category]


def _points(events: Sequence[ScoreEvent], player: int) -> dict[str, int]:
    points = dict.fromkeys(CATEGORY_COLUMNS, 0)
    for event in events:
        if player in event.players:
            points[category_column(event)] += event.base
            points["surveyors"] += event.points_of(player) - event.base
    return points


def _largest(events: Sequence[ScoreEvent], player: int, kind: int) -> int:
    return max((e.cards for e in events if e.kind == kind and player in e.players), default=0)


def settlers_lost(game: Game) -> list[int]:
    """Per player: settlers the Surveyors have sent home so far (the core's return events carry the reason)."""
    lost = [0] * game.players
    for event in game.core.events:
        if event[0] == EV_RETURN and event[4] == RETURN_SURVEYOR:
            lost[event[3]] += 1
    return lost


def level_rank(level: str) -> int:
    """Weaker levels first, in the order the seats offer them; unknown levels last."""
    return SEAT_LEVELS.index(level) if level in SEAT_LEVELS else len(SEAT_LEVELS)


def strongest_opponent(seats: Sequence[Seat], player: int) -> str:
    """The strongest computer level among the seats other than ``player``'s (or HUMAN_OPPONENTS)."""
    levels = [s.level for i, s in enumerate(seats) if i != player and s.is_computer]
    return max(levels, key=level_rank) if levels else HUMAN_OPPONENTS
