"""docs/SAVEGAME.md is enough to write a valid saved game by hand.

The worked example of the document is read from the document itself and the
file is built the way the document says, with ``json`` and ``hashlib`` only
(nothing from ``newworld.savegame``): the deck from ``resources/cards.json``,
the digest as the SHA-256 of the canonical JSON of the documented state. The
game then opens it, which replays every move with the full rules and checks
the summary and the digest.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from newworld import savegame

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "SAVEGAME.md").read_text(encoding="utf-8")


def example(name: str) -> Any:
    """The JSON block after ``<!-- example: name -->`` in the document."""
    found = re.search(rf"<!-- example: {name} -->\s*```json\n(.*?)```", DOC, re.S)
    assert found, f"docs/SAVEGAME.md has no example block {name!r}"
    return json.loads(found[1])


def documented_digest() -> str:
    found = re.search(r"<!-- example: digest -->`([0-9a-f]{64})`", DOC)
    assert found
    return found[1]


def whole_deck() -> list[str]:
    """The seven first cards, then every other card in the order of resources/cards.json."""
    first = example("first cards")
    left = {card: first.count(card) for card in first}
    rest = []
    for card_type in json.loads((ROOT / "resources" / "cards.json").read_text(encoding="utf-8"))["cards"]:
        for _ in range(card_type["count"]):
            if left.get(card_type["id"], 0):
                left[card_type["id"]] -= 1
            else:
                rest.append(card_type["id"])
    assert not any(left.values())
    return first + rest


def digest_of(state: dict[str, Any]) -> str:
    canonical = json.dumps(state, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def card_set_digest() -> str:
    """catalog.digest: the SHA-256 of the card data without its note, as canonical JSON in UTF-8."""
    data = json.loads((ROOT / "resources" / "cards.json").read_text(encoding="utf-8"))
    del data["note"]
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def hand_written(state: dict[str, Any] | None = None) -> dict[str, Any]:
    deck = whole_deck()
    state = {**(state or example("state")), "deck": deck}
    catalog = {**example("file")["catalog"], "digest": card_set_digest()}
    return {**example("file"), "catalog": catalog, "deck": deck, "digest": digest_of(state)}


def test_the_documented_example_opens_as_the_game_it_describes(tmp_path: Path):
    document = hand_written()
    assert len(document["deck"]) == 95
    assert document["digest"] == documented_digest()
    path = tmp_path / "by-hand.nwgame"
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    loaded = savegame.load(path)
    game = loaded.game
    assert (game.turn, game.is_over, game.scores) == (6, False, (8, 7))
    assert [m.to_str() for m in game.moves] == document["moves"]
    assert [seat.name for seat in loaded.seats] == ["Ada", "Bob"]
    assert game.drawn is not None and game.drawn.id == "straight"


@pytest.mark.parametrize(("key", "wrong"), [
    ("settlers", [[0, 2, 2, 3, 1], [1, 1, 0, 0, 0], [1, 1, 3, 0, 3]]),  # Farmer and Trapper kinds swapped
    ("surveyors", [1, 2]),                                              # the two columns swapped
    ("player", 1),
    ("drawn", None),
    ("cards", [[1, 0, "farm", 1]] + example("state")["cards"][1:]),   # a rotation
])
def test_each_part_of_the_state_is_covered_by_the_digest(key, wrong):
    state = {**example("state"), key: wrong}
    with pytest.raises(savegame.SaveGameError, match="digest: the replayed game does not match"):
        savegame.loads(json.dumps(hand_written(state)))


def test_the_example_moves_are_canonical_and_the_order_is_the_documented_one():
    moves = example("file")["moves"]
    assert all(re.fullmatch(r"-?\d+,-?\d+/[0-3]( [RSTF]\d+)?( >\d+(,\d+)*)?", m) for m in moves)
    document = hand_written()
    document["moves"][4] = "2,2/0 R3"  # the default order: the town first, then Bob's trail with 2 Surveyors
    message = str(pytest.raises(savegame.SaveGameError, savegame.loads, json.dumps(document)).value)
    assert message == ("summary: the file says turn 6, scores [8, 7] but the moves give turn 6, "
                       "scores [8, 11]")
