"""Saves record the card set (format version 2): older card sets stay loadable, version 1 migrates."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from newworld import savegame
from newworld.engine import catalog as catalog_module
from newworld.engine import catalogs as catalogs_module
from newworld.engine.catalog import catalog_digest, default_catalog, parse_catalog
from newworld.engine.errors import CatalogError
from newworld.engine.game import Game
from newworld.resources import read_text
from newworld.savegame import format as fmt

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = sorted((ROOT / "tests" / "fixtures").rglob("*.nwgame"))


def test_the_current_card_set_is_kept_for_later_versions():
    """Every card set the app ships stays in resources/catalogs/ (tools/catalogs.py keeps it)."""
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "catalogs.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_version_1_file_opens_and_is_saved_in_the_current_version(tmp_path):
    loaded = savegame.load(ROOT / "tests" / "fixtures" / "v1.nwgame")
    assert loaded.file_version == 1 and loaded.game.catalog.digest == fmt.V1_CATALOG_DIGEST
    path = tmp_path / "resaved.nwgame"
    document = savegame.save(path, loaded.game, loaded.seats, seed=loaded.seed, created=loaded.created)
    assert document["version"] == fmt.VERSION
    assert document["catalog"] == {"id": "newworld-cards", "digest": fmt.V1_CATALOG_DIGEST}
    again = savegame.load(path)
    assert again.file_version == fmt.VERSION and savegame.state_digest(again.game) == savegame.state_digest(loaded.game)


def with_a_new_card_type() -> dict:
    """The shipped card data with one more card type (a plains card with four animals no card has)."""
    data = json.loads(read_text("cards.json"))
    data["cards"].append({"id": "test-four-animals", "name": "Meadow of four animals", "count": 2, "features": [
        {"kind": "plains", "edges": ["N", "E", "S", "W"], "animals": ["bison", "deer", "bear", "beaver"]}]})
    return data


@pytest.fixture
def newer_cards(monkeypatch):
    """cards.json has a new card type now; the card sets shipped before are kept in resources/catalogs/."""
    newer = parse_catalog(with_a_new_card_type())
    monkeypatch.setattr(catalog_module, "_DEFAULT", newer)
    monkeypatch.setattr(catalogs_module, "_BY_DIGEST", {})
    return newer


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_every_saved_game_opens_after_a_card_type_is_added(newer_cards, path):
    assert default_catalog() is newer_cards and "test-four-animals" in newer_cards.by_id
    loaded = savegame.load(path)
    assert loaded.game.catalog.digest != newer_cards.digest  # played with the card set of its day
    assert "test-four-animals" not in loaded.game.catalog.by_id
    assert loaded.game.catalog.card_count == newer_cards.card_count - 2


def test_a_game_with_the_new_card_set_saves_and_opens(newer_cards, tmp_path):
    game = Game(2, 5)
    assert game.catalog is newer_cards and len(game.deck_ids) == newer_cards.card_count
    for move in list(game.legal_moves())[:1]:
        game.push(move)
    path = tmp_path / "new.nwgame"
    savegame.save(path, game, savegame.default_seats(2))
    loaded = savegame.load(path)
    assert loaded.game.catalog is newer_cards and loaded.game.deck_ids == game.deck_ids


def test_a_card_set_this_version_does_not_have_is_refused_clearly(tmp_path):
    document = json.loads((ROOT / "tests" / "fixtures" / "v2.nwgame").read_text(encoding="utf-8"))
    document["catalog"]["digest"] = "0" * 64
    refused = "catalog: the game was played with a card set this version"
    with pytest.raises(savegame.SaveGameError, match=refused) as info:
        savegame.loads(json.dumps(document))
    assert info.value.problem is savegame.SaveProblem.CARD_SET


def test_a_kept_card_set_must_be_the_one_its_name_says(tmp_path, monkeypatch):
    data = with_a_new_card_type()
    digest = catalog_digest(data)
    (tmp_path / catalogs_module.archive_name(digest)).write_text(read_text("cards.json"), encoding="utf-8")
    monkeypatch.setattr(catalogs_module, "archive_dir", lambda: tmp_path)
    monkeypatch.setattr(catalogs_module, "_BY_DIGEST", {})
    with pytest.raises(CatalogError, match="not the one its name says"):
        catalogs_module.catalog_for(digest)
