"""Errors raised by the engine. All are ValueError subclasses.

A move error carries its kind as data (:class:`MoveProblem`) for the narration to word
for the player; its message is the technical detail (for logs, the CLI and bug reports).
"""

from __future__ import annotations

import enum


class MoveProblem(enum.Enum):
    """Why a move cannot be played."""

    MALFORMED = "malformed"  # not a move at all, or a settler on a feature the card does not have
    GAME_OVER = "game-over"
    OFF_THE_MAP = "off-the-map"  # east of the coast or beyond the last row
    OCCUPIED = "occupied"  # a card already lies on that cell
    NOT_TOUCHING = "not-touching"  # no card or starting space next to the cell
    EDGES_DIFFER = "edges-differ"  # an edge does not continue its neighbour
    NO_SETTLER_LEFT = "no-settler-left"
    FEATURE_TAKEN = "feature-taken"  # a settler already stands on that trail, town, farm or plains
    SCORING_ORDER = "scoring-order"  # no order to give, or not a permutation of the completed buildings
    NOTHING_TO_UNDO = "nothing-to-undo"
    NOT_YOUR_TURN = "not-your-turn"  # the seat to move is not the caller's (a session's check, not the rules')


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input."""


class CatalogError(EngineError):
    """The card catalog data is malformed; the message names card and field."""


class MoveError(EngineError):
    """A move the engine refuses; ``problem`` says why (the message gives the detail)."""

    def __init__(self, detail: str, problem: MoveProblem = MoveProblem.MALFORMED) -> None:
        super().__init__(detail)
        self.problem = problem

    def __reduce__(self) -> tuple[type[MoveError], tuple[str, MoveProblem]]:
        return type(self), (str(self), self.problem)  # keeps the problem across processes

    @property
    def detail(self) -> str:
        return str(self)


class InvalidMoveError(MoveError):
    """A move or its text form is malformed (cannot be understood)."""


class IllegalMoveError(MoveError):
    """A well-formed move that the rules do not allow in this position."""
