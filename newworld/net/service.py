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
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.protocol import CONNECTING

from newworld import __version__
from newworld.net.computers import AI_MOVE_TIME
from newworld.net.connections import MAX_REFUSING, REFUSAL_WAIT, Gate
from newworld.net.limits import (
    COMPUTERS_PER_ADDRESS,
    FILES_RESERVED,
    GAMES_PER_HOUR,
    LOBBIES_PER_ADDRESS,
    LOBBY_EXPIRY,
    MAX_CONNECTIONS,
    PER_ADDRESS,
    AddressBook,
)
from newworld.net.protocol import MAX_FRAME_BYTES
from newworld.net.server import DEFAULT_BURST, DEFAULT_HANDOVER_AFTER, DEFAULT_RATE, MAX_GAMES, GameServer
from newworld.net.stats import percentiles
from newworld.net.store import FolderInUse, FolderLock

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


def admitting(gate: Gate) -> type[ServerConnection]:
    """The connection class that asks ``gate`` whether a new TCP connection may stay, before any
    handshake (so that half-open connections count too), and tells it when one closes.

    A refused connection gets its HTTP answer (429 or 503, with the reason:
    see :meth:`~newworld.net.connections.Gate.process_request`) if it sends its request within
    :data:`REFUSAL_WAIT` seconds, and at most :data:`MAX_REFUSING` wait for
    theirs at once; any other is cut without an answer.
    """

    class AdmittedConnection(ServerConnection):
        peer_host: str | None = None  # set when admitted
        forwarded: str | None = None  # the client's address, when a trusted proxy forwards it
        refusal: tuple[int, str] | None = None  # set when refused: the HTTP status and reason
        _cut: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            _connections.add(self)
            peer = transport.get_extra_info("peername")
            host = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
            refusal = gate.admit(host)
            if refusal is None:
                self.peer_host = host
            elif isinstance(transport, asyncio.Transport):
                if gate.refusing < MAX_REFUSING:
                    gate.refusing += 1
                    self.refusal = refusal
                    self._cut = asyncio.get_running_loop().call_later(REFUSAL_WAIT, transport.abort)
                else:
                    transport.abort()

        def connection_lost(self, exc: Exception | None) -> None:
            super().connection_lost(exc)
            if self.peer_host is not None:
                gate.release(self.peer_host, self.forwarded)
                self.peer_host = None
            if self.refusal is not None:
                gate.refusing -= 1
                self.refusal = None
                if self._cut is not None:
                    self._cut.cancel()

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
                         process_request=game_server.gate.process_request,
                         compression=None, max_queue=8, ping_interval=20, ping_timeout=20,
                         close_timeout=2,  # a flooding client whose frames still queue cannot hold a close for long
                         create_connection=admitting(game_server.gate),
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


LOG_BYTES, LOG_BACKUPS = 1_000_000, 5  # server.log: rotated at 1 MB, 5 old files kept
SECURITY_LOG_BACKUPS = 9  # security.log: the same size, 9 old files kept


def setup_logging(data_dir: Path) -> Path:
    """The logs in ``data_dir/logs``: ``server.log`` (everything from INFO up) and ``security.log`` (warnings
    and errors only: see :mod:`newworld.net.security`), both rotating; errors also on stderr."""
    folder = data_dir / "logs"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "server.log"
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
                                                   encoding="utf-8")
    security = logging.handlers.RotatingFileHandler(folder / "security.log", maxBytes=LOG_BYTES,
                                                    backupCount=SECURITY_LOG_BACKUPS, encoding="utf-8")
    security.setLevel(logging.WARNING)
    errors = logging.StreamHandler(sys.stderr)
    errors.setLevel(logging.ERROR)
    root = logging.getLogger("newworld")
    root.setLevel(logging.INFO)
    for each in (handler, security):
        each.setFormatter(formatter)
        root.addHandler(each)
        logging.getLogger("websockets").addHandler(each)
    root.addHandler(errors)
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


@contextlib.asynccontextmanager
async def serving(game_server: GameServer, host: str, port: int,
                  context: ssl.SSLContext | None = None) -> AsyncIterator[str]:
    """Load the games and serve them on ``host:port`` (the URL is given to the block); then stop listening,
    close every connection and let every turn end and every write finish."""
    game_server.load_all()
    server, url = await start_server(game_server, host, port, context)
    loop = asyncio.get_running_loop()
    tasks = [loop.create_task(game_server.housekeeping()), loop.create_task(game_server.computers.keep_time())]
    try:
        yield url
    finally:
        for task in tasks:
            task.cancel()
        await stop_server(server)
        await game_server.drain()


