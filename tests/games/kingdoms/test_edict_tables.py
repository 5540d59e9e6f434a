"""The tables that list the legal claims (``edicts.allowed``) answer exactly as the
edicts' predicates do (``edicts.allows``), card by card, for every edict, under every
value of the options the predicates read, on random references of every length."""

from __future__ import annotations

from itertools import product

import pytest

from stil.core import Rng
from stil.games.kingdoms.cards import EDICTS
from stil.games.kingdoms.edicts import ALL_CARDS, READS, allowed, allows, flags
from stil.games.kingdoms.game import SPEC

CHOICES = [SPEC.option(name).allowed or (True, False) for name in READS]


def references(seed: int) -> list[tuple[int, ...]]:
    """The empty reference, and random ones of 1 to 6 cards (repeats allowed: a kingdom's
    own cards never repeat, but the tables must not rely on it)."""
    rng = Rng(seed)
    refs: list[tuple[int, ...]] = [()]
    for n in range(1, 7):
        refs += [tuple(rng.below(len(ALL_CARDS)) for _ in range(n)) for _ in range(4)]
    return refs


@pytest.mark.parametrize("edict", range(len(EDICTS)), ids=[e.id for e in EDICTS])
def test_tables_agree_with_the_predicates(edict: int) -> None:
    for values in product(*CHOICES):
        opts = dict(zip(READS, values, strict=True))
        for ref in references(edict):
            bits = allowed(edict, ref, flags(opts))
            want = {c for c in ALL_CARDS if allows(edict, c, ref, opts)}
            assert {c for c in ALL_CARDS if bits >> c & 1} == want, (EDICTS[edict].id, ref, opts)


def test_absent_options_keep_the_predicates_defaults() -> None:
    ascending = next(i for i, e in enumerate(EDICTS) if e.rule == "ascending_here")
    bits = allowed(ascending, (3,), flags({}))  # last card: a 4
    assert {c % 8 + 1 for c in ALL_CARDS if bits >> c & 1} == {5, 6, 7, 8}  # strict


class Recording(dict[str, object]):
    """Options that remember which names were read."""

    def __init__(self, opts: dict[str, object]) -> None:
        super().__init__(opts)
        self.read: set[str] = set()

    def __getitem__(self, name: str) -> object:
        self.read.add(name)
        return super().__getitem__(name)

    def get(self, name: str, default: object = None) -> object:  # type: ignore[override]
        self.read.add(name)
        return super().get(name, default)


def test_the_predicates_read_no_option_the_tables_do_not_key_on() -> None:
    """An option read by a predicate but missing from ``READS`` would be ignored by the
    tables; every predicate is run on every card and reference here, with every option of
    the game, recording what it reads."""
    opts = Recording({o.name: o.default for o in SPEC.options})
    opts["empty_reference"] = "no_satisfying_card"  # so that allows() reads it too
    for edict in range(len(EDICTS)):
        for ref in references(100 + edict):
            for c in ALL_CARDS:
                allows(edict, c, ref, opts)
    assert opts.read and opts.read <= set(READS), opts.read - set(READS)
