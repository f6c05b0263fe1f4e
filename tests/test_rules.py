"""One test per rule and ruling: placement, settlers, trails, towns, farms, majorities.

Every board is built explicitly with :class:`scenario.Scenario` (see its
docstring for the coordinates and the starting spaces). Card features by
index, unrotated (``newworld-cli tiles`` lists them all):

* straight: 0 trail N-S, 1 plains west side, 2 plains east side
  (turned once: trail E-W, 1 north side, 2 south side)
* town-cap: 0 town N, 1 plains (turned once: the town faces east)
* prairie: 0 plains with two animals; farm: 0 farm, 1 plains
"""

import pytest
from scenario import Scenario, describe, note_text

from newworld.engine.catalog import PLAINS, TOWN, TRAIL
from newworld.engine.errors import IllegalMoveError, InvalidMoveError, MoveProblem
from newworld.engine.moves import Placement

# --- placing a card ----------------------------------------------------------


def test_first_card_lies_against_a_starting_space():
    s = Scenario()
    s.force("town-four-flag")  # town on every side: only the three started towns take it
    assert set(s.game.legal_placements()) == {Placement(1, 1, 0), Placement(1, 4, 0), Placement(1, 8, 0)}
    s.force("prairie")  # plains on every side: only the plains starting spaces
    assert {(p.x, p.y) for p in s.game.legal_placements()} == {(1, 0), (1, 3), (1, 6), (1, 9)}
    with pytest.raises(IllegalMoveError, match="no card or starting space touches 2,0") as info:
        s.play("prairie", 2, 0)
    assert info.value.problem is MoveProblem.NOT_TOUCHING


def test_placement_must_touch_a_card_edge_not_only_a_corner():
    s = Scenario()
    s.play("prairie", 1, 0)
    assert s.fits("prairie", 2, 0)
    assert not s.fits("prairie", 2, 1)  # corner to corner only
    with pytest.raises(IllegalMoveError, match="no card or starting space touches 2,1"):
        s.play("prairie", 2, 1)


@pytest.mark.parametrize(("card", "row", "rot", "message"), [
    ("straight", 1, 0, "1,1/0: the east edge is plains but must continue town"),   # Plymouth
    ("town-cap", 2, 1, "the east edge is town but must continue trail"),     # a trail space
    ("straight", 0, 1, "the east edge is trail but must continue plains"),   # a plains space
])
def test_placement_continues_the_starting_space_edge(card, row, rot, message):
    s = Scenario()
    assert not s.fits(card, 1, row, rot)
    with pytest.raises(IllegalMoveError, match=message):
        s.play(card, 1, row, rot)


def test_placement_matches_every_touching_edge():
    s = Scenario()
    s.play("prairie", 1, 3)
    # (1,2) touches the trail space to the east and the prairie to the south.
    assert not s.fits("cross4", 1, 2)
    with pytest.raises(IllegalMoveError, match="the south edge is trail but must continue plains") as info:
        s.play("cross4", 1, 2)
    assert info.value.problem is MoveProblem.EDGES_DIFFER
    with pytest.raises(IllegalMoveError, match="^1,4/0: the north edge is trail but must continue plains$"):
        s.play("straight", 1, 4)  # south of the prairie
    with pytest.raises(IllegalMoveError, match="^2,3/1: the east edge is trail but must continue plains$"):
        s.play("straight", 2, 3, rot=1)
    assert s.fits("straight", 1, 2, rot=1)
    s.play("straight", 1, 2, rot=1)
    assert (1, 2) in s.game.placed_cards()


@pytest.mark.parametrize(("y", "message"), [
    (120, "1,120/0: no card or starting space touches 1,120"),  # the last row a cell holds
    (121, "1,121/0: cards lie in columns 1 and west of the coast, rows -120..120"),
    (-120, "1,-120/0: no card or starting space touches 1,-120"),
    (-121, "1,-121/0: cards lie in columns 1 and west of the coast, rows -120..120"),
])
def test_rows_beyond_120_are_refused_before_anything_else(y, message):
    s = Scenario()
    with pytest.raises(IllegalMoveError) as info:
        s.play("prairie", 1, y)
    assert str(info.value) == message


