"""The turn, rule by rule (catboxes.uk.md; catboxes.data.md §3 and §6.2)."""

from __future__ import annotations

import pytest

from stil.games.catboxes import rules, scoring, table
from stil.games.catboxes.cards import PRINCESS, SLEEPING, TYPE

from .conftest import at, box_of, cells_of, lay, layout, legal, play, row

# A closed two-card box with a free slot (5,4)–(6,4): woow, wwoo, sealed from the south by
# woww and wwow, which have no east–west passage between them.
CLOSED_PAIR = [(5, 4, "B25"), (6, 4, "B33"), (5, 5, "B63"), (6, 5, "B55")]
FIVE = ["B01"] * 5


# -- the turn (§3.1) -----------------------------------------------------------------------
def test_a_turn_is_draw_and_play_or_a_sleeping_cat_and_play_goes_clockwise() -> None:
    s = layout([(6, 4, "B01")], hands=[["B02", "B03"]] * 3, players=3, deck=["B04"] * 6)
    assert s.decision is not None and s.decision.kind == "turn"
    assert legal(s) == ["draw", "sleep"]
    s.apply("draw")
    assert s.decision.kind == "card" and len(s.hands[0]) == 3 and len(s.deck) == 5
    assert legal(s) == ["play 0", "play 1", "play 2"]  # B02, B03, B04: hands are sorted
    s.apply("play 2")
    assert s.decision.kind == "place" and s.decision.params == {"card": "B04"}
    s.apply("place 7 4 0")
    assert s.decision.kind == "cat" and legal(s) == ["cat 6 4", "nocat"]
    s.apply("nocat")
    assert (s.current, s.turn, len(s.hands[0])) == (1, 1, 2)
    for _ in range(2):
        s.apply("sleep")
        s.apply(legal(s)[0])
    assert s.current == 0 and s.supply == [5, 4, 4]


# -- awake cats (§3.2) ---------------------------------------------------------------------
def test_a_cat_needs_a_slot_that_uses_this_turns_card() -> None:
    s = layout([(5, 4, "B01"), (6, 4, "B01")], deck=["B01"] * 5)
    lay(s, "B01", 7, 4)
    assert table.slot_free(s, at(5, 4))  # free, but it does not use the new card
    assert legal(s) == ["cat 6 4", "nocat"]
    s.apply("cat 6 4")
    assert s.overlay == {at(6, 4): ("cat", 0)}
    assert (s.supply, s.placed, s.current) == ([4, 5], [1, 0], 1)
    s = layout([(5, 4, "B01"), (7, 4, "B01")], deck=["B01"] * 5)
    lay(s, "B01", 6, 4)  # between two cards: a slot on either side
    assert legal(s) == ["cat 5 4", "cat 6 4", "nocat"]


def test_no_cat_in_a_box_holding_a_rival_cat_awake_or_asleep() -> None:
    cells = row(["B01"] * 4)  # (2..5, 4)
    s = layout(cells, overlays={(2, 4): ("cat", 1)}, deck=["B01"] * 5)
    lay(s, "B01", 6, 4)
    assert s.current == 1 and s.placed == [0, 1]  # no cat was offered: the turn is over
    cells = [(2, 4, "sleeping"), *row(["B01"] * 3, x0=3)]
    s = layout(cells, sleepers={(2, 4): 1}, deck=["B01"] * 5)
    lay(s, "B01", 6, 4)
    assert s.current == 1 and s.placed == [0, 1]
    s = layout(cells, sleepers={(2, 4): 0}, deck=["B01"] * 5)  # an own sleeping cat
    lay(s, "B01", 6, 4)
    assert legal(s) == ["cat 5 4", "nocat"]


