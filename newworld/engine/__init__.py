"""The New World rules engine: pure Python, no Qt.

The public API is :class:`Game` with the value objects :class:`Placement`,
:class:`SettlerChoice`, :class:`Move`, :class:`ScoreEvent` and
:class:`FinalScore`; :class:`~newworld.engine.core.Core` is the fast core
underneath, for the computer players and the simulator.
"""

from newworld.engine.catalog import CardType, Catalog, Feature, default_catalog
from newworld.engine.errors import CatalogError, EngineError, IllegalMoveError, InvalidMoveError
from newworld.engine.events import FinalScore, ScoreEvent
from newworld.engine.game import Building, FeatureInfo, Game, GameNote, PlacedSettler
from newworld.engine.moves import Move, Placement, SettlerChoice

__all__ = [
    "Building", "CardType", "Catalog", "CatalogError", "EngineError", "Feature", "FeatureInfo",
    "FinalScore", "Game", "GameNote", "IllegalMoveError", "InvalidMoveError", "Move",
    "PlacedSettler", "Placement", "ScoreEvent", "SettlerChoice", "default_catalog",
]
