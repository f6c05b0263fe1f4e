"""What given moves are worth, measured with Hard's simulations: the post-game review's yardstick.

:func:`appraise` plays each of the given moves (a player's own move and the
one Hard found, say) against the same sampled orders of the cards still to
come (common random numbers: the moves are compared on the same luck), with
Hard's replies and leaf value (:meth:`HardPlayer.simulate`), and averages the
player's expected lead over the best opponent. The values are points, so the
difference between two moves' values is the points of lead one gives up by
playing the other.

It reads only the public position (:func:`public_core`), like every player.
Built on Hard's search as released (``newworld.ai.mcts``); when the search
changes (issue 12 splits it into shards) this module follows it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from newworld.ai.base import CancelFlag
from newworld.ai.evaluate import Evaluator, relative
from newworld.ai.mcts import HardPlayer
from newworld.ai.turns import Turn, public_core
from newworld.engine.core import Core, cell_of
from newworld.engine.game import Game
from newworld.engine.moves import Move

DEFAULT_ROUNDS = 24  # sampled orders of the unseen cards when neither rounds nor seconds are given


def appraise(game: Game, moves: Sequence[Move], *, seed: int = 0, rounds: int | None = None,
             seconds: float | None = None, min_rounds: int = 1, cancel: CancelFlag | None = None) -> list[float]:
    """The expected lead over the best opponent (points) of the player to move after each of ``moves``.

    Samples orders of the unseen cards (a round: every move on one order) until
    ``rounds`` rounds are done or ``seconds`` have passed, whichever comes first
    (neither given: :data:`DEFAULT_ROUNDS`), but at least ``min_rounds``; ``cancel``
    stops it after the current round. With ``rounds=0`` the values are the
    evaluator's of the position right after each move. A move that is not legal
    here is a ValueError.
    """
    for move in moves:
        if not game.is_legal(move):
            raise ValueError(f"{move} is not a legal move here")
    core = public_core(game)
    me = core.player
    evaluator = Evaluator.for_game(core)
    turns = [_turn(core, move) for move in moves]
    if rounds is None and seconds is None:
        rounds = DEFAULT_ROUNDS
    if rounds == 0:
        return [relative(evaluator.values(turn.after), me) for turn in turns]
    hard = HardPlayer(seed)
    rng = random.Random(seed)
    deadline = None if seconds is None else time.monotonic() + seconds
    totals = [0.0] * len(turns)
    done = 0
    rest = list(core.deck[core.deck_pos:])

    def more() -> bool:
        if cancel is not None and cancel.is_set():
            return not done
        if done < min_rounds:
            return True
        return (rounds is None or done < rounds) and (deadline is None or time.monotonic() < deadline)

    while more():
        rng.shuffle(rest)
        unseen = tuple(rest)
        for i, turn in enumerate(turns):
            totals[i] += hard.simulate(turn, unseen, me, evaluator, None)
        done += 1
    return [total / done for total in totals]


def _turn(core: Core, move: Move) -> Turn:
    """``move`` played on a copy of ``core``: placed, settled and scored in its order (not ended)."""
    after = core.clone()
    p = move.placement
    cell = cell_of(p.x, p.y)
    after.place(cell, p.rotation)
    feature = -1 if move.settler is None else move.settler.feature
    if feature >= 0:
        after.place_settler(feature)
    pending = after.pending()
    if move.order is not None:
        pending = [pending[i] for i in move.order]
    for s in pending:
        after.score(s)
    return Turn(cell, p.rotation, feature, move.order, after)
