"""What the terminal front end (``newworld-cli play``) says besides the game log (context ``Terminal``)."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

from newworld.engine.moves import Move
from newworld.words.names import cell_name, is_you, level_name, names, role_name
from newworld.words.translate import Words


class Terminal(Words):
    """Translation context ``Terminal``: plain lines, one thing each, for a screen reader as much as an eye."""

    def board_key(self, signs: Mapping[int, str]) -> str:
        """The text board's key; ``signs``: each feature kind's sign (". plains, + trail, ...")."""
        kinds = names().scored()
        named = ", ".join(f"{sign} {kinds[kind]}" for kind, sign in signs.items())
        return self.tr("Board: columns from the west (left) to the coast (column 0, right), rows from the north "
                       "(top) to the south. Each card is 3 by 3 signs: {signs}, ~ sea; "
                       "its middle shows a settler's seat number. S marks a Surveyor's column.").format(signs=named)

    def surveyors(self, first: int, second: int) -> str:
        return self.tr("Surveyors: columns {first} and {second}").format(first=first, second=second)

    def turn(self, number: int, player: str) -> str:
        if is_you(player):
            return self.tr("Turn {number}: your move").format(number=number)
        return self.tr("Turn {number}: {player} to move").format(number=number, player=player)

    def scores(self, parts: Sequence[tuple[str, int, int]]) -> str:
        """Each player's points and settlers in the supply."""
        each = [self.tr("{player} {points} points, {settlers} settlers").format(player=name, points=points,
                                                                                settlers=settlers)
                for name, points, settlers in parts]
        return self.tr("Scores: {each}").format(each="; ".join(each))

    def cards_left(self, count: int) -> str:
        return self.tr("%n card(s) left in the stack", "", count)

    def card(self, name: str) -> str:
        return self.tr("The card: {card}").format(card=name)

    def moves_header(self, count: int) -> str:
        return self.tr("%n legal move(s):", "", count)

    def move(self, move: Move, spot: str) -> str:
        p = move.placement
        text = self.tr("{cell} turned {degrees}°").format(cell=cell_name(p.x, p.y), degrees=90 * p.rotation)
        if move.settler is None:
            return text
        return self.tr("{placement}, {role}{spot}").format(placement=text, role=role_name(move.settler.kind),
                                                          spot=f" {spot}" if spot else "")

    def spot(self, sides: str) -> str:
        """Where a settler stands when the card has two of that kind: the sides its feature touches."""
        return self.tr("({sides})").format(sides=sides)

    def sides(self) -> tuple[str, str, str, str]:
        return self.tr("N"), self.tr("E"), self.tr("S"), self.tr("W")

    def prompt(self) -> str:
        return self.tr("Your move: a number, a move (3,2/1 R0), hint, undo, save FILE, board, resign, help or quit")

    def help(self) -> str:
        return self.tr("Type the number of a legal move, or a move as the list writes it after each move "
                       "(column,row/quarter turns, then the settler's role letter and the card's feature number, "
                       "then >order if several buildings complete). hint plays the suggested move; undo takes "
                       "your last move back; save FILE saves the game; board shows the board again; resign "
                       "[LEVEL] leaves your seat to a computer (Medium unless you name another level) for the "
                       "rest of the game; quit saves and stops.")

    def clocks(self, clock: str, parts: Sequence[tuple[str, str]]) -> str:
        """Each player's time left, and how the game is timed."""
        each = [self.tr("{player} {time}").format(player=name, time=time) for name, time in parts]
        return self.tr("Time ({clock}): {each}").format(clock=clock, each="; ".join(each))

    def time_left(self, time: str) -> str:
        return self.tr("Time left: {time}").format(time=time)

    def resign_question(self, level: str) -> str:
        return self.tr("Resign? A computer ({level}) plays your seat to the end of the game; your points stand, "
                       "and no move before it can be taken back. Type yes to resign.").format(level=level)

    def yes(self) -> tuple[str, ...]:
        """The answers that mean yes (in any case): the word of the language, and the English one."""
        return tuple({self.tr("yes").casefold(), "yes"})

    def not_resigned(self) -> str:
        return self.tr("You play on.")

    def no_such_level(self, level: str, levels: Sequence[str]) -> str:
        return self.tr("No computer level {level}: choose {levels}").format(level=level, levels=", ".join(levels))

    def thinking(self, player: str, level: str) -> str:
        return self.tr("{player} ({level}) thinks…").format(player=player, level=level_name(level))

    def not_understood(self, text: str) -> str:
        return self.tr("Not a move nor a command: {text} (type help)").format(text=text)

    def no_such_number(self, number: int, count: int) -> str:
        return self.tr("There is no move {number}: choose 1 to {count}").format(number=number, count=count)

    def refused(self, move: str, reason: str) -> str:
        return self.tr("Refused: {move}: {reason}").format(move=move, reason=reason)

    def hint(self, move: str) -> str:
        return self.tr("The hint plays {move}").format(move=move)

    def undone(self, count: int) -> str:
        return self.tr("Took back %n turn(s)", "", count)

    def cannot_undo(self) -> str:
        return self.tr("Nothing to take back: no move of yours, or a computer has answered it since "
                       "(--practice allows that)")

    def saved(self, path: str) -> str:
        return self.tr("Saved to {path}").format(path=path)

    def cannot_save(self, path: str, reason: str) -> str:
        return self.tr("Cannot save to {path}: {reason}").format(path=path, reason=reason)

    def game_over(self) -> str:
        return self.tr("Game over:")

    def final_score(self, player: str, points: int) -> str:
        return self.tr("{player}: {points}").format(player=player, points=points)

    def final_score_resigned(self, player: str, points: int, turn: int) -> str:
        return self.tr("{player}: {points} (resigned in turn {turn})").format(player=player, points=points,
                                                                             turn=turn)

    def stopped(self) -> str:
        return self.tr("Stopped before the end; the game is saved.")


@functools.cache
def terminal() -> Terminal:
    return Terminal()
