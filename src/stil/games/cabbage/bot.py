"""A heuristic player for Інтриги та Капуста: one card of lookahead on exact score changes.

A table is worth the bot's own final score minus the leading opponent's. Every castle is
scored as it will stand after its own intrigue phase with its Dogs used at best, so that
Chickens under unblocked Foxes count for nothing, and Cows and Pigs under an unblocked Wolf
neither. Each decision takes the choice that leaves the table worth most. To draw or to
stop, the bot weighs banking the row now against the average over the cards the deck may
still hold, counted from everything in sight (or the one card a Cow showed it): a bust
costs the row, less the two cards a Dog in the row would save.

The bot reads only the observation's ``data``, the legal actions and its RNG.

>>> import stil
>>> s = stil.game("cabbage").new(players=2, seed=4)
>>> HeuristicBot().choose(s.view(s.to_act), s.legal_actions(), stil.Rng(0)) in s.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from math import comb
from operator import add
from typing import Any

from stil.core import Action, Observation, Rng
from stil.games.cabbage.cards import (
    CABBAGE,
    CARDS,
    CAT,
    CHICKEN,
    COUNTS,
    COW,
    DOG,
    FOX,
    KIND,
    N_KINDS,
    PIG,
    RABBIT,
    STACKS,
    WHEAT,
    WOLF,
)
from stil.games.cabbage.game import SPEC
from stil.games.cabbage.scoring import (
    _BY_COUNT_ITEMS,
    _FLAT_ITEMS,
    INTRIGUE,
    PREY,
    after_intrigue,
    by_count,
    castle_score,
    cow_points,
    points_without_cats,
)

#: A castle packed into one int, ``_BITS`` bits a kind: a table of castles is then a list of
#: ints, cheap to copy, to change one count in and to key the points cache with.
Castle = int
Castles = list[Castle]
_BITS = 5
_LIMIT = 1 << _BITS
_MASK = _LIMIT - 1
_SHIFT = [_BITS * k for k in range(N_KINDS)]
_UNIT = [1 << s for s in _SHIFT]
_CAT_SHIFT = _SHIFT[CAT]

_CAT_POINTS = CARDS.by_id("cat").majority_points
_CAT_LOOK = CARDS.by_id("cat").look
_CHICKEN_LOOK = CARDS.by_id("chicken").look
_DOG_SAVES = CARDS.by_id("dog").saves

# What the immediate effect of a card brought by a Fox, Rabbit or Chicken is guessed to be
# worth. One level down the bot stops computing and uses these rough averages.
_EFFECT_GUESS = [0.0] * N_KINDS
_EFFECT_GUESS[FOX] = 2.0
_EFFECT_GUESS[PIG] = 2.0
_EFFECT_GUESS[CAT] = 2.0
_EFFECT_GUESS[CHICKEN] = 1.0
_EFFECT_GUESS[RABBIT] = 0.5
_EFFECT_GUESS[WOLF] = -1.0
_PEEK = 0.5  # knowing the next card lets the next draw avoid a bust

# Weight of the opponents behind the leader: small, so a Pig still hurts somebody when
# the leader offers nothing worth discarding.
_OTHERS = 0.1


def useful_blocks(castle: Sequence[int]) -> list[tuple[int, int]]:
    """The blocks worth weighing: Foxes or Wolves only when they have prey in the castle,
    and every Wolf or none (a single unblocked Wolf discards all its prey)."""
    dogs, wolves = castle[DOG], castle[WOLF]
    foxes = (0, 1) if castle[FOX] and dogs and any(castle[k] for k in PREY[FOX]) else (0,)
    hunted = wolves and wolves <= dogs and any(castle[k] for k in PREY[WOLF])
    return [(f, w) for f in foxes for w in ((0, wolves) if hunted else (0,)) if f + w <= dogs]


@lru_cache(maxsize=1 << 16)
def final_points(castle: tuple[int, ...], blocking_dogs_score: bool = True) -> int:
    """A castle's points after its intrigue phase with its Dogs used at best, Cats aside.

    Cats are left out because they score by comparison with other castles; the intrigue
    never touches them. Cached: the same castles come back all game long.
    """
    best = None
    for foxes_blocked, wolves_blocked in useful_blocks(castle):
        after = after_intrigue(castle, foxes_blocked, wolves_blocked)
        unscored = 0 if blocking_dogs_score else foxes_blocked + wolves_blocked
        score = points_without_cats(after, unscored)
        if best is None or score > best:
            best = score
    assert best is not None
    return best


def _kind_points() -> list[list[int]]:
    """Each kind's points by count, Cows and Cats aside: ``points_without_cats`` is their
    sum plus the Cows' (which pair with Wheat), less the Dogs that score nothing."""
    tables = [[0] * _LIMIT for _ in range(N_KINDS)]
    for kind, each in _FLAT_ITEMS:
        for n in range(_LIMIT):
            tables[kind][n] += n * each
    for kind, table in _BY_COUNT_ITEMS:
        for n in range(_LIMIT):
            tables[kind][n] += by_count(table, n)
    return tables


