"""The game clock as the window sees it (a part of the door, :class:`~newworld.controller.door.SessionDoor`).

The session keeps the time (:mod:`newworld.session.clock`); this part reads it
for the side panel, ticks ``clockTicked`` while it runs (a few times a second,
so the face the panel shows is never a second behind), pauses it while a dialog
of the game asks something or the window is minimized, and calls
:meth:`ClockFace._time_up` when the player to move has run out: a local game
plays that turn for them, a network game waits for its server, which keeps the
time of every seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, SignalInstance

from newworld.session import NO_CLOCK, ClockSetting, GameSession

TICK_MS = 200


class ClockFace:
    """The door's clock (see the module docstring); ``session`` and the signals are the door's."""

    session: GameSession | None
    clockTicked: SignalInstance
    _ticker: QTimer | None = None

    if TYPE_CHECKING:
        def _time_up(self) -> None: ...

    def clock_setting(self) -> ClockSetting:
        """How the game is timed (off when there is no game)."""
        return self.session.clock.setting if self.session is not None else NO_CLOCK

    def clock_left(self, player: int) -> float | None:
        """Seconds ``player`` has now, or None when the game has no clock."""
        session = self.session
        if session is None or not session.clock.setting.on:
            return None
        return session.clock.remaining(player, session.now())

    def clock_running(self) -> int:
        """Whose time runs now (-1: nobody's, or the clock is paused)."""
        session = self.session
        if session is None or session.clock.since is None:
            return -1
        return session.clock.player

    def pause_clock(self, reason: str) -> None:
        """Stop the time while ``reason`` lasts ("dialog": the game asks something; "minimized")."""
        if self.session is not None:
            self.session.clock.pause(reason, self.session.now())
            self.clockTicked.emit()

    def resume_clock(self, reason: str) -> None:
        if self.session is not None:
            self.session.clock.resume(reason, self.session.now())
            self.clockTicked.emit()

    def _follow_clock(self) -> None:
        """Tick while a clock runs (call after each turn starts or the game ends)."""
        running = self.session is not None and self.session.clock.setting.on and not self.session.is_over()
        if running and self._ticker is None:
            assert isinstance(self, QObject)
            self._ticker = QTimer(self)
            self._ticker.setInterval(TICK_MS)
            self._ticker.timeout.connect(self._tick)
        if self._ticker is not None:
            if running:
                self._ticker.start()
            else:
                self._ticker.stop()
        self.clockTicked.emit()

    def _stop_clock(self) -> None:
        """Tick no more (the door shuts down: a closed window's clock must not play on)."""
        if self._ticker is not None:
            self._ticker.stop()

    def _tick(self) -> None:
        session = self.session
        if session is None or session.is_over():
            return
        self.clockTicked.emit()
        if session.clock.expired(session.now()):
            self._time_up()