def test_a_box_with_an_own_cat_takes_more_cats_even_beside_a_rival() -> None:
    cells = row(["B01"] * 6)  # (2..7, 4)
    overlays = {(2, 4): ("cat", 1), (4, 4): ("cat", 0)}
    s = layout(cells, overlays=overlays, deck=["B01"] * 5)
    lay(s, "B01", 8, 4)
    assert legal(s) == ["cat 7 4", "nocat"]
    s.apply("cat 7 4")
    b = box_of(s, 2, 4)
    assert (b.awake, b.occupiers) == ([2, 1], [0])  # several cats of one player


def test_the_princess_is_ignored_when_claiming_a_box() -> None:
    s = layout(row(["B01"] * 4), overlays={(2, 4): ("princess", 0)}, deck=["B01"] * 5)
    lay(s, "B01", 6, 4)
    assert legal(s) == ["cat 5 4", "nocat"]


def test_a_card_joining_boxes_takes_no_cat_when_a_rival_is_in_one_and_you_in_none() -> None:
    left = row(["B01", "B01"], x0=2)  # (2..3, 4): a rival cat
    right = row(["B01"] * 4, x0=5)  # (5..8, 4)
    s = layout([*left, *right], overlays={(2, 4): ("cat", 1)}, deck=["B01", "B07"] * 3)
    lay(s, "B01", 4, 4)  # open both ways: one box now, with the rival's cat
    assert cells_of(s, 4, 4) == [(x, 4) for x in range(2, 9)]
    assert s.current == 1 and s.placed == [0, 1]
    # the same spot with a card whose west side is a wall: no merge, the cat is allowed
    s = layout([*left, *right], overlays={(2, 4): ("cat", 1)}, deck=["B07", "B01"] * 3)
    lay(s, "B07", 4, 4)
    assert cells_of(s, 4, 4) == [(x, 4) for x in range(4, 9)]
    assert legal(s) == ["cat 4 4", "nocat"]
    # with an own cat in the other box, the joined box may take one more
    overlays = {(2, 4): ("cat", 1), (7, 4): ("cat", 0)}
    s = layout([*left, *right], overlays=overlays, deck=["B01"] * 5)
    lay(s, "B01", 4, 4)
    assert legal(s) == ["cat 4 4", "nocat"]


def test_no_cat_on_a_sleeping_cat_or_a_covered_card() -> None:
    s = layout([(2, 4, "B01"), (3, 4, "sleeping")], sleepers={(3, 4): 0}, deck=["B01"] * 5)
    lay(s, "B01", 4, 4)
    assert s.current == 1 and s.placed == [1, 0]  # only the sleeping cat
    cells = [(2, 4, "B01"), (3, 4, "B01")]
    s = layout(cells, overlays={(2, 4): ("cat", 0)}, deck=["B01"] * 5)
    lay(s, "B01", 4, 4)
    assert s.current == 1  # (3,4) already carries the cat's other half
    s = layout(cells, overlays={(2, 4): ("cat", 0)}, deck=["B01"] * 5, overlays_per_cell=2)
    lay(s, "B01", 4, 4)
    assert legal(s) == ["cat 3 4", "nocat"]


def test_one_awake_cat_per_turn_or_more_by_option() -> None:
    cells = [(5, 4, "B01"), (7, 4, "B01")]
    s = layout(cells, deck=["B01"] * 5, overlays_per_cell=2)
    lay(s, "B01", 6, 4)
    s.apply("cat 5 4")
    assert s.current == 1 and s.placed == [1, 0]
    s = layout(cells, deck=["B01"] * 5, overlays_per_cell=2, cats_per_turn=2)
    lay(s, "B01", 6, 4)
    s.apply("cat 5 4")
    assert s.current == 0 and legal(s) == ["cat 6 4", "nocat"]
    s.apply("cat 6 4")
    assert s.current == 1 and s.placed == [2, 0]
    s = layout(cells, deck=["B01"] * 5, cats_per_turn=2)  # one overlay per card
    lay(s, "B01", 6, 4)
    s.apply("cat 5 4")
    assert s.current == 1 and s.placed == [1, 0]


