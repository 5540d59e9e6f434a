"""Every rule option (catboxes.data.md §7) in seeded random games: the game always offers a
legal action, ends, and never loses or makes up a card or a cat."""

from __future__ import annotations

from collections import Counter

import pytest

import stil
from stil.core import Rng
from stil.games.catboxes.cards import BOX_DECK, INFO, PRINCESS, toy_set
from stil.games.catboxes.state import CAT, PRINCESS_OVERLAY, TOY, CatboxesState

GAME = stil.game("catboxes")
CASES: dict[str, dict[str, object]] = {
    f"{o.name}={v}": {o.name: v}
    for o in GAME.spec.options
    for v in (o.allowed if o.allowed else (not o.default,))
    if v != o.default
}
CASES["strictest_walls"] = {
    "extended": True,
    "extended_forbid": "any_wall_contact",
    "allow_180": False,
}
CASES["strict_walls_and_pass"] = {
    "extended": True,
    "extended_forbid": "any_wall_contact",
    "no_legal_play": "pass",
}
CASES["small_table_and_pass"] = {"table": "600x600", "card_mm": "70x120", "no_legal_play": "pass"}


def all_cards(s: CatboxesState) -> Counter[int]:
    """Where every drawable card is now: deck, hands, discard, table, the card in play."""
    where = Counter(s.deck + s.discard + [c for h in s.hands for c in h])
    where.update(t for t in s.card.values() if INFO[t].kind in ("box", "toy", "princess"))
    for kind, v in s.overlay.values():
        if kind == TOY:
            where[v] += 1
        elif kind == PRINCESS_OVERLAY:
            where[PRINCESS] += 1
    if s.pending >= 0 and INFO[s.pending].kind in ("box", "toy", "princess"):
        where[s.pending] += 1
    return where


def check_invariants(s: CatboxesState, dealt: Counter[int]) -> None:
    assert all_cards(s) == dealt
    for seat in range(s.players):
        awake = sum(1 for kind, v in s.overlay.values() if kind == CAT and v == seat)
        asleep = sum(1 for p in s.sleeper.values() if p == seat)
        assert s.supply[seat] + awake + asleep == 5
    if s.options["no_legal_play"] != "pass":
        assert all(len(h) <= 3 for h in s.hands)


@pytest.mark.parametrize("case", CASES)
def test_random_games_under_each_option(case: str) -> None:
    options = CASES[case]
    for players in (2, 3, 5):
        for seed in range(2):
            s = GAME.new(players=players, seed=seed, options=options)
            assert isinstance(s, CatboxesState)
            princesses = players
            if s.options["extended"] and s.options["extended_princesses"] == "all_five":
                princesses = 5
            dealt = Counter(BOX_DECK + toy_set(str(s.options["special_toys"])))
            dealt[PRINCESS] = princesses
            rng = Rng(seed)
            for _ in range(3000):
                if s.is_over:
                    break
                check_invariants(s, dealt)
                legal = s.legal_actions()
                assert legal, f"{options} {players}p seed {seed}: stuck at {s.decision}"
                s.apply(legal[rng.below(len(legal))])
            assert s.is_over
            check_invariants(s, dealt)
            assert s.winners() and len(s.scores()) == players
