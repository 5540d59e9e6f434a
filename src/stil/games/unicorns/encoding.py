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
from typing import Any

import numpy as np

from stil.core.features import HASH_CAP as _GENERIC_CAP
from stil.core.features import Data, GameEncoding, Vector
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


def _unicorns(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    me = 0 if seat is None else seat
    order = _seats(me, n)
    ids = len(_U_IDS)

    def rel(s: Any) -> list[float]:
        return _rel_one_hot(None if s is None else int(s), me, n)

    f.add("options", _options(GAME.spec.options, data["options"]))
    f.add("phase", [float(data["phase"] == p) for p in UPHASES])
    f.add("current", rel(data["current"]))
    f.add("to_act", rel(data["to_act"]))
    f.add("turn", [_clip(data["turn"] / 50, 0.0, 4.0)], 0.0, 4.0)
    dec = data["decision"]
    kind = None if dec is None else _U_DECISIONS.index(dec["kind"])
    f.add("decision", _one_hot(kind, len(_U_DECISIONS)))
    f.add("hand", _u_counts(data["hand"] or ()))
    f.add("hand_sizes", [_clip(data["hand_sizes"][s] / _U_HAND_CAP, 0, 3) for s in order], 0, 3)
    open_hands = {int(k): v for k, v in data["open_hands"].items()}
    f.add("hand_open", [float(s in open_hands) for s in order])
    for r, s in enumerate(order):
        f.add(f"open_hand_{r}", _u_counts(open_hands.get(s, ())), 0.0, 2.0)
    for r, s in enumerate(order):
        f.add(f"stable_{r}", _u_counts(data["stables"][s]))
    win = _U_WIN_CAP if n < 6 else _U_WIN_CAP - 1
    f.add("scores", [_clip(data["scores"][s] / win, 0.0, 2.0) for s in order], 0.0, 2.0)
    f.add("deck", [data["deck"] / _u_deck_size(n)], 0.0, 1.0)
    f.add("discard", _u_counts(data["discard"]))
    f.add("nursery", _u_counts(data["nursery"]))
    f.add("limbo", _u_counts(data["limbo"]))
    chain = data["chain"]
    bottom = chain[0] if chain else None
    f.add(
        "chain",
        [
            float(bool(chain)),
            _clip((len(chain) - 1) / 4, 0.0, 2.0) if chain else 0.0,
            *_one_hot(None if bottom is None else _U_INDEX[bottom["card"]], ids),
            *(rel(bottom["seat"]) if bottom else [0.0] * n),
            *(rel(bottom["target"]) if bottom else [0.0] * n),
            *(rel(chain[-1]["seat"]) if chain else [0.0] * n),
            *_one_hot(None if not chain else _U_INDEX[chain[-1]["card"]], ids),
        ],
        0.0,
        2.0,
    )
    asking = set(data["asking"])
    f.add("asking", [float(s in asking) for s in order])
    f.add("asked_first", rel(data["asking"][0] if data["asking"] else None))
    stack = data["stack"]
    top = stack[-1] if stack else None
    f.add("stack_depth", [_clip(len(stack) / 4, 0.0, 2.0)], 0.0, 2.0)
    f.add(
        "stack_top",
        [
            *_one_hot(None if top is None else _U_OPS.index(top["op"]), len(_U_OPS)),
            *(rel(top["seat"]) if top else [0.0] * n),
            *_one_hot(None if top is None or top["src"] is None else _U_INDEX[top["src"]], ids),
            float(bool(top and top.get("may"))),
        ],
    )
    cap = _GENERIC_CAP
    f.add("stack_records", _u_records(stack, me, n), -cap, cap)
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


def state_unicorns(state: UnicornsState, seat: int | None) -> Vector:
    """:func:`encode_unicorns` of ``state.view(seat)``, read from the state without building
    the view: the seat's own hand, the hands made public, the public fields and what the
    view's ``_peeks`` shows the seat alone. Every entry is written as an (index, value)
    pair and added into zeros at once, in the order the view's encoder adds them."""
    n = state.players
    me = 0 if seat is None else seat
    order = _seats(me, n)
    at, size = _u_offsets(n)
    idx: list[int] = []
    val: list[float] = []
    put, add = idx.append, val.append

    def counts(o: int, cards: Iterable[str]) -> None:
        for card in cards:
            i = _U_INDEX[card]
            put(o + i)
            add(_U_INV[i])

    opts = _options(GAME.spec.options, state.options)
    idx += range(len(opts))
    val += opts
    if state.phase in _U_PHASE_INDEX:
        put(at["phase"] + _U_PHASE_INDEX[state.phase])
        add(1.0)
    put(at["current"] + (state.current - me) % n)
    add(1.0)
    over = state.is_over
    if not over:
        put(at["to_act"] + (urules.to_act(state) - me) % n)
        add(1.0)
    put(at["turn"])
    add(_clip(state.turn / 50, 0.0, 4.0))
    if not over:
        dec = urules.decision(state)
        if dec is not None:
            put(at["decision"] + _U_DECISION_INDEX[dec.kind])
            add(1.0)
    hands = state.hands
    if seat is not None:
        counts(at["hand"], hands[seat])
    o = at["hand_sizes"]
    for r, s in enumerate(order):
        put(o + r)
        add(_clip(len(hands[s]) / _U_HAND_CAP, 0, 3))
    o = at["hand_open"]
    for r, s in enumerate(order):
        if ufx.hand_public(state, s):
            put(o + r)
            add(1.0)
            counts(at[f"open_hand_{r}"], hands[s])
    stables = state.stables
    for r, s in enumerate(order):
        counts(at[f"stable_{r}"], stables[s])
    scores = urules.scores(state)
    win = _U_WIN_CAP if n < 6 else _U_WIN_CAP - 1
    o = at["scores"]
    for r, s in enumerate(order):
        put(o + r)
        add(_clip(scores[s] / win, 0.0, 2.0))
    put(at["deck"])
    add(len(state.deck) / _u_deck_size(n))
    counts(at["discard"], state.discard)
    counts(at["nursery"], state.nursery)
    counts(at["limbo"], state.limbo)
    chain = state.chain
    if chain:
        ids = len(_U_IDS)
        o = at["chain"]
        bottom, top_card = chain[0], chain[-1]
        idx += (o, o + 1, o + 2 + _U_INDEX[bottom["card"]])
        val += (1.0, _clip((len(chain) - 1) / 4, 0.0, 2.0), 1.0)
        o += 2 + ids
        for s in (bottom["seat"], bottom["target"], top_card["seat"]):
            if s is not None:
                put(o + (int(s) - me) % n)
                add(1.0)
            o += n
        put(o + _U_INDEX[top_card["card"]])
        add(1.0)
    asking = state.asking
    if asking:
        o = at["asking"]
        for r, s in enumerate(order):
            if s in asking:
                put(o + r)
                add(1.0)
        put(at["asked_first"] + (int(asking[0]) - me) % n)
        add(1.0)
    stack = state.stack
    if stack:
        top = stack[-1]
        put(at["stack_depth"])
        add(_clip(len(stack) / 4, 0.0, 2.0))
        o = at["stack_top"]
        put(o + _U_OP_INDEX[top["op"]])
        add(1.0)
        o += len(_U_OPS)
        put(o + (int(top["seat"]) - me) % n)
        add(1.0)
        o += n
        if top["src"] is not None:
            put(o + _U_INDEX[top["src"]])
            add(1.0)
        if top.get("may"):
            put(o + len(_U_IDS))
            add(1.0)
        idx += range(at["stack_records"], at["stack_records"] + _U_RECORD_SIZE)
        val += _u_records(stack, me, n)
    counts(at["bot_queue"], state.bot_queue)
    o = at["turn_state"]
    idx += range(o, o + 4)
    val += (
        _clip(state.plays_left / 2, 0.0, 2.0),
        _clip(state.played / 2, 0.0, 2.0),
        float(bool(state.turn_cut)),
        _clip(state.extra_turns / 2, 0.0, 2.0),
    )
    babies, winners = state.baby_queue, state.winners_
    for name, seats in (("baby_queue", babies), ("winners", winners)):
        if seats:
            o = at[name]
            for r, s in enumerate(order):
                if s in seats:
                    put(o + r)
                    add(1.0)
    peeks = _u_peeks(state, seat)
    if peeks:
        counts(at["peek_deck"], peeks.get("deck_cards", ()))
        counts(at["peek_top"], peeks.get("top", ()))
        counts(at["peek_hand"], peeks.get("looking", ()))
    v = np.zeros(size)
    np.add.at(v, idx, val)
    return v.astype(np.float32)


ENCODING = GameEncoding(encode_unicorns, _unicorns, SCORE_SCALE, state_unicorns)
