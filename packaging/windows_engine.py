"""The compiled engine for the Windows build: mypyc's C, cross-compiled on Linux with mingw-w64.

    python packaging/windows_engine.py PYTHON_DIR STAGE WORK   # PYTHON_DIR: the Windows Python (python311.dll)

The Linux build compiles the engine with mypyc (``hatch_build.py``). For Windows
the same mypyc, run here, writes the C of the same modules
(``newworld.native.COMPILED_MODULES``), and mingw-w64's gcc compiles it for the
Windows Python that ``packaging/build_windows.py`` unpacks:

1. **Headers**: CPython's headers are the same on every platform except
   ``pyconfig.h``, which for Windows is the sources' ``PC/pyconfig.h``. Both come
   from python.org's Python 3.11.2 source tarball as Debian's ``python3.11``
   source package carries it (``apt-get source --download-only`` with package
   lists of its own under ``build/windows/``, from the machine's Debian sources;
   pinned by SHA-256). 3.11.2's headers serve the 3.11.9 DLL: CPython keeps its
   ABI within a minor release.
2. **C**: ``mypycify`` with the options ``hatch_build.py`` uses, and
   ``--platform=win32``. mypyc writes the extension suffix of the Python that runs
   it into the C (each module's ``__file__`` is made from it); that is replaced by
   Windows' (``.cp311-win_amd64.pyd``), and the build checks that none is left.
3. **Compile**: the shared library ``newworld_engine__mypyc`` (the engine's code
   and mypyc's runtime, one C file) and one small module per source, linked
   against ``python311.dll`` itself (mingw-w64 links against a DLL without an
   import library), with mypyc's flags for gcc and Python's ``-DNDEBUG -fwrapv``,
   stripped. The math functions (``exp``, ``pow``, ``log``, ...) are taken from the
   Universal C Runtime's ``api-ms-win-crt-math-l1-1-0.dll``, the functions
   ``python311.dll`` imports (an import library made with dlltool from its import
   table): the pure-Python engine's ``math.exp`` and ``**`` are those functions, so
   the computer players' evaluation comes out the same to the last bit, where
   mingw-w64 would link its own implementations. The rest of the C runtime is
   mingw-w64's default, ``msvcrt.dll`` (part of every Windows): no C runtime
   object (memory, files, ``errno``) passes between the engine and Python.
4. **Record**: ``newworld/_compiled.json`` beside the sources, as ``hatch_build.py``
   writes it, so that the Windows Python runs the pure sources of a module edited
   after the build (``newworld/native.py``); the frozen app has no sources and
   runs the compiled modules.

Any failure raises :class:`EngineBuildError`; ``build_windows.py`` then goes on
with the pure-Python engine and says why.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from newworld import native  # noqa: E402 - only the standard library: no Qt, no engine

PYTHON_SOURCE_PACKAGE = "python3.11"  # Debian's
PYTHON_TARBALL = "python3.11_3.11.2.orig.tar.gz"  # python.org's Python-3.11.2.tgz
PYTHON_TARBALL_SHA256 = "2411c74bda5bbcfcddaf4531f66d1adc73f247f529aee981b029513aefdbf849"
PYTHON_TARBALL_FOLDER = "Python-3.11.2/"
WINDOWS_SUFFIX = ".cp311-win_amd64.pyd"  # importlib.machinery.EXTENSION_SUFFIXES[0] of CPython 3.11 for x64
PYTHON_DLL = "python311.dll"
MATH_DLL = "api-ms-win-crt-math-l1-1-0.dll"
MINGW = "x86_64-w64-mingw32-"
# The DLLs a compiled module may import: Windows' own, the Windows Python's, the C runtimes.
ALLOWED_IMPORTS = {"kernel32.dll", "msvcrt.dll", PYTHON_DLL, MATH_DLL}
PYTHON_CFLAGS = ["-DNDEBUG", "-fwrapv", "-DMS_WIN64"]  # what CPython builds extensions with; MS_WIN64: x64


class EngineBuildError(Exception):
    """The compiled engine for Windows cannot be built here (the message says why)."""


def run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    try:
        result = subprocess.run(command, capture_output=True, text=True, **kwargs)  # type: ignore[call-overload]
    except OSError as exc:
        raise EngineBuildError(f"{command[0]}: {exc}") from exc
    if result.returncode != 0:
        raise EngineBuildError(f"{' '.join(command[:3])} ... failed (exit {result.returncode}):\n"
                               f"{(result.stdout + result.stderr)[-3000:]}")
    return result  # type: ignore[no-any-return]


# --- 1. Headers ----------------------------------------------------------------------


def source_lists() -> dict[str, str]:
    """The machine's Debian package sources as source-package sources (``deb`` becomes ``deb-src``), by file name."""
    lists = {}
    for path in sorted(Path("/etc/apt/sources.list.d").glob("*.sources")):
        text = re.sub(r"^Types:\s*deb\s*$", "Types: deb-src", path.read_text(encoding="utf-8"), flags=re.M)
        if "deb-src" in text:
            lists[path.name] = text
    one_line = Path("/etc/apt/sources.list")
    if one_line.is_file():
        lines = [re.sub(r"^deb\s", "deb-src ", line) for line in one_line.read_text(encoding="utf-8").splitlines()
                 if line.startswith("deb ")]
        if lines:
            lists["sources.list"] = "\n".join(lines)
    return lists