#: every kind's points by count in one list: kind k's entry for n at k * _LIMIT + n
_FLAT_POINTS = [p for table in _kind_points() for p in table]
_OFFSETS = [k * _LIMIT for k in range(N_KINDS)]
_DOG_POINTS = CARDS.by_id("dog").points


# The intrigue as ``after_intrigue`` plays it, spelled out for :func:`_final_points`: Foxes
# (blocked all at once) discard Chickens, Wolves (each blocked by a Dog) Cows and Pigs, then
# enough Chickens discard Wheat and enough Rabbits Cabbage.
assert [(k, b, d) for k, _, b, d in INTRIGUE] == [
    (FOX, "all", [CHICKEN]),
    (WOLF, "one", [COW, PIG]),
    (CHICKEN, "no", [WHEAT]),
    (RABBIT, "no", [CABBAGE]),
], "the intrigue changed: update _final_points"
_FOX_MIN, _WOLF_MIN, _CHICKEN_MIN, _RABBIT_MIN = (m for _, m, _, _ in INTRIGUE)


def _final_points(castle: list[int], blocking_dogs_score: bool) -> int:
    """``final_points`` from per-kind tables, each way of using the Dogs scored by what it
    takes off the plain sum: the same integer (checked against it in the tests)."""
    total = sum(map(_FLAT_POINTS.__getitem__, map(add, _OFFSETS, castle)))
    foxes, wolves = castle[FOX], castle[WOLF]
    chickens, cows, pigs, wheat = castle[CHICKEN], castle[COW], castle[PIG], castle[WHEAT]
    if castle[RABBIT] >= _RABBIT_MIN and castle[RABBIT]:
        total -= _FLAT_POINTS[_OFFSETS[CABBAGE] + castle[CABBAGE]] - _FLAT_POINTS[_OFFSETS[CABBAGE]]
    best = None
    for foxes_blocked, wolves_blocked in useful_blocks(castle):
        score = total
        ch, cw, pg, wh = chickens, cows, pigs, wheat
        if foxes and foxes >= _FOX_MIN and not foxes_blocked:
            ch = 0
        if wolves and wolves >= _WOLF_MIN and wolves > wolves_blocked:
            cw = pg = 0
        if ch and ch >= _CHICKEN_MIN:
            wh = 0
        for kind, before, now in ((CHICKEN, chickens, ch), (PIG, pigs, pg), (COW, cows, cw)):
            if now != before:
                score -= _FLAT_POINTS[_OFFSETS[kind] + before] - _FLAT_POINTS[_OFFSETS[kind]]
        if wh != wheat:
            score -= _FLAT_POINTS[_OFFSETS[WHEAT] + wheat] - _FLAT_POINTS[_OFFSETS[WHEAT]]
        score += cow_points(cw, wh)
        if not blocking_dogs_score:
            score -= (foxes_blocked + wolves_blocked) * _DOG_POINTS
        if best is None or score > best:
            best = score
    assert best is not None
    return best


def _counts(cards: Mapping[str, int]) -> list[int]:
    counts = [0] * N_KINDS
    for name, n in cards.items():
        counts[KIND[name]] = int(n)
    return counts


def _pack(counts: Sequence[int]) -> Castle:
    packed = 0
    for kind, n in enumerate(counts):
        if not 0 <= n < _LIMIT:
            raise ValueError(f"{n} cards of a kind in a castle")
        packed |= n << _SHIFT[kind]
    return packed


def _unpack(castle: Castle) -> list[int]:
    return [(castle >> s) & _MASK for s in _SHIFT]


def _count(castle: Castle, kind: int) -> int:
    return (castle >> _SHIFT[kind]) & _MASK


def _changed(castles: Castles, seat: int, kind: int, delta: int) -> Castles:
    """A copy of the table with one castle changed (a count never goes below 0 here: only
    cards a castle holds are taken from it)."""
    table = castles[:]
    table[seat] += delta * _UNIT[kind]
    return table


