"""Connections and their limits: one client connection (:class:`Conn`) and who may connect (:class:`Gate`).

The gate is asked about every TCP connection as soon as it is accepted
(before the WebSocket handshake, so half-open connections count too): beyond
``max_connections`` in all or the per-address limits (see
:mod:`newworld.net.limits`) it is refused with an HTTP status and reason, in
:meth:`Gate.process_request`, which the client words for the player.
"""

from __future__ import annotations

import asyncio
import contextlib
import http
import logging
import time
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from newworld.net.chat import CHAT_BURST, CHAT_RATE
from newworld.net.limits import AddressBook, TokenBucket, address_key, block_key
from newworld.net.protocol import MAX_CLIENT_BYTES, ProtocolError, encode, parse_json
from newworld.net.security import Alerts, Tally
from newworld.savegame.format import printable

log = logging.getLogger(__name__)

FLOOD_CLOSE = 200  # refused messages (a count that halves every FLOOD_HALF_LIFE s) that close the connection
FLOOD_HALF_LIFE = 10.0
Refusal = tuple[http.HTTPStatus, str]
TOO_MANY_CONNECTIONS: Refusal = (http.HTTPStatus.TOO_MANY_REQUESTS, "too many connections from your address")
SERVER_BUSY: Refusal = (http.HTTPStatus.SERVICE_UNAVAILABLE, "the server is full")
RETRY_AFTER = 30  # seconds, said in a refusal's Retry-After header
REFUSAL_WAIT = 1.0  # seconds a refused connection has to send its request before it is cut without an answer
MAX_REFUSING = 64  # refused connections waiting for their answer at once; more are cut at once


class Conn:
    """One client connection and the seats it holds."""

    def __init__(self, ws: ServerConnection, rate: float, burst: int, host: str) -> None:
        self.ws = ws
        self.peer = peer_of(ws)
        self.address = address_key(host)  # what per-address limits count by (see newworld.net.limits)
        self.block = block_key(host)  # what the games and computer seats one address holds count by
        self.tally = Tally()
        self.bucket = TokenBucket(rate, burst)
        self.chat_bucket = TokenBucket(CHAT_RATE, CHAT_BURST)
        self.refused = 0.0  # recent refused messages, decaying
        self.refused_stamp = time.monotonic()
        self.greeted = False
        self.name = ""
        self.seats: set[tuple[str, int]] = set()
        self.watching: set[str] = set()  # the games it watches as a spectator
        self.hello_deadline: asyncio.Timeout | None = None

    def refuse(self) -> bool:
        """Count one refused message; True when the connection floods and must be closed."""
        now = time.monotonic()
        self.refused = self.refused * 0.5 ** ((now - self.refused_stamp) / FLOOD_HALF_LIFE) + 1
        self.refused_stamp = now
        return self.refused > FLOOD_CLOSE

    def seats_in(self, code: str) -> list[int]:
        return [seat for held, seat in self.seats if held == code]

    async def reply(self, message: dict[str, Any], kind: str, **fields: Any) -> None:
        """Answer the request ``message`` (with its id, if it had one)."""
        if message["id"] is not None:
            fields["id"] = message["id"]
        await self.send(encode(kind, **fields))

    async def send(self, text: str) -> None:
        """Send ``text`` to this client, waiting while its connection is slow (only its own handler waits)."""
        with contextlib.suppress(ConnectionClosed):
            await self.ws.send(text)

    def send_now(self, text: str) -> None:
        """Send ``text`` without waiting: what one client's handler sends to another must never wait on it."""
        broadcast([self.ws], text)


def peer_of(ws: ServerConnection) -> str:
    try:
        host, port = ws.remote_address[:2]
        return f"{host}:{port}"
    except (TypeError, ValueError, AttributeError):
        return "?"


def host_of(ws: ServerConnection) -> str:
    try:
        return str(ws.remote_address[0])
    except (TypeError, IndexError, AttributeError):
        return "?"


