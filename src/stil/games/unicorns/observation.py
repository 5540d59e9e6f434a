"""What a seat may know, and full states consistent with that knowledge.

Public: the stables, the discard pile, the nursery, the deck's size, hand sizes, a hand
under Nanny Cam, the chain of Neighs, the pending effect records (they hold no hidden
card), whose turn and what is asked. Private to a seat: its own hand; while it searches
the deck, the deck's contents; while it is the Oracle's owner choosing, the top cards;
while it looks at a hand (Blatant Thievery), that hand. Never shown: the deck's order,
other hands, the RNG.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

import stil.games.unicorns.effects as fx
from stil.core import Observation, Rng, Seat
from stil.games.unicorns.cards import BABIES, deck_for
from stil.games.unicorns.state import UnicornsState

S = UnicornsState


def _peeks(state: S, seat: Seat | None) -> dict[str, Any]:
    """What the step on top shows ``seat`` alone: deck contents, top cards or a hand."""
    if seat is None or not state.stack or state.is_over:
        return {}
    rec = state.stack[-1]
    if rec["seat"] != seat:
        return {}
    if rec["op"] == "search":
        return {"deck_cards": sorted(state.deck)}
    if rec["op"] == "oracle":
        n = 2 if rec.get("stage") else rec.get("n", 3)
        return {"top": state.deck[-n:]}
    if rec["op"] == "look" and "victim" in rec:
        return {"looking": sorted(state.hands[rec["victim"]])}
    return {}


def view(state: S, seat: Seat | None) -> Observation:
    decision = state.decision
    to_act = state.to_act
    data: dict[str, Any] = {
        "players": state.players,
        "options": dict(state.options),
        "phase": state.phase,
        "current": state.current,
        "turn": state.turn,
        "to_act": to_act,
        "decision": decision.to_dict() if decision else None,
        "hand": None if seat is None else state.hands[seat][:],
        "hand_sizes": [len(h) for h in state.hands],
        "open_hands": {
            str(s): state.hands[s][:] for s in range(state.players) if fx.hand_public(state, s)
        },
        "stables": [st[:] for st in state.stables],
        "deck": len(state.deck),
        "discard": state.discard[:],
        "nursery": state.nursery[:],
        "limbo": state.limbo[:],
        "chain": [dict(r) for r in state.chain],
        "asking": state.asking[:],
        "stack": [fx_copy(r) for r in state.stack],
        "bot_queue": state.bot_queue[:],
        "plays_left": state.plays_left,
        "played": state.played,
        "turn_cut": state.turn_cut,
        "extra_turns": state.extra_turns,
        "baby_queue": state.baby_queue[:],
        "next_g": state.next_g,
        "winners": state.winners_[:],
        "scores": state.scores(),
        "legal": [str(a) for a in state.legal_actions()] if seat == to_act else [],
        **_peeks(state, seat),
    }
    return Observation("unicorns", seat, data)


def fx_copy(r: Mapping[str, Any]) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in r.items()}


def _take(pool: Counter[str], cards: list[str]) -> None:
    for c in cards:
        if pool[c] <= 0:
            raise ValueError("observation is inconsistent with the deck's contents")
        pool[c] -= 1


def determinize(obs: Observation, rng: Rng) -> S:
    """A full state the observing seat cannot tell from the real one: the cards it
    cannot see are dealt at random from those not visible anywhere. The log is empty."""
    d = obs.data
    seat = obs.seat
    players = int(d["players"])
    s = S.from_view(d, rng.fork())

    pool: Counter[str] = Counter(deck_for(players))
    for st in s.stables:
        _take(pool, [c for c in st if c not in BABIES])
    _take(pool, s.discard)
    _take(pool, s.limbo)
    _take(pool, [str(r["card"]) for r in s.chain])
    known: dict[int, list[str]] = {int(k): list(v) for k, v in d["open_hands"].items()}
    if seat is not None:
        known[seat] = list(d["hand"])
    looking = d.get("looking")
    if looking is not None:
        known[int(s.stack[-1]["victim"])] = list(looking)
    for hand in known.values():
        _take(pool, hand)
    deck_cards = d.get("deck_cards")
    top = d.get("top")
    if deck_cards is not None:
        _take(pool, list(deck_cards))
        deck = list(deck_cards)
        rng.shuffle(deck)
    else:
        rest: list[str] = list(pool.elements())
        rng.shuffle(rest)
        deck = []
        if top is not None:
            _take(pool, list(top))
            rest = list(pool.elements())
            rng.shuffle(rest)
        size = int(d["deck"]) - (len(top) if top is not None else 0)
        deck, rest = rest[:size], rest[size:]
        if top is not None:
            deck += list(top)
        for p in range(players):
            if p in known:
                continue
            n = int(d["hand_sizes"][p])
            known[p], rest = sorted(rest[:n]), rest[n:]
        # cards left over are out of play (a table laid out by hand holds fewer)
    if deck_cards is not None:
        rest = list(pool.elements())
        rng.shuffle(rest)
        for p in range(players):
            if p in known:
                continue
            n = int(d["hand_sizes"][p])
            known[p], rest = sorted(rest[:n]), rest[n:]
    s.deck = deck
    s.hands = [sorted(known[p]) for p in range(players)]
    if len(s.deck) != int(d["deck"]):
        raise ValueError("observation is inconsistent with the deck's size")
    return s


def resample_hidden(state: S, seat: Seat | None, rng: Rng) -> S:
    """``state`` with everything ``seat`` cannot see re-dealt: the deck and the other
    hands (but hands it sees, deck contents or top cards it is being shown), the RNG."""
    s = state.clone()
    s._legal = None
    peeks = _peeks(state, seat)
    keep = {p for p in range(s.players) if p == seat or fx.hand_public(s, p)}
    if "looking" in peeks:
        keep.add(int(s.stack[-1]["victim"]))
    hidden = [p for p in range(s.players) if p not in keep]
    if "deck_cards" in peeks:
        rng.shuffle(s.deck)
        pool = [c for p in hidden for c in s.hands[p]]
        rng.shuffle(pool)
        for p in hidden:
            n = len(s.hands[p])
            s.hands[p], pool = sorted(pool[:n]), pool[n:]
    else:
        n_top = len(peeks["top"]) if "top" in peeks else 0
        top = s.deck[len(s.deck) - n_top :] if n_top else []
        pool = s.deck[: len(s.deck) - n_top] + [c for p in hidden for c in s.hands[p]]
        rng.shuffle(pool)
        size = len(s.deck) - n_top
        s.deck, pool = pool[:size] + top, pool[size:]
        for p in hidden:
            n = len(s.hands[p])
            s.hands[p], pool = sorted(pool[:n]), pool[n:]
    s.rng = rng.fork()
    return s


def resample_unseen(state: S, rng: Rng) -> S:
    """``state`` with what no seat can see re-drawn: the deck's order (but the top cards
    the Oracle's owner is being shown) and the RNG."""
    s = state.clone()
    s._legal = None
    seat = s.stack[-1].get("seat") if s.stack and not s.is_over else None
    n = len(_peeks(state, seat).get("top", ()))
    rest = s.deck[: len(s.deck) - n]
    rng.shuffle(rest)
    s.deck = rest + s.deck[len(s.deck) - n :]
    s.rng = rng.fork()
    return s


__all__ = ["determinize", "resample_hidden", "resample_unseen", "view"]
