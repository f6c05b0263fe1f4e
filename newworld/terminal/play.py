"""``newworld-cli play``: a whole game in a terminal against computer players, over a game session.

Each turn of a person here prints the board, the scores, the card drawn and
the legal moves, numbered; the player answers with a number, a move in the
save format's text, or a command (see :meth:`Terminal.help`). Computers think
in the same worker processes as the window's (:class:`~newworld.ai.pool.SearchPool`).
Everything the session tells (the log) is printed as it happens, so the game
reads as the window's log does. End of input is as ``quit``: the game is saved.

A game with a clock prints each player's time with the scores and the time
left before each prompt; when it runs out before an answer (the input is
waited on with that limit, :mod:`newworld.terminal.lines`), Medium plays the
turn, as in the window. ``resign [LEVEL]`` asks first, then a computer plays
the seat to the end.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TextIO

from newworld.ai import COMPUTER_LEVELS, default_workers, make_player
from newworld.ai.pool import SearchPool
from newworld.ai.turns import PublicPosition
from newworld.engine.errors import EngineError
from newworld.engine.game import Game
from newworld.engine.moves import Move
from newworld.savegame import DEFAULT_COLORS, SaveGameError, Seat, load, save
from newworld.savegame.format import utc_now
from newworld.savegame.model import computer_name
from newworld.session import NO_CLOCK, ClockSetting, GameSession, LogLine, SessionEvent, TurnPlayed, new_game_id
from newworld.session.clock import seconds_text
from newworld.terminal.board import SIGNS, board_lines
from newworld.terminal.lines import TIMED_OUT, lines_of
from newworld.words.log import GAME_LOG
from newworld.words.names import clock_name, level_name, you_name
from newworld.words.terminal import terminal

HINT_LEVEL = "medium"  # the hint's level, and the computer that plays the turn of a player out of time
RESIGN_LEVEL = "medium"  # the computer that plays on for a player who resigns, unless they name another
ASKING = "dialog"  # the clock's reason to stand still while the game asks a question


class TerminalGame:
    """One game at the terminal: reads ``given``, writes ``out``."""

    def __init__(self, session: GameSession, given: TextIO, out: TextIO, *, path: Path | None = None) -> None:
        self.session = session
        self.given, self.out = given, out
        self.lines = lines_of(given)
        self.path = path  # where save and quit write (the file opened, or the last saved)
        self.pool = SearchPool()
        self.words = terminal()
        self._key_shown = False  # the board's key is printed before the first board, and with "board"
        session.listen(self._print_session_event)

    def run(self) -> int:
        """Play until the game ends (0) or the player quits or the input ends (the game saved: 0, else 1)."""
        try:
            self.session.announce(just_now=False)
            while not self.session.is_over():
                if self.session.is_computer_turn():
                    self._computer_moves()
                elif not self._human_moves():
                    return self._stop()
            self._print_final()
            return 0
        finally:
            self.pool.close()

    def say(self, line: str = "") -> None:
        print(line, file=self.out, flush=True)

    def _print_session_event(self, event: SessionEvent) -> None:
        """The session's telling, as the log reads it."""
        if isinstance(event, TurnPlayed):
            for line in (event.move_line, *(line for lines in event.event_lines for line in lines)):
                self.say(line)
        elif isinstance(event, LogLine):
            self.say(event.text)

    # --- turns ----------------------------------------------------------------------

    def _computer_moves(self) -> None:
        session = self.session
        seat = session.current_seat()
        assert seat is not None
        self.say(self.words.thinking(seat.name, seat.level))
        player = make_player(seat.level, seed=(session.seed or 0) + session.game.turn,
                             workers=default_workers(seat.level))
        move = self.pool.choose(player, PublicPosition.of(session.game), threading.Event())
        session.play(move, computer=True)
        session.announce()

    def _human_moves(self) -> bool:
        """One turn of a person here; False when the player quits (or the input ends)."""
        moves = self._show_turn()
        while True:
            self._say_time_left()
            self.say(self.words.prompt())
            line = self._read()
            if line is TIMED_OUT:
                self._time_up()
                return True
            if not line:
                return False
            answer = line.strip()
            command, _, argument = answer.partition(" ")
            if answer == "quit":
                return False
            if command == "resign":
                if self._resign(argument.strip()):
                    return True
                continue
            move = self._answer(answer, moves)
            if move is not None and self._play(move):
                return True

    def _read(self) -> str | None:
        """The next line typed, or TIMED_OUT when the player's time ran out first (or while they typed)."""
        clock, now = self.session.clock, self.session.now
        while True:
            line = self.lines.readline(clock.due_in(now()))
            if clock.expired(now()):
                return TIMED_OUT
            if line is not TIMED_OUT:
                return line

    def _time_up(self) -> None:
        """Medium plays the turn of the player out of time (the session's log says so)."""
        session = self.session
        session.play_for_time(make_player(HINT_LEVEL, seed=session.game.turn).choose(session.game.copy()))
        session.announce()

    def _say_time_left(self) -> None:
        due = self.session.clock.due_in(self.session.now())
        if due is not None:
            self.say(self.words.time_left(seconds_text(due)))

    def _resign(self, level_text: str) -> bool:
        """``resign [LEVEL]``: asked first (the clock stands still meanwhile); then a computer of LEVEL plays
        this seat to the end. True if the player resigned."""
        session = self.session
        levels = {name: level for level in COMPUTER_LEVELS for name in (level, level_name(level).casefold())}
        level = levels.get(level_text.casefold() or RESIGN_LEVEL)
        if level is None:
            self.say(self.words.no_such_level(level_text, [level_name(level) for level in COMPUTER_LEVELS]))
            return False
        session.clock.pause(ASKING, session.now())
        self.say(self.words.resign_question(level_name(level)))
        answer = self.lines.readline(None) or ""
        session.clock.resume(ASKING, session.now())
        if answer.strip().casefold() not in self.words.yes():
            self.say(self.words.not_resigned())
            return False
        session.resign(session.current_player(), level)
        return True

    def _answer(self, answer: str, moves: Sequence[Move]) -> Move | None:
        """The move ``answer`` means (None after a command, or what cannot be understood)."""
        command, _, argument = answer.partition(" ")
        if not answer:
            return None
        if answer.isdigit():
            number = int(answer)
            if 1 <= number <= len(moves):
                return moves[number - 1]
            self.say(self.words.no_such_number(number, len(moves)))
        elif command == "hint":
            move = make_player(HINT_LEVEL, seed=self.session.game.turn).choose(self.session.game.copy())
            self.say(self.words.hint(f"{self.words.move(move, self._spot(move))} — {move.to_str()}"))
            return move
        elif command == "undo":
            self._undo()
        elif command == "save" and argument.strip():
            self._save(Path(argument.strip()))
        elif command == "board":
            self._key_shown = False
            self._show_turn()
        elif command == "help":
            self.say(self.words.help())
        else:
            try:
                return Move.from_str(answer)
            except EngineError:
                self.say(self.words.not_understood(answer))
        return None

    def _play(self, move: Move) -> bool:
        problem = self.session.refusal(move)
        if problem is not None:
            self.say(self.words.refused(move.to_str(), str(problem)))
            return False
        self.session.play(move)
        self.session.announce()
        return True

    def _undo(self) -> None:
        taken = self.session.take_back()
        if not taken:
            self.say(self.words.cannot_undo())
            return
        self.say(self.words.undone(len(taken)))
        self._show_turn()

    def _show_turn(self) -> list[Move]:
        """The board, the scores, the card and the legal moves, numbered; returns them in that order."""
        session, words = self.session, self.words
        names = session.names()
        self.say()
        self.say(words.turn(session.game.turn + 1, names[session.current_player()]))
        if not self._key_shown:
            self.say(words.board_key(SIGNS))
            self._key_shown = True
        for line in board_lines(session):
            self.say(line)
        surveyors = session.surveyors()
        self.say(words.surveyors(*surveyors))
        self.say(words.scores(list(zip(names, session.scores(), session.supply(), strict=True))))
        if session.clock.setting.on:
            times = [seconds_text(session.clock.remaining(p, session.now())) for p in range(len(names))]
            self.say(words.clocks(clock_name(session.clock.setting), list(zip(names, times, strict=True))))
        self.say(words.cards_left(session.cards_left()))
        drawn = session.drawn()
        if drawn is not None:
            self.say(words.card(drawn.name))
        moves = list(session.game.legal_moves())
        self.say(words.moves_header(len(moves)))
        for number, move in enumerate(moves, 1):
            self.say(f"{number}) {words.move(move, self._spot(move))} — {move.to_str()}")
        return moves

    def _spot(self, move: Move) -> str:
        """The sides a settler's feature touches, when the card has more than one feature of its kind."""
        settler, drawn = move.settler, self.session.drawn()
        if settler is None or drawn is None or sum(f.kind == settler.kind for f in drawn.features) < 2:
            return ""
        rotated = self.session.catalog.point_map[drawn.index][move.placement.rotation]
        touched = sorted({p // 3 for p, f in enumerate(rotated) if f == settler.feature})
        return self.words.spot(" ".join(self.words.sides()[side] for side in touched))

    # --- the end --------------------------------------------------------------------

    def _print_final(self) -> None:
        final = self.session.final_score()
        assert final is not None
        self.say(self.words.game_over())
        resigned = self.session.resigned
        for seat, (name, points) in enumerate(zip(self.session.names(), final.totals, strict=True)):
            if seat in resigned:
                self.say(self.words.final_score_resigned(name, points, resigned[seat]))
            else:
                self.say(self.words.final_score(name, points))

    def _stop(self) -> int:
        """Quit before the end: save where the game came from (or a dated file here) and say where."""
        path = self.path or Path(f"New World {datetime.now():%Y-%m-%d %H.%M}.nwgame")
        saved = self._save(path)
        if saved:
            self.say(self.words.stopped())
        return 0 if saved else 1

    def _save(self, path: Path) -> bool:
        session = self.session
        try:
            save(path, session.game, session.seats, seed=session.seed, created=session.created,
                 game_id=session.game_id, play=session.play_state())
        except (SaveGameError, OSError) as exc:
            self.say(self.words.cannot_save(str(path), str(exc)))
            return False
        self.path = path
        self.say(self.words.saved(str(path)))
        return True


def new_session(opponents: Sequence[str], seed: int, clock: ClockSetting = NO_CLOCK) -> GameSession:
    """A new game: the player here in seat 1, then a computer of each level in ``opponents``."""
    seats = [Seat(you_name(), DEFAULT_COLORS[0])]
    seats += [Seat(computer_name(i), DEFAULT_COLORS[i], "computer", level) for i, level in enumerate(opponents, 1)]
    return GameSession(Game(len(seats), seed), seats, narrator=GAME_LOG, seed=seed, created=utc_now(),
                       game_id=new_game_id(), clock=clock)


def opened_session(path: Path) -> GameSession:
    """The game saved in ``path``, as it was left (SaveGameError, with its reason, if it cannot be read)."""
    return GameSession.from_saved(load(path), narrator=GAME_LOG)
