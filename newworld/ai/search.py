"""Hard's search, cut so that several processes can share it.

A search has *candidates* (the few best turns by Medium's evaluation) and runs
*simulations*: a candidate turn played on one sampled order of the unseen
cards, a few replies, then a value. Each :class:`Shard` owns its own stream of
sampled orders; :func:`sequential_halving` runs one or more shards side by side
(in this process, or in worker processes: ``newworld.ai.pool``), merges their
tallies at each phase, and drops the worse half of the candidates, until the
best one is left or the time is up.

Everything here reads only the public position (:func:`public_core`).
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from newworld.ai.base import CancelFlag
from newworld.ai.evaluate import Evaluator, Weights, cards_left, relative
from newworld.ai.greedy import medium_value
from newworld.ai.replies import fast_best_turn
from newworld.ai.turns import Turn, all_turns, public_core, turn_move
from newworld.engine.core import Core
from newworld.engine.game import Game
from newworld.engine.moves import Move

# Hard's evaluation: Medium's, with the chances of completion calibrated on what
# happens in games (a trail or town end closes far more often, and until much
# later, than Medium assumes) and then tuned in the arena (docs/AI.md).
HARD_WEIGHTS = Weights(trail_end=0.9, town_edge=0.8, farm_side=0.85, closing_scale=4.0, turns_per_end=2.2,
                       settler_back=3.0)


@dataclass(frozen=True)
class SearchSettings:
    """What a search does (the same in every shard)."""

    replies: int = 2  # turns after the candidate's, each player playing Medium's best move
    max_placements: int = 9  # candidates: the best few placements...
    max_settlers: int = 3  # ...each with its best few settler choices (none included)
    phases: int = 3  # sequential halving: the worse half goes after each phase
    prior: float = 1.0  # samples Medium's value of a candidate counts for
    # With this many cards left or fewer, simulations play on to the end of the game (exact
    # final scoring instead of the evaluation's guess when only a few turns remain).
    endgame: int = 6
    # Reward: 0, the lead over the best opponent; else the chance to win, each opponent's final
    # value taken as normal around its expected value, win_scale · sqrt(cards left + 1) apart.
    # The chance to win, not the lead: a sure small lead is worth more than a likely big one,
    # and when behind a gamble is (docs/AI.md, "The levels").
    win_scale: float = 2.5
    # With more than two players: a whole round of replies (every opponent, then the player
    # again) and this win_scale.
    multi_win_scale: float = 2.5
    # With more than two players: the replies run in whole rounds to one of the player's own next turns
    # (as many rounds as two-player replies reach: 2 replies, one round; 4, two).
    whole_round: bool = True
    # The opponents' replies chosen with Medium's own weights (True) or with ``weights`` like the player's own.
    medium_opponents: bool = False
    weights: Weights = field(default_factory=lambda: HARD_WEIGHTS)  # leaf values, replies, candidates

    def for_players(self, players: int) -> SearchSettings:
        """The settings for a game of ``players`` (more than two: see ``multi_win_scale``)."""
        if players <= 2:
            return self
        replies = players * math.ceil(self.replies / 2) if self.whole_round else self.replies
        return dataclasses.replace(self, replies=replies, win_scale=self.multi_win_scale)


@dataclass
class Tally:
    """What a shard's simulations added, per candidate (index in the shard's candidate list)."""

    samples: list[float]
    totals: list[float]
    simulations: int = 0
    rounds: int = 0  # sampled orders of the unseen cards

    @classmethod
    def empty(cls, size: int) -> Tally:
        return cls([0.0] * size, [0.0] * size)

    def add(self, other: Tally) -> None:
        for i, (n, total) in enumerate(zip(other.samples, other.totals, strict=True)):
            self.samples[i] += n
            self.totals[i] += total
        self.simulations += other.simulations
        self.rounds += other.rounds


@dataclass
class SearchStats:
    """What one search did: simulations, rounds (= sampled orders), candidates, shards, time."""

    simulations: int = 0
    rounds: int = 0
    seconds: float = 0.0
    candidates: int = 0
    shards: int = 1

    @property
    def rate(self) -> float:
        return self.simulations / self.seconds if self.seconds else 0.0


def stream_seed(seed: int, turn: int, shard: int) -> int:
    """The random stream of one shard of one move: reproducible, distinct per shard."""
    return (seed * 1_000_003 + turn * 9_176 + shard * 7_919) & 0xFFFFFFFF


class Shard:
    """One process's part of a search: the candidates and its own sampled orders of the unseen cards."""

    def __init__(self, game: Game, settings: SearchSettings, seed: int) -> None:
        self.settings = settings = settings.for_players(game.players)
        self.rng = random.Random(seed)
        self.core = core = public_core(game)
        self.me = core.player
        self.evaluator = Evaluator.for_game(core, settings.weights)
        self.turns, self.priors = self._candidates(core, medium_value(core, settings.weights))
        if settings.win_scale:
            self.priors = [self.reward(turn.after) for turn in self.turns]
        self.rest = list(core.deck[core.deck_pos:])
        self.strata = self.rest[:]  # the next card drawn cycles through the unseen cards: stratified sampling
        self.rng.shuffle(self.strata)
        self.rounds = 0

    def moves(self) -> list[Move]:
        return [turn_move(self.core, turn) for turn in self.turns]

    def _candidates(self, core: Core, value: Callable[[Core], float]) -> tuple[list[Turn], list[float]]:
        """The best few placements (by their best turn), each with its best few settler choices."""
        by_place: dict[tuple[int, int], list[tuple[float, Turn]]] = {}
        for turn in all_turns(core, value):
            by_place.setdefault((turn.cell, turn.rotation), []).append((value(turn.after), turn))
        places = sorted(by_place.values(), key=lambda group: -max(v for v, _ in group))
        chosen: list[tuple[float, Turn]] = []
        for group in places[:self.settings.max_placements]:
            group.sort(key=lambda vt: -vt[0])
            chosen.extend(group[:self.settings.max_settlers])
        chosen.sort(key=lambda vt: -vt[0])
        return [t for _, t in chosen], [v for v, _ in chosen]

    def run(self, alive: Sequence[int], deadline: float | None, simulations: int | None,
            cancel: CancelFlag | None = None) -> Tally:
        """Simulate the ``alive`` candidates, a round (one sampled order) at a time, until
        ``deadline`` (``time.monotonic()``) or ``simulations`` or ``cancel``.

        Only whole rounds count: every candidate is judged on the same orders of
        the cards (a round cut short by the deadline is dropped).
        """
        tally = Tally.empty(len(self.turns))

        def stop() -> bool:
            if cancel is not None and cancel.is_set():
                return True
            return deadline is not None and simulations is None and time.monotonic() >= deadline

        while alive and not stop() and (simulations is None or tally.simulations < simulations):
            unseen = self._sample()
            rewards = []
            for i in alive:
                if stop():
                    return tally
                rewards.append(self.simulate(self.turns[i], unseen, cancel))
            for i, reward in zip(alive, rewards, strict=True):
                tally.totals[i] += reward
                tally.samples[i] += 1
            tally.simulations += len(alive)
            tally.rounds += 1
        return tally

    def _sample(self) -> tuple[int, ...]:
        """One order of the unseen cards, its first card taken in turn from the shuffled strata."""
        rest = self.rest
        self.rng.shuffle(rest)
        if rest:
            i = rest.index(self.strata[self.rounds % len(self.strata)])
            rest[0], rest[i] = rest[i], rest[0]
        self.rounds += 1
        return tuple(rest)

    def simulate(self, turn: Turn, unseen: tuple[int, ...], cancel: CancelFlag | None) -> float:
        """The candidate ``turn``, then the replies, on the order ``unseen``: the player's lead."""
        core = turn.after.clone()
        core.deck = core.deck[:core.deck_pos] + unseen
        core.end_turn()
        replies = self.settings.replies
        if len(unseen) <= self.settings.endgame:
            replies = len(unseen) + 1  # to the end
        for _ in range(replies):
            if core.over or (cancel is not None and cancel.is_set()):
                break
            weights = self.settings.weights if core.player == self.me or not self.settings.medium_opponents else None
            core = fast_best_turn(core, Evaluator.for_game(core, weights), cancel).after
            core.end_turn()
        return self.reward(core)

    def reward(self, core: Core) -> float:
        """What a simulation that reached ``core`` is worth to the player (see ``SearchSettings.win_scale``)."""
        values = core.scores if core.over else self.evaluator.values(core)
        scale = self.settings.win_scale
        if not scale:
            return relative(values, self.me, self.settings.weights.rival_mean)
        spread = scale * math.sqrt(0 if core.over else cards_left(core) + 1) or 0.5
        mine = values[self.me]
        chance = 1.0
        for p, value in enumerate(values):
            if p != self.me:
                chance *= 0.5 * (1.0 + math.erf((mine - value) / (spread * math.sqrt(2.0))))
        return chance


