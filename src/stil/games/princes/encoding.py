"""Князья: the hand-written RL observation encoder (``stil.rl.encoding`` reads it
through the game's parts). Every block is listed with its meaning in ``docs/rl.md``.

>>> import stil
>>> state = stil.game("princes").new(players=2, seed=1)
>>> vec = encode_princes(state.view(0).data, 0)
>>> vec.dtype.name, len(vec) == len(encode_princes(state.view(1).data, 1))
('float32', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import truediv

import numpy as np

from stil.core.features import Data, GameEncoding, Vector
from stil.core.features import Features as _Features
from stil.core.features import clip as _clip
from stil.core.features import counts as _counts
from stil.core.features import one_hot as _one_hot
from stil.core.features import options as _options
from stil.core.features import rel_one_hot as _rel_one_hot
from stil.core.features import seats as _seats
from stil.games.princes.cards import ATTACHMENTS, CHRONICLES, CITIES
from stil.games.princes.cards import INFO as PINFO
from stil.games.princes.cards import TYPE as PTYPE
from stil.games.princes.cards import TYPES as PTYPES
from stil.games.princes.game import GAME
from stil.games.princes.rules import INFINITE
from stil.games.princes.rules import city_might as _city_might
from stil.games.princes.rules import to_act as _to_act
from stil.games.princes.rules import wall_value as _wall_value
from stil.games.princes.state import PrincesState

#: ``score_diff`` rewards are score differences divided by this.
SCORE_SCALE = 10.0


_P_FULL = [c.count for c in PINFO]
_P_DECK = sum(_P_FULL)
_P_DECISIONS = ("turn", "war_open", "war_defend", "war_counter", "war_ruin")
_P_WAR_STEPS = ("open", "defend", "counter", "ruin")
_P_TABLE = tuple(i for i, c in enumerate(PINFO) if c.uncancellable)  # Батый, Тайное послание
_P_MIGHT_CAP = 10.0
_P_SCORE_SCALE = 50.0


def _p_subset(cards: Iterable[str], types: Sequence[int]) -> list[float]:
    """Counts over a few card types only, each as a fraction of the deck's copies."""
    out = [0.0] * len(types)
    for card in cards:
        out[types.index(PTYPE[card])] += 1 / _P_FULL[PTYPE[card]]
    return out


