"""Direct manipulation in Якщо влізе: the card an action plays and where, and why a hand
card cannot be played (stil.core.moves)."""

from __future__ import annotations

import stil
from stil.core.moves import card_target, unplayable
from stil.render import load, reason_text

from .conftest import layout, play, row

FIVE = ["B01"] * 5


def reasons(state, seat=0):  # type: ignore[no-untyped-def]
    return {u.card: u.key.rsplit(".", 1)[1] for u in unplayable(state, seat)}


def test_a_special_toy_in_hand_keeps_the_box_cards_back() -> None:
    s = layout([(6, 4, "B01")], hands=[["B02", "T"]], deck=FIVE)
    s.apply("draw")
    assert s.decision.kind == "card"
    assert reasons(s) == {"B02": "toy_first", "B01": "toy_first"}
    text = reason_text(load("catboxes"), unplayable(s, 0)[0], "en")
    assert "special toy" in text


def test_a_princess_with_no_cat_on_the_table_cannot_be_played() -> None:
    s = layout(row(["B01"] * 4), hands=[["princess"]], deck=FIVE)
    s.apply("draw")
    assert reasons(s) == {"princess": "princess_no_cat"}
    assert unplayable(s, 1) == []  # not that seat's decision


def test_a_princess_with_a_cat_to_replace_is_playable() -> None:
    s = layout(row(["B01"] * 4), overlays={(2, 4): ("cat", 1)}, hands=[["princess"]], deck=FIVE)
    s.apply("draw")
    assert reasons(s) == {}
    targets = {str(a): card_target(s, a) for a in s.legal_actions()}
    assert set(targets.values()) == {("princess", None), ("B01", None)}
    play(s, "princess")
    assert [card_target(s, a) for a in s.legal_actions()] == [("princess", "cell:2,4")]


def test_a_placement_names_the_pending_card_and_its_cell() -> None:
    s = layout([(6, 4, "B01")], hands=[["B02"]], deck=FIVE)
    s.apply("draw")
    play(s, "B02")
    got = {card_target(s, a) for a in s.legal_actions()}
    assert got and all(card == "B02" and t.startswith("cell:") for card, t in got)
    assert ("B02", "cell:7,4") in got


def test_a_start_card_is_named_as_the_catalog_names_it() -> None:
    s = stil.game("catboxes").new(2, seed=1)
    assert {card_target(s, a) for a in s.legal_actions()} <= {(f"S{i}", None) for i in range(1, 6)}
