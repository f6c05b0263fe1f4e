"""The dialogs that open a network game: Host (the seats, where the server runs) and Join (the games
nearby, one's own games to come back to, or an address and a code).

They only collect the player's choices and check them (a clear line under the
fields when something is off); :class:`~newworld.gui.netwindow.NetGameWindow`
does the hosting or joining with the controller.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from newworld.controller.netgames import DEFAULT_PORT, NetGameRecord, game_code, server_url
from newworld.controller.netlink import Finder, NearbyGame
from newworld.controller.netseats import COMPUTER, HERE, REMOTE, PlannedSeat
from newworld.controller.seats import COMPUTER_LEVELS, MAX_NAME, computer_name
from newworld.gui.clocks import ClockChoice
from newworld.narration import messages, network

# What a seat's box offers: (where, level).
WHO_CHOICES = [(HERE, ""), (REMOTE, ""), *((COMPUTER, level) for level in COMPUTER_LEVELS)]
MAX_SEATS = 5


def _error_label() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setStyleSheet("color: #A02818;")
    return label


class HostDialog(QDialog):
    """Host a network game: who plays each seat, and whether the server runs here or is a club's."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a network game"))
        self.setMinimumWidth(520)
        lay = QVBoxLayout(self)
        form = QGridLayout()
        form.addWidget(QLabel(self.tr("Your name:")), 0, 0)
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        form.addWidget(self.name, 0, 1)
        form.addWidget(QLabel(self.tr("Players:")), 1, 0)
        self.count = QSpinBox()
        self.count.setRange(2, MAX_SEATS)
        self.count.setValue(2)
        form.addWidget(self.count, 1, 1)
        form.addWidget(QLabel(self.tr("Clock:")), 2, 0)
        self.clock = ClockChoice()  # the server keeps the time
        form.addWidget(self.clock, 2, 1)
        lay.addLayout(form)
        self.grid = QGridLayout()
        self.rows: list[tuple[QLabel, QComboBox, QLineEdit]] = []
        for i in range(MAX_SEATS):
            who = QComboBox()
            for where, level in WHO_CHOICES:
                who.addItem(self.who_text(where, level))
            who.setCurrentIndex(0 if i == 0 else 1)
            seat_name = QLineEdit()
            seat_name.setMaxLength(MAX_NAME)
            seat_name.setPlaceholderText(self.tr("name (optional)"))
            label = QLabel(network().open_seat(i))
            self.grid.addWidget(label, i, 0)
            self.grid.addWidget(who, i, 1)
            self.grid.addWidget(seat_name, i, 2)
            self.rows.append((label, who, seat_name))
        lay.addLayout(self.grid)
        self.here = QRadioButton(self.tr("The server runs on this computer, port:"))
        self.here.setChecked(True)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.lan = QCheckBox(self.tr("Show the game on the local network"))
        self.lan.setChecked(True)
        self.watching = QCheckBox(self.tr("Others may watch with the code"))
        self.watching.setChecked(True)
        self.spectator_chat = QCheckBox(self.tr("Spectators may chat"))
        self.watching.toggled.connect(self.spectator_chat.setEnabled)
        self.remote = QRadioButton(self.tr("On a server at:"))
        self.address = QLineEdit()
        self.address.setPlaceholderText("play.example.org:7245")
        for row_widgets in ((self.watching, self.spectator_chat), (self.here, self.port), (self.lan,),
                            (self.remote, self.address)):
            row = QHBoxLayout()
            for widget in row_widgets:
                row.addWidget(widget)
            lay.addLayout(row)
        self.error = _error_label()
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Host"))
        buttons.accepted.connect(self.check_and_accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows()

    def who_text(self, where: str, level: str) -> str:
        if where == HERE:
            return self.tr("Plays at this screen")
        if where == REMOTE:
            return self.tr("Remote player (joins with the code)")
        return messages().seat_kind("computer", level)

    def _show_rows(self) -> None:
        for i, widgets in enumerate(self.rows):
            for widget in widgets:
                widget.setVisible(i < self.count.value())

    def player_name(self) -> str:
        return " ".join(self.name.text().split())

    def plan(self) -> list[PlannedSeat]:
        seats = []
        for i, (_label, who, seat_name) in enumerate(self.rows[:self.count.value()]):
            where, level = WHO_CHOICES[who.currentIndex()]
            name = " ".join(seat_name.text().split()) or (self.player_name() if where == HERE and i == 0 else "")
            if not name and where == COMPUTER:  # named here, in the host's language (the server's default is English)
                name = computer_name(i)
            seats.append(PlannedSeat(where, name, level or "medium"))
        return seats

    def server_url(self) -> str:
        """"" when the server runs here."""
        return server_url(self.address.text()) if self.remote.isChecked() else ""

    def set_seat(self, index: int, where: str, level: str = "", name: str = "") -> None:
        """Choose a seat's player (the tests, and nobody else, set seats this way)."""
        self.count.setValue(max(self.count.value(), index + 1))
        _label, who, seat_name = self.rows[index]
        who.setCurrentIndex(WHO_CHOICES.index((where, level)))
        seat_name.setText(name)

    def problem(self) -> str:
        if not self.player_name():
            return network().name_needed()
        if not any(seat.where == HERE for seat in self.plan()):
            return network().no_seat_here()
        if self.remote.isChecked():
            try:
                self.server_url()
            except ValueError:
                return network().bad_address(self.address.text())
        return ""

    def check_and_accept(self) -> None:
        self.error.setText(self.problem())
        if not self.error.text():
            self.accept()


class JoinDialog(QDialog):
    """Join a network game: one found nearby, one of one's own to come back to, or an address and a code."""

    def __init__(self, name: str, records: list[NetGameRecord], parent: QWidget | None = None,
                 search: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a network game"))
        self.setMinimumWidth(620)
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Your name:")))
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        row.addWidget(self.name, 1)
        lay.addLayout(row)
        lay.addWidget(QLabel(self.tr("Your network games (come back to one):")))
        self.mine = QListWidget()
        for record in records:
            item = QListWidgetItem(network().saved_game(record.code, record.players, record.hosted,
                                                        record.url.split("://", 1)[-1]))
            item.setData(Qt.ItemDataRole.UserRole, record)
            self.mine.addItem(item)
        self.mine.setMaximumHeight(110)
        self.mine.itemDoubleClicked.connect(lambda _item: self.check_and_accept())
        lay.addWidget(self.mine)
        head = QHBoxLayout()
        head.addWidget(QLabel(self.tr("Games on the local network:")), 1)
        self.refresh = QPushButton(self.tr("Look again"))
        head.addWidget(self.refresh)
        lay.addLayout(head)
        self.nearby = QListWidget()
        self.nearby.setMaximumHeight(110)
        self.nearby.itemClicked.connect(self._pick_nearby)
        self.mine.itemClicked.connect(lambda _item: self.nearby.clearSelection())
        lay.addWidget(self.nearby)
        form = QGridLayout()
        form.addWidget(QLabel(self.tr("Server address:")), 0, 0)
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20:7245")
        form.addWidget(self.address, 0, 1)
        form.addWidget(QLabel(self.tr("Game code:")), 1, 0)
        self.code = QLineEdit()
        self.code.setMaxLength(12)
        form.addWidget(self.code, 1, 1)
        lay.addLayout(form)
        self.spectator = QCheckBox(self.tr("Watch as a spectator (no seat: you see what every player may see)"))
        lay.addWidget(self.spectator)
        for field in (self.address, self.code):
            field.textEdited.connect(lambda _text: self.mine.clearSelection())
        self.error = _error_label()
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        buttons.accepted.connect(self.check_and_accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.finder = Finder(self)
        self.finder.found.connect(self.show_nearby)
        self.refresh.clicked.connect(self.look)
        self.finished.connect(lambda _result: self.finder.stop())
        if search:
            self.look()

    def look(self) -> None:
        self.nearby.clear()
        self.nearby.addItem(network().looking())
        self.refresh.setEnabled(False)
        self.finder.search(self.player_name() or "New World")

    def show_nearby(self, games: list[NearbyGame]) -> None:
        self.refresh.setEnabled(True)
        self.nearby.clear()
        text = network()
        for game in games:
            line = (text.nearby_game(game.server, game.code, game.open_seats, game.players) if game.code
                    else text.nearby_server(game.server, game.address))
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, game)
            self.nearby.addItem(item)
        if not games:
            self.nearby.addItem(text.nothing_nearby())

    def _pick_nearby(self, item: QListWidgetItem) -> None:
        game: Any = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(game, NearbyGame):
            self.mine.clearSelection()
            self.address.setText(game.address)
            self.code.setText(game.code)

    def player_name(self) -> str:
        return " ".join(self.name.text().split())

    def record(self) -> NetGameRecord | None:
        """The game of one's own chosen to come back to (None: join by address and code)."""
        item = self.mine.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None and item.isSelected() else None

    def url(self) -> str:
        return server_url(self.address.text())

    def game_code(self) -> str:
        return game_code(self.code.text())

    def problem(self) -> str:
        text = network()
        if self.record() is not None:
            return ""
        if not self.player_name():
            return text.name_needed()
        try:
            self.url()
        except ValueError:
            return text.bad_address(self.address.text())
        try:
            self.game_code()
        except ValueError:
            return text.bad_code(self.code.text())
        return ""

    def check_and_accept(self) -> None:
        self.error.setText(self.problem())
        if not self.error.text():
            self.accept()
