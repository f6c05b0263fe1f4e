"""The seeded deck: the same seed gives the same order on every platform.

The shuffle uses its own SplitMix64 generator instead of :mod:`random`, whose
algorithms may change between Python versions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

_SPAN: Final = 1 << 64
_MASK: Final = _SPAN - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_MIX1: Final = 0xBF58476D1CE4E5B9
_MIX2: Final = 0x94D049BB133111EB


class SplitMix64:
    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        limit = _SPAN - _SPAN % n
        while True:
            v = self.next()
            if v < limit:
                return v % n


def shuffled(cards: Sequence[int], seed: int) -> list[int]:
    """Fisher-Yates shuffle of ``cards`` driven by ``seed``.

    The same numbers as ``SplitMix64(seed).below(i + 1)`` for each ``i``, with the
    generator inlined (a method call per number was most of the shuffle's time).
    """
    out = list(cards)
    state = seed & _MASK
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        limit = _SPAN - _SPAN % n
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                break
        j = z % n
        out[i], out[j] = out[j], out[i]
    return out
