"""The kit of the RL observation encoders: the pieces an encoder declares (name, length,
bounds) laid out as blocks, and the small helpers every encoder uses (one-hot,
seat-relative order, option flags, card counts, stable hashing). A game's own encoder
(``stil/games/<id>/encoding.py``) declares its pieces and fills them from the state with
these; ``stil.core.encoding`` finds it through the game's parts. Needs numpy (the ``rl``
extra), so nothing imports it unless an encoder is used.

>>> blocks = lay_out([Piece("seat", 3), Piece("hand", 10)])
>>> offsets(blocks), one_hot(1, 3)
({'seat': 0, 'hand': 3}, [0.0, 1.0, 0.0])
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import truediv
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from stil.core.options import OptionSpec

Vector = npt.NDArray[np.float32]
#: a card as an encoder counts it: its id, or a card type
K = TypeVar("K")
Data = Mapping[str, Any]
#: Buckets of :func:`bucket` (the generic encoding's hashed block has this many).
BUCKETS = 2048
#: A hashed feature is ``sign(x)·log(1 + |x|)`` of its bucket's sum, clipped to this.
HASH_CAP = 20.0


@dataclass(frozen=True)
class Block:
    """One named run of features: ``vector[start:end]``, every value in ``[low, high]``."""

    name: str
    start: int
    end: int
    low: float
    high: float


def clip(x: float, low: float, high: float) -> float:
    return min(max(x, low), high)


def one_hot(index: int | None, size: int) -> list[float]:
    out = [0.0] * size
    if index is not None:
        out[index] = 1.0
    return out


def seats(me: int, players: int) -> list[int]:
    """Seats in the order the observer meets them: itself first, then turn order."""
    return [(me + r) % players for r in range(players)]


def rel_one_hot(seat: int | None, me: int, players: int) -> list[float]:
    return one_hot(None if seat is None else (int(seat) - me) % players, players)


def options(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> list[float]:
    """Each rule option: a boolean as 0/1, any other as one-hot over its allowed values.

    Looked up once worked out (a game's options are the same at every step)."""
    key = (id(specs), *values.items())
    try:
        seen = _OPTIONS_SEEN.get(key)
    except TypeError:  # an unhashable value: work it out
        return _options(specs, values)
    if seen is None or seen[0] is not specs:
        if len(_OPTIONS_SEEN) > 4096:
            _OPTIONS_SEEN.clear()
        seen = _OPTIONS_SEEN[key] = (specs, _options(specs, values))
    return seen[1][:]


#: ``options``' answers by the specs' identity and the values (with the specs, so that an
#: id is not reused while its entry lives)
_OPTIONS_SEEN: dict[tuple[Any, ...], tuple[Sequence[OptionSpec], list[float]]] = {}


def _options(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> list[float]:
    out: list[float] = []
    for spec in specs:
        value = values[spec.name]
        if isinstance(spec.default, bool):
            out.append(1.0 if value else 0.0)
        else:
            out += [1.0 if value == a else 0.0 for a in spec.allowed]
    return out


def counts(cards: Iterable[K], index: Mapping[K, int], full: Sequence[int]) -> list[float]:
    """How many of each card type, as a fraction of how many the deck has (so in [0, 1])."""
    out = [0.0] * len(full)
    for card in cards:
        out[index[card]] += 1.0
    return list(map(truediv, out, full))


@dataclass(frozen=True)
class Piece:
    """A block as a game declares it: its name, its length, and the bounds of its values
    (laid one after another, the pieces give the :class:`Block` offsets: :func:`lay_out`)."""

    name: str
    size: int
    low: float = 0.0
    high: float = 1.0


def lay_out(pieces: Iterable[Piece]) -> tuple[Block, ...]:
    """The declared pieces one after another, as blocks with their offsets.

    >>> lay_out([Piece("seat", 3), Piece("score", 1, -1.0, 3.0)])[1]
    Block(name='score', start=3, end=4, low=-1.0, high=3.0)
    """
    out: list[Block] = []
    at = 0
    for p in pieces:
        out.append(Block(p.name, at, at + p.size, p.low, p.high))
        at += p.size
    return tuple(out)


def offsets(blocks: Iterable[Block]) -> dict[str, int]:
    """Where each block starts, by name (what a game's ``from_state`` writes at)."""
    return {b.name: b.start for b in blocks}


@dataclass(frozen=True)
class GameEncoding:
    """A game's observation encoder, declared once, as OpenSpiel's observers declare their
    pieces: ``pieces(players)`` names the blocks of the vector for that many seats (their
    lengths and bounds), and ``from_state(state, seat)`` fills them from the state as
    ``seat`` sees it (``None``: a spectator), reading only what that seat's view shows.

    ``tests/rl/test_encoding.py`` proves the last part for every game: re-dealing what a
    seat cannot see (``Game.resample_hidden``) never changes its vector; and that every
    vector has the declared length and lies within the declared bounds."""

    pieces: Callable[[int], Sequence[Piece]]
    from_state: Callable[[Any, int | None], Vector]
    #: ``score_diff`` rewards are score differences divided by this
    score_scale: float
    #: every seat's vector at once, a row per seat, where the game works out what the
    #: seats share once (the search's evaluation asks for all of them at each cut);
    #: ``None``: :meth:`every_seat` asks ``from_state`` seat by seat
    all_seats: Callable[[Any], Vector] | None = None

    def every_seat(self, state: Any) -> Vector:
        """A row per seat (float32): ``from_state(state, seat)`` for each seat in order,
        made by ``all_seats`` where the game has one."""
        if self.all_seats is not None:
            return self.all_seats(state)
        return np.stack([self.from_state(state, seat) for seat in range(state.players)])


@lru_cache(maxsize=1 << 16)
def bucket(key: str) -> int:
    """A stable bucket for a feature key (the same in every process, unlike ``hash``)."""
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") % BUCKETS


def leaves(value: Any, path: str, out: dict[str, float]) -> None:
    """Flatten a JSON value into ``{feature key: number}``.

    A number or boolean is a feature of its path; a string or ``null`` is the indicator
    ``path=value``; a list gives its length, each item under ``path[i]``, and its strings
    also as a multiset ``path[]=value`` (a hand is the same hand in any order).
    """
    if isinstance(value, Mapping):
        for k, v in value.items():
            leaves(v, f"{path}.{k}", out)
    elif isinstance(value, list | tuple):
        out[f"{path}#len"] = out.get(f"{path}#len", 0.0) + len(value)
        for i, v in enumerate(value):
            if isinstance(v, str):
                key = f"{path}[]={v}"
                out[key] = out.get(key, 0.0) + 1.0
            leaves(v, f"{path}[{i}]", out)
    elif isinstance(value, int | float):  # a boolean too
        out[path] = out.get(path, 0.0) + float(value)
    else:  # a string or null
        key = f"{path}={value}"
        out[key] = out.get(key, 0.0) + 1.0


__all__ = [
    "BUCKETS",
    "HASH_CAP",
    "Block",
    "Data",
    "GameEncoding",
    "Piece",
    "Vector",
    "bucket",
    "clip",
    "counts",
    "lay_out",
    "leaves",
    "offsets",
    "one_hot",
    "options",
    "rel_one_hot",
    "seats",
]
