"""The tutorial's lesson: a two-player game on a fixed short deck against a gentle computer.

The player (seat 1) learns by doing, one step per turn: each :class:`Step` is
the turn the player should play (the card the deck gives, the cell, the
rotation, the settler or none) and the topic the window words. The computer
(seat 2) plays the fixed replies of :data:`REPLIES` (:class:`ScriptedPlayer`),
chosen so that the lesson's situations arise: its own trail scores, its card completes the player's
farm (which scores with a Surveyor's bonus and moves a Surveyor west, so that the computer's Robber east
of both goes home unscored while the player's Trapper stays), and a Robber on a trail that the player's
crossing ends together with the player's own (the scoring order matters there). The deck holds exactly
the lesson's cards, so the last step's card ends the game and the final scoring follows.

Everything here is checked against the engine by ``tests/test_tutorial.py``
(each step's move is legal and does what its topic says).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from newworld.ai import CancelFlag
from newworld.engine.catalog import Catalog, default_catalog
from newworld.engine.core import Core
from newworld.engine.game import Game
from newworld.engine.moves import Move


@attrs.frozen
class Step:
    """One turn of the player: ``topic`` (what it teaches, worded by the narration) and the move."""

    topic: str
    card: str  # the card the player draws (its id)
    move: str  # the move to play, in the save format's text
    # Other moves the step accepts: they teach the same and the rest of the lesson goes as with ``move``.
    also: tuple[str, ...] = ()


# The player's turns, in order (turns 1, 3, 5, ...).
STEPS: tuple[Step, ...] = (
    Step("place", "straight", "1,2/1"),  # lay a card, turned so the trail goes on
    Step("robber", "straight", "2,2/1 R0"),  # a Robber on the trail
    # The crossing ends the trail (turned either of two ways; a third fits but spoils step 7): it scores, a
    # Surveyor steps west.
    Step("complete", "cross3", "3,2/1", also=("3,2/0",)),
    Step("shopkeeper", "town-cap", "1,4/1 S0"),  # a Shopkeeper finishes New York: the Surveyors' bonus
    Step("farmer", "farm", "1,3/0 F0"),  # a Farmer on the farm
    Step("trapper", "straight-bison-bison", "1,0/0 T1", also=("1,0/0 T2",)),  # a Trapper on either prairie
    # The crossing ends two trails, the player's (on it, a Robber) and the computer's: scoring the
    # computer's first moves a Surveyor into the player's column 3 before the player's trail scores (+4).
    Step("order", "cross3", "3,3/0 R0 >1,0"),
    Step("final", "prairie", "2,0/0"),  # the last card: the final scoring
)
# The computer's turns (2, 4, 6, ...): its trail scores (a Surveyor steps west); its curve completes the
# player's farm (turn 12: 9 + 4), and the Surveyor that scoring moves sends its Robber at 1,5 home; its
# Robber at 2,3 waits for the player's crossing (turn 13).
REPLIES: tuple[tuple[str, str], ...] = (
    ("straight", "1,7/1"),
    ("straight", "2,7/1 R0"),
    ("cross3", "3,7/1"),
    ("curve", "1,5/1 R0"),  # a Robber in column 1: the Surveyors send it home (turn 12)
    ("farm-trail-turkey", "2,3/1 R1"),  # a Robber on a trail the player's crossing ends (step "order")
    ("curve", "2,4/2"),  # the eighth card around the player's farm
    ("curve", "2,6/0"),
)


@attrs.frozen
class Lesson:
    steps: tuple[Step, ...]
    replies: tuple[tuple[str, str], ...]

    def deck(self) -> list[str]:
        """The cards in the order they are drawn: the player's and the computer's, turn about."""
        out: list[str] = []
        for i, step in enumerate(self.steps):
            out.append(step.card)
            if i < len(self.replies):
                out.append(self.replies[i][0])
        return out

    def step_of_turn(self, turn: int) -> int | None:
        """The step (0 for the first) that turn ``turn`` (0 for the first) is, or None (a computer's turn)."""
        return turn // 2 if turn % 2 == 0 and turn // 2 < len(self.steps) else None

    def reply(self, turn: int) -> Move:
        """The computer's move in turn ``turn`` (0 for the first)."""
        return Move.from_str(self.replies[turn // 2][1])


LESSON = Lesson(STEPS, REPLIES)


def lesson_game(lesson: Lesson = LESSON, catalog: Catalog | None = None) -> Game:
    """A new game on the lesson's deck (two players; the player moves first)."""
    catalog = catalog or default_catalog()
    return Game.from_core(Core(catalog, 2, [catalog.by_id[card].index for card in lesson.deck()]))


def check_move(step: Step, move: Move) -> str:
    """What is wrong with ``move`` for ``step``: "" (nothing), ``cell``, ``rotation``, ``settler``
    (another settler or spot), ``no-settler`` (one was wanted), ``settler-unwanted`` or ``order``
    (the buildings it completes scored in another order than the step's)."""
    problems = [_problem(Move.from_str(text), move) for text in (step.move, *step.also)]
    return "" if "" in problems else problems[0]


def _problem(want: Move, move: Move) -> str:
    got, need = move.placement, want.placement
    if (got.x, got.y) != (need.x, need.y):
        return "cell"
    if got.rotation != need.rotation:
        return "rotation"
    if want.settler is None:
        if move.settler is not None:
            return "settler-unwanted"
    elif move.settler is None:
        return "no-settler"
    elif move.settler != want.settler:
        return "settler"
    return "" if move.chosen_order == want.chosen_order else "order"


class ScriptedPlayer:
    """The gentle computer: it plays the lesson's replies (any legal move if a reply does not fit); asked
    for the player's turn (the Hint), it suggests the step's move."""

    level = "easy"

    def __init__(self, lesson: Lesson = LESSON, seed: int = 0, move_time: float = 0.0) -> None:
        self.lesson = lesson

    def choose(self, game: Game, cancel: CancelFlag | None = None) -> Move:
        step = self.lesson.step_of_turn(game.turn)
        move = self.lesson.reply(game.turn) if step is None else Move.from_str(self.lesson.steps[step].move)
        if game.is_legal(move):
            return move
        return next(iter(game.legal_moves()))


def scripted_factory(lesson: Lesson = LESSON) -> Callable[..., ScriptedPlayer]:
    """A player factory (``(level, seed=, move_time=, workers=)``, like ``make_player``): the scripted computer."""

    def make(level: str, seed: int = 0, move_time: float = 0.0, **_options: object) -> ScriptedPlayer:
        return ScriptedPlayer(lesson, seed, move_time)

    return make
