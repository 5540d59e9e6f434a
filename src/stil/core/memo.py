"""Values worked out once per object, found by the object's identity.

For objects that stand for a state of things and are never changed in place (catboxes'
cached layout score, a game's options dict), so that the identity is the key: cheaper than
hashing their contents, and a replaced object simply misses. The memo holds each object
it keys by, so that its ``id`` is not reused while the entry lives, and starts over when
it reaches ``cap`` entries.

>>> memo: ByIdentity[list[int]] = ByIdentity(cap=2)
>>> key = object()
>>> memo.get(key) is None
True
>>> memo.put(key, [1, 2])
[1, 2]
>>> memo.get(key), memo.get(object())
([1, 2], None)
>>> memo.get(key, 7) is None  # a second part of the key: another entry
True
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class ByIdentity(Generic[V]):
    """Values by ``(id(obj), extra)``, ``obj`` held alongside (see the module)."""

    __slots__ = ("_entries", "cap")

    def __init__(self, cap: int = 1024) -> None:
        self.cap = cap
        self._entries: dict[tuple[int, Hashable], tuple[object, V]] = {}

    def get(self, obj: object, extra: Hashable = None) -> V | None:
        """The value kept for ``obj`` (and ``extra``), or ``None``."""
        hit = self._entries.get((id(obj), extra))
        return hit[1] if hit is not None and hit[0] is obj else None

    def put(self, obj: object, value: V, extra: Hashable = None) -> V:
        """Keep ``value`` for ``obj`` (and ``extra``); returns it."""
        if len(self._entries) >= self.cap:
            self._entries.clear()
        self._entries[(id(obj), extra)] = (obj, value)
        return value
