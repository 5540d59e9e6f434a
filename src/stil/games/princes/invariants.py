"""The count behind the invariant "no rule creates or loses a card" (Князья).

>>> import stil
>>> s = stil.game("princes").new(players=3, seed=1)
>>> count_cards(s) == count_cards(s.clone())
True
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from stil.core.parts import CardCount


def count_cards(s: Any) -> CardCount:
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
