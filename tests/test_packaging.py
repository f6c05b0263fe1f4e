"""The packaging pieces that can be checked without building the app.

The build itself (``python packaging/build.py``: PyInstaller, ``--self-test``
and ``--version`` on the bundle, sizes and start-up time) runs in ``.ci/run``.
"""

from __future__ import annotations

import ast
import configparser
import importlib.metadata
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import newworld
from newworld import selftest

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
APP_ID = "io.github.newworld.NewWorld"


def pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)


def metainfo() -> ET.Element:
    return ET.parse(RESOURCES / f"{APP_ID}.metainfo.xml").getroot()


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem.replace("-", "_"), path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the self-test ------------------------------------------------------------------


def test_self_test_passes_in_process(qapp: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest.main([]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith(f"New World {newworld.__version__} self-test OK")
    assert "\n" not in line
    assert "settlers 6 each" in line and "icon painted" in line


def test_self_test_without_qt_and_other_seed(capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest.main(["--self-test", "--no-qt", "--seed", "3", "--players", "5"]) == 0
    assert "5 players" in capsys.readouterr().out


def test_self_test_reports_a_failure(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*args: object, **kwargs: object) -> dict[str, object]:
        raise selftest.SelfTestError("settlers accounted for (6, 5), expected 6 each")

    monkeypatch.setattr(selftest, "play_game", broken)
    assert selftest.main(["--no-qt"]) == 1
    out = capsys.readouterr().out
    assert "self-test FAILED" in out and "settlers accounted" in out


def test_play_game_checks_hold() -> None:
    summary = selftest.play_game(players=2, seed=11, levels=("random",))
    assert summary["placed"] + summary["discarded"] == 95
    assert len(summary["totals"]) == 2


def test_startup_probe_quits_after_the_first_window(qapp: object, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication.instance()
    assert app is not None
    monkeypatch.delattr(app, "_newworld_probe", raising=False)
    monkeypatch.delenv(selftest.PROBE_ENV, raising=False)
    assert selftest.install_startup_probe(app) is False  # off without the variable
    monkeypatch.setenv(selftest.PROBE_ENV, "1")
    monkeypatch.setenv("NEWWORLD_STARTUP_PROBE_TIMEOUT", "10")
    assert selftest.install_startup_probe(app) is True
    window = QWidget()
    window.resize(200, 100)
    window.show()
    app.exec()
    window.close()
    assert re.search(re.escape(selftest.PROBE_TAG) + r" \d+\.\d+", capsys.readouterr().out)


# --- version, spec and build script ---------------------------------------------------


def _spec_read_version() -> str:
    """Run the spec's own read_version() (the spec needs PyInstaller to run as a whole)."""
    spec = ROOT / "packaging" / "newworld.spec"
    tree = ast.parse(spec.read_text(encoding="utf-8"))
    func = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "read_version")
    namespace: dict[str, object] = {"ROOT": ROOT, "re": re}
    exec(compile(ast.Module(body=[func], type_ignores=[]), str(spec), "exec"), namespace)  # noqa: S102
    result = namespace["read_version"]()  # type: ignore[operator]
    assert isinstance(result, str)
    return result


def test_version_comes_from_one_place() -> None:
    assert _spec_read_version() == newworld.__version__
    assert load(ROOT / "packaging" / "build.py").read_version() == newworld.__version__
    for path in (ROOT / "packaging" / "newworld.spec", ROOT / "packaging" / "build.py"):
        assert newworld.__version__ not in path.read_text(encoding="utf-8"), f"{path.name} hard-codes the version"


def test_version_flag(capsys: pytest.CaptureFixture[str]) -> None:
    from newworld.app import main

    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() in (f"New World {newworld.__version__} (compiled engine)",
                                               f"New World {newworld.__version__} (pure-Python engine)")


def test_spec_keeps_what_the_issue_says() -> None:
    text = (ROOT / "packaging" / "newworld.spec").read_text(encoding="utf-8")
    assert "console=False" in text
    assert '"resources"' in text
    for kept in ("libqxcb", "libqwayland", "libqoffscreen", "libqsvg", "libqsvgicon", "platforminputcontexts"):
        assert kept in text
    for dropped in ("libqjpeg", "xcbglintegrations", "wayland-graphics-integration-client"):  # kept out: size
        assert f'"{dropped}"' not in text.split("LINUX_PLUGINS = {")[1].split("}\n")[0]
    excludes = re.search(r"EXCLUDES = QT_EXCLUDES \+ \[(.*?)\]", text, re.S)
    assert excludes
    for needed in ("argparse", "ipaddress"):  # excluding them breaks start-up
        assert f'"{needed}"' not in excludes.group(1)
    for kept in ("ssl", "websockets", "zeroconf", "sqlite3"):  # network play, statistics
        assert f'"{kept}"' not in excludes.group(1)
    assert "NOT_IN_APP" not in text and "collect_submodules(\"newworld\")" in text  # every module is bundled
    assert "SYSTEM_LIBS = set(SYSTEM_LIBRARIES)" in text


def test_the_libraries_left_to_the_system_are_declared_everywhere() -> None:
    """What the bundle takes from the system is one list (packaging/system_libs.py); the size targets stay."""
    sys.path.insert(0, str(ROOT / "packaging"))
    from system_libs import SYSTEM_LIBRARIES

    for name in ("libssl.so.3", "libcrypto.so.3", "libsqlite3.so.0"):
        assert name in SYSTEM_LIBRARIES
    assert not any(name.startswith(("libQt6", "libstdc++", "libicu", "libpython")) for name in SYSTEM_LIBRARIES)
    docs = (ROOT / "docs" / "PACKAGING.md").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name, package in SYSTEM_LIBRARIES.items():
        assert name in docs and package in docs, name
        assert package.split()[0] in readme, package
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert "TARGET_FOLDER_MB = 75.0" in build and "TARGET_TAR_MB = 23.0" in build  # the bundle's size targets


# --- icons ------------------------------------------------------------------------------


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_icon_pngs_exist_in_every_size() -> None:
    icons = load(ROOT / "packaging" / "make_icons.py")
    svg = RESOURCES / "icons" / "newworld.svg"
    assert ET.parse(svg).getroot().tag.endswith("svg")
    for size in icons.PNG_SIZES:
        assert png_size((RESOURCES / "icons" / f"newworld-{size}.png").read_bytes()) == (size, size)
    assert min(icons.PNG_SIZES) == 16 and max(icons.PNG_SIZES) == 512


def test_ico_and_icns_containers() -> None:
    icons = load(ROOT / "packaging" / "make_icons.py")
    pngs = {s: (RESOURCES / "icons" / f"newworld-{s}.png").read_bytes() for s in (16, 32, 256)}
    ico = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 3)
    for i, size in enumerate(sorted(pngs)):
        width, _h, _c, _r, planes, bpp, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i:22 + 16 * i])
        assert width == (0 if size == 256 else size) and planes == 1 and bpp == 32
        assert ico[offset:offset + length] == pngs[size]
    icns = icons.icns_bytes(pngs)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kinds.append(icns[pos:pos + 4].decode())
        pos += struct.unpack(">I", icns[pos + 4:pos + 8])[0]
    assert pos == len(icns)
    assert {"icp4", "icp5", "ic08"} <= set(kinds)


