"""Build the one-folder app ``dist/NewWorld/NewWorld``, check it and measure it.

    python packaging/build.py                 # build, check, measure (run from anywhere)
    python packaging/build.py --skip-build    # only check and measure an existing dist/NewWorld

Needs the ``build`` extra (``pip install -e ".[build]"``: PyInstaller). Steps:

1. renders ``newworld.ico`` / ``newworld.icns`` (and any missing PNG size) from
   ``resources/icons/newworld.svg`` into ``build/icons/``;
2. runs PyInstaller on ``packaging/newworld.spec`` (version from
   ``newworld/__init__.py``) into ``dist/NewWorld/``;
3. runs ``NewWorld --version`` and ``NewWorld --self-test`` (offscreen, in a
   throw-away ``NEWWORLD_HOME``) and fails if either fails;
4. writes ``dist/NewWorld-<version>-<platform>.tar.xz`` (the folder also holds
   ``LICENSE``, and on Linux ``install.sh``, which adds the app to the desktop's menu);
5. measures the folder size, the tar.xz size and the time from launch to the
   first window (``NEWWORLD_STARTUP_PROBE=1``: the app quits once its first
   window has painted; see ``newworld/selftest.py``), prints them against the
   targets and writes them to ``build/measures.json``.

Exit status: 0 when the build, ``--version`` and ``--self-test`` succeed and the
size targets hold; 1 otherwise. The start-up target is reported, and enforced
only with ``--strict`` (timings on a busy CI machine vary).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "newworld.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
APP_DIR = DIST / "NewWorld"
EXE = APP_DIR / ("NewWorld.exe" if sys.platform == "win32" else "NewWorld")

MB = 1_000_000
TARGET_FOLDER_MB = 75.0
TARGET_TAR_MB = 23.0
TARGET_STARTUP_S = 0.5
PROBE_TAG = "startup-probe: first-window"


def read_version() -> str:
    text = (ROOT / "newworld" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.M)
    if not match:
        raise SystemExit("newworld/__init__.py has no __version__")
    return match.group(1)


def folder_bytes(folder: Path) -> int:
    """Sum of the sizes of the files in ``folder`` (symlinks not followed, not counted)."""
    total = 0
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            path = Path(dirpath) / name
            if not path.is_symlink():
                total += path.stat().st_size
    return total


def app_env(home: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["NEWWORLD_HOME"] = str(home)
    env.update(extra)
    return env


def run_app(args: list[str], env: dict[str, str], timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(EXE), *args], env=env, capture_output=True, text=True, timeout=timeout, check=False)


def step(title: str) -> float:
    print(f"== {title}", flush=True)
    return time.perf_counter()


def build(clean: bool) -> float:
    start = step("icons")
    icons = [sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--out", str(ROOT / "build" / "icons")]
    if all((ROOT / "resources" / "icons" / f"newworld-{s}.png").is_file() for s in (16, 32, 48, 256, 512)):
        icons.append("--no-png")  # the committed PNGs stay as they are
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    subprocess.run(icons, check=True, env=env)
    step("translations")  # the .qm the app loads, compiled from the translators' .ts
    subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "--release"], check=True, env=env)
    step("PyInstaller")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)]
    if clean:
        command.insert(3, "--clean")
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    shutil.copy2(ROOT / "LICENSE", APP_DIR / "LICENSE")
    if sys.platform.startswith("linux"):
        installer = APP_DIR / "install.sh"
        shutil.copy2(ROOT / "packaging" / "install-linux.sh", installer)
        installer.chmod(0o755)
    return time.perf_counter() - start


def shipped_languages() -> list[str]:
    return sorted(p.stem.removeprefix("newworld_") for p in (ROOT / "resources" / "i18n").glob("newworld_*.ts")
                  if p.stem != "newworld_en")


def missing_translations() -> list[str]:
    """The translation files the bundle must carry and lacks: ours, with Qt's for each shipped language."""
    wanted = [APP_DIR / "_internal" / "resources" / "i18n" / "newworld_en.qm"]
    for code in shipped_languages():
        wanted += [APP_DIR / "_internal" / "resources" / "i18n" / f"newworld_{code}.qm",
                   APP_DIR / "_internal" / "PySide6" / "Qt" / "translations" / f"qtbase_{code}.qm"]
    return [str(path.relative_to(APP_DIR)) for path in wanted if not path.is_file()]


