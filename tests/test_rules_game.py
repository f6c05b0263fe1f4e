"""Rules of the whole game: removed cards, the end and the final scoring, undo,
the move text form and its errors, 2 and 5 players."""

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scenario import FILLER, Scenario, describe, named, note_text

from newworld.engine.catalog import TRAIL
from newworld.engine.core import Core
from newworld.engine.errors import EngineError, IllegalMoveError, InvalidMoveError, MoveProblem
from newworld.engine.game import AT_RANDOM, Game, first_player_for
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.values import PlacedCard, PlacedSettler
from newworld.sim import random_game

# --- a card that fits nowhere --------------------------------------------------


def test_a_card_that_fits_nowhere_is_removed_and_the_next_drawn():
    deck = [FILLER] * 3 + ["town-four-flag", "straight"] + [FILLER] * 5
    s = Scenario(deck=deck)
    for row in (1, 4, 8):  # close the three started towns: no town edge is left open
        s.play("town-cap", 1, row, rot=1)
    assert s.game.drawn.id == "straight"
    assert [t.id for t in s.game.discarded] == ["town-four-flag"]
    assert [(n.turn, note_text(n)) for n in s.notes(what="discard")] == [
        (3, "'Walled town with Flag' fits nowhere and leaves the game")]
    assert s.game.cards_left == 5
    assert s.game.current_player == 1  # the same player draws again


# --- the end of the game -------------------------------------------------------


def test_the_game_ends_after_the_last_card_which_scores_as_usual_first():
    s = Scenario(turns=3)
    s.play("town-cap", 1, 8, rot=1, settler="S0")   # player 1: 4, a Surveyor to column 1
    s.play("straight", 1, 2, rot=1, settler="R0")   # player 2: a trail left unfinished
    assert not s.game.is_over and s.game.cards_left == 0
    events = s.play("town-cap", 1, 1, rot=1, settler="S0")  # the last card
    assert [(e.final, describe(e)) for e in events] == [
        (False, "town: 2 cards + 1 Surveyor = 8"),
        (True, "unfinished trail: 2 cards = 2"),  # both Surveyors in its column: no bonus now
    ]
    assert s.surveyors == (1, 1)
    assert s.game.is_over and s.game.drawn is None
    assert len(s.game.legal_placements()) == 0 and list(s.game.legal_moves()) == []
    with pytest.raises(IllegalMoveError, match="the game is over") as info:
        s.play("prairie", 1, 0)
    assert info.value.problem is MoveProblem.GAME_OVER
    final = s.game.final_score()
    assert final.totals == s.scores == (12, 2)
    assert final.winners == (0,)


def test_final_scoring_of_unfinished_trails_towns_and_farms_has_no_surveyor_bonus():
    s = Scenario(turns=5)
    s.play("town-cap", 1, 1, rot=1, settler="S0")            # player 1: 4
    s.play("town-cap", 1, 4, rot=1, settler="S0")            # player 2: 4 + 4; Surveyors in column 1
    s.play("straight-post", 1, 2, rot=1, settler="R0")       # player 1: trail with a Trading Post
    s.play("town-through-flag", 1, 8, rot=1, settler="S0")   # player 2: Jamestown with a Flag
    events = s.play("farm", 1, 3, settler="F0")              # player 1: the last card
    assert [(e.players, describe(e)) for e in events] == [
        ((0,), "unfinished trail: 2 cards + 1 Trading Post = 4"),
        ((1,), "unfinished town: 2 cards + 1 Town Flag = 3"),
        ((0,), "unfinished farm: 6 cards = 6"),  # the farm, 3 starting spaces, 2 cards
    ]
    assert s.scores == (14, 11)
    final = s.game.final_score()
    assert final.totals == s.scores
    assert named(final.breakdown[0]) == {"trails": 0, "towns": 4, "farms": 0, "surveyors": 0, "unfinished trails": 4,
                                  "unfinished towns": 0, "unfinished farms": 6, "plains": 0}
    assert named(final.breakdown[1])["surveyors"] == 4 and named(final.breakdown[1])["unfinished towns"] == 3
    assert s.settlers() == set() and s.supply == (5, 5)


def test_tied_totals_share_the_win():
    s = Scenario(turns=2)
    s.play("town-cap", 1, 1, rot=1, settler="S0")
    s.play("town-cap", 1, 8, rot=1, settler="S0")  # 4 + 4 with the Surveyor in column 1
    assert s.game.final_score().winners == (1,)
    s = Scenario(turns=2)
    s.play("straight", 1, 2, rot=1, settler="R0")
    s.play("straight", 1, 5, rot=1, settler="R0")
    assert s.game.final_score().totals == (2, 2) and s.game.final_score().winners == (0, 1)


