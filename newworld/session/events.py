"""What a :class:`~newworld.session.GameSession` tells its listeners: one value per happening.

A listener is a plain callable that takes one :data:`SessionEvent`; front ends
match on the type (the window turns each into its Qt signals, the terminal
prints them). The values carry the engine's own (:mod:`newworld.engine.values`).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from newworld.engine.values import FinalScore, PlayedTurn


@attrs.frozen
class TurnPlayed:
    """A turn was played: the turn with its events, and its lines in the game log.

    ``event_lines[i]`` are the log's lines of ``turn.events[i]``, so a front end can show
    each event with its words (empty without a narrator)."""

    turn: PlayedTurn
    move_line: str = ""
    event_lines: tuple[tuple[str, ...], ...] = ()


@attrs.frozen
class TurnUndone:
    """A turn was taken back (several in a row: the last first); its card, settler and events go."""

    turn: PlayedTurn


@attrs.frozen
class TurnStarted:
    """The seat ``player`` is to move."""

    player: int


@attrs.frozen
class GameOver:
    """The game is over. ``just_now``: its last turn was played now (not a finished game opened,
    nor a step back to its end), so this is the moment to record it."""

    final: FinalScore
    just_now: bool


@attrs.frozen
class TimeRanOut:
    """The time of ``player`` ran out: a computer plays this turn for them (the TurnPlayed follows)."""

    player: int


@attrs.frozen
class Resigned:
    """``player`` resigned: a computer of ``level`` plays their seat from now on."""

    player: int
    level: str


@attrs.frozen
class LogLine:
    """A new line of the game log."""

    text: str


@attrs.frozen
class LogCut:
    """The log was cut back (an undo): show :meth:`GameSession.log_lines` again."""


SessionEvent = TurnPlayed | TurnUndone | TurnStarted | GameOver | TimeRanOut | Resigned | LogLine | LogCut
Listener = Callable[[SessionEvent], None]
