"""What a player may know, and full states consistent with that knowledge.

Public: the whole layout (cards, sides, cats, Princesses, special toys), every cat supply,
the start cards left, the discard, the card being played, hand sizes, the number of cards
in the deck and the sizes its piles had at setup. Private: the seat's own hand. Never shown:
the deck's order, other hands, the RNG.

The piles make the deck's Princesses partly predictable (catboxes.data.md §1): every pile
not yet touched still holds exactly one. ``determinize`` and ``resample_hidden`` keep that;
the Princess of the pile being drawn from is placed at random among the unseen places
(what the observer saw itself draw is not used to narrow it down).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from stil.core import Observation, Rng, Seat
from stil.core.memo import ByIdentity
from stil.games.catboxes import rules, scoring, table
from stil.games.catboxes.cards import BOX_DECK, CAT_IDS, INFO, PRINCESS, TYPES, toy_set
from stil.games.catboxes.state import (
    PRINCESS_OVERLAY,
    TOY,
    CatboxesState,
    cells_out,
    names,
    overlays_out,
    types,
)

#: ``cells_out`` per layout, by the identity of the layout's score: the rules replace the
#: state's cached score whenever a card, its sides, a cat, a Princess or a toy changes
#: (``rules.laid``), so one score object stands for one layout. The score is held here, so
#: that its id is not reused while its entry lives. Every view gets its own copies.
_CELLS: ByIdentity[list[dict[str, Any]]] = ByIdentity()


def _cells(state: CatboxesState, result: scoring.Result) -> list[dict[str, Any]]:
    """:func:`cells_out` of ``state``, whose layout's score is ``result``: the entries
    written once per layout (a turn's views and every seat's see the same one), copied."""
    return [e.copy() for e in layout_cells(state, result)]


def layout_cells(state: CatboxesState, result: scoring.Result) -> list[dict[str, Any]]:
    """The entries :func:`_cells` copies, themselves: for a reader that never changes
    them (the heuristic's ``choose_state``)."""
    cells = _CELLS.get(result)
    if cells is None:
        cells = _CELLS.put(result, cells_out(state))
    return cells


def view(state: CatboxesState, seat: Seat | None) -> Observation:
    decision = state.decision
    to_act = state.to_act
    result = scoring.score(state)
    stride, off = table.STRIDE, table.OFF
    data: dict[str, Any] = {
        "players": state.players,
        "options": dict(state.options),
        "cats": list(CAT_IDS[: state.players]),
        "phase": state.phase,
        "step": state.step,
        "current": state.current,
        "first": state.first,
        "turn": state.turn,
        "over": state.is_over,
        "to_act": to_act,
        "decision": decision.to_dict() if decision else None,
        "hand_sizes": [len(h) for h in state.hands],
        "hand": None if seat is None else names(state.hands[seat]),
        "deck": len(state.deck),
        "piles": list(state.piles),
        "supply": list(state.supply),
        "placed": list(state.placed),
        "starts": names(state.starts),
        "discard": names(state.discard),
        "pending": None if state.pending < 0 else TYPES[state.pending],
        "this_cell": None if state.this_cell < 0 else list(table.xy(state.this_cell)),
        "cats_this_turn": state.cats_this_turn,
        "extra_used": state.extra_used,
        "ending": state.ending,
        "column": [None if c < 0 else list(table.xy(c)) for c in state.column],
        "bounds": list(state.bounds),
        "cells": _cells(state, result),
        "overlays": overlays_out(state),
        "boxes": [
            {
                "cells": [[c % stride - off, c // stride - off] for c in b.cells],  # xy
                "closed": b.closed,
                "toys": b.toys[:],  # copies: the result is the state's cached one
                "sprays": b.sprays,
                "value": b.value,
                "occupiers": b.occupiers[:],
                "points": b.points[:],
            }
            for b in result.boxes
        ],
        "scores": result.scores[:],
        "penalties": result.penalties[:],
        "legal": [str(a) for a in state.legal_actions()] if seat == to_act else [],
    }
    return Observation("catboxes", seat, data)


def determinize(obs: Observation, rng: Rng) -> CatboxesState:
    """A full state the observing seat cannot tell from the real one: other hands and the
    deck dealt at random from the unseen cards, one Princess in every untouched pile. The
    event log of the result is empty."""
    d = obs.data
    n = int(d["players"])
    s = CatboxesState.from_view(d, rng.fork())

    unseen = Counter(BOX_DECK + toy_set(str(s.options["special_toys"])))
    unseen[PRINCESS] = rules.princesses_in_play(s.options, n)
    seen = [t for t in s.card.values() if INFO[t].kind in ("box", "toy", "princess")]
    for kind, v in s.overlay.values():
        if kind == TOY:
            seen.append(v)
        elif kind == PRINCESS_OVERLAY:
            seen.append(PRINCESS)
    seen += s.discard
    if s.pending >= 0 and INFO[s.pending].kind in ("box", "toy", "princess"):
        seen.append(s.pending)
    me = obs.seat
    if me is not None:
        s.hands[me] = sorted(types(d["hand"]))
        seen += s.hands[me]
    unseen.subtract(seen)
    if any(v < 0 for v in unseen.values()):
        raise ValueError("observation is inconsistent with the cards of the game")
    pool = sorted(unseen.elements())
    sizes = {o: int(d["hand_sizes"][o]) for o in range(n) if o != me}
    if len(pool) != sum(sizes.values()) + int(d["deck"]):
        raise ValueError("observation is inconsistent with the hand and deck sizes")
    _deal(s, pool, sizes, int(d["deck"]), rng)
    return s


def resample_hidden(state: CatboxesState, seat: Seat | None, rng: Rng) -> CatboxesState:
    """``state`` with everything ``seat`` cannot see re-dealt: the deck and the other hands
    (keeping their sizes and the one-Princess-per-untouched-pile rule), and the RNG."""
    s = state.clone()
    s._legal = None
    sizes = {o: len(s.hands[o]) for o in range(s.players) if o != seat}
    pool = s.deck[:]
    for o in sizes:
        pool += s.hands[o]
    _deal(s, sorted(pool), sizes, len(s.deck), rng)
    s.rng = rng.fork()
    return s


def resample_unseen(state: CatboxesState, rng: Rng) -> CatboxesState:
    """``state`` with what no seat can see re-drawn: the deck's order (one Princess per
    untouched pile, as dealt) and the RNG."""
    s = state.clone()
    s._legal = None
    _deal(s, sorted(s.deck), {}, len(s.deck), rng)
    s.rng = rng.fork()
    return s


def _deal(
    s: CatboxesState, pool: list[int], sizes: dict[Seat, int], deck_size: int, rng: Rng
) -> None:
    """Deal ``pool`` into the hands of ``sizes`` and a deck of ``deck_size`` cards: each
    pile not yet drawn from gets exactly one Princess, the pile being drawn from at most
    one."""
    untouched, current = _untouched_piles(s.piles, deck_size)
    princesses = pool.count(PRINCESS)
    others = [c for c in pool if c != PRINCESS]
    rng.shuffle(others)
    spare = princesses - len(untouched)
    if s.piles and spare < 0:
        raise ValueError("fewer unseen Princesses than untouched piles")
    deck: list[int] = []
    for size in untouched:
        pile = [others.pop() for _ in range(size - 1)] + [PRINCESS]
        rng.shuffle(pile)
        deck += pile
    if not s.piles:
        rest = others + [PRINCESS] * princesses
        rng.shuffle(rest)
        deck += [rest.pop() for _ in range(deck_size)]
    else:
        pile, rest = _deal_current_pile(others, spare, sum(sizes.values()), current, rng)
        deck += pile
    s.deck = deck
    for o in sorted(sizes):
        s.hands[o] = sorted(rest.pop() for _ in range(sizes[o]))
    if rest:
        raise ValueError("cards left over after dealing")


def _untouched_piles(piles: list[int], deck_size: int) -> tuple[list[int], int]:
    """The sizes of the piles not yet drawn from (bottom first), and the cards left of
    the pile being drawn from (without piles: the whole deck)."""
    untouched: list[int] = []
    if not piles:
        return untouched, deck_size
    left = deck_size
    for size in reversed(piles):  # from the bottom
        if left < size:
            break
        untouched.append(size)
        left -= size
    return untouched, left


def _deal_current_pile(
    others: list[int], spare: int, hand_slots: int, current: int, rng: Rng
) -> tuple[list[int], list[int]]:
    """The pile being drawn from (``current`` cards), and the cards left for the hands.

    The spare Princesses take places drawn uniformly among the hands and the current
    pile; the pile keeps at most one (a second drawn for it goes to a hand)."""
    in_pile = 0
    if spare and current:
        picks = _pick(rng, hand_slots + current, spare)
        in_pile = min(1, sum(1 for p in picks if p < current))
    in_pile = max(in_pile, spare - hand_slots)  # the hands cannot hold them all
    if in_pile > min(1, current):
        raise ValueError("too many unseen Princesses for the places left")
    pile = [others.pop() for _ in range(current - in_pile)] + [PRINCESS] * in_pile
    rng.shuffle(pile)
    rest = others + [PRINCESS] * (spare - in_pile)
    rng.shuffle(rest)
    return pile, rest


def _pick(rng: Rng, places: int, k: int) -> list[int]:
    """``k`` distinct places out of ``places``, uniformly."""
    chosen: set[int] = set()
    while len(chosen) < k:
        chosen.add(rng.below(places))
    return sorted(chosen)
