"""The count behind the invariant "no rule creates or loses a card" (Якщо влізе).

>>> import stil
>>> s = stil.game("catboxes").new(players=3, seed=1)
>>> count_cards(s) == count_cards(s.clone())
True
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from stil.core.parts import CardCount


def count_cards(s: Any) -> CardCount:
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
