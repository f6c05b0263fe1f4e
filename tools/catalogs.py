"""Keep every card set the app has shipped: ``python tools/catalogs.py [--check]``.

A saved game records the digest of the card set it was played with
(``newworld.engine.catalog.catalog_digest``); it opens as long as that card set
is in ``resources/catalogs/``. So whenever ``resources/cards.json`` changes (a
new or corrected card), run this tool: it copies the new card set there as
``cards-<digest>.json``, next to the older ones, which stay. ``--check`` only
says whether the current card set is kept (a test runs it).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from newworld.engine.catalog import load_catalog_text  # noqa: E402
from newworld.engine.catalogs import archive_name  # noqa: E402

CARDS = ROOT / "resources" / "cards.json"
ARCHIVE = ROOT / "resources" / "catalogs"


def kept_path() -> Path:
    return ARCHIVE / archive_name(load_catalog_text(CARDS.read_text(encoding="utf-8")).digest)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only check that the current card set is kept")
    args = parser.parse_args(argv)
    target = kept_path()
    if target.exists():
        print(f"the current card set is kept as {target.relative_to(ROOT)}")
        return 0
    if args.check:
        print(f"resources/cards.json changed: run python tools/catalogs.py to keep it as {target.name}")
        return 1
    ARCHIVE.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(CARDS, target)
    print(f"kept the current card set as {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
