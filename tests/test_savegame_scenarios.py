"""Rule scenarios kept as saved games (the way JCloisterZone keeps engine tests as .jcz files).

Each file in tests/fixtures/scenarios is replayed with the full rule checks;
the expected results below were worked out by hand from the rulebook and
docs/RULES.md, independently of the engine. Red is player 0, Blue player 1.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from scenario import named

from newworld import savegame
from newworld.engine.catalog import FARM, PLAINS, TOWN, TRAIL
from newworld.engine.values import NoteKind, PlacedSettler, ReturnReason

SCENARIOS = Path(__file__).parent / "fixtures" / "scenarios"


def replay(name: str) -> savegame.SavedGame:
    return savegame.load(SCENARIOS / f"{name}.nwgame")


def test_surveyor_bonus_and_settlers_sent_home():
    """1 Red completes Plymouth (start + cap = 2 cards x 2 = 4); Surveyor A to column 1.
    2 Blue closes the row-2 trail at a crossing (2 cards = 2, +4: Surveyor A stands in the
    Robber's column 1 = 6); Surveyor B to column 1. 3 Red: a Robber on an open trail in
    column 1. 4 Blue: a Trapper in column 1. 5 Red closes a trail in column 2 (2 cards = 2,
    no Surveyor there); Surveyor A to column 2 (a card lies west of column 1).
    6 Blue completes New York (2 cards x 2 = 4, +4 for Surveyor B in column 1 = 8);
    Surveyor B to column 2, so Red's Robber in column 1 goes home unscored; Blue's Trapper stays."""
    game = replay("surveyors-send-settlers-home").game
    assert game.scores == (6, 14)
    assert game.surveyors == (2, 2)
    assert game.placed_settlers() == [PlacedSettler(1, 1, 0, 0, PLAINS)]
    assert game.supply == (5, 4)
    returns = [e for e in game.events_since(0) if getattr(e, "kind", None) == NoteKind.SETTLER_RETURNED]
    assert [(e.player, e.settler.kind, e.reason) for e in returns][-1] == (0, TRAIL, ReturnReason.SURVEYOR)


def test_tied_robbers_both_score_in_full():
    """Red's and Blue's Robbers on two bends become one trail when a straight with a Trading
    Post joins them: start 5, three cards, start 7 = 5 cards + 1 Trading Post (2) = 7 each."""
    game = replay("tied-robbers-both-score").game
    assert game.scores == (7, 7)
    (event,) = game.score_events()
    assert event.kind == TRAIL and event.players == (0, 1) and event.points == (7, 7)
    assert game.surveyors == (1, 0)  # one building scored: one Surveyor step


def test_a_completed_farm_scores_nine_and_an_empty_town_scores_nothing():
    """Red's Farmer at 1,3 is surrounded by three starting spaces and five cards on turn 6:
    9 points. On turn 3 a card completes New York with no settler in it: no score and no
    Surveyor step."""
    game = replay("completed-farm").game
    assert game.scores == (9, 0)
    (event,) = game.score_events()
    assert (event.kind, event.turn, event.base) == (FARM, 5, 9)
    assert game.surveyors == (1, 0)


def test_final_scoring_of_unfinished_buildings_and_plains():
    """Four settlers, then 91 cards placed away from them. At the end: Red's trail (start +
    1 card + 1 Trading Post = 4) and Farmer (its card + 5 neighbours = 6) = 10; Blue's town
    (start + 1 card + 1 Flag, 1 each = 3) and Trapper (bison + deer = 2) = 5."""
    saved = replay("final-scoring-unfinished")
    game = saved.game
    assert game.is_over and game.scores == (10, 5)
    final = game.final_score()
    assert final.winners == (0,)
    assert named(final.breakdown[0])["unfinished trails"] == 4 and named(final.breakdown[0])["unfinished farms"] == 6
    assert named(final.breakdown[1])["unfinished towns"] == 3 and named(final.breakdown[1])["plains"] == 2
    kinds = sorted(e.kind for e in game.score_events())
    assert kinds == sorted([TRAIL, FARM, TOWN, PLAINS])


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.nwgame")), ids=lambda p: p.stem)
def test_every_scenario_file_replays(path):
    assert savegame.load(path).seats[0].name == "Red"
