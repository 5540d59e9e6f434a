"""Scoring (catboxes.data.md §5): the worked examples X1–X12 and the scoring options.

Seat 0 is player A, seat 1 player B, seat 2 player C. Boxes are rows of cards from (2,4)
eastwards; ``closed_row`` walls a row in so that its box is closed.
"""

from __future__ import annotations

import pytest

from stil.games.catboxes import scoring, table
from stil.games.catboxes.cards import TYPE

from .conftest import FILLER, at, box_of, closed_row, diverging, lay, layout, legal, play, row

# yarn 3, mouse 2, feather 1 and one spray: B09 ooow spray, B05 yarn 2, B06 yarn + mouse,
# B03 mouse, B04 feather
X1_CARDS = ["B09", "B05", "B06", "B03", "B04"]


def test_x1_open_box_only_the_most_common_kind_scores() -> None:
    s = layout(row(X1_CARDS), overlays={(3, 4): ("cat", 0)})
    b = box_of(s, 2, 4)
    assert (b.closed, b.toys, b.sprays) == (False, [3, 2, 1, 0], 1)
    assert (b.value, b.occupiers, b.points, b.penalty) == (2, [0], [2, 0], [1, 0])
    r = scoring.score(s)
    assert (r.scores, r.penalties, r.winners) == ([2, 0], [1, 0], [0])


def test_x2_a_closed_box_doubles_points_and_penalties() -> None:
    s = layout(closed_row(X1_CARDS), overlays={(3, 4): ("cat", 0)})
    b = box_of(s, 2, 4)
    assert (b.closed, b.toys, b.sprays) == (True, [3, 2, 1, 0], 1)
    assert (b.value, b.points, b.penalty) == (4, [4, 0], [2, 0])
    assert scoring.score(s).scores == [4, 0]


def test_x3_tied_kinds_all_count_and_extra_cats_are_never_doubled() -> None:
    # B10 fish, B05 yarn 2, B20 mouse, B03 mouse, B21 feather, B18 fish, two blank cards
    cards = ["B10", "B05", "B20", "B03", "B21", "B18", "B01", "B17"]
    cats = {(2, 4): ("cat", 0), (4, 4): ("cat", 0), (6, 4): ("cat", 0), (8, 4): ("cat", 1)}
    s = layout(closed_row(cards), overlays=cats)
    b = box_of(s, 2, 4)
    assert (b.closed, b.toys, b.sprays) == (True, [2, 2, 1, 2], 0)
    assert scoring.toy_points(b.toys) == 6
    assert (b.value, b.occupiers, b.points) == (12, [0], [14, 0])


def test_x4_a_tie_for_the_box_scores_in_full_for_both() -> None:
    # B09 spray, yarn, mouse, feather, B18 fish, B50 spray, two blank cards
    cards = ["B09", "B02", "B03", "B04", "B18", "B50", "B01", "B17"]
    cats = {(2, 4): ("cat", 0), (4, 4): ("cat", 0), (6, 4): ("cat", 1), (8, 4): ("cat", 1)}
    s = layout(row(cards), overlays=cats)
    b = box_of(s, 2, 4)
    assert (b.closed, b.toys, b.sprays) == (False, [1, 1, 1, 1], 2)
    assert (b.value, b.occupiers, b.points, b.penalty) == (2, [0, 1], [3, 3], [2, 2])


def test_x5_a_box_can_score_below_zero() -> None:
    s = layout(closed_row(["B64", "B50"]), overlays={(2, 4): ("cat", 0)})  # two bare sprays
    b = box_of(s, 2, 4)
    assert (b.closed, b.toys, b.sprays) == (True, [0, 0, 0, 0], 2)
    assert (b.value, b.points, b.penalty) == (-4, [-4, 0], [4, 0])
    r = scoring.score(s)
    assert (r.scores, r.penalties, r.winners) == ([-4, 0], [4, 0], [1])


def x6(**options: object) -> scoring.BoxScore:
    """Yarn 3 in an open box; A has a sleeping cat there, B an awake one."""
    cells = row(["B05", "B02", "sleeping"])
    s = layout(cells, sleepers={(4, 4): 0}, overlays={(2, 4): ("cat", 1)}, **options)
    return box_of(s, 2, 4)


def test_x6_a_sleeping_cat_ties_for_the_box_but_scores_nothing() -> None:
    b = x6()
    assert (b.awake, b.sleeping, b.value) == ([0, 1], [1, 0], 3)
    assert (b.occupiers, b.points) == ([0, 1], [0, 3])
    b = x6(extended=True)  # half a cat
    assert (b.occupiers, b.points) == ([1], [0, 3])


