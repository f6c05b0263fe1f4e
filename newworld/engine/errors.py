"""Errors raised by the engine. All are ValueError subclasses."""


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input."""


class CatalogError(EngineError):
    """The card catalog data is malformed; the message names card and field."""


class InvalidMoveError(EngineError):
    """A move or its text form is malformed (cannot be understood)."""


class IllegalMoveError(EngineError):
    """A well-formed move that the rules do not allow in this position."""
