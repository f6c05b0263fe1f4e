"""The narration: every sentence from value objects, through Qt's translation, with real plurals."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from newworld.engine.errors import IllegalMoveError, MoveProblem
from newworld.engine.rules import CATEGORIES, KINDS, PLAINS, TOWN, TRAIL, Label, Part, Points
from newworld.engine.values import FeatureInfo, PlacedSettler
from newworld.narration import feature_text, learning, messages, points_text
from newworld.savegame import SaveGameError, SaveProblem
from newworld.sim import random_game
from newworld.words.names import check_complete, names

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "translations.py"


def test_english_plurals_come_from_the_english_translation():
    one = Points(TRAIL, True, (Part(Label.CARDS, 1, 1), Part(Label.TRADING_POSTS, 1, 2)))
    two = Points(TOWN, False, (Part(Label.CARDS, 2, 2), Part(Label.TOWN_FLAGS, 3, 3)))
    assert points_text(one.with_surveyors(2)) == "trail: 1 card + 1 Trading Post + 2 Surveyors = 11"
    assert points_text(two) == "unfinished town: 2 cards + 3 Town Flags = 5"
    info = FeatureInfo(PLAINS, ((1, 2, 0),), (PlacedSettler(1, 1, 2, 0, PLAINS),), False,
                       Points(PLAINS, False, (Part(Label.ANIMALS, 1, 1),)))
    assert feature_text(info, ["Ada", "Bob"]) == "Plains: 1 animal  ·  Bob"
    crowded = FeatureInfo(PLAINS, ((1, 2, 0),), tuple(PlacedSettler(p, 1, 2, 0, PLAINS) for p in (0, 1, 1)), False,
                          Points(PLAINS, False, (Part(Label.ANIMALS, 1, 1),)))
    assert feature_text(crowded, ["Ada", "Bob"]) == "Plains: 1 animal  ·  Bob ×2, Ada"


def test_every_kind_and_breakdown_line_has_its_words():
    assert check_complete() == []
    assert len(names().categories()) == len(CATEGORIES)
    assert len(set(names().roles().values())) == len(KINDS)


@pytest.mark.parametrize("problem", list(SaveProblem))
def test_every_save_problem_is_a_sentence_for_the_player_with_the_detail_after_it(problem):
    text = messages().save_error(SaveGameError("deck[3]: unknown card type 'x'", problem))
    sentence, detail = text.rsplit(" (", 1)
    assert sentence.endswith(".") and "deck" not in sentence and detail == "deck[3]: unknown card type 'x')"


@pytest.mark.parametrize("problem", list(MoveProblem))
def test_every_move_problem_is_a_sentence_for_the_player_with_the_detail_after_it(problem):
    text = messages().move_error(IllegalMoveError("9,9/0: no card or starting space touches 9,9", problem))
    sentence, detail = text.rsplit(" (", 1)
    assert sentence.endswith(".") and "9,9" not in sentence and detail.startswith("9,9/0: no card")


def test_the_seat_named_you_is_spoken_to_never_named():
    say = messages()
    assert say.hand_title(False, 5, "You") == "Your card — drag it" and say.turn_of("You") == "Your turn"
    assert learning().review_title("You") == "Review of your game"  # not "You's"
    assert learning().review_title("Ada") == "Review of Ada's game"


def test_the_review_words_a_move_short_not_in_the_save_format():
    from newworld.engine.moves import Move

    say = learning()
    assert say.review_move(Move.from_str("3,3/2 R0 >1,0")) == "column 3, row 3 · 180° · Robber · order 2, 1"
    assert say.review_move(Move.from_str("1,0/0 T2")) == "column 1, row 0 · 0° · Trapper"
    assert say.review_move(Move.from_str("2,2/1 R0 >0")) == "column 2, row 2 · 90° · Robber"  # the default order unsaid


def test_the_translation_files_are_current():
    """tools/translations.py --check: lupdate finds no %n text without its English forms, and each
    .qm is what lrelease makes of its .ts."""
    result = subprocess.run([sys.executable, str(TOOL), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def _pseudo_translation(tmp_path: Path) -> QTranslator:
    """Every text of the app in 'pseudo-German': ⟦text⟧, placeholders and %n kept, via lupdate and lrelease."""
    bin_dir = Path(sys.executable).parent
    ts = tmp_path / "newworld_de.ts"
    subprocess.run([str(bin_dir / "pyside6-lupdate"), "-extensions", "py", "-locations", "none",
                    "-target-language", "de", str(ROOT / "newworld"), "-ts", str(ts)], check=True, capture_output=True)
    tree = ET.parse(ts)
    count = 0
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = translation.findall("numerusform")
        for form in forms or [translation]:
            form.text = f"⟦{source}⟧"
        translation.attrib.pop("type", None)
        count += 1
    assert count > 100  # the narration's sentences and the window's labels
    tree.write(ts, encoding="utf-8")
    qm = tmp_path / "newworld_de.qm"
    subprocess.run([str(bin_dir / "pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator


def test_a_translation_reaches_every_line_of_a_whole_game(tmp_path):
    """With a translation installed, every line of the log of a whole game is translated (each is
    one translated template with names and numbers filled in)."""
    from newworld.narration import history_lines

    game = random_game(3, 4)
    translator = _pseudo_translation(tmp_path)
    QCoreApplication.installTranslator(translator)
    try:
        lines = history_lines(game.opening_events(), game.turns(), game.final_score(), ["Ada", "Ben", "You"])
    finally:
        QCoreApplication.removeTranslator(translator)
    assert len(lines) > 100
    untranslated = [line for line in lines if not re.match(r"^\s*⟦", line)]
    assert untranslated == []
    assert any("⟦You⟧" not in line and "You" in line for line in lines)  # names are data, not translated


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_points_expression_adds_up_to_what_the_core_scored(seed):
    game = random_game(3, seed)
    for event in game.score_events():
        for p in event.players:
            assert event.expression(p).total == event.points_of(p)


def test_the_turns_are_kept_as_they_happened_even_without_undo_positions():
    """Game.turns() keeps each turn's events when pushed, so a server's game (forget_undo) still tells its story."""
    from newworld.engine.game import Game

    played = random_game(2, 6)
    game = Game(2, deck=played.deck_ids)
    for move in played.moves:
        game.push(move)
        game.forget_undo()
    assert game.turns() == played.turns() and game.last_turn() == played.last_turn()
    assert sum(len(t.events) for t in game.turns()) + len(game.opening_events()) == len(game.core.events)


def test_a_cell_is_named_one_way_everywhere_as_the_board_labels_it():
    from newworld.engine.moves import Move
    from newworld.narration import cell_name, messages
    from newworld.words.terminal import terminal

    assert cell_name(7, -2) == "column 7, row -2"
    move = Move.from_str("7,-2/1")
    assert learning().review_move(move).startswith(cell_name(7, -2) + " · ")
    assert terminal().move(move, "").startswith(cell_name(7, -2))
    assert cell_name(7, -2) in messages().turn_command(7, -2)
    assert cell_name(7, -2) in messages().hand_summary("Bend", (7, -2), 1, None)
    assert "column" not in messages().hand_summary("Bend", None, 1, None)  # in hand: on no cell yet
