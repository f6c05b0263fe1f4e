"""The card catalog: counts from the rulebook, schema errors that name the culprit."""

import ast
import collections
import copy
import gc
import json
import re
import weakref
from pathlib import Path

import pytest

from newworld.engine import catalog as catalog_module
from newworld.engine.catalog import load_catalog_text, parse_catalog
from newworld.engine.core import tables_for
from newworld.engine.errors import CatalogError
from newworld.narration import role_name
from newworld.resources import read_text

CATALOG_DOC = Path(__file__).resolve().parent.parent / "docs" / "CATALOG.md"

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


def test_totals_as_docs_rules_md_gives_them(raw):
    totals = parse_catalog(raw).totals()
    assert (totals["cards"], totals["types"], totals["farms"], totals["cards_with_flags"]) == (95, 50, 7, 10)
    assert (totals["trading_posts"], totals["crossings"], totals["cards_with_animals"]) == (12, 10, 35)
    assert totals["animals"] == 37
    assert totals["species"] == {"bison": 9, "deer": 9, "turkey": 9, "bear": 5, "beaver": 5}


def test_each_feature_kind_gives_its_role(raw):
    catalog = parse_catalog(raw)
    roles = {f.kind_name: role_name(f.kind) for t in catalog.types for f in t.features}
    assert roles == {"plains": "Trapper", "trail": "Robber", "town": "Shopkeeper", "farm": "Farmer"}


def test_each_catalog_has_its_own_core_tables_built_once_and_freed_with_it(raw):
    first, second = parse_catalog(raw), parse_catalog(copy.deepcopy(raw))
    assert tables_for(first) is tables_for(first)
    assert tables_for(second) is not tables_for(first) and tables_for(second).catalog is second
    gone = weakref.ref(first)
    del first
    gc.collect()
    assert gone() is None  # no table of the engine's keeps a catalog alive


def test_starting_spaces(raw):
    catalog = parse_catalog(raw)
    assert [s.row for s in catalog.starting_spaces] == list(range(10))
    names = [s.name for s in catalog.starting_spaces if s.name]
    assert names == ["Plymouth", "New York", "Jamestown"]


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


def test_card_farm_is_the_index_of_the_farm_feature_or_minus_one(raw):
    data = copy.deepcopy(raw)
    farm = next(c for c in data["cards"] if c["id"] == "farm-trail-turkey")
    farm["features"].append(farm["features"].pop(0))  # the farm last: index 2
    catalog = parse_catalog(data)
    assert catalog.by_id["farm-trail-turkey"].farm == 2
    assert catalog.by_id["farm"].farm == 0
    assert catalog.by_id["straight"].farm == -1
    assert catalog.by_id["town-cap"].farm == -1


# --- the schema: one catalog breaking each rule of docs/CATALOG.md -----------------------


def documented_rules() -> dict[str, str]:
    """rule id -> the message fragment, from the table in docs/CATALOG.md."""
    rows = re.findall(r"^\| (C\d+) \| .+ \| `(.+)` \|$", CATALOG_DOC.read_text(encoding="utf-8"), re.M)
    return dict(rows)


def card(data, card_id):
    return next(c for c in data["cards"] if c["id"] == card_id)


def feature(data, card_id, index):
    return card(data, card_id)["features"][index]