def x7(**options: object) -> scoring.BoxScore:
    cells = row(["B05", "B02", "sleeping", "sleeping"])
    sleepers = {(4, 4): 0, (5, 4): 0}
    return box_of(layout(cells, sleepers=sleepers, overlays={(2, 4): ("cat", 1)}, **options), 2, 4)


def test_x7_two_sleeping_cats_take_the_box_and_score_nothing() -> None:
    b = x7()
    assert (b.occupiers, b.points) == ([0], [0, 0])  # nobody scores
    b = x7(extended=True)  # 2 × ½ = 1 against 1
    assert (b.occupiers, b.points) == ([0, 1], [0, 3])


def x8(**options: object) -> scoring.BoxScore:
    cells = closed_row(["B05", "B03", "B01", "B01", "sleeping"])
    cats = {(2, 4): ("cat", 0), (4, 4): ("cat", 1)}
    return box_of(layout(cells, sleepers={(6, 4): 0}, overlays=cats, **options), 2, 4)


def test_x8_an_awake_cat_wakes_its_owners_sleeping_cat() -> None:
    b = x8()
    assert (b.closed, b.toys, b.value) == (True, [2, 1, 0, 0], 4)
    assert (b.occupiers, b.points) == ([0], [5, 0])  # 4 + 1 for the second cat
    b = x8(extended=True)  # 1½ against 1, and no extra-cat point
    assert (b.occupiers, b.points) == ([0], [4, 0])


def test_x9_a_special_toy_landing_in_the_box() -> None:
    for cells, before, after in ((row, 3, 4), (closed_row, 6, 8)):
        s = layout(
            cells(["B05", "B06", "B01", "B01"]),
            overlays={(2, 4): ("cat", 0)},
            deck=["T", *FILLER],
            current=1,
        )
        assert scoring.score(s).scores == [before, 0]  # yarn 3, mouse 1
        s.apply("draw")
        play(s, "T")
        assert "toy 4 4" in legal(s)
        s.apply("toy 4 4")
        assert box_of(s, 2, 4).toys == [4, 2, 1, 1]
        assert scoring.score(s).scores == [after, 0]


def test_x10_a_box_left_with_only_the_princess_is_free_to_take() -> None:
    s = layout(
        row(["B02", "B01", "B01"]),
        overlays={(2, 4): ("cat", 0)},
        hands=[[], ["princess"], []],
        players=3,
        current=1,
    )
    s.apply("draw")
    play(s, "princess")
    s.apply("princess 2 4")
    assert s.supply == [5, 5, 5]
    b = box_of(s, 2, 4)
    assert (b.occupiers, b.points) == ([], [0, 0, 0])
    assert s.current == 2
    lay(s, "B01", 5, 4)
    assert legal(s) == ["cat 4 4", "nocat"]
    s.apply("cat 4 4")
    b = box_of(s, 2, 4)
    assert (b.occupiers, b.points) == ([2], [0, 0, 1])


def test_x11_a_box_open_only_towards_the_table_edge_is_open() -> None:
    # (12,0) ooww with a yarn, (13,0) wwwo with a yarn: the one open side faces north
    cells = [(12, 0, "B35", 1), (13, 0, "B65", 1)]
    b = box_of(layout(cells, overlays={(12, 0): ("cat", 0)}), 12, 0)
    assert (b.closed, b.toys[0], b.points) == (False, 2, [2, 0])
    b = box_of(layout(cells, overlays={(12, 0): ("cat", 0)}, table_edge_closes=True), 12, 0)
    assert (b.closed, b.points) == (True, [4, 0])


# X12: two closed boxes worth 31 each. A's: yarn, mouse, feather, fish 4 each (16) with two
# sprays and four cats: (16 − 2) × 2 + 3 = 31, penalty 4. B's: 4 of each kind with one spray
# and two cats: (16 − 1) × 2 + 1 = 31, penalty 2.
A_BOX = ["B12", "T", "T", "T", "B54", "B50", "B01", "B17"]
B_BOX = ["B31", "B05", "B19", "B20", "B03", "B53", "B21", "B52", "B18", "B24", "B36"]
X12_CATS = {
    **{(x, 2): ("cat", 0) for x in (1, 3, 5, 7)},
    (1, 6): ("cat", 1),
    (3, 6): ("cat", 1),
}


def test_x12_a_tie_goes_to_fewer_penalty_points() -> None:
    s = layout([*closed_row(A_BOX, x0=1, y=2), *closed_row(B_BOX, x0=1, y=6)], overlays=X12_CATS)
    a, b = box_of(s, 1, 2), box_of(s, 1, 6)
    assert (a.closed, a.toys, a.sprays, a.points) == (True, [4, 4, 4, 4], 2, [31, 0])
    assert (b.closed, b.toys, b.sprays, b.points) == (True, [4, 4, 4, 4], 1, [0, 31])
    r = scoring.score(s)
    assert (r.scores, r.penalties, r.winners) == ([31, 31], [4, 2], [1])
    assert s.winners() == []  # the game is not over yet
    r = scoring.score(layout(closed_row(A_BOX, x0=1, y=2), overlays=X12_CATS))
    assert r.winners == [0]