# --- desktop entry, AppStream metainfo, MIME type ----------------------------------------------


def test_desktop_entry() -> None:
    path = RESOURCES / f"{APP_ID}.desktop"
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "New World"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Exec"].split()[0] == "newworld"  # the gui-script of pyproject.toml
    assert 'newworld = "newworld.app:main"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    categories = entry["Categories"]
    assert categories.endswith(";") and "Game" in categories.split(";")
    assert entry["MimeType"] == "application/x-newworld-game;"
    for key, value in entry.items():
        assert value == value.strip() and value, key
    # The menu speaks the game's languages: each shipped translation has its own words.
    languages = [p.stem.removeprefix("newworld_") for p in (RESOURCES / "i18n").glob("newworld_*.ts")]
    for code in set(languages) - {"en"}:
        for key in ("Name", "GenericName", "Comment", "Keywords"):
            assert entry.get(f"{key}[{code}]"), f"{key}[{code}]"
        assert entry[f"Comment[{code}]"] != entry["Comment"] and entry[f"GenericName[{code}]"] != entry["GenericName"]


def test_appstream_metainfo() -> None:
    root = metainfo()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == "New World"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert (root.findtext("summary") or "").strip()
    assert len(root.findall("description/p")) >= 1
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == f"{APP_ID}.desktop"
    assert launchable.get("type") == "desktop-id"
    assert root.find("content_rating") is not None
    releases = root.findall("releases/release")
    assert releases, "no releases"
    newest = releases[0].get("version")
    assert newest == re.sub(r"\.dev\d+$", "", newworld.__version__), "add a <release> for the new version"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date") or "")


