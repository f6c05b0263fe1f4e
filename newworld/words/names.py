"""The names a player reads for the things of the game: feature kinds, roles, the parts of
a points expression, the lines of the final breakdown, computer levels, cards.

This is the one table of display names: the rules (:mod:`newworld.engine.rules`)
name each kind and role by a key; here each key gets its words, through Qt's
translation (context ``Names``).
"""

from __future__ import annotations

import functools

from newworld.engine.catalog import CardType
from newworld.engine.rules import CATEGORIES, FARM, KINDS, PLAINS, SURVEYOR_CATEGORY, TOWN, TRAIL, Category, Label
from newworld.savegame.model import SEAT_LEVELS
from newworld.savegame.play import CHESS, PER_TURN, ClockSetting
from newworld.words.translate import Words, translate


class Names(Words):
    """Translation context ``Names``. Each table lists one entry per feature kind, in the
    order of :data:`newworld.engine.rules.KINDS`; a test checks that every kind has one."""

    def features(self) -> dict[int, str]:
        """The feature, capitalised, as a heading: "Trail"."""
        return {PLAINS: self.tr("Plains"), TRAIL: self.tr("Trail"), TOWN: self.tr("Town"), FARM: self.tr("Farm")}

    def scored(self) -> dict[int, str]:
        """The feature as the head of a completed building's points: "trail: 3 cards = 3"."""
        return {PLAINS: self.tr("plains"), TRAIL: self.tr("trail"), TOWN: self.tr("town"), FARM: self.tr("farm")}

    def unfinished(self) -> dict[int, str]:
        """The head of the points of the final scoring: "unfinished trail: 2 cards = 2"."""
        return {PLAINS: self.tr("plains"), TRAIL: self.tr("unfinished trail"), TOWN: self.tr("unfinished town"),
                FARM: self.tr("unfinished farm")}

    def roles(self) -> dict[int, str]:
        return {PLAINS: self.tr("Trapper"), TRAIL: self.tr("Robber"), TOWN: self.tr("Shopkeeper"),
                FARM: self.tr("Farmer")}

    def roles_with_article(self) -> dict[int, str]:
        """A role after "with": "with a Robber on it"."""
        return {PLAINS: self.tr("a Trapper"), TRAIL: self.tr("a Robber"), TOWN: self.tr("a Shopkeeper"),
                FARM: self.tr("a Farmer")}

    def categories(self) -> dict[Category, str]:
        """The lines of the final breakdown."""
        return {
            Category(TRAIL, True): self.tr("Trails"), Category(TOWN, True): self.tr("Towns"),
            Category(FARM, True): self.tr("Farms"), SURVEYOR_CATEGORY: self.tr("Surveyors"),
            Category(TRAIL, False): self.tr("Unfinished trails"), Category(TOWN, False): self.tr("Unfinished towns"),
            Category(FARM, False): self.tr("Unfinished farms"), Category(PLAINS, False): self.tr("Plains"),
        }

    def part(self, label: Label, count: int) -> str:
        """One part of a points expression: "3 cards", "1 Trading Post", "completed farm"."""
        if label == Label.CARDS:
            return self.tr("%n card(s)", "", count)
        if label == Label.TRADING_POSTS:
            return self.tr("%n Trading Post(s)", "", count)
        if label == Label.TOWN_FLAGS:
            return self.tr("%n Town Flag(s)", "", count)
        if label == Label.ANIMALS:
            return self.tr("%n animal(s)", "", count)
        if label == Label.SURVEYORS:
            return self.tr("%n Surveyor(s)", "", count)
        return self.tr("completed farm")

    def levels(self) -> dict[str, str]:
        # "baseline" (the frozen Hard of 0.1.0) plays only in the arena, but its saved games open in the window.
        return {"random": self.tr("Random"), "easy": self.tr("Easy"), "medium": self.tr("Medium"),
                "hard": self.tr("Hard"), "expert": self.tr("Expert"), "baseline": self.tr("Baseline (Hard of 0.1.0)")}

    def clock(self, setting: ClockSetting) -> str:
        """How a game is timed, short: "Off", "1 min a turn", "Chess clock 10 min + 10 s"."""
        if setting.kind == PER_TURN:
            return self.tr("{time} a turn").format(time=self.duration(setting.seconds))
        if setting.kind == CHESS:
            return self.tr("Chess clock {time} + {increment} s").format(time=self.duration(setting.seconds),
                                                                       increment=setting.increment)
        return self.tr("Off")

    def duration(self, seconds: int) -> str:
        """A clock's time, short: "30 s", "2 min", "1 min 30 s"."""
        minutes, rest = divmod(seconds, 60)
        if not minutes:
            return self.tr("{seconds} s").format(seconds=rest)
        if not rest:
            return self.tr("{minutes} min").format(minutes=minutes)
        return self.tr("{minutes} min {seconds} s").format(minutes=minutes, seconds=rest)

    def cell(self, x: int, y: int) -> str:
        """A cell as the board labels it: its column (the numbers above and below the cards) and its row
        (the numbers beside them)."""
        return self.tr("column {column}, row {row}").format(column=x, row=y)

    def you(self) -> str:
        """The name that makes a sentence speak to the player: "You place", "Your turn"."""
        return self.tr("You")


@functools.cache
def names() -> Names:
    return Names()


def feature_name(kind: int) -> str:
    return names().features()[kind]


def scored_name(kind: int) -> str:
    """A feature in a sentence: "trail"."""
    return names().scored()[kind]


def role_name(kind: int) -> str:
    return names().roles()[kind]


def cell_name(x: int, y: int) -> str:
    """The one way a cell is named to a player, as the board labels it: "column 7, row 2"."""
    return names().cell(x, y)


def category_name(category: Category) -> str:
    return names().categories()[category]


def level_name(level: str) -> str:
    return names().levels().get(level, level)


def clock_name(setting: ClockSetting) -> str:
    return names().clock(setting)


def duration_text(seconds: int) -> str:
    """A clock's time, short: "30 s", "2 min"."""
    return names().duration(seconds)


def card_name(card: CardType) -> str:
    """A card's name from the catalog, translated if a translation lists it (context ``Cards``)."""
    return translate("Cards", card.name)


def you_name() -> str:
    """The name of the seat spoken to ("You", in the language shown)."""
    return names().you()


def is_you(name: str) -> bool:
    """A seat named "You" (in the language shown) is spoken to: "You place", not "You places"."""
    return name.strip().casefold() == you_name().casefold()


def check_complete() -> list[str]:
    """Kinds, categories or computer levels without words (a test asks for none)."""
    n = names()
    missing = [f"{table.__name__} {k.name}" for table in (n.features, n.scored, n.unfinished, n.roles,
                                                          n.roles_with_article) for k in KINDS if k.kind not in table()]
    missing += [f"category {c}" for c in CATEGORIES if c not in n.categories()]
    missing += [f"level {level}" for level in SEAT_LEVELS if level not in n.levels()]
    return missing
