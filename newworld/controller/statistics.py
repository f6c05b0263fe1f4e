"""Statistics for the window: the hook that records every game finished here, and what the
Statistics window shows (through the controller's door, like everything the window reads).

:class:`StatsRecorder` listens to :attr:`GameController.gameFinished`, which fires only when a
game is played to its end in the window (not when a finished game is opened, nor when it comes
back after an undo), and records the game under its game id in one transaction. A game id
recorded before is not counted again, so undoing the last turn and finishing again, or opening
or resuming a game and finishing it, still counts the game once (its first finish).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import QObject, Signal

from newworld.controller.controller import GameController
from newworld.engine.rules import FARM, PLAINS, SURVEYOR_CATEGORY, TOWN, TRAIL, Category
from newworld.narration.learning import learning
from newworld.stats import CATEGORY_COLUMNS, StatsError, StatsStore, game_record, totals
from newworld.stats.store import Recovery

log = logging.getLogger(__name__)

# The statistics' points-by-category columns with the final breakdown's line each one is (for its name).
CATEGORIES: tuple[tuple[str, Category], ...] = (
    ("trails", Category(TRAIL, True)), ("towns", Category(TOWN, True)), ("farms", Category(FARM, True)),
    ("surveyors", SURVEYOR_CATEGORY), ("plains", Category(PLAINS, False)),
    ("unfinished_trails", Category(TRAIL, False)), ("unfinished_towns", Category(TOWN, False)),
    ("unfinished_farms", Category(FARM, False)),
)
assert {c for c, _ in CATEGORIES} == set(CATEGORY_COLUMNS)


@attrs.frozen
class StatsSnapshot:
    """What the Statistics window shows: ``totals`` as ``newworld-cli stats --json``, every recorded
    seat (``rows``, oldest game first), the database's file, and a notice for the player ("" if none)."""

    totals: dict[str, Any]
    rows: list[dict[str, Any]]
    database: Path | None
    notice: str = ""


class StatsRecorder(QObject):
    """Records each game ``controller`` finishes into the statistics database (default: the data folder)."""

    #: One line for the player: the game was recorded, or why not, or that a damaged file was set aside.
    told = Signal(str)

    def __init__(self, controller: GameController, path: Path | None = None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.path = path
        self.recorded = 0  # games this recorder added (a game counted before is not added again)
        controller.gameFinished.connect(self.record)

    def record(self) -> bool:
        """Record the controller's finished game; True if it was added now. Never raises."""
        c = self.controller
        if c.game is None or not c.game.is_over or c.lesson:
            return False  # the tutorial's game is not counted
        try:
            record = game_record(c.game, c.seats, game_id=c.game_id or None, source="window",
                                 resigned=c.resigned_seats())
            with StatsStore.open(self.path) as store:
                added = store.record(record)
                recovery = store.recovery
        except (StatsError, ValueError, OSError) as exc:
            log.warning("recording the game failed: %s", exc)
            self.told.emit(learning().stats_failed(str(exc)))
            return False
        if recovery is not None:
            self.told.emit(_recovered(recovery))
        if added:
            self.recorded += 1
            log.info("recorded game %s in the statistics", record.game_id)
            self.told.emit(learning().stats_recorded())
        return added


def load_statistics(path: Path | None = None) -> StatsSnapshot:
    """The statistics as they stand; a damaged database is set aside (the notice says so), never raises."""
    try:
        with StatsStore.open(path) as store:
            rows = store.rows()
            notice = _recovered(store.recovery) if store.recovery is not None else ""
            return StatsSnapshot(store.totals(), rows, store.path, notice)
    except StatsError as exc:
        log.warning("reading the statistics failed: %s", exc)
        return StatsSnapshot(totals([]), [], None, learning().stats_unreadable(str(exc)))


def export_statistics(target: str | Path, path: Path | None = None) -> int:
    """Every recorded seat as a CSV row in ``target``; the number of rows (StatsError if it cannot)."""
    with StatsStore.open(path) as store:
        return store.export_csv(target)


def _recovered(recovery: Recovery) -> str:
    return learning().stats_damaged(recovery.damaged.name, recovery.reason)
