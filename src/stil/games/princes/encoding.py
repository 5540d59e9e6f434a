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
from functools import cache

import numpy as np

from stil.core.features import Data, Vector, recorded
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
from stil.games.princes.state import PrincesState, War

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
    _p_globals(data, me, n, f)
    _p_cards(data, order, f)
    cities = {c["city"]: c for c in data["cities"]}
    for city in CITIES:
        name = PTYPES[city]
        f.add(
            f"city_{name.removeprefix('city_')}",
            _p_city(cities.get(name), me, n),
            0.0,
            _P_MIGHT_CAP,
        )
    _p_war(data["war"], me, n, f)
    scores = [_clip(data["scores"][s] / _P_SCORE_SCALE, -1.0, 3.0) for s in order]
    f.add("scores", scores, -1.0, 3.0)


def _p_globals(data: Data, me: int, n: int, f: _Features) -> None:
    """Options, the turn and the end in sight, who acts, the decision asked, the deck."""
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


def _p_cards(data: Data, order: list[int], f: _Features) -> None:
    """The own hand, hand sizes, the cards known in others' hands, the discard, the cards
    on the table, the chronicles."""
    f.add("hand", _counts(data["hand"] or (), PTYPE, _P_FULL))
    f.add("hand_sizes", [data["hand_sizes"][s] / 10 for s in order], 0.0, _P_DECK / 10)
    for r, s in enumerate(order):
        f.add(f"known_{r}", _counts(data["known"][s], PTYPE, _P_FULL))
    f.add("discard", _counts(data["discard"], PTYPE, _P_FULL))
    f.add("table", _p_subset(data["table"], _P_TABLE))
    for r, s in enumerate(order):
        f.add(f"chronicles_{r}", _p_subset(data["chronicles"][s], CHRONICLES))


def _p_city(c: Data | None, me: int, n: int) -> list[float]:
    """A city's block: in play, its owner, might, wall (an unbreakable one apart), what
    is built there; zeros while no one holds it."""
    if c is None:
        return [0.0] * (n + 4 + len(ATTACHMENTS))
    wall = int(c["wall"])
    return [
        1.0,  # in play
        *_rel_one_hot(c["owner"], me, n),
        _clip(c["might"] / 10, 0.0, _P_MIGHT_CAP),
        1.0 if wall >= INFINITE else min(wall, 10) / 10,
        float(wall >= INFINITE),
        *_p_subset(c["attached"], ATTACHMENTS),
    ]


def _p_war(war: Data | None, me: int, n: int, f: _Features) -> None:
    """The war in progress (zeros when none is)."""
    types = len(PTYPES)
    if war is None:
        f.add("war", [0.0] * (3 + 2 * n + len(CITIES) + len(_P_WAR_STEPS)))
        f.add("war_attack", [0.0] * types)
        f.add("war_valour", [0.0], 0.0, 2.0)
        f.add("war_against", [0.0] * types)
        f.add("war_events", [0.0] * types)
        return
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
    f.add("war_against", _counts(war["against"], PTYPE, _P_FULL))
    f.add("war_events", _counts(war["events"], PTYPE, _P_FULL))


def encode_princes(data: Data, seat: int | None) -> Vector:
    """Князья, as ``seat`` sees it (``None``: a spectator, seat 0 first)."""
    f = _Features()
    _princes(data, seat, f)
    return f.vector()


# -- the same vector, read straight from the state ---------------------------------------
_P_STEP_INDEX = {s: i for i, s in enumerate(_P_WAR_STEPS)}
_P_DECISION_INDEX = {d.removeprefix("war_"): i for i, d in enumerate(_P_DECISIONS)}
_P_CITY_INDEX = {c: i for i, c in enumerate(CITIES)}


@cache
def _p_offsets(n: int) -> tuple[dict[str, int], int]:
    """Where each block starts for ``n`` seats, and the vector's length (the layout
    :func:`_princes` records)."""
    state = GAME.new(players=n, seed=0, options=GAME.spec.player_options.get(n))
    f = _Features(record=True)
    _princes(state.view(0).data, 0, f)
    assert f.blocks is not None
    return {b.name: b.start for b in f.blocks}, f.blocks[-1].end


@cache
def _p_keyed(n: int) -> tuple[list[int], list[int], dict[int, int]]:
    """The offsets :func:`state_princes` looks up by name, by seat and by city type: the
    known cards' and chronicles' blocks of each relative seat, and each city's block."""
    at, _ = _p_offsets(n)
    known = [at[f"known_{r}"] for r in range(n)]
    chronicles = [at[f"chronicles_{r}"] for r in range(n)]
    cities = {c: at[f"city_{PTYPES[c].removeprefix('city_')}"] for c in CITIES}
    return known, chronicles, cities


