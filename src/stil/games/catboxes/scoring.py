"""Scoring (catboxes.data.md §5): who occupies each box and what it is worth.

A box's value is ``(toy points − sprays) × 2 if closed``; each occupier with an awake cat
scores it. In the basic rules every player with several ordinary cats in the box, occupier
or not, also gets 1 per cat after the first, never doubled («Якщо гравець має кілька
(звичайних) котів у коробці, вони приносять по одному додатковому очку за кожного кота
окрім першого»; option ``extra_cat_bonus_to=occupiers``: only the occupiers). The worked
examples X1–X12 of the data sheet are tests in ``tests/games/catboxes/test_scoring.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from stil.core import Seat
from stil.games.catboxes import table
from stil.games.catboxes.cards import COVERABLE, INFO
from stil.games.catboxes.state import CAT, TOY

if TYPE_CHECKING:
    from stil.games.catboxes.state import CatboxesState


@dataclass
class BoxScore:
    """One box at scoring time: its contents and what each seat takes from it."""

    cells: list[int]
    closed: bool
    toys: list[int]  # per kind: yarn, mouse, feather, fish
    sprays: int
    awake: list[int]  # per seat
    sleeping: list[int]  # per seat
    value: int = 0  # (toy points − sprays) × 2 if closed
    occupiers: list[Seat] = field(default_factory=list)
    points: list[int] = field(default_factory=list)  # per seat
    penalty: list[int] = field(default_factory=list)  # per seat


@dataclass
class Result:
    scores: list[int]
    penalties: list[int]
    winners: list[Seat]
    boxes: list[BoxScore]


def cat_seats(state: CatboxesState, cells: list[int]) -> set[Seat]:
    """Seats with a cat, awake or sleeping, in the box made of ``cells`` (Princesses are
    nobody's)."""
    overlay, sleeper = state.overlay, state.sleeper  # both keyed by cell: look the box up
    seats = {overlay[c][1] for c in cells if c in overlay and overlay[c][0] == CAT}
    seats.update(sleeper[c] for c in cells if c in sleeper)
    return seats


def contents(state: CatboxesState, cells: list[int]) -> BoxScore:
    """Toys, sprays and cats of one box; symbols under overlays count (§5.2)."""
    n = state.players
    toys = [0, 0, 0, 0]
    sprays = 0
    for c in cells:
        t = state.card[c]
        if t in COVERABLE:
            info = INFO[t]
            for k in range(4):
                toys[k] += info.toys[k]
            sprays += info.spray
    awake = [0] * n
    overlay, sleeper = state.overlay, state.sleeper  # both keyed by cell: look the box up
    for c in cells:
        if c not in overlay:
            continue
        kind, v = overlay[c]
        if kind == TOY:
            info = INFO[v]
            for k in range(4):
                toys[k] += info.toys[k]
            sprays += info.spray
        elif kind == CAT:
            awake[v] += 1
    sleeping = [0] * n
    for c in cells:
        if c in sleeper:
            sleeping[sleeper[c]] += 1
    return BoxScore(cells, table.closed(state, cells), toys, sprays, awake, sleeping)


def toy_points(toys: list[int]) -> int:
    """Only the most common kind(s) score, one point per symbol, every tied kind counting.

    >>> toy_points([3, 2, 1, 0]), toy_points([2, 2, 1, 2]), toy_points([0, 0, 0, 0])
    (3, 6, 0)
    """
    m = max(toys)
    return m * toys.count(m)


def settle(state: CatboxesState, b: BoxScore) -> BoxScore:
    """Who occupies the box and what each seat scores there (§5.1–5.3)."""
    opts = state.options
    n = state.players
    mult = 2 if b.closed else 1
    value = (toy_points(b.toys) - b.sprays) * mult
    if opts["box_floor_zero"]:
        value = max(0, value)
    b.value = value
    any_awake = any(b.awake)
    woken = [b.awake[p] > 0 or (opts["wake_by"] == "any_awake_cat" and any_awake) for p in range(n)]
    ordinary = [b.awake[p] + (b.sleeping[p] if woken[p] else 0) for p in range(n)]
    weight = _weights(state, b, woken)
    top = max(weight)
    b.occupiers = [p for p in range(n) if top > 0 and weight[p] == top]
    b.points = [0] * n
    b.penalty = [0] * n
    _score_occupiers(state, b, ordinary, mult)
    if not opts["extended"] and opts["extra_cat_bonus_to"] == "any_player_with_2plus":
        for p in range(n):
            if p not in b.occupiers and ordinary[p] >= 2:
                b.points[p] += ordinary[p] - 1
    return b


def _weights(state: CatboxesState, b: BoxScore, woken: list[bool]) -> list[int]:
    """Each seat's claim to the box, doubled so that half a cat is an integer: in the
    extended game a sleeping cat counts half (whole once woken, as an option)."""
    opts = state.options
    n = state.players
    if not opts["extended"]:
        return [2 * (b.awake[p] + b.sleeping[p]) for p in range(n)]
    full_woken = opts["extended_woken_weight"] == "1"
    return [
        2 * b.awake[p] + b.sleeping[p] * (2 if full_woken and woken[p] else 1) for p in range(n)
    ]


def _score_occupiers(state: CatboxesState, b: BoxScore, ordinary: list[int], mult: int) -> None:
    """The occupiers' points and penalties; one there by sleeping cats alone takes at most
    the penalty."""
    opts = state.options
    extended = bool(opts["extended"])
    deducted = b.sprays * mult
    raw = opts["penalty_count"] == "raw_symbols_in_occupied_boxes"
    for p in b.occupiers:
        if ordinary[p] == 0:
            if opts["sleeping_only_takes_penalty"] and not opts["box_floor_zero"]:
                b.points[p] = -deducted
                b.penalty[p] = b.sprays if raw else deducted
            elif raw:
                b.penalty[p] = b.sprays
            continue
        b.points[p] = b.value + (0 if extended else ordinary[p] - 1)
        b.penalty[p] = b.sprays if raw else deducted


@dataclass(frozen=True)
class Stale:
    """A score the layout has moved on from: ``result`` holds for every box that has no
    cell in ``dirty`` (the cells changed and their neighbours)."""

    result: Result
    dirty: frozenset[int]


def stale(cached: Result | Stale | None, c: int) -> Result | Stale | None:
    """What the state keeps once cell ``c`` changed: a change there can merge the boxes
    next to it, close them or change what lies in its own, so those are marked."""
    if cached is None:
        return None
    near = frozenset((c, c - table.STRIDE, c + 1, c + table.STRIDE, c - 1))
    if isinstance(cached, Stale):
        return Stale(cached.result, cached.dirty | near)
    return Stale(cached, near)


def score(state: CatboxesState) -> Result:
    """Every box settled; the highest total wins, ties going to the fewest penalty points,
    then shared (§5.4).

    Kept on the state (``scored``) and shared by clones, so callers must not change it in
    place: worked out anew only for the boxes round the cells the rules changed since."""
    cached = state.scored
    if isinstance(cached, Result):
        return cached
    result = score_anew(state) if cached is None else _rescore(state, cached)
    state.scored = result
    return result


def _rescore(state: CatboxesState, old: Stale) -> Result:
    """The old result's boxes that no change touched, and the boxes round the changed
    cells walked and settled again."""
    dirty = old.dirty
    boxes = [b for b in old.result.boxes if dirty.isdisjoint(b.cells)]
    done: set[int] = set()
    card = state.card
    for c in sorted(dirty):
        if c in card and c not in done:
            cells = table.box(state, c)
            done.update(cells)
            boxes.append(settle(state, contents(state, cells)))
    boxes.sort(key=lambda b: b.cells[0])
    return _total(state, boxes)


def score_anew(state: CatboxesState) -> Result:
    """:func:`score` worked out from the whole table, whatever is cached."""
    return _total(state, [settle(state, contents(state, cells)) for cells in table.boxes(state)])


def _total(state: CatboxesState, boxes: list[BoxScore]) -> Result:
    n = state.players
    totals = [0] * n
    penalties = [0] * n
    for b in boxes:
        for p in range(n):
            totals[p] += b.points[p]
            penalties[p] += b.penalty[p]
    best = max(totals)
    leaders = [p for p in range(n) if totals[p] == best]
    fewest = min(penalties[p] for p in leaders)
    return Result(totals, penalties, [p for p in leaders if penalties[p] == fewest], boxes)
