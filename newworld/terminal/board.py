"""The board as text: each cell 3 by 3 signs, columns and rows labelled on both edges.

A card shows the land at its four corners and at the middle of each side, as it
lies (turned); its middle shows the seat number of a settler on it, else the
land at its centre. Column 0 is the coast with its starting spaces.
"""

from __future__ import annotations

from newworld.engine.catalog import Catalog, StartingSpace
from newworld.engine.rules import CLOSED_BY_EDGES, FARM, PLAINS, TOWN, TRAIL
from newworld.engine.values import PlacedCard
from newworld.session import GameSession

SIGNS = {PLAINS: ".", TRAIL: "+", TOWN: "#", FARM: ":"}  # each kind's sign, in the order the key names them
SEA = "~"
# The board points (N0 N1 N2, E0 E1 E2, S0 S1 S2, W0 W1 W2: clockwise) shown in each cell's 3 rows.
GRID = ((0, 1, 2), (10, None, 4), (8, 7, 6))
CELL = 3  # signs across a cell
GAP = "  "


def card_rows(card: PlacedCard, catalog: Catalog, settler: int | None = None) -> list[str]:
    """The three rows of ``card`` as it lies; ``settler``: the seat (0-based) of a settler on it."""
    points = catalog.point_map[card.card.index][card.rotation]
    kinds = [card.card.features[f].kind for f in points]
    centre = str(settler + 1) if settler is not None else SIGNS[_centre(kinds)]
    return ["".join(centre if p is None else SIGNS[kinds[p]] for p in row) for row in GRID]


def _centre(kinds: list[int]) -> int:
    """The land in a card's middle: a trail or a town (a kind closed by edges) that crosses it, else what
    most of its edge is."""
    for kind in (k for k, closed in enumerate(CLOSED_BY_EDGES) if closed):
        if sum(kinds[p] == kind for p in (1, 4, 7, 10)) >= 2:
            return kind
    return max(set(kinds), key=kinds.count)


def space_rows(space: StartingSpace | None) -> list[str]:
    """A cell of the coast: sea, with the starting space's west edge (or all sea in a row without one)."""
    if space is None:
        return [SEA * CELL] * 3
    sign = SIGNS[space.features()[0].kind]
    return [SEA * CELL, sign + SEA * (CELL - 1), SEA * CELL]


def board_lines(session: GameSession) -> list[str]:
    """The board's lines: the Surveyors' marks, the column numbers, then 3 lines a row, rows labelled."""
    catalog = session.catalog
    cards = {(c.x, c.y): c for c in session.table()}
    settlers = {(s.x, s.y): s.player for s in session.placed_settlers()}
    spaces = {s.row: s for s in catalog.starting_spaces}
    rows = sorted({y for _, y in cards} | set(spaces))
    ys = range(rows[0] - 1, rows[-1] + 2)
    columns = range(max([x for x, _ in cards] + [0]) + 1, -1, -1)  # west to the coast
    label = max(len(str(y)) for y in ys)
    surveyors = set(session.surveyors())
    lines = [" " * label + GAP + GAP.join(("S" if x in surveyors else " ").center(CELL) for x in columns),
             " " * label + GAP + GAP.join(str(x).center(CELL) for x in columns)]
    for y in ys:
        blocks = [_cell(x, y, cards, settlers, spaces, catalog) for x in columns]
        for i in range(3):
            edge = str(y).rjust(label) if i == 1 else " " * label
            lines.append((edge + GAP + GAP.join(block[i] for block in blocks) + GAP + edge).rstrip())
    return lines


def _cell(x: int, y: int, cards: dict[tuple[int, int], PlacedCard], settlers: dict[tuple[int, int], int],
          spaces: dict[int, StartingSpace], catalog: Catalog) -> list[str]:
    if x == 0:
        return space_rows(spaces.get(y))
    card = cards.get((x, y))
    return card_rows(card, catalog, settlers.get((x, y))) if card is not None else [" " * CELL] * 3