@pytest.mark.parametrize("allowed", [True, False])
def test_a_box_closed_before_the_turn_never_receives_a_cat(allowed: bool) -> None:
    """«Одна з двох карток під карткою кота має бути карткою, яку гравець розіграв у цей
    хід.» A box closed before the turn has no open side, so this turn's card cannot join it
    and no cat goes there, whatever ``cat_in_box_closed_this_turn`` says."""
    s = layout(CLOSED_PAIR, deck=["B01"] * 6, cat_in_box_closed_this_turn=allowed)
    assert table.closed(s, table.box(s, at(5, 4))) and table.slot_free(s, at(5, 4))
    lay(s, "B01", 7, 4)  # next to the closed box, behind its east wall
    assert s.current == 1 and s.placed == [0, 0]
    lay(s, "B01", 4, 4)  # behind its west wall
    assert s.current == 0 and s.placed == [0, 0]


@pytest.mark.parametrize("allowed", [None, True, False])
def test_a_cat_goes_into_the_box_this_turns_card_closed_unless_the_option_forbids(
    allowed: bool | None,
) -> None:
    """«Одна з двох карток під карткою кота має бути карткою, яку гравець розіграв у цей
    хід» is the rulebook's only condition on the box; nothing forbids a closed one. So by
    default (``cat_in_box_closed_this_turn=true``) a cat may lie on the card that has just
    closed its box, and the closed box doubles its points; ``false`` keeps the data sheet's
    ban."""
    options = {} if allowed is None else {"cat_in_box_closed_this_turn": allowed}
    s = layout(CLOSED_PAIR[:1] + CLOSED_PAIR[2:], deck=["B33", "B01", "B01", "B01"], **options)
    lay(s, "B33", 6, 4)
    assert table.closed(s, table.box(s, at(5, 4)))
    if allowed is False:
        assert s.current == 1 and s.placed == [0, 0]
        return
    assert s.decision.kind == "cat" and legal(s) == ["cat 5 4", "nocat"]
    s.apply("cat 5 4")
    assert s.placed == [1, 0] and box_of(s, 5, 4).occupiers == [0]


def test_no_awake_cat_with_an_empty_supply() -> None:
    cats = {(x, 0): ("cat", 0) for x in range(0, 10, 2)}
    s = layout([*row(["B01"] * 10, x0=0, y=0), (5, 4, "B01")], overlays=cats, deck=["B01"] * 5)
    assert s.supply == [0, 5] and s.decision.kind == "card"  # no sleeping cat to offer
    play(s, "B01")
    s.apply("place 6 4 0")
    assert s.current == 1


# -- sleeping cats (§3.3) ------------------------------------------------------------------
def test_a_sleeping_cat_is_laid_by_the_box_rules_even_into_a_rivals_box() -> None:
    s = layout(row(["B01"] * 3), overlays={(2, 4): ("cat", 1)}, hands=[["B02", "B03"]], deck=FIVE)
    s.apply("sleep")
    assert s.decision.kind == "place" and "place 5 4 0" in legal(s)
    assert "place 5 4 1" not in legal(s)  # oooo: no turn to choose
    s.apply("place 5 4 0")
    assert s.card[at(5, 4)] == SLEEPING and s.sleeper == {at(5, 4): 0}
    assert scoring.cat_seats(s, table.box(s, at(2, 4))) == {0, 1}
    assert (s.supply, s.placed) == ([4, 4], [1, 1])
    assert len(s.hands[0]) == 2 and len(s.deck) == 5  # nothing drawn
    assert (s.current, s.decision.kind) == (1, "turn")


def test_a_sleeping_cat_blocks_a_rivals_awake_cat() -> None:
    s = layout(row(["B01", "B01"], x0=3), deck=FIVE)
    s.apply("sleep")
    s.apply("place 5 4 0")
    lay(s, "B01", 2, 4)  # seat 1 joins the box west of (3,4)
    assert s.current == 0 and s.placed == [1, 0]
    s = layout(row(["B01", "B01"], x0=3), deck=FIVE)
    lay(s, "B01", 3, 3)  # seat 0 north of (3,4): no slot
    lay(s, "B01", 2, 4)
    assert s.current == 1 and legal(s) == ["cat 2 4", "nocat"]  # without the sleeping cat


