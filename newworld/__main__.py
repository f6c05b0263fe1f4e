"""``python -m newworld``: the game window, the same entry point as the ``newworld`` command.

The guard matters: a worker process started with multiprocessing's spawn method
may import the parent's main module again (as ``__mp_main__``) and must not open
a second window; ``newworld.app.main`` calls ``multiprocessing.freeze_support()``
for the bundle.
"""

import sys

from newworld.app import main

if __name__ == "__main__":
    sys.exit(main())
