"""New World: A Carcassonne Game — the digital edition."""

__version__ = "0.1.0"