def test_sleeping_cat_sides_come_from_the_option() -> None:
    s = layout([(6, 4, "B01")], deck=FIVE, sleeping_sides="wooo")
    s.apply("sleep")
    s.apply("place 6 5 0")
    assert table.sides_text(s.open[at(6, 5)]) == "wooo"
    assert cells_of(s, 6, 4) == [(6, 4)]


def test_no_sleeping_cat_while_holding_a_special_toy() -> None:
    s = layout([(6, 4, "B01")], hands=[["B02", "T"]], deck=FIVE)
    assert s.decision.kind == "turn" and legal(s) == ["draw"]


def test_no_sleeping_cat_with_an_empty_supply() -> None:
    cats = {(x, 0): ("cat", 0) for x in range(0, 10, 2)}
    s = layout(row(["B01"] * 10, x0=0, y=0), overlays=cats, hands=[["B02"]], deck=FIVE)
    assert s.decision.kind == "card" and len(s.hands[0]) == 2  # drawn without asking


# -- the Princess (§3.4) -------------------------------------------------------------------
def test_the_princess_replaces_an_awake_cat_which_goes_home() -> None:
    s = layout(row(["B01"] * 4), overlays={(2, 4): ("cat", 1)}, hands=[["princess"]], deck=FIVE)
    s.apply("draw")
    assert legal(s) == ["play 0", "play 1"]
    play(s, "princess")
    assert s.decision.kind == "princess" and legal(s) == ["princess 2 4"]
    s.apply("princess 2 4")
    assert s.overlay == {at(2, 4): ("princess", 0)}
    assert (s.supply, s.placed) == ([5, 5], [0, 1])
    assert s.current == 1 and s.hands[0] == [TYPE["B01"]]  # the turn's play: no cat after it
    assert not table.slot_free(s, at(3, 4))  # she lies where the cat lay


def test_the_princess_may_take_the_players_own_cat() -> None:
    overlays = {(2, 4): ("cat", 0), (4, 4): ("cat", 1)}
    s = layout(row(["B01"] * 6), overlays=overlays, hands=[["princess"]], deck=FIVE)
    s.apply("draw")
    play(s, "princess")
    assert legal(s) == ["princess 2 4", "princess 4 4"]
    s.apply("princess 2 4")
    assert s.supply == [5, 4]


def test_the_princess_on_a_sleeping_cat_becomes_the_cell_and_keeps_its_sides() -> None:
    cells = [(2, 4, "B01"), (3, 4, "sleeping"), (4, 4, "B01")]
    s = layout(cells, sleepers={(3, 4): 1}, hands=[["princess"]], deck=FIVE, sleeping_sides="wooo")
    s.apply("draw")
    play(s, "princess")
    assert legal(s) == ["princess 3 4"]
    s.apply("princess 3 4")
    assert s.card[at(3, 4)] == PRINCESS and s.sleeper == {}
    assert table.sides_text(s.open[at(3, 4)]) == "wooo"
    assert s.supply == [5, 5]
    assert cells_of(s, 2, 4) == [(2, 4), (3, 4), (4, 4)]
    assert not table.slot_free(s, at(2, 4)) and not table.slot_free(s, at(3, 4))
    assert rules.toy_slots(s) == []  # nothing can cover her


