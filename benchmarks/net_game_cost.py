"""What one game costs the network server: its memory in a room, and the time to load it from disk.

    python benchmarks/net_game_cost.py                 # 20 finished 3-player games of Random players
    python benchmarks/net_game_cost.py --games 50 --players 5

Plays the games (not measured), then measures what the server keeps of each
(the position with its moves, the turn records it announces: tracemalloc)
and how long the server takes to load one again (the saved game replayed
with every rule check, its turn records and digest), the median and range
over the games. Prints the load average before and after (the machine is shared).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

from newworld.ai import RandomPlayer
from newworld.engine.game import Game
from newworld.net.position import public_digest, replay_records
from newworld.savegame import default_seats, load, save


def finished_game(players: int, seed: int) -> Game:
    game = Game(players, seed)
    player = RandomPlayer(seed)
    while not game.is_over:
        game.push(player.choose(game))
        game.forget_undo()
    return game


def room_of(path: Path) -> tuple[object, ...]:
    """What the server keeps of a game it loads (see newworld.net.room.Room.loaded)."""
    game = load(path).game
    game.forget_undo()
    return game, replay_records(game), public_digest(game)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    print("load average:", os.getloadavg())
    games = [finished_game(args.players, seed) for seed in range(args.games)]
    with tempfile.TemporaryDirectory() as folder:
        paths = [Path(folder) / f"{i}.nwgame" for i in range(len(games))]
        for game, path in zip(games, paths, strict=True):
            save(path, game, default_seats(args.players))
        del games
        load_ms = []
        for path in paths:
            started = time.perf_counter()
            room_of(path)
            load_ms.append((time.perf_counter() - started) * 1000)
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        kept = [room_of(path) for path in paths]
        per_game = (tracemalloc.get_traced_memory()[0] - before) / len(kept) / 1024
        tracemalloc.stop()
    print(f"{len(paths)} finished {args.players}-player games: {per_game:.0f} KB each in memory; loading one "
          f"{statistics.median(load_ms):.0f} ms (median; {min(load_ms):.0f}..{max(load_ms):.0f})")
    print("load average:", os.getloadavg())


if __name__ == "__main__":
    main()
