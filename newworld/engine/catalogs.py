"""Card sets of earlier versions: a saved game opens with the cards it was played with.

Every card set the app has shipped is kept in ``resources/catalogs/`` as
``cards-<first 16 hex digits of its digest>.json`` (the current one too;
``tools/catalogs.py`` keeps it when ``cards.json`` changes). A saved game names
its card set by :func:`~newworld.engine.catalog.catalog_digest`.
"""

from __future__ import annotations

from pathlib import Path

from newworld.engine.catalog import Catalog, default_catalog, load_catalog_text
from newworld.engine.errors import CatalogError

ARCHIVE = "catalogs"  # resources/catalogs/


def archive_name(digest: str) -> str:
    return f"cards-{digest[:16]}.json"


def archive_dir() -> Path:
    from newworld.resources import resource_path

    return resource_path(ARCHIVE)


_BY_DIGEST: dict[str, Catalog] = {}


def catalog_for(digest: str) -> Catalog:
    """The card set a saved game was played with: the shipped one, or one kept from an earlier version.

    Raises CatalogError when this version of the app does not have it.
    """
    current = default_catalog()
    if digest == current.digest:
        return current
    if digest not in _BY_DIGEST:
        path = archive_dir() / archive_name(digest)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            raise CatalogError(f"the game was played with a card set this version of New World does not have "
                               f"(digest {digest[:16]}…)") from None
        catalog = load_catalog_text(text)
        if catalog.digest != digest:
            raise CatalogError(f"{path.name}: the card set in it is not the one its name says")
        _BY_DIGEST[digest] = catalog
    return _BY_DIGEST[digest]