def test_appstream_links_the_project_home_and_the_readme_screenshots() -> None:
    root = metainfo()
    urls = {url.get("type"): url.text for url in root.findall("url")}
    project = pyproject()["project"]["urls"]
    assert urls == {"homepage": project["Homepage"], "bugtracker": project["Issues"], "vcs-browser": project["Source"]}
    repository = re.fullmatch(r"https://github\.com/([\w.-]+/[\w.-]+)", urls["homepage"])
    assert repository, "the home is the GitHub repository the id io.github.<owner>.<name> stands for"
    owner, name = repository.group(1).split("/")
    assert f"io.github.{owner}.{name}" == APP_ID
    shots = root.findall("screenshots/screenshot")
    assert [shot.get("type") for shot in shots].count("default") == 1
    branch = f"https://raw.githubusercontent.com/{repository.group(1)}/main/"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for shot in shots:
        assert (shot.findtext("caption") or "").strip()
        image = shot.findtext("image") or ""
        assert image.startswith(branch + "docs/screenshots/"), image
        path = image.removeprefix(branch)
        assert (ROOT / path).is_file(), f"{path} is not in the repository"
        assert f"]({path})" in readme, f"{path} is not one of the README's screenshots"


def test_appstream_developer_and_content_rating() -> None:
    root = metainfo()
    developer = root.find("developer")
    assert developer is not None and developer.get("id") == ".".join(APP_ID.split(".")[:3])
    assert developer.findtext("name") == pyproject()["project"]["authors"][0]["name"]
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    # "none" for all but the network games' chat, which nobody moderates: OARS 1.1 calls that "intense".
    attributes = {attribute.get("id"): attribute.text for attribute in rating.findall("content_attribute")}
    assert attributes == {"social-chat": "intense"}
    assert "MAX_CHAT" in (ROOT / "newworld" / "controller" / "netseats.py").read_text(encoding="utf-8")  # the chat


def test_appstream_text_tells_what_the_game_offers() -> None:
    """The levels, the network, both commands; screenshot captions short enough for software centres."""
    root = metainfo()
    description = " ".join("".join(root.find("description").itertext()).split())  # type: ignore[union-attr]
    levels = computer_levels()
    assert f"{NUMBER_WORDS[len(levels)]} levels" in description, levels
    assert "network" in description and "at one screen or" not in description
    assert {binary.text for binary in root.findall("provides/binary")} == set(pyproject()["project"]["scripts"]) - {
        "newworld-cli"} | set(pyproject()["project"]["gui-scripts"])
    for shot in root.findall("screenshots/screenshot"):
        assert len(shot.findtext("caption") or "") <= 50, shot.findtext("caption")  # appstream-util's limit


NUMBER_WORDS = {3: "three", 4: "four", 5: "five"}