def test_a_tie_on_points_and_penalties_is_a_shared_win() -> None:
    cells = [*row(["B02", "B01"], y=2), *row(["B02", "B01"], y=6)]
    s = layout(cells, overlays={(2, 2): ("cat", 0), (2, 6): ("cat", 1)})
    r = scoring.score(s)
    assert (r.scores, r.penalties, r.winners) == ([1, 1], [0, 0], [0, 1])


def test_a_box_with_no_cat_scores_for_nobody() -> None:
    s = layout(row(X1_CARDS), sleepers={}, overlays={(3, 4): ("princess", 0)})
    b = box_of(s, 2, 4)
    assert (b.value, b.occupiers, b.points, b.penalty) == (2, [], [0, 0], [0, 0])


def test_symbols_count_under_overlays_and_in_a_fallen_back_toy() -> None:
    s = layout([*row(["B05", "T"])], overlays={(2, 4): ("cat", 0)})
    assert s.card[at(3, 4)] == TYPE["T"]
    b = box_of(s, 2, 4)
    assert (b.toys, b.points) == ([3, 1, 1, 1], [3, 0])


# -- scoring options (§7) ------------------------------------------------------------------
def test_wake_by_any_awake_cat() -> None:
    assert x6().points == [0, 3]
    assert x6(wake_by="any_awake_cat").points == [3, 3]


def test_sleeping_only_occupier_takes_the_penalty_by_option() -> None:
    cells = row(["B09", "B05", "sleeping"])  # a spray, yarn 2
    s = layout(cells, sleepers={(4, 4): 0})
    b = box_of(s, 2, 4)
    assert (b.value, b.occupiers, b.points, b.penalty) == (1, [0], [0, 0], [0, 0])
    cells = row(["B09", "B01", "sleeping"])  # a spray alone
    b = box_of(layout(cells, sleepers={(4, 4): 0}), 2, 4)
    assert (b.value, b.points, b.penalty) == (-1, [0, 0], [0, 0])
    b = box_of(layout(cells, sleepers={(4, 4): 0}, sleeping_only_takes_penalty=True), 2, 4)
    assert (b.points, b.penalty) == ([-1, 0], [1, 0])
    cells = closed_row(["B09", "B01", "sleeping"])
    b = box_of(layout(cells, sleepers={(4, 4): 0}, sleeping_only_takes_penalty=True), 2, 4)
    assert (b.closed, b.points, b.penalty) == (True, [-2, 0], [2, 0])


@pytest.mark.parametrize("bonus_to", [None, "any_player_with_2plus", "occupiers"])
def test_extra_cats_score_for_every_player_with_several_unless_the_option_limits_it(
    bonus_to: str | None,
) -> None:
    """«Якщо гравець має кілька (звичайних) котів у коробці, вони приносять по одному
    додатковому очку за кожного кота окрім першого. Ці очки не подвоюються навіть якщо
    коробку закрито.»

    The sentence names no occupier: by default (``extra_cat_bonus_to=any_player_with_2plus``)
    B, with two cats in A's box, gets 1 point without the box's value; a sleeping cat counts
    once its owner's awake cat wakes it. ``occupiers``: only A gets extra points.
    """
    options = {} if bonus_to is None else {"extra_cat_bonus_to": bonus_to}
    literal = bonus_to != "occupiers"
    cats = {(x, 4): ("cat", 0 if x < 8 else 1) for x in (2, 4, 6, 8, 10)}
    cards = ["B05"] + ["B01"] * 9  # yarn 2
    b = box_of(layout(closed_row(cards), overlays=cats, **options), 2, 4)
    assert (b.closed, b.value, b.occupiers) == (True, 4, [0])
    assert b.points == [6, 1 if literal else 0]  # A 4 + 2; B's extra point not doubled
    assert b.penalty == [0, 0]
    # B: one awake cat and a sleeping one it wakes, against A's three awake cats
    cells = row(["B05", *["B01"] * 7, "sleeping"])
    s = layout(cells, overlays=dict(list(cats.items())[:4]), sleepers={(10, 4): 1}, **options)
    b = box_of(s, 2, 4)
    assert (b.occupiers, b.points) == ([0], [4, 1 if literal else 0])
    r = scoring.score(s)
    assert r.scores == [4, 1 if literal else 0]
    # two sleeping cats of B are not ordinary cats: no extra point either way
    cells = row(["B05", *["B01"] * 5, "sleeping", "sleeping"])
    s = layout(cells, overlays=dict(list(cats.items())[:3]), sleepers={(8, 4): 1, (9, 4): 1})
    assert box_of(s, 2, 4).points == [4, 0]
    # the extended rules give no extra-cat points at all
    b = box_of(layout(row(cards), overlays=cats, extended=True, **options), 2, 4)
    assert b.points == [2, 0]