async def run(args: argparse.Namespace) -> int:
    stop = asyncio.Event()  # first, so that a SIGTERM at any later moment stops cleanly
    on_stop_signals(asyncio.get_running_loop(), stop.set)
    data_dir = Path(args.data)
    game_server = GameServer(data_dir, rate=args.rate, burst=args.burst, handover_after=args.handover_after,
                             move_time=args.move_time, max_games=args.max_games,
                             max_connections=connection_cap(args.max_connections, raise_limit=True),
                             addresses=AddressBook(args.max_per_address, args.games_per_hour),
                             trusted_proxies=args.trusted_proxy, lobbies_per_address=args.lobbies_per_address,
                             lobby_expiry=args.lobby_expiry, computers_per_address=args.computers_per_address)
    async with serving(game_server, args.host, args.port, ssl_context(args.cert, args.key)) as url:
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
    stats = game_server.stats
    log.info("stopped cleanly after %d turns; turn handling %s; saves %s", stats.turns,
             percentiles(sorted(stats.turn_ms)), percentiles(sorted(stats.save_ms)))
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
    parser.add_argument("--lobbies-per-address", type=at_least(0), default=LOBBIES_PER_ADDRESS,
                        help="unstarted games one address may have waiting at once (0: no limit)")
    parser.add_argument("--lobby-expiry", type=float, default=LOBBY_EXPIRY,
                        help="seconds an unstarted game nobody is in is kept")
    parser.add_argument("--computers-per-address", type=at_least(0), default=COMPUTERS_PER_ADDRESS,
                        help="Hard and Expert computer seats one address's unfinished games may have (0: no limit)")
    parser.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                        help="a reverse proxy's address: its connections count by the X-Forwarded-For address")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.key and not args.cert:
        print("newworld-server: --key needs --cert", file=sys.stderr)
        return 2
    try:
        lock = FolderLock(Path(args.data))  # before the log: two servers must not write one log either
    except FolderInUse as exc:
        print(f"newworld-server: {exc.strerror}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"newworld-server: the data folder cannot be used: {exc.strerror or exc}", file=sys.stderr)
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
    finally:
        lock.release()


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
        lock: FolderLock | None = None
        try:
            self._loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            lock = FolderLock(self.data_dir)
            self.server = GameServer(self.data_dir, **self.options)
            async with serving(self.server, self.host, self.port, self.context) as self.url:
                self._ready.set()
                await self._stop.wait()
        except BaseException as exc:  # reported to start(), if it came before the server was ready
            if self._ready.is_set():
                raise
            self._error = exc
            self._ready.set()
        finally:
            if lock is not None:
                lock.release()

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout)


class HostedServer:
    """One game's use of the server this process runs on a data folder (the app's Host).

    Two servers cannot use one folder (see :class:`~newworld.net.store.FolderLock`), so a second game hosted
    from the same folder uses the server the first one started, on its port; the server stops with its last
    use. Raises :class:`~newworld.net.store.FolderInUse` from :meth:`start` when another process has the folder.
    """

    _running: ClassVar[dict[Path, tuple[ServerThread, int]]] = {}  # folder: the server, its uses
    _lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self, data_dir: Path, host: str = "127.0.0.1", port: int = 0, **options: Any) -> None:
        self.folder = data_dir.resolve()
        self.host, self.port, self.options = host, port, options
        self.thread: ServerThread | None = None

    def start(self, timeout: float = 10.0) -> str:
        with self._lock:
            running = self._running.get(self.folder)
            if running is None:
                thread = ServerThread(self.folder, self.host, self.port, **self.options)
                try:
                    thread.start(timeout)
                except BaseException:
                    thread.stop()
                    raise
                running = (thread, 0)
            self.thread = running[0]
            self._running[self.folder] = (self.thread, running[1] + 1)
            return self.thread.url

    def stop(self, timeout: float = 10.0) -> None:
        with self._lock:
            if self.thread is None:
                return
            thread, uses = self._running.pop(self.folder)
            self.thread = None
            if uses > 1:
                self._running[self.folder] = (thread, uses - 1)
                return
        thread.stop(timeout)


if __name__ == "__main__":
    sys.exit(main())
