"""Every edict's predicate, its empty-reference case, and the rulebook's examples А–Г and
five clarified edicts with their legal ranks and types (kingdoms.data.md §2, §4.2)."""

from __future__ import annotations

import pytest

from stil.games.kingdoms import rules
from stil.games.kingdoms.cards import CARD, CARDS, EDICTS, animal, rank
from stil.games.kingdoms.edicts import RULES, allows

from .conftest import allowed, k, table, under

RANKS = range(1, 9)


def ranks_of(cards: list[str]) -> set[int]:
    return {rank(CARD[c]) for c in cards}


def types_of(cards: list[str]) -> set[str]:
    return {animal(CARD[c]) for c in cards}


def board(edict: str, at: int = 6, **options: object):
    """A 3-player table with ``edict`` under the kingdom of ``at`` (others: E04)."""
    edicts = ["E04"] * 5
    edicts[k(at)] = edict
    return table(3, edicts=edicts, **options)


# -- the rulebook's examples -------------------------------------------------------------
def test_kt10_example_a_high_ranks_only() -> None:
    s = board("E01")
    ok = allowed(s, 6)
    assert "bee_6" in ok and "frog_8" in ok
    assert ranks_of(ok) == {6, 7, 8} and len(ok) == 24


def test_kt11_example_b_all_ranks_different() -> None:
    s = board("E11")
    under(s, 6, "wolf_4", "lizard_2", "owl_1")
    ok = allowed(s, 6)
    assert ranks_of(ok) == {3, 5, 6, 7, 8} and len(ok) == 40


def test_kt12_example_v_neighbour_type_or_rank() -> None:
    s = board("E20")  # K6's neighbours on the default ring: K5 and K7
    under(s, 5, "red_panda_4")
    ok = allowed(s, 6)
    assert len(ok) == 15
    assert all(animal(CARD[c]) == "red_panda" or rank(CARD[c]) == 4 for c in ok)


def test_kt13_example_g_rank_of_another_kingdoms_last_card() -> None:
    s = board("E26", at=4)
    under(s, 6, "lizard_6")  # not a neighbour of K4: the "opposite" kingdom
    ok = allowed(s, 4)
    assert ranks_of(ok) == {6} and len(ok) == 8


def test_kt14_clarification_1_one_step_from_last_here() -> None:
    s = board("E12")
    under(s, 6, "tiger_5")
    assert ranks_of(allowed(s, 6)) == {4, 6}


def test_kt15_clarification_2_not_above_the_lower_neighbour() -> None:
    s = board("E21")
    under(s, 5, "tiger_7")
    under(s, 7, "owl_3")
    assert ranks_of(allowed(s, 6)) == {1, 2, 3}


def test_kt16_clarification_3_type_or_rank_of_last_here() -> None:
    s = board("E13")
    under(s, 6, "red_panda_4")
    ok = allowed(s, 6)
    assert set(ok) == {c for c in CARDS if c.startswith("red_panda") or c.endswith("_4")}


def test_kt17_clarification_4_pair_edict() -> None:
    s = table(
        2,
        hands=[["bee_2", "bee_7", "tiger_5", "owl_5"]],
        edicts=["E04"] * 4 + ["E10"],
        deck=["wolf_1", "wolf_2"],
    )
    claims = {str(a) for a in s.legal_actions() if a.name == "claim" and a.args[1] == 8}
    assert claims == {"claim bee_2 8", "claim bee_7 8", "claim tiger_5 8", "claim owl_5 8"}
    s.apply("claim tiger_5 8")
    assert s.decision.kind == "pair"
    assert [str(a) for a in s.legal_actions()] == ["discard owl_5"]  # bee 2 is no partner
    s.apply("discard owl_5")
    assert s.cards[k(8)] == [CARD["tiger_5"]]
    assert s.discard[-1] == CARD["owl_5"]
    assert len(s.hands[0]) == 4 and {CARD["wolf_1"], CARD["wolf_2"]} <= set(s.hands[0])


def test_pair_edict_needs_two_matching_cards_in_hand() -> None:
    s = table(2, hands=[["bee_2", "tiger_5", "owl_3", "wolf_8"]], edicts=["E04"] * 4 + ["E10"])
    assert not [a for a in s.legal_actions() if a.name == "claim" and a.args[1] == 8]


def test_pair_edict_exactly_2_extra_draws_two_more() -> None:
    s = table(
        2,
        hands=[["bee_2", "bee_7", "tiger_5", "owl_5"]],
        edicts=["E04"] * 4 + ["E10"],
        pair_edict_draw="exactly_2_extra",
    )
    s.apply("claim bee_2 8")
    s.apply("discard bee_7")
    assert len(s.hands[0]) == 6


def test_kt18_clarification_5_not_below_the_higher_neighbour() -> None:
    s = board("E22")
    under(s, 5, "tiger_7")
    under(s, 7, "owl_3")
    assert ranks_of(allowed(s, 6)) == {7, 8}


@pytest.mark.parametrize("edict", ["E20", "E21", "E22", "E26"])
def test_kt19_empty_reference_allows_every_card(edict: str) -> None:
    s = board(edict)
    under(s, 4, "wolf_1")  # not a neighbour of K6; for E26 it is "another" kingdom
    if edict == "E26":
        s = board(edict)
    assert len(allowed(s, 6)) == 64


