"""Відчайдушні однороги: the hand-written RL observation encoder (``stil.rl.encoding`` reads it
through the game's parts). Every block is listed with its meaning in ``docs/rl.md``.

>>> import stil
>>> state = stil.game("unicorns").new(players=2, seed=1)
>>> vec = encode_unicorns(state.view(0).data, 0)
>>> vec.dtype.name, len(vec) == len(encode_unicorns(state.view(1).data, 1))
('float32', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

import numpy as np

from stil.core.features import HASH_CAP as _GENERIC_CAP
from stil.core.features import Data, Vector, recorded
from stil.core.features import Features as _Features
from stil.core.features import bucket as _bucket
from stil.core.features import clip as _clip
from stil.core.features import leaves as _generic_leaves
from stil.core.features import one_hot as _one_hot
from stil.core.features import options as _options
from stil.core.features import rel_one_hot as _rel_one_hot
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


def _u_counts(cards: Iterable[str]) -> list[float]:
    """Cards per id, each as a fraction of that card's copies (so in [0, 1])."""
    out = [0.0] * len(_U_IDS)
    for card in cards:
        out[_U_INDEX[card]] += 1 / _U_COPIES[_U_INDEX[card]]
    return out


def _u_records(stack: Sequence[Mapping[str, Any]], me: int, n: int) -> list[float]:
    """The pending effect records' parameters, hashed (seat-valued ones made relative)."""
    sums = np.zeros(_U_RECORD_SIZE)
    for depth, rec in enumerate(reversed(stack)):  # the top record first
        for key, value in rec.items():
            if key in _U_SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
                value = (value - me) % n
            leaves: dict[str, float] = {}
            _generic_leaves(value, f"{min(depth, 3)}.{rec['op']}.{key}", leaves)
            for k, x in leaves.items():
                sums[_bucket(k) % _U_RECORD_SIZE] += x
    squashed = np.clip(np.sign(sums) * np.log1p(np.abs(sums)), -_GENERIC_CAP, _GENERIC_CAP)
    out: list[float] = squashed.tolist()
    return out


class _USeen(NamedTuple):
    """The view as every block of :func:`_unicorns` reads it; seats listed from the
    observer's."""

    data: Data
    me: int
    n: int
    order: list[int]

    def rel(self, s: Any) -> list[float]:
        return _rel_one_hot(None if s is None else int(s), self.me, self.n)