def request_id_of(raw: str | bytes) -> int | None:
    """The id of a refused request, so that its sender can match the refusal (and try again later)."""
    try:
        request_id = parse_json(raw, MAX_CLIENT_BYTES).get("id")
    except ProtocolError:
        return None
    return request_id if isinstance(request_id, int) and not isinstance(request_id, bool) else None


class Gate:
    """Who may connect: connections in all and per address, and a trusted proxy's forwarded addresses."""

    def __init__(self, alerts: Alerts, max_connections: int, addresses: AddressBook,
                 trusted_proxies: frozenset[str]) -> None:
        self.alerts = alerts
        self.max_connections = max_connections
        self.addresses = addresses
        self.trusted_proxies = trusted_proxies
        self.open_sockets = 0  # accepted TCP connections, handshakes in progress included
        self.refusing = 0  # refused TCP connections waiting for their HTTP answer
        self._told_about_proxies = False

    def admit(self, peer: str) -> Refusal | None:
        """A TCP connection from ``peer`` was accepted: may it stay? None if so, else the HTTP status and
        reason to refuse it with.

        Every connection holds an open file: beyond :attr:`max_connections`
        (set below the open-files limit) or the per-address limits, it is
        refused at once, so that half-open or idle connections cannot use up
        the files that saves, the log and new players need.
        """
        if self.open_sockets >= self.max_connections:
            self.alerts.note("connections", "", "refusing new connections: %d connections open, the most this "
                             "server takes", self.open_sockets)
            return SERVER_BUSY
        if peer not in self.trusted_proxies:  # a proxy's own connections are counted by the forwarded address
            refusal = self._count(peer)
            if refusal is not None:
                return refusal
        self.open_sockets += 1
        return None

    def release(self, peer: str, forwarded: str | None = None) -> None:
        """An admitted TCP connection from ``peer`` (for ``forwarded``, if a trusted proxy's) closed."""
        self.open_sockets -= 1
        if peer not in self.trusted_proxies:
            self.addresses.disconnect(address_key(peer))
        elif forwarded is not None:
            self.addresses.disconnect(address_key(forwarded))
        if len(self.addresses) > 4 * self.max_connections:
            self.addresses.forget_idle()

    def process_request(self, ws: ServerConnection, request: Request) -> Response | None:
        """The HTTP request of a WebSocket handshake: refuse it (429, 503: the client says why) if the
        connection was refused when accepted, or if a trusted proxy forwards it from an address over its
        limits; None lets the handshake go on."""
        refusal: Refusal | None = getattr(ws, "refusal", None)
        forwarded = self._forwarded_address(ws, request.headers)
        if refusal is None and forwarded is not None:
            refusal = self._count(forwarded)
            if refusal is None:
                ws.forwarded = forwarded  # type: ignore[attr-defined]  # released with the connection
        if refusal is None:
            return None
        status, reason = refusal
        response = ws.respond(status, reason + "\n")
        response.headers["Retry-After"] = str(RETRY_AFTER)
        return response

    def _count(self, host: str) -> Refusal | None:
        """Count a connection from ``host`` against its address's limits; the refusal if it is over them."""
        key = address_key(host)
        reason = self.addresses.connect(key)
        if not reason:
            return None
        self.alerts.note("connections", key, "refusing new connections from %s: %s", printable(host), reason)
        return TOO_MANY_CONNECTIONS

    def _forwarded_address(self, ws: ServerConnection, headers: Headers) -> str | None:
        """The client's address as a trusted proxy forwards it (the last X-Forwarded-For entry, the one the
        proxy itself added: the client may have sent others), else None."""
        forwarded = headers.get_all("X-Forwarded-For")
        if host_of(ws) not in self.trusted_proxies:
            if forwarded and not self._told_about_proxies:
                self._told_about_proxies = True
                log.warning("%s forwards connections (X-Forwarded-For) but is not a --trusted-proxy: the limits "
                            "per address count all of them as one", host_of(ws))
            return None
        return ",".join(forwarded).split(",")[-1].strip()[:64] or None