def test_a_princess_with_no_cat_to_replace_cannot_be_played() -> None:
    s = layout([(6, 4, "B01")], hands=[["princess"]], deck=FIVE)
    s.apply("draw")
    assert legal(s) == ["play 0"] and s.hands[0][0] == TYPE["B01"]
    s = layout([(6, 4, "B01")], hands=[["princess", "princess"]], deck=["princess", *FIVE])
    s.apply("draw")
    assert legal(s) == ["discard 0"]  # no legal play (§3.6)
    s.apply("discard 0")
    assert s.discard == [PRINCESS] and len(s.hands[0]) == 2 and s.current == 1
    s = layout(
        [(6, 4, "B01")],
        hands=[["princess", "princess"]],
        deck=["princess", *FIVE],
        no_legal_play="pass",
    )
    s.apply("draw")
    assert legal(s) == ["pass"]
    s.apply("pass")
    assert s.discard == [] and len(s.hands[0]) == 3 and s.current == 1


def test_princess_as_an_extra_action_by_option() -> None:
    s = layout(
        row(["B01"] * 4),
        overlays={(2, 4): ("cat", 1)},
        hands=[["princess"]],
        deck=["B02", *FIVE],
        princess_timing="extra_action",
    )
    s.apply("draw")
    play(s, "princess")
    s.apply("princess 2 4")
    assert s.current == 0 and s.decision.kind == "card" and legal(s) == ["play 0"]
    s.apply("play 0")
    s.apply("place 6 4 0")
    assert legal(s) == ["cat 5 4", "nocat"]  # the box holds only the Princess now
    s.apply("cat 5 4")
    assert s.current == 1 and s.hands[0] == []


# -- special toys (§3.5) -------------------------------------------------------------------
def test_a_drawn_special_toy_must_be_the_card_played() -> None:
    s = layout(row(["B01"] * 2), hands=[["B02"]], deck=["T", *FIVE])
    s.apply("draw")
    assert s.hands[0] == [TYPE["B02"], TYPE["T"]]
    assert legal(s) == ["play 1"]


def test_a_special_toy_goes_across_any_free_slot_even_in_a_rivals_box() -> None:
    s = layout(row(["B01"] * 4), overlays={(2, 4): ("cat", 1)}, hands=[["B02"]], deck=["T", *FIVE])
    s.apply("draw")
    s.apply("play 1")
    assert s.decision.kind == "toy" and legal(s) == ["toy 4 4"]  # forced into the rival's box
    s.apply("toy 4 4")
    assert s.overlay[at(4, 4)] == ("toy", TYPE["T"])
    assert s.current == 1 and s.hands[0] == [TYPE["B02"]] and len(s.card) == 4
    b = box_of(s, 2, 4)
    assert (b.toys, b.occupiers, b.points) == ([1, 1, 1, 1], [1], [0, 4])


def test_a_special_toy_falls_back_into_a_cell_only_with_no_free_slot() -> None:
    s = layout([(6, 4, "B01")], deck=["T", *FIVE])
    s.apply("draw")
    s.apply("play 0")
    assert s.decision.kind == "place"
    assert sorted(legal(s)) == ["place 5 4 0", "place 6 3 0", "place 6 5 0", "place 7 4 0"]
    s.apply("place 7 4 0")
    assert s.card[at(7, 4)] == TYPE["T"] and table.sides_text(s.open[at(7, 4)]) == "oooo"
    assert legal(s) == ["cat 6 4", "nocat"]  # a cat may use it as this turn's card
    s.apply("cat 6 4")
    assert box_of(s, 6, 4).toys == [1, 1, 1, 1]


def test_special_toy_only_in_open_boxes_by_option() -> None:
    s = layout(CLOSED_PAIR, deck=["T", *FIVE])
    s.apply("draw")
    s.apply("play 0")
    assert legal(s) == ["toy 5 4"]  # the only free slot is in a closed box
    s = layout(CLOSED_PAIR, deck=["T", *FIVE], toy_only_open_boxes=True)
    s.apply("draw")
    s.apply("play 0")
    assert s.decision.kind == "place"


