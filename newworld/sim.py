"""Headless random games on the fast core (the ``newworld-cli sim`` tool)."""

from __future__ import annotations

import random
import time
from typing import Any

from newworld.engine.catalog import Catalog, default_catalog
from newworld.engine.core import Core
from newworld.engine.deck import shuffled


def random_turn(core: Core, rng: random.Random) -> tuple[int, int, int, list[int]]:
    """Play one uniformly random legal turn; return (cell, rotation, feature, order)."""
    rnd = rng.random
    cell, rot = core.random_placement(rnd)
    core.place(cell, rot)
    options = core.settler_options()
    k = int(rnd() * (len(options) + 1))
    feature = options[k] if k < len(options) else -1
    if feature >= 0:
        core.place_settler(feature)
    pending = core.pending()
    order = list(range(len(pending)))
    if len(pending) > 1:
        rng.shuffle(order)
    for i in order:
        core.score(pending[i])
    core.end_turn()
    return cell, rot, feature, order


def play_random_game(players: int, seed: int, catalog: Catalog | None = None) -> Core:
    """One complete game with uniformly random moves; deck and moves from ``seed``."""
    catalog = catalog or default_catalog()
    core = Core(catalog, players, shuffled(catalog.full_deck(), seed))
    rng = random.Random(seed)
    while not core.over:
        random_turn(core, rng)
    return core


def run_sim(games: int, players: int, seed: int, save_dir: str | None = None) -> dict[str, Any]:
    """Play ``games`` random games from seeds ``seed, seed + 1, ...``; time them."""
    if save_dir is not None:
        raise NotImplementedError("--save-dir arrives with the saved-game format")
    catalog = default_catalog()
    results = []
    start = time.perf_counter()
    for i in range(games):
        core = play_random_game(players, seed + i, catalog)
        results.append({"seed": seed + i, "scores": core.scores, "placed": len(core.cards),
                        "discarded": len(core.discarded), "turns": core.turn})
    seconds = time.perf_counter() - start
    return {"games": results, "seconds": round(seconds, 4),
            "games_per_second": round(games / seconds, 1) if seconds else None}
