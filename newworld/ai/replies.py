"""Medium's choice of a turn, several times faster: the replies inside Hard's simulations.

:func:`fast_best_turn` chooses what :func:`newworld.ai.greedy.best_turn` with
Medium's value chooses (a test holds them together), but values each placement
once: a settler on a feature that the card does not complete, on a turn that
scores nothing, changes only that feature's value and the player's supply, so
its value is the no-settler value plus that difference, without copying the
core or valuing the other features again. Turns that score something take the
full (slow) path.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from newworld.ai.base import CancelFlag
from newworld.ai.evaluate import Evaluator, Incremental, cards_left, relative
from newworld.ai.turns import Turn, scored
from newworld.engine.core import NEIGHBOURS8, Core
from newworld.engine.rules import CLOSED_BY_EDGES, SURROUNDED


def completes(core: Core, segment: int) -> bool:
    """Whether a settler on ``segment`` (of the card just placed) would score this turn."""
    kind = core.seg_kind[segment]
    if CLOSED_BY_EDGES[kind]:
        return core.open[core.root[segment]] == 0
    if SURROUNDED[kind]:
        cell = core.seg_cell[segment]
        board = core.board
        return all(cell + o in board for o in NEIGHBOURS8)
    return False


def fast_best_turn(core: Core, evaluator: Evaluator, cancel: CancelFlag | None = None) -> Turn:
    """The turn with the highest Medium value for the player to move in ``core``."""
    incremental = Incremental(evaluator, core)
    me = core.player
    weights = evaluator.weights

    def value(c: Core) -> float:
        return relative(incremental.values(c), me, weights.rival_mean)

    left = cards_left(core)
    fade = min(1.0, left / weights.supply_fade)
    in_hand = core.supply[me]
    supply_cost = fade * weights.supply[in_hand - 1] if in_hand else 0.0
    closing = 1.0 - math.exp(-left / weights.closing_scale)
    sweeps = sum(core.surveyors)
    best_value = -math.inf
    best: Turn | None = None
    lazy: tuple[int, int, int] | None = None  # the best so far when its core is not built yet
    for cell, rotation in core.placements():
        placed = core.clone()
        placed.place(cell, rotation)
        if placed.pending():
            for turn in _settled_and_scored(placed, cell, rotation, value):
                v = value(turn.after)
                if v > best_value:
                    best_value, best, lazy = v, turn, None
        else:
            values = incremental.values(placed)
            plain = relative(values, me, weights.rival_mean)
            base = placed.placed_base
            for feature in placed.settler_options():
                segment = base + feature
                if completes(placed, segment):
                    c = placed.clone()
                    c.place_settler(feature)
                    order, after = scored(c, value)
                    v = value(after)
                    if v > best_value:
                        best_value, best, lazy = v, Turn(cell, rotation, feature, order, after), None
                    continue
                # Only the player's own value changes: the feature it now holds, a settler less in hand.
                gain = evaluator.feature_value(placed, placed.root[segment], (segment,), left, closing, sweeps)
                v = plain + gain - supply_cost
                if v > best_value:
                    best_value, lazy = v, (cell, rotation, feature)
            if plain > best_value:
                best_value, best, lazy = plain, Turn(cell, rotation, -1, None, placed), None
        if cancel is not None and (best or lazy) and cancel.is_set():
            break
    if lazy is not None:
        cell, rotation, feature = lazy
        after = core.clone()
        after.place(cell, rotation)
        after.place_settler(feature)
        return Turn(cell, rotation, feature, None, after)
    assert best is not None, "the drawn card always has a legal placement"
    return best


def _settled_and_scored(placed: Core, cell: int, rotation: int, value: Callable[[Core], float]) -> list[Turn]:
    """Every settler choice (none last) of a placement that scores something, each scored in its best order."""
    turns = []
    for feature in [*placed.settler_options(), -1]:
        c = placed.clone()
        if feature >= 0:
            c.place_settler(feature)
        order, after = scored(c, value)
        turns.append(Turn(cell, rotation, feature, order, after))
    return turns
