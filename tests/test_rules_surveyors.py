"""The Surveyors: start, bonus, movement, removal east, and the order of several scorings.

Boards are built with :class:`scenario.Scenario`. ``town-cap`` turned once
closes a started town (Plymouth row 1, New York row 4, Jamestown row 8) at
once: a quick scoring of 4 that moves a Surveyor. ``farm-trail-turkey``
turned three times closes a trail space's trail at once (2 cards).
"""

import pytest
from scenario import Scenario, describe, named, note_text

from newworld.engine.catalog import FARM, TOWN
from newworld.engine.core import cell_of
from newworld.engine.moves import Placement, SettlerChoice
from newworld.narration import role_name


def surveyors_in_column_1() -> Scenario:
    """Three quick scorings: both Surveyors end in column 1 (no card lies west of it)."""
    s = Scenario()
    s.play("town-cap", 1, 1, rot=1, settler="S0")
    s.play("town-cap", 1, 4, rot=1, settler="S0")
    s.play("town-cap", 1, 8, rot=1, settler="S0")
    return s


def test_surveyors_start_in_column_0():
    s = Scenario()
    assert s.surveyors == (0, 0)


def test_bonus_is_4_per_surveyor_in_the_settlers_column_computed_before_the_move():
    s = Scenario()
    events = s.play("town-cap", 1, 1, rot=1, settler="S0")
    assert [describe(e) for e in events] == ["town: 2 cards = 4"]  # Surveyors in column 0
    assert s.surveyors == (1, 0)
    events = s.play("town-cap", 1, 4, rot=1, settler="S0")
    # One Surveyor stood in column 1 when scoring; the second arrives only after it.
    assert [describe(e) for e in events] == ["town: 2 cards + 1 Surveyor = 8"]
    assert s.surveyors == (1, 1)
    events = s.play("town-cap", 1, 8, rot=1, settler="S0")
    assert [describe(e) for e in events] == ["town: 2 cards + 2 Surveyors = 12"]
    assert s.scores == (16, 8)
    breakdown = named(s.game.final_score().breakdown[0])
    assert (breakdown["towns"], breakdown["surveyors"]) == (8, 8)


def test_equal_surveyors_stay_when_no_card_lies_west_of_them():
    s = surveyors_in_column_1()
    assert s.surveyors == (1, 1)  # the third scoring found no card west of column 1
    notes = s.notes(what="surveyor")
    assert [(n.turn, n.surveyor, n.column) for n in notes] == [(0, 0, 1), (1, 1, 1)]
    assert [note_text(n) for n in notes] == ["A Surveyor steps west to column 1"] * 2


def test_the_surveyor_closer_to_the_coast_moves():
    s = surveyors_in_column_1()
    s.play("prairie", 2, 1)  # a card west of the Surveyors
    s.play("farm-trail-turkey", 1, 2, rot=3, settler="R1")
    assert s.surveyors == (2, 1)
    s.play("farm-trail-turkey", 1, 5, rot=3, settler="R1")
    assert s.surveyors == (2, 2)  # the one in column 1 moved, not the one in column 2
    assert [n.surveyor for n in s.notes(what="surveyor")] == [0, 1, 0, 1]
    s.play("farm-trail-turkey", 1, 7, rot=3, settler="R1")
    assert s.surveyors == (2, 2)  # equal again, nothing west of column 2


def test_bonus_only_for_a_scoring_players_settlers_in_a_surveyors_column():
    s = Scenario()
    s.play("town-cap", 1, 1, rot=1, settler="S0")  # a Surveyor to column 1
    for x in (1, 2, 3):
        s.play("prairie", x, 3, player=0)
    s.play("straight", 1, 2, rot=1, settler="R0", player=0)  # column 1
    s.play("straight", 3, 2, rot=1, settler="R0", player=1)  # column 3
    s.play("straight", 2, 2, rot=1, player=0)
    events = s.play("town-cap-trail-in", 4, 2, rot=3, player=1)
    assert [(e.players, e.surveyors, e.points) for e in events] == [((0, 1), (1, 0), (9, 5))]
    assert describe(events[0], 0) == "trail: 5 cards + 1 Surveyor = 9"
    assert describe(events[0], 1) == "trail: 5 cards = 5"


