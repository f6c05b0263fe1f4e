"""A window's autosave: the slot its game holds in the autosave folder, written after every turn.

:class:`Autosaver` claims the game's file (:func:`newworld.controller.autosave.claim`:
one window per game, a copy gets an id of its own), writes the game after each
turn and lets the slot go when the game ends or the window closes. It never
stops the game: a failure is told once (``on_problem``), logged, and tried
again on the next turn; ``on_problem("")`` says it works again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from newworld.controller import autosave
from newworld.controller.autosave import Slot
from newworld.narration import messages
from newworld.savegame import SaveGameError
from newworld.session import GameSession, new_game_id

log = logging.getLogger(__name__)


class Autosaver:
    """The autosave of one window (see the module docstring)."""

    def __init__(self, on_problem: Callable[[str], None], *, enabled: bool = True) -> None:
        self.enabled = enabled
        self.on_problem = on_problem
        self._slot: Slot | None = None
        self._problem = ""  # the failure last told

    @property
    def path(self) -> Path | None:
        """The file the game autosaves into (None when none is held)."""
        return self._slot.path if self._slot is not None else None

    def claim(self, game_id: str | None, opened: Path | None) -> tuple[str, bool]:
        """Hold the slot of game ``game_id`` (releasing the last one): the id the game goes on under
        (a new one when another window plays it, or none was given) and whether it goes on as a copy."""
        self.release()
        if not self.enabled:
            return game_id or new_game_id(), False
        result = autosave.claim(game_id, opened)
        self._slot = result.slot
        if result.problem:
            self._failed(result.problem)
        return result.game_id, result.copied

    def release(self) -> None:
        if self._slot is not None:
            self._slot.release()
            self._slot = None

    def write(self, session: GameSession) -> None:
        """Autosave after a turn; never raises."""
        if not self.enabled or not session.game.moves:
            return
        if self._slot is None:  # the folder could not be used so far: try again
            session.game_id = self.claim(session.game_id, None)[0]
            if self._slot is None:
                return
        try:
            autosave.write(self._slot, session.game, session.seats, session.seed, session.created, session.game_id,
                           session.play_state())
        except Exception as exc:  # noqa: BLE001 - an autosave failure must never stop the game
            if not isinstance(exc, SaveGameError | OSError):
                log.exception("autosave to %s failed", self._slot.path)
            self._failed(messages().save_error(exc) if isinstance(exc, SaveGameError)
                         else f"{type(exc).__name__}: {exc}")
            return
        if self._problem:
            self._problem = ""
            log.info("autosave works again: %s", self._slot.path)
            self.on_problem("")

    def _failed(self, problem: str) -> None:
        if problem == self._problem:
            return  # already told (and logged)
        log.warning("autosave failed: %s", problem)
        self._problem = problem
        self.on_problem(problem)
