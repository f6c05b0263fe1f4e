"""``Game.feature_at``, the query behind the board's hover highlight: what a whole feature
is worth now and whether it is complete, for every kind, and its errors."""

import pytest
from scenario import Scenario

from newworld.engine.catalog import FARM, PLAINS, TRAIL
from newworld.engine.errors import InvalidMoveError
from newworld.narration import role_name


def test_a_farm_is_worth_one_per_card_around_it_until_the_ring_closes_then_nine():
    s = Scenario()
    s.play("farm", 1, 3, settler="F0")
    farm = s.game.feature_at(1, 3, 0)
    # Its own card + the starting spaces (0,2), (0,3), (0,4).
    assert (farm.kind, farm.complete, farm.value) == (FARM, False, 4)
    assert farm.segments == ((1, 3, 0),)
    assert [(p.player, role_name(p.kind)) for p in farm.settlers] == [(0, "Farmer")]
    values = []
    for card, x, y, rot in (("straight", 1, 2, 1), ("town-cap", 1, 4, 1), ("prairie", 2, 3, 0),
                            ("straight", 2, 2, 1)):
        s.play(card, x, y, rot)
        farm = s.game.feature_at(1, 3, 0)
        values.append((farm.complete, farm.value))
    assert values == [(False, 5), (False, 6), (False, 7), (False, 8)]
    s.play("prairie", 2, 4)  # the eighth neighbour: complete, scored, the Farmer home
    farm = s.game.feature_at(1, 3, 0)
    assert (farm.complete, farm.value, farm.settlers) == (True, 9, ())


def test_a_farm_with_a_trail_is_two_features():
    s = Scenario()
    s.play("farm-trail-turkey", 1, 2, rot=3)  # the trail runs east to the starting space
    trail = s.game.feature_at(1, 2, 1)
    assert (trail.kind, trail.complete, trail.value) == (TRAIL, True, 2)
    farm = s.game.feature_at(1, 2, 0)
    assert (farm.kind, farm.complete, farm.value) == (FARM, False, 4)
    plains = s.game.feature_at(1, 2, 2)
    assert (plains.kind, plains.complete, plains.value) == (PLAINS, False, 1)  # one turkey


def test_features_reaching_a_starting_space_list_its_segments():
    s = Scenario()
    s.play("town-cap", 1, 1, rot=1)  # closes Plymouth
    assert s.game.feature_at(1, 1, 0).segments == ((0, 1, 0), (1, 1, 0))
    s.play("straight-post", 1, 2, rot=1)  # continues the trail of row 2: features 0 trail, 1 north, 2 south
    trail = s.game.feature_at(1, 2, 0)
    assert trail.segments == ((0, 2, 0), (1, 2, 0))
    assert (trail.complete, trail.value) == (False, 2 + 2 * 1)  # 2 cards + 1 Trading Post
    # The trail space's plains: feature 1 south (W0) and 2 north (W2) of its trail.
    assert (0, 2, 2) in s.game.feature_at(1, 2, 1).segments
    assert s.game.feature_at(1, 2, 2).segments == ((0, 2, 1), (1, 2, 2))


@pytest.mark.parametrize(("x", "y", "feature", "message"), [
    (5, 5, 0, "no card at 5,5"),             # an empty cell
    (0, 2, 0, "no card at 0,2"),             # a starting space is not a card here
    (1, 259, 0, "no card at 1,259"),         # beyond the rows a cell holds: not the card at 2,3
    (1, -129, 0, "no card at 1,-129"),
    (1, 3, 2, "the card at 1,3 has features 0..1"),
    (1, 3, -1, "the card at 1,3 has features 0..1"),
    ("1", 3, 0, "no card at 1,3"),
])
def test_feature_at_a_place_without_that_feature_is_an_invalid_move_error(x, y, feature, message):
    s = Scenario()
    s.play("farm", 1, 3)
    s.play("prairie", 2, 3)
    with pytest.raises(InvalidMoveError) as info:
        s.game.feature_at(x, y, feature)
    assert str(info.value) == message
