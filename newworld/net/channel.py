"""One WebSocket to a game server, kept up: the client library's transport (:class:`Channel`).

It connects, and when the connection drops connects again with exponential
backoff and jitter, runs the caller's handshake each time (hello, taking the
seats back), sends requests that each get one reply (or a :class:`NetError`;
a request refused for the rate is sent again a little later), and hands every
message the server sends to the caller, typed (:mod:`newworld.net.messages`).
A server that refuses the connection before the WebSocket handshake (HTTP
429, 503) is reported at once by :meth:`Channel.connect`, with the server's
reason.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import random
import ssl
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import attrs
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from newworld.net.messages import ServerError, ServerMessage, read_server_message, request_id_of
from newworld.net.protocol import MAX_SERVER_BYTES, ProtocolError, encode, parse_server_message, shown_text

log = logging.getLogger("newworld.net.client")

RATE_LIMIT_RETRIES = 6  # a request refused for the rate is sent again after 0.1, 0.2, ... 1.6 s
# A server that refuses a connection before the WebSocket handshake says why with the HTTP status:
REFUSALS = {429: "too_many_connections", 503: "server_busy"}


class NetError(Exception):
    """A request that failed: the server's error reply (``kind`` as sent) or a lost connection."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@attrs.frozen
class Backoff:
    """Reconnection delays: ``initial`` seconds, times ``factor`` after each failure, at most ``limit``."""

    initial: float = 0.25
    factor: float = 2.0
    limit: float = 8.0

    def delays(self) -> Iterable[float]:
        delay = self.initial
        while True:
            yield delay * random.uniform(0.5, 1.0)  # jitter: clients dropped together come back spread out
            delay = min(self.limit, delay * self.factor)


DEFAULT_BACKOFF = Backoff()


