"""The review window: each turn of one player seen with the computer's eyes.

The review runs in the background (:class:`ReviewRunner`, Hard's search with a time
budget per turn) with a progress bar; then the table lists every turn of the seat
(what was played, the best move found, the expected points lost), the three
costliest turns highlighted and offered as buttons. Choosing a turn shows the board
as it was before that turn (the game's own board on a :class:`ReplayController`)
with the better move as a ghost.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QCloseEvent, QColor, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from newworld.controller import DEFAULT_MOVE_TIME, ReplayController, Review, ReviewRunner, TurnReview
from newworld.engine.catalog import CardType
from newworld.engine.moves import Move
from newworld.gui.draft import TurnDraft
from newworld.gui.scene import BoardScene
from newworld.gui.screen import fit_to_screen
from newworld.gui.view import BoardView
from newworld.narration import decimal_text, learning

COSTLY = QColor("#F6C9B8")  # the costliest turns' rows
GHOST_OPACITY = 0.7


class ReviewWindow(QMainWindow):
    """Reviews one seat of ``replay``'s game (``seat``: the first human's by default)."""

    def __init__(self, replay: ReplayController, seat: int | None = None, parent: QWidget | None = None,
                 move_time: float = DEFAULT_MOVE_TIME) -> None:
        super().__init__(parent)
        self.replay = replay
        replay.setParent(self)
        self.move_time = move_time
        self.runner: ReviewRunner | None = None
        self.resize(fit_to_screen(QSize(1300, 820), self.screen().availableGeometry().size()))
        seats = replay.seat_list()
        if seat is None:
            seat = next((i for i, s in enumerate(seats) if s.kind == "human"), 0)
        self.scene = BoardScene(replay.catalog, self)
        self.scene.colours = replay.colours()
        self.scene.anim_ms = 0
        self.view = BoardView(self.scene)
        self.scene.set_controller(replay)
        left = QWidget()
        lay = QVBoxLayout(left)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Player:")))
        self.whose = QComboBox()
        self.whose.addItems([s.name for s in seats])
        self.whose.setCurrentIndex(seat)
        self.whose.currentIndexChanged.connect(self.start)
        top.addWidget(self.whose, 1)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.clicked.connect(self.stop)
        top.addWidget(self.stop_button)
        lay.addLayout(top)
        self.progress = QProgressBar()
        lay.addWidget(self.progress)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.costly_row = QHBoxLayout()
        lay.addLayout(self.costly_row)
        self.costly_buttons: list[QPushButton] = []
        self.costly_widgets: list[QWidget] = []
        self.reviewed: dict[int, TurnReview] = {}
        self.rows: list[int] = []
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Turn"), self.tr("Played"), self.tr("Best found"),
                                              self.tr("Points lost")])
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.currentCellChanged.connect(lambda row, _c, _pr, _pc: self.show_row(row))
        lay.addWidget(self.table, 1)
        right = QWidget()
        board = QVBoxLayout(right)
        board.setContentsMargins(0, 0, 0, 0)
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.turn_label.setStyleSheet("QLabel { font-size: 14px; padding: 4px; }")
        board.addWidget(self.turn_label)
        board.addWidget(self.view, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([520, 780])
        self.setCentralWidget(split)
        replay.go(replay.turns())  # the whole game while the review runs
        self.start()

    def _say(self, text: str) -> None:
        """The review's state above the table, as many lines as it takes at the panel's width (the splitter
        does not ask a wrapped label how tall it must be)."""
        self.status.setText(text)
        self.status.setMinimumHeight(self.status.heightForWidth(max(1, self.status.width())))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.status.setMinimumHeight(self.status.heightForWidth(max(1, self.status.width())))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.view.fit(self.scene.whole_board())

    # --- running ------------------------------------------------------------------------

    def seat(self) -> int:
        return self.whose.currentIndex()

    def start(self) -> None:
        """Review the chosen seat from the start (a review under way is stopped)."""
        self.stop()
        self.setWindowTitle(learning().review_title(self.whose.currentText()))
        self.table.setRowCount(0)
        self._set_costly(())
        self.turn_label.clear()
        runner = ReviewRunner(self.replay, self.seat(), self.move_time)  # no parent: it may outlive the window
        runner.progressed.connect(self._progressed)
        runner.finished.connect(self._finished)  # a bound slot: gone with the window
        self.runner = runner
        self.progress.setValue(0)
        self.progress.show()
        self.stop_button.setEnabled(True)
        runner.start()

    def stop(self) -> None:
        if self.runner is not None and self.runner.running():
            self.runner.cancel()

    def _progressed(self, done: int, total: int) -> None:
        if self.sender() is not self.runner:
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        if done < total:
            self._say(learning().review_running(done, total))

    def _finished(self, review: object) -> None:
        if self.sender() is not self.runner:
            return  # a review stopped for another seat
        self.progress.hide()
        self.stop_button.setEnabled(False)
        if review is None:
            self._say(learning().review_failed())
            return
        assert isinstance(review, Review)
        turns = review.turns
        best = sum(1 for t in turns if t.loss <= 0)
        self._say(learning().review_done(len(turns), best, review.total_loss)
                            if review.complete else learning().review_stopped(len(turns)))
        costly = review.costliest()
        self._fill(turns, {t.number for t in costly})
        self._set_costly(costly)
        if costly:
            self.show_turn(costly[0].number)

    # --- showing ------------------------------------------------------------------------

    def _fill(self, turns: tuple[TurnReview, ...], costly: set[int]) -> None:
        self.reviewed = {t.number: t for t in turns}
        self.rows = [t.number for t in turns]
        self.table.setRowCount(len(turns))
        runner = self.runner
        assert runner is not None
        bold = QFont(self.table.font())
        bold.setBold(True)
        for row, t in enumerate(turns):
            words = learning()
            cells = [str(t.number), words.review_move(t.played), "" if t.loss <= 0 else words.review_move(t.best),
                     decimal_text(t.loss) if t.loss > 0 else "–"]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (1, 2):
                    item.setToolTip(runner.move_text(t.number, t.played if col == 1 else t.best))
                if t.number in costly:
                    item.setBackground(COSTLY)
                    item.setFont(bold)
                self.table.setItem(row, col, item)

    def _set_costly(self, costly: tuple[TurnReview, ...]) -> None:
        for w in self.costly_widgets:
            w.deleteLater()
        self.costly_buttons, self.costly_widgets = [], []
        if not costly:
            return
        label = QLabel(learning().review_costliest(", ".join(str(t.number) for t in costly)))
        self.costly_row.addWidget(label)
        self.costly_widgets.append(label)
        for t in costly:
            button = QPushButton(self.tr("Turn {number}").format(number=t.number))
            button.clicked.connect(lambda _c=False, n=t.number: self.show_turn(n))
            self.costly_row.addWidget(button)
            self.costly_buttons.append(button)
            self.costly_widgets.append(button)

    def show_row(self, row: int) -> None:
        if 0 <= row < len(self.rows):
            self.show_turn(self.rows[row])

    def show_turn(self, number: int) -> None:
        """The board before turn ``number``, the better move as a ghost, what was played and lost."""
        t = self.reviewed[number]
        row = self.rows.index(number)
        if self.table.currentRow() != row:
            self.table.setCurrentCell(row, 0)  # comes back here through show_row
            return
        self.replay.go(number - 1)
        runner = self.runner
        assert runner is not None
        lines = [learning().review_turn(number, t.loss), learning().review_played(runner.move_text(number, t.played))]
        turn = self.replay.played_turn(number)
        assert turn is not None
        self.scene.turn.show_draft(TurnDraft(), {})
        if t.loss > 0:
            lines.append(learning().review_better(runner.move_text(number, t.best)))
            self.show_ghost(turn.card, turn.player, t.best)
        self.turn_label.setText("\n".join(lines))
        self.view.fit(self.scene.whole_board())

    def show_ghost(self, card: CardType, player: int, move: Move) -> None:
        """``move`` as a see-through card on its cell, its settler marked (the hint's ghost)."""
        placement, settler = move.placement, move.settler
        draft = TurnDraft(card=card, player=player, placement=placement, rotation=placement.rotation,
                          choices=(settler,) if settler else (), settler=settler)
        self.scene.turn.show_draft(draft, {})
        ghost = self.scene.turn.ghost
        ghost.opacity_, ghost.fits = GHOST_OPACITY, True  # see-through, edged green: where it fits better
        ghost.update()

    def ghost_shown(self) -> tuple[int, int, int] | None:
        """Where the ghost lies (x, y, rotation), or None (for tests)."""
        g = self.scene.turn.ghost
        if not g.isVisible() or g.card is None:
            return None
        from newworld.gui.geometry import scene_cell

        x, y = scene_cell(g.pos())
        return x, y, g.turn

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        super().closeEvent(event)