# Each entry breaks exactly one rule; several entries may break the same rule in different places.
BREAKERS = {
    "C2": [lambda d: d["cards"].__setitem__(0, ["cross4"]),
           lambda d: card(d, "straight")["features"].__setitem__(0, "trail"),
           lambda d: d["starting_spaces"].__setitem__(0, 0)],
    "C3": [lambda d: d.update(extra=1),
           lambda d: card(d, "curve-bison").update(colour="red"),
           lambda d: feature(d, "straight", 0).update(size=2),
           lambda d: d["starting_spaces"][0].update(colour="blue")],
    "C4": [lambda d: d.pop("starting_spaces"),
           lambda d: card(d, "straight").pop("name"),
           lambda d: feature(d, "straight", 0).pop("edges"),
           lambda d: d["starting_spaces"][3].pop("west")],
    "C5": [lambda d: d.update(format="cards"), lambda d: d.update(version=2), lambda d: d.update(version=True)],
    "C6": [lambda d: d.update(cards=[]), lambda d: d.update(cards={})],
    "C7": [lambda d: card(d, "cross3-deer").update(id="cross4")],
    "C8": [lambda d: d["cards"].append(turned_twin(d))],
    "C9": [lambda d: d["starting_spaces"].pop(), lambda d: d.update(starting_spaces={})],
    "C10": [lambda d: d["starting_spaces"][1].update(row=0)],
    "C11": [lambda d: card(d, "straight").update(id="Straight trail"), lambda d: card(d, "straight").update(id=7),
            lambda d: card(d, "straight").update(id="")],
    "C12": [lambda d: card(d, "straight").update(name=""), lambda d: card(d, "straight").update(name=["Trail"])],
    "C13": [lambda d: card(d, "straight-post").update(count=0), lambda d: card(d, "straight-post").update(count=21),
            lambda d: card(d, "straight-post").update(count="3"),
            lambda d: card(d, "straight-post").update(count=True)],
    "C14": [lambda d: card(d, "straight").update(features=[]), lambda d: card(d, "straight").update(features={})],
    "C15": [lambda d: card(d, "cross4")["features"].pop(),
            lambda d: feature(d, "straight", 1)["edges"].append("N2")],
    "C16": [lambda d: card(d, "farm")["features"].append({"kind": "farm", "edges": []})],
    "C17": [lambda d: feature(d, "cross4", 0).update(end="farm")],
    "C18": [lambda d: feature(d, "cross4", 0).update(end="town")],
    "C19": [lambda d: feature(d, "curve-post", 0).update(kind="castle")],
    "C20": [lambda d: feature(d, "straight", 0).update(edges="N1 S1")],
    "C21": [lambda d: feature(d, "straight-post", 0).update(edges=["N1", "X7"]),
            lambda d: feature(d, "straight-post", 0).update(edges=["N1", 4])],
    "C22": [lambda d: feature(d, "straight", 0).update(edges=["N1", "S1", "N1"]),
            lambda d: feature(d, "town-cap", 0).update(edges=["N", "N1"])],
    "C23": [lambda d: feature(d, "straight", 1).update(flags=1),
            lambda d: feature(d, "farm", 0).update(animals=["bear"]),
            lambda d: feature(d, "town-cap", 0).update(end="crossing")],
    "C24": [lambda d: feature(d, "straight-post", 1).update(animals=["dragon"]),
            lambda d: feature(d, "straight-post", 1).update(animals="bison")],
    "C25": [lambda d: feature(d, "straight-post", 0).update(trading_posts=4),
            lambda d: feature(d, "straight-post", 0).update(trading_posts=-1)],
    "C26": [lambda d: feature(d, "town-four-flag", 0).update(flags=4)],
    "C27": [lambda d: feature(d, "cross4", 0).update(edges=["N0"]),
            lambda d: replace_features(d, "straight", [
                {"kind": "trail", "edges": ["N1", "E1", "S1"]}, {"kind": "plains", "edges": ["N0", "W", "S2"]},
                {"kind": "plains", "edges": ["N2", "E0"]}, {"kind": "plains", "edges": ["E2", "S0"]}])],
    "C28": [lambda d: feature(d, "cross4", 0).pop("end"), lambda d: feature(d, "cross4", 0).update(end="coast")],
    "C29": [lambda d: feature(d, "straight", 0).update(end="crossing")],
    "C30": [lambda d: feature(d, "town-cap", 0).update(edges=["N0", "N1"]),
            lambda d: replace_features(d, "town-cap", [  # three points, but no whole edge
                {"kind": "town", "edges": ["N1", "N2", "E1"]},
                {"kind": "plains", "edges": ["N0", "E0", "E2", "S", "W"]}]),
            lambda d: feature(d, "town-cap", 0).update(edges=[])],
    "C31": [lambda d: feature(d, "farm", 0).update(edges=["N0"])],
    "C32": [lambda d: card(d, "straight")["features"].append({"kind": "plains", "edges": []})],
    "C33": [lambda d: d["starting_spaces"][9].update(row=10), lambda d: d["starting_spaces"][9].update(row="9")],
    "C34": [lambda d: d["starting_spaces"][0].update(west="sea")],
    "C35": [lambda d: d["starting_spaces"][1].update(name=5)],
}


def turned_twin(data):
    """The plain trail turned a quarter: the same card under another id."""
    twin = copy.deepcopy(card(data, "straight"))
    twin["id"] = "twin"
    twin["features"][0]["edges"] = ["E1", "W1"]
    twin["features"][1]["edges"] = ["E0", "N", "W2"]
    twin["features"][2]["edges"] = ["E2", "S", "W0"]
    return twin


def replace_features(data, card_id, features):
    card(data, card_id)["features"] = features


