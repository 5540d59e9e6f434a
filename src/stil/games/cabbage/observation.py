"""What a seat may know, and full states consistent with that knowledge.

A view is built piece by piece from public fields plus the seat's own secrets (the top card
it peeked at with a Cow; the cards its Chicken looks at when looks are private). The deck's
order, the RNG and other seats' secrets are never read here, so they cannot leak.
"""

from __future__ import annotations

from typing import Any

from stil.core import Observation, Rng, Seat
from stil.games.cabbage.cards import COUNTS, ID, KIND, KINDS, N_KINDS
from stil.games.cabbage.state import CabbageState, counts_in, counts_out


def looks_hidden_from(state: CabbageState, seat: Seat | None) -> bool:
    """Are the Chicken's looked-at cards hidden from ``seat`` right now?"""
    return bool(state.looked) and not state.options["looks_public"] and seat != state.current


def view(state: CabbageState, seat: Seat | None) -> Observation:
    hide_looked = looks_hidden_from(state, seat)
    discard = state.discard[:]
    if hide_looked:
        # The others only know the looked-at cards came from the discard.
        for k in state.looked:
            discard[k] += 1
    decision = state.decision
    dec = decision.to_dict() if decision else None
    if dec and hide_looked and dec["kind"] == "chicken_play":
        dec["params"] = {"count": len(state.looked)}
    to_act = state.to_act
    data: dict[str, Any] = {
        "players": state.players,
        "options": dict(state.options),
        "phase": state.phase,
        "current": state.current,
        "last": state.last,
        "to_act": to_act,
        "decision": dec,
        "pending": [dict(p) for p in state.pending],
        "deck": len(state.deck),
        "discard": counts_out(discard),
        "castles": [counts_out(c) for c in state.castles],
        "row": [KINDS[k] for k in state.row],
        "bust": None if state.bust is None else KINDS[state.bust],
        "knows_top": list(state.knows_top),
        "top": KINDS[state.deck[-1]] if seat in state.knows_top and state.deck else None,
        "looked": None if hide_looked else [KINDS[k] for k in state.looked],
        "looked_count": len(state.looked),
        "blocking": list(state.blocking),
        "intrigue_queue": list(state.intrigue_queue),
        "scores": state.scores(),
        "legal": [str(a) for a in state.legal_actions()] if seat == to_act else [],
    }
    return Observation(ID, seat, data)


def _take(pool: list[int], kinds: list[int]) -> None:
    for k in kinds:
        if pool[k] <= 0:
            raise ValueError("observation is inconsistent with the deck's contents")
        pool[k] -= 1


def determinize(obs: Observation, rng: Rng) -> CabbageState:
    """A full state the observing seat cannot tell from the real one.

    Unseen cards (deck, hidden looked-at cards) are dealt at random from what is not
    visible anywhere. The event log of the result is empty.
    """
    d = obs.data
    s = CabbageState.from_view(d, rng.fork())
    s.discard = counts_in(d["discard"])

    unseen = list(COUNTS)
    for c in s.castles:
        _take(unseen, [k for k in range(N_KINDS) for _ in range(c[k])])
    _take(unseen, s.row)
    if d["looked"] is None:
        # Hidden Chicken look: draw it from the discard as the others know it.
        merged = [k for k in range(N_KINDS) for _ in range(s.discard[k])]
        rng.shuffle(merged)
        s.looked = sorted(merged[: int(d["looked_count"])])
        _take(s.discard, s.looked)
    else:
        s.looked = [KIND[k] for k in d["looked"]]
    _take(unseen, [k for k in range(N_KINDS) for _ in range(s.discard[k])])
    _take(unseen, s.looked)
    top = None if d["top"] is None else KIND[d["top"]]
    if top is not None:
        _take(unseen, [top])
    deck = [k for k in range(N_KINDS) for _ in range(unseen[k])]
    rng.shuffle(deck)
    if top is not None:
        deck.append(top)
    if len(deck) != int(d["deck"]):
        raise ValueError("observation is inconsistent with the deck's size")
    s.deck = deck
    return s


def resample_hidden(state: CabbageState, seat: Seat | None, rng: Rng) -> CabbageState:
    """``state`` with everything ``seat`` cannot see re-dealt: deck order (but a peeked top
    card it knows), the RNG, and a Chicken's looked-at cards when they are hidden from it."""
    s = state.clone()
    s._legal = None
    keep_top = seat in s.knows_top and bool(s.deck)
    pool = s.deck[:-1] if keep_top else s.deck[:]
    rng.shuffle(pool)
    s.deck = pool + s.deck[-1:] if keep_top else pool
    if looks_hidden_from(s, seat):
        merged = s.looked + [k for k in range(N_KINDS) for _ in range(s.discard[k])]
        rng.shuffle(merged)
        n = len(s.looked)
        s.looked = sorted(merged[:n])
        s.discard = [0] * N_KINDS
        for k in merged[n:]:
            s.discard[k] += 1
    s.rng = rng.fork()
    return s


def resample_unseen(state: CabbageState, rng: Rng) -> CabbageState:
    """``state`` with what no seat can see re-drawn: the deck's order (but a top card
    someone peeked at) and the RNG; everything a seat knows stays as it is."""
    s = state.clone()
    s._legal = None
    keep_top = bool(s.knows_top) and bool(s.deck)
    pool = s.deck[:-1] if keep_top else s.deck[:]
    rng.shuffle(pool)
    s.deck = pool + s.deck[-1:] if keep_top else pool
    s.rng = rng.fork()
    return s


__all__ = ["determinize", "resample_hidden", "resample_unseen", "view"]
