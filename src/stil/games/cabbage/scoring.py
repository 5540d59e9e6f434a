"""Scoring and the intrigue phase's effect on a castle, as plain functions of counts.

A castle is a list of counts indexed by card kind (see ``cards.KINDS``).

>>> from stil.games.cabbage.cards import KIND
>>> castle = [0] * 10
>>> castle[KIND["pig"]] = 1; castle[KIND["cow"]] = 1; castle[KIND["wheat"]] = 2
>>> breakdown(castle, [castle, [0] * 10], 0)["cow"], castle_score(castle, [castle, [0] * 10], 0)
(6, 17)
"""

from __future__ import annotations

from collections.abc import Sequence

from stil.games.cabbage.cards import CARDS, CAT, COW, DOG, KIND, KINDS

Castle = Sequence[int]

_BY_COUNT = {i: c.points_by_count for i, c in enumerate(CARDS.card) if c.points_by_count}
_FLAT = {i: c.points for i, c in enumerate(CARDS.card) if c.points and not c.set}
_COW = CARDS.by_id("cow")
assert _COW.set is not None
_COW_SET_WITH, _COW_SET_SIZE, _COW_SET_POINTS = KIND[_COW.set.with_], _COW.set.size, _COW.set.points
_CAT_POINTS = CARDS.by_id("cat").majority_points


def by_count(table: Sequence[int], n: int) -> int:
    """Points of a set-scored kind: the table's entry for ``n``, its last entry beyond."""
    return table[min(n, len(table) - 1)]


def cow_points(cows: int, wheat: int) -> int:
    """Each Cow with two Wheat of its own makes a set; every other Cow scores alone."""
    sets = min(cows, wheat // _COW_SET_SIZE)
    return sets * _COW_SET_POINTS + (cows - sets) * _COW.points


def has_cat_majority(castles: Sequence[Castle], seat: int) -> bool:
    """Only the single castle with strictly the most Cats (and at least one) scores them."""
    mine = castles[seat][CAT]
    return mine > 0 and all(c[CAT] < mine for i, c in enumerate(castles) if i != seat)


def breakdown(
    castle: Castle, castles: Sequence[Castle], seat: int, unscored_dogs: int = 0
) -> dict[str, int]:
    """Points per kind for ``castle`` (which is ``castles[seat]``).

    ``unscored_dogs`` is how many Dogs score nothing (rule option ``blocking_dogs_score``).
    """
    points: dict[str, int] = {}
    for kind, name in enumerate(KINDS):
        n = castle[kind]
        if kind == CAT:
            points[name] = _CAT_POINTS if has_cat_majority(castles, seat) else 0
        elif kind == COW:
            points[name] = cow_points(n, castle[_COW_SET_WITH])
        elif kind in _BY_COUNT:
            points[name] = by_count(_BY_COUNT[kind], n)
        else:
            scored = n - unscored_dogs if kind == DOG else n
            points[name] = max(scored, 0) * _FLAT.get(kind, 0)
    return points


def castle_score(
    castle: Castle, castles: Sequence[Castle], seat: int, unscored_dogs: int = 0
) -> int:
    return sum(breakdown(castle, castles, seat, unscored_dogs).values())
