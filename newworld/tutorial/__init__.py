"""The interactive tutorial's lesson: a short game on a fixed deck, as data. Pure Python.

See :mod:`newworld.tutorial.lesson`; the window runs it through the controller
(``controller/tutorial.py``) on the game's own board.
"""

from newworld.tutorial.lesson import LESSON, Lesson, ScriptedPlayer, Step, check_move, lesson_game, scripted_factory

__all__ = ["LESSON", "Lesson", "ScriptedPlayer", "Step", "check_move", "lesson_game", "scripted_factory"]
