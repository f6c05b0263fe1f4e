"""The compiled engine for Windows (packaging/windows_engine.py): the parts that run without Wine.

The whole of it (mypyc's C through mingw-w64, loaded by the Windows Python under
Wine and tested there) runs in ``python packaging/build_windows.py``.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"
pytest.importorskip("mypyc")


def load_windows_engine() -> ModuleType:
    spec = importlib.util.spec_from_file_location("windows_engine", PACKAGING / "windows_engine.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


windows_engine = load_windows_engine()
LINUX_SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def test_the_modules_learn_windows_file_names(tmp_path: Path) -> None:
    """mypyc writes this Python's suffix as a C string and in its length-prefixed table of constants."""
    from mypyc.codegen.cstring import encode_bytes_as_c_string
    from mypyc.codegen.literals import format_str_literal

    table = encode_bytes_as_c_string(format_str_literal(LINUX_SUFFIX))
    source = tmp_path / "group.c"
    source.write_text(f'PyObject *ext_suffix = PyUnicode_FromString("{LINUX_SUFFIX}");\n'
                      f"r = CPyStatics[3]; /* '{LINUX_SUFFIX}' */\n"
                      f'const char * const CPyLit_Str[] = {{"\\002\\b__file__{table}"}};\n', encoding="utf-8")
    windows_engine.retarget_suffix(tmp_path)
    text = source.read_text(encoding="utf-8")
    assert LINUX_SUFFIX not in text
    assert f'PyUnicode_FromString("{windows_engine.WINDOWS_SUFFIX}")' in text
    suffix = windows_engine.WINDOWS_SUFFIX
    assert f"\\b__file__\\{len(suffix):03o}{suffix}" in text  # its new length before it


def test_a_suffix_left_behind_fails_the_build(tmp_path: Path) -> None:
    """In a form the build does not know (here: glued to a module name)."""
    (tmp_path / "group.c").write_text(f'"{LINUX_SUFFIX}";\nname = "module{LINUX_SUFFIX}";\n', encoding="utf-8")
    with pytest.raises(windows_engine.EngineBuildError, match="is left"):
        windows_engine.retarget_suffix(tmp_path)


def test_c_without_the_suffix_fails_the_build(tmp_path: Path) -> None:
    (tmp_path / "group.c").write_text("int x;\n", encoding="utf-8")
    with pytest.raises(windows_engine.EngineBuildError, match="nowhere"):
        windows_engine.retarget_suffix(tmp_path)


def test_a_failed_build_leaves_nothing_compiled(tmp_path: Path) -> None:
    (tmp_path / "newworld" / "engine").mkdir(parents=True)
    half_built = [tmp_path / ("newworld_engine__mypyc" + windows_engine.WINDOWS_SUFFIX),
                  tmp_path / "newworld" / "engine" / ("core" + windows_engine.WINDOWS_SUFFIX),
                  tmp_path / "newworld" / "_compiled.json"]
    for path in half_built:
        path.write_bytes(b"")
    (tmp_path / "newworld" / "engine" / "core.py").write_text("", encoding="utf-8")
    windows_engine.remove_built(tmp_path)
    assert not any(path.exists() for path in half_built)
    assert (tmp_path / "newworld" / "engine" / "core.py").is_file()
