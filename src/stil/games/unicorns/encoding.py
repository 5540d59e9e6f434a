"""Відчайдушні однороги: the hand-written RL observation encoder (``stil.rl.encoding`` reads it
through the game's parts). Its blocks are declared once (:func:`pieces`, listed with their
meanings in ``docs/rl.md``) and filled from the state (:func:`state_unicorns`), reading only
what the seat's view shows; the layout is known without playing a game to record it.

>>> import stil
>>> state = stil.game("unicorns").new(players=2, seed=1)
>>> vec = state_unicorns(state, 0)
>>> vec.dtype.name, len(vec) == lay_out(pieces(2))[-1].end
('float32', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

import numpy as np

from stil.core.features import HASH_CAP as _GENERIC_CAP
from stil.core.features import GameEncoding, Piece, Vector, lay_out, offsets
from stil.core.features import bucket as _bucket
from stil.core.features import clip as _clip
from stil.core.features import leaves as _generic_leaves
from stil.core.features import options as _options
from stil.core.features import seats as _seats
from stil.games.unicorns import effects as ufx
from stil.games.unicorns import rules as urules
from stil.games.unicorns.cards import CARD as UCARD
from stil.games.unicorns.cards import IDS as UIDS
from stil.games.unicorns.cards import deck_for as udeck_for
from stil.games.unicorns.effects import OPTIONS as U_OPS
from stil.games.unicorns.game import GAME
from stil.games.unicorns.observation import _peeks as _u_peeks
from stil.games.unicorns.state import PHASES as UPHASES
from stil.games.unicorns.state import UnicornsState

#: ``score_diff`` rewards are score differences divided by this.
SCORE_SCALE = 7.0


_U_IDS = UIDS  # every card id, Baby Unicorns included, in cards.toml order
_U_INDEX = {c: i for i, c in enumerate(_U_IDS)}
_U_COPIES = [UCARD[c].copies for c in _U_IDS]
_U_DECISIONS = ("baby", "trigger", "action", "hand_limit", "respond", *U_OPS)
_U_OPS = tuple(U_OPS)
_U_SEAT_KEYS = frozenset({"seat", "victim", "to", "from", "target", "by"})
_U_RECORD_SIZE = 128  # hashed buckets for the pending effect records' parameters
_U_WIN_CAP = 7.0  # Unicorns in a stable, as a fraction of 7 (6 at 6+ players), ≤ 2
_U_HAND_CAP = 10.0


@cache
def _u_deck_size(players: int) -> int:
    return len(udeck_for(players))


def _u_records(stack: Sequence[Mapping[str, Any]], me: int, n: int) -> list[float]:
    """The pending effect records' parameters, hashed (seat-valued ones made relative)."""
    sums = [0.0] * _U_RECORD_SIZE  # floats added as numpy's float64 adds them
    for depth, rec in enumerate(reversed(stack)):  # the top record first
        for key, value in rec.items():
            if key in _U_SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
                value = (value - me) % n
            leaves: dict[str, float] = {}
            _generic_leaves(value, f"{min(depth, 3)}.{rec['op']}.{key}", leaves)
            for k, x in leaves.items():
                sums[_bucket(k) % _U_RECORD_SIZE] += x
    a = np.array(sums)
    squashed = np.clip(np.sign(a) * np.log1p(np.abs(a)), -_GENERIC_CAP, _GENERIC_CAP)
    out: list[float] = squashed.tolist()
    return out


