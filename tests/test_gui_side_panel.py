"""The side panel sizes itself to its contents: under larger desktop fonts, with five long names,
in a small window, every widget of it lies whole inside the panel and the window, and no text is
cut or elided but a player's name, which then has its tool tip."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolTip, QWidget  # noqa: E402

from newworld.controller.seats import Seat  # noqa: E402
from newworld.gui import palette as art  # noqa: E402
from newworld.gui.panels import PlayerRow  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from dialog_screenshots import desktop_palette  # noqa: E402  (a light and a dark desktop)

NAMES = ["Maximiliana Worthington1", "Bartholomew Fairweather2", "Computer Wilhelmina Ox-3",
         "Konstantin Papadopoulos4", "Evangeline Montgomery-W5"]  # 24 characters: the longest names we test
COLOURS = ("#D23C2C", "#2E6FD8", "#E8B923", "#8E44AD", "#EEEEEE")
KINDS = (("human", "medium"), ("computer", "hard"), ("computer", "easy"), ("human", "medium"),
         ("computer", "medium"))


@pytest.fixture
def desktop_font(request, qapp):
    """The desktop's font at ``request.param`` times Qt's default size (1.25: QT_FONT_DPI=120), its light or
    dark palette, then the app's start-up look."""
    scale, dark = request.param
    before_font, before_palette, before_style = qapp.font(), qapp.palette(), qapp.style().name()
    before_tips = QToolTip.palette()
    font = qapp.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    qapp.setFont(font)
    qapp.setPalette(desktop_palette(dark=dark))
    art.apply_widget_look(qapp)
    yield scale
    qapp.setFont(before_font)
    qapp.setStyle(before_style)
    qapp.setPalette(before_palette)
    QToolTip.setPalette(before_tips)


def open_window(qtbot, tmp_path, monkeypatch, players: int, size: tuple[int, int]):
    from newworld.controller.controller import GameController
    from newworld.gui.mainwindow import MainWindow

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    controller = GameController(autosave=False, ai_delay_ms=0)
    window = MainWindow(controller, settings)
    window.show_dialogs = window.game_screen.show_dialogs = False
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    seats = [Seat(NAMES[i], COLOURS[i], *KINDS[i]) for i in range(players)]
    window.start_game(seats, 3)  # the first seat is a human: the game waits for them
    QApplication.processEvents()
    return window, controller


def outside(widget: QWidget, frame: QWidget) -> bool:
    seen = QRect(widget.mapTo(frame, widget.rect().topLeft()), widget.size())
    return not frame.rect().contains(seen)


def cut_texts(side: QWidget) -> list[str]:
    """The texts of buttons and labels that do not get all the room they need."""
    cut = []
    for button in side.findChildren(QPushButton):
        if button.isVisible() and button.width() < button.sizeHint().width():
            cut.append(button.text())
    for label in side.findChildren(QLabel):
        if not label.isVisible():
            continue
        if label.wordWrap():
            short = label.height() < label.heightForWidth(label.width())
        else:
            short = label.width() < label.sizeHint().width()
        if short:
            cut.append(label.text())
    return cut


def cut_row_texts(row: PlayerRow) -> list[str]:
    """The painted texts of a player row that do not fit their places (or lie outside the row); an
    elided name without its whole self in the tool tip."""
    name, *others = row.texts()
    cut = [t.text for t in others if t.needed() > t.rect.width() or not row.rect().toRectF().contains(t.rect)]
    if name.needed() > name.rect.width() and row.toolTip() != row.name:
        cut.append(name.text)
    if name.rect.width() < 40 or not row.rect().toRectF().contains(name.rect):
        cut.append(name.text)
    inks = [(t.text, t.painted()) for t in row.texts()] + [("supply", row.supply_rect())]
    cut += [f"{a} over {b}" for i, (a, ra) in enumerate(inks) for b, rb in inks[i + 1:] if ra.intersects(rb)]
    return cut


@pytest.mark.parametrize("desktop_font", [(1.0, False), (1.25, False), (1.5, False), (1.5, True)],
                         indirect=True, ids=["font1", "font1.25", "font1.5", "font1.5-dark"])
