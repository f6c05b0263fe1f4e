"""The human turn being composed: a value (:class:`TurnDraft`) and its keeper (:class:`TurnComposer`).

The composer knows the legal placements of the drawn card and applies the
player's intents (put the card on a cell, turn it, pick a settler spot, take
the card back, confirm) to the draft, emitting ``draftChanged`` with the new
value; the scene, the hand and the turn box show it. Confirming emits the
turn as a :class:`Move`; nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs
from PySide6.QtCore import QObject, Signal

from newworld.engine.catalog import CardType
from newworld.engine.moves import Move, Placement, SettlerChoice

Cell = tuple[int, int]


@attrs.frozen
class TurnDraft:
    """The turn as far as the player has composed it. ``card`` None: nobody may act on the board."""

    card: CardType | None = None
    player: int = -1
    supply: int = 0
    rotation: int = 0  # of the card in the hand, or on its cell
    placement: Placement | None = None  # the card lies there, not yet confirmed
    choices: tuple[SettlerChoice, ...] = ()  # where a settler may go on the placed card
    settler: SettlerChoice | None = None

    @property
    def active(self) -> bool:
        return self.card is not None

    @property
    def placed(self) -> bool:
        return self.placement is not None

    def move(self) -> Move | None:
        return None if self.placement is None else Move(self.placement, self.settler)


class TurnComposer(QObject):
    """Keeps the :class:`TurnDraft` of a human turn and turns the player's intents into new drafts."""

    draftChanged = Signal(object)  # the new TurnDraft
    moveChosen = Signal(object)  # the confirmed Move (scoring order still the default)

    def __init__(self, settler_choices: Callable[[Placement], list[SettlerChoice]],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settler_choices = settler_choices
        self.draft = TurnDraft()
        self.fits: dict[Cell, tuple[int, ...]] = {}  # legal rotations of the drawn card per cell
        self._fits_of_turn: dict[Cell, tuple[int, ...]] = {}  # the last turn's, for resume()

    def _set(self, draft: TurnDraft) -> None:
        if draft != self.draft:
            self.draft = draft
            self.draftChanged.emit(draft)

    # --- the turn begins and ends ---------------------------------------------------

    def begin(self, card: CardType, player: int, supply: int, placements: Iterable[Placement]) -> None:
        fits: dict[Cell, list[int]] = {}
        for p in placements:
            fits.setdefault((p.x, p.y), []).append(p.rotation)
        self.fits = {cell: tuple(sorted(rots)) for cell, rots in fits.items()}
        self.draft = TurnDraft()  # a new turn always announces itself
        self._set(TurnDraft(card, player, supply))

    def end(self) -> TurnDraft:
        """No turn to compose (now); returns the draft there was."""
        draft, self._fits_of_turn = self.draft, self.fits
        self.fits = {}
        self._set(TurnDraft())
        return draft

    def resume(self, draft: TurnDraft) -> bool:
        """Take up ``draft`` again, as it was when the turn was :meth:`end`-ed (False: there is none)."""
        if not draft.active or not self._fits_of_turn:
            return False
        self.fits = self._fits_of_turn
        self._set(draft)
        return True

    # --- the player's intents ----------------------------------------------------------

    def landing(self, cell: Cell) -> int | None:
        """The rotation the card takes when put on ``cell`` as it is turned now (None: it fits nowhere there):
        as it is if that fits, else the nearest rotation that fits."""
        rots = self.fits.get(cell)
        return None if not self.draft.active or not rots else nearest_rotation(rots, self.draft.rotation)

    def place_at(self, x: int, y: int, rotation: int | None = None) -> bool:
        """Put the card on a legal cell, turned ``rotation`` (None: as :meth:`landing` says)."""
        d = self.draft
        rots = self.fits.get((x, y))
        if not d.active or not rots:
            return False
        rot = rotation if rotation is not None else nearest_rotation(rots, d.rotation)
        if rot not in rots:
            return False
        placement = Placement(x, y, rot)
        choices = tuple(self._settler_choices(placement)) if d.supply > 0 else ()
        self._set(attrs.evolve(d, rotation=rot, placement=placement, choices=choices, settler=None))
        return True

    def take_back(self) -> bool:
        """The card goes back to the hand (before the turn is confirmed)."""
        d = self.draft
        if not d.active or d.placement is None:
            return False
        self._set(attrs.evolve(d, placement=None, choices=(), settler=None))
        return True

    def turn_card(self, step: int = 1, over: Cell | None = None) -> None:
        """Turn the card: on its cell, to the next rotation that fits there; dragged ``over`` a cell,
        to the next rotation that fits that cell after the one it shows; in the hand, to the next that
        fits anywhere."""
        d = self.draft
        if not d.active:
            return
        if d.placement is not None:
            rots = self.fits[(d.placement.x, d.placement.y)]
            if len(rots) > 1:
                i = rots.index(d.placement.rotation)
                self.place_at(d.placement.x, d.placement.y, rots[(i + step) % len(rots)])
            return
        if over is not None:
            here = self.fits.get(over)
            if not here:
                self._set(attrs.evolve(d, rotation=(d.rotation + step) % 4))
                return
            shown = nearest_rotation(here, d.rotation)  # the card shows turned so over that cell
            self._set(attrs.evolve(d, rotation=here[(here.index(shown) + step) % len(here)]))
            return
        fitting = {r for rots in self.fits.values() for r in rots}
        for k in range(1, 5):
            r = (d.rotation + k * step) % 4
            if r in fitting or not fitting:
                self._set(attrs.evolve(d, rotation=r))
                return

    def choose_settler(self, choice: SettlerChoice | None) -> None:
        d = self.draft
        if not d.active or d.placement is None or (choice is not None and choice not in d.choices):
            return
        self._set(attrs.evolve(d, settler=choice))

    def toggle_settler(self, choice: SettlerChoice) -> None:
        """A click on a marker: pick it, or put the settler back if it was picked."""
        self.choose_settler(None if self.draft.settler == choice else choice)

    def confirm(self) -> bool:
        move = self.draft.move()
        if move is None:
            return False
        self.moveChosen.emit(move)
        return True


def nearest_rotation(rotations: Iterable[int], rotation: int) -> int:
    """The rotation of ``rotations`` fewest quarter turns from ``rotation`` (clockwise first on a tie)."""
    return min(rotations, key=lambda r: (min((r - rotation) % 4, (rotation - r) % 4), (r - rotation) % 4))
