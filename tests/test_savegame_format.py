"""The save-file checks one by one: wrong JSON types in every field, the digest's shape, text
limits and their exact boundaries, the seed's range, seats refused on writing, the summary
message. Each test fails if the check it guards is removed."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_savegame_fuzz import replace_at

from newworld import savegame
from newworld.engine.game import Game
from newworld.savegame import SaveGameError, Seat, default_seats
from newworld.savegame.play import CHESS, PER_TURN, ClockSetting, ClockState, PlayState
from newworld.sim import random_game

Path_ = tuple[str | int, ...]


def base_document() -> dict[str, Any]:
    """A real two-player game after 12 moves, as a save writes it."""
    full = random_game(2, 1)
    game = Game(2, deck=full.deck_ids)
    for move in full.moves[:12]:
        game.push(move)
    return json.loads(savegame.dumps(savegame.build_document(game, default_seats(2), seed=1)))


BASE = base_document()


def replaced(path: Path_, value: Any) -> Any:
    """The base document with the value at ``path`` replaced (``()``: the whole document)."""
    return replace_at(BASE, path, value) if path else value


def opened(document: Any) -> savegame.SavedGame:
    return savegame.loads(json.dumps(document))


def refusal(document: Any) -> str:
    with pytest.raises(SaveGameError) as info:
        opened(document)
    message = str(info.value)
    assert "\n" not in message
    return message


def where(path: Path_) -> str:
    """How a message names the place: ``setup.seats[0].name``."""
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else f".{step}" if out else step
    return out


def fields(value: Any, here: Path_ = ()) -> Iterator[Path_]:
    """Every field of the document, the whole document included (first entry of each array)."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from fields(item, (*here, key))
    elif isinstance(value, list) and value:
        yield from fields(value[0], (*here, 0))


# --- wrong JSON types in every field ---------------------------------------------------

JSON_TYPES = {"null": None, "number": 7, "text": "text", "array": [], "object": {"x": 1}, "true/false": True}
# The only field values above that a saved game allows in that place.
ALLOWED = {("setup", "seed", "null"), ("setup", "seed", "number"), ("app_version", "text"),
           ("setup", "seats", 0, "name", "text")}
# Where the message names something else than the field itself: the whole file, or the
# summary as a whole when a value of the right type does not match the replay.
NAMED_AS = {(): "not a saved game", ("format",): "format must be", ("summary", "scores", 0): "summary.scores: ",
            ("summary", "turn", "number"): "summary: the file says",
            ("summary", "finished", "true/false"): "summary: the file says",
            ("summary", "scores", 0, "number"): "summary: the file says",
            ("moves", "array"): "summary: the file says", ("moves", 0): "moves[0] (turn 1, ",
            ("version", "number"): "saved by a newer New World (file version 7)"}
FIELDS = list(fields(BASE))


def test_the_field_list_covers_the_whole_format():
    tops = {path[0] for path in FIELDS if path}
    assert tops == set(savegame.format._TOP_KEYS)
    assert len(FIELDS) == 29  # with catalog, catalog.id, catalog.digest (version 2), setup.first_player (3)


@pytest.mark.parametrize("path", FIELDS, ids=lambda p: where(p) or "document")
@pytest.mark.parametrize("kind", list(JSON_TYPES))
def test_every_field_refuses_every_wrong_json_type(path, kind):
    document = replaced(path, JSON_TYPES[kind])
    if (*path, kind) in ALLOWED:
        opened(document)
        return
    message = refusal(document)
    assert NAMED_AS.get((*path, kind), NAMED_AS.get(path, where(path) + ":")) in message


