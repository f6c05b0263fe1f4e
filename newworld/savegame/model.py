"""Plain data recorded in a saved game: the seats and the loaded result."""

from __future__ import annotations

import attrs

from newworld.engine.game import Game
from newworld.savegame.play import NO_PLAY_STATE, PlayState

SEAT_KINDS = ("human", "computer")
SEAT_LEVELS = ("random", "easy", "medium", "hard", "expert", "baseline")  # newworld.ai.ARENA_LEVELS
DEFAULT_COLORS = ("#C62828", "#1565C0", "#2E7D32", "#F9A825", "#6A1B9A")


@attrs.frozen
class Seat:
    """One player at the table: a name, a colour, a human or a computer of some level."""

    name: str
    color: str  # "#RRGGBB"
    kind: str = "human"  # "human" | "computer"
    level: str = "medium"  # for computers: one of SEAT_LEVELS

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"


def default_seats(count: int, humans: int = 1) -> list[Seat]:
    """``count`` seats: the first ``humans`` are people, the rest medium computers."""
    return [Seat(f"Player {i + 1}", DEFAULT_COLORS[i]) if i < humans
            else Seat(f"Computer {i + 1}", DEFAULT_COLORS[i], "computer", "medium")
            for i in range(count)]


COMPUTER_NAMES = ("William", "Priscilla", "Myles", "Constance", "Edward")  # Mayflower passengers' first names


def computer_name(seat: int) -> str:
    """The name a computer at seat ``seat`` (0-based) is given at a new table (player names are not
    translated)."""
    return COMPUTER_NAMES[seat % len(COMPUTER_NAMES)]


@attrs.frozen
class SavedGame:
    """What opening a saved game gives: the replayed game and its setup."""

    game: Game
    seats: tuple[Seat, ...]
    seed: int | None
    created: str
    saved: str
    app_version: str
    file_version: int  # the version the file was written in (before migrations)
    game_id: str | None = None  # the game's unique id (files written before 0.2 have none)
    play: PlayState = NO_PLAY_STATE  # its clock and who resigned
