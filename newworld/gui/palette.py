"""The colours of the table, the cards and the players, and the colour-blind shape marks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen

GRASS = QColor("#7FA54A")
GRASS_DARK = QColor("#5F8A36")
GRASS_LIGHT = QColor("#9DBE62")
TRAIL_FILL = QColor("#E2C486")
TRAIL_EDGE = QColor("#9C7A45")
TOWN_GROUND = QColor("#D8C49A")
WALL = QColor("#6B4A2B")
WALL_LIGHT = QColor("#A57B4C")
ROOF = QColor("#A8462E")
ROOF_DARK = QColor("#7C3020")
HOUSE_WALL = QColor("#EFE3C8")
FIELD_A = QColor("#D9B54A")
FIELD_B = QColor("#B98E3A")
TREE = QColor("#3F6B2A")
TREE_LIGHT = QColor("#5C8C3A")
SEA = QColor("#2F6F9F")
SEA_DEEP = QColor("#245A85")
SAND = QColor("#E9D6A4")
TABLE = QColor("#3B2F28")
INK = QColor("#2A2118")

PLAYER_COLOURS = ("#D23C2C", "#2E6FD8", "#E8B820", "#8E44AD", "#3A3A3A")
COLOURBLIND_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#222222")
SHAPES = ("circle", "square", "triangle", "diamond", "cross")
NOPEN = QPen(Qt.PenStyle.NoPen)
NOBRUSH = QBrush(Qt.BrushStyle.NoBrush)
