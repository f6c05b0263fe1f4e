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

    # --- the review ----------------------------------------------------------------------

    def review_title(self, name: str) -> str:
        return self.tr("Review of {name}'s game").format(name=name)

    def review_running(self, done: int, total: int) -> str:
        return self.tr("Looking at turn {done} of {total} with the computer's eyes…").format(done=done + 1,
                                                                                             total=total)

    def review_done(self, turns: int, best: int, lost: float) -> str:
        return self.tr("%n turn(s) reviewed", "", turns) + ": " + self.tr(
            "the best move found in {best}; {lost:.1f} points of expected lead lost in all.").format(
                best=best, lost=lost)

    def review_stopped(self, turns: int) -> str:
        return self.tr("Review stopped after %n turn(s).", "", turns)

    def review_failed(self) -> str:
        return self.tr("The review failed; the log file says why.")

    def review_costliest(self, turns: str) -> str:
        return self.tr("The costliest turns: {turns}").format(turns=turns)

    def review_turn(self, number: int, loss: float) -> str:
        if loss <= 0:
            return self.tr("Turn {number}: the best move the computer found. Well played!").format(number=number)
        return self.tr("Turn {number}: about {loss:.1f} points of expected lead lost. The better move is shown "
                       "as a ghost on the board.").format(number=number, loss=loss)

    def review_played(self, text: str) -> str:
        return self.tr("Played: {move}").format(move=text)

    def review_better(self, text: str) -> str:
        return self.tr("Better: {move}").format(move=text)


@functools.cache
def learning() -> Learning:
    return Learning()
