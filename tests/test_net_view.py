"""The client's view of a network game follows the referee exactly, knowing only what a seat may know.

No network here: the server's own message builders feed one view per seat.
"""

import collections
import random

import pytest

from newworld.ai import RandomPlayer
from newworld.engine.game import Game
from newworld.net.messages import read_server_message
from newworld.net.position import (
    discard_ids,
    drawn_field,
    moved_fields,
    play_recorded,
    public_digest,
    public_state,
    replay_records,
    snapshot_fields,
)
from newworld.net.protocol import ProtocolError
from newworld.net.view import APPLIED, GAP, MISMATCH, STALE, GameView, ViewError

SEATS = [{"name": f"P{i}", "kind": "remote", "level": "random", "taken": True, "connected": True} for i in range(5)]


def state(fields):
    """A ``state`` message as the client reads it."""
    return read_server_message({"type": "state", **fields})


def moved(fields):
    return read_server_message({"type": "moved", **fields})


class Referee:
    """A game as the server holds it, with the messages it sends."""

    def __init__(self, players, seed, move_seed, first_player=0):
        self.game = Game(players, seed, first_player=first_player)
        self.opening = discard_ids(self.game)
        self.records = []
        self.bot = RandomPlayer(move_seed)

    def snapshot(self, seat):
        game = self.game
        fields = snapshot_fields("ABCDEF", game, self.opening, self.records, public_digest(game))
        fields["seats"] = SEATS[:game.players]
        if game.current_player == seat:
            fields.update(drawn_field(game))
        return fields

    def turn(self):
        record = play_recorded(self.game, self.bot.choose(self.game.copy()))
        self.records.append(record)
        return record, moved_fields("ABCDEF", self.game, record, public_digest(self.game))

    def message_for(self, fields, seat):
        game = self.game
        return {**fields, **drawn_field(game)} if not game.is_over and game.current_player == seat else fields


def seat_view(referee, seat):
    view = GameView("ABCDEF")
    view.my_seats.add(seat)
    view.load_state(state(referee.snapshot(seat)))
    return view


def play_through(players, seed, move_seed, join_at=0, first_player=0):
    """Play a whole game; every seat's view applies every announcement; return (referee, views, discards)."""
    referee = Referee(players, seed, move_seed, first_player)
    views = []
    discards = len(referee.opening)
    while not referee.game.is_over:
        if referee.game.turn == join_at and not views:
            views = [seat_view(referee, s) for s in range(players)]
        record, fields = referee.turn()
        discards += len(record.discards)
        for seat, view in enumerate(views):
            assert view.apply_moved(moved(referee.message_for(fields, seat))) == APPLIED
            game = referee.game
            if not game.is_over and game.current_player == seat:
                assert view.drawn == game.drawn.id and view.my_turn == seat
                assert set(view.game.legal_moves()) == set(game.legal_moves())
            else:
                assert view.drawn is None and view.my_turn is None
    return referee, views, discards


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 11), (5, 7)])
def test_every_seat_follows_a_whole_game(players, seed):
    referee, views, _ = play_through(players, seed, seed)
    for view in views:
        assert view.over and view.agrees and view.mismatches == 0
        assert view.game.scores == referee.game.scores
        assert view.game.final_score() == referee.game.final_score()
        assert [m.to_str() for m in view.game.moves] == [m.to_str() for m in referee.game.moves]


@pytest.mark.parametrize("join_at", [0, 31])
def test_a_game_that_seat_3_began_is_followed_from_its_snapshot(join_at):
    referee, views, _ = play_through(4, 8, 8, join_at=join_at, first_player=2)
    assert referee.game.turns()[0].player == 2
    for view in views:
        assert view.game.first_player == 2 and view.over and view.agrees and view.mismatches == 0
        assert [t.player for t in view.game.turns()] == [t.player for t in referee.game.turns()]


def test_a_snapshot_names_who_began_and_a_seat_that_is_no_seat_is_refused():
    referee = Referee(3, 4, 4, first_player=1)
    referee.turn()
    snapshot = referee.snapshot(2)
    assert snapshot["first_player"] == 1
    announced = referee.turn()[1]
    assert announced["player"] == 2  # the seat that just moved: seat 1 began, seat 2 followed
    for wrong in (3, -1):
        with pytest.raises(ViewError, match="no seat"):
            GameView("ABCDEF").load_state(state({**snapshot, "first_player": wrong}))
    for wrong in ("1", True):  # not a whole number: refused where the message is read
        with pytest.raises(ProtocolError, match="first_player"):
            state({**snapshot, "first_player": wrong})


def test_games_with_discarded_cards_are_followed():
    # Seeds found by search: each of these random games discards a card that fits nowhere.
    for seed in (16, 132):
        _, views, discards = play_through(2, seed, seed)
        assert discards == 1
        assert all(v.agrees for v in views)


