"""Setting up (catboxes.data.md §6.1): the deal, the deck in piles, the start column."""

from __future__ import annotations

from collections import Counter

import pytest

import stil
from stil.games.catboxes import table
from stil.games.catboxes.cards import BOX_DECK, INFO, PRINCESS, TYPE, toy_set
from stil.games.catboxes.state import CatboxesState

from .conftest import legal


def new(players: int, seed: int = 1, **options: object) -> CatboxesState:
    s = stil.game("catboxes").new(players=players, seed=seed, options=options)
    assert isinstance(s, CatboxesState)
    return s


def pile_segments(s: CatboxesState) -> list[list[int]]:
    """The deck cut back into its piles, top pile first (the top card is the last one)."""
    out, end = [], len(s.deck)
    for size in s.piles:
        out.append(s.deck[end - size : end])
        end -= size
    assert end == 0
    return out


def lay_start_column(s: CatboxesState) -> None:
    """Every player puts down the first start card offered at the first spot offered."""
    while s.phase == "setup":
        s.apply(legal(s)[0])


PILES = {2: [37, 36], 3: [24, 24, 24], 4: [18, 18, 18, 17], 5: [14] * 5}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_cards_each_and_a_deck_of_75_minus_n_in_piles_with_one_princess_each(
    players: int,
) -> None:
    for seed in range(4):
        s = new(players, seed)
        assert [len(h) for h in s.hands] == [2] * players
        assert len(s.deck) == 75 - players
        assert s.piles == PILES[players]  # as equal as possible, the larger ones on top
        for pile in pile_segments(s):
            assert pile.count(PRINCESS) == 1
        dealt = Counter(s.deck) + Counter(c for h in s.hands for c in h)
        assert dealt == Counter(BOX_DECK + toy_set("one_of_each") + (PRINCESS,) * players)
        assert s.supply == [5] * players and s.placed == [0] * players


def test_each_pile_is_shuffled_on_its_own() -> None:
    places = {new(2, seed).deck[-37:].index(PRINCESS) for seed in range(30)}
    assert len(places) > 10  # the top pile's Princess is anywhere in it
    for seed in range(30):  # the Princesses go into the piles after the deal
        assert all(PRINCESS not in h for h in new(3, seed).hands)


def test_larger_piles_at_the_bottom_by_option() -> None:
    s = new(4, pile_order="larger_at_bottom")
    assert s.piles == [17, 18, 18, 18]
    assert [p.count(PRINCESS) for p in pile_segments(s)] == [1, 1, 1, 1]
    assert new(2, pile_order="larger_at_bottom").piles == [36, 37]


def test_extended_rules_shuffle_five_princesses_in_with_no_piles() -> None:
    for players in (2, 3, 5):
        s = new(players, extended=True)
        assert s.piles == [] and len(s.deck) == 80 - 2 * players
        assert s.deck.count(PRINCESS) == 5
        s = new(players, extended=True, extended_princesses="n_players")
        assert len(s.deck) == 75 - players and s.deck.count(PRINCESS) == players


def test_special_toys_one_kind_by_option() -> None:
    s = new(3, special_toys="one_kind")
    dealt = Counter(s.deck) + Counter(c for h in s.hands for c in h)
    assert [dealt[TYPE[t]] for t in ("T", "TY", "TM", "TF")] == [0, 1, 1, 1]


def test_a_special_toy_in_the_opening_hand_is_kept_or_redealt() -> None:
    toy = TYPE["T"]
    kept = [seed for seed in range(120) if any(toy in h for h in new(4, seed).hands)]
    assert kept  # about one deal in three holds one
    for seed in kept:
        s = new(4, seed, toy_in_opening_hand="redeal")
        assert all(INFO[c].kind != "toy" for h in s.hands for c in h)
        assert Counter(s.deck)[toy] == 3 and len(s.deck) == 71


def test_first_player_random_or_seat0() -> None:
    assert {new(4, seed).current for seed in range(40)} == {0, 1, 2, 3}
    assert {new(4, seed, first_player="seat0").current for seed in range(10)} == {0}


def test_start_cards_form_a_north_south_column_from_the_anchor() -> None:
    s = new(3, seed=5)
    first = s.first
    assert s.phase == "setup" and s.decision is not None and s.decision.kind == "start"
    assert legal(s) == ["start s1", "start s2", "start s3", "start s4", "start s5"]
    s.apply("start s2")
    assert legal(s) == ["place 6 4 0", "place 6 4 1"]  # the anchor, either way up
    s.apply("place 6 4 1")
    assert s.current == (first + 1) % 3
    assert legal(s) == ["start s1", "start s3", "start s4", "start s5"]
    s.apply("start s1")
    assert legal(s) == ["place 6 3 0", "place 6 5 0"]  # short side to short side
    s.apply("place 6 5 0")
    s.apply("start s4")
    assert legal(s) == ["place 6 3 0", "place 6 3 1", "place 6 6 0", "place 6 6 1"]
    s.apply("place 6 3 0")
    assert s.phase == "play" and s.current == first and s.starts == []
    assert sorted(table.xy(c) for c in s.card) == [(6, 3), (6, 4), (6, 5)]
    assert [INFO[s.card[table.cell(6, y)]].id for y in (3, 4, 5)] == ["S4", "S2", "S1"]
    assert s.overlay == {} and s.sleeper == {}  # no cats during setup
    assert s.decision is not None and s.decision.kind == "turn"
    assert [len(h) for h in s.hands] == [2, 2, 2]


def test_start_column_on_other_tables() -> None:
    s = new(2, start_cards="all_open", table="unbounded")
    assert legal(s) == ["start so"]
    s.apply("start so")
    assert legal(s) == ["place 0 0 0"]
    s = new(2, anchor_choice="first_player")
    s.apply("start s1")
    assert len(legal(s)) == 14 * 10  # any cell of the table; oooo has one way up


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_start_cards_always_fit_under_the_strictest_wall_rule(players: int) -> None:
    options = {"extended": True, "extended_forbid": "any_wall_contact", "allow_180": False}
    for seed in range(12):
        s = new(players, seed, **options)
        while s.phase == "setup":
            assert s.decision is not None and s.decision.kind in ("start", "place")
            choices = legal(s)
            assert choices, f"seed {seed}: no way to lay a start card"
            if s.decision.kind == "start":  # every card offered can be laid
                for choice in choices:
                    t = s.clone()
                    t.apply(choice)
                    assert legal(t), f"seed {seed}: {choice} fits nowhere"
            s.apply(choices[-1])
        assert len(s.card) == players


def test_a_start_card_that_fits_nowhere_is_not_offered_and_the_ban_gives_way_last() -> None:
    options = {"extended": True, "extended_forbid": "any_wall_contact", "allow_180": False}
    s = new(4, first_player="seat0", **options)
    s.apply("start s1")
    s.apply("place 6 4 0")
    s.apply("start s3")  # wooo: its north wall closes the column's top
    assert legal(s) == ["place 6 3 0"]  # south of oooo its north wall would touch a card
    s.apply("place 6 3 0")
    assert legal(s) == ["start s2"]  # s4 and s5 have a north wall: they fit nowhere
    s.apply("start s2")
    s.apply("place 6 5 0")
    # now nothing fits: §6.1 wants four start cards, so the wall ban gives way
    assert legal(s) == ["start s4", "start s5"]
    s.apply("start s4")
    assert legal(s) == ["place 6 2 0", "place 6 6 0"]
    s.apply("place 6 6 0")
    assert s.phase == "play" and len(s.card) == 4
