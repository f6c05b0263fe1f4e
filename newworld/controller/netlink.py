"""The bridge between the window's thread and the network: a :class:`NetClient` in a worker thread.

The client library is asyncio (:mod:`newworld.net.client`); it runs in a
:class:`~newworld.net.client.ClientThread` (an event loop in a daemon thread).
What it reports reaches the GUI thread as Qt signals, delivered queued: each
:class:`~newworld.net.client.NetEvent` (with its typed, frozen message) by
:attr:`NetLink.eventArrived`, and the outcome of each request by the callback
given to :meth:`NetLink.call`, which runs in the GUI thread. Nothing else
crosses: the client here does not follow the game (``follow=False``), and the
GUI side keeps the one :class:`~newworld.net.view.GameView` of it.

Also here: hosting (the game server in a background thread, advertised on
the LAN with zeroconf) and finding the games hosted nearby.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import QObject, Signal

from newworld.net.client import ClientThread, NetClient, NetError, NetEvent
from newworld.net.discovery import Advertiser, FoundServer, browse, lan_addresses
from newworld.net.service import HostedServer
from newworld.net.store import FolderInUse

log = logging.getLogger(__name__)


CLOSE_SECONDS = 3.0  # how long closing the connection may hold the window
Done = Callable[[Any, NetError | None], None]  # (result, error): exactly one of them is meaningful


class NetLink(QObject):
    """One connection to one server, run in its own thread; see the module docstring."""

    #: A NetEvent from the client (its ``message`` is frozen; this client keeps no view of the game).
    eventArrived = Signal(object)
    _replied = Signal(object, object, object)  # (callback, result, error), queued into the GUI thread

    def __init__(self, url: str, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self._replied.connect(self._deliver)
        self._thread = ClientThread()
        self.client = NetClient(url, name, on_event=self._on_event, follow=False)
        self._open = True

    @property
    def is_open(self) -> bool:
        return self._open

    def _on_event(self, event: NetEvent) -> None:  # in the client's thread
        if self._open:
            self.eventArrived.emit(event)

    def call(self, coroutine: Coroutine[Any, Any, Any], done: Done | None = None) -> None:
        """Run ``coroutine`` in the client's thread; ``done(result, error)`` is called in the GUI thread."""
        future = self._thread.submit(coroutine)
        future.add_done_callback(lambda f: self._reply(done, f))

    def _reply(self, done: Done | None, future: Future[Any]) -> None:  # in the client's thread
        error = future.exception() if not future.cancelled() else NetError("disconnected", "cancelled")
        if error is not None and not isinstance(error, NetError):
            log.error("network request failed", exc_info=error)
            error = NetError("internal", f"{type(error).__name__}: {error}")
        if self._open and done is not None:
            self._replied.emit(done, None if error else future.result(), error)

    @staticmethod
    def _deliver(done: Done, result: Any, error: NetError | None) -> None:
        done(result, error)

    def run(self, coroutine: Coroutine[Any, Any, Any], timeout: float) -> Any:
        """Run ``coroutine`` in the client's thread and wait for it here (short things only: closing)."""
        return self._thread.submit(coroutine).result(timeout)

    def close(self) -> None:
        """Close the connection (the seats stay ours: their tokens are kept) and stop the thread."""
        if not self._open:
            return
        self._open = False
        try:
            self.run(self.client.close(), CLOSE_SECONDS)
            self.run(_cancel_the_rest(), CLOSE_SECONDS)  # a LAN announcement still on its way, say
        except Exception as exc:  # noqa: BLE001 - closing must never keep the window from closing
            log.warning("closing the connection to %s: %s", self.url, exc)
        self._thread.stop()


async def _cancel_the_rest() -> None:
    """Cancel the tasks left in this loop and let them finish, so that none is destroyed while pending."""
    tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


@attrs.frozen
class Hosting:
    """A game server running in this app: where it listens, and its LAN announcement."""

    server: HostedServer
    port: int
    advertiser: Advertiser | None

    @property
    def local_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def addresses(self) -> list[str]:
        """What the others type to join: this machine's LAN addresses with the port."""
        return [f"{address}:{self.port}" for address in lan_addresses()]


def start_hosting(data_dir: Path, port: int, handover_after: float) -> tuple[HostedServer, int]:
    """Start the game server on every interface, on ``port`` or (when that is taken) a free one; a game
    hosted while another is uses the same server.

    Returns the server and the port it got; raises OSError when it cannot listen at all, or when another
    process serves the data folder.
    """
    for wanted in (port, 0) if port else (0,):
        server = HostedServer(data_dir, host="0.0.0.0", port=wanted, handover_after=handover_after)
        try:
            url = server.start()
        except OSError as exc:
            server.stop()
            if wanted == 0 or isinstance(exc, FolderInUse):
                raise
            log.warning("port %d is taken (%s): hosting on a free port", wanted, exc.strerror or exc)
            continue
        return server, int(url.rsplit(":", 1)[1])
    raise OSError("no port to listen on")


async def advertise(title: str, port: int) -> Advertiser:
    """Announce a hosted game's server on the local network (zeroconf)."""
    advertiser = Advertiser(title, port)
    await advertiser.start()
    return advertiser


@attrs.frozen
class NearbyGame:
    """A game waiting for players on a server found on the local network (code "" when none is listed)."""

    server: str
    address: str  # host:port, as the player would type it
    url: str
    code: str = ""
    players: tuple[str, ...] = ()
    open_seats: int = 0


async def find_nearby(name: str, seconds: float = 2.5) -> list[NearbyGame]:
    """The servers that answer on the LAN within ``seconds``, with the games they list as waiting for players."""
    found: list[NearbyGame] = []
    for server in await browse(seconds):
        found += await _listed_games(server, name)
    return found


async def _listed_games(server: FoundServer, name: str) -> list[NearbyGame]:
    address = f"{server.host}:{server.port}"
    client = NetClient(server.url, name, request_timeout=3.0)
    try:
        await client.connect(timeout=3.0)
        games = await client.list_games()
    except NetError as exc:
        log.info("nearby server %s (%s): %s", server.name, server.url, exc)
        return []
    finally:
        await client.close()
    listed = [NearbyGame(server.name, address, server.url, g.code, tuple(s.name for s in g.seats),
                         sum(1 for s in g.seats if s.kind == "remote" and not s.taken))
              for g in games]
    return listed or [NearbyGame(server.name, address, server.url)]


class Finder(QObject):
    """Looks for games on the local network in a thread of its own; :attr:`found` carries the list."""

    found = Signal(list)  # [NearbyGame]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: ClientThread | None = None
        self.searching = False

    def search(self, name: str) -> None:
        if self.searching:
            return
        if self._thread is None:
            self._thread = ClientThread()
        self.searching = True
        future = self._thread.submit(find_nearby(name))
        future.add_done_callback(self._finished)

    def _finished(self, future: Future[list[NearbyGame]]) -> None:  # in the finder's thread
        try:
            games = future.result()
        except Exception as exc:  # noqa: BLE001 - no multicast, no network: nothing found, said in the log
            log.info("looking for games nearby failed: %s", exc)
            games = []
        self.searching = False
        if self._thread is not None:
            with contextlib.suppress(RuntimeError):  # the dialog that asked was closed meanwhile
                self.found.emit(games)

    def stop(self) -> None:
        thread, self._thread = self._thread, None
        if thread is not None:
            with contextlib.suppress(Exception):  # the search is given up: nothing to report
                thread.submit(_cancel_the_rest()).result(1.0)
            thread.stop(1.0)
