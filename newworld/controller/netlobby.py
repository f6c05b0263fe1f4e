"""A network game's table around the board: the lobby's seats, hand-overs, the chat (a part of
:class:`~newworld.controller.netgame.NetGameController`).

Everything here reads the server's view of the seats (:class:`~newworld.net.view.GameView`) and asks
the server through the controller's connection; the game itself is the session's.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import SignalInstance

from newworld.controller.netgames import NetGameRecord
from newworld.controller.netlink import Hosting, NetLink
from newworld.controller.netseats import ChatLine, LobbySeat, clean_chat
from newworld.narration import is_you
from newworld.narration.network import network
from newworld.net.client import NetClient, NetError, SeatTicket
from newworld.net.messages import ChatSaid, SeatInfo
from newworld.net.view import GameView
from newworld.savegame import DEFAULT_COLORS, SEAT_LEVELS, Seat


class NetLobby:
    """The lobby's queries and requests (see the module docstring)."""

    view: GameView | None
    record: NetGameRecord | None
    link: NetLink | None
    hosting: Hosting | None
    handover_after: float
    _away_since: dict[int, float]
    errorOccurred: SignalInstance
    chatReceived: SignalInstance

    if TYPE_CHECKING:  # the controller's, and its door's
        def _client(self) -> NetClient: ...
        def _call(self, coroutine: Coroutine[Any, Any, Any], done: Callable[[Any, NetError | None], None]) -> None:
            ...
        def _say(self, line: str) -> None: ...
        def is_over(self) -> bool: ...
        def current_player(self) -> int: ...
        def is_human_turn(self) -> bool: ...
        def is_computer_turn(self) -> bool: ...
        def _move_on_its_way(self) -> bool: ...

    @property
    def code(self) -> str:
        return self.record.code if self.record is not None else ""

    @property
    def is_host(self) -> bool:
        return bool(self.record and self.record.host_token)

    @property
    def status(self) -> str:
        """"lobby", "playing" or "over" ("" before the server said)."""
        return self.view.status if self.view is not None and self.view.seats else ""

    def _table_seats(self) -> list[Seat]:
        """The seats as a local game has them: people are "human", whoever plays them and wherever."""
        view = self.view
        if view is None:
            return []
        seats = []
        for i, s in enumerate(view.seats):
            name = s.name
            if is_you(name) and i not in view.my_seats:
                name = f"{name} ({i + 1})"  # someone else called "You": the log must not speak to this player
            level = s.level if s.level in SEAT_LEVELS else "medium"
            seats.append(Seat(name, DEFAULT_COLORS[i % len(DEFAULT_COLORS)],
                              "computer" if s.kind == "computer" else "human", level))
        return seats

    def addresses(self) -> list[str]:
        """Where the others join the game this screen hosts: this machine's addresses with the port when its
        server runs here, else the server's address as this screen reached it ([] for a guest)."""
        if self.hosting is not None:
            return self.hosting.addresses()
        if self.is_host and self.link is not None:
            return [self.link.url.removeprefix("ws://")]  # wss:// stays as it is: the others must type it so
        return []

    def lobby(self) -> list[LobbySeat]:
        view = self.view
        if view is None:
            return []
        now = time.monotonic()
        names = [seat.name for seat in self._table_seats()]
        return [LobbySeat(i, name, s.kind, s.level, s.taken, s.connected, i in view.my_seats,
                          now - self._away_since[i] if i in self._away_since else 0.0)
                for i, (s, name) in enumerate(zip(view.seats, names, strict=False))]

    def _note_changes(self, before: Sequence[SeatInfo], after: Sequence[SeatInfo]) -> None:
        """Say who joined, left, came back or was handed to a computer; note since when each player is away."""
        assert self.view is not None
        now = time.monotonic()
        text = network()
        for i, seat in enumerate(after):
            old = before[i] if len(before) == len(after) else None
            if seat.taken and not seat.connected and seat.kind == "remote":
                self._away_since.setdefault(i, now)
            else:
                self._away_since.pop(i, None)
            if old is None or i in self.view.my_seats and seat.kind == old.kind:
                continue
            if old.kind == "remote" and seat.kind == "computer":
                self._say(text.handed_over(seat.name, seat.level))
            elif old.kind == "computer" and seat.kind == "remote":
                self._say(text.plays_again(seat.name))
            elif not old.taken and seat.taken:
                self._say(text.joined(seat.name))
            elif old.connected and not seat.connected and seat.taken:
                self._say(text.away(seat.name))
            elif not old.connected and seat.connected and old.taken:
                self._say(text.back(seat.name))

    def handover_wait(self, seat: LobbySeat) -> float | None:
        """Seconds before the host may hand ``seat`` to a computer (0: now), or None: not this seat (nor the
        host's own before the game starts)."""
        if not self.is_host or seat.kind != "remote" or self.status == "over" or self.is_over():
            return None
        if seat.mine:  # one's own seat: once the game is under way (before it, the host plays it or opens it)
            return 0.0 if self.status == "playing" else None
        if not seat.taken:
            return 0.0  # one nobody took
        if seat.connected:
            return None
        return max(0.0, self.handover_after - seat.away)

    def hand_over(self, seat: int, level: str) -> None:
        """Host: let a computer of ``level`` play ``seat`` (open, away long enough, or one's own)."""
        self._call(self._hand_over(seat, level), self._report_error)

    async def _hand_over(self, seat: int, level: str) -> None:
        client = self._client()
        await client.hand_over(self.code, None, seat, level)
        client.tickets.pop((self.code, seat), None)  # one's own seat: a reconnection must not take it back

    def can_play_again(self, seat: LobbySeat) -> bool:
        """``seat`` is this screen's, handed to a computer, and may be taken back."""
        playing = self.status == "playing" and not self.is_over()
        return seat.mine and seat.kind == "computer" and playing and self._ticket(seat.index) is not None

    def take_seat_back(self, seat: int) -> None:
        """Play one of this screen's seats again after it was handed to a computer."""
        ticket = self._ticket(seat)
        if ticket is not None:
            self._call(self._client().rejoin(ticket), self._report_error)

    def _ticket(self, seat: int) -> SeatTicket | None:
        tickets = self.record.tickets if self.record is not None else ()
        return next((t for t in tickets if t.seat == seat), None)

    def start_game(self) -> None:
        self._call(self._client().start_game(self.code), self._report_error)

    def send_chat(self, text: str) -> bool:
        """Send a chat line (plain text, at most MAX_CHAT characters); False when there is nothing to send."""
        line = clean_chat(text)
        view = self.view
        if not line or view is None or not (view.my_seats or (view.spectator_chat and self._watching_here())):
            return False
        self._call(self._client().chat(self.code, line), self._report_error)
        return True

    def _watching_here(self) -> bool:
        """This screen watches the game as a spectator."""
        return self.link is not None and self.code in self.link.client.watched

    def may_watch(self) -> bool:
        """Others may watch the game (the host's choice)."""
        return self.view is None or self.view.watching

    def set_watching(self, watching: bool) -> None:
        """Host: let others watch with the code, or not (the spectators then leave the table); whether they may
        chat stays as it was."""
        chat = self.view is not None and self.view.spectator_chat
        self._call(self._client().set_watching(self.code, watching, chat and watching,
                                               host_token=self.record.host_token if self.record else None),
                   self._report_error)

    def _on_chat(self, message: ChatSaid) -> None:
        assert self.view is not None
        self.chatReceived.emit(ChatLine(message.seat, message.name, message.text, message.seat in self.view.my_seats))

    def _report_error(self, _result: Any, error: NetError | None) -> None:
        if error is not None:
            self.errorOccurred.emit(network().failure(error.kind, str(error)))

    def waiting_for(self) -> LobbySeat | None:
        """The seat of another person whose move everybody waits for (None: mine, a computer's, or no game)."""
        current = self.current_player()
        if current < 0 or self.is_human_turn() or self.is_computer_turn() or self.view is None:
            return None
        if current in self.view.my_seats and self._move_on_its_way():
            return None
        seats = self.lobby()
        return seats[current] if current < len(seats) else None
