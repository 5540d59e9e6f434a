"""Per-game invariants: every card of a game is somewhere, exactly once.

``cards_in_play(state)`` counts each card type across every zone a game has (deck, hands,
discard, table, cards held by a pending effect); ``check_invariants`` compares the count
with the count at the start of the same game, so no rule may create or lose a card. A
game registered without a counter here is still covered by every generic check of
:mod:`stil.testing.stateful`; only this one is skipped for it.

>>> import stil
>>> s = stil.game("cabbage").new(3, seed=1)
>>> from stil.games.cabbage.cards import COUNTS
>>> sum(cards_in_play(s).values()) == sum(COUNTS)
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from stil.core import State

CardCount = Counter[Any]  # card types (ints) or card ids (unicorns)


def _cabbage(s: Any) -> CardCount:
    c: CardCount = Counter(s.deck)
    c.update(s.row)
    c.update(s.looked)
    for counts in [s.discard, *s.castles]:
        for kind, n in enumerate(counts):
            c[kind] += n
    return c


def _princes(s: Any) -> CardCount:
    c: CardCount = Counter(s.deck)
    for hand in s.hands:
        c.update(hand)
    c.update(s.discard)
    c.update(list(s.owner))  # the cities in play
    for cards in s.attached.values():
        c.update(cards)
    for chronicles in s.chronicles:
        c.update(chronicles)
    c.update(s.table)
    war = s.war
    if war is not None:
        if war["x"] >= 0:
            c[war["x"]] += 1
        c.update(war["against"])  # "events" only records which events were played
    return c


def _catboxes(s: Any) -> CardCount:
    """Box cards, special toys and Princesses. Start cards are left out: those not laid at
    set-up go back to the box (the rulebook's own step), so their number shrinks once."""
    from stil.games.catboxes.cards import INFO, PRINCESS, SLEEPING
    from stil.games.catboxes.state import PRINCESS_OVERLAY, TOY

    def counted(t: int) -> bool:
        return t != SLEEPING and INFO[t].kind != "start"

    c: CardCount = Counter(t for t in s.deck if counted(t))
    for hand in s.hands:
        c.update(t for t in hand if counted(t))
    c.update(t for t in s.discard if counted(t))
    c.update(t for t in s.card.values() if counted(t))
    for kind, value in s.overlay.values():
        if kind == TOY:
            c[value] += 1
        elif kind == PRINCESS_OVERLAY:
            c[PRINCESS] += 1
    if s.pending >= 0 and counted(s.pending):
        c[s.pending] += 1
    return c


def _kingdoms(s: Any) -> CardCount:
    c: CardCount = Counter(s.deck)
    c.update(s.discard)
    for hand in s.hands:
        c.update(hand)
    for cards in s.cards:
        c.update(cards)
    c.update(s.bonus)
    p = s.pending
    if "used" in p:  # a solo battle: your cards spent and the upstart's revealed
        c.update(p["used"])
        c.update(p["shown"])
    else:
        for played in p.get("played", ()):
            c.update(played)
        c.update(x for x in p.get("choice", ()) if x >= 0)
        if "card" in p and "matches" not in p:  # a pair's card waits here, not on the board
            c[p["card"]] += 1
    return c


def _unicorns(s: Any) -> CardCount:
    """Every zone holds card ids; a card being played (and each Neigh on it) waits in the
    chain until it resolves."""
    c: CardCount = Counter(s.deck)
    c.update(s.discard)
    c.update(s.nursery)
    c.update(s.limbo)
    for hand in s.hands:
        c.update(hand)
    for stable in s.stables:
        c.update(stable)
    for link in s.chain:
        c[link["card"]] += 1
    return c


#: game id -> the function counting its cards; games missing here get the generic checks
CARD_COUNTERS: dict[str, Callable[[Any], CardCount]] = {
    "cabbage": _cabbage,
    "princes": _princes,
    "catboxes": _catboxes,
    "kingdoms": _kingdoms,
    "unicorns": _unicorns,
}


def cards_in_play(state: State) -> CardCount:
    """Every card of ``state`` by type, across all zones (``KeyError``: no counter)."""
    return CARD_COUNTERS[state.game.spec.id](state)


def has_counter(game_id: str) -> bool:
    return game_id in CARD_COUNTERS


def check_invariants(state: State, start: CardCount | None) -> None:
    """Cards are neither created nor lost since ``start`` (the count of the same game's
    first state); a no-op for a game without a counter or when ``start`` is ``None``."""
    if start is None or not has_counter(state.game.spec.id):
        return
    now = cards_in_play(state)
    if now != start:
        created, lost = now - start, start - now
        raise AssertionError(
            f"{state.game.spec.id}: cards created {dict(created)} lost {dict(lost)}"
        )