@pytest.mark.parametrize(("x", "y"), [(0, 0), (-1, 3), (0, 12), (0, -1)])
def test_nothing_lies_east_of_the_coast(x, y):
    s = Scenario()
    s.play("prairie", 1, 0)
    s.play("prairie", 1, -1)  # a column-1 card north of the board: sea to its east
    s.force("prairie")
    assert all(p.x >= 1 for p in s.game.legal_placements())
    with pytest.raises(IllegalMoveError, match="columns 1 and west of the coast") as info:
        s.play("prairie", x, y)
    assert info.value.problem is MoveProblem.OFF_THE_MAP


def test_an_occupied_cell_is_refused():
    s = Scenario()
    s.play("prairie", 1, 0)
    assert not s.fits("prairie", 1, 0)
    with pytest.raises(IllegalMoveError, match="a card already lies at 1,0") as info:
        s.play("prairie", 1, 0)
    assert info.value.problem is MoveProblem.OCCUPIED


# --- placing a settler -------------------------------------------------------


def test_settler_goes_on_a_feature_of_the_card_just_placed():
    s = Scenario()
    assert s.choices("straight", 1, 2, rot=1) == ["R0", "T1", "T2"]
    s.play("straight", 1, 2, rot=1, settler="T2")
    assert s.settlers() == {(0, 1, 2, "Trapper")}
    with pytest.raises(InvalidMoveError, match="the card has features 0..2"):
        s.play("straight", 2, 2, rot=1, settler="T3")
    with pytest.raises(InvalidMoveError, match="feature 0 is a trail, not a town"):
        s.play("straight", 2, 2, rot=1, settler="S0")


def test_no_settler_on_an_occupied_connected_feature_however_far():
    s = Scenario()
    s.play("straight", 1, 2, rot=1, settler="R0")  # player 1's Robber
    s.play("straight", 2, 2, rot=1)
    # Player 1 again: the trail holds their own Robber two cards away.
    assert s.choices("straight", 3, 2, rot=1, player=0) == ["T1", "T2"]
    with pytest.raises(IllegalMoveError, match="a settler already stands on that trail") as info:
        s.play("straight", 3, 2, rot=1, settler="R0", player=0)
    assert info.value.problem is MoveProblem.FEATURE_TAKEN


def test_a_trail_from_a_starting_space_separates_the_plains_on_its_sides():
    s = Scenario()
    s.play("straight", 1, 2, rot=1, settler="T1")  # Trapper north of the trail
    north = s.game.feature_at(1, 2, 1)
    assert (1, 2, 2) not in {seg for seg in north.segments}
    assert s.choices("prairie", 1, 3) == ["T0"]  # joins only the south side


def test_trapper_rule_when_two_plains_join():
    s = Scenario()
    s.play("straight", 1, 2, rot=1, settler="T1")  # player 1: Trapper on the north plains
    s.play("prairie", 1, 3)  # player 2: the south plains, still free
    # A card that keeps the two sides apart: a Trapper may go on the free south side.
    assert s.choices("straight", 2, 2, rot=1) == ["R0", "T2"]
    # A card that joins them (its plains run round the farm the trail ends at): no Trapper.
    assert s.choices("farm-trail-post", 2, 2, rot=3) == ["F0", "R1"]
    with pytest.raises(IllegalMoveError, match="a settler already stands on that plains"):
        s.play("farm-trail-post", 2, 2, rot=3, settler="T2")


def _four_trappers(s: Scenario) -> None:
    """Player 1 spends four settlers as Trappers (they never come back)."""
    for row in (0, 3, 6, 9):
        s.play("prairie", 1, row, settler="T0", player=0)


def test_an_empty_supply_means_no_settler():
    s = Scenario()
    _four_trappers(s)
    s.play("town-through-flag", 1, 1, rot=1, settler="S0", player=0)
    assert s.supply == (0, 5)
    assert s.game.settlers_accounted() == (6, 6)
    assert s.choices("straight", 1, 5, rot=1, player=0) == []
    with pytest.raises(IllegalMoveError, match="player 1 has no settler in supply") as info:
        s.play("straight", 1, 5, rot=1, settler="R0", player=0)
    assert info.value.problem is MoveProblem.NO_SETTLER_LEFT
    s.play("straight", 1, 5, rot=1, player=0)  # the card alone is fine


