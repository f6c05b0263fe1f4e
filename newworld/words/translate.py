"""Translated words without Qt: the game's own texts for a front end that runs no Qt at all.

:class:`Words` is the base of the narration's classes that tell a game (the
log, the names, the points): ``self.tr()`` as in a QObject, the class's name
as the context, so ``pyside6-lupdate`` finds the texts the same way. Each call
goes to the active translation: Qt's own (``QCoreApplication.translate``) once
:func:`newworld.narration.translation.install` has set it up in an app with Qt,
else a :class:`Catalog` read here from the same ``newworld_<lang>.qm`` files,
with their plural rules, so the terminal (``newworld-cli play``) speaks the
player's language without importing Qt.

The ``.qm`` format, as Qt's ``qtranslator.cpp`` reads it: a 16-byte magic, then
sections of (tag, 32-bit length, bytes); the messages section holds, per
message, tagged fields (translation in UTF-16, source text, context and
comment in UTF-8) up to an end tag; the numerus-rules section a small program
that gives the plural form of a number.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

from newworld.resources import resource_dir

Translate = Callable[[str, str, "str | None", int], str]  # (context, source, disambiguation, n) like Qt's

QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES, _NUMERUS_RULES = 0x69, 0x88
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
# The numerus rules' opcodes (qtranslator.cpp).
_EQ, _LT, _LEQ, _BETWEEN, _OP_MASK, _NOT, _MOD_10, _MOD_100, _LEAD_1000 = 1, 2, 3, 4, 7, 8, 0x10, 0x20, 0x40
_AND, _OR, _NEW_RULE = 0xFD, 0xFE, 0xFF


class QmError(ValueError):
    """A ``.qm`` file that cannot be read."""


class Catalog:
    """The translations of one ``.qm`` file: (context, source, comment) -> the forms, and the plural rules."""

    def __init__(self, data: bytes) -> None:
        if not data.startswith(QM_MAGIC):
            raise QmError("not a Qt translation file")
        self.messages: dict[tuple[str, str, str], list[str]] = {}
        self.rules = b""
        at = len(QM_MAGIC)
        while at + 5 <= len(data):
            tag, length = data[at], int.from_bytes(data[at + 1:at + 5], "big")
            body = data[at + 5:at + 5 + length]
            if tag == _MESSAGES:
                self._read_messages(body)
            elif tag == _NUMERUS_RULES:
                self.rules = body
            at += 5 + length

    @classmethod
    def load(cls, path: Path) -> Catalog:
        return cls(path.read_bytes())

    def _read_messages(self, body: bytes) -> None:
        at, forms, fields = 0, list[str](), {_SOURCE: "", _CONTEXT: "", _COMMENT: ""}
        while at < len(body):
            tag = body[at]
            at += 1
            if tag == _END:
                self.messages[(fields[_CONTEXT], fields[_SOURCE], fields[_COMMENT])] = forms
                forms, fields = [], {_SOURCE: "", _CONTEXT: "", _COMMENT: ""}
                continue
            if tag == _OBSOLETE1:
                at += 4
                continue
            length = int.from_bytes(body[at:at + 4], "big")
            at += 4
            if tag == _TRANSLATION:
                if length != 0xFFFFFFFF:
                    forms.append(body[at:at + length].decode("utf-16-be"))
                    at += length
            elif tag in fields:
                fields[tag] = body[at:at + length].decode("utf-8")
                at += length
            else:
                raise QmError(f"unknown field {tag} in a message")

    def lookup(self, context: str, source: str, comment: str, n: int) -> str | None:
        """The translation (the plural form for ``n`` when it has several), or None; as Qt does, a text
        with a disambiguating comment falls back to the one without."""
        forms = self.messages.get((context, source, comment))
        if forms is None and comment:
            forms = self.messages.get((context, source, ""))
        if not forms:
            return None
        return forms[min(self.plural_form(n), len(forms) - 1)] if n >= 0 else forms[0]

    def plural_form(self, n: int) -> int:
        """Which of a text's plural forms ``n`` takes, by the file's rules (0 when it has none)."""
        return plural_form(self.rules, abs(n))


def plural_form(rules: bytes, n: int) -> int:
    """The form ``n`` takes: the number of the first rule it meets (rules joined by NEW_RULE), else
    the count of rules. Each rule is conditions joined by AND and OR (AND binds tighter)."""
    if not rules:
        return 0
    at, form = 0, 0
    while True:
        any_true = False
        while True:
            all_true = True
            while True:
                truth, at = _condition(rules, at, n)
                all_true = all_true and truth
                if at >= len(rules) or rules[at] != _AND:
                    break
                at += 1
            any_true = any_true or all_true
            if at >= len(rules) or rules[at] != _OR:
                break
            at += 1
        if any_true:
            return form
        form += 1
        if at >= len(rules):
            return form
        at += 1  # NEW_RULE


def _condition(rules: bytes, at: int, n: int) -> tuple[bool, int]:
    opcode, right = rules[at], rules[at + 1]
    at += 2
    left = n % 10 if opcode & _MOD_10 else n % 100 if opcode & _MOD_100 else n
    if opcode & _LEAD_1000 and not opcode & (_MOD_10 | _MOD_100):
        while left >= 1000:
            left //= 1000
    op = opcode & _OP_MASK
    if op == _EQ:
        truth = left == right
    elif op == _LT:
        truth = left < right
    elif op == _LEQ:
        truth = left <= right
    else:
        truth = right <= left <= rules[at]
        at += 1
    return (not truth if opcode & _NOT else truth), at


class Catalogs:
    """The translations asked first first (the language's, then English's plural forms), as Qt's
    translators installed in turn are; a text none has stays in English."""

    def __init__(self, catalogs: list[Catalog]) -> None:
        self.catalogs = catalogs

    def __call__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        for catalog in self.catalogs:
            found = catalog.lookup(context, source, disambiguation or "", n)
            if found is not None:
                return found.replace("%n", str(n)) if n >= 0 else found
        return source.replace("%n", str(n)) if n >= 0 else source


@functools.cache
def catalogs_for(language: str) -> Catalogs:
    """The translations of ``language`` ("de", "pl"; "en" or "" for English alone) from the shipped files."""
    folder = resource_dir() / "i18n"
    names = [f"newworld_{language}.qm"] if language and language != "en" else []
    found = [Catalog.load(folder / name) for name in [*names, "newworld_en.qm"] if (folder / name).is_file()]
    return Catalogs(found)


_translate: Translate | None = None  # Qt's translate once the app installed it; else the shipped catalogs
_language = "en"


def use(translate: Translate | None, language: str = "en") -> None:
    """Send every text through ``translate`` (Qt's), or through the shipped catalogs of ``language``."""
    global _translate, _language
    _translate, _language = translate, language


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    if _translate is not None:
        return _translate(context, source, disambiguation, n)
    return catalogs_for(_language)(context, source, disambiguation, n)


class Words:
    """A translation context named after its class, as a QObject's ``tr()`` has it (see the module docstring)."""

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate(type(self).__name__, source, disambiguation, n)
