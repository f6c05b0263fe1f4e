"""What every seat may know of a game, and the digest that server and clients compare.

The full :func:`~newworld.savegame.state_digest` covers the deck order, which
only the server knows, so the network compares the *public* position instead:
the saved-game state without the deck order and without the drawn card, plus
the multiset of cards not yet on the table (the drawn card among them, since
only its player has seen it). Server and clients compute it with the same
function from their own :class:`~newworld.engine.Game`.

The server tells clients the cards in the order they were revealed: the
``opening`` discards (cards that fit nowhere before the first turn) and, for
each turn, the card played and the cards discarded after it.
"""

from __future__ import annotations

import collections
import hashlib
import json
from collections.abc import Sequence
from typing import Any

import attrs

from newworld.engine.catalog import Catalog
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.savegame.digest import state_of


def unplaced_cards(game: Game) -> list[str]:
    """The cards not on the table nor discarded, drawn card included, sorted (public)."""
    drawn = game.drawn
    rest = game.remaining()
    if drawn is not None:
        rest[drawn.id] += 1
    return sorted(rest.elements())


def public_state(game: Game) -> dict[str, Any]:
    """The position as every seat sees it (no deck order, no drawn card)."""
    state = state_of(game)
    del state["deck"], state["drawn"]
    state["unplaced"] = unplaced_cards(game)
    return state


def public_digest(game: Game) -> str:
    """sha256 (hex) of the canonical JSON of :func:`public_state`."""
    text = json.dumps(public_state(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@attrs.frozen
class TurnRecord:
    """One turn as the server announces it: the move, the card it placed, the cards discarded after it."""

    move: str
    card: str
    discards: tuple[str, ...]

    def to_json(self) -> list[Any]:
        return [self.move, self.card, list(self.discards)]


def discard_ids(game: Game, since: int = 0) -> tuple[str, ...]:
    catalog = game.catalog
    return tuple(catalog.types[t].id for t in game.core.discarded[since:])


def play_recorded(game: Game, move: Move) -> TurnRecord:
    """Play ``move`` (checked by the engine) and return what the turn revealed."""
    drawn = game.drawn
    before = len(game.core.discarded)
    game.push(move)
    assert drawn is not None  # push refuses moves once the game is over
    return TurnRecord(move.to_str(), drawn.id, discard_ids(game, before))


def replay_records(game: Game) -> tuple[tuple[str, ...], list[TurnRecord]]:
    """The opening discards and the turn records of ``game`` (replayed from its deck and moves)."""
    fresh = Game(game.players, game.seed, deck=game.deck_ids, first_player=game.first_player)
    opening = discard_ids(fresh)
    return opening, [play_recorded(fresh, move) for move in game.moves]


def revealed_order(opening: Sequence[str], records: Sequence[TurnRecord]) -> list[str]:
    """The cards drawn so far, in draw order (the current drawn card excluded)."""
    out = list(opening)
    for record in records:
        out.append(record.card)
        out.extend(record.discards)
    return out


def moved_fields(code: str, game: Game, record: TurnRecord, digest: str) -> dict[str, Any]:
    """The public ``moved`` announcement of the turn just played (``game`` is after it)."""
    fields: dict[str, Any] = {
        "code": code, "turn": game.turn - 1, "player": game.last_turn().player, "move": record.move,
        "card": record.card, "discards": list(record.discards), "over": game.is_over, "digest": digest}
    if game.is_over:
        fields["scores"] = list(game.scores)
    return fields


def snapshot_fields(code: str, game: Game, opening: Sequence[str], records: Sequence[TurnRecord],
                    digest: str) -> dict[str, Any]:
    """The public part of a ``state`` snapshot (the server adds the seats, and the card for its holder)."""
    fields: dict[str, Any] = {
        "code": code, "first_player": game.first_player, "opening": list(opening),
        "history": [r.to_json() for r in records], "turn": game.turn, "over": game.is_over, "digest": digest}
    if game.is_over:
        fields["scores"] = list(game.scores)
    return fields


def drawn_field(game: Game) -> dict[str, str]:
    """The private part: the drawn card, only ever sent to the seat that is to play it."""
    drawn = game.drawn
    return {"drawn": drawn.id} if drawn is not None else {}


def full_deck_counter(catalog: Catalog) -> collections.Counter[str]:
    return collections.Counter({t.id: t.count for t in catalog.types})