@pytest.mark.parametrize(("path", "value", "message"), [
    (("moves",), 5, 'moves: expected an array, got 5'),
    (("moves", 0), 5, "moves[0] (turn 1, 5): expected a move text such as '3,-2/1 R0'"),
    (("deck", 0), ["x"], 'deck[0]: unknown card type a JSON array'),
    (("deck", 0), {"x": 1}, 'deck[0]: unknown card type a JSON object'),
    (("setup", "seats", 0, "kind"), ["human"], "setup.seats[0].kind: must be one of human, computer, "
                                               "got a JSON array"),
    (("setup", "seats", 0, "level"), {"a": 1}, "setup.seats[0].level: must be one of random, easy, medium, hard, "
                                                "expert, baseline, got a JSON object"),
    (("setup", "seats", 0, "name"), 3, "setup.seats[0].name: expected a text, got 3"),
    (("setup", "options"), [], "setup.options: expected an object, got a JSON array"),
    (("summary", "finished"), 0, "summary.finished: expected true or false, got 0"),
    (("summary", "turn"), True, "summary.turn: expected a whole number, got true"),
    (("summary", "turn"), 12.0, "summary.turn: expected a whole number, got 12.0"),
    (("summary", "scores", 0), 1.5, "summary.scores: expected whole numbers"),
    (("version",), "1", 'version: expected a whole number, got "1"'),
    (("version",), 0, "version: must be 1 or more, got 0"),
])
def test_wrong_types_are_described(path, value, message):
    assert refusal(replaced(path, value)) == message


# --- the digest ------------------------------------------------------------------------

DIGEST = BASE["digest"]


@pytest.mark.parametrize(("value", "shown"), [
    (None, "null"),
    (DIGEST[:63], "63 characters"),
    (DIGEST + "0", "65 characters"),
    ("", "0 characters"),
    ("0" * 63 + "F", "upper-case letters"),
    ("0" * 63 + "g", 'the character "g"'),
    ("0" * 63 + "X", 'the character "X"'),
    (" " + DIGEST[1:], 'the character " "'),
    (DIGEST[:63] + "\u00e9", 'the character "\\u00e9"'),
    (int("1" * 64), "1111111111111111111111111111111111111..."),
    ([DIGEST], "a JSON array"),
])
def test_a_digest_of_the_wrong_type_or_shape_is_refused_saying_so(value, shown):
    assert refusal(replaced(("digest",), value)) == f"digest: expected 64 lowercase hex digits, got {shown}"


def test_a_well_formed_digest_that_does_not_match_is_refused():
    other = "0" * 64 if DIGEST != "0" * 64 else "1" * 64
    assert refusal(replaced(("digest",), other)) == ("digest: the replayed game does not match the saved digest "
                                                      "(the file was damaged or edited)")


# --- texts: lengths and their boundaries ----------------------------------------------------

LONG_TIME = "2026-11-29T12:00:00.123456+05:30:15.12345"  # a valid ISO 8601 time of 41 characters


@pytest.mark.parametrize(("path", "limit", "text"), [
    (("setup", "seats", 1, "name"), 40, "n" * 41),
    (("app_version",), 64, "v" * 65),
    (("created",), 40, LONG_TIME),
    (("saved",), 40, LONG_TIME),
])
def test_texts_up_to_their_limit_are_kept_one_more_is_refused(path, limit, text):
    assert len(text) == limit + 1
    at_limit = text[:limit]
    loaded = opened(replaced(path, at_limit))
    assert at_limit in (loaded.seats[1].name, loaded.app_version, loaded.created, loaded.saved)
    assert refusal(replaced(path, text)) == f"{where(path)}: longer than {limit} characters"


def test_a_move_text_longer_than_64_characters_is_refused():
    move = BASE["moves"][0] + " >" + ",".join("0" * 30)
    assert len(move) > 64
    assert refusal(replaced(("moves", 0), move)).endswith(": expected a move text such as '3,-2/1 R0'")


@pytest.mark.parametrize("char", ["\x00", "\t", "\n", "\x1b", "\x1f"])
def test_ascii_control_characters_in_a_name_are_refused(char):
    assert refusal(replaced(("setup", "seats", 0, "name"), f"Ada{char}")) == \
        f"setup.seats[0].name: contains control characters (U+{ord(char):04X})"


def test_names_keep_any_printable_text():
    name = "Éva ✓ 東京 " + "x" * 31
    assert len(name) == 40
    assert opened(replaced(("setup", "seats", 0, "name"), name)).seats[0].name == name


