"""A game window without a window: one process that plays through a GameController with autosave on.

The tests start two of these at once on one NEWWORLD_HOME to check that two
instances never lose a game. Each argument is a step:

    at:EPOCH            wait until this time (both processes start a game in the same second)
    new:SEED            start a two-player hot-seat game
    moves:N:SEED        play N random legal moves
    save:PATH           save the game to PATH
    open:PATH           open PATH (a saved game or an autosave)
    mark:PATH           create the file PATH (tell the other process something happened)
    wait:PATH           wait (up to 60 s) until the file PATH exists
    report              print one JSON line: the autosave file, the game's digest, turn and id
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path


def main(steps: list[str]) -> int:
    from PySide6.QtCore import QCoreApplication

    from newworld import savegame
    from newworld.controller import GameController, Seat
    from newworld.engine.moves import Move

    app = QCoreApplication.instance() or QCoreApplication(["autosave-driver"])
    controller = GameController(autosave=True, ai_delay_ms=0)
    seats = [Seat("Ann", "#C62828"), Seat("Bob", "#1565C0")]
    try:
        for step in steps:
            what, _, rest = step.partition(":")
            if what == "at":
                time.sleep(max(0.0, float(rest) - time.time()))
            elif what == "new":
                controller.new_game(seats, seed=int(rest))
            elif what == "moves":
                count, seed = (int(v) for v in rest.split(":"))
                rng = random.Random(seed)
                for _ in range(count):
                    placement = rng.choice(controller.legal_placements())
                    settler = rng.choice([None, *controller.settler_choices(placement)])
                    assert controller.play_move(Move(placement, settler))
            elif what == "save":
                controller.save(rest)
            elif what == "open":
                controller.open(rest)
            elif what == "mark":
                Path(rest).touch()
            elif what == "wait":
                deadline = time.monotonic() + 60
                while not Path(rest).exists():
                    if time.monotonic() > deadline:
                        raise TimeoutError(f"waited 60 s for {rest}")
                    time.sleep(0.02)
            elif what == "report":
                path = controller.autosave_path()
                print(json.dumps({"autosave": str(path), "digest": savegame.state_digest(controller.game),
                                  "turn": controller.game.turn, "game_id": getattr(controller, "game_id", None)}),
                      flush=True)
            else:
                raise ValueError(f"unknown step {step!r}")
            app.processEvents()
    finally:
        controller.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
