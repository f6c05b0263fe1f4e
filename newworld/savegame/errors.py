"""The one error a saved game can raise, and what kind of problem it is."""

from __future__ import annotations

import enum


class SaveProblem(enum.Enum):
    """What went wrong, as data: the narration words it for the player in their language."""

    NOT_A_SAVE = "not-a-save"  # not a New World saved game at all (empty, binary, other JSON)
    NEWER = "newer"  # written by a newer New World
    CARD_SET = "card-set"  # played with a card set this version does not have
    TOO_LARGE = "too-large"  # larger than any saved game can be
    DAMAGED = "damaged"  # a saved game whose contents are wrong (a field, a move, the digest)
    UNREADABLE = "unreadable"  # the file system refused to read it
    UNWRITABLE = "unwritable"  # the file system refused to write it
    SETUP = "setup"  # seats, seed or game id a caller gave cannot be held by a saved game


class SaveGameError(ValueError):
    """A saved game cannot be read or written.

    ``problem`` is the kind of failure (for the player's sentence); the message is the
    technical detail, in one line: what is wrong and where (a field such as
    ``setup.seats[1].color`` or a move number), for logs, bug reports and the CLI.
    """

    def __init__(self, detail: str, problem: SaveProblem = SaveProblem.DAMAGED) -> None:
        super().__init__(detail)
        self.problem = problem

    def __reduce__(self) -> tuple[type[SaveGameError], tuple[str, SaveProblem]]:
        return SaveGameError, (str(self), self.problem)  # keeps the problem across processes

    @property
    def detail(self) -> str:
        return str(self)