class _Points(dict[Castle, int]):
    """``final_points`` of packed castles, filled as castles come up."""

    def __init__(self, blocking_dogs_score: bool) -> None:
        super().__init__()
        self.dogs_score = blocking_dogs_score

    def __missing__(self, castle: Castle) -> int:
        points = _final_points(_unpack(castle), self.dogs_score)
        if len(self) > _MAX_POINTS:
            self.clear()
        self[castle] = points
        return points


_MAX_POINTS = 1 << 16
_POINTS = {True: _Points(True), False: _Points(False)}
_MAX_VALUES = 1 << 16  # a few MB a seat; a long run starts over when full
_MAX_RIVALS = 1 << 13
#: Tables' values by (Dogs option, my seat), then by the castles.
_VALUES: dict[tuple[bool, int], dict[tuple[Castle, ...], float]] = {}


def _take_out(row: list[int], kind: int) -> tuple[list[int], int]:
    """The row once a Dog saved ``kind`` (the whole Wheat stack is one card), and how many."""
    if STACKS[kind]:
        return [k for k in row if k != kind], row.count(kind)
    rest = row[:]
    rest.remove(kind)  # the earliest copy: the busting card stays last
    return rest, 1


def _expected_best(values: list[tuple[float, int]], look: int) -> float:
    """Expected best value among ``look`` cards drawn from a pile holding ``n`` cards of
    value ``v`` for each ``(v, n)`` (hypergeometric: the best card drawn is ``v`` when
    that kind turns up and no better one does)."""
    total = sum(n for _, n in values)
    look = min(look, total)
    ways = comb(total, look)
    expected, better = 0.0, 0
    for value, n in sorted(values, reverse=True):
        none_before = comb(total - better, look)
        better += n
        expected += value * (none_before - comb(total - better, look)) / ways
    return expected


class _Rivals:
    """The other castles, for valuing tables that differ only in my castle: their points
    with and without the Cats' majority bonus (to the one of them with the most Cats)."""

    __slots__ = ("lead", "lead_bonus", "memo", "points", "top", "total", "total_bonus", "unique")

    def __init__(self, others: tuple[Castle, ...], points: _Points) -> None:
        self.points = points
        pts = [points[c] for c in others]
        cats = [(c >> _CAT_SHIFT) & _MASK for c in others]
        self.top = top = max(cats)
        self.unique = bool(top) and cats.count(top) == 1
        self.lead, self.total = max(pts), sum(pts)
        if self.unique:
            pts[cats.index(top)] += _CAT_POINTS
        self.lead_bonus, self.total_bonus = max(pts), sum(pts)
        self.memo: dict[Castle, float] = {}

    def value(self, mine: Castle) -> float:
        """My points minus the leader's, less a little for the rest: the same integers and
        the same sum as scoring the whole table, so the same float."""
        got = self.memo.get(mine)
        if got is not None:
            return got
        points = self.points[mine]
        cats = (mine >> _CAT_SHIFT) & _MASK
        if cats > self.top:  # the sole most Cats (top >= 0, so cats > 0)
            points += _CAT_POINTS
            lead, total = self.lead, self.total
        elif cats < self.top and self.unique:
            lead, total = self.lead_bonus, self.total_bonus
        else:
            lead, total = self.lead, self.total
        got = self.memo[mine] = points - lead - _OTHERS * (total - lead)
        return got


#: The other castles' figures by the Dogs option, then by the castles.
_OTHERS_MEMO: dict[bool, dict[tuple[Castle, ...], _Rivals]] = {True: {}, False: {}}


def _option(options: Mapping[str, Any], name: str) -> bool:
    """A rule option as the observation gives it, else its default declared in the spec."""
    return bool(options.get(name, SPEC.option(name).default))


