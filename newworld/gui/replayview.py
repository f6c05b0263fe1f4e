"""The replay viewer: a saved game (or the game just finished) turn by turn, never written.

The board is the game's own (:class:`BoardScene` and :class:`BoardView`), following a
:class:`ReplayController` instead of a game controller. Steps: the buttons, ← and →
(Home and End for the ends), the slider; beside the board the scores after the turn,
the turn's log lines (the move, its scorings with their points, settlers going home,
Surveyor steps), the whole log so far, and the score chart with the turn marked.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from newworld.controller import ReplayController, SaveGameError
from newworld.gui.chart import LineChart, Series
from newworld.gui.scene import BoardScene
from newworld.gui.screen import dress_status_bar, fit_to_screen
from newworld.gui.view import BoardView
from newworld.narration import learning


def score_chart(replay: ReplayController, chart: LineChart | None = None) -> LineChart:
    """``chart`` (or a new one) holding every player's score after each turn of ``replay``'s game."""
    chart = chart or LineChart()
    series = replay.score_series()
    chart.set_series([Series(name, colour, tuple(float(s[p]) for s in series))
                      for p, (name, colour) in enumerate(zip(replay.names(), replay.colours(), strict=True))],
                     learning().turn_axis())
    return chart


class ReplayWindow(QMainWindow):
    """Steps through ``replay``; :meth:`open_file` makes one for a saved game."""

    def __init__(self, replay: ReplayController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        replay.setParent(self)
        self.setWindowTitle(learning().replay_title(replay.title))
        self.resize(fit_to_screen(QSize(1280, 800), self.screen().availableGeometry().size()))
        self.scene = BoardScene(replay.catalog, self)
        self.scene.colours = replay.colours()
        self.scene.anim_ms = 150
        self.view = BoardView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step through the game
        self.scene.set_controller(replay)
        self.board_panel = QWidget()
        board = QVBoxLayout(self.board_panel)
        board.setContentsMargins(0, 0, 0, 0)
        board.addWidget(self.view, 1)
        board.addLayout(self._controls())
        side = QWidget()
        side_lay = QVBoxLayout(side)
        self.where = QLabel()
        self.where.setStyleSheet("QLabel { font-weight: bold; font-size: 15px; }")
        side_lay.addWidget(self.where)
        self.score_labels = [QLabel() for _ in replay.names()]
        for label in self.score_labels:
            side_lay.addWidget(label)
        side_lay.addWidget(QLabel(f"<b>{self.tr('This turn')}</b>"))
        self.turn_box = QLabel()
        self.turn_box.setWordWrap(True)
        self.turn_box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.turn_box.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.turn_box.setMinimumHeight(90)
        side_lay.addWidget(self.turn_box)
        side_lay.addWidget(QLabel(f"<b>{self.tr('Game log')}</b>"))
        self.log = QListWidget()
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setWordWrap(True)
        side_lay.addWidget(self.log, 2)
        side_lay.addWidget(QLabel(f"<b>{self.tr('Scores')}</b>"))
        self.chart = score_chart(replay)
        self.chart.setMinimumHeight(200)
        side_lay.addWidget(self.chart, 2)
        split = QSplitter()
        split.addWidget(self.board_panel)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        self.setCentralWidget(split)
        replay.positionChanged.connect(self.show_position)
        replay.gameStarted.connect(self._refit)  # a jump rebuilds the table: show all of it
        replay.positionChanged.connect(self._follow)  # a step forward: the new card in sight
        dress_status_bar(self.statusBar(), self.view)
        self.show_position(replay.turn)
        self.fit_board()

    def _refit(self) -> None:
        if self.view.following:  # (else the player has moved the view: it stays where they put it)
            self.fit_board()

    def _follow(self, _turn: int) -> None:
        self.view.follow(self.scene.what_matters(), self.scene.whole_board())

    def fit_board(self) -> None:
        self.view.fit(self.scene.whole_board())

    def _controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setContentsMargins(8, 6, 8, 8)  # the board above runs to the window's edges, the buttons do not
        r = self.replay
        self.start_button = self._button("|◀", self.tr("To the start (Home)"), r.to_start)
        self.back_button = self._button("◀", self.tr("One turn back (←)"), r.back)
        self.forward_button = self._button("▶", self.tr("One turn forward (→)"), r.forward)
        self.end_button = self._button("▶|", self.tr("To the end (End)"), r.to_end)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, r.turns())
        self.slider.setPageStep(max(1, len(r.names())))  # Page Up/Down: a round
        self.slider.valueChanged.connect(r.go)
        for w in (self.start_button, self.back_button):
            row.addWidget(w)
        row.addWidget(self.slider, 1)
        for w in (self.forward_button, self.end_button):
            row.addWidget(w)
        return row

    def _button(self, text: str, tip: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda: slot())  # type: ignore[operator]
        return button

    @classmethod
    def open_file(cls, path: str | Path, parent: QWidget | None = None) -> ReplayWindow:
        """A viewer for the saved game at ``path``; SaveGameError with the reason if it cannot be read."""
        return cls(ReplayController.open_file(path), parent)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        r = self.replay
        steps = {Qt.Key.Key_Right: r.forward, Qt.Key.Key_Left: r.back, Qt.Key.Key_Home: r.to_start,
                 Qt.Key.Key_End: r.to_end, Qt.Key.Key_F: self.fit_board}
        step = steps.get(Qt.Key(event.key()))
        if step is None:
            super().keyPressEvent(event)
        else:
            step()

    def show_position(self, turn: int) -> None:
        r = self.replay
        self.where.setText(learning().replay_turn(turn, r.turns()))
        self.slider.blockSignals(True)
        self.slider.setValue(turn)
        self.slider.blockSignals(False)
        self.back_button.setEnabled(turn > 0)
        self.start_button.setEnabled(turn > 0)
        self.forward_button.setEnabled(turn < r.turns())
        self.end_button.setEnabled(turn < r.turns())
        scores = r.scores_at(turn)
        gained = r.gained(turn) if turn else (0,) * len(scores)
        for p, label in enumerate(self.score_labels):
            plus = f"  (+{gained[p]})" if gained[p] else ""
            label.setText(f"<span style='color:{r.colours()[p]}'>●</span> {r.names()[p]}: <b>{scores[p]}</b>{plus}")
        self.turn_box.setText("\n".join(r.turn_text(turn)))
        self._fill_log(turn)
        self.chart.set_marker(turn)

    def shown_scores(self) -> list[int]:
        """The scores the side panel shows now (for tests: what a player reads)."""
        return [int(label.text().split("<b>")[1].split("</b>")[0]) for label in self.score_labels]

    def _fill_log(self, turn: int) -> None:
        self.log.clear()
        for number in range(1, turn + 1):
            self.log.addItems(self.replay.turn_text(number))
        self.log.scrollToBottom()


def open_replay(path: str | Path, parent: QWidget | None = None) -> ReplayWindow | str:
    """A viewer for ``path``, or the one-line message why it cannot be shown."""
    try:
        return ReplayWindow.open_file(path, parent)
    except SaveGameError as exc:
        return learning().replay_cannot_open(Path(path).name, str(exc))
