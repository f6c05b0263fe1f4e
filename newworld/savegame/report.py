"""What a saved game holds, as plain data (``save-check --json``; the narration words it)."""

from __future__ import annotations

from typing import Any

from newworld.savegame.model import SavedGame


def summary(saved: SavedGame) -> dict[str, Any]:
    """Players, scores, state and versions of a saved game (what ``save-check --json`` prints)."""
    game = saved.game
    out: dict[str, Any] = {
        "players": [{"name": s.name, "color": s.color, "kind": s.kind, "level": s.level} for s in saved.seats],
        "scores": list(game.scores),
        "finished": game.is_over,
        "turn": game.turn,
        "moves": len(game.moves),
        "cards_left": game.cards_left,
        "file_version": saved.file_version,
        "app_version": saved.app_version,
        "created": saved.created,
        "saved": saved.saved,
    }
    if game.is_over:
        out["winners"] = list(game.final_score().winners)
    return out
