"""The one source of randomness of a game: a small seeded generator owned by the state.

Two generators sit behind one API, chosen by the seed:

- seeds below 2**64 (simulations, tests, RL, golden replays, every table stored before
  seeds grew): **SplitMix64**. Its whole state is one integer, so cloning and serialising
  it is free, and a game replays bit for bit on any Python version (``random.Random``
  keeps 625 words and has changed its derived methods between releases). It is fast but
  *predictable*: 64 bits of state can be searched or solved from a few outputs.
- seeds of 2**64 and more (a live server table's ≥128-bit secret seed): a **keyed**
  generator, BLAKE2b in counter mode. The key is a 256-bit hash of the seed; word ``i``
  of the stream is 64 bits of ``BLAKE2b(key, i // 8)``. Recovering the stream from what a
  game reveals means finding the key (2**128 work for a 128-bit seed, by BLAKE2b's
  security as a PRF); nothing short of that predicts the next card. Its state is still
  one integer (the key and the word counter), so it is stored, cloned and restored
  exactly as SplitMix64's, and ``clone()`` copies the current block rather than hashing.

Small seeds keep SplitMix64 so that every seeded simulation and every stored game
replays exactly as before, and runs at full speed; only the server pays for the hash.

>>> rng = Rng(7)
>>> [rng.below(6) for _ in range(5)]
[2, 3, 1, 1, 0]
>>> a = Rng(7); b = a.clone(); a.next64() == b.next64()
True
>>> k = Rng((1 << 128) | 12345)
>>> k.keyed, Rng(7).keyed
(True, False)
>>> c = k.clone(); [k.below(52) for _ in range(3)] == [c.below(52) for _ in range(3)]
True
>>> r = Rng(state=k.state); r.next64() == k.next64()
True
>>> k.fork().keyed
True
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
#: the first seed that selects the keyed generator
KEYED_SEEDS = 1 << 64
#: a keyed state is ``_KEYED | key << 64 | counter``: the marker bit sets it apart from
#: every SplitMix64 state (< 2**64), the 256-bit key sits above the 64-bit word counter
_KEYED = 1 << 320
_KEY_MASK = (1 << 256) - 1
_WORDS = struct.Struct("<8Q")

T = TypeVar("T")


def _scramble(x: int) -> int:
    x = ((x ^ (x >> 33)) * 0xFF51AFD7ED558CCD) & _MASK
    x = ((x ^ (x >> 33)) * 0xC4CEB9FE1A85EC53) & _MASK
    return x ^ (x >> 33)


def _is_keyed_state(state: int) -> bool:
    return _KEYED <= state < _KEYED << 1


class Rng:
    """SplitMix64: a fast, statistically sound 64-bit generator with a one-word state.

    ``Rng(seed)`` with ``seed >= 2**64``, and ``Rng(state=s)`` with a keyed state, make
    the keyed generator instead (a subclass: the SplitMix64 path keeps its speed).
    """

    __slots__ = ("state",)

    #: whether the stream is keyed (unpredictable) rather than SplitMix64
    keyed = False

    def __new__(cls, seed: int = 0, *, state: int | None = None) -> Rng:
        if cls is Rng and (seed >= KEYED_SEEDS if state is None else _is_keyed_state(state)):
            return object.__new__(_Keyed)
        return object.__new__(cls)

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
        c = object.__new__(Rng)
        c.state = self.state
        return c

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"


class _Keyed(Rng):
    """BLAKE2b (keyed, 256-bit key) in counter mode, eight 64-bit words per block.

    ``state`` is ``_KEYED | key << 64 | counter``, the counter being the index of the next
    word; the current block's words are a cache, shared (immutable) by clones.
    """

    __slots__ = ("_block", "_key", "_words")

    keyed = True

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        if state is None:
            digest = hashlib.blake2b(
                str(seed).encode("ascii"), digest_size=32, person=b"stil.rng.seed"
            ).digest()
            state = _KEYED | int.from_bytes(digest, "little") << 64
        self.state = state
        self._key = ((state >> 64) & _KEY_MASK).to_bytes(32, "little")
        self._block = -1
        self._words: tuple[int, ...] = ()

    def next64(self) -> int:
        c = self.state & _MASK
        block = c >> 3
        if block != self._block:
            self._words = _WORDS.unpack(
                hashlib.blake2b(block.to_bytes(8, "little"), key=self._key).digest()
            )
            self._block = block
        self.state += 1
        return self._words[c & 7]

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without bias (Lemire's multiply-and-reject)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        m = self.next64() * n
        if (m & _MASK) < n:
            threshold = (_MASK + 1 - n) % n
            while (m & _MASK) < threshold:
                m = self.next64() * n
        return m >> 64

    def fork(self) -> Rng:
        """An independent keyed generator whose key is the next 256 bits of this stream."""
        key = 0
        for _ in range(4):
            key = key << 64 | self.next64()
        return _Keyed(state=_KEYED | key << 64)

    def clone(self) -> Rng:
        c = object.__new__(_Keyed)
        c.state = self.state
        c._key = self._key
        c._block = self._block
        c._words = self._words
        return c

    def __repr__(self) -> str:
        return "Rng(state=<keyed>)"
