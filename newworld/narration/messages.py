"""What the controller and the window tell the player about the game: notices, prompts,
questions, results, errors (a saved game's failure is worded from its kind, with the save
format's own one-line technical detail after it in brackets, for bug reports)."""

from __future__ import annotations

import datetime
import functools
from collections.abc import Sequence

from PySide6.QtCore import QDate, QLocale, QObject, QTime

from newworld.engine.errors import MoveError, MoveProblem
from newworld.savegame.errors import SaveGameError, SaveProblem
from newworld.words.names import cell_name, is_you, level_name, names, role_name, scored_name

RESIGNED = "resigned"  # a seat's kind as the side panel shows it once its player resigned (a computer plays it)


class Messages(QObject):
    """Translation context ``Messages``."""

    # --- the controller -------------------------------------------------------------

    def cannot_start(self, reason: str) -> str:
        return self.tr("Cannot start the game: {reason}").format(reason=reason)

    def opened(self, file: str, finished: bool, turn: int, resumed: bool, copy: bool = False) -> str:
        """After opening a file (``resumed``: the autosave of last time, whose name means nothing;
        ``copy``: another window plays the game, so it goes on here as a copy)."""
        if copy:
            if finished:
                return self.tr("This game is open in another window too: it goes on here as a copy (finished)")
            return self.tr("This game is open in another window too: it goes on here as a copy (turn {turn})"
                           ).format(turn=turn)
        if resumed:
            if finished:
                return self.tr("Resumed your last game (finished)")
            return self.tr("Resumed your last game (turn {turn})").format(turn=turn)
        if finished:
            return self.tr("Opened {file} (finished)").format(file=file)
        return self.tr("Opened {file} (turn {turn})").format(file=file, turn=turn)

    def not_your_turn(self) -> str:
        return self.tr("It is not a human player's turn.")

    def illegal_move(self, move: str, reason: str) -> str:
        return self.tr("Illegal move {move}: {reason}").format(move=move, reason=reason)

    def refused_move(self, move: str, error: MoveError) -> str:
        """A move a game session refused: not this player's turn, or against the rules."""
        if error.problem is MoveProblem.NOT_YOUR_TURN:
            return self.not_your_turn()
        return self.illegal_move(move, self.move_error(error))

    def move_error(self, error: MoveError) -> str:
        """Why the engine refuses a move: a sentence for the player, then the technical detail."""
        sentences = {
            MoveProblem.MALFORMED: self.tr("That is not a move of this game."),
            MoveProblem.GAME_OVER: self.tr("The game is over."),
            MoveProblem.OFF_THE_MAP: self.tr("Cards lie west of the coast and within the map."),
            MoveProblem.OCCUPIED: self.tr("A card already lies there."),
            MoveProblem.NOT_TOUCHING: self.tr("A card must touch a card or a starting space."),
            MoveProblem.EDGES_DIFFER: self.tr("The card's edges must continue the land next to it."),
            MoveProblem.NO_SETTLER_LEFT: self.tr("No settler is left in the supply."),
            MoveProblem.FEATURE_TAKEN: self.tr("A settler already stands there."),
            MoveProblem.SCORING_ORDER: self.tr("That scoring order does not match the completed buildings."),
            MoveProblem.NOTHING_TO_UNDO: self.tr("There is no turn to take back."),
            MoveProblem.NOT_YOUR_TURN: self.not_your_turn(),
        }
        return self.tr("{sentence} ({detail})").format(sentence=sentences[error.problem], detail=error.detail)

    def computer_failed(self, reason: str) -> str:
        return self.tr("The computer player failed ({reason}); it plays a random move instead.").format(reason=reason)

    def cannot_open(self, file: str, reason: str) -> str:
        return self.tr("Cannot open {file}: {reason}").format(file=file, reason=reason)

    def save_error(self, error: SaveGameError) -> str:
        """Why a saved game cannot be read or written: a sentence for the player, then the technical detail."""
        sentences = {
            SaveProblem.NOT_A_SAVE: self.tr("This file is not a New World saved game."),
            SaveProblem.NEWER: self.tr("This game was saved by a newer version of New World; update the game to "
                                       "open it."),
            SaveProblem.CARD_SET: self.tr("This game was played with a card set this version of New World does not "
                                          "have."),
            SaveProblem.TOO_LARGE: self.tr("The file is far too large to be a saved game."),
            SaveProblem.DAMAGED: self.tr("The saved game is damaged."),
            SaveProblem.UNREADABLE: self.tr("The file cannot be read."),
            SaveProblem.UNWRITABLE: self.tr("The file cannot be written."),
            SaveProblem.SETUP: self.tr("A saved game cannot hold these players or this seed."),
        }
        return self.tr("{sentence} ({detail})").format(sentence=sentences[error.problem], detail=error.detail)

    def cannot_save(self, reason: str) -> str:
        return self.tr("Cannot save: {reason}").format(reason=reason)

    def card_does_not_fit(self) -> str:
        return self.tr("The card does not fit there: drop it on an outlined cell.")

    def saved(self, file: str) -> str:
        return self.tr("Saved to {file}").format(file=file)

    def autosave_failed(self, reason: str) -> str:
        return self.tr("Autosave failed: {reason}").format(reason=reason)

    def damaged_autosave(self, file: str, reason: str, where: str, kept: bool) -> str:
        """An autosave that cannot be opened: set aside under a new name (``kept``) or left in its folder."""
        if kept:
            return self.tr("The autosave {file} cannot be opened and is kept as {where}. {reason}").format(
                file=file, reason=reason, where=where)
        return self.tr("The autosave {file} cannot be opened and stays in {where}. {reason}").format(
            file=file, reason=reason, where=where)

    def autosave_works(self) -> str:
        return self.tr("Autosave works again.")

    def turn_command(self, x: int, y: int) -> str:
        """The undo stack's name for a turn."""
        return self.tr("Place card at {cell}").format(cell=cell_name(x, y))

    # --- the window -------------------------------------------------------------------

    def window_title(self, file: str | None, dirty: bool) -> str:
        name = file or self.tr("untitled")
        if dirty:
            return self.tr("New World — {file}*").format(file=name)
        return self.tr("New World — {file}").format(file=name)

    def game_name(self, created: str, players: Sequence[str]) -> str:
        """A game without a file of its own (opened from an autosave) named by when it began and who played:
        ``3 Dec 2026 14:05 · Ada, Ben``."""
        return self.tr("{date} · {players}").format(date=began_text(created), players=", ".join(players))

    def abandon_question(self) -> str:
        return self.tr("Abandon the game in progress? (It stays in the autosave.)")

    def resume_heading(self, future: bool) -> str:
        """The start-up prompt's question for the newest unfinished autosave (``future``: its file
        is dated in the future, so it may not be the game from last time)."""
        if future:
            return self.tr("Resume an unfinished game?")
        return self.tr("Resume the unfinished game from last time?")

    def resume_details(self, turn: int, cards_left: int, when: str) -> str:
        """Under the question: ``Turn 12 · 58 cards left · played yesterday at 21:40``."""
        return self.tr("Turn {turn} · %n card(s) left · {when}", "", cards_left).format(turn=turn, when=when)

    def played_when(self, played_at: float, now: float, future: bool) -> str:
        """When the offered game was last played, in the player's words and local time."""
        if future:
            return self.tr("its file is dated in the future, so when it was played is not known")
        played = datetime.datetime.fromtimestamp(played_at).astimezone()
        today = datetime.datetime.fromtimestamp(now).astimezone().date()
        locale = QLocale()
        time = locale.toString(QTime(played.hour, played.minute), QLocale.FormatType.ShortFormat)
        if now - played_at < 60:
            return self.tr("played just now")
        if played.date() == today:
            return self.tr("played today at {time}").format(time=time)
        if played.date() == today - datetime.timedelta(days=1):
            return self.tr("played yesterday at {time}").format(time=time)
        date = locale.toString(QDate(played.year, played.month, played.day), QLocale.FormatType.LongFormat)
        return self.tr("played on {date} at {time}").format(date=date, time=time)

    def turn_is_final(self) -> str:
        """Undo refused: the last turn has been answered by a computer."""
        return self.tr("That turn is final: a computer has played since. (To take turns back for practice: "
                       "Game ▸ Preferences.)")

    def practice_note(self, turns: int) -> str:
        """Under the final table of a game in which turns were taken back after the computers moved."""
        return self.tr("Practice game: %n turn(s) taken back after the computers had played.", "", turns)

    def resigned_note(self, player: str, turn: int, level: str) -> str:
        """Under the final table: who resigned, when, and which computer played on for them."""
        if is_you(player):
            return self.tr("You resigned in turn {turn}; a computer ({level}) played your seat from then on.").format(
                turn=turn, level=level_name(level))
        return self.tr("{player} resigned in turn {turn}; a computer ({level}) played the seat from then on.").format(
            player=player, turn=turn, level=level_name(level))

    def resigned_name(self, player: str) -> str:
        """A resigned player's name over their column of the final table."""
        return self.tr("{player} (resigned)").format(player=player)

    def replace_read_only(self, file: str) -> str:
        return self.tr("{file} is read-only. Replace it with this game anyway?").format(file=file)

    def autosave_problem(self, reason: str) -> str:
        """The box when autosaving fails (once per failure; the game goes on)."""
        return self.tr("The game could not be autosaved: {reason}\n\nThe game goes on. To keep it, use "
                       "Game → Save as… (autosave tries again after every turn).").format(reason=reason)

    def open_failed(self, file: str, reason: str) -> str:
        return self.tr("{file} cannot be opened: {reason}").format(file=file, reason=reason)

    def save_failed(self, file: str, reason: str) -> str:
        return self.tr("The game was not saved to {file}: {reason}").format(file=file, reason=reason)

    def fit_offer(self) -> str:
        """The status line's offer while the player has moved the board by hand (it no longer follows the game)."""
        return self.tr("F: fit the board")

    def hint(self, cell: tuple[int, int], lesson: bool = False) -> str:
        """The status bar's line while the hint shows on ``cell`` (``lesson``: in the tutorial, the step's move)."""
        if lesson:
            return self.tr("Hint ({cell}): this is the move this step asks for. Enter or Hint again plays it."
                           ).format(cell=cell_name(*cell))
        return self.tr("Hint ({cell}): this is where the Medium computer would play. Enter or Hint again plays "
                       "it.").format(cell=cell_name(*cell))

    def hint_reason(self, scored: tuple[str, int] | None, settler_kind: int | None) -> str:
        """Why the hint: "Completes your town: +8", "Claims this trail with a Robber", or a card that
        keeps the settlers; ``settler_kind``: the feature a settler claims, if the move places one."""
        if scored is not None:
            return self.tr("Completes your {feature}: +{points}").format(feature=scored[0], points=scored[1])
        if settler_kind is not None:
            return self.tr("Claims the {feature} with {role}").format(
                feature=scored_name(settler_kind), role=names().roles_with_article()[settler_kind])
        return self.tr("Lays the card and keeps your settlers for a better spot")

    def hint_play(self) -> str:
        return self.tr("Enter: play it")

    def no_hint(self, reason: str) -> str:
        return self.tr("No hint: {reason}").format(reason=reason)

    def turn_of(self, player: str) -> str:
        """The notice when the screen passes to another human in a hot-seat game."""
        if is_you(player):
            return self.tr("Your turn")
        return self.tr("{player}'s turn").format(player=player)

    def time_ran_out(self, player: str) -> str:
        """The notice on the board when the computer has played the turn of a player out of time."""
        if is_you(player):
            return self.tr("Your time ran out: the computer played your turn")
        return self.tr("{player}'s time ran out: the computer played their turn").format(player=player)

    def sound_switched(self, on: bool) -> str:
        """The status line after M (or View → Sound)."""
        return self.tr("Sound on") if on else self.tr("Sound off (M turns it on)")

    def thinking(self, player: str | None = None) -> str:
        if player is None:
            return self.tr("Thinking…")
        if is_you(player):  # a seat spoken to that a computer plays: its player resigned
            return self.tr("The computer is thinking for you…")
        return self.tr("{player} is thinking…").format(player=player)

    def prompt(self, state: str, player: str = "", settler_kind: int | None = None) -> str:
        """The turn box's advice; ``state`` is one of ``no-game``, ``over``, ``computer``,
        ``final`` (the final scoring is being shown), ``place``, ``settler`` (a settler may be chosen)
        and ``confirm``."""
        if state == "no-game":
            return self.tr("Start a new game (Ctrl+N).")
        if state == "over":
            return self.tr("The game is over.")
        if state == "computer":
            if is_you(player):
                return self.tr("The computer is playing for you…")
            return self.tr("{player} is playing…").format(player=player)
        if state == "final":
            return self.tr("Final scoring: the buildings still open score now…")
        if state == "place":
            return self.tr("<b>{player}</b>: drag the card from the hand onto an outlined cell, or click a cell."
                           ).format(player=player)
        if state == "settler" and settler_kind is not None:
            return self.tr("Settler: <b>{role}</b>. Confirm with Enter.").format(role=role_name(settler_kind))
        if state == "settler":
            return self.tr("Pick a settler marker (or none), then confirm with Enter.")
        return self.tr("Confirm with Enter, or take the card back (Ctrl+Z).")

    def cards_left(self, count: int) -> str:
        return self.tr("Cards left: {count}").format(count=count)

    def remaining_title(self, count: int) -> str:
        return self.tr("Remaining cards: {count}").format(count=count)

    def remaining_heading(self, count: int) -> str:
        return self.tr("%n card(s) still in the stack", "", count)

    def winners(self, players: Sequence[str], together: str) -> str:
        """The end-of-game heading; ``together`` is the names joined ("Ada and Ben")."""
        if len(players) == 1 and is_you(players[0]):
            return self.tr("You win!")
        if len(players) == 1:
            return self.tr("{player} wins!").format(player=players[0])
        return self.tr("{players} win!").format(players=together)

    def seat_kind(self, kind: str, level: str) -> str:
        """Who plays a seat: "Human", "Computer · Easy", or for one who resigned "Resigned · Easy"."""
        if kind == "human":
            return self.tr("Human")
        if kind == RESIGNED:
            return self.tr("Resigned · {level}").format(level=level_name(level))
        return self.tr("Computer · {level}").format(level=level_name(level))

    def seat_kind_help(self, kind: str, level: str) -> str:
        """What choosing ``kind`` (and ``level``) for a seat means, for the New game panel's list."""
        if kind == "human":
            return self.tr("A person at this screen: the seats take turns at it.")
        return {
            "easy": self.tr("Takes the turn that scores most at once. A gentle start."),
            "medium": self.tr("Weighs what every building may still bring. A fair game."),
            "hard": self.tr("Looks a few turns ahead, about a second a move. A strong opponent."),
            "expert": self.tr("Looks further ahead, about three seconds a move on every core. A real fight."),
        }.get(level, "")

    def no_settlers(self, short: bool = False) -> str:
        return self.tr("no settlers") if short else self.tr("no settlers left")

    def score_track(self, score: int, lap_length: int) -> str:
        """Where a score stands on the board's track: ``track 12 · lap 2``."""
        laps = score // lap_length
        if laps:
            return self.tr("track {space} · lap {lap}").format(space=score % lap_length, lap=laps + 1)
        return self.tr("track {space}").format(space=score % lap_length)

    def lap(self, score: int, lap_length: int) -> str:
        laps = score // lap_length
        return self.tr("lap {lap}").format(lap=laps + 1) if laps else ""

    def supply(self, count: int) -> str:
        return self.tr("%n in supply", "", count)

    def hand_title(self, placed: bool, supply: int, owner: str = "", settler: int | None = None) -> str:
        """The hand's heading; ``owner`` names the seat when several humans share the screen; ``settler``:
        the kind of feature the settler chosen claims (it stands on the card)."""
        if not placed and owner and not is_you(owner):
            return self.tr("{player}'s card — drag it").format(player=owner)
        if not placed:
            return self.tr("Your card — drag it")
        if settler is not None:
            return self.tr("Settler: {role}").format(role=role_name(settler))
        return self.tr("Settler") if supply else self.tr("No settlers left")

    def pace(self, pace: str) -> str:
        """A speed of showing a computer's turn, in Preferences."""
        return {"instant": self.tr("Instant"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}[pace]

    def pace_label(self) -> str:
        return self.tr("Computer's turns:")

    def pace_help(self) -> str:
        return self.tr("How a computer's turn is shown: at once, or step by step (its card, its settler, "
                       "then each scoring with its points).")

    def speed_group(self) -> str:
        """The Preferences box that holds both speeds."""
        return self.tr("Speed")

    def movement_label(self) -> str:
        return self.tr("Card movements:")

    def movement_help(self) -> str:
        return self.tr("How fast cards, settlers and Surveyors glide into place, and points float up "
                       "(off: they jump).")

    def movement_ends(self) -> tuple[str, str]:
        """The two ends of the movements slider."""
        return self.tr("Off"), self.tr("Slow")

    def hand_help(self, placed: bool, choices: bool) -> str:
        if not placed:
            return self.tr("R / right click: rotate")
        if choices:
            return self.tr("Drag or click a marker\nSpace: none · Enter: confirm")
        return self.tr("Enter: confirm\nCtrl+Z: take back")

    # --- for screen readers (accessible names, descriptions and announcements) ---------

    def player_summary(self, name: str, kind: str, level: str, score: int, supply: int, playing: bool,
                       winner: bool) -> str:
        """A player row read aloud: "Ada, Computer · Easy: 23 points, 4 settlers in supply, playing now"."""
        text = self.tr("{player}, {who}: %n point(s)", "", score).format(player=name, who=self.seat_kind(kind, level))
        text += self.tr(", %n settler(s) in supply", "", supply)
        if winner:
            text += self.tr(", winner")
        elif playing:
            text += self.tr(", playing now")
        return text

    def hand_summary(self, card: str | None, cell: tuple[int, int] | None, rotation: int, settler: int | None) -> str:
        """The card in hand read aloud, with where the turn stands (``cell``: where it is laid, if it is)."""
        if card is None:
            return self.tr("No card in hand")
        where = (self.tr("laid on {cell}, turned {degrees}°").format(cell=cell_name(*cell), degrees=90 * rotation)
                 if cell is not None else self.tr("in hand, turned {degrees}°").format(degrees=90 * rotation))
        text = self.tr("Card: {card}, {where}").format(card=card, where=where)
        if cell is not None:
            text += (self.tr(", no settler") if settler is None
                     else self.tr(", settler: {role}").format(role=role_name(settler)))
        return text

    def board_help(self) -> str:
        return self.tr("The board. Arrow keys: lay the card on the next cell where it fits; R: turn it; Tab: the "
                       "next place for a settler; Space: no settler; Enter: confirm the turn.")

    def announce_turn(self, player: str, computer: bool) -> str:
        """Said by the screen reader when the turn passes."""
        if is_you(player):
            return self.tr("Your turn")
        if computer:
            return self.tr("{player}'s turn (computer)").format(player=player)
        return self.tr("{player}'s turn").format(player=player)


def began_text(created: str) -> str:
    """A file's ``created`` time (UTC ISO 8601) in local time, short, in the player's locale; as it is if it
    cannot be read."""
    try:
        began = datetime.datetime.fromisoformat(created.replace("Z", "+00:00")).astimezone()
    except ValueError:
        return created
    locale = QLocale()
    date = locale.toString(QDate(began.year, began.month, began.day), QLocale.FormatType.ShortFormat)
    return f"{date} {locale.toString(QTime(began.hour, began.minute), QLocale.FormatType.ShortFormat)}"


@functools.cache
def messages() -> Messages:
    return Messages()
