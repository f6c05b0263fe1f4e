"""The Debian package (``packaging/make_deb.py``): its contents, and a real ``apt install``.

Both need the built package (``.ci/run`` builds the bundle and the .deb before
the tests); without it they are skipped. The install test changes the system
(``/opt/newworld``, ``/usr/bin/newworld``), so it runs only as root with
``NEWWORLD_TEST_DEB_INSTALL=1`` (set by ``.ci/run``), and removes the package
afterwards.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest

import newworld

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.newworld.NewWorld"
DEBS = sorted((ROOT / "dist").glob(f"newworld_{newworld.__version__}_*.deb"))
needs_deb = pytest.mark.skipif(not DEBS or shutil.which("dpkg-deb") is None,
                               reason="no .deb built (python packaging/make_deb.py)")


def deb() -> Path:
    return DEBS[-1]


@needs_deb
def test_the_package_holds_the_app_and_its_desktop_files() -> None:
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb())], capture_output=True, text=True,
                             check=True).stdout
    paths = {line.split()[5].lstrip(".") for line in listing.splitlines()}
    expected = {"/opt/newworld/NewWorld", "/usr/bin/newworld", f"/usr/share/applications/{APP_ID}.desktop",
                f"/usr/share/metainfo/{APP_ID}.metainfo.xml", f"/usr/share/mime/packages/{APP_ID}.xml",
                f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                f"/usr/share/icons/hicolor/48x48/apps/{APP_ID}.png", "/usr/share/doc/newworld/copyright",
                "/usr/share/man/man6/newworld.6.gz", "/usr/bin/newworld-server",
                "/usr/share/man/man6/newworld-server.6.gz"}
    assert expected <= paths
    assert "/opt/newworld/install.sh" not in paths
    for command in ("newworld", "newworld-server"):  # the bundle is the server when started by that name
        link = next(line for line in listing.splitlines() if line.split()[5] == f"./usr/bin/{command}")
        assert link.startswith("l") and link.endswith("-> /opt/newworld/NewWorld")
    assert any(p.startswith("/opt/newworld/_internal/newworld_engine__mypyc") for p in paths)  # compiled engine
    control = subprocess.run(["dpkg-deb", "--field", str(deb())], capture_output=True, text=True, check=True).stdout
    assert f"Version: {newworld.__version__}" in control and "Package: newworld" in control
    depends = next(line for line in control.splitlines() if line.startswith("Depends:"))
    for package in ("libc6", "libdbus-1-3", "libxcb1"):  # system libraries the bundle never carries
        assert package in depends
    sys.path.insert(0, str(ROOT / "packaging"))
    from system_libs import SYSTEM_LIBRARIES  # left to the system on purpose: depended on, not carried

    for name, package in SYSTEM_LIBRARIES.items():
        assert package in depends
        assert not any(p.endswith("/" + name) for p in paths), name
    with (ROOT / "pyproject.toml").open("rb") as file:
        assert f"Homepage: {tomllib.load(file)['project']['urls']['Homepage']}" in control
    assert "/opt/newworld/LICENSE" not in paths  # it is the copyright file
    files = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb())], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(files)) as tar:
        member = tar.extractfile("./usr/share/doc/newworld/copyright")
        assert member is not None
        copyright_text = member.read().decode("utf-8")
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert all(line in copyright_text for line in licence.splitlines() if line.strip())


@needs_deb
@pytest.mark.skipif(os.environ.get("NEWWORLD_TEST_DEB_INSTALL") != "1" or os.geteuid() != 0,
                    reason="changes the system: as root with NEWWORLD_TEST_DEB_INSTALL=1 (CI)")
def test_apt_installs_the_package_and_the_app_runs(tmp_path: Path) -> None:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "install", "-y", "-q", str(deb())], env=env, check=True, capture_output=True)
    try:
        version = subprocess.run(["newworld", "--version"], capture_output=True, text=True, check=True)
        assert version.stdout.strip() == f"New World {newworld.__version__} (compiled engine)"
        server = subprocess.run(["newworld-server", "--help"], capture_output=True, text=True, check=True)
        assert server.stdout.startswith("usage: newworld-server")
        app_env = {**env, "QT_QPA_PLATFORM": "offscreen", "NEWWORLD_HOME": str(tmp_path)}
        selftest = subprocess.run(["/usr/bin/newworld", "--self-test"], env=app_env, capture_output=True, text=True,
                                  timeout=120)
        assert selftest.returncode == 0, selftest.stdout + selftest.stderr
        assert "self-test OK" in selftest.stdout and "compiled engine" in selftest.stdout
        assert Path(f"/usr/share/applications/{APP_ID}.desktop").is_file()
        if shutil.which("desktop-file-validate"):
            subprocess.run(["desktop-file-validate", f"/usr/share/applications/{APP_ID}.desktop"], check=True)
    finally:
        subprocess.run(["apt-get", "remove", "-y", "-q", "newworld"], env=env, check=True, capture_output=True)
    assert not Path("/opt/newworld/NewWorld").exists()
    assert not Path("/usr/bin/newworld").exists() and not Path("/usr/bin/newworld-server").exists()
