"""``baseline``: Hard as released in 0.1.0, frozen. An arena-only level.

Every change to the computer players is measured against this fixed opponent
(``newworld-cli arena hard baseline``), so do not change what it does: it is
today's Hard search verbatim, on Medium's evaluation. The window does not
offer it.

Hard as it was: a determinized sampled search over the placement, then the settler.

Candidates: Medium's evaluation ranks every turn; the best few placements, each
with its best few settler choices (none included), enter the search. The search
runs in rounds; each round

1. *determinizes*: draws one random order of the cards still to come from their
   public multiset (the real order is never read); the first card cycles
   through a shuffled list of the unseen cards (stratified sampling);
2. plays every surviving candidate against that same order (common random
   numbers, so the candidates are compared on the same luck): the candidate
   turn, then ``replies`` turns in which each player in turn plays Medium's
   best move for the card it draws, then ``horizon`` random placements;
3. rewards the player's lead over the best opponent: the final scores if the
   game ended, else the expected final values of Medium's evaluation.

Sequential halving spends the time budget: at each third of it the worse half
of the candidates is dropped. The move is the candidate with the best mean
reward (Medium's value counting as one virtual sample). The search checks
``cancel`` between simulations and inside Medium's replies (at most a few
milliseconds apart). With ``iterations`` set it stops after that many
simulations instead of on time (reproducible, for tests).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from newworld.ai.base import CancelFlag
from newworld.ai.evaluate import Evaluator, relative
from newworld.ai.greedy import best_turn, medium_value
from newworld.ai.search import SearchStats  # the same figures as Hard's (shards stays 1)
from newworld.ai.turns import Turn, all_turns, public_core, turn_move
from newworld.engine.core import Core
from newworld.engine.game import Game
from newworld.engine.moves import Move

BUDGET_SHARE = 0.92  # of move_time spent searching: the rest covers set-up and hand-over
PHASES = 3  # sequential halving: the worse half goes at each third of the budget


@dataclass
class Candidate:
    turn: Turn
    prior: float
    samples: int = 1  # the prior counts as one sample
    total: float = 0.0

    def __post_init__(self) -> None:
        self.total = self.prior

    @property
    def mean(self) -> float:
        return self.total / self.samples


@dataclass
class BaselinePlayer:
    seed: int = 0
    move_time: float = 1.0
    iterations: int | None = None  # stop after this many simulations instead of on time
    replies: int = 2
    horizon: int = 0
    max_placements: int = 6
    max_settlers: int = 3
    level: str = "baseline"
    rng: random.Random = field(init=False)
    last: SearchStats = field(init=False, default_factory=SearchStats)
    history: list[SearchStats] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    # --- candidates ---------------------------------------------------------

    def candidates(self, core: Core, value: Callable[[Core], float]) -> list[Candidate]:
        """The best few placements (by their best turn), each with its best few settler choices."""
        by_place: dict[tuple[int, int], list[Candidate]] = {}
        for turn in all_turns(core, value):
            by_place.setdefault((turn.cell, turn.rotation), []).append(Candidate(turn, value(turn.after)))
        places = sorted(by_place.values(), key=lambda cs: -max(c.prior for c in cs))
        out: list[Candidate] = []
        for group in places[:self.max_placements]:
            group.sort(key=lambda c: -c.prior)
            out.extend(group[:self.max_settlers])
        out.sort(key=lambda c: -c.prior)
        return out

    # --- one simulation --------------------------------------------------------

    def simulate(self, turn: Turn, unseen: tuple[int, ...], me: int, evaluator: Evaluator,
                 cancel: CancelFlag | None) -> float:
        core = turn.after.clone()
        core.deck = core.deck[:core.deck_pos] + unseen
        core.end_turn()
        for _ in range(self.replies):
            if core.over or (cancel is not None and cancel.is_set()):
                break
            core = best_turn(core, medium_value(core), self.rng, 0.0, cancel).after
            core.end_turn()
        rnd = self.rng.random
        for _ in range(self.horizon):
            if core.over:
                break
            cell, rotation = core.random_placement(rnd)
            core.play(cell, rotation, -1)
        if core.over:
            return relative(core.scores, me)
        return relative(evaluator.values(core), me)

    # --- the interface -----------------------------------------------------

    def choose(self, game: Game, cancel: CancelFlag | None = None) -> Move:
        start = time.perf_counter()
        budget = self.move_time * BUDGET_SHARE
        core = public_core(game)
        me = core.player
        evaluator = Evaluator.for_game(core)
        alive = self.candidates(core, medium_value(core))
        stats = SearchStats(candidates=len(alive))
        rest = list(core.deck[core.deck_pos:])
        strata = rest[:]  # the next card drawn cycles through the unseen cards: stratified sampling
        self.rng.shuffle(strata)
        phase = 1
        while len(alive) > 1 and not self._stop(stats, start, budget, cancel):
            self.rng.shuffle(rest)
            if rest:
                i = rest.index(strata[stats.rounds % len(strata)])
                rest[0], rest[i] = rest[i], rest[0]
            unseen = tuple(rest)
            stats.rounds += 1
            for cand in alive:
                if self._stop(stats, start, budget, cancel):
                    break
                cand.total += self.simulate(cand.turn, unseen, me, evaluator, cancel)
                cand.samples += 1
                stats.simulations += 1
            if phase < PHASES and self._progress(stats, start, budget) >= phase / PHASES:
                phase += 1
                alive.sort(key=lambda c: -c.mean)
                del alive[max(1, math.ceil(len(alive) / 2)):]
        best = max(alive, key=lambda c: c.mean)
        stats.seconds = time.perf_counter() - start
        self.last = stats
        self.history.append(stats)
        return turn_move(core, best.turn)

    def _progress(self, stats: SearchStats, start: float, budget: float) -> float:
        if self.iterations is not None:
            return stats.simulations / self.iterations if self.iterations else 1.0
        return (time.perf_counter() - start) / budget

    def _stop(self, stats: SearchStats, start: float, budget: float, cancel: CancelFlag | None) -> bool:
        if cancel is not None and cancel.is_set():
            return True
        return self._progress(stats, start, budget) >= 1.0
