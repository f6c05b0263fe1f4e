"""The engine's results never change: a fingerprint of seeded games, recorded once.

Every game of ``play_random_game`` for 2-5 players and a range of seeds is
reduced to a digest of everything it produced: the deck, every turn's move,
every event, the cards on the table, the discards, the scores, the supplies and
the Surveyors. ``tests/fixtures/engine-fingerprint.json`` holds the digests as
recorded from the engine before it was tuned and compiled; a speed-up
that changes any result, in pure Python or compiled, fails here.

Playouts from copies (:meth:`Core.clone`, which the computer players use) are
fingerprinted as well. To record the file anew (only for a deliberate rules
change, and say so in the changelog): ``python tests/test_engine_fingerprint.py``.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from newworld.engine.catalog import default_catalog
from newworld.engine.core import Core
from newworld.sim import midgame_position, play_random_game, random_turn

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "engine-fingerprint.json"
SEEDS = range(1, 51)  # 50 games for each number of players
PLAYOUT_SEEDS = range(1, 6)
PLAYOUTS_EACH = 10


def core_state(core: Core) -> list[Any]:
    return [list(core.deck), core.scores, core.events, sorted(core.cards.items()), core.discarded,
            core.supply, core.surveyors, core.turn, core.over]


def digest(data: Any) -> str:
    return hashlib.sha256(repr(data).encode()).hexdigest()[:24]


def game_fingerprint(players: int, seed: int) -> dict[str, Any]:
    turns: list[Any] = []
    core = play_random_game(players, seed, default_catalog(), turns)
    return {"scores": core.scores, "digest": digest([turns, *core_state(core)])}


def playout_fingerprint(players: int, seed: int) -> dict[str, Any]:
    """Random playouts to the end, each from a fresh copy of one mid-game position."""
    start = midgame_position(players, seed, 40)
    rng = random.Random(seed)
    states = []
    for _ in range(PLAYOUTS_EACH):
        core = start.clone()
        while not core.over:
            random_turn(core, rng)
        states.append(core_state(core))
    return {"digest": digest([core_state(start), states])}


def fingerprints() -> dict[str, Any]:
    return {
        "games": {f"{players}p-{seed}": game_fingerprint(players, seed) for players in range(2, 6) for seed in SEEDS},
        "playouts": {f"{players}p-{seed}": playout_fingerprint(players, seed)
                     for players in (2, 4) for seed in PLAYOUT_SEEDS},
    }


@pytest.fixture(scope="module")
def recorded() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("players", range(2, 6))
def test_seeded_games_are_unchanged(recorded: dict[str, Any], players: int) -> None:
    for seed in SEEDS:
        key = f"{players}p-{seed}"
        assert game_fingerprint(players, seed) == recorded["games"][key], f"game {key} differs from the record"


def test_playouts_from_copies_are_unchanged(recorded: dict[str, Any]) -> None:
    for players in (2, 4):
        for seed in PLAYOUT_SEEDS:
            key = f"{players}p-{seed}"
            assert playout_fingerprint(players, seed) == recorded["playouts"][key], f"playouts {key} differ"


def test_the_record_covers_every_game(recorded: dict[str, Any]) -> None:
    assert len(recorded["games"]) == 4 * len(SEEDS)
    assert len(recorded["playouts"]) == 2 * len(PLAYOUT_SEEDS)


def fixture_text(data: dict[str, Any]) -> str:
    """JSON with one line per game (readable diffs)."""
    sections = []
    for name, entries in data.items():
        lines = ",\n".join(f"  {json.dumps(key)}: {json.dumps(value, sort_keys=True)}"
                            for key, value in entries.items())
        sections.append(f"{json.dumps(name)}: {{\n{lines}\n}}")
    return "{\n" + ",\n".join(sections) + "\n}\n"


if __name__ == "__main__":
    FIXTURE.write_text(fixture_text(fingerprints()), encoding="utf-8")
    print(f"wrote {FIXTURE}", file=sys.stderr)
