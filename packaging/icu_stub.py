"""Replace the bundled ICU data library by ICU's empty stub data (issue 17).

QtCore links ICU (libicui18n, libicuuc and libicudata, 37.7 MB together, the
data library alone 32 MB). The app uses nothing that reads ICU's data: no
collation (it sorts no text), no legacy text codecs (it reads and writes
UTF-8), no time-zone display names. Case mapping and normalisation are built
into libicuuc, and Qt formats numbers and dates from its own locale tables.
So the data library is replaced by the equivalent of ICU's ``stubdata``: a
library of the same name that exports the same symbol (``icudt<NN>_dat``)
holding an empty table of contents. What then no longer works: ``QCollator``
compares by code point (Qt's own fallback), non-UTF codecs and time-zone names
are missing. ``newworld --self-test`` checks the text features the app uses.

Used by ``packaging/newworld.spec``; needs a C compiler (``$CC``, default ``cc``).
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

DATA_LIBRARY = re.compile(r"^libicudata\.so\.(\d+)$")
STUB_MAX_BYTES = 64_000  # the real library is 30+ MB; the stub a few kB

# The layout of ICU's common data header with an empty table of contents
# (icu4c/source/stubdata/stubdata.cpp): a 32-byte header, then count = 0.
STUB_C = """\
#include <stdint.h>
typedef struct {
    uint16_t headerSize;
    uint8_t magic1, magic2;
    struct {
        uint16_t size, reservedWord;
        uint8_t isBigEndian, charsetFamily, sizeofUChar, reservedByte;
        uint8_t dataFormat[4], formatVersion[4], dataVersion[4];
    } info;
    char padding[8];
    uint32_t count, reserved;
    struct { uint32_t nameOffset, dataOffset; } toc[1];
} IcuDataHeader;

__attribute__((visibility("default"), aligned(16)))
const IcuDataHeader icudt%(version)s_dat = {
    32, 0xda, 0x27,
    {20, 0, 0 /* little endian */, 0 /* ASCII family */, 2 /* sizeof(UChar) */, 0,
     {0x54, 0x6f, 0x43, 0x50} /* "ToCP" */, {1, 0, 0, 0}, {0, 0, 0, 0}},
    {0}, 0, 0, {{0, 0}}
};
"""


def build_stub(version: str, out_dir: Path) -> Path:
    """Compile ``libicudata.so.<version>`` with the empty data into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    source = out_dir / f"icudata{version}-stub.c"
    source.write_text(STUB_C % {"version": version}, encoding="utf-8")
    library = out_dir / f"libicudata.so.{version}"
    compiler = os.environ.get("CC", "cc")
    subprocess.run([compiler, "-shared", "-fPIC", "-O2", f"-Wl,-soname,libicudata.so.{version}", "-s",
                    "-o", str(library), str(source)], check=True)
    return library


def is_stub(path: str | Path) -> bool:
    path = Path(path)
    return bool(DATA_LIBRARY.match(path.name)) and path.stat().st_size <= STUB_MAX_BYTES


def replace_data_library(binaries: list[tuple[str, str, str]], out_dir: Path) -> list[tuple[str, str, str]]:
    """PyInstaller's binary entries with every ICU data library swapped for the stub."""
    result = []
    for dest, src, kind in binaries:
        match = DATA_LIBRARY.match(Path(dest.replace("\\", "/")).name)
        if match:
            src = str(build_stub(match.group(1), out_dir))
        result.append((dest, src, kind))
    return result