class Channel:
    """The connection of one client (see the module docstring).

    ``handshake`` runs on every new connection before it counts as up (a
    :class:`NetError` or a drop there starts again); ``on_message`` gets every
    message the server sends with the id of the request it answers (None: an
    announcement), replies included, before that request returns;
    ``on_change`` is told True when the connection is up, False when it went
    down.
    """

    def __init__(self, url: str, *, handshake: Callable[[], Awaitable[None]],
                 on_message: Callable[[ServerMessage, int | None], None], on_change: Callable[[bool], None],
                 ssl_context: ssl.SSLContext | None = None, backoff: Backoff = DEFAULT_BACKOFF,
                 request_timeout: float = 20.0, local_address: str | None = None) -> None:
        self.url = url
        self.handshake, self.on_message, self.on_change = handshake, on_message, on_change
        self.ssl_context = ssl_context
        self.backoff = backoff
        self.request_timeout = request_timeout
        self.local_address = local_address  # the address to connect from (benchmarks standing for other players)
        self.reconnects = 0
        self.ws: ClientConnection | None = None
        self.pending: dict[int, asyncio.Future[ServerMessage]] = {}  # requests by id, waiting for their reply
        self._ready = asyncio.Event()
        self._closing = False
        self._runner: asyncio.Task[None] | None = None
        self._ids = itertools.count(1)
        self._last_error = ""
        self._fatal: NetError | None = None  # a failure that retrying cannot mend (an untrusted certificate)
        self._refusal: NetError | None = None  # the server's last refusal (429, 503) before a connection was up
        self._refused = asyncio.Event()

    @property
    def connected(self) -> bool:
        return self._ready.is_set() and self._fatal is None

    async def connect(self, timeout: float = 15.0) -> None:
        """Start (and keep) the connection; return once it is up, else :class:`NetError` after ``timeout``.

        A server that refuses the connection (too many from this address, or
        full) raises that refusal at once; the channel keeps trying meanwhile.
        """
        self._refused.clear()
        if self._runner is None:
            self._runner = asyncio.get_running_loop().create_task(self._run())
        waits = [asyncio.ensure_future(event.wait()) for event in (self._ready, self._refused)]
        try:
            await asyncio.wait(waits, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for wait in waits:
                wait.cancel()
        if self._fatal is not None:
            raise self._fatal
        if self._ready.is_set():
            return
        if self._refusal is not None:
            raise self._refusal
        raise NetError("unreachable", f"cannot reach {self.url}: {self._last_error or 'no answer'}")

    async def close(self) -> None:
        self._closing = True
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await self.ws.close()
        if self._runner is not None:
            self._runner.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._runner

    def drop(self) -> None:
        """Cut the connection as a network failure would (no closing handshake); it comes back by itself."""
        if self.ws is not None:
            self.ws.transport.abort()

    async def request(self, kind: str, fields: dict[str, Any]) -> ServerMessage:
        """Send one request once connected; return the reply, or raise :class:`NetError`."""
        try:
            await asyncio.wait_for(self._ready.wait(), self.request_timeout)
        except TimeoutError:
            raise NetError("disconnected", f"not connected to {self.url}") from None
        if self._fatal is not None:
            raise self._fatal
        return await self.send_request(kind, fields)

    async def send_request(self, kind: str, fields: dict[str, Any]) -> ServerMessage:
        """Send one request now (the handshake's, before the connection counts as up)."""
        for attempt in range(RATE_LIMIT_RETRIES):
            try:
                return await self._send_once(kind, fields)
            except NetError as exc:
                if exc.kind != "rate_limited" or attempt == RATE_LIMIT_RETRIES - 1:
                    raise
                await asyncio.sleep(0.1 * 2 ** attempt)  # the server's bucket refills meanwhile
        raise AssertionError("unreachable")

    async def _send_once(self, kind: str, fields: dict[str, Any]) -> ServerMessage:
        ws = self.ws
        if ws is None:
            raise NetError("disconnected", "not connected")
        request_id = next(self._ids)
        future: asyncio.Future[ServerMessage] = asyncio.get_running_loop().create_future()
        self.pending[request_id] = future
        try:
            await ws.send(encode(kind, id=request_id, **fields))
            reply = await asyncio.wait_for(future, self.request_timeout)
        except ConnectionClosed:
            raise NetError("disconnected", "the connection was lost") from None
        except TimeoutError:
            raise NetError("timeout", f"no answer to {kind} within {self.request_timeout:.0f} s") from None
        finally:
            self.pending.pop(request_id, None)
        if isinstance(reply, ServerError):
            raise NetError(reply.kind, reply.text)
        return reply

    async def _run(self) -> None:
        delays = iter(self.backoff.delays())
        first = True
        while not self._closing:
            ws = await self._open()
            if self._fatal is not None:
                return
            if ws is None:
                await asyncio.sleep(next(delays))
                continue
            self.ws = ws
            self._refusal = None
            reader = asyncio.get_running_loop().create_task(self._read(ws))
            try:
                await self.handshake()
                delays = iter(self.backoff.delays())
                if not first:
                    self.reconnects += 1
                first = False
                self._ready.set()
                self.on_change(True)
                await reader
            except (NetError, ConnectionClosed, OSError) as exc:
                self._last_error = str(exc)
            finally:
                reader.cancel()
                was_ready = self._ready.is_set()
                self._ready.clear()
                self.ws = None
                self._fail_pending(NetError("disconnected", "the connection was lost"))
                with contextlib.suppress(Exception):
                    await ws.close()
            if was_ready:
                self.on_change(False)
            if not self._closing:
                await asyncio.sleep(next(delays))

    async def _open(self) -> ClientConnection | None:
        """One try to connect: the connection, or None (the reason kept; a fatal one ends the trying)."""
        source: dict[str, Any] = {"local_addr": (self.local_address, 0)} if self.local_address else {}
        try:
            return await connect(self.url, ssl=self.ssl_context, max_size=MAX_SERVER_BYTES, compression=None,
                                 open_timeout=10, ping_interval=20, ping_timeout=20, **source)
        except ssl.SSLCertVerificationError as exc:  # not a passing failure: stop and say so
            self._fail(NetError("certificate", f"the server's certificate is not trusted: {exc.verify_message}"))
        except InvalidURI as exc:
            self._fail(NetError("bad_url", str(exc)))
        except InvalidStatus as exc:
            status = exc.response.status_code
            self._last_error = str(exc)
            if status in REFUSALS:
                reason = shown_text(exc.response.body.decode("utf-8", "replace").strip(), 200)
                self._refusal = NetError(REFUSALS[status], f"{self.url} refused the connection: "
                                                           f"{reason or exc.response.reason_phrase}")
                self._refused.set()
        except (OSError, InvalidHandshake, TimeoutError) as exc:
            self._last_error = str(exc) or type(exc).__name__
        return None

    def _fail(self, error: NetError) -> None:
        self._fatal = error
        self._ready.set()

    async def _read(self, ws: ClientConnection) -> None:
        async for raw in ws:
            try:
                data = parse_server_message(raw)
                message = read_server_message(data)
            except ProtocolError as exc:
                log.warning("ignored a server message: %s", exc)
                continue
            request_id = request_id_of(data)
            self.on_message(message, request_id)
            future = self.pending.get(request_id) if request_id is not None else None
            if future is not None and not future.done():
                future.set_result(message)

    def _fail_pending(self, error: NetError) -> None:
        for future in self.pending.values():
            if not future.done():
                future.set_exception(error)
        self.pending.clear()
