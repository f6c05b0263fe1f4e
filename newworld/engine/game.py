"""The friendly game API: value objects in, checked against the rules, events out."""

from __future__ import annotations

import collections
from collections.abc import Iterator, Sequence
from typing import Final, Literal

from newworld.engine.catalog import EDGE_NAMES, KIND_NAMES, CardType, Catalog, default_catalog
from newworld.engine.core import (
    EV_DISCARD,
    EV_RETURN,
    EV_SCORE,
    EV_SURVEYOR,
    FIRST_CARD_CELL,
    NEIGHBOURS8,
    Core,
    cell_of,
    cell_xy,
)
from newworld.engine.core import Event as CoreEvent
from newworld.engine.deck import SplitMix64, shuffled
from newworld.engine.errors import IllegalMoveError, InvalidMoveError, MoveProblem
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.rules import KINDS, SETTLERS_IN_SUPPLY, Completion, points
from newworld.engine.values import (
    Building,
    Event,
    FeatureInfo,
    FinalScore,
    GameNote,
    NoteKind,
    PlacedCard,
    PlacedSettler,
    PlayedTurn,
    ReturnReason,
    ScoreEvent,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 5
SIDE_NAMES = ("north", "east", "south", "west")
MAX_ROW = 120  # a cell's row must fit its 8 bits; 95 cards reach at most ~105
AT_RANDOM: Final = "random"
FirstPlayer = int | Literal["random"]  # a seat (0 for the first), or AT_RANDOM
# The seed's stream for the first player, apart from the deck's (the same seed shuffles the same deck).
_FIRST_PLAYER_STREAM: Final = 0x6E77_6669_7273_7421


def first_player_for(choice: FirstPlayer, players: int, seed: int) -> int:
    """The seat that begins: ``choice`` itself, or for :data:`AT_RANDOM` one drawn from ``seed``.

    The rulebook lets the youngest player decide who begins; "at random" is
    decided here, once, so the game records a seat and replays exactly.
    """
    if choice == AT_RANDOM:
        return SplitMix64(seed ^ _FIRST_PLAYER_STREAM).below(players)
    if not isinstance(choice, int) or isinstance(choice, bool) or not 0 <= choice < players:
        raise InvalidMoveError(f"the first player must be a seat 0..{players - 1} or {AT_RANDOM!r}, got {choice!r}")
    return choice


class LegalPlacements:
    """A cheap view of the legal placements of the drawn card."""

    def __init__(self, game: Game) -> None:
        self._core = game._core

    def __iter__(self) -> Iterator[Placement]:
        if self._core.over:
            return
        for cell, r in self._core.placements():
            x, y = cell_xy(cell)
            yield Placement(x, y, r)

    def __contains__(self, placement: object) -> bool:
        if not isinstance(placement, Placement) or self._core.over:
            return False
        return _in_range(placement) and self._core.fits(cell_of(placement.x, placement.y), placement.rotation)

    def __len__(self) -> int:
        return 0 if self._core.over else self._core.count_placements()

    def count(self) -> int:
        return len(self)

    def __bool__(self) -> bool:
        return len(self) > 0


def _in_range(p: Placement) -> bool:
    return 1 <= p.x <= 200 and -MAX_ROW <= p.y <= MAX_ROW


class Game:
    """A game of New World for 2–5 players.

    The deck is shuffled from ``seed`` (or given as ``deck``, a list of card type
    ids, the way a saved game replays it). Seat ``first_player`` plays the first
    turn (seat 0 unless told; :data:`AT_RANDOM` draws it from ``seed``), then
    each seat after the other. Each :meth:`push` plays one whole turn;
    :meth:`undo` takes the last one back.
    """

    def __init__(self, players: int = 2, seed: int = 0, *, deck: Sequence[str] | None = None,
                 catalog: Catalog | None = None, first_player: FirstPlayer = 0) -> None:
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise InvalidMoveError(f"players must be {MIN_PLAYERS}..{MAX_PLAYERS}, got {players!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InvalidMoveError(f"the seed must be a whole number, got {seed!r}")
        first = first_player_for(first_player, players, seed)
        self.catalog = catalog or default_catalog()
        self.players = players
        self.seed = seed
        if deck is None:
            order = shuffled(self.catalog.full_deck(), seed)
        else:
            order = self._deck_from_ids(deck)
        self._core = Core(self.catalog, players, order, first)
        self._history: list[tuple[Core | None, Move]] = []  # None: a position forgotten by forget_undo
        self._turns: list[PlayedTurn] = []  # what each move did, as it happened
        self._opening = len(self._core.events)  # events before the first turn (cards discarded at once)

    def _deck_from_ids(self, ids: Sequence[str]) -> list[int]:
        full = collections.Counter(t.id for t in self.catalog.types for _ in range(t.count))
        if collections.Counter(ids) != full:
            raise InvalidMoveError("the deck must hold every card of the catalog exactly once")
        return [self.catalog.by_id[i].index for i in ids]

    @classmethod
    def from_core(cls, core: Core, seed: int = 0) -> Game:
        game = cls.__new__(cls)
        game.catalog = core.tables.catalog
        game.players = core.players
        game.seed = seed
        game._core = core.clone()
        game._history = []
        game._turns = []
        game._opening = len(core.events)
        return game

    def copy(self) -> Game:
        """An independent copy of the current position (without the undo history)."""
        return Game.from_core(self._core, self.seed)

    # --- state -----------------------------------------------------------

    @property
    def core(self) -> Core:
        """The fast core (read it, copy it with ``clone``; do not mutate it)."""
        return self._core

    @property
    def is_over(self) -> bool:
        return self._core.over

    @property
    def turn(self) -> int:
        return self._core.turn

    @property
    def current_player(self) -> int:
        return self._core.player

    @property
    def first_player(self) -> int:
        """The seat that played the first turn (or will): each turn since went to the next seat."""
        core = self._core
        return (core.player - core.turn) % core.players

    @property
    def drawn(self) -> CardType | None:
        c = self._core.current
        return None if c < 0 else self.catalog.types[c]

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._core.scores)

    @property
    def supply(self) -> tuple[int, ...]:
        return tuple(self._core.supply)

    @property
    def surveyors(self) -> tuple[int, int]:
        a, b = self._core.surveyors
        return a, b

    @property
    def deck_ids(self) -> list[str]:
        """The whole deck in draw order, as card type ids."""
        return [self.catalog.types[t].id for t in self._core.deck]

    @property
    def cards_left(self) -> int:
        """Cards not drawn yet (the drawn card not included)."""
        return len(self._core.deck) - self._core.deck_pos

    def remaining(self) -> collections.Counter[str]:
        """The multiset of cards still to come (public knowledge), drawn card excluded."""
        core = self._core
        return collections.Counter(self.catalog.types[t].id for t in core.deck[core.deck_pos:])

    @property
    def discarded(self) -> list[CardType]:
        return [self.catalog.types[t] for t in self._core.discarded]

    @property
    def moves(self) -> list[Move]:
        return [m for _, m in self._history]

    def placed_cards(self) -> dict[tuple[int, int], tuple[CardType, int]]:
        return {cell_xy(c): (self.catalog.types[v >> 2], v & 3) for c, v in self._core.cards.items()}

    def table(self) -> list[PlacedCard]:
        """The cards on the table (starting spaces not included)."""
        return [PlacedCard(x, y, card, rotation) for (x, y), (card, rotation) in self.placed_cards().items()]

    def placed_settlers(self) -> list[PlacedSettler]:
        return [self._settler_at(s) for s in sorted(self._core.owner)]

    def _settler_at(self, s: int) -> PlacedSettler:
        core = self._core
        x, y = cell_xy(core.seg_cell[s])
        return PlacedSettler(core.owner[s], x, y, self._local_feature(s), core.seg_kind[s])

    def _local_feature(self, s: int) -> int:
        core = self._core
        cell = core.seg_cell[s]
        if cell < FIRST_CARD_CELL:
            return s - min(i for i in range(len(core.seg_cell)) if core.seg_cell[i] == cell)
        return s - self._card_base(cell)

    def _card_base(self, cell: int) -> int:
        """The global id of feature 0 of the card at ``cell``."""
        v = self._core.cards[cell]
        return self._core.board[cell][0] - self.catalog.point_map[v >> 2][v & 3][0]

    # --- moves -----------------------------------------------------------

    def legal_placements(self) -> LegalPlacements:
        return LegalPlacements(self)

    def _check_placement(self, p: Placement) -> int:
        if self._core.over:
            raise IllegalMoveError("the game is over", MoveProblem.GAME_OVER)
        if not _in_range(p):
            raise IllegalMoveError(f"{p}: cards lie in columns 1 and west of the coast, rows -{MAX_ROW}..{MAX_ROW}",
                                   MoveProblem.OFF_THE_MAP)
        cell = cell_of(p.x, p.y)
        if cell in self._core.board:
            raise IllegalMoveError(f"{p}: a card already lies at {p.x},{p.y}", MoveProblem.OCCUPIED)
        code = self._core.fcode.get(cell)
        if code is None:
            raise IllegalMoveError(f"{p}: no card or starting space touches {p.x},{p.y}", MoveProblem.NOT_TOUCHING)
        edges = self.catalog.edges[self._core.current][p.rotation]
        for d in range(4):
            need = (code >> (2 * d)) & 3
            if need and need != edges[d]:
                raise IllegalMoveError(f"{p}: the {SIDE_NAMES[d]} edge is {EDGE_NAMES[edges[d]]} "
                                       f"but must continue {EDGE_NAMES[need]}", MoveProblem.EDGES_DIFFER)
        return cell

    def _after_placement(self, p: Placement) -> Core:
        cell = self._check_placement(p)
        core = self._core.clone()
        core.place(cell, p.rotation)
        return core

    def settler_choices(self, placement: Placement) -> list[SettlerChoice]:
        """Where a settler may go on the card once it lies at ``placement``."""
        core = self._after_placement(placement)
        kinds = self.catalog.types[core.current].features
        return [SettlerChoice(kinds[f].kind, f) for f in core.settler_options()]

    def _after_settler(self, placement: Placement, settler: SettlerChoice | None) -> Core:
        core = self._after_placement(placement)
        if settler is not None:
            features = self.catalog.types[core.current].features
            if not 0 <= settler.feature < len(features):
                raise InvalidMoveError(f"{settler}: the card has features 0..{len(features) - 1}")
            if features[settler.feature].kind != settler.kind:
                raise InvalidMoveError(f"{settler}: feature {settler.feature} is a "
                                       f"{features[settler.feature].kind_name}, not a {KIND_NAMES[settler.kind]}")
            if not core.supply[core.player]:
                raise IllegalMoveError(f"{settler}: player {core.player + 1} has no settler in supply",
                                       MoveProblem.NO_SETTLER_LEFT)
            if settler.feature not in core.settler_options():
                raise IllegalMoveError(f"{settler}: a settler already stands on that "
                                       f"{features[settler.feature].kind_name}", MoveProblem.FEATURE_TAKEN)
            core.place_settler(settler.feature)
        return core

    def scorings(self, placement: Placement, settler: SettlerChoice | None = None) -> list[Building]:
        """The buildings this placement and settler would complete and score, in default order."""
        core = self._after_settler(placement, settler)
        return [self._building(core, s) for s in core.pending()]

    def _building(self, core: Core, s: int) -> Building:
        r = core.root[s]
        cells = tuple(sorted({cell_xy(core.seg_cell[m]) for m in core.members[r]}))
        players = tuple(sorted({core.owner[x] for x in core.settlers[r]}))
        return Building(core.seg_kind[s], cells, players)

    def legal_moves(self) -> Iterator[Move]:
        """Every placement with every settler choice (and none), default scoring order."""
        for p in self.legal_placements():
            yield Move(p)
            for choice in self.settler_choices(p):
                yield Move(p, choice)

    def is_legal(self, move: Move) -> bool:
        try:
            self._prepare(move)
        except (IllegalMoveError, InvalidMoveError):
            return False
        return True

    def _prepare(self, move: Move) -> tuple[Core, list[int]]:
        if not isinstance(move, Move):
            raise InvalidMoveError(f"expected a Move, got {type(move).__name__}")
        core = self._after_settler(move.placement, move.settler)
        pending = core.pending()
        if move.order is not None:
            n = len(pending)
            if not n:
                raise IllegalMoveError(f"{move}: no building completes, so there is no scoring order to give",
                                       MoveProblem.SCORING_ORDER)
            if sorted(move.order) != list(range(n)):
                raise IllegalMoveError(f"{move}: the scoring order must be a permutation of 0..{n - 1} "
                                       f"({n} building{'s' if n > 1 else ''} complete{'' if n > 1 else 's'})",
                                       MoveProblem.SCORING_ORDER)
            pending = [pending[i] for i in move.order]
        return core, pending

    def push(self, move: Move | str) -> list[ScoreEvent]:
        """Play one whole turn; return the scoring events it caused (final scoring included)."""
        if isinstance(move, str):
            move = Move.from_str(move)
        core, pending = self._prepare(move)
        before = self._core
        for s in pending:
            core.score(s)
        core.end_turn()
        self._history.append((before, move))
        self._core = core
        events = tuple(self.events_since(len(before.events)))
        self._turns.append(PlayedTurn(len(self._turns) + 1, before.player, self.catalog.types[before.current], move,
                                      events))
        return [e for e in events if isinstance(e, ScoreEvent)]

    def undo(self) -> Move:
        """Take back the last move; the same card is drawn again. Returns the move (see
        :meth:`last_turn` for what it did)."""
        if not self._history:
            raise IllegalMoveError("there is no move to undo", MoveProblem.NOTHING_TO_UNDO)
        before, move = self._history[-1]
        if before is None:
            raise IllegalMoveError("this game keeps no positions to go back to (see forget_undo)",
                                   MoveProblem.NOTHING_TO_UNDO)
        self._history.pop()
        self._turns.pop()
        self._core = before
        return move

    def forget_undo(self) -> None:
        """Drop the positions kept for :meth:`undo`; the moves stay.

        For long-lived games that are never taken back, such as a game
        server's: each kept position costs about 25 KB (and garbage-collector
        time). Call it after each :meth:`push`; it only looks at what is new.
        """
        history = self._history
        i = len(history) - 1
        while i >= 0 and history[i][0] is not None:
            history[i] = (None, history[i][1])
            i -= 1

    # --- the turns played ---------------------------------------------------

    def opening_events(self) -> list[Event]:
        """Events before the first turn (cards that fit nowhere at the start)."""
        return [self._event(self._core, e) for e in self._core.events[:self._opening]]

    def turns(self) -> list[PlayedTurn]:
        """Every turn played so far, with the events each caused (kept as they happened: no replay)."""
        return list(self._turns)

    def last_turn(self) -> PlayedTurn:
        """The turn :meth:`undo` would take back."""
        if not self._turns:
            raise IllegalMoveError("no move has been played", MoveProblem.NOTHING_TO_UNDO)
        return self._turns[-1]

    # --- events and scores -----------------------------------------------

    def events_since(self, index: int = 0) -> list[Event]:
        """Events from ``index`` on, in order: scores, Surveyor steps, returns, discards."""
        return [self._event(self._core, e) for e in self._core.events[index:]]

    def score_events(self) -> list[ScoreEvent]:
        return [self._score_event(self._core, e) for e in self._core.events if e[0] == EV_SCORE]

    def _score_event(self, core: Core, e: CoreEvent) -> ScoreEvent:
        _, turn, final, kind, winners, base, surveyed, cards, extra, seg = e
        if KINDS[kind].completion == Completion.BY_SURROUNDINGS:
            cells: tuple[tuple[int, int], ...] = (cell_xy(core.seg_cell[seg]),)
        else:
            cells = tuple(sorted({cell_xy(core.seg_cell[m]) for m in core.members[core.root[seg]]}))
        return ScoreEvent(turn, final, kind, winners, base, surveyed, cards, extra, cells)

    def _event(self, core: Core, e: CoreEvent) -> Event:
        """The value object of a core event; ``core`` is the position right after it happened."""
        tag = e[0]
        if tag == EV_SCORE:
            return self._score_event(core, e)
        if tag == EV_SURVEYOR:
            return GameNote(e[1], NoteKind.SURVEYOR_MOVED, surveyor=e[2], column=e[3])
        if tag == EV_RETURN:
            return GameNote(e[1], NoteKind.SETTLER_RETURNED, player=e[3], settler=self._settler_record(e[2], e[3]),
                            reason=ReturnReason(e[4]))
        assert tag == EV_DISCARD
        return GameNote(e[1], NoteKind.CARD_DISCARDED, card=self.catalog.types[e[2]])

    def _settler_record(self, s: int, player: int) -> PlacedSettler:
        core = self._core
        x, y = cell_xy(core.seg_cell[s])
        return PlacedSettler(player, x, y, self._local_feature(s), core.seg_kind[s])

    def final_score(self) -> FinalScore:
        return FinalScore.from_events(self.players, self.score_events())

    def feature_at(self, x: int, y: int, feature: int) -> FeatureInfo:
        """The whole feature that feature ``feature`` of the card at ``x, y`` belongs to.

        Raises :class:`InvalidMoveError` if no card lies at ``x, y`` (starting spaces
        are not cards here) or the card has no feature ``feature``.
        """
        core = self._core
        in_range = all(isinstance(v, int) for v in (x, y, feature)) and _in_range(Placement(x, y))
        cell = cell_of(x, y) if in_range else -1
        if cell not in core.cards:
            raise InvalidMoveError(f"no card at {x},{y}")
        v = core.cards[cell]
        features = self.catalog.types[v >> 2].features
        if not 0 <= feature < len(features):
            raise InvalidMoveError(f"the card at {x},{y} has features 0..{len(features) - 1}")
        s = self._card_base(cell) + feature
        r = core.root[s]
        segs = tuple(sorted((*cell_xy(core.seg_cell[m]), self._local_feature(m)) for m in core.members[r]))
        settlers = tuple(self._settler_at(x) for x in core.settlers[r])
        kind = core.seg_kind[s]
        completion = KINDS[kind].completion
        if completion == Completion.BY_SURROUNDINGS:
            cards = 1 + sum(cell + o in core.board for o in NEIGHBOURS8)
            complete = cards == 1 + len(NEIGHBOURS8)
        else:
            cards = len({core.seg_cell[m] for m in core.members[r]})
            complete = completion == Completion.BY_EDGES and core.open[r] == 0
        return FeatureInfo(kind, segs, settlers, complete, points(kind, cards, core.value[r], complete))

    def settlers_accounted(self) -> tuple[int, ...]:
        """Per player: supply + settlers on the board + the scoring marker (always 6)."""
        core = self._core
        on_board = collections.Counter(core.owner.values())
        return tuple(core.supply[p] + on_board[p] + 1 for p in range(self.players))

    def __repr__(self) -> str:
        return f"<Game players={self.players} seed={self.seed} turn={self.turn} scores={list(self.scores)}>"


__all__ = ["AT_RANDOM", "FirstPlayer", "Game", "LegalPlacements", "MAX_PLAYERS", "MIN_PLAYERS", "SETTLERS_IN_SUPPLY",
           "first_player_for"]
