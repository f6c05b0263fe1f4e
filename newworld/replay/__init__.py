"""Looking back at a game: its timeline of turns, for the replay viewer and the review. Pure Python.

``open_timeline(path)`` reads a saved game (never writing it); ``Timeline.from_game``
takes one in memory. See :mod:`newworld.replay.timeline`.
"""

from newworld.replay.timeline import Cursor, Position, Timeline, open_timeline

__all__ = ["Cursor", "Position", "Timeline", "open_timeline"]