# --- undo ----------------------------------------------------------------------


def snapshot(game: Game) -> tuple:
    return (game.scores, game.supply, game.surveyors, game.placed_cards(), game.placed_settlers(),
            game.drawn, game.current_player, game.turn, game.events_since(0), list(game.legal_placements()),
            game.cards_left, game.is_over)


def test_undo_restores_the_position_and_the_same_card_is_drawn_again():
    s = Scenario()
    s.play("straight", 1, 2, rot=1, settler="R0")
    s.force("farm-trail-post")
    before = snapshot(s.game)
    move = s.move(2, 2, rot=3, settler="F0")
    events = s.game.push(move)  # completes the trail: scores, returns, moves a Surveyor
    assert s.scores == (5, 0) and s.surveyors == (1, 0)
    assert s.game.undo() == move
    assert snapshot(s.game) == before
    assert s.game.drawn.id == "farm-trail-post"
    assert s.game.push(move) == events
    assert len(s.game.moves) == 2 and s.game.moves[-1] == move


def test_undo_with_no_move_is_refused():
    with pytest.raises(IllegalMoveError, match="there is no move to undo") as info:
        Game(2, seed=1).undo()
    assert info.value.problem is MoveProblem.NOTHING_TO_UNDO


def test_undo_of_the_last_card_reopens_the_game():
    s = Scenario(turns=2)
    s.play("straight", 1, 2, rot=1, settler="R0")
    s.play("straight", 1, 5, rot=1, settler="R0")
    assert s.game.is_over and s.scores == (2, 2)
    s.game.undo()
    assert not s.game.is_over and s.scores == (0, 0) and s.game.drawn.id == "straight"


def played(moves: int, forget_each: bool) -> Game:
    """A seeded game after ``moves`` turns; ``forget_each``: forget_undo after every push (as a server does)."""
    full = random_game(2, 1)
    game = Game(2, deck=full.deck_ids)
    for move in full.moves[:moves]:
        game.push(move)
        if forget_each:
            game.forget_undo()
    return game


@pytest.mark.parametrize("moves", [1, 3])
def test_forget_undo_keeps_the_moves_and_turns_but_no_move_can_be_taken_back(moves):
    game = played(moves, forget_each=False)
    moves, turns = game.moves, game.turns()
    game.forget_undo()
    assert game.moves == moves and game.turns() == turns and game.turn == len(moves)
    with pytest.raises(IllegalMoveError, match="keeps no positions to go back to") as info:
        game.undo()
    assert info.value.problem is MoveProblem.NOTHING_TO_UNDO
    assert game.moves == moves


def test_forget_undo_forgets_every_move_since_it_was_last_called_however_many():
    once = played(3, forget_each=False)
    once.forget_undo()
    assert pickle.dumps(once) == pickle.dumps(played(3, forget_each=True))  # no position kept anywhere


def test_forget_undo_before_any_move_changes_nothing_and_later_moves_can_be_taken_back():
    game = Game(2, seed=1)
    game.forget_undo()
    assert game.moves == []
    move = next(game.legal_moves())
    game.push(move)
    assert game.undo() == move and game.turn == 0


def test_events_since_without_an_index_gives_every_event_and_repr_names_the_game():
    game = random_game(2, 1)
    assert game.events_since() == game.events_since(0) and len(game.events_since()) == len(game.core.events) > 0
    assert repr(game) == f"<Game players=2 seed={game.seed} turn={game.turn} scores={list(game.scores)}>"


def test_the_table_and_its_settlers_say_where_each_card_lies_turned_how_and_whose_settler_stands_where():
    s = Scenario()
    s.play("straight", 1, 2, rot=1, settler="R0")
    s.play("prairie", 1, 3)
    straight, prairie = s.catalog.by_id["straight"], s.catalog.by_id["prairie"]
    assert s.game.placed_cards() == {(1, 2): (straight, 1), (1, 3): (prairie, 0)}
    assert s.game.table() == [PlacedCard(1, 2, straight, 1), PlacedCard(1, 3, prairie, 0)]
    assert s.game.placed_settlers() == [PlacedSettler(0, 1, 2, 0, TRAIL)]


def test_the_legal_placements_view_counts_tests_and_empties_at_the_end():
    s = Scenario(turns=1)
    s.force("straight")
    legal = s.game.legal_placements()
    assert bool(legal) and legal.count() == len(legal) == len(list(legal)) == 7  # the 7 plains and trail spaces
    assert Placement(1, 2, 1) in legal
    assert "1,2/1" not in legal and None not in legal  # only Placements are members
    s.play("straight", 1, 2, rot=1)
    assert s.game.is_over
    legal = s.game.legal_placements()
    assert not legal and legal.count() == 0 and list(legal) == []
    assert Placement(1, 5, 1) not in legal


