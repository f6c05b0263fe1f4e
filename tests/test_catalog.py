"""The card catalog: counts from the rulebook, schema errors that name the culprit."""

import collections
import copy
import json

import pytest

from newworld.engine.catalog import parse_catalog
from newworld.engine.errors import CatalogError
from newworld.resources import read_text

RULEBOOK_COUNTS = [2, 3, 3, 2, 1, 1, 1, 3, 2, 1, 4, 3, 1, 3, 2, 3, 4, 4, 1, 1, 3, 1, 1, 1, 1, 3, 2, 1, 2, 2,
                   1, 1, 2, 3, 1, 3, 3, 1, 3, 2, 1, 1, 1, 1, 1, 3, 1, 2, 1, 1]


@pytest.fixture()
def raw():
    return json.loads(read_text("cards.json"))


def test_counts_match_the_rulebook(raw):
    catalog = parse_catalog(raw)
    assert catalog.card_count == 95
    assert len(catalog.types) == 50
    assert [t.count for t in catalog.types] == RULEBOOK_COUNTS
    assert collections.Counter(t.count for t in catalog.types) == {1: 24, 2: 10, 3: 13, 4: 3}


def test_reconstruction_targets(raw):
    totals = parse_catalog(raw).totals()
    assert 6 <= totals["farms"] <= 8
    assert 8 <= totals["cards_with_flags"] <= 12
    assert 10 <= totals["trading_posts"] <= 14
    assert 8 <= totals["crossings"] <= 12
    assert 25 <= totals["cards_with_animals"] <= 40
    assert all(n > 0 for n in totals["species"].values())


def test_starting_spaces(raw):
    catalog = parse_catalog(raw)
    assert [s.row for s in catalog.starting_spaces] == list(range(10))
    names = [s.name for s in catalog.starting_spaces if s.name]
    assert names == ["Plymouth", "New York", "Jamestown"]


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d["cards"][3]["features"][0].update(kind="castle"), "card 'curve-post' feature 0 field 'kind'"),
    (lambda d: d["cards"][0]["features"].pop(), "card 'cross4': every edge point"),
    (lambda d: d["cards"][1].update(count=0), "card 'straight-post' field 'count'"),
    (lambda d: d["cards"][1]["features"][0].update(edges=["N1", "X7"]), "unknown edge point 'X7'"),
    (lambda d: d["cards"][2].update(colour="red"), "card 'curve-bison': unknown field(s) ['colour']"),
    (lambda d: d["cards"][5].update(id="cross4"), "card 'cross4': the id is used twice"),
    (lambda d: d["starting_spaces"].pop(), "expected 10 starting spaces"),
    (lambda d: d["cards"][1]["features"][1].update(animals=["dragon"]), "field 'animals'"),
])
def test_schema_errors_name_card_and_field(raw, mutate, message):
    data = copy.deepcopy(raw)
    mutate(data)
    with pytest.raises(CatalogError, match=None) as info:
        parse_catalog(data)
    assert message in str(info.value)


def test_duplicate_type_up_to_rotation_is_refused(raw):
    data = copy.deepcopy(raw)
    twin = copy.deepcopy(data["cards"][10])  # the plain trail
    twin["id"] = "twin"
    twin["features"][0]["edges"] = ["E1", "W1"]
    twin["features"][1]["edges"] = ["E0", "N", "W2"]
    twin["features"][2]["edges"] = ["E2", "S", "W0"]
    data["cards"].append(twin)
    with pytest.raises(CatalogError, match="same card as 'straight'"):
        parse_catalog(data)
