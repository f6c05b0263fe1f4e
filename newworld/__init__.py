"""New World: A Carcassonne Game — the digital edition."""

__version__ = "0.1.0"

from newworld import native as _native  # noqa: E402 - after the version, which the build reads

_native.install()  # the compiled engine, or the pure-Python one (NEWWORLD_PURE_PYTHON=1, stale build)
