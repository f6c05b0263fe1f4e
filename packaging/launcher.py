"""The bundle's entry script: PyInstaller freezes this, which starts the app.

``newworld.app.main`` answers ``--version`` and ``--self-test`` before it
creates any window, exactly as the installed ``newworld`` command does.
"""

import sys

from newworld.app import main

if __name__ == "__main__":
    sys.exit(main())