def test_settlers_return_after_scoring_and_can_be_placed_again():
    s = Scenario()
    _four_trappers(s)
    s.play("town-through-flag", 1, 4, rot=1, settler="S0", player=0)  # the last settler
    assert s.supply == (0, 5)
    events = s.play("town-cap", 2, 4, rot=1, player=0)  # closes New York: 3 cards + 1 Flag
    assert [(e.players, e.points) for e in events] == [((0,), (8,))]
    assert s.supply == (1, 5)
    assert (0, 1, 4, "Shopkeeper") not in s.settlers()
    s.play("town-through-flag", 1, 8, rot=1, settler="S0", player=0)
    assert s.supply == (0, 5)
    assert (0, 1, 8, "Shopkeeper") in s.settlers()


def test_place_score_and_take_back_in_the_same_turn():
    s = Scenario()
    # Complete Plymouth, place the Shopkeeper there, score it, take it back.
    events = s.play("town-cap", 1, 1, rot=1, settler="S0")
    assert [describe(e) for e in events] == ["town: 2 cards = 4"]
    assert s.supply == (5, 5) and s.settlers() == set()
    assert [n.kind.value for n in s.notes()] == ["return", "surveyor"]
    assert note_text(s.notes()[0]) == "Player 1's Shopkeeper at column 1, row 1 goes home after scoring"


# --- trails ------------------------------------------------------------------


def test_trail_between_two_crossings_with_a_trading_post():
    s = Scenario()
    s.play("cross4", 1, 2)  # closes its east trail (starting space to crossing): nobody on it
    assert s.surveyors == (0, 0)  # completed but not scored: no Surveyor moves
    s.play("straight-post", 2, 2, rot=1, settler="R0")  # player 2
    assert not s.complete(2, 2, 0)
    events = s.play("cross4", 3, 2)
    assert [(e.kind, e.players, e.points, e.cells) for e in events] == [
        (TRAIL, (1,), (5,), ((1, 2), (2, 2), (3, 2)))]
    assert describe(events[0]) == "trail: 3 cards + 1 Trading Post = 5"
    assert s.scores == (0, 5)
    assert s.supply == (5, 5)
    assert s.surveyors == (1, 0)


def test_trail_ending_at_a_town():
    s = Scenario()
    s.play("straight", 1, 5, rot=1, settler="R0")
    events = s.play("town-cap-trail-in", 2, 5, rot=3)  # trail east, ending at the town west
    assert [describe(e) for e in events] == ["trail: 3 cards = 3"]  # the starting space counts
    assert s.scores == (3, 0)


def test_trail_from_a_starting_space_to_a_farm():
    s = Scenario()
    s.play("straight", 1, 2, rot=1, settler="R0")
    events = s.play("farm-trail-post", 2, 2, rot=3)
    assert [describe(e) for e in events] == ["trail: 3 cards + 1 Trading Post = 5"]
    assert events[0].cells == ((0, 2), (1, 2), (2, 2))


def test_trail_closing_a_loop():
    s = Scenario()
    s.play("curve-post", 1, 0, rot=3, settler="R0")  # trail north and west
    s.play("curve", 1, -1, rot=2)                      # south and west
    s.play("curve", 2, -1, rot=1)                      # east and south
    assert not s.complete(1, 0, 0)
    events = s.play("curve", 2, 0, rot=0)              # north and east: closed
    assert [describe(e) for e in events] == ["trail: 4 cards + 1 Trading Post = 6"]
    assert s.scores == (6, 0)


def test_trail_running_into_the_sea_never_completes():
    s = Scenario(turns=3)
    s.play("prairie", 1, 0)
    # North of the board: the trail runs east into the sea and ends at a farm.
    s.play("farm-trail-turkey", 1, -1, rot=3, settler="R1")
    assert not s.complete(1, -1, 1)
    assert all(p.x >= 1 for p in s.game.legal_placements())
    events = s.play("prairie", 2, -1)  # the last card: final scoring
    assert s.game.is_over
    assert [describe(e) for e in events] == ["unfinished trail: 1 card = 1"]


# --- towns -------------------------------------------------------------------