def test_removal_east_of_the_surveyors_spares_trappers_and_their_own_column():
    s = surveyors_in_column_1()
    s.play("prairie", 1, 0, settler="T0")                  # player 2: Trapper, column 1
    s.play("farm", 1, 3, settler="F0")                      # player 1: Farmer, column 1
    s.play("straight", 1, 5, rot=1, settler="R0")          # player 2: Robber, column 1
    s.play("town-cap-straight", 2, 5, rot=0, settler="S0")  # player 1: Shopkeeper, column 2
    before = {(1, 1, 0, "Trapper"), (0, 1, 3, "Farmer"), (1, 1, 5, "Robber"), (0, 2, 5, "Shopkeeper")}
    assert s.settlers() == before
    s.play("farm-trail-turkey", 1, 2, rot=3, settler="R1")  # player 2 scores 2 + 8
    assert s.surveyors == (2, 1)
    assert s.settlers() == before  # column 1 is a Surveyor's column: nobody leaves
    since = s.event_count()
    s.play("farm-trail-turkey", 1, 7, rot=3, settler="R1")  # player 1 scores 2 + 4
    assert s.surveyors == (2, 2)
    assert s.settlers() == {(1, 1, 0, "Trapper"), (0, 2, 5, "Shopkeeper")}
    texts = [note_text(n) for n in s.notes(since, what="return")]
    assert "Player 1's Farmer at column 1, row 3 goes home east of the Surveyors" in texts
    assert all(n.player == n.settler.player for n in s.notes(since, what="return"))
    assert sorted((n.player, role_name(n.settler.kind)) for n in s.notes(since, what="return")) == [
        (0, "Farmer"), (0, "Robber"), (1, "Robber")]
    assert "Player 2's Robber at column 1, row 5 goes home east of the Surveyors" in texts
    assert s.supply == (4, 4)
    assert s.game.settlers_accounted() == (6, 6)


# --- several buildings at once: the rulebook's closing example, in spirit ------------


def three_buildings() -> Scenario:
    """Player 1's next card completes three buildings at once.

    Surveyors both in column 1. Player 2 ("Red") has a Shopkeeper in column 1 on
    New York, which runs west to (2,4); player 1 ("Blue") has a Farmer on the
    farm at (1,3), in column 1, with seven of its eight neighbours laid, and
    a small town at (2,3) is open to the south.
    """
    s = Scenario()
    s.play("town-cap", 1, 1, rot=1, settler="S0")  # Blue 4, a Surveyor to column 1
    s.play("town-cap", 1, 8, rot=1, settler="S0")  # Red 4 + 4, the other to column 1
    s.play("straight", 1, 2, rot=1)
    s.play("town-through-flag", 1, 4, rot=1, settler="S0")  # Red's town
    s.play("farm", 1, 3, settler="F0")                      # Blue's farm
    s.play("straight", 2, 2, rot=1)
    s.play("town-cap", 2, 3, rot=2)
    s.play("prairie", 1, 6)
    assert (s.scores, s.surveyors, s.game.current_player) == ((4, 8), (1, 1), 0)
    return s


X = ("town-adjacent", 2, 4, 0, "S0")  # small town north (Blue's Shopkeeper), Red's town east


def test_one_card_completes_three_buildings_listed_in_default_order():
    s = three_buildings()
    card, x, y, rot, settler = X
    s.force(card)
    buildings = s.game.scorings(Placement(x, y, rot), SettlerChoice.from_str(settler))
    assert [b.kind_name for b in buildings] == ["town", "town", "farm"]
    assert [(b.kind, b.players, b.cells) for b in buildings] == [
        (TOWN, (0,), ((2, 3), (2, 4))),
        (TOWN, (1,), ((0, 4), (1, 4), (2, 4))),
        (FARM, (0,), ((1, 3),)),
    ]


@pytest.mark.parametrize(("order", "scored", "scores", "red_removed"), [
    # Blue's choice in the rulebook: farm with 2 Surveyors, small town with 1, then
    # the second Surveyor step removes Red's Shopkeeper: Red's town is not scored.
    ((2, 0, 1), ["farm: completed farm + 2 Surveyors = 17", "town: 2 cards + 1 Surveyor = 8"], (29, 8), True),
    # The default order: Red's town scores, then the step removes Blue's Farmer.
    ((0, 1, 2), ["town: 2 cards = 4", "town: 3 cards + 1 Town Flag + 1 Surveyor = 12"], (8, 20), False),
    # Red's town first: everyone scores, the last scoring finds both Surveyors in column 2.
    ((1, 2, 0), ["town: 3 cards + 1 Town Flag + 2 Surveyors = 16", "farm: completed farm + 1 Surveyor = 13",
                 "town: 2 cards + 2 Surveyors = 12"], (29, 24), False),
])
def test_the_active_player_chooses_the_scoring_order(order, scored, scores, red_removed):
    s = three_buildings()
    card, x, y, rot, settler = X
    since = s.event_count()
    events = s.play(card, x, y, rot, settler, order=order)
    assert [describe(e) for e in events] == scored
    assert s.scores == scores
    assert s.surveyors == (2, 2)
    assert len(s.notes(since, what="surveyor")) == 2  # an unscored building moves no Surveyor
    removed = [role_name(n.settler.kind) for n in s.notes(since, what="return")
               if "east of the Surveyors" in note_text(n)]
    assert removed == (["Shopkeeper"] if red_removed else ["Farmer"] if order == (0, 1, 2) else [])
    assert s.settlers() == set()
    assert s.supply == (5, 5)


