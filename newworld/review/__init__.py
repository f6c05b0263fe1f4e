"""The post-game review: each turn of one seat seen with the computer's eyes. Pure Python.

``review_game(timeline, seat)`` asks Hard's search for the best move of every
turn the seat played and measures, with the same simulations, the points of
expected lead the played move gave up. See :mod:`newworld.review.analysis`.
"""

from newworld.review.analysis import Review, TurnReview, review_game, review_turn

__all__ = ["Review", "TurnReview", "review_game", "review_turn"]
