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

from stil.games.cabbage.cards import CARDS, CAT, COW, DOG, KIND, KINDS, WHEAT

Castle = Sequence[int]

_BY_COUNT = {i: c.points_by_count for i, c in enumerate(CARDS.card) if c.points_by_count}
_FLAT = {i: c.points for i, c in enumerate(CARDS.card) if c.points and not c.set}
_COW = CARDS.by_id("cow")
assert _COW.set is not None
_COW_SET_WITH, _COW_SET_SIZE, _COW_SET_POINTS = KIND[_COW.set.with_], _COW.set.size, _COW.set.points
_CAT_POINTS = CARDS.by_id("cat").majority_points
_DOG_POINTS = CARDS.by_id("dog").points
_FLAT_ITEMS = tuple(_FLAT.items())
_BY_COUNT_ITEMS = tuple(_BY_COUNT.items())

#: (kind, fewest cards that act, how Dogs block it, kinds it discards), in intrigue order
INTRIGUE = tuple(
    (
        KIND[c.id],
        c.intrigue.min_count,
        c.intrigue.blocked_by_dog,
        [KIND[t] for t in c.intrigue.discards],
    )
    for c in (CARDS.by_id(card) for card in CARDS.intrigue_order)
    if c.intrigue is not None
)
#: what each intrigue card discards, by kind
PREY = {kind: discards for kind, _, _, discards in INTRIGUE}


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


def after_intrigue(castle: Castle, foxes_blocked: int, wolves_blocked: int) -> list[int]:
    """The castle once its own intrigue properties have acted, in the rulebook's order
    (Fox, Wolf, Chicken, Rabbit): ``foxes_blocked`` (0/1) Dogs guard against all Foxes,
    ``wolves_blocked`` Dogs each against one Wolf; any Wolf left free discards its prey."""
    after = list(castle)
    for kind, min_count, blocked_by_dog, discards in INTRIGUE:
        n = after[kind]
        if n == 0 or n < min_count:
            continue
        if blocked_by_dog == "all" and foxes_blocked:
            continue
        if blocked_by_dog == "one" and n <= wolves_blocked:
            continue
        for target in discards:
            after[target] = 0
    return after


def points_without_cats(castle: Castle, unscored_dogs: int = 0) -> int:
    """A castle's points but for the Cats (which depend on the other castles); the same sum
    as :func:`breakdown` without building it, for callers that score thousands of castles."""
    total = cow_points(castle[COW], castle[WHEAT]) - unscored_dogs * _DOG_POINTS
    for kind, each in _FLAT_ITEMS:
        total += castle[kind] * each
    for kind, table in _BY_COUNT_ITEMS:
        total += by_count(table, castle[kind])
    return total


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
    cats = _CAT_POINTS if has_cat_majority(castles, seat) else 0
    return points_without_cats(castle, unscored_dogs) + cats
