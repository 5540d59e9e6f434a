"""The one source of randomness of a game: a small seeded generator owned by the state.

SplitMix64 is used because its whole state is one integer: cloning and serialising it
is free, and a game replays bit for bit on any Python version (``random.Random`` keeps
625 words and has changed its derived methods between releases).

>>> rng = Rng(7)
>>> [rng.below(6) for _ in range(5)]
[2, 3, 1, 1, 0]
>>> a = Rng(7); b = a.clone(); a.next64() == b.next64()
True
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

T = TypeVar("T")


def _scramble(x: int) -> int:
    x = ((x ^ (x >> 33)) * 0xFF51AFD7ED558CCD) & _MASK
    x = ((x ^ (x >> 33)) * 0xC4CEB9FE1A85EC53) & _MASK
    return x ^ (x >> 33)


class Rng:
    """SplitMix64: a fast, statistically sound 64-bit generator with a one-word state."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        # The seed is scrambled (a bijection), so seeds 1, 2, 3... start far apart in the
        # sequence instead of one step from each other.
        self.state = _scramble(seed & _MASK) if state is None else state & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + _GAMMA) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without bias (Lemire's multiply-and-reject)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        # next64() inlined: this sits in every game's hot path
        self.state = s = (self.state + _GAMMA) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        m = (s ^ (s >> 31)) * n
        if (m & _MASK) < n:
            threshold = (_MASK + 1 - n) % n
            while (m & _MASK) < threshold:
                m = self.next64() * n
        return m >> 64

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def below_each(self, bounds: list[int]) -> list[int]:
        """One uniform integer in ``range(b)`` for each bound, independent and unbiased.

        Batched ranged generation (Brackett-Rozinsky and Lemire, 2024): while the product
        of the bounds fits in 64 bits, one 64-bit draw yields all of them, as the
        mixed-radix digits of Lemire's multiply-and-reject on the product.

        >>> Rng(1).below_each([6, 6, 6]) == Rng(1).below_each([6, 6, 6])
        True
        """
        out: list[int] = []
        i, n = 0, len(bounds)
        while i < n:
            product, j = 1, i
            while j < n and product * bounds[j] <= _MASK:
                if bounds[j] <= 0:
                    raise ValueError(f"below_each() needs positive bounds, got {bounds[j]}")
                product *= bounds[j]
                j += 1
            if j == i:
                raise ValueError(f"bound {bounds[i]} does not fit in 64 bits")
            threshold = (_MASK + 1 - product) % product
            while True:
                digits = []
                left = self.next64()
                for b in bounds[i:j]:
                    m = left * b
                    digits.append(m >> 64)
                    left = m & _MASK
                if left >= threshold:
                    break
            out += digits
            i = j
        return out

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place, its swap positions drawn in batches."""
        n = len(items)
        positions = self.below_each(list(range(n, 1, -1)))
        for i, j in zip(range(n - 1, 0, -1), positions, strict=True):
            items[i], items[j] = items[j], items[i]

    def choice(self, items: MutableSequence[T] | tuple[T, ...] | list[T]) -> T:
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def fork(self) -> Rng:
        """An independent generator seeded from this one (for bots, determinization)."""
        return Rng(state=self.next64())

    def clone(self) -> Rng:
        return Rng(state=self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
