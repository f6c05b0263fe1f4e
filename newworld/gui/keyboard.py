"""Playing a turn with the keyboard alone: its own gesture beside the mouse's (:mod:`newworld.gui.interactions`).

While a human composes a turn and the board has the keyboard focus:

* the **arrow keys** lay the drawn card on the nearest cell in that direction
  where it fits (the first press: the cell nearest the middle of the view),
  turned as it was if that fits there, else the first way that fits
  (Ctrl+arrows, and the arrows outside a turn, still pan: the view's own keys);
* **R** turns it to the next rotation that fits (**Shift+R** back) — the
  board's own R (:class:`~newworld.gui.interactions.BoardInput`) already
  does the forward turn, so only Shift+R is handled here;
* **Tab** (**Shift+Tab**) goes through the places where a settler may stand on
  the card, and back to none; **Space** takes none; **Enter** confirms (both
  the board's own keys).

Like every gesture it only changes the :class:`~newworld.gui.draft.TurnDraft`
through the :class:`~newworld.gui.draft.TurnComposer`; the card on its cell
is the cursor, and the view keeps it on screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from newworld.gui.draft import Cell, TurnComposer
from newworld.gui.geometry import cell_rect, scene_cell
from newworld.gui.view import BoardView

# Screen directions of the arrow keys; a cell's column grows westward (to the left).
DIRECTIONS: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
                                          Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
SIDEWAYS_COST = 2  # a cell off the arrow's line counts this much more per step aside


def on_screen(cell: Cell) -> tuple[int, int]:
    """A cell's place in screen directions (right and down grow)."""
    return -cell[0], cell[1]


def next_cell(cells: list[Cell], start: Cell, direction: tuple[int, int]) -> Cell | None:
    """The cell of ``cells`` nearest ``start`` in ``direction`` (a step aside costs more than a
    step ahead); None if there is none that way."""
    sx, sy = on_screen(start)
    best: tuple[int, int, Cell] | None = None
    for cell in cells:
        cx, cy = on_screen(cell)
        ahead = (cx - sx) * direction[0] + (cy - sy) * direction[1]
        aside = abs((cx - sx) * direction[1] - (cy - sy) * direction[0])
        if ahead <= 0:
            continue
        rank = (ahead + SIDEWAYS_COST * aside, aside, cell)
        if best is None or rank < best:
            best = rank
    return None if best is None else best[2]


def nearest_cell(cells: list[Cell], target: Cell) -> Cell | None:
    tx, ty = target
    return min(cells, key=lambda c: (abs(c[0] - tx) + abs(c[1] - ty), c), default=None)


class KeyboardPlay(QObject):
    """The keyboard's gesture on ``view`` (an event filter, asked before the board's own keys)."""

    def __init__(self, view: BoardView, composer: TurnComposer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view, self.composer = view, composer
        view.installEventFilter(self)

    def key(self, key: int, shift: bool = False) -> bool:
        """Act on ``key``; True if it was used. Keys are only used while a human turn is composed."""
        draft = self.composer.draft
        if not draft.active:
            return False
        if key in DIRECTIONS:
            self.step(DIRECTIONS[key])
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.next_settler(-1 if shift or key == Qt.Key.Key_Backtab else 1)
        elif key == Qt.Key.Key_R and shift:
            self.composer.turn_card(-1)
        else:
            return False
        return True

    def step(self, direction: tuple[int, int]) -> None:
        """Lay the card on the next cell that way where it fits (it stays if there is none)."""
        cells = sorted(self.composer.fits)
        placement = self.composer.draft.placement
        if placement is None:
            target = nearest_cell(cells, scene_cell(self.view.visible_scene_rect().center()))
        else:
            target = next_cell(cells, (placement.x, placement.y), direction)
        if target is None:
            return
        self.composer.place_at(*target)
        self.view.reveal(cell_rect(*target), animate=False)

    def next_settler(self, step: int) -> None:
        """The next place for a settler on the card (after the last one: none, then the first again)."""
        draft = self.composer.draft
        if not draft.placed or not draft.choices:
            return
        cycle = [None, *draft.choices]
        index = cycle.index(draft.settler) if draft.settler in cycle else 0
        self.composer.choose_settler(cycle[(index + step) % len(cycle)])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent) or watched is not self.view:
            return False
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        shift = mods == Qt.KeyboardModifier.ShiftModifier
        if mods and not shift:
            return False
        return self.key(event.key(), shift)
