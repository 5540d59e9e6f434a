"""Царства зверей: the RL observation encoder (``stil.rl.encoding`` reads it through the
game's parts). Its blocks are declared once (:func:`pieces`, each listed with its meaning
in ``docs/rl.md``) and filled from the state (:func:`state_kingdoms`), which reads only
what the seat's view shows: its own hand and retreat values, of a battle its own
face-down card and bid.

>>> import stil
>>> from stil.core.features import lay_out
>>> state = stil.game("kingdoms").new(players=2, seed=1)
>>> vec = state_kingdoms(state, 0)
>>> vec.dtype.name, len(vec) == lay_out(pieces(2))[-1].end
('float32', True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any, NamedTuple

import numpy as np

from stil.core.features import Data, GameEncoding, Piece, Vector
from stil.core.features import clip as _clip
from stil.core.features import one_hot as _one_hot
from stil.core.features import options as _options
from stil.core.features import rel_one_hot as _rel_one_hot
from stil.core.features import seats as _seats
from stil.games.kingdoms import rules as grules
from stil.games.kingdoms.cards import ANIMALS as GANIMALS
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


_G_CARD = _G_TYPES + GRANKS  # a card by its animal type and rank (two one-hots)


# -- the pieces: every block, declared once ----------------------------------------------
@cache
def pieces(players: int) -> tuple[Piece, ...]:
    """The blocks of the vector for ``players`` seats, in order (``docs/rl.md`` lists them).

    Globals (options, age, seats relative to the observer, the decision asked, the
    scoring position, deck and discard, past edicts, the token supplies), the own hand (in
    solo the face-up hand), then per kingdom in kingdom order (edict, tokens, each side's
    pieces, free territories, cards played this age, the last of them, this age's capital
    capture), per side (score, supply, "+2" tokens, retreat tokens and their known values,
    retreated, rallies, hand size, where it last played), a rally, the pair edict, the
    council queue, the battle in progress, and the solo game's bonus cards and phase.
    Every side-indexed block starts with the observer; the solo upstart is the second side.
    """
    sides = 2 if players == 1 else players
    return (
        *_g_global_pieces(sides),
        Piece("hand", _G_DECK),
        Piece("hand_counts", _G_CARD),
        *(p for size in GSIZES for p in _g_kingdom_pieces(size, sides)),
        *_g_side_pieces(sides),
        Piece("rally", 2 + _G_CARD, 0.0, 2.0),
        Piece("pair", 1 + _G_CARD + _G_K),
        Piece("council_queue", 2 * _G_K),
        *_g_battle_pieces(sides),
        *(Piece(f"bonus_{i}", _G_CARD) for i in range(_G_BONUS)),
        Piece("bonus_choice", 1 + _G_CARD + _G_K + _G_BONUS),
        Piece("solo", 3),
    )


def _g_options_size() -> int:
    """A boolean option takes one entry, any other one per allowed value (``options``)."""
    return sum(1 if isinstance(o.default, bool) else len(o.allowed) for o in GAME.spec.options)


def _g_global_pieces(sides: int) -> tuple[Piece, ...]:
    return (
        Piece("options", _g_options_size()),
        Piece("age", _G_AGES),
        Piece("over", 1),
        Piece("first", sides),
        Piece("current", sides),
        Piece("to_act", sides),
        Piece("decision", len(_G_DECISIONS)),
        Piece("scoring_pos", _G_SCORE_ORDER_POSITIONS),
        Piece("deck", 1),
        Piece("discard_size", 1),
        Piece("discard", _G_DECK),
        Piece("edict_deck", 1),
        Piece("edicts_past", len(GEDICTS)),
        Piece("retreat_pool", 1),
        Piece("mod_supply", 1, 0.0, 2.0),
    )


def _g_kingdom_pieces(size: int, sides: int) -> tuple[Piece, ...]:
    k = f"k{size}"
    return (
        Piece(f"{k}_edict", len(GEDICTS)),
        Piece(f"{k}_tokens", 1 + _G_TOKENS),
        Piece(f"{k}_ordinary", sides),
        Piece(f"{k}_capital", sides),
        Piece(f"{k}_council", sides),
        Piece(f"{k}_free", 2),
        Piece(f"{k}_cards", 1 + _G_CARD),
        Piece(f"{k}_last", _G_CARD),
        Piece(f"{k}_captured", 1 + sides),
    )


def _g_side_pieces(sides: int) -> tuple[Piece, ...]:
    return (
        Piece("score", sides, 0, _G_SCORE_CAP),  # low an int: the pinned layout has it so
        Piece("supply", sides),
        Piece("mods", sides),
        Piece("retreat_tokens", sides),
        Piece("retreat_values", sides),
        Piece("retreated", sides),
        Piece("rallies", sides, 0.0, 3.0),
        Piece("hand_sizes", sides, 0.0, _G_HAND_CAP),
        *(Piece(f"last_played_{r}", _G_K) for r in range(sides)),
    )


def _g_battle_pieces(sides: int) -> tuple[Piece, ...]:
    """As :meth:`_Battle.values` writes them, after the battle's kingdom."""
    return (
        Piece("battle", 1 + _G_K),
        Piece("battle_stage", 2),
        Piece("battle_round", 1),
        Piece("battle_own_card", _G_CARD),
        Piece("battle_own_bid", 2),
        Piece("battle_solo", 2, 0.0, 2.0),
        *(
            p
            for r in range(sides)
            for p in (
                Piece(f"battle_side_{r}", 10),
                Piece(f"battle_shown_{r}", GRANKS),
                Piece(f"battle_played_{r}", GRANKS, 0.0, 2.0),
            )
        ),
    )