def _princes(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    me = 0 if seat is None else seat
    order = _seats(me, n)
    full, types = _P_FULL, len(PTYPES)

    f.add("options", _options(GAME.spec.options, data["options"]))
    f.add("turn", [_clip(data["turn"] / 100, 0.0, 5.0)], 0.0, 5.0)
    last = data["last_turn"]
    f.add("end_pending", [float(last is not None)])
    f.add("turns_left", [0.0 if last is None else _clip((last - data["turn"]) / n, 0.0, 1.0)])
    f.add("over", [float(bool(data["over"]))])
    f.add("current", _rel_one_hot(data["current"], me, n))
    f.add("to_act", _rel_one_hot(data["to_act"], me, n))
    dec = data["decision"]
    kind = None if dec is None else _P_DECISIONS.index(dec["kind"])
    f.add("decision", _one_hot(kind, len(_P_DECISIONS)))
    f.add("deck", [data["deck"] / _P_DECK])
    f.add("hand", _counts(data["hand"] or (), PTYPE, full))
    f.add("hand_sizes", [data["hand_sizes"][s] / 10 for s in order], 0.0, _P_DECK / 10)
    for r, s in enumerate(order):
        f.add(f"known_{r}", _counts(data["known"][s], PTYPE, full))
    f.add("discard", _counts(data["discard"], PTYPE, full))
    f.add("table", _p_subset(data["table"], _P_TABLE))
    for r, s in enumerate(order):
        f.add(f"chronicles_{r}", _p_subset(data["chronicles"][s], CHRONICLES))
    cities = {c["city"]: c for c in data["cities"]}
    for city in CITIES:
        c = cities.get(PTYPES[city])
        values = [0.0] * (n + 4 + len(ATTACHMENTS))
        if c is not None:
            wall = int(c["wall"])
            values = [
                1.0,  # in play
                *_rel_one_hot(c["owner"], me, n),
                _clip(c["might"] / 10, 0.0, _P_MIGHT_CAP),
                1.0 if wall >= INFINITE else min(wall, 10) / 10,
                float(wall >= INFINITE),
                *_p_subset(c["attached"], ATTACHMENTS),
            ]
        f.add(f"city_{PTYPES[city].removeprefix('city_')}", values, 0.0, _P_MIGHT_CAP)
    war = data["war"]
    if war is None:
        f.add("war", [0.0] * (3 + 2 * n + len(CITIES) + len(_P_WAR_STEPS)))
        f.add("war_attack", [0.0] * types)
        f.add("war_valour", [0.0], 0.0, 2.0)
        f.add("war_against", [0.0] * types)
        f.add("war_events", [0.0] * types)
    else:
        f.add(
            "war",
            [
                1.0,  # a war is on
                *_rel_one_hot(war["attacker"], me, n),
                *_rel_one_hot(war["defender"], me, n),
                *_one_hot(CITIES.index(PTYPE[war["city"]]), len(CITIES)),
                float(bool(war["siege"])),
                float(bool(war["slot"])),
                *_one_hot(_P_WAR_STEPS.index(war["step"]), len(_P_WAR_STEPS)),
            ],
        )
        f.add("war_attack", _one_hot(None if war["x"] is None else PTYPE[war["x"]], types))
        f.add("war_valour", [_clip(war["x_valour"] / 10, 0.0, 2.0)], 0.0, 2.0)
        f.add("war_against", _counts(war["against"], PTYPE, full))
        f.add("war_events", _counts(war["events"], PTYPE, full))
    scores = [_clip(data["scores"][s] / _P_SCORE_SCALE, -1.0, 3.0) for s in order]
    f.add("scores", scores, -1.0, 3.0)


def encode_princes(data: Data, seat: int | None) -> Vector:
    """Князья, as ``seat`` sees it (``None``: a spectator, seat 0 first)."""
    f = _Features()
    _princes(data, seat, f)
    return f.vector()


# -- the same vector, read straight from the state ---------------------------------------
_P_ONE = {n: [_one_hot(i, n) for i in range(n)] for n in range(1, 9)}
_P_DECISION_ROWS = {
    d.removeprefix("war_"): _one_hot(i, len(_P_DECISIONS)) for i, d in enumerate(_P_DECISIONS)
}
_P_STEP_ROWS = {s: _one_hot(i, len(_P_WAR_STEPS)) for i, s in enumerate(_P_WAR_STEPS)}
_P_CITY_ROWS = {c: _one_hot(i, len(CITIES)) for i, c in enumerate(CITIES)}
_P_TYPE_ROWS = [_one_hot(t, len(PTYPES)) for t in range(len(PTYPES))]
_P_ZEROS = [0.0] * len(PTYPES)


def _p_counts(cards: Iterable[int]) -> list[float]:
    """``counts`` over card type ids."""
    out = [0.0] * len(_P_FULL)
    for t in cards:
        out[t] += 1.0
    return list(map(truediv, out, _P_FULL))


def _p_subset_ids(cards: Iterable[int], types: Sequence[int]) -> list[float]:
    out = [0.0] * len(types)
    for t in cards:
        out[types.index(t)] += 1 / _P_FULL[t]
    return out


def state_princes(state: PrincesState, seat: int | None) -> Vector:
    """:func:`encode_princes` of ``state.view(seat)``, read from the state without building
    the view: the seat's own hand and what the view shows of the rest."""
    n = state.players
    me = 0 if seat is None else seat
    order = _seats(me, n)
    one = _P_ONE[n]
    over = state.is_over
    v: list[float] = _options(GAME.spec.options, state.options)
    turn = state.turn
    v.append(_clip(turn / 100, 0.0, 5.0))
    last = state.last_turn
    v.append(float(last is not None))
    v.append(0.0 if last is None else _clip((last - turn) / n, 0.0, 1.0))
    v.append(float(over))
    v += one[(state.current - me) % n]
    war = state.war
    if over:
        v += [0.0] * n
        v += [0.0] * len(_P_DECISIONS)
    else:
        v += one[(_to_act(state) - me) % n]
        v += _P_DECISION_ROWS["turn" if war is None else war["step"]]
    v.append(len(state.deck) / _P_DECK)
    v += _p_counts(state.hands[seat]) if seat is not None else _p_counts(())
    hands = state.hands
    v += [len(hands[s]) / 10 for s in order]
    known = state.known
    for s in order:
        v += _p_counts(known[s])
    v += _p_counts(state.discard)
    v += _p_subset_ids(state.table, _P_TABLE)
    chronicles = state.chronicles
    for s in order:
        v += _p_subset_ids(chronicles[s], CHRONICLES)
    owner = state.owner
    attached = state.attached
    empty = [0.0] * (n + 4 + len(ATTACHMENTS))
    for city in CITIES:
        o = owner.get(city)
        if o is None:
            v += empty
            continue
        wall = _wall_value(state, city)
        v.append(1.0)
        v += one[(o - me) % n]
        v.append(_clip(_city_might(state, city) / 10, 0.0, _P_MIGHT_CAP))
        v.append(1.0 if wall >= INFINITE else min(wall, 10) / 10)
        v.append(float(wall >= INFINITE))
        v += _p_subset_ids(attached[city], ATTACHMENTS)
    if war is None:
        v += [0.0] * (3 + 2 * n + len(CITIES) + len(_P_WAR_STEPS))
        v += _P_ZEROS
        v.append(0.0)
        v += _P_ZEROS
        v += _P_ZEROS
    else:
        v.append(1.0)
        v += one[(int(war["attacker"]) - me) % n]
        v += one[(int(war["defender"]) - me) % n]
        v += _P_CITY_ROWS[war["city"]]
        v.append(float(bool(war["siege"])))
        v.append(float(bool(war["slot"])))
        v += _P_STEP_ROWS[war["step"]]
        x = war["x"]
        v += _P_ZEROS if x < 0 else _P_TYPE_ROWS[x]
        v.append(_clip(war["x_valour"] / 10, 0.0, 2.0))
        v += _p_counts(war["against"])
        v += _p_counts(war["events"])
    scores = state.scores()
    v += [_clip(scores[s] / _P_SCORE_SCALE, -1.0, 3.0) for s in order]
    return np.array(v, dtype=np.float32)


ENCODING = GameEncoding(encode_princes, _princes, SCORE_SCALE, state_princes)
