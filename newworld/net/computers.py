"""Computer seats: the server plays them itself, each move in time, and never lets one stall its game.

Random, Easy and Medium (about a millisecond a move) think in a thread on a
copy of the position. Hard and Expert think in worker processes, the same
machinery as the window's (:class:`newworld.ai.shared.SharedPool` of
:class:`~newworld.ai.pool.SearchPool`\\ s, given the public position only), so
that a long search does not hold the interpreter lock while other games
wait; the processes are shared fairly by the address that created each game
(the owner), then by game. A computer player that fails, has no move within
its time, or chooses an illegal move plays a random legal move that turn
instead, and the log says so.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from newworld.ai import RandomPlayer, make_player
from newworld.ai.base import SEARCH_LEVELS
from newworld.ai.shared import SharedPool
from newworld.ai.turns import PublicPosition
from newworld.engine.errors import EngineError
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.net.protocol import ProtocolError
from newworld.net.room import Room
from newworld.net.security import Alerts
from newworld.savegame.format import printable

if TYPE_CHECKING:
    from newworld.net.rooms import RoomBook

log = logging.getLogger(__name__)

AI_MOVE_TIME = 1.0  # Hard's and Expert's seconds per move
TIME_OUT_LEVEL = "medium"  # who plays the turn of a player whose time has run out
CLOCK_TICK = 0.2  # seconds between looks at the clocks: a turn out of time is played within this
AI_TIME_LIMIT = 60.0  # a computer seat that has not moved after this many seconds of thinking (x move time for
# Hard and Expert) gets a random move instead, as one that fails does: a computer seat never stalls its game


class ComputerSeats:
    """Plays the computer seats of every room (see the module docstring).

    ``play`` is how a chosen move is played (``play(room, move, timed_out)``):
    the referee's, so that a computer's turn is announced, written and
    followed like a player's. A player whose clock has run out has that turn
    played by Medium the same way (:meth:`time_out`).
    """

    def __init__(self, rooms: RoomBook, alerts: Alerts, play: Callable[[Room, Move, bool], None], *,
                 move_time: float, per_address: int) -> None:
        self.rooms = rooms
        self.alerts = alerts
        self.play = play
        self.move_time = move_time
        self.per_address = per_address  # Hard and Expert seats one address's unfinished games may have
        self.searches = SharedPool()  # its processes start when a Hard or Expert seat first plays
        self._threads = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="nw-ai")

    def check(self, block: str, more: int) -> None:
        """Refuse ``more`` Hard or Expert seats to an address whose unfinished games would then hold more than
        :attr:`per_address` (they share the server's processors): ``too_many_computers``."""
        if not more or not self.per_address or not block:
            return
        held = sum(r.searching_seats() for r in self.rooms if r.owner == block)
        if held + more > self.per_address:
            self.alerts.note("computers", block, "%s asked for more than %d Hard or Expert computer seats",
                             block, self.per_address)
            raise ProtocolError("too_many_computers", f"the games of your address have {held} Hard or Expert "
                                                      f"computer players; this server allows {self.per_address}: "
                                                      "choose an easier level, or finish a game first")

    def schedule(self, room: Room) -> None:
        """If a computer seat is to move in ``room`` and is not thinking yet, have it think."""
        game = room.game
        if game is None or game.is_over or _busy(room) or room.record.seats[game.current_player].kind != "computer":
            return
        room.ai_task = asyncio.get_running_loop().create_task(self._turn(room, game.turn))
        room.ai_task.add_done_callback(_log_failure)

    def time_out(self, room: Room) -> None:
        """The player to move in ``room`` has run out of time: Medium plays that turn for them."""
        game = room.game
        if game is None or _busy(room) or not room.time_is_up():
            return
        log.info("game %s turn %d: seat %d ran out of time; Medium plays the turn", room.code, game.turn,
                 game.current_player)
        room.ai_task = asyncio.get_running_loop().create_task(self._turn(room, game.turn, TIME_OUT_LEVEL))
        room.ai_task.add_done_callback(_log_failure)

    async def _turn(self, room: Room, turn: int, timed_out: str | None = None) -> None:
        """Play turn ``turn`` for its computer seat, or with level ``timed_out`` for a player out of time."""
        game = room.game
        assert game is not None
        seat = game.current_player
        level, seed = timed_out or room.record.seats[seat].level, room.record.seed + turn
        try:
            move: Move | None = await self._think(room, level, seed, game)
        except Exception as exc:  # a failing or hanging computer player must not stall the game
            log.error("game %s turn %d: the %s computer player failed (%s); it plays a random move", room.code,
                      turn, level, printable(str(exc) or type(exc).__name__)[:200])
            move = None
        async with room.lock:
            still = room.time_is_up() if timed_out else room.record.seats[seat].kind == "computer"
            if game.turn != turn or game.is_over or not still:
                return  # the owner came back, or the turn was played otherwise
            try:
                self.play(room, move or RandomPlayer(seed).choose(game.copy()), bool(timed_out))
            except EngineError as exc:
                log.error("game %s turn %d: the %s computer player chose an illegal move (%s); it plays a random "
                          "move", room.code, turn, level, exc)
                self.play(room, RandomPlayer(seed).choose(game.copy()), bool(timed_out))

    async def _think(self, room: Room, level: str, seed: int, game: Game) -> Move:
        """A computer player's move: quick levels in a thread, Hard and Expert in the shared processes."""
        player = make_player(level, seed=seed, move_time=self.move_time)
        if level not in SEARCH_LEVELS:
            loop = asyncio.get_running_loop()
            return await asyncio.wait_for(loop.run_in_executor(self._threads, player.choose, game.copy()),
                                          AI_TIME_LIMIT)
        future, cancel = self.searches.submit(room.owner, room.code, player, PublicPosition.of(game),
                                              AI_TIME_LIMIT * max(1.0, self.move_time))
        try:
            return await asyncio.wrap_future(future)
        except asyncio.CancelledError:
            cancel.set()  # it may be thinking already: stop it
            raise

    async def keep_time(self, every: float = CLOCK_TICK) -> None:
        """Look at the rooms' clocks every ``every`` seconds, until cancelled: a player out of time has their
        turn played (:meth:`time_out`)."""
        while True:
            await asyncio.sleep(every)
            for room in list(self.rooms):
                if room.clock is not None:
                    self.time_out(room)

    def stop(self) -> None:
        """Stop every computer that thinks (the server stops)."""
        for room in self.rooms:
            if room.ai_task is not None and not room.ai_task.done():
                room.ai_task.cancel()

    def close(self) -> None:
        self._threads.shutdown(wait=False, cancel_futures=True)
        self.searches.close()


def _busy(room: Room) -> bool:
    """A computer thinks for ``room`` already (other than the task asking)."""
    return room.ai_task is not None and not room.ai_task.done() and room.ai_task is not asyncio.current_task()


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("computer turn failed", exc_info=task.exception())