def test_kt20_one_neighbour_empty_checks_the_other() -> None:
    s = board("E21")
    under(s, 5, "wolf_5")
    assert ranks_of(allowed(s, 6)) == {1, 2, 3, 4, 5}


def test_kt21_ascending_locks_after_an_eight() -> None:
    s = board("E15")
    under(s, 6, "frog_8")
    assert allowed(s, 6) == []
    loose = board("E15", ascending_strict=False)
    under(loose, 6, "frog_8")
    assert ranks_of(allowed(loose, 6)) == {8}


def test_descending_locks_after_a_one_unless_loose() -> None:
    s = board("E16")
    under(s, 6, "frog_1")
    assert allowed(s, 6) == []
    loose = board("E16", descending_strict=False)
    under(loose, 6, "frog_1")
    assert ranks_of(allowed(loose, 6)) == {1}


def test_kt22_one_step_edict_with_no_cards_allows_everything() -> None:
    s = board("E12")
    assert len(allowed(s, 6)) == 64


def test_kt23_only_last_cards_count() -> None:
    s = board("E26", at=4)
    under(s, 6, "owl_3", "wolf_6")
    under(s, 8, "bee_2")
    assert ranks_of(allowed(s, 4)) == {6, 2}


def test_no_satisfying_card_reading_unlocks_a_locked_kingdom() -> None:
    s = board("E15", empty_reference="no_satisfying_card")
    under(s, 6, "frog_8")
    assert len(allowed(s, 6)) == 64


def test_a_card_goes_only_where_a_piece_can_follow() -> None:
    s = table(2, hands=[["bee_2", "bee_4", "bee_6", "bee_8"]], edicts=["E04"] * 5)
    s.ordinary[k(4)] = [3, 0]
    s.capital[k(4)] = 1
    s._legal = None
    assert not [a for a in s.legal_actions() if a.name == "claim" and a.args[1] == 4]


# -- each predicate on its own: one card it takes, one it refuses ----------------------------
# (edict, reference cards, a legal card, an illegal card)
CASES = [
    ("E01", [], "owl_6", "owl_5"),
    ("E02", [], "owl_3", "owl_4"),
    ("E03", [], "owl_4", "owl_6"),
    ("E04", [], "owl_2", "owl_3"),
    ("E05", [], "owl_3", "owl_2"),
    ("E06", [], "lizard_1", "owl_1"),
    ("E07", [], "frog_1", "owl_1"),
    ("E08", [], "bee_1", "wolf_1"),
    ("E09", [], "okapi_1", "wolf_1"),
    ("E11", ["wolf_4"], "owl_5", "owl_4"),
    ("E12", ["wolf_4"], "owl_5", "owl_6"),
    ("E13", ["wolf_4"], "wolf_7", "owl_7"),
    ("E14", ["wolf_4"], "owl_4", "wolf_2"),
    ("E15", ["wolf_4"], "owl_5", "owl_4"),
    ("E16", ["wolf_4"], "owl_3", "owl_4"),
    ("E17", ["wolf_4"], "owl_5", "owl_6"),
    ("E18", ["wolf_4"], "owl_6", "owl_5"),
    ("E19", ["wolf_4"], "owl_7", "owl_6"),
    ("E20", ["wolf_4", "bee_7"], "bee_1", "owl_1"),
    ("E21", ["wolf_4", "bee_7"], "owl_4", "owl_5"),
    ("E22", ["wolf_4", "bee_7"], "owl_7", "owl_6"),
    ("E23", ["wolf_4", "bee_7"], "owl_6", "owl_7"),
    ("E24", ["wolf_4", "bee_7"], "owl_5", "owl_8"),
    ("E25", ["wolf_4", "bee_7"], "owl_8", "owl_2"),
    ("E26", ["wolf_4", "bee_7"], "owl_7", "owl_6"),
    ("E27", ["wolf_4", "bee_7"], "owl_4", "bee_1"),
    ("E28", ["wolf_4", "bee_7"], "bee_1", "owl_4"),
    ("E29", ["wolf_4", "bee_7"], "owl_5", "owl_7"),
    ("E30", ["wolf_4", "bee_7"], "owl_7", "owl_6"),
]


@pytest.mark.parametrize(("edict", "ref", "yes", "no"), CASES, ids=[c[0] for c in CASES])
def test_each_edict_takes_one_card_and_refuses_another(
    edict: str, ref: list[str], yes: str, no: str
) -> None:
    i = next(n for n, e in enumerate(EDICTS) if e.id == edict)
    refs = [CARD[c] for c in ref]
    assert allows(i, CARD[yes], refs, {})
    assert not allows(i, CARD[no], refs, {})
    if EDICTS[i].kind != "A":
        assert allows(i, CARD[no], [], {})  # empty reference: anything goes


def test_every_edict_is_covered_and_every_rule_is_used() -> None:
    assert {c[0] for c in CASES} | {"E10"} == {e.id for e in EDICTS}
    assert set(RULES) == {e.rule for e in EDICTS}


def test_edicts_are_checked_once_when_played() -> None:
    s = board("E12")
    s.hands[0] = [CARD["owl_5"], CARD["owl_6"], CARD["bee_1"], CARD["bee_2"]]
    s._legal = None
    s.apply("claim owl_5 6")
    assert CARD["owl_5"] in s.cards[k(6)]
    # the first card needed nothing; the next is checked against it
    assert rules.edict_allows(s, k(6), CARD["owl_6"])
    assert not rules.edict_allows(s, k(6), CARD["bee_1"])
