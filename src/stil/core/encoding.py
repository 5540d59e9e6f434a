"""Observation encoders: what one seat sees of a game as a fixed-length float32 vector.

Each game's encoder lives in its folder (``stil/games/<id>/encoding.py``, built with
:mod:`stil.core.features`) and is found through the game's parts (``encoding``); a game
without one gets the generic hashed encoding below. It is declared once, as OpenSpiel's
observers declare their pieces: the blocks for a player count (names, lengths, bounds:
:func:`layout`, listed with their meanings in ``docs/rl.md``) and one function that fills
them from the state as a seat sees it. It reads only what that seat's view shows, so two
states that give a seat the same view give it the same vector: ``tests/rl/test_encoding.py``
re-deals what each seat cannot see and checks that its vector stays the same. Every
seat-indexed block is *relative* to the observer: its own castle, cities or hand first,
then the next seat in turn order. Each block has fixed bounds, so the vector always lies
in the ``Box`` that :func:`bounds` describes.

:func:`encode` takes an :class:`Observation` alone (no state): it fills the vector from
any state consistent with the view (``Game.determinize``), which gives the same vector.

>>> import stil
>>> state = stil.game("cabbage").new(players=2, seed=1)
>>> vec = encode(state.view(0))
>>> vec.dtype.name, vec.shape == (layout("cabbage", 2)[-1].end,)
('float32', True)
>>> bool((vec == encoding_for("cabbage").from_state(state, 0)).all())
True
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from functools import cache
from typing import Any, Literal

import numpy as np

from stil.core import Observation, Rng, game, games
from stil.core.features import (
    BUCKETS,
    HASH_CAP,
    Block,
    Data,
    GameEncoding,
    Piece,
    Vector,
    bucket,
    lay_out,
    one_hot,
)
from stil.core.features import leaves as _generic_leaves
from stil.core.registry import parts

# -- the generic fallback --------------------------------------------------------------------
#: Length of the hashed block of the generic encoding.
GENERIC_SIZE = BUCKETS
#: The generic encoding's ``score_diff`` scale (a hand-written encoding sets its own).
GENERIC_SCORE_SCALE = 10.0
#: Top-level view keys the generic encoding skips: the legal actions are the action mask.
_GENERIC_SKIP = frozenset({"legal"})
_GENERIC_CAP = HASH_CAP


def _generic_hashed(data: Data) -> list[float]:
    leaves: dict[str, float] = {}
    for key, value in data.items():
        if key not in _GENERIC_SKIP:
            _generic_leaves(value, key, leaves)
    sums = np.zeros(GENERIC_SIZE)
    np.add.at(sums, [bucket(k) for k in leaves], list(leaves.values()))
    squashed = np.clip(np.sign(sums) * np.log1p(np.abs(sums)), -_GENERIC_CAP, _GENERIC_CAP)
    out: list[float] = squashed.tolist()
    return out


def generic_encoding(game_id: str) -> GameEncoding:
    """The fallback for a game without a hand-written encoder: the view's JSON hashed into
    a fixed-length vector (feature hashing), after a one-hot of the observing seat.

    Any game gets an environment this way, with nothing leaked (it reads the view only)
    and a fixed length, but the vector is not seat-relative (a seat-indexed list keeps
    absolute seats, hence the seat block) and distinct features may share a bucket. A
    learner does better on a hand-written encoding; ``docs/rl.md`` says how to add one.
    """
    seats = max(game(game_id).spec.player_counts) + 1  # the last entry: a spectator
    pieces = (Piece("seat", seats), Piece("hashed", GENERIC_SIZE, -_GENERIC_CAP, _GENERIC_CAP))

    def from_state(state: Any, seat: int | None) -> Vector:
        seat_block = one_hot(seats - 1 if seat is None else seat, seats)
        hashed = _generic_hashed(state.view(seat).data)
        return np.asarray(seat_block + hashed, dtype=np.float32)

    return GameEncoding(lambda players: pieces, from_state, GENERIC_SCORE_SCALE)


# -- the registry ---------------------------------------------------------------------------
class _Encoders(MutableMapping[str, GameEncoding]):
    """The hand-written encodings by game id, read from each game's parts on first use.

    Not a table of games: it lists what the registered games declare. An entry deleted
    (or set) here hides (or replaces) a game's own, for a test or an experiment."""

    def __init__(self) -> None:
        self._loaded: dict[str, GameEncoding] = {}
        self._hidden: set[str] = set()

    def __getitem__(self, game_id: str) -> GameEncoding:
        if game_id in self._loaded:
            return self._loaded[game_id]
        if game_id in self._hidden or game_id not in games():
            raise KeyError(game_id)
        make = parts(game_id).encoding
        if make is None:
            raise KeyError(game_id)
        own: GameEncoding = make()
        self._loaded[game_id] = own
        return own

    def get(self, game_id: str, default: GameEncoding | None = None) -> GameEncoding | None:  # type: ignore[override]
        """As ``Mapping.get``, with the loaded ones first (``encode`` asks on every call)."""
        own = self._loaded.get(game_id)
        if own is not None:
            return own
        try:
            return self[game_id]
        except KeyError:
            return default

    def __setitem__(self, game_id: str, encoding: GameEncoding) -> None:
        self._hidden.discard(game_id)
        self._loaded[game_id] = encoding

    def __delitem__(self, game_id: str) -> None:
        if game_id not in self:
            raise KeyError(game_id)
        self._loaded.pop(game_id, None)
        self._hidden.add(game_id)

    def __iter__(self) -> Iterator[str]:
        return iter([g for g in games() if g in self])

    def __len__(self) -> int:
        return len(list(iter(self)))

    def __contains__(self, game_id: object) -> bool:
        if not isinstance(game_id, str):
            return False
        if game_id in self._loaded:
            return True
        return (
            game_id not in self._hidden
            and game_id in games()
            and parts(game_id).encoding is not None
        )


