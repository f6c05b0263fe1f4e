"""Value objects that cross the engine boundary, each with a text form.

``Move.from_str("3,-2/1 R0 >1,0")`` reads back what ``Move.to_str`` writes:
the card goes to column 3, row -2, turned once clockwise; a Robber stands on
feature 0 of that card; of the buildings completed, the second is scored
first. Settler letters: R Robber (trail), S Shopkeeper (town), T Trapper
(plains), F Farmer (farm).
"""

from __future__ import annotations

import re

import attrs

from newworld.engine.catalog import FARM, PLAINS, TOWN, TRAIL
from newworld.engine.errors import InvalidMoveError

ROLE_LETTERS = {PLAINS: "T", TRAIL: "R", TOWN: "S", FARM: "F"}
KIND_BY_LETTER = {letter: kind for kind, letter in ROLE_LETTERS.items()}

_PLACEMENT = re.compile(r"^(-?\d{1,4}),(-?\d{1,4})/([0-3])$")
_SETTLER = re.compile(r"^([RSTF])(\d{1,2})$")
_ORDER = re.compile(r"^>(\d{1,2}(?:,\d{1,2}){0,15})$")


@attrs.frozen
class Placement:
    """Where the drawn card goes: column ``x`` (1 = next to the coast), row ``y``,
    turned ``rotation`` quarter turns clockwise."""

    x: int
    y: int
    rotation: int = attrs.field(default=0)

    @rotation.validator
    def _check_rotation(self, _attribute: object, value: int) -> None:
        if value not in (0, 1, 2, 3):
            raise InvalidMoveError(f"rotation must be 0..3, got {value!r}")

    def to_str(self) -> str:
        return f"{self.x},{self.y}/{self.rotation}"

    @classmethod
    def from_str(cls, text: str) -> Placement:
        m = _PLACEMENT.match(text)
        if not m:
            raise InvalidMoveError(f"bad placement {text!r} (expected 'x,y/rotation', e.g. '1,4/0')")
        return cls(int(m[1]), int(m[2]), int(m[3]))

    def __str__(self) -> str:
        return self.to_str()


@attrs.frozen
class SettlerChoice:
    """A settler on feature ``feature`` of the card just placed, in the role its kind gives."""

    kind: int
    feature: int

    @property
    def letter(self) -> str:
        return ROLE_LETTERS[self.kind]

    def to_str(self) -> str:
        return f"{self.letter}{self.feature}"

    @classmethod
    def from_str(cls, text: str) -> SettlerChoice:
        m = _SETTLER.match(text)
        if not m:
            raise InvalidMoveError(f"bad settler {text!r} (expected a role letter R/S/T/F and a feature number)")
        return cls(KIND_BY_LETTER[m[1]], int(m[2]))

    def __str__(self) -> str:
        return self.to_str()


@attrs.frozen
class Move:
    """One whole turn: placement, an optional settler, an optional scoring order.

    ``order`` is a permutation of the indices of the buildings this turn
    completes (as :meth:`Game.scorings` lists them); ``None`` keeps that order.
    """

    placement: Placement
    settler: SettlerChoice | None = None
    order: tuple[int, ...] | None = None

    def to_str(self) -> str:
        parts = [self.placement.to_str()]
        if self.settler is not None:
            parts.append(self.settler.to_str())
        if self.order is not None:
            parts.append(">" + ",".join(str(i) for i in self.order))
        return " ".join(parts)

    @classmethod
    def from_str(cls, text: str) -> Move:
        if not isinstance(text, str):
            raise InvalidMoveError(f"a move is a text, got {type(text).__name__}")
        tokens = text.split()
        if not 1 <= len(tokens) <= 3:
            raise InvalidMoveError(f"bad move {text!r} (expected 'x,y/r [settler] [>order]')")
        placement = Placement.from_str(tokens[0])
        settler = None
        order = None
        for token in tokens[1:]:
            if token.startswith(">") and order is None:
                m = _ORDER.match(token)
                if not m:
                    raise InvalidMoveError(f"bad scoring order {token!r} (expected e.g. '>1,0')")
                order = tuple(int(i) for i in m[1].split(","))
            elif settler is None and order is None:
                settler = SettlerChoice.from_str(token)
            else:
                raise InvalidMoveError(f"bad move {text!r}: unexpected {token!r}")
        return cls(placement, settler, order)

    def __str__(self) -> str:
        return self.to_str()
