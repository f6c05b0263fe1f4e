"""Finding servers on the local network with zeroconf (mDNS / DNS-SD).

A server started with ``--lan NAME`` (or a game hosted from the app)
advertises ``NAME._newworld._tcp.local.`` with its port; :func:`browse` lists
the servers that answer within a few seconds. The TXT record carries only the
protocol version and whether the server speaks TLS: game codes are not
advertised (a player gives the code to the friends they invite, and Join
lists a nearby server's open listed games by asking it, ``games``).
"""

from __future__ import annotations

import asyncio
import socket

import attrs
import ifaddr
from zeroconf import IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from newworld.net.protocol import PROTOCOL_VERSION

SERVICE_TYPE = "_newworld._tcp.local."


@attrs.frozen
class FoundServer:
    name: str
    host: str
    port: int
    secure: bool

    @property
    def url(self) -> str:
        shown = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if self.secure else 'ws'}://{shown}:{self.port}"


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other players can reach (loopback only when there is nothing else)."""
    found = {ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254."))}
    return sorted(found) or ["127.0.0.1"]


class Advertiser:
    """Announce one server on the local network until :meth:`stop`."""

    def __init__(self, name: str, port: int, *, secure: bool = False, addresses: list[str] | None = None) -> None:
        label = "".join(c for c in name if c.isprintable() and c != ".")[:40] or "New World"
        self.info = AsyncServiceInfo(
            SERVICE_TYPE, f"{label}.{SERVICE_TYPE}",
            addresses=[socket.inet_aton(a) for a in (addresses or lan_addresses())], port=port,
            properties={"protocol": str(PROTOCOL_VERSION), "tls": "1" if secure else "0"},
            server=f"{socket.gethostname().split('.')[0] or 'newworld'}.local.")
        self.zeroconf: AsyncZeroconf | None = None

    async def start(self) -> None:
        self.zeroconf = AsyncZeroconf(ip_version=IPVersion.V4Only)
        await self.zeroconf.async_register_service(self.info, allow_name_change=True)

    async def stop(self) -> None:
        if self.zeroconf is not None:
            await self.zeroconf.async_unregister_service(self.info)
            await self.zeroconf.async_close()
            self.zeroconf = None


async def browse(seconds: float = 3.0) -> list[FoundServer]:
    """The New World servers that answer on the local network within ``seconds``."""
    names: set[str] = set()

    def on_change(zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed:
            names.add(name)

    aiozc = AsyncZeroconf(ip_version=IPVersion.V4Only)
    browser = AsyncServiceBrowser(aiozc.zeroconf, [SERVICE_TYPE], handlers=[on_change])
    try:
        await asyncio.sleep(seconds)
        found = []
        for name in sorted(names):
            info = await aiozc.async_get_service_info(SERVICE_TYPE, name, timeout=1500)
            if info is None or not info.port or not info.parsed_addresses():
                continue
            props = {k.decode(errors="replace"): (v or b"").decode(errors="replace")
                     for k, v in info.properties.items()}
            if props.get("protocol") != str(PROTOCOL_VERSION):
                continue
            addresses = sorted(info.parsed_addresses(), key=lambda a: a.startswith("127."))
            found.append(FoundServer(name.removesuffix("." + SERVICE_TYPE), addresses[0], info.port,
                                     props.get("tls") == "1"))
        return found
    finally:
        await browser.async_cancel()
        await aiozc.async_close()
