"""What every computer player shares: the public view of a game and whole turns on the core.

Fair play starts here: :func:`public_core` copies the game's core and replaces
the order of the cards still to come by a sorted list of the same multiset, so
nothing downstream can read (or be influenced by) the hidden deck order.
:class:`PublicPosition` is the same view in a form that crosses a process
boundary: the cards seen so far in their order, the unseen ones sorted, and
the moves (what the window sends to a search process).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from newworld.engine.catalogs import catalog_for
from newworld.engine.core import Core, cell_xy
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice

MAX_ORDER_PERMUTATIONS = 24  # up to 4 buildings completed at once: try every order


def public_core(game: Game | Core) -> Core:
    """A copy of the core that knows only public information (unseen cards sorted)."""
    core = game.core if isinstance(game, Game) else game
    core = core.clone()
    core.deck = core.deck[:core.deck_pos] + tuple(sorted(core.deck[core.deck_pos:]))
    return core


@dataclass(frozen=True, slots=True)
class PublicPosition:
    """What a player at the table knows, as plain data: replayed by :meth:`game`.

    ``deck`` holds the card type ids in draw order up to the drawn card, then
    the ids of the unseen cards in alphabetical order; ``moves`` the moves so far
    in their text form; ``catalog`` the digest of the card set (a game opened
    from an older version may play with an earlier one); ``first_player`` the
    seat that played the first of the moves.
    """

    players: int
    deck: tuple[str, ...]
    moves: tuple[str, ...]
    catalog: str
    first_player: int = 0

    @classmethod
    def of(cls, game: Game) -> PublicPosition:
        """The public view of ``game``, which must hold its whole history (not a :meth:`Game.copy`)."""
        if len(game.moves) != game.turn:
            raise ValueError(f"the game has {len(game.moves)} of its {game.turn} moves: it needs its history")
        if not game.catalog.digest:
            raise ValueError("the game's card set was made in code: a search process could not find it")
        ids = game.deck_ids
        seen = game.core.deck_pos
        return cls(game.players, (*ids[:seen], *sorted(ids[seen:])), tuple(str(m) for m in game.moves),
                   game.catalog.digest, game.first_player)

    def game(self) -> Game:
        """The position, replayed (it knows no more than the public view)."""
        catalog = catalog_for(self.catalog)
        if len(self.deck) == catalog.card_count:
            game = Game(self.players, deck=self.deck, catalog=catalog, first_player=self.first_player)
        else:  # a lesson's short deck (the tutorial's game): the window's process made that game itself
            game = Game.from_core(Core(catalog, self.players, [catalog.by_id[card].index for card in self.deck],
                                       self.first_player))
        for move in self.moves:
            game.push(move)
        return game


class Replayer:
    """Replays public positions; when the next one only adds moves to the last, only those are played.

    A worker process keeps one: in a game each request is the last position and
    a few more moves, so most replays take one or two pushes instead of the
    whole game. The unseen part of the deck changes as cards are revealed, so
    the kept core takes the new public deck (its seen cards are the same).
    """

    def __init__(self) -> None:
        self._last: tuple[PublicPosition, Core] | None = None

    def game(self, position: PublicPosition) -> Game:
        game = self._extended(position) or position.game()
        self._last = (position, game.core.clone())
        return game

    def _extended(self, position: PublicPosition) -> Game | None:
        if self._last is None:
            return None
        last, core = self._last
        done = len(last.moves)
        same_game = (last.players, last.catalog, last.first_player) == (position.players, position.catalog,
                                                                         position.first_player)
        if not same_game or position.moves[:done] != last.moves:
            return None
        if position.deck[:core.deck_pos] != last.deck[:core.deck_pos]:
            return None
        core = core.clone()
        by_id = core.tables.catalog.by_id
        core.deck = tuple(by_id[i].index for i in position.deck)
        game = Game.from_core(core)
        for move in position.moves[done:]:
            game.push(move)
        return game


@dataclass(slots=True)
class Turn:
    """A whole turn on the core: the card's cell and rotation, a feature (-1: no
    settler), a scoring order (None: the default) and the core after it was
    scored (before :meth:`Core.end_turn`)."""

    cell: int
    rotation: int
    feature: int
    order: tuple[int, ...] | None
    after: Core


def settled(core: Core, cell: int, rotation: int) -> Iterator[tuple[int, Core]]:
    """Each settler choice (-1 first) after placing the drawn card, as (feature, core)."""
    placed = core.clone()
    placed.place(cell, rotation)
    for feature in placed.settler_options():
        c = placed.clone()
        c.place_settler(feature)
        yield feature, c
    yield -1, placed


def scored(core: Core, value: Callable[[Core], float]) -> tuple[tuple[int, ...] | None, Core]:
    """Score the pending buildings in the order ``value`` likes best; return (order, core)."""
    pending = core.pending()
    if len(pending) < 2:
        for s in pending:
            core.score(s)
        return None, core
    best: tuple[float, tuple[int, ...], Core] | None = None
    orders = itertools.islice(itertools.permutations(range(len(pending))), MAX_ORDER_PERMUTATIONS)
    for order in orders:
        c = core.clone()
        for i in order:
            c.score(pending[i])
        v = value(c)
        if best is None or v > best[0]:
            best = (v, order, c)
    assert best is not None
    _, chosen, c = best
    return (None if chosen == tuple(sorted(chosen)) else chosen), c


def all_turns(core: Core, value: Callable[[Core], float]) -> Iterator[Turn]:
    """Every placement with every settler choice, each scored in its best order."""
    for cell, rotation in core.placements():
        for feature, c in settled(core, cell, rotation):
            order, after = scored(c, value)
            yield Turn(cell, rotation, feature, order, after)


def to_move(core: Core, cell: int, rotation: int, feature: int, order: tuple[int, ...] | None = None) -> Move:
    """The friendly :class:`Move` of a turn on ``core`` (before the card is placed)."""
    x, y = cell_xy(cell)
    settler = None
    if feature >= 0:
        settler = SettlerChoice(core.tables.kinds[core.current][feature], feature)
    return Move(Placement(x, y, rotation), settler, order)


def turn_move(core: Core, turn: Turn) -> Move:
    return to_move(core, turn.cell, turn.rotation, turn.feature, turn.order)
