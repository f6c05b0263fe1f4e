"""The fast rules core: flat integers and lists, every rule, no friendly API.

This is the one rules implementation: the friendly :class:`~newworld.engine.game.Game`
and the computer players both drive it. Speed comes from

* cells as integers (``x * 256 + y + 128``), so a neighbour is one addition;
* feature segments with global ids and a quick-find union (``root[s]`` is the
  feature of segment ``s``; the smaller feature is relabelled on a merge), so
  every feature query is one list lookup, and open-end counters that say when a
  trail or town is complete without any flood fill;
* a frontier of empty cells, each with a 2-bits-per-side requirement code, and a
  per-card-type table from code to fitting rotations, so legality is a lookup;
* member tuples that are never mutated, so :meth:`Core.clone` is a handful of
  shallow list and dict copies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from newworld.engine import rules
from newworld.engine.catalog import EDGE_PLAINS, Catalog
from newworld.engine.rules import FARM_AREA, SETTLERS_IN_SUPPLY, SURVEYOR_BONUS

CELL_Y_OFFSET: Final = 128
NORTH: Final = 0
EAST: Final = 1
SOUTH: Final = 2
WEST: Final = 3
# Cell deltas for N, E (towards the coast), S, W (away from the coast).
DELTA: Final = (-1, -256, 1, 256)
NEIGHBOURS8: Final = (-257, -256, -255, -1, 1, 255, 256, 257)
FIRST_CARD_CELL: Final = 256  # column 1, the westmost limit is open

# Event tags and layouts (tuples keep the hot path cheap):
# (EV_SCORE, turn, final, kind, winners, base, surveyors_per_winner, cards, extra, segment)
# (EV_SURVEYOR, turn, which, new_column)
# (EV_RETURN, turn, segment, player, reason)
# (EV_DISCARD, turn, card_type)
EV_SCORE: Final = 0
EV_SURVEYOR: Final = 1
EV_RETURN: Final = 2
EV_DISCARD: Final = 3
RETURN_SCORED: Final = 0
RETURN_SURVEYOR: Final = 1
RETURN_FINAL: Final = 2

# Across side d, my points 3d, 3d+1, 3d+2 touch the neighbour's points
# THEIRS[d], THEIRS[d] - 1, THEIRS[d] - 2 (both run clockwise); the middle pair
# closes an open end of a trail or town.
_THEIRS: Final = (8, 11, 2, 5)  # 3 * ((d + 2) % 4) + 2

Event = tuple[Any, ...]
# The member tuple of a new segment, made once (segment ids of a game stay below 1,000).
_SINGLETONS: Final = tuple((s,) for s in range(1024))


def cell_of(x: int, y: int) -> int:
    return x * 256 + y + CELL_Y_OFFSET


def cell_xy(cell: int) -> tuple[int, int]:
    return cell >> 8, (cell & 255) - CELL_Y_OFFSET


class Tables:
    """Per-catalog tables the core reads (shared by every core of a catalog), and the rules'
    per-kind tables (see :mod:`newworld.engine.rules`, indexed by feature kind).

    Indexed by card type; concrete tuple types let the compiled core read them
    without checks.
    """

    catalog: Catalog
    point_map: tuple[tuple[tuple[int, ...], ...], ...]
    edges: tuple[tuple[tuple[int, int, int, int], ...], ...]
    fits: tuple[tuple[tuple[int, ...], ...], ...]
    kinds: tuple[tuple[int, ...], ...]
    opens: tuple[tuple[int, ...], ...]
    values: tuple[tuple[int, ...], ...]
    empties: tuple[tuple[tuple[int, ...], ...], ...]
    farm: tuple[int, ...]
    buildings: tuple[tuple[int, ...], ...]
    starts: tuple[tuple[int, int, tuple[tuple[int, int, tuple[int, ...]], ...]], ...]
    full_deck: tuple[int, ...]
    surrounded: tuple[bool, ...]
    swept: tuple[bool, ...]
    complete_formula: tuple[tuple[int, int, int], ...]
    final_formula: tuple[tuple[int, int, int], ...]

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.point_map = catalog.point_map
        self.edges = catalog.edges
        self.fits = catalog.fits
        self.kinds = tuple(tuple(f.kind for f in t.features) for t in catalog.types)
        self.opens = tuple(tuple(f.open_edges for f in t.features) for t in catalog.types)
        self.values = tuple(tuple(f.value for f in t.features) for t in catalog.types)
        self.empties = tuple(((),) * len(t.features) for t in catalog.types)
        self.farm = tuple(t.farm for t in catalog.types)
        # The features of each type completed by closing their edges (trails and towns): what
        # a placement can complete (local feature indices).
        self.buildings = tuple(tuple(i for i, f in enumerate(t.features) if rules.CLOSED_BY_EDGES[f.kind])
                               for t in catalog.types)
        # The starting spaces: (row, west edge, ((kind, open ends, points), ...)) each.
        self.full_deck = tuple(catalog.full_deck())  # the simulator shuffles it for every game
        self.starts = tuple((space.row, space.west, tuple((f.kind, f.open_edges, f.points) for f in space.features()))
                            for space in catalog.starting_spaces)
        self.surrounded = rules.SURROUNDED  # completed by the cards around it (farms)
        self.swept = rules.SWEPT  # the Surveyors send its settlers home
        self.complete_formula = rules.COMPLETE_FORMULA  # (flat, per card, per extra) by kind
        self.final_formula = rules.FINAL_FORMULA


def tables_for(catalog: Catalog) -> Tables:
    """The core's tables of ``catalog``: built once, and kept on the catalog, so they live and go with it."""
    tables = catalog.core_tables
    if not isinstance(tables, Tables):
        tables = Tables(catalog)
        object.__setattr__(catalog, "core_tables", tables)  # a frozen catalog's one cache
    return tables


