"""Every card's layout never changes by accident: a fingerprint of all types and rotations, recorded once.

:func:`newworld.gui.geometry.build_layout` places the settler spots, the
region map, Trading Post cabins, Town Flags, houses, animals and trees of a
card type in one rotation (its random touches seeded by card and rotation).
``tests/fixtures/card-layouts.json`` holds a digest of each part of each of
the 200 layouts, recorded from the layout code as it was before it was made
fast (a BFS distance transform and ``pixelColor`` reads); a speed-up that moves
anything fails here and names the card, the rotation and the parts.

To record the file anew (only for a deliberate change of what is drawn, or a
change of the card set; say so in the changelog):
``QT_QPA_PLATFORM=offscreen python tests/test_geometry_layouts.py``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from newworld.engine.catalog import default_catalog
from newworld.gui.geometry import MASK, Layout, _clearance, build_layout

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "card-layouts.json"
RECORD = "QT_QPA_PLATFORM=offscreen python tests/test_geometry_layouts.py"


def _xy(p: QPointF) -> tuple[float, float]:
    return (p.x(), p.y())


def _path(path: QPainterPath) -> list[tuple[int, float, float]]:
    return [(e.type.value, e.x, e.y) for e in (path.elementAt(i) for i in range(path.elementCount()))]


def layout_parts(lay: Layout) -> dict[str, Any]:
    """Everything a layout places, as plain values (floats exact)."""
    return {
        "anchors": [(f, _xy(p)) for f, p in lay.anchors.items()],
        "region": lay.region,
        "posts": [(_xy(p), size) for p, size in lay.posts],
        "flags": [_xy(p) for p in lay.flags],
        "houses": [(_xy(p), size, kind) for p, size, kind in lay.houses],
        "animals": [(animal, _xy(p), size) for animal, p, size in lay.animals],
        "trees": [(_xy(p), size) for p, size in lay.trees],
        "paths": [(lay.farm, lay.crossing),
                  [(i, _path(p)) for i, p in lay.towns.items()],
                  [(i, [_path(w) for w in ws]) for i, ws in lay.walls.items()],
                  [(i, _path(p)) for i, p in lay.trails.items()]],
    }


def digest(value: Any) -> str:
    return hashlib.sha256(repr(value).encode()).hexdigest()[:16]


def fingerprints() -> dict[str, dict[str, str]]:
    return {f"{card.id}/{rotation}": {part: digest(value)
                                      for part, value in layout_parts(build_layout(card, rotation)).items()}
            for card in default_catalog().types for rotation in range(4)}


@pytest.fixture(scope="module")
def recorded() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


def test_every_card_layout_is_unchanged(recorded: dict[str, dict[str, str]]) -> None:
    live = fingerprints()
    assert sorted(live) == sorted(recorded), f"the card set changed: look at the cards, then record anew: {RECORD}"
    moved = {key: sorted(part for part in parts if recorded[key][part] != parts[part])
             for key, parts in live.items() if parts != recorded[key]}
    assert not moved, (f"layouts differ from the record (card/rotation: parts): {moved}; "
                       f"if that is meant, record anew: {RECORD}")


def test_the_record_covers_every_type_and_rotation(recorded: dict[str, dict[str, str]]) -> None:
    assert len(recorded) == 4 * len(default_catalog().types) == 200


def chessboard_clearance(inside: list[bool]) -> list[int]:
    """By definition: for each inside pixel, the chessboard distance to the nearest pixel outside it,
    the pixels beyond the card edge counting as outside."""
    n = MASK
    outside = [(x, y) for y in range(-1, n + 1) for x in range(-1, n + 1)
               if not (0 <= x < n and 0 <= y < n and inside[y * n + x])]
    return [min(max(abs(x - ox), abs(y - oy)) for ox, oy in outside) if inside[y * n + x] else 0
            for y in range(n) for x in range(n)]


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, MASK - 1), st.integers(0, MASK - 1), st.integers(0, 12)), max_size=6),
       st.lists(st.integers(0, MASK * MASK - 1), max_size=40))
def test_clearance_is_the_chessboard_distance_to_the_outside(blocks: list[tuple[int, int, int]],
                                                             holes: list[int]) -> None:
    """Squares of a feature with holes punched in: what the erosions count is the distance itself."""
    region = [-1] * (MASK * MASK)
    for bx, by, size in blocks:
        for y in range(by, min(MASK, by + size)):
            for x in range(bx, min(MASK, bx + size)):
                region[y * MASK + x] = 3
    for j in holes:
        region[j] = 1
    assert _clearance(region, 3) == chessboard_clearance([r == 3 for r in region])


if __name__ == "__main__":
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])
    lines = ",\n".join(f"  {json.dumps(key)}: {json.dumps(parts, sort_keys=True)}"
                       for key, parts in fingerprints().items())
    FIXTURE.write_text("{\n" + lines + "\n}\n", encoding="utf-8")
    print(f"wrote {FIXTURE}", file=sys.stderr)
