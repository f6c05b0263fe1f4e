"""How the window comes to a network table: hosting a game, joining one, coming back to one (a part of
:class:`~newworld.controller.netgame.NetGameController`).

Each way opens the connection (:class:`~newworld.controller.netlink.NetLink`), and keeps the record of the
table (:class:`~newworld.controller.netgames.NetGameRecord`: the server, the code, the seats' tokens) that
the window stores in its settings so that a player can come back; the server's answers arrive in the GUI
thread as the callbacks given to :meth:`NetStarting._call`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
from PySide6.QtCore import QObject, SignalInstance

from newworld.controller.netgames import NetGameRecord
from newworld.controller.netlink import Hosting, NetLink, advertise, start_hosting
from newworld.controller.netseats import HERE, PlannedSeat
from newworld.narration.network import CONNECTING, network
from newworld.net.client import REFUSALS, NetClient, NetError, NetEvent, SeatTicket
from newworld.net.server import DEFAULT_HANDOVER_AFTER
from newworld.net.view import GameView
from newworld.session import NO_CLOCK, ClockSetting

log = logging.getLogger(__name__)


class NetStarting:
    """Host, join, come back (see the module docstring)."""

    view: GameView | None
    record: NetGameRecord | None
    link: NetLink | None
    hosting: Hosting | None
    errorOccurred: SignalInstance
    recordChanged: SignalInstance
    failed: SignalInstance

    if TYPE_CHECKING:  # the controller's
        def _on_event(self, event: NetEvent) -> None: ...
        def _set_connection(self, state: str) -> None: ...
        def _say(self, line: str) -> None: ...
        def _refresh(self) -> None: ...
        def shutdown(self) -> None: ...

    def host(self, name: str, plan: Sequence[PlannedSeat], *, data_dir: Path, port: int, advertise_on_lan: bool,
             handover_after: float = DEFAULT_HANDOVER_AFTER, server_url: str = "",
             clock: ClockSetting = NO_CLOCK, watching: bool = True, spectator_chat: bool = False) -> None:
        """Create a game with ``plan``, timed by ``clock`` (the server keeps the time), and sit this screen's
        players down: on the server run here (on ``port``, or a free one), or on the server at ``server_url``
        (a club's; this screen is the game's host there). ``watching``: others may watch with the code (and
        chat: ``spectator_chat``)."""
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
        self._call(self._connect_and_create(specs, advertise_on_lan, clock, watching, spectator_chat),
                   partial(self._created, url, name, here, advertise_on_lan))

    async def _connect_and_create(self, specs: list[dict[str, Any]], listed: bool, clock: ClockSetting,
                                  watching: bool, spectator_chat: bool) -> tuple[str, str]:
        client = self._client()
        await client.connect()
        return await client.create_game(specs, listed=listed, clock=clock, watching=watching,
                                        spectator_chat=spectator_chat)

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

    def watch(self, url: str, code: str, name: str) -> None:
        """Watch game ``code`` on the server at ``url`` as a spectator: the public view, no seat (nothing to keep
        in the settings)."""
        self._open(url, name)
        self._enter(NetGameRecord(url, code, (), name))
        self._call(self._connect_and_watch(code), self._watching)

    async def _connect_and_watch(self, code: str) -> None:
        client = self._client()
        await client.connect()
        await client.watch(code)

    def _watching(self, _result: Any, error: NetError | None) -> None:
        if error is not None:
            self._fail(network().cannot_join(network().failure(error.kind, str(error))))
            return
        assert self.record is not None
        self._say(network().watching(self.record.code))
        self._refresh()

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
        elif error.kind in REFUSALS.values():  # a full server may make room: the client keeps trying
            self._say(network().failure(error.kind, str(error)))
        else:
            self._fail(network().cannot_join(network().failure(error.kind, str(error))))

    def _open(self, url: str, name: str) -> None:
        self.link = NetLink(url, name, self if isinstance(self, QObject) else None)  # the controller owns it
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
