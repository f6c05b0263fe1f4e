"""Perft-style counts: legal placements and full moves on fixed seeded positions.

Games are played from fixed seeds, each move drawn by a seeded SplitMix64 (see
:func:`walk`). At checkpoints the counts must equal the recorded
numbers, so a change to the move generator cannot pass silently. The numbers
were recorded after checking the engine, at every checkpoint, against a slow
independent generator below (every empty cell beside a card, every distinct
rotation, edges compared one by one; settler choices and completed buildings
and their points by a breadth-first walk over the touching edge points of every
card; at every ply, the final scoring if the deck ended there), which these
tests also run.
"""

from collections import deque

import pytest

from newworld.engine.catalog import FARM, TOWN, TRAIL, rotate_point
from newworld.engine.deck import SplitMix64
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice

# (players, seed): {ply: (legal placements, legal moves incl. settler choices)}. The
# moves equal the placements where the player to move has no settler left.
RECORDED: dict[tuple[int, int], dict[int, tuple[int, int]]] = {
    (2, 1): {0: (7, 28), 1: (14, 42), 5: (8, 32), 10: (16, 72), 20: (23, 75), 40: (27, 27), 60: (34, 34),
             80: (30, 30), 94: (42, 42)},
    (3, 2): {0: (7, 28), 1: (12, 48), 5: (10, 47), 10: (17, 107), 20: (3, 7), 40: (17, 17), 60: (26, 26),
             80: (13, 13), 94: (46, 46)},
    (4, 3): {0: (3, 6), 1: (2, 18), 5: (9, 39), 10: (13, 60), 20: (9, 35), 40: (22, 136), 60: (27, 86),
             80: (32, 142), 94: (40, 140)},
    (5, 7): {0: (15, 45), 1: (16, 64), 5: (10, 50), 10: (7, 41), 20: (16, 59), 40: (26, 116), 60: (38, 106),
             80: (48, 48), 94: (33, 33)},
}
# The final scores of those games (all 95 cards placed, none removed).
FINAL_SCORES = {(2, 1): (23, 25), (3, 2): (13, 16, 24), (4, 3): (9, 19, 24, 26), (5, 7): (28, 23, 9, 6, 7)}

STEPS = {"N": (0, -1), "E": (-1, 0), "S": (0, 1), "W": (1, 0)}  # east is towards the coast
SIDES = "NESW"


def _tiles(game: Game, extra: tuple[Placement, object] | None = None) -> dict[tuple[int, int], list]:
    """Every card and starting space as {(x, y): [(kind, board points, value), ...] per feature}."""
    tiles = {}
    for space in game.catalog.starting_spaces:
        tiles[(0, space.row)] = [(f.kind, set(f.points), f.value) for f in space.features()]
    cards = dict(game.placed_cards())
    if extra is not None:
        cards[(extra[0].x, extra[0].y)] = (extra[1], extra[0].rotation)
    for xy, (card, rot) in cards.items():
        tiles[xy] = [(f.kind, {rotate_point(p, rot) for p in f.points}, f.value) for f in card.features]
    return tiles


def _edge(tile: list, side: int) -> tuple[int, ...]:
    """The kinds at the three points of one side (a tile without the point: -1)."""
    out = []
    for p in range(3 * side, 3 * side + 3):
        out.append(next((kind for kind, points, _ in tile if p in points), -1))
    return tuple(out)


def slow_placements(game: Game) -> set[Placement]:
    card = game.drawn
    tiles = _tiles(game)
    cells = {(x + dx, y + dy) for (x, y) in tiles for dx, dy in STEPS.values()}
    out = set()
    for x, y in cells:
        if x < 1 or (x, y) in tiles:
            continue
        for rot in game.catalog.distinct_rotations[card.index]:
            mine = [(f.kind, {rotate_point(p, rot) for p in f.points}, f.value) for f in card.features]
            touching = 0
            fits = True
            for side, name in enumerate(SIDES):
                dx, dy = STEPS[name]
                other = tiles.get((x + dx, y + dy))
                if other is None:
                    continue
                theirs = _edge(other, (side + 2) % 4)
                if -1 in theirs:
                    continue  # a starting space's sea side
                touching += 1
                fits = fits and _edge(mine, side) == theirs[::-1]
            if touching and fits:
                out.add(Placement(x, y, rot))
    return out