def test_a_single_legal_placement_is_still_a_move():
    s = Scenario()
    s.play("town-cap", 1, 1, rot=1)  # close Plymouth and New York: Jamestown is the last open town edge
    s.play("town-cap", 1, 4, rot=1)
    s.force("town-four-flag")
    legal = s.game.legal_placements()
    assert list(legal) == [Placement(1, 8, 0)]
    assert bool(legal) and len(legal) == legal.count() == 1


# --- the move text form and the errors -----------------------------------------


@pytest.mark.parametrize("text", ["1,4/0", "12,-7/3 T2", "2,3/2 F0 >2,0,1", "1,0/1 >1,0", "3,-2/1 R0 >1,0"])
def test_move_text_reads_back(text):
    move = Move.from_str(text)
    assert move.to_str() == str(move) == text
    assert Move.from_str(move.to_str()) == move
    names = {"Move": Move, "Placement": Placement, "SettlerChoice": SettlerChoice}
    assert eval(repr(move), names) == move  # noqa: S307 (a repr that reads back)


def test_move_text_parts():
    assert Move.from_str("3,-2/1 R0 >1,0") == Move(Placement(3, -2, 1), SettlerChoice(TRAIL, 0), (1, 0))


@pytest.mark.parametrize(("text", "message"), [
    ("", "bad move ''"),
    ("1,4", "bad placement '1,4'"),
    ("1,4/4", "bad placement '1,4/4'"),
    ("a,b/0", "bad placement 'a,b/0'"),
    ("1,4/0 X0", "bad settler 'X0'"),
    ("1,4/0 R0 S1", "unexpected 'S1'"),
    ("1,4/0 >1,,0", "bad scoring order '>1,,0'"),
    ("1,4/0 >0 R1", "unexpected 'R1'"),
    ("1,4/0 R0 >0 x", "more than three parts"),
    # One canonical spelling: exactly what Move.to_str writes.
    ("1,3/0  F0", "two spaces in a row"),
    (" 1,3/0", "blank space at the start or end"),
    ("1,3/0 F0 ", "blank space at the start or end"),
    ("1,3/0\n", "blank space at the start or end"),
    ("1,3/0\tF0", "separated by one plain space"),
    ("1,3/0\u00a0F0", "separated by one plain space"),
    ("01,3/0", "bad placement '01,3/0': no leading zeros"),
    ("1,-03/0", "no leading zeros"),
    ("1,+3/0", "no '+' sign"),
    ("-0,3/0", "write -0 as 0"),
    ("1,3/00", "no leading zeros"),
    ("\u0661,3/0", "digits must be 0-9"),
    ("1,3/0 R01", "bad settler 'R01': no leading zeros"),
    ("1,3/0 r0", "bad settler 'r0'"),
    ("1,3/0 >0,01", "bad scoring order '>0,01': no leading zeros"),
    ("1,3/0 > 1,0", "bad scoring order '>'"),
])
def test_malformed_move_text_raises_invalid_move_error(text, message):
    with pytest.raises(InvalidMoveError) as info:
        Move.from_str(text)
    assert message in str(info.value)
    game = Game(2, seed=1)
    with pytest.raises(InvalidMoveError):
        game.push(text)


moves = st.builds(
    Move,
    st.builds(Placement, st.integers(-120, 200), st.integers(-120, 120), st.integers(0, 3)),
    st.none() | st.builds(SettlerChoice, st.integers(0, 3), st.integers(0, 12)),
    st.none() | st.lists(st.integers(0, 3), min_size=1, max_size=4).map(tuple),
)


@settings(max_examples=300, deadline=None)
@given(moves, st.integers(0, 40), st.sampled_from([" ", "\t", "0", "+", "-", ",", "", "\u0661"]))
def test_a_move_text_has_exactly_one_spelling(move, at, char):
    """Change a canonical move text by one character: it is refused, or it is another canonical text."""
    text = move.to_str()
    assert Move.from_str(text) == move
    at %= len(text) + 1
    changed = text[:at] + char + text[at + (char == ""):]
    try:
        again = Move.from_str(changed)
    except InvalidMoveError:
        return
    assert again.to_str() == changed


def test_other_malformed_input():
    with pytest.raises(InvalidMoveError, match="a move is a text"):
        Move.from_str(5)  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match="rotation must be 0..3"):
        Placement(1, 1, 4)
    with pytest.raises(InvalidMoveError, match="bad placement 5"):
        Placement.from_str(5)  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match="bad settler None"):
        SettlerChoice.from_str(None)  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match="expected a Move"):
        Game(2, seed=1).push(Placement(1, 1, 0))  # type: ignore[arg-type]
    assert issubclass(InvalidMoveError, ValueError) and issubclass(IllegalMoveError, EngineError)


