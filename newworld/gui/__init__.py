"""The game window (PySide6): board, card art, panels, dialogs.

PySide6-Essentials 6.12.0 drops a reference to ``None`` on every call of a
method that returns nothing, which aborts Python 3.11 after a few thousand
paints ("Fatal Python error: none_dealloc"); pyproject.toml excludes it.
"""
