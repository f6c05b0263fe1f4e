"""Install the Windows installer in a fresh Wine prefix and check the installed game, as a player would.

    python packaging/check_windows.py            # after packaging/build_windows.py
    python packaging/check_windows.py --display :90 --screenshot shot.png

Steps (each failure is reported; exit 1 if any):

1. a fresh Wine prefix with the Wine-only ``icuuc.dll`` stand-in (packaging/wine_icu.py);
2. ``NewWorld-<version>-windows-x64-setup.exe /S /CURRENTUSER``: the program in
   ``%LOCALAPPDATA%\\Programs\\New World``, the Start menu and desktop shortcuts,
   ``.nwgame`` opening with the game, the entry in Settings -> Apps; the installed
   size against its target;
3. ``newworld-cli.exe --version``, ``NewWorld.exe --version`` and ``--self-test``
   from the installed folder; a saved game in the player's Documents folder;
4. the real window under X (``--display``, else an Xvfb of its own): the time from
   launch to the first painted window (median of ``--probe-runs``), then a
   screenshot of it (``--screenshot``, default ``build/windows/window.png``),
   which must show the window painted;
5. the same installer again (an upgrade in place: one folder, one entry);
6. ``Uninstall.exe /S``: the program, its shortcuts, its file type and its entry
   gone; the player's saved game, settings and log still there;
7. ``/S /ALLUSERS`` (Wine's user is an administrator): Program Files, HKLM, the
   all-users Start menu; and its uninstall.

Measures go to ``build/windows/check.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import wine_icu  # noqa: E402
from build_windows import DIST, MB, PYTHON_DIR, ROOT, TARGET_INSTALLED_MB, WORK, check_app  # noqa: E402
from wine import Wine, missing_tools, windows_path  # noqa: E402

from build import PROBE_TAG, folder_bytes, read_version  # noqa: E402

UNINSTALL_KEY = "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\NewWorld"
ALL_USERS_KEY = "HKLM" + UNINSTALL_KEY.removeprefix("HKCU")
PROGRAM_FOLDER = ("AppData", "Local", "Programs", "New World")
PLAYER_DATA = ("AppData", "Local", "NewWorld", "NewWorld")  # platformdirs' folder for the app's data
WINDOW_TITLE = "New World"
MIN_WINDOW_COLOURS = 200  # a painted board and side panel have thousands; an empty window has a handful


class Check:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.measures: dict[str, object] = {}

    def expect(self, condition: bool, what: str) -> bool:
        print(f"   {'ok  ' if condition else 'FAIL'} {what}", flush=True)
        if not condition:
            self.failures.append(what)
        return condition


def install(wine: Wine, installer: Path, check: Check) -> Path:
    start = time.perf_counter()
    result = wine.run(installer, ["/S", "/CURRENTUSER"], timeout=600)
    wine.wait()
    check.measures["install_seconds"] = round(time.perf_counter() - start, 1)
    folder = wine.user_dir.joinpath(*PROGRAM_FOLDER)
    check.expect(result.returncode == 0, f"silent install exits 0 (exit {result.returncode})")
    for name in ("NewWorld.exe", "newworld-cli.exe", "Uninstall.exe", "LICENSE.txt"):
        check.expect((folder / name).is_file(), f"installed {name}")
    return folder


def shortcuts(wine: Wine) -> tuple[Path, Path]:
    """The Start menu's and the desktop's shortcut (the desktop is ``$HOME`` under Wine)."""
    programs = wine.user_dir / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    return programs / "New World.lnk", wine.user_dir / "Desktop" / "New World.lnk"


def check_integration(wine: Wine, folder: Path, version: str, check: Check) -> None:
    """The Start menu, the desktop, the file type and the Apps entry."""
    start_menu, desktop = shortcuts(wine)
    check.expect(start_menu.is_file(), "Start menu shortcut")
    check.expect(desktop.is_file(), "desktop shortcut")
    command = wine.registry_value("HKCU\\Software\\Classes\\NewWorld.Game\\shell\\open\\command") or ""
    check.expect(wine.registry_value("HKCU\\Software\\Classes\\.nwgame") == "NewWorld.Game"
                 and command.endswith('NewWorld.exe" "%1"'), f".nwgame opens with the game ({command})")
    entry = {name: wine.registry_value(UNINSTALL_KEY, name) for name in
             ("DisplayName", "DisplayVersion", "Publisher", "EstimatedSize", "UninstallString")}
    check.expect(entry["DisplayName"] == "New World" and entry["DisplayVersion"] == version
                 and bool(entry["Publisher"]) and bool(entry["EstimatedSize"]) and bool(entry["UninstallString"]),
                 f"Apps entry {entry}")
    size = folder_bytes(folder)
    check.measures["installed_bytes"] = size
    check.expect(size <= TARGET_INSTALLED_MB * MB,
                 f"installed size {size / MB:.1f} MB ({size / 2**20:.1f} MiB) <= {TARGET_INSTALLED_MB:g} MB")


def make_player_data(wine: Wine, folder: Path, check: Check) -> list[Path]:
    """A saved game in the default folder, as a player would have; the files to keep."""
    documents = wine.user_dir / "Documents" / "New World"
    result = wine.run(folder / "newworld-cli.exe", ["sim", "--games", "1", "--players", "2", "--seed", "5",
                                                    "--save-dir", windows_path(documents)], timeout=300)
    saves = sorted(documents.glob("*.nwgame"))
    check.expect(result.returncode == 0 and len(saves) == 1, f"newworld-cli.exe sim saved a game: {saves}")
    return saves


def free_display() -> int:
    for number in range(150, 200):
        if not Path(f"/tmp/.X{number}-lock").exists() and not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    raise SystemExit("no free X display between :150 and :199")


def start_xvfb() -> tuple[str, subprocess.Popen[bytes]]:
    display = f":{free_display()}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if subprocess.run(["xdpyinfo", "-display", display], capture_output=True).returncode == 0:
            return display, server
        time.sleep(0.1)
    server.kill()
    raise SystemExit(f"Xvfb did not start on {display}")


def first_window_times(wine: Wine, exe: Path, display: str, runs: int) -> list[float]:
    """Seconds from launch to the first painted window (the app's start-up probe), per run."""
    times = []
    for _ in range(runs):
        start = time.time()
        result = wine.run(exe, [], timeout=180, DISPLAY=display, QT_QPA_PLATFORM=None, NEWWORLD_STARTUP_PROBE="1",
                          NEWWORLD_STARTUP_PROBE_TIMEOUT="60")
        for line in result.stdout.splitlines():
            if line.startswith(PROBE_TAG):
                times.append(float(line.split()[-1]) - start)
    return times


def window_geometry(display: str, title: str) -> tuple[int, int, int, int] | None:
    """Where the window called ``title`` is on the screen (x, y, width, height), if it is shown."""
    result = subprocess.run(["xwininfo", "-display", display, "-name", title], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    values = {}
    for line in result.stdout.splitlines():
        key, _sep, value = line.strip().partition(":")
        values[key] = value.strip()
    try:
        x, y = int(values["Absolute upper-left X"]), int(values["Absolute upper-left Y"])
        width, height = int(values["Width"]), int(values["Height"])
    except (KeyError, ValueError):
        return None
    return (x, y, width, height) if values.get("Map State") == "IsViewable" else None


GRAB = """
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(["grab", "-platform", "xcb"])
x, y, w, h = (int(v) for v in sys.argv[2:6])
image = app.primaryScreen().grabWindow(0).toImage()
image.save(sys.argv[1])
window = image.copy(x, y, w, h)
step = max(1, (w * h) // 200_000)
colours = {window.pixel(i % w, i // w) for i in range(0, w * h, step)}
print(len(colours))
"""


def screenshot(display: str, target: Path, geometry: tuple[int, int, int, int]) -> int:
    """Save the screen to ``target``; the number of colours in the window's part of it."""
    target.parent.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    result = subprocess.run([sys.executable, "-c", GRAB, str(target), *map(str, geometry)], env=env,
                            capture_output=True, text=True, timeout=60)
    return int(result.stdout.strip() or 0) if result.returncode == 0 else 0


def check_window(wine: Wine, folder: Path, display: str, runs: int, shot: Path, check: Check) -> None:
    exe = folder / "NewWorld.exe"
    times = first_window_times(wine, exe, display, runs)
    check.measures["first_window_seconds"] = [round(t, 3) for t in times]
    if check.expect(len(times) == runs, f"the window opened and painted in each of {runs} starts"):
        median = statistics.median(times)
        check.measures["first_window_median_seconds"] = round(median, 3)
        print(f"   first window under Wine: {median:.2f} s median of {runs} "
              f"(first {times[0]:.2f} s, best {min(times):.2f} s)")
    app = wine.popen(exe, [], DISPLAY=display, QT_QPA_PLATFORM=None)  # Qt's own platform: the window on X
    try:
        geometry = None
        deadline = time.monotonic() + 60
        while geometry is None and time.monotonic() < deadline and app.poll() is None:
            time.sleep(0.5)
            geometry = window_geometry(display, WINDOW_TITLE)
        if check.expect(geometry is not None, f"the window '{WINDOW_TITLE}' is on the screen"):
            assert geometry is not None
            time.sleep(4)  # the dialog over the board comes up after the first paint
            colours = screenshot(display, shot, geometry)
            check.measures["screenshot"] = str(shot)
            check.expect(colours >= MIN_WINDOW_COLOURS, f"the window is painted ({colours} colours; {shot})")
    finally:
        wine.stop()
        app.wait(timeout=30)


def uninstall(wine: Wine, folder: Path, kept: list[Path], check: Check) -> None:
    player_files = kept + sorted(p for p in wine.user_dir.joinpath(*PLAYER_DATA).rglob("*") if p.is_file())
    check.expect(any(p.name == "settings.ini" for p in player_files), "the game wrote its settings")
    result = wine.run(folder / "Uninstall.exe", ["/S"], timeout=300)
    wine.wait()
    check.expect(result.returncode == 0, f"silent uninstall exits 0 (exit {result.returncode})")
    check.expect(not folder.exists(), "the program folder is gone")
    check.expect(not any(path.exists() for path in shortcuts(wine)), "the shortcuts are gone")
    check.expect(not wine.registry_key_exists(UNINSTALL_KEY), "the Apps entry is gone")
    check.expect(not wine.registry_key_exists("HKCU\\Software\\Classes\\NewWorld.Game"), "the file type is gone")
    missing = [str(p) for p in player_files if not p.is_file()]
    check.expect(not missing, f"the player's {len(player_files)} files are kept (saved game, settings, log)"
                 + (f"; LOST {missing}" if missing else ""))


def check_all_users(wine: Wine, installer: Path, version: str, check: Check) -> None:
    """Installed for all users (as an administrator: Wine's user is one) and uninstalled again."""
    result = wine.run(installer, ["/S", "/ALLUSERS"], timeout=600)
    wine.wait()
    folder = wine.drive_c / "Program Files" / "New World"
    check.expect(result.returncode == 0 and (folder / "NewWorld.exe").is_file(),
                 f"installed for all users in {wine.c_path(folder)}")
    check.expect(wine.registry_value(ALL_USERS_KEY, "DisplayVersion") == version
                 and wine.registry_value("HKLM\\Software\\Classes\\.nwgame") == "NewWorld.Game",
                 "the all-users Apps entry and file type (HKLM)")
    shortcut = wine.drive_c / "ProgramData" / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "New World.lnk"
    check.expect(shortcut.is_file(), "the all-users Start menu shortcut")
    version_line = wine.run(folder / "newworld-cli.exe", ["--version"], timeout=120).stdout.strip()
    check.expect(version_line.startswith(f"New World {version}"), f"newworld-cli.exe --version: {version_line!r}")
    wine.run(folder / "Uninstall.exe", ["/S"], timeout=300)
    wine.wait()
    check.expect(not folder.exists() and not shortcut.exists() and not wine.registry_key_exists(ALL_USERS_KEY)
                 and not wine.registry_key_exists("HKLM\\Software\\Classes\\NewWorld.Game"),
                 "uninstalled for all users: folder, shortcut, entry and file type gone")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Install New World's Windows installer under Wine and check it.")
    parser.add_argument("--display", help="an X display to open the window on (default: an Xvfb of its own)")
    parser.add_argument("--probe-runs", type=int, default=5, help="starts to time (default 5)")
    parser.add_argument("--screenshot", type=Path, default=WORK / "window.png")
    args = parser.parse_args(argv)
    if missing_tools():
        print(f"missing: apt-get install {' '.join(missing_tools())}", file=sys.stderr)
        return 2
    version = read_version()
    installer = DIST / f"NewWorld-{version}-windows-x64-setup.exe"
    if not installer.is_file():
        print(f"{installer} is missing: run packaging/build_windows.py first", file=sys.stderr)
        return 2
    start_all = time.perf_counter()
    check = Check()
    icu = WORK / "icu" / wine_icu.DLL_NAME
    if not icu.is_file():
        icu = wine_icu.build(PYTHON_DIR / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll", icu.parent)
    wine = Wine(WORK / "check-wine")
    xvfb = None
    try:
        print("== a fresh Wine prefix", flush=True)
        check.measures["prefix_seconds"] = round(wine.create(fresh=True, icu=icu), 1)
        print(f"== install {installer.name} /S /CURRENTUSER", flush=True)
        folder = install(wine, installer, check)
        check_integration(wine, folder, version, check)
        print("== the installed game", flush=True)
        check.failures += check_app(wine, folder, version)
        kept = make_player_data(wine, folder, check)
        print("== the window", flush=True)
        display = args.display
        if display is None:
            display, xvfb = start_xvfb()
        check_window(wine, folder, display, args.probe_runs, args.screenshot.resolve(), check)
        print("== the same installer again (an upgrade in place)", flush=True)
        install(wine, installer, check)
        check.expect(wine.registry_value(UNINSTALL_KEY, "InstallLocation") == wine.c_path(folder),
                     "one entry, the same folder")
        print("== uninstall", flush=True)
        uninstall(wine, folder, kept, check)
        print("== for all users", flush=True)
        check_all_users(wine, installer, version, check)
    finally:
        wine.stop()
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(timeout=10)
    check.measures["check_seconds"] = round(time.perf_counter() - start_all, 1)
    check.measures["failures"] = check.failures
    (WORK / "check.json").write_text(json.dumps(check.measures, indent=2) + "\n", encoding="utf-8")
    print(f"== {len(check.failures)} problems; {check.measures['check_seconds']} s (measures in "
          f"{(WORK / 'check.json').relative_to(ROOT)})")
    if check.failures:
        print("FAILED: " + "\n".join(check.failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
