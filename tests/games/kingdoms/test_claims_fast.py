"""The fast listing of a turn's claims (``rules.claims``: edict rows read by index, the
ring's neighbourhood worked out once, the pair edict from a table of partners) answers
exactly as the plain reading of the rules does: every hand card asked of every kingdom
with room through ``edicts.allows`` and ``edicts.reference``. Checked at every decision of
random games under every ring order and option the edicts read, and after clone and a
save/load round trip, where the derived fields (``around``, ``solo``) are made anew. The
places of a kingdom at scoring (``scoring.groups``, counted for all sides at once) are
checked the same way against ``state.pieces``."""

from __future__ import annotations

import pytest

import stil
from stil.core import Action, Rng
from stil.games.kingdoms import rules
from stil.games.kingdoms.board import K, has_room, ring
from stil.games.kingdoms.cards import CARD, CARDS, EDICTS
from stil.games.kingdoms.edicts import (
    PAIR,
    TABLE,
    allowed,
    allows,
    claim_mask,
    neighbourhood,
    reference,
    same_type_or_rank,
)
from stil.games.kingdoms.game import RINGS
from stil.games.kingdoms.scoring import groups
from stil.games.kingdoms.state import KingdomsState

GAME = stil.game("kingdoms")


def plain_claims(state: KingdomsState, side: int) -> list[Action]:
    """The claims as the rules read: kingdom by kingdom, hand card by hand card."""
    hand = state.hands[side]
    out = []
    for k in range(K):
        if not has_room(state, k):
            continue
        edict = state.edicts[k]
        for c in hand:
            if edict == PAIR:
                ok = any(d != c and same_type_or_rank(c, d) for d in hand)
            else:
                ref = reference(state.cards, TABLE[edict][0], k, ring(state))
                ok = allows(edict, c, ref, state.options)
            if ok:
                out.append(rules.CLAIM[k][c])
    return out


def plain_groups(state: KingdomsState, k: int) -> list[list[int]]:
    """The places of a kingdom read off ``state.pieces``, side by side."""
    counts = [state.pieces(k, s) for s in range(state.sides)]
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    return [[s for s in range(state.sides) if counts[s] == level] for level in levels]


def check(state: KingdomsState) -> None:
    """Claims, and every kingdom's mask and places, agree with the plain reading for every
    seat."""
    order = ring(state)
    for k in range(K):
        assert groups(state, k) == plain_groups(state, k)
        edict = state.edicts[k]
        if edict != PAIR:
            ref = reference(state.cards, TABLE[edict][0], k, order)
            want = allowed(edict, ref, state.flags)
            assert claim_mask(edict, k, state.cards, state.around, state.flags) == want
    for side in range(len(state.hands)):
        assert rules.claims(state, side) == plain_claims(state, side)


OPTIONS = [
    {"ring_order": order, "empty_reference": empty, "ascending_strict": strict}
    for order, empty, strict in [
        ("4-5-6-7-8", "set_empty", True),
        (RINGS[7], "no_satisfying_card", False),
        (RINGS[13], "set_empty", False),
        (RINGS[22], "no_satisfying_card", True),
    ]
]


@pytest.mark.parametrize("players", [1, 2, 3, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=[o["ring_order"] for o in OPTIONS])
def test_claims_agree_with_the_plain_reading_in_random_games(
    players: int, options: dict[str, object]
) -> None:
    choose = Rng(players).below
    for seed in range(3):
        state = GAME.new(players, seed, {**options, "pair_edict_draw": "exactly_2_extra"})
        assert isinstance(state, KingdomsState)
        while not state.is_over:
            check(state)
            legal = state.legal_actions()
            state.apply(legal[choose(len(legal))])
        check(state)


def test_derived_fields_are_made_anew_after_clone_and_load() -> None:
    state = GAME.new(3, 5, {"ring_order": "4-6-8-5-7"})
    choose = Rng(5).below
    for _ in range(40):
        legal = state.legal_actions()
        state.apply(legal[choose(len(legal))])
    for copy in (state.clone(), GAME.from_json(state.to_json())):
        assert isinstance(copy, KingdomsState)
        assert copy.around == state.around == neighbourhood(tuple(ring(state)))
        assert copy.solo is state.solo is False
        assert copy.legal_actions() == state.legal_actions()
        check(copy)
    solo = GAME.new(1, 5)
    assert isinstance(solo, KingdomsState)
    assert solo.solo and solo.clone().solo and GAME.from_json(solo.to_json()).solo


@pytest.mark.parametrize("order", RINGS)
def test_neighbourhood_is_what_reference_reads(order: str) -> None:
    """The reference of a V and a G edict, by value, under every ring order; each
    kingdom's last card is told apart by its rank."""
    state = GAME.new(2, 0, {"ring_order": order})
    assert isinstance(state, KingdomsState)
    cards = [[CARD[f"tiger_{1 + k}"]] for k in range(K)]
    cards[2] = []  # one kingdom empty: it is skipped
    for kind in ("V", "G"):
        for k in range(K):
            near, others = state.around[k]
            want = reference(cards, kind, k, ring(state))
            got = [cards[j][-1] for j in (near if kind == "V" else others) if cards[j]]
            assert got == want, (kind, k, [CARDS[c] for c in want])
    assert len(EDICTS) == 30
