"""Інтриги та Капуста: the RL observation encoder (``stil.rl.encoding`` reads it through the
game's parts). Its blocks are declared once (:func:`pieces`, listed with their meanings in
``docs/rl.md``) and filled from the state (:func:`state_cabbage`), which reads only what the
seat's view shows.

>>> import stil
>>> from stil.core.features import lay_out
>>> state = stil.game("cabbage").new(players=2, seed=1)
>>> vec = state_cabbage(state, 0)
>>> vec.dtype.name, len(vec) == lay_out(pieces(2))[-1].end
('float32', True)
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from operator import truediv
from typing import Any

import numpy as np

from stil.core.features import GameEncoding, Piece, Vector
from stil.core.features import clip as _clip
from stil.core.features import one_hot as _one_hot
from stil.core.features import options as _options
from stil.core.features import seats as _seats
from stil.core.memo import ByIdentity
from stil.games.cabbage.cards import CARDS as CCARDS
from stil.games.cabbage.cards import COUNTS as CCOUNTS
from stil.games.cabbage.cards import KIND as CKIND
from stil.games.cabbage.cards import KINDS as CKINDS
from stil.games.cabbage.game import GAME
from stil.games.cabbage.observation import looks_hidden_from
from stil.games.cabbage.rules import unscored_dogs as _unscored_dogs
from stil.games.cabbage.scoring import castle_score as _castle_score
from stil.games.cabbage.state import CabbageState

#: ``score_diff`` rewards are score differences divided by this.
SCORE_SCALE = 50.0


_C_PHASES = ("turn", "intrigue", "over")
_C_DECISIONS = (
    "draw_or_stop",
    "fox_take",
    "pig_discard",
    "wolf_give",
    "rabbit_play",
    "chicken_play",
    "dog_save",
    "dog_block",
)
_C_LOOK = max(c.look for c in CCARDS.card)  # most cards a Cat or Chicken looks at
_C_DOGS = CCARDS.by_id("dog").count
_C_DOG_SAVES = CCARDS.by_id("dog").saves
_C_SCORE_SCALE = 100.0
_C_SCORE_CAP = 3.0


@cache
def pieces(players: int) -> tuple[Piece, ...]:
    """The blocks of the vector for ``players`` seats, in order; a seat-indexed block has
    one entry (or one castle) per seat, the observer's first."""
    n, kinds = players, len(CKINDS)
    return (
        Piece("options", _options_size()),
        Piece("phase", len(_C_PHASES)),
        Piece("current", n),
        Piece("last", n),
        Piece("to_act", n),
        Piece("decision", len(_C_DECISIONS)),
        Piece("dog_saves_left", 1),
        Piece("deck", 1),
        Piece("top", kinds),
        Piece("knows_top", n),
        Piece("discard", kinds),
        Piece("row", kinds),
        Piece("bust", kinds),
        Piece("looked", kinds),
        Piece("looked_count", 1),
        Piece("looked_hidden", 1),
        *(Piece(f"castle_{r}", kinds) for r in range(n)),
        Piece("blocking", n),
        Piece("intrigue_queue", n),
        # low 0, not 0.0: the bound as recorded (the golden layout hash reads it as JSON)
        Piece("scores", n, 0, _C_SCORE_CAP),
    )


def _options_size() -> int:
    """The options block's length: a flag per boolean option, a one-hot per other one."""
    return sum(1 if isinstance(o.default, bool) else len(o.allowed) for o in GAME.spec.options)


# -- the filler, reading the state ------------------------------------------------------
_C_ONE = {n: [_one_hot(i, n) for i in range(n)] for n in range(1, 9)}
_C_PHASE_ROWS = {p: [float(p == q) for q in _C_PHASES] for p in _C_PHASES}
_C_DECISION_ROWS = [_one_hot(i, len(_C_DECISIONS)) for i in range(len(_C_DECISIONS))]
_C_NO_DECISION = [0.0] * len(_C_DECISIONS)
_C_DECISION_OF = {
    k: _C_DECISIONS.index(d)
    for k, d in {
        "fox": "fox_take",
        "pig": "pig_discard",
        "wolf": "wolf_give",
        "rabbit": "rabbit_play",
        "chicken": "chicken_play",
        "save": "dog_save",
    }.items()
}
_C_DOG_SAVE = _C_DECISIONS.index("dog_save")
_C_KIND_ROWS = [_one_hot(k, len(CKINDS)) for k in range(len(CKINDS))]
_C_NO_KIND = [0.0] * len(CKINDS)
_C_CAT = CKIND["cat"]


class _Cache:
    """What changes once a game (the options block) or rarely (scores, castles)."""

    __slots__ = ("blocking", "castles", "cats", "options", "options_row", "scores", "seen")

    def __init__(self) -> None:
        self.options: Any = None
        self.options_row: list[float] = []
        self.castles: list[list[int]] = []
        self.blocking: list[int] = []
        self.scores: list[int] = []
        self.cats: list[int] = []
        #: per seat: the castle, unscored Dogs and points last worked out
        self.seen: list[tuple[list[int], int, int] | None] = []


#: One cache per game, found by its options object (a new one per dealt game, shared by
#: its clones): with one cache for all, the 64 tables of a vector env, stepped in turn,
#: would each find the previous table's castles there and work every score out again.
#: Every entry is checked against the state before use, so a stale one costs time only.
_C_CACHES: ByIdentity[_Cache] = ByIdentity()


