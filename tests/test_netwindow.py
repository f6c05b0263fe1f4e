"""Network play in the window: Host and Join through the dialogs, the lobby, turns played with the mouse
against another window or a bot, the chat, undo within one's own turn, and a window that loses its
connection, reconnects and catches up. Real ``newworld-server`` processes on loopback (tests/netserver.py)
and the server run inside the app; real mouse and key events (pytest-qt)."""

from __future__ import annotations

import random
import socket

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from shiboken6 import isValid  # noqa: E402

from newworld.ai import make_player  # noqa: E402
from newworld.controller.netseats import COMPUTER, REMOTE  # noqa: E402
from newworld.engine.moves import Move, Placement  # noqa: E402
from newworld.gui.mainwindow import MainWindow  # noqa: E402
from newworld.gui.netmenu import network_play  # noqa: E402
from newworld.narration import RESIGNED
from newworld.narration.network import CONNECTED, RECONNECTING  # noqa: E402
from newworld.net.client import Backoff, ClientThread, NetClient  # noqa: E402
from tests import netwindow_driver as driver  # noqa: E402
from tests.netserver import ROOT, STARTED, ServerProcess, kill_leftovers  # noqa: E402
from tests.netwindow_driver import menu_action, ok_button, type_into  # noqa: E402

WAIT = driver.WAIT


@pytest.fixture(autouse=True)
def no_leftovers(monkeypatch, tmp_path):
    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path / "home"))
    yield
    kill_leftovers()


@pytest.fixture
def windows(qtbot, tmp_path):
    """Main windows (each with its own settings, as on two machines), closed after the test."""
    made: list[MainWindow] = []

    def make(name: str) -> MainWindow:
        settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
        settings.setValue("animation_speed", 0)
        settings.setValue("computer_pace", 0)  # instant: a computer's turn shows at once
        w = MainWindow(settings=settings)
        w.show_dialogs = w.game_screen.show_dialogs = False
        network_play(w).search_nearby = False
        qtbot.addWidget(w)
        made.append(w)
        return w

    yield make
    for w in made:
        if isValid(w):  # (a closed main window is deleted)
            w.close()