def test_illegal_moves_raise_illegal_move_error_and_are_not_legal():
    s = Scenario()
    s.force("town-cap")
    game = s.game
    order = MoveProblem.SCORING_ORDER
    for text, message, problem in [
            ("5,5/0", "no card or starting space touches 5,5", MoveProblem.NOT_TOUCHING),
            ("1,2/1", "the east edge is town but must continue trail", MoveProblem.EDGES_DIFFER),
            ("1,1/1 S0 >1,0", "the scoring order must be a permutation of 0..0 (1 building completes)", order),
            ("1,0/0 >0", "no building completes, so there is no scoring order to give", order)]:
        assert not game.is_legal(Move.from_str(text))
        with pytest.raises(IllegalMoveError) as info:
            game.push(text)
        assert message in str(info.value) and info.value.problem is problem
        assert pickle.loads(pickle.dumps(info.value)).problem is problem  # crosses to a worker process
    assert game.turn == 0 and game.scores == (0, 0)
    assert game.is_legal(Move.from_str("1,1/1 S0 >0"))
    events = game.push("1,1/1 S0 >0")
    assert [describe(e) for e in events] == ["town: 2 cards = 4"]


# --- 2 and 5 players -------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 6, 0])
def test_player_count_is_2_to_5(players):
    with pytest.raises(InvalidMoveError, match="players must be 2..5"):
        Game(players)


def test_five_players_take_turns_and_score_for_themselves():
    s = Scenario(players=5)
    assert s.supply == (5,) * 5
    s.play("town-cap", 1, 1, rot=1, settler="S0")
    s.play("town-cap", 1, 4, rot=1, settler="S0")
    s.play("town-cap", 1, 8, rot=1, settler="S0")
    s.play("prairie", 1, 0, settler="T0")
    assert s.game.current_player == 4
    s.play("prairie", 1, 3, settler="T0")
    assert s.game.current_player == 0
    assert s.scores == (4, 8, 12, 0, 0)
    assert s.supply == (5, 5, 5, 4, 4)
    assert s.game.settlers_accounted() == (6,) * 5


def test_two_players_alternate():
    s = Scenario(players=2)
    assert s.game.current_player == 0
    s.play("prairie", 1, 0)
    assert s.game.current_player == 1
    s.play("prairie", 1, 3)
    assert s.game.current_player == 0


# --- who begins ------------------------------------------------------------------


def test_the_chosen_first_player_moves_first_and_the_turns_go_round_from_there():
    game = Game(3, 7, first_player=2)
    assert game.current_player == game.first_player == 2
    played = []
    for _ in range(7):
        played.append(game.current_player)
        game.push(next(iter(game.legal_moves())))
    assert played == [2, 0, 1, 2, 0, 1, 2]
    assert [t.player for t in game.turns()] == played
    assert game.first_player == 2 and game.copy().first_player == 2
    game.undo()
    assert game.current_player == played[-1] and game.first_player == 2


def test_the_first_players_settler_and_points_are_their_own():
    s = Scenario(players=3)
    s.game = Game.from_core(Core(s.catalog, 3, [s.catalog.by_id[FILLER].index] * 10, 1))
    s.play("town-cap", 1, 1, rot=1, settler="S0")  # seat 1 closes a town on the first turn
    assert s.scores == (0, 4, 0) and s.game.current_player == 2
    s.play("prairie", 1, 0, settler="T0")
    assert s.supply == (5, 5, 4) and s.game.current_player == 0


def test_who_begins_changes_nothing_else():
    default, chosen = Game(4, 11), Game(4, 11, first_player=3)
    assert chosen.deck_ids == default.deck_ids and chosen.drawn == default.drawn
    assert Game(4, 11, first_player=0).core.player == default.core.player == 0


def test_at_random_is_drawn_from_the_seed_once_and_kept_as_a_seat():
    firsts = [Game(3, seed, first_player=AT_RANDOM).first_player for seed in range(60)]
    assert firsts == [Game(3, seed, first_player="random").first_player for seed in range(60)]
    assert set(firsts) == {0, 1, 2} and all(isinstance(f, int) for f in firsts)
    assert first_player_for(AT_RANDOM, 3, 5) == firsts[5] and first_player_for(1, 3, 5) == 1
    assert Game(3, 5, first_player=AT_RANDOM).deck_ids == Game(3, 5).deck_ids


@pytest.mark.parametrize("first", [3, -1, True, "seat 2", 1.0, None])
def test_a_first_player_that_is_no_seat_is_refused(first):
    with pytest.raises(InvalidMoveError, match=r"the first player must be a seat 0..2 or 'random'"):
        Game(3, first_player=first)
