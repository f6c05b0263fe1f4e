"""A client's view of one network game: the public position in a real :class:`Game`.

The client never learns the deck order. It keeps a :class:`~newworld.engine.Game`
whose past draws are exactly the revealed cards and whose future is the
public multiset of unplaced cards in an arbitrary order. Before each turn the
server announced, the view puts the played card and the cards discarded after
it at the front of its own deck, so the engine replays the turn exactly (with
the full rule checks) and then draws a stand-in for the next card, which
nobody but the next player knows. When that player is this client, the server
sends the card and the view draws it for real, so legal placements, settler
choices and hints work for one's own turn. After each turn the view compares
its :func:`~newworld.net.position.public_digest` with the server's.

``view.game.drawn`` is therefore a stand-in on other players' turns: read
:attr:`GameView.drawn` (the real card of one's own turn, or None).
"""

from __future__ import annotations

import collections
import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from newworld.engine.catalog import Catalog, default_catalog
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.net.messages import Lobby, Moved, SeatInfo, State
from newworld.net.position import TurnRecord, full_deck_counter, public_digest, revealed_order

log = logging.getLogger("newworld.net.view")

APPLIED, STALE, GAP, MISMATCH = "applied", "stale", "gap", "mismatch"
Pusher = Callable[[Move], object]  # plays a move on the view's game (GameSession.push, or Game.push)


class ViewError(ValueError):
    """What the server sent does not fit this view (the client asks for a snapshot)."""