# --- the seed ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [None, 0, 2 ** 64 - 1])
def test_seeds_in_range_are_kept(seed):
    assert opened(replaced(("setup", "seed"), seed)).seed == seed


@pytest.mark.parametrize(("seed", "shown"), [(2 ** 64, str(2 ** 64)), (-1, "-1"), (True, "true"), (1.0, "1.0"),
                                              ("1", '"1"')])
def test_seeds_out_of_range_are_refused(seed, shown):
    assert refusal(replaced(("setup", "seed"), seed)) == \
        f"setup.seed: expected null or a whole number 0..2^64-1, got {shown}"


def test_a_game_opened_from_a_file_has_the_files_seed_and_null_gives_the_engines_default():
    assert opened(replaced(("setup", "seed"), 2026)).game.seed == 2026
    assert opened(replaced(("setup", "seed"), None)).game.seed == Game(2).seed == 0


# --- what a game records beside its moves: the clock and who resigned -------------------------


def twelve_moves() -> Game:
    return opened(BASE).game


@pytest.mark.parametrize("play", [
    PlayState(ClockSetting(CHESS, 600, 10), ClockState((512.5, 600.0), 0, 3.25), {1: 7}),
    PlayState(ClockSetting(PER_TURN, 60)),
    PlayState(resigned={0: 13, 1: 2}),
])
def test_a_saved_games_clock_and_resignations_read_back_as_they_were(play):
    document = savegame.build_document(twelve_moves(), default_seats(2), play=play)
    assert opened(json.loads(savegame.dumps(document))).play == play


def test_a_seat_that_resigns_twice_is_refused():
    document = savegame.build_document(twelve_moves(), default_seats(2), play=PlayState(resigned={1: 3}))
    document = json.loads(savegame.dumps(document))
    document["resigned"].append([1, 5])
    assert refusal(document) == "resigned[1]: expected [seat, turn] of a seat that resigned once, in this game"


# --- the game id: it names the autosave file -------------------------------------------------

GAME_ID_REFUSED = "setup.game_id: expected 1 to 64 letters, digits, '-' or '_', got "


@pytest.mark.parametrize("game_id", ["a", "Game_2026-12-03", "x" * 64])
def test_a_game_id_is_written_and_read_back(game_id):
    document = savegame.build_document(Game(2, seed=1), default_seats(2), game_id=game_id)
    assert document["setup"]["game_id"] == game_id
    assert opened(json.loads(savegame.dumps(document))).game_id == game_id


def test_a_file_without_a_game_id_opens_without_one():
    assert "game_id" not in BASE["setup"]
    assert opened(BASE).game_id is None


@pytest.mark.parametrize(("game_id", "shown"), [(7, "7"), (True, "true"), (None, "null"), (["a"], "a JSON array"),
                                                ("", '""'), ("x" * 65, '"' + "x" * 36 + "..."),
                                                ("../autosave", '"../autosave"'), ("a b", '"a b"')])
def test_a_game_id_that_could_not_be_part_of_a_file_name_is_refused(game_id, shown):
    assert refusal(replaced(("setup", "game_id"), game_id)) == GAME_ID_REFUSED + shown


@pytest.mark.parametrize("game_id", [7, "", "../autosave", "x" * 65])
def test_build_document_refuses_a_game_id_no_file_could_hold(game_id):
    with pytest.raises(SaveGameError) as info:
        savegame.build_document(Game(2, seed=1), default_seats(2), game_id=game_id)
    assert str(info.value).startswith(GAME_ID_REFUSED)


# --- texts shown in a terminal or a log --------------------------------------------------------


@pytest.mark.parametrize(("text", "shown"), [
    ("Ann\u2028forged line", "Ann\\u2028forged line"),  # a line separator is not a control, still escaped
    ("\x9b\u2028", "\\x9b\\u2028"),  # an unsafe and an unprintable character together
    ("Ann\u202eB", "Ann\\u202eB"),  # a bidirectional override
    ("Éva ✓ 東京", "Éva ✓ 東京"),
    ("Éva ✓\x1b[2J", "Éva ✓\\x1b[2J"),  # escaping one character keeps the printable others as they are
])
def test_printable_escapes_every_unsafe_or_unprintable_character_and_keeps_the_rest(text, shown):
    assert savegame.format.printable(text) == shown