def _c_cache(opts: object) -> _Cache:
    """The cache of the game whose options object is ``opts``."""
    cache = _C_CACHES.get(opts)
    return cache if cache is not None else _C_CACHES.put(opts, _Cache())


def _c_fractions(counts: list[int]) -> list[float]:
    return list(map(truediv, counts, CCOUNTS))


def _c_scores(state: CabbageState, cache: _Cache) -> list[int]:
    """``rules.scores(state)``, a castle's points worked out again only when what
    ``castle_score`` reads of it changed: its cards, its unscored Dogs, the Cats of all."""
    castles = state.castles
    cats = [c[_C_CAT] for c in castles]
    same_cats = cats == cache.cats
    cache.cats = cats
    seen = cache.seen
    if len(seen) != len(castles):
        seen[:] = [None] * len(castles)
    out = []
    for seat, castle in enumerate(castles):
        dogs = _unscored_dogs(state, seat)
        old = seen[seat]
        if same_cats and old is not None and old[1] == dogs and old[0] == castle:
            out.append(old[2])
            continue
        points = _castle_score(castle, castles, seat, dogs)
        seen[seat] = (castle[:], dogs, points)
        out.append(points)
    return out


def _c_options_cache(opts: Mapping[str, Any]) -> _Cache:
    """The game's cache, its options' row worked out once per options object."""
    cache = _c_cache(opts)
    if opts is not cache.options:
        cache.options_row = _options(GAME.spec.options, opts)
        cache.options = opts
        cache.castles = []  # the scores depend on an option
        cache.seen = []
    return cache


def state_cabbage(state: CabbageState, seat: int | None) -> Vector:
    """The vector of :func:`pieces` as ``seat`` sees ``state`` (``None``: a spectator, seat 0
    first), the blocks appended in their declared order without building the view: only the
    fields the view shows, hidden looks hidden as there."""
    n = state.players
    me = 0 if seat is None else seat
    order = _seats(me, n)
    one = _C_ONE[n]
    cache = _c_options_cache(state.options)
    v: list[float] = cache.options_row + _C_PHASE_ROWS[state.phase]
    v += one[(state.current - me) % n]
    v += one[(state.last - me) % n]
    v += _c_decision_of(state, me)
    v += _c_table_of(state, seat, order)
    v += _c_castles_of(state, order, cache)
    return np.array(v, dtype=np.float32)


def _c_asked(state: CabbageState) -> tuple[list[float], int]:
    """The decision asked (its row) and, when it is a Dog's save, the saves left."""
    pending = state.pending
    if state.phase == "over":
        return _C_NO_DECISION, 0
    if state.phase == "intrigue":
        return _C_DECISION_ROWS[_C_DECISIONS.index("dog_block")], 0
    if not pending:
        return _C_DECISION_ROWS[0], 0
    record = pending[-1]
    d = _C_DECISION_OF[str(record["k"])]
    return _C_DECISION_ROWS[d], int(record["left"]) if d == _C_DOG_SAVE else 0


def _c_decision_of(state: CabbageState, me: int) -> list[float]:
    """Who acts (from the observer's), the decision asked, a Dog's saves left."""
    n = state.players
    if state.is_over:
        return [0.0] * n + _C_NO_DECISION + [0 / _C_DOG_SAVES]
    pending, current = state.pending, state.current
    to_act = int(pending[-1].get("seat", current)) if pending else current
    row, left = _c_asked(state)
    return _C_ONE[n][(to_act - me) % n] + row + [left / _C_DOG_SAVES]


def _c_table_of(state: CabbageState, seat: int | None, order: list[int]) -> list[float]:
    """The deck and who knows its top, the discard, the row, the bust, the looked-at cards
    (counted in the discard while they are hidden from the seat)."""
    deck = state.deck
    v = [len(deck) / CCARDS.deck_size]
    knows = state.knows_top
    v += _C_KIND_ROWS[deck[-1]] if seat in knows and deck else _C_NO_KIND
    v += [float(s in knows) for s in order]
    looked = state.looked
    hide = looks_hidden_from(state, seat)
    if hide:
        discard = state.discard[:]
        for k in looked:
            discard[k] += 1
        v += _c_fractions(discard)
    else:
        v += _c_fractions(state.discard)
    row = [0] * len(CKINDS)
    for k in state.row:
        row[k] += 1
    v += _c_fractions(row)
    v += _C_NO_KIND if state.bust is None else _C_KIND_ROWS[state.bust]
    seen = [0.0] * len(CKINDS)
    if not hide:
        for k in looked:
            seen[k] += 1 / _C_LOOK
    v += seen
    v.append(len(looked) / _C_LOOK)
    v.append(float(hide))
    return v


def _c_castles_of(state: CabbageState, order: list[int], cache: _Cache) -> list[float]:
    """The castles, the Dogs blocking, the intrigue queue, the scores (from the cache
    while no castle and no block changed)."""
    castles = state.castles
    v: list[float] = []
    for s in order:
        v += _c_fractions(castles[s])
    blocking = state.blocking
    v += [blocking[s] / _C_DOGS for s in order]
    queue = state.intrigue_queue
    v += [float(s in queue) for s in order]
    if castles != cache.castles or blocking != cache.blocking:
        cache.scores = _c_scores(state, cache)
        cache.castles = [c[:] for c in castles]
        cache.blocking = blocking[:]
    pts = cache.scores
    cap = _C_SCORE_CAP
    v += [_clip(pts[s] / _C_SCORE_SCALE, 0.0, cap) for s in order]
    return v


ENCODING = GameEncoding(pieces, state_cabbage, SCORE_SCALE)
