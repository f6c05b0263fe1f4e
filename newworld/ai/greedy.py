"""Easy and Medium: one turn ahead, every placement with every settler choice.

* Easy maximises its score-if-the-game-ended-now lead (immediate points and the
  unfinished value of its settled buildings), plus a little noise so it does
  not always play the same way.
* Medium maximises its lead in expected final value (:class:`Evaluator`):
  chances of completion with the cards left, Surveyor risk, plains growth and
  settlers kept in supply.

Both choose the scoring order that their value likes best.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from newworld.ai.base import CancelFlag
from newworld.ai.evaluate import Evaluator, Incremental, Weights, provisional, relative
from newworld.ai.turns import Turn, all_turns, public_core, turn_move
from newworld.engine.core import Core
from newworld.engine.game import Game
from newworld.engine.moves import Move

EASY_NOISE = 1.5  # points of uniform noise added to each Easy candidate


def best_turn(core: Core, value: Callable[[Core], float], rng: random.Random, noise: float,
              cancel: CancelFlag | None = None) -> Turn:
    """The turn with the highest ``value`` (+ uniform noise); stops early on ``cancel``."""
    best: tuple[float, Turn] | None = None
    for turn in all_turns(core, value):
        v = value(turn.after) + noise * rng.random()
        if best is None or v > best[0]:
            best = (v, turn)
        if cancel is not None and best is not None and cancel.is_set():
            break
    assert best is not None, "the drawn card always has a legal placement"
    return best[1]


class EasyPlayer:
    level = "easy"

    def __init__(self, seed: int = 0, noise: float = EASY_NOISE) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, game: Game, cancel: CancelFlag | None = None) -> Move:
        core = public_core(game)
        me = core.player

        def value(c: Core) -> float:
            return relative(provisional(c), me)

        return turn_move(core, best_turn(core, value, self.rng, self.noise, cancel))


class MediumPlayer:
    level = "medium"

    def __init__(self, seed: int = 0, weights: Weights | None = None) -> None:
        self.rng = random.Random(seed)
        self.weights = weights

    def choose(self, game: Game, cancel: CancelFlag | None = None) -> Move:
        core = public_core(game)
        return turn_move(core, best_turn(core, medium_value(core, self.weights), self.rng, 1e-6, cancel))


def medium_value(core: Core, weights: Weights | None = None) -> Callable[[Core], float]:
    """Medium's value (with other ``weights`` if given) of a position after a turn of the player to move."""
    evaluator = Evaluator.for_game(core, weights)
    incremental = Incremental(evaluator, core)
    me = core.player
    mean_share = evaluator.weights.rival_mean

    def value(c: Core) -> float:
        return relative(incremental.values(c), me, mean_share)

    return value
