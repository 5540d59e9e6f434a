"""The geometry of the table (catboxes.data.md §2): checks G1–G6, edges, the table's size."""

from __future__ import annotations

from stil.games.catboxes import table
from stil.games.catboxes.state import CatboxesState

from .conftest import at, cells_of, lay, layout, legal, row


def exposed(state: CatboxesState, x: int, y: int) -> int:
    return table.exposed(state, table.box(state, at(x, y)))


# -- G1–G6 (§2.8) -------------------------------------------------------------------------
def test_g1_open_against_open_is_one_open_box_with_five_exposed_sides() -> None:
    s = layout([(5, 4, "B07"), (6, 4, "B01")])  # ooow, oooo
    assert cells_of(s, 5, 4) == [(5, 4), (6, 4)]
    assert table.boxes(s) == [[at(5, 4), at(6, 4)]]
    assert exposed(s, 5, 4) == 5
    assert not table.closed(s, table.box(s, at(5, 4)))
    assert table.slot_free(s, at(5, 4))


def test_g2_a_wall_seals_the_open_side_it_faces() -> None:
    s = layout([(5, 4, "B07"), (6, 4, "B01")], deck=["B07", *["B01"] * 4])
    lay(s, "B07", 7, 4)  # west side a wall
    assert s.open[at(7, 4)] == table.sides_mask("ooow")
    assert exposed(s, 5, 4) == 4  # (6,4).E is sealed
    assert cells_of(s, 5, 4) == [(5, 4), (6, 4)]
    assert cells_of(s, 7, 4) == [(7, 4)]  # a box of its own
    assert exposed(s, 7, 4) == 3
    assert len(table.boxes(s)) == 2


def test_open_against_wall_stays_open_by_option() -> None:
    cells = [(5, 4, "B07"), (6, 4, "B01"), (7, 4, "B07")]
    assert exposed(layout(cells), 5, 4) == 4
    s = layout(cells, open_vs_wall="stays_open")
    assert exposed(s, 5, 4) == 5
    assert cells_of(s, 5, 4) == [(5, 4), (6, 4)]  # still no passage through the wall


def test_g3_double_walls_are_legal_in_the_basic_rules_only() -> None:
    cells = [(6, 4, "B33")]  # wwoo: east wall
    s = layout(cells, deck=["B07", *["B01"] * 4])
    s.apply("draw")
    s.apply("play 0")
    assert {"place 7 4 0", "place 7 4 1"} <= set(legal(s, "place"))
    s = layout(cells, deck=["B07", *["B01"] * 4], extended=True)
    s.apply("draw")
    s.apply("play 0")
    places = legal(s, "place")
    assert "place 7 4 0" not in places  # ooow: its west wall against the east wall
    assert "place 7 4 1" in places  # owoo: open against wall is fine
    # north of (6,4): its north wall against the card's south side, open either way up
    assert {"place 6 3 0", "place 6 3 1"} <= set(places)


def test_extended_any_wall_contact_bans_open_against_wall_too() -> None:
    s = layout([(6, 4, "B33")], deck=["B01"] * 5, extended=True, extended_forbid="any_wall_contact")
    s.apply("draw")
    s.apply("play 0")
    # wwoo at (6,4): walls north and east, open south and west
    assert legal(s) == ["place 5 4 0", "place 6 5 0"]


def test_g4_a_box_with_no_exposed_open_side_is_closed() -> None:
    s = layout([(5, 4, "B25"), (6, 4, "B33")], deck=["B17", "B17", *["B01"] * 4])
    assert cells_of(s, 5, 4) == [(5, 4), (6, 4)]
    assert exposed(s, 5, 4) == 2  # (5,4).S and (6,4).S
    lay(s, "B17", 5, 5)  # wooo: north wall
    assert exposed(s, 5, 4) == 1
    assert not table.closed(s, table.box(s, at(5, 4)))
    s.apply("draw")
    assert s.current == 1
    s.apply("play 0")
    s.apply("place 6 5 0")
    assert exposed(s, 5, 4) == 0
    assert table.closed(s, table.box(s, at(5, 4)))
    assert cells_of(s, 5, 4) == [(5, 4), (6, 4)]


def test_g4_a_card_joining_two_boxes_merges_them() -> None:
    s = layout([(4, 4, "B01"), (6, 4, "B01")], deck=["B01"] * 6)
    assert len(table.boxes(s)) == 2
    lay(s, "B01", 5, 4)
    assert table.boxes(s) == [[at(4, 4), at(5, 4), at(6, 4)]]
    assert exposed(s, 5, 4) == 2 + 2 + 2 + 2  # N and S of each, W and E at the ends


def test_g5_one_overlay_per_box_card_or_two_by_option() -> None:
    cells = row(["B01", "B01", "B01", "B01"], x0=4)
    s = layout(cells, overlays={(5, 4): ("cat", 0)})
    assert [table.slot_free(s, at(x, 4)) for x in (4, 5, 6)] == [False, False, False]
    s = layout(cells, overlays={(5, 4): ("cat", 0)}, overlays_per_cell=2)
    assert [table.slot_free(s, at(x, 4)) for x in (4, 5, 6)] == [True, False, True]


def test_g6_north_south_neighbours_are_one_box_but_no_slot() -> None:
    s = layout([(5, 4, "B01")], deck=["B01"] * 5)
    lay(s, "B01", 5, 5)
    assert cells_of(s, 5, 4) == [(5, 4), (5, 5)]
    assert s.current == 1  # no slot uses (5,5): no cat was offered, the turn ended
    assert s.placed == [0, 0]
    assert not table.slot_free(s, at(5, 4)) and not table.slot_free(s, at(4, 5))


