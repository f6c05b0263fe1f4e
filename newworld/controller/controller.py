"""The GameController: owns the game, plays turns, undo, saves, autosaves, computer players.

It is the one door into a game: a front end (the window; later a tutorial, a
replay viewer, a network client) reads the game only through its queries and
follows it through its signals, which carry the engine's value objects
(:mod:`newworld.engine.values`), never the :class:`Game`. ``game`` itself is
there for tests and headless tools.

Every human turn is one :class:`~newworld.controller.commands.TurnCommand` on
``undo_stack``, and the computer turns that follow it are its child commands,
so undo returns to the human's previous decision, popping turn after turn (the
engine's undo restores the same drawn card).

The undo policy lives here (the window only asks :meth:`GameController.can_undo`):
a confirmed turn is final once a computer has moved after it, since taking it back
would show the cards the computers drew. All-human games, and a turn no computer
has answered yet, undo freely. ``practice_undo`` lifts the rule; each turn taken
back that way is counted (:meth:`GameController.turns_taken_back`), and the final
table says so.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from newworld.ai import ComputerPlayer, RandomPlayer, default_workers, make_player
from newworld.ai import cores as machine_cores
from newworld.ai.turns import PublicPosition
from newworld.controller import autosave
from newworld.controller.autosave import Offer, Slot
from newworld.controller.commands import TurnCommand
from newworld.controller.door import GameSignals, score_series, tell_turn
from newworld.controller.worker import AiWorker
from newworld.engine.catalog import CardType, Catalog, default_catalog
from newworld.engine.errors import EngineError, InvalidMoveError, MoveError
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.values import (
    Building,
    FeatureInfo,
    FinalScore,
    PlacedCard,
    PlacedSettler,
    PlayedTurn,
)
from newworld.narration import final_lines, history_lines, messages
from newworld.narration.learning import learning
from newworld.savegame import SavedGame, SaveGameError, SaveProblem, Seat
from newworld.savegame import load as load_save
from newworld.savegame import save as write_save
from newworld.savegame.format import check_seats, check_seed, utc_now
from newworld.stats import derived_game_id

PlayerFactory = Callable[..., ComputerPlayer]  # (level, seed=, move_time=, workers=) like ai.make_player
HINT_LEVEL = "medium"

log = logging.getLogger(__name__)


class GameController(GameSignals):
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
        self.game: Game | None = None
        self.seats: list[Seat] = []
        self.seed: int | None = None
        self.created = ""
        self.game_id = ""  # unique per game, recorded in its files; autosaves are named by it
        self.path: Path | None = None  # the file last saved or opened
        self._behind_file = False  # a resumed autosave differs from the file the game was saved to (self.path)
        self.autosave_enabled = autosave
        self.ai_delay_ms = ai_delay_ms
        self.move_time: float | None = None  # seconds Hard and Expert think (None: their own, 1 s and 3 s)
        self.ai_cores: int | None = None  # the cores Hard may use (None: all but one; Expert uses all)
        self.player_factory: PlayerFactory = make_player
        self.lesson = False  # a lesson (the tutorial's game): never autosaved, saved or recorded
        self.move_check: Callable[[Move], str] | None = None  # a lesson's check of each human move: "" is fine
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._on_undo_index)
        self._practice_undo = False
        self._taken_back = 0  # turns taken back after a computer had moved (practice)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self._worker = AiWorker(self)
        self._worker.moveReady.connect(self._on_ai_move)
        self._ai_started = 0.0
        self._thinking = False
        self._hint_request: int | None = None  # the worker request that computes a hint
        self._slot: Slot | None = None  # the autosave file this window holds
        self._autosave_problem = ""  # the failure last told to the player
        self._command: TurnCommand | None = None  # the human turn whose computer replies are being played
        self._log: list[str] = []  # the game log so far
        self._log_marks: dict[int, int] = {}  # moves played -> length of the log before the next move

    # --- queries: the game as value objects -------------------------------------

    def has_game(self) -> bool:
        return self.game is not None

    @property
    def catalog(self) -> Catalog:
        """The card set of the game (the shipped one before any game starts)."""
        return self.game.catalog if self.game is not None else default_catalog()

    def table(self) -> list[PlacedCard]:
        """The cards on the table."""
        return [] if self.game is None else self.game.table()

    def placed_settlers(self) -> list[PlacedSettler]:
        return [] if self.game is None else self.game.placed_settlers()

    def last_placed(self) -> PlacedCard | None:
        """The card laid last (the board frames it)."""
        return None if self.game is None or not self.game.moves else self.game.last_turn().placed

    def surveyors(self) -> tuple[int, int]:
        """The columns of the two Surveyors."""
        return (0, 0) if self.game is None else self.game.surveyors

    def current_player(self) -> int:
        """The seat to move, or -1 (no game, or the game is over)."""
        return -1 if self.game is None or self.game.is_over else self.game.current_player

    def drawn(self) -> CardType | None:
        return None if self.game is None else self.game.drawn

    def is_over(self) -> bool:
        return self.game is not None and self.game.is_over

    def scores(self) -> tuple[int, ...]:
        return () if self.game is None else self.game.scores

    def supply(self) -> tuple[int, ...]:
        return () if self.game is None else self.game.supply

    def cards_left(self) -> int:
        """Cards still in the stack (the drawn card not included)."""
        return 0 if self.game is None else self.game.cards_left

    def remaining(self) -> Counter[str]:
        """How many of each card type are still to come (public knowledge)."""
        return Counter() if self.game is None else self.game.remaining()

    def final_score(self) -> FinalScore | None:
        return self.game.final_score() if self.game is not None and self.game.is_over else None

    def feature_at(self, x: int, y: int, feature: int) -> FeatureInfo | None:
        """The whole feature that feature ``feature`` of the card at ``x, y`` belongs to (for the hover)."""
        if self.game is None:
            return None
        try:
            return self.game.feature_at(x, y, feature)
        except EngineError:
            return None

    def score_series(self) -> list[tuple[int, ...]]:
        """Every player's score after 0, 1, … all turns so far (the end table's chart)."""
        return score_series(self.game)

    def log_lines(self) -> list[str]:
        """The game log as shown so far (the history of the game, then what happened since it opened)."""
        return list(self._log)

    def current_seat(self) -> Seat | None:
        if self.game is None or self.game.is_over:
            return None
        return self.seats[self.game.current_player]

    def is_human_turn(self) -> bool:
        seat = self.current_seat()
        return seat is not None and seat.kind == "human"

    def is_computer_turn(self) -> bool:
        seat = self.current_seat()
        return seat is not None and seat.kind == "computer"

    def legal_placements(self) -> list[Placement]:
        return [] if self.game is None else list(self.game.legal_placements())

    def settler_choices(self, placement: Placement) -> list[SettlerChoice]:
        return [] if self.game is None else self.game.settler_choices(placement)

    def scorings(self, placement: Placement, settler: SettlerChoice | None) -> list[Building]:
        return [] if self.game is None else self.game.scorings(placement, settler)

    def history_lines(self) -> list[str]:
        """The game log so far: every move and event of the current game, the final scores if it is over.

        The window rebuilds its log from this on ``gameStarted`` (a new game, an opened
        game, an undo), so the log always tells the history of the game on the board.
        """
        game = self.game
        if game is None:
            return []
        final = game.final_score() if game.is_over else None
        return history_lines(game.opening_events(), game.turns(), final, self.names())

    def names(self) -> list[str]:
        """The players' names, seat by seat."""
        return [s.name for s in self.seats]

    def can_undo(self) -> bool:
        """Whether the last confirmed turn may be taken back: until a computer has moved after
        it (always in an all-human game), or at any time with :attr:`practice_undo`."""
        command = self._last_command()
        return command is not None and (self._practice_undo or not command.replies)

    def last_turn_is_final(self) -> bool:
        """There is a confirmed turn, but a computer has moved after it (undo says so and refuses)."""
        return self._last_command() is not None and not self.can_undo()

    def turns_taken_back(self) -> int:
        """How many turns of this game were taken back after a computer had answered them."""
        return self._taken_back

    @property
    def practice_undo(self) -> bool:
        """Allow taking back turns the computers have answered (the player's preference)."""
        return self._practice_undo

    @practice_undo.setter
    def practice_undo(self, on: bool) -> None:
        self._practice_undo = on
        self._undo_changed()

    def _last_command(self) -> TurnCommand | None:
        index = self.undo_stack.index()
        command = self.undo_stack.command(index - 1) if index > 0 else None
        return command if isinstance(command, TurnCommand) else None

    def _on_undo_index(self, _index: int) -> None:
        self._undo_changed()

    def _undo_changed(self) -> None:
        self.undoAvailable.emit(self.can_undo())
        self.redoAvailable.emit(self.can_redo())

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo()

    def is_dirty(self) -> bool:
        return self._behind_file or not self.undo_stack.isClean()

    def _on_clean_changed(self, clean: bool) -> None:
        self.dirtyChanged.emit(self.is_dirty())

    # --- starting games --------------------------------------------------

    def new_game(self, seats: Sequence[Seat], seed: int | None = None) -> None:
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
        game = Game(len(seats), seed)
        self.lesson = False
        self._install(game, seats, seed, utc_now(), path=None, game_id=autosave.new_game_id())

    def start_lesson(self, game: Game, seats: Sequence[Seat]) -> None:
        """A prepared game to practise on (the tutorial's, on a short deck): it is never autosaved,
        saved or recorded in the statistics; a new or opened game ends the lesson."""
        self.lesson = True
        self._install(game, list(seats), None, utc_now(), path=None)

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
        self._install(saved.game, list(saved.seats), saved.seed, saved.created, path=Path(path), opened=True,
                      game_id=saved.game_id or derived_game_id(saved.game))
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

    def _install(self, game: Game, seats: list[Seat], seed: int | None, created: str, path: Path | None,
                 opened: bool = False, game_id: str | None = None) -> None:
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seats for a {game.players}-player game")
        self._stop_ai()
        self._warm_up_ai(seats)
        self.game, self.seats, self.seed, self.created, self.path = game, seats, seed, created, path
        self._behind_file = False
        self._command = None
        self._taken_back = 0
        self._log = self.history_lines()
        self._log_marks = {}
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.dirtyChanged.emit(False)
        self._undo_changed()
        copied = self._claim_autosave(game_id, path if opened else None)
        self.gameStarted.emit()  # the window rebuilds the board and the log from the game
        if opened and path is not None:
            self._say(messages().opened(path.name, game.is_over, game.turn + 1, autosave.is_autosave(path),
                                        copy=copied))
        self.scoresChanged.emit()
        self._announce_turn(live=False)

    # --- playing ---------------------------------------------------------

    def play_move(self, move: Move) -> bool:
        """A human's confirmed turn. False (and errorOccurred) if it is not legal now."""
        if not self.is_human_turn():
            self.errorOccurred.emit(messages().not_your_turn())
            return False
        problem = self._illegal(move)
        if problem is not None:
            self.errorOccurred.emit(messages().illegal_move(str(move), messages().move_error(problem)))
            return False
        refusal = self.move_check(move) if self.move_check is not None else ""
        if refusal:
            self.moveRefused.emit(refusal)
            return False
        self.undo_stack.push(TurnCommand(self, move))  # runs redo(): plays the move
        return True

    def _illegal(self, move: Move) -> MoveError | None:
        """Why ``move`` cannot be played now (None if it can)."""
        assert self.game is not None
        return illegal_reason(self.game, move)

    def _push(self, move: Move) -> None:
        """Play one move and report it: the card, the settler, then each event in order."""
        game = self.game
        assert game is not None
        self._log_marks[len(game.moves)] = len(self._log)
        game.push(move)
        tell_turn(self, game.last_turn(), self.names(), self._say)

    def _pop(self) -> None:
        """Take the last move back and report the turn taken back."""
        game = self.game
        assert game is not None
        turn = game.last_turn()
        game.undo()
        del self._log[self._log_marks.pop(len(game.moves), len(self._log)):]
        self.turnUndone.emit(turn)
        self.logReset.emit()
        self.scoresChanged.emit()

    def _say(self, line: str) -> None:
        self._log.append(line)
        self.logMessage.emit(line)

    def _after_turns(self) -> None:
        self._autosave()  # never raises: the next player (or computer) always gets the turn
        self._announce_turn()

    def _after_undo(self) -> None:
        self._autosave()
        self._announce_turn(live=False)

    def _announce_turn(self, live: bool = True) -> None:
        """turnStarted (and a computer starts thinking) or gameOver.

        ``live``: the game just ended now, so the final scores go to the log (a game
        opened or rewound has them in :meth:`history_lines` already).
        """
        game = self.game
        assert game is not None
        if game.is_over:
            final = game.final_score()
            if live:
                for line in final_lines(final, self.names()):
                    self._say(line)
                self.gameFinished.emit()
            self.gameOver.emit(final)
            return
        self.turnStarted.emit(game.current_player)
        if self.is_computer_turn():
            self._start_ai()

    # --- undo ------------------------------------------------------------

    def undo(self) -> bool:
        """Back to the human's previous decision (the computer turns after it go too), if
        :meth:`can_undo`; False (nothing changes) when there is none or it is final."""
        command = self._last_command()
        if command is None or not self.can_undo():
            return False
        if command.replies:
            self._taken_back += 1
        self.undo_stack.undo()
        return True

    def redo(self) -> None:
        if self.undo_stack.canRedo():
            self.undo_stack.redo()

    # --- computer players ------------------------------------------------

    def _start_ai(self) -> None:
        game = self.game
        seat = self.current_seat()
        assert game is not None and seat is not None
        try:
            player = self.player_factory(seat.level, seed=(self.seed or 0) + game.turn, move_time=self.move_time,
                                         workers=default_workers(seat.level, self.ai_cores))
        except Exception as exc:  # noqa: BLE001 - this runs inside Qt's undo stack: an escape would abort the app
            log.exception("cannot make the computer player %r", seat.level)
            self.errorOccurred.emit(messages().computer_failed(f"{type(exc).__name__}: {exc}"))
            player = RandomPlayer(game.turn)
        self._ai_started = time.monotonic()
        self._worker.request(player, PublicPosition.of(game))
        self._set_thinking(True)

    def _warm_up_ai(self, seats: Sequence[Seat]) -> None:
        """Start the worker processes the computer seats will need (without waiting for them)."""
        levels = [s.level for s in seats if s.kind == "computer"]
        if levels:
            self._worker.warm_up(max(default_workers(level, self.ai_cores) for level in levels))

    def set_ai_cores(self, cores: int | None) -> None:
        """The cores (worker processes) Hard may use; None: all but one. Expert uses every core."""
        self.ai_cores = None if cores is None else max(1, cores)

    def ai_cores_choice(self) -> tuple[int, int]:
        """The cores Hard uses now and the machine's cores (the preference's value and its maximum)."""
        return self.ai_cores or default_workers("hard"), machine_cores()

    def _stop_ai(self) -> None:
        self._worker.cancel()
        self._hint_request = None
        self._set_thinking(False)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.aiThinking.emit(thinking)

    def _on_ai_move(self, request_id: int, move: object, error: str, seconds: float) -> None:
        if request_id == self._hint_request:
            self._hint_request = None
            if isinstance(move, Move) and self.is_human_turn():
                self.hintReady.emit(move)
            elif error:
                self.errorOccurred.emit(messages().no_hint(error))
            return
        elapsed_ms = int((time.monotonic() - self._ai_started) * 1000)
        wait = self.ai_delay_ms - elapsed_ms
        if wait > 0:
            QTimer.singleShot(wait, self, partial(self._play_ai_move, request_id, move, error))
        else:
            self._play_ai_move(request_id, move, error)

    def _play_ai_move(self, request_id: int, move: object, error: str) -> None:
        if request_id != self._worker.request_id or self.game is None or not self.is_computer_turn():
            return  # stale: an undo, a new game or an opened game came in between
        if not isinstance(move, Move) or self._illegal(move):
            self.errorOccurred.emit(messages().computer_failed(error or f"illegal move {move}"))
            move = RandomPlayer(self.game.turn).choose(self.game.copy())
        assert isinstance(move, Move)
        self._set_thinking(False)
        self._play_reply(move)
        if self.undo_stack.isClean():
            self.undo_stack.resetClean()  # computer turns change the game too
        self._undo_changed()  # a computer has moved: the turn it answers may now be final
        self._after_turns()

    def _play_reply(self, move: Move) -> None:
        """A computer's move: a child of the human turn it answers (undone with it), if there is one."""
        if self._command is not None:
            self._command.add_reply(move)
        else:
            self._push(move)

    def request_hint(self) -> bool:
        """Ask for a suggested move for the human whose turn it is; it comes by ``hintReady``.

        The Medium player thinks in a worker process (a few milliseconds). False when
        it is not a human's turn.
        """
        if self.game is None or not self.is_human_turn():
            return False
        player = self.player_factory(HINT_LEVEL, seed=self.game.turn, move_time=self.move_time,
                                     workers=default_workers(HINT_LEVEL, self.ai_cores))
        self._hint_request = self._worker.request(player, PublicPosition.of(self.game))
        return True

    def preview(self, move: Move) -> PlayedTurn | None:
        """The turn ``move`` would be, with what it scores, without playing it (None: not legal now)."""
        if self.game is None or self._illegal(move):
            return None
        game = self.game.copy()
        game.push(move)
        return game.last_turn()

    def shutdown(self) -> None:
        """Stop the computer player and its worker processes (call when the app quits)."""
        self._worker.shutdown()
        self._hint_request = None
        self._set_thinking(False)
        self._release_autosave()

    # --- saving ----------------------------------------------------------

    def save(self, path: str | Path) -> None:
        """Save the game atomically; raises SaveGameError (after errorOccurred) on any failure."""
        if self.game is None:
            raise SaveGameError("there is no game to save")
        if self.lesson:
            self.errorOccurred.emit(messages().cannot_save(learning().tutorial_not_saved()))
            raise SaveGameError("the tutorial's game is not saved", SaveProblem.SETUP)
        try:
            write_save(path, self.game, self.seats, seed=self.seed, created=self.created, game_id=self.game_id)
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
        if self.game_id and not autosave.is_autosave(self.path):
            autosave.remember_saved_as(self.game_id, self.path)
        self._say(messages().saved(Path(path).name))

    def player_file(self) -> Path | None:
        """The player's own file of this game (saved or opened), which Save writes; None if there is none
        (never saved, or only in the autosave folder: the app's file, not the player's)."""
        return self.path if self.path is not None and not autosave.is_autosave(self.path) else None

    def autosave_path(self) -> Path | None:
        """The file this game autosaves into (None when autosave is off or no game runs)."""
        return self._slot.path if self.game is not None and self._slot is not None else None

    def resumable_autosave(self) -> Path | None:
        """The newest autosaved game that is not finished and no window plays (for the start-up prompt)."""
        return autosave.latest_resumable()

    def resume_offer(self) -> Offer:
        """What the start-up prompt offers; autosaves that cannot be opened are set aside and listed."""
        return autosave.survey(set_aside=True)

    def _claim_autosave(self, game_id: str | None, opened: Path | None) -> bool:
        """Hold this game's autosave slot (releasing the last one); True when it goes on as a copy."""
        self._release_autosave()
        if not self.autosave_enabled or self.lesson:
            self.game_id = game_id or autosave.new_game_id()
            return False
        result = autosave.claim(game_id, opened)
        self.game_id, self._slot = result.game_id, result.slot
        if result.problem:
            self._autosave_failed(result.problem)
        return result.copied

    def _release_autosave(self) -> None:
        if self._slot is not None:
            self._slot.release()
            self._slot = None

    def _autosave(self) -> None:
        """Autosave after a turn. It never stops the game: a failure is told once, then logged."""
        if not (self.autosave_enabled and self.game is not None and self.game.moves) or self.lesson:
            return
        if self._slot is None:  # the folder could not be used so far: try again
            self._claim_autosave(self.game_id, None)
            if self._slot is None:
                return
        try:
            autosave.write(self._slot, self.game, self.seats, self.seed, self.created, self.game_id)
        except Exception as exc:  # noqa: BLE001 - an autosave failure must never stop the game
            if not isinstance(exc, SaveGameError | OSError):
                log.exception("autosave to %s failed", self._slot.path)
            self._autosave_failed(messages().save_error(exc) if isinstance(exc, SaveGameError)
                                  else f"{type(exc).__name__}: {exc}")
            return
        if self._autosave_problem:
            self._autosave_problem = ""
            log.info("autosave works again: %s", self._slot.path)
            self.autosaveFailed.emit("")
            self._say(messages().autosave_works())

    def _autosave_failed(self, problem: str) -> None:
        if problem == self._autosave_problem:
            return  # already told (and logged)
        log.warning("autosave failed: %s", problem)
        self._autosave_problem = problem
        self._say(messages().autosave_failed(problem))
        self.autosaveFailed.emit(problem)


def illegal_reason(game: Game, move: Move) -> MoveError | None:
    """Why ``move`` cannot be played in ``game`` now (None if it can), tried on a copy."""
    try:
        game.copy().push(move)
    except MoveError as exc:
        return exc
    except (EngineError, TypeError) as exc:
        return InvalidMoveError(str(exc))
    return None
