"""What keeps one client from starving the others: rates per connection, budgets and counts per address.

A connection's messages go through a :class:`TokenBucket`. Everything a
client could repeat from fresh connections is counted per *address* instead
(:class:`AddressBook`): connections open at once, new connections a second,
games created, and wrong game codes or tokens (which is what guessing them
looks like). IPv6 clients are counted per /64, the block one subscriber gets;
what an address may *hold* on the server (games waiting for players, computer
seats) is counted per /56 (:func:`block_key`), since one home often gets a /56
and with it 256 /64s.
Behind a reverse proxy the address is the one the proxy forwards (see
``--trusted-proxy`` in docs/NETWORK.md).
"""

from __future__ import annotations

import ipaddress
import time

import attrs

MAX_CONNECTIONS = 4096  # connections at once, in all (lowered to fit the open-files limit)
FILES_RESERVED = 128  # open files kept for saves, logs and computer-player processes
PER_ADDRESS = 32  # connections at once from one address
GAMES_PER_HOUR = 20  # games one address may create in an hour (all at once, then one every 3 minutes)
FAILURES_BURST = 20  # wrong codes or tokens one address may send at once ...
FAILURES_PER_MINUTE = 20.0  # ... and then per minute
LOBBIES_PER_ADDRESS = 5  # unstarted games one address (an IPv6 /56) may have waiting at once
COMPUTERS_PER_ADDRESS = 8  # computer seats that search (Hard, Expert) in one address's unfinished games
SPECTATORS_PER_GAME = 20  # spectators one game may have at once (they are not seats: the seats have no cap of theirs)
LOBBY_EXPIRY = 600.0  # seconds an unstarted game nobody is in is kept


class TokenBucket:
    """Rate limit: ``rate`` events per second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def allow(self) -> bool:
        """Take one token if there is one."""
        self._refill()
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def empty(self) -> bool:
        """No token left (nothing is taken)."""
        self._refill()
        return self.tokens < 1.0

    def full(self) -> bool:
        self._refill()
        return self.tokens >= self.burst


def address_key(host: str) -> str:
    """What limits count by: the IPv4 address, the IPv6 /64 (IPv4-mapped ones as IPv4), else the text."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host[:64]
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{address}/64", strict=False))
    return str(address)


def block_key(host: str) -> str:
    """What holdings count by: the IPv4 address, the IPv6 /56 (IPv4-mapped ones as IPv4), else the text."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host[:64]
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is None:
        return str(ipaddress.IPv6Network(f"{address}/56", strict=False))
    return address_key(host)


@attrs.define
class AddressState:
    connections: int
    connects: TokenBucket
    games: TokenBucket
    failures: TokenBucket


class AddressBook:
    """Counts and budgets per address. ``per_address`` 0 or ``games_per_hour`` 0: that limit is off."""

    def __init__(self, per_address: int = PER_ADDRESS, games_per_hour: int = GAMES_PER_HOUR) -> None:
        self.per_address = per_address
        self.games_per_hour = games_per_hour
        self._states: dict[str, AddressState] = {}

    def _state(self, key: str) -> AddressState:
        state = self._states.get(key)
        if state is None:
            per = self.per_address or 1
            state = AddressState(0, TokenBucket(per / 2, 2 * per), TokenBucket(self.games_per_hour / 3600,
                                 self.games_per_hour), TokenBucket(FAILURES_PER_MINUTE / 60, FAILURES_BURST))
            self._states[key] = state
        return state

    def connect(self, key: str) -> str:
        """Count a new connection from ``key``; "" if it may stay, else why not (then it is not counted)."""
        state = self._state(key)
        if self.per_address:
            if state.connections >= self.per_address:
                return f"{state.connections} connections open from this address"
            if not state.connects.allow():
                return "too many new connections from this address"
        state.connections += 1
        return ""

    def disconnect(self, key: str) -> None:
        state = self._states.get(key)
        if state is not None:
            state.connections = max(0, state.connections - 1)

    def allow_game(self, key: str) -> bool:
        """Take one game from the address's budget, if any is left."""
        return not self.games_per_hour or self._state(key).games.allow()

    def failed(self, key: str) -> None:
        """Count a wrong code or token."""
        self._state(key).failures.allow()

    def failing(self, key: str) -> bool:
        """The address has used up its wrong codes and tokens for now."""
        state = self._states.get(key)
        return state is not None and state.failures.empty()

    def forget_idle(self) -> None:
        """Drop addresses that hold nothing: no connection open and every budget full again."""
        for key, state in list(self._states.items()):
            if not state.connections and state.games.full() and state.failures.full() and state.connects.full():
                del self._states[key]

    def __len__(self) -> int:
        return len(self._states)