def test_a_stand_in_card_that_fits_nowhere_is_replaced(monkeypatch):
    """The view's stand-in for an unknown next card must fit, or its engine would discard it."""
    import newworld.net.view as view_module

    referee = Referee(2, 132, 132)
    plain_tail = view_module._tail

    def worst_tail(discards, first, rest):  # stand-ins that fit nowhere on the referee's board first
        tail = plain_tail(discards, first, rest)
        n = len(discards) + (first is not None)
        return tail[:n] + sorted(tail[n:], key=referee.game.core.fits_anywhere)

    replaced = []
    real_fitting = GameView._fitting
    monkeypatch.setattr(view_module, "_tail", worst_tail)
    monkeypatch.setattr(GameView, "_fitting", lambda self, game, cards: replaced.append(1) or real_fitting(
        self, game, cards))
    views = [seat_view(referee, s) for s in range(2)]
    while not referee.game.is_over:
        _, fields = referee.turn()
        for seat, view in enumerate(views):
            assert view.apply_moved(moved(referee.message_for(fields, seat))) == APPLIED
    assert replaced and all(v.agrees for v in views)


def test_a_view_built_mid_game_from_a_snapshot_follows_the_rest():
    referee, views, _ = play_through(3, 5, 9, join_at=40)
    assert all(v.agrees and v.over for v in views)


def test_the_view_never_holds_the_deck_order():
    referee = Referee(3, 4, 4)
    for _ in range(10):
        referee.turn()
    view = seat_view(referee, (referee.game.current_player + 1) % 3)  # not the player to move
    server_core, view_core = referee.game.core, view.game.core
    server_future = server_core.deck[server_core.deck_pos - 1:]  # the drawn card and the cards to come
    view_future = view_core.deck[view_core.deck_pos - 1:]
    assert collections.Counter(view_future) == collections.Counter(server_future)
    assert list(view_future) == sorted(view_future)  # catalog order: it carries nothing but the multiset
    assert public_state(view.game) == public_state(referee.game)
    assert view.drawn is None


def test_stale_gap_and_tampered_announcements():
    referee = Referee(2, 1, 1)
    view = seat_view(referee, 0)
    _, first = referee.turn()
    _, second = referee.turn()
    assert view.apply_moved(moved(second)) == GAP
    assert view.apply_moved(moved(first)) == APPLIED
    assert view.apply_moved(moved(first)) == STALE
    assert view.apply_moved(moved({**second, "digest": "0" * 64})) == MISMATCH
    assert view.mismatches == 1


def test_an_illegal_announced_move_is_a_mismatch_not_a_crash():
    referee = Referee(2, 1, 1)
    view = seat_view(referee, 1)
    _, fields = referee.turn()
    assert view.apply_moved(moved({**fields, "move": "50,50/0"})) == MISMATCH
    assert view.apply_moved(moved({**fields, "card": "no-such-card"})) == MISMATCH


@pytest.mark.parametrize("damage", [
    lambda s: {**s, "history": [["1,0/0", "no-such-card", []]]},
    lambda s: {**s, "opening": ["x"] * 3},
    lambda s: {**s, "digest": "f" * 64},
    lambda s: {**s, "seats": s["seats"][:1]},
])
def test_a_damaged_snapshot_is_refused_with_a_view_error(damage):
    referee = Referee(3, 2, 2)
    for _ in range(5):
        referee.turn()
    with pytest.raises(ViewError):
        GameView("ABCDEF").load_state(state(damage(referee.snapshot(0))))


@pytest.mark.parametrize("damage", [
    lambda s: {k: v for k, v in s.items() if k != "history"},
    lambda s: {**s, "history": [["1,0/0", "a"]]},
    lambda s: {**s, "turn": "7"},
    lambda s: {**s, "seats": [{"kind": "remote"}]},
    lambda s: {**s, "drawn": 12},
])
def test_a_snapshot_of_the_wrong_shape_is_refused_where_it_is_read(damage):
    referee = Referee(3, 2, 2)
    referee.turn()
    with pytest.raises(ProtocolError) as refused:
        state(damage(referee.snapshot(0)))
    assert refused.value.kind == "bad_message"


def test_records_replayed_from_a_saved_game_match_the_live_ones():
    referee = Referee(4, 8, 8)
    while not referee.game.is_over:
        referee.turn()
    opening, records = replay_records(referee.game)
    assert opening == referee.opening and records == referee.records


def test_the_unplaced_multiset_is_the_whole_deck_less_the_revealed_cards():
    referee = Referee(3, 6, 6)
    rng = random.Random(1)
    for _ in range(rng.randrange(20, 60)):
        referee.turn()
    state = public_state(referee.game)
    full = collections.Counter(t.id for t in referee.game.catalog.types for _ in range(t.count))
    shown = collections.Counter([c[2] for c in state["cards"]]) + collections.Counter(state["discarded"])
    assert collections.Counter(state["unplaced"]) == full - shown


def test_the_referee_keeps_the_moves_but_forgets_the_positions_it_never_goes_back_to():
    from newworld.engine.errors import IllegalMoveError
    from newworld.savegame import build_document, default_seats

    referee = Referee(3, 12, 12)
    for _ in range(20):
        referee.turn()
        referee.game.forget_undo()
    game = referee.game
    assert [m.to_str() for m in game.moves] == [r.move for r in referee.records]
    assert build_document(game, default_seats(3))["moves"] == [r.move for r in referee.records]
    with pytest.raises(IllegalMoveError, match="forget_undo"):
        game.undo()
    referee.turn()
    assert game.undo().to_str() == referee.records[-1].move  # what came after can still be taken back
