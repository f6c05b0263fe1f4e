"""The card catalog: loading, schema check and the compiled lookup tables.

The catalog is data (``resources/cards.json``). Each card edge has three
points, clockwise around the card: ``N0 N1 N2`` (north edge, west to east),
``E0 E1 E2`` (north to south), ``S0 S1 S2`` (east to west), ``W0 W1 W2``
(south to north). A trail uses a middle point, a town a whole edge, plains
the side points (or the whole edge). Point ``p`` of a card rotated by ``r``
quarter turns clockwise lies at point ``(p + 3 * r) % 12``.

docs/CATALOG.md describes the file and lists every rule the schema check
enforces; tests/test_catalog.py breaks each rule once.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from newworld.engine.errors import CatalogError
from newworld.engine.rules import FARM, KIND_BY_NAME, KIND_NAMES, KINDS, PLAINS, TOWN, TRAIL, Completion, EdgePoints

DIRECTIONS = "NESW"
POINT_NAMES: tuple[str, ...] = tuple(f"{d}{i}" for d in DIRECTIONS for i in range(3))
POINT_INDEX: dict[str, int] = {name: i for i, name in enumerate(POINT_NAMES)}

__all__ = [  # the kinds are defined with their rules; they are public here too
    "FARM", "KIND_BY_NAME", "KIND_NAMES", "PLAINS", "TOWN", "TRAIL",
    "ANIMALS", "CATALOG_ID", "CardType", "Catalog", "DIRECTIONS", "EDGE_BY_NAME", "EDGE_NAMES", "EDGE_PLAINS",
    "EDGE_TOWN",
    "EDGE_TRAIL", "Feature", "POINT_INDEX", "POINT_NAMES", "STARTING_SPACE_COUNT", "StartingSpace", "TRAIL_ENDS",
    "catalog_digest", "default_catalog", "load_catalog_text", "parse_catalog", "requirement_fits", "rotate_point",
]

# Edge types. 0 means "no requirement" in a frontier cell's requirement code.
EDGE_PLAINS, EDGE_TRAIL, EDGE_TOWN = 1, 2, 3
EDGE_NAMES = {EDGE_PLAINS: "plains", EDGE_TRAIL: "trail", EDGE_TOWN: "town"}
EDGE_BY_NAME = {name: code for code, name in EDGE_NAMES.items()}

ANIMALS = ("bison", "deer", "bear", "beaver", "turkey")
TRAIL_ENDS = ("crossing", "town", "farm")
STARTING_SPACE_COUNT = 10
CATALOG_ID = "newworld-cards"  # the format name of the card data (and of a card set in a saved game)

_CARD_ID = re.compile(r"[a-z0-9-]+")  # ids are written into saved games and their digest
_CARD_KEYS = {"id", "name", "count", "features"}
_FEATURE_KEYS = {"kind", "edges", "trading_posts", "flags", "animals", "end"}
_START_KEYS = {"row", "west", "name"}
_TOP_KEYS = {"format", "version", "note", "cards", "starting_spaces"}


@attrs.frozen
class Feature:
    """One feature of a card type, in the card's own (unrotated) orientation."""

    kind: int
    points: tuple[int, ...]
    trading_posts: int = 0
    flags: int = 0
    animals: tuple[str, ...] = ()
    end: str | None = None

    @property
    def kind_name(self) -> str:
        return KIND_NAMES[self.kind]

    @property
    def value(self) -> int:
        """What the feature adds to its building: Trading Posts, Town Flags or animals (its kind says which)."""
        field = KINDS[self.kind].extra
        if field == "animals":
            return len(self.animals)
        if field == "trading_posts":
            return self.trading_posts
        if field == "flags":
            return self.flags
        return 0

    @property
    def open_edges(self) -> int:
        """Sides the feature leaves open on its own, if its kind is completed by closing them."""
        if KINDS[self.kind].completion != Completion.BY_EDGES:
            return 0
        return len({p // 3 for p in self.points})


@attrs.frozen
class CardType:
    id: str
    name: str
    count: int
    features: tuple[Feature, ...]
    index: int = 0

    def point_features(self) -> tuple[int, ...]:
        """For each of the 12 edge points, the index of the feature there."""
        table = [-1] * 12
        for f, feature in enumerate(self.features):
            for p in feature.points:
                table[p] = f
        return tuple(table)

    def edges(self) -> tuple[int, int, int, int]:
        """The edge type of each side (N, E, S, W), unrotated."""
        kinds = [self.features[f].kind for f in self.point_features()]
        return (_edge_type(kinds[0:3]), _edge_type(kinds[3:6]),
                _edge_type(kinds[6:9]), _edge_type(kinds[9:12]))

    @property
    def farm(self) -> int:
        """Index of the farm feature, or -1."""
        for f, feature in enumerate(self.features):
            if feature.kind == FARM:
                return f
        return -1


@attrs.frozen
class StartingSpace:
    row: int
    west: int
    name: str | None = None

    def features(self) -> tuple[Feature, ...]:
        """The features of the space's west edge (W0 W1 W2 = points 9 10 11)."""
        if self.west == EDGE_TOWN:
            return (Feature(TOWN, (9, 10, 11)),)
        if self.west == EDGE_TRAIL:
            # The trail runs on to the coast, so the plains south (W0) and north (W2)
            # of it are two areas: plains are separated by trails.
            return (Feature(TRAIL, (10,), end="coast"), Feature(PLAINS, (9,)), Feature(PLAINS, (11,)))
        return (Feature(PLAINS, (9, 10, 11)),)


def _edge_type(kinds: Sequence[int]) -> int:
    """An edge is what its middle point is: a town edge, a trail edge or plains."""
    middle = KINDS[kinds[1]].edge_points
    if middle == EdgePoints.EDGES:
        return EDGE_TOWN
    if middle == EdgePoints.MIDDLES:
        return EDGE_TRAIL
    return EDGE_PLAINS


def rotate_point(point: int, rotation: int) -> int:
    return (point + 3 * rotation) % 12


@attrs.frozen
class Catalog:
    """The validated card set plus the precomputed tables the core uses."""

    types: tuple[CardType, ...]
    starting_spaces: tuple[StartingSpace, ...]
    by_id: Mapping[str, CardType] = attrs.field(eq=False, repr=False)
    # point_map[t][r][p]: feature index at board point p of type t rotated r.
    point_map: tuple[tuple[tuple[int, ...], ...], ...] = attrs.field(eq=False, repr=False)
    # edges[t][r]: edge types (N, E, S, W) of type t rotated r.
    edges: tuple[tuple[tuple[int, int, int, int], ...], ...] = attrs.field(eq=False, repr=False)
    # distinct_rotations[t]: rotations that give a different card on the table.
    distinct_rotations: tuple[tuple[int, ...], ...] = attrs.field(eq=False, repr=False)
    # fits[t][code]: distinct rotations of t that satisfy a requirement code.
    fits: tuple[tuple[tuple[int, ...], ...], ...] = attrs.field(eq=False, repr=False)
    # The card set's identity in saved games (see catalog_digest); "" for a catalog made in code.
    digest: str = attrs.field(default="", eq=False)
    # The core's tables of this card set (engine/core.py tables_for), made on first use.
    core_tables: object = attrs.field(default=None, init=False, eq=False, repr=False)

    @property
    def card_count(self) -> int:
        return sum(t.count for t in self.types)

    def full_deck(self) -> list[int]:
        """Type indices of all cards, in catalog order."""
        return [t.index for t in self.types for _ in range(t.count)]

    def totals(self) -> dict[str, Any]:
        """Counts over the whole deck (each card counted as often as it occurs)."""
        total: dict[str, Any] = {"cards": 0, "types": len(self.types), "farms": 0, "flags": 0,
                                 "trading_posts": 0, "crossings": 0, "animals": 0,
                                 "cards_with_animals": 0, "cards_with_flags": 0,
                                 "species": {name: 0 for name in ANIMALS}}
        for t in self.types:
            n = t.count
            total["cards"] += n
            feats = t.features
            total["farms"] += n * sum(f.kind == FARM for f in feats)
            flags = sum(f.flags for f in feats)
            total["flags"] += n * flags
            total["cards_with_flags"] += n * (flags > 0)
            total["trading_posts"] += n * sum(f.trading_posts for f in feats)
            total["crossings"] += n * any(f.end == "crossing" for f in feats)
            animals = [a for f in feats for a in f.animals]
            total["animals"] += n * len(animals)
            total["cards_with_animals"] += n * bool(animals)
            for a in animals:
                total["species"][a] += n
        return total


def requirement_fits(requirement: int, edges: Sequence[int]) -> bool:
    """Whether edge types (N, E, S, W) satisfy a frontier requirement code.

    The code holds 2 bits per side: 0 = free, else the edge type required.
    """
    for d in range(4):
        need = (requirement >> (2 * d)) & 3
        if need and need != edges[d]:
            return False
    return True


def _compile(types: tuple[CardType, ...], starts: tuple[StartingSpace, ...]) -> Catalog:
    point_map = []
    edge_table = []
    distinct = []
    fits = []
    for t in types:
        base = t.point_features()
        maps = []
        for r in range(4):
            rotated = [-1] * 12
            for p in range(12):
                rotated[rotate_point(p, r)] = base[p]
            maps.append(tuple(rotated))
        point_map.append(tuple(maps))
        e = t.edges()
        edge_table.append(tuple((e[(0 - r) % 4], e[(1 - r) % 4], e[(2 - r) % 4], e[(3 - r) % 4])
                                for r in range(4)))
        keys = [_rotation_key(t, r) for r in range(4)]
        rots = tuple(r for r in range(4) if keys[r] not in keys[:r])
        distinct.append(rots)
        fits.append(tuple(tuple(r for r in rots if requirement_fits(code, edge_table[-1][r]))
                          for code in range(256)))
    return Catalog(types=types, starting_spaces=starts, by_id={t.id: t for t in types},
                   point_map=tuple(point_map), edges=tuple(edge_table),
                   distinct_rotations=tuple(distinct), fits=tuple(fits))


# --- loading and the schema check -------------------------------------------


def _fail(where: str, message: str) -> CatalogError:
    return CatalogError(f"{where}: {message}")


def _check_keys(obj: Any, allowed: set[str], required: set[str], where: str) -> None:
    if not isinstance(obj, dict):
        raise _fail(where, f"expected an object, got {type(obj).__name__}")
    unknown = set(obj) - allowed
    if unknown:
        raise _fail(where, f"unknown field(s) {sorted(unknown)}")
    missing = required - set(obj)
    if missing:
        raise _fail(where, f"missing field(s) {sorted(missing)}")


def _int_field(obj: dict[str, Any], key: str, where: str, lo: int, hi: int, default: int = 0) -> int:
    value = obj.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _fail(f"{where} field '{key}'", f"expected a whole number {lo}..{hi}, got {value!r}")
    return value


def _parse_points(edges: Any, where: str) -> tuple[int, ...]:
    if not isinstance(edges, list):
        raise _fail(f"{where} field 'edges'", "expected a list of edge points")
    points: list[int] = []
    for name in edges:
        if isinstance(name, str) and name in DIRECTIONS and len(name) == 1:
            d = DIRECTIONS.index(name)
            points.extend((3 * d, 3 * d + 1, 3 * d + 2))
        elif isinstance(name, str) and name in POINT_INDEX:
            points.append(POINT_INDEX[name])
        else:
            raise _fail(f"{where} field 'edges'", f"unknown edge point {name!r} (use N, N0, N1, N2, ...)")
    if len(set(points)) != len(points):
        raise _fail(f"{where} field 'edges'", "an edge point is listed twice")
    return tuple(sorted(points))


def _parse_feature(obj: Any, where: str) -> Feature:
    _check_keys(obj, _FEATURE_KEYS, {"kind", "edges"}, where)
    kind_name = obj["kind"]
    if kind_name not in KIND_BY_NAME:
        raise _fail(f"{where} field 'kind'", f"unknown kind {kind_name!r} (one of {', '.join(KIND_NAMES)})")
    kind = KIND_BY_NAME[kind_name]
    points = _parse_points(obj["edges"], where)
    rule = KINDS[kind]
    extra = set(obj) - {"kind", "edges"} - rule.fields
    if extra:
        raise _fail(where, f"a {kind_name} cannot have {sorted(extra)}")
    animals = obj.get("animals", [])
    if not isinstance(animals, list) or any(a not in ANIMALS for a in animals):
        raise _fail(f"{where} field 'animals'", f"expected a list of {', '.join(ANIMALS)}")
    end = obj.get("end")
    if rule.edge_points == EdgePoints.MIDDLES:
        middles = all(p % 3 == 1 for p in points)
        if not middles or not 1 <= len(points) <= 2:
            raise _fail(where, "a trail touches one or two edge middles (N1, E1, S1, W1)")
        if len(points) == 1 and end not in TRAIL_ENDS:
            raise _fail(f"{where} field 'end'", f"a trail with one edge ends at one of {', '.join(TRAIL_ENDS)}")
        if len(points) == 2 and end is not None:
            raise _fail(f"{where} field 'end'", "a trail across the card has no end")
    elif rule.edge_points == EdgePoints.EDGES:
        if not points or any(p - p % 3 + i not in points for p in points for i in range(3)):
            raise _fail(where, "a town takes whole edges (N, E, S, W)")
    elif rule.edge_points == EdgePoints.NONE and points:
        raise _fail(where, f"a {kind_name} has no edge points")
    elif rule.edge_points == EdgePoints.SIDES and not points:
        raise _fail(where, f"a {kind_name} segment touches at least one edge point")
    return Feature(kind=kind, points=points,
                   trading_posts=_int_field(obj, "trading_posts", where, 0, 3),
                   flags=_int_field(obj, "flags", where, 0, 3),
                   animals=tuple(animals), end=end)


def _parse_card(obj: Any, index: int) -> CardType:
    where = f"card #{index + 1}"
    if isinstance(obj, dict) and isinstance(obj.get("id"), str):
        where = f"card '{obj['id']}'"
    _check_keys(obj, _CARD_KEYS, _CARD_KEYS, where)
    if not isinstance(obj["id"], str) or not _CARD_ID.fullmatch(obj["id"]):
        raise _fail(f"{where} field 'id'", "expected a text of a-z, 0-9 and '-'")
    if not isinstance(obj["name"], str) or not obj["name"]:
        raise _fail(f"{where} field 'name'", "expected a non-empty text")
    count = _int_field(obj, "count", where, 1, 20)
    raw = obj["features"]
    if not isinstance(raw, list) or not raw:
        raise _fail(f"{where} field 'features'", "expected a non-empty list")
    features = tuple(_parse_feature(f, f"{where} feature {i}") for i, f in enumerate(raw))
    covered = [p for f in features for p in f.points]
    if sorted(covered) != list(range(12)):
        missing = sorted(set(range(12)) - set(covered))
        twice = sorted({p for p in covered if covered.count(p) > 1})
        raise _fail(where, f"every edge point must belong to exactly one feature "
                           f"(missing {[POINT_NAMES[p] for p in missing]}, twice {[POINT_NAMES[p] for p in twice]})")
    if sum(f.kind == FARM for f in features) > 1:
        raise _fail(where, "at most one farm per card")
    # Trails take edge middles, towns whole edges and every point has one feature,
    # so an edge is plains, town all along, or plains-trail-plains: no check needed.
    card = CardType(id=obj["id"], name=obj["name"], count=count, features=features, index=index)
    for f in features:
        if f.end == "farm" and card.farm < 0:
            raise _fail(where, "a trail ends at a farm but the card has none")
        if f.end == "town" and not any(g.kind == TOWN for g in features):
            raise _fail(where, "a trail ends at a town but the card has none")
    return card


def _parse_start(obj: Any, index: int) -> StartingSpace:
    where = f"starting space #{index + 1}"
    _check_keys(obj, _START_KEYS, {"row", "west"}, where)
    row = _int_field(obj, "row", where, 0, STARTING_SPACE_COUNT - 1)
    if obj["west"] not in EDGE_BY_NAME:
        raise _fail(f"{where} field 'west'", f"expected one of {', '.join(EDGE_BY_NAME)}")
    name = obj.get("name")
    if name is not None and not isinstance(name, str):
        raise _fail(f"{where} field 'name'", "expected a text")
    return StartingSpace(row=row, west=EDGE_BY_NAME[obj["west"]], name=name)


def parse_catalog(data: Any) -> Catalog:
    """Validate catalog data (as parsed from JSON) and compile it."""
    _check_keys(data, _TOP_KEYS, {"format", "version", "cards", "starting_spaces"}, "catalog")
    if data["format"] != CATALOG_ID or data["version"] != 1 or isinstance(data["version"], bool):
        raise _fail("catalog", "expected format 'newworld-cards' version 1")
    if not isinstance(data["cards"], list) or not data["cards"]:
        raise _fail("catalog field 'cards'", "expected a non-empty list")
    types = tuple(_parse_card(c, i) for i, c in enumerate(data["cards"]))
    ids = [t.id for t in types]
    for i, cid in enumerate(ids):
        if cid in ids[:i]:
            raise _fail(f"card '{cid}'", "the id is used twice")
    starts_raw = data["starting_spaces"]
    if not isinstance(starts_raw, list) or len(starts_raw) != STARTING_SPACE_COUNT:
        raise _fail("catalog field 'starting_spaces'", f"expected {STARTING_SPACE_COUNT} starting spaces")
    starts = tuple(_parse_start(s, i) for i, s in enumerate(starts_raw))
    if sorted(s.row for s in starts) != list(range(STARTING_SPACE_COUNT)):
        raise _fail("catalog field 'starting_spaces'", "each row 0..9 needs exactly one starting space")
    catalog = _compile(types, tuple(sorted(starts, key=lambda s: s.row)))
    _check_distinct(catalog)
    return attrs.evolve(catalog, digest=catalog_digest(data))


def _rotation_key(card: CardType, rotation: int) -> frozenset[tuple[Feature, int]]:
    """What lies on the table for ``card`` turned by ``rotation`` (feature order ignored)."""
    rotated = [attrs.evolve(f, points=tuple(sorted(rotate_point(p, rotation) for p in f.points)),
                            animals=tuple(sorted(f.animals))) for f in card.features]
    return frozenset((f, rotated.count(f)) for f in rotated)


def _check_distinct(catalog: Catalog) -> None:
    """Every type differs from every other, also up to rotation."""
    seen: dict[frozenset[tuple[Feature, int]], str] = {}
    for t in catalog.types:
        for r in range(4):
            key = _rotation_key(t, r)
            if seen.setdefault(key, t.id) != t.id:
                raise _fail(f"card '{t.id}'", f"is the same card as '{seen[key]}' (up to rotation)")


def load_catalog_text(text: str) -> Catalog:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fail("catalog", f"not valid JSON ({exc})") from None
    return parse_catalog(data)


_DEFAULT: Catalog | None = None


def default_catalog() -> Catalog:
    """The shipped catalog, loaded once."""
    global _DEFAULT
    if _DEFAULT is None:
        from newworld.resources import read_text

        _DEFAULT = load_catalog_text(read_text("cards.json"))
    return _DEFAULT


# --- the identity of a card set -----------------------------------------------------------


def catalog_digest(data: Mapping[str, Any]) -> str:
    """sha256 (hex) of a card set's canonical JSON, its ``note`` left out: what a saved game records."""
    content = {key: value for key, value in data.items() if key != "note"}
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
