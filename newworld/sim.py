"""Headless random games on the fast core (the ``newworld-cli sim`` tool)."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from newworld.engine.catalog import Catalog, default_catalog
from newworld.engine.core import Core, cell_xy
from newworld.engine.deck import shuffled
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice


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


Turn = tuple[int, int, int, list[int]]


def play_random_game(players: int, seed: int, catalog: Catalog | None = None,
                     record: list[Turn] | None = None) -> Core:
    """One complete game with uniformly random moves; deck and moves from ``seed``.

    With ``record``, each turn's ``(cell, rotation, feature, order)`` is appended to it.
    """
    catalog = catalog or default_catalog()
    core = Core(catalog, players, shuffled(catalog.full_deck(), seed))
    rng = random.Random(seed)
    if record is None:
        while not core.over:
            random_turn(core, rng)
    else:
        while not core.over:
            record.append(random_turn(core, rng))
    return core


def game_from_turns(core: Core, turns: list[Turn]) -> Game:
    """Replay recorded core turns through the checked Game API (to save them)."""
    game = Game(core.players, deck=[core.tables.catalog.types[t].id for t in core.deck])
    for cell, rotation, feature, order in turns:
        card = game.drawn
        assert card is not None
        x, y = cell_xy(cell)
        settler = SettlerChoice(card.features[feature].kind, feature) if feature >= 0 else None
        game.push(Move(Placement(x, y, rotation), settler, tuple(order) if len(order) > 1 else None))
    return game


def save_games(save_dir: str, players: int, played: list[tuple[int, Core, list[Turn]]]) -> list[str]:
    """Write each played game as ``sim-<seed>.nwgame`` in ``save_dir``; return the paths."""
    from newworld import savegame

    folder = Path(save_dir)
    folder.mkdir(parents=True, exist_ok=True)
    seats = [savegame.Seat(f"Computer {i + 1}", savegame.DEFAULT_COLORS[i], "computer", "random")
             for i in range(players)]
    paths = []
    for seed, core, turns in played:
        path = folder / f"sim-{seed}.nwgame"
        savegame.save(path, game_from_turns(core, turns), seats, seed=seed)
        paths.append(str(path))
    return paths


def run_sim(games: int, players: int, seed: int, save_dir: str | None = None) -> dict[str, Any]:
    """Play ``games`` random games from seeds ``seed, seed + 1, ...``; time them.

    With ``save_dir``, each game is also written as a ``.nwgame`` file there
    (after the timing: recording the turns is the only cost inside it).
    """
    catalog = default_catalog()
    results = []
    played: list[tuple[int, Core, list[Turn]]] = []
    start = time.perf_counter()
    for i in range(games):
        record: list[Turn] | None = None if save_dir is None else []
        core = play_random_game(players, seed + i, catalog, record)
        if record is not None:
            played.append((seed + i, core, record))
        results.append({"seed": seed + i, "scores": core.scores, "placed": len(core.cards),
                        "discarded": len(core.discarded), "turns": core.turn})
    seconds = time.perf_counter() - start
    out: dict[str, Any] = {"games": results, "seconds": round(seconds, 4),
                           "games_per_second": round(games / seconds, 1) if seconds else None}
    if save_dir is not None:
        out["saved"] = save_games(save_dir, players, played)
    return out