class Core:
    """The state of one game and the operations of a turn.

    A turn is: :meth:`place` (the drawn card), optionally :meth:`place_settler`,
    :meth:`score` for each of :meth:`pending` in the chosen order, then
    :meth:`end_turn` (which draws the next card, skips cards that fit nowhere
    and runs the final scoring after the last card). Callers check legality
    first; the core trusts its input.
    """

    __slots__ = (
        "tables", "players", "deck", "deck_pos", "current", "player", "turn", "over",
        "board", "cards", "root", "seg_cell", "seg_kind", "members", "open", "value",
        "settlers", "owner", "frontier", "fpos", "fcode", "farms", "surveyors", "max_col",
        "scores", "supply", "events", "discarded", "placed_cell", "placed_base",
    )

    tables: Tables
    players: int
    deck: tuple[int, ...]
    deck_pos: int
    current: int
    player: int
    turn: int
    over: bool
    board: dict[int, list[int]]
    cards: dict[int, int]
    root: list[int]
    seg_cell: list[int]
    seg_kind: list[int]
    members: list[tuple[int, ...]]
    open: list[int]
    value: list[int]
    settlers: list[tuple[int, ...]]
    owner: dict[int, int]
    frontier: list[int]
    fpos: dict[int, int]
    fcode: dict[int, int]
    farms: list[int]
    surveyors: list[int]
    max_col: int
    scores: list[int]
    supply: list[int]
    events: list[Event]
    discarded: list[int]
    placed_cell: int
    placed_base: int

    def __init__(self, catalog: Catalog | None, players: int, deck: Sequence[int], first_player: int = 0) -> None:
        if catalog is None:  # a blank core for clone() to fill in (compiled, __new__ alone would not do)
            return
        self.tables = tables_for(catalog)
        self.players = players
        self.deck = tuple(deck)
        self.deck_pos = 0
        self.current = -1
        self.player = first_player  # the seat that begins; then each turn the next seat
        self.turn = 0
        self.over = False
        self.board = {}
        self.cards = {}
        self.root = []
        self.seg_cell = []
        self.seg_kind = []
        self.members = []
        self.open = []
        self.value = []
        self.settlers = []
        self.owner = {}
        self.frontier = []
        self.fpos = {}
        self.fcode = {}
        self.farms = []
        self.surveyors = [0, 0]
        self.max_col = 0
        self.scores = [0] * players
        self.supply = [SETTLERS_IN_SUPPLY] * players
        self.events = []
        self.discarded = []
        self.placed_cell = -1
        self.placed_base = -1
        self._lay_starting_spaces()
        self._draw()

    def _lay_starting_spaces(self) -> None:
        for row, west, features in self.tables.starts:
            cell = cell_of(0, row)
            points = [-1] * 12
            for kind, open_edges, feature_points in features:
                s = self._new_segment(cell, kind, open_edges, 0)
                for p in feature_points:
                    points[p] = s
            self.board[cell] = points
            self._add_requirement(cell + DELTA[WEST], EAST, west)

    def _new_segment(self, cell: int, kind: int, open_edges: int, value: int) -> int:
        s = len(self.root)
        self.root.append(s)
        self.seg_cell.append(cell)
        self.seg_kind.append(kind)
        self.members.append((s,))
        self.open.append(open_edges)
        self.value.append(value)
        self.settlers.append(())
        return s

    def _add_requirement(self, cell: int, side: int, edge: int) -> None:
        code = self.fcode.get(cell)
        if code is None:
            self.fpos[cell] = len(self.frontier)
            self.frontier.append(cell)
            code = 0
        self.fcode[cell] = code | (edge << (2 * side))

    # --- copying ---------------------------------------------------------

    def clone(self) -> Core:
        """An independent copy (member tuples are shared: they never mutate)."""
        c = Core(None, self.players, self.deck)
        c.tables = self.tables
        c.players = self.players
        c.deck = self.deck
        c.deck_pos = self.deck_pos
        c.current = self.current
        c.player = self.player
        c.turn = self.turn
        c.over = self.over
        c.board = self.board.copy()
        c.cards = self.cards.copy()
        c.root = self.root[:]
        c.seg_cell = self.seg_cell[:]
        c.seg_kind = self.seg_kind[:]
        c.members = self.members[:]
        c.open = self.open[:]
        c.value = self.value[:]
        c.settlers = self.settlers[:]
        c.owner = self.owner.copy()
        c.frontier = self.frontier[:]
        c.fpos = self.fpos.copy()
        c.fcode = self.fcode.copy()
        c.farms = self.farms[:]
        c.surveyors = self.surveyors[:]
        c.max_col = self.max_col
        c.scores = self.scores[:]
        c.supply = self.supply[:]
        c.events = self.events[:]
        c.discarded = self.discarded[:]
        c.placed_cell = self.placed_cell
        c.placed_base = self.placed_base
        return c

    # --- placement -------------------------------------------------------

    def fits(self, cell: int, rotation: int) -> bool:
        """Whether the drawn card fits at ``cell`` turned by ``rotation``."""
        code = self.fcode.get(cell)
        if code is None or self.current < 0:
            return False
        edges = self.tables.edges[self.current][rotation]
        for d in range(4):
            need = (code >> (2 * d)) & 3
            if need and need != edges[d]:
                return False
        return True

    def placements(self) -> list[tuple[int, int]]:
        """All legal (cell, rotation) pairs for the drawn card, distinct rotations only."""
        fits = self.tables.fits[self.current]
        fcode = self.fcode
        return [(cell, r) for cell in sorted(self.frontier) for r in fits[fcode[cell]]]

    def count_placements(self) -> int:
        fits = self.tables.fits[self.current]
        fcode = self.fcode
        return sum(len(fits[fcode[cell]]) for cell in self.frontier)

    def fits_anywhere(self, card_type: int) -> bool:
        fits = self.tables.fits[card_type]
        for code in self.fcode.values():  # noqa: SIM110 (a plain loop is faster than any() here)
            if fits[code]:
                return True
        return False

    def random_placement(self, rnd: Callable[[], float]) -> tuple[int, int]:
        """A uniformly random legal (cell, rotation), by rejection sampling."""
        frontier = self.frontier
        fits = self.tables.fits[self.current]
        fcode = self.fcode
        n = len(frontier)
        for _ in range(32):
            cell = frontier[int(rnd() * n)]
            rots = fits[fcode[cell]]
            k = rnd() * 4  # int(k) < len(rots) exactly when k < len(rots): int() only on a hit
            if k < len(rots):
                return cell, rots[int(k)]
        moves = [(cell, r) for cell in frontier for r in fits[fcode[cell]]]
        return moves[int(rnd() * len(moves))]

    def place(self, cell: int, rotation: int) -> None:
        """Lay the drawn card (legality already checked) and join its features."""
        tables = self.tables
        t = self.current
        kinds = tables.kinds[t]
        nf = len(kinds)
        root = self.root
        base = len(root)
        stop = base + nf
        root.extend(range(base, stop))
        self.seg_cell.extend([cell] * nf)
        self.seg_kind.extend(kinds)
        self.members.extend(_SINGLETONS[base:stop] if stop <= len(_SINGLETONS) else [(s,) for s in range(base, stop)])
        self.open.extend(tables.opens[t])
        self.value.extend(tables.values[t])
        self.settlers.extend(tables.empties[t])
        points = [base + f for f in tables.point_map[t][rotation]]
        board = self.board
        board[cell] = points
        self.cards[cell] = t * 4 + rotation
        edges = tables.edges[t][rotation]
        plains = EDGE_PLAINS  # (a module global of the catalog: looked up once)
        for d in range(4):
            ncell = cell + DELTA[d]
            npoints = board.get(ncell)
            if npoints is None:
                if ncell >= FIRST_CARD_CELL:
                    self._add_requirement(ncell, (d + 2) % 4, edges[d])
                continue
            mine = 3 * d
            theirs = _THEIRS[d]
            self._join(points[mine], npoints[theirs])
            middle = self._join(points[mine + 1], npoints[theirs - 1])
            if edges[d] != plains:  # trail or town: an open end closes on each side
                self.open[middle] -= 2
            self._join(points[mine + 2], npoints[theirs - 2])
        self._leave_frontier(cell)
        x = cell >> 8
        if x > self.max_col:
            self.max_col = x
        self.placed_cell = cell
        self.placed_base = base

    def _join(self, a: int, b: int) -> int:
        """Unite the features of segments ``a`` and ``b``; return the feature (root) of both.

        The smaller feature is relabelled; on a tie ``a``'s feature stays.
        """
        root = self.root
        ra = root[a]
        rb = root[b]
        if ra == rb:
            return ra
        members = self.members
        ma = members[ra]
        mb = members[rb]
        if len(ma) < len(mb):
            ra, rb, ma, mb = rb, ra, mb, ma
        for s in mb:
            root[s] = ra
        members[ra] = ma + mb
        self.open[ra] += self.open[rb]
        self.value[ra] += self.value[rb]
        settlers = self.settlers
        if settlers[rb]:
            settlers[ra] = settlers[ra] + settlers[rb]
        return ra

    def _leave_frontier(self, cell: int) -> None:
        frontier = self.frontier
        i = self.fpos.pop(cell)
        last = frontier.pop()
        if last != cell:
            frontier[i] = last
            self.fpos[last] = i
        del self.fcode[cell]

    # --- settlers --------------------------------------------------------

    def settler_options(self) -> list[int]:
        """Local feature indices of the placed card that may take a settler."""
        if not self.supply[self.player]:
            return []
        base = self.placed_base
        root = self.root
        settlers = self.settlers
        return [f for f in range(len(self.tables.kinds[self.current])) if not settlers[root[base + f]]]

    def place_settler(self, feature: int) -> None:
        s = self.placed_base + feature
        r = self.root[s]
        self.settlers[r] = self.settlers[r] + (s,)
        self.owner[s] = self.player
        self.supply[self.player] -= 1
        if self.tables.surrounded[self.seg_kind[s]]:
            self.farms.append(s)

    # --- completion and scoring ------------------------------------------

    def pending(self) -> list[int]:
        """Completed buildings that have settlers, as representative segments.

        In canonical order: the placed card's trails and towns (features closed by
        their edges) by feature index, then occupied farms (features completed by
        the cards around them) in the order their farmers were placed.
        """
        out: list[int] = []
        roots: list[int] = []
        base = self.placed_base
        root = self.root
        opens = self.open
        settlers = self.settlers
        for f in self.tables.buildings[self.current]:
            s = base + f
            r = root[s]
            if opens[r] == 0 and settlers[r] and r not in roots:
                roots.append(r)
                out.append(s)
        if self.farms:
            cell = self.placed_cell
            board = self.board
            for s in self.farms:
                fc = self.seg_cell[s]
                if (fc == cell or (cell - fc) in NEIGHBOURS8) and all(fc + o in board for o in NEIGHBOURS8):
                    out.append(s)
        return out

    def score(self, segment: int) -> None:
        """Score one completed building, move a Surveyor, clear the east.

        A building whose settlers were all removed earlier this turn scores
        nothing and moves no Surveyor.
        """
        r = self.root[segment]
        found = self.settlers[r]
        if not found:
            return
        kind = self.seg_kind[segment]
        tables = self.tables
        if tables.surrounded[kind]:
            cards = FARM_AREA
        else:
            cards = len({self.seg_cell[m] for m in self.members[r]})
        extra = self.value[r]
        flat, per_card, per_extra = tables.complete_formula[kind]
        base = flat + per_card * cards + per_extra * extra
        winners = self._majority(found)
        surveyed = tuple(self._surveyors_with(p, found) for p in winners)
        for p, n in zip(winners, surveyed, strict=True):
            self.scores[p] += base + SURVEYOR_BONUS * n
        self.events.append((EV_SCORE, self.turn, False, kind, winners, base, surveyed, cards, extra, segment))
        for s in found:
            self._return(s, RETURN_SCORED)
        self._move_surveyor()

    def _majority(self, found: Sequence[int]) -> tuple[int, ...]:
        counts = [0] * self.players
        owner = self.owner
        for s in found:
            counts[owner[s]] += 1
        top = max(counts)
        return tuple(p for p in range(self.players) if counts[p] == top)

    def _surveyors_with(self, player: int, found: Sequence[int]) -> int:
        columns = {self.seg_cell[s] >> 8 for s in found if self.owner[s] == player}
        return (self.surveyors[0] in columns) + (self.surveyors[1] in columns)

    def _return(self, s: int, reason: int) -> None:
        player = self.owner.pop(s)
        self.supply[player] += 1
        r = self.root[s]
        self.settlers[r] = tuple(x for x in self.settlers[r] if x != s)
        if self.tables.surrounded[self.seg_kind[s]]:
            self.farms.remove(s)
        self.events.append((EV_RETURN, self.turn, s, player, reason))

    def _move_surveyor(self) -> None:
        a, b = self.surveyors
        if a < b:
            which = 0
        elif b < a:
            which = 1
        elif self.max_col > a:
            which = 0
        else:
            return
        self.surveyors[which] += 1
        self.events.append((EV_SURVEYOR, self.turn, which, self.surveyors[which]))
        east = min(self.surveyors)
        seg_cell = self.seg_cell
        seg_kind = self.seg_kind
        swept = self.tables.swept
        gone = [s for s in self.owner if swept[seg_kind[s]] and seg_cell[s] >> 8 < east]
        for s in sorted(gone):
            self._return(s, RETURN_SURVEYOR)

    # --- turns -----------------------------------------------------------

    def end_turn(self) -> None:
        self.turn += 1
        self.player = (self.player + 1) % self.players
        self.placed_cell = -1
        self.placed_base = -1
        self._draw()

    def _draw(self) -> None:
        """Draw the next card that fits somewhere; after the last, score the end."""
        deck = self.deck
        all_fits = self.tables.fits
        codes = self.fcode.values()
        while self.deck_pos < len(deck):
            t = deck[self.deck_pos]
            self.deck_pos += 1
            fits = all_fits[t]
            for code in codes:  # fits_anywhere(t), inlined: this runs for every card drawn
                if fits[code]:
                    self.current = t
                    return
            self.discarded.append(t)
            self.events.append((EV_DISCARD, self.turn, t))
        self.current = -1
        self.over = True
        self._final_scoring()

    def play(self, cell: int, rotation: int, feature: int, order: Sequence[int] | None = None) -> None:
        """A whole turn: place, settle (feature -1 for none), score, end."""
        self.place(cell, rotation)
        if feature >= 0:
            self.place_settler(feature)
        pend = self.pending()
        if order is not None and len(pend) > 1:
            pend = [pend[i] for i in order]
        for s in pend:
            self.score(s)
        self.end_turn()

    def _final_scoring(self) -> None:
        """Unfinished trails, towns and farms, then the Trappers' plains (the Surveyors leave those)."""
        tables = self.tables
        groups: dict[int, list[int]] = {}
        for s in sorted(self.owner):
            groups.setdefault(self.root[s], []).append(s)
        kept = [r for r in groups if not tables.swept[self.seg_kind[r]]]
        for r in [r for r in groups if tables.swept[self.seg_kind[r]]] + kept:
            found = groups[r]
            kind = self.seg_kind[found[0]]
            flat, per_card, per_extra = tables.final_formula[kind]
            if tables.surrounded[kind]:
                fc = self.seg_cell[found[0]]
                cards = 1 + sum(fc + o in self.board for o in NEIGHBOURS8)
            elif per_card:
                cards = len({self.seg_cell[m] for m in self.members[r]})
            else:
                cards = 0
            extra = self.value[r]
            base = flat + per_card * cards + per_extra * extra
            winners = self._majority(found)
            for p in winners:
                self.scores[p] += base
            self.events.append((EV_SCORE, self.turn, True, kind, winners, base, (0,) * len(winners),
                                cards, extra, found[0]))
            if tables.swept[kind]:
                for s in found:
                    self._return(s, RETURN_FINAL)
