"""What the learning windows say: the statistics, the replay viewer, the review, the tutorial."""

from __future__ import annotations

import functools

from PySide6.QtCore import QObject


class Learning(QObject):
    """Translation context ``Learning``."""

    # --- statistics ------------------------------------------------------------------

    def stats_recorded(self) -> str:
        return self.tr("The game was added to your statistics.")

    def stats_failed(self, reason: str) -> str:
        return self.tr("The game could not be added to your statistics: {reason}").format(reason=reason)

    def stats_damaged(self, kept: str, reason: str) -> str:
        return self.tr("The statistics file was damaged ({reason}). It was set aside as {kept} and a fresh one "
                       "was started.").format(reason=reason, kept=kept)

    def stats_unreadable(self, reason: str) -> str:
        return self.tr("The statistics cannot be read: {reason}").format(reason=reason)

    def stats_exported(self, rows: int, file: str) -> str:
        return self.tr("Exported %n row(s) to {file}", "", rows).format(file=file)

    def stats_empty(self) -> str:
        return self.tr("No finished games yet: play a game to the end and it is counted here.")

    def stats_heading(self, games: int, won: int) -> str:
        return self.tr("%n game(s) played", "", games) + " · " + self.tr("%n won", "", won)

    # --- the replay viewer -------------------------------------------------------------

    def replay_start(self) -> str:
        return self.tr("Before the first turn. Step forward with → or the buttons below.")

    def replay_title(self, file: str) -> str:
        return self.tr("Replay: {file}").format(file=file) if file else self.tr("Replay of the last game")

    def replay_turn(self, turn: int, turns: int) -> str:
        return self.tr("Turn {turn} of {turns}").format(turn=turn, turns=turns)

    def turn_axis(self) -> str:
        return self.tr("turn")

    def replay_cannot_open(self, file: str, reason: str) -> str:
        return self.tr("Cannot replay {file}: {reason}").format(file=file, reason=reason)


@functools.cache
def learning() -> Learning:
    return Learning()
