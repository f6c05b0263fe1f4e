"""What a game records beside its moves: how it is timed, where its clock stood, who resigned.

:class:`ClockSetting` is a game's clock as it is set up (its text form goes into
saves and the network: ``off``, ``turn:60``, ``chess:600+10``); :class:`ClockState`
where it stood (each player's seconds left, the player to move's time used);
:class:`PlayState` all of it with the resignations (seat -> the turn they
resigned in). Plain values, checked when made; the session keeps the running
clock (:mod:`newworld.session.clock`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import attrs

OFF, PER_TURN, CHESS = "off", "turn", "chess"
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
#: The clocks the New game panel offers, in its order: off, a limit per turn, a chess clock.
OFFERED_CLOCKS = (NO_CLOCK, ClockSetting(PER_TURN, 30), ClockSetting(PER_TURN, 60), ClockSetting(PER_TURN, 120),
                  ClockSetting(CHESS, 300, 5), ClockSetting(CHESS, 600, 10))


@attrs.frozen
class ClockState:
    """Where a clock stood: each player's seconds ``left``, the ``player`` to move (-1: nobody) and what
    they had ``used`` of their time."""

    left: tuple[float, ...]
    player: int = -1
    used: float = 0.0

    def __attrs_post_init__(self) -> None:
        if not all(_seconds(x) for x in self.left):
            raise ClockError(f"a clock's seconds left: numbers 0..{MAX_SECONDS} expected")
        if not -1 <= self.player < len(self.left):
            raise ClockError(f"a clock's player to move: -1..{len(self.left) - 1} expected")
        if not _seconds(self.used):
            raise ClockError(f"a clock's used time: 0..{MAX_SECONDS} expected")

    def to_json(self) -> dict[str, object]:
        return {"left": [round(x, 3) for x in self.left], "player": self.player, "used": round(self.used, 3)}

    @classmethod
    def from_json(cls, data: object, players: int) -> ClockState:
        """:class:`ClockError` if ``data`` is not a clock's state for ``players`` players."""
        if not isinstance(data, dict) or set(data) != {"left", "player", "used"}:
            raise ClockError("a clock's state is an object with left, player and used")
        left, player, used = data["left"], data["player"], data["used"]
        if not (isinstance(left, list) and len(left) == players and all(_seconds(x) for x in left)):
            raise ClockError(f"a clock's seconds left: {players} numbers 0..{MAX_SECONDS} expected")
        if not (isinstance(player, int) and not isinstance(player, bool)):
            raise ClockError("a clock's player to move is a seat number")
        if not _seconds(used):
            raise ClockError(f"a clock's used time: 0..{MAX_SECONDS} expected")
        return cls(tuple(float(x) for x in left), player, float(used))


def _seconds(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= MAX_SECONDS


@attrs.frozen
class PlayState:
    """A game's clock and resignations, as a save or a server's room records them."""

    clock: ClockSetting = NO_CLOCK
    clock_state: ClockState | None = None
    resigned: Mapping[int, int] = attrs.field(factory=dict)


NO_PLAY_STATE = PlayState()
