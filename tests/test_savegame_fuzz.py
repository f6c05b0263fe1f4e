"""A fuzz of damaged saved games: each opens as a legal game or raises SaveGameError, and the
file is never changed. Run with ``-s`` to see the counts per kind of damage."""

from __future__ import annotations

import collections
import copy
import hashlib
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from newworld import savegame
from newworld.cli import main as cli_main
from newworld.engine.game import Game
from newworld.savegame import SaveGameError, default_seats
from newworld.sim import random_game

ROUNDS = 70  # x 16 kinds of damage = 1,120 files

Damage = Callable[[random.Random, bytes, dict[str, Any]], bytes]


def base_documents() -> list[dict[str, Any]]:
    """A finished game and two unfinished ones, as the documents a save writes."""
    out = []
    for players, seed, moves in ((2, 11, None), (3, 12, 30), (5, 13, 1)):
        full = random_game(players, seed)
        game = Game(players, deck=full.deck_ids)
        for move in full.moves[:moves]:
            game.push(move)
        out.append(savegame.build_document(game, default_seats(players), seed=seed))
    return out


def encode(doc: Any) -> bytes:
    return json.dumps(doc, indent=1).encode()


def paths_in(value: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path (keys and indices) to a value inside the document."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_in(item, (*here, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths_in(item, (*here, i))


def replace_at(doc: dict[str, Any], path: tuple[Any, ...], new: Any) -> Any:
    doc = copy.deepcopy(doc)
    parent: Any = doc
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = new
    return doc


def random_path(rng: random.Random, doc: dict[str, Any]) -> tuple[Any, ...]:
    return rng.choice([p for p in paths_in(doc) if p])


ODD_VALUES = (None, True, False, 0, -1, 1, 2 ** 70, -(2 ** 63), 3.5, 1e308, "", "x", "#FFFFFF", "1,0/0",
              "hard", [], [1], {}, {"a": 1}, "\u0000", "é" * 100, 95, 96, -96, 5, 6)


def truncated(rng, raw, doc):
    return raw[:rng.randrange(len(raw))]


def flipped_bytes(rng, raw, doc):
    data = bytearray(raw)
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return bytes(data)


def changed_digit(rng, raw, doc):
    positions = [i for i, b in enumerate(raw) if chr(b).isdigit()]
    data = bytearray(raw)
    i = rng.choice(positions)
    data[i] = ord(rng.choice("0123456789"))
    return bytes(data)


def wrong_type_or_range(rng, raw, doc):
    return encode(replace_at(doc, random_path(rng, doc), rng.choice(ODD_VALUES)))


def changed_number(rng, raw, doc):
    numbers = [p for p in paths_in(doc) if p and isinstance(_get(doc, p), int)]
    path = rng.choice(numbers)
    return encode(replace_at(doc, path, _get(doc, path) + rng.choice((-1, 1, 100, -100))))


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def illegal_move(rng, raw, doc):
    moves = doc["moves"]
    if not moves:
        return encode({**doc, "moves": ["1,0/0"]})
    i = rng.randrange(len(moves))
    new = f"{rng.randint(-3, 12)},{rng.randint(-5, 14)}/{rng.randrange(4)}" + rng.choice(("", " R0", " T1", " F0",
                                                                                            " S2", " >1,0"))
    return encode(replace_at(doc, ("moves", i), new))


def shuffled_moves(rng, raw, doc):
    moves = list(doc["moves"])
    if len(moves) > 1:
        i, j = rng.sample(range(len(moves)), 2)
        moves[i], moves[j] = moves[j], moves[i]
    else:
        moves = moves * 2
    return encode({**doc, "moves": moves})


def swapped_cards(rng, raw, doc):
    deck = list(doc["deck"])
    i, j = rng.sample(range(len(deck)), 2)
    deck[i], deck[j] = deck[j], deck[i]
    return encode({**doc, "deck": deck})


def extra_key(rng, raw, doc):
    objects = [p for p in paths_in(doc) if isinstance(_get(doc, p), dict)]
    path = rng.choice(objects)
    target = copy.deepcopy(doc)
    _get(target, path)[rng.choice(("extra", "x", "Version", "cheat", ""))] = rng.choice(ODD_VALUES)
    return encode(target)


def removed_key(rng, raw, doc):
    objects = [p for p in paths_in(doc) if isinstance(_get(doc, p), dict) and _get(doc, p)]
    path = rng.choice(objects)
    target = copy.deepcopy(doc)
    del _get(target, path)[rng.choice(list(_get(target, path)))]
    return encode(target)


def deep_nesting(rng, raw, doc):
    depth = rng.choice((50, 1000, 100_000))
    inner = rng.choice((b"[" * depth + b"]" * depth, b'{"a":' * depth + b"1" + b"}" * depth, b"[" * depth))
    return raw.replace(b'"options": {}', b'"options": ' + inner, 1) if rng.random() < 0.5 else inner


def huge(rng, raw, doc):
    size = rng.choice((savegame.MAX_BYTES - len(raw) - 100, savegame.MAX_BYTES + 1, 5 * savegame.MAX_BYTES))
    filler = rng.choice((b" ", b"0", b"\n"))
    return raw[:-2] + b', "pad": "' + filler * max(size, 0) + b'"}\n' if rng.random() < 0.5 else filler * size


def empty_or_binary(rng, raw, doc):
    choice = rng.randrange(5)
    if choice == 0:
        return b""
    if choice == 1:
        return rng.choice((b" ", b"\n\n", b"\x00", b"null", b"0", b'""', b"[]", b"{}"))
    if choice == 2:
        return rng.randbytes(rng.randint(1, 4000))
    if choice == 3:
        return b"\xef\xbb\xbf" + raw  # a UTF-8 byte order mark
    return raw.decode().encode("utf-16")


def duplicated_key(rng, raw, doc):
    return raw.replace(b'"moves":', b'"moves": [], "moves":', 1)


DAMAGE: tuple[Damage, ...] = (truncated, flipped_bytes, changed_digit, wrong_type_or_range, changed_number,
                              illegal_move, shuffled_moves, swapped_cards, extra_key, removed_key, deep_nesting,
                              huge, empty_or_binary, duplicated_key, truncated, flipped_bytes)


def damaged_files(rounds: int, seed: int) -> Iterator[tuple[str, bytes]]:
    """(kind of damage, content) for ``rounds`` x every kind of damage."""
    rng = random.Random(seed)
    documents = base_documents()
    raws = [encode(doc) for doc in documents]
    for _ in range(rounds):
        for damage in DAMAGE:
            k = rng.randrange(len(documents))
            yield damage.__name__, damage(rng, raws[k], documents[k])


def test_damaged_files_open_as_legal_games_or_fail_cleanly(tmp_path: Path) -> None:
    counts: collections.Counter[tuple[str, str]] = collections.Counter()
    path = tmp_path / "damaged.nwgame"
    for name, content in damaged_files(ROUNDS, 20261129):
        path.write_bytes(content)
        before = hashlib.sha256(content).hexdigest()
        try:
            loaded = savegame.load(path)
        except SaveGameError as exc:
            message = str(exc)
            assert message and "\n" not in message and "Traceback" not in message
            outcome = "refused"
        else:
            # It opened: it must be a legal game matching its own digest.
            assert savegame.state_digest(loaded.game) == json.loads(content.decode("utf-8-sig"))["digest"]
            outcome = "opened"
        assert hashlib.sha256(path.read_bytes()).hexdigest() == before
        counts[name, outcome] += 1
    total = sum(counts.values())
    print(f"\nfuzz: {total} damaged files; " + ", ".join(f"{name} {outcome} {n}"
                                                          for (name, outcome), n in sorted(counts.items())))
    assert total >= 1000
    assert sum(n for (_, outcome), n in counts.items() if outcome == "refused") > 900


def test_save_check_prints_one_line_for_a_damaged_file(tmp_path: Path, capsys) -> None:
    path = tmp_path / "damaged.nwgame"
    for _, content in damaged_files(6, 7):
        path.write_bytes(content)
        code = cli_main(["save-check", "--json", str(path)])
        captured = capsys.readouterr()
        if code == 0:
            assert "scores" in json.loads(captured.out) and captured.err == ""
        else:
            assert code == 2 and captured.out == ""
            assert captured.err.count("\n") == 1 and captured.err.startswith("newworld-cli: ")
        assert path.read_bytes() == content
