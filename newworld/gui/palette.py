"""The colours of the table, the cards and the players, the colour-blind shape marks, and the
widgets' own palette (one look on light and dark desktops)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QToolTip, QWidget

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
# Okabe and Ito's colours, each the counterpart of the player colour above it (red, blue, yellow, purple, black):
# colour-blind mode changes the palette, never whose colour is whose.
COLOURBLIND_COLOURS = ("#D55E00", "#0072B2", "#F0E442", "#CC79A7", "#222222")
# What each palette colour is called (the narration's key for its word: ``Learning.colour_name``).
COLOUR_NAMES = dict(zip(PLAYER_COLOURS + COLOURBLIND_COLOURS,
                        ("red", "blue", "yellow", "purple", "black", "orange", "blue", "yellow", "pink", "black"),
                        strict=True))
SHAPES = ("circle", "square", "triangle", "diamond", "cross")
NOPEN = QPen(Qt.PenStyle.NoPen)
NOBRUSH = QBrush(Qt.BrushStyle.NoBrush)


# --- the widgets' own palette ---------------------------------------------------------------
# The game has one look whatever the desktop's scheme: dialogs, fields, check boxes and lists
# on parchment with dark ink. A dark system palette would otherwise give light text on the
# dialogs' cream (unreadable) and black fields on cream.
PARCHMENT = QColor("#F4EAD5")  # dialogs
PAPER = QColor("#FFFAF0")  # text fields, lists, tables
PAPER_ALT = QColor("#F1E6CC")
BUTTON = QColor("#E6D6B4")
WOOD = QColor("#6E4C2E")  # selection
WOOD_TEXT = QColor("#F6EED8")
FADED_INK = QColor("#8C7D66")  # disabled text
PLACEHOLDER = QColor("#7D6D57")
LINK = QColor("#2B5C94")
TOOLTIP = QColor("#2F2520")
TOOLTIP_TEXT = QColor("#F1E4C3")
STYLE = "Fusion"  # draws every widget from the palette (the desktop's own style may not)
INDICATOR_EDGE = QColor("#8A7556")  # check boxes: Fusion derives their edge from the window colour,
# which on parchment would be too faint to see an unchecked box


def widget_palette() -> QPalette:
    """The palette of every widget of the app (the board and the side panel paint their own)."""
    R, G = QPalette.ColorRole, QPalette.ColorGroup
    palette = QPalette()
    for group in (G.Active, G.Inactive, G.Disabled):
        for role, colour in ((R.Window, PARCHMENT), (R.WindowText, INK), (R.Base, PAPER),
                             (R.AlternateBase, PAPER_ALT), (R.Text, INK), (R.PlaceholderText, PLACEHOLDER),
                             (R.Button, BUTTON), (R.ButtonText, INK), (R.BrightText, QColor("#FFFFFF")),
                             (R.Highlight, WOOD), (R.HighlightedText, WOOD_TEXT), (R.Link, LINK),
                             (R.LinkVisited, QColor("#6B3F8E")), (R.ToolTipBase, TOOLTIP),
                             (R.ToolTipText, TOOLTIP_TEXT), (R.Light, QColor("#FFF8E8")),
                             (R.Midlight, QColor("#EFE2C4")), (R.Mid, QColor("#CDB994")),
                             (R.Dark, QColor("#9C8762")), (R.Shadow, QColor("#5A4530"))):
            palette.setColor(group, role, colour)
    for role in (R.WindowText, R.Text, R.ButtonText):
        palette.setColor(G.Disabled, role, FADED_INK)
    palette.setColor(G.Disabled, R.Base, PARCHMENT)
    palette.setColor(G.Disabled, R.Highlight, QColor("#A89478"))
    return palette


class GameStyle(QProxyStyle):
    """Fusion, with check boxes and radio buttons edged so that they show on parchment."""

    def __init__(self) -> None:
        super().__init__(STYLE)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,
                      widget: QWidget | None = None) -> None:
        if element in (QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorRadioButton):
            palette = QPalette(option.palette)
            palette.setColor(QPalette.ColorRole.Window, INDICATOR_EDGE)  # Fusion's edge: a shade of this
            option.palette = palette
        super().drawPrimitive(element, option, painter, widget)


def apply_widget_look(app: QCoreApplication) -> None:
    """The app's own style and palette for every widget, whatever the desktop's light or dark scheme."""
    if isinstance(app, QApplication):  # (a QCoreApplication has no widgets)
        app.setStyle(GameStyle())
        app.setPalette(widget_palette())
        QToolTip.setPalette(widget_palette())  # tool tips keep the desktop's own palette otherwise

def colourblind_colours(colours: list[str]) -> list[str]:
    """The colour-blind palette's colour for each seat's own colour: its counterpart (a red seat stays
    the reddest), the nearest free one for a colour picked by hand, never one colour for two seats."""
    taken: set[str] = set()
    chosen = []
    for colour in colours:
        free = [k for k in range(len(COLOURBLIND_COLOURS)) if COLOURBLIND_COLOURS[k] not in taken]
        if not free:  # more seats than colours: the shapes still tell them apart
            free = list(range(len(COLOURBLIND_COLOURS)))
        best = COLOURBLIND_COLOURS[min(free, key=lambda k: _distance(colour, k))]
        taken.add(best)
        chosen.append(best)
    return chosen


def _distance(colour: str, k: int) -> float:
    """How far ``colour`` is from the family of player colour ``k`` (its own counterpart counts as in it)."""
    c = QColor(colour)
    return min((c.red() - f.red()) ** 2 + (c.green() - f.green()) ** 2 + (c.blue() - f.blue()) ** 2
               for f in (QColor(PLAYER_COLOURS[k]), QColor(COLOURBLIND_COLOURS[k])))