def _p_put_counts(v: list[float], at: int, cards: Sequence[int]) -> None:
    """``counts`` over card type ids, written into ``v`` from ``at`` (zeros there)."""
    for t in cards:
        v[at + t] += 1.0
    for t in set(cards):
        v[at + t] /= _P_FULL[t]


def _p_put_subset(v: list[float], at: int, cards: Sequence[int], types: Sequence[int]) -> None:
    for t in cards:
        v[at + types.index(t)] += 1 / _P_FULL[t]


def state_princes(state: PrincesState, seat: int | None) -> Vector:
    """:func:`encode_princes` of ``state.view(seat)``, read from the state without building
    the view (the seat's own hand and what the view shows of the rest), written into a
    vector of zeros at the recorded offsets."""
    n = state.players
    me = 0 if seat is None else seat
    order = _seats(me, n)
    at, size = _p_offsets(n)
    v = [0.0] * size
    opts = _options(GAME.spec.options, state.options)
    v[: len(opts)] = opts
    _p_put_turn(v, at, state, me)
    if seat is not None:
        _p_put_counts(v, at["hand"], state.hands[seat])
    hands, known, chronicles = state.hands, state.known, state.chronicles
    known_at, chronicles_at, city_at = _p_keyed(n)
    o = at["hand_sizes"]
    for r, s in enumerate(order):
        v[o + r] = len(hands[s]) / 10
        _p_put_counts(v, known_at[r], known[s])
        _p_put_subset(v, chronicles_at[r], chronicles[s], CHRONICLES)
    _p_put_counts(v, at["discard"], state.discard)
    _p_put_subset(v, at["table"], state.table, _P_TABLE)
    for city in state.owner:
        _p_put_city(v, city_at[city], state, city, me)
    if state.war is not None:
        _p_put_war(v, at, state.war, me, n)
    scores = state.scores()
    o = at["scores"]
    for r, s in enumerate(order):
        v[o + r] = _clip(scores[s] / _P_SCORE_SCALE, -1.0, 3.0)
    return np.array(v, dtype=np.float32)


def _p_put_turn(v: list[float], at: dict[str, int], state: PrincesState, me: int) -> None:
    """The turn and the end in sight, who acts, the decision asked, the deck."""
    n = state.players
    turn = state.turn
    v[at["turn"]] = _clip(turn / 100, 0.0, 5.0)
    last = state.last_turn
    if last is not None:
        v[at["end_pending"]] = 1.0
        v[at["turns_left"]] = _clip((last - turn) / n, 0.0, 1.0)
    war = state.war
    if state.is_over:
        v[at["over"]] = 1.0
    else:
        v[at["to_act"] + (_to_act(state) - me) % n] = 1.0
        v[at["decision"] + _P_DECISION_INDEX["turn" if war is None else war["step"]]] = 1.0
    v[at["current"] + (state.current - me) % n] = 1.0
    v[at["deck"]] = len(state.deck) / _P_DECK


def _p_put_city(v: list[float], o: int, state: PrincesState, city: int, me: int) -> None:
    """:func:`_p_city` of a city in play, written from ``o``."""
    n = state.players
    wall = _wall_value(state, city)
    v[o] = 1.0
    v[o + 1 + (state.owner[city] - me) % n] = 1.0
    v[o + 1 + n] = _clip(_city_might(state, city) / 10, 0.0, _P_MIGHT_CAP)
    v[o + 2 + n] = 1.0 if wall >= INFINITE else min(wall, 10) / 10
    v[o + 3 + n] = float(wall >= INFINITE)
    _p_put_subset(v, o + 4 + n, state.attached[city], ATTACHMENTS)


def _p_put_war(v: list[float], at: dict[str, int], war: War, me: int, n: int) -> None:
    """:func:`_p_war` of the war in progress."""
    o = at["war"]
    v[o] = 1.0
    v[o + 1 + (int(war["attacker"]) - me) % n] = 1.0
    v[o + 1 + n + (int(war["defender"]) - me) % n] = 1.0
    o += 1 + 2 * n
    v[o + _P_CITY_INDEX[war["city"]]] = 1.0
    o += len(CITIES)
    v[o] = float(bool(war["siege"]))
    v[o + 1] = float(bool(war["slot"]))
    v[o + 2 + _P_STEP_INDEX[war["step"]]] = 1.0
    if war["x"] >= 0:
        v[at["war_attack"] + war["x"]] = 1.0
    v[at["war_valour"]] = _clip(war["x_valour"] / 10, 0.0, 2.0)
    _p_put_counts(v, at["war_against"], war["against"])
    _p_put_counts(v, at["war_events"], war["events"])


ENCODING = recorded(GAME, _princes, state_princes, SCORE_SCALE)
