"""The direct dependencies (DT_NEEDED) of an ELF file, read with the standard library.

Used by ``newworld.spec`` (which bundled libraries are still needed) and by
``make_deb.py`` (which system libraries the package depends on).
"""

from __future__ import annotations

import struct


def elf_needed(path: str) -> list[str] | None:
    """The DT_NEEDED names of an ELF file (its direct dependencies), or None if not ELF."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF":
        return None
    is64, end = data[4] == 2, "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
    else:
        shoff, = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
    sections = []
    for i in range(shnum):
        base = shoff + i * shentsize
        if is64:
            _name, kind, _flags, _addr, offset, size, link = struct.unpack_from(end + "IIQQQQI", data, base)
        else:
            _name, kind, _flags, _addr, offset, size, link = struct.unpack_from(end + "IIIIIII", data, base)
        sections.append((kind, offset, size, link))
    names = []
    for kind, offset, size, link in sections:
        if kind != 6:  # SHT_DYNAMIC
            continue
        str_offset = sections[link][1]
        entry = 16 if is64 else 8
        for pos in range(offset, offset + size, entry):
            tag, value = struct.unpack_from(end + ("qQ" if is64 else "iI"), data, pos)
            if tag == 0:
                break
            if tag == 1:  # DT_NEEDED
                start = str_offset + value
                names.append(data[start:data.index(b"\0", start)].decode())
    return names