# -- the vector, filled from the state ---------------------------------------------------
def _g_card(c: int) -> list[float]:
    """A card by its number: its animal type (one-hot over 8) and rank (one-hot over
    1..8); all zeros for none (-1)."""
    if c < 0:
        return [0.0] * _G_CARD
    return _one_hot(c // GRANKS, _G_TYPES) + _one_hot(c % GRANKS, GRANKS)


#: ``_g_card`` by card number (-1: none), worked out once
_G_CARD_OF = {c: _g_card(c) for c in range(-1, _G_DECK)}


def _g_presence(cards: Iterable[int]) -> list[float]:
    """Which of the 64 cards (each exists once) are in a pile."""
    out = [0.0] * _G_DECK
    for c in cards:
        out[c] = 1.0
    return out


def _g_type_rank(cards: Iterable[int], scale: float) -> list[float]:
    """Cards per animal type, then per rank, each count divided by ``scale``."""
    out = [0.0] * _G_CARD
    for c in cards:
        out[c // GRANKS] += 1 / scale
        out[_G_TYPES + c % GRANKS] += 1 / scale
    return out


def _g_ranks(cards: Iterable[int], scale: float, cap: float) -> list[float]:
    out = [0.0] * GRANKS
    for c in cards:
        out[c % GRANKS] += 1 / scale
    return [min(v, cap) for v in out]


class _Held(NamedTuple):
    """The state as a seat's own blocks read it: the sides listed from the observer's (in
    solo: you, then the upstart, who is a side but not a seat)."""

    state: KingdomsState
    seat: int | None
    me: int
    sides: int
    solo: bool
    order: list[int]


def state_kingdoms(state: KingdomsState, seat: int | None) -> Vector:
    """The vector of :func:`pieces` as ``seat`` sees ``state`` (``None``: a spectator,
    seat 0 first), read from the state without building the view: the seat's own hand (in
    solo the face-up hand), its own retreat values (all once the game is over), and of a
    battle only what the view shows (its own face-down card and bid; whether the others'
    are in)."""
    return np.array(_Shared(state).vector(seat), dtype=np.float32)


def all_kingdoms(state: KingdomsState) -> Vector:
    """Every seat's vector of :func:`state_kingdoms`, a row per seat: what the seats
    share is worked out once (the search's evaluation asks for every seat at each cut).
    Each row is the same list of floats ``state_kingdoms`` makes for that seat."""
    shared = _Shared(state)
    return np.array([shared.vector(seat) for seat in range(state.players)], dtype=np.float32)


class _Kingdom(NamedTuple):
    """One kingdom's blocks: those every seat sees alike, and per side (by side number)
    the pieces, capital and council each seat lists from its own side on."""

    head: list[float]  # edict, tokens
    ordinary: list[float]
    capital: list[float]
    council: list[float]
    tail: list[float]  # free territories, cards played, the last, the capture's order
    captured_by: int | None


class _Shared:
    """What every seat's vector of a state holds alike, worked out once: the blocks no
    seat's view changes, and the per-side values each seat lists from its own side on."""

    def __init__(self, state: KingdomsState) -> None:
        self.state = state
        self.solo = state.players == 1
        self.sides = 2 if self.solo else state.players
        over = state.is_over
        self.head = _options(GAME.spec.options, state.options)
        self.head += _one_hot(state.age - 1, _G_AGES)
        self.head.append(float(over))
        self.turns = (state.first, state.current, None if over else grules.to_act(state))
        self.globals = _g_globals(state)
        captures = state.captures
        at = {int(k): i for i, (_s, k) in enumerate(captures)}  # the latest, by kingdom
        by = {int(k): int(s) for s, k in captures}
        self.kingdoms = [_g_kingdom(state, k, self.sides, at, by) for k in range(_G_K)]
        self.per_side = _g_sides(state, self.sides)
        rmax = _g_retreat_max()
        self.retreat_values = [min(sum(r) / rmax, 1.0) for r in state.retreat]
        self.between = _g_rally_pair_council(state)
        self.solo_blocks = _g_solo(state)

    def vector(self, seat: int | None) -> list[float]:
        """``seat``'s vector as a list: the shared blocks in its order, and its own."""
        sides = self.sides
        me = 0 if seat is None else seat
        order = _seats(me, sides)
        h = _Held(self.state, seat, me, sides, self.solo, order)
        v = self.head[:]
        for who in self.turns:
            v += _rel_one_hot(who, me, sides)
        v += self.globals
        v += _g_hand(h)
        for k in self.kingdoms:
            v += k.head
            v += [k.ordinary[s] for s in order]
            v += [k.capital[s] for s in order]
            v += [k.council[s] for s in order]
            v += k.tail
            v += _rel_one_hot(k.captured_by, me, sides)
        over = self.state.is_over
        for i, block in enumerate(self.per_side):
            if i == _RETREAT_VALUES:  # a side's own values, or all once the game is over
                rv = self.retreat_values
                v += [rv[s] if over or s == seat else 0.0 for s in order]
            v += [block[s] for s in order]
        for s in order:
            last = self.state.last_played[s]
            v += _one_hot(last if last >= 0 else None, _G_K)
        v += self.between
        v += _g_battle(h)
        v += self.solo_blocks
        return v


def _g_globals(state: KingdomsState) -> list[float]:
    """The globals after the seats' turns: the decision, the scoring position, the
    piles, the past edicts, the supplies."""
    over = state.is_over
    kind = None if over else _G_DECISIONS.index(grules.decision(state).kind)
    v = _one_hot(kind, len(_G_DECISIONS))
    pos = state.scoring_pos
    v += _one_hot(pos if pos >= 0 else None, _G_SCORE_ORDER_POSITIONS)
    v.append(len(state.deck) / _G_DECK)
    discard = state.discard
    v.append(len(discard) / _G_DECK)
    v += _g_presence(discard)
    v.append(len(state.edict_deck) / len(GEDICTS))
    past = [0.0] * len(GEDICTS)
    for e in state.edicts_past:
        past[_G_EDICT[GEDICTS[e].id]] = 1.0
    v += past
    v.append(len(state.retreat_pool) / _G_RETREAT_TOKENS)
    v.append(_clip(state.mod_supply / _G_MODS, 0.0, 2.0))
    return v


def _g_hand(h: _Held) -> list[float]:
    """In solo the hand lies face up; a spectator of a game with seats sees none."""
    hands = h.state.hands
    hand: list[int] = hands[0] if h.solo else ([] if h.seat is None else hands[h.seat])
    return _g_presence(hand) + _g_type_rank(hand, GRANKS)


def _g_kingdom(
    state: KingdomsState, k: int, sides: int, at: dict[int, int], by: dict[int, int]
) -> _Kingdom:
    """Kingdom ``k`` (kingdoms in order of 4, 5, 6, 7, 8 territories); ``at`` and ``by``:
    this age's capital captures' order and side, by kingdom."""
    size = GSIZES[k]
    territories = size - 1
    top = float(_g_token_max())
    tokens = state.tokens[k]
    cards = state.cards[k]
    council = Counter(state.council[k])
    ordinary = state.ordinary[k]
    capital = state.capital[k]
    free = territories - sum(ordinary)
    head = _one_hot(_G_EDICT[GEDICTS[state.edicts[k]].id], len(GEDICTS))
    head.append(len(tokens) / _G_TOKENS)
    head += [tokens[i] / top if i < len(tokens) else 0.0 for i in range(_G_TOKENS)]
    tail = [free / territories, float(capital < 0), len(cards) / size]
    tail += _g_type_rank(cards, size)
    tail += _G_CARD_OF[cards[-1] if cards else -1]
    order = at.get(k)
    tail.append(0.0 if order is None else (order + 1) / _G_K)
    return _Kingdom(
        head,
        [ordinary[s] / territories for s in range(sides)],
        [float(capital == s) for s in range(sides)],
        [council[s] / _G_COUNCIL for s in range(sides)],
        tail,
        by.get(k),
    )


#: where the retreat values (known to their own side only) come among ``_g_sides``' blocks
_RETREAT_VALUES = 4


def _g_sides(state: KingdomsState, sides: int) -> list[list[float]]:
    """Each side's values block by block, by side number (the retreat values and where
    each side last played are written by :meth:`_Shared.vector`)."""
    cap = _G_SCORE_CAP
    everyone = range(sides)
    retreat, hands = state.retreat, state.hands
    return [
        [_clip(state.score[s] / _G_SCORE_SCALE, 0.0, cap) for s in everyone],
        [state.supply[s] / _G_PIECES for s in everyone],
        [_clip(state.mods[s] / _G_MODS, 0.0, 1.0) for s in everyone],
        [len(retreat[s]) / _G_RETREAT_TOKENS for s in everyone],
        [float(bool(state.retreated[s])) for s in everyone],
        [_clip(state.rallies[s] / 10, 0.0, 3.0) for s in everyone],
        [_clip(len(hands[s]) / GHAND, 0.0, _G_HAND_CAP) for s in everyone],
    ]


def _g_rally_pair_council(state: KingdomsState) -> list[float]:
    """A rally's discards, the pair edict's first card, the council queue."""
    step, p = state.step, state.pending
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


def _g_council_queue(queue: Iterable[Any]) -> list[float]:
    """The kingdoms waiting for the council, then the one asked now."""
    asked = [0.0] * _G_K
    waiting = [0.0] * _G_K
    for i, (_s, k) in enumerate(queue):
        waiting[int(k)] = 1.0
        if i == 0:
            asked[int(k)] = 1.0
    return waiting + asked


class _Battle:
    """The battle blocks, filled in by whichever battle is on (all zeros when none is)."""

    def __init__(self, order: list[int]) -> None:
        self.order = order
        self.stage = [0.0, 0.0]
        self.rnd = 0.0
        self.own = _G_CARD_OF[-1]
        self.own_bid = [0.0, 0.0]
        self.solo_info = [0.0, 0.0]
        self.per_side = {s: [0.0] * 10 for s in order}
        self.shown = {s: [0.0] * GRANKS for s in order}
        self.played = {s: [0.0] * GRANKS for s in order}

    def values(self) -> list[float]:
        """The blocks in :func:`_g_battle_pieces` order, after the battle's kingdom."""
        v = [*self.stage, self.rnd, *self.own, *self.own_bid, *self.solo_info]
        for s in self.order:
            v += self.per_side[s] + self.shown[s] + self.played[s]
        return v


def _g_battle(h: _Held) -> list[float]:
    step, p = h.state.step, h.state.pending
    battle = step == "battle" and bool(p)
    v = [float(battle), *_one_hot(int(p["k"]) if battle else None, _G_K)]
    b = _Battle(h.order)
    if battle and not h.solo:
        _g_contested(b, p, h.seat)
    elif battle:
        _g_upstart_battle(b, p)
    return v + b.values()


def _g_contested(b: _Battle, p: Data, seat: int | None) -> None:
    """A battle between seats: of the face-down cards and sealed bids, the seat's own
    (as the view's ``pending_view`` shows them) and only whether the others' are in."""
    b.stage = [float(p["stage"] == "commit"), float(p["stage"] == "boost")]
    b.rnd = min(int(p["round"]), _G_ROUND_CAP) / _G_ROUND_CAP
    who = p["who"]
    mine = [i for i, s in enumerate(who) if s == seat]
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
        b.played[s] = _g_ranks(p["played"][i], GHAND, 2.0)


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


def _g_upstart_battle(b: _Battle, p: Data) -> None:
    """Solo: you against the upstart, who reveals cards from the deck."""
    b.stage = [1.0, 0.0]
    b.solo_info = [int(p["n"]) / _G_REVEALS, min(int(p["ties"]) / GHAND, 2.0)]
    for s in b.order:
        b.per_side[s][:3] = [1.0, 1.0, 0.0]
    b.played[0] = _g_ranks(p["used"], GHAND, 2.0)
    b.played[1] = _g_ranks(p["shown"], GHAND, 2.0)


def _g_solo(state: KingdomsState) -> list[float]:
    """Solo: the upstart's bonus cards, the choice between two, the second phase."""
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


ENCODING = GameEncoding(pieces, state_kingdoms, SCORE_SCALE, all_seats=all_kingdoms)
