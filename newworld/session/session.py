"""The game session: a game, its seats and its log, played by whoever front end holds it.

See the package docstring. Who may move: a human's move is taken on a seat of
kind ``"human"`` that this session plays (``here``: every human seat unless
given; a network client plays only its own), a computer's move on a seat of
kind ``"computer"``. The session refuses the rest with a reason, so every
caller (the window, the terminal, a server's client) goes through one check.

The session also keeps the game's clock (:mod:`newworld.session.clock`; a
player whose time runs out has their turn played for them, which the front end
chooses and hands to :meth:`GameSession.play_for_time`) and who resigned (their
seat is a computer's from then on; their points stand). A game with a clock
takes no move back.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Collection, Mapping, Sequence

import attrs

from newworld.engine.errors import MoveError, MoveProblem
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.engine.values import PlayedTurn
from newworld.savegame.model import SavedGame, Seat
from newworld.savegame.play import NO_CLOCK, ClockSetting, PlayState
from newworld.session.clock import GameClock
from newworld.session.events import (
    GameOver,
    Listener,
    LogCut,
    LogLine,
    Resigned,
    SessionEvent,
    TimeRanOut,
    TurnPlayed,
    TurnStarted,
    TurnUndone,
)
from newworld.session.log import SessionLog
from newworld.session.narrator import SILENT, Narrator
from newworld.session.position import Position, refusal_of
from newworld.session.undo import UndoPolicy

Clock = Callable[[], float]  # seconds on a monotonic clock


class GameSession(Position):
    """One game as it is played (see the module docstring)."""

    def __init__(self, game: Game, seats: Sequence[Seat], *, narrator: Narrator = SILENT,
                 here: Collection[int] | None = None, in_hand: Callable[[], bool] | None = None,
                 seed: int | None = None, created: str = "", game_id: str = "", log: Sequence[str] | None = None,
                 practice_undo: bool = False, clock: ClockSetting | GameClock = NO_CLOCK,
                 resigned: Mapping[int, int] | None = None, now: Clock = time.monotonic) -> None:
        """See :class:`~newworld.session.position.Position` for ``here`` and ``in_hand``. ``log``: the log so
        far, when it goes on from another session's (a new snapshot of the same game); default: the game's
        history. ``clock``: a setting (a new clock) or a clock that goes on (a save's, a snapshot's).
        ``resigned``: seat -> the turn they resigned in. ``now``: the time, for the clock."""
        super().__init__(game, list(seats), here, in_hand)
        self.narrator = narrator
        self.seed = seed
        self.created = created
        self.game_id = game_id  # unique per game: its files and its statistics record name it
        self.undo = UndoPolicy(practice=practice_undo)
        self.now = now
        self.clock = clock if isinstance(clock, GameClock) else GameClock.start(clock, game.players)
        self.resigned: dict[int, int] = dict(resigned or {})
        self._listeners: list[Listener] = []
        self.log = SessionLog(log if log is not None else self.history_lines())

    # --- listeners ---------------------------------------------------------------------

    @classmethod
    def from_saved(cls, saved: SavedGame, *, narrator: Narrator = SILENT, now: Clock = time.monotonic,
                   game_id: str | None = None) -> GameSession:
        """The game of a save as it was left: its seats, its clock where it stood (running again from now),
        who resigned. ``game_id``: its id when the file has none."""
        play = saved.play
        clock: ClockSetting | GameClock = play.clock
        if play.clock_state is not None:
            clock = GameClock.from_state(play.clock, play.clock_state, now())
        return cls(saved.game, saved.seats, narrator=narrator, seed=saved.seed, created=saved.created,
                   game_id=saved.game_id or game_id or "", clock=clock, resigned=play.resigned, now=now)

    def play_state(self) -> PlayState:
        """The clock and the resignations, for a save (the clock's state as it stands now)."""
        clock = self.clock.state(self.now()) if self.clock.setting.on else None
        return PlayState(self.clock.setting, clock, dict(self.resigned))

    def listen(self, listener: Listener) -> None:
        """Call ``listener`` with every :data:`~newworld.session.events.SessionEvent` from now on."""
        self._listeners.append(listener)

    def unlisten(self, listener: Listener) -> None:
        self._listeners.remove(listener)

    def _tell(self, event: SessionEvent) -> None:
        for listener in list(self._listeners):
            listener(event)

    # --- the log -----------------------------------------------------------------------

    def log_lines(self) -> list[str]:
        """The game log as told so far: the history of the game, then what happened since."""
        return list(self.log.lines)

    def history_lines(self) -> list[str]:
        """The log of the game on the table alone: every move and event, the final scores if it is over."""
        game = self.game
        return self.narrator.history_lines(game.opening_events(), game.turns(), self.final_score(), self.names())

    def say(self, line: str) -> None:
        """Add a line to the log (a front end's own: saved, the connection lost, ...)."""
        self.log.add([line])
        self._tell(LogLine(line))

    # --- playing -----------------------------------------------------------------------

    def refusal(self, move: Move, *, computer: bool = False) -> MoveError | None:
        """Why ``move`` cannot be played now by a human here (or by a computer), or None if it can."""
        mine = self.is_computer_turn() if computer else self.is_human_turn()
        if not mine:
            problem = MoveProblem.GAME_OVER if self.game.is_over else MoveProblem.NOT_YOUR_TURN
            return MoveError(f"{move}: it is not {'a computer' if computer else 'your'} turn", problem)
        return refusal_of(self.game, move)

    def play(self, move: Move, *, computer: bool = False) -> PlayedTurn:
        """Play a human's move (or a computer's) and tell it; :class:`MoveError` if it is refused."""
        problem = self.refusal(move, computer=computer)
        if problem is not None:
            raise problem
        if computer:
            self.undo.computer_moved()
        else:
            self.undo.human_moved(len(self.game.moves))
        return self.push(move)

    def play_for_time(self, move: Move) -> PlayedTurn:
        """The player to move ran out of time: ``move`` (the front end's choice, a computer's) is played for
        them, and the log says so. :class:`MoveError` if their time has not run out or the rules refuse it."""
        player = self.game.current_player
        if self.game.is_over or not self.clock.expired(self.now()):
            raise MoveError(f"{move}: the time of the player to move has not run out", MoveProblem.NOT_YOUR_TURN)
        self.undo.computer_moved()
        self.time_ran_out(player)
        return self.push(move)

    def time_ran_out(self, player: int) -> None:
        """Say that ``player`` ran out of time and their turn is played for them (a network game's server
        decided it: its announcement of the turn follows)."""
        self.say(self.narrator.time_line(player, self.names()))
        self._tell(TimeRanOut(player))

    def push(self, move: Move) -> PlayedTurn:
        """Play ``move`` for whoever is to move, checked by the rules only, and tell it: a turn that was
        decided elsewhere (a replay's next step, a move the server announced). It is never taken back.
        :class:`MoveError` if the rules refuse it."""
        moves = len(self.game.moves)
        self.log.mark(moves)
        self.game.push(move)
        self.clock.end_turn(self.now())
        turn = self.game.last_turn()
        names = self.names()
        move_line = self.narrator.move_line(turn, names)
        event_lines = tuple(tuple(self.narrator.event_lines(event, names)) for event in turn.events)
        self.log.add([move_line, *(line for lines in event_lines for line in lines)])
        self._tell(TurnPlayed(turn, move_line, event_lines))
        return turn

    def resign(self, player: int, level: str) -> None:
        """``player`` resigns: a computer of ``level`` plays their seat from now on; their points stand."""
        if not 0 <= player < self.game.players or player in self.resigned or self.game.is_over:
            raise ValueError(f"seat {player + 1} cannot resign now")
        self.resigned[player] = self.game.turn + 1
        self.seats[player] = attrs.evolve(self.seats[player], kind="computer", level=level)
        self.undo.decisions.clear()  # final: nothing played before it is taken back
        self.say(self.narrator.resigned_line(player, level, self.names()))
        self._tell(Resigned(player, level))

    # --- undo ----------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Whether the last human decision may be taken back (see :mod:`newworld.session.undo`); never
        in a game with a clock."""
        return not self.clock.setting.on and self.undo.can_undo()

    def last_turn_is_final(self) -> bool:
        """There is a decision, but a computer has answered it (undo refuses, and says why)."""
        return self.undo.is_final()

    def turns_taken_back(self) -> int:
        """How many decisions were taken back after a computer had answered them (practice undo)."""
        return self.undo.taken_back

    def take_back(self) -> list[PlayedTurn]:
        """Take back the last human decision: the computers' answers, last first, then the human's move.

        Returns the turns taken back in that order ([] when :meth:`can_undo` is False)."""
        if not self.can_undo():
            return []
        start = self.undo.take_back().start
        turns = []
        while len(self.game.moves) > start:
            turns.append(self._pop())
        self._tell(LogCut())
        return turns

    def _pop(self) -> PlayedTurn:
        turn = self.game.last_turn()
        self.game.undo()
        self.log.cut(len(self.game.moves))
        self._tell(TurnUndone(turn))
        return turn

    # --- whose turn ------------------------------------------------------------------------

    def announce(self, *, just_now: bool = True) -> None:
        """Tell whose turn it is (:class:`TurnStarted`; their clock starts), or that the game is over
        (:class:`GameOver`).

        Call it when the turn's aftermath is done (the window autosaves first). ``just_now``:
        the game may have ended this moment, so its final scores go to the log (a game opened or
        stepped back has them in its history already)."""
        if not self.game.is_over:
            if self.clock.player != self.game.current_player:
                self.clock.begin_turn(self.game.current_player, self.now())
            self._tell(TurnStarted(self.game.current_player))
            return
        final = self.game.final_score()
        if just_now:
            for line in self.narrator.final_lines(final, self.names()):
                self.say(line)
        self._tell(GameOver(final, just_now))


def new_game_id() -> str:
    """A game's unique id: 32 random hex digits (128 bits, as a random UUID)."""
    return secrets.token_hex(16)
