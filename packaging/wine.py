"""Running Windows programs under Wine for the Windows build and its checks (Linux only).

A :class:`Wine` is one Wine prefix (a Windows "machine": ``drive_c``, registry) with a
home folder of its own: Wine links the prefix's Desktop and Documents to ``$HOME``,
so a prefix never writes into the real home. Wine's menu builder is switched off (it
would add the installed programs to the real desktop's menu), and so are the .NET
and HTML engines it offers to download. Nothing runs in the prefix but what is
asked for; :meth:`Wine.stop` ends its processes.

Under Wine a windowed program's standard streams work only as pipes: every run
captures them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path, PureWindowsPath

WINE = "wine"
WINESERVER = "wineserver"
DLL_OVERRIDES = "mscoree,mshtml=;winemenubuilder.exe=d"


def windows_path(path: Path) -> str:
    """The path of a Linux file as programs under Wine see it (drive Z: is the Linux root)."""
    return str(PureWindowsPath("Z:\\", *path.resolve().parts[1:]))


class Wine:
    def __init__(self, prefix: Path, home: Path | None = None) -> None:
        self.prefix = prefix.resolve()
        self.home = (home or prefix.parent / f"{prefix.name}-home").resolve()

    def env(self, **extra: str | None) -> dict[str, str]:
        """The environment for programs in this prefix, with ``extra`` (a value None: that variable unset)."""
        env = {key: value for key, value in os.environ.items() if not key.startswith("WINE")}
        env.update(WINEPREFIX=str(self.prefix), WINEARCH="win64", WINEDEBUG="-all", WINEDLLOVERRIDES=DLL_OVERRIDES,
                   HOME=str(self.home), XDG_DATA_HOME=str(self.home / ".local" / "share"),
                   XDG_CONFIG_HOME=str(self.home / ".config"))
        for key, value in extra.items():
            if value is None:
                env.pop(key, None)
            else:
                env[key] = value
        return env

    @property
    def drive_c(self) -> Path:
        return self.prefix / "drive_c"

    def c_path(self, path: Path) -> str:
        """A file of the prefix's drive C: by its Windows name (``C:\\users\\...``)."""
        return str(PureWindowsPath("C:\\", *path.resolve().relative_to(self.drive_c.resolve()).parts))

    @property
    def user_dir(self) -> Path:
        """The Windows user's profile folder, ``C:\\users\\<name>``."""
        users = [p for p in (self.drive_c / "users").iterdir() if p.name.lower() not in ("public", "default")]
        if len(users) != 1:
            raise RuntimeError(f"{self.prefix}: expected one user, found {[p.name for p in users]}")
        return users[0]

    def create(self, fresh: bool = False, icu: Path | None = None) -> float:
        """Make the prefix (a fresh one: delete any old one first); seconds taken. ``icu``: the
        Wine-only icuuc.dll stand-in (packaging/wine_icu.py) to put into ``system32``."""
        start = time.perf_counter()
        if fresh and self.prefix.exists():
            self.stop()
            shutil.rmtree(self.prefix)
            shutil.rmtree(self.home, ignore_errors=True)
        self.home.mkdir(parents=True, exist_ok=True)
        if not (self.prefix / "system.reg").is_file():
            env = self.env(DISPLAY=None)  # no dialogs while the prefix is made
            subprocess.run([WINE, "wineboot", "--init"], env=env, check=True, capture_output=True)
            subprocess.run([WINESERVER, "--wait"], env=env, check=True)
        if icu is not None:
            shutil.copy2(icu, self.drive_c / "windows" / "system32" / icu.name)
        return time.perf_counter() - start

    def run(self, program: Path | str, args: Sequence[str] = (), *, cwd: Path | None = None,
            timeout: float = 600, check: bool = False, **env: str | None) -> subprocess.CompletedProcess[str]:
        """Run a Windows program (a Linux path or a Windows one), its output captured."""
        target = windows_path(program) if isinstance(program, Path) else program
        return subprocess.run([WINE, target, *args], env=self.env(**env), cwd=cwd, capture_output=True, text=True,
                              encoding="utf-8", errors="replace", timeout=timeout, check=check)

    def popen(self, program: Path, args: Sequence[str] = (), **env: str | None) -> subprocess.Popen[str]:
        return subprocess.Popen([WINE, windows_path(program), *args], env=self.env(**env), stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, encoding="utf-8", errors="replace")

    def wait(self, timeout: float = 120) -> None:
        """Wait until every program in the prefix has ended (an uninstaller goes on in a copy of itself)."""
        subprocess.run([WINESERVER, "--wait"], env=self.env(), timeout=timeout, check=False)

    def stop(self) -> None:
        """End every program of this prefix (and its wineserver)."""
        if self.prefix.exists():
            subprocess.run([WINESERVER, "--kill"], env=self.env(), check=False, capture_output=True)

    def registry_value(self, key: str, name: str | None = None) -> str | None:
        """A value from the prefix's registry (``reg query``; ``name`` None: the key's default), or None.
        Its 64-bit view, as the installer writes it: ``wine reg`` alone may run the 32-bit ``reg.exe``."""
        result = self.run("reg", ["query", key, *(["/v", name] if name else ["/ve"]), "/reg:64"], timeout=60)
        for line in result.stdout.splitlines():
            parts = line.strip().split(None, 2)
            if len(parts) == 3 and parts[0] == (name or "(Default)") and parts[1].startswith("REG_"):
                return parts[2]
        return None

    def registry_key_exists(self, key: str) -> bool:
        return self.run("reg", ["query", key, "/reg:64"], timeout=60).returncode == 0


def missing_tools() -> list[str]:
    """The Debian packages whose commands the Windows build needs and this machine lacks."""
    needed = {WINE: "wine wine64", "makensis": "nsis", "osslsigncode": "osslsigncode",
              "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64"}
    return [package for command, package in needed.items() if shutil.which(command) is None]
