"""The count behind the invariant "no rule creates or loses a card" (Інтриги та Капуста).

>>> import stil
>>> s = stil.game("cabbage").new(players=3, seed=1)
>>> count_cards(s) == count_cards(s.clone())
True
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from stil.core.parts import CardCount


def count_cards(s: Any) -> CardCount:
    c: CardCount = Counter(s.deck)
    c.update(s.row)
    c.update(s.looked)
    for counts in [s.discard, *s.castles]:
        for kind, n in enumerate(counts):
            c[kind] += n
    return c
