"""The bundle's entry script: PyInstaller freezes this, which starts the app.

``--version`` and ``--self-test`` are answered here before anything else is
imported (``newworld.app.main`` answers them the same way when run from an
installed package); everything else goes to ``newworld.app.main``.
"""

import sys


def run() -> int:
    args = sys.argv[1:]
    if "--version" in args:
        from newworld import __version__

        print(f"New World {__version__}")
        return 0
    if "--self-test" in args:
        from newworld.selftest import main as selftest_main

        return selftest_main([a for a in args if a != "--self-test"])
    from newworld.app import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
