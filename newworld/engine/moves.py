"""Value objects that cross the engine boundary, each with a text form.

``Move.from_str("3,-2/1 R0 >1,0")`` reads back what ``Move.to_str`` writes:
the card goes to column 3, row -2, turned once clockwise; a Robber stands on
feature 0 of that card; of the buildings completed, the second is scored
first. Settler letters: R Robber (trail), S Shopkeeper (town), T Trapper
(plains), F Farmer (farm).

The text form is canonical: each move has exactly one spelling (the one
``to_str`` writes), so parts are separated by one plain space and numbers are
written in ASCII digits without a sign "+" or leading zeros. Anything else is
refused with an :class:`InvalidMoveError` that says what is wrong.
"""

from __future__ import annotations

import re

import attrs

from newworld.engine.errors import InvalidMoveError
from newworld.engine.rules import KIND_BY_LETTER, ROLE_LETTERS

_INT = r"(?:0|-?[1-9][0-9]{0,3})"  # as str(int) writes it: no "+", no leading zero, no "-0"
_INDEX = r"(?:0|[1-9][0-9]?)"
_PLACEMENT = re.compile(rf"({_INT}),({_INT})/([0-3])")
_SETTLER = re.compile(rf"([{''.join(KIND_BY_LETTER)}])({_INDEX})")
_ORDER = re.compile(rf">({_INDEX}(?:,{_INDEX}){{0,15}})")
_MOVE_FORM = "expected 'x,y/r [settler] [>order]'"


def _number_problem(token: str) -> str:
    """Why the numbers in ``token`` are not in canonical form ('' if they look fine)."""
    if any(c.isdigit() and c not in "0123456789" for c in token):
        return ": digits must be 0-9"
    if "+" in token:
        return ": no '+' sign"
    if re.search(r"(?<![0-9])-?0[0-9]", token):
        return ": no leading zeros"
    if re.search(r"-0(?![0-9])", token):
        return ": write -0 as 0"
    return ""


def _spacing_problem(text: str) -> str:
    """Why the parts of ``text`` are not separated canonically ('' if they are)."""
    if text != text.strip():
        return "blank space at the start or end"
    if "  " in text:
        return "two spaces in a row (the parts are separated by one space)"
    if any(c.isspace() and c != " " for c in text):
        return "the parts are separated by one plain space"
    return ""


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
        m = _PLACEMENT.fullmatch(text) if isinstance(text, str) else None
        if not m:
            raise InvalidMoveError(f"bad placement {text!r}{_number_problem(str(text))} "
                                   f"(expected 'x,y/rotation', e.g. '1,4/0')")
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
        m = _SETTLER.fullmatch(text) if isinstance(text, str) else None
        if not m:
            raise InvalidMoveError(f"bad settler {text!r}{_number_problem(str(text))} "
                                   f"(expected a role letter {'/'.join(KIND_BY_LETTER)} and a feature number)")
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

    @property
    def chosen_order(self) -> tuple[int, ...] | None:
        """The scoring order the player chose, None for the default one (written out or not)."""
        order = self.order
        return None if order is None or order == tuple(range(len(order))) else order

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
        spacing = _spacing_problem(text)
        if spacing:
            raise InvalidMoveError(f"bad move {text!r}: {spacing} ({_MOVE_FORM})")
        if not text:
            raise InvalidMoveError(f"bad move '' ({_MOVE_FORM})")
        tokens = text.split(" ")
        if len(tokens) > 3:
            raise InvalidMoveError(f"bad move {text!r}: more than three parts ({_MOVE_FORM})")
        placement = Placement.from_str(tokens[0])
        settler = None
        order = None
        for token in tokens[1:]:
            if token.startswith(">") and order is None:
                m = _ORDER.fullmatch(token)
                if not m:
                    raise InvalidMoveError(f"bad scoring order {token!r}{_number_problem(token)} "
                                           f"(expected e.g. '>1,0')")
                order = tuple(int(i) for i in m[1].split(","))
            elif settler is None and order is None:
                settler = SettlerChoice.from_str(token)
            else:
                raise InvalidMoveError(f"bad move {text!r}: unexpected {token!r}")
        return cls(placement, settler, order)

    def __str__(self) -> str:
        return self.to_str()
