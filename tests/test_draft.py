"""The turn being composed as a value: TurnComposer's intents give new TurnDrafts (no window needed)."""

from __future__ import annotations

from newworld.engine.catalog import default_catalog
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.gui.draft import TurnComposer, TurnDraft

CARD = default_catalog().by_id["straight"]
SPOTS = [SettlerChoice(1, 0), SettlerChoice(0, 1)]


def composer(placements: list[Placement]) -> tuple[TurnComposer, list[TurnDraft], list[Move]]:
    c = TurnComposer(lambda placement: list(SPOTS))
    drafts: list[TurnDraft] = []
    moves: list[Move] = []
    c.draftChanged.connect(drafts.append)
    c.moveChosen.connect(moves.append)
    c.begin(CARD, 1, 5, placements)
    return c, drafts, moves


def test_a_turn_from_the_hand_to_a_confirmed_move():
    c, drafts, moves = composer([Placement(1, 2, 1), Placement(1, 2, 3), Placement(2, 0, 0)])
    assert drafts == [TurnDraft(CARD, 1, 5)] and drafts[0].active and not drafts[0].placed
    assert c.fits == {(1, 2): (1, 3), (2, 0): (0,)}
    assert not c.place_at(5, 5) and not c.confirm()  # not a legal cell; nothing placed yet
    assert c.place_at(1, 2)  # the card is turned to the first rotation that fits there
    assert c.draft.placement == Placement(1, 2, 1) and c.draft.choices == tuple(SPOTS)
    c.choose_settler(SettlerChoice(2, 9))  # not a spot on this card: ignored
    assert c.draft.settler is None
    c.toggle_settler(SPOTS[1])
    assert c.draft.settler == SPOTS[1]
    c.toggle_settler(SPOTS[1])  # a second click puts the settler back
    assert c.draft.settler is None
    c.choose_settler(SPOTS[0])
    assert c.confirm() and moves == [Move(Placement(1, 2, 1), SPOTS[0])]


def test_turning_the_card_skips_rotations_that_do_not_fit():
    c, _drafts, _moves = composer([Placement(1, 2, 1), Placement(1, 2, 3), Placement(2, 0, 0)])
    c.turn_card(1)  # in the hand: the next rotation that fits somewhere (0 -> 1)
    assert c.draft.rotation == 1
    c.turn_card(1)
    assert c.draft.rotation == 3
    c.turn_card(-1)
    assert c.draft.rotation == 1
    c.place_at(1, 2)
    c.turn_card(1)  # on its cell: the next rotation that fits there
    assert c.draft.placement == Placement(1, 2, 3)
    assert c.take_back() and c.draft.placement is None and c.draft.rotation == 3


def test_a_card_over_a_cell_lands_turned_to_the_nearest_rotation_that_fits():
    c, _drafts, _moves = composer([Placement(1, 2, 1), Placement(1, 2, 3), Placement(2, 0, 0), Placement(3, 0, 2)])
    assert c.landing((2, 0)) == 0 and c.landing((1, 2)) == 1  # a tie: clockwise first
    assert c.landing((7, 7)) is None  # no card fits there at all
    c.turn_card(1, over=(2, 0))  # only one rotation fits there: it stays
    assert c.landing((2, 0)) == 0
    c.turn_card(1, over=(1, 2))  # shown as 1 there: the next that fits is 3
    assert c.draft.rotation == 3 and c.landing((1, 2)) == 3
    c.turn_card(1, over=(7, 7))  # over a cell where nothing fits: a plain quarter turn
    assert c.draft.rotation == 0 and c.landing((3, 0)) == 2
    assert c.place_at(3, 0) and c.draft.placement == Placement(3, 0, 2)


def test_the_turn_ends_and_nothing_more_happens():
    c, drafts, moves = composer([Placement(1, 2, 1)])
    c.end()
    assert drafts[-1] == TurnDraft() and not c.draft.active and c.fits == {}
    assert not c.place_at(1, 2) and not c.take_back() and not c.confirm() and moves == []