@cache
def pieces(players: int) -> tuple[Piece, ...]:
    """The blocks of the vector for ``players`` seats, in order; every seat-indexed one
    starts with the observer, and card blocks count each card id over its copies."""
    n, ids = players, len(_U_IDS)
    return (
        *_u_global_pieces(n),
        *_u_card_pieces(n, ids),
        # the Neigh chain: any, its length, the bottom card, its seat and target, the
        # last card's seat, the last card
        Piece("chain", 2 + ids + 3 * n + ids, 0.0, 2.0),
        Piece("asking", n),
        Piece("asked_first", n),
        Piece("stack_depth", 1, 0.0, 2.0),
        Piece("stack_top", len(_U_OPS) + n + ids + 1),  # op, seat, source card, "may"
        Piece("stack_records", _U_RECORD_SIZE, -_GENERIC_CAP, _GENERIC_CAP),
        Piece("bot_queue", ids),
        Piece("turn_state", 4, 0.0, 2.0),  # plays left, played, turn cut, extra turns
        Piece("baby_queue", n),
        Piece("winners", n),
        # what the seat alone is shown: a deck search, the Oracle's cards, a hand looked at
        Piece("peek_deck", ids),
        Piece("peek_top", ids),
        Piece("peek_hand", ids),
    )


def _u_global_pieces(n: int) -> tuple[Piece, ...]:
    """Options, phase, the seats to act, the turn and the decision."""
    # as ``features.options`` writes them: a boolean a flag, any other one-hot over its values
    opts = sum(1 if isinstance(o.default, bool) else len(o.allowed) for o in GAME.spec.options)
    return (
        Piece("options", opts),
        Piece("phase", len(UPHASES)),
        Piece("current", n),
        Piece("to_act", n),
        Piece("turn", 1, 0.0, 4.0),
        Piece("decision", len(_U_DECISIONS)),
    )


def _u_card_pieces(n: int, ids: int) -> tuple[Piece, ...]:
    """The own hand, the hands made public, the stables, the scores and the piles."""
    return (
        Piece("hand", ids),
        # 0 and 3, not 0.0 and 3.0: the golden layout (JSON) was recorded with ints
        Piece("hand_sizes", n, 0, 3),
        Piece("hand_open", n),
        *(Piece(f"open_hand_{r}", ids, 0.0, 2.0) for r in range(n)),
        *(Piece(f"stable_{r}", ids) for r in range(n)),
        Piece("scores", n, 0.0, 2.0),
        Piece("deck", 1),
        Piece("discard", ids),
        Piece("nursery", ids),
        Piece("limbo", ids),
    )


@cache
def _u_offsets(n: int) -> tuple[dict[str, int], int]:
    """Where each block starts for ``n`` seats, and the vector's length."""
    blocks = lay_out(pieces(n))
    return offsets(blocks), blocks[-1].end


_U_INV = [1 / c for c in _U_COPIES]
_U_PHASE_INDEX = {p: i for i, p in enumerate(UPHASES)}
_U_DECISION_INDEX = {d: i for i, d in enumerate(_U_DECISIONS)}
_U_OP_INDEX = {o: i for i, o in enumerate(_U_OPS)}


class _Shared:
    """What every seat's vector of one state has in common, worked out once: the options,
    the seats to act, the decision, the scores and hand sizes, which hands are open, and
    each seat's stable and hand as card indices. :func:`all_unicorns` hands one to every
    seat's writer."""

    def __init__(self, state: UnicornsState) -> None:
        self.state = state
        n = state.players
        over = state.is_over
        self.over = over
        self.options = _options(GAME.spec.options, state.options)
        self.to_act = None if over else urules.to_act(state)
        dec = None if over else urules.decision(state)
        self.decision = None if dec is None else _U_DECISION_INDEX[dec.kind]
        win = _U_WIN_CAP if n < 6 else _U_WIN_CAP - 1
        scores = urules.scores(state)
        self.scores = [_clip(scores[s] / win, 0.0, 2.0) for s in range(n)]
        self.sizes = [_clip(len(state.hands[s]) / _U_HAND_CAP, 0, 3) for s in range(n)]
        self.public = [ufx.hand_public(state, s) for s in range(n)]
        self.stables = [_pairs(stable) for stable in state.stables]
        self._hands: dict[int, tuple[list[int], list[float]]] = {}

    def hand(self, s: int) -> tuple[list[int], list[float]]:
        got = self._hands.get(s)
        if got is None:
            got = self._hands[s] = _pairs(self.state.hands[s])
        return got