def download_python_sources(downloads: Path, apt_dir: Path) -> Path:
    """Python's source tarball from Debian's source package (cached, checked by SHA-256)."""
    tarball = downloads / PYTHON_TARBALL
    if tarball.is_file() and hashlib.sha256(tarball.read_bytes()).hexdigest() == PYTHON_TARBALL_SHA256:
        return tarball
    parts = apt_dir / "sources.list.d"
    for folder in (parts, apt_dir / "lists" / "partial", apt_dir / "cache" / "archives" / "partial"):
        folder.mkdir(parents=True, exist_ok=True)
    lists = source_lists()
    if not lists:
        raise EngineBuildError("no Debian package sources in /etc/apt to fetch Python's sources from")
    for old in parts.iterdir():
        old.unlink()
    for name, text in lists.items():
        (parts / name).write_text(text + "\n", encoding="utf-8")
    empty = apt_dir / "empty.list"  # instead of the machine's own lists
    empty.write_text("", encoding="utf-8")
    options = ["-o", f"Dir::Etc::SourceList={empty}", "-o", f"Dir::Etc::SourceParts={parts}",
               "-o", f"Dir::State::Lists={apt_dir / 'lists'}", "-o", f"Dir::Cache={apt_dir / 'cache'}"]
    run(["apt-get", *options, "update"])
    downloads.mkdir(parents=True, exist_ok=True)
    # Only the upstream tarball is used: apt may fail on the Debian revision's own files (a security
    # update listed before its files reach the mirror) after fetching it, so its exit status is not the test.
    result = subprocess.run(["apt-get", *options, "source", "--download-only", PYTHON_SOURCE_PACKAGE],
                            cwd=downloads, capture_output=True, text=True)
    if not tarball.is_file():
        raise EngineBuildError(f"apt-get source {PYTHON_SOURCE_PACKAGE} brought no {PYTHON_TARBALL}:\n"
                               f"{(result.stdout + result.stderr)[-2000:]}")
    if hashlib.sha256(tarball.read_bytes()).hexdigest() != PYTHON_TARBALL_SHA256:
        raise EngineBuildError(f"{tarball}: not the Python source tarball this build was made for")
    return tarball


def windows_headers(tarball: Path, include: Path) -> Path:
    """CPython's ``Include/`` with the Windows ``pyconfig.h``, unpacked into ``include``."""
    include.mkdir(parents=True, exist_ok=True)
    prefix = PYTHON_TARBALL_FOLDER + "Include/"
    with tarfile.open(tarball) as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name.startswith(prefix):
                target = include / member.name[len(prefix):]
            elif member.name == PYTHON_TARBALL_FOLDER + "PC/pyconfig.h":
                target = include / "pyconfig.h"
            else:
                continue
            data = tar.extractfile(member)
            assert data is not None
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data.read())
    if not (include / "Python.h").is_file() or not (include / "pyconfig.h").is_file():
        raise EngineBuildError(f"{tarball}: no Include/Python.h and PC/pyconfig.h")
    return include


