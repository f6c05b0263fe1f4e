"""Tuning: a level with other settings against an opponent, in the arena.

    python tools/ai_tune.py [--level medium|hard] [--against LEVEL] [--move-time T]
                            [--games N] [--players P] [--lone] [--seed S] VARIANT ...

A VARIANT is ``NAME=VALUE[,NAME=VALUE...]`` over the fields of
:class:`newworld.ai.evaluate.Weights` (the evaluation: Medium's whole view,
Hard's leaf values, replies and candidates; starting from each level's own)
and, for Hard, of :class:`newworld.ai.search.SearchSettings`; a tuple is
written ``4:3:2.5:2:1.5``.
``-`` is the level as it is. Medium games take a fraction of a second, so a
few hundred paired games per variant measure a change of a few percent; what
helps there is then tried in Hard. One JSON line per variant.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from newworld.ai.arena import Contestant, Side, play_sides
from newworld.ai.base import SEARCH_LEVELS, ComputerPlayer
from newworld.ai.evaluate import Weights
from newworld.ai.greedy import MediumPlayer
from newworld.ai.mcts import HardPlayer
from newworld.ai.search import HARD_WEIGHTS, SearchSettings


def _value(text: str, current: Any) -> Any:
    if isinstance(current, bool):
        return text.lower() in ("1", "true", "yes")
    if isinstance(current, tuple):
        return tuple(float(v) for v in text.split(":"))
    return type(current)(text)


def parse_variant(text: str, base: Weights | None = None) -> tuple[Weights, SearchSettings]:
    """``NAME=VALUE,...`` applied to ``base`` (default: Medium's weights) and the default search settings;
    ValueError names what is wrong."""
    weights, settings = base or Weights(), SearchSettings()
    names = {f.name for f in dataclasses.fields(Weights)} | {f.name for f in dataclasses.fields(SearchSettings)}
    for part in filter(None, text.split(",")):
        if part == "-":
            continue
        name, _, value = part.partition("=")
        if name not in names or name == "weights" or not value:
            raise ValueError(f"{part!r}: expected NAME=VALUE with NAME one of {', '.join(sorted(names))}")
        if hasattr(weights, name):
            weights = dataclasses.replace(weights, **{name: _value(value, getattr(weights, name))})
        else:
            settings = dataclasses.replace(settings, **{name: _value(value, getattr(settings, name))})
    return weights, dataclasses.replace(settings, weights=weights)


@dataclass(frozen=True)
class Variant:
    """A level with other settings, as an arena contestant."""

    level: str
    base: str  # "medium" or "hard"
    text: str
    move_time: float | None = None

    def player(self, seed: int) -> ComputerPlayer:
        weights, settings = parse_variant(self.text, HARD_WEIGHTS if self.base == "hard" else None)
        if self.base == "hard":
            return HardPlayer(seed, move_time=self.move_time or 1.0, workers=1, settings=settings)
        return MediumPlayer(seed, weights)


def _progress(variant: str) -> Callable[[int, dict[str, Any]], None]:
    """A line per game on stderr, as ``newworld-cli arena --progress`` prints it (with the variant)."""
    def progress(i: int, info: dict[str, Any]) -> None:
        print(f"{variant} game {i + 1}: seats {''.join(info['sides'])} scores {info['scores']}",
              file=sys.stderr, flush=True)
    return progress


def measure(variant: str, level: str, against: str, games: int, players: int, seed: int, lone: bool,
            move_time: float | None, progress: bool = False) -> dict[str, Any]:
    sides: dict[str, Contestant] = {"a": Variant(variant, level, variant, move_time),
                                    "b": Side(against, move_time, 1)}
    searching = level == "hard" or against in SEARCH_LEVELS  # one search process for each side
    result = play_sides(sides, games, players, seed, _progress(variant) if progress else None, lone=lone,
                        workers=1 if searching else 0)
    keys = ("games", "wins_a", "wins_b", "draws", "win_rate_a", "ci95", "mean_score_diff", "move_time")
    return {"variant": variant, "level": level, "against": against, "players": players, "lone": lone,
            **{k: result[k] for k in keys}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("variants", nargs="+")
    parser.add_argument("--level", choices=("medium", "hard"), default="medium")
    parser.add_argument("--against", default=None, help="the opponent level (default: the same level as it is)")
    parser.add_argument("--move-time", type=float, default=None)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lone", action="store_true", help="the variant in one seat, the opponent in the others")
    parser.add_argument("--progress", action="store_true", help="a line per game on stderr")
    args = parser.parse_args()
    for variant in args.variants:
        parse_variant(variant)  # every variant is checked before the first game
    for variant in args.variants:
        print(json.dumps(measure(variant, args.level, args.against or args.level, args.games, args.players,
                                 args.seed, args.lone, args.move_time, args.progress)), flush=True)


if __name__ == "__main__":
    main()