def _pairs(cards: Iterable[str]) -> tuple[list[int], list[float]]:
    """Each card's index and its share of the copies, in the pile's order."""
    ix = [_U_INDEX[c] for c in cards]
    return ix, [_U_INV[i] for i in ix]


class _Sparse:
    """The vector as (index, value) pairs, with the seats and the offsets of the blocks it
    writes. Equal indices are summed in the order written, the order the trained vectors
    were summed in, so keep it: reordering can change the last bit of a sum. (No index is
    written both by :func:`_common` and by :func:`_own`, so which of the two runs first
    does not matter, nor whether they are summed apart and added.)"""

    def __init__(self, shared: _Shared, seat: int | None) -> None:
        state = shared.state
        self.shared = shared
        self.state = state
        self.seat = seat
        self.n = state.players
        self.me = 0 if seat is None else seat
        self.order = _seats(self.me, self.n)
        self.at, self.size = _u_offsets(self.n)
        self.idx: list[int] = []
        self.val: list[float] = []

    def put(self, i: int, x: float = 1.0) -> None:
        self.idx.append(i)
        self.val.append(x)

    def rel(self, o: int, s: Any) -> None:
        """Seat ``s`` one-hot from the observer's, in the block starting at ``o``."""
        self.put(o + (int(s) - self.me) % self.n)

    def counts(self, o: int, cards: Iterable[str]) -> None:
        """Each card's share of its copies, in the block starting at ``o``."""
        self.pairs(o, _pairs(cards))

    def pairs(self, o: int, pairs: tuple[list[int], list[float]]) -> None:
        self.idx += [o + i for i in pairs[0]]
        self.val += pairs[1]

    def seats_in(self, name: str, seats: Iterable[int]) -> None:
        """The block ``name``: which seats, from the observer's, are among ``seats``."""
        o = self.at[name]
        for r, s in enumerate(self.order):
            if s in seats:
                self.put(o + r)

    def sums(self) -> np.ndarray:
        # ``bincount`` adds the weights in float64 in the order given, as ``np.add.at``
        # did, at a fraction of its cost
        return np.bincount(self.idx, weights=self.val, minlength=self.size)


def state_unicorns(state: UnicornsState, seat: int | None) -> Vector:
    """Відчайдушні однороги as ``seat`` sees it (``None``: a spectator, seat 0 first), in
    the blocks of :func:`pieces`, read from the state without building the view.

    It reads what ``state.view(seat)`` shows and nothing else: the seat's own hand, the
    hands made public, the public fields and what the view's ``_peeks`` shows the seat
    alone (a deck search, the Oracle's cards, a hand looked at). Every entry is written as
    an (index, value) pair and added into zeros at once."""
    w = _Sparse(_Shared(state), seat)
    _common(w)
    _own(w)
    return w.sums().astype(np.float32)


def all_unicorns(state: UnicornsState) -> Vector:
    """Every seat's vector, a row each (the search's evaluation asks for all of them at
    every cut): what no seat's view changes is written and summed once, each seat's own
    blocks apart, and the two added (they share no index, so each entry is the sum
    :func:`state_unicorns` makes, to the bit).

    >>> import stil
    >>> state = stil.game("unicorns").new(players=4, seed=3)
    >>> rows = all_unicorns(state)
    >>> all((rows[s] == state_unicorns(state, s)).all() for s in range(4))
    True
    """
    shared = _Shared(state)
    common = _Sparse(shared, None)
    _common(common)
    base = common.sums()
    rows = np.empty((state.players, common.size))
    for s in range(state.players):
        w = _Sparse(shared, s)
        _own(w)
        np.add(base, w.sums(), out=rows[s])
    return rows.astype(np.float32)