# --- 2. C ----------------------------------------------------------------------------


def generate_c(c_dir: Path, cache_dir: Path) -> list[str]:
    """mypyc's C for the engine modules into ``c_dir``; the compile flags mypyc gives gcc."""
    try:
        from mypyc.build import get_cflags, mypycify

        from hatch_build import MYPYC_OPTIONS  # it needs hatchling, which the test extra installs
    except ImportError as exc:
        raise EngineBuildError(f"{exc} (the test extra installs mypyc: pip install -e \".[test]\")") from exc
    sources = [str(native.source_path(m, Path("newworld"))) for m in native.COMPILED_MODULES]
    cwd = os.getcwd()
    os.chdir(ROOT)  # mypy resolves the package from here
    try:
        mypycify([*sources, "--platform=win32", f"--cache-dir={cache_dir}"], group_name=native.COMPILED_GROUP,
                 target_dir=str(c_dir), **MYPYC_OPTIONS)
    except SystemExit as exc:  # mypy's errors end in SystemExit
        raise EngineBuildError(f"mypyc failed ({exc})") from exc
    finally:
        os.chdir(cwd)
    retarget_suffix(c_dir)
    return get_cflags(compiler_type="unix", **MYPYC_OPTIONS)


def retarget_suffix(c_dir: Path) -> None:
    """Replace this Python's extension suffix in mypyc's C by Windows': as a C string, and in mypyc's table
    of string constants (each one preceded by its length)."""
    from mypyc.codegen.cstring import encode_bytes_as_c_string
    from mypyc.codegen.literals import format_str_literal

    linux = importlib.machinery.EXTENSION_SUFFIXES[0]
    replaced = 0
    for path in sorted(c_dir.rglob("*.c")):
        text = path.read_text(encoding="utf-8")
        for old, new in ((f'"{linux}"', f'"{WINDOWS_SUFFIX}"'),
                         (encode_bytes_as_c_string(format_str_literal(linux)),
                          encode_bytes_as_c_string(format_str_literal(WINDOWS_SUFFIX))),
                         (f"'{linux}'", f"'{WINDOWS_SUFFIX}'")):  # the comments that name the constant
            replaced += text.count(old)
            text = text.replace(old, new)
        if linux in text:
            raise EngineBuildError(f"{path}: {linux} is left in mypyc's C")
        path.write_text(text, encoding="utf-8")
    if replaced == 0:
        raise EngineBuildError(f"{linux} is nowhere in mypyc's C: its modules would not know their files")


# --- 3. Compile ----------------------------------------------------------------------


def dll_imports(binary: Path) -> dict[str, list[str]]:
    """The functions a Windows binary imports, by DLL (lower-case names), from its import table."""
    text = run([MINGW + "objdump", "-p", str(binary)]).stdout
    imports: dict[str, list[str]] = {}
    for block in re.split(r"\n\s*DLL Name: ", text)[1:]:
        name, _, rest = block.partition("\n")
        table = rest.split("\n\n", 1)[0]
        imports[name.strip().lower()] = re.findall(r"^\s*[0-9a-f]+\s+\d+\s+(\w+)\s*$", table, re.M)
    return imports


def math_import_library(python_dll: Path, work: Path) -> Path:
    """An import library for the math functions ``python311.dll`` takes from the Universal C Runtime."""
    functions = [f for f in dll_imports(python_dll).get(MATH_DLL, []) if not f.startswith("_")]
    if "exp" not in functions or "pow" not in functions:
        raise EngineBuildError(f"{python_dll} imports no exp and pow from {MATH_DLL}")
    definition = work / "ucrt-math.def"
    definition.write_text("\n".join([f"LIBRARY {MATH_DLL}", "EXPORTS", *functions]) + "\n", encoding="utf-8")
    library = work / "libucrt-math.a"
    run([MINGW + "dlltool", "-d", str(definition), "-l", str(library)])
    return library


