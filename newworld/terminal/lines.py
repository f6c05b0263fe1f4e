"""The player's lines at the terminal, read with a time limit: a game with a clock does not wait for Enter.

:class:`TimedLines` reads the input's file descriptor itself (``select``, then
``os.read``), so that no line waits unseen in a text stream's buffer while the
time runs; where that is not possible (Windows, whose ``select`` takes only
sockets, or a stream without a descriptor, as in tests) :class:`PlainLines`
reads line by line and the caller checks the clock after each answer.
"""

from __future__ import annotations

import io
import os
import select
import time
from typing import Protocol, TextIO

TIMED_OUT = None  # what readline returns when the time ran out before a whole line came


class Lines(Protocol):
    def readline(self, within: float | None) -> str | None:
        """The next line with its newline ("" at the end of the input), or TIMED_OUT after ``within``
        seconds (None: wait as long as it takes)."""


class PlainLines:
    """Line by line from a text stream, waiting as long as it takes."""

    def __init__(self, given: TextIO) -> None:
        self.given = given

    def readline(self, within: float | None) -> str | None:
        return self.given.readline()


class TimedLines:
    """Lines from a file descriptor (UTF-8), each waited for at most so long."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.pending = b""
        self.ended = False

    def readline(self, within: float | None) -> str | None:
        deadline = None if within is None else time.monotonic() + within
        while b"\n" not in self.pending and not self.ended:
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                return TIMED_OUT
            chunk = os.read(self.fd, 4096)
            self.pending += chunk
            self.ended = not chunk
        line, newline, self.pending = self.pending.partition(b"\n")
        return (line + newline).decode("utf-8", "replace")


def lines_of(given: TextIO) -> Lines:
    """The way to read ``given``: timed where its descriptor can be waited on, else line by line."""
    if os.name == "nt":
        return PlainLines(given)
    try:
        return TimedLines(given.fileno())
    except (io.UnsupportedOperation, AttributeError, ValueError):
        return PlainLines(given)