def _component(tiles: dict, start: tuple[tuple[int, int], int]) -> tuple[set, bool]:
    """The feature holding ``start`` (segments as ((x, y), index)) and whether it is closed."""
    seen = {start}
    todo = deque(seen)
    closed = True
    while todo:
        (x, y), i = todo.popleft()
        for p in tiles[(x, y)][i][1]:
            dx, dy = STEPS[SIDES[p // 3]]
            n = (x + dx, y + dy)
            q = 3 * ((p // 3 + 2) % 4) + 2 - p % 3
            j = next((k for k, (_, pts, _) in enumerate(tiles.get(n, [])) if q in pts), None)
            if j is None:
                closed = False  # an empty cell or the sea
            elif (n, j) not in seen:
                seen.add((n, j))
                todo.append((n, j))
    return seen, closed


def slow_settler_choices(game: Game, placement: Placement) -> list[SettlerChoice]:
    card = game.drawn
    if not game.supply[game.current_player]:
        return []
    tiles = _tiles(game, (placement, card))
    occupied = {(s.x, s.y, s.feature) for s in game.placed_settlers()}
    here = (placement.x, placement.y)
    out = []
    for f, feature in enumerate(card.features):
        seen, _ = _component(tiles, (here, f))
        if not any((x, y, i) in occupied for (x, y), i in seen):
            out.append(SettlerChoice(feature.kind, f))
    return out


def slow_completed(game: Game, placement: Placement, settler: SettlerChoice | None) -> dict:
    """{(kind, cells, players): base points} of each occupied building the move completes."""
    tiles = _tiles(game, (placement, game.drawn))
    owners = {(s.x, s.y, s.feature): s.player for s in game.placed_settlers()}
    here = (placement.x, placement.y)
    if settler is not None:
        owners[(*here, settler.feature)] = game.current_player
    out = {}
    for f, feature in enumerate(game.drawn.features):
        if feature.kind in (TRAIL, TOWN):
            seen, closed = _component(tiles, (here, f))
            players = {owners[(x, y, i)] for (x, y), i in seen if (x, y, i) in owners}
            if closed and players:
                cells = frozenset(xy for xy, _ in seen)
                extra = sum(tiles[xy][i][2] for xy, i in seen)
                base = len(cells) + 2 * extra if feature.kind == TRAIL else 2 * len(cells) + 2 * extra
                out[(feature.kind, cells, frozenset(players))] = base
    for (x, y, i), player in owners.items():
        ring = [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
        if tiles[(x, y)][i][0] == FARM and here in [*ring, (x, y)] and all(c in tiles for c in ring):
            out[(FARM, frozenset({(x, y)}), frozenset({player}))] = 9
    return out


def slow_final(game: Game, placement: Placement) -> set:
    """(kind, cells, winners, base) of the final scoring if ``placement`` (no settler,
    completing nothing occupied) were the last card."""
    tiles = _tiles(game, (placement, game.drawn))
    owners = {((s.x, s.y), s.feature): s.player for s in game.placed_settlers()}
    out = set()
    done: set = set()
    for start in sorted(owners):
        if start in done:
            continue
        seen, _ = _component(tiles, start)
        done |= seen
        counts = [0] * game.players
        for seg in seen & owners.keys():
            counts[owners[seg]] += 1
        winners = tuple(p for p, n in enumerate(counts) if n == max(counts))
        (x, y), i = start
        kind = tiles[(x, y)][i][0]
        cells = frozenset(xy for xy, _ in seen)
        extra = sum(tiles[xy][j][2] for xy, j in seen)
        if kind == FARM:
            base = sum((x + dx, y + dy) in tiles for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        elif kind == TRAIL:
            base = len(cells) + 2 * extra
        elif kind == TOWN:
            base = len(cells) + extra
        else:
            base = extra  # plains: the animals
        out.add((kind, cells, winners, base))
    return out


def check_final_scoring(game: Game, placements: list[Placement], ply: int) -> None:
    """Cut the deck short and compare the final scoring with the slow one."""
    quiet = [p for p in placements if not slow_completed(game, p, None)]
    if not quiet:
        return
    last = game.copy()
    last.core.deck = last.core.deck[:last.core.deck_pos]
    events = last.push(Move(quiet[0]))
    assert last.is_over and all(e.final for e in events)
    got = {(e.kind, frozenset(e.cells), e.players, e.base) for e in events}
    assert got == slow_final(game, quiet[0]), f"final scoring at ply {ply}"


def check_position(game: Game, placements: list[Placement], ply: int) -> None:
    """Every placement, settler choice and completion against the slow generator."""
    assert set(placements) == slow_placements(game), f"placements at ply {ply}"
    for p in placements:
        choices = game.settler_choices(p)
        assert choices == slow_settler_choices(game, p), f"settlers at ply {ply}, {p}"
        for choice in [None, *choices]:
            buildings = {(b.kind, frozenset(b.cells), frozenset(b.players)) for b in game.scorings(p, choice)}
            slow = slow_completed(game, p, choice)
            assert buildings == set(slow), f"completions at ply {ply}, {p} {choice}"
            if slow:  # the points before any bonus (a building may lose its settlers to a Surveyor)
                bases = {(kind, cells): base for (kind, cells, _), base in slow.items()}
                for e in game.copy().push(Move(p, choice)):
                    assert e.final or bases[(e.kind, frozenset(e.cells))] == e.base, f"points at ply {ply}"


def walk(players: int, seed: int, plies: int, check: bool):
    """Play up to ``plies`` seeded moves; yield (ply, placements, moves, game) before each.

    Each move: a placement drawn uniformly, then a settler one time in three (drawn
    uniformly from the choices), so supplies do not run dry and the settler
    counts keep meaning something.
    """
    game = Game(players, seed)
    rng = SplitMix64(seed)
    for ply in range(plies):
        if game.is_over:
            return
        placements = list(game.legal_placements())
        if check:
            check_position(game, placements, ply)
            check_final_scoring(game, placements, ply)
        yield ply, len(placements), len(list(game.legal_moves())), game
        placement = placements[rng.below(len(placements))]
        choices = game.settler_choices(placement)
        settler = choices[rng.below(len(choices))] if choices and rng.below(3) == 0 else None
        game.push(Move(placement, settler))


@pytest.mark.parametrize(("players", "seed"), sorted(RECORDED))
def test_perft_counts(players, seed):
    expected = RECORDED[(players, seed)]
    got = {}
    game = None
    for step in walk(players, seed, 95, check=False):
        ply, placements, moves, game = step
        if ply in expected:
            got[ply] = (placements, moves)
    assert got == expected
    assert game.is_over and game.scores == FINAL_SCORES[(players, seed)]
    assert len(game.placed_cards()) == 95 and not game.discarded


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (5, 7)])
def test_move_generator_agrees_with_a_slow_independent_one(players, seed):
    for _ in walk(players, seed, 95, check=True):
        pass
