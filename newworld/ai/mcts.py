"""Hard and Expert: a determinized sampled search over the best few turns.

The search itself (candidates, simulations, sequential halving) is in
:mod:`newworld.ai.search`. A :class:`HardPlayer` run in this process uses one
shard; given to a :class:`newworld.ai.pool.SearchPool` it spreads its search
over ``workers`` processes (each with its own sampled orders of the unseen
cards, merged at each phase).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from newworld.ai.base import CancelFlag
from newworld.ai.search import LocalShard, SearchSettings, SearchStats, Shard, sequential_halving, stream_seed
from newworld.engine.game import Game
from newworld.engine.moves import Move

BUDGET_SHARE = 0.92  # of move_time spent searching: the rest covers set-up and hand-over
HARD_MOVE_TIME = 1.0
EXPERT_MOVE_TIME = 3.0
# Expert has about six times Hard's simulations (3 s, every core). Hard's search already compares its
# candidates finely on its own simulations, so more of the same buys little (with Hard's settings
# Expert won 55% against Hard); Expert spends the extra on a wider net and deeper, truer simulations
# (67.5% against Hard over 40 games; docs/AI.md, "The levels" and "Strength").
EXPERT_SETTINGS = SearchSettings(replies=4, max_placements=12, endgame=8)


@dataclass
class HardPlayer:
    seed: int = 0
    move_time: float = HARD_MOVE_TIME
    workers: int = 1  # processes the search is spread over (in a SearchPool)
    iterations: int | None = None  # simulations per shard instead of a time budget (reproducible, for tests)
    settings: SearchSettings = field(default_factory=SearchSettings)
    level: str = "hard"
    last: SearchStats = field(init=False, default_factory=SearchStats)
    history: list[SearchStats] = field(init=False, default_factory=list)

    def shard(self, game: Game, index: int) -> Shard:
        """Shard ``index`` of the search of ``game`` (every shard has the same candidates)."""
        return Shard(game, self.settings, stream_seed(self.seed, game.turn, index))

    def deadline(self, start: float) -> float:
        """When the search must stop (``time.monotonic()``), for a move asked for at ``start``."""
        return start + self.move_time * BUDGET_SHARE

    def choose(self, game: Game, cancel: CancelFlag | None = None, start: float | None = None) -> Move:
        """Search in this process, with one shard; ``start``: when the move was asked for
        (``time.monotonic()``; default now), the budget counts from then."""
        start = time.monotonic() if start is None else start
        shard = self.shard(game, 0)
        stats = SearchStats()
        best = sequential_halving([LocalShard(shard, cancel)], shard.priors, self.settings, self.deadline(start),
                                  self.iterations, cancel, stats)
        self.record(stats, start)
        return shard.moves()[best]

    def record(self, stats: SearchStats, start: float) -> None:
        stats.seconds = time.monotonic() - start
        self.last = stats
        self.history.append(stats)


def expert_player(seed: int = 0, move_time: float = EXPERT_MOVE_TIME, workers: int = 1) -> HardPlayer:
    """Expert: Hard's search with a longer budget, on every core it is given, looking wider and deeper."""
    return HardPlayer(seed, move_time=move_time, workers=workers, settings=EXPERT_SETTINGS, level="expert")
