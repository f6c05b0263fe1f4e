"""The pseudo-language for layout tests (``newworld --lang pseudo``).

Every text, ours and Qt's, comes out accented, 40 % longer and marked:
"Rotate" -> "⟦Ŕöţàţé···⟧". A window shown in it tells at a glance which texts
are not translated (no marks) and which labels are too narrow for a longer
language (the marks are cut off); ``tests/test_i18n_layout.py`` checks both
for every window and dialog. Placeholders (``{player}``, ``%n``), HTML tags,
keyboard accelerators (``&Game``) and the Markdown of the rules stay intact.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QTranslator

OPEN, CLOSE, PAD = "⟦", "⟧", "·"
GROWTH = 0.4
# Qt's names of keys: shortcuts are parsed with them, and they are data, not prose.
UNTOUCHED_CONTEXTS = frozenset({"QShortcut", "QKeySequence"})
_KEEP = re.compile(r"(\{[^}]*\}|<[^>]*>|%n|%L?\d|&[A-Za-z]+;|&.|\*\*)")
_ACCENTS = str.maketrans("AaCcEeGgIiNnOoRrSsTtUuYyZz", "ÅàÇçÉéĜĝÎîÑñÖöŔŕŠšŢţÛûÝýŽž")
_MARKDOWN_LEAD = re.compile(r"^(\s*(?:#+ |[-*] |\d+\. )?)(.*)$", re.S)


def pseudo(text: str, markdown: bool = False) -> str:
    """``text`` in the pseudo-language, line by line (a table row of Markdown cell by cell)."""
    return "\n".join(_line(line, markdown) for line in text.split("\n"))


def _line(line: str, markdown: bool) -> str:
    if not line.strip():
        return line
    if markdown and line.lstrip().startswith("|"):
        return "|".join(_mark(cell) if cell.strip() and set(cell.strip()) - set("-: ") else cell
                        for cell in line.split("|"))
    lead, body = _MARKDOWN_LEAD.match(line).groups() if markdown else ("", line)  # type: ignore[union-attr]
    return lead + _mark(body)


def _mark(text: str) -> str:
    """⟦text⟧ with letters accented outside the kept pieces, padded by 40 % of its length;
    spaces at either end stay outside the marks (they join pieces of a sentence)."""
    core = text.strip()
    if not core:
        return text
    start = text.index(core[0])
    accented = "".join(part if _KEEP.fullmatch(part) else part.translate(_ACCENTS) for part in _KEEP.split(core))
    padding = PAD * math.ceil(GROWTH * len(core))
    return text[:start] + OPEN + accented + padding + CLOSE + text[start + len(core):]


class PseudoTranslator(QTranslator):
    """Answers every text in the pseudo-language; the English plural forms (from ``english``) first."""

    def __init__(self, english: QTranslator) -> None:
        super().__init__()
        self.english = english

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # noqa: D102
                  n: int = -1) -> str | None:
        if context in UNTOUCHED_CONTEXTS or not source:
            return None
        text = self.english.translate(context, source, disambiguation, n) or source
        return pseudo(text, markdown=context == "Rules")

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False
