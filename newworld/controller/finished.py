"""The recent finished games a player can replay, newest first, found where they are kept: the autosaves
(a finished game's autosave stays among the newest kept) and the files the player saved the games the
statistics recorded to (the autosave folder notes where each game was saved)."""

from __future__ import annotations

import logging
from pathlib import Path

import attrs

from newworld import savegame
from newworld.controller import autosave
from newworld.savegame import SavedGame, SaveGameError, Seat
from newworld.stats.store import StatsError, StatsStore, default_path

RECENT = 10  # finished games offered at most

log = logging.getLogger(__name__)


@attrs.frozen
class FinishedGame:
    """A finished game's file and what tells it apart: when it began, who played, the final scores."""

    path: Path
    created: str  # UTC ISO 8601, as in the file
    seats: tuple[Seat, ...]
    scores: tuple[int, ...]
    game_id: str = ""


def recent_finished(limit: int = RECENT, stats: Path | None = None) -> list[FinishedGame]:
    """Up to ``limit`` finished games that can be opened, the newest (by when they began) first, each once.
    ``stats``: the statistics database (default: the data folder's)."""
    found: dict[str, FinishedGame] = {}
    for path in [*autosave.autosave_files(), *_saved_files(limit, stats)]:
        game = _finished(path)
        if game is not None and (game.game_id or str(path)) not in found:
            found[game.game_id or str(path)] = game
    return sorted(found.values(), key=lambda g: g.created, reverse=True)[:limit]


def _saved_files(limit: int, stats: Path | None) -> list[Path]:
    """The files the player saved the games the statistics recorded last to."""
    target = stats if stats is not None else default_path()
    if not target.exists():
        return []
    try:
        with StatsStore.open(target, recover=False) as store:
            ids = store.recent_game_ids(limit)
    except StatsError as exc:
        log.info("the finished games are offered without the statistics: %s", exc)
        return []
    noted = autosave.saved_as_table()
    return [Path(noted[game_id]) for game_id in ids if game_id in noted]


def _finished(path: Path) -> FinishedGame | None:
    try:
        saved: SavedGame = savegame.load(path)
    except SaveGameError:
        return None
    if not saved.game.is_over:
        return None
    return FinishedGame(path, saved.created, saved.seats, tuple(saved.game.scores), saved.game_id or "")
