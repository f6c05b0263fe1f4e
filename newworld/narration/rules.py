"""The rules for players (Help → Rules), in the player's language.

The English text is one Markdown file: ``resources/rules/rules.en.md`` when
there is one, else the "How to play" part of ``docs/RULES.md`` (everything
before its first ``---`` line). It is translated piece by piece in the
translation context ``Rules``: each heading, paragraph, list item and table
row is one text (its soft line breaks joined), so a translator works in Qt
Linguist as for every other text, and a changed paragraph comes back
unfinished in every language. ``tools/translations.py`` hands the pieces to
``pyside6-lupdate`` through :func:`pieces`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from newworld.resources import resource_path, rules_path

CONTEXT = "Rules"
PLAYER_RULES = "rules/rules.en.md"
_STARTS_LINE = re.compile(r"^\s*(#|[-*] |\d+\. |\||---|```)")


@dataclass(frozen=True)
class Piece:
    """One translatable piece of the Markdown: ``indent`` + ``text``, after ``blank`` empty lines."""

    indent: str
    text: str
    blank: int = 0

    @property
    def translatable(self) -> bool:
        """A piece with words in it (not a ``---`` rule or a table's ``|---|`` line)."""
        return any(c.isalpha() for c in self.text)


def english_markdown() -> str:
    """The rules for players in English (see the module's description)."""
    own = resource_path(PLAYER_RULES)
    if own.is_file():
        return own.read_text(encoding="utf-8")
    text = rules_path().read_text(encoding="utf-8")
    return re.split(r"^---\s*$", text, maxsplit=1, flags=re.M)[0].rstrip() + "\n"


def pieces(markdown: str) -> Iterator[Piece]:
    """The Markdown as pieces: a line that starts a heading, list item, table row or rule starts
    a piece; a following line of a paragraph joins the piece it continues."""
    indent, blank = "", 0
    lines: list[str] = []
    for raw in markdown.splitlines():
        if not raw.strip():
            if lines:
                yield Piece(indent, " ".join(lines), blank)
                indent, lines, blank = "", [], 0
            blank += 1
            continue
        if lines and not _STARTS_LINE.match(raw):
            lines.append(raw.strip())
            continue
        if lines:
            yield Piece(indent, " ".join(lines), blank)
            blank = 0
        indent, lines = raw[: len(raw) - len(raw.lstrip())], [raw.strip()]
    if lines:
        yield Piece(indent, " ".join(lines), blank)


def player_rules() -> str:
    """The rules for players as Markdown, in the language installed (nothing of the implementation
    notes that follow them in ``docs/RULES.md``: those are for developers)."""
    out = []
    for piece in pieces(english_markdown()):
        text = QCoreApplication.translate(CONTEXT, piece.text) if piece.translatable else piece.text
        out.append("\n" * piece.blank + piece.indent + text)
    return "\n".join(out) + "\n"