def computer_levels() -> list[str]:
    """The computer players' levels a player can choose (the New game panel's)."""
    from newworld.controller.seats import COMPUTER_LEVELS

    return list(COMPUTER_LEVELS)


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="needs appstreamcli (apt install appstream)")
def test_appstreamcli_validates_the_metainfo() -> None:
    # --no-net: the validator would fetch the URLs (CI and this machine have no internet access).
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(RESOURCES / f"{APP_ID}.metainfo.xml")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    # Remarks only (appstream 0.16 of Debian 12 does not know AppStream 1.0's <developer> yet).
    assert not re.search(r"^[EW]: ", result.stdout, re.M), result.stdout


@pytest.mark.skipif(shutil.which("appstream-util") is None, reason="needs appstream-util (apt install appstream-util)")
def test_appstream_util_validates_the_metainfo() -> None:
    """GNOME Software's validator, stricter on style (caption and summary lengths); --nonet: no URL fetched."""
    result = subprocess.run(["appstream-util", "validate", "--nonet", str(RESOURCES / f"{APP_ID}.metainfo.xml")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="needs desktop-file-validate (apt install desktop-file-utils)")
def test_desktop_file_validate_finds_nothing() -> None:
    result = subprocess.run(["desktop-file-validate", str(RESOURCES / f"{APP_ID}.desktop")], capture_output=True,
                            text=True)
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


def test_mime_type_matches_saved_games() -> None:
    from newworld.paths import SAVE_SUFFIX

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(RESOURCES / f"{APP_ID}.mime.xml").getroot()
    mime = root.find("m:mime-type", ns)
    assert mime is not None and mime.get("type") == "application/x-newworld-game"
    glob = mime.find("m:glob", ns)
    assert glob is not None and glob.get("pattern") == f"*{SAVE_SUFFIX}"


def test_linux_installer_uses_the_same_names() -> None:
    text = (ROOT / "packaging" / "install-linux.sh").read_text(encoding="utf-8")
    assert f"APP_ID={APP_ID}" in text
    icons = load(ROOT / "packaging" / "make_icons.py")
    assert text.count("SIZES=\"" + " ".join(str(s) for s in icons.PNG_SIZES) + "\"") == 1


# --- the dependencies' floors ---------------------------------------------------------------------


def test_the_floors_pin_each_dependency_to_the_lowest_version_pyproject_allows(tmp_path: Path) -> None:
    floors = load(ROOT / "tools" / "floors.py")
    pins = floors.floors()
    names = [re.split(r"[<>=!~ ;\[]", entry, maxsplit=1)[0] for entry in pyproject()["project"]["dependencies"]]
    assert [pin.split("==")[0] for pin in pins] == names
    assert "PySide6-Essentials==6.8" in pins  # QAccessibleAnnouncementEvent, which gui/access.py imports
    odd = tmp_path / "pyproject.toml"
    for entry, problem in (("attrs", "one floor"), ("attrs<30", "one floor"), ("attrs>=23,!=23", "excluded")):
        odd.write_text(f'[project]\ndependencies = ["{entry}"]\n', encoding="utf-8")
        with pytest.raises(ValueError, match=problem):
            floors.floors(odd)


# --- licence, source archive, README ------------------------------------------------------------


def test_the_licence_is_proprietary_in_spdx_form() -> None:
    project = pyproject()["project"]
    assert project["license"] == "LicenseRef-Proprietary"  # a string: PEP 639, not the old {text = ...}
    assert project["license-files"] == ["LICENSE"]
    assert not any(c.startswith("License ::") for c in project.get("classifiers", []))  # PEP 639 forbids both
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "All rights reserved" in licence and "New World developers" in licence
    assert "New World: A Carcassonne Game" in licence and "trademarks of their respective owners" in licence
    assert metainfo().findtext("project_license") == "LicenseRef-proprietary"  # AppStream's spelling
    copyright_file = load(ROOT / "packaging" / "make_deb.py").copyright_file()  # the .deb's copyright
    assert all(line in copyright_file for line in licence.splitlines() if line.strip())
    installed = importlib.metadata.metadata("newworld")  # what the build backend wrote
    assert installed["License-Expression"] == "LicenseRef-Proprietary"
    assert installed.get_all("License-File") == ["LICENSE"]


# Files of the repository not in the source archive, and why.
LEFT_OUT_OF_SDIST = {".ci/run": "CI only: it makes virtual environments and installs Debian packages"}


def tracked_files() -> set[str] | None:
    """The repository's files (`git ls-files`), or None outside a git checkout (an unpacked sdist)."""
    if shutil.which("git") is None:
        return None
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True)
    deleted = subprocess.run(["git", "ls-files", "-z", "--deleted"], cwd=ROOT, capture_output=True, text=True)
    if listed.returncode != 0 or not listed.stdout:
        return None
    return set(listed.stdout.split("\0")) - set(deleted.stdout.split("\0")) - {""}


