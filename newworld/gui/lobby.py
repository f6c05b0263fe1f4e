"""The network game's panel: the connection, whom everybody waits for, the lobby and the chat.

:class:`NetPanel` follows a :class:`~newworld.controller.netgame.NetGameController`
(its ``lobbyChanged``, ``connectionChanged``, ``turnStarted`` and
``chatReceived``): a :class:`ConnectionIndicator`, the waiting line ("Waiting
for Ana…"), the game code with the addresses friends join at, one row per seat
(who plays it, connected or away) with the host's Start button and hand-over
buttons, and the :class:`ChatPanel`. Once the game is under way the panel folds
away to a narrow strip beside the board (the connection's light, the chat lines
not read yet, a button that opens it again), so that a small window leaves the
board its room; it opens by itself when a player at the table goes away, as the
host may then hand the seat to a computer. Names and chat lines come from other
players: every label here is plain text, never rich text.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from newworld.controller.netgame import NetGameController
from newworld.controller.netseats import MAX_CHAT, ChatLine, LobbySeat
from newworld.controller.seats import COMPUTER_LEVELS
from newworld.gui.panels import PANEL_CSS
from newworld.narration import CONNECTED, RECONNECTING, level_name, network

DOT_COLOURS = {CONNECTED: "#3C9A3C", RECONNECTING: "#D08A1C"}  # others (connecting, closed): grey
GREY = "#8A7F70"
NET_CSS = PANEL_CSS + """
QWidget#netPanel { background: #2B221C; border-left: 1px solid #4A3A2A; }
QLabel#code { font-size: 16px; font-weight: bold; color: #F6E7C0; letter-spacing: 1px; }
QLabel#waiting { font-weight: bold; color: #FFE7A8; }
QLabel#status { color: #BFA985; font-size: 12px; }
QLabel#unread { background: #B5482E; color: #FFF4DC; border-radius: 9px; font-weight: bold; padding: 0 4px; }
QPushButton#fold { padding: 4px 0; font-size: 15px; }
QLineEdit, QComboBox { background: #221B16; color: #E6D8B8; border: 1px solid #4A3A2A; border-radius: 4px;
                       padding: 3px; }
