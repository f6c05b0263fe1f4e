"""Qt's own translations for the bundle, cut down to what the app's windows show.

``qtbase_<lang>.qm`` (160–220 kB each) translates all of QtBase: SQL drivers,
sockets, printing, regular expressions… The app's windows use a few
contexts of it: the standard buttons, message boxes, the file and colour
dialogs, text fields' context menus, key names in menus, accessibility
actions. :func:`keep_contexts` writes a copy with only those messages (about a
fifth of the size), read by the ordinary QTranslator.

The ``.qm`` format (Qt's ``qtranslator.cpp``): a 16-byte magic, then blocks of
tag (1 byte), length (4 bytes, big-endian), data. The messages block is a run
of records of tagged fields; the hashes block pairs each message's hash (of
its source text and comment) with its record's offset, sorted by hash. Other
blocks (language, plural rules, dependencies) are copied as they are.
"""

from __future__ import annotations

import struct
from pathlib import Path

MAGIC = bytes.fromhex("3CB86418CAEF9C95CD211CBF60A1BDDD")
HASHES, MESSAGES, CONTEXTS = 0x42, 0x69, 0x2F
TAG_END, TAG_OBSOLETE1, TAG_SOURCE, TAG_CONTEXT = 1, 5, 6, 7

# The contexts the app's windows show (QFileDialog & co. are Qt's own, widget-based dialogs).
APP_CONTEXTS = frozenset({
    "QPlatformTheme", "QGuiApplication", "QMessageBox", "QDialogButtonBox", "QErrorMessage", "QInputDialog",
    "QFileDialog", "QFileSystemModel", "QAbstractFileIconProvider", "QFileInfoGatherer", "QSideBar",
    "QColorDialog", "QColorPicker", "QColorShowLabel", "QLineEdit", "QWidgetTextControl", "QTextControl",
    "QUnicodeControlCharacterMenu", "QAbstractSpinBox", "QSpinBox", "QScrollBar", "QShortcut", "QKeySequenceEdit",
    "QAccessibleActionInterface", "QAccessibleButton", "QComboBox", "QToolButton", "QDockWidget", "QMenu",
})

# Of the key names (context QShortcut, about 200 of them with the media keys), those a menu or a
# tool tip of the app can show: modifiers and the keys of an ordinary keyboard.
KEY_NAMES = frozenset({
    "Ctrl", "Shift", "Alt", "Meta", "Num", "Esc", "Tab", "Backtab", "Backspace", "Return", "Enter", "Ins", "Del",
    "Pause", "Print", "Home", "End", "Left", "Up", "Right", "Down", "PgUp", "PgDown", "Space", "Menu", "Help",
    "F%1", "Insert", "Delete", "Escape", "Page Up", "Page Down",
})
KEYS_CONTEXT = "QShortcut"


def _blocks(data: bytes) -> list[tuple[int, bytes]]:
    if data[:16] != MAGIC:
        raise ValueError("not a Qt translation (.qm) file")
    blocks, i = [], 16
    while i < len(data):
        tag = data[i]
        (length,) = struct.unpack(">I", data[i + 1:i + 5])
        blocks.append((tag, data[i + 5:i + 5 + length]))
        i += 5 + length
    return blocks


def _record(messages: bytes, start: int) -> tuple[str, str, int]:
    """The context and source text of the record at ``start``, and where the record ends."""
    i, context, source = start, "", ""
    while True:
        tag = messages[i]
        i += 1
        if tag == TAG_END:
            return context, source, i
        if tag == TAG_OBSOLETE1:
            continue
        (length,) = struct.unpack(">I", messages[i:i + 4])
        i += 4
        length = 0 if length == 0xFFFFFFFF else length
        if tag == TAG_CONTEXT:
            context = messages[i:i + length].decode("utf-8", "replace")
        elif tag == TAG_SOURCE:
            source = messages[i:i + length].decode("utf-8", "replace")
        i += length


def keep_contexts(data: bytes, contexts: frozenset[str] = APP_CONTEXTS) -> bytes:
    """The ``.qm`` ``data`` with only the messages of ``contexts`` (of the key names, :data:`KEY_NAMES`)."""
    blocks = _blocks(data)
    found = dict(blocks)
    messages, hashes = found[MESSAGES], found[HASHES]
    entries = [struct.unpack(">II", hashes[i:i + 8]) for i in range(0, len(hashes), 8)]
    kept_messages, moved = bytearray(), {}
    for start in sorted({offset for _hash, offset in entries}):
        context, source, end = _record(messages, start)
        if context in contexts and (context != KEYS_CONTEXT or source in KEY_NAMES):
            moved[start] = len(kept_messages)
            kept_messages += messages[start:end]
    kept_hashes = b"".join(struct.pack(">II", h, moved[o]) for h, o in sorted(entries) if o in moved)
    out = bytearray(MAGIC)
    for tag, block in blocks:
        if tag == CONTEXTS:  # a table of the contexts there are: stale now, and optional
            continue
        block = {MESSAGES: bytes(kept_messages), HASHES: kept_hashes}.get(tag, block)
        out += struct.pack(">BI", tag, len(block)) + block
    return bytes(out)


def write_cut_down(source: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(keep_contexts(source.read_bytes()))
    return target