def test_the_source_archive_holds_every_file_the_tests_need(tmp_path: Path) -> None:
    tracked = tracked_files()
    if tracked is None:
        pytest.skip("not a git checkout (an unpacked source archive has nothing to compare with)")
    if importlib.util.find_spec("hatchling") is None:
        pytest.skip('needs hatchling (pip install -e ".[test]")')
    subprocess.run([sys.executable, "-m", "hatchling", "build", "--target", "sdist", "--directory", str(tmp_path)],
                   cwd=ROOT, check=True, capture_output=True)
    (archive,) = tmp_path.glob("newworld-*.tar.gz")
    top = f"newworld-{newworld.__version__}/"
    with tarfile.open(archive) as tar:
        shipped = {m.name.removeprefix(top) for m in tar.getmembers() if m.isfile()}
        tar.extractall(tmp_path / "unpacked", filter="data")
    assert not (tracked - set(LEFT_OUT_OF_SDIST)) - shipped, "tracked files missing from the source archive"
    assert not set(LEFT_OUT_OF_SDIST) & shipped
    assert not [name for name in shipped if name.endswith((".so", ".pyd")) or name.endswith("_compiled.json")]
    unpacked = tmp_path / "unpacked" / top
    for needed in ("packaging/newworld.spec", "resources/cards.json", "docs/RULES.md", "LICENSE", "tests/conftest.py"):
        assert (unpacked / needed).is_file(), needed
    assert "License-Expression: LicenseRef-Proprietary" in (unpacked / "PKG-INFO").read_text(encoding="utf-8")


def readme_sections() -> list[tuple[str, str]]:
    """(heading, text) of each ``## `` section of the README."""
    parts = re.split(r"^## (.+)$", (ROOT / "README.md").read_text(encoding="utf-8"), flags=re.M)
    return list(zip(parts[1::2], parts[2::2], strict=True))


def test_readme_builds_the_app_before_it_installs_it() -> None:
    sections = dict(readme_sections())
    order = [heading for heading, _ in readme_sections()]
    assert order.index("Build the app") < order.index("Install the app (Linux)")
    install = sections["Install the app (Linux)"]
    assert "sudo apt install ./dist/newworld_*_amd64.deb" in install  # the package the build made
    assert "dist/NewWorld-<version>-linux-x86_64.tar.xz" in install
    kept = sections["Where your games, autosaves and the log are kept"]
    assert "~/.local/share/NewWorld/autosave/" in kept and "NEWWORLD_HOME" in kept


def test_readme_runs_the_game_from_the_virtual_environment() -> None:
    """A fresh clone has no `newworld` on PATH: the README's commands say `.venv/bin/newworld ...`."""
    sections = dict(readme_sections())
    for heading in ("Play (fresh machine with Python 3.11)", "Headless tools"):
        text = sections[heading]
        code = re.findall(r"`([^`\n]+)`", text) + re.findall(r"```sh\n(.*?)```", text, re.S)
        # the command's name then an argument, not after a folder (.venv/bin/) or "python -m"
        bare = [c for c in code if re.search(r"(?<![\w/.-])(?<!-m )newworld(-cli|-server)? +\S", c)]
        assert bare == [], f"{heading}: {bare}"
    assert "source .venv/bin/activate" in sections["Play (fresh machine with Python 3.11)"]
