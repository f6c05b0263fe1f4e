"""Computer players: legal, reproducible, fair, cancellable; the arena."""

from __future__ import annotations

import json
import random
import sys
import threading
import time
from pathlib import Path

import pytest

from newworld import savegame
from newworld.ai import ARENA_LEVELS, LEVELS, make_player
from newworld.ai.arena import run_arena, seats, wilson
from newworld.ai.baseline import BaselinePlayer
from newworld.ai.evaluate import Evaluator, Incremental
from newworld.ai.greedy import best_turn, medium_value
from newworld.ai.mcts import EXPERT_SETTINGS, HardPlayer, expert_player
from newworld.ai.replies import fast_best_turn
from newworld.ai.search import SearchSettings
from newworld.ai.turns import all_turns, public_core, turn_move
from newworld.cli import main
from newworld.engine.core import EV_SCORE, Core
from newworld.engine.game import Game
from newworld.sim import random_turn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))  # tools/ai_bench.py, ai_tune.py

SMALL_HARD = {"iterations": 12, "move_time": 30.0}  # reproducible: stops on simulations, not time


def player(level: str, seed: int = 0):
    if level == "hard":
        return HardPlayer(seed, **SMALL_HARD)
    if level == "expert":
        expert = expert_player(seed)
        expert.iterations = SMALL_HARD["iterations"]
        return expert
    if level == "baseline":
        return BaselinePlayer(seed, **SMALL_HARD)
    return make_player(level, seed=seed)


def positions(seeds=range(3), turns=(0, 7, 25, 50, 80), level="random") -> list[Game]:
    """Positions from games of ``level`` against itself, at several stages."""
    out = []
    for seed in seeds:
        game = Game(2, seed)
        mover = make_player(level, seed)
        while not game.is_over:
            if game.turn in turns:
                out.append(game.copy())
            game.push(mover.choose(game.copy()))
    return out


POSITIONS = positions()


def with_shuffled_deck(game: Game, seed: int) -> Game:
    """The same public position, with the unseen cards in another order."""
    core: Core = game.core.clone()
    rest = list(core.deck[core.deck_pos:])
    random.Random(seed).shuffle(rest)
    core.deck = core.deck[:core.deck_pos] + tuple(rest)
    return Game.from_core(core)


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_fast_levels_play_legal_moves(level):
    p = player(level, seed=1)
    for game in POSITIONS:
        assert game.is_legal(p.choose(game.copy()))


@pytest.mark.parametrize("level", ["hard", "expert", "baseline"])
def test_searching_levels_play_legal_moves(level):
    p = player(level, seed=1)
    for game in POSITIONS[::2]:
        assert game.is_legal(p.choose(game.copy()))


def test_every_level_finishes_a_game_with_legal_moves():
    game = Game(2, 11)
    players = [player("easy", 1), player("medium", 2)]
    while not game.is_over:
        move = players[game.current_player].choose(game.copy())
        assert game.is_legal(move)
        game.push(move)
    assert game.final_score()


def random_position(seed: int, turns: int) -> Game:
    """The position after ``turns`` turns of :func:`newworld.sim.random_turn` on deck ``seed``."""
    core = Game(2, seed).core.clone()
    rng = random.Random(seed)
    for _ in range(turns):
        random_turn(core, rng)
    return Game.from_core(core)


def test_scoring_orders_are_legal_permutations():
    """Where a turn completes several buildings, the order chosen is a legal permutation."""
    game = random_position(7, 12)  # found by search: some turns here complete two settled buildings
    core = public_core(game)
    first = len(core.events)

    def first_scored(c: Core) -> float:  # the segment scored first this turn
        return next(float(e[9]) for e in c.events[first:] if e[0] == EV_SCORE)

    # Preferring the highest, then the lowest, segment first: one of them is not the default order.
    orders = [turn for value in (first_scored, lambda c: -first_scored(c))
              for turn in all_turns(core, value) if turn.order is not None]
    assert orders
    for turn in orders:
        assert game.is_legal(turn_move(core, turn))
    for level in ARENA_LEVELS:
        assert game.is_legal(player(level).choose(game.copy()))


