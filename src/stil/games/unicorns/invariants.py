"""The count behind the invariant "no rule creates or loses a card" (Відчайдушні однороги).

>>> import stil
>>> s = stil.game("unicorns").new(players=3, seed=1)
>>> count_cards(s) == count_cards(s.clone())
True
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from stil.core.parts import CardCount


def count_cards(s: Any) -> CardCount:
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
