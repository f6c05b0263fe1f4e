"""Properties over many random games: nothing lost, nothing duplicated, scores add up."""

import collections
import random

import pytest

from newworld.engine import Game, Move, Placement, SettlerChoice
from newworld.engine.catalog import default_catalog
from newworld.engine.core import DELTA, Core, cell_xy
from newworld.engine.deck import shuffled
from newworld.sim import play_random_game, random_turn

GAMES = 200


def _edges_match(core: Core) -> bool:
    """Every pair of touching cards (and card/starting space) shows the same edge type."""
    edges = core.tables.edges
    starts = {s.row: s.west for s in core.tables.catalog.starting_spaces}
    for cell, v in core.cards.items():
        mine = edges[v >> 2][v & 3]
        for d in range(4):
            other = cell + DELTA[d]
            od = (d + 2) % 4
            if other in core.cards:
                w = core.cards[other]
                if edges[w >> 2][w & 3][od] != mine[d]:
                    return False
            elif other in core.board:  # a starting space: only its west edge can touch
                assert d == 1
                if starts[cell_xy(other)[1]] != mine[d]:
                    return False
    return True


def _play_checked(players: int, seed: int) -> Core:
    catalog = default_catalog()
    core = Core(catalog, players, shuffled(catalog.full_deck(), seed))
    rng = random.Random(seed)
    previous = list(core.scores)
    while not core.over:
        random_turn(core, rng)
        assert all(now >= before for now, before in zip(core.scores, previous, strict=True))
        previous = list(core.scores)
        on_board = collections.Counter(core.owner.values())
        assert [core.supply[p] + on_board[p] + 1 for p in range(players)] == [6] * players
    return core


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_keep_every_invariant(chunk):
    catalog = default_catalog()
    for i in range(GAMES // 4):
        seed = 1000 + chunk * GAMES + i
        players = 2 + seed % 4
        core = _play_checked(players, seed)
        # Every card placed or removed exactly once, one card per cell.
        placed = collections.Counter(v >> 2 for v in core.cards.values())
        removed = collections.Counter(core.discarded)
        assert placed + removed == collections.Counter(catalog.full_deck())
        assert len(core.cards) + len(core.discarded) == 95
        assert _edges_match(core)
        # Final totals equal the sum of the scoring events.
        game = Game.from_core(core)
        final = game.final_score()
        assert list(final.totals) == core.scores
        assert sum(e.points_of(p) for e in game.score_events() for p in e.players) == sum(core.scores)


def test_random_games_rarely_discard():
    discards = [len(play_random_game(2, seed).discarded) for seed in range(100)]
    assert sum(discards) / len(discards) <= 1.0


def test_same_seed_same_game():
    a = play_random_game(3, 42)
    b = play_random_game(3, 42)
    assert a.scores == b.scores and a.cards == b.cards and a.events == b.events
    assert play_random_game(3, 43).cards != a.cards


def test_deck_order_is_fixed_for_a_seed():
    # The shuffle is our own SplitMix64 Fisher-Yates: the same on every platform and Python.
    ids = Game(2, seed=1).deck_ids
    assert len(ids) == 95
    assert ids[:3] == ["straight-post", "town-cap", "farm-bear"]


def _choose(rng: random.Random, options: list) -> int:
    return int(rng.random() * len(options))


@pytest.mark.parametrize("seed", [3, 17, 2024])
def test_friendly_api_and_fast_core_play_the_same_game(seed):
    """One rules implementation: the Game API and the bare core agree move by move."""
    players = 2 + seed % 4
    game = Game(players, seed=seed)
    core = Core(game.catalog, players, shuffled(game.catalog.full_deck(), seed))
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    while not game.is_over:
        placements = list(game.legal_placements())
        p = placements[_choose(rng_a, placements)]
        settlers = [None, *game.settler_choices(p)]
        s = settlers[_choose(rng_a, settlers)]
        n = len(game.scorings(p, s))
        order = tuple(reversed(range(n))) if n > 1 else None
        game.push(Move(p, s, order))

        cells = core.placements()
        cell, rot = cells[_choose(rng_b, cells)]
        core.place(cell, rot)
        options = [-1, *core.settler_options()]
        feature = options[_choose(rng_b, options)]
        if feature >= 0:
            core.place_settler(feature)
        pending = core.pending()
        for segment in reversed(pending):
            core.score(segment)
        core.end_turn()
        assert list(game.scores) == core.scores
    assert core.over
    assert game.core.events == core.events
    assert game.core.cards == core.cards


def test_move_text_round_trips_over_a_game():
    game = Game(2, seed=5)
    rng = random.Random(5)
    while not game.is_over:
        moves = list(game.legal_moves())
        move = moves[_choose(rng, moves)]
        text = move.to_str()
        assert Move.from_str(text) == move
        assert eval(repr(move), {"Move": Move, "Placement": Placement, "SettlerChoice": SettlerChoice}) == move
        game.push(text)


@pytest.mark.parametrize(("players", "seed"), [(1, 0), (6, 0), ("2", 0), (2, "seven"), (2, 1.5)])
def test_bad_setup_gets_a_clear_error(players, seed):
    from newworld.engine import InvalidMoveError

    with pytest.raises(InvalidMoveError, match="players must be|seed must be"):
        Game(players, seed=seed)
