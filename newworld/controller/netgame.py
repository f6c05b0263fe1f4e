"""A network game behind the controller's door: :class:`NetGameController`.

The window shows a game on a server exactly as a local one: the board and the
game screen read the same queries and follow the same signals, carrying the
same value objects (:class:`~newworld.controller.door.GameDoor`). Underneath,
the position is a :class:`~newworld.net.view.GameView` kept in the GUI thread,
fed with the server's messages that the client (in its own thread,
:class:`~newworld.controller.netlink.NetLink`) passes on as Qt signals; the
server is the referee and decides every turn. On top of the door: the lobby
(seats, who is connected, the code, start, handing seats to computers), the
connection, the chat, and the record of the seats' tokens that the window
keeps in its settings so that a player can come back.

Undo: only the placement of one's own turn, until it is confirmed (the
window's draft); a confirmed move is sent and final, so :meth:`undo` does
nothing and :meth:`can_undo` is False.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import QObject, Signal

from newworld.ai import make_player
from newworld.controller.computers import HINT_LEVEL
from newworld.controller.door import SessionDoor
from newworld.controller.netgames import NetGameRecord
from newworld.controller.netlink import Hosting, NetLink, advertise, start_hosting
from newworld.controller.netlobby import NetLobby
from newworld.controller.netseats import HERE, ChatLine, PlannedSeat
from newworld.engine.moves import Move
from newworld.narration import GAME_LOG, turn_lines
from newworld.narration.network import CLOSED, CONNECTED, CONNECTING, RECONNECTING, network
from newworld.net.client import REFUSALS, NetClient, NetError, NetEvent, SeatTicket
from newworld.net.server import DEFAULT_HANDOVER_AFTER
from newworld.net.view import APPLIED, STALE, GameView, ViewError
from newworld.savegame import Seat
from newworld.session import GameOver, GameSession, SessionEvent, TurnStarted

log = logging.getLogger(__name__)


class NetGameController(NetLobby, SessionDoor):
    """One network game as the window sees it (see the module docstring)."""

    # The door's signals come from SessionDoor (controller/door.py); autosaveFailed and undo/redo never fire.
    # The network's own.
    lobbyChanged = Signal()  #: seats, who is connected, the status: read lobby()
    connectionChanged = Signal(str)  #: CONNECTING, CONNECTED, RECONNECTING or CLOSED
    chatReceived = Signal(ChatLine)
    notice = Signal(str)  #: a line about the table (joined, away, back, handed over, the connection)
    recordChanged = Signal(NetGameRecord)  #: what to keep in the settings to come back
    failed = Signal(str)  #: hosting or joining failed (one line); the controller is closed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link: NetLink | None = None
        self.hosting: Hosting | None = None
        self.record: NetGameRecord | None = None
        self.view: GameView | None = None
        self.connection = CLOSED
        self.handover_after = DEFAULT_HANDOVER_AFTER
        self.path: Path | None = None  # the window's title reads it: a network game has no file
        self._away_since: dict[int, float] = {}
        self._sent_turn: int | None = None  # the turn whose move is on its way to the server
        self._thinking = False

    # --- starting: host, join, come back ------------------------------------------------

    def host(self, name: str, plan: Sequence[PlannedSeat], *, data_dir: Path, port: int, advertise_on_lan: bool,
             handover_after: float = DEFAULT_HANDOVER_AFTER, server_url: str = "") -> None:
        """Create a game with ``plan`` and sit this screen's players down: on the server run here (on ``port``,
        or a free one), or on the server at ``server_url`` (a club's; this screen is the game's host there)."""
        if server_url:
            url = server_url
            advertise_on_lan = False  # the club's server announces itself, if it wants to
        else:
            try:
                server, got = start_hosting(data_dir, port, handover_after)
            except OSError as exc:
                self._fail(network().cannot_host(exc.strerror or str(exc)))
                return
            self.hosting = Hosting(server, got, None)
            if port and got != port:
                self._say(network().port_changed(port, got))
            url = self.hosting.local_url
        self._open(url, name)
        specs = [seat.spec() for seat in plan]
        here = [(i, seat.name or name) for i, seat in enumerate(plan) if seat.where == HERE]
        self._call(self._connect_and_create(specs, advertise_on_lan),
                   partial(self._created, url, name, here, advertise_on_lan))

    async def _connect_and_create(self, specs: list[dict[str, Any]], listed: bool) -> tuple[str, str]:
        client = self._client()
        await client.connect()
        return await client.create_game(specs, listed=listed)

    def _created(self, url: str, name: str, here: list[tuple[int, str]], advertise_on_lan: bool, result: Any,
                 error: NetError | None) -> None:
        if error is not None:
            self._fail(network().cannot_host(network().failure(error.kind, str(error))))
            return
        code, host_token = result
        port = self.hosting.port if self.hosting is not None else 0
        self._enter(NetGameRecord(url, code, (), name, host_token, port))
        for seat, seat_name in here:
            self._call(self._client().join(code, seat_name, seat=seat), self._seated)
        if advertise_on_lan and self.hosting is not None:
            self._call(advertise(network().game_title(name), self.hosting.port), self._advertised)

    def _advertised(self, advertiser: Any, error: NetError | None) -> None:
        if error is not None or self.hosting is None:
            self._say(network().not_advertised(str(error)))
            return
        self.hosting = attrs.evolve(self.hosting, advertiser=advertiser)

    def join(self, url: str, code: str, name: str) -> None:
        """Take the first open seat of game ``code`` on the server at ``url``."""
        self._open(url, name)
        self._enter(NetGameRecord(url, code, (), name))
        self._call(self._connect_and_join(code, name), self._joined)

    async def _connect_and_join(self, code: str, name: str) -> SeatTicket:
        client = self._client()
        await client.connect()
        return await client.join(code, name)

    def _joined(self, ticket: Any, error: NetError | None) -> None:
        if error is not None:
            self._fail(network().cannot_join(network().failure(error.kind, str(error))))
            return
        self._seated(ticket, None)

    def _seated(self, ticket: Any, error: NetError | None) -> None:
        if error is not None:
            self.errorOccurred.emit(network().failure(error.kind, str(error)))
            return
        assert self.view is not None and self.record is not None
        self.view.my_seats.add(ticket.seat)
        self._keep(tickets=(*self.record.tickets, ticket))
        self._refresh()

    def resume(self, record: NetGameRecord, *, data_dir: Path | None = None,
               handover_after: float = DEFAULT_HANDOVER_AFTER) -> None:
        """Come back to a game: host it again (its server here) or reconnect to its server; the seats' tokens
        take the seats back. A server that does not answer yet is tried again and again."""
        if record.hosted:
            assert data_dir is not None
            try:
                server, got = start_hosting(data_dir, record.port, handover_after)
            except OSError as exc:
                self._fail(network().cannot_host(exc.strerror or str(exc)))
                return
            self.hosting = Hosting(server, got, None)
            if got != record.port:
                self._say(network().port_changed(record.port, got))
            record = attrs.evolve(record, url=self.hosting.local_url, port=got)
        self._open(record.url, record.name)
        self._enter(record)
        assert self.view is not None
        self.view.my_seats.update(t.seat for t in record.tickets)
        self._call(self._remember_and_connect(record), self._reconnected)
        if record.hosted and record.host_token:
            assert self.hosting is not None
            self._call(advertise(network().game_title(record.name), self.hosting.port), self._advertised)

    async def _remember_and_connect(self, record: NetGameRecord) -> None:
        client = self._client()
        for ticket in record.tickets:
            client.remember(ticket)  # the connection's handshake takes the seats back
        if record.host_token:
            client.host_tokens[record.code] = record.host_token
        await client.connect()

    def _reconnected(self, _result: Any, error: NetError | None) -> None:
        if error is None:
            return
        if error.kind in ("unreachable", "disconnected", "timeout"):
            self._say(network().still_trying(self.link.url if self.link else ""))  # the client keeps trying
        elif error.kind in REFUSALS.values():  # for now: the client keeps trying
            self._say(network().failure(error.kind, str(error)))
        else:
            self._fail(network().cannot_join(network().failure(error.kind, str(error))))

    def _open(self, url: str, name: str) -> None:
        self.link = NetLink(url, name, self)
        self.link.eventArrived.connect(self._on_event)
        self._set_connection(CONNECTING)

    def _enter(self, record: NetGameRecord) -> None:
        self.view = GameView(record.code)
        self._keep(record=record)

    def _keep(self, record: NetGameRecord | None = None, **changes: Any) -> None:
        """Update the record and say so once it holds a seat or the host's rights (a join that fails is not kept)."""
        base = record or self.record
        assert base is not None
        self.record = base.touch(**changes)
        if self.record.tickets or self.record.host_token:
            self.recordChanged.emit(self.record)

    def _fail(self, text: str) -> None:
        log.warning("network game: %s", text)
        self.shutdown()
        self.failed.emit(text)

    def _client(self) -> NetClient:
        assert self.link is not None
        return self.link.client

    def _call(self, coroutine: Coroutine[Any, Any, Any], done: Callable[[Any, NetError | None], None]) -> None:
        if self.link is None or not self.link.is_open:
            coroutine.close()
            return
        self.link.call(coroutine, done)

    # --- what the server says ----------------------------------------------------------

    def _on_event(self, event: NetEvent) -> None:
        if event.kind == "connected":
            limits = event.message.get("limits", {})
            after = limits.get("handover_after") if isinstance(limits, dict) else None
            if isinstance(after, int | float):
                self.handover_after = float(after)
            self._set_connection(CONNECTED)
        elif event.kind == "disconnected":
            self._set_connection(RECONNECTING)
        elif event.kind == "error" and event.code in ("", self.code):
            self._on_error(event.message)
        elif self.view is None or event.code != self.code:
            return
        elif event.kind == "lobby":
            self._on_lobby(event.message)
        elif event.kind == "state":
            self._on_state(event.message)
        elif event.kind == "moved":
            self._on_moved(event.message)
        elif event.kind == "chat":
            self._on_chat(event.message)

    def _set_connection(self, state: str) -> None:
        before, self.connection = self.connection, state
        if before == CONNECTED and state == RECONNECTING:
            self._say(network().connection_lost())
        elif before == RECONNECTING and state == CONNECTED:
            self._say(network().connection_back())
        if before != state:
            self.connectionChanged.emit(state)

    def _on_error(self, message: dict[str, Any]) -> None:
        kind, text = str(message.get("error", "")), str(message.get("message", ""))
        if kind in ("mismatch", "gap", "bad_snapshot", "resynchronising"):
            log.info("network game %s: %s (%s)", self.code, kind, text)  # the client asks for a snapshot itself
            return
        self.errorOccurred.emit(network().failure(kind, text))

    def _on_lobby(self, message: dict[str, Any]) -> None:
        assert self.view is not None
        before = list(self.view.seats)
        self.view.update_lobby(message)
        after = self.view.seats
        kinds_changed = [s.kind for s in before] != [s.kind for s in after]
        self._note_changes(before, after)
        if self.session is not None:
            self.session.seats = self._table_seats()
        if self.record is not None and self.record.players != tuple(s.name for s in after):
            self._keep(players=tuple(s.name for s in after))
        self.lobbyChanged.emit()
        if kinds_changed and self.session is not None:
            self.gameStarted.emit()  # the players panel shows who plays each seat now
            self.session.announce(just_now=False)

    def _on_state(self, message: dict[str, Any]) -> None:
        assert self.view is not None
        try:
            self.view.load_state(message)
        except ViewError as exc:
            log.warning("network game %s: a snapshot that does not fit (%s)", self.code, exc)
            self._resync()
            return
        self._sent_turn = None
        last, session = self.session, self._session_of_view(self.session)
        self._attach(session)
        self.gameStarted.emit()
        if last is None and not session.game.moves:
            self._say(network().started(self.code))
        self.scoresChanged.emit()
        self.lobbyChanged.emit()
        session.announce(just_now=last is not None and not last.is_over())

    def _session_of_view(self, last: GameSession | None) -> GameSession:
        """A session over the snapshot's position, its log going on from ``last``'s (the turns it has not
        told yet told now, and what it said meanwhile kept), or the game's history the first time."""
        view = self.view
        assert view is not None and view.game is not None
        game, seats = view.game, self._table_seats()
        continued = None
        if last is not None and len(game.turns()) >= len(last.game.turns()):
            names = [s.name for s in seats]
            continued = last.log_lines() + [line for turn in game.turns()[len(last.game.turns()):]
                                            for line in turn_lines(turn, names)]
        return GameSession(game, seats, narrator=GAME_LOG, here=view.my_seats, in_hand=self._in_hand, log=continued)

    def _in_hand(self) -> bool:
        """The card in hand is known here (dealt to one of this screen's seats) and not yet played."""
        return self.view is not None and self.view.drawn is not None and not self._move_on_its_way()

    def _move_on_its_way(self) -> bool:
        return self.view is not None and self._sent_turn == self.view.turn

    def _on_moved(self, message: dict[str, Any]) -> None:
        assert self.view is not None
        if self.session is None:
            self._resync()
            return
        outcome = self.view.apply_moved(message, push=self.session.push)
        if outcome == STALE:
            return
        if outcome != APPLIED:
            self._resync()
            return
        self._sent_turn = None
        self.session.announce()

    def _resync(self) -> None:
        self._call(self._client().resync(self.code), lambda _r, _e: None)

    def _relay(self, event: SessionEvent) -> None:
        super()._relay(event)
        if isinstance(event, TurnStarted | GameOver):
            self._set_thinking(isinstance(event, TurnStarted) and self.is_computer_turn())

    def _refresh(self) -> None:
        """My seats changed: the turn may be mine now."""
        self.lobbyChanged.emit()
        if self.session is not None:
            self.session.seats = self._table_seats()
            self.session.announce(just_now=False)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.aiThinking.emit(thinking)

    def _say(self, line: str) -> None:
        """A line about the table: in the log (once the game has begun) and as a notice."""
        if self.session is not None:
            self.session.say(line)
        else:
            self.logMessage.emit(line)
        self.notice.emit(line)

    @property
    def seats(self) -> list[Seat]:
        return self.session.seats if self.session is not None else self._table_seats()

    # --- closing ---------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Close the connection (the seats stay ours) and stop the server hosted here, if any."""
        link, hosting = self.link, self.hosting
        self.link = self.hosting = None
        if link is not None:
            if hosting is not None and hosting.advertiser is not None:
                try:
                    link.run(hosting.advertiser.stop(), 3.0)
                except Exception as exc:  # noqa: BLE001 - the announcement expires by itself
                    log.info("stopping the LAN announcement: %s", exc)
            link.close()
        if hosting is not None:
            hosting.server.stop()
        self._set_thinking(False)
        self._set_connection(CLOSED)

    # --- the door: playing -------------------------------------------------------------------

    def play_move(self, move: Move) -> bool:
        """Send this screen's confirmed move; the server's announcement plays it. False if it is not legal now."""
        if self._refused(move):
            return False
        view = self.view
        assert view is not None and view.my_turn is not None
        self._sent_turn = view.turn
        self._call(self._client().play(self.code, view.my_turn, move, view.turn), partial(self._played, view.turn))
        return True

    def _played(self, turn: int, _result: Any, error: NetError | None) -> None:
        if error is None or error.kind == "stale_turn":  # stale: the server had it before a reconnection
            return
        self.errorOccurred.emit(network().failure(error.kind, str(error)))
        if self._sent_turn == turn and self.session is not None:
            self._sent_turn = None
            self.session.announce(just_now=False)  # the same turn again: the player chooses anew

    def request_hint(self) -> bool:
        """Medium's suggestion, worked out here (a few milliseconds) and sent by ``hintReady``."""
        if self.session is None or not self.is_human_turn():
            return False
        game = self.session.game
        self.hintReady.emit(make_player(HINT_LEVEL, seed=game.turn).choose(game.copy()))
        return True

    def undo(self) -> bool:
        """Nothing: a confirmed move is final (the card not yet confirmed goes back to the hand in the window)."""
        return False

    def can_redo(self) -> bool:
        return False

    def is_dirty(self) -> bool:
        return False
