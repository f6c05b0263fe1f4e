"""Build hook: compile the engine with mypyc when a C compiler is there.

hatchling runs this for every wheel, editable or not (``pip install -e .``,
``pip install .``). It compiles ``newworld.native.COMPILED_MODULES`` with
mypyc into one extension module per source plus the shared library
``newworld_engine__mypyc`` (``native.COMPILED_GROUP``) that holds their code,
and records the SHA-256 of each compiled source in ``newworld/_compiled.json``
(see ``newworld/native.py``, which runs the pure sources instead of a stale
build).

* Editable install: the extension modules are written beside their sources
  (the shared library in the project root, which the editable install puts
  on ``sys.path``); an unchanged build is reused, and a build that cannot be
  made removes the old one, so an edited source never runs as an old copy.
* Wheel: the extension modules go into the wheel, which becomes
  platform-specific.
* No working C compiler (or Python headers), ``NEWWORLD_PURE_PYTHON=1`` at
  install time, or any failure of the compilation: a message, and the package
  installs as pure Python.

To see the messages: ``pip install -v -e .``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import tempfile
import traceback
from pathlib import Path
from types import ModuleType
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# mypyc's options, for this build and for the Windows one (packaging/windows_engine.py).
MYPYC_OPTIONS = {"opt_level": "3", "debug_level": "0"}


def load_native(root: Path) -> ModuleType:
    """``newworld/native.py`` on its own (it needs only the standard library)."""
    spec = importlib.util.spec_from_file_location("_newworld_native", root / "newworld" / "native.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def compiler_problem() -> str | None:
    """Why C extensions cannot be built here (no compiler, no Python headers), or None."""
    try:
        import setuptools  # noqa: F401, I001 - first: it provides distutils on Python 3.12+
        from distutils import ccompiler, sysconfig

        compiler: Any = ccompiler.new_compiler()
        sysconfig.customize_compiler(compiler)
        with tempfile.TemporaryDirectory() as tmp:
            source = Path(tmp) / "probe.c"
            source.write_text("#include <Python.h>\nint probe(void) { return 0; }\n", encoding="utf-8")
            compiler.compile([str(source)], output_dir=tmp, include_dirs=[sysconfig.get_python_inc()])
    except Exception as exc:  # noqa: BLE001 - any failure means: no compiler we can use
        return f"{type(exc).__name__}: {exc}".strip()
    return None


def extension_files(root: Path, native: ModuleType) -> list[Path]:
    """The compiled files of an in-place build: one per module plus the shared library."""
    found = list(root.glob(f"{native.COMPILED_GROUP}__mypyc.*"))
    for module in native.COMPILED_MODULES:
        path = root.joinpath(*module.split("."))
        found += [p for p in path.parent.glob(path.name + ".*") if p.suffix in (".so", ".pyd")]
    return found


class CustomBuildHook(BuildHookInterface):  # type: ignore[misc,type-arg,unused-ignore]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        native = load_native(root)
        editable = version == "editable"
        reason = self.reason_not_to_compile(native)
        if reason is None and editable and self.build_is_current(root, native):
            self.say("the compiled engine is up to date")
            self.mark_platform_wheel(build_data)
            return
        if editable:
            self.remove_in_place(root, native)
        if reason is not None:
            self.say(f"installing the pure-Python engine: {reason}")
            return
        try:
            built = self.compile(root, native, in_place=editable)
        except Exception:  # noqa: BLE001 - a failed compilation must not fail the install
            self.say("compiling the engine failed; installing the pure-Python engine:\n" + traceback.format_exc())
            if editable:
                self.remove_in_place(root, native)
            return
        if not editable:
            build_data["force_include"].update({str(path): dest for path, dest in built})
        self.mark_platform_wheel(build_data)
        self.say(f"compiled the engine with mypyc: {', '.join(native.COMPILED_MODULES)}")

    def say(self, message: str) -> None:
        self.app.display_info(f"newworld build: {message}")

    @staticmethod
    def mark_platform_wheel(build_data: dict[str, Any]) -> None:
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    @staticmethod
    def reason_not_to_compile(native: ModuleType) -> str | None:
        if native.pure_forced():
            return f"{native.PURE_ENV} is set"
        if importlib.util.find_spec("mypyc") is None:
            return "mypyc is not installed"
        problem = compiler_problem()
        return f"no working C compiler ({problem})" if problem else None

    @staticmethod
    def record(root: Path, native: ModuleType) -> dict[str, Any]:
        return {"sources": {m: native.source_digest(native.source_path(m, root / "newworld"))
                            for m in native.COMPILED_MODULES}}

    def build_is_current(self, root: Path, native: ModuleType) -> bool:
        record = root / "newworld" / native.RECORD_NAME
        files = extension_files(root, native)
        try:
            current = json.loads(record.read_text(encoding="utf-8")) == self.record(root, native)
        except (OSError, ValueError):
            return False
        return current and len(files) == len(native.COMPILED_MODULES) + 1

    @staticmethod
    def remove_in_place(root: Path, native: ModuleType) -> None:
        for path in extension_files(root, native):
            path.unlink()
        (root / "newworld" / native.RECORD_NAME).unlink(missing_ok=True)

    def compile(self, root: Path, native: ModuleType, in_place: bool) -> list[tuple[Path, str]]:
        """Compile; return (file, path in the wheel) for everything built."""
        from mypyc.build import mypycify
        from setuptools import Distribution

        work = root / "build" / "mypyc"
        lib = work / "lib"
        shutil.rmtree(lib, ignore_errors=True)
        sources = [str(native.source_path(m, Path("newworld"))) for m in native.COMPILED_MODULES]
        cwd = os.getcwd()
        os.chdir(root)  # mypy resolves the package from here
        try:
            extensions = mypycify(sources, group_name=native.COMPILED_GROUP, target_dir=str(work / "c"),
                                  **MYPYC_OPTIONS)
            dist = Distribution({"name": "newworld", "ext_modules": extensions})
            build_ext: Any = dist.get_command_obj("build_ext")
            build_ext.build_lib = str(lib)
            build_ext.build_temp = str(work / "temp")
            build_ext.parallel = os.cpu_count() or 1
            build_ext.ensure_finalized()
            build_ext.run()
        finally:
            os.chdir(cwd)
        record = lib / "newworld" / native.RECORD_NAME
        record.parent.mkdir(parents=True, exist_ok=True)
        record.write_text(json.dumps(self.record(root, native), indent=1) + "\n", encoding="utf-8")
        built = [(path, path.relative_to(lib).as_posix()) for path in lib.rglob("*") if path.is_file()]
        if in_place:
            for path, dest in built:
                shutil.copy2(path, root / dest)
        return built

    def clean(self, versions: list[str]) -> None:
        root = Path(self.root)
        self.remove_in_place(root, load_native(root))
        shutil.rmtree(root / "build" / "mypyc", ignore_errors=True)
