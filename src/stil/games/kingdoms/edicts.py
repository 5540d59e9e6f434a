"""The 30 edicts as named predicates, and the one function that says whether a card may
be played under a kingdom (kingdoms.data.md §2).

Each predicate reads the card being played (``c``) and the edict's *reference*: nothing
(kind A), the cards already under this kingdom in play order (B), the last cards of the
two neighbours (V) or the last cards of the four other kingdoms (G). A reference with no
card in it lets any card through: the rulebook's empty-reference rule.

>>> from stil.games.kingdoms.cards import CARD
>>> RULES["one_step_from_last_here"](CARD["owl_4"], [CARD["tiger_5"]], {})
True
>>> RULES["one_step_from_last_here"](CARD["owl_5"], [CARD["tiger_5"]], {})
False
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache

from stil.games.kingdoms.cards import ANIMALS, EDICTS, RANKS, kind_of, rank

Rule = Callable[[int, Sequence[int], Mapping[str, object]], bool]
RULES: dict[str, Rule] = {}


def rule(f: Rule) -> Rule:
    RULES[f.__name__] = f
    return f


def same_type_or_rank(c: int, d: int) -> bool:
    return kind_of(c) == kind_of(d) or rank(c) == rank(d)


def _of(*animals: str) -> frozenset[int]:
    return frozenset(ANIMALS.index(a) for a in animals)


# -- kind A: the card alone ---------------------------------------------------------------
@rule
def ranks_6_to_8(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) >= 6


@rule
def ranks_1_to_3(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) <= 3


@rule
def ranks_4_or_5(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) in (4, 5)


@rule
def even_rank(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) % 2 == 0


@rule
def odd_rank(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) % 2 == 1


_LIZARD_TIGER = _of("lizard", "tiger")
_WOLF_FROG = _of("wolf", "frog")
_BEE_OWL = _of("bee", "owl")
_OKAPI_PANDA = _of("okapi", "red_panda")


@rule
def lizard_or_tiger(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return kind_of(c) in _LIZARD_TIGER


@rule
def wolf_or_frog(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return kind_of(c) in _WOLF_FROG


@rule
def bee_or_owl(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return kind_of(c) in _BEE_OWL


@rule
def okapi_or_red_panda(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return kind_of(c) in _OKAPI_PANDA


@rule
def pair(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    """Any card, played with a second hand card of its type or rank (checked by the rules,
    which see the hand)."""
    return True


# -- kind B: this kingdom's cards ---------------------------------------------------------
@rule
def no_repeated_rank_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return all(rank(x) != rank(c) for x in ref)


@rule
def one_step_from_last_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return abs(rank(c) - rank(ref[-1])) == 1


@rule
def type_or_rank_of_last_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return same_type_or_rank(c, ref[-1])


@rule
def no_repeated_type_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return all(kind_of(x) != kind_of(c) for x in ref)


@rule
def ascending_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    last = rank(ref[-1])
    return rank(c) > last if opts.get("ascending_strict", True) else rank(c) >= last


@rule
def descending_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    last = rank(ref[-1])
    return rank(c) < last if opts.get("descending_strict", True) else rank(c) <= last


@rule
def parity_alternates_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) % 2 != rank(ref[-1]) % 2


@rule
def parity_repeats_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) % 2 == rank(ref[-1]) % 2


@rule
def big_jump_from_last_here(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return abs(rank(c) - rank(ref[-1])) >= 3


# -- kind V: the neighbours' last cards ---------------------------------------------------
@rule
def type_or_rank_of_a_neighbour(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return any(same_type_or_rank(c, x) for x in ref)


@rule
def at_most_lower_neighbour(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) <= min(rank(x) for x in ref)


@rule
def at_least_higher_neighbour(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) >= max(rank(x) for x in ref)


@rule
def below_higher_neighbour(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return rank(c) < max(rank(x) for x in ref)


@rule
def between_neighbours(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    ranks = [rank(x) for x in ref]
    return min(ranks) <= rank(c) <= max(ranks)


@rule
def one_step_from_a_neighbour(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return any(abs(rank(c) - rank(x)) == 1 for x in ref)


# -- kind G: the other kingdoms' last cards -----------------------------------------------
@rule
def rank_of_another_kingdom(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return any(rank(x) == rank(c) for x in ref)


@rule
def type_not_last_elsewhere(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return all(kind_of(x) != kind_of(c) for x in ref)


@rule
def type_of_another_kingdom(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return any(kind_of(x) == kind_of(c) for x in ref)


@rule
def rank_not_last_elsewhere(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return all(rank(x) != rank(c) for x in ref)


@rule
def type_or_rank_of_another_kingdom(c: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    return any(same_type_or_rank(c, x) for x in ref)


_unknown = {e.rule for e in EDICTS} - set(RULES)
_unused = set(RULES) - {e.rule for e in EDICTS}
if _unknown or _unused:
    raise ValueError(f"edict data and rules differ: unknown {_unknown}, unused {_unused}")

#: per edict index: (kind, predicate)
TABLE: tuple[tuple[str, Rule], ...] = tuple((e.kind, RULES[e.rule]) for e in EDICTS)
PAIR = next(i for i, e in enumerate(EDICTS) if e.rule == "pair")
ALL_CARDS = range(8 * RANKS)


def reference(
    cards: Sequence[Sequence[int]], kind: str, k: int, ring: Sequence[int]
) -> Sequence[int]:
    """The cards an edict of ``kind`` under kingdom ``k`` looks at. ``cards[j]`` is what
    lies under kingdom ``j`` this age, in play order; ``ring`` is the clockwise order.
    Kind B answers with ``cards[k]`` itself (not a copy): read it, do not keep it."""
    if kind == "A":
        return ()
    if kind == "B":
        return cards[k]
    if kind == "V":
        i = ring.index(k)
        n = len(ring)
        near = (ring[(i - 1) % n], ring[(i + 1) % n])
        return [cards[j][-1] for j in near if cards[j]]
    return [cards[j][-1] for j in ring if j != k and cards[j]]


Around = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]


@lru_cache(maxsize=64)
def neighbourhood(ring: tuple[int, ...]) -> Around:
    """Per kingdom ``k``: the kingdoms whose last cards an edict of kind V under ``k``
    reads (its two neighbours on ``ring``) and those kind G reads (every other kingdom, in
    ring order), worked out once per ring instead of in every :func:`reference`."""
    n = len(ring)
    out: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for i, k in enumerate(ring):
        near = (ring[(i - 1) % n], ring[(i + 1) % n])
        out[k] = (near, tuple(j for j in ring if j != k))
    return tuple(out[k] for k in range(n))


def reference_around(
    cards: Sequence[Sequence[int]], kind: str, k: int, around: Around
) -> Sequence[int]:
    """:func:`reference`, with the ring's :func:`neighbourhood` worked out beforehand."""
    if kind == "A":
        return ()
    if kind == "B":
        return cards[k]
    return [cards[j][-1] for j in around[k][kind == "G"] if cards[j]]