CASES = [(rule, i) for rule, breakers in BREAKERS.items() for i in range(len(breakers))]


def test_every_documented_rule_has_a_breaking_catalog_and_no_other():
    assert set(documented_rules()) - {"C1"} == set(BREAKERS)  # C1 (not JSON) is tested on the text below
    assert list(documented_rules()) == [f"C{i}" for i in range(1, len(documented_rules()) + 1)]


@pytest.mark.parametrize(("rule", "index"), CASES, ids=[f"{r}-{i}" for r, i in CASES])
def test_a_catalog_breaking_one_rule_is_refused_with_its_message(raw, rule, index):
    data = copy.deepcopy(raw)
    parse_catalog(data)  # the shipped catalog keeps every rule
    BREAKERS[rule][index](data)
    with pytest.raises(CatalogError) as info:
        parse_catalog(data)
    message = str(info.value)
    assert documented_rules()[rule] in message
    assert "\n" not in message


def test_c1_a_catalog_that_is_not_json_is_refused():
    with pytest.raises(CatalogError) as info:
        load_catalog_text('{"format": ')
    assert documented_rules()["C1"] in str(info.value)


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: feature(d, "curve-post", 0).update(kind="castle"), "card 'curve-post' feature 0 field 'kind'"),
    (lambda d: card(d, "cross4")["features"].pop(), "card 'cross4': every edge point must belong to exactly one "
                                                    "feature (missing ['N0', 'W2'], twice [])"),
    (lambda d: feature(d, "straight", 1)["edges"].append("N2"), "card 'straight': every edge point must belong "
                                                                "to exactly one feature (missing [], twice ['N2'])"),
    (lambda d: card(d, "straight-post").update(count=0), "card 'straight-post' field 'count'"),
    (lambda d: card(d, "curve-bison").update(colour="red"), "card 'curve-bison': unknown field(s) ['colour']"),
    (lambda d: d["cards"].__setitem__(2, []), "card #3: expected an object, got list"),
    (lambda d: d["starting_spaces"][1].update(row=0), "catalog field 'starting_spaces'"),
    (lambda d: d["starting_spaces"][4].update(west="sea"), "starting space #5 field 'west'"),
    (lambda d: d.update(cards=[]), "catalog field 'cards': expected a non-empty list"),
])
def test_schema_errors_name_card_and_field(raw, mutate, message):
    data = copy.deepcopy(raw)
    mutate(data)
    with pytest.raises(CatalogError) as info:
        parse_catalog(data)
    assert str(info.value).startswith(message)  # the culprit comes first


def test_the_largest_count_trading_posts_and_flags_the_schema_allows_are_kept(raw):
    data = copy.deepcopy(raw)
    card(data, "straight-post").update(count=20)
    feature(data, "straight-post", 0).update(trading_posts=3)
    feature(data, "town-four-flag", 0).update(flags=3)
    catalog = parse_catalog(data)
    assert catalog.by_id["straight-post"].count == 20 and catalog.card_count == 95 - 3 + 20
    assert catalog.by_id["straight-post"].features[0].trading_posts == 3
    assert catalog.by_id["town-four-flag"].features[0].flags == 3


def test_a_trail_or_town_is_open_on_each_side_it_touches_and_plains_and_farms_are_never_closed_by_edges(raw):
    by_id = parse_catalog(raw).by_id
    assert [f.open_edges for f in by_id["cross4"].features] == [1, 1, 1, 1, 0, 0, 0, 0]
    assert [f.open_edges for f in by_id["straight-post"].features] == [2, 0, 0]
    assert [f.open_edges for f in by_id["town-cap"].features] == [1, 0]
    assert [f.open_edges for f in by_id["town-four-flag"].features] == [4]
    assert [f.open_edges for f in by_id["farm"].features] == [0, 0]


def _raised_messages() -> list[str]:
    """The longest literal part of every message the catalog parser can raise."""
    tree = ast.parse(Path(catalog_module.__file__).read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_fail", "CatalogError"):
            message = node.args[-1]
            parts = [v.value.split(" (")[0].strip(" :,'") for v in getattr(message, "values", [message])
                     if isinstance(v, ast.Constant)]
            out.append(max(parts, key=len))
    return [m for m in out if m]  # "" is _fail's own "{where}: {message}"


def test_the_documented_rules_cover_every_message_the_parser_raises():
    documented = " ".join(documented_rules().values())
    assert len(_raised_messages()) >= 30
    for literal in _raised_messages():
        assert literal in documented, f"docs/CATALOG.md has no rule for {literal!r}"
