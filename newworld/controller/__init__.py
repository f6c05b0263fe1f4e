"""The game controller: the one object the window talks to (Qt, above the engine)."""

from newworld.controller.autosave import Offer
from newworld.controller.controller import GameController
from newworld.controller.finished import FinishedGame, recent_finished
from newworld.controller.replay import ReplayController
from newworld.controller.review import COSTLIEST, DEFAULT_MOVE_TIME, Review, ReviewRunner, TurnReview
from newworld.controller.seats import DEFAULT_COLORS, Seat, default_seats
from newworld.controller.statistics import (
    CATEGORIES,
    StatsReader,
    StatsRecorder,
    StatsSnapshot,
    export_statistics,
    load_statistics,
)
from newworld.controller.tutorial import TutorialSession
from newworld.savegame.errors import SaveGameError
from newworld.savegame.play import CHESS, NO_CLOCK, OFFERED_CLOCKS, PER_TURN, ClockError, ClockSetting
from newworld.session.clock import seconds_text
from newworld.stats import StatsError

__all__ = [
    "CATEGORIES", "CHESS", "COSTLIEST", "DEFAULT_COLORS", "DEFAULT_MOVE_TIME", "NO_CLOCK", "OFFERED_CLOCKS", "PER_TURN",
    "ClockError", "ClockSetting", "FinishedGame", "GameController", "Offer", "ReplayController", "Review",
    "ReviewRunner",
    "SaveGameError", "Seat", "StatsError", "StatsReader", "StatsRecorder", "StatsSnapshot", "TurnReview",
    "TutorialSession", "default_seats", "export_statistics", "load_statistics", "recent_finished", "seconds_text",
]
