"""The command-line reports: ``newworld-cli save-check`` and ``newworld-cli replay``."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject

from newworld.engine.values import Event, FinalScore, PlayedTurn
from newworld.narration.messages import messages
from newworld.words.log import history


class Report(QObject):
    """Translation context ``Report``."""

    def header(self, info: Mapping[str, Any]) -> str:
        """``info`` is :func:`newworld.savegame.report.summary`."""
        if info["finished"]:
            state = self.tr("finished")
        else:
            state = self.tr("unfinished, turn {turn} next, {cards}").format(
                turn=info["turn"] + 1, cards=self.tr("%n card(s) left", "", info["cards_left"]))
        return self.tr("New World saved game (file version {version}, app {app}): {state}").format(
            version=info["file_version"], app=info["app_version"], state=state)

    def seat(self, player: Mapping[str, Any], score: int, winner: bool) -> str:
        who = messages().seat_kind(player["kind"], player["level"])
        line = self.tr("  {player} ({who}, {colour}): {score}").format(
            player=player["name"], who=who, colour=player["color"], score=score)
        return line + self.tr(" (winner)") if winner else line

    def turn(self, number: int, line: str) -> str:
        return self.tr("Turn {number}: {line}").format(number=number, line=line)

    def event_line(self, line: str) -> str:
        return self.tr("  {line}").format(line=line)

    def unfinished(self, turn: int, cards_left: int, scores: Sequence[int]) -> str:
        return self.tr("Unfinished: turn {turn} next, {cards}; scores {scores}").format(
            turn=turn + 1, cards=self.tr("%n card(s) left", "", cards_left),
            scores=", ".join(str(s) for s in scores))


@functools.cache
def report() -> Report:
    return Report()


def summary_lines(info: Mapping[str, Any]) -> list[str]:
    """The lines of ``save-check`` for :func:`newworld.savegame.report.summary`."""
    r = report()
    winners = info.get("winners", ())
    return [r.header(info)] + [r.seat(player, score, p in winners)
                               for p, (player, score) in enumerate(zip(info["players"], info["scores"], strict=True))]


def replay_lines(opening: Sequence[Event], turns: Sequence[PlayedTurn], final: FinalScore | None,
                 players: Sequence[str], unfinished: tuple[int, int, Sequence[int]] | None) -> Iterator[str]:
    """The whole game turn by turn: each move, its events, then the final breakdown; for a game
    not finished, ``unfinished`` is (turns played, cards left, scores)."""
    r = report()
    for number, line in history(opening, turns, final, players):
        if number == 0:
            yield r.event_line(line)
        elif number > 0:
            yield r.turn(number, line)
        else:
            yield line
    if unfinished is not None:
        yield r.unfinished(*unfinished)
