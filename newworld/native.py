"""Which engine runs: the compiled one (mypyc) or the pure-Python sources.

The rules core, the deck, the simulator and the computer players' inner loop
(the position evaluation and Hard's replies: :data:`COMPILED_MODULES`) are
compiled with mypyc when the package is installed on a machine with a C
compiler (``hatch_build.py``); each compiled module is an extension module
beside its ``.py`` file, and Python prefers the extension. This module, which is
never compiled itself, decides once per process which of the two is imported:

* ``NEWWORLD_PURE_PYTHON=1`` in the environment forces the pure-Python sources
  (for tests and side-by-side measurements);
* a compiled copy older than its source is never run: the build records the
  SHA-256 of each source it compiled (:data:`RECORD_NAME`), and when a source
  differs (a developer edited ``core.py`` after ``pip install -e .``) the pure
  sources run and one line on stderr says how to rebuild;
* in the frozen app (PyInstaller) there are no sources to compare: the bundled
  extension modules run.

:func:`engine_name` says what actually runs; ``newworld --version`` and
``newworld-cli sim`` print it.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

# The evaluation and the replies are where Hard's simulations spend ~85% of their time (cProfile):
# compiled, Hard runs ~1.5x as many simulations a second (docs/AI.md, "Speed").
COMPILED_MODULES = ("newworld.engine.core", "newworld.engine.deck", "newworld.sim", "newworld.ai.evaluate",
                    "newworld.ai.replies")
# Their code lives in one shared library beside the package: newworld_engine__mypyc.<abi>.so.
COMPILED_GROUP = "newworld_engine"
PURE_ENV = "NEWWORLD_PURE_PYTHON"
# Written by the build hook next to this file: {"sources": {module: sha256 of its .py}}.
RECORD_NAME = "_compiled.json"
PACKAGE_DIR = Path(__file__).resolve().parent
COMPILED = "compiled"
PURE = "pure-Python"


def source_path(module: str, package_dir: Path = PACKAGE_DIR) -> Path:
    """The ``.py`` file of a module of this package."""
    return package_dir.joinpath(*module.split(".")[1:]).with_suffix(".py")


def source_digest(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def stale_sources(package_dir: Path = PACKAGE_DIR) -> list[str]:
    """Sources that differ from the ones the compiled modules were built from.

    Empty when nothing was compiled (no record) or when the sources are not on
    disk (the frozen app).
    """
    record = package_dir / RECORD_NAME
    try:
        built: dict[str, str] = json.loads(record.read_text(encoding="utf-8"))["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return []
    stale = []
    for module in COMPILED_MODULES:
        path = source_path(module, package_dir)
        if path.is_file() and built.get(module) != source_digest(path):
            stale.append(path.relative_to(package_dir.parent).as_posix())  # the same text on every system
    return stale


def pure_forced(environ: dict[str, str] | os._Environ[str] = os.environ) -> bool:
    return environ.get(PURE_ENV, "") not in ("", "0")


class _PureFinder:
    """A meta-path finder that loads the compiled modules from their ``.py`` files."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in COMPILED_MODULES or not path:
            return None
        source = Path(path[0]) / (fullname.rpartition(".")[2] + ".py")
        if not source.is_file():
            return None  # the frozen app: only the compiled module exists
        return importlib.util.spec_from_file_location(fullname, source)


_installed = False


def install() -> None:
    """Make the imports of the compiled modules follow the rules above (once; cheap)."""
    global _installed
    if _installed:
        return
    _installed = True
    if pure_forced():
        sys.meta_path.insert(0, _PureFinder())
        return
    stale = stale_sources()
    if stale:
        print(f"newworld: {', '.join(stale)} changed since the engine was compiled: running the pure-Python "
              f"engine (pip install -e . compiles it again)", file=sys.stderr)
        sys.meta_path.insert(0, _PureFinder())


def is_compiled(module: ModuleType) -> bool:
    return str(getattr(module, "__file__", "")).endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def engine_name() -> str:
    """``compiled`` when every engine module runs compiled, else ``pure-Python``."""
    import importlib

    modules = [importlib.import_module(name) for name in COMPILED_MODULES]
    return COMPILED if all(is_compiled(m) for m in modules) else PURE


def version_line() -> str:
    from newworld import __version__

    return f"New World {__version__} ({engine_name()} engine)"


class VersionAction(argparse.Action):
    """``--version``: print :func:`version_line` and exit (the engine is imported only when asked)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str = "show the version and the engine that runs, and exit"
                 ) -> None:
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        print(version_line())
        parser.exit()