def allows(edict: int, card: int, ref: Sequence[int], opts: Mapping[str, object]) -> bool:
    """Whether ``edict`` lets ``card`` be played, given its reference cards.

    An edict that refers to played cards lets anything through when there are none
    (``empty_reference=set_empty``) or, read broadly, when no card at all would meet it
    (``no_satisfying_card``).
    """
    kind, predicate = TABLE[edict]
    if kind == "A":
        return predicate(card, ref, opts)
    if not ref:
        return True
    if predicate(card, ref, opts):
        return True
    if opts.get("empty_reference") == "no_satisfying_card":
        return not any(predicate(x, ref, opts) for x in ALL_CARDS)
    return False


# -- the same answer for every card at once, from tables (the hot path of a turn) ---------
#: The options that the predicates and :func:`allows` read; the tables are keyed on their
#: values only, so an option read by a new predicate must be named here.
READS = ("ascending_strict", "descending_strict", "empty_reference")
EVERY = (1 << len(ALL_CARDS)) - 1

#: How a rule reads its reference, so that :func:`allowed` can answer from tables of one
#: reference card at a time: ``last`` reads only the last card; ``any`` (``all``) holds
#: when the rule holds against any (every) single reference card. A rule named in none
#: (``between_neighbours``) is tabled on its whole reference.
LAST = frozenset(
    {
        "one_step_from_last_here",
        "type_or_rank_of_last_here",
        "ascending_here",
        "descending_here",
        "parity_alternates_here",
        "parity_repeats_here",
        "big_jump_from_last_here",
    }
)
ANY = frozenset(
    {
        "type_or_rank_of_a_neighbour",
        "below_higher_neighbour",
        "one_step_from_a_neighbour",
        "rank_of_another_kingdom",
        "type_of_another_kingdom",
        "type_or_rank_of_another_kingdom",
    }
)
ALL = frozenset(
    {
        "no_repeated_rank_here",
        "no_repeated_type_here",
        "at_most_lower_neighbour",
        "at_least_higher_neighbour",
        "type_not_last_elsewhere",
        "rank_not_last_elsewhere",
    }
)
READING: tuple[str, ...] = tuple(
    "card"
    if e.kind == "A"
    else "last"
    if e.rule in LAST
    else "any"
    if e.rule in ANY
    else "all"
    if e.rule in ALL
    else "whole"
    for e in EDICTS
)

