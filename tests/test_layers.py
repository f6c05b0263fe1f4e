"""The pure layers never import Qt."""

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent / "newworld"


@pytest.mark.parametrize("layer", ["engine", "ai", "savegame", "net", "stats", "replay"])
def test_no_qt_in_pure_layers(layer):
    folder = ROOT / layer
    for path in folder.rglob("*.py") if folder.exists() else []:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            assert not any(n.split(".")[0] in ("PySide6", "shiboken6") for n in names), f"{path} imports Qt"
