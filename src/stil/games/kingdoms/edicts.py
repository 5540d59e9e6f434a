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

from stil.games.kingdoms.cards import EDICTS, RANKS, kind_of, rank

Rule = Callable[[int, Sequence[int], Mapping[str, object]], bool]
RULES: dict[str, Rule] = {}


def rule(f: Rule) -> Rule:
    RULES[f.__name__] = f
    return f


def same_type_or_rank(c: int, d: int) -> bool:
    return kind_of(c) == kind_of(d) or rank(c) == rank(d)


def _of(*animals: str) -> frozenset[int]:
    from stil.games.kingdoms.cards import ANIMALS

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


def reference(cards: Sequence[Sequence[int]], kind: str, k: int, ring: Sequence[int]) -> list[int]:
    """The cards an edict of ``kind`` under kingdom ``k`` looks at. ``cards[j]`` is what
    lies under kingdom ``j`` this age, in play order; ``ring`` is the clockwise order."""
    if kind == "A":
        return []
    if kind == "B":
        return list(cards[k])
    if kind == "V":
        i = ring.index(k)
        n = len(ring)
        near = (ring[(i - 1) % n], ring[(i + 1) % n])
        return [cards[j][-1] for j in near if cards[j]]
    return [cards[j][-1] for j in ring if j != k and cards[j]]


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
