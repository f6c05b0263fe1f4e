"""The game clock, optional per game: a limit per turn, or a chess clock per player.

:class:`ClockSetting` is what a game is set up with (its text form goes into
saves and the network: ``off``, ``turn:60``, ``chess:600+10``). :class:`GameClock`
keeps the time of one game: the player to move counts down from the start of
their turn; a chess clock adds the increment after each move. It never reads
the time itself: each call is given ``now`` (seconds on a monotonic clock), so
the window, the server and the tests drive it alike, and it can be paused (a
dialog of the game asks something, the window is minimized in hot-seat). When
the time of the player to move runs out, the front end plays that turn for
them (:meth:`GameSession.play_for_time <newworld.session.GameSession.play_for_time>`).
"""

from __future__ import annotations

import re

import attrs

OFF, PER_TURN, CHESS = "off", "turn", "chess"
TURN_LIMITS = (30, 60, 120)  # the per-turn limits the window offers, in seconds
MAX_SECONDS = 24 * 3600
_TEXT = re.compile(r"^(?:off|turn:(\d{1,6})|chess:(\d{1,6})\+(\d{1,5}))$")


class ClockError(ValueError):
    """A clock setting or state that is not one (its text says which part is wrong)."""


@attrs.frozen
class ClockSetting:
    """How a game is timed: ``kind`` OFF, PER_TURN (``seconds`` a turn) or CHESS (``seconds`` each, plus
    ``increment`` after each of their moves)."""

    kind: str = OFF
    seconds: int = 0
    increment: int = 0

    def __attrs_post_init__(self) -> None:
        if self.kind not in (OFF, PER_TURN, CHESS):
            raise ClockError(f"unknown clock {self.kind!r}")
        if self.kind != OFF and not 1 <= self.seconds <= MAX_SECONDS:
            raise ClockError(f"a clock of {self.seconds} s: 1 s to 24 h")
        if not 0 <= self.increment <= 3600 or (self.increment and self.kind != CHESS):
            raise ClockError(f"an increment of {self.increment} s: 0 to 1 h, on a chess clock only")

    @property
    def on(self) -> bool:
        return self.kind != OFF

    def to_str(self) -> str:
        if self.kind == PER_TURN:
            return f"turn:{self.seconds}"
        if self.kind == CHESS:
            return f"chess:{self.seconds}+{self.increment}"
        return OFF

    @classmethod
    def from_str(cls, text: object) -> ClockSetting:
        """``off``, ``turn:SECONDS`` or ``chess:SECONDS+INCREMENT``; :class:`ClockError` otherwise."""
        m = _TEXT.match(text) if isinstance(text, str) else None
        if m is None:
            raise ClockError(f"not a clock: {str(text)[:40]!r} (off, turn:60 or chess:600+10)")
        if m[1] is not None:
            return cls(PER_TURN, int(m[1]))
        if m[2] is not None:
            return cls(CHESS, int(m[2]), int(m[3]))
        return cls()

    def __str__(self) -> str:
        return self.to_str()


NO_CLOCK = ClockSetting()


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
        """The player to move has run out of time."""
        return self.player >= 0 and self.remaining(self.player, now) <= 0

    def due_in(self, now: float) -> float | None:
        """Seconds until the player to move runs out (None: the clock is not running)."""
        if self.player < 0 or self.since is None:
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

    def state(self, now: float) -> dict[str, object]:
        """What a save or a snapshot records: the setting, each player's seconds left and the player to move's
        used time (so that a restart goes on where it stood, without the time it was away)."""
        return {"setting": self.setting.to_str(), "left": [round(x, 3) for x in self.left],
                "player": self.player, "used": round(self._used(now), 3) if self.player >= 0 else 0.0}

    @classmethod
    def from_state(cls, state: object, players: int, now: float) -> GameClock:
        """The clock of a save or a snapshot, running again from ``now``; :class:`ClockError` if it is not one."""
        if not isinstance(state, dict):
            raise ClockError("a clock's state is an object")
        setting = ClockSetting.from_str(state.get("setting", ""))
        left, player, used = state.get("left"), state.get("player", -1), state.get("used", 0.0)
        if not (isinstance(left, list) and len(left) == players and all(_seconds(x) for x in left)):
            raise ClockError(f"a clock's seconds left: {players} numbers 0..{MAX_SECONDS} expected")
        if not (isinstance(player, int) and not isinstance(player, bool) and -1 <= player < players):
            raise ClockError(f"a clock's player to move: -1..{players - 1} expected")
        if not _seconds(used):
            raise ClockError(f"a clock's used time: 0..{MAX_SECONDS} expected")
        clock = cls(setting, [float(x) for x in left], player, float(used))
        clock.since = now if player >= 0 else None
        return clock


def _seconds(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= MAX_SECONDS


def seconds_text(seconds: float) -> str:
    """``9:05``, ``1:02:03``: a clock's face (whole seconds, rounded up while running down)."""
    whole = int(-(-seconds // 1)) if seconds > 0 else 0
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