def test_a_settler_placed_east_of_the_surveyors_goes_home_at_the_next_step():
    s = surveyors_in_column_1()
    s.play("prairie", 2, 1)
    s.play("farm-trail-turkey", 1, 2, rot=3, settler="R1")
    s.play("farm-trail-turkey", 1, 5, rot=3, settler="R1")
    assert s.surveyors == (2, 2)
    s.play("farm", 1, 9, settler="F0")       # player 1: allowed, though east of the Surveyors
    s.play("prairie", 1, 0, settler="T0")    # player 2: a Trapper there stays for good
    s.play("prairie", 3, 1)                  # a card west of the Surveyors
    assert s.settlers() == {(0, 1, 9, "Farmer"), (1, 1, 0, "Trapper")}
    s.play("farm-trail-turkey", 1, 7, rot=3, settler="R1")  # player 2 scores 2; a Surveyor steps to 3
    assert s.surveyors == (3, 2)
    assert s.settlers() == {(1, 1, 0, "Trapper")}


def test_stuck_surveyors_remove_nobody_until_one_actually_moves():
    """RULINGS.md, stuck Surveyors: the removal east follows a Surveyor move, not a scoring."""
    s = surveyors_in_column_1()
    s.play("prairie", 2, 1)
    s.play("farm-trail-turkey", 1, 2, rot=3, settler="R1")
    s.play("farm-trail-turkey", 1, 5, rot=3, settler="R1")
    assert s.surveyors == (2, 2)                  # no card lies west of column 2: they are stuck
    s.play("farm", 1, 9, settler="F0")            # player 1: a Farmer east of the Surveyors
    since = s.event_count()
    events = s.play("farm-trail-turkey", 1, 7, rot=3, settler="R1")  # player 2 scores; nobody can step
    assert [describe(e) for e in events] == ["trail: 2 cards = 2"]
    assert s.surveyors == (2, 2)
    assert s.notes(since, what="surveyor") == []
    assert [note_text(n) for n in s.notes(since, what="return")] == [
        "Player 2's Robber at column 1, row 7 goes home after scoring"]
    assert s.settlers() == {(0, 1, 9, "Farmer")}  # the Farmer stays
    s.play("prairie", 3, 1)                       # now cards lie west of the Surveyors
    s.play("town-cap", 4, 1, rot=3, settler="S0")  # a small town open to the west
    events = s.play("town-cap", 5, 1, rot=1)       # closes it: a scoring, and a Surveyor steps to 3
    assert [describe(e) for e in events] == ["town: 2 cards = 4"]
    assert s.surveyors == (3, 2)
    assert s.settlers() == set()                  # and only now the Farmer goes home



def test_completed_farms_are_numbered_in_the_order_their_farmers_were_placed():
    """docs/SAVEGAME.md, the >order numbering: farms by when their Farmer came, not by place."""
    s = Scenario()
    s.play("farm-trail-turkey", 1, 5, rot=3)
    s.play("farm", 2, 5, settler="F0", player=1)  # the southern farm first
    s.play("prairie", 1, 3)
    s.play("farm", 2, 3, settler="F0", player=0)  # then the northern one
    s.play("farm-trail-turkey", 1, 2, rot=3)
    s.play("town-cap", 1, 4, rot=1)
    for x, y in ((1, 6), (2, 2), (3, 2), (3, 3), (3, 4), (3, 5), (3, 6), (2, 6)):
        s.play("prairie", x, y)
    s.force("prairie")
    buildings = s.game.scorings(Placement(2, 4, 0))  # closes the ring of both farms
    assert [(b.kind, b.cells, b.players) for b in buildings] == [(FARM, ((2, 5),), (1,)), (FARM, ((2, 3),), (0,))]
    events = s.play("prairie", 2, 4, order=(1, 0))
    assert [e.cells for e in events] == [((2, 3),), ((2, 5),)]


@pytest.mark.parametrize("order", [None, (0, 1, 2), (2, 0, 1)])
def test_the_fast_core_plays_a_whole_turn_like_the_checked_api(order):
    """Core.play (what the computer players use) scores several buildings in the order given, or the default."""
    s = three_buildings()
    card, x, y, rot, settler = X
    core = s.game.core.clone()
    core.current = s.catalog.by_id[card].index
    core.play(cell_of(x, y), rot, SettlerChoice.from_str(settler).feature, order)
    s.play(card, x, y, rot, settler, order=order)
    assert (core.scores, core.surveyors, core.supply) == (list(s.scores), list(s.surveyors), list(s.supply))
    assert core.scores == ([8, 20] if order in (None, (0, 1, 2)) else [29, 8])