def _common(w: _Sparse) -> None:
    """The blocks every seat sees alike, at the same places: the options, the phase, the
    turn, the decision, the deck and the piles, the chain's and the stack's cards, the
    turn's counters."""
    state, at, shared = w.state, w.at, w.shared
    opts = shared.options
    w.idx += range(len(opts))
    w.val += opts
    if state.phase in _U_PHASE_INDEX:
        w.put(at["phase"] + _U_PHASE_INDEX[state.phase])
    w.put(at["turn"], _clip(state.turn / 50, 0.0, 4.0))
    if shared.decision is not None:
        w.put(at["decision"] + shared.decision)
    w.put(at["deck"], len(state.deck) / _u_deck_size(w.n))
    w.counts(at["discard"], state.discard)
    w.counts(at["nursery"], state.nursery)
    w.counts(at["limbo"], state.limbo)
    chain = state.chain
    if chain:
        o = at["chain"]
        w.put(o)
        w.put(o + 1, _clip((len(chain) - 1) / 4, 0.0, 2.0))
        w.put(o + 2 + _U_INDEX[chain[0]["card"]])
        w.put(o + 2 + len(_U_IDS) + 3 * w.n + _U_INDEX[chain[-1]["card"]])
    stack = state.stack
    if stack:
        top = stack[-1]
        w.put(at["stack_depth"], _clip(len(stack) / 4, 0.0, 2.0))
        o = at["stack_top"]
        w.put(o + _U_OP_INDEX[top["op"]])
        o += len(_U_OPS) + w.n
        if top["src"] is not None:
            w.put(o + _U_INDEX[top["src"]])
        if top.get("may"):
            w.put(o + len(_U_IDS))
    w.counts(at["bot_queue"], state.bot_queue)
    o = at["turn_state"]
    w.idx += range(o, o + 4)
    w.val += (
        _clip(state.plays_left / 2, 0.0, 2.0),
        _clip(state.played / 2, 0.0, 2.0),
        float(bool(state.turn_cut)),
        _clip(state.extra_turns / 2, 0.0, 2.0),
    )


def _own(w: _Sparse) -> None:
    """The blocks that depend on who looks: the seats in the observer's order (who acts,
    the hands, stables and scores, the chain's and the stack's seats, the queues), the
    seat's own hand and what it alone is shown."""
    state, at, order, shared = w.state, w.at, w.order, w.shared
    w.rel(at["current"], state.current)
    if not shared.over:
        w.rel(at["to_act"], shared.to_act)
    if w.seat is not None:
        w.pairs(at["hand"], shared.hand(w.seat))
    o = at["hand_sizes"]
    sizes = shared.sizes
    w.idx += range(o, o + w.n)
    w.val += [sizes[s] for s in order]
    o = at["hand_open"]
    public = shared.public
    for r, s in enumerate(order):
        if public[s]:
            w.put(o + r)
            w.pairs(at[f"open_hand_{r}"], shared.hand(s))
    stables = shared.stables
    for r, s in enumerate(order):
        w.pairs(at[f"stable_{r}"], stables[s])
    scores = shared.scores
    o = at["scores"]
    w.idx += range(o, o + w.n)
    w.val += [scores[s] for s in order]
    chain = state.chain
    if chain:
        o = at["chain"] + 2 + len(_U_IDS)
        for s in (chain[0]["seat"], chain[0]["target"], chain[-1]["seat"]):
            if s is not None:
                w.rel(o, s)
            o += w.n
    asking = state.asking
    if asking:
        w.seats_in("asking", asking)
        w.rel(at["asked_first"], asking[0])
    stack = state.stack
    if stack:
        w.rel(at["stack_top"] + len(_U_OPS), stack[-1]["seat"])
        w.idx += range(at["stack_records"], at["stack_records"] + _U_RECORD_SIZE)
        w.val += _u_records(stack, w.me, w.n)
    if state.baby_queue:
        w.seats_in("baby_queue", state.baby_queue)
    if state.winners_:
        w.seats_in("winners", state.winners_)
    peeks = _u_peeks(state, w.seat)
    if peeks:
        w.counts(at["peek_deck"], peeks.get("deck_cards", ()))
        w.counts(at["peek_top"], peeks.get("top", ()))
        w.counts(at["peek_hand"], peeks.get("looking", ()))


ENCODING = GameEncoding(pieces, state_unicorns, SCORE_SCALE, all_unicorns)
