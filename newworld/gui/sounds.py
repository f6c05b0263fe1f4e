"""The table's sounds, as the board shows the game.

:class:`TableSounds` listens to a game screen's :class:`~newworld.gui.pacing.TurnPacer` (so a
computer's card sounds when the board lays it, step by step, not when the computer chose it)
and to its :class:`~newworld.gui.attention.TurnCall` ("your turn"), and plays through the one
:class:`~newworld.audio.AudioOutput` of the app. Sounds that come at the same moment (a move's
card, settler and scorings shown at once) follow each other a few milliseconds apart. While
the window is minimized only "your turn" plays. Mute and volume are the Preferences' (and M).
"""

from __future__ import annotations

import time
from collections import deque
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from newworld.engine.values import FinalScore, ScoreEvent

if TYPE_CHECKING:
    from newworld.audio import AudioOutput
    from newworld.gui.attention import TurnCall
    from newworld.gui.pacing import TurnPacer

DEFAULT_VOLUME = 60  # per cent: moderate, below the desktop's own sounds
STAGGER_MS = 70  # sounds asked for at once start this far apart
IDLE_CHECK_MS = 2000  # how often an idle stream is looked at (and closed, see audio.IDLE_CLOSE_S)
SCORE_SOUNDS = ((10, "scored-big"), (4, "scored-medium"), (1, "scored-small"))  # (at least, sound)


class CuePreferences(NamedTuple):
    """The Preferences' sound and notification choices (settings: sound_on, sound_volume, notify_turn)."""

    sound: bool = True
    volume: int = DEFAULT_VOLUME  # per cent
    notify: bool = False  # desktop notifications only when the player allows them


def score_sound(event: ScoreEvent) -> str | None:
    """The scoring's sound by its best player's points: richer for more (None: nobody scored)."""
    best = max(event.points, default=0)
    return next((name for least, name in SCORE_SOUNDS if best >= least), None)


def end_sound(final: FinalScore, local_humans: list[int]) -> str:
    """Won when a person at this screen is among the winners (or nobody plays here), else lost."""
    return "game-won" if not local_humans or set(local_humans) & set(final.winners) else "game-lost"


_output: AudioOutput | None = None


def shared_output() -> AudioOutput:
    """The app's one audio stream (every window's sounds go through it; the sounds load at the first)."""
    global _output
    if _output is None:
        from newworld.audio import AudioOutput

        _output = AudioOutput()
    return _output


class TableSounds(QObject):
    """Plays the sound of each step the board shows, and "your turn"."""

    def __init__(self, pacer: TurnPacer, call: TurnCall, window: QWidget, output: AudioOutput | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.output = output if output is not None else shared_output()
        self.on = True
        self.played: deque[str] = deque(maxlen=64)  # the last sounds asked for, in order (the tests read it)
        self._next_free = 0.0  # when the next sound may start (monotonic seconds)
        self._idle = QTimer(self)
        self._idle.setInterval(IDLE_CHECK_MS)
        self._idle.timeout.connect(self._close_if_idle)
        self._call = call
        pacer.cardPlaced.connect(lambda _card: self.play("card-laid"))
        pacer.settlerPlaced.connect(lambda _settler: self.play("settler-placed"))
        pacer.buildingScored.connect(self._scored)
        pacer.surveyorMoved.connect(lambda _note: self.play("surveyor-step"))
        pacer.settlerReturned.connect(lambda _note: self.play("settler-home"))
        pacer.gameOver.connect(lambda final: self.play(end_sound(final, call.local_humans())))
        pacer.turnStarted.connect(lambda _player: self._prepare())  # the stream runs before the turn's sounds
        pacer.aiThinking.connect(self._thinking)
        call.yourTurn.connect(lambda _player: self.play("your-turn"))

    def _scored(self, event: ScoreEvent) -> None:
        name = score_sound(event)
        if name is not None:
            self.play(name)

    def set_preferences(self, on: bool, volume: int) -> None:
        self.on = on
        self.output.set_volume(max(0, min(100, volume)) / 100)
        if not on:
            self.output.close()

    def _thinking(self, thinking: bool) -> None:
        if not thinking:  # a computer has chosen: its turn's sounds, then "your turn", come next
            self._prepare()

    def _prepare(self) -> None:
        if self.on and self.output.prepare():
            self._idle.start()

    def play(self, name: str) -> None:
        """Play ``name`` now, or a moment after the last sound began (never while muted or minimized)."""
        if not self.on or (self.window.isMinimized() and name != "your-turn"):
            return
        now = time.monotonic()
        delay = max(0.0, self._next_free - now)
        self._next_free = now + delay + STAGGER_MS / 1000
        self.played.append(name)
        if delay:
            QTimer.singleShot(round(delay * 1000), self, lambda: self._start(name))
        else:
            self._start(name)

    def _start(self, name: str) -> None:
        if self.on and self.output.play(name):
            self._idle.start()

    def _close_if_idle(self) -> None:
        if self.output.close_if_idle():
            self._idle.stop()