#: The hand-written encodings, by game id (each game's parts' ``encoding``).
ENCODERS: MutableMapping[str, GameEncoding] = _Encoders()

#: Which encoding to use: ``"auto"`` the game's own, else the generic one; ``"own"`` the
#: game's own or :class:`NoEncoder`; ``"generic"`` the generic one even where an own exists.
EncoderChoice = Literal["auto", "own", "generic"]


class NoEncoder(ValueError):
    """The game has no hand-written observation encoder."""


@cache
def _generic(game_id: str) -> GameEncoding:
    return generic_encoding(game_id)


def encoding_for(game_id: str, encoder: EncoderChoice = "auto") -> GameEncoding:
    """The encoding of ``game_id`` (an unknown game raises ``stil.UnknownGame``)."""
    game(game_id)  # an unknown game fails here, whatever the choice
    if encoder not in ("auto", "own", "generic"):
        raise ValueError(f"encoder must be 'auto', 'own' or 'generic', got {encoder!r}")
    own = ENCODERS.get(game_id)
    if encoder == "generic" or (own is None and encoder == "auto"):
        return _generic(game_id)
    if own is None:
        raise NoEncoder(
            f"no hand-written observation encoder for {game_id!r} (they exist for: "
            f"{', '.join(ENCODERS)}); use encoder='generic' or 'auto' for the hashed "
            "fallback, or write one (docs/rl.md, 'A new game')"
        )
    return own


def encode(observation: Observation, encoder: EncoderChoice = "auto") -> Vector:
    """The vector of an observation (its game's encoder, relative to its seat), filled
    from a state consistent with it: the vector reads only what the view shows, so any
    such state gives the same one (where a state is at hand, ``from_state`` is faster)."""
    state = game(observation.game).determinize(observation, Rng(0))
    return encoding_for(observation.game, encoder).from_state(state, observation.seat)


def layout(game_id: str, players: int, encoder: EncoderChoice = "auto") -> tuple[Block, ...]:
    """The blocks of ``game_id``'s vector for ``players`` seats, in order."""
    enc = encoding_for(game_id, encoder)
    return _layout(game_id, players, "own" if enc is ENCODERS.get(game_id) else "generic")


@cache
def _layout(game_id: str, players: int, encoder: EncoderChoice) -> tuple[Block, ...]:
    game(game_id).check_players(players)
    return lay_out(encoding_for(game_id, encoder).pieces(players))


def bounds(game_id: str, players: int, encoder: EncoderChoice = "auto") -> tuple[Vector, Vector]:
    """Per-feature lower and upper bounds (for a ``gymnasium.spaces.Box``)."""
    blocks = layout(game_id, players, encoder)
    low = np.zeros(blocks[-1].end, dtype=np.float32)
    high = np.zeros(blocks[-1].end, dtype=np.float32)
    for b in blocks:
        low[b.start : b.end] = b.low
        high[b.start : b.end] = b.high
    return low, high


__all__ = [
    "ENCODERS",
    "GENERIC_SIZE",
    "Block",
    "Data",
    "EncoderChoice",
    "GameEncoding",
    "NoEncoder",
    "Piece",
    "Vector",
    "bounds",
    "encode",
    "encoding_for",
    "generic_encoding",
    "layout",
]
