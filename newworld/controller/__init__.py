"""The game controller: the one object the window talks to (Qt, above the engine)."""

from newworld.controller.autosave import Offer
from newworld.controller.controller import GameController
from newworld.controller.replay import ReplayController
from newworld.controller.review import COSTLIEST, DEFAULT_MOVE_TIME, Review, ReviewRunner, TurnReview
from newworld.controller.seats import DEFAULT_COLORS, Seat, default_seats
from newworld.controller.statistics import CATEGORIES, StatsRecorder, StatsSnapshot, export_statistics, load_statistics
from newworld.controller.tutorial import TutorialSession
from newworld.savegame.errors import SaveGameError
from newworld.stats import StatsError

__all__ = [
    "CATEGORIES", "COSTLIEST", "DEFAULT_COLORS", "DEFAULT_MOVE_TIME", "GameController", "Offer", "ReplayController",
    "Review", "ReviewRunner", "SaveGameError", "Seat", "StatsError", "StatsRecorder", "StatsSnapshot", "TurnReview",
    "TutorialSession", "default_seats", "export_statistics", "load_statistics",
]
