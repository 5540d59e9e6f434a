"""What a prince may know, and full states consistent with that knowledge.

Public: the table (cities, attachments, chronicles, Батый and Тайное послание), the face-up
discard, the war in progress, hand sizes, and the cards everybody saw go into a hand (lured
foreigners). Private: the seat's own hand. Never shown: the draw pile's order, other hands,
the RNG.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from stil.core import Observation, Rng, Seat
from stil.games.princes import rules
from stil.games.princes.cards import FULL_DECK, TYPES
from stil.games.princes.state import PrincesState, names, types, war_out


def view(state: PrincesState, seat: Seat | None) -> Observation:
    decision = state.decision
    to_act = state.to_act
    mights = {c: rules.city_might(state, c) for c in state.owner}  # the cities' and scores'
    data: dict[str, Any] = {
        "players": state.players,
        "options": dict(state.options),
        "current": state.current,
        "turn": state.turn,
        "last_turn": state.last_turn,
        "over": state.is_over,
        "to_act": to_act,
        "decision": decision.to_dict() if decision else None,
        "deck": len(state.deck),
        "discard": names(state.discard),
        "cities": [
            {
                "city": TYPES[c],
                "owner": state.owner[c],
                "attached": names(state.attached[c]),
                "might": mights[c],
                "wall": rules.wall_value(state, c),
            }
            for c in sorted(state.owner)
        ],
        "chronicles": [names(ch) for ch in state.chronicles],
        "table": names(state.table),
        "hand_sizes": [len(h) for h in state.hands],
        "known": [names(k) for k in state.known],
        "hand": None if seat is None else names(state.hands[seat]),
        "war": None if state.war is None else war_out(state.war),
        "scores": rules.scores_from(state, mights),
        "legal": [str(a) for a in state.legal_actions()] if seat == to_act else [],
    }
    return Observation("princes", seat, data)


def determinize(obs: Observation, rng: Rng) -> PrincesState:
    """A full state the observing seat cannot tell from the real one: other hands (but the
    cards known to be in them) and the draw pile dealt at random from the unseen cards.
    The event log of the result is empty."""
    d = obs.data
    n = int(d["players"])
    s = PrincesState.from_view(d, rng.fork())

    unseen = Counter(FULL_DECK)
    seen = [*s.discard, *s.table, *(c for ch in s.chronicles for c in ch)]
    for c in s.owner:
        seen += [c, *s.attached[c]]
    if s.war is not None:
        seen += ([s.war["x"]] if s.war["x"] >= 0 else []) + s.war["against"]
    me = obs.seat
    if me is not None:
        s.hands[me] = sorted(types(d["hand"]))
        seen += s.hands[me]
    for seat in range(n):
        if seat != me:
            seen += s.known[seat]
    unseen.subtract(seen)
    if any(v < 0 for v in unseen.values()):
        raise ValueError("observation is inconsistent with the deck")
    pool = sorted(unseen.elements())
    rng.shuffle(pool)
    for seat in range(n):
        if seat != me:
            size = int(d["hand_sizes"][seat])
            free = size - len(s.known[seat])
            s.hands[seat] = sorted(s.known[seat] + [pool.pop() for _ in range(free)])
    if len(pool) != int(d["deck"]):
        raise ValueError("observation is inconsistent with the draw pile's size")
    s.deck = pool
    return s


def resample_hidden(state: PrincesState, seat: Seat | None, rng: Rng) -> PrincesState:
    """``state`` with everything ``seat`` cannot see re-dealt: the draw pile, the other
    hands (keeping their sizes and the cards known to be in them), and the RNG."""
    s = state.clone()
    s._legal = None
    others = [o for o in range(s.players) if o != seat]
    pool = s.deck[:]
    free: dict[int, int] = {}
    for o in others:
        rest = s.hands[o][:]
        for k in s.known[o]:
            rest.remove(k)
        pool += rest
        free[o] = len(rest)
    rng.shuffle(pool)
    for o in others:
        s.hands[o] = sorted(s.known[o] + [pool.pop() for _ in range(free[o])])
    s.deck = pool
    s.rng = rng.fork()
    return s


def resample_unseen(state: PrincesState, rng: Rng) -> PrincesState:
    """``state`` with what no seat can see re-drawn: the draw pile's order and the RNG."""
    s = state.clone()
    s._legal = None
    rng.shuffle(s.deck)
    s.rng = rng.fork()
    return s