def test_town_started_on_a_starting_space_completes():
    s = Scenario()
    events = s.play("town-cap", 1, 1, rot=1, settler="S0")  # Plymouth is walled on the sea side
    assert [(e.kind, e.cells, e.points) for e in events] == [(TOWN, ((0, 1), (1, 1)), (4,))]


def test_town_completes_only_when_walled_all_round():
    s = Scenario()
    s.play("town-through-flag", 1, 4, rot=1, settler="S0")  # New York runs on west
    assert s.play("town-corner", 2, 4, rot=1) == []          # turns south: still open
    assert not s.complete(1, 4, 0)
    events = s.play("town-cap", 2, 5, rot=0)
    assert [describe(e) for e in events] == ["town: 4 cards + 1 Town Flag = 10"]
    assert s.complete(1, 4, 0)


def test_two_segments_of_one_town_on_one_card_count_once():
    s = Scenario()
    s.play("prairie", 1, 6)
    s.play("town-corner", 2, 6, rot=3, settler="S0")  # town west and north
    s.play("town-corner", 2, 5, rot=2)                  # town south and west
    s.play("town-corner", 3, 5, rot=1)                  # town east and south
    # Two small towns (north, east) on one card, both joining the ring: 4 cards, not 5.
    events = s.play("town-adjacent", 3, 6, rot=0)
    assert [describe(e) for e in events] == ["town: 4 cards = 8"]
    assert s.scores == (0, 8)


def test_town_facing_the_sea_never_completes():
    s = Scenario(turns=2)
    s.play("prairie", 1, 9)
    s.play("town-cap", 1, 10, rot=1, settler="S0")  # south of the board, the town faces the sea
    assert s.game.is_over
    assert [describe(e) for e in s.game.score_events()] == ["unfinished town: 1 card = 1"]
    assert s.scores == (0, 1)


# --- farms -------------------------------------------------------------------


def test_farm_surrounded_by_eight_cards_incl_starting_spaces_scores_9():
    s = Scenario()
    s.play("farm", 1, 3, settler="F0")
    s.play("straight", 1, 2, rot=1)
    s.play("town-cap", 1, 4, rot=1)  # closes New York: nobody there, nothing scores
    s.play("prairie", 2, 3)
    s.play("straight", 2, 2, rot=1)
    assert s.scores == (0, 0) and not s.complete(1, 3, 0)
    events = s.play("prairie", 2, 4)
    assert [(describe(e), e.players, e.cells) for e in events] == [("farm: completed farm = 9", (0,), ((1, 3),))]
    assert s.supply == (5, 5)


@pytest.mark.parametrize("mirror", [False, True])
def test_farm_in_column_1_at_row_0_or_9_cannot_complete(mirror):
    def row(y: int) -> int:  # rows 0..9 mirrored: plains 0 <-> 9, towns 1 <-> 8
        return 9 - y if mirror else y

    s = Scenario(turns=7)
    s.play("farm", 1, row(0), settler="F0")
    s.play("town-cap", 1, row(1), rot=1)
    for x, y in ((1, -1), (2, -1), (2, 0), (2, 1)):
        s.play("prairie", x, row(y))
    assert not s.complete(1, row(0), 0)  # 7 of 8 neighbours: the eighth is the sea
    s.play("prairie", 3, row(0))  # the last card
    assert s.game.is_over
    assert [describe(e) for e in s.game.score_events()] == ["unfinished farm: 8 cards = 8"]


def test_farm_north_of_the_board_cannot_complete():
    s = Scenario(turns=3)
    s.play("prairie", 1, 0)
    s.play("farm", 1, -1, settler="F0")
    s.play("prairie", 2, -1)
    # The farm, the starting space (0,0) and the two cards around it.
    assert [describe(e) for e in s.game.score_events()] == ["unfinished farm: 4 cards = 4"]


# --- majorities --------------------------------------------------------------


def _trail_with_robbers(s: Scenario, pieces: int) -> None:
    """Row 2: separate trail pieces (Robbers of players 1, 2, 1, ...) on a row of prairies."""
    for x in range(1, 2 * pieces):
        s.play("prairie", x, 3, player=0)
    for i in range(pieces):
        s.play("straight", 1 + 2 * i, 2, rot=1, settler="R0", player=i % 2)
    for i in range(pieces - 1):
        s.play("straight", 2 + 2 * i, 2, rot=1, player=0)


