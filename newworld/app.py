"""The ``newworld`` entry point (the game window arrives with the GUI work)."""

from __future__ import annotations

import sys


def main() -> int:
    from newworld.cli import main as cli_main

    print("New World: the game window is not built yet; playing 10 random games instead.")
    return cli_main(["sim", "--games", "10", "--players", "3"])


if __name__ == "__main__":
    sys.exit(main())
