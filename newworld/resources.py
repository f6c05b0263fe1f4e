"""The one place that finds bundled resource files.

Works from a source checkout (``resources/`` beside the package), from an
installed wheel (the folder is packed as ``newworld/resources``) and inside a
PyInstaller bundle (``sys._MEIPASS/resources``).
"""

from __future__ import annotations

import sys
from pathlib import Path


def resource_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    package = Path(__file__).resolve().parent
    for candidate in (package / "resources", package.parent / "resources"):
        if (candidate / "cards.json").is_file():
            return candidate
    raise FileNotFoundError(f"New World resources not found near {package}")


def resource_path(name: str) -> Path:
    return resource_dir() / name


def read_text(name: str) -> str:
    return resource_path(name).read_text(encoding="utf-8")


def rules_path() -> Path:
    """docs/RULES.md: beside resources/ in a checkout or the app bundle, inside it in a wheel."""
    base = resource_dir()
    for candidate in (base.parent / "docs" / "RULES.md", base / "RULES.md"):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"RULES.md not found near {base}")
