"""Build the Debian package ``dist/newworld_<version>_<arch>.deb`` from the bundle.

    python packaging/build.py            # first: the bundle dist/NewWorld
    python packaging/make_deb.py         # then: the .deb, checked with lintian when it is installed
    sudo apt install ./dist/newworld_<version>_amd64.deb

The package holds the bundle in ``/opt/newworld`` (its ``install.sh`` left out:
the package does that job), ``/usr/bin/newworld`` and ``/usr/bin/newworld-server`` (links to the
bundle's executable, which starts the game server when called by that name), the desktop entry,
the icons (hicolor PNGs and SVG), the ``.nwgame`` MIME type, the AppStream metainfo, a manual
page for each command, the copyright and changelog, and lintian overrides for what a self-contained app must do.
It depends on the system libraries the bundle's binaries need and do not
carry: those ``system_libs.py`` leaves to the system on purpose (OpenSSL 3,
SQLite, Xlib, zstd, D-Bus) with their declared packages, the rest found with
``dpkg -S``; desktop, MIME and icon caches are refreshed
by the triggers of the packages that own them. Built with
``dpkg-deb --root-owner-group`` (no root needed).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
from email.utils import formatdate
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from system_libs import SYSTEM_LIBRARIES  # noqa: E402 - left to the system on purpose, with their packages

from build import read_version  # noqa: E402 - the version from its one place
from elf import elf_needed  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
APP_DIR = ROOT / "dist" / "NewWorld"
STAGE = ROOT / "build" / "deb"
RESOURCES = ROOT / "resources"
APP_ID = "io.github.newworld.NewWorld"
PACKAGE = "newworld"
SERVER = "newworld-server"  # the game server's command (packaging/launcher.py starts it by this name)
INSTALL_DIR = "opt/newworld"
MAINTAINER = "New World developers <newworld-developers@users.noreply.github.com>"
HOMEPAGE = "https://github.com/newworld/NewWorld"  # as in pyproject.toml and the AppStream metainfo
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Used when the build machine lacks one of the libraries (dpkg -S cannot name its package).
KNOWN_PACKAGES = {"libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-keysyms.so.1": "libxcb-keysyms1",
                  "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb.so.1": "libxcb1",
                  "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
                  "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1"}
# Tags lintian raises for any self-contained app in /opt, each with the reason.
LINTIAN_OVERRIDES = {
    "dir-or-file-in-opt": "the app is self-contained (Python, Qt) and lives in /opt/newworld",
    "embedded-library": "the bundle carries the libraries its Qt and Python were built and tested with",
    "custom-library-search-path": "the bundled Python modules' RUNPATH (unused: the bundle sets its own paths)",
    "hardening-no-pie": "PyInstaller's prebuilt launcher",
    "package-section-games-but-contains-no-game": "the game is in /opt/newworld, started by /usr/bin/newworld",
    "shared-library-lacks-prerequisites": "bundled Python extension modules",
    "library-not-linked-against-libc": "ICU's data library holds data only",
    "hardening-no-fortify-functions": "prebuilt Qt and Python binaries",
    "spelling-error-in-binary": "text inside prebuilt Qt and Python binaries",
}

MANUAL = """\
.TH NEWWORLD 6 "" "New World {version}" "Games"
.SH NAME
newworld \\- New World: A Carcassonne Game, a tile-laying board game for 2 to 5 players
.SH SYNOPSIS
.B newworld
.RB [ \\-\\-lang
.IR CODE ]
.RI [ FILE.nwgame ]
.br
.B newworld
.BR \\-\\-version " | " \\-\\-self\\-test " | " \\-\\-help
.SH DESCRIPTION
Opens the game window. Without a file the unfinished game from last time is
offered, or a new game is set up: 2 to 5 players, each a person taking turns at
this screen or a computer player (Easy, Medium, Hard or Expert). Game \\(-> Host
network game and Game \\(-> Join network game play with friends on other
machines. Games are saved after every turn.
.SH OPTIONS
.TP
.BI \\-\\-lang " CODE"
The window's language for this run: en, de, fr, es or pl (pseudo: the layout
test). Without it: the environment variable NEWWORLD_LANG, else the language
chosen in Game \\(-> Preferences, else the system's.
.TP
.B \\-\\-version
Print the version and which engine runs (compiled or pure-Python).
.TP
.B \\-\\-self\\-test
Play a game between computer players without a window, check the installation,
print one line; exit status 0 when everything works.
.TP
.B \\-\\-help
Print the options and the folders where autosaves and the log are kept.
.SH FILES
.I /opt/newworld
holds the program.
.SH SEE ALSO
.BR newworld\\-server (6)
"""

SERVER_MANUAL = """\
.TH NEWWORLD-SERVER 6 "" "New World {version}" "Games"
.SH NAME
newworld-server \\- the New World game server, for network games over days
.SH SYNOPSIS
.B newworld-server
.B \\-\\-data
.I FOLDER
.RB [ \\-\\-host
.IR ADDRESS ]
.RB [ \\-\\-port
.IR PORT ]
.RB [ \\-\\-lan
.IR NAME ]
.RB [ \\-\\-cert
.I FILE
.B \\-\\-key
.IR FILE ]
.RI [ OPTIONS ]
.SH DESCRIPTION
Runs a server that keeps network games of New World (the referee: it deals the
cards and checks every move), for a club whose players join from the game's
window (Game \\(-> Join network game) with the server's address and a game code.
It keeps its games and its log in the data folder, so games go on after a
restart.
.SH OPTIONS
.TP
.BI \\-\\-data " FOLDER"
The folder for the games and the log (needed).
.TP
.BI \\-\\-host " ADDRESS"
The address to listen on: 127.0.0.1 (the default), 0.0.0.0 for every interface.
.TP
.BI \\-\\-port " PORT"
The port to listen on (7245; 0: a free one, printed).
.TP
.BI \\-\\-lan " NAME"
Announce the server on the local network under NAME.
.TP
.BI \\-\\-cert " FILE" " \\-\\-key " FILE
Serve wss:// with this certificate chain and private key (PEM).
.PP
.B newworld-server \\-\\-help
lists the limits (connections, rates, games).
.SH SEE ALSO
.BR newworld (6)
"""


def debian_arch() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def write(path: Path, data: str | bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    path.chmod(mode)


def gzipped(text: str) -> bytes:
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def stage_app(stage: Path) -> Path:
    """Copy the bundle to /opt/newworld with Debian's modes: 0755 for the executable, else 0644."""
    target = stage / INSTALL_DIR
    # install.sh: the package does its job; LICENSE: it is in /usr/share/doc/newworld/copyright
    shutil.copytree(APP_DIR, target, symlinks=True, ignore=shutil.ignore_patterns("install.sh", "LICENSE"))
    for dirpath, dirs, files in os.walk(target):
        for name in dirs:
            (Path(dirpath) / name).chmod(0o755)
        for name in files:
            path = Path(dirpath) / name
            if not path.is_symlink():
                path.chmod(0o644)
    (target / "NewWorld").chmod(0o755)
    for command in (PACKAGE, SERVER):  # the bundle's one executable starts the server by this name
        link = stage / "usr" / "bin" / command
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(f"/{INSTALL_DIR}/NewWorld")
    return target


def stage_desktop_files(stage: Path, version: str) -> None:
    share = stage / "usr" / "share"
    write(share / "applications" / f"{APP_ID}.desktop", (RESOURCES / f"{APP_ID}.desktop").read_bytes())
    write(share / "metainfo" / f"{APP_ID}.metainfo.xml", (RESOURCES / f"{APP_ID}.metainfo.xml").read_bytes())
    write(share / "mime" / "packages" / f"{APP_ID}.xml", (RESOURCES / f"{APP_ID}.mime.xml").read_bytes())
    icons = share / "icons" / "hicolor"
    write(icons / "scalable" / "apps" / f"{APP_ID}.svg", (RESOURCES / "icons" / "newworld.svg").read_bytes())
    for size in ICON_SIZES:
        write(icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png",
              (RESOURCES / "icons" / f"newworld-{size}.png").read_bytes())
    write(share / "man" / "man6" / f"{PACKAGE}.6.gz", gzipped(MANUAL.format(version=version)))
    write(share / "man" / "man6" / f"{SERVER}.6.gz", gzipped(SERVER_MANUAL.format(version=version)))
    doc = share / "doc" / PACKAGE
    write(doc / "copyright", copyright_file())
    date = formatdate(usegmt=True).replace("GMT", "+0000")
    write(doc / "changelog.gz", gzipped(f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
                                        f"  * New World {version}; see the release notes of the project.\n\n"
                                        f" -- {MAINTAINER}  {date}\n"))
    overrides = "".join(f"# {why}\n{PACKAGE}: {tag}\n" for tag, why in LINTIAN_OVERRIDES.items())
    write(share / "lintian" / "overrides" / PACKAGE, overrides)


def copyright_file() -> str:
    """debian/copyright in the machine-readable format; the licence text is the project's LICENSE."""
    text = (ROOT / "LICENSE").read_text(encoding="utf-8").strip()
    body = "\n".join(f" {line}" if line.strip() else " ." for line in text.splitlines())
    return ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            f"Upstream-Name: New World\nSource: {HOMEPAGE}\n\n"
            "Files: *\nCopyright: 2026 New World developers\nLicense: proprietary\n"
            f"{body}\n")


def bundled_names(app: Path) -> set[str]:
    return {path.name for path in app.rglob("*")}


def system_dependencies(app: Path) -> list[str]:
    """Debian packages of the libraries the bundle's binaries need and do not carry."""
    carried = bundled_names(app)
    missing: set[str] = set()
    for path in app.rglob("*"):
        if path.is_file() and not path.is_symlink():
            needed = elf_needed(str(path)) or []
            missing |= {name for name in needed if name not in carried}
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    packages = set()
    for name in sorted(missing):
        if name in SYSTEM_LIBRARIES:  # as declared (with the alternatives dpkg -S cannot know)
            packages.add(SYSTEM_LIBRARIES[name])
            continue
        match = re.search(rf"^\s*{re.escape(name)} \(libc6,x86-64[^)]*\) => (\S+)$", cache, re.M) or \
            re.search(rf"^\s*{re.escape(name)} \([^)]*\) => (\S+)$", cache, re.M)
        owner = None
        if match:
            found = subprocess.run(["dpkg", "-S", os.path.realpath(match.group(1))], capture_output=True, text=True)
            if found.returncode != 0:  # merged /usr: dpkg knows the /lib path
                found = subprocess.run(["dpkg", "-S", match.group(1)], capture_output=True, text=True)
            if found.returncode == 0:
                owner = found.stdout.split(":")[0].strip()
        owner = owner or KNOWN_PACKAGES.get(name)
        if owner is None:
            raise SystemExit(f"make_deb: which Debian package provides {name}? (install it, or add it to "
                             f"KNOWN_PACKAGES)")
        packages.add(owner)
    # every library left to the system, also those only another one needs (PCRE2 for GLib)
    packages |= {package for name, package in SYSTEM_LIBRARIES.items() if name not in carried}
    return sorted(packages)


def control(version: str, arch: str, depends: list[str], installed_kib: int) -> str:
    return (f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {arch}\nMaintainer: {MAINTAINER}\n"
            f"Installed-Size: {installed_kib}\nDepends: {', '.join(depends)}\nSection: games\n"
            f"Homepage: {HOMEPAGE}\n"
            "Priority: optional\n"
            "Description: New World: A Carcassonne Game, tile-laying board game\n"
            " The digital edition of the board game New World: A Carcassonne Game\n"
            " (Carcassonne - Mayflower), for 2 to 5 players taking turns at one\n"
            " screen, against computer opponents at four levels, or over the network:\n"
            " lay landscape cards so that trails, towns, farms and plains join up,\n"
            " and score them with your settlers while the Surveyors march west.\n"
            " .\n"
            " Also the command newworld-server, a game server for a club's network\n"
            " games.\n")


def md5sums(stage: Path) -> str:
    files = sorted(p for p in stage.rglob("*") if p.is_file() and not p.is_symlink() and "DEBIAN" not in p.parts)
    return "".join(f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(stage).as_posix()}\n" for p in files)


def tree_kib(folder: Path) -> int:
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return (total + 1023) // 1024


def build_deb(version: str) -> Path:
    if not (APP_DIR / "NewWorld").is_file():
        raise SystemExit(f"{APP_DIR}/NewWorld is missing: run packaging/build.py first")
    shutil.rmtree(STAGE, ignore_errors=True)
    app = stage_app(STAGE)
    stage_desktop_files(STAGE, version)
    arch = debian_arch()
    write(STAGE / "DEBIAN" / "control", control(version, arch, system_dependencies(app), tree_kib(STAGE)))
    write(STAGE / "DEBIAN" / "md5sums", md5sums(STAGE))
    target = ROOT / "dist" / f"{PACKAGE}_{version}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(STAGE), str(target)], check=True,
                   stdout=subprocess.DEVNULL)
    return target


def run_lintian(deb: Path) -> int:
    """lintian's verdict (errors and warnings fail); 0 when it passes."""
    if shutil.which("lintian") is None:
        print("make_deb: lintian is not installed (apt install lintian): not checked", file=sys.stderr)
        return 0
    result = subprocess.run(["lintian", "--fail-on", "error,warning", "--suppress-tags",
                             "no-manual-page", str(deb)], capture_output=True, text=True)
    for line in (result.stdout + result.stderr).strip().splitlines():
        print(f"   lintian: {line}")
    return result.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build dist/newworld_<version>_<arch>.deb from dist/NewWorld.")
    parser.add_argument("--no-lintian", action="store_true", help="do not check the package with lintian")
    args = parser.parse_args(argv)
    deb = build_deb(read_version())
    print(f"wrote {deb.relative_to(ROOT)}: {deb.stat().st_size / 1e6:.1f} MB")
    if not args.no_lintian and run_lintian(deb) != 0:
        print("make_deb: lintian found errors or warnings", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