def compile_engine(python_dir: Path, c_dir: Path, include: Path, cflags: list[str], work: Path,
                   out_dir: Path) -> list[Path]:
    """The shared library and the module files, into ``out_dir`` (laid out as on ``sys.path``); their paths."""
    python_dll = python_dir / PYTHON_DLL
    math_library = math_import_library(python_dll, work)
    runtime = Path(__import__("mypyc").__file__).parent / "lib-rt"
    gcc = [MINGW + "gcc", "-shared", "-s", *PYTHON_CFLAGS, *cflags, f"-I{include}"]
    shared = out_dir / (native.COMPILED_GROUP + "__mypyc" + WINDOWS_SUFFIX)
    built = [shared]
    # The math library first: the linker takes each function from the first library that has it.
    run([*gcc, f"-I{runtime}", f"-I{c_dir}", str(c_dir / f"__native_{native.COMPILED_GROUP}.c"),
         str(math_library), str(python_dll), "-o", str(shared)])
    for module in native.COMPILED_MODULES:
        parts = module.split(".")
        target = out_dir.joinpath(*parts[:-1], parts[-1] + WINDOWS_SUFFIX)
        target.parent.mkdir(parents=True, exist_ok=True)
        run([*gcc, str(c_dir.joinpath(*parts).with_suffix(".c")), str(python_dll), "-o", str(target)])
        built.append(target)
    for path in built:
        imports = dll_imports(path)
        unexpected = sorted(set(imports) - ALLOWED_IMPORTS)
        if unexpected:
            raise EngineBuildError(f"{path.name} imports {', '.join(unexpected)}")
    if "exp" not in dll_imports(shared).get(MATH_DLL, []):
        raise EngineBuildError(f"{shared.name} does not take exp from {MATH_DLL}")
    return built


def write_record(stage: Path) -> None:
    """``newworld/_compiled.json`` for the sources in ``stage``, as hatch_build.py records them."""
    from hatch_build import CustomBuildHook

    record = CustomBuildHook.record(stage, native)
    (stage / "newworld" / native.RECORD_NAME).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


def build(python_dir: Path, stage: Path, work: Path) -> list[Path]:
    """Compile the engine for the Windows Python in ``python_dir`` into ``stage`` (the sources the Windows
    Python runs and PyInstaller freezes); the files made. Raises :class:`EngineBuildError`, and then
    leaves nothing compiled in ``stage``."""
    work = work.resolve()
    try:
        missing = [tool for tool in ("gcc", "dlltool", "objdump") if not shutil.which(MINGW + tool)]
        if missing:
            raise EngineBuildError(f"no {', '.join(MINGW + t for t in missing)} "
                                   "(apt-get install gcc-mingw-w64-x86-64)")
        work.mkdir(parents=True, exist_ok=True)
        tarball = download_python_sources(work.parent / "downloads", work / "apt")
        include = windows_headers(tarball, work / "include")
        c_dir = work / "c"
        shutil.rmtree(c_dir, ignore_errors=True)
        cflags = generate_c(c_dir, work / "mypy-cache")
        built = compile_engine(python_dir, c_dir, include, cflags, work, stage)
        write_record(stage)
    except Exception as exc:
        remove_built(stage)
        if isinstance(exc, EngineBuildError):
            raise
        raise EngineBuildError(f"{type(exc).__name__}: {exc}") from exc
    return built


def remove_built(stage: Path) -> None:
    for path in [*stage.rglob("*" + WINDOWS_SUFFIX), stage / "newworld" / native.RECORD_NAME]:
        path.unlink(missing_ok=True)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit(__doc__.split("\n\n")[1])
    for path in build(*(Path(arg) for arg in sys.argv[1:])):
        print(path)