# --- seats on writing: the API refuses what the file could not hold ------------------------

BAD_SEATS = [
    ([Seat("A" * 41, "#112233"), Seat("B", "#445566")], "setup.seats[0].name: longer than 40 characters"),
    ([Seat("A", "#112233"), Seat("B\x07", "#445566")], "setup.seats[1].name: contains control characters"),
    ([Seat("A", "red"), Seat("B", "#445566")], "setup.seats[0].color: expected '#RRGGBB', got \"red\""),
    ([Seat("A", "#112233", "robot"), Seat("B", "#445566")], "setup.seats[0].kind: must be one of human, computer"),
    ([Seat("A", "#112233"), Seat("B", "#445566", "computer", "grandmaster")], "setup.seats[1].level: must be one of"),
    ([Seat("A", "#112233")], "setup.seats: 1 seats for a 2-player game"),
    ([Seat("A", "#112233"), ("B", "#445566")], "setup.seats[1]: expected a Seat, got tuple"),
]


@pytest.mark.parametrize(("seats", "message"), BAD_SEATS)
def test_build_document_refuses_bad_seats(seats, message):
    with pytest.raises(SaveGameError) as info:
        savegame.build_document(Game(2, seed=1), seats)
    assert str(info.value).startswith(message)


@pytest.mark.parametrize(("seats", "message"), BAD_SEATS)
def test_save_refuses_bad_seats_and_leaves_the_old_file(tmp_path: Path, seats, message):
    path = tmp_path / "g.nwgame"
    savegame.save(path, Game(2, seed=1), default_seats(2))
    before = path.read_bytes()
    with pytest.raises(SaveGameError) as info:
        savegame.save(path, Game(2, seed=2), seats)
    assert str(info.value).startswith(message)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.nwgame"]


def test_seat_counts_outside_2_to_5_are_refused_whatever_the_game():
    with pytest.raises(SaveGameError, match=r"^setup.seats: expected 2..5 seats, got 6$"):
        savegame.format.check_seats(default_seats(5) + [Seat("F", "#000000")])


# --- the summary ----------------------------------------------------------------------------


def test_a_summary_mismatch_names_what_the_file_says_and_what_the_moves_give():
    scores = BASE["summary"]["scores"]
    doc = replaced(("summary", "scores"), [scores[0] + 5, scores[1]])
    assert refusal(doc) == (f"summary: the file says turn 12, scores [{scores[0] + 5}, {scores[1]}] "
                            f"but the moves give turn 12, scores {scores}")


def test_summary_scores_that_are_not_whole_numbers_are_refused_saying_so():
    assert refusal(replaced(("summary", "scores", 0), "x")) == "summary.scores: expected whole numbers"
    assert refusal(replaced(("summary", "scores"), 5)) == "summary.scores: expected an array, got 5"


def test_a_summary_that_claims_the_end_too_early_is_named():
    doc = replaced(("summary", "finished"), True)
    assert refusal(doc) == (f"summary: the file says turn 12, finished, scores {BASE['summary']['scores']} "
                            f"but the moves give turn 12, scores {BASE['summary']['scores']}")


def test_a_summary_with_the_wrong_turn_of_a_finished_game_is_named():
    game = random_game(2, 3)
    doc = json.loads(savegame.dumps(savegame.build_document(game, default_seats(2))))
    doc["summary"]["turn"] -= 1
    turns, scores = game.turn, list(game.scores)
    assert refusal(doc) == (f"summary: the file says turn {turns - 1}, finished, scores {scores} "
                            f"but the moves give turn {turns}, finished, scores {scores}")


def test_times_are_written_to_the_second_in_utc():
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", savegame.format.utc_now())
    document = savegame.build_document(Game(2, seed=1), default_seats(2))
    assert document["created"] == document["saved"] and document["saved"].endswith("Z")