def make_tarball(version: str) -> Path:
    machine = platform.machine().lower() or "unknown"
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    target = DIST / f"NewWorld-{version}-{system}-{machine}.tar.xz"
    # Preset 9's 64 MiB dictionary spans the bundle's large libraries: 1.4 % smaller than preset 6 for 12 s more.
    with tarfile.open(target, "w:xz", preset=9) as tar:
        tar.add(APP_DIR, arcname="NewWorld")
    return target


def test_certificate(folder: Path) -> list[str]:
    """``--cert C --key K`` of a throw-away self-signed certificate for 127.0.0.1, so that the self-test plays over
    wss:// too; nothing without the ``openssl`` command (then ws:// only)."""
    openssl = shutil.which("openssl")
    if openssl is None:
        print("   (no openssl command: the self-test plays over ws:// only)")
        return []
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run([openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                    "-keyout", str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
    return ["--cert", str(cert), "--key", str(key)]


def system_libraries(app: Path) -> tuple[dict[str, str], list[str]]:
    """Where the libraries left to the system (system_libs.py) resolve for the bundle's binaries, and problems:
    such a library inside the bundle, or one the dynamic loader cannot find (``ldd``, with the bundle's
    library folders first, as its launcher sets them)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    from system_libs import SYSTEM_LIBRARIES

    problems = [f"{path.relative_to(app)} is bundled (it is left to the system)"
                for path in app.rglob("*") if path.name in SYSTEM_LIBRARIES]
    folders = [str(p) for p in (app / "_internal", app / "_internal" / "PySide6" / "Qt" / "lib") if p.is_dir()]
    env = {**os.environ, "LD_LIBRARY_PATH": os.pathsep.join(folders)}
    resolved: dict[str, str] = {}
    for path in sorted(p for p in app.rglob("*.so*") if p.is_file() and not p.is_symlink()):
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env).stdout
        for name, where in re.findall(r"^\s*(\S+) => (.+?)(?: \(0x[0-9a-f]+\))?$", out, re.M):
            if name in SYSTEM_LIBRARIES:
                if where == "not found":
                    problems.append(f"{path.relative_to(app)} needs {name} ({SYSTEM_LIBRARIES[name]}): not found")
                else:
                    resolved[name] = where
    return resolved, problems


def probe_startup(runs: int, home: Path) -> list[float]:
    """Seconds from launch to the first painted window, per run (empty if never seen)."""
    times = []
    for _ in range(runs):
        env = app_env(home, NEWWORLD_STARTUP_PROBE="1", NEWWORLD_STARTUP_PROBE_TIMEOUT="20")
        start = time.time()
        try:
            result = run_app([], env, timeout=60)
        except subprocess.TimeoutExpired:
            print("   start-up probe: the app did not quit within 60 s")
            break
        match = re.search(re.escape(PROBE_TAG) + r" ([0-9.]+)", result.stdout)
        if not match:
            tail = (result.stdout + result.stderr).strip().splitlines()[-3:]
            print(f"   start-up probe: no first window seen (exit {result.returncode}): {' | '.join(tail)}")
            break
        times.append(float(match.group(1)) - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build, check and measure the New World app.")
    parser.add_argument("--skip-build", action="store_true", help="check and measure an existing dist/NewWorld")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's caches first")
    parser.add_argument("--no-tar", action="store_true", help="do not write the tar.xz")
    parser.add_argument("--probe-runs", type=int, default=5, help="start-up timings to take (0: none)")
    parser.add_argument("--strict", action="store_true", help="fail when the start-up target is missed")
    args = parser.parse_args(argv)

    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        if not args.skip_build:
            print('PyInstaller is missing: pip install -e ".[build]"', file=sys.stderr)
            return 2

    version = read_version()
    print(f"New World {version}: building {APP_DIR.relative_to(ROOT)}", flush=True)
    times: list[float] = []
    size = 0
    measures: dict[str, object] = {"version": version, "platform": f"{sys.platform}-{platform.machine()}"}
    failures: list[str] = []

    if not args.skip_build:
        measures["build_seconds"] = round(build(args.clean), 1)
    if not EXE.is_file():
        print(f"{EXE} was not built", file=sys.stderr)
        return 1

    home = Path(tempfile.mkdtemp(prefix="newworld-build-"))
    try:
        step("checks")
        result = run_app(["--version"], app_env(home))
        version_line = result.stdout.strip()
        print(f"   --version: {version_line!r} (exit {result.returncode})")
        if result.returncode != 0 or version_line != f"New World {version} (compiled engine)":  # ships compiled
            failures.append(f"--version printed {version_line!r}, exit {result.returncode}")
        start = time.perf_counter()
        result = run_app(["--self-test", *test_certificate(home)], app_env(home))
        measures["self_test_seconds"] = round(time.perf_counter() - start, 2)
        print(f"   --self-test (exit {result.returncode}): {result.stdout.strip()}")
        if result.returncode != 0:
            failures.append(f"--self-test failed (exit {result.returncode}): {result.stderr.strip()[-2000:]}")

        missing = missing_translations()
        print(f"   translations: {', '.join(shipped_languages())}" + (f"; MISSING {missing}" if missing else " OK"))
        if missing:
            failures.append(f"the bundle lacks {', '.join(missing)}")
        if sys.platform.startswith("linux") and shutil.which("ldd"):
            resolved, problems = system_libraries(APP_DIR)
            measures["system_libraries"] = resolved
            print("   from the system: " + ", ".join(f"{name} => {where}" for name, where in sorted(resolved.items())))
            failures += problems

        step("measures")
        size = folder_bytes(APP_DIR)
        measures["folder_bytes"] = size
        if not args.no_tar:
            start = time.perf_counter()
            tarball = make_tarball(version)
            measures["tar_seconds"] = round(time.perf_counter() - start, 1)
            measures["tar_xz_bytes"] = tarball.stat().st_size
            measures["tar_xz"] = str(tarball.relative_to(ROOT))
        if args.probe_runs > 0:
            times = probe_startup(args.probe_runs, home)
            measures["startup_seconds"] = [round(t, 3) for t in times]
    finally:
        shutil.rmtree(home, ignore_errors=True)

    # --- the report ---------------------------------------------------------------
    print(f"== New World {version} ({measures['platform']})")
    if "build_seconds" in measures:
        print(f"   build time          {measures['build_seconds']} s")
    ok_size = size <= TARGET_FOLDER_MB * MB
    print(f"   folder dist/NewWorld {size / MB:7.1f} MB ({size / 2**20:.1f} MiB)  target <= {TARGET_FOLDER_MB:g} MB"
          f"  {'OK' if ok_size else 'MISSED'}")
    if not ok_size:
        failures.append(f"folder is {size / MB:.1f} MB > {TARGET_FOLDER_MB:g} MB")
    if "tar_xz_bytes" in measures:
        tar_bytes = int(measures["tar_xz_bytes"])  # type: ignore[call-overload]
        ok_tar = tar_bytes <= TARGET_TAR_MB * MB
        print(f"   {measures['tar_xz']} {tar_bytes / MB:7.1f} MB ({tar_bytes / 2**20:.1f} MiB)"
              f"  target <= {TARGET_TAR_MB:g} MB  {'OK' if ok_tar else 'MISSED'}")
        if not ok_tar:
            failures.append(f"tar.xz is {tar_bytes / MB:.1f} MB > {TARGET_TAR_MB:g} MB")
    if args.probe_runs > 0:
        if times:
            median = statistics.median(times)
            measures["startup_median_seconds"] = round(median, 3)
            ok_start = median <= TARGET_STARTUP_S
            print(f"   first window        {median:.3f} s median of {len(times)} (first run {times[0]:.3f} s, "
                  f"best {min(times):.3f} s)  target <= {TARGET_STARTUP_S:g} s  {'OK' if ok_start else 'MISSED'}")
            if not ok_start and args.strict:
                failures.append(f"first window after {median:.3f} s > {TARGET_STARTUP_S:g} s")
        else:
            print("   first window        not measured (the app showed no window)")
            if args.strict:
                failures.append("start-up not measured")
    print(f"   self-test           {measures.get('self_test_seconds')} s")
    measures["failures"] = failures
    out = ROOT / "build" / "measures.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(measures, indent=2) + "\n", encoding="utf-8")
    if failures:
        print("FAILED: " + "; ".join(failures), file=sys.stderr)
        return 1
    print(f"OK: {EXE.relative_to(ROOT)} (measures in {out.relative_to(ROOT)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