def test_a_slot_needs_open_sides_on_both_long_sides() -> None:
    s = layout([(4, 4, "B07", 1), (5, 4, "B01"), (6, 4, "B07"), (7, 4, "B01")])
    # (4,4) owoo: east wall; (6,4) ooow: west wall
    assert [table.slot_free(s, at(x, 4)) for x in (4, 5, 6)] == [False, False, True]


def test_boxes_only_merge_in_a_seeded_game() -> None:
    import stil
    from stil.testing.conformance import random_playout

    for players in (2, 4):
        before: list[list[int]] = []
        for state, _ in random_playout(stil.game("catboxes"), players, 7):
            assert isinstance(state, CatboxesState)
            now = {c: i for i, b in enumerate(table.boxes(state)) for c in b}
            for b in before:  # a box never splits: its cells stay in one box
                assert len({now[c] for c in b}) == 1
            for b in table.boxes(state):  # and a closed box stays closed
                assert table.closed(state, b) == (table.exposed(state, b) == 0)
            before = table.boxes(state)
        assert len(before) >= 1


# -- the table's edges (§2.3) --------------------------------------------------------------
def test_default_table_is_14_by_10_cells_anchored_at_6_4() -> None:
    s = layout()
    assert s.bounds == (0, 13, 0, 9) and s.fit is None
    assert table.xy(table.anchor(s)) == (6, 4)
    assert table.grid_size({"table": "600x600", "card_mm": "63x88"}) == (9, 6)
    assert table.grid_size({"table": "unbounded", "card_mm": "63x88"}) is None


def test_a_card_cannot_go_off_the_table() -> None:
    s = layout([(13, 9, "B01"), (0, 0, "B01")], deck=["B01"] * 5)
    s.apply("draw")
    s.apply("play 0")
    assert sorted(legal(s)) == ["place 0 1 0", "place 1 0 0", "place 12 9 0", "place 13 8 0"]


def test_an_unbounded_table_has_no_edge() -> None:
    s = layout([(13, 9, "B01"), (0, 0, "B01")], deck=["B01"] * 5, table="unbounded")
    assert table.xy(table.anchor(s)) == (0, 0)
    s.apply("draw")
    s.apply("play 0")
    places = set(legal(s))
    assert {"place 14 9 0", "place 13 10 0", "place -1 0 0", "place 0 -1 0"} <= places
    assert len(places) == 8


def test_a_side_facing_the_table_edge_stays_open_unless_the_option_closes_it() -> None:
    # the top right corner: (12,0) ooww and (13,0) wwwo; the only open side faces north
    cells = [(12, 0, "B35", 1), (13, 0, "B65", 1)]
    s = layout(cells)
    assert s.open[at(12, 0)] == table.sides_mask("ooww")
    assert exposed(s, 12, 0) == 1 and not table.closed(s, table.box(s, at(12, 0)))
    s = layout(cells, table_edge_closes=True)
    assert exposed(s, 12, 0) == 0 and table.closed(s, table.box(s, at(12, 0)))
    s = layout([(12, 0, "B35", 1), (13, 0, "B65", 1)], table_edge_closes=True, table="unbounded")
    assert exposed(s, 12, 0) == 1  # an unbounded table has no edge to close it


def test_allow_180_false_keeps_the_printed_top_up() -> None:
    s = layout([(6, 4, "B01")], deck=["B07", "B01", "B01"])
    s.apply("draw")
    s.apply("play 0")
    assert legal(s, "place 7 4") == ["place 7 4 0", "place 7 4 1"]
    s = layout([(6, 4, "B01")], deck=["B07", "B01", "B01"], allow_180=False)
    s.apply("draw")
    s.apply("play 0")
    assert legal(s, "place 7 4") == ["place 7 4 0"]
    s = layout([(6, 4, "B01")], deck=["B01", "B01", "B01"])
    s.apply("draw")
    s.apply("play 0")
    assert legal(s, "place 7 4") == ["place 7 4 0"]  # oooo looks the same turned


def test_turning_180_swaps_north_south_and_east_west() -> None:
    s = layout([(6, 4, "B01")], deck=["B25", "B01", "B01"])
    lay(s, "B25", 7, 4)  # woow: a west wall
    assert table.sides_text(s.open[at(7, 4)]) == "woow" and s.rot[at(7, 4)] == 0
    assert cells_of(s, 6, 4) == [(6, 4)]
    s = layout([(6, 4, "B01")], deck=["B25", "B01", "B01"])
    lay(s, "B25", 7, 4, 1)  # turned: owwo, open to the west, walls east and south
    assert table.sides_text(s.open[at(7, 4)]) == "owwo" and s.rot[at(7, 4)] == 1
    assert cells_of(s, 6, 4) == [(6, 4), (7, 4)]


def test_floating_table_limits_the_layout_not_the_position() -> None:
    wide = row(["B01"] * 14, x0=0, y=0)
    s = layout(wide, deck=["B01"] * 5)
    s.apply("draw")
    s.apply("play 0")
    assert len(legal(s)) == 14  # fixed: only the row below; y = -1 is off the table
    s = layout(wide, deck=["B01"] * 5, table_anchor="floating")
    assert s.fit == (14, 10)
    s.apply("draw")
    s.apply("play 0")
    places = legal(s)
    assert len(places) == 28  # above and below; x = -1 and x = 14 would make 15 columns
    assert "place 0 -1 0" in places and "place -1 0 0" not in places
    tall = [(0, y, "B01") for y in range(10)]
    s = layout(tall, deck=["B01"] * 5, table_anchor="floating")
    s.apply("draw")
    s.apply("play 0")
    assert "place 0 10 0" not in legal(s) and "place 0 -1 0" not in legal(s)
    assert "place -1 3 0" in legal(s)
