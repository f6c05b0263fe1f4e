"""The client library: one connection to a game server, kept alive, with a view of each game.

:class:`NetClient` (asyncio) connects, says hello, and sends requests that
each get one reply (or a :class:`NetError`). When the connection drops it
reconnects with exponential backoff and jitter (its
:class:`~newworld.net.channel.Channel`), takes its seats back with their
tokens and is brought up to date by the server's snapshot. It keeps a
:class:`~newworld.net.view.GameView` per game, applies every announced turn
to it, compares the position digest with the server's and asks for a
snapshot when they differ. Everything that happens is reported as a
:class:`NetEvent` to the ``on_event`` callback (called in the client's loop),
carrying the server's message as a type of :mod:`newworld.net.messages`.

Bots use it directly. The window runs it in a worker thread with
:class:`ClientThread` (``controller/netlink.py``) and turns each event into a
Qt signal, queued into the GUI thread. The window's client does not follow
the games (``follow=False``): the GUI-side controller keeps the one position
of its game and applies each announced turn to it once, so no object is
shared between threads. See docs/NETWORK.md.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import ssl
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import attrs

from newworld.engine.game import FirstPlayer
from newworld.engine.moves import Move
from newworld.net.channel import DEFAULT_BACKOFF, REFUSALS, Backoff, Channel, NetError
from newworld.net.messages import (
    ChatSaid,
    Created,
    GameList,
    Joined,
    ListedGame,
    Lobby,
    Moved,
    ServerError,
    ServerMessage,
    ServerStats,
    State,
    Welcome,
)
from newworld.net.view import APPLIED, STALE, GameView, ViewError
from newworld.savegame.play import NO_CLOCK, ClockSetting

log = logging.getLogger("newworld.net.client")
T = TypeVar("T")


@attrs.frozen
class SeatTicket:
    """What lets a client take its seat back: keep it in the client's settings (the token is secret)."""

    code: str
    seat: int
    token: str

    def to_json(self) -> dict[str, Any]:
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SeatTicket:
        return cls(str(data["code"]), int(data["seat"]), str(data["token"]))


@attrs.frozen
class NetEvent:
    """Something the GUI or a bot may react to.

    ``kind``: "connected" (``message`` the server's :class:`Welcome`),
    "disconnected", "lobby", "state" (a snapshot: loaded, if the client
    follows the game), "moved" (a turn: applied, if it follows), "chat",
    "error" (a :class:`ServerError` the server sent on its own, or a view that
    could not follow: a resync follows). ``view`` is the client's view of the
    game (None for a client that does not follow it).
    """

    kind: str
    code: str = ""
    message: ServerMessage | None = None
    view: GameView | None = None


EventHandler = Callable[[NetEvent], None]


