"""What given moves are worth, measured by short playouts: the post-game review's yardstick.

:func:`appraise` plays each of the given moves (a player's own move and the
one Hard found, say) against the same sampled orders of the cards still to
come (common random numbers: the moves are compared on the same luck), lets
every player answer with Medium's move for ``replies`` turns, and averages the
player's expected lead over the best opponent in Medium's evaluation. The
values are points, so the difference between two moves' values is the points
of lead one gives up by playing the other.

It reads only the public position (the unseen cards' order is sampled), like
every player, and uses the computer players only through ``newworld.ai``'s
public pieces (``make_player``, the evaluator), so it does not depend on how
Hard's search is built.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from newworld.ai import CancelFlag, make_player
from newworld.ai.evaluate import Evaluator, relative
from newworld.ai.turns import public_core
from newworld.engine.game import Game
from newworld.engine.moves import Move

DEFAULT_ROUNDS = 24  # sampled orders of the unseen cards when neither rounds nor seconds are given
REPLIES_PER_PLAYER = 2  # turns of Medium's replies per player after the move, before the evaluation


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
    if rounds is None and seconds is None:
        rounds = DEFAULT_ROUNDS
    if rounds == 0:
        return [_value(_after(Game.from_core(core), move), me, evaluator) for move in moves]
    rng = random.Random(seed)
    deadline = None if seconds is None else time.monotonic() + seconds
    replies = REPLIES_PER_PLAYER * core.players
    totals = [0.0] * len(moves)
    done = 0
    seen, rest = core.deck[:core.deck_pos], list(core.deck[core.deck_pos:])

    def more() -> bool:
        if cancel is not None and cancel.is_set():
            return not done
        if done < min_rounds:
            return True
        return (rounds is None or done < rounds) and (deadline is None or time.monotonic() < deadline)

    while more():
        rng.shuffle(rest)
        core.deck = seen + tuple(rest)
        for i, move in enumerate(moves):
            medium = make_player("medium", seed=seed + done)  # the same replies' luck for every move
            played = _after(Game.from_core(core), move)
            for _ in range(replies):
                if played.is_over:
                    break
                played.push(medium.choose(played.copy()))
            totals[i] += _value(played, me, evaluator)
        done += 1
    return [total / done for total in totals]


def _after(game: Game, move: Move) -> Game:
    game.push(move)
    return game


def _value(game: Game, me: int, evaluator: Evaluator) -> float:
    """The player's lead: in points once the game is over, else in Medium's evaluation."""
    if game.is_over:
        return float(relative(game.scores, me))
    return relative(evaluator.values(game.core), me)
