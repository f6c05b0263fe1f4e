"""The Statistics window: totals, charts and a CSV export of every game finished in the window.

It reads and exports through a :class:`~newworld.controller.StatsReader`: the database is read on
its own thread and the figures arrive by signal, so the window never waits for it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from newworld.controller import CATEGORIES, StatsReader, StatsSnapshot
from newworld.gui.chart import BarChart, LineChart, Series
from newworld.narration import category_name, learning, level_name, number_text, percent_text

SCORE_COLOUR = "#2F6DB5"
ALL_HUMANS = ("humans", "")  # (group, key) of the first choice
VALUE_PADDING = 24  # a table cell's margins around its text, with room to spare


class StatisticsWindow(QDialog):
    """Whose statistics (every human, one player, one computer level), their table and three charts."""

    def __init__(self, parent: QWidget | None = None, database: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.database = database
        self.resize(900, 640)
        lay = QVBoxLayout(self)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("QLabel { background: #FBE3C8; border: 1px solid #C9874A; padding: 6px; }")
        lay.addWidget(self.notice)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show:")))
        self.whose = QComboBox()
        self.whose.currentIndexChanged.connect(lambda _i: self.show_group())
        top.addWidget(self.whose, 1)
        self.heading = QLabel()
        top.addWidget(self.heading, 2)
        lay.addLayout(top)
        grid = QGridLayout()
        self.table = QTableWidget(0, 1)
        self.table.horizontalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        grid.addWidget(self.table, 0, 0)
        self.categories = BarChart()
        self.categories.setToolTip(self.tr("Average points per game by category"))
        grid.addWidget(self._titled(self.tr("Average points by category"), self.categories), 0, 1)
        self.opponents = BarChart()
        grid.addWidget(self._titled(self.tr("Win rate by opponent"), self.opponents), 1, 0)
        self.scores = LineChart()
        grid.addWidget(self._titled(self.tr("Score in each game"), self.scores), 1, 1)
        grid.setColumnStretch(0, 2)
        grid.setColumnStretch(1, 3)
        lay.addLayout(grid, 1)
        buttons = QDialogButtonBox()
        self.export_button = buttons.addButton(self.tr("Export CSV…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.clicked.connect(lambda: self.export_csv())
        close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.setDefault(True)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.snapshot = StatsSnapshot.empty()  # until the first reading arrives
        self._export_target = ""  # the file name of the export under way
        self.reader = StatsReader(database, self)
        self.reader.loaded.connect(self._show_snapshot)
        self.reader.exported.connect(self._exported)
        self.reload()

    def _titled(self, title: str, chart: QWidget) -> QWidget:
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        v.addWidget(QLabel(f"<b>{title}</b>"))
        v.addWidget(chart, 1)
        return box

    def reload(self) -> None:
        """Read the statistics again (a damaged file is set aside and the notice says so); they show
        when they arrive (:meth:`loading` until then)."""
        self.tell(learning().stats_loading())
        self.export_button.setEnabled(False)
        self.reader.load()

    def loading(self) -> bool:
        """Whether a reading or an export is under way."""
        return self.reader.busy()

    def _show_snapshot(self, snap: StatsSnapshot) -> None:
        self.snapshot = snap
        empty = learning().stats_empty() if not snap.totals["games"] else ""
        waiting = learning().stats_waiting(snap.waiting) if snap.waiting else ""
        self.tell(" ".join(t for t in (snap.notice or empty, waiting) if t))
        self.whose.blockSignals(True)
        self.whose.clear()
        self.whose.addItem(self.tr("Every human player"), ALL_HUMANS)
        for name in snap.totals["players"]:
            self.whose.addItem(name, ("players", name))
        for level in snap.totals["computers"]:
            self.whose.addItem(self.tr("Computer: {level}").format(level=level_name(level)), ("computers", level))
        self.whose.blockSignals(False)
        self.export_button.setEnabled(bool(snap.rows))
        self.show_group()

    def tell(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def group(self) -> dict[str, Any]:
        """The summary shown (``newworld-cli stats --json``'s for the chosen seats)."""
        kind, key = self.whose.currentData() or ALL_HUMANS
        totals = self.snapshot.totals
        return dict(totals[kind] if kind == "humans" else totals[kind][key])

    def chosen_rows(self) -> list[dict[str, Any]]:
        kind, key = self.whose.currentData() or ALL_HUMANS
        if kind == "humans":
            return [r for r in self.snapshot.rows if r["kind"] == "human"]
        if kind == "players":
            return [r for r in self.snapshot.rows if r["kind"] == "human" and r["name"] == key]
        return [r for r in self.snapshot.rows if r["kind"] == "computer" and r["level"] == key]

    def show_group(self) -> None:
        g = self.group()
        self.heading.setText(learning().stats_heading(g["games"], g["won"]))
        lines = [
            (self.tr("Games played"), _number(g["games"])), (self.tr("Games won"), _number(g["won"])),
            (self.tr("Win rate"), _percent(g["win_rate"])), (self.tr("Average score"), _number(g["average_score"])),
            (self.tr("Best score"), _number(g["best_score"])),
            (self.tr("Settlers sent home by the Surveyors"), _number(g["settlers_lost"])),
            (self.tr("Longest trail (cards)"), _number(g["longest_trail"])),
            (self.tr("Biggest town (cards)"), _number(g["biggest_town"])),
            (self.tr("Games resigned"), _number(g["resigned"])),
        ]
        self.table.setRowCount(len(lines))
        self.table.setVerticalHeaderLabels([label for label, _ in lines])
        for i, (_label, value) in enumerate(lines):
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(i, 0, item)
        self._fit_values([value for _label, value in lines])
        points = g["average_points"]
        self.categories.set_bars([(category_name(cat), points[column] or 0.0) for column, cat in CATEGORIES])
        self.opponents.set_bars([(self._opponent_name(label), tally["win_rate"] or 0.0)
                                 for label, tally in g["by_opponents"].items()], percent=True)
        scores = tuple(float(r["score"]) for r in self.chosen_rows())
        self.scores.set_series([Series(self.whose.currentText(), SCORE_COLOUR, scores)] if scores else [],
                               self.tr("game"), first_x=1)

    def _fit_values(self, values: list[str]) -> None:
        """The table at least as wide as its labels and its widest value (long labels must not squeeze
        the values: "50 %" may be longer in some languages)."""
        widest = max((self.table.fontMetrics().horizontalAdvance(v) for v in values), default=0)
        header = self.table.verticalHeader().sizeHint().width()
        self.table.setMinimumWidth(header + widest + VALUE_PADDING + 2 * self.table.frameWidth())

    def _opponent_name(self, label: str) -> str:
        return self.tr("people") if label == "humans" else level_name(label)

    def export_csv(self, target: str | None = None) -> bool:
        """Write the CSV (asking where when ``target`` is None); False if no file was chosen. The notice
        says how many rows were written, or why none, when it is done."""
        if target is None:
            target, _filter = QFileDialog.getSaveFileName(self, self.tr("Export statistics"), "statistics.csv",
                                                          self.tr("CSV files (*.csv)"))
            if not target:
                return False
        self.export_button.setEnabled(False)
        self._export_target = Path(target).name
        self.reader.export_csv(target)
        return True

    def _exported(self, rows: int, error: str) -> None:
        self.export_button.setEnabled(bool(self.snapshot.rows))
        self.tell(error or learning().stats_exported(rows, self._export_target))


def _number(value: float | int | None) -> str:
    return "–" if value is None else number_text(value)


def _percent(value: float | None) -> str:
    return "–" if value is None else percent_text(value)