if any(r == "last" for r, e in zip(READING, EDICTS, strict=True) if e.kind != "B"):
    raise ValueError("only an edict of kind B may read the last card alone")

#: every set of values of ``READS`` met so far, numbered: the tables are keyed on the number
_NUMBERS: dict[tuple[tuple[str, object], ...], int] = {}
_OPTIONS: list[dict[str, object]] = []
#: ``_ROWS[flags][edict][card]`` is :func:`_against` of that card, filled on first use (a
#: list read by index costs less than a cached call with three arguments)
_ROWS: list[list[list[int] | None]] = []


def flags(opts: Mapping[str, object]) -> int:
    """The options the tables depend on, as a small number that keys them (absent ones
    left out, so that a predicate's own default still applies)."""
    values = tuple((name, opts[name]) for name in READS if name in opts)
    number = _NUMBERS.get(values)
    if number is None:
        number = _NUMBERS[values] = len(_OPTIONS)
        _OPTIONS.append(dict(values))
        _ROWS.append([None] * len(EDICTS))
    return number


def _accepted(edict: int, ref: tuple[int, ...], flags: int) -> int:
    """The cards the edict's predicate itself accepts against ``ref``, as a bit set."""
    predicate = TABLE[edict][1]
    opts = _OPTIONS[flags]
    return sum(1 << c for c in ALL_CARDS if predicate(c, ref, opts))


@cache  # at most 30 edicts x 65 references x a few option sets
def _against(edict: int, card: int, flags: int) -> int:
    """:func:`_accepted` against one reference card (-1: none)."""
    return _accepted(edict, () if card < 0 else (card,), flags)


def against_row(edict: int, flags: int) -> list[int]:
    """:func:`_against` of every reference card, by card; for an edict of kind A (whose
    rule reads no reference) one entry, the cards it accepts."""
    row = _ROWS[flags][edict]
    if row is None:
        if READING[edict] == "card":
            row = [_against(edict, -1, flags)]
        else:
            row = [_against(edict, c, flags) for c in ALL_CARDS]
        _ROWS[flags][edict] = row
    return row


@lru_cache(maxsize=1 << 14)
def _against_all(edict: int, ref: tuple[int, ...], flags: int) -> int:
    """:func:`_accepted` against a whole reference."""
    return _accepted(edict, ref, flags)


def allowed(edict: int, ref: Sequence[int], flags: int) -> int:
    """Every card :func:`allows` lets through, as a bit set (bit ``c`` for card ``c``);
    ``flags`` is what :func:`flags` made of the options.

    A turn asks :func:`allows` for every hand card under every kingdom; measured, these
    tables of one reference card at a time are most of the speed of listing the legal
    claims (docs/performance.md)."""
    how = READING[edict]
    if how == "card":
        return against_row(edict, flags)[0]
    if not ref:
        return EVERY
    if how == "whole":
        bits = _against_all(edict, tuple(ref), flags)
    else:
        row = against_row(edict, flags)
        if how == "last":
            bits = row[ref[-1]]
        elif how == "any":
            bits = 0
            for x in ref:
                bits |= row[x]
        else:
            bits = EVERY
            for x in ref:
                bits &= row[x]
    if not bits and _OPTIONS[flags].get("empty_reference") == "no_satisfying_card":
        return EVERY
    return bits


#: ``PARTNERS[c]``: the other cards that share ``c``'s type or rank, as a bit set (the pair
#: edict lets ``c`` be played when the hand holds one of them)
PARTNERS: tuple[int, ...] = tuple(
    sum(1 << d for d in ALL_CARDS if d != c and same_type_or_rank(c, d)) for c in ALL_CARDS
)


def claim_mask(
    edict: int, k: int, cards: Sequence[Sequence[int]], around: Around, flags: int
) -> int:
    """``allowed(edict, reference_around(cards, kind, k, around), flags)``, reading the
    reference cards where they lie instead of gathering them first (a turn asks it for
    every kingdom)."""
    how = READING[edict]
    if how == "card":
        return against_row(edict, flags)[0]
    kind = TABLE[edict][0]
    if kind == "B" or how == "whole":
        return allowed(edict, reference_around(cards, kind, k, around), flags)
    else:  # kinds V and G read "any" or "all" of other kingdoms' last cards, one at a time
        row = against_row(edict, flags)
        seen = False
        bits = 0 if how == "any" else EVERY
        for j in around[k][kind == "G"]:
            here = cards[j]
            if here:
                seen = True
                if how == "any":
                    bits |= row[here[-1]]
                else:
                    bits &= row[here[-1]]
        if not seen:
            return EVERY
        if not bits and _OPTIONS[flags].get("empty_reference") == "no_satisfying_card":
            return EVERY
        return bits
