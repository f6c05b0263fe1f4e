"""The seeded deck: the same seed gives the same order on every platform.

The shuffle uses its own SplitMix64 generator instead of :mod:`random`, whose
algorithms may change between Python versions.
"""

from __future__ import annotations

from collections.abc import Sequence

_MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            v = self.next()
            if v < limit:
                return v % n


def shuffled(cards: Sequence[int], seed: int) -> list[int]:
    """Fisher-Yates shuffle of ``cards`` driven by ``seed``."""
    out = list(cards)
    rng = SplitMix64(seed)
    for i in range(len(out) - 1, 0, -1):
        j = rng.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out
