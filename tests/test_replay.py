"""The replay model: a saved game as a timeline of turns, positions forward and back."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from newworld import savegame
from newworld.cli import main as cli_main
from newworld.engine import Game, ScoreEvent
from newworld.engine.catalog import TOWN
from newworld.replay import Cursor, Timeline, open_timeline
from newworld.sim import random_game

FIXTURES = Path(__file__).parent / "fixtures"
V1 = FIXTURES / "v1.nwgame"
V3 = FIXTURES / "v3.nwgame"  # seat 3 began
_TURN = re.compile(r"^Turn (\d+): ")
_POINTS = re.compile(r" = (\d+)$")


@pytest.fixture(scope="module")
def timeline() -> Timeline:
    return open_timeline(V1)


def printed_scores(capsys, path: Path, names: list[str]) -> tuple[list[list[int]], list[int]]:
    """From ``newworld-cli replay``'s text: the scores after each turn (index 0: before the first)
    and the final totals it prints."""
    assert cli_main(["replay", str(path)]) == 0
    after = [[0] * len(names)]
    totals: list[int] = []
    in_final = False
    for line in capsys.readouterr().out.splitlines():
        if m := _TURN.match(line):
            assert int(m[1]) == len(after)
            after.append(list(after[-1]))
        elif line == "Final scores:":
            in_final = True
        elif in_final and line.startswith("  "):
            totals.append(int(line.split(": ", 1)[1].split()[0]))
        elif (m := _POINTS.search(line)) and line.startswith("  "):
            (scorer,) = [p for p, name in enumerate(names) if line.startswith(f"  {name} score")]
            after[-1][scorer] += int(m[1])
    return after, totals


def test_the_scores_at_each_turn_equal_what_the_replay_command_prints(timeline, capsys):
    names = [seat.name for seat in timeline.seats]
    after, totals = printed_scores(capsys, V1, names)
    assert len(after) == len(timeline) + 1 == 96
    assert [list(s) for s in timeline.score_series()] == after
    assert timeline.final is not None and list(timeline.final.totals) == totals == [35, 12, 11]
    assert [sum(timeline.gained(t.number)[p] for t in timeline.turns) for p in range(3)] == totals


def test_each_turn_holds_its_move_and_events(timeline):
    saved = savegame.load(V1)
    assert [t.move for t in timeline.turns] == saved.game.moves
    assert [t.player for t in timeline.turns[:4]] == [0, 1, 2, 0]
    nine = timeline.turn(9)  # Computer 3's card completes Ada's town: 2 cards + 1 Town Flag = 6
    assert nine.card.id == "town-cap-curve-left-bear" and nine.player == 2
    (scoring,) = nine.scorings
    assert (scoring.kind, scoring.players, scoring.cards, scoring.extra, scoring.points) == (TOWN, (0,), 2, 1, (6,))
    assert timeline.gained(9) == (6, 0, 0) and timeline.scores_at(9) == (6, 0, 0)
    assert len(nine.notes) == 2  # the Shopkeeper goes home, a Surveyor steps west
    last = timeline.turn(95)
    assert all(e.final for e in last.scorings[-7:])  # the final scoring belongs to the last turn
    all_events = list(timeline.opening) + [e for t in timeline.turns for e in t.events]
    assert [e for e in all_events if isinstance(e, ScoreEvent)] == saved.game.score_events()


def replayed(path: Path, turns: int) -> Game:
    """The game after ``turns`` turns, replayed independently of the timeline."""
    saved = savegame.load(path)
    game = Game(saved.game.players, deck=saved.game.deck_ids, first_player=saved.game.first_player)
    for move in saved.game.moves[:turns]:
        game.push(move)
    return game


def same_position(position, game: Game) -> None:
    assert position.cards == game.placed_cards()
    assert list(position.settlers) == game.placed_settlers()
    assert (position.surveyors, position.scores, position.supply) == (game.surveyors, game.scores, game.supply)
    assert position.drawn == game.drawn and position.cards_left == game.cards_left
    assert position.to_move == (None if game.is_over else game.current_player)


def test_stepping_forward_and_back_shows_each_position(timeline):
    cursor = Cursor(timeline)
    assert cursor.at_start and cursor.current is None and cursor.position.cards == {}
    seen = [cursor.position]
    while not cursor.at_end:
        seen.append(cursor.forward())
        assert cursor.current is timeline.turn(cursor.turn)
        placed = cursor.current.move.placement
        assert cursor.position.last_placed == (placed.x, placed.y)
    assert len(seen) == 96 and cursor.forward() is seen[-1]  # clamped at the end
    back = [cursor.position]
    while not cursor.at_start:
        back.append(cursor.back())
    assert back[::-1] == seen
    for turn in (0, 1, 9, 24, 50, 95):
        same_position(timeline.position(turn), replayed(V1, turn))
    assert cursor.go(200).turn == 95 and cursor.go(-3).turn == 0 and cursor.to_end().scores == (35, 12, 11)


def test_a_game_that_seat_3_began_is_replayed_from_seat_3(capsys):
    timeline = open_timeline(V3)
    assert [t.player for t in timeline.turns[:4]] == [2, 0, 1, 2]
    assert (timeline.position(0).to_move, timeline.position(1).to_move) == (2, 0)
    for turn in (0, 1, 2, 40, 95):
        same_position(timeline.position(turn), replayed(V3, turn))
    after, totals = printed_scores(capsys, V3, [seat.name for seat in timeline.seats])
    assert [list(s) for s in timeline.score_series()] == after and totals == [123, 98, 131]
    assert timeline.game_at(10).first_player == 2


def test_the_game_at_a_turn_is_independent_and_plays_on(timeline):
    game = timeline.game_at(23)
    assert game.scores == timeline.scores_at(23)
    game.push(timeline.turn(24).move)
    assert game.scores == timeline.scores_at(24) == (20, 0, 0)
    assert timeline.game_at(23).turn == 23 and timeline.position(23).scores == timeline.scores_at(23)


def test_turn_numbers_out_of_range_are_refused(timeline):
    for bad in (-1, 96, True, "3"):
        with pytest.raises(IndexError):
            timeline.position(bad)
    with pytest.raises(IndexError):
        timeline.turn(0)


def test_reading_a_timeline_never_changes_the_file(tmp_path):
    path = tmp_path / "game.nwgame"
    path.write_bytes(V1.read_bytes())
    os.chmod(path, 0o444)
    before = (path.read_bytes(), os.stat(path).st_mtime_ns, sorted(os.listdir(tmp_path)))
    timeline = open_timeline(path)
    cursor = Cursor(timeline)
    cursor.to_end()
    cursor.to_start()
    timeline.game_at(40).push(timeline.turn(41).move)
    assert (path.read_bytes(), os.stat(path).st_mtime_ns, sorted(os.listdir(tmp_path))) == before


def test_a_game_in_memory_and_an_unfinished_game(tmp_path):
    game = random_game(4, 21)
    seats = savegame.default_seats(4)
    memory = Timeline.from_game(game, seats)
    path = tmp_path / "g.nwgame"
    savegame.save(path, game, seats)
    assert memory.score_series() == open_timeline(path).score_series()
    assert memory.scores_at(len(memory)) == game.scores and memory.finished
    unfinished = open_timeline(FIXTURES / "scenarios" / "surveyors-send-settlers-home.nwgame")
    assert len(unfinished) == 6 and not unfinished.finished and unfinished.final is None
    assert unfinished.scores_at(6) == (6, 14) and unfinished.position(6).to_move == 0
    with pytest.raises(ValueError):
        Timeline.from_game(game, seats[:3])
