"""A game session: one game and its seats as every front end plays it. Pure Python, no Qt.

:class:`GameSession` holds the :class:`~newworld.engine.Game`, the seats and the
game log, validates and plays the moves (``play``, ``take_back``), keeps the
undo policy and says whose turn it is. It tells what happens to its listeners
as small typed values (:mod:`newworld.session.events`) and never does I/O, so
the window (``controller/``), a network client, the replay, the server's rooms
and the terminal (``newworld-cli play``) are each a thin adapter over one.
The shape follows python-chess's ``Board`` (push and pop, queries, no I/O) and
orange-canvas-core's ``Scheme`` (a model that tells what changed).
"""

from newworld.savegame.play import NO_CLOCK, ClockError, ClockSetting, PlayState
from newworld.session.clock import GameClock
from newworld.session.events import (
    GameOver,
    Listener,
    LogCut,
    LogLine,
    Resigned,
    SessionEvent,
    TimeRanOut,
    TurnPlayed,
    TurnStarted,
    TurnUndone,
)
from newworld.session.narrator import SILENT, Narrator
from newworld.session.position import refusal_of
from newworld.session.session import GameSession, new_game_id

__all__ = [
    "NO_CLOCK", "SILENT", "ClockError", "ClockSetting", "GameClock", "GameOver", "GameSession", "Listener", "LogCut",
    "LogLine", "Narrator", "PlayState", "Resigned", "SessionEvent", "TimeRanOut", "TurnPlayed", "TurnStarted",
    "TurnUndone", "new_game_id", "refusal_of",
]
