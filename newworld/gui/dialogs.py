"""Dialogs: new game (seats), scoring order, remaining cards, end of game, rules (the preferences: preferences.py)."""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Collection
from typing import Any

from PySide6.QtCore import QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from newworld.controller import NO_CLOCK, ClockSetting
from newworld.controller.door import GameDoor
from newworld.controller.seats import (
    COMPUTER_LEVELS,
    MAX_NAME,
    SEED_MAX,
    SaveGameError,
    check_seat,
    computer_name,
    is_unsafe_character,
)
from newworld.engine.catalog import Catalog
from newworld.engine.values import Building, FinalScore
from newworld.gui.chart import LineChart, Series
from newworld.gui.clocks import ClockChoice
from newworld.gui.figures import draw_meeple
from newworld.gui.painters import card_pixmap
from newworld.gui.palette import SHAPES, colourblind_colours
from newworld.narration import (
    building_lines,
    card_name,
    category_name,
    is_you,
    learning,
    messages,
    names_together,
    you_name,
)

ENTER_GRACE = 1.0  # seconds the end-of-game table ignores Enter after it opens


def run_once(dialog: QDialog) -> int:
    """Run a modal dialog, then delete it (the window would otherwise keep every one it opened)."""
    try:
        return int(dialog.exec())
    finally:
        dialog.deleteLater()


KIND_CHOICES = [("human", ""), *(("computer", level) for level in COMPUTER_LEVELS)]  # (kind, level)
DEFAULT_COMPUTER = KIND_CHOICES.index(("computer", "medium"))


class ColourButton(QPushButton):
    def __init__(self, colour: str) -> None:
        super().__init__()
        self.setFixedWidth(44)
        self.fixed = False  # colour-blind mode: the colour is not the player's to pick
        self.set_colour(colour)
        self.clicked.connect(self._pick)

    def set_colour(self, colour: str) -> None:
        self.colour = colour
        self.shown = colour
        self.setStyleSheet(f"background: {colour}; border: 2px solid #222; border-radius: 4px; min-height: 22px;")

    def show_fixed(self, colour: str, shape: str) -> None:
        """Colour-blind mode: the seat plays in ``colour`` with a ``shape`` mark; its own colour is kept."""
        self.shown = colour
        self.fixed = True
        self.setStyleSheet(f"background: {colour}; border: 2px solid #222; border-radius: 4px; min-height: 22px;")
        pix = QPixmap(22, 22)
        pix.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pix)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw_meeple(painter, QRectF(0, 0, 22, 22).center(), 20, "#F6EED8", shape=shape)
        painter.end()
        self.setIcon(QIcon(pix))
        self.setToolTip(self.tr("Colour-blind mode: fixed colours with shape marks (Game ▸ Preferences)"))

    def _pick(self) -> None:
        if self.fixed:
            return
        c = QColorDialog.getColor(QColor(self.colour), self, self.tr("Player colour"))
        if c.isValid():
            self.set_colour(c.name())


