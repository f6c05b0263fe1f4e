"""Accessibility: every control has a name a screen reader can say, the painted parts (players,
scores, the card, the board, the log) are named and kept current, turn changes are announced; the
interface renders whole at 1.5× and 2× (QT_SCALE_FACTOR)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QAccessible  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from newworld.controller.seats import Seat  # noqa: E402
from newworld.narration import cell_name  # noqa: E402
from tests.scaled import at_interface_size  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CONTROLS = (QAbstractButton, QComboBox, QAbstractSlider, QAbstractSpinBox, QLineEdit, QAbstractItemView,
            QTextEdit, QPlainTextEdit)


def spoken_name(widget: QWidget) -> str:
    """What a screen reader says for ``widget``: its accessible interface's name."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def nameless_controls(top: QWidget) -> list[str]:
    return [f"{type(w).__name__} {w.objectName() or w.toolTip()!r}" for w in top.findChildren(QWidget)
            if isinstance(w, CONTROLS) and w.isVisibleTo(top) and not spoken_name(w).strip()
            and not isinstance(w.parent(), QAbstractSpinBox | QComboBox)]  # (their own inner parts)


@pytest.fixture
def game(window, qtbot):
    window.start_game([Seat("Kim", "#D23C2C"), Seat("Ada", "#2C6ED2", "computer", "easy")], 5)
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=20000)
    return window


def test_every_control_of_the_window_and_its_dialogs_has_a_name(game, qtbot):
    from newworld.engine.values import Building
    from newworld.gui.dialogs import NewGameDialog, RemainingDialog, ScoringOrderDialog
    from newworld.gui.preferences import PreferencesDialog

    window, c = game, game.controller
    assert nameless_controls(window) == []
    dialogs = [NewGameDialog(window.last_seats(), window.colours(), window), PreferencesDialog(2, True, False, window),
               RemainingDialog(c.catalog, c.remaining(), c.cards_left(), window),
               ScoringOrderDialog([Building(1, ((1, 0),), (0,)), Building(2, ((2, 0),), (1,))], c.names(), window)]
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        assert nameless_controls(dialog) == [], type(dialog).__name__
        dialog.hide()


def test_the_painted_parts_are_named_and_kept_current(game, qtbot):
    window, c = game, game.controller
    side = window.side
    assert spoken_name(window.view) == "Board"
    assert spoken_name(side.log) == "Game log" and spoken_name(side.players) == "Players and scores"
    kim, ada = side.players.rows
    assert spoken_name(kim) == "Kim, Human: 0 points, 5 settlers in supply, playing now"
    assert spoken_name(ada).startswith("Ada, Computer · Easy: 0 points")
    card = window.composer.draft.card
    assert f"Card: {card.name}, in hand" in window.game_screen.hand.accessibleDescription()
    assert "Arrow keys" in window.view.accessibleDescription()
    window.game_screen.keys.key(0x01000014)  # Right: the card goes onto the board
    d = window.composer.draft.placement
    assert f"laid on {cell_name(d.x, d.y)}" in window.view.accessibleDescription()
    moves = len(c.game.moves)
    window.composer.confirm()
    qtbot.waitUntil(lambda: len(c.game.moves) >= moves + 2 and window.composer.draft.active, timeout=20000)
    scores = c.scores()
    assert spoken_name(kim).startswith(f"Kim, Human: {scores[0]} point")
    assert spoken_name(ada).startswith(f"Ada, Computer · Easy: {scores[1]} point")


def test_turn_changes_are_announced(game, qtbot):
    window, c = game, game.controller
    announced = window.game_screen.access.announcements
    assert announced[-1] == "Kim's turn"
    window.game_screen.keys.key(0x01000014)
    window.composer.confirm()
    qtbot.waitUntil(lambda: len(c.game.moves) >= 2 and window.composer.draft.active, timeout=20000)
    assert announced[-2:] == ["Ada's turn (computer)", "Kim's turn"]


@pytest.mark.parametrize("factor", ["1.5", "2"])
def test_the_window_and_dialogs_render_whole_at_high_dpi(factor):
    """At QT_SCALE_FACTOR 1.5 and 2 the pictures have that many pixels per point and the layout check
    of the pseudo-language (nothing cut off, nothing untranslated) passes for the window and every dialog."""
    at_interface_size(factor, ROOT / "tests" / "test_i18n_layout.py", "main_window or every_dialog")


def test_the_pixel_ratio_follows_the_scale_factor(window):
    ratio = float(os.environ.get("QT_SCALE_FACTOR", "1"))
    assert window.grab().devicePixelRatio() == pytest.approx(ratio)
    assert QApplication.primaryScreen().devicePixelRatio() == pytest.approx(ratio)


def test_the_first_window_fits_the_screen_at_any_interface_size():
    from PySide6.QtCore import QSize

    from newworld.gui.mainwindow import first_size

    assert first_size(QSize(1920, 1080)) == QSize(1400, 900)
    assert first_size(QSize(1066, 666)) == QSize(959, 599)  # 1600×1000 at 1.5×
