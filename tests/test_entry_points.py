"""How the game starts: ``newworld``, ``python -m newworld`` and the bundle's ``NewWorld``.

They all run ``newworld.app.main``. Under X11 each window's WM_CLASS must be the desktop
entry's ``StartupWMClass``, or taskbars show a generic icon: checked in a real X server
(Xvfb, started here) when Xvfb, xwininfo and xprop are installed (``.ci/run`` installs
them), with the pip-installed game and, when it is built, the bundle.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import newworld
from newworld import app

ROOT = Path(__file__).resolve().parent.parent
DESKTOP_ENTRY = ROOT / "resources" / f"{app.APP_ID}.desktop"
BUNDLE = ROOT / "dist" / "NewWorld" / "NewWorld"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP_ENTRY, encoding="utf-8")
    return parser["Desktop Entry"]


def env_without_display(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return {**env, "NEWWORLD_HOME": str(tmp_path)}


def test_python_dash_m_runs_the_newworld_command(tmp_path: Path) -> None:
    env = env_without_display(tmp_path)
    version = subprocess.run([sys.executable, "-m", "newworld", "--version"], capture_output=True, text=True,
                             env=env, timeout=60)
    assert version.returncode == 0, version.stderr
    assert re.fullmatch(rf"New World {re.escape(newworld.__version__)} \((compiled|pure-Python) engine\)\n",
                        version.stdout)
    helped = subprocess.run([sys.executable, "-m", "newworld", "--help"], capture_output=True, text=True, env=env,
                            timeout=60)
    assert helped.returncode == 0 and helped.stdout.startswith("usage: newworld [-h]")
    # Without a display it says so in one line, as the command does (and opens nothing).
    window = subprocess.run([sys.executable, "-m", "newworld"], capture_output=True, text=True, env=env, timeout=60)
    assert (window.returncode, window.stderr.strip()) == (1, app.NO_DISPLAY)


def test_importing_the_main_module_starts_nothing(tmp_path: Path) -> None:
    """What a spawned worker process does with its parent's main module: no second window."""
    done = subprocess.run([sys.executable, "-c", "import newworld.__main__; print('imported')"],
                          capture_output=True, text=True, env=env_without_display(tmp_path), timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "imported\n", "")


def test_main_calls_freeze_support_first(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[str] = []
    monkeypatch.setattr(app.multiprocessing, "freeze_support", lambda: calls.append("freeze_support"))
    assert app.main(["--version"]) == 0
    assert calls == ["freeze_support"]
    assert capsys.readouterr().out.startswith("New World ")


@pytest.mark.skipif(not BUNDLE.is_file(), reason="no bundle built (python packaging/build.py)")
def test_the_bundle_started_as_newworld_server_is_the_server(tmp_path: Path) -> None:
    """The .deb's /usr/bin/newworld-server is a link to the bundle: by that name it runs the game server."""
    link = tmp_path / "newworld-server"
    link.symlink_to(BUNDLE)
    env = env_without_display(tmp_path)
    helped = subprocess.run([str(link), "--help"], capture_output=True, text=True, env=env, timeout=60)
    assert helped.returncode == 0 and helped.stdout.startswith("usage: newworld-server"), helped.stderr
    server = subprocess.Popen([str(link), "--port", "0", "--data", str(tmp_path / "data")], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, env=env)
    try:
        assert server.stdout is not None
        assert "listening on ws://127.0.0.1:" in server.stdout.readline()  # it serves
    finally:
        server.terminate()
        server.wait(timeout=30)
    by_own_name = subprocess.run([str(BUNDLE), "--version"], capture_output=True, text=True, env=env, timeout=60)
    assert by_own_name.stdout.startswith("New World ") and "engine" in by_own_name.stdout  # the game's


def test_the_window_class_is_the_desktop_entry_s() -> None:
    assert desktop_entry()["StartupWMClass"] == app.WM_CLASS
    assert DESKTOP_ENTRY.name == f"{app.APP_ID}.desktop"


# --- a real X server ------------------------------------------------------------------------

X11_TOOLS = ("Xvfb", "xwininfo", "xprop")
needs_x11 = pytest.mark.skipif(any(shutil.which(t) is None for t in X11_TOOLS),
                               reason="needs Xvfb, xwininfo and xprop (apt install xvfb x11-utils)")


@pytest.fixture
def x_display() -> Iterator[str]:
    """A fresh Xvfb server; its display name (":N", chosen by the server)."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-nolisten", "tcp", "-screen", "0",
                               "1280x800x24"], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        with os.fdopen(read_end) as announced:
            number = announced.readline().strip()  # written once the server accepts clients
        assert number.isdigit(), "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=30)


PROPERTIES = ("WM_CLASS", "_GTK_APPLICATION_ID", "_KDE_NET_WM_DESKTOP_FILE")


def is_viewable(display: str, window: str) -> bool:
    info = subprocess.run(["xwininfo", "-display", display, "-id", window], capture_output=True, text=True).stdout
    return "Map State: IsViewable" in info


def main_window_properties(command: list[str], display: str, home: Path) -> str:
    """``xprop`` of the app's main window ("New World") once it is mapped; the app is stopped after."""
    env = {**env_without_display(home), "DISPLAY": display}
    game = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 90  # a loaded machine: the first window can take seconds
        while time.monotonic() < deadline:
            assert game.poll() is None, f"{command[0]} exited with {game.returncode}"
            tree = subprocess.run(["xwininfo", "-display", display, "-root", "-tree"], capture_output=True,
                                  text=True, check=True).stdout
            # Mapped: Qt has set every property (Qt's hidden helper windows never are).
            for window in re.findall(r'^\s*(0x[0-9a-f]+) "New World": \(', tree, re.M):
                if is_viewable(display, window):
                    return subprocess.run(["xprop", "-display", display, "-id", window, *PROPERTIES],
                                          capture_output=True, text=True, check=True).stdout
            time.sleep(0.2)
        raise AssertionError("no window named New World appeared")
    finally:
        game.terminate()
        game.wait(timeout=30)


GAMES = {"pip-installed": [sys.executable, "-m", "newworld"], "bundle": [str(BUNDLE)]}


@needs_x11
@pytest.mark.parametrize("kind", GAMES)
def test_x11_window_class_matches_the_desktop_entry(kind: str, x_display: str, tmp_path: Path) -> None:
    if kind == "bundle" and not BUNDLE.is_file():
        pytest.skip("no bundle built (python packaging/build.py)")
    props = main_window_properties(GAMES[kind], x_display, tmp_path)
    wm_class = desktop_entry()["StartupWMClass"]
    assert f'WM_CLASS(STRING) = "{wm_class}", "{wm_class}"' in props  # instance and class
    # QGuiApplication.setDesktopFileName: the entry's name, for desktops that look it up directly.
    assert f'_GTK_APPLICATION_ID(UTF8_STRING) = "{app.APP_ID}"' in props
    assert f'_KDE_NET_WM_DESKTOP_FILE(UTF8_STRING) = "{app.APP_ID}"' in props