def host(window, qtbot, name: str, seats, server_url: str = "", lan: bool = False, clock: str = ""):
    """Game → Host network game, filled in and confirmed with the keyboard and the mouse (``clock``: the Clock
    entry's text)."""
    menu_action(window, "&Host network game…").trigger()
    dialog = network_play(window).dialog
    qtbot.waitExposed(dialog)
    type_into(dialog.name, name)
    if clock:
        dialog.clock.setFocus()
        while dialog.clock.currentText() != clock:
            QTest.keyClick(dialog.clock, Qt.Key.Key_Down)
    for index, (where, level) in enumerate(seats):
        dialog.set_seat(index, where, level)
    dialog.count.setValue(len(seats))
    if server_url:
        QTest.mouseClick(dialog.remote, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.remote.height() // 2))
        type_into(dialog.address, server_url.removeprefix("ws://"))
    elif dialog.lan.isChecked() != lan:
        QTest.mouseClick(dialog.lan, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.lan.height() // 2))
    QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.error.text() == ""
    play = network_play(window)
    qtbot.waitUntil(lambda: bool(play.windows and play.windows[-1].controller.code), timeout=WAIT)
    net = play.windows[-1]
    qtbot.waitExposed(net)
    qtbot.waitUntil(lambda: len(net.controller.lobby()) == len(seats), timeout=WAIT)
    return net


def join(window, qtbot, name: str, address: str, code: str, expect_window: bool = True, spectator: bool = False):
    driver.join_by_dialog(window, network_play(window), name, address, code, spectator)
    if not expect_window:
        return None
    qtbot.waitUntil(lambda: bool(network_play(window).windows), timeout=WAIT)
    net = network_play(window).windows[-1]
    qtbot.waitExposed(net)
    return net


def play_turn_by_mouse(net, qtbot) -> None:
    driver.play_turn_by_mouse(net, qtbot.waitUntil)


def turn_of(net) -> int:
    view = net.controller.view
    return view.turn if view is not None and view.game is not None else -1


def test_two_windows_host_and_join_on_a_server_process_play_and_chat(windows, qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server", "--handover-after", "1", "--move-time", "0.05").start()
    ana_main, ben_main = windows("ana"), windows("ben")
    ana = host(ana_main, qtbot, "Ana", [("here", ""), (REMOTE, "")], server.url)
    code = ana.controller.code
    assert ana.panel.code.text().endswith(code)
    assert not ana.panel.start.isEnabled()  # a remote seat is still open
    assert server.url.removeprefix("ws://") in ana.panel.invite.text()  # the club's address, for the friends
    ben = join(ben_main, qtbot, "Ben", server.url.removeprefix("ws://"), code)
    qtbot.waitUntil(lambda: [s.taken and s.connected for s in ana.controller.lobby()] == [True, True], timeout=WAIT)
    assert [row.name.text() for row in ana.panel.rows[:2]] == ["Ana", "Ben"]
    assert ana.panel.start.isEnabled() and not ben.panel.start.isVisible()
    QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.controller.has_game() and ben.controller.has_game(), timeout=WAIT)
    assert ana.panel.indicator.state == ben.panel.indicator.state == CONNECTED

    for _ in range(4):  # the two windows take turns, each with the mouse
        mover, other = (ana, ben) if ana.controller.is_human_turn() else (ben, ana)
        qtbot.waitUntil(mover.controller.is_human_turn, timeout=WAIT)
        assert other.panel.waiting.text() == f"Waiting for {mover.controller.seats[turn_of(mover) % 2].name}…"
        before = turn_of(mover)
        play_turn_by_mouse(mover, qtbot)
        qtbot.waitUntil(lambda b=before: turn_of(ana) == turn_of(ben) == b + 1, timeout=WAIT)
        assert ana.controller.view.digest() == ben.controller.view.digest()
        assert len(ana.game_screen.scene.cards) == len(ben.game_screen.scene.cards) == len(ana.controller.table())

    # Undo only within one's own unconfirmed turn: the card goes back to the hand; nothing is sent.
    mover = ana if ana.controller.is_human_turn() else ben
    screen = mover.game_screen
    qtbot.waitUntil(lambda: screen.composer.draft.active, timeout=WAIT)
    cell = next(iter(screen.composer.fits))
    screen.composer.place_at(*cell)  # (placing by mouse is covered above)
    assert mover.act_undo.isEnabled()
    mover.activateWindow()  # the window's shortcuts answer in the active window
    qtbot.waitUntil(mover.isActiveWindow, timeout=WAIT)
    QTest.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not screen.composer.draft.placed and screen.composer.draft.active
    assert not mover.controller.can_undo() and not mover.act_undo.isEnabled()

    # The chat: plain text, capped.
    QTest.keyClicks(ben.panel.chat.field, "hello <b>Ana</b>")
    QTest.keyClick(ben.panel.chat.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ana.panel.chat.texts() == ["Ben: hello <b>Ana</b>"], timeout=WAIT)
    assert ben.panel.chat.field.text() == "" and ben.panel.chat.field.maxLength() <= 200

    # The seats' tokens are kept in each player's settings: Ben comes back after closing his window.
    records = network_play(ben_main).book.records()
    assert [(r.code, [t.seat for t in r.tickets]) for r in records] == [(code, [1])]
    turn = turn_of(ben)
    ben.close()
    qtbot.waitUntil(lambda: not ana.controller.lobby()[1].connected, timeout=WAIT)
    # He types the address and the code again (the game has no open seat: only his token takes it back).
    join(ben_main, qtbot, "Ben", server.url.removeprefix("ws://"), code, expect_window=False)
    qtbot.waitUntil(lambda: bool(network_play(ben_main).windows), timeout=WAIT)
    again = network_play(ben_main).windows[-1]
    qtbot.waitUntil(lambda: turn_of(again) == turn and again.controller.lobby()[1].mine, timeout=WAIT)
    qtbot.waitUntil(lambda: ana.controller.lobby()[1].connected, timeout=WAIT)
    assert again.controller.view.digest() == ana.controller.view.digest()
    assert len(again.game_screen.scene.cards) == len(ana.game_screen.scene.cards)

    # Ben leaves for good; once he has been away long enough (1 s on this server) Ana hands his seat to a
    # computer, then her own, and the computers finish the game: both tables show the end.
    again.close()
    ben_row, ana_row = ana.panel.rows[1], ana.panel.rows[0]
    qtbot.waitUntil(lambda: ben_row.give.isVisible() and ben_row.give.isEnabled(), timeout=WAIT)
    QTest.mouseClick(ben_row.give, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.controller.seats[1].kind == "computer", timeout=WAIT)
    QTest.mouseClick(ana_row.give, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.controller.is_over() and ana.game_screen.end_dialog is not None, timeout=120000)
    final = ana.controller.final_score()
    assert ana.game_screen.end_dialog is not None and ana.game_screen.end_dialog.totals() == list(final.totals)
    assert ana.panel.waiting.text() == "The game is over."
    table = ana.game_screen.end_dialog
    for button in (table.again, table.review, table.replay):  # none of them would do anything in a network game
        assert not button.isVisibleTo(table), button.text()
    assert not any(row.give.isVisible() or row.again.isVisible() for row in ana.panel.rows)
    assert ana.game_screen.side.log.lines()[-1] == ana.controller.log_lines()[-1]


class ManualPlayer:
    """A seat played by the test over its own connection (a ClientThread, as the window's bridge)."""

    def __init__(self, url: str, name: str) -> None:
        self.thread = ClientThread()
        self.client = NetClient(url, name)
        self.rng = random.Random(5)

    def run(self, coroutine, timeout: float = 20.0):
        return self.thread.submit(coroutine).result(timeout)

    def join(self, code: str, seat: int) -> None:
        self.run(self.client.connect())
        self.run(self.client.join(code, seat=seat))
        self.code = code

    def turn(self) -> int:
        view = self.client.views[self.code]
        return view.turn if view.game is not None else -1

    def play(self) -> None:
        view = self.client.views[self.code]
        assert view.my_turn is not None
        move = make_player("random", seed=self.rng.randrange(1000)).choose(view.game.copy())
        self.run(self.client.play(self.code, view.my_turn, move, view.turn))

    def close(self) -> None:
        self.run(self.client.close())
        self.thread.stop()


def test_a_window_that_loses_its_connection_reconnects_catches_up_and_resynchronises(windows, qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server").start()
    main = windows("ana")
    ana = host(main, qtbot, "Ana", [("here", ""), (REMOTE, "")], server.url)
    bot = ManualPlayer(server.url, "Bot")
    try:
        bot.join(ana.controller.code, 1)
        qtbot.waitUntil(ana.panel.start.isEnabled, timeout=WAIT)
        QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
        states: list[str] = []
        ana.controller.connectionChanged.connect(states.append)
        qtbot.waitUntil(lambda: ana.controller.has_game() and bot.turn() >= 0, timeout=WAIT)
        if not ana.controller.is_human_turn():
            bot.play()
        play_turn_by_mouse(ana, qtbot)
        qtbot.waitUntil(lambda: bot.turn() == turn_of(ana) and bot.client.views[bot.code].my_turn == 1,
                        timeout=WAIT)
        assert ana.panel.waiting.text() == "Waiting for Bot…"
        cards = len(ana.game_screen.scene.cards)
        # The connection breaks (no closing handshake); the bot plays meanwhile; the window comes back.
        client = ana.controller.link.client
        client.backoff = Backoff(initial=1.0, factor=2.0, limit=2.0)
        ana.controller.link._thread.loop.call_soon_threadsafe(client.drop)
        qtbot.waitUntil(lambda: RECONNECTING in states, timeout=WAIT)
        assert ana.panel.indicator.state == RECONNECTING
        assert ana.panel.indicator.label.text() == "Connection lost: reconnecting…"
        bot.play()
        qtbot.waitUntil(lambda: states[-1] == CONNECTED, timeout=WAIT)
        qtbot.waitUntil(lambda: turn_of(ana) == bot.turn() and ana.controller.is_human_turn(), timeout=WAIT)
        assert len(ana.game_screen.scene.cards) >= cards + 1
        assert ana.controller.view.digest() == bot.client.views[bot.code].digest()
        assert client.reconnects >= 1
        assert "Connected to the game again." in ana.game_screen.side.log.lines()
        # A move the rules refuse is not sent (the window offers only legal cells; any other caller is told).
        errors: list[str] = []
        ana.controller.errorOccurred.connect(errors.append)
        assert not ana.controller.play_move(Move(Placement(40, 40, 0)))
        assert errors and errors[0].startswith("Illegal move") and ana.controller.is_human_turn()
        # The window's position drifts (a bug): the next turn's digest disagrees, the window asks for a
        # snapshot and shows the server's position again.
        view = ana.controller.view
        view.game.core.scores[1] += 7
        play_turn_by_mouse(ana, qtbot)
        qtbot.waitUntil(lambda: ana.controller.view.mismatches == 1 and ana.controller.view.agrees, timeout=WAIT)
        qtbot.waitUntil(lambda: bot.turn() == turn_of(ana) and bot.client.views[bot.code].my_turn == 1,
                        timeout=WAIT)
        assert ana.controller.view.digest() == bot.client.views[bot.code].digest()
        assert [row.score for row in ana.game_screen.side.players.rows] == list(ana.controller.scores())
        assert ana.controller.scores() == bot.client.views[bot.code].game.scores
    finally:
        bot.close()


def test_hosting_in_the_app_with_a_computer_seat_and_handing_ones_seat_over(windows, qtbot, tmp_path):
    main = windows("ana")
    ana = host(main, qtbot, "Ana", [("here", ""), (REMOTE, ""), (COMPUTER, "easy")])
    c = ana.controller
    assert c.hosting is not None and c.record.hosted and c.addresses()
    assert ana.panel.invite.isVisible() and str(c.hosting.port) in ana.panel.invite.text()
    bot = ManualPlayer(c.hosting.local_url, "Bo")
    try:
        bot.join(c.code, 1)
        qtbot.waitUntil(ana.panel.start.isEnabled, timeout=WAIT)
        QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: c.has_game() and bot.turn() >= 0, timeout=WAIT)
        assert [s.kind for s in c.seats] == ["human", "human", "computer"]
        # The host opens the lobby again (it folded away as the game started) and hands their own seat to a
        # computer with its button; the game goes on without them.
        assert ana.panel.folded
        QTest.mouseClick(ana.panel.fold_button, Qt.MouseButton.LeftButton)
        row = ana.panel.rows[0]
        assert row.give.isVisible() and row.give.isEnabled()
        QTest.mouseClick(row.give, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: c.seats[0].kind == "computer", timeout=WAIT)
        for _ in range(3):
            qtbot.waitUntil(lambda: bot.client.views[bot.code].my_turn == 1, timeout=WAIT)
            before = bot.turn()
            bot.play()
            qtbot.waitUntil(lambda b=before: turn_of(ana) > b, timeout=WAIT)
        # The computers play on to the bot's turn, where everything waits: both sides see the same position.
        qtbot.waitUntil(lambda: bot.client.views[bot.code].my_turn == 1 and turn_of(ana) == bot.turn(), timeout=WAIT)
        assert not c.is_human_turn() and ana.panel.waiting.text() == "Waiting for Bo…"
        assert c.view.digest() == bot.client.views[bot.code].digest()
        # and takes it back.
        assert row.again.isVisible() and not row.give.isVisible()
        QTest.mouseClick(row.again, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: c.seats[0].kind == "human", timeout=WAIT)
        bot.play()
        qtbot.waitUntil(c.is_human_turn, timeout=WAIT)
        play_turn_by_mouse(ana, qtbot)
        qtbot.waitUntil(lambda: bot.client.views[bot.code].my_turn == 1 and turn_of(ana) == bot.turn(), timeout=WAIT)
    finally:
        bot.close()


def test_a_network_game_with_a_clock_shows_the_servers_time_in_the_side_panel(windows, qtbot):
    main = windows("ana")
    ana = host(main, qtbot, "Ana", [("here", ""), (COMPUTER, "easy")], clock="30 s a turn")
    c = ana.controller
    qtbot.waitUntil(ana.panel.start.isEnabled, timeout=WAIT)
    QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(c.is_human_turn, timeout=WAIT)
    assert c.clock_setting().to_str() == "turn:30" and c.clock_running() == 0
    rows = ana.game_screen.side.players.rows
    qtbot.waitUntil(lambda: rows[0].clock == "0:29", timeout=3000)  # the server's time, counting down here
    assert rows[0].clock_look == "running" and rows[1].clock == "0:30"
    c.pause_clock("dialog")  # a dialog of this screen does not stop the server's clock
    assert c.clock_running() == 0
    play_turn_by_mouse(ana, qtbot)
    qtbot.waitUntil(lambda: turn_of(ana) >= 2 and c.is_human_turn(), timeout=WAIT)
    assert c.clock_left(0) > 28  # a new turn: the whole limit again, as the server's message says


def test_resigning_in_a_network_game_lets_the_hosts_computer_play_on_and_the_seat_may_be_taken_back(windows, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from newworld.gui.resign import ResignDialog

    main = windows("ana")
    ana = host(main, qtbot, "Ana", [("here", ""), (COMPUTER, "easy")])
    c = ana.controller
    qtbot.waitUntil(ana.panel.start.isEnabled, timeout=WAIT)
    QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(c.is_human_turn, timeout=WAIT)
    assert c.resignable() == [0]
    offered = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResignDialog):
            QTimer.singleShot(20, answer)
            return
        offered.append(dialog.level.isVisible())  # the host's computer plays on: nothing to choose
        QTest.mouseClick(dialog.resign, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    ana.act_resign.trigger()
    assert offered == [False]
    qtbot.waitUntil(lambda: c.seats[0].kind == "computer" and 0 in c.resigned_seats(), timeout=WAIT)
    assert c.resigned_seats()[0] == 1 and c.resignable() == []
    qtbot.waitUntil(lambda: ana.game_screen.side.players.rows[0].kind == RESIGNED, timeout=WAIT)
    assert any("resign" in line.lower() for line in c.log_lines())
    qtbot.waitUntil(lambda: turn_of(ana) >= 4, timeout=WAIT)  # two computers play on
    # The lobby's Play it again takes the seat back with the token.
    if ana.panel.folded:
        QTest.mouseClick(ana.panel.fold_button, Qt.MouseButton.LeftButton)
    row = ana.panel.rows[0]
    qtbot.waitUntil(row.again.isVisible, timeout=WAIT)
    QTest.mouseClick(row.again, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.seats[0].kind == "human" and not c.resigned_seats(), timeout=WAIT)


def test_a_spectator_window_joins_with_the_code_and_follows_the_game_without_a_seat(windows, qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server").start()
    ana_main, cid_main = windows("ana"), windows("cid")
    ana = host(ana_main, qtbot, "Ana", [("here", ""), (COMPUTER, "easy")], server.url)
    code = ana.controller.code
    qtbot.waitUntil(ana.panel.start.isEnabled, timeout=WAIT)
    QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(ana.controller.is_human_turn, timeout=WAIT)
    cid = join(cid_main, qtbot, "Cid", server.url.removeprefix("ws://"), code, spectator=True)
    c = cid.controller
    qtbot.waitUntil(lambda: c.has_game() and c.spectating(), timeout=WAIT)
    assert not c.is_human_turn() and c.resignable() == [] and c.view.drawn is None
    assert [s.taken for s in ana.controller.lobby()] == [True, False]  # a spectator takes no seat
    qtbot.waitUntil(lambda: any("You are watching game" in line for line in c.log_lines()), timeout=WAIT)
    before = turn_of(cid)
    play_turn_by_mouse(ana, qtbot)
    qtbot.waitUntil(lambda: turn_of(cid) >= before + 2 and turn_of(cid) == turn_of(ana), timeout=WAIT)
    assert c.view.digest() == ana.controller.view.digest() and c.view.drawn is None
    assert c.record.tickets == () and not c.record.host_token  # nothing kept to come back to: no seat
    # The host stops the watching (Game → Let others watch): the spectator is told and follows no more.
    ana.act_watching.trigger()
    qtbot.waitUntil(lambda: not c.view.watching and not ana.controller.may_watch(), timeout=WAIT)
    qtbot.waitUntil(lambda: any("stopped the watching" in line for line in c.log_lines()), timeout=WAIT)


def menu_texts(window) -> dict[str, list[str]]:
    """Each menu of the window's bar: the texts of its entries."""
    menus = window.menuBar().actions()  # held while their menus are read (see menu_action)
    return {m.text(): [a.text() for a in m.menu().actions() if a.text()] for m in menus}


def test_a_network_games_window_has_the_menus_opens_aside_and_leaves_the_board_half_of_800_px(windows, qtbot):
    main = windows("ana")
    ana = host(main, qtbot, "Ana", [("here", ""), (COMPUTER, "easy")])
    # The main window's menus, where they concern this window: Help, Quit, the View menu, the network dialogs.
    menus, main_menus = menu_texts(ana), menu_texts(main)
    assert list(menus) == ["&Game", "&Turn", "&View", "&Help"]
    assert menus["&Help"] == main_menus["&Help"] and menus["&View"][:-1] == main_menus["&View"]
    assert menus["&View"][-1] == "Lobby and &chat"
    assert {"&Host network game…", "&Join network game…", "&Leave the table", "&Quit"} <= set(menus["&Game"])
    seen = {}

    def look() -> None:  # Help → Rules opens over the window it was asked in
        dialog = QApplication.activeModalWidget()
        seen["parent"] = dialog.parentWidget()
        dialog.reject()

    QTimer.singleShot(100, look)
    ana.activateWindow()
    qtbot.waitUntil(ana.isActiveWindow, timeout=WAIT)
    QTest.keyClick(ana, Qt.Key.Key_F2)
    assert seen["parent"] is ana
    # It opened aside from the main window, not over it; a second game's window aside from both.
    assert ana.pos() != main.pos()
    second = host(main, qtbot, "Ana", [("here", ""), (COMPUTER, "easy")])
    assert second.pos() not in (main.pos(), ana.pos())
    second.close()

    # At 800×600 the lobby takes its room beside the board until the game starts, then folds away.
    ana.resize(800, 600)
    qtbot.waitUntil(lambda: ana.width() == 800)
    assert ana.panel.body.isVisible() and ana.game_screen.view.width() < 400
    QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.controller.has_game() and ana.panel.folded, timeout=WAIT)
    qtbot.waitUntil(lambda: not ana.panel.body.isVisible())
    QApplication.processEvents()
    assert ana.game_screen.view.width() >= ana.width() // 2, (ana.game_screen.view.width(), ana.width())
    assert not ana.act_lobby.isChecked()
    # Chat said while it is folded shows below the board and is counted on the strip; L opens the panel.
    assert ana.controller.send_chat("over to you")
    qtbot.waitUntil(lambda: ana.panel.unread == 1, timeout=WAIT)
    assert ana.panel.unread_label.isVisible() and ana.panel.unread_label.text() == "1"
    assert ana.statusBar().currentMessage() == "Ana: over to you"
    ana.activateWindow()
    qtbot.waitUntil(ana.isActiveWindow, timeout=WAIT)
    QTest.keyClick(ana.game_screen.view, Qt.Key.Key_L)
    assert ana.panel.body.isVisible() and ana.panel.unread == 0 and ana.act_lobby.isChecked()
    assert ana.panel.chat.texts() == ["Ana: over to you"]
    # Quit in this window quits the app: the main window closes, and this one with it.
    main.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # (kept for pytest-qt to close once more)
    next(a for a in ana.actions() if a.text() == "&Quit").trigger()
    qtbot.waitUntil(lambda: not main.isVisible() and not (isValid(ana) and ana.isVisible()))
    assert not network_play(main).windows


def test_a_network_games_window_opens_beside_the_main_window_where_the_screen_has_room(windows, qtbot):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from newworld.gui.netwindow import place_beside

    main, area = windows("ana"), QRect(0, 0, 1600, 1000)  # a wide screen: the main window takes its left half
    main.resize(800, 600)
    main.move(0, 0)
    main.show()
    qtbot.waitExposed(main)
    beside = QWidget()
    place_beside(beside, main, [], area)
    assert beside.x() > main.frameGeometry().right() and area.contains(beside.frameGeometry())
    assert beside.width() >= 640 and beside.height() == 900
    main.move(800, 0)  # on the right half: the window opens on the left
    qtbot.waitUntil(lambda: main.x() == 800)
    place_beside(beside, main, [], area)
    assert beside.frameGeometry().right() < main.x() and area.contains(beside.frameGeometry())


def test_join_lists_a_game_hosted_on_the_local_network_and_joins_it_with_a_click(windows, qtbot):
    ana_main, ben_main = windows("ana"), windows("ben")
    ana = host(ana_main, qtbot, "Ana", [("here", ""), (REMOTE, "")], lan=True)
    code = ana.controller.code
    qtbot.waitUntil(lambda: ana.controller.hosting.advertiser is not None, timeout=WAIT)
    network_play(ben_main).search_nearby = True
    menu_action(ben_main, "&Join network game…").trigger()
    dialog = network_play(ben_main).dialog
    qtbot.waitExposed(dialog)

    def listed():
        return [dialog.nearby.item(i) for i in range(dialog.nearby.count())
                if code in dialog.nearby.item(i).text()]

    try:
        qtbot.waitUntil(lambda: bool(listed()), timeout=15000)
    except AssertionError:
        pytest.skip("no multicast answers here (a sandbox without mDNS)")
    item = listed()[0]
    assert "1 open seat" in item.text() and "Ana's game" in item.text()
    dialog.nearby.scrollToItem(item)
    QTest.mouseClick(dialog.nearby.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.nearby.visualItemRect(item).center())
    assert dialog.code.text() == code and dialog.address.text().endswith(f":{ana.controller.hosting.port}")
    type_into(dialog.name, "Ben")
    QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: [s.connected for s in ana.controller.lobby()] == [True, True], timeout=WAIT)
    assert [s.name for s in ana.controller.lobby()] == ["Ana", "Ben"]


def test_an_installation_without_the_network_libraries_says_so(windows, monkeypatch):
    import sys

    window = windows("ana")
    network_play(window).setParent(None)  # as if network play had never been opened in this window
    monkeypatch.setitem(sys.modules, "newworld.gui.netwindow", None)  # its import fails as a missing library's
    menu_action(window, "&Host network game…").trigger()
    assert network_play(window) is None
    assert window.last_warning.startswith("Network play is not available in this installation:")


def test_a_join_that_fails_says_why_and_is_not_remembered(windows, qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server").start()
    main = windows("ben")
    opened = []
    network_play(main).windowOpened.connect(opened.append)
    # A code the dialog refuses, then one the server does not know.
    menu_action(main, "&Join network game…").trigger()
    dialog = network_play(main).dialog
    type_into(dialog.name, "Ben")
    type_into(dialog.address, server.url.removeprefix("ws://"))
    type_into(dialog.code, "no!")
    QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error.text().startswith("no! is not a game code")
    join(main, qtbot, "Ben", server.url.removeprefix("ws://"), "ZZZZZZ", expect_window=False)
    qtbot.waitUntil(lambda: bool(opened) and not network_play(main).windows, timeout=WAIT)
    assert opened[0].failure == "Cannot join the game: There is no game with that code on this server."
    assert network_play(main).book.records() == []


def test_a_server_that_refuses_the_connection_is_worded_for_the_player(windows, qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server", "--max-per-address", "1").start()
    main = windows("ben")
    opened = []
    network_play(main).windowOpened.connect(opened.append)
    holder = socket.create_connection(("127.0.0.1", int(server.url.rsplit(":", 1)[1])))  # this address's one
    try:
        join(main, qtbot, "Ben", server.url.removeprefix("ws://"), "ZZZZZZ", expect_window=False)
        qtbot.waitUntil(lambda: bool(opened) and not network_play(main).windows, timeout=WAIT)
    finally:
        holder.close()
    assert opened[0].failure == ("Cannot join the game: Too many connections from your address: close some of "
                                 "your games on this server or wait a minute, then try again.")


def test_a_game_hosted_here_is_there_again_after_its_window_closed(windows, qtbot):
    main = windows("ana")
    ana = host(main, qtbot, "Ana", [("here", ""), (COMPUTER, "easy")])
    QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
    play_turn_by_mouse(ana, qtbot)
    qtbot.waitUntil(ana.controller.is_human_turn, timeout=WAIT)  # the computer answered
    code, turn, cards = ana.controller.code, turn_of(ana), len(ana.game_screen.scene.cards)
    ana.close()  # the server run here stops with it; the game is on disk
    [record] = network_play(main).book.records()
    assert record.code == code and record.hosted and record.host_token
    menu_action(main, "&Join network game…").trigger()
    dialog = network_play(main).dialog
    qtbot.waitExposed(dialog)
    item = dialog.mine.item(0)
    assert item.text().startswith(f"{code}: Ana, ") and "(hosted here)" in item.text()
    QTest.mouseClick(dialog.mine.viewport(), Qt.MouseButton.LeftButton, pos=dialog.mine.visualItemRect(item).center())
    QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(network_play(main).windows), timeout=WAIT)
    again = network_play(main).windows[-1]
    qtbot.waitUntil(lambda: again.controller.is_human_turn() and turn_of(again) == turn, timeout=WAIT)
    assert again.controller.hosting is not None and again.controller.is_host
    assert len(again.game_screen.scene.cards) == cards
    play_turn_by_mouse(again, qtbot)
    qtbot.waitUntil(lambda: turn_of(again) >= turn + 2 and again.controller.is_human_turn(), timeout=WAIT)


def test_a_window_in_another_app_process_joins_plays_to_the_end_with_computers(windows, qtbot, tmp_path):
    """The host's window here, the guest's main window in a process of its own (offscreen Qt) that joins
    with the Join dialog and plays every one of its turns with the mouse; after a few turns the host hands
    their own seat to a computer and the game is played to the end."""
    import os
    import subprocess
    import sys

    server = ServerProcess(tmp_path / "server", "--move-time", "0.05").start()
    ana = host(windows("ana"), qtbot, "Ana", [("here", ""), (REMOTE, "")], server.url)
    env = {**os.environ, "NEWWORLD_HOME": str(tmp_path / "guest"), "QT_QPA_PLATFORM": "offscreen"}
    (tmp_path / "guest").mkdir()
    guest = subprocess.Popen([sys.executable, str(ROOT / "tests" / "netwindow_guest.py"),
                              server.url.removeprefix("ws://"), ana.controller.code, "Ben"],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    STARTED.append(guest)
    qtbot.waitUntil(lambda: [s.connected for s in ana.controller.lobby()] == [True, True], timeout=60000)
    QTest.mouseClick(ana.panel.start, Qt.MouseButton.LeftButton)
    for _ in range(3):
        qtbot.waitUntil(ana.controller.is_human_turn, timeout=60000)
        before = turn_of(ana)
        play_turn_by_mouse(ana, qtbot)
        qtbot.waitUntil(lambda b=before: turn_of(ana) > b, timeout=WAIT)
    assert ana.controller.seats[1].name == "Ben" and turn_of(ana) >= 5  # Ben's turns came from the other process
    QTest.mouseClick(ana.panel.rows[0].give, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ana.controller.is_over() or guest.poll() is not None, timeout=240000)
    out, err = guest.communicate(timeout=60)
    assert guest.returncode == 0, err[-3000:]
    qtbot.waitUntil(lambda: ana.game_screen.end_dialog is not None, timeout=WAIT)
    lines = out.split("\n")
    assert lines[0] == "joined 1"
    _over, digest, totals = lines[1].split()
    final = ana.controller.final_score()
    assert digest == ana.controller.view.digest() and totals == ",".join(str(t) for t in final.totals)
    assert ana.game_screen.end_dialog is not None
