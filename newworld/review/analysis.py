"""Review one seat's turns: the move played, the best move Hard's search finds, the points lost.

For each turn of the seat, Hard searches the position as the player saw it
(``move_time`` seconds); if it prefers another move, both moves are valued on
the same sampled orders of the unseen cards (:func:`newworld.review.appraise.appraise`)
and the loss is the expected lead the played move gave up (0 when the played
move is as good or better: then it counts as the best found). Everything is
data: the window and ``newworld-cli review`` word it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from newworld.ai import CancelFlag, make_player
from newworld.engine.moves import Move
from newworld.replay import Timeline
from newworld.review.appraise import appraise

DEFAULT_MOVE_TIME = 1.0  # seconds of Hard's search per turn
APPRAISAL_SHARE = 0.5  # valuing the two moves takes this share of the search's time again
MIN_ROUNDS = 8  # ...but at least this many sampled orders of the unseen cards
COSTLIEST = 3  # the turns the review points out
NO_LOSS = 0.05  # a smaller difference (0.0 when printed to one decimal) counts as none

Progress = Callable[[int, int], None]  # (turns reviewed, turns to review)


@attrs.frozen
class TurnReview:
    """One turn: what was played, the best move found and the expected points of lead lost (≥ 0)."""

    number: int  # the turn's number in the game (1 for the first)
    player: int
    played: Move
    best: Move
    loss: float

    @property
    def best_was_played(self) -> bool:
        return same_move(self.played, self.best)


@attrs.frozen
class Review:
    """The turns of one seat reviewed so far (``complete``: all of them)."""

    seat: int
    turns: tuple[TurnReview, ...]
    complete: bool

    @property
    def total_loss(self) -> float:
        return sum(t.loss for t in self.turns)

    def costliest(self, count: int = COSTLIEST) -> tuple[TurnReview, ...]:
        """The ``count`` turns that lost the most (only turns that lost anything), costliest first."""
        losing = sorted((t for t in self.turns if t.loss > 0), key=lambda t: (-t.loss, t.number))
        return tuple(losing[:count])

    def to_json(self) -> dict[str, Any]:
        """``{"seat", "turns": [{"turn", "played", "best", "loss"}...], "total_loss", "complete"}``
        (the seat counted from 1, points to one decimal)."""
        return {
            "seat": self.seat + 1,
            "turns": [{"turn": t.number, "played": t.played.to_str(), "best": t.best.to_str(),
                       "loss": round(t.loss, 1)} for t in self.turns],
            "total_loss": round(self.total_loss, 1),
            "complete": self.complete,
        }


def same_move(a: Move, b: Move) -> bool:
    """The same turn (no scoring order given is the default order)."""
    if a.placement != b.placement or a.settler != b.settler:
        return False
    order_a, order_b = a.order, b.order
    if order_a is None or order_b is None:
        given = order_a if order_a is not None else order_b
        return given is None or list(given) == sorted(given)
    return order_a == order_b


def review_turn(timeline: Timeline, number: int, *, move_time: float = DEFAULT_MOVE_TIME, seed: int = 0,
                rounds: int | None = None, cancel: CancelFlag | None = None) -> TurnReview:
    """Turn ``number`` of ``timeline`` reviewed (``rounds``: sampled orders for valuing the two
    moves; default as many as fit in half the search's time, at least :data:`MIN_ROUNDS`)."""
    turn = timeline.turn(number)
    game = timeline.game_at(number - 1)
    best = make_player("hard", seed=seed + number, move_time=move_time).choose(game.copy(), cancel)
    if same_move(best, turn.move):
        return TurnReview(number, turn.player, turn.move, turn.move, 0.0)
    seconds = move_time * APPRAISAL_SHARE if rounds is None else None
    values = appraise(game, [turn.move, best], seed=seed + number, rounds=rounds, seconds=seconds,
                      min_rounds=MIN_ROUNDS if rounds is None else 1, cancel=cancel)
    played_value, best_value = values
    if best_value - played_value < NO_LOSS:  # the search's pick was no better on these samples
        return TurnReview(number, turn.player, turn.move, turn.move, 0.0)
    return TurnReview(number, turn.player, turn.move, best, best_value - played_value)


def review_game(timeline: Timeline, seat: int, *, move_time: float = DEFAULT_MOVE_TIME, seed: int = 0,
                rounds: int | None = None, progress: Progress | None = None,
                cancel: CancelFlag | None = None) -> Review:
    """Every turn ``seat`` (0 for the first) played in ``timeline``, reviewed in order.

    ``progress(done, total)`` is called before the first turn and after each; when
    ``cancel`` is set the review stops and returns the turns done (``complete`` False).
    """
    if not 0 <= seat < timeline.players:
        raise ValueError(f"seat must be 1..{timeline.players}, got {seat + 1}")
    numbers = [t.number for t in timeline.turns if t.player == seat]
    done: list[TurnReview] = []
    if progress is not None:
        progress(0, len(numbers))
    for number in numbers:
        if cancel is not None and cancel.is_set():
            return Review(seat, tuple(done), complete=False)
        done.append(review_turn(timeline, number, move_time=move_time, seed=seed, rounds=rounds, cancel=cancel))
        if progress is not None:
            progress(len(done), len(numbers))
    return Review(seat, tuple(done), complete=True)
