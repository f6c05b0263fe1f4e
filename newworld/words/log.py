"""The game log: a sentence for each move and each event, the final scores.

Made from value objects only (:class:`PlayedTurn`, :class:`ScoreEvent`,
:class:`GameNote`, :class:`FinalScore`) and the players' names, so the window,
``newworld-cli replay`` and any later front end (a replay viewer, a network
client) tell a game in the same words.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence

from newworld.engine.rules import CATEGORIES
from newworld.engine.values import Event, FinalScore, GameNote, NoteKind, PlayedTurn, ReturnReason, ScoreEvent
from newworld.words.names import card_name, category_name, cell_name, is_you, level_name, names, role_name
from newworld.words.scoring import points_text
from newworld.words.translate import Words


class Log(Words):
    """Translation context ``Log``. Sentences with a player in them come in two forms: for a
    seat named "You" ("You place", "Your Robber") and for any other name."""

    def player(self, players: Sequence[str], player: int) -> str:
        return players[player] if 0 <= player < len(players) else self.tr("Player {number}").format(number=player + 1)

    def move(self, turn: PlayedTurn, players: Sequence[str]) -> str:
        name = self.player(players, turn.player)
        p = turn.move.placement
        card, cell = card_name(turn.card), cell_name(p.x, p.y)
        if is_you(name):
            text = self.tr("{player} place '{card}' at {cell}").format(player=name, card=card, cell=cell)
        else:
            text = self.tr("{player} places '{card}' at {cell}").format(player=name, card=card, cell=cell)
        if p.rotation:
            text += self.tr(" turned {degrees}°").format(degrees=p.rotation * 90)
        if turn.move.settler is not None:
            text += self.tr(" with {role} on it").format(role=names().roles_with_article()[turn.move.settler.kind])
        return text

    def score(self, event: ScoreEvent, players: Sequence[str]) -> list[str]:
        lines = []
        for p in event.players:
            name = self.player(players, p)
            points = points_text(event.expression(p))
            if is_you(name):
                lines.append(self.tr("{player} score {points}").format(player=name, points=points))
            else:
                lines.append(self.tr("{player} scores {points}").format(player=name, points=points))
        return lines

    def note(self, note: GameNote, players: Sequence[str]) -> str:
        if note.kind == NoteKind.SURVEYOR_MOVED:
            return self.tr("A Surveyor steps west to column {column}").format(column=note.column)
        if note.kind == NoteKind.CARD_DISCARDED:
            assert note.card is not None
            return self.tr("'{card}' fits nowhere and leaves the game").format(card=card_name(note.card))
        settler = note.settler
        assert settler is not None
        name = self.player(players, settler.player)
        fields = {"player": name, "role": role_name(settler.kind), "cell": cell_name(settler.x, settler.y)}
        if is_you(name):
            templates = {
                ReturnReason.SCORED: self.tr("Your {role} at {cell} goes home after scoring"),
                ReturnReason.SURVEYOR: self.tr("Your {role} at {cell} goes home east of the Surveyors"),
                ReturnReason.FINAL: self.tr("Your {role} at {cell} goes home after the final scoring"),
            }
        else:
            templates = {
                ReturnReason.SCORED: self.tr("{player}'s {role} at {cell} goes home after scoring"),
                ReturnReason.SURVEYOR: self.tr("{player}'s {role} at {cell} goes home east of the Surveyors"),
                ReturnReason.FINAL: self.tr("{player}'s {role} at {cell} goes home after the final scoring"),
            }
        return templates[note.reason or ReturnReason.SCORED].format(**fields)

    def final(self, final: FinalScore, players: Sequence[str]) -> list[str]:
        lines = [self.tr("Final scores:")]
        for p, total in enumerate(final.totals):
            parts = self.tr(", ").join(self.tr("{category} {points}").format(category=category_name(c), points=v)
                                       for c in CATEGORIES if (v := final.breakdown[p][c]))
            line = self.tr("  {player}: {total}").format(player=self.player(players, p), total=total)
            if parts:
                line += self.tr(" ({parts})").format(parts=parts)
            lines.append(line)
        lines.append(self.tr("Winner: {players}").format(players=self.both([self.player(players, p)
                                                                              for p in final.winners])))
        return lines

    def time_ran_out(self, players: Sequence[str], player: int) -> str:
        name = self.player(players, player)
        if is_you(name):
            return self.tr("Your time ran out: the computer plays this turn for you")
        return self.tr("{player}'s time ran out: the computer plays this turn for them").format(player=name)

    def resigned(self, players: Sequence[str], player: int, level: str) -> str:
        name = self.player(players, player)
        if is_you(name):
            return self.tr("{player} resign: a computer ({level}) plays your seat from now on; your points "
                           "stand").format(player=name, level=level_name(level))
        return self.tr("{player} resigns: a computer ({level}) plays the seat from now on; the points "
                       "stand").format(player=name, level=level_name(level))

    def both(self, items: Sequence[str]) -> str:
        """``Ada``, ``Ada and Ben``, ``Ada, Ben and Cleo``."""
        if len(items) <= 1:
            return "".join(items)
        return self.tr("{first} and {last}").format(first=self.tr(", ").join(items[:-1]), last=items[-1])


@functools.cache
def log() -> Log:
    return Log()


def move_line(turn: PlayedTurn, players: Sequence[str]) -> str:
    return log().move(turn, players)


def event_lines(event: Event, players: Sequence[str]) -> list[str]:
    """One line per scoring player, or one line for a note."""
    if isinstance(event, ScoreEvent):
        return log().score(event, players)
    return [log().note(event, players)]


def turn_lines(turn: PlayedTurn, players: Sequence[str]) -> list[str]:
    """The move, then a line for each event it caused."""
    return [move_line(turn, players), *(line for event in turn.events for line in event_lines(event, players))]


def final_lines(final: FinalScore, players: Sequence[str]) -> list[str]:
    return log().final(final, players)


def names_together(items: Sequence[str]) -> str:
    return log().both(items)


def history(opening: Sequence[Event], turns: Sequence[PlayedTurn], final: FinalScore | None,
            players: Sequence[str]) -> Iterator[tuple[int, str]]:
    """(turn number, line) for each move; (0, line) for an event; (-1, line) for the final scores."""
    for event in opening:
        for line in event_lines(event, players):
            yield 0, line
    for turn in turns:
        yield turn.number, move_line(turn, players)
        for event in turn.events:
            for line in event_lines(event, players):
                yield 0, line
    if final is not None:
        for line in final_lines(final, players):
            yield -1, line


def history_lines(opening: Sequence[Event], turns: Sequence[PlayedTurn], final: FinalScore | None,
                  players: Sequence[str]) -> list[str]:
    """The game log of a whole game so far: the lines the window showed while it was played."""
    return [line for _number, line in history(opening, turns, final, players)]


class LogNarrator:
    """The game log's words for a :class:`~newworld.session.GameSession` (its ``Narrator``)."""

    def move_line(self, turn: PlayedTurn, players: Sequence[str]) -> str:
        return move_line(turn, players)

    def event_lines(self, event: Event, players: Sequence[str]) -> list[str]:
        return event_lines(event, players)

    def final_lines(self, final: FinalScore, players: Sequence[str]) -> list[str]:
        return final_lines(final, players)

    def time_line(self, player: int, players: Sequence[str]) -> str:
        return log().time_ran_out(players, player)

    def resigned_line(self, player: int, level: str, players: Sequence[str]) -> str:
        return log().resigned(players, player, level)

    def history_lines(self, opening: Sequence[Event], turns: Sequence[PlayedTurn], final: FinalScore | None,
                      players: Sequence[str]) -> list[str]:
        return history_lines(opening, turns, final, players)


GAME_LOG = LogNarrator()