def test_special_toy_free_then_redraw_by_option() -> None:
    s = layout(row(["B01"] * 2), deck=["T", "B02", *FIVE], toy_timing="free_then_redraw")
    s.apply("draw")
    s.apply("play 0")
    s.apply("toy 2 4")
    assert s.current == 0 and s.decision.kind == "card" and s.hands[0] == [TYPE["B02"]]
    assert len(s.deck) == 5
    s.apply("play 0")
    s.apply("place 4 4 0")
    assert s.current == 1  # (3,4) is under the toy: no cat here


def test_a_special_toy_in_the_opening_hand_is_played_on_the_first_turn() -> None:
    s = layout(row(["B01"] * 2), hands=[["B02", "T"]], deck=FIVE)
    assert legal(s) == ["draw"]
    s.apply("draw")
    assert legal(s) == ["play 2"]
    s.apply("play 2")
    s.apply("toy 2 4")
    assert s.current == 1 and s.hands[0] == [TYPE["B01"], TYPE["B02"]]


# -- no legal play (§3.6, C31) --------------------------------------------------------------
UNPLAYABLE = {"extended": True, "extended_forbid": "any_wall_contact"}
# woww at (6,4): with no wall contact allowed, a card may only go east of it, and only
# with its west side open. A long tube (owow, walls east and west) fits nowhere.


def test_a_growing_hand_under_the_pass_option_can_still_play() -> None:
    s = layout(
        [(6, 4, "B63")],
        hands=[["B41", "B43"]],
        deck=["B44", "B45", "B49", *FIVE],
        no_legal_play="pass",
        **UNPLAYABLE,
    )
    s.apply("draw")
    assert legal(s) == ["pass"]
    s.apply("pass")
    s.apply("draw")
    s.apply("pass")
    s.apply("draw")
    assert len(s.hands[0]) == 4
    assert legal(s) == ["play 3"]  # wowo: open to the west
    s.apply("play 3")
    assert legal(s) == ["place 7 4 0"]


def test_an_unplayable_card_is_discarded_in_the_final_phase_even_with_pass() -> None:
    for option in ("discard", "pass"):
        s = layout(
            [(6, 4, "B63")],
            hands=[["B41"], ["B41"]],
            deck=["B49"],
            no_legal_play=option,
            **UNPLAYABLE,
        )
        s.apply("draw")  # the last card: the end is triggered
        play(s, "B49")
        s.apply("place 7 4 0")
        s.apply("nocat")
        assert s.phase == "final" and s.current == 1
        assert legal(s) == ["discard 0"]
        s.apply("discard 0")
        s.apply("discard 0")
        assert s.is_over and s.discard == [TYPE["B41"]] * 2


# -- the end (§6.2) ------------------------------------------------------------------------
def test_t1_the_last_card_drawn_triggers_the_end_and_the_turn_finishes() -> None:
    s = layout([(6, 4, "B01")], hands=[["B02"], ["B03"]], deck=["B01"])
    s.apply("draw")
    assert s.ending and s.phase == "play" and s.deck == []
    play(s, "B01")
    s.apply("place 7 4 0")
    assert legal(s) == ["cat 6 4", "nocat"]  # the trigger turn goes on as normal
    s.apply("cat 6 4")
    assert s.phase == "final" and s.current == 1
    assert s.decision.kind == "card" and s.hands[1] == [TYPE["B03"]]  # no draw, no sleep
    assert s.supply[1] == 5 and not rules.sleeping_possible(s)
    assert legal(s) == ["play 0"]
    play(s, "B03")
    s.apply("place 5 4 0")
    assert s.current == 0 and s.decision.kind == "card"  # no cat: (6,4) is covered
    play(s, "B02")
    s.apply("place 8 4 0")
    s.apply("nocat") if not s.is_over else None
    assert s.is_over and s.hands == [[], []]
    assert s.scores() == [2, 0] and s.winners() == [0]  # a yarn and a mouse, tied kinds


