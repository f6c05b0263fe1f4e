"""Computer players in worker processes: real processes, started by these tests."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from pool_players import BrokenPlayer, CrashingPlayer, ReportingPlayer, StubbornPlayer, WaitingPlayer

from newworld.ai import base as ai_base
from newworld.ai import default_workers, make_player
from newworld.ai.mcts import HardPlayer, expert_player
from newworld.ai.pool import ATTEMPTS, Cancelled, SearchError, SearchPool
from newworld.ai.search import LocalShard, SearchStats, sequential_halving
from newworld.ai.turns import PublicPosition, Replayer
from newworld.cli import main
from newworld.engine.game import Game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))  # tools/ai_bench.py, ai_tune.py


def played(turns: int, players: int = 2, seed: int = 3, first_player: int = 0) -> Game:
    """A game (with its history) after ``turns`` turns of Medium."""
    game = Game(players, seed, first_player=first_player)
    medium = make_player("medium", seed)
    for _ in range(turns):
        game.push(medium.choose(game.copy()))
    return game


@pytest.fixture
def pool():
    p = SearchPool()
    yield p
    p.close()


def cancel_after(seconds: float) -> threading.Event:
    flag = threading.Event()
    timer = threading.Timer(seconds, flag.set)
    timer.daemon = True
    timer.start()
    return flag


def test_the_public_position_replays_the_game_without_the_deck_order():
    game = played(30, players=3)
    position = PublicPosition.of(game)
    seen = game.core.deck_pos
    ids = [t.id for t in game.catalog.types]
    assert position.deck[:seen] == tuple(ids[t] for t in game.core.deck[:seen])
    assert list(position.deck[seen:]) == sorted(position.deck[seen:])  # unseen: only the multiset
    replayed = position.game()
    assert (replayed.turn, replayed.scores, replayed.drawn) == (game.turn, game.scores, game.drawn)
    assert replayed.placed_cards() == game.placed_cards()
    with pytest.raises(ValueError, match="history"):
        PublicPosition.of(game.copy())  # a copy has no history to replay


def test_the_public_position_keeps_who_began_and_a_worker_never_mixes_two_such_games():
    game = played(13, players=3, first_player=2)
    position = PublicPosition.of(game)
    replayed = position.game()
    assert (replayed.first_player, replayed.current_player) == (2, game.current_player) == (2, 0)
    assert replayed.supply == game.supply and replayed.scores == game.scores
    replayer = Replayer()
    replayer.game(PublicPosition.of(played(5, players=3, first_player=2)))
    other = Game(3, 3)  # the same deck and moves, one more, begun by seat 0: not an extension of the other
    for move in game.moves[:6]:
        other.push(move)
    assert replayer.game(PublicPosition.of(other)).current_player == other.current_player == 0


def test_the_tutorials_short_deck_plays_in_a_worker_process_too(pool):
    from newworld.tutorial.lesson import LESSON, ScriptedPlayer, lesson_game

    game = lesson_game()
    replayed = PublicPosition.of(game).game()
    assert (replayed.drawn, replayed.remaining()) == (game.drawn, game.remaining())
    game.push(next(iter(game.legal_moves())))
    assert pool.choose(ScriptedPlayer(LESSON), game) == LESSON.reply(game.turn)  # the lesson's reply, not a fallback


def test_every_level_answers_from_a_worker_process(pool, tmp_path):
    game = played(12)
    for level in ("random", "easy", "medium", "baseline"):
        assert game.is_legal(pool.choose(make_player(level, seed=1, move_time=0.1), game))
    report = tmp_path / "report.txt"
    assert game.is_legal(pool.choose(ReportingPlayer(str(report)), game))
    pid, deck = report.read_text().splitlines()
    assert int(pid) in pool.pids() and int(pid) != os.getpid()
    seen = game.core.deck_pos
    assert deck.split()[:seen] == game.deck_ids[:seen]
    unseen = deck.split()[seen:]
    assert unseen == sorted(unseen) and unseen != game.deck_ids[seen:]  # the real order never left


@pytest.mark.parametrize("workers", [1, 2])
def test_hard_searches_in_worker_processes(pool, workers):
    game = played(20)
    hard = HardPlayer(5, move_time=0.4, workers=workers)
    assert game.is_legal(pool.choose(hard, game))
    assert len(pool.pids()) == workers and hard.last.shards == workers
    counted = HardPlayer(5, move_time=60, workers=workers, iterations=36)
    assert game.is_legal(pool.choose(counted, game))
    assert counted.last.simulations >= 36 * workers  # every shard ran its share of whole rounds
    expert = expert_player(5, move_time=0.4, workers=workers)
    assert game.is_legal(pool.choose(expert, game))


def test_a_search_in_one_worker_is_the_search_in_this_process(pool):
    """Same seed, same simulations: the worker process decides exactly as the player does here."""
    for turns in (3, 40):
        game = played(turns)
        remote = pool.choose(HardPlayer(7, iterations=40, move_time=60), game)
        assert remote == HardPlayer(7, iterations=40, move_time=60).choose(game.copy())


def test_the_decision_does_not_depend_on_the_hidden_deck_order(pool):
    game = played(25)
    other = Game(2, deck=PublicPosition.of(game).deck)  # the same cards seen, the unseen ones sorted
    for move in game.moves:
        other.push(move)
    assert other.core.deck != game.core.deck
    for player in (HardPlayer(3, iterations=30, move_time=60, workers=2), make_player("medium", 3)):
        assert pool.choose(player, game) == pool.choose(player, other)


@pytest.mark.parametrize("workers", [1, 2])
def test_cancel_stops_the_search(pool, workers):
    game = played(10)
    pool.warm_up(2, wait=True)
    start = time.monotonic()
    with pytest.raises(Cancelled):
        pool.choose(HardPlayer(1, move_time=30, workers=workers), game, cancel_after(0.3))
    assert time.monotonic() - start < 5  # generous: it takes milliseconds (see docs/AI.md)
    # The workers stopped searching (on a busy machine one may have been terminated instead).
    assert pool.restarts <= workers and all(w.pending is None for w in pool._workers)
    assert game.is_legal(pool.choose(make_player("medium"), game))


def test_a_worker_that_ignores_cancel_is_terminated(pool):
    game = played(10)
    pool.choose(make_player("easy"), game)  # started: the cancel comes while it thinks
    with pytest.raises(Cancelled):
        pool.choose(StubbornPlayer(30), game, cancel_after(0.3))
    assert pool.restarts == 1 and not pool.pids()  # terminated, not left spinning
    assert game.is_legal(pool.choose(make_player("medium"), game))  # a new one answers


def test_a_worker_that_dies_is_restarted_and_the_move_retried(pool):
    game = played(15)
    pool.warm_up(2)
    assert game.is_legal(pool.choose(make_player("easy"), game))
    victim = pool.pids()[0]
    threading.Timer(0.3, os.kill, (victim, signal.SIGKILL)).start()
    move = pool.choose(HardPlayer(2, move_time=1.0, workers=2), game)
    assert game.is_legal(move)
    assert pool.restarts >= 1 and victim not in pool.pids()


def test_a_worker_that_keeps_dying_is_reported(pool):
    game = played(5)
    with pytest.raises(SearchError, match=f"failed {ATTEMPTS} times"):
        pool.choose(CrashingPlayer(), game)
    assert game.is_legal(pool.choose(make_player("medium"), game))


def test_an_error_in_the_player_is_reported_and_the_worker_lives_on(pool):
    game = played(5)
    with pytest.raises(SearchError, match="no idea what to play"):
        pool.choose(BrokenPlayer(), game)
    assert pool.restarts == 0
    assert game.is_legal(pool.choose(make_player("medium"), game))


def test_default_workers(monkeypatch):
    monkeypatch.setattr(ai_base, "cores", lambda: 8)
    assert (default_workers("hard"), default_workers("expert"), default_workers("medium")) == (7, 8, 1)
    assert (default_workers("hard", cap=3), default_workers("hard", cap=20)) == (3, 8)
    assert default_workers("expert", cap=2) == 8  # Expert always takes every core
    monkeypatch.setattr(ai_base, "cores", lambda: 1)
    assert (default_workers("hard"), default_workers("expert")) == (1, 1)


def test_the_search_rate_bench_measures_the_level_it_is_given():
    from ai_bench import search_rate

    out = search_rate(0.2, 2, [1], level="expert")
    assert out["level"] == "expert" and out["workers"]["1"]["simulations_per_move"] > 0
    with pytest.raises(SystemExit, match="does not search"):
        search_rate(0.2, 1, [1], level="medium")


def test_arena_plays_hard_in_workers_and_saves_games_save_check_reopens(tmp_path, capsys):
    folder = tmp_path / "games"
    assert main(["arena", "hard", "easy", "--games", "2", "--seed", "4", "--move-time", "0.03",
                 "--move-time-b", "0.5", "--workers", "2", "--save-dir", str(folder), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 2 and len(result["saved"]) == 2
    assert result["move_time"]["a"]["median"] < 0.45  # A's budget (0.03 s and a loaded machine's delays), not B's
    for entry in result["saved"]:
        assert main(["save-check", entry["file"], "--json"]) == 0
        summary = json.loads(capsys.readouterr().out)
        assert summary["finished"] and summary["scores"] == entry["scores"]
        assert sorted(p["level"] for p in summary["players"]) == ["easy", "hard"]
    assert sorted(p.name for p in folder.iterdir()) == ["arena-001.nwgame", "arena-002.nwgame"]


def test_arena_rejects_bad_budgets(capsys):
    for bad in (["--move-time", "0"], ["--move-time-b", "soon"], ["--workers", "0"]):
        with pytest.raises(SystemExit):
            main(["arena", "hard", "easy", *bad])
        assert "error" in capsys.readouterr().err


def test_random_positions_in_many_games(pool):
    """Legal answers from the worker for positions across 3–5 player games."""
    rng = random.Random(2)
    for players in (3, 4, 5):
        game = played(rng.randrange(5, 60), players=players, seed=players)
        assert game.is_legal(pool.choose(HardPlayer(players, iterations=20, move_time=60, workers=2), game))


def test_two_workers_decide_as_two_shards_merged_in_this_process(pool):
    """The search spread over two processes is the search over two shards: same candidates, same merge."""
    game = played(30)
    player = HardPlayer(4, iterations=36, move_time=60, workers=2)
    remote = pool.choose(player, game)
    shards = [player.shard(game, i) for i in range(2)]
    stats = SearchStats()
    best = sequential_halving([LocalShard(s) for s in shards], shards[0].priors, player.settings,
                              time.monotonic() + 60, 36, None, stats)
    assert remote == shards[0].moves()[best]
    assert player.last.simulations == stats.simulations and player.last.shards == 2


def test_a_worker_replays_only_the_new_moves_and_gets_the_same_position():
    game = played(40, players=3, seed=8)
    replayer = Replayer()
    partial = Game(3, 8)
    positions = [PublicPosition.of(partial)]
    for move in game.moves:
        partial.push(move)
        positions.append(PublicPosition.of(partial))
    positions += [positions[10], positions[12], PublicPosition.of(played(5, players=2, seed=9))]  # undo, new game

    def state(g: Game) -> tuple:
        c = g.core
        return (c.deck, c.deck_pos, c.board, c.scores, c.supply, c.surveyors, c.owner, c.current, c.turn)

    for position in positions:
        assert state(replayer.game(position)) == state(position.game())


def test_the_public_position_carries_the_card_set_of_the_game(monkeypatch):
    """A game opened from an older version plays with its own card set, in a worker too."""
    from newworld import savegame
    from newworld.engine import catalog as catalog_module
    from newworld.engine import catalogs as catalogs_module
    from newworld.engine.catalog import parse_catalog
    from newworld.resources import read_text

    data = json.loads(read_text("cards.json"))
    data["cards"].append({"id": "test-four-animals", "name": "Meadow of four animals", "count": 2, "features": [
        {"kind": "plains", "edges": ["N", "E", "S", "W"], "animals": ["bison", "deer", "bear", "beaver"]}]})
    newer = parse_catalog(data)
    monkeypatch.setattr(catalog_module, "_DEFAULT", newer)  # cards.json changed since the game was saved
    monkeypatch.setattr(catalogs_module, "_BY_DIGEST", {})
    old = savegame.load(os.path.join(os.path.dirname(__file__), "fixtures", "v1.nwgame")).game
    assert old.catalog.digest != newer.digest
    position = PublicPosition.of(old)
    assert position.catalog == old.catalog.digest
    replayed = position.game()
    assert replayed.catalog.digest == old.catalog.digest and replayed.deck_ids[:old.core.deck_pos] == \
        old.deck_ids[:old.core.deck_pos]
    assert (replayed.scores, replayed.core.board) == (old.scores, old.core.board)


# --- the shared pool: many games' moves on a few processes, given out fairly ---------------------------------


def test_the_shared_pool_serves_each_owner_in_turn_within_its_share(tmp_path):
    from newworld.ai.shared import SharedPool

    game = played(10)
    position = PublicPosition.of(game)
    shared = SharedPool(slots=2)  # so each owner has one process at most
    try:
        def ask(owner, name):
            return shared.submit(owner, name, WaitingPlayer(str(tmp_path / name)), position, 60.0)[0]

        crowd = [ask("attacker", f"a{i}") for i in range(3)]  # three games of one address
        other = ask("victim", "v")  # another address's game, asked last
        (tmp_path / "v").touch()
        assert game.is_legal(other.result(timeout=60))  # served at once, on the other process
        assert crowd[0].running() and not crowd[1].running() and not crowd[2].running()
        assert crowd[2].cancel()  # a move that waits can be taken back
        (tmp_path / "a0").touch()
        (tmp_path / "a1").touch()
        assert game.is_legal(crowd[0].result(timeout=60)) and game.is_legal(crowd[1].result(timeout=60))
        assert crowd[2].cancelled() and shared.waiting() == 0
    finally:
        shared.close()
    assert not shared.pids()


def test_a_move_past_its_time_in_the_shared_pool_fails_and_the_process_is_replaced():
    from newworld.ai.shared import SharedPool

    game = played(10)
    shared = SharedPool(slots=2)
    try:
        future, _ = shared.submit("a", "g", StubbornPlayer(30), PublicPosition.of(game), 0.5)
        with pytest.raises(SearchError, match="no move within 0.5 s"):
            future.result(timeout=60)
        again, _ = shared.submit("a", "g", make_player("medium"), PublicPosition.of(game), 60.0)
        assert game.is_legal(again.result(timeout=60))
    finally:
        shared.close()


# --- a worker whose pool is gone -------------------------------------------------------------------------------


@pytest.mark.parametrize("when", ["starting", "thinking"])
def test_a_worker_whose_pool_dies_exits_quietly(tmp_path, when):
    release = tmp_path / "release"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([os.path.dirname(__file__), os.environ.get("PYTHONPATH", "")])}
    driver = subprocess.Popen([sys.executable, os.path.join(os.path.dirname(__file__), "orphan_driver.py"), when,
                               str(release)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    pids = [int(pid) for pid in driver.stdout.readline().split()]
    assert driver.wait(timeout=60) == 0 and pids
    release.touch()  # the thinking worker answers its pool, which is gone
    stderr = driver.stderr.read()  # to the end: when the workers have exited too (they hold the pipe)
    assert stderr == ""
    assert not any(running(pid) for pid in pids)


def running(pid: int) -> bool:
    """Whether process ``pid`` still runs (an exited one nobody has reaped yet does not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
