"""A window's game in files: Save and Save as (the player's file) and the autosave after every turn
(a part of :class:`~newworld.controller.controller.GameController`).

Saving goes through the save format (:mod:`newworld.savegame`), atomically; a
failure is told to the player and the game goes on. The autosave holds the
game's slot in the autosave folder (:mod:`newworld.controller.autosaving`), so
the next start offers an unfinished game to resume.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoStack

from newworld.controller import autosave
from newworld.controller.autosave import Offer
from newworld.controller.autosaving import Autosaver
from newworld.narration import messages
from newworld.narration.learning import learning
from newworld.savegame import SaveGameError, SaveProblem
from newworld.savegame import save as write_save
from newworld.session import GameSession, new_game_id

log = logging.getLogger(__name__)


class GameFiles:
    """Saving and autosaving (see the module docstring); the attributes are the controller's."""

    session: GameSession | None
    path: Path | None
    lesson: bool
    autosaver: Autosaver
    undo_stack: QUndoStack
    _behind_file: bool
    errorOccurred: SignalInstance
    dirtyChanged: SignalInstance
    autosaveFailed: SignalInstance

    if TYPE_CHECKING:
        def _say(self, line: str) -> None: ...

    def save(self, path: str | Path) -> None:
        """Save the game atomically; raises SaveGameError (after errorOccurred) on any failure."""
        session = self.session
        if session is None:
            raise SaveGameError("there is no game to save")
        if self.lesson:
            self.errorOccurred.emit(messages().cannot_save(learning().tutorial_not_saved()))
            raise SaveGameError("the tutorial's game is not saved", SaveProblem.SETUP)
        try:
            write_save(path, session.game, session.seats, seed=session.seed, created=session.created,
                       game_id=session.game_id, play=session.play_state())
        except Exception as exc:  # noqa: BLE001 - whatever it is, the player hears why and the game goes on
            if not isinstance(exc, SaveGameError):
                log.exception("saving to %s failed", path)
                exc = SaveGameError(f"cannot save to {path}: {type(exc).__name__}: {exc}", SaveProblem.UNWRITABLE)
            self.errorOccurred.emit(messages().cannot_save(messages().save_error(exc)))
            raise exc from None
        self.path = Path(path)
        self._behind_file = False
        self.undo_stack.setClean()
        self.dirtyChanged.emit(False)
        if session.game_id and not autosave.is_autosave(self.path):
            autosave.remember_saved_as(session.game_id, self.path)
        self._say(messages().saved(Path(path).name))

    def player_file(self) -> Path | None:
        """The player's own file of this game (saved or opened), which Save writes; None if there is none
        (never saved, or only in the autosave folder: the app's file, not the player's)."""
        return self.path if self.path is not None and not autosave.is_autosave(self.path) else None

    def autosave_path(self) -> Path | None:
        """The file this game autosaves into (None when autosave is off or no game runs)."""
        return self.autosaver.path if self.session is not None else None

    def resumable_autosave(self) -> Path | None:
        """The newest autosaved game that is not finished and no window plays (for the start-up prompt)."""
        return autosave.latest_resumable()

    def resume_offer(self) -> Offer:
        """What the start-up prompt offers; autosaves that cannot be opened are set aside and listed."""
        return autosave.survey(set_aside=True)

    def _claim_autosave(self, opened: Path | None) -> bool:
        """Hold this game's autosave slot (a lesson holds none); True when it goes on as a copy."""
        assert self.session is not None
        self.autosaver.release()
        if self.lesson:
            self.session.game_id = self.session.game_id or new_game_id()
            return False
        self.session.game_id, copied = self.autosaver.claim(self.session.game_id or None, opened)
        return copied

    def _autosave(self) -> None:
        if self.session is not None and not self.lesson:
            self.autosaver.write(self.session)

    def _on_autosave_problem(self, problem: str) -> None:
        self._say(messages().autosave_failed(problem) if problem else messages().autosave_works())
        self.autosaveFailed.emit(problem)
