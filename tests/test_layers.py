"""The layers: the pure ones never import Qt, the engine and the save format never word anything,
and the window goes through one door: the controller."""

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent / "newworld"

# What the window may import from the rest of the app: the controller (the door), the narration,
# the value objects and the catalog's public names, and the app's small helpers.
GUI_MAY_IMPORT = {
    "newworld": {"__version__", "paths"},
    "newworld.controller": None,  # None: any public name
    "newworld.controller.controller": {"GameController"},
    "newworld.controller.seats": None,
    # The door as a type (a local game or a network game), and the signals that tell a game, which the
    # window's pacer passes on under the same names.
    "newworld.controller.door": {"GameDoor", "GameStory"},
    "newworld.controller.netgame": None,  # a network game behind the door, with its lobby and chat
    "newworld.controller.netgames": None,  # the network games kept in the settings, addresses and codes
    "newworld.controller.netseats": None,
    "newworld.controller.netlink": {"Finder", "NearbyGame"},  # the LAN's games, found in a thread
    "newworld.narration": None,
    "newworld.engine.values": None,
    "newworld.engine.moves": {"Move", "Placement", "SettlerChoice"},
    "newworld.engine.catalog": None,
    "newworld.engine.rules": {"KINDS", "EdgePoints"},  # how each kind lies on a card, for drawing it
    "newworld.paths": None,
    "newworld.resources": None,
    "newworld.audio": {"AudioOutput"},  # the sound stream: plays named sounds, knows nothing of the game
}


def imports(path: pathlib.Path) -> list[tuple[str, str]]:
    """(module, name) of every import in ``path`` (name "" for a plain ``import module``)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [(a.name, "") for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            out += [(node.module, a.name) for a in node.names]
    return out


def modules(layer: str) -> list[pathlib.Path]:
    return sorted((ROOT / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", ["engine", "ai", "savegame", "session", "words", "net", "stats", "replay", "review",
                                   "tutorial"])
def test_no_qt_in_pure_layers(layer):
    for path in modules(layer):
        names = [m for m, _ in imports(path)]
        assert not any(n.split(".")[0] in ("PySide6", "shiboken6") for n in names), f"{path} imports Qt"


@pytest.mark.parametrize("layer", ["engine", "ai", "savegame", "session"])
def test_the_engine_and_the_save_format_report_data_not_prose(layer):
    for path in modules(layer):
        assert not any(m.startswith("newworld.narration") for m, _ in imports(path)), f"{path} words things"


@pytest.mark.parametrize("path", modules("gui"), ids=lambda p: p.name)
def test_the_window_goes_through_the_controller(path):
    for module, name in imports(path):
        if not module.startswith("newworld") or module.startswith("newworld.gui"):
            continue
        assert module in GUI_MAY_IMPORT, f"{path.name} imports {module}: the window talks to the controller only"
        allowed = GUI_MAY_IMPORT[module]
        assert (name in allowed) if allowed is not None else not name.startswith("_"), \
            f"{path.name} imports {name} from {module}"


@pytest.mark.parametrize("path", modules("gui"), ids=lambda p: p.name)
def test_the_window_never_holds_a_game(path):
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        assert not (isinstance(node, ast.Attribute) and node.attr in ("game", "core")), \
            f"{path.name} line {node.lineno}: reads .{node.attr} (use the controller's queries)"
        assert not (isinstance(node, ast.Name) and node.id in ("Game", "Core")), \
            f"{path.name} line {node.lineno}: names {node.id}"


def test_the_gui_stays_in_small_pieces():
    """No window module over 600 lines, no class over 300 (each piece small enough to read whole)."""
    for path in modules("gui"):
        text = path.read_text()
        assert text.count("\n") <= 600, f"{path.name} has {text.count(chr(10))} lines"
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                assert size <= 300, f"{path.name}: class {node.name} has {size} lines"
