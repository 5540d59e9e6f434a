"""What a seat may know, and full states consistent with that knowledge.

Public: the board (edicts, tokens, pieces, cards under the kingdoms), the discard pile,
scores on the track, "+2" tokens, who holds retreat tokens, the cards revealed in a
battle, and in solo the whole hand (it lies face up) and the bonus cards. Private: the
seat's own hand, the values of its own retreat tokens, its own face-down battle card and
sealed bid. Never shown: the deck's order, other hands, other retreat values, the edict
deck's order, others' face-down battle cards and bids, the RNG.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping
from typing import Any

from stil.core import Observation, Rng, Seat
from stil.games.kingdoms.cards import CARDS, EDICTS, from_ids, ids
from stil.games.kingdoms.state import KingdomsState


def _copied(value: Any) -> Any:
    """A copy of a step's data (dicts, lists, ints, strings, booleans): what
    ``copy.deepcopy`` makes of it, without its bookkeeping (a view is built at every move
    of a search's playouts).

    >>> p = {"who": [0, 2], "played": [[1], []], "step": "battle"}
    >>> q = _copied(p)
    >>> q == p and q["played"][0] is not p["played"][0]
    True
    """
    if isinstance(value, list):
        return [_copied(v) for v in value]
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    return value


def pending_view(state: KingdomsState, seat: Seat | None, copied: bool = True) -> dict[str, Any]:
    """The step's data with the face-down parts replaced by whether they are there; with
    ``copied=False`` its lists are the state's own, for a reader that never changes them
    (the heuristic's ``choose_state``)."""
    p = state.pending
    if not p:
        return {}
    keep = _copied if copied else _same
    if state.step == "battle" and not state.solo:
        out: dict[str, Any] = _copied(p) if copied else dict(p)
        mine = [i for i, s in enumerate(p["who"]) if s == seat]
        out["choice"] = [c >= 0 for c in p["choice"]]
        out["bids"] = [b >= 0 for b in p["bids"]]
        out["own_choice"] = (
            CARDS[p["choice"][mine[0]]] if mine and p["choice"][mine[0]] >= 0 else None
        )
        out["own_bid"] = p["bids"][mine[0]] if mine else -1
        out["played"] = [ids(x) for x in p["played"]]
        out["shown"] = [CARDS[c] if c >= 0 else None for c in p["shown"]]
        return out
    out = {}
    for key, value in p.items():
        if key in ("card",):
            out[key] = CARDS[value]
        elif key in ("discarded", "used", "shown", "matches"):
            out[key] = ids(value)
        else:
            out[key] = keep(value)
    return out


def _same(value: Any) -> Any:
    return value


def view(state: KingdomsState, seat: Seat | None) -> Observation:
    decision = state.decision
    to_act = state.to_act
    over = state.is_over
    sides = state.sides
    hand = None
    if state.solo:
        hand = ids(state.hands[0])
    elif seat is not None:
        hand = ids(state.hands[seat])
    data: dict[str, Any] = {
        "players": state.players,
        "options": dict(state.options),
        "age": state.age,
        "first": state.first,
        "current": state.current,
        "step": state.step,
        "over": over,
        "to_act": to_act,
        "decision": decision.to_dict() if decision else None,
        "legal": [str(a) for a in state.legal_actions()] if seat == to_act else [],
        "deck": len(state.deck),
        "discard": ids(state.discard),
        "hand": hand,
        "hand_sizes": [len(h) for h in state.hands],
        "edicts": [EDICTS[e].id for e in state.edicts],
        "edicts_past": [EDICTS[e].id for e in state.edicts_past],
        "edict_deck": len(state.edict_deck),
        "tokens": [t[:] for t in state.tokens],
        "retreat_tokens": [len(r) for r in state.retreat],
        "retreat_values": (
            [r[:] for r in state.retreat]
            if over
            else [state.retreat[s][:] if s == seat else None for s in range(sides)]
        ),
        "retreat_pool": len(state.retreat_pool),
        "mods": state.mods[:],
        "mod_supply": state.mod_supply,
        "ordinary": [o[:] for o in state.ordinary],
        "capital": state.capital[:],
        "council": [c[:] for c in state.council],
        "cards": [ids(c) for c in state.cards],
        "supply": state.supply[:],
        "score": state.score[:],
        "retreated": state.retreated[:],
        "rallies": state.rallies[:],
        "last_played": state.last_played[:],
        "captures": [c[:] for c in state.captures],
        "scoring_pos": state.scoring_pos,
        "pending": pending_view(state, seat),
        "bonus": ids(state.bonus),
        "phase2": state.phase2,
        "solo_battles": state.solo_battles,
        "solo_wins": state.solo_wins,
    }
    return Observation("kingdoms", seat, data)


def determinize(obs: Observation, rng: Rng) -> KingdomsState:
    """A full state the observing seat cannot tell from the real one: other hands, the
    deck, others' face-down battle cards and bids, others' retreat values and the edict
    deck dealt at random from what the seat has not seen. The event log is empty."""
    d = obs.data
    me = obs.seat
    s = KingdomsState.from_view(d, rng.fork())
    s.edicts = [_edict(e) for e in d["edicts"]]
    s.edicts_past = [_edict(e) for e in d["edicts_past"]]

    seen: list[int] = [*s.discard, *s.bonus, *(c for k in s.cards for c in k)]
    battle = s.step == "battle" and not s.solo and bool(d["pending"])
    p = _pending_in(d["pending"], battle, seen)
    if d["hand"] is not None:
        owner = 0 if s.solo else me
        assert owner is not None
        s.hands[owner] = sorted(from_ids(d["hand"]))
        seen += s.hands[owner]
    unseen = Counter(range(len(CARDS)))
    unseen.subtract(seen)
    pool = sorted(c for c, n in unseen.items() if n > 0)
    if any(n < 0 for n in unseen.values()):
        raise ValueError("observation is inconsistent with the cards")
    rng.shuffle(pool)
    for i in range(s.sides):
        if not (s.solo or i == me):
            s.hands[i] = sorted(pool.pop() for _ in range(int(d["hand_sizes"][i])))
    if battle:
        _deal_battle(p, me, pool, rng, s.mods)
    if len(pool) != int(d["deck"]):
        raise ValueError("observation is inconsistent with the deck's size")
    s.deck = pool
    s.pending = p
    _deal_retreats(s, d, me, rng)
    deck = sorted(set(range(len(EDICTS))) - set(s.edicts) - set(s.edicts_past))
    rng.shuffle(deck)
    s.edict_deck = deck[: int(d["edict_deck"])]
    return s


def _pending_in(shown: dict[str, Any], battle: bool, seen: list[int]) -> dict[str, Any]:
    """The step's data as the view shows it, its cards back to ints (added to ``seen``);
    a battle's face-down parts are still the view's flags."""
    p = copy.deepcopy(dict(shown))
    if battle:
        p["played"] = [from_ids(x) for x in p["played"]]
        p["shown"] = [-1 if c is None else from_ids([c])[0] for c in p["shown"]]
        seen += [c for x in p["played"] for c in x]
        if p["own_choice"] is not None:
            seen += from_ids([p["own_choice"]])
    elif p:
        if "card" in p:
            p["card"] = from_ids([p["card"]])[0]
            seen.append(p["card"])
        for key in ("discarded", "used", "shown", "matches"):
            if key in p:
                p[key] = from_ids(p[key])
        seen += p.get("used", []) + p.get("shown", [])
    return p


def _deal_battle(
    p: dict[str, Any], me: Seat | None, pool: list[int], rng: Rng, mods: list[int]
) -> None:
    """Others' face-down battle cards from ``pool`` and their sealed bids at random; the
    seat's own as the view told it."""
    who = p["who"]
    choice = []
    for i, chosen in enumerate(p.pop("choice")):
        if who[i] == me and p["own_choice"] is not None:
            choice.append(from_ids([p["own_choice"]])[0])
        else:
            choice.append(pool.pop() if chosen else -1)
    p["choice"] = choice
    bids = []
    for i, made in enumerate(p.pop("bids")):
        if who[i] == me:
            bids.append(int(p["own_bid"]))
        else:
            bids.append(rng.below(mods[who[i]] + 1) if made else -1)
    p["bids"] = bids
    del p["own_choice"], p["own_bid"]


def _deal_retreats(s: KingdomsState, d: Mapping[str, Any], me: Seat | None, rng: Rng) -> None:
    """Others' retreat token values and the pool set aside, from the values not seen (all
    are shown once the game is over)."""
    values = Counter(int(v) for v in str(d["options"]["retreat_token_values"]).split(","))
    mine_values = d["retreat_values"][me] if me is not None else None
    if s.is_over:
        s.retreat = [list(r) for r in d["retreat_values"]]
        values.subtract(v for r in s.retreat for v in r)
    elif mine_values is not None:
        values.subtract(mine_values)
    if s.solo:
        return
    left = sorted(values.elements())
    rng.shuffle(left)
    for i in range(s.sides):
        if s.is_over:
            continue
        if i == me:
            s.retreat[i] = list(mine_values or [])
            continue
        s.retreat[i] = [left.pop() for _ in range(int(d["retreat_tokens"][i]))]
    s.retreat_pool = [left.pop() for _ in range(int(d["retreat_pool"]))]


def _edict(edict_id: str) -> int:
    return next(i for i, e in enumerate(EDICTS) if e.id == edict_id)


def resample_hidden(state: KingdomsState, seat: Seat | None, rng: Rng) -> KingdomsState:
    """``state`` with everything ``seat`` cannot see re-dealt: the deck, other hands (same
    sizes), others' face-down battle cards and sealed bids, others' retreat values, the
    edict deck and the RNG."""
    s = state.clone()
    s._legal = None
    others = [i for i in range(s.sides) if i != seat and not s.solo]
    battle = s.step == "battle" and not s.solo
    pool = s.deck[:]
    for i in others:
        pool += s.hands[i]
    slots = _face_down_of_others(s, seat) if battle else []
    pool += [s.pending["choice"][i] for i in slots]
    rng.shuffle(pool)
    for i in others:
        s.hands[i] = sorted(pool.pop() for _ in range(len(state.hands[i])))
    if battle:
        _redeal_battle(s, seat, slots, pool, rng)
    s.deck = pool
    if not s.is_over and not s.solo:
        _redeal_retreats(s, others, rng)
    rng.shuffle(s.edict_deck)
    s.rng = rng.fork()
    return s


def _face_down_of_others(s: KingdomsState, seat: Seat | None) -> list[int]:
    """The battle's slots whose face-down card is in and not ``seat``'s."""
    p = s.pending
    return [i for i, side in enumerate(p["who"]) if side != seat and p["choice"][i] >= 0]


def _redeal_battle(
    s: KingdomsState, seat: Seat | None, slots: list[int], pool: list[int], rng: Rng
) -> None:
    """Others' face-down cards from the shuffled ``pool``; their sealed bids drawn anew,
    each up to the side's "+2" tokens."""
    p = s.pending
    for i in slots:
        p["choice"][i] = pool.pop()
    for i, side in enumerate(p["who"]):
        if side != seat and p["bids"][i] >= 0:
            p["bids"][i] = rng.below(s.mods[side] + 1)


def _redeal_retreats(s: KingdomsState, others: list[int], rng: Rng) -> None:
    """Others' retreat values, shuffled together with the pool's (each keeps its count)."""
    values = s.retreat_pool[:]
    for i in others:
        values += s.retreat[i]
    rng.shuffle(values)
    for i in others:
        s.retreat[i] = [values.pop() for _ in range(len(s.retreat[i]))]
    s.retreat_pool = values


def resample_unseen(state: KingdomsState, rng: Rng) -> KingdomsState:
    """``state`` with what no seat can see re-drawn: the deck's order, the edict deck's
    order, which retreat values are left in the pool's order, and the RNG."""
    s = state.clone()
    s._legal = None
    rng.shuffle(s.deck)
    rng.shuffle(s.edict_deck)
    rng.shuffle(s.retreat_pool)
    s.rng = rng.fork()
    return s
