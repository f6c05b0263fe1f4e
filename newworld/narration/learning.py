"""What the learning windows say: the statistics, the replay viewer, the review, the tutorial."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PySide6.QtCore import QObject

from newworld.engine.moves import Move
from newworld.narration.messages import began_text
from newworld.narration.numbers import decimal_text
from newworld.words.names import cell_name, is_you, role_name


class Learning(QObject):
    """Translation context ``Learning``."""

    # --- statistics ------------------------------------------------------------------

    def tutorial_not_saved(self) -> str:
        """Why Save does nothing during the tutorial (after "Cannot save: ")."""
        return self.tr("the tutorial's game is not saved")

    def stats_recorded(self) -> str:
        return self.tr("The game was added to your statistics.")

    def stats_failed(self, reason: str) -> str:
        return self.tr("The game could not be added to your statistics: {reason}").format(reason=reason)

    def stats_kept(self, reason: str) -> str:
        return self.tr("The game could not be added to your statistics yet ({reason}). It is kept and will be "
                       "added later.").format(reason=reason)

    def stats_caught_up(self, games: int) -> str:
        return self.tr("Added %n game(s) kept earlier to your statistics.", "", games)

    def stats_waiting(self, games: int) -> str:
        return self.tr("%n finished game(s) could not be added yet and are not counted here; they are kept and "
                       "will be added later.", "", games)

    def stats_loading(self) -> str:
        return self.tr("Reading the statistics…")

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

    def finished_game(self, began: str, players: Sequence[str], scores: Sequence[int]) -> str:
        """A finished game in the list to replay: ``3/12/26 14:05 · Ada 124, Ben 170``."""
        each = ", ".join(self.tr("{player} {points}").format(player=name, points=points)
                         for name, points in zip(players, scores, strict=False))
        return self.tr("{date} · {scores}").format(date=began_text(began), scores=each)

    def recent_games_heading(self) -> str:
        return self.tr("Recent finished games (double-click one to replay it):")

    def replay_turn(self, turn: int, turns: int) -> str:
        return self.tr("Turn {turn} of {turns}").format(turn=turn, turns=turns)

    def turn_axis(self) -> str:
        return self.tr("turn")

    def replay_cannot_open(self, file: str, reason: str) -> str:
        return self.tr("Cannot replay {file}: {reason}").format(file=file, reason=reason)

    # --- the review ----------------------------------------------------------------------

    def review_title(self, name: str) -> str:
        if is_you(name):
            return self.tr("Review of your game")
        return self.tr("Review of {name}'s game").format(name=name)

    def review_running(self, done: int, total: int) -> str:
        return self.tr("Looking at turn {done} of {total} with the computer's eyes…").format(done=done + 1,
                                                                                             total=total)

    def review_done(self, turns: int, best: int, lost: float) -> str:
        return self.tr("%n turn(s) reviewed: the best move found in {best}; {lost} points of expected lead lost "
                       "in all.", "", turns).format(best=best, lost=decimal_text(lost))

    def review_stopped(self, turns: int) -> str:
        return self.tr("Review stopped after %n turn(s).", "", turns)

    def review_failed(self) -> str:
        return self.tr("The review failed; the log file says why.")

    def review_costliest(self, turns: str) -> str:
        return self.tr("The costliest turns: {turns}").format(turns=turns)

    def review_turn(self, number: int, loss: float) -> str:
        if loss <= 0:
            return self.tr("Turn {number}: the best move the computer found. Well played!").format(number=number)
        return self.tr("Turn {number}: about {loss} points of expected lead lost. The better move is shown "
                       "as a ghost on the board.").format(number=number, loss=decimal_text(loss))

    def review_move(self, move: Move) -> str:
        """A move in the review's table, short: ``column 3, row 3 · 180° · Robber · order 2, 1`` (its tooltip has the
        log's sentence)."""
        p = move.placement
        parts = [cell_name(p.x, p.y), f"{90 * p.rotation}°"]
        if move.settler is not None:
            parts.append(role_name(move.settler.kind))
        if move.chosen_order is not None:
            parts.append(self.tr("order {order}").format(order=", ".join(str(i + 1) for i in move.chosen_order)))
        return " · ".join(parts)

    def review_played(self, text: str) -> str:
        return self.tr("Played: {move}").format(move=text)

    def review_better(self, text: str) -> str:
        return self.tr("Better: {move}").format(move=text)

    # --- the tutorial --------------------------------------------------------------------

    def tutorial_you(self) -> str:
        return self.tr("You")

    def tutorial_computer(self) -> str:
        return self.tr("Gentle")

    def tutorial_offer(self) -> str:
        return self.tr("New to New World? A short tutorial teaches the game by playing it (about five minutes). "
                       "You can leave it at any time, and find it again under Help ▸ Tutorial.")

    def colour_name(self, colour: str) -> str:
        """A player colour's word (``red``, ``orange``: the keys of ``gui.palette.COLOUR_NAMES``), in the form
        the tutorial's welcome says it in."""
        words = {
            "red": self.tr("red", "colour, as in the tutorial's welcome"),
            "blue": self.tr("blue", "colour, as in the tutorial's welcome"),
            "yellow": self.tr("yellow", "colour, as in the tutorial's welcome"),
            "purple": self.tr("purple", "colour, as in the tutorial's welcome"),
            "black": self.tr("black", "colour, as in the tutorial's welcome"),
            "orange": self.tr("orange", "colour, as in the tutorial's welcome"),
            "pink": self.tr("pink", "colour, as in the tutorial's welcome"),
        }
        return words[colour]

    def tutorial_step(self, topic: str, you: str = "red", computer: str = "blue") -> str:
        """What to do in the step about ``topic`` (the board highlights where); ``you`` and ``computer``: the
        colours the player sees (keys of :meth:`colour_name`)."""
        texts = {
            "place": self.tr("Welcome! You are {you}; a gentle computer plays {computer}. Lay your first card: drag "
                             "the trail from your hand onto the highlighted cell by the coast. Turn it with R (or a "
                             "right click) until its trail goes on from the coast's trail, then press Enter.").format(
                you=self.colour_name(you), computer=self.colour_name(computer)),
            "robber": self.tr("Claim the trail: lay this trail on the highlighted cell, then click the marker on its "
                              "trail. A settler on a trail is a Robber. Press Enter."),
            "complete": self.tr("Finish your trail: the crossing on the highlighted cell ends it (press Enter, no "
                                "settler). A finished trail scores at once, 1 point per card, for the most Robbers "
                                "on it; your Robber comes home, and a Surveyor steps one column west."),
            "shopkeeper": self.tr("Claim a town: lay the town piece against New York on the highlighted cell and "
                                  "click the marker in the town: a Shopkeeper. The town is finished at once: 2 points "
                                  "per card, plus 4 for each Surveyor standing in your Shopkeeper's column."),
            "farmer": self.tr("Claim a farm: lay the farm on the highlighted cell and click the marker on the "
                              "farmhouse: a Farmer. A farm is complete once all eight spaces around it hold cards "
                              "(the coast's spaces count): then it scores 9, plus 4 for each Surveyor standing in "
                              "your Farmer's column."),
            "trapper": self.tr("Claim a prairie: lay this card on the highlighted cell and click the marker on the "
                               "plains (a Trapper, lying down). Trappers stay to the end and score 1 per animal on "
                               "their prairie. Then watch the computer: its card completes your farm."),
            "order": self.tr("The computer's card completed your farm: 9 points, plus 4 for the Surveyor in your "
                             "Farmer's column 1, makes 13, and your Farmer came home. That scoring moved the Surveyor "
                             "to column 2: the computer's Robber east of both went home unscored, your Trapper "
                             "stayed. Now lay the crossing on the highlighted cell, a Robber on its north trail: it "
                             "ends your trail and the computer's, and you choose the scoring order. Each scoring "
                             "moves a Surveyor west, so score the computer's first (Down, then OK): your Robber in "
                             "column 3 then gets +4."),
            "final": self.tr("Lay the last card on the highlighted cell: the game ends and the final scoring counts "
                             "everything unfinished and the prairies."),
        }
        return texts[topic]

    def tutorial_done(self) -> str:
        return self.tr("Well done: that was the whole game! The table shows the final scoring. Start a real game "
                       "whenever you like.")

    def tutorial_progress(self, step: int, steps: int) -> str:
        return self.tr("Tutorial — step {step} of {steps}").format(step=step, steps=steps)

    def tutorial_problem(self, problem: str, topic: str) -> str:
        """Why the player's move is not the step's, and what to do instead."""
        settler = {
            "robber": self.tr("a Robber on the trail"), "shopkeeper": self.tr("a Shopkeeper in the town"),
            "farmer": self.tr("a Farmer on the farmhouse"), "trapper": self.tr("a Trapper on the plains"),
        }.get(topic, "")
        texts = {
            "cell": self.tr("Not there: this step's card goes on the highlighted cell."),
            "rotation": self.tr("The right cell, but this step wants the card turned another way: it is turned "
                                "that way now."),
            "settler": self.tr("That is another spot: this step wants {settler}.").format(settler=settler),
            "no-settler": self.tr("Put a settler on the card first: this step wants {settler}.").format(
                settler=settler),
            "settler-unwanted": self.tr("No settler this time: click your settler again to take it back."),
            "order": self.tr("In that order your trail scores first, while no Surveyor stands in your Robber's "
                             "column 3: no bonus. Lay the crossing again and move your trail down the list: scored "
                             "second, it gets +4 from the Surveyor that has just stepped into column 3."),
        }
        return texts[problem]


@functools.cache
def learning() -> Learning:
    return Learning()
