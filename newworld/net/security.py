"""What the server logs, bounded so that no client can flood the evidence away.

Two files in ``DIR/logs`` (see :func:`newworld.net.service.setup_logging`):
``server.log`` has everything from INFO up; ``security.log`` has only warnings
and errors: security events (wrong codes and tokens, limits hit, floods),
storage failures and internal errors. What a client can repeat is bounded at
the source, so neither file grows with a client's requests:

- per connection, repeated events (resyncs, refusals, errors) are counted in
  its :class:`Tally` and told in one line when the connection closes;
- a security event (:class:`Alerts`) is logged the first time each minute
  for each event and address; repeats within the minute are counted and told
  in one summary line when the minute is over; and at most
  :data:`ALERT_LINES` lines a minute are logged in all, so that many
  addresses at once cannot rotate ``security.log`` away either.
"""

from __future__ import annotations

import collections
import logging
import time
from collections.abc import Callable

ALERT_WINDOW = 60.0  # seconds: each event from each address is logged once in this window
ALERT_LINES = 60  # security lines logged one by one per window, in all
SUMMARY_SHOWN = 5  # the biggest repeats named in a window's summary line

SECURITY = logging.getLogger("newworld.net.security")


class Alerts:
    """Security events, each (event, address) logged once a window and its repeats summed up (module docstring)."""

    def __init__(self, logger: logging.Logger = SECURITY, clock: Callable[[], float] = time.monotonic) -> None:
        self.logger = logger
        self.clock = clock
        self._window = clock()
        self._seen: set[tuple[str, str]] = set()  # logged in this window
        self._repeats: collections.Counter[tuple[str, str]] = collections.Counter()

    def note(self, event: str, who: str, message: str, *args: object, level: int = logging.WARNING,
             exc_info: bool = False) -> bool:
        """Log ``message % args`` unless ``event`` from ``who`` was logged in this window (then count it).
        Returns whether it was logged."""
        self.flush_if_due()
        key = (event, who)
        if key in self._seen or len(self._seen) >= ALERT_LINES:
            self._repeats[key] += 1
            return False
        self._seen.add(key)
        self.logger.log(level, message, *args, exc_info=exc_info)
        return True

    def flush_if_due(self) -> None:
        if self.clock() - self._window >= ALERT_WINDOW:
            self.flush()

    def flush(self) -> None:
        """Say what was counted in the window that ends now, in one line, and start a new window."""
        if self._repeats:
            total = sum(self._repeats.values())
            biggest = ", ".join(f"{event} x{count}{f' from {who}' if who else ''}"
                                for (event, who), count in self._repeats.most_common(SUMMARY_SHOWN))
            more = len(self._repeats) - SUMMARY_SHOWN
            self.logger.warning("%d more security events in the last %.0f s, not logged one by one: %s%s", total,
                                self.clock() - self._window, biggest, f" and {more} other kinds" if more > 0 else "")
        self._window = self.clock()
        self._seen.clear()
        self._repeats.clear()


class Tally:
    """One connection's requests and refusals, counted and told in one line when it closes."""

    def __init__(self) -> None:
        self.opened = time.monotonic()
        self.messages = 0
        self.requests: collections.Counter[str] = collections.Counter()
        self.refusals: collections.Counter[str] = collections.Counter()

    def summary(self) -> str:
        """``12 s, 40 messages: hello 1, move 30, resync 9; refused: rate_limited 3``."""
        def counted(counter: collections.Counter[str]) -> str:
            return ", ".join(f"{kind} {n}" for kind, n in sorted(counter.items()))

        return (f"{time.monotonic() - self.opened:.0f} s, {self.messages} messages"
                f"{f': {counted(self.requests)}' if self.requests else ''}"
                f"{f'; refused: {counted(self.refusals)}' if self.refusals else ''}")