def test_incremental_evaluation_matches_the_full_one():
    for game in positions(seeds=range(2), turns=range(5, 90, 6), level="easy"):
        core = public_core(game)
        evaluator = Evaluator.for_game(core)
        incremental = Incremental(evaluator, core)
        for turn in all_turns(core, lambda c: 0.0):
            assert incremental.values(turn.after) == pytest.approx(evaluator.values(turn.after))


@pytest.mark.parametrize("level", ARENA_LEVELS)
def test_same_seed_same_decision(level):
    for game in POSITIONS[1::3]:
        assert player(level, seed=4).choose(game.copy()) == player(level, seed=4).choose(game.copy())


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "baseline"])
def test_decision_does_not_depend_on_the_hidden_deck_order(level):
    for game in POSITIONS[1::2]:
        expected = player(level, seed=9).choose(game.copy())
        for shuffle_seed in (1, 2):
            other = with_shuffled_deck(game, shuffle_seed)
            assert other.core.deck != game.core.deck or game.cards_left < 2
            assert player(level, seed=9).choose(other) == expected


def test_players_do_not_change_the_game_they_are_given():
    game = POSITIONS[3]
    before = (game.core.deck, game.core.deck_pos, game.scores, len(game.core.cards))
    for level in ARENA_LEVELS:
        player(level).choose(game)
    assert (game.core.deck, game.core.deck_pos, game.scores, len(game.core.cards)) == before


def test_hard_stops_soon_after_cancel():
    game = POSITIONS[2]
    hard = HardPlayer(0, move_time=30.0)
    cancel = threading.Event()
    timer = threading.Timer(0.2, cancel.set)
    timer.start()
    start = time.perf_counter()
    move = hard.choose(game.copy(), cancel)
    late = time.perf_counter() - start - 0.2
    timer.cancel()
    assert game.is_legal(move)
    # Measured: a few milliseconds. The bound is generous for a loaded machine.
    assert late < 0.5


def test_hard_respects_its_time_budget():
    game = POSITIONS[2]
    hard = HardPlayer(0, move_time=0.2)
    start = time.perf_counter()
    hard.choose(game.copy())
    assert time.perf_counter() - start < 0.2 * 3
    assert hard.last.simulations > 0


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_move_chosen_on_a_copy_is_legal_and_leaves_the_game_alone(level):
    game = POSITIONS[2]
    turn = game.turn
    move = make_player(level, seed=game.turn, move_time=0.1).choose(game.copy())
    assert game.is_legal(move)
    assert game.turn == turn


def test_unknown_level():
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_levels_and_their_budgets():
    assert LEVELS == ("random", "easy", "medium", "hard", "expert")  # the window's
    assert "baseline" in ARENA_LEVELS and "baseline" not in LEVELS  # arena only
    assert (make_player("hard").move_time, make_player("expert").move_time) == (1.0, 3.0)
    assert make_player("expert", workers=2).workers == 2 and make_player("expert").level == "expert"
    assert make_player("expert").settings == EXPERT_SETTINGS != make_player("hard").settings
    assert make_player("baseline", move_time=0.5).move_time == 0.5


def test_arena_easy_beats_random():
    result = run_arena("easy", "random", games=4, seed=5)
    assert result["games"] == 4
    assert result["wins_a"] + result["wins_b"] + result["draws"] == 4
    assert result["wins_a"] >= 3
    assert result["mean_score_diff"] > 0
    assert result["ci95"][0] <= result["win_rate_a"] <= result["ci95"][1]


