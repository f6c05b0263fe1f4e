"""A small least-recently-used cache with a budget, for the art's pictures and paths."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedCache(Generic[K, V]):
    """Keeps values until their total ``cost`` passes ``budget``; then drops the least recently used."""

    def __init__(self, budget: int, cost: Callable[[V], int] = lambda _value: 1) -> None:
        self.budget = budget
        self.cost = cost
        self.used = 0
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()

    def get(self, key: K, make: Callable[[], V]) -> V:
        """The value for ``key``, made (and kept) if it is not there."""
        hit = self._items.get(key)
        if hit is not None:
            self._items.move_to_end(key)
            return hit[0]
        value = make()
        size = self.cost(value)
        self._items[key] = (value, size)
        self.used += size
        while self.used > self.budget and len(self._items) > 1:
            _key, (_old, old_size) = self._items.popitem(last=False)
            self.used -= old_size
        return value

    def peek(self, key: K) -> V | None:
        """The value for ``key`` if it is kept (it counts as used), else None; nothing is made."""
        hit = self._items.get(key)
        if hit is None:
            return None
        self._items.move_to_end(key)
        return hit[0]

    def clear(self) -> None:
        self._items.clear()
        self.used = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: K) -> bool:
        return key in self._items
