"""Running the game server: ``newworld-server`` (:func:`main`) and :class:`ServerThread` for the app's Host.

Listening (plain or TLS), the log file, LAN advertising, clean stop on
SIGTERM; the game logic itself is :class:`~newworld.net.server.GameServer`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import logging.handlers
import os
import signal
import socket
import ssl
import sys
import threading
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.protocol import CONNECTING

from newworld import __version__
from newworld.net.limits import FILES_RESERVED, GAMES_PER_HOUR, MAX_CONNECTIONS, PER_ADDRESS, AddressBook
from newworld.net.protocol import MAX_FRAME_BYTES
from newworld.net.server import (
    AI_MOVE_TIME,
    DEFAULT_BURST,
    DEFAULT_HANDOVER_AFTER,
    DEFAULT_RATE,
    MAX_GAMES,
    GameServer,
    percentiles,
)

log = logging.getLogger("newworld.net.server")


def ssl_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """A server TLS context from a certificate chain and its key (PEM), or None for plain ws://."""
    if not cert:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


def bound_socket(host: str, port: int) -> socket.socket:
    """One listening socket (so that port 0 gives one port even for a name with several addresses)."""
    family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                          flags=socket.AI_PASSIVE)[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(address)
    sock.listen(128)
    sock.setblocking(False)
    return sock


_connections: weakref.WeakSet[ServerConnection] = weakref.WeakSet()  # every connection of the servers here


def admitting(game_server: GameServer) -> type[ServerConnection]:
    """The connection class that asks ``game_server`` whether a new TCP connection may stay, before any
    handshake (so that half-open connections count too), and tells it when one closes."""

    class AdmittedConnection(ServerConnection):
        peer_host: str | None = None  # set when admitted

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            _connections.add(self)
            peer = transport.get_extra_info("peername")
            host = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
            if game_server.admit(host):
                self.peer_host = host
            elif isinstance(transport, asyncio.Transport):
                transport.abort()

        def connection_lost(self, exc: Exception | None) -> None:
            super().connection_lost(exc)
            if self.peer_host is not None:
                game_server.release(self.peer_host)
                self.peer_host = None

    return AdmittedConnection


async def stop_server(server: Server) -> None:
    """Stop listening and close every connection, cutting those still in their handshake at once (a client
    that never finishes its handshake would otherwise hold the stop for the whole handshake timeout)."""
    server.close()
    for connection in list(_connections):
        if connection.server is server and connection.protocol.state is CONNECTING:
            connection.transport.abort()
    await server.wait_closed()


async def start_server(game_server: GameServer, host: str, port: int,
                       context: ssl.SSLContext | None = None) -> tuple[Server, str]:
    """Listen on ``host:port``; return the WebSocket server and its URL (the real port when 0 was asked)."""
    sock = bound_socket(host, port)
    # Frames: a little over the message limit, so that a message too large still gets its polite error; at most 8
    # of them wait per connection (128 KiB), then the connection's socket is not read until they are handled.
    server = await serve(game_server.handler, sock=sock, ssl=context, max_size=MAX_FRAME_BYTES,
                         compression=None, max_queue=8, ping_interval=20, ping_timeout=20,
                         close_timeout=2,  # a flooding client whose frames still queue cannot hold a close for long
                         create_connection=admitting(game_server),
                         origins=[None])  # no web pages: a browser always sends Origin, the game's client never
    real_port = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    return server, f"{'wss' if context else 'ws'}://{shown}:{real_port}"


def advertised_addresses(host: str) -> list[str] | None:
    """What to announce on the LAN for a server listening on ``host`` (None: every LAN address)."""
    if host in ("", "0.0.0.0", "::"):
        return None
    try:
        address = socket.gethostbyname(host)
    except OSError:
        return None
    if address.startswith("127."):
        log.warning("--lan with --host %s: only this machine can reach the server (use --host 0.0.0.0)", host)
    return [address]


def connection_cap(wanted: int, *, raise_limit: bool) -> int:
    """``wanted`` connections, fewer if the open-files limit would not leave :data:`FILES_RESERVED` free.

    With ``raise_limit`` the soft limit is first raised to the hard one (systemd's default soft limit is 1024).
    """
    try:
        import resource
    except ImportError:  # Windows: no such limit to fit
        return wanted
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if raise_limit and soft != hard:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
    if soft == resource.RLIM_INFINITY:
        return wanted
    cap = max(16, soft - FILES_RESERVED)
    if cap < wanted:
        log.warning("at most %d connections: the open-files limit is %d", cap, soft)
    return min(wanted, cap)


def setup_logging(data_dir: Path) -> Path:
    """A rotating log file in ``data_dir/logs`` (1 MB x 5), errors also on stderr."""
    folder = data_dir / "logs"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "server.log"
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=5, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    errors = logging.StreamHandler(sys.stderr)
    errors.setLevel(logging.ERROR)
    root = logging.getLogger("newworld")
    root.setLevel(logging.INFO)
    root.addHandler(handler)
    root.addHandler(errors)
    logging.getLogger("websockets").addHandler(handler)
    return path


def on_stop_signals(loop: asyncio.AbstractEventLoop, stop: Callable[[], None]) -> None:
    """Call ``stop`` in ``loop`` on SIGTERM or Ctrl+C, and on Windows also on Ctrl+Break.

    Windows' event loop has no ``add_signal_handler``: there a plain signal handler hands
    ``stop`` to the loop. (Windows has no SIGTERM between processes: ``taskkill /F`` and
    ``os.kill`` end the process at once; a service manager stops it with Ctrl+Break.)
    """
    wanted = [signal.SIGTERM, signal.SIGINT, *([signal.SIGBREAK] if hasattr(signal, "SIGBREAK") else [])]
    for sig in wanted:
        try:
            loop.add_signal_handler(sig, stop)
        except NotImplementedError:
            signal.signal(sig, lambda _sig, _frame: loop.call_soon_threadsafe(stop))


async def run(args: argparse.Namespace) -> int:
    stop = asyncio.Event()  # first, so that a SIGTERM at any later moment stops cleanly
    on_stop_signals(asyncio.get_running_loop(), stop.set)
    data_dir = Path(args.data)
    game_server = GameServer(data_dir, rate=args.rate, burst=args.burst, handover_after=args.handover_after,
                             move_time=args.move_time, max_games=args.max_games,
                             max_connections=connection_cap(args.max_connections, raise_limit=True),
                             addresses=AddressBook(args.max_per_address, args.games_per_hour),
                             trusted_proxies=args.trusted_proxy)
    game_server.load_all()
    server, url = await start_server(game_server, args.host, args.port, ssl_context(args.cert, args.key))
    print(f"listening on {url}", flush=True)
    log.info("New World %s listening on %s (data %s, pid %d)", __version__, url, data_dir, os.getpid())
    advertiser = None
    if args.lan:
        from newworld.net.discovery import Advertiser

        advertiser = Advertiser(args.lan, int(url.rsplit(":", 1)[1]), secure=url.startswith("wss"),
                                addresses=advertised_addresses(args.host))
        await advertiser.start()
    await stop.wait()
    log.info("stopping")
    if advertiser:
        await advertiser.stop()
    await stop_server(server)
    await game_server.drain()
    log.info("stopped cleanly after %d turns; turn handling %s; saves %s", game_server.turns,
             percentiles(sorted(game_server.turn_ms)), percentiles(sorted(game_server.save_ms)))
    return 0


def at_least(minimum: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least ``minimum``."""
    def whole_number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected {minimum} or more, got {value}")
        return value
    return whole_number


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="newworld-server", description="The New World game server")
    parser.add_argument("--version", action="version", version=f"New World {__version__}")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every interface)")
    parser.add_argument("--port", type=int, default=7245, help="port to listen on (0: a free one, printed)")
    parser.add_argument("--data", required=True, help="folder for the games and the log")
    parser.add_argument("--cert", help="TLS certificate chain (PEM): serve wss://")
    parser.add_argument("--key", help="the certificate's private key (PEM)")
    parser.add_argument("--lan", metavar="NAME", help="advertise the server on the local network under NAME")
    parser.add_argument("--rate", type=float, default=DEFAULT_RATE, help="messages per second per connection")
    parser.add_argument("--burst", type=int, default=DEFAULT_BURST, help="messages a connection may send at once")
    parser.add_argument("--move-time", type=float, default=AI_MOVE_TIME,
                        help="seconds a Hard computer player thinks per move")
    parser.add_argument("--handover-after", type=float, default=DEFAULT_HANDOVER_AFTER,
                        help="seconds a player must be away before the host may hand the seat to a computer")
    parser.add_argument("--max-connections", type=at_least(1), default=MAX_CONNECTIONS,
                        help="connections at once, in all (fewer if the open-files limit is lower)")
    parser.add_argument("--max-per-address", type=at_least(0), default=PER_ADDRESS,
                        help="connections at once from one address (0: no limit)")
    parser.add_argument("--games-per-hour", type=at_least(0), default=GAMES_PER_HOUR,
                        help="games one address may create in an hour (0: no limit)")
    parser.add_argument("--max-games", type=at_least(1), default=MAX_GAMES,
                        help="games held in memory (idle ones wait on disk)")
    parser.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                        help="a reverse proxy's address: its connections count by the X-Forwarded-For address")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.key and not args.cert:
        print("newworld-server: --key needs --cert", file=sys.stderr)
        return 2
    try:
        setup_logging(Path(args.data))
        return asyncio.run(run(args))
    except OSError as exc:
        print(f"newworld-server: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except ssl.SSLError as exc:
        print(f"newworld-server: the certificate cannot be used: {exc}", file=sys.stderr)
        return 2


class ServerThread:
    """The server in a background thread with its own event loop (the app's Host, and tests)."""

    def __init__(self, data_dir: Path, host: str = "127.0.0.1", port: int = 0, *,
                 context: ssl.SSLContext | None = None, **options: Any) -> None:
        options.setdefault("max_connections", connection_cap(MAX_CONNECTIONS, raise_limit=False))
        self.data_dir, self.host, self.port, self.options = data_dir, host, port, options
        self.context = context  # wss:// when given
        self.url = ""
        self.server: GameServer | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="nw-server", daemon=True)

    def start(self, timeout: float = 10.0) -> str:
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the server did not start")
        if self._error is not None:
            raise self._error
        return self.url

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        try:
            self._loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            self.server = GameServer(self.data_dir, **self.options)
            self.server.load_all()
            ws_server, self.url = await start_server(self.server, self.host, self.port, self.context)
        except BaseException as exc:  # reported to start()
            self._error = exc
            self._ready.set()
            return
        self._ready.set()
        await self._stop.wait()
        await stop_server(ws_server)
        await self.server.drain()

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout)


if __name__ == "__main__":
    sys.exit(main())
