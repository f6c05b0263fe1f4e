"""The New World rules engine: pure Python, no Qt.

The public API is :class:`Game` with the value objects of
:mod:`~newworld.engine.moves` (:class:`Placement`, :class:`SettlerChoice`,
:class:`Move`) and :mod:`~newworld.engine.values` (:class:`ScoreEvent`,
:class:`GameNote`, :class:`FinalScore`, ...); :mod:`~newworld.engine.rules` is
the one home of the feature kinds and their scoring;
:class:`~newworld.engine.core.Core` is the fast core underneath, for the
computer players and the simulator.
"""

from newworld.engine.catalog import CardType, Catalog, Feature, default_catalog
from newworld.engine.errors import CatalogError, EngineError, IllegalMoveError, InvalidMoveError
from newworld.engine.game import Game
from newworld.engine.moves import Move, Placement, SettlerChoice
from newworld.engine.rules import Points
from newworld.engine.values import (
    Building,
    FeatureInfo,
    FinalScore,
    GameNote,
    NoteKind,
    PlacedCard,
    PlacedSettler,
    PlayedTurn,
    ScoreEvent,
)

__all__ = [
    "Building", "CardType", "Catalog", "CatalogError", "EngineError", "Feature", "FeatureInfo",
    "FinalScore", "Game", "GameNote", "IllegalMoveError", "InvalidMoveError", "Move", "NoteKind",
    "PlacedCard", "PlacedSettler", "Placement", "PlayedTurn", "Points", "ScoreEvent", "SettlerChoice",
    "default_catalog",
]