class _Table:
    """One decision's view of the table, as counts per kind, and what choices are worth."""

    __slots__ = (
        "castles",
        "deck",
        "discard",
        "dogs_score",
        "looked",
        "me",
        "others",
        "points",
        "row",
        "save_busting",
        "top",
        "values",
        "voluntary_bust",
    )

    def __init__(self, data: Mapping[str, Any], me: int) -> None:
        self.me = me
        self.castles = [_pack(_counts(c)) for c in data["castles"]]
        self.row = [KIND[k] for k in data["row"]]
        self.discard = _counts(data["discard"])
        self.looked = [KIND[k] for k in data["looked"] or ()]
        self.deck = int(data["deck"])
        self.top = None if data["top"] is None else KIND[data["top"]]
        options = data["options"]
        self.dogs_score = _option(options, "blocking_dogs_score")
        self.save_busting = _option(options, "dog_saves_busting_card")
        self.voluntary_bust = _option(options, "voluntary_bust")
        self.points = _POINTS[self.dogs_score]
        self.others = _OTHERS_MEMO[self.dogs_score]
        self.values = _VALUES.setdefault((self.dogs_score, me), {})

    # -- what a table is worth --------------------------------------------------------
    def value(self, castles: Castles) -> float:
        """My final score minus the leader's among the others (intrigue anticipated).

        A pure function of the castles, my seat and the Dogs option, so it is remembered
        across decisions and games (a process's bots share what they worked out)."""
        key = tuple(castles)
        got = self.values.get(key)
        if got is None:
            me = self.me
            got = self.rivals(tuple(castles[:me] + castles[me + 1 :])).value(castles[me])
            if len(self.values) > _MAX_VALUES:
                self.values.clear()
            self.values[key] = got
        return got

    def rivals(self, others: tuple[Castle, ...]) -> _Rivals:
        """What the other castles add up to, worked out once for each way they stand (most
        choices change only my castle; a pure function, so kept across decisions)."""
        got = self.others.get(others)
        if got is None:
            if len(self.others) > _MAX_RIVALS:
                self.others.clear()
            got = self.others[others] = _Rivals(others, self.points)
        return got

    def banked(self, row: list[int], castles: Castles) -> float:
        """The value once I stop and the row goes into my castle."""
        table = castles[:]
        for kind in row:
            table[self.me] += _UNIT[kind]
        return self.value(table)

    def busted(self, row: list[int], castles: Castles) -> float:
        """The value once the row (its busting card last) is lost, a Dog saving the best."""
        if DOG not in row[:-1]:
            return self.value(castles)
        return self.best_save(row, castles, _DOG_SAVES)

    def best_save(self, row: list[int], castles: Castles, left: int) -> float:
        """The best a Dog can do with ``left`` saves out of a busted row.

        Saving a card takes the earliest copy of its kind (the whole Wheat stack at once),
        so the castles ``left`` saves in any order can reach are mine plus the cards of at
        most ``left`` of the row's places (the busting card's only when it may be saved),
        a Wheat stack one place: the best of those, each castle valued once.
        """
        me = self.me
        mine = castles[me]
        rivals = self.rivals(tuple(castles[:me] + castles[me + 1 :]))
        savable = row if self.save_busting else row[:-1]
        units = [_UNIT[k] for k in savable if not STACKS[k]]
        units += [n * _UNIT[k] for k in set(savable) if STACKS[k] for n in (row.count(k),)]
        reach = {mine}
        for size in range(1, min(left, len(units)) + 1):
            for chosen in combinations(units, size):
                reach.add(mine + sum(chosen))
        return max(map(rivals.value, reach))

    # -- laying a card out ------------------------------------------------------------
    def busts(self, kind: int, row: list[int]) -> bool:
        return not STACKS[kind] and kind in row

    def allowed(self, kinds: list[int], row: list[int]) -> list[bool]:
        """Which brought cards the rules allow: busting ones only when nothing else is."""
        safe = [not self.busts(k, row) for k in kinds]
        if self.voluntary_bust or not any(safe):
            return [True] * len(kinds)
        return safe

    def after_lay(self, kind: int, row: list[int], castles: Castles, exact: bool) -> float:
        """The value once ``kind`` is laid out on ``row``: a bust, or its effect and a stop.

        ``exact`` works the effect out; otherwise (a card brought by another card's
        effect) a rough guess of the effect is added.
        """
        if self.busts(kind, row):
            return self.busted([*row, kind], castles)
        row = [*row, kind]
        if not exact:
            guess = _EFFECT_GUESS[kind] if kind != COW else _PEEK * (self.deck > 1)
            return self.banked(row, castles) + guess
        return _EFFECTS[kind](self, row, castles)

    def lay_plain(self, row: list[int], castles: Castles) -> float:
        """Dog, Cabbage and Wheat do nothing when laid out."""
        return self.banked(row, castles)

    def lay_cow(self, row: list[int], castles: Castles) -> float:
        """Cow: the peek is worth a little, when there is a card left to peek at."""
        return self.banked(row, castles) + _PEEK * (self.deck > 1)

    def lay_fox(self, row: list[int], castles: Castles) -> float:
        """Fox: take the card of another castle that leaves the table worth most."""
        takes = self.other_cards(castles)
        if not takes:
            return self.banked(row, castles)
        ok = self.allowed([kind for _, kind in takes], row)
        return max(
            self.after_lay(kind, row, _changed(castles, seat, kind, -1), exact=False)
            for (seat, kind), allowed in zip(takes, ok, strict=True)
            if allowed
        )

    def lay_pig(self, row: list[int], castles: Castles) -> float:
        """Pig: discard the card of another castle whose loss helps me most."""
        targets = self.other_cards(castles)
        if not targets:
            return self.banked(row, castles)
        return max(self.banked(row, _changed(castles, s, k, -1)) for s, k in targets)

    def lay_wolf(self, row: list[int], castles: Castles) -> float:
        """Wolf: hand over the card of my castle I miss least (or that hurts its taker)."""
        gives = [
            _changed(_changed(castles, self.me, kind, -1), seat, kind, 1)
            for kind in range(N_KINDS)
            if _count(castles[self.me], kind)
            for seat in range(len(castles))
            if seat != self.me
        ]
        if not gives:
            return self.banked(row, castles)
        return max(self.banked(row, table) for table in gives)

    def lay_rabbit(self, row: list[int], castles: Castles) -> float:
        """Rabbit: lay out again the card of my castle with the best effect."""
        kinds = [k for k in range(N_KINDS) if _count(castles[self.me], k)]
        if not kinds:
            return self.banked(row, castles)
        ok = self.allowed(kinds, row)
        return max(
            self.after_lay(k, row, _changed(castles, self.me, k, -1), exact=False)
            for k, allowed in zip(kinds, ok, strict=True)
            if allowed
        )

    def lay_chicken(self, row: list[int], castles: Castles) -> float:
        """Chicken: the best of four random discard cards, on average."""
        values = [
            (self.after_lay(k, row, castles, exact=False), n)
            for k, n in enumerate(self.discard)
            if n
        ]
        if not values:
            return self.banked(row, castles)
        return _expected_best(values, _CHICKEN_LOOK)

    def lay_cat(self, row: list[int], castles: Castles) -> float:
        """Cat: each kind missing from my castle is worth what one copy adds, times the
        chance that five random discard cards show it."""
        base = self.banked(row, castles)
        total = sum(self.discard)
        look = min(_CAT_LOOK, total)
        expected = base
        for kind, n in enumerate(self.discard):
            if n and not _count(castles[self.me], kind):
                seen = 1 - comb(total - n, look) / comb(total, look)
                gain = self.banked(row, _changed(castles, self.me, kind, 1)) - base
                expected += seen * gain
        return expected

    def other_cards(self, castles: Castles) -> list[tuple[int, int]]:
        """(seat, kind) for every kind in a castle other than mine."""
        return [
            (seat, kind)
            for seat, castle in enumerate(castles)
            if seat != self.me
            for kind in range(N_KINDS)
            if _count(castle, kind)
        ]

    # -- drawing ----------------------------------------------------------------------
    def unseen(self) -> list[int]:
        """How many cards of each kind may still be in the deck: the full deck less every
        card in sight (a peeked top card is known, so it is not counted among them)."""
        unseen = list(COUNTS)
        for cards in (*map(_unpack, self.castles), self.discard):
            for kind, n in enumerate(cards):
                unseen[kind] -= n
        for kind in self.row + self.looked:
            unseen[kind] -= 1
        return [max(n, 0) for n in unseen]

    def draw_value(self) -> float:
        """The expected value of drawing one more card and then stopping."""
        if self.top is not None:
            return self.after_lay(self.top, self.row, self.castles, exact=True)
        unseen = self.unseen()
        if not any(unseen):  # a hand-laid table that does not add up to the full deck
            unseen = list(COUNTS)
        bust = None
        expected = 0.0
        for kind, n in enumerate(unseen):
            if not n:
                continue
            if self.busts(kind, self.row):
                if bust is None:  # the same for every duplicate
                    bust = self.busted([*self.row, kind], self.castles)
                expected += n * bust
            else:
                expected += n * self.after_lay(kind, self.row, self.castles, exact=True)
        return expected / sum(unseen)

    def bust_chance(self) -> float:
        """The chance that the next card drawn busts the turn."""
        if self.top is not None:
            return float(self.busts(self.top, self.row))
        unseen = self.unseen()
        total = sum(unseen)
        busting = sum(n for k, n in enumerate(unseen) if self.busts(k, self.row))
        return busting / total if total else 0.0