@pytest.mark.parametrize("bonus_to", ["any_player_with_2plus", "occupiers"])
def test_the_worked_examples_hold_under_either_extra_cat_reading(bonus_to: str) -> None:
    """X3, X4, X7 and X8 (catboxes.data.md §5.5) have no player with several ordinary cats
    outside the occupiers, so neither reading of «Якщо гравець має кілька (звичайних)
    котів у коробці …» changes them (the rulebook itself prints no scoring example)."""
    assert x7(extra_cat_bonus_to=bonus_to).points == [0, 0]
    assert x8(extra_cat_bonus_to=bonus_to).points == [5, 0]
    cards = ["B10", "B05", "B20", "B03", "B21", "B18", "B01", "B17"]  # X3
    cats = {(2, 4): ("cat", 0), (4, 4): ("cat", 0), (6, 4): ("cat", 0), (8, 4): ("cat", 1)}
    s = layout(closed_row(cards), overlays=cats, extra_cat_bonus_to=bonus_to)
    assert box_of(s, 2, 4).points == [14, 0]
    cards = ["B09", "B02", "B03", "B04", "B18", "B50", "B01", "B17"]  # X4
    cats = {(2, 4): ("cat", 0), (4, 4): ("cat", 0), (6, 4): ("cat", 1), (8, 4): ("cat", 1)}
    s = layout(row(cards), overlays=cats, extra_cat_bonus_to=bonus_to)
    assert box_of(s, 2, 4).points == [3, 3]


def test_extended_woken_weight_by_option() -> None:
    cells = row(["B02", "B01", "B01", "B01", "B01", "B01", "sleeping"])
    cats = {(2, 4): ("cat", 0), (4, 4): ("cat", 1), (6, 4): ("cat", 1)}
    s = layout(cells, sleepers={(8, 4): 0}, overlays=cats, extended=True)
    b = box_of(s, 2, 4)
    assert (b.occupiers, b.points) == ([1], [0, 1])  # 1½ against 2
    s = layout(cells, sleepers={(8, 4): 0}, overlays=cats, extended=True, extended_woken_weight="1")
    b = box_of(s, 2, 4)
    assert (b.occupiers, b.points) == ([0, 1], [1, 1])  # 2 against 2
    b = box_of(layout(cells, sleepers={(8, 4): 0}, overlays=cats), 2, 4)
    assert (b.occupiers, b.points) == ([0, 1], [2, 2])  # basic rules: 2 against 2, +1 each


def test_box_floor_zero_by_option() -> None:
    cells = closed_row(["B64", "B50"])
    s = layout(cells, overlays={(2, 4): ("cat", 0)}, box_floor_zero=True)
    b = box_of(s, 2, 4)
    assert (b.value, b.points) == (0, [0, 0])
    assert scoring.score(s).scores == [0, 0]


def test_penalty_count_raw_symbols_by_option() -> None:
    s = layout(closed_row(X1_CARDS), overlays={(3, 4): ("cat", 0)})
    assert scoring.score(s).penalties == [2, 0]
    s = layout(
        closed_row(X1_CARDS),
        overlays={(3, 4): ("cat", 0)},
        penalty_count="raw_symbols_in_occupied_boxes",
    )
    assert scoring.score(s).penalties == [1, 0]
    assert scoring.score(s).scores == [4, 0]


def test_the_final_score_is_the_sum_over_boxes() -> None:
    cells = [*row(X1_CARDS, y=2), *closed_row(["B64", "B50"], y=6)]
    s = layout(cells, overlays={(3, 2): ("cat", 0), (2, 6): ("cat", 1)})
    assert len(table.boxes(s)) > 2
    r = scoring.score(s)
    assert (r.scores, r.penalties, r.winners) == ([2, -4], [1, 4], [0])


def test_the_cached_score_follows_every_change_of_the_layout() -> None:
    """``score`` is kept on the state until the rules change the layout: over random games
    (and a clone sent another way at every step) it equals the score worked out anew."""
    checked = 0
    for s, other in diverging(range(6)):
        for state in (s, other):
            if state is not None:
                assert scoring.score(state) == scoring.score_anew(state)
        checked += other is not None
    assert checked > 100
