"""Print a pip constraints file that pins each dependency of the app to its floor in pyproject.toml.

    python tools/floors.py > floors.txt
    pip install -c floors.txt ".[test]"

The floors are the ``>=`` bound of each entry of ``[project] dependencies``
(``PySide6-Essentials>=6.8,!=6.12.0`` gives ``PySide6-Essentials==6.8``); an
entry without one is an error, as is a floor that the entry's other bounds
exclude. ``.ci/run`` installs these into a venv of their own and runs the
self-test and the engine and save tests with them, so that a floor is never
lower than what the code needs.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent


def floors(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """``name==floor`` for each dependency, in pyproject's order (ValueError if one has no floor)."""
    dependencies = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["dependencies"]
    pins = []
    for entry in dependencies:
        requirement = Requirement(entry)
        lowest = [spec.version for spec in requirement.specifier if spec.operator == ">="]
        if len(lowest) != 1:
            raise ValueError(f"{entry!r}: a dependency needs one floor (>=)")
        if not requirement.specifier.contains(lowest[0], prereleases=True):
            raise ValueError(f"{entry!r}: its floor {lowest[0]} is excluded")
        pins.append(f"{requirement.name}=={lowest[0]}")
    return pins


def main() -> int:
    try:
        pins = floors()
    except ValueError as exc:
        print(f"floors: {exc}", file=sys.stderr)
        return 1
    print("# The lowest versions pyproject.toml allows (python tools/floors.py)")
    print("\n".join(pins))
    return 0


if __name__ == "__main__":
    sys.exit(main())