def test_t2_the_last_cat_from_the_supply_triggers_the_end() -> None:
    cats = {(x, 0): ("cat", 0) for x in range(0, 8, 2)}
    s = layout(
        [*row(["B01"] * 8, x0=0, y=0), (6, 4, "B01")],
        overlays=cats,
        hands=[["B02"], ["B03"]],
        deck=FIVE,
    )
    assert s.supply == [1, 5]
    lay(s, "B02", 7, 4)
    s.apply("cat 6 4")
    assert s.ending and s.phase == "final" and s.current == 1
    assert s.decision.kind == "card" and len(s.hands[1]) == 1
    # a sleeping cat is a cat used, too
    s = layout(
        [*row(["B01"] * 8, x0=0, y=0), (6, 4, "B01")],
        overlays=cats,
        hands=[["B02"], ["B03"]],
        deck=FIVE,
    )
    s.apply("sleep")
    s.apply("place 7 4 0")
    assert s.supply == [0, 5] and s.phase == "final"


def test_fifth_cat_trigger_counts_placements_by_option() -> None:
    # four cats placed, one of them sent home by a Princess: three on the table, two left
    cats = {(0, 0): ("cat", 0), (2, 0): ("cat", 0), (4, 0): ("cat", 0)}
    cats[(6, 0)] = ("princess", 0)
    for option, ends in (("supply_empty", False), ("fifth_placement", True)):
        s = layout(
            [*row(["B01"] * 8, x0=0, y=0), (6, 4, "B01")],
            overlays=cats,
            deck=FIVE,
            fifth_cat_trigger=option,
        )
        s.placed[0], s.supply[0] = 4, 2
        lay(s, "B01", 7, 4)
        s.apply("cat 6 4")
        assert (s.placed[0], s.supply[0]) == (5, 1)
        assert s.ending is ends


def test_a_princess_sending_the_fifth_cat_home_does_not_cancel_the_end() -> None:
    cats = {(x, 0): ("cat", 0) for x in range(0, 8, 2)}
    s = layout(
        [*row(["B01"] * 8, x0=0, y=0), (6, 4, "B01")],
        overlays=cats,
        hands=[["B02"], ["princess"]],
        deck=FIVE,
    )
    lay(s, "B02", 7, 4)
    s.apply("cat 6 4")
    assert s.phase == "final" and s.current == 1
    play(s, "princess")
    s.apply("princess 6 4")
    assert s.supply == [1, 5] and s.ending and s.phase == "final"
    assert s.current == 0 and s.decision.kind == "card"  # the card seat 0 drew


def test_the_final_phase_skips_empty_hands_and_ends_when_all_are_empty() -> None:
    s = layout(
        [(6, 4, "B01")],
        hands=[["B02"], [], ["B03", "B04"]],
        players=3,
        deck=["B05"],
    )
    s.apply("draw")
    play(s, "B05")
    s.apply("place 7 4 0")
    s.apply("nocat")
    assert s.phase == "final" and s.current == 2  # seat 1 has nothing left
    lay(s, "B03", 5, 4)
    s.apply("nocat")
    assert s.current == 0
    lay(s, "B02", 6, 3)
    assert s.current == 2 and not s.is_over
    lay(s, "B04", 6, 5)
    assert s.is_over and s.to_act is None and s.legal_actions() == []


def test_cats_sent_home_may_be_played_in_the_final_phase() -> None:
    cats = {(x, 0): ("cat", 0) for x in range(0, 10, 2)}
    s = layout(
        [*row(["B01"] * 10, x0=0, y=0), (6, 4, "B01")],
        overlays=cats,
        hands=[["B02", "B03"], ["princess"]],
        deck=["B04"],
        current=1,
    )
    s.apply("draw")  # the deck runs out
    play(s, "princess")
    s.apply("princess 0 0")
    assert s.phase == "final" and s.supply == [1, 5]
    lay(s, "B02", 7, 4)
    assert legal(s) == ["cat 6 4", "nocat"]
    s.apply("cat 6 4")
    assert s.supply == [0, 5]
