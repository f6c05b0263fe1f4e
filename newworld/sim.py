"""Headless random games on the fast core (the ``newworld-cli sim`` tool)."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from newworld.engine.catalog import Catalog, default_catalog
from newworld.engine.core import Core, cell_xy, tables_for
from newworld.engine.deck import shuffled
from newworld.engine.game import FirstPlayer, Game, first_player_for
from newworld.engine.moves import Move, Placement, SettlerChoice


def random_turn(core: Core, rng: random.Random) -> tuple[int, int, int, list[int]]:
    """Play one uniformly random legal turn; return (cell, rotation, feature, order)."""
    rnd = rng.random
    cell, rot = core.random_placement(rnd)
    core.place(cell, rot)
    options = core.settler_options()
    if options:
        k = int(rnd() * (len(options) + 1))
        feature = options[k] if k < len(options) else -1
        if feature >= 0:
            core.place_settler(feature)
    else:
        rnd()  # the draw of "no settler" is made all the same: the same seed plays the same game
        feature = -1
    pending = core.pending()
    order: list[int] = []
    if pending:
        order = list(range(len(pending)))
        if len(pending) > 1:
            rng.shuffle(order)
        for i in order:
            core.score(pending[i])
    core.end_turn()
    return cell, rot, feature, order


Turn = tuple[int, int, int, list[int]]


def play_random_game(players: int, seed: int, catalog: Catalog | None = None,
                     record: list[Turn] | None = None, first_player: int = 0) -> Core:
    """One complete game with uniformly random moves; deck and moves from ``seed``, seat ``first_player`` first.

    With ``record``, each turn's ``(cell, rotation, feature, order)`` is appended to it.
    """
    catalog = catalog or default_catalog()
    core = Core(catalog, players, shuffled(tables_for(catalog).full_deck, seed), first_player)
    rng = random.Random(seed)
    if record is None:
        while not core.over:
            random_turn(core, rng)
    else:
        while not core.over:
            record.append(random_turn(core, rng))
    return core


def game_from_turns(players: int, deck: Sequence[int], turns: list[Turn], catalog: Catalog,
                    first_player: int = 0) -> Game:
    """Replay recorded core turns (on ``deck``, card type indices) through the checked Game API."""
    game = Game(players, deck=[catalog.types[t].id for t in deck], catalog=catalog, first_player=first_player)
    for cell, rotation, feature, order in turns:
        card = game.drawn
        assert card is not None
        x, y = cell_xy(cell)
        settler = SettlerChoice(card.features[feature].kind, feature) if feature >= 0 else None
        game.push(Move(Placement(x, y, rotation), settler, tuple(order) if len(order) > 1 else None))
    return game


def random_game(players: int, seed: int, catalog: Catalog | None = None, first_player: int = 0) -> Game:
    """A complete random game as a Game with its move history (for tests and saves)."""
    catalog = catalog or default_catalog()
    turns: list[Turn] = []
    core = play_random_game(players, seed, catalog, turns, first_player)
    return game_from_turns(players, core.deck, turns, catalog, first_player)


Played = tuple[int, int, Sequence[int], list[Turn]]  # seed, first player, deck, turns


def save_games(save_dir: str, players: int, played: list[Played]) -> list[str]:
    """Write each played game as ``sim-<seed>.nwgame`` in ``save_dir``; return the paths."""
    from newworld import savegame

    folder = Path(save_dir)
    folder.mkdir(parents=True, exist_ok=True)
    seats = [savegame.Seat(f"Computer {i + 1}", savegame.DEFAULT_COLORS[i], "computer", "random")
             for i in range(players)]
    paths = []
    catalog = default_catalog()
    for seed, first, deck, turns in played:
        path = folder / f"sim-{seed}.nwgame"
        savegame.save(path, game_from_turns(players, deck, turns, catalog, first), seats, seed=seed)
        paths.append(str(path))
    return paths


def run_sim(games: int, players: int, seed: int, save_dir: str | None = None,
            first_player: FirstPlayer = 0) -> dict[str, Any]:
    """Play ``games`` random games from seeds ``seed, seed + 1, ...``; time them.

    ``first_player``: the seat that begins every game, or ``"random"`` (drawn
    from each game's seed). With ``save_dir``, each game is also written as a
    ``.nwgame`` file there (after the timing: recording the turns is the only
    cost inside it).
    """
    catalog = default_catalog()
    results = []
    played: list[Played] = []
    start, cpu_start = time.perf_counter(), time.process_time()
    for i in range(games):
        record: list[Turn] | None = None if save_dir is None else []
        first = first_player_for(first_player, players, seed + i)
        core = play_random_game(players, seed + i, catalog, record, first)
        if record is not None:
            played.append((seed + i, first, core.deck, record))
        results.append({"seed": seed + i, "first_player": first, "scores": core.scores, "placed": len(core.cards),
                        "discarded": len(core.discarded), "turns": core.turn})
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    # CPU seconds too: on a shared machine they leave out the time other processes had the core.
    out: dict[str, Any] = {"games": results, "seconds": round(seconds, 4), "cpu_seconds": round(cpu_seconds, 4),
                           "games_per_second": round(games / seconds, 1) if seconds else None}
    if save_dir is not None:
        out["saved"] = save_games(save_dir, players, played)
    return out


def midgame_position(players: int, seed: int, cards_placed: int) -> Core:
    """A random game stopped once ``cards_placed`` cards lie on the table."""
    catalog = default_catalog()
    core = Core(catalog, players, shuffled(tables_for(catalog).full_deck, seed))
    rng = random.Random(seed)
    while not core.over and len(core.cards) < cards_placed:
        random_turn(core, rng)
    return core


def run_playouts(count: int, players: int, seed: int, from_card: int) -> dict[str, Any]:
    """Random playouts to the end from one mid-game position, each on a fresh copy."""
    start_position = midgame_position(players, seed, from_card)
    rng = random.Random(seed)
    start, cpu_start = time.perf_counter(), time.process_time()
    total = 0
    for _ in range(count):
        core = start_position.clone()
        while not core.over:
            random_turn(core, rng)
        total += core.scores[0] - core.scores[1]
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    return {"playouts": count, "from_card": len(start_position.cards), "seconds": round(seconds, 4),
            "cpu_seconds": round(cpu_seconds, 4),
            "playouts_per_second": round(count / seconds, 1) if seconds else None,
            "mean_score_diff": round(total / count, 2)}
