"""The game window (PySide6): board, card art, panels, dialogs."""

from __future__ import annotations

import sys


def _guard_none_refcount() -> None:
    """Work around PySide6 6.12.0 on Python < 3.12, whose void methods drop a reference to None
    (and some bool-returning ones one to True/False).

    Each such call (QPainter.drawLine, setPen, ...) decrements None's reference
    count, so a few thousand paints end in "Fatal Python error: none_dealloc".
    Python 3.12+ makes None immortal; here we give it a reference count so large
    that it can never reach zero, which is what 3.12 does. Other versions are
    left alone. (Better still: avoid 6.12.0, see pyproject.toml.)
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    try:
        import PySide6
    except ImportError:  # pragma: no cover
        return
    if not str(getattr(PySide6, "__version__", "")).startswith("6.12."):
        return
    import ctypes

    for obj in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(obj))
        if count.value < (1 << 40):
            count.value += 1 << 50


_guard_none_refcount()
