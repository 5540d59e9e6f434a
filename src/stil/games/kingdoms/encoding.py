"""Царства зверей: the hand-written RL observation encoder (``stil.rl.encoding`` reads it
through the game's parts). Every block is listed with its meaning in ``docs/rl.md``.

>>> import stil
>>> state = stil.game("kingdoms").new(players=2, seed=1)
>>> vec = encode_kingdoms(state.view(0).data, 0)
>>> vec.dtype.name, len(vec) == len(encode_kingdoms(state.view(1).data, 1))
('float32', True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any, NamedTuple

import numpy as np

from stil.core.features import Data, Vector, recorded
from stil.core.features import Features as _Features
from stil.core.features import clip as _clip
from stil.core.features import one_hot as _one_hot
from stil.core.features import options as _options
from stil.core.features import rel_one_hot as _rel_one_hot
from stil.core.features import seats as _seats
from stil.games.kingdoms import rules as grules
from stil.games.kingdoms.cards import ANIMALS as GANIMALS
from stil.games.kingdoms.cards import CARD as GCARD
from stil.games.kingdoms.cards import CARDS as GCARDS
from stil.games.kingdoms.cards import DATA as GDATA
from stil.games.kingdoms.cards import EDICTS as GEDICTS
from stil.games.kingdoms.cards import HAND as GHAND
from stil.games.kingdoms.cards import RANKS as GRANKS
from stil.games.kingdoms.cards import SIZES as GSIZES
from stil.games.kingdoms.game import GAME
from stil.games.kingdoms.state import KingdomsState

#: ``score_diff`` rewards are score differences divided by this.
SCORE_SCALE = 10.0


#: The decision kinds (the step, with a battle's "+2" window split off as ``boost``).
_G_DECISIONS = ("first", "turn", "rally", "pair", "battle", "boost", "council", "bonus")
_G_K = len(GSIZES)  # kingdoms, indexed as in ``cards.SIZES`` (0: the kingdom of 4)
_G_DECK = len(GCARDS)
_G_TYPES = len(GANIMALS)
_G_EDICT = {e.id: i for i, e in enumerate(GEDICTS)}
_G_AGES = 3
_G_TOKENS = 3  # kingdom tokens under each kingdom at the start
_G_RETREAT_TOKENS = 3  # retreat tokens in play (one side may take one per age)
_G_MODS = GDATA.modifier_tokens  # the "+2" tokens (18)
_G_PIECES = GDATA.pieces
_G_COUNCIL = _G_AGES - 1  # capitals of ages 1 and 2 can sit on a council in age 3
_G_BONUS = 2  # the upstart's bonus cards (extra hard: two)
_G_SCORE_SCALE = 50.0
_G_SCORE_CAP = 6.0
_G_HAND_CAP = 2.0  # hand sizes / 4, clipped (pair_edict_draw=exactly_2_extra: up to 6)
_G_ROUND_CAP = 8  # battle rounds
_G_REVEALS = 4  # most cards the upstart reveals per solo battle card (hard)
_G_SCORE_ORDER_POSITIONS = _G_K


def _g_spec_max(name: str, reduce: Callable[[list[int]], int]) -> int:
    spec = next(o for o in GAME.spec.options if o.name == name)
    return max(reduce([int(v) for v in str(a).split(",")]) for a in spec.allowed)


@cache
def _g_token_max() -> int:
    """The largest kingdom token of any allowed token set (12)."""
    return _g_spec_max("kingdom_token_values", max)


@cache
def _g_retreat_max() -> int:
    """The most a side's retreat tokens can add up to: the 3 largest of a set (15)."""
    return max(1, _g_spec_max("retreat_token_values", lambda v: sum(sorted(v)[-3:])))