def test_majority_scores_alone():
    s = Scenario()
    _trail_with_robbers(s, 3)
    events = s.play("town-cap-trail-in", 6, 2, rot=3, player=1)
    assert [(e.players, e.points, e.cards) for e in events] == [((0,), (7,), 7)]
    assert s.scores == (7, 0)
    assert s.supply == (5, 5)  # the losing Robber goes home too


def test_tied_majority_scores_in_full_for_each():
    s = Scenario()
    _trail_with_robbers(s, 2)
    events = s.play("town-cap-trail-in", 4, 2, rot=3, player=1)
    assert [(e.players, e.points) for e in events] == [((0, 1), (5, 5))]
    assert s.scores == (5, 5)


def test_trapper_rule_is_majority_over_animals_at_the_end():
    """Plains are scored at the end: most Trappers take every animal; ties share in full."""
    for third_joins, expected in ((False, ((0, 1), 12)), (True, ((0,), 22))):
        s = Scenario(turns=11 if third_joins else 7)
        s.play("prairie", 1, 0, settler="T0")      # player 1, area A
        s.play("prairie", 1, 3, settler="T0")      # player 2, area B
        s.play("prairie", 1, 6, settler="T0", player=0)  # player 1, area C
        s.play("prairie", 2, 0)
        s.play("prairie", 2, 3)
        assert s.choices("prairie", 2, 1) == []
        s.play("prairie", 2, 1)
        if third_joins:
            s.play("prairie", 2, 2)
            s.play("prairie", 2, 4)
            s.play("prairie", 2, 5)
            s.play("prairie", 2, 6)  # joins C: two Trappers of player 1
            s.play("prairie", 3, 0)
        else:
            s.play("prairie", 2, 2)  # joins A and B: one Trapper each
        assert s.game.is_over
        plains = [e for e in s.game.score_events() if e.kind == PLAINS]
        big = max(plains, key=lambda e: e.extra)
        assert (big.players, big.extra) == expected
        assert describe(big) == f"plains: {expected[1]} animals = {expected[1]}"



def test_farm_placed_into_a_full_ring_scores_at_once():
    s = Scenario()
    for card, x, y, rot in [("straight", 1, 2, 1), ("prairie", 1, 3, 0), ("town-cap", 1, 4, 1),
                            ("straight", 2, 2, 1), ("prairie", 2, 4, 0), ("straight", 3, 2, 1),
                            ("prairie", 3, 4, 0), ("prairie", 3, 3, 0)]:
        s.play(card, x, y, rot)
    events = s.play("farm", 2, 3, settler="F0", player=0)  # all 8 neighbours already lie
    assert [(e.players, describe(e)) for e in events] == [((0,), "farm: completed farm = 9")]
    assert s.settlers() == set()


def test_one_crossing_completes_two_trails_of_different_players():
    s = Scenario()
    s.play("prairie", 1, 3)
    s.play("straight", 1, 2, rot=1, settler="R0", player=0)
    s.play("town-cap-trail-in", 2, 3, rot=2, settler="R1", player=1)  # a trail north from a town
    events = s.play("cross4", 2, 2, player=0)  # ends both trails
    assert [(e.players, describe(e)) for e in events] == [
        ((0,), "trail: 3 cards = 3"), ((1,), "trail: 2 cards = 2")]
    assert s.surveyors == (1, 1)


def test_membership_of_legal_placements_for_every_card_type():
    """``placement in game.legal_placements()`` agrees with the list, also for card type 0."""
    s = Scenario()
    for card in s.catalog.types:
        s.force(card.id)
        listed = set(s.game.legal_placements())
        assert listed
        for x, y in ((1, 1), (1, 2), (1, 3), (1, 4), (2, 2)):
            for rot in range(4):
                edges = s.catalog.edges[card.index]
                same_card_listed = any((q.x, q.y) == (x, y) and edges[q.rotation] == edges[rot] for q in listed)
                assert (Placement(x, y, rot) in s.game.legal_placements()) == same_card_listed
