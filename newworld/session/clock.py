"""The running clock of a game: the player to move counts down, a chess clock adds its increment.

:class:`GameClock` keeps the time of one game as its setting says
(:class:`~newworld.savegame.play.ClockSetting`). It never reads the time
itself: each call is given ``now`` (seconds on a monotonic clock), so the
window, the server and the tests drive it alike, and it can be paused for a
reason (a dialog of the game asks something, the window is minimized in
hot-seat). Its :meth:`~GameClock.state` goes into saves and snapshots, so a
restart goes on where it stood. When the time of the player to move runs out,
the front end plays that turn for them
(:meth:`GameSession.play_for_time <newworld.session.GameSession.play_for_time>`).
"""

from __future__ import annotations

import attrs

from newworld.savegame.play import CHESS, PER_TURN, ClockSetting, ClockState


@attrs.define
class GameClock:
    """The time of one game (see the module docstring). ``left[p]``: seconds player ``p`` has (a chess
    clock's bank, or a per-turn clock's limit); ``used``: what the player to move used of it before
    the last pause or restart; the clock runs from ``since`` unless paused."""

    setting: ClockSetting
    left: list[float]
    player: int = -1  # whose time runs (-1: nobody's, between games or after the end)
    used: float = 0.0
    since: float | None = None  # when the running stretch began (None: paused or stopped)
    pauses: set[str] = attrs.field(factory=set)  # why it is paused ("dialog", "minimized", ...)

    @classmethod
    def start(cls, setting: ClockSetting, players: int) -> GameClock:
        return cls(setting, [float(setting.seconds)] * players)

    # --- reading ---------------------------------------------------------------------

    def remaining(self, player: int, now: float) -> float:
        """Seconds ``player`` has now (never below 0)."""
        if player != self.player:
            return self.left[player]
        return max(0.0, self.left[player] - self._used(now))

    def _used(self, now: float) -> float:
        return self.used + (now - self.since if self.since is not None else 0.0)

    def expired(self, now: float) -> bool:
        """The player to move has run out of time (never without a clock)."""
        return self.setting.on and self.player >= 0 and self.remaining(self.player, now) <= 0

    def due_in(self, now: float) -> float | None:
        """Seconds until the player to move runs out (None: the clock is off or not running)."""
        if not self.setting.on or self.player < 0 or self.since is None:
            return None
        return self.remaining(self.player, now)

    # --- driving ---------------------------------------------------------------------

    def begin_turn(self, player: int, now: float) -> None:
        """``player`` is to move from ``now``: a per-turn clock gives them the whole limit again."""
        self.player, self.used = player, 0.0
        if self.setting.kind == PER_TURN:
            self.left[player] = float(self.setting.seconds)
        self.since = None if self.pauses else now

    def end_turn(self, now: float) -> float:
        """The player to move has moved: their time stops (a chess clock adds its increment). The seconds used."""
        if self.player < 0:
            return 0.0
        used = self._used(now)
        if self.setting.kind == CHESS:
            self.left[self.player] = max(0.0, self.left[self.player] - used) + self.setting.increment
        self.player, self.used, self.since = -1, 0.0, None
        return used

    def pause(self, reason: str, now: float) -> None:
        """Stop the running time for ``reason`` (several may hold it at once)."""
        if not self.pauses and self.since is not None:
            self.used, self.since = self._used(now), None
        self.pauses.add(reason)

    def resume(self, reason: str, now: float) -> None:
        self.pauses.discard(reason)
        if not self.pauses and self.player >= 0 and self.since is None:
            self.since = now

    # --- saved and sent ----------------------------------------------------------------

    def state(self, now: float) -> ClockState:
        """Where it stands, for a save or a snapshot: each player's seconds left and the player to move's used
        time (so that a restart goes on where it stood, without the time it was away)."""
        return ClockState(tuple(self.left), self.player, self._used(now) if self.player >= 0 else 0.0)

    @classmethod
    def from_state(cls, setting: ClockSetting, state: ClockState, now: float) -> GameClock:
        """The clock of a save or a snapshot, running again from ``now``."""
        clock = cls(setting, list(state.left), state.player, state.used)
        clock.since = now if state.player >= 0 else None
        return clock


def seconds_text(seconds: float) -> str:
    """``9:05``, ``1:02:03``: a clock's face (whole seconds, rounded up while running down)."""
    whole = int(-(-seconds // 1)) if seconds > 0 else 0
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