@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", [(1024, 640), (1400, 900)], ids=["1024x640", "1400x900"])
def test_nothing_in_the_side_panel_is_cut_off(desktop_font, players, size, qtbot, tmp_path, monkeypatch):
    window, controller = open_window(qtbot, tmp_path, monkeypatch, players, size)
    try:
        side = window.game_screen.side
        shown = [w for w in side.findChildren(QWidget) if w.isVisible()]
        assert len(side.players.rows) == players and side.turn.back in shown
        assert [type(w).__name__ for w in shown if outside(w, side)] == []
        assert [type(w).__name__ for w in shown if outside(w, window)] == []
        assert cut_texts(side) == []
        assert [cut_row_texts(row) for row in side.players.rows] == [[]] * players
        side.players.update_state((149,) * players, (0,) * players, 1)  # lap 3, no settlers left: the widest
        assert [cut_row_texts(row) for row in side.players.rows] == [[]] * players
        if desktop_font > 1:  # the panel grew for the larger buttons instead of cutting them off
            assert side.width() > side.WIDTH
    finally:
        controller.shutdown()


def test_a_long_name_is_elided_with_its_tool_tip_and_a_short_one_is_not(window):
    short, long = Seat("Ada", "#D23C2C"), Seat("W" * 40, "#2E6FD8")  # the longest name a seat may have
    window.start_game([short, long], 3)
    QApplication.processEvents()
    rows = window.side.players.rows
    assert rows[0].toolTip() == "" and rows[1].toolTip() == "W" * 40
    name = rows[1].texts()[0]
    assert name.needed() > name.rect.width() and cut_row_texts(rows[1]) == []


@pytest.mark.parametrize("compact", [False, True], ids=["full", "compact"])
def test_a_player_row_at_its_minimum_width_shows_every_text_but_the_name_whole(compact, qtbot):
    row = PlayerRow()
    qtbot.addWidget(row)
    row.name, row.kind, row.level = NAMES[2], "computer", "medium"
    row.set_compact(compact)
    for score, supply in ((0, 5), (149, 0), (888, 5)):  # no lap, lap 3 without settlers, the widest score
        row.score, row.supply = score, supply
        row.resize(row.minimumSizeHint())
        row.refresh()
        assert cut_row_texts(row) == [], (score, supply)
        assert row.toolTip() == row.name  # the 24-character name is elided at the minimum width


def test_the_panel_follows_a_font_change_while_the_game_is_open(window, qapp, qtbot):
    """The desktop's font grows mid-game (the user changes it in the desktop settings)."""
    window.start_game([Seat(NAMES[0], COLOURS[0]), Seat(NAMES[1], COLOURS[1], "computer", "hard")], 3)
    QApplication.processEvents()
    side, before = window.side, qapp.font()
    width = side.width()
    bigger = qapp.font()
    bigger.setPointSizeF(bigger.pointSizeF() * 1.5)
    try:
        qapp.setFont(bigger)
        qtbot.waitUntil(lambda: side.width() > width)  # the layouts settle in a few rounds of events
        assert [type(w).__name__ for w in side.findChildren(QWidget) if w.isVisible() and outside(w, side)] == []
        assert cut_texts(side) == []
    finally:
        qapp.setFont(before)
    qtbot.waitUntil(lambda: side.width() == width)


def test_the_panel_grows_when_its_rows_need_more_room(window, qtbot, monkeypatch):
    """Longer words (a translation) in the player rows widen the panel too, not only its buttons."""
    from newworld.gui import panels

    width = window.side.width()
    monkeypatch.setattr(panels, "NAME_MIN", 400)  # stands for a language with long words
    window.start_game([Seat(NAMES[0], COLOURS[0]), Seat(NAMES[1], COLOURS[1])], 3)
    qtbot.waitUntil(lambda: window.side.width() > width + 100)
    assert [cut_row_texts(row) for row in window.side.players.rows] == [[], []]


@pytest.mark.parametrize("compact", [False, True], ids=["full", "compact"])
@pytest.mark.parametrize("face", ["9:59", "10:00", "1:02:03"])
def test_a_row_with_a_clock_makes_room_for_it(compact, face, qtbot):
    row = PlayerRow()
    qtbot.addWidget(row)
    row.name, row.kind, row.level, row.score = NAMES[2], "computer", "medium", 888
    row.set_compact(compact)
    row.clock, row.clock_look = face, "running"
    row.resize(row.minimumSizeHint())
    row.refresh()
    assert cut_row_texts(row) == []
    box = row.clock_rect()
    others = [t for t in row.texts() if t.text != face]
    assert row.rect().toRectF().contains(box) and not any(box.intersects(t.painted()) for t in others)
