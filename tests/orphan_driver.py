"""Starts computer-player workers, then dies without closing them (os._exit), as a killed window does.

``starting``: at once, while the workers start; ``thinking``: while a worker
thinks about a move (it waits for the file named next on the command line)."""

from __future__ import annotations

import os
import sys
import threading
import time

from pool_players import WaitingPlayer

from newworld.ai.pool import SearchPool
from newworld.engine.game import Game

if __name__ == "__main__":
    when = sys.argv[1]
    pool = SearchPool()
    if when == "starting":
        pool.warm_up(2)
    else:
        asked = threading.Thread(target=pool.choose, args=(WaitingPlayer(sys.argv[2]), Game(2, 3)), daemon=True)
        asked.start()
        while not any(w.pending for w in pool._workers):
            time.sleep(0.01)
    print(*pool.pids(), flush=True)
    os._exit(0)
