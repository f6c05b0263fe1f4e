"""The new-game panel and its look: a word as seed deals one deck on every run;
the panel is as tall as the seats it shows."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox  # noqa: E402
from seed_driver import type_seed_and_start  # noqa: E402

from newworld.gui import palette as art  # noqa: E402
from newworld.gui.dialogs import NewGameDialog  # noqa: E402

DRIVER = Path(__file__).parent / "seed_driver.py"


def deck_after_typing(window, qtbot, text: str) -> list[str]:
    """Open Game ▸ New game in the window, type ``text`` as the seed, click Start: the deck dealt."""
    window.show_dialogs = True

    def when_shown() -> None:
        dialog = window.new_dialog
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, when_shown)
            return
        type_seed_and_start(dialog, text)

    QTimer.singleShot(0, when_shown)
    window.new_game_dialog()
    window.show_dialogs = False
    assert window.controller.game is not None
    return window.controller.game.deck_ids


def deck_in_another_run(text: str, hash_seed: str) -> list[str]:
    run = subprocess.run([sys.executable, str(DRIVER), text], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONHASHSEED": hash_seed, "QT_QPA_PLATFORM": "offscreen"})
    assert run.returncode == 0, run.stderr
    return list(json.loads(run.stdout.strip().splitlines()[-1]))


def test_a_word_typed_as_seed_deals_the_same_deck_in_every_run(window, qtbot):
    lunch = deck_after_typing(window, qtbot, "lunch")
    # Python's own hash() of a text changes with PYTHONHASHSEED: two more runs, two other salts.
    assert deck_in_another_run("lunch", "1") == lunch
    assert deck_in_another_run("lunch", "2") == lunch
    assert deck_after_typing(window, qtbot, "supper") != lunch  # the word chooses the deck
    assert deck_after_typing(window, qtbot, "lunch") == lunch


def test_the_panel_shrinks_to_the_seats_shown(qtbot):
    dialog = NewGameDialog([], art.PLAYER_COLOURS)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    buttons = dialog.findChild(QDialogButtonBox)
    heights = {}
    for players in ("5", "2"):
        dialog.count.selectAll()
        QTest.keyClicks(dialog.count.lineEdit(), players)
        qtbot.waitUntil(lambda p=players: dialog.count.value() == int(p))
        qtbot.wait(50)  # the layout settles
        heights[players] = dialog.height()
        below_buttons = dialog.height() - buttons.geometry().bottom()
        assert below_buttons <= 2 * dialog.layout().contentsMargins().bottom(), f"{below_buttons} px under Start"
    assert heights["2"] < heights["5"]
    name_height = dialog.rows[0][0].sizeHint().height()
    assert heights["5"] - heights["2"] >= 3 * name_height  # three rows fewer: the panel shrank by them


def test_a_seat_named_by_the_panel_takes_the_name_of_its_new_kind(qtbot):
    from newworld.controller.seats import Seat

    dialog = NewGameDialog([Seat("You", art.PLAYER_COLOURS[0]), Seat("Computer 2", art.PLAYER_COLOURS[1],
                                                                      "computer", "easy")], art.PLAYER_COLOURS)
    qtbot.addWidget(dialog)
    (you, you_kind, _), (second, second_kind, _) = dialog.rows[:2]

    you_kind.setCurrentIndex(3)  # a computer now: not "You is thinking…"
    second_kind.setCurrentIndex(0)  # a human now
    assert (you.text(), second.text()) == ("William", "Player 2")  # a computer has a name of its own
    you_kind.setCurrentIndex(0)
    assert you.text() == "You"

    second.setText("Ana")  # a name the player typed stays whoever plays the seat
    second_kind.setCurrentIndex(2)
    assert second.text() == "Ana"
    assert [s.name for s in dialog.seats()] == ["You", "Ana"]


def test_a_computer_remembered_as_you_is_offered_under_a_computer_name(qtbot):
    from newworld.controller.seats import Seat

    dialog = NewGameDialog([Seat("You", art.PLAYER_COLOURS[0], "computer", "medium"),
                            Seat("Bo", art.PLAYER_COLOURS[1])], art.PLAYER_COLOURS)
    qtbot.addWidget(dialog)
    assert [s.name for s in dialog.seats()] == ["William", "Bo"]


def test_every_choice_of_who_plays_a_seat_says_what_it_means(qtbot):
    from PySide6.QtCore import Qt

    dialog = NewGameDialog([], art.PLAYER_COLOURS)
    qtbot.addWidget(dialog)
    _name, kind, _colour = dialog.rows[1]
    helps = {kind.itemText(i): kind.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(kind.count())}
    assert all(helps.values()) and len(set(helps.values())) == len(helps)  # each its own words
    assert "three seconds" in helps["Computer · Expert"] and "second a move" in helps["Computer · Hard"]