def _unicorns(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    me = 0 if seat is None else seat
    v = _USeen(data, me, n, _seats(me, n))
    _u_globals(v, f)
    _u_cards(v, f)
    _u_chain(v, f)
    _u_asking_and_stack(v, f)
    _u_turn_and_peeks(v, f)


def _u_globals(v: _USeen, f: _Features) -> None:
    data = v.data
    f.add("options", _options(GAME.spec.options, data["options"]))
    f.add("phase", [float(data["phase"] == p) for p in UPHASES])
    f.add("current", v.rel(data["current"]))
    f.add("to_act", v.rel(data["to_act"]))
    f.add("turn", [_clip(data["turn"] / 50, 0.0, 4.0)], 0.0, 4.0)
    dec = data["decision"]
    kind = None if dec is None else _U_DECISIONS.index(dec["kind"])
    f.add("decision", _one_hot(kind, len(_U_DECISIONS)))


def _u_cards(v: _USeen, f: _Features) -> None:
    """The own hand, the hands made public, the stables and the piles."""
    data, order = v.data, v.order
    f.add("hand", _u_counts(data["hand"] or ()))
    f.add("hand_sizes", [_clip(data["hand_sizes"][s] / _U_HAND_CAP, 0, 3) for s in order], 0, 3)
    open_hands = {int(k): h for k, h in data["open_hands"].items()}
    f.add("hand_open", [float(s in open_hands) for s in order])
    for r, s in enumerate(order):
        f.add(f"open_hand_{r}", _u_counts(open_hands.get(s, ())), 0.0, 2.0)
    for r, s in enumerate(order):
        f.add(f"stable_{r}", _u_counts(data["stables"][s]))
    win = _U_WIN_CAP if v.n < 6 else _U_WIN_CAP - 1
    f.add("scores", [_clip(data["scores"][s] / win, 0.0, 2.0) for s in order], 0.0, 2.0)
    f.add("deck", [data["deck"] / _u_deck_size(v.n)], 0.0, 1.0)
    f.add("discard", _u_counts(data["discard"]))
    f.add("nursery", _u_counts(data["nursery"]))
    f.add("limbo", _u_counts(data["limbo"]))


def _u_chain(v: _USeen, f: _Features) -> None:
    """The Neigh chain: the card at its bottom (its seat and target), the last one."""
    chain = v.data["chain"]
    ids, n = len(_U_IDS), v.n
    bottom = chain[0] if chain else None
    f.add(
        "chain",
        [
            float(bool(chain)),
            _clip((len(chain) - 1) / 4, 0.0, 2.0) if chain else 0.0,
            *_one_hot(None if bottom is None else _U_INDEX[bottom["card"]], ids),
            *(v.rel(bottom["seat"]) if bottom else [0.0] * n),
            *(v.rel(bottom["target"]) if bottom else [0.0] * n),
            *(v.rel(chain[-1]["seat"]) if chain else [0.0] * n),
            *_one_hot(None if not chain else _U_INDEX[chain[-1]["card"]], ids),
        ],
        0.0,
        2.0,
    )


def _u_asking_and_stack(v: _USeen, f: _Features) -> None:
    """Who is asked to respond, and the pending effects."""
    data, n = v.data, v.n
    asking = set(data["asking"])
    f.add("asking", [float(s in asking) for s in v.order])
    f.add("asked_first", v.rel(data["asking"][0] if data["asking"] else None))
    stack = data["stack"]
    top = stack[-1] if stack else None
    f.add("stack_depth", [_clip(len(stack) / 4, 0.0, 2.0)], 0.0, 2.0)
    f.add(
        "stack_top",
        [
            *_one_hot(None if top is None else _U_OPS.index(top["op"]), len(_U_OPS)),
            *(v.rel(top["seat"]) if top else [0.0] * n),
            *_one_hot(
                None if top is None or top["src"] is None else _U_INDEX[top["src"]], len(_U_IDS)
            ),
            float(bool(top and top.get("may"))),
        ],
    )
    cap = _GENERIC_CAP
    f.add("stack_records", _u_records(stack, v.me, n), -cap, cap)


def _u_turn_and_peeks(v: _USeen, f: _Features) -> None:
    """The turn's counters and queues, and what the seat alone is shown."""
    data, order = v.data, v.order
    f.add("bot_queue", _u_counts(data["bot_queue"]))
    f.add(
        "turn_state",
        [
            _clip(data["plays_left"] / 2, 0.0, 2.0),
            _clip(data["played"] / 2, 0.0, 2.0),
            float(bool(data["turn_cut"])),
            _clip(data["extra_turns"] / 2, 0.0, 2.0),
        ],
        0.0,
        2.0,
    )
    babies = set(data["baby_queue"])
    f.add("baby_queue", [float(s in babies) for s in order])
    winners = set(data["winners"])
    f.add("winners", [float(s in winners) for s in order])
    f.add("peek_deck", _u_counts(data.get("deck_cards", ())))
    f.add("peek_top", _u_counts(data.get("top", ())))
    f.add("peek_hand", _u_counts(data.get("looking", ())))


def encode_unicorns(data: Data, seat: int | None) -> Vector:
    """Відчайдушні однороги, as ``seat`` sees it (``None``: a spectator, seat 0 first).

    Globals (options, phase, seats to act, the decision), the own hand and every hand
    made public, each stable by card, the discard, nursery and limbo, the Neigh chain, the
    pending effects (the top record by kind, seat and source card; every record's
    parameters hashed into a small block), the turn's counters, and what the seat alone
    is shown (deck search, the Oracle's cards, a hand looked at). Card counts are by card
    id over its copies; every seat-indexed block starts with the observer.
    """
    f = _Features()
    _unicorns(data, seat, f)
    return f.vector()


# -- the same vector, read straight from the state ---------------------------------------
@cache
def _u_offsets(n: int) -> tuple[dict[str, int], int]:
    """Where each block starts for ``n`` seats, and the vector's length (the layout
    :func:`_unicorns` records)."""
    state = GAME.new(players=n, seed=0, options=GAME.spec.player_options.get(n))
    f = _Features(record=True)
    _unicorns(state.view(0).data, 0, f)
    assert f.blocks is not None
    return {b.name: b.start for b in f.blocks}, f.blocks[-1].end


_U_INV = [1 / c for c in _U_COPIES]
_U_PHASE_INDEX = {p: i for i, p in enumerate(UPHASES)}
_U_DECISION_INDEX = {d: i for i, d in enumerate(_U_DECISIONS)}
_U_OP_INDEX = {o: i for i, o in enumerate(_U_OPS)}


class _Sparse:
    """The state-based vector as (index, value) pairs, in the order the view's encoder adds
    its entries (equal indices are summed in that order), with the seats and the offsets of
    the blocks it writes."""

    def __init__(self, state: UnicornsState, seat: int | None) -> None:
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
        for card in cards:
            i = _U_INDEX[card]
            self.put(o + i, _U_INV[i])

    def seats_in(self, name: str, seats: Iterable[int]) -> None:
        """The block ``name``: which seats, from the observer's, are among ``seats``."""
        o = self.at[name]
        for r, s in enumerate(self.order):
            if s in seats:
                self.put(o + r)

    def vector(self) -> Vector:
        v = np.zeros(self.size)
        np.add.at(v, self.idx, self.val)
        return v.astype(np.float32)


def state_unicorns(state: UnicornsState, seat: int | None) -> Vector:
    """:func:`encode_unicorns` of ``state.view(seat)``, read from the state without building
    the view: the seat's own hand, the hands made public, the public fields and what the
    view's ``_peeks`` shows the seat alone. Every entry is written as an (index, value)
    pair and added into zeros at once, in the order the view's encoder adds them."""
    w = _Sparse(state, seat)
    _u_globals_of(w)
    _u_cards_of(w)
    _u_chain_of(w)
    _u_asking_and_stack_of(w)
    _u_turn_and_peeks_of(w)
    return w.vector()


def _u_globals_of(w: _Sparse) -> None:
    state, at = w.state, w.at
    opts = _options(GAME.spec.options, state.options)
    w.idx += range(len(opts))
    w.val += opts
    if state.phase in _U_PHASE_INDEX:
        w.put(at["phase"] + _U_PHASE_INDEX[state.phase])
    w.rel(at["current"], state.current)
    over = state.is_over
    if not over:
        w.rel(at["to_act"], urules.to_act(state))
    w.put(at["turn"], _clip(state.turn / 50, 0.0, 4.0))
    dec = None if over else urules.decision(state)
    if dec is not None:
        w.put(at["decision"] + _U_DECISION_INDEX[dec.kind])


def _u_cards_of(w: _Sparse) -> None:
    state, at, order = w.state, w.at, w.order
    hands = state.hands
    if w.seat is not None:
        w.counts(at["hand"], hands[w.seat])
    o = at["hand_sizes"]
    for r, s in enumerate(order):
        w.put(o + r, _clip(len(hands[s]) / _U_HAND_CAP, 0, 3))
    o = at["hand_open"]
    for r, s in enumerate(order):
        if ufx.hand_public(state, s):
            w.put(o + r)
            w.counts(at[f"open_hand_{r}"], hands[s])
    for r, s in enumerate(order):
        w.counts(at[f"stable_{r}"], state.stables[s])
    scores = urules.scores(state)
    win = _U_WIN_CAP if w.n < 6 else _U_WIN_CAP - 1
    o = at["scores"]
    for r, s in enumerate(order):
        w.put(o + r, _clip(scores[s] / win, 0.0, 2.0))
    w.put(at["deck"], len(state.deck) / _u_deck_size(w.n))
    w.counts(at["discard"], state.discard)
    w.counts(at["nursery"], state.nursery)
    w.counts(at["limbo"], state.limbo)


def _u_chain_of(w: _Sparse) -> None:
    chain = w.state.chain
    if not chain:
        return
    o = w.at["chain"]
    bottom, top_card = chain[0], chain[-1]
    w.put(o)
    w.put(o + 1, _clip((len(chain) - 1) / 4, 0.0, 2.0))
    w.put(o + 2 + _U_INDEX[bottom["card"]])
    o += 2 + len(_U_IDS)
    for s in (bottom["seat"], bottom["target"], top_card["seat"]):
        if s is not None:
            w.rel(o, s)
        o += w.n
    w.put(o + _U_INDEX[top_card["card"]])


def _u_asking_and_stack_of(w: _Sparse) -> None:
    at = w.at
    asking = w.state.asking
    if asking:
        w.seats_in("asking", asking)
        w.rel(at["asked_first"], asking[0])
    stack = w.state.stack
    if not stack:
        return
    top = stack[-1]
    w.put(at["stack_depth"], _clip(len(stack) / 4, 0.0, 2.0))
    o = at["stack_top"]
    w.put(o + _U_OP_INDEX[top["op"]])
    o += len(_U_OPS)
    w.rel(o, top["seat"])
    o += w.n
    if top["src"] is not None:
        w.put(o + _U_INDEX[top["src"]])
    if top.get("may"):
        w.put(o + len(_U_IDS))
    w.idx += range(at["stack_records"], at["stack_records"] + _U_RECORD_SIZE)
    w.val += _u_records(stack, w.me, w.n)


def _u_turn_and_peeks_of(w: _Sparse) -> None:
    state, at = w.state, w.at
    w.counts(at["bot_queue"], state.bot_queue)
    o = at["turn_state"]
    w.idx += range(o, o + 4)
    w.val += (
        _clip(state.plays_left / 2, 0.0, 2.0),
        _clip(state.played / 2, 0.0, 2.0),
        float(bool(state.turn_cut)),
        _clip(state.extra_turns / 2, 0.0, 2.0),
    )
    if state.baby_queue:
        w.seats_in("baby_queue", state.baby_queue)
    if state.winners_:
        w.seats_in("winners", state.winners_)
    peeks = _u_peeks(state, w.seat)
    if peeks:
        w.counts(at["peek_deck"], peeks.get("deck_cards", ()))
        w.counts(at["peek_top"], peeks.get("top", ()))
        w.counts(at["peek_hand"], peeks.get("looking", ()))


ENCODING = recorded(GAME, _unicorns, state_unicorns, SCORE_SCALE)
