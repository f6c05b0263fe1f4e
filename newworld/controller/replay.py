"""A game shown turn by turn: the replay viewer's controller (and the review's board).

:class:`ReplayController` stands at one position of a timeline
(:mod:`newworld.replay`) and shows it through the door's queries and signals,
over a read-only :class:`~newworld.session.GameSession` (no seat is played
here, so no move is taken from the window). One step forward pushes the turn's
move (the board animates it); any other jump stands on a new session at that
position (the board is rebuilt). It never plays, saves or thinks; the file it
was opened from is read once and never written.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from newworld.controller import autosave
from newworld.controller.door import SessionDoor
from newworld.engine.moves import Move
from newworld.engine.values import FinalScore, PlayedTurn
from newworld.narration import final_lines, messages, turn_lines
from newworld.narration.learning import learning
from newworld.replay import Timeline
from newworld.savegame import SavedGame, SaveGameError, Seat, load
from newworld.session import GameSession


class ReplayController(SessionDoor):
    """Stands after :attr:`turn` turns of ``timeline``; :meth:`go` moves it."""

    #: The position shown changed: the number of turns played there.
    positionChanged = Signal(int)

    def __init__(self, timeline: Timeline, parent: QObject | None = None, *, title: str = "",
                 game_id: str = "") -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.title = title  # the file's name, or "" for a game in memory
        self.game_id = game_id
        self.turn = 0
        self._stand_at(0)

    @classmethod
    def open_file(cls, path: str | Path, parent: QObject | None = None) -> ReplayController:
        """The replay of a saved game; SaveGameError (with its one-line reason) if it cannot be read."""
        saved: SavedGame = load(path)
        title = (messages().game_name(saved.created, [seat.name for seat in saved.seats])
                 if autosave.is_autosave(Path(path)) else Path(path).name)  # an autosave: by its date and players
        return cls(Timeline.from_saved(saved), parent, title=title, game_id=saved.game_id or "")

    @classmethod
    def of_game(cls, controller: SessionDoor, parent: QObject | None = None) -> ReplayController:
        """The replay of ``controller``'s game as it stands (the end table's finished game)."""
        if controller.session is None:
            raise SaveGameError("there is no game to replay")
        session = controller.session
        return cls(Timeline.from_game(session.game, session.seats), parent, game_id=session.game_id)

    def _stand_at(self, turn: int) -> None:
        self.turn = turn
        self._attach(GameSession(self.timeline.game_at(turn), self.timeline.seats, here=(), game_id=self.game_id))
        self.gameStarted.emit()
        self.scoresChanged.emit()
        self._announce()

    def _announce(self) -> None:
        assert self.session is not None
        self.session.announce(just_now=False)

    # --- where it stands ----------------------------------------------------------------

    def turns(self) -> int:
        """The number of turns of the game; positions go from 0 to this."""
        return len(self.timeline)

    def go(self, turn: int) -> int:
        """Stand after ``turn`` turns (clamped); the turn stood at."""
        turn = max(0, min(self.turns(), int(turn)))
        if turn == self.turn:
            return turn
        if turn == self.turn + 1 and self.session is not None:
            self.session.push(self.timeline.turn(turn).move)  # the board shows the move being made
            self.turn = turn
            self._announce()
        else:
            self._stand_at(turn)
        self.positionChanged.emit(turn)
        return turn

    def forward(self) -> int:
        return self.go(self.turn + 1)

    def back(self) -> int:
        return self.go(self.turn - 1)

    def to_start(self) -> int:
        return self.go(0)

    def to_end(self) -> int:
        return self.go(self.turns())

    # --- what the viewer shows ----------------------------------------------------------

    def played_turn(self, number: int | None = None) -> PlayedTurn | None:
        """Turn ``number`` (default: the one just shown; None before the first)."""
        number = self.turn if number is None else number
        return self.timeline.turn(number) if number else None

    def scores_at(self, turn: int | None = None) -> tuple[int, ...]:
        return self.timeline.scores_at(self.turn if turn is None else turn)

    def gained(self, number: int) -> tuple[int, ...]:
        return self.timeline.gained(number)

    def score_series(self) -> list[tuple[int, ...]]:
        """The whole game's (the chart shows all of it, wherever the replay stands)."""
        return self.timeline.score_series()

    def colours(self) -> list[str]:
        return [s.color for s in self.timeline.seats]

    def turn_text(self, number: int | None = None) -> list[str]:
        """The log's lines of turn ``number`` (default: the one shown): the move and its events;
        after the last turn of a finished game, the final scores too."""
        turn = self.played_turn(number)
        if turn is None:
            return [learning().replay_start()]
        lines = turn_lines(turn, self.names())
        final = self.timeline.final
        if final is not None and turn.number == self.turns():
            lines += final_lines(final, self.names())
        return lines

    def final(self) -> FinalScore | None:
        return self.timeline.final

    def seat_list(self) -> list[Seat]:
        return list(self.timeline.seats)

    # --- the door's playing: a replay takes no move -------------------------------------------

    def play_move(self, move: Move) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False
