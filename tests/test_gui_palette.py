"""One look on light and dark desktops: the dialogs' real widgets, rendered
under a light and under a dark system palette, show their text with enough contrast against
what is actually painted behind it, on the game's own parchment."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtGui import QColor, QImage  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from newworld.controller.seats import Seat  # noqa: E402
from newworld.engine.game import Game  # noqa: E402
from newworld.gui import palette as art  # noqa: E402
from newworld.gui.dialogs import EndGameDialog, NewGameDialog, TextDialog  # noqa: E402
from newworld.gui.preferences import PreferencesDialog  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from dialog_screenshots import desktop_palette  # noqa: E402  (the desktops of the docs' screenshot)

READABLE = 4.5  # WCAG AA for normal text
LIGHT_GROUND = 0.6  # relative luminance: parchment, paper (the game's look on every desktop)


@pytest.fixture(params=["light", "dark"])
def desktop(request, qapp):
    """The desktop's palette as the platform theme sets it, then the app's start-up look."""
    from PySide6.QtWidgets import QToolTip

    before_palette, before_style, before_tips = qapp.palette(), qapp.style().name(), QToolTip.palette()
    qapp.setPalette(desktop_palette(dark=request.param == "dark"))
    art.apply_widget_look(qapp)
    yield request.param
    qapp.setStyle(before_style)
    qapp.setPalette(before_palette)
    QToolTip.setPalette(before_tips)


def luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def painted(widget: QWidget, rect: QRect | None = None) -> tuple[QColor, QColor]:
    """(background, text) as rendered in the window: the most common colour, and the colour that
    stands out most from it (the core of the letters)."""
    part = rect or widget.rect()
    window = widget.window()  # what is on screen there: the widget over its dialog's background
    seen = QRect(widget.mapTo(window, part.topLeft()), part.size())
    image = window.grab(seen).toImage().convertToFormat(QImage.Format.Format_RGB32)
    width, height, stride = image.width(), image.height(), image.bytesPerLine()
    data = bytes(image.constBits())[: stride * height]
    counts: Counter[bytes] = Counter()
    for y in range(height):
        row = data[y * stride: y * stride + 4 * width]
        counts.update(row[x: x + 3] for x in range(0, 4 * width, 4))
    (ground, _), *_ = counts.most_common(1)

    def colour(bgr: bytes) -> QColor:
        return QColor(bgr[2], bgr[1], bgr[0])

    background = colour(ground)
    ink = max((colour(c) for c, n in counts.items() if n >= 3), key=lambda c: contrast(c, background))
    return background, ink


def check_text(widget: QWidget, what: str, rect: QRect | None = None, light_ground: bool = True) -> None:
    background, ink = painted(widget, rect)
    ratio = contrast(background, ink)
    assert ratio >= READABLE, f"{what}: text {ink.name()} on {background.name()} (contrast {ratio:.1f})"
    if light_ground:
        assert luminance(background) >= LIGHT_GROUND, f"{what}: painted on {background.name()}, not parchment"


def text_part(box: QCheckBox) -> QRect:
    option = QStyleOptionButton()
    box.initStyleOption(option)
    return box.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, box)


def inner(widget: QWidget) -> QRect:
    """The inside of a field, without its frame."""
    return widget.rect().adjusted(4, 4, -4, -4)


def shown(qtbot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_new_game_panel_fields_read_well(window, qtbot, desktop):
    dialog = shown(qtbot, NewGameDialog([Seat("Ann", "#D23C2C"), Seat("Hal", "#2E6FD8", "computer", "hard")],
                                        art.PLAYER_COLOURS, window))
    dialog.seed.setText("lunch")
    dialog.setFocus()  # no text cursor in the fields
    qtbot.wait(20)
    checked = 0
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible() or widget.objectName().startswith("qt_"):
            continue  # hidden, or a part of a spin box or a combo box (checked as a whole)
        name = f"{desktop}: {type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r}"
        if isinstance(widget, QLabel) and widget.text() and not widget.pixmap():
            check_text(widget, name)
        elif isinstance(widget, QLineEdit | QSpinBox):
            check_text(widget, name, inner(widget))
        elif isinstance(widget, QComboBox):
            check_text(widget, name + widget.currentText(), inner(widget))
        elif isinstance(widget, QPushButton) and widget.text():
            check_text(widget, name, inner(widget), light_ground=False)  # the wooden buttons are dark
        else:
            continue
        checked += 1
    assert checked >= 12


def test_preferences_check_boxes_read_well(window, qtbot, desktop):
    dialog = shown(qtbot, PreferencesDialog(2, True, False, window))
    boxes = dialog.findChildren(QCheckBox)
    assert len(boxes) >= 3
    for box in boxes:
        check_text(box, f"{desktop}: {box.text()!r}", text_part(box))
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text():
            check_text(label, f"{desktop}: {label.text()!r}")


def test_final_table_rules_and_lists_read_well(window, qtbot, desktop):
    game = Game(2, seed=1)
    while not game.is_over:
        game.push(next(game.legal_moves()))
    table = shown(qtbot, EndGameDialog(game.final_score(), ["Ann", "Hal"], ["#D23C2C", "#2E6FD8"], window))
    cell = table.table.visualItemRect(table.table.item(0, 0))
    check_text(table.table.viewport(), f"{desktop}: final table cell", cell.adjusted(2, 2, -2, -2))
    rules = shown(qtbot, TextDialog("Rules", "# Rules\n\nLay a card, then maybe a settler.", window))
    browser = rules.findChild(QWidget, "qt_scrollarea_viewport")
    check_text(browser, f"{desktop}: rules text")
    new_game = shown(qtbot, NewGameDialog([Seat("Ann", "#D23C2C"), Seat("Bo", "#2E6FD8")], art.PLAYER_COLOURS,
                                          window))
    combo = new_game.rows[0][1]
    combo.showPopup()
    qtbot.waitUntil(lambda: combo.view().isVisible())
    view = combo.view()
    row = view.visualRect(view.model().index(1, 0))  # an item that is not the selected one
    check_text(view.viewport(), f"{desktop}: kind list", row)
    combo.hidePopup()


def test_a_long_texts_scroll_bar_shows_its_handle_on_its_track(window, qtbot, desktop):
    """The rules' scroll bar: its handle (at the top) stands out from the rest of its track."""
    from PySide6.QtWidgets import QTextBrowser

    rules = shown(qtbot, TextDialog("Rules", "\n\n".join(f"Paragraph {i} of the rules." for i in range(80)), window))
    bar = rules.findChild(QTextBrowser).verticalScrollBar()
    assert bar.isVisible() and bar.value() == 0 and bar.maximum() > bar.pageStep()  # the handle is short
    image = bar.grab().toImage()
    handle, track = image.pixelColor(bar.width() // 2, 12), image.pixelColor(bar.width() // 2, bar.height() - 12)
    assert contrast(handle, track) >= 1.8, f"{desktop}: handle {handle.name()} on track {track.name()}"


def test_an_unchecked_box_shows_its_edge(window, qtbot, desktop):
    dialog = shown(qtbot, PreferencesDialog(2, False, False, window))
    box = dialog.colourblind
    option = QStyleOptionButton()
    box.initStyleOption(option)
    edge = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box).adjusted(-2, -2, 2, 2)
    background, frame = painted(box, edge)
    assert contrast(background, frame) >= 3.0, f"{desktop}: box edge {frame.name()} on {background.name()}"


