"""The layout check in the pseudo-language (:mod:`newworld.narration.pseudo`).

Every window and dialog is opened with every text 40 % longer and marked ⟦…⟧;
each visible text of each widget (labels, buttons, check boxes, list and table
items, headers, menus, window titles, tooltips and accessible names) must be
marked (else it never went through the translation) and must fit its widget
(else a longer language would cut it off).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtGui import Qt as GuiQt  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTableWidget,
    QTextEdit,
    QWidget,
)

from newworld.gui.chart import BarChart, LineChart  # noqa: E402
from newworld.narration import install  # noqa: E402
from newworld.narration.pseudo import CLOSE, OPEN, pseudo  # noqa: E402
from newworld.savegame.model import COMPUTER_NAMES  # noqa: E402
from newworld.words.languages import NATIVE_NAMES  # noqa: E402

NAMES = ("Kim", "Ada")  # data: players' names are not translated
DATA = (*NAMES, *COMPUTER_NAMES, *NATIVE_NAMES.values())  # nor the computers' names, nor a language's own name
INNERMOST = re.compile(re.escape(OPEN) + f"[^{OPEN}{CLOSE}]*" + re.escape(CLOSE))
WORD = re.compile(r"[^\W\d_]{2,}")
SLACK = 2  # pixels of rounding


@pytest.fixture
def pseudo_language(qapp):
    install(qapp, "pseudo")
    yield
    install(qapp)  # back to the session's language


def unmarked_words(text: str, data: tuple[str, ...] = DATA) -> list[str]:
    """The words of ``text`` outside ⟦…⟧, marks within marks too (not counting the names of ``data``)."""
    rest, before = text, None
    while rest != before:
        before, rest = rest, INNERMOST.sub(" ", rest)
    for name in data:
        rest = rest.replace(name, " ")
    return WORD.findall(rest)


def plain(text: str) -> str:
    if GuiQt.mightBeRichText(text):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def fits(widget: QWidget, text: str, width: int) -> bool:
    metrics = widget.fontMetrics()
    shown = re.sub(r"&(.)", r"\1", text)  # a mnemonic's & is not shown
    return all(metrics.horizontalAdvance(line) <= width + SLACK for line in shown.split("\n"))


def clipped_sideways(widget: QWidget) -> bool:
    """Part of ``widget`` lies left or right of what its parents show (a panel too narrow for it)."""
    rect = widget.rect()
    ancestor = widget.parentWidget()
    while ancestor is not None and not widget.isWindow():
        shown = ancestor.rect() if ancestor.isWindow() else ancestor.contentsRect() & ancestor.rect()
        box = widget.mapTo(ancestor, rect.topLeft()).x(), widget.mapTo(ancestor, rect.topRight()).x()
        if box[0] < shown.left() - SLACK or box[1] > shown.right() + SLACK:
            return True
        if ancestor.isWindow():
            break
        ancestor = ancestor.parentWidget()
    return False


def visible_widgets(top: QWidget) -> Iterator[QWidget]:
    yield top
    for child in top.findChildren(QWidget):
        if child.isVisibleTo(top) and child.window() is top:
            yield child


def problems_of(top: QWidget) -> list[str]:
    """What is unmarked or cut off in the window ``top`` (shown, laid out)."""
    found: list[str] = []
    where = type(top).__name__

    def unmarked(kind: str, text: str) -> None:
        words = unmarked_words(plain(text))
        if words:
            found.append(f"{where}: {kind} {text[:70]!r} is not translated ({' '.join(words[:4])})")

    def cut(kind: str, text: str) -> None:
        found.append(f"{where}: {kind} {text[:70]!r} is cut off")

    unmarked("window title", top.windowTitle())
    for widget in visible_widgets(top):
        for kind, text in (("tooltip", widget.toolTip()), ("accessible name", widget.accessibleName()),
                           ("accessible description", widget.accessibleDescription())):
            if text:
                unmarked(kind, text)
        if isinstance(widget, QLabel | QAbstractButton | QComboBox) and clipped_sideways(widget):
            cut(f"{type(widget).__name__} (outside what its window shows)", getattr(widget, "text", str)())
        if isinstance(widget, QLabel) and widget.text():
            unmarked("label", widget.text())
            text = plain(widget.text())
            if widget.wordWrap():
                if widget.heightForWidth(widget.width()) > widget.height() + SLACK:
                    cut("label", text)
            elif not fits(widget, text, widget.contentsRect().width() - 2 * widget.margin() - widget.indent()
                          if widget.indent() > 0 else widget.contentsRect().width()):
                cut("label", text)
        elif isinstance(widget, QAbstractButton) and widget.text():
            unmarked("button", widget.text())
            if widget.width() + SLACK < widget.sizeHint().width():
                cut("button", widget.text())
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                unmarked("choice", widget.itemText(i))
            if widget.width() + SLACK < widget.minimumSizeHint().width():
                cut("choice", widget.currentText())
        elif isinstance(widget, QGroupBox) and widget.title():
            unmarked("group", widget.title())
        elif isinstance(widget, QListWidget):
            for i in range(widget.count()):
                unmarked("list item", widget.item(i).text())
        elif isinstance(widget, QTableWidget):
            found += table_problems(widget, where)
        elif isinstance(widget, LineChart | BarChart):
            found += chart_problems(widget, where)
        elif isinstance(widget, QTextEdit | QPlainTextEdit):  # the rules, the log, an error's details
            for line in widget.toPlainText().split("\n"):
                if unmarked_words(line):
                    unmarked("text", line)
        elif isinstance(widget, (QMenu, QMainWindow)):
            for action in widget.actions() if isinstance(widget, QMenu) else widget.menuBar().actions():
                if action.text() and not action.isSeparator():
                    unmarked("menu", action.text())
                if action.menu() is not None:
                    found += [p.replace("QMenu", where) for p in problems_of_menu(action.menu())]
    return found


def problems_of_menu(menu: QMenu) -> list[str]:
    out = []
    for action in menu.actions():
        if action.isSeparator() or not action.text():
            continue
        if unmarked_words(action.text()):
            out.append(f"QMenu: menu entry {action.text()!r} is not translated")
        if action.menu() is not None:
            out += problems_of_menu(action.menu())
    return out


def chart_problems(chart: LineChart | BarChart, where: str) -> list[str]:
    """The texts a chart paints: the x axis' title and the bars' labels (the lines' are players' names)."""
    out = []
    area = chart.plot_area()
    if isinstance(chart, LineChart):
        texts = [(chart.x_label, [chart.x_label], area.width())] if chart.x_label else []
    else:
        slot = area.width() / max(1, len(chart.bars))  # a label is painted in two lines at most under its bar
        texts = [(label, label.split(" ", 1), slot - 2) for label, _value in chart.bars]
    metrics = chart.fontMetrics()
    for text, lines, room in texts:
        if unmarked_words(text):
            out.append(f"{where}: chart label {text!r} is not translated")
        if any(metrics.horizontalAdvance(line) * 0.95 > room + SLACK for line in lines) and not chart.toolTip():
            out.append(f"{where}: chart label {text!r} is cut off")
    return out


def table_problems(table: QTableWidget, where: str) -> list[str]:
    out = []
    metrics = table.fontMetrics()
    for column in range(table.columnCount()):
        header = table.horizontalHeaderItem(column)
        if header is not None and header.text():
            if unmarked_words(header.text()):
                out.append(f"{where}: column {header.text()!r} is not translated")
            bold = table.horizontalHeader().fontMetrics()
            if bold.horizontalAdvance(header.text()) > table.columnWidth(column) + SLACK:
                out.append(f"{where}: column {header.text()!r} is cut off")
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is None or not item.text():
                continue
            if unmarked_words(item.text()):
                out.append(f"{where}: cell {item.text()!r} is not translated")
            if metrics.horizontalAdvance(item.text()) > table.columnWidth(column) + SLACK:
                out.append(f"{where}: cell {item.text()!r} is cut off")
        header = table.verticalHeaderItem(row)
        if header is not None and header.text() and unmarked_words(header.text()):
            out.append(f"{where}: row {header.text()!r} is not translated")
    return out


def look_at(qtbot, top: QWidget) -> list[str]:
    qtbot.addWidget(top)
    top.show()
    qtbot.waitExposed(top)
    QApplication.processEvents()
    return problems_of(top)


# --- the pseudo-language itself ------------------------------------------------------------


def test_the_pseudo_language_marks_and_lengthens_and_keeps_what_code_reads():
    text = pseudo("Rotate")
    assert text.startswith(OPEN) and text.endswith(CLOSE)
    assert len(text) - 2 >= 1.4 * len("Rotate")
    assert "{player}" in pseudo("{player} scores") and "%n" in pseudo("%n card(s)")
    assert "<b>" in pseudo("<b>bold</b> text") and "&Game" not in pseudo("&Game").replace("&G", "")
    assert pseudo("## Your turn", markdown=True).startswith("## " + OPEN)
    assert unmarked_words(pseudo("Kim scores 4 points")) == []
    assert unmarked_words("Kim scores ⟦4⟧") == ["scores"]


def test_the_layout_check_finds_unmarked_and_cut_off_texts(qtbot, pseudo_language):
    box = QDialog()
    box.setWindowTitle(pseudo("A title"))
    narrow = QLabel(pseudo("A label far too long for the width it is given"), box)
    narrow.setFixedWidth(40)
    QLabel("Plain English", box).move(0, 40)
    found = look_at(qtbot, box)
    assert any("cut off" in p for p in found) and any("not translated" in p for p in found)


# --- every window and dialog ---------------------------------------------------------------


@pytest.fixture
def pseudo_window(qtbot, tmp_path, monkeypatch, pseudo_language):
    """The main window, made in the pseudo-language, with a game of two players under way."""
    from newworld.ai.base import make_player
    from newworld.controller.controller import GameController
    from newworld.controller.seats import Seat
    from newworld.gui.mainwindow import MainWindow

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    controller = GameController(autosave=False, ai_delay_ms=0)
    window = MainWindow(controller, settings)
    window.show_dialogs = False
    window.game_screen.ask_order = False
    window.resize(1200, 800)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start_game([Seat(NAMES[0], "#D23C2C"), Seat(NAMES[1], "#2C6ED2", "computer", "easy")], 5)
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=20000)
    game = controller.game
    controller.play_move(make_player("easy", seed=1).choose(game.copy()))  # a turn each: lines in the log
    qtbot.waitUntil(lambda: len(game.moves) == 2 and window.composer.draft.active, timeout=20000)
    yield window
    controller.shutdown()


def test_the_main_window_in_the_pseudo_language(pseudo_window, qtbot):
    """(tests/test_accessibility.py runs this at QT_SCALE_FACTOR 1.5 and 2 too.)"""
    window = pseudo_window
    QApplication.processEvents()
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1"))
    assert window.grab().devicePixelRatio() == pytest.approx(scale)
    found = problems_of(window)
    for action in window.menuBar().actions():
        found += problems_of_menu(action.menu())
    log = window.side.log.toPlainText()
    assert log, "the game log is empty"
    assert [line for line in log.split("\n") if unmarked_words(line)] == []
    assert found == [], "\n".join(found)


def test_every_dialog_in_the_pseudo_language(pseudo_window, qtbot):
    from newworld.controller import Offer
    from newworld.engine.values import Building
    from newworld.gui.dialogs import (
        EndGameDialog,
        NewGameDialog,
        RemainingDialog,
        ScoringOrderDialog,
        TextDialog,
    )
    from newworld.gui.errors import ErrorDialog
    from newworld.gui.mainwindow import rules_text
    from newworld.gui.netdialogs import HostDialog, JoinDialog
    from newworld.gui.preferences import PreferencesDialog
    from newworld.gui.resign import ResignDialog
    from newworld.gui.resume import ResumeDialog
    from newworld.savegame import SavedGame

    window = pseudo_window
    controller = window.controller
    game = controller.game
    names = [s.name for s in controller.seats]
    dialogs: list[QWidget] = [
        NewGameDialog(window.last_seats(), window.colours(), window),
        PreferencesDialog(2, True, False, window),
        ScoringOrderDialog([Building(1, ((1, 0),), (0,)), Building(2, ((2, 0), (2, 1)), (1,))], names, window),
        RemainingDialog(controller.catalog, controller.remaining(), controller.cards_left(), window),
        EndGameDialog(game.final_score(), names, window.colours(), window, resigned={0: 3}),
        ResignDialog(names, [0, 1], 1, window),
        ResignDialog(names, [0, 1], 1, window, levels=False),  # a network game's: the host chose the computer
        TextDialog(window.tr("Rules of New World"), rules_text(), window),
        ErrorDialog("⟦Traceback: details⟧", None, window),
        HostDialog(NAMES[0], window),
        JoinDialog(NAMES[0], [], window, search=False),
        ResumeDialog(Offer(None, SavedGame(game, tuple(controller.seats), 2, "", "", "", 2), False, (), 0.0),
                     parent=window),  # (the details are the program's, in English)
    ]
    found: list[str] = []
    for dialog in dialogs:
        found += look_at(qtbot, dialog)
        dialog.hide()
    assert found == [], "\n".join(found)


def test_the_message_boxes_in_the_pseudo_language(pseudo_window, qtbot):
    """The standard buttons come from Qt's own translation (here the pseudo-language's)."""
    from newworld.narration import messages

    window = pseudo_window
    seen: list[list[str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(problems_of(box))
            box.reject()
        else:
            QTimer.singleShot(20, answer)

    window.show_dialogs = True
    QTimer.singleShot(20, answer)
    window.about()
    QTimer.singleShot(20, answer)
    window.confirm(window.tr("New World"), messages().abandon_question())
    assert len(seen) == 2
    assert seen == [[], []]


# --- the windows that help one learn and look back, and the network game --------------------------


def test_the_tutorial_in_the_pseudo_language(pseudo_window, qtbot, monkeypatch):
    window = pseudo_window
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)  # drop the game
    window.learning.start_tutorial()
    panel = window.learning.tutorial_panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible, timeout=20000)
    QApplication.processEvents()
    found = problems_of(window)
    window.learning.leave_tutorial(start_game=False)
    assert found == [], "\n".join(found)


def test_the_replay_review_and_statistics_windows_in_the_pseudo_language(pseudo_window, qtbot):
    """A game of two people played to its end (recorded in the statistics); its end table with the
    score chart, its replay, its review and the Statistics window."""
    from newworld.controller import ReplayController, Seat
    from newworld.gui.review import ReviewWindow
    from newworld.gui.stats import StatisticsWindow
    from tests.test_stats_window import play_to_end

    window = pseudo_window
    controller = window.controller
    window.start_game([Seat(NAMES[0], "#D23C2C"), Seat(NAMES[1], "#2C6ED2")], 7)
    play_to_end(controller, 7)
    qtbot.waitUntil(lambda: window.game_screen.end_dialog is not None, timeout=20000)
    found = look_at(qtbot, window.game_screen.end_dialog)
    window.game_screen.end_dialog.hide()
    window.learning.show_replay()
    replay = window.learning.replay
    assert replay is not None
    qtbot.waitExposed(replay)
    qtbot.keyClick(replay, GuiQt.Key.Key_Right)  # a turn's scoring in the turn box
    QApplication.processEvents()
    found += problems_of(replay)  # (closed with the main window: not given to qtbot)
    review = ReviewWindow(ReplayController.of_game(controller), seat=0, move_time=0.01)
    found += look_at(qtbot, review)  # under way: the progress and the Stop button
    qtbot.waitUntil(lambda: review.runner is not None and not review.runner.running()
                    and not review.stop_button.isEnabled(), timeout=120000)
    QApplication.processEvents()
    found += problems_of(review)  # done: the costliest turns and the table
    found += look_at(qtbot, StatisticsWindow(window))
    for widget in (replay, review):
        widget.close()
    assert found == [], "\n".join(found)


def test_the_network_game_window_and_lobby_in_the_pseudo_language(pseudo_window, qtbot):
    """Hosted in the app (its own server on loopback) with a computer seat: the lobby, then the game."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    from newworld.controller.netseats import COMPUTER
    from newworld.gui.netmenu import network_play
    from tests.netwindow_driver import WAIT, ok_button, type_into

    play = network_play(pseudo_window)
    assert play is not None
    play.search_nearby = False
    play.show_dialogs = False
    play.host()
    dialog = play.dialog
    qtbot.waitExposed(dialog)
    type_into(dialog.name, NAMES[0])
    dialog.set_seat(0, "here", "")
    dialog.set_seat(1, COMPUTER, "easy")
    dialog.count.setValue(2)
    if dialog.lan.isChecked():
        QTest.mouseClick(dialog.lan, GuiQt.MouseButton.LeftButton, pos=QPoint(8, dialog.lan.height() // 2))
    QTest.mouseClick(ok_button(dialog), GuiQt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(play.windows and play.windows[-1].controller.code), timeout=WAIT)
    net = play.windows[-1]
    try:
        qtbot.waitExposed(net)
        qtbot.waitUntil(lambda: len(net.controller.lobby()) == 2 and net.panel.start.isEnabled(), timeout=WAIT)
        QApplication.processEvents()
        found = [f"lobby: {p}" for p in problems_of(net)]
        QTest.mouseClick(net.panel.start, GuiQt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: net.controller.has_game() and net.controller.is_human_turn(), timeout=WAIT)
        QApplication.processEvents()
        found += [f"game: {p}" for p in problems_of(net)]
        for action in net.menuBar().actions():
            found += problems_of_menu(action.menu())
    finally:
        net.close()
    assert found == [], "\n".join(found)
