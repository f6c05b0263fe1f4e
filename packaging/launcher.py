"""The bundle's entry script: PyInstaller freezes this, which starts the app.

``newworld.app.main`` answers ``--version`` and ``--self-test`` before it
creates any window, exactly as the installed ``newworld`` command does. Started
by the name ``newworld-server`` (the .deb's link to this executable), the bundle
is the game server, as the pip-installed ``newworld-server`` command is. On
Windows the same script is frozen twice: ``NewWorld.exe`` (windowed) and
``newworld-cli.exe`` (a console program), which runs the command-line tools.
"""

import multiprocessing
import sys
from pathlib import Path

SERVER = "newworld-server"
CLI = "newworld-cli"


def main() -> int:
    multiprocessing.freeze_support()  # the computer players' worker processes start this executable too
    if Path(sys.argv[0]).name == SERVER:
        from newworld.net.service import main as server_main

        return server_main()
    if Path(sys.executable).stem.lower() == CLI:
        from newworld.cli import main as cli_main

        return cli_main()
    from newworld.app import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(main())