class ShardLink(Protocol):
    """A shard in this process or in another: start a phase, then collect its tally."""

    def begin(self, alive: Sequence[int], deadline: float | None, simulations: int | None) -> None: ...

    def result(self) -> Tally: ...


@dataclass
class LocalShard:
    """A :class:`Shard` run in this process (when its result is asked for)."""

    shard: Shard
    cancel: CancelFlag | None = None
    _args: tuple[Sequence[int], float | None, int | None] = field(default=((), None, None), init=False)

    def begin(self, alive: Sequence[int], deadline: float | None, simulations: int | None) -> None:
        self._args = (alive, deadline, simulations)

    def result(self) -> Tally:
        return self.shard.run(*self._args, cancel=self.cancel)


def sequential_halving(links: Sequence[ShardLink], priors: Sequence[float], settings: SearchSettings,
                       deadline: float, iterations: int | None, cancel: CancelFlag | None,
                       stats: SearchStats) -> int:
    """Run the shards phase by phase; after each phase drop the worse half; return the best candidate.

    Each phase ends at its share of the time up to ``deadline`` (or, with
    ``iterations``, after its share of that many simulations per shard). Medium's
    value of a candidate counts as one sample of it.
    """
    size = len(priors)
    merged = Tally([settings.prior] * size, [settings.prior * p for p in priors])
    alive = list(range(size))
    start = time.monotonic()
    phases = settings.phases
    for phase in range(1, phases + 1):
        if len(alive) <= 1 or (cancel is not None and cancel.is_set()):
            break
        end = start + (deadline - start) * phase / phases
        sims = None if iterations is None else iterations * phase // phases - iterations * (phase - 1) // phases
        for link in links:
            link.begin(alive, end, sims)
        for link in links:
            merged.add(link.result())
        if phase < phases:
            alive.sort(key=lambda i: -merged.totals[i] / merged.samples[i])
            del alive[max(1, math.ceil(len(alive) / 2)):]
    stats.simulations += merged.simulations
    stats.rounds += merged.rounds
    stats.candidates = size
    stats.shards = len(links)
    return max(alive, key=lambda i: merged.totals[i] / merged.samples[i])