QComboBox QAbstractItemView { background: #2F2520; color: #F1E4C3; selection-background-color: #6E4C2E; }
"""
MAX_CHAT_LINES = 200  # the chat keeps the last lines only
STRIP_WIDTH = 30  # the folded panel


def plain(label: QLabel) -> QLabel:
    """A label that shows its text as it is (names and chat come from other players)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


class Dot(QWidget):
    """A small round light."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = GREY
        self.setFixedSize(12, 12)

    def set_colour(self, colour: str) -> None:
        self.colour = colour
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#3A2E24"))
        p.setBrush(QColor(self.colour))
        p.drawEllipse(1, 1, 10, 10)
        p.end()


class ConnectionIndicator(QWidget):
    """A light and a word: connected (green), reconnecting (amber), connecting or not connected (grey)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dot = Dot()
        self.label = plain(QLabel())
        self.label.setAccessibleName(self.tr("Connection"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.dot)
        row.addWidget(self.label, 1)
        self.state = ""
        self.set_state("closed")

    def set_state(self, state: str) -> None:
        self.state = state
        self.dot.set_colour(DOT_COLOURS.get(state, GREY))
        self.label.setText(network().connection(state))


class SeatRow(QWidget):
    """One seat in the lobby: a light (connected), the name, its status; the host's hand-over button."""

    handOver = Signal(int, str)  # (seat, level)
    playAgain = Signal(int)  # seat

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = -1
        self.dot = Dot()
        self.name = plain(QLabel())
        self.status = plain(QLabel())
        self.status.setObjectName("status")
        self.level = QComboBox()
        for level in COMPUTER_LEVELS:
            self.level.addItem(level_name(level), level)
        self.level.setCurrentIndex(max(0, COMPUTER_LEVELS.index("medium")) if "medium" in COMPUTER_LEVELS else 0)
        self.give = QPushButton(self.tr("Computer plays"))
        self.give.setToolTip(self.tr("Let a computer of the chosen level play this seat"))
        self.give.clicked.connect(lambda: self.handOver.emit(self.index, str(self.level.currentData())))
        self.again = QPushButton(self.tr("Play it again"))
        self.again.setToolTip(self.tr("Take this seat back from the computer"))
        self.again.clicked.connect(lambda: self.playAgain.emit(self.index))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 2, 0, 2)
        grid.addWidget(self.dot, 0, 0)
        grid.addWidget(self.name, 0, 1, 1, 2)
        grid.addWidget(self.status, 1, 1, 1, 2)
        grid.addWidget(self.level, 2, 1)
        grid.addWidget(self.give, 2, 2)
        grid.addWidget(self.again, 3, 2)
        grid.setColumnStretch(1, 1)

    def show_seat(self, seat: LobbySeat, wait: float | None, again: bool) -> None:
        """``wait``: seconds before the host may hand the seat over (0: now), None: no button; ``again``: the
        seat is this screen's, played by a computer for now, and may be taken back."""
        self.index = seat.index
        self.name.setText(seat.name or network().open_seat(seat.index))
        self.status.setText(network().seat_status(seat.kind, seat.level, seat.taken, seat.connected, seat.mine))
        lit = seat.kind == "computer" or seat.connected
        self.dot.set_colour(DOT_COLOURS[CONNECTED] if lit else DOT_COLOURS[RECONNECTING] if seat.taken else GREY)
        shown = wait is not None
        self.level.setVisible(shown)
        self.give.setVisible(shown)
        self.give.setEnabled(shown and wait == 0)
        if shown and wait:
            self.give.setToolTip(network().hand_over_in(int(wait + 0.999)))
        self.again.setVisible(again)


class ChatPanel(QWidget):
    """The chat: the lines so far and a field to say one (length-capped plain text)."""

    def __init__(self, controller: NetGameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(MAX_CHAT_LINES)
        self.lines.setAccessibleName(self.tr("Chat"))
        self.field = QLineEdit()
        self.field.setMaxLength(MAX_CHAT)
        self.field.setPlaceholderText(self.tr("Say something to the table…"))
        self.field.setAccessibleName(self.tr("Chat message"))
        self.send = QPushButton(self.tr("Send"))
        self.field.returnPressed.connect(self.say)
        self.send.clicked.connect(self.say)
        row = QHBoxLayout()
        row.addWidget(self.field, 1)
        row.addWidget(self.send)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.lines, 1)
        lay.addLayout(row)
        controller.chatReceived.connect(self.add)

    def say(self) -> None:
        if self.controller.send_chat(self.field.text()):
            self.field.clear()

    def add(self, line: ChatLine) -> None:
        self.lines.appendPlainText(network().chat_line(line.name, line.text))

    def texts(self) -> list[str]:
        return self.lines.toPlainText().splitlines()


class LobbyColumn(QWidget):
    """The network panel's lobby and chat: at least 260 px wide, wider where its texts need it."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(max(260, hint.width()), hint.height())


class NetPanel(QWidget):
    """The panel beside the board in a network game (see the module docstring)."""

    foldChanged = Signal(bool)  # folded

    def __init__(self, controller: NetGameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = c = controller
        self.setObjectName("netPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(NET_CSS)
        self.indicator = ConnectionIndicator()
        self.waiting = plain(QLabel())
        self.waiting.setObjectName("waiting")
        self.code = plain(QLabel())
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setObjectName("code")
        self.invite = plain(QLabel())
        self.invite.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rows: list[SeatRow] = []
        self.seat_box = QVBoxLayout()
        self.advice = plain(QLabel())
        self.start = QPushButton(self.tr("Start the game"))
        self.start.clicked.connect(c.start_game)
        self.chat = ChatPanel(c)
        self.body = LobbyColumn()  # all but the strip: what folds away
        self.body.setMaximumWidth(340)
        lay = QVBoxLayout(self.body)
        lay.addWidget(self.indicator)
        lay.addWidget(self.waiting)
        lay.addWidget(self.code)
        lay.addWidget(self.invite)
        lay.addLayout(self.seat_box)
        lay.addWidget(self.advice)
        lay.addWidget(self.start)
        lay.addWidget(self.chat, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self._strip())
        row.addWidget(self.body)
        self.folded = False
        self.unread = 0  # chat lines that came while the panel was folded
        self._someone_away = False
        c.connectionChanged.connect(self.indicator.set_state)
        c.connectionChanged.connect(self._show_light)
        c.lobbyChanged.connect(self.refresh)
        c.recordChanged.connect(lambda _record: self.refresh())
        c.turnStarted.connect(lambda _player: self.refresh())
        c.gameOver.connect(lambda _final: self.refresh())
        c.chatReceived.connect(self._count_unread)
        self.ticker = QTimer(self)  # the hand-over countdown of a player who is away
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self.refresh)
        self.indicator.set_state(c.connection)
        self._show_fold()
        self.refresh()

    def _strip(self) -> QWidget:
        """The narrow column at the panel's edge: the fold button, the connection's light, the unread count."""
        strip = QWidget()
        strip.setFixedWidth(STRIP_WIDTH)
        self.fold_button = QPushButton()
        self.fold_button.setObjectName("fold")
        self.fold_button.clicked.connect(lambda: self.set_folded(not self.folded))
        self.light = Dot()
        self.unread_label = QLabel()
        self.unread_label.setObjectName("unread")
        self.unread_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.unread_label.setAccessibleName(self.tr("Chat lines not read"))
        column = QVBoxLayout(strip)
        column.setContentsMargins(2, 8, 2, 8)
        column.setSpacing(8)
        column.addWidget(self.fold_button)
        column.addWidget(self.light, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.unread_label, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(1)
        return strip

    def set_folded(self, on: bool) -> None:
        """Fold the lobby and the chat away to the strip, or open them again (the chat then counts as read)."""
        if on == self.folded:
            return
        self.folded = on
        self.body.setVisible(not on)
        if not on:
            self.unread = 0
        self._show_fold()
        self.foldChanged.emit(on)

    def _show_fold(self) -> None:
        folded = self.folded
        self.fold_button.setText("◂" if folded else "▸")
        self.fold_button.setToolTip(self.tr("Show the lobby and the chat") if folded
                                    else self.tr("Fold the lobby and the chat away"))
        self.fold_button.setAccessibleName(self.fold_button.toolTip())
        self.light.setVisible(folded)
        self.unread_label.setText(str(self.unread))
        self.unread_label.setVisible(folded and self.unread > 0)
        self._show_light(self.controller.connection)

    def _show_light(self, state: str) -> None:
        self.light.set_colour(DOT_COLOURS.get(state, GREY))
        self.light.setToolTip(network().connection(state))

    def _count_unread(self, _line: ChatLine) -> None:
        if self.folded:
            self.unread += 1
            self._show_fold()

    def refresh(self) -> None:
        c, text = self.controller, network()
        seats = c.lobby()
        status = c.status
        self.code.setText(text.code(c.code) if c.code else "")
        addresses = c.addresses()
        self.invite.setText(text.invite(addresses) if addresses and status == "lobby" else "")
        self.invite.setVisible(bool(self.invite.text()))
        self._show_seats(seats)
        self.waiting.setText(self.waiting_text(seats))
        in_lobby = status == "lobby"
        open_seats = sum(1 for s in seats if s.kind == "remote" and not s.taken)
        self.start.setVisible(c.is_host and in_lobby)
        self.start.setEnabled(open_seats == 0 and c.connection == CONNECTED)
        self.advice.setText((text.seats_open(open_seats) if open_seats else text.ready_to_start()) if c.is_host
                            and in_lobby else text.waiting_for_start() if in_lobby else "")
        self.advice.setVisible(bool(self.advice.text()))
        away = any(s.away > 0 for s in seats)
        if away and not self._someone_away and self.folded:
            self.set_folded(False)  # whom the table waits for, and the host's hand-over buttons
        self._someone_away = away
        if away and not self.ticker.isActive():
            self.ticker.start()
        elif not away:
            self.ticker.stop()

    def waiting_text(self, seats: list[LobbySeat]) -> str:
        c, text = self.controller, network()
        if c.is_over():
            return text.game_over()
        if c.is_human_turn():
            return text.your_turn()
        seat = c.current_seat()
        if seat is not None and c.is_computer_turn():
            return text.computer_playing(seat.name)
        waited = c.waiting_for()
        if waited is None:
            return ""
        if waited.taken and not waited.connected:
            return text.waiting_for_away(waited.name, int(max(0.0, c.handover_after - waited.away) + 0.999))
        return text.waiting_for(waited.name)

    def _show_seats(self, seats: list[LobbySeat]) -> None:
        while len(self.rows) < len(seats):
            row = SeatRow()
            row.handOver.connect(self.controller.hand_over)
            row.playAgain.connect(self.controller.take_seat_back)
            self.rows.append(row)
            self.seat_box.addWidget(row)
        for row, seat in zip(self.rows, seats, strict=False):
            row.show_seat(seat, self.controller.handover_wait(seat), self.controller.can_play_again(seat))
            row.show()
        for row in self.rows[len(seats):]:
            row.hide()