_EFFECTS: list[Callable[[_Table, list[int], Castles], float]] = [_Table.lay_plain] * N_KINDS
_EFFECTS[FOX], _EFFECTS[PIG], _EFFECTS[WOLF] = _Table.lay_fox, _Table.lay_pig, _Table.lay_wolf
_EFFECTS[RABBIT], _EFFECTS[CHICKEN] = _Table.lay_rabbit, _Table.lay_chicken
_EFFECTS[CAT], _EFFECTS[COW] = _Table.lay_cat, _Table.lay_cow


# -- decisions --------------------------------------------------------------------------
def _draw_or_stop(table: _Table, legal: Sequence[Action]) -> Action:
    """Draw only when one more card is worth more, on average, than stopping now."""
    by_name = {a.name: a for a in legal}
    stop = table.banked(table.row, table.castles)
    return by_name["draw"] if table.draw_value() > stop else by_name["stop"]


def _fox_take(table: _Table, action: Action) -> float:
    seat, kind = int(action.args[0]), KIND[str(action.args[1])]
    castles = _changed(table.castles, seat, kind, -1)
    return table.after_lay(kind, table.row, castles, exact=True)


def _pig_discard(table: _Table, action: Action) -> float:
    seat, kind = int(action.args[0]), KIND[str(action.args[1])]
    return table.banked(table.row, _changed(table.castles, seat, kind, -1))


