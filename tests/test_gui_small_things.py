"""The small things at the table: the scoring order beside its buildings, the settler chosen in the hand,
no stale marker label, the hand's caption, the computers' names (the keys back to the board after
Escape from a menu are seen in a real window: offscreen Qt gives no window the focus)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect  # noqa: E402
from test_gui import human_game  # noqa: E402

from newworld.narration import messages, role_name  # noqa: E402


def test_the_scoring_order_opens_beside_the_buildings_it_asks_about(window, qtbot):
    from newworld.engine.values import Building
    from newworld.gui.dialogs import ScoringOrderDialog
    from newworld.gui.geometry import cell_rect
    from newworld.gui.screen import place_beside

    human_game(window, qtbot)
    window.resize(1024, 640)
    window.game_screen.fit_board()
    cells = [(1, 4), (1, 5), (2, 5)]
    dialog = ScoringOrderDialog([Building(1, tuple(cells), (0,))], ["Me", "Computer 2"], window)
    qtbot.addWidget(dialog)
    place_beside(dialog, window.view, cells)
    view = window.view
    for cell in cells:
        shown = view.mapFromScene(cell_rect(*cell)).boundingRect()
        on_screen = QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())
        assert not QRect(dialog.pos(), dialog.frameSize()).intersects(on_screen), cell


def test_the_hand_shows_the_settler_chosen_and_no_marker_keeps_a_stale_label(window, qtbot):
    human_game(window, qtbot)
    composer, turn = window.composer, window.scene.turn
    cell = next(cell for cell, _rotations in window.composer.fits.items()
                if composer.place_at(*cell) and composer.draft.choices or not composer.take_back())
    assert composer.draft.placed and composer.draft.choices, cell
    first = turn.markers[0]
    first.set_state(hover=True)  # the pointer rests on a marker...
    window.game_screen.keys.next_settler(1)  # ...and Tab picks a place
    chosen = composer.draft.settler
    assert chosen is not None and not any(m.hover for m in turn.markers)
    assert messages().hand_title(True, 5, settler=chosen.kind) == f"Settler: {role_name(chosen.kind)}"


def test_the_hands_caption_names_no_wheel_and_computers_have_names():
    from newworld.controller.seats import computer_name

    assert "wheel" not in messages().hand_help(False, False)  # over the board the wheel zooms
    names = [computer_name(i) for i in range(5)]
    assert len(set(names)) == 5 and not any("Computer" in name for name in names)


@pytest.mark.parametrize(("status", "offered"), [("lobby", None), ("playing", 0.0)])
def test_the_hosts_own_seat_is_offered_to_a_computer_only_once_the_game_is_under_way(status, offered):
    from types import SimpleNamespace

    from newworld.controller.netlobby import NetLobby
    from newworld.controller.netseats import LobbySeat

    host = SimpleNamespace(is_host=True, status=status, is_over=lambda: False, handover_after=30.0)
    own = LobbySeat(0, "Ana", "remote", "", taken=True, connected=True, mine=True, away=0.0)
    assert NetLobby.handover_wait(host, own) == offered  # type: ignore[arg-type]
    nobodys = LobbySeat(1, "", "remote", "", taken=False, connected=False, mine=False, away=0.0)
    assert NetLobby.handover_wait(host, nobodys) == 0.0  # an open seat: a computer may take it at once


def test_the_file_dialogs_call_a_saved_game_a_new_world_game(qapp, tmp_path):
    from PySide6.QtCore import QFileInfo

    from newworld.gui.gamefiles import GameFileTypes

    game, other = tmp_path / "evening.nwgame", tmp_path / "notes.txt"
    game.write_text("{}")
    other.write_text("hello")
    types = GameFileTypes()
    assert types.type(QFileInfo(str(game))) == "New World game"  # not "plain text document"
    assert types.type(QFileInfo(str(other))) != "New World game"