def _g_card(card: str | None) -> list[float]:
    """A card by its animal type (one-hot over 8) and rank (one-hot over 1..8)."""
    if card is None:
        return [0.0] * (_G_TYPES + GRANKS)
    c = GCARD[card]
    return _one_hot(c // GRANKS, _G_TYPES) + _one_hot(c % GRANKS, GRANKS)


def _g_presence(cards: Iterable[str]) -> list[float]:
    """Which of the 64 cards (each exists once) are in a pile."""
    out = [0.0] * _G_DECK
    for card in cards:
        out[GCARD[card]] = 1.0
    return out


def _g_type_rank_counts(cards: Iterable[str], scale: float) -> list[float]:
    """Cards per animal type, then per rank, each count divided by ``scale``."""
    out = [0.0] * (_G_TYPES + GRANKS)
    for card in cards:
        c = GCARD[card]
        out[c // GRANKS] += 1 / scale
        out[_G_TYPES + c % GRANKS] += 1 / scale
    return out


def _g_ranks(cards: Iterable[str], scale: float, cap: float) -> list[float]:
    out = [0.0] * GRANKS
    for card in cards:
        out[GCARD[card] % GRANKS] += 1 / scale
    return [min(v, cap) for v in out]


class _Seen(NamedTuple):
    """The view as every block of :func:`_kingdoms` reads it: the sides listed from the
    observer's (in solo: you, then the upstart, who is a side but not a seat)."""

    data: Data
    me: int
    sides: int
    solo: bool
    order: list[int]
    step: str
    p: Data  # the pending step's data


class _Battle:
    """The battle blocks, filled in by whichever battle is on (all zeros when none is): the
    view-based and the state-based encoder read a battle differently and lay it out alike."""

    def __init__(self, order: list[int]) -> None:
        self.order = order
        self.stage = [0.0, 0.0]
        self.rnd = 0.0
        self.own = _g_card(None)
        self.own_bid = [0.0, 0.0]
        self.solo_info = [0.0, 0.0]
        self.per_side = {s: [0.0] * 10 for s in order}
        self.shown = {s: [0.0] * GRANKS for s in order}
        self.played = {s: [0.0] * GRANKS for s in order}

    def add_to(self, f: _Features) -> None:
        f.add("battle_stage", self.stage)
        f.add("battle_round", [self.rnd])
        f.add("battle_own_card", self.own)
        f.add("battle_own_bid", self.own_bid)
        f.add("battle_solo", self.solo_info, 0.0, 2.0)
        for r, s in enumerate(self.order):
            f.add(f"battle_side_{r}", self.per_side[s])
            f.add(f"battle_shown_{r}", self.shown[s])
            f.add(f"battle_played_{r}", self.played[s], 0.0, 2.0)


def _g_fighter(p: Data, i: int, card_in: bool, bid_in: bool) -> list[float]:
    """The first 9 entries of a side in a contested battle; of the others' face-down card
    and sealed bid only whether they are in."""
    return [
        1.0,  # takes part
        float(bool(p["alive"][i])),
        float(bool(p["lost"][i])),
        float(card_in),
        float(bid_in),
        float(bool(p["passed"][i])),
        float(i == int(p["actor"])),
        min(int(p["boost"][i]) / _G_MODS, 1.0),
        min(int(p["spent"][i]) / _G_MODS, 1.0),
    ]


def _g_upstart_battle(
    b: _Battle, p: Data, ranks: Callable[[Any, float, float], list[float]]
) -> None:
    """Solo: you against the upstart, who reveals cards from the deck."""
    b.stage = [1.0, 0.0]
    b.solo_info = [int(p["n"]) / _G_REVEALS, min(int(p["ties"]) / GHAND, 2.0)]
    for s in b.order:
        b.per_side[s][:3] = [1.0, 1.0, 0.0]
    b.played[0] = ranks(p["used"], GHAND, 2.0)
    b.played[1] = ranks(p["shown"], GHAND, 2.0)


def _g_contested(b: _Battle, p: Data) -> None:
    b.stage = [float(p["stage"] == "commit"), float(p["stage"] == "boost")]
    b.rnd = min(int(p["round"]), _G_ROUND_CAP) / _G_ROUND_CAP
    b.own = _g_card(p["own_choice"])
    bid = int(p["own_bid"])
    b.own_bid = [float(bid >= 0), max(bid, 0) / _G_MODS]
    for s in {int(s) for s in p["below"]}:
        b.per_side[s][9] = 1.0
    for i, raw in enumerate(p["who"]):
        s = int(raw)
        b.per_side[s][:9] = _g_fighter(p, i, bool(p["choice"][i]), bool(p["bids"][i]))
        if i < len(p["shown"]) and p["shown"][i] is not None:
            b.shown[s] = _one_hot(GCARD[p["shown"][i]] % GRANKS, GRANKS)
        b.played[s] = _g_ranks(p["played"][i], GHAND, 2.0)


def _kingdoms(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    solo = n == 1
    sides = 2 if solo else n
    me = 0 if seat is None else seat
    v = _Seen(data, me, sides, solo, _seats(me, sides), data["step"], data["pending"])
    _g_globals(v, f)
    _g_hand(v, f)
    _g_kingdoms(v, f)
    _g_sides(v, f)
    _g_rally_pair_council(v, f)
    _g_battle(v, f)
    _g_solo(v, f)


def _g_globals(v: _Seen, f: _Features) -> None:
    data, me, sides = v.data, v.me, v.sides
    f.add("options", _options(GAME.spec.options, data["options"]))
    f.add("age", _one_hot(int(data["age"]) - 1, _G_AGES))
    f.add("over", [float(bool(data["over"]))])
    f.add("first", _rel_one_hot(data["first"], me, sides))
    f.add("current", _rel_one_hot(data["current"], me, sides))
    f.add("to_act", _rel_one_hot(data["to_act"], me, sides))
    dec = data["decision"]
    f.add(
        "decision",
        _one_hot(None if dec is None else _G_DECISIONS.index(dec["kind"]), len(_G_DECISIONS)),
    )
    pos = int(data["scoring_pos"])
    f.add("scoring_pos", _one_hot(pos if pos >= 0 else None, _G_SCORE_ORDER_POSITIONS))
    f.add("deck", [data["deck"] / _G_DECK])
    f.add("discard_size", [len(data["discard"]) / _G_DECK])
    f.add("discard", _g_presence(data["discard"]))
    f.add("edict_deck", [data["edict_deck"] / len(GEDICTS)])
    past = [0.0] * len(GEDICTS)
    for e in data["edicts_past"]:
        past[_G_EDICT[e]] = 1.0
    f.add("edicts_past", past)
    f.add("retreat_pool", [data["retreat_pool"] / _G_RETREAT_TOKENS])
    f.add("mod_supply", [_clip(data["mod_supply"] / _G_MODS, 0.0, 2.0)], 0.0, 2.0)


def _g_hand(v: _Seen, f: _Features) -> None:
    """In solo the hand lies face up; a spectator of a game with seats sees none."""
    hand = v.data["hand"] or ()
    f.add("hand", _g_presence(hand))
    f.add("hand_counts", _g_type_rank_counts(hand, GRANKS))


def _g_kingdoms(v: _Seen, f: _Features) -> None:
    """The kingdoms, in kingdom order (4, 5, 6, 7, 8 territories)."""
    data, order = v.data, v.order
    top = float(_g_token_max())
    capture_order = {int(k): i for i, (_s, k) in enumerate(data["captures"])}
    capture_side = {int(k): int(s) for s, k in data["captures"]}
    for k, size in enumerate(GSIZES):
        territories = size - 1
        tokens = list(data["tokens"][k])
        cards = data["cards"][k]
        council = Counter(int(s) for s in data["council"][k])
        ordinary = data["ordinary"][k]
        capital = int(data["capital"][k])
        free = territories - sum(ordinary)
        f.add(f"k{size}_edict", _one_hot(_G_EDICT[data["edicts"][k]], len(GEDICTS)))
        f.add(
            f"k{size}_tokens",
            [len(tokens) / _G_TOKENS]
            + [tokens[i] / top if i < len(tokens) else 0.0 for i in range(_G_TOKENS)],
        )
        f.add(f"k{size}_ordinary", [ordinary[s] / territories for s in order])
        f.add(f"k{size}_capital", [float(capital == s) for s in order])
        f.add(f"k{size}_council", [council[s] / _G_COUNCIL for s in order])
        f.add(f"k{size}_free", [free / territories, float(capital < 0)])
        f.add(f"k{size}_cards", [len(cards) / size, *_g_type_rank_counts(cards, size)])
        f.add(f"k{size}_last", _g_card(cards[-1] if cards else None))
        k_order = capture_order.get(k)
        f.add(
            f"k{size}_captured",
            [
                0.0 if k_order is None else (k_order + 1) / _G_K,
                *_rel_one_hot(capture_side.get(k), v.me, v.sides),
            ],
        )


def _g_sides(v: _Seen, f: _Features) -> None:
    """The sides, from the observer's (in solo: you, then the upstart)."""
    data, order = v.data, v.order
    cap = _G_SCORE_CAP
    f.add("score", [_clip(data["score"][s] / _G_SCORE_SCALE, 0.0, cap) for s in order], 0, cap)
    f.add("supply", [data["supply"][s] / _G_PIECES for s in order])
    f.add("mods", [_clip(data["mods"][s] / _G_MODS, 0.0, 1.0) for s in order])
    f.add("retreat_tokens", [data["retreat_tokens"][s] / _G_RETREAT_TOKENS for s in order])
    values = data["retreat_values"]  # own values; everyone's once the game is over
    rmax = _g_retreat_max()
    f.add(
        "retreat_values",
        [0.0 if values[s] is None else min(sum(values[s]) / rmax, 1.0) for s in order],
    )
    f.add("retreated", [float(bool(data["retreated"][s])) for s in order])
    f.add("rallies", [_clip(data["rallies"][s] / 10, 0.0, 3.0) for s in order], 0.0, 3.0)
    sizes = [_clip(data["hand_sizes"][s] / GHAND, 0.0, _G_HAND_CAP) for s in order]
    f.add("hand_sizes", sizes, 0.0, _G_HAND_CAP)
    for r, s in enumerate(order):
        last = int(data["last_played"][s])
        f.add(f"last_played_{r}", _one_hot(last if last >= 0 else None, _G_K))


def _g_rally_pair_council(v: _Seen, f: _Features) -> None:
    """A rally's discards, the pair edict's first card, the council queue."""
    p, step = v.p, v.step
    rally = step == "rally"
    discarded = p.get("discarded", []) if rally else []
    f.add(
        "rally",
        [
            float(rally),
            min(len(discarded) / GHAND, 2.0),
            *_g_card(discarded[-1] if discarded else None),
        ],
        0.0,
        2.0,
    )
    pair = step == "pair"
    f.add(
        "pair",
        [
            float(pair),
            *_g_card(p["card"] if pair else None),
            *_one_hot(int(p["k"]) if pair else None, _G_K),
        ],
    )
    f.add("council_queue", _g_council_queue(p.get("queue", []) if step == "council" else []))


def _g_council_queue(queue: Iterable[Any]) -> list[float]:
    """The kingdoms waiting for the council, then the one asked now."""
    asked = [0.0] * _G_K
    waiting = [0.0] * _G_K
    for i, (_s, k) in enumerate(queue):
        waiting[int(k)] = 1.0
        if i == 0:
            asked[int(k)] = 1.0
    return waiting + asked


def _g_battle(v: _Seen, f: _Features) -> None:
    p = v.p
    battle = v.step == "battle" and bool(p)
    f.add("battle", [float(battle), *_one_hot(int(p["k"]) if battle else None, _G_K)])
    b = _Battle(v.order)
    if battle and not v.solo:
        _g_contested(b, p)
    elif battle:
        _g_upstart_battle(b, p, _g_ranks)
    b.add_to(f)


def _g_solo(v: _Seen, f: _Features) -> None:
    """Solo: the upstart's bonus cards, the choice between two, the second phase."""
    data, p = v.data, v.p
    bonus = list(data["bonus"])
    for i in range(_G_BONUS):
        f.add(f"bonus_{i}", _g_card(bonus[i] if i < len(bonus) else None))
    choosing = v.step == "bonus"
    matches = set(p.get("matches", [])) if choosing else set()
    f.add(
        "bonus_choice",
        [float(choosing)]
        + _g_card(p["card"] if choosing else None)
        + _one_hot(int(p["at"]) if choosing else None, _G_K)
        + [float(i < len(bonus) and bonus[i] in matches) for i in range(_G_BONUS)],
    )
    f.add(
        "solo",
        [
            float(bool(data["phase2"])),
            min(int(data["solo_battles"]) / _G_K, 1.0),
            min(int(data["solo_wins"]) / _G_K, 1.0),
        ],
    )


def encode_kingdoms(data: Data, seat: int | None) -> Vector:
    """Царства зверей, as ``seat`` sees it (``None``: a spectator, seat 0 first).

    Globals (options, age, seats relative to the observer, the decision asked, the
    scoring position, deck and discard, past edicts, the token supplies), the own hand (in
    solo the face-up hand), then per kingdom in kingdom order (edict, tokens, each side's
    pieces, free territories, cards played this age, the last of them, this age's capital
    capture), per side (score, supply, "+2" tokens, retreat tokens and their known values,
    retreated, rallies, hand size, where it last played), a rally, the pair edict, the
    council queue, the battle in progress, and the solo game's bonus cards and phase.
    Every side-indexed block starts with the observer; the solo upstart is the second
    side. ``docs/rl.md`` lists every block.
    """
    f = _Features()
    _kingdoms(data, seat, f)
    return f.vector()


# -- the same vector, read straight from the state ---------------------------------------
#: ``_g_card`` by card number (-1: none)
_G_CARD_OF = {i: _g_card(c) for i, c in enumerate(GCARDS)} | {-1: _g_card(None)}


def _g_presence_of(cards: Iterable[int]) -> list[float]:
    out = [0.0] * _G_DECK
    for c in cards:
        out[c] = 1.0
    return out


def _g_type_rank_of(cards: Iterable[int], scale: float) -> list[float]:
    out = [0.0] * (_G_TYPES + GRANKS)
    for c in cards:
        out[c // GRANKS] += 1 / scale
        out[_G_TYPES + c % GRANKS] += 1 / scale
    return out


def _g_ranks_of(cards: Iterable[int], scale: float, cap: float) -> list[float]:
    out = [0.0] * GRANKS
    for c in cards:
        out[c % GRANKS] += 1 / scale
    return [min(v, cap) for v in out]


class _Held(NamedTuple):
    """The state as every block of :func:`state_kingdoms` reads it."""

    state: KingdomsState
    seat: int | None
    me: int
    sides: int
    solo: bool
    order: list[int]


def state_kingdoms(state: KingdomsState, seat: int | None) -> Vector:
    """:func:`encode_kingdoms` of ``state.view(seat)``, read from the state without building
    the view: the seat's own hand (in solo the face-up hand), its own retreat values (all
    once the game is over), and of a battle only what the view's ``_pending`` shows (its
    own face-down card and bid; whether the others' are in)."""
    solo = state.players == 1
    sides = 2 if solo else state.players
    me = 0 if seat is None else seat
    h = _Held(state, seat, me, sides, solo, _seats(me, sides))
    v = _g_globals_of(h)
    v += _g_hand_of(h)
    v += _g_kingdoms_of(h)
    v += _g_sides_of(h)
    v += _g_rally_pair_council_of(h)
    v += _g_battle_of(h)
    v += _g_solo_of(h)
    return np.array(v, dtype=np.float32)


def _g_globals_of(h: _Held) -> list[float]:
    state = h.state
    over = state.is_over
    v = _options(GAME.spec.options, state.options)
    v += _one_hot(state.age - 1, _G_AGES)
    v.append(float(over))
    v += _rel_one_hot(state.first, h.me, h.sides)
    v += _rel_one_hot(state.current, h.me, h.sides)
    v += _rel_one_hot(None if over else grules.to_act(state), h.me, h.sides)
    kind = None if over else _G_DECISIONS.index(grules.decision(state).kind)
    v += _one_hot(kind, len(_G_DECISIONS))
    pos = state.scoring_pos
    v += _one_hot(pos if pos >= 0 else None, _G_SCORE_ORDER_POSITIONS)
    v.append(len(state.deck) / _G_DECK)
    discard = state.discard
    v.append(len(discard) / _G_DECK)
    v += _g_presence_of(discard)
    v.append(len(state.edict_deck) / len(GEDICTS))
    past = [0.0] * len(GEDICTS)
    for e in state.edicts_past:
        past[_G_EDICT[GEDICTS[e].id]] = 1.0
    v += past
    v.append(len(state.retreat_pool) / _G_RETREAT_TOKENS)
    v.append(_clip(state.mod_supply / _G_MODS, 0.0, 2.0))
    return v


def _g_hand_of(h: _Held) -> list[float]:
    hands = h.state.hands
    hand: list[int] = hands[0] if h.solo else ([] if h.seat is None else hands[h.seat])
    return _g_presence_of(hand) + _g_type_rank_of(hand, GRANKS)


def _g_kingdoms_of(h: _Held) -> list[float]:
    state, order = h.state, h.order
    v: list[float] = []
    top = float(_g_token_max())
    captures = state.captures
    capture_order = {int(k): i for i, (_s, k) in enumerate(captures)}
    capture_side = {int(k): int(s) for s, k in captures}
    for k, size in enumerate(GSIZES):
        territories = size - 1
        tokens = state.tokens[k]
        cards = state.cards[k]
        council = Counter(state.council[k])
        ordinary = state.ordinary[k]
        capital = state.capital[k]
        free = territories - sum(ordinary)
        v += _one_hot(_G_EDICT[GEDICTS[state.edicts[k]].id], len(GEDICTS))
        v.append(len(tokens) / _G_TOKENS)
        v += [tokens[i] / top if i < len(tokens) else 0.0 for i in range(_G_TOKENS)]
        v += [ordinary[s] / territories for s in order]
        v += [float(capital == s) for s in order]
        v += [council[s] / _G_COUNCIL for s in order]
        v += [free / territories, float(capital < 0)]
        v.append(len(cards) / size)
        v += _g_type_rank_of(cards, size)
        v += _G_CARD_OF[cards[-1] if cards else -1]
        k_order = capture_order.get(k)
        v.append(0.0 if k_order is None else (k_order + 1) / _G_K)
        v += _rel_one_hot(capture_side.get(k), h.me, h.sides)
    return v


def _g_sides_of(h: _Held) -> list[float]:
    state, order, seat = h.state, h.order, h.seat
    cap = _G_SCORE_CAP
    v = [_clip(state.score[s] / _G_SCORE_SCALE, 0.0, cap) for s in order]
    v += [state.supply[s] / _G_PIECES for s in order]
    v += [_clip(state.mods[s] / _G_MODS, 0.0, 1.0) for s in order]
    retreat = state.retreat
    v += [len(retreat[s]) / _G_RETREAT_TOKENS for s in order]
    rmax = _g_retreat_max()
    over = state.is_over
    v += [min(sum(retreat[s]) / rmax, 1.0) if over or s == seat else 0.0 for s in order]
    v += [float(bool(state.retreated[s])) for s in order]
    v += [_clip(state.rallies[s] / 10, 0.0, 3.0) for s in order]
    hands = state.hands
    v += [_clip(len(hands[s]) / GHAND, 0.0, _G_HAND_CAP) for s in order]
    for s in order:
        last = state.last_played[s]
        v += _one_hot(last if last >= 0 else None, _G_K)
    return v


def _g_rally_pair_council_of(h: _Held) -> list[float]:
    step, p = h.state.step, h.state.pending
    rally = step == "rally" and bool(p)
    discarded = p.get("discarded", []) if rally else []
    v = [float(step == "rally"), min(len(discarded) / GHAND, 2.0)]
    v += _G_CARD_OF[discarded[-1] if discarded else -1]
    pair = step == "pair"
    v.append(float(pair))
    v += _G_CARD_OF[p["card"] if pair else -1]
    v += _one_hot(int(p["k"]) if pair else None, _G_K)
    v += _g_council_queue(p.get("queue", []) if step == "council" and p else [])
    return v


def _g_contested_of(b: _Battle, p: Data, seat: int | None) -> None:
    """As :func:`_g_contested`, with only the seat's own face-down card and bid."""
    b.stage = [float(p["stage"] == "commit"), float(p["stage"] == "boost")]
    b.rnd = min(int(p["round"]), _G_ROUND_CAP) / _G_ROUND_CAP
    who = p["who"]
    mine = [i for i, s in enumerate(who) if s == seat]  # the view's ``_pending``
    if mine and p["choice"][mine[0]] >= 0:
        b.own = _G_CARD_OF[p["choice"][mine[0]]]
    bid = p["bids"][mine[0]] if mine else -1
    b.own_bid = [float(bid >= 0), max(bid, 0) / _G_MODS]
    for s in {int(s) for s in p["below"]}:
        b.per_side[s][9] = 1.0
    for i, raw in enumerate(who):
        s = int(raw)
        b.per_side[s][:9] = _g_fighter(p, i, p["choice"][i] >= 0, p["bids"][i] >= 0)
        if i < len(p["shown"]) and p["shown"][i] >= 0:
            b.shown[s] = _one_hot(p["shown"][i] % GRANKS, GRANKS)
        b.played[s] = _g_ranks_of(p["played"][i], GHAND, 2.0)


def _g_battle_of(h: _Held) -> list[float]:
    step, p = h.state.step, h.state.pending
    battle = step == "battle" and bool(p)
    v = [float(battle), *_one_hot(int(p["k"]) if battle else None, _G_K)]
    b = _Battle(h.order)
    if battle and not h.solo:
        _g_contested_of(b, p, h.seat)
    elif battle:
        _g_upstart_battle(b, p, _g_ranks_of)
    f = _Features()
    b.add_to(f)
    return v + f.values


def _g_solo_of(h: _Held) -> list[float]:
    state = h.state
    step, p = state.step, state.pending
    bonus = state.bonus
    v: list[float] = []
    for i in range(_G_BONUS):
        v += _G_CARD_OF[bonus[i] if i < len(bonus) else -1]
    choosing = step == "bonus"
    matches = set(p.get("matches", [])) if choosing else set()
    v.append(float(choosing))
    v += _G_CARD_OF[p["card"] if choosing else -1]
    v += _one_hot(int(p["at"]) if choosing else None, _G_K)
    v += [float(i < len(bonus) and bonus[i] in matches) for i in range(_G_BONUS)]
    v += [
        float(bool(state.phase2)),
        min(int(state.solo_battles) / _G_K, 1.0),
        min(int(state.solo_wins) / _G_K, 1.0),
    ]
    return v


ENCODING = recorded(GAME, _kingdoms, state_kingdoms, SCORE_SCALE)
