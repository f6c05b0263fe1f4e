"""A network game behind the controller's door: :class:`NetGameController`.

The window shows a game on a server exactly as a local one: the board and the
game screen read the same queries and follow the same signals, carrying the
same value objects (:class:`~newworld.controller.door.GameDoor`). Underneath,
the position is a :class:`~newworld.net.view.GameView` kept in the GUI thread,
fed with the server's typed messages (:mod:`newworld.net.messages`) that the
client (in its own thread, :class:`~newworld.controller.netlink.NetLink`)
passes on as Qt signals; each announced turn is played once, on this view's
game through the session. The server is the referee and decides every turn.
On top of the door: coming to the table (hosting, joining, coming back, and the record of the seats'
tokens that the window keeps in its settings: controller/netstart.py), the
lobby (seats, who is connected, the code, start, handing seats to computers,
the chat: controller/netlobby.py) and the connection.

Undo: only the placement of one's own turn, until it is confirmed (the
window's draft); a confirmed move is sent and final, so :meth:`undo` does
nothing and :meth:`can_undo` is False.
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from newworld.ai import make_player
from newworld.controller.computers import HINT_LEVEL
from newworld.controller.door import SessionDoor
from newworld.controller.netgames import NetGameRecord
from newworld.controller.netlink import Hosting, NetLink
from newworld.controller.netlobby import NetLobby
from newworld.controller.netseats import ChatLine
from newworld.controller.netstart import NetStarting
from newworld.engine.moves import Move
from newworld.narration import GAME_LOG, turn_lines
from newworld.narration.network import CLOSED, CONNECTED, RECONNECTING, network
from newworld.net.client import NetError, NetEvent
from newworld.net.messages import ChatSaid, ClockInfo, Lobby, Moved, ServerError, State, Welcome
from newworld.net.server import DEFAULT_HANDOVER_AFTER
from newworld.net.view import APPLIED, STALE, GameView, ViewError
from newworld.savegame import Seat
from newworld.session import GameClock, GameOver, GameSession, SessionEvent, TurnStarted

log = logging.getLogger(__name__)


class NetGameController(NetStarting, NetLobby, SessionDoor):
    """One network game as the window sees it (see the module docstring)."""

    # The door's signals come from SessionDoor (controller/door.py); autosaveFailed and undo/redo never fire.
    # The network's own.
    lobbyChanged = Signal()  #: seats, who is connected, the status: read lobby()
    connectionChanged = Signal(str)  #: CONNECTING, CONNECTED, RECONNECTING or CLOSED
    chatReceived = Signal(ChatLine)
    notice = Signal(str)  #: a line about the table (joined, away, back, handed over, the connection)
    recordChanged = Signal(NetGameRecord)  #: what to keep in the settings to come back
    failed = Signal(str)  #: hosting or joining failed (one line); the controller is closed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link: NetLink | None = None
        self.hosting: Hosting | None = None
        self.record: NetGameRecord | None = None
        self.view: GameView | None = None
        self.connection = CLOSED
        self.handover_after = DEFAULT_HANDOVER_AFTER
        self.path: Path | None = None  # the window's title reads it: a network game has no file
        self._away_since: dict[int, float] = {}
        self._sent_turn: int | None = None  # the turn whose move is on its way to the server
        self._thinking = False
        self._resyncing = False  # a snapshot is on its way: the turns announced meanwhile are in it
        self._before_the_game: list[str] = []  # lines said before the first snapshot: the log keeps them after it

    # --- what the server says ----------------------------------------------------------

    def _on_event(self, event: NetEvent) -> None:
        message = event.message
        if event.kind == "disconnected":
            self._set_connection(RECONNECTING)
        elif isinstance(message, Welcome):
            if message.handover_after is not None:
                self.handover_after = message.handover_after
            self._set_connection(CONNECTED)
        elif isinstance(message, ServerError):
            if event.code in ("", self.code):
                self._on_error(message)
        elif self.view is None or event.code != self.code:
            return
        elif isinstance(message, Lobby):
            self._on_lobby(message)
        elif isinstance(message, State):
            self._on_state(message)
        elif isinstance(message, Moved):
            self._on_moved(message)
        elif isinstance(message, ChatSaid):
            self._on_chat(message)

    def _set_connection(self, state: str) -> None:
        before, self.connection = self.connection, state
        if before == CONNECTED and state == RECONNECTING:
            self._say(network().connection_lost())
        elif before == RECONNECTING and state == CONNECTED:
            self._say(network().connection_back())
        if before != state:
            self.connectionChanged.emit(state)

    def _on_error(self, message: ServerError) -> None:
        kind, text = message.kind, message.text
        if kind in ("mismatch", "gap", "bad_snapshot", "resynchronising"):
            log.info("network game %s: %s (%s)", self.code, kind, text)  # the client asks for a snapshot itself
            return
        self.errorOccurred.emit(network().failure(kind, text))

    def _on_lobby(self, message: Lobby) -> None:
        assert self.view is not None
        before = list(self.view.seats)
        self.view.update_lobby(message)
        after = self.view.seats
        kinds_changed = [s.kind for s in before] != [s.kind for s in after]
        if self.spectating() and not message.watching:
            self._say(network().watching_stopped())
        self._note_changes(before, after)
        if self.session is not None:
            self.session.seats = self._table_seats()
            self._follow_resignations(self.session)
        if self.record is not None and self.record.players != tuple(s.name for s in after):
            self._keep(players=tuple(s.name for s in after))
        self.lobbyChanged.emit()
        if kinds_changed and self.session is not None:
            self.gameStarted.emit()  # the players panel shows who plays each seat now
            self.session.announce(just_now=False)

    def _follow_resignations(self, session: GameSession) -> None:
        """The seats whose players resigned, as the server says: each new one told (the log, the side panel),
        one whose player came back with their token no longer marked."""
        assert self.view is not None
        for seat, info in enumerate(self.view.seats):
            if info.resigned and seat not in session.resigned and not session.is_over():
                session.resign(seat, session.seats[seat].level)
            elif not info.resigned:
                session.resigned.pop(seat, None)

    def _on_state(self, message: State) -> None:
        assert self.view is not None
        self._resyncing = False
        try:
            self.view.load_state(message)
        except ViewError as exc:
            log.warning("network game %s: a snapshot that does not fit (%s)", self.code, exc)
            self._resync()
            return
        self._sent_turn = None
        last, session = self.session, self._session_of_view(self.session, message.clock)
        self._attach(session)
        self.gameStarted.emit()
        if last is None and not session.game.moves:
            self._say(network().started(self.code))
        self.scoresChanged.emit()
        self.lobbyChanged.emit()
        session.announce(just_now=last is not None and not last.is_over())

    def _session_of_view(self, last: GameSession | None, clock: ClockInfo | None) -> GameSession:
        """A session over the snapshot's position, its log going on from ``last``'s (the turns it has not
        told yet told now, and what it said meanwhile kept), or the game's history the first time; its clock
        the server's (``clock``)."""
        view = self.view
        assert view is not None and view.game is not None
        game, seats = view.game, self._table_seats()
        continued = None
        if last is not None and len(game.turns()) >= len(last.game.turns()):
            names = [s.name for s in seats]
            continued = last.log_lines() + [line for turn in game.turns()[len(last.game.turns()):]
                                            for line in turn_lines(turn, names)]
        resigned = {i: s.resigned for i, s in enumerate(view.seats) if s.resigned}
        session = GameSession(game, seats, narrator=GAME_LOG, here=view.my_seats, in_hand=self._in_hand,
                              log=continued, resigned=resigned)
        _set_clock(session, clock)
        if last is None:
            session.log.add(self._before_the_game)
            self._before_the_game = []
        return session

    def _in_hand(self) -> bool:
        """The card in hand is known here (dealt to one of this screen's seats) and not yet played."""
        return self.view is not None and self.view.drawn is not None and not self._move_on_its_way()

    def _move_on_its_way(self) -> bool:
        return self.view is not None and self._sent_turn == self.view.turn

    def _on_moved(self, message: Moved) -> None:
        assert self.view is not None
        if self._resyncing:
            return
        if self.session is None:
            self._resync()
            return
        session = self.session
        if message.timed_out and message.turn == self.view.turn:
            session.time_ran_out(message.player)
        outcome = self.view.apply_moved(message, push=session.push)
        if outcome == STALE:
            return
        if outcome != APPLIED:
            self._resync()
            return
        self._sent_turn = None
        _set_clock(session, message.clock)
        session.announce()

    def _resync(self) -> None:
        """Ask for a snapshot, once until it comes (a reconnection brings one too)."""
        if not self._resyncing:
            self._resyncing = True
            self._call(self._client().resync(self.code), self._resync_sent)

    def _resync_sent(self, _result: Any, error: NetError | None) -> None:
        if error is not None:
            log.info("network game %s: resync: %s", self.code, error)
            self._resyncing = False

    def _relay(self, event: SessionEvent) -> None:
        super()._relay(event)
        if isinstance(event, TurnStarted | GameOver):
            self._set_thinking(isinstance(event, TurnStarted) and self.is_computer_turn())

    def _refresh(self) -> None:
        """My seats changed: the turn may be mine now."""
        self.lobbyChanged.emit()
        if self.session is not None:
            self.session.seats = self._table_seats()
            self.session.announce(just_now=False)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.aiThinking.emit(thinking)

    def _say(self, line: str) -> None:
        """A line about the table: in the log (said before the first snapshot, it follows the game's history
        there) and as a notice."""
        if self.session is not None:
            self.session.say(line)
        else:
            self._before_the_game.append(line)
            self.logMessage.emit(line)
        self.notice.emit(line)

    @property
    def seats(self) -> list[Seat]:
        return self.session.seats if self.session is not None else self._table_seats()

    # --- closing ---------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Close the connection (the seats stay ours) and stop the server hosted here, if any."""
        self._stop_clock()
        link, hosting = self.link, self.hosting
        self.link = self.hosting = None
        if link is not None:
            if hosting is not None and hosting.advertiser is not None:
                try:
                    link.run(hosting.advertiser.stop(), 3.0)
                except Exception as exc:  # noqa: BLE001 - the announcement expires by itself
                    log.info("stopping the LAN announcement: %s", exc)
            link.close()
        if hosting is not None:
            hosting.server.stop()
        self._set_thinking(False)
        self._set_connection(CLOSED)

    # --- the door: playing -------------------------------------------------------------------

    def play_move(self, move: Move) -> bool:
        """Send this screen's confirmed move; the server's announcement plays it. False if it is not legal now."""
        if self._refused(move):
            return False
        view = self.view
        assert view is not None and view.my_turn is not None
        self._sent_turn = view.turn
        self._call(self._client().play(self.code, view.my_turn, move, view.turn), partial(self._played, view.turn))
        return True

    def _played(self, turn: int, _result: Any, error: NetError | None) -> None:
        if error is None or error.kind == "stale_turn":  # stale: the server had it before a reconnection
            return
        self.errorOccurred.emit(network().failure(error.kind, str(error)))
        if self._sent_turn == turn and self.session is not None:
            self._sent_turn = None
            self.session.announce(just_now=False)  # the same turn again: the player chooses anew

    def pause_clock(self, reason: str) -> None:
        """Nothing: the server keeps a network game's time, and it runs on while this screen asks something."""

    def resume_clock(self, reason: str) -> None:
        """Nothing (see :meth:`pause_clock`)."""

    def request_hint(self) -> bool:
        """Medium's suggestion, worked out here (a few milliseconds) and sent by ``hintReady``."""
        if self.session is None or not self.is_human_turn():
            return False
        game = self.session.game
        self.hintReady.emit(make_player(HINT_LEVEL, seed=game.turn).choose(game.copy()))
        return True

    def spectating(self) -> bool:
        """This screen watches the game as a spectator (it holds no seat)."""
        return self.view is not None and not self.view.my_seats and self._watching_here()

    def resignable(self) -> list[int]:
        """This screen's seats that may resign now: played by a person here, in a game that goes on."""
        if self.session is None or self.is_over() or self.view is None:
            return []
        return [i for i in sorted(self.view.my_seats) if self.session.seats[i].kind == "human"]

    def resign(self, player: int) -> None:
        """``player`` (a seat of this screen) leaves the table for good: the server has the host's computer
        play the seat from now on, their points stand; their token brings them back."""
        self._call(self._client().resign(self.code, player), self._report_error)

    def undo(self) -> bool:
        """Nothing: a confirmed move is final (the card not yet confirmed goes back to the hand in the window)."""
        return False

    def can_redo(self) -> bool:
        return False

    def is_dirty(self) -> bool:
        return False


def _set_clock(session: GameSession, clock: ClockInfo | None) -> None:
    """The session's clock as the server's message has it, running from now (the server keeps the time: the
    window only shows it)."""
    if clock is not None:
        session.clock = GameClock.from_state(clock.setting, clock.state, session.now())