class GameView:
    """One game as one client sees it: lobby, public position, its own seats and drawn card."""

    def __init__(self, code: str, catalog: Catalog | None = None) -> None:
        self.code = code
        self.catalog = catalog or default_catalog()
        self.seats: list[SeatInfo] = []
        self.status = "lobby"  # "lobby" | "playing" | "over", as the server's last lobby message said
        self.my_seats: set[int] = set()
        self.watching = True  # the host lets others watch (a spectator's view is told when that stops)
        self.spectator_chat = False
        self.spectators = 0
        self.game: Game | None = None
        self.drawn: str | None = None  # the real drawn card, when one of my seats is to move
        self.server_digest = ""
        self.mismatches = 0  # digests that differed (each followed by a resync)
        self.chat_seen = 0  # the number of the last chat line shown (the server sends them again on a rejoin)
        self._unplaced: collections.Counter[int] = collections.Counter()

    # --- reading ---------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.game is not None or self.status != "lobby"

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def turn(self) -> int:
        return self.game.turn if self.game else 0

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.is_over

    @property
    def current_seat(self) -> int | None:
        """The seat to move, or None before the start and after the end."""
        if self.game is None or self.game.is_over:
            return None
        return self.game.current_player

    @property
    def my_turn(self) -> int | None:
        """My seat that is to move now (with its real card known), else None."""
        seat = self.current_seat
        return seat if seat in self.my_seats and self.drawn is not None else None

    @property
    def waiting_for(self) -> str:
        """The name of the player to move ("" when nobody is)."""
        seat = self.current_seat
        return self.seats[seat].name if seat is not None and seat < len(self.seats) else ""

    def digest(self) -> str:
        return public_digest(self.game) if self.game else ""

    @property
    def agrees(self) -> bool:
        """The last digest the server sent equals this view's own."""
        return self.game is not None and self.digest() == self.server_digest

    # --- updating --------------------------------------------------------

    def update_lobby(self, message: Lobby) -> None:
        """Seats and status from a ``lobby`` message."""
        self.seats = list(message.seats)
        self.watching, self.spectator_chat, self.spectators = (message.watching, message.spectator_chat,
                                                               message.spectators)
        if message.status in ("lobby", "playing", "over"):
            self.status = message.status

    def load_state(self, message: State) -> None:
        """Rebuild the position from a server snapshot; :class:`ViewError` if it does not fit."""
        try:
            self.seats = list(message.seats)
            began = self._seat(message.first_player)
            opening = self._ids(message.opening)
            records: list[TurnRecord] = list(message.history)
            for r in records:
                self._ids([r.card, *r.discards])
            drawn = message.drawn
            revealed = revealed_order(opening, records)
            unplaced = self._counter(full_deck_counter(self.catalog)) - self._counter(revealed)
            if sum(unplaced.values()) + len(revealed) != self.catalog.card_count:
                raise ViewError("the revealed cards are not a part of the deck")
            first = self._index(drawn) if drawn else None
            game = self._replay(revealed, first, unplaced, records, began)
            if first is None and not game.is_over and len(game.core.discarded) > len(revealed) - len(records):
                first = self._fitting(game, unplaced)  # the stand-in fitted nowhere: replay with one that fits
                game = self._replay(revealed, first, unplaced, records, began)
        except (KeyError, TypeError, ValueError) as exc:
            raise ViewError(f"a snapshot that does not fit: {exc}") from None
        self.game = game
        self._unplaced = unplaced
        self.drawn = drawn if drawn and not game.is_over else None
        self.server_digest = message.digest
        if not self.agrees:
            raise ViewError("the snapshot's digest differs from the replayed position")

    def apply_moved(self, message: Moved, push: Pusher | None = None) -> str:
        """Play one announced turn (by ``push``, a session's, if given); return APPLIED, STALE (already
        known), GAP or MISMATCH (resync needed)."""
        game = self.game
        turn = message.turn
        if game is None or turn > game.turn or (turn == game.turn and game.is_over):
            return GAP
        if turn < game.turn:
            return STALE
        try:
            card = self._index(message.card)
            discards = [self._index(c) for c in message.discards]
            drawn = message.drawn
            rest = self._unplaced.copy()
            rest.subtract([card, *discards])
            if min(rest.values(), default=0) < 0:
                raise ViewError("the card is not among the unplaced cards")
            rest = +rest
            move = Move.from_str(message.move)
            first = self._index(drawn) if drawn else None
            self._play(game, move, card, discards, first, rest, push)
        except (KeyError, TypeError, ValueError) as exc:  # EngineError and ViewError are ValueErrors
            log.warning("game %s turn %s does not fit this view: %s", self.code, turn, exc)
            self.mismatches += 1
            return MISMATCH
        self._unplaced = rest
        self.drawn = drawn if drawn and not game.is_over else None
        self.server_digest = message.digest
        if not self.agrees:
            log.warning("game %s turn %s: digest differs from the server's", self.code, turn)
            self.mismatches += 1
            return MISMATCH
        return APPLIED

    # --- the deck behind the view ----------------------------------------

    def _play(self, game: Game, move: Move, card: int, discards: Sequence[int], first: int | None,
              rest: collections.Counter[int], push: Pusher | None) -> None:
        """Play the announced turn on ``game`` once (by ``push``: a session's, or the game's own): the turn's
        card and discards first in its deck, then a stand-in for the next card that fits somewhere."""
        first = self._next_card(game, move, card, discards, first, rest)
        _arrange(game, card, discards, first, rest)
        before = len(game.core.discarded)
        (push or game.push)(move)
        if len(game.core.discarded) - before != len(discards):
            raise ViewError("the discarded cards differ from the server's")
        game.forget_undo()  # a network game never goes back; 25 KB a turn saved

    def _next_card(self, game: Game, move: Move, card: int, discards: Sequence[int], first: int | None,
                   rest: collections.Counter[int]) -> int | None:
        """The card to draw after the turn: the real one if it was sent, else a stand-in that fits (tried on
        a copy, so that the stand-in is not discarded as one more card that fits nowhere)."""
        if first is not None:
            return first
        trial = game.copy()
        _arrange(trial, card, discards, None, rest)
        before = len(trial.core.discarded)
        trial.push(move)
        if trial.is_over or len(trial.core.discarded) - before <= len(discards):
            return None
        return self._fitting(trial, rest)

    def _replay(self, revealed: Sequence[str], first: int | None, unplaced: collections.Counter[int],
                records: Sequence[TurnRecord], first_player: int) -> Game:
        deck = [self._index(c) for c in revealed] + _tail((), first, unplaced)
        game = Game(self.players, deck=[self.catalog.types[t].id for t in deck], catalog=self.catalog,
                    first_player=first_player)
        for record in records:
            game.push(Move.from_str(record.move))
        game.forget_undo()
        return game

    def _fitting(self, game: Game, cards: collections.Counter[int]) -> int:
        for t in sorted(cards):
            if game.core.fits_anywhere(t):
                return t
        raise ViewError("none of the unplaced cards fits, yet the server says the game goes on")

    def _seat(self, seat: Any) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise ViewError(f"no seat {str(seat)[:20]!r} in a game of {self.players}")
        return seat

    def _index(self, card_id: Any) -> int:
        card = self.catalog.by_id.get(card_id) if isinstance(card_id, str) else None
        if card is None:
            raise ViewError(f"unknown card {str(card_id)[:40]!r}")
        return card.index

    def _ids(self, ids: Any) -> list[str]:
        if not isinstance(ids, list | tuple):
            raise ViewError("expected a list of cards")
        for card_id in ids:
            self._index(card_id)
        return list(ids)

    def _counter(self, ids: Iterable[str] | collections.Counter[str]) -> collections.Counter[int]:
        if isinstance(ids, collections.Counter):
            return collections.Counter({self._index(k): v for k, v in ids.items()})
        return collections.Counter(self._index(c) for c in ids)


def _tail(discards: Sequence[int], first: int | None, rest: collections.Counter[int]) -> list[int]:
    """The client's future deck: the announced discards, the next card (or none known), the rest sorted."""
    others = rest.copy()
    if first is not None:
        others[first] -= 1
    return [*discards, *([first] if first is not None else []), *sorted((+others).elements())]


def _arrange(game: Game, card: int, discards: Sequence[int], first: int | None,
             rest: collections.Counter[int]) -> None:
    """Make ``card`` the drawn card of ``game`` and put the announced cards next in its deck.

    This rewrites the future of the view's own core, which only the view reads
    (the way :func:`newworld.ai.turns.public_core` hides the deck order).
    """
    core = game.core
    if core.current < 0:
        raise ViewError("the game is over in this view")
    core.current = card
    core.deck = core.deck[:core.deck_pos - 1] + (card,) + tuple(_tail(discards, first, rest))
