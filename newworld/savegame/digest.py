"""A stable fingerprint of a game position, to check that a replay matches."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from newworld.engine.game import Game


def state_of(game: Game) -> dict[str, Any]:
    """The position as plain JSON data: everything a replay must reproduce."""
    drawn = game.drawn
    return {
        "turn": game.turn,
        "over": game.is_over,
        "player": game.current_player,
        "drawn": drawn.id if drawn else None,
        "scores": list(game.scores),
        "supply": list(game.supply),
        "surveyors": list(game.surveyors),
        "cards": sorted([x, y, card.id, rotation] for (x, y), (card, rotation) in game.placed_cards().items()),
        "settlers": sorted([s.player, s.x, s.y, s.feature, s.kind] for s in game.placed_settlers()),
        "discarded": [card.id for card in game.discarded],
        "deck": game.deck_ids,  # the cards still to come matter too
    }


def state_digest(game: Game) -> str:
    """sha256 (hex) of the canonical JSON of :func:`state_of`."""
    text = json.dumps(state_of(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
