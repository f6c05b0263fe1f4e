"""Statistics across games: a versioned SQLite database in the data folder. Pure Python.

Record a finished game with ``StatsStore.open().record(game_record(game, seats,
game_id=...))``; read what the statistics show with :meth:`StatsStore.totals`
(plain data, no prose) and export them with :meth:`StatsStore.export_csv`.
Recording the same game id twice counts once. See docs/STATISTICS.md.
"""

from newworld.stats.record import (
    CATEGORY_COLUMNS,
    COLUMN_CATEGORIES,
    HUMAN_OPPONENTS,
    SOURCES,
    GameRecord,
    NotFinishedError,
    SeatRecord,
    derived_game_id,
    game_record,
    saved_record,
)
from newworld.stats.schema import VERSION
from newworld.stats.store import CSV_COLUMNS, DATABASE_NAME, Recovery, StatsError, StatsStore, default_path
from newworld.stats.totals import summary, totals

__all__ = [
    "CATEGORY_COLUMNS", "COLUMN_CATEGORIES", "CSV_COLUMNS", "DATABASE_NAME", "HUMAN_OPPONENTS", "SOURCES", "VERSION",
    "GameRecord", "NotFinishedError", "Recovery", "SeatRecord", "StatsError", "StatsStore", "default_path",
    "derived_game_id", "game_record", "saved_record", "summary", "totals",
]