class NewGameDialog(QDialog):
    """2–5 seats, each Human or Computer (Easy, Medium, Hard, Expert), names, colours, the clock, optional seed."""

    def __init__(self, seats: list[Any], palette: tuple[str, ...], parent: QWidget | None = None,
                 colourblind: bool = False, clock: ClockSetting = NO_CLOCK) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.palette_ = palette
        lay = QVBoxLayout(self)
        # The panel is as tall as the seats shown: with fewer players it shrinks (no empty strip).
        lay.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        head = QLabel(self.tr("<b>Who plays?</b>  Two to five seats; computers think on their own."))
        lay.addWidget(head)
        top = QHBoxLayout()
        count_label = QLabel(self.tr("Players:"))
        top.addWidget(count_label)
        self.count = QSpinBox()
        count_label.setBuddy(self.count)
        self.count.setRange(2, 5)
        self.count.setValue(max(2, min(5, len(seats) or 2)))
        top.addWidget(self.count)
        top.addStretch(1)
        lay.addLayout(top)
        self.grid = QGridLayout()
        lay.addLayout(self.grid)
        self.rows: list[tuple[QLineEdit, QComboBox, ColourButton]] = []
        for i in range(5):
            seat = seats[i] if i < len(seats) else None
            name = QLineEdit(seat.name if seat else self.tr("Player {number}").format(number=i + 1) if i == 0
                             else computer_name(i))
            name.setMaxLength(MAX_NAME)  # the saved game's limit
            kind = QComboBox()
            for index, (seat_kind, level) in enumerate(KIND_CHOICES):
                kind.addItem(messages().seat_kind(seat_kind, level))
                kind.setItemData(index, messages().seat_kind_help(seat_kind, level), Qt.ItemDataRole.ToolTipRole)
            if seat is None:
                idx = 0 if i == 0 else DEFAULT_COMPUTER
            elif seat.kind == "computer":
                choice = ("computer", seat.level)
                idx = KIND_CHOICES.index(choice) if choice in KIND_CHOICES else DEFAULT_COMPUTER
            else:
                idx = 0
            kind.setCurrentIndex(idx)
            if idx != 0 and is_you(name.text()):  # remembered from a game where "You" was handed to a computer
                name.setText(self._default_name(i, "computer"))
            colour = ColourButton(seat.color if seat else palette[i % len(palette)])
            for widget, what in ((name, self.tr("Name of player {number}")), (kind, self.tr("Who plays seat {number}")),
                                 (colour, self.tr("Colour of player {number}"))):
                widget.setAccessibleName(what.format(number=i + 1))
            self.grid.addWidget(QLabel(f"{i + 1}."), i, 0)
            self.grid.addWidget(name, i, 1)
            self.grid.addWidget(kind, i, 2)
            self.grid.addWidget(colour, i, 3)
            self.rows.append((name, kind, colour))
        if colourblind:  # the game will show these: each seat's own colour's counterpart, with a shape
            shown = colourblind_colours([colour.colour for _name, _kind, colour in self.rows])
            for i, (_name, _kind, colour) in enumerate(self.rows):
                colour.show_fixed(shown[i], SHAPES[i % len(SHAPES)])
        form = QFormLayout()
        self.clock = ClockChoice(clock)
        form.addRow(self.tr("Clock:"), self.clock)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("A whole number from 0 to {largest}, or any word; empty: a random game").format(
            largest=SEED_MAX))
        form.addRow(self.tr("Seed (optional):"), self.seed)
        lay.addLayout(form)
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #B3261E; font-weight: bold;")
        self.problem.setWordWrap(True)
        self.problem.hide()
        lay.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self.seed.textChanged.connect(self.problem.hide)  # the message was about the old entry
        for i, (name, kind, _colour) in enumerate(self.rows):
            name.textChanged.connect(self.problem.hide)
            kind.currentIndexChanged.connect(lambda _index, i=i: self._rename_for_kind(i))
        self._show_rows()

    def _default_name(self, i: int, kind: str) -> str:
        if kind == "computer":
            return computer_name(i)
        return you_name() if i == 0 else self.tr("Player {number}").format(number=i + 1)

    def _rename_for_kind(self, i: int) -> None:
        """A seat that still has a name the panel gave it takes the name of its new kind ("You" who became a
        computer would read "You is thinking…"); a name the player typed stays."""
        name, kind, _colour = self.rows[i]
        given = {self._default_name(i, k) for k in ("human", "computer")}
        given |= {self.tr("Player {number}").format(number=i + 1), self.tr("Computer {number}").format(number=i + 1)}
        if name.text().strip() in given:
            name.setText(self._default_name(i, KIND_CHOICES[kind.currentIndex()][0]))

    def _show_rows(self) -> None:
        n = self.count.value()
        for i, (name, kind, colour) in enumerate(self.rows):
            number = self.grid.itemAtPosition(i, 0)
            for w in (name, kind, colour, number.widget() if number is not None else None):
                if w is not None:
                    w.setVisible(i < n)

    def seats(self) -> list[Any]:
        from newworld.controller.seats import Seat

        out = []
        for name, kind, colour in self.rows[: self.count.value()]:
            k, level = KIND_CHOICES[kind.currentIndex()]
            out.append(Seat(name.text().strip() or self.tr("Player"), colour.colour, k, level or "medium"))
        return out

    def seed_value(self) -> int | None:
        return seed_from_text(self.seed.text())

    def clock_setting(self) -> ClockSetting:
        return self.clock.setting()

    def check(self) -> str:
        """What is wrong with the entries ("" when the game can start)."""
        seed = self.seed_value()
        if seed is not None and not 0 <= seed <= SEED_MAX:
            return self.tr("The seed must be a whole number from 0 to {largest} (or a word), not {seed}.").format(
                largest=SEED_MAX, seed=seed)
        for i, seat in enumerate(self.seats()):
            if len(seat.name) > MAX_NAME:
                return self.tr("Player {number}'s name is longer than {largest} characters.").format(
                    number=i + 1, largest=MAX_NAME)
            if any(is_unsafe_character(c) for c in seat.name):
                return self.tr("Player {number}'s name holds a control character.").format(number=i + 1)
            try:
                check_seat(seat)
            except SaveGameError as exc:  # the dialog offers only colours and levels a save can hold
                return self.tr("Player {number} cannot be seated ({detail}).").format(number=i + 1, detail=exc)
        return ""

    def accept(self) -> None:
        """Start only with entries a saved game can hold; else say what is wrong and stay open."""
        problem = self.check()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        if not problem:
            super().accept()