class NetClient:
    """One client of a server: its connection (:class:`~newworld.net.channel.Channel`), its seats and a view of
    each of its games (see the module docstring)."""

    def __init__(self, url: str, name: str, *, on_event: EventHandler | None = None,
                 ssl_context: ssl.SSLContext | None = None, backoff: Backoff = DEFAULT_BACKOFF,
                 request_timeout: float = 20.0, local_address: str | None = None, follow: bool = True) -> None:
        self.url, self.name = url, name
        self.follow = follow  # keep each game's position (bots); the window keeps its own
        self.on_event = on_event or (lambda event: None)
        self.channel = Channel(url, handshake=self._handshake, on_message=self._dispatch, on_change=self._changed,
                               ssl_context=ssl_context, backoff=backoff, request_timeout=request_timeout,
                               local_address=local_address)
        self.views: dict[str, GameView] = {}
        self.tickets: dict[tuple[str, int], SeatTicket] = {}
        self.watched: set[str] = set()  # the games it watches as a spectator (watched again after a reconnection)
        self.host_tokens: dict[str, str] = {}  # games this client created: it may start them and hand seats over
        self.server_info = Welcome("", 0, None)
        self._resyncing: set[str] = set()

    @property
    def connected(self) -> bool:
        return self.channel.connected

    @property
    def reconnects(self) -> int:
        return self.channel.reconnects

    # --- the connection --------------------------------------------------

    async def connect(self, timeout: float = 15.0) -> None:
        """Start (and keep) the connection; return once it is up, else :class:`NetError` after ``timeout``
        (a server's refusal, HTTP 429 or 503, at once)."""
        await self.channel.connect(timeout)

    async def close(self) -> None:
        await self.channel.close()

    def drop(self) -> None:
        """Cut the connection as a network failure would (no closing handshake); it comes back by itself."""
        self.channel.drop()

    async def _handshake(self) -> None:
        """On every new connection: hello, then each seat taken back with its ticket."""
        welcome = await self.channel.send_request("hello", {"name": self.name})
        self.server_info = self._expect(welcome, Welcome)
        for ticket in list(self.tickets.values()):
            try:
                await self.channel.send_request("rejoin", {"code": ticket.code, "seat": ticket.seat,
                                                           "token": ticket.token})
            except NetError as exc:
                if exc.kind == "disconnected":
                    raise
                log.warning("game %s seat %d cannot be taken back: %s", ticket.code, ticket.seat, exc)
                self._emit(NetEvent("error", ticket.code, ServerError(exc.kind, str(exc)),
                                    self._view(ticket.code)))
        for code in list(self.watched):
            try:
                await self.channel.send_request("watch", {"code": code})
            except NetError as exc:
                if exc.kind == "disconnected":
                    raise
                log.warning("game %s cannot be watched again: %s", code, exc)
                self.watched.discard(code)
                self._emit(NetEvent("error", code, ServerError(exc.kind, str(exc)), self._view(code)))

    def _changed(self, up: bool) -> None:
        self._emit(NetEvent("connected", "", self.server_info) if up else NetEvent("disconnected"))

    # --- requests --------------------------------------------------------

    async def request(self, kind: str, **fields: Any) -> ServerMessage:
        """Send one request once connected; return the reply, or raise :class:`NetError`."""
        return await self.channel.request(kind, fields)

    async def create_game(self, seats: list[dict[str, Any]], *, listed: bool = False,
                          first_player: FirstPlayer = 0, clock: ClockSetting = NO_CLOCK,
                          watching: bool = True, spectator_chat: bool = False) -> tuple[str, str]:
        """A new game with these seats ({"kind": "remote"|"computer", "level", "name"}) that seat
        ``first_player`` begins (or ``"random"``: the server draws it when the game starts), timed by
        ``clock`` (the server keeps the time); ``watching``: others may watch with the code (and chat:
        ``spectator_chat``); (code, host token)."""
        fields: dict[str, Any] = {"first_player": first_player} if first_player != 0 else {}
        if clock.on:
            fields["clock"] = clock.to_str()
        if not watching or spectator_chat:
            fields.update(watching=watching, spectator_chat=spectator_chat and watching)
        reply = self._expect(await self.request("create", seats=seats, listed=listed, **fields), Created)
        code, host_token = reply.code, reply.host_token
        self.host_tokens[code] = host_token
        return code, host_token

    async def join(self, code: str, name: str | None = None, seat: int | None = None) -> SeatTicket:
        """Take an open seat of game ``code``; the ticket (keep it) brings this client back after a drop."""
        fields: dict[str, Any] = {"code": code, "name": name or self.name}
        if seat is not None:
            fields["seat"] = seat
        self.views.setdefault(code, GameView(code))
        reply = self._expect(await self.request("join", **fields), Joined)
        if reply.token is None:
            raise NetError("bad_message", "the server gave no token for the seat")
        ticket = SeatTicket(code, reply.seat, reply.token)
        self._hold(ticket)
        return ticket

    async def rejoin(self, ticket: SeatTicket) -> None:
        """Take a seat back with its ticket (after the app was closed, say)."""
        self.views.setdefault(ticket.code, GameView(ticket.code))
        await self.request("rejoin", code=ticket.code, seat=ticket.seat, token=ticket.token)
        self._hold(ticket)

    def remember(self, ticket: SeatTicket) -> None:
        """Hold ``ticket`` without asking the server now: every (re)connection takes its seat back with it
        (a window coming back to its game another day). Call it in the client's loop."""
        self.views.setdefault(ticket.code, GameView(ticket.code))
        self._hold(ticket)

    def _hold(self, ticket: SeatTicket) -> None:
        self.tickets[(ticket.code, ticket.seat)] = ticket
        self.views[ticket.code].my_seats.add(ticket.seat)

    async def start_game(self, code: str, host_token: str | None = None) -> None:
        """Start a game this client hosts (the host token defaults to the one :meth:`create_game` got)."""
        await self.request("start", code=code, host_token=self._host_token(code, host_token))

    async def hand_over(self, code: str, host_token: str | None, seat: int, level: str) -> None:
        """Give an absent player's (or an open) seat to a computer of ``level`` (host only, after the timeout)."""
        await self.request("hand_over", code=code, host_token=self._host_token(code, host_token), seat=seat,
                           level=level)

    async def watch(self, code: str) -> None:
        """Watch game ``code`` as a spectator: its public messages from now on (no seat, never a card before
        it is laid), again after every reconnection."""
        self.views.setdefault(code, GameView(code))
        await self.request("watch", code=code)
        self.watched.add(code)

    async def set_watching(self, code: str, watching: bool, spectator_chat: bool = False,
                           host_token: str | None = None) -> None:
        """Host: let others watch game ``code`` (and chat), or not (its spectators then leave the table)."""
        await self.request("set_watching", code=code, host_token=self._host_token(code, host_token),
                           watching=watching, spectator_chat=spectator_chat)

    async def resign(self, code: str, seat: int) -> None:
        """Leave the table for good: the host's computer plays ``seat`` from now on, the points stand. The
        ticket is no longer used by a reconnection; :meth:`rejoin` with it takes the seat back."""
        await self.request("resign", code=code, seat=seat)
        self.tickets.pop((code, seat), None)

    def _host_token(self, code: str, given: str | None) -> str:
        token = given or self.host_tokens.get(code)
        if not token:
            raise NetError("not_host", f"this client does not host game {code}")
        return token

    async def play(self, code: str, seat: int, move: Move | str, turn: int | None = None) -> None:
        """Send a move for ``seat``; the server's ``moved`` announcement updates the view before this returns."""
        view = self.views[code]
        text = move.to_str() if isinstance(move, Move) else move
        await self.request("move", code=code, seat=seat, turn=view.turn if turn is None else turn, move=text)

    async def chat(self, code: str, text: str) -> None:
        await self.request("chat", code=code, text=text)

    async def resync(self, code: str) -> None:
        """Ask for a snapshot of the game (done automatically when a digest differs)."""
        await self.request("resync", code=code)

    async def list_games(self) -> list[ListedGame]:
        return list(self._expect(await self.request("games"), GameList).games)

    async def stats(self) -> dict[str, Any]:
        return dict(self._expect(await self.request("stats"), ServerStats).figures)

    @staticmethod
    def _expect(reply: ServerMessage, kind: type[T]) -> T:
        """``reply`` as the message the request asks for; a server that answers otherwise breaks the protocol."""
        if not isinstance(reply, kind):
            raise NetError("bad_message", f"expected {kind.__name__}, the server sent {type(reply).__name__}")
        return reply

    def _view(self, code: str) -> GameView | None:
        """The client's view of game ``code``, if it follows it."""
        return self.views.get(code) if self.follow else None

    # --- what the server says --------------------------------------------

    def _dispatch(self, message: ServerMessage, request_id: int | None) -> None:
        if isinstance(message, ServerError):
            if request_id is None:  # said on its own (a reply's error reaches its request as a NetError)
                log.warning("server: %s", message.text)
                self._emit(NetEvent("error", "", message))
            return
        code = getattr(message, "code", None)
        view = self.views.get(code) if isinstance(code, str) else None
        if view is None:
            return
        if isinstance(message, Lobby):
            view.update_lobby(message)
            self._emit(NetEvent("lobby", view.code, message, self._view(view.code)))
        elif isinstance(message, State):
            self._load_state(view, message)
        elif isinstance(message, Moved):
            self._apply_moved(view, message)
        elif isinstance(message, ChatSaid):
            self._chat(view, message)

    def _chat(self, view: GameView, message: ChatSaid) -> None:
        if message.n is not None:
            if message.n <= view.chat_seen:
                return  # shown before the connection dropped
            view.chat_seen = message.n
        self._emit(NetEvent("chat", view.code, message, self._view(view.code)))

    def _load_state(self, view: GameView, message: State) -> None:
        self._resyncing.discard(view.code)
        if not self.follow:
            self._emit(NetEvent("state", view.code, message))
            return
        try:
            view.load_state(message)
        except ViewError as exc:
            view.mismatches += 1
            log.error("game %s: the server's snapshot does not replay: %s", view.code, exc)
            self._emit(NetEvent("error", view.code, ServerError("bad_snapshot", str(exc)), view))
            return
        self._emit(NetEvent("state", view.code, message, view))

    def _apply_moved(self, view: GameView, message: Moved) -> None:
        if not self.follow:
            self._emit(NetEvent("moved", view.code, message))
            return
        if view.code in self._resyncing:
            return  # the snapshot on its way includes this turn
        outcome = view.apply_moved(message)
        if outcome == APPLIED:
            self._emit(NetEvent("moved", view.code, message, view))
        elif outcome != STALE:
            log.warning("game %s turn %s: %s, asking for a snapshot", view.code, message.turn, outcome)
            self._resyncing.add(view.code)
            self._emit(NetEvent("error", view.code, ServerError(outcome, "resynchronising"), view))
            asyncio.get_running_loop().create_task(self._resync_quietly(view.code))

    async def _resync_quietly(self, code: str) -> None:
        try:
            await self.resync(code)
        except NetError as exc:  # a reconnection brings a snapshot anyway
            log.info("resync of %s: %s", code, exc)
        finally:
            self._resyncing.discard(code)

    def _emit(self, event: NetEvent) -> None:
        try:
            self.on_event(event)
        except Exception:  # a listener's bug must not break the connection
            log.exception("event handler failed on %s", event.kind)


class ClientThread:
    """An asyncio loop in a daemon thread, for a GUI: run client coroutines from the GUI thread.

    ``submit(client.join(code))`` returns a :class:`concurrent.futures.Future`;
    a Qt controller adds a done-callback that emits a signal. Event callbacks
    run in this thread: emit a Qt signal there (delivered queued to the GUI).
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="nw-client", daemon=True)
        self._thread.start()

    def submit(self, coroutine: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def stop(self, timeout: float = 5.0) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)


__all__ = ["REFUSALS", "Backoff", "ClientThread", "NetClient", "NetError", "NetEvent", "SeatTicket"]
