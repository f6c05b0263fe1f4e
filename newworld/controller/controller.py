"""The GameController: a game played on this machine, as the window sees it.

It is a thin adapter over a :class:`~newworld.session.GameSession` (which holds
the game, checks and plays the moves, keeps the log and the undo policy): the
door's queries and signals come from :class:`~newworld.controller.door.SessionDoor`;
this class adds what only a window's own game has — the undo stack, the
computer players in worker processes (:mod:`newworld.controller.computers`),
saving, and the autosave (:mod:`newworld.controller.autosaving`). ``game``
itself is there for tests and headless tools.

Every human turn is one :class:`~newworld.controller.commands.TurnCommand` on
``undo_stack``; the computers' answers are played into the session and taken
back with it, so undo returns to the human's previous decision. Which turns may
be taken back is the session's undo policy (:mod:`newworld.session.undo`).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from newworld.ai import RandomPlayer, make_player
from newworld.controller import autosave
from newworld.controller.autosaving import Autosaver
from newworld.controller.commands import TurnCommand
from newworld.controller.computers import HINT_LEVEL, ComputerPlayers
from newworld.controller.door import SessionDoor
from newworld.controller.files import GameFiles
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.narration import GAME_LOG, messages
from newworld.savegame import SavedGame, SaveGameError, Seat
from newworld.savegame import load as load_save
from newworld.savegame.format import check_seats, check_seed, utc_now
from newworld.session import NO_CLOCK, ClockSetting, GameOver, GameSession, SessionEvent, TurnStarted, new_game_id
from newworld.stats import derived_game_id

log = logging.getLogger(__name__)


class GameController(GameFiles, SessionDoor):
    # The door's signals come from GameSignals (controller/door.py); these are a local game's own.
    #: The game was just played to its end here (before gameOver; not when a finished game is opened
    #: or comes back after an undo): the hook that records statistics (controller/statistics.py).
    gameFinished = Signal()
    #: A lesson's check refused the human's move (:attr:`move_check`): why, for the player.
    moveRefused = Signal(str)
    #: Whether a turn taken back may be played again (Redo).
    redoAvailable = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, autosave: bool = True, ai_delay_ms: int = 0) -> None:
        super().__init__(parent)
        self.path: Path | None = None  # the file last saved or opened
        self._behind_file = False  # a resumed autosave differs from the file the game was saved to (self.path)
        self.lesson = False  # a lesson (the tutorial's game): never autosaved, saved or recorded
        self.move_check: Callable[[Move], str] | None = None  # a lesson's check of each human move: "" is fine
        self._practice_undo = False
        self.computers = ComputerPlayers(self, delay_ms=ai_delay_ms)
        self.computers.moveReady.connect(self._on_computer_move)
        self.computers.hintReady.connect(self._on_hint)
        self.computers.thinkingChanged.connect(self.aiThinking)
        self.autosaver = Autosaver(self._on_autosave_problem, enabled=autosave)
        self.undo_stack = QUndoStack(self)
        self._stack_index = 0
        self.undo_stack.indexChanged.connect(self._on_undo_index)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)

    # --- what a window's own game adds to the door's queries ----------------------------------

    @property
    def seed(self) -> int | None:
        return self.session.seed if self.session is not None else None

    @property
    def game_id(self) -> str:
        """Unique per game, recorded in its files; autosaves are named by it."""
        return self.session.game_id if self.session is not None else ""

    @property
    def practice_undo(self) -> bool:
        """Allow taking back turns the computers have answered (the player's preference)."""
        return self._practice_undo

    @practice_undo.setter
    def practice_undo(self, on: bool) -> None:
        self._practice_undo = on
        if self.session is not None:
            self.session.undo.practice = on
        self._undo_changed()

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo()

    def is_dirty(self) -> bool:
        return self._behind_file or not self.undo_stack.isClean()

    def from_autosave(self) -> bool:
        """The game's file is its autosave (it was opened from there and never saved elsewhere)."""
        return self.path is not None and autosave.is_autosave(Path(self.path))

    def _on_clean_changed(self, _clean: bool) -> None:
        self.dirtyChanged.emit(self.is_dirty())

    def _undo_changed(self) -> None:
        self.undoAvailable.emit(self.can_undo())
        self.redoAvailable.emit(self.can_redo())

    # --- starting games --------------------------------------------------

    def new_game(self, seats: Sequence[Seat], seed: int | None = None, clock: ClockSetting = NO_CLOCK) -> None:
        """Start a game for ``seats`` (2–5); a computer in seat 1 starts thinking at once.

        Seats or a seed a saved game could not hold (a name over 40 characters or with
        control characters, a colour not ``#RRGGBB``, an unknown kind or level, a seed
        outside 0..2^64-1) raise SaveGameError after errorOccurred.
        """
        seats = list(seats)
        try:
            check_seats(seats)
            check_seed(seed)
        except SaveGameError as exc:
            self.errorOccurred.emit(messages().cannot_start(str(exc)))
            raise
        if seed is None:
            seed = secrets.randbits(32)
        self.lesson = False
        self._install(GameSession(Game(len(seats), seed), seats, narrator=GAME_LOG, seed=seed, created=utc_now(),
                                  game_id=new_game_id(), clock=clock), path=None)

    def start_lesson(self, game: Game, seats: Sequence[Seat]) -> None:
        """A prepared game to practise on (the tutorial's, on a short deck): it is never autosaved,
        saved or recorded in the statistics; a new or opened game ends the lesson."""
        self.lesson = True
        self._install(GameSession(game, seats, narrator=GAME_LOG, created=utc_now()), path=None)

    def open(self, path: str | Path) -> None:
        """Open a saved game; on failure the current game is untouched."""
        try:
            saved = load_save(path)
        except SaveGameError as exc:
            self.errorOccurred.emit(messages().cannot_open(Path(path).name, messages().save_error(exc)))
            raise
        self.lesson = False
        # A file of 0.1 carries no game id: one derived from its deck and moves keeps it one game (opened
        # and finished twice, it is recorded in the statistics once, as a file with an id would be).
        session = GameSession.from_saved(saved, narrator=GAME_LOG,
                                         game_id=saved.game_id or derived_game_id(saved.game))
        self._install(session, path=Path(path), opened=True)
        if autosave.is_autosave(Path(path)):
            self._go_on_in_saved_file(saved)

    def _go_on_in_saved_file(self, resumed: SavedGame) -> None:
        """A resumed autosave goes on in the file the player saved it to (the title names it, Save writes it;
        unsaved if the autosave is ahead of that file)."""
        found = autosave.saved_as(resumed)
        if found is None or resumed.game_id != self.game_id:  # (a copy in a second window has its own id)
            return
        self.path, self._behind_file = found
        self.dirtyChanged.emit(self.is_dirty())

    def _install(self, session: GameSession, path: Path | None, opened: bool = False) -> None:
        self.computers.cancel()
        self.computers.warm_up(session.seats)
        session.undo.practice = self._practice_undo
        self._attach(session)
        self.path, self._behind_file = path, False
        self.undo_stack.blockSignals(True)  # a new game: nothing to save or announce for the turns cleared
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.undo_stack.blockSignals(False)
        self._stack_index = 0
        self.dirtyChanged.emit(False)
        self._undo_changed()
        copied = self._claim_autosave(path if opened else None)
        self.gameStarted.emit()  # the window rebuilds the board and the log from the game
        if opened and path is not None:
            self._say(messages().opened(path.name, session.is_over(), session.game.turn + 1,
                                        autosave.is_autosave(path), copy=copied))
        self.scoresChanged.emit()
        session.announce(just_now=False)

    def _relay(self, event: SessionEvent) -> None:
        """The door's signals, and what follows them here: a game played to its end is recorded
        (gameFinished, before gameOver); a computer's turn starts it thinking (after turnStarted)."""
        if isinstance(event, GameOver) and event.just_now:
            self.gameFinished.emit()
        super()._relay(event)
        if isinstance(event, TurnStarted) and self.is_computer_turn():
            self._start_computer()

    # --- playing ---------------------------------------------------------

    def play_move(self, move: Move) -> bool:
        """A human's confirmed turn. False (and errorOccurred, or moveRefused) if it is not taken now."""
        if self._refused(move):
            return False
        refusal = self.move_check(move) if self.move_check is not None else ""
        if refusal:
            self.moveRefused.emit(refusal)
            return False
        assert self.session is not None
        self.undo_stack.push(TurnCommand(self.session, move))  # runs redo(): plays the move
        return True

    def _on_undo_index(self, index: int) -> None:
        """The undo stack moved (a turn played, taken back or played again): save, then say whose turn it is."""
        forward, self._stack_index = index > self._stack_index, index
        if self.session is None:
            return
        self.computers.cancel()
        self._after_change(just_now=forward)

    def _after_change(self, just_now: bool) -> None:
        assert self.session is not None
        self._undo_changed()
        self._autosave()  # never raises: the next player (or computer) always gets the turn
        self.session.announce(just_now=just_now)

    def undo(self) -> bool:
        """Back to the human's previous decision (the computer turns after it go too), if
        :meth:`can_undo`; False (nothing changes) when there is none or it is final."""
        if not self.can_undo() or not self.undo_stack.canUndo():
            return False
        self.undo_stack.undo()
        return True

    def redo(self) -> None:
        if self.undo_stack.canRedo():
            self.undo_stack.redo()

    # --- computer players ------------------------------------------------

    def _start_computer(self) -> None:
        session, seat = self.session, self.current_seat()
        assert session is not None and seat is not None
        problem = self.computers.think(session.game, seat.level, (session.seed or 0) + session.game.turn)
        if problem:
            self.errorOccurred.emit(messages().computer_failed(problem))

    def _on_computer_move(self, move: Move | None, error: str) -> None:
        session = self.session
        if session is None or not session.is_computer_turn():
            return
        if move is None or session.refusal(move, computer=True) is not None:
            self.errorOccurred.emit(messages().computer_failed(error or f"illegal move {move}"))
            move = RandomPlayer(session.game.turn).choose(session.game.copy())
        session.play(move, computer=True)
        self._after_computer_move()

    def _after_computer_move(self) -> None:
        if self.undo_stack.isClean():
            self.undo_stack.resetClean()  # computer turns change the game too
        self._after_change(just_now=True)  # a computer has moved: the turn it answers may now be final

    def _time_up(self) -> None:
        """The player to move ran out of time: Medium plays this turn for them (the log says so)."""
        session = self.session
        if session is None or session.is_over():
            return
        self.computers.cancel()
        move = make_player(HINT_LEVEL, seed=session.game.turn).choose(session.game.copy())
        session.play_for_time(move)
        self._after_computer_move()

    def resign(self, player: int, level: str) -> None:
        """``player`` resigns: a computer of ``level`` plays the seat from now on; their points stand.
        It is final: no turn before it is taken back."""
        if self.session is None:
            return
        self.session.resign(player, level)
        self.undo_stack.blockSignals(True)
        self.undo_stack.clear()
        self.undo_stack.blockSignals(False)
        self.undo_stack.resetClean()
        self._stack_index = 0
        self.computers.cancel()
        self._after_change(just_now=False)

    def request_hint(self) -> bool:
        """Ask for a suggested move for the human whose turn it is; it comes by ``hintReady``.

        The Medium player thinks in a worker process (a few milliseconds). False when
        it is not a human's turn.
        """
        if self.session is None or not self.is_human_turn():
            return False
        self.computers.hint(self.session.game)
        return True

    def _on_hint(self, answer: object) -> None:
        if isinstance(answer, Move) and self.is_human_turn():
            self.hintReady.emit(answer)
        elif isinstance(answer, str) and answer:
            self.errorOccurred.emit(messages().no_hint(answer))

    def shutdown(self) -> None:
        """Stop the clock, the computer players and their worker processes (the app quits, or the window closes)."""
        self._stop_clock()
        self.computers.shutdown()
        self.autosaver.release()
        self.undo_stack.blockSignals(True)  # its commands go now, in order, not later in a garbage collection
        self.undo_stack.clear()  # (where PySide crashes); quietly: nothing is saved or announced for that
        self.undo_stack.blockSignals(False)