def seed_from_text(text: str) -> int | None:
    """The seed typed: none, a number as it is, or a word turned into a number (the same on every run)."""
    text = text.strip()
    try:
        return int(text) if text else None
    except ValueError:
        digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
        return int.from_bytes(digest[:8], "big")


class ScoringOrderDialog(QDialog):
    """Several buildings complete: the player picks the order (the default is preselected)."""

    def __init__(self, buildings: list[Building], names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scoring order"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("Several buildings are complete. Score them in this order\n"
                                     "(each scoring moves a Surveyor west, which may send settlers home):")))
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for i, line in enumerate(building_lines(buildings, names)):
            self.list.addItem(line)
            self.list.item(i).setData(Qt.ItemDataRole.UserRole, i)
        lay.addWidget(self.list)
        row = QHBoxLayout()
        up, down = QPushButton(self.tr("Up")), QPushButton(self.tr("Down"))
        up.clicked.connect(lambda: self._move(-1))
        down.clicked.connect(lambda: self._move(1))
        for button, keys, step in ((up, "Ctrl+Up", -1), (down, "Ctrl+Down", 1)):  # by keyboard, in the list
            button.setToolTip(self.tr("Score the selected building earlier") if step < 0
                              else self.tr("Score the selected building later"))
            shortcut = QShortcut(QKeySequence(keys), self.list, context=Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(lambda step=step: self._move(step))
            button.setAutoDefault(False)  # after a click on Down, Enter is still OK's (not Down again)
        self.list.setAccessibleName(self.tr("Buildings in scoring order"))
        self.list.setToolTip(self.tr("Ctrl+Up and Ctrl+Down move the selected building"))
        row.addWidget(up)
        row.addWidget(down)
        row.addStretch(1)
        lay.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.list.setCurrentRow(0)

    def _move(self, d: int) -> None:
        row = self.list.currentRow()
        new = row + d
        if row < 0 or not 0 <= new < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(new, item)
        self.list.setCurrentRow(new)

    def order(self) -> tuple[int, ...] | None:
        """The chosen order; None for the order as listed (the default)."""
        order = tuple(int(self.list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.list.count()))
        return None if order == tuple(range(len(order))) else order


class RemainingDialog(QDialog):
    """The card types still to come, with their counts (T)."""

    def __init__(self, catalog: Catalog, remaining: Counter[str], total: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total = sum(remaining.values()) if total is None else total
        self.setWindowTitle(messages().remaining_title(self.total))
        lay = QVBoxLayout(self)
        self.heading = QLabel(f"<h3>{messages().remaining_heading(self.total)}</h3><span>"
                              + self.tr("not counting the card in hand; cards that fit nowhere leave the game")
                              + "</span>")
        lay.addWidget(self.heading)
        grid = QGridLayout()
        col = 0
        row = 0
        for t in catalog.types:
            n = remaining.get(t.id, 0)
            if not n:
                continue
            cell = QVBoxLayout()
            pic = QLabel()
            pic.setPixmap(card_pixmap(t, 0, 96).scaled(72, 72, Qt.AspectRatioMode.KeepAspectRatio,
                                                             Qt.TransformationMode.SmoothTransformation))
            pic.setToolTip(card_name(t))
            cell.addWidget(pic, 0, Qt.AlignmentFlag.AlignCenter)
            cell.addWidget(QLabel(self.tr("× {count}").format(count=n)), 0, Qt.AlignmentFlag.AlignCenter)
            grid.addLayout(cell, row, col)
            col += 1
            if col == 10:
                col, row = 0, row + 1
        lay.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


class EndGameDialog(QDialog):
    """The final scoring table per player, the winner, play again."""

    reviewRequested = Signal()  # "Review this game"
    replayRequested = Signal()  # "Replay"

    def __init__(self, final: FinalScore, names: list[str], colours: list[str], parent: QWidget | None = None,
                 note: str = "", series: list[tuple[int, ...]] | None = None, resigned: Collection[int] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.play_again = False
        lay = QVBoxLayout(self)
        winners = [names[w] for w in final.winners]
        head = QLabel(f"<h2>{messages().winners(winners, names_together(winners))}</h2>")
        lay.addWidget(head)
        self.note = QLabel(note)  # turns were taken back for practice, someone resigned
        self.note.setWordWrap(True)
        italic = self.note.font()
        italic.setItalic(True)
        self.note.setFont(italic)
        self.note.setVisible(bool(note))
        lay.addWidget(self.note)
        categories = final.categories
        self.table = QTableWidget(len(categories) + 1, len(names))
        heads = [messages().resigned_name(n) if p in resigned else n for p, n in enumerate(names)]
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setVerticalHeaderLabels([category_name(c) for c in categories] + [self.tr("Total")])
        for p in range(len(names)):
            for i, cat in enumerate(categories):
                item = QTableWidgetItem(str(final.breakdown[p][cat]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(i, p, item)
            total = QTableWidgetItem(str(final.totals[p]))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            f = total.font()
            f.setBold(True)
            total.setFont(f)
            if p in final.winners:
                total.setBackground(QColor("#FFE7A8"))
            self.table.setItem(len(categories), p, total)
            head_item = self.table.horizontalHeaderItem(p)
            if head_item is None:
                continue
            pix = QPixmap(16, 16)
            pix.fill(QColor(0, 0, 0, 0))
            painter = QPainter(pix)
            draw_meeple(painter, QRectF(0, 0, 16, 16).center(), 15, colours[p])
            painter.end()
            head_item.setIcon(QIcon(pix))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setDefaultSectionSize(28)
        self.table.horizontalHeader().setFixedHeight(32)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        height = 32 + 28 * (len(categories) + 1) + 4
        bold = QFont(self.table.font())
        bold.setBold(True)
        widths = [max(110, QFontMetrics(bold).horizontalAdvance(head) + 44) for head in heads]  # with its meeple
        self.table.setMinimumSize(150 + sum(widths), height)
        self.table.setMaximumHeight(height)
        lay.addWidget(self.table)
        self.chart = LineChart()  # every player's score after each turn
        self.chart.set_series([Series(n, c, tuple(float(s[p]) for s in series or ()))
                               for p, (n, c) in enumerate(zip(names, colours, strict=True))], learning().turn_axis())
        self.chart.setMinimumHeight(190)
        self.chart.setVisible(bool(series))
        lay.addWidget(self.chart)
        buttons = QDialogButtonBox()
        self.review = buttons.addButton(self.tr("Review this game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.replay = buttons.addButton(self.tr("Replay"), QDialogButtonBox.ButtonRole.ActionRole)
        for button, signal in ((self.review, self.reviewRequested), (self.replay, self.replayRequested)):
            button.setAutoDefault(False)
            button.clicked.connect(signal)
        self.again = buttons.addButton(self.tr("Play again"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        # Enter must not start a new game: the player may still be pressing it to confirm the
        # last turn. Close is the default, and Enter does nothing in the first second.
        self.again.setAutoDefault(False)
        self.again.setDefault(False)
        self.close_button.setDefault(True)
        self.again.clicked.connect(self._again)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._shown = 0.0

    def showEvent(self, event: Any) -> None:
        self._shown = time.monotonic()
        super().showEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and time.monotonic() - self._shown < ENTER_GRACE:
            event.accept()
            return
        super().keyPressEvent(event)

    def _again(self) -> None:
        self.play_again = True
        self.accept()

    def totals(self) -> list[int]:
        out = []
        for p in range(self.table.columnCount()):
            item = self.table.item(self.table.rowCount() - 1, p)
            out.append(int(item.text()) if item is not None else 0)
        return out


def end_table(door: GameDoor, final: FinalScore, colours: list[str], parent: QWidget) -> EndGameDialog:
    """The end table of ``door``'s game, with a note of the turns taken back in practice and of who resigned."""
    taken_back, resigned, names = door.turns_taken_back(), door.resigned_seats(), door.names()
    notes = [messages().practice_note(taken_back)] if taken_back else []
    notes += [messages().resigned_note(names[p], turn, door.seats[p].level) for p, turn in sorted(resigned.items())]
    return EndGameDialog(final, names, colours, parent, note="\n".join(notes), series=door.score_series(),
                         resigned=resigned)


class TextDialog(QDialog):
    """A long text (the rules, a licence): as large as it reads well, within the main window, centred on it."""

    SIZE = QSize(760, 680)

    def __init__(self, title: str, markdown: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(self.SIZE.boundedTo(self._room().size() - QSize(40, 60)))
        lay = QVBoxLayout(self)
        view = QTextBrowser()
        view.setOpenExternalLinks(True)
        view.setMarkdown(markdown)
        lay.addWidget(view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _room(self) -> QRect:
        """The main window's part of its screen (the whole screen without a main window)."""
        parent = self.parentWidget()
        owner = parent.window() if parent is not None else None
        screen = (owner or self).screen().availableGeometry()
        return owner.frameGeometry().intersected(screen) if owner is not None else screen

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        frame = self.frameGeometry()
        frame.moveCenter(self._room().center())
        self.move(frame.topLeft())