def test_arena_cli_json(capsys):
    assert main(["arena", "easy", "random", "--games", "2", "--seed", "3", "--move-time", "0.05", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"a", "b", "games", "wins_a", "wins_b", "draws", "win_rate_a", "ci95",
                           "mean_score_diff", "move_time"}
    assert set(result["move_time"]["a"]) == {"median", "max"}
    assert (result["a"], result["b"], result["games"]) == ("easy", "random", 2)


def test_arena_first_player_begins_every_game_and_is_saved(capsys, tmp_path):
    assert main(["arena", "easy", "random", "--games", "2", "--players", "3", "--first-player", "2",
                 "--save-dir", str(tmp_path), "--json"]) == 0
    saved = [savegame.load(entry["file"]) for entry in json.loads(capsys.readouterr().out)["saved"]]
    assert [s.game.first_player for s in saved] == [1, 1]
    assert all([t.player for t in s.game.turns()[:3]] == [1, 2, 0] for s in saved)


def test_arena_cli_text_three_players(capsys):
    assert main(["arena", "easy", "random", "--games", "1", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "win rate of easy" in out and "95% CI" in out


def test_seats_alternate():
    assert seats(0, 2) == ["a", "b"]
    assert seats(1, 2) == ["b", "a"]
    assert sorted(seats(1, 3)) == ["a", "a", "b"]
    assert seats(0, 3) != seats(1, 3)


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi
    assert wilson(100, 100)[1] == 1.0
    assert 0.9 < wilson(100, 100)[0] < 1.0


def test_fast_replies_choose_what_medium_chooses():
    """Hard's replies (fast_best_turn) are Medium's choices, on every turn of games of 2 to 4 players."""
    rng = random.Random(0)
    checked = 0
    for seed in range(6):
        game = Game(2 + seed % 3, seed)
        mover = make_player("medium" if seed % 2 else "random", seed)
        while not game.is_over:
            core = public_core(game)
            value = medium_value(core)
            medium = best_turn(core, value, rng, 0.0)
            fast = fast_best_turn(core, Evaluator.for_game(core))
            assert value(fast.after) == pytest.approx(value(medium.after))  # equal value: only ties may differ
            assert game.is_legal(turn_move(core, fast))
            checked += (fast.cell, fast.rotation, fast.feature) == (medium.cell, medium.rotation, medium.feature)
            game.push(mover.choose(game.copy()))
    assert checked > 500


def test_with_more_players_hard_simulates_a_whole_round_and_plays_to_win():
    settings = SearchSettings()
    assert settings.for_players(2) == settings  # two players: the replies as set
    four = settings.for_players(4)
    assert (four.replies, four.win_scale) == (4, settings.multi_win_scale)
    deeper = EXPERT_SETTINGS.for_players(3)  # Expert's 4 replies: two whole rounds, back to the player each time
    assert (EXPERT_SETTINGS.for_players(2).replies, deeper.replies) == (4, 6)
    expert = player("expert")
    assert Game(3, 3).is_legal(expert.choose(Game(3, 3))) and expert.last.simulations >= 12
    game = Game(4, 3)
    assert all(0.0 <= p <= 1.0 for p in HardPlayer(0).shard(game, 0).priors)  # chances to win
    assert game.is_legal(HardPlayer(0, **SMALL_HARD).choose(game.copy()))


def test_tuning_variants_set_the_search_settings_they_name():
    from ai_tune import parse_variant

    weights, settings = parse_variant("whole_round=0,medium_opponents=true,endgame=6,trail_end=0.95")
    assert (settings.whole_round, settings.medium_opponents, settings.endgame) == (False, True, 6)
    assert weights.trail_end == settings.weights.trail_end == 0.95
    assert settings.for_players(4).replies == settings.replies  # not a whole round: the replies as set
    with pytest.raises(ValueError, match="expected NAME=VALUE"):
        parse_variant("no_such_setting=1")


def test_hard_with_its_opponents_modelled_as_medium_plays_legal_moves():
    game = Game(2, 5)
    for _ in range(30):
        game.push(make_player("medium", 1).choose(game.copy()))
    settings = SearchSettings(medium_opponents=True)
    move = HardPlayer(0, settings=settings, **SMALL_HARD).choose(game.copy())
    assert game.is_legal(move)