def _wolf_give(table: _Table, action: Action) -> float:
    kind, seat = KIND[str(action.args[0])], int(action.args[1])
    castles = _changed(_changed(table.castles, table.me, kind, -1), seat, kind, 1)
    return table.banked(table.row, castles)


def _rabbit_play(table: _Table, action: Action) -> float:
    kind = KIND[str(action.args[0])]
    castles = _changed(table.castles, table.me, kind, -1)
    return table.after_lay(kind, table.row, castles, exact=True)


def _chicken_play(table: _Table, action: Action) -> float:
    return table.after_lay(KIND[str(action.args[0])], table.row, table.castles, exact=True)


def _dog_save(table: _Table, action: Action, left: int) -> float:
    if action.name == "done":
        return table.value(table.castles)
    kind = KIND[str(action.args[0])]
    rest, n = _take_out(table.row, kind)
    return table.best_save(rest, _changed(table.castles, table.me, kind, n), left - 1)


def _dog_block(table: _Table, action: Action) -> tuple[int, int]:
    """Exactly my final score (then my Wheat, the tie-break) after this block."""
    foxes, wolves = int(action.args[0]), int(action.args[1])
    castles = [_unpack(c) for c in table.castles]
    castle = castles[table.me] = after_intrigue(castles[table.me], foxes, wolves)
    unscored = 0 if table.dogs_score else foxes + wolves
    return castle_score(castle, castles, table.me, unscored), castle[WHEAT]


_CHOICES: dict[str, Callable[[_Table, Action], float]] = {
    "fox_take": _fox_take,
    "pig_discard": _pig_discard,
    "wolf_give": _wolf_give,
    "rabbit_play": _rabbit_play,
    "chicken_play": _chicken_play,
}


def bust_chance(observation: Observation) -> float:
    """The chance that the next card drawn busts the turn on show, as the observing seat can
    count it (a hint a user interface may show; the bot weighs the same counts)."""
    return _Table(observation.data, observation.seat or 0).bust_chance()


class HeuristicBot:
    """Takes the choice that leaves the table worth most (see the module docstring)."""

    name = "heuristic"

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        data = observation.data
        seat = observation.seat if observation.seat is not None else data["to_act"]
        table = _Table(data, int(seat))
        decision = data["decision"] or {}
        kind = decision.get("kind")
        if kind == "draw_or_stop":
            return _draw_or_stop(table, legal)
        if kind == "dog_block":
            return max(legal, key=lambda a: _dog_block(table, a))
        if kind == "dog_save":
            left = int(decision["params"].get("left", _DOG_SAVES))
            return max(legal, key=lambda a: _dog_save(table, a, left))
        worth = _CHOICES.get(str(kind))
        if worth is None:  # a decision this bot does not know: any legal action
            return legal[rng.below(len(legal))]
        return max(legal, key=lambda a: worth(table, a))
