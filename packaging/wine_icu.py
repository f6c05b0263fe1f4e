"""A stand-in for Windows' ``icuuc.dll``, for running the Windows build under Wine only: never shipped.

Qt6Core.dll imports ICU's character converters (``ucnv_*``) from the system's
``icuuc.dll``, which Windows 10 (1903 and later) and 11 carry in ``system32``;
Wine 8 has none, so under Wine nothing that loads Qt starts. This module builds
a ``icuuc.dll`` with mingw-w64 that exports those functions, each answering
"no such converter" (``ucnv_open`` fails with ``U_FILE_ACCESS_ERROR``, there
are no converters to list). Qt then uses its own UTF-8/16/32 and Latin-1
codecs, which are all the app reads and writes.

    python packaging/wine_icu.py QT6CORE_DLL OUT_DIR   # prints the path of the DLL

``packaging/build_windows.py`` copies it into its Wine prefixes'
``windows\\system32``; the installer and the zip never contain it. The list of
functions is read from Qt6Core.dll's import table, so that a Qt that imports a
function this stand-in does not know fails the build instead of failing at
start-up under Wine.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

DLL_NAME = "icuuc.dll"
MINGW_GCC = "x86_64-w64-mingw32-gcc"
MINGW_OBJDUMP = "x86_64-w64-mingw32-objdump"

# Each function: (C return type, C parameters, the index of its UErrorCode* parameter or None).
# Types are simplified to what the x64 calling convention needs: pointers are void *.
FUNCTIONS: dict[str, tuple[str, str, int | None]] = {
    "ucnv_open": ("void *", "const char *name, UErrorCode *err", 1),
    "ucnv_close": ("void", "void *cnv", None),
    "ucnv_reset": ("void", "void *cnv", None),
    "ucnv_getName": ("const char *", "void *cnv, UErrorCode *err", 1),
    "ucnv_getMaxCharSize": ("int8_t", "void *cnv", None),
    "ucnv_getStandardName": ("const char *", "const char *name, const char *standard, UErrorCode *err", 2),
    "ucnv_countAvailable": ("int32_t", "void", None),
    "ucnv_getAvailableName": ("const char *", "int32_t n", None),
    "ucnv_toUnicode": ("void", "void *cnv, void *target, const void *target_limit, void *source, "
                               "const void *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err", 7),
    "ucnv_fromUnicode": ("void", "void *cnv, void *target, const void *target_limit, void *source, "
                                 "const void *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err", 7),
    "ucnv_toUCountPending": ("int32_t", "const void *cnv, UErrorCode *err", 1),
    "ucnv_fromUCountPending": ("int32_t", "const void *cnv, UErrorCode *err", 1),
    "ucnv_getToUCallBack": ("void", "const void *cnv, void *action, void *context", None),
    "ucnv_getFromUCallBack": ("void", "const void *cnv, void *action, void *context", None),
    "ucnv_setToUCallBack": ("void", "void *cnv, void *action, const void *context, void *old_action, "
                                    "void *old_context, UErrorCode *err", 5),
    "ucnv_setFromUCallBack": ("void", "void *cnv, void *action, const void *context, void *old_action, "
                                      "void *old_context, UErrorCode *err", 5),
    "ucnv_cbToUWriteUChars": ("void", "void *args, const void *source, int32_t length, int32_t offset_index, "
                                      "UErrorCode *err", 4),
    "ucnv_cbFromUWriteUChars": ("void", "void *args, void *source, const void *source_limit, "
                                        "int32_t offset_index, UErrorCode *err", 4),
    "UCNV_TO_U_CALLBACK_SUBSTITUTE": ("void", "const void *context, void *args, const char *code_units, "
                                              "int32_t length, int32_t reason, UErrorCode *err", 5),
    "UCNV_FROM_U_CALLBACK_SUBSTITUTE": ("void", "const void *context, void *args, const void *code_units, "
                                                "int32_t length, int32_t code_point, int32_t reason, "
                                                "UErrorCode *err", 6),
}

HEADER = """\
#include <stddef.h>
#include <stdint.h>
typedef int32_t UErrorCode;  /* <= 0: success or warning */
#define U_FILE_ACCESS_ERROR 4  /* what ICU says when its data (here: every converter) is missing */
#define FAIL(err) do { if ((err) != NULL && *(err) <= 0) *(err) = U_FILE_ACCESS_ERROR; } while (0)
"""
DEFAULT_RETURNS = {"void": "", "int8_t": "return 0;", "int32_t": "return 0;"}


def imported_functions(qt_core: Path) -> list[str]:
    """The names Qt6Core.dll imports from icuuc.dll (mingw-w64's objdump reads its import table)."""
    text = subprocess.run([MINGW_OBJDUMP, "-p", str(qt_core)], check=True, capture_output=True, text=True).stdout
    block = re.search(r"DLL Name: icuuc\.dll\n(.*?)(?:\n\s*\n|DLL Name:)", text, re.S | re.I)
    if block is None:
        return []
    return re.findall(r"^\s*[0-9a-f]+\s+\d+\s+(\w+)\s*$", block.group(1), re.M)


def c_source(names: list[str]) -> str:
    unknown = sorted(set(names) - set(FUNCTIONS))
    if unknown:
        raise SystemExit(f"wine_icu.py: Qt6Core.dll imports ICU functions the stand-in lacks: {', '.join(unknown)}")
    lines = [HEADER]
    for name in names:
        result, params, error_index = FUNCTIONS[name]
        body = ""
        if error_index is not None:
            error_name = params.split(",")[error_index].split("*")[-1].strip()
            body += f"FAIL({error_name}); "
        body += DEFAULT_RETURNS.get(result, "return NULL;")
        lines.append(f"__declspec(dllexport) {result} {name}({params}) {{ {body} }}")
    return "\n".join(lines) + "\n"


def build(qt_core: Path, out_dir: Path) -> Path:
    """Compile the stand-in for the functions ``qt_core`` imports; the path of the DLL."""
    names = imported_functions(qt_core)
    if not names:
        raise SystemExit(f"wine_icu.py: {qt_core} imports nothing from {DLL_NAME}")
    out_dir.mkdir(parents=True, exist_ok=True)
    source = out_dir / "icuuc-wine.c"
    source.write_text(c_source(names), encoding="utf-8")
    dll = out_dir / DLL_NAME
    compiler = os.environ.get("MINGW_CC", MINGW_GCC)
    subprocess.run([compiler, "-shared", "-O2", "-s", "-Wall", "-Werror", "-Wno-unused-parameter",
                    "-o", str(dll), str(source)], check=True)
    return dll


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__.split("\n\n")[2])
    print(build(Path(sys.argv[1]), Path(sys.argv[2])))
