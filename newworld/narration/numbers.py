"""Numbers as the player's language writes them: its decimal mark and digit grouping (``QLocale``,
the language the app was started in) and its way of writing a percentage (a text to translate:
French and Spanish put a space before the sign)."""

from __future__ import annotations

import functools

from PySide6.QtCore import QLocale, QObject


class Numbers(QObject):
    """Translation context ``Numbers``."""

    def percent(self, share: float) -> str:
        """``share`` (0 to 1) as a whole percentage: ``50%``."""
        return self.tr("{number}%").format(number=QLocale().toString(round(share * 100)))


@functools.cache
def _numbers() -> Numbers:
    return Numbers()


def percent_text(share: float) -> str:
    """``share`` (0 to 1) as a whole percentage in the player's language: ``50%``, ``50 %``."""
    return _numbers().percent(share)


def decimal_text(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals in the player's language: ``12.5``, ``12,5``."""
    return QLocale().toString(float(value), "f", places)


def number_text(value: float) -> str:
    """``value`` with up to six significant digits and no trailing zeros: ``12``, ``2,5``, ``1.500``."""
    return QLocale().toString(float(value), "g", 6)