def test_resume_prompt_and_message_boxes_read_well(window, qtbot, desktop):
    from PySide6.QtWidgets import QMessageBox

    from newworld.controller import Offer
    from newworld.gui.resume import ResumeDialog
    from newworld.savegame import SavedGame

    game = Game(2, seed=2)
    seats = (Seat("Ann", "#D23C2C"), Seat("Hal", "#2E6FD8", "computer", "hard"))
    prompt = shown(qtbot, ResumeDialog(Offer(None, SavedGame(game, seats, 2, "", "", "", 2), False, (), 0.0),
                                       parent=window))
    labels = [label for label in prompt.findChildren(QLabel) if label.text()]
    assert len(labels) >= 8
    for label in labels:
        check_text(label, f"{desktop}: prompt {label.text()!r}")
    box = shown(qtbot, QMessageBox(QMessageBox.Icon.Warning, "New World", "game.nwgame cannot be opened: not valid "
                                   "JSON", QMessageBox.StandardButton.Ok, window))
    text = next(label for label in box.findChildren(QLabel) if "cannot be opened" in label.text())
    check_text(text, f"{desktop}: message box")


def test_tool_tips_follow_the_game_not_the_desktop(qtbot, desktop):
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QToolTip

    tips = QToolTip.palette()
    base, text = tips.color(QPalette.ColorRole.ToolTipBase), tips.color(QPalette.ColorRole.ToolTipText)
    assert base == art.TOOLTIP and contrast(base, text) >= READABLE, desktop
