"""The count behind the invariant "no rule creates or loses a card" (Царства зверей).

>>> import stil
>>> s = stil.game("kingdoms").new(players=3, seed=1)
>>> count_cards(s) == count_cards(s.clone())
True
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from stil.core.parts import CardCount


def count_cards(s: Any) -> CardCount:
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
