"""Every sentence a player reads, made from the game's value objects, through Qt's translation.

The engine and the saved-game format report data (:mod:`newworld.engine.values`);
the words are made here, in one module per kind of text, each a QObject
subclass whose name is the translation context (``pyside6-lupdate`` finds the
``self.tr()`` calls; see ``tools/translations.py``):

* :mod:`~newworld.words.names` — names of kinds, roles, breakdown lines, levels, cards;
* :mod:`~newworld.words.scoring` — points expressions, hover texts, buildings;
* :mod:`~newworld.words.log` — the game log (moves, events, final scores);
  (these three need no Qt: :mod:`newworld.words`, re-exported here)
* :mod:`~newworld.narration.messages` — what the controller and the window say;
* :mod:`~newworld.narration.report` — the command-line reports;
* :mod:`~newworld.narration.network` — network play: the lobby, the connection, the chat, refusals.
* :mod:`~newworld.narration.learning` — the statistics, replay, review and tutorial windows.

The window's fixed labels (menus, buttons, tool tips) are translated where the
widgets are made, with their class as the context.
"""

from newworld.narration.learning import learning
from newworld.narration.messages import RESIGNED, messages
from newworld.narration.network import CLOSED, CONNECTED, CONNECTING, RECONNECTING, network
from newworld.narration.numbers import decimal_text, number_text, percent_text
from newworld.narration.rules import player_rules
from newworld.narration.translation import ensure_application, install, language_name
from newworld.words.languages import available_languages
from newworld.words.log import (
    GAME_LOG,
    event_lines,
    final_lines,
    history_lines,
    move_line,
    names_together,
    turn_lines,
)
from newworld.words.names import (
    card_name,
    category_name,
    cell_name,
    clock_name,
    duration_text,
    feature_name,
    is_you,
    level_name,
    role_name,
    scored_name,
    you_name,
)
from newworld.words.scoring import building_lines, building_text, feature_text, gain_text, points_text

__all__ = [
    "CLOSED", "CONNECTED", "CONNECTING", "GAME_LOG", "RECONNECTING", "RESIGNED", "network",
    "available_languages", "language_name", "player_rules",
    "building_lines", "building_text", "card_name", "category_name", "cell_name", "clock_name", "duration_text",
    "ensure_application", "event_lines", "feature_name", "feature_text", "final_lines", "gain_text", "history_lines",
    "install", "is_you", "learning",
    "level_name", "messages", "move_line", "names_together", "points_text", "role_name", "scored_name", "turn_lines",
    "you_name", "decimal_text", "number_text", "percent_text",
]
