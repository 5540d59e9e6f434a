"""Direct manipulation in Інтриги та Капуста: the card an effect moves and which castle
it acts on, and why an offered card cannot be chosen (stil.core.moves)."""

from __future__ import annotations

from stil.core import Action
from stil.core.moves import card_target, unplayable
from stil.render import load, reason_text

from .conftest import legal, position


def rabbit_turn(**options: object):  # type: ignore[no-untyped-def]
    """Seat 0 has laid out a Fox (the other castle is empty: nothing to take), then a Rabbit
    that offers its castle's Fox (a duplicate: it busts) and Cabbage."""
    s = position(["fox", "rabbit", "wheat", "wheat"], [{"fox": 1, "cabbage": 1}, {}], **options)
    s.apply("draw")  # the turn opened with the Fox
    assert s.decision is not None and s.decision.kind == "rabbit_play"
    return s


def test_no_voluntary_bust_keeps_the_busting_card_back_and_says_why() -> None:
    s = rabbit_turn(voluntary_bust=False)
    assert legal(s) == ["play cabbage"]
    why = unplayable(s, 0)
    assert [(u.card, u.key) for u in why] == [("fox", "cabbage.why.voluntary_bust")]
    assert "voluntary bust" in reason_text(load("cabbage"), why[0], "en")
    assert unplayable(s, 1) == []


def test_with_voluntary_busts_every_offered_card_is_playable() -> None:
    s = rabbit_turn()
    assert legal(s) == ["play fox", "play cabbage"]
    assert unplayable(s, 0) == []
    assert [card_target(s, a) for a in s.legal_actions()] == [("fox", "row"), ("cabbage", "row")]


def test_fox_pig_and_wolf_name_the_card_and_the_castle() -> None:
    s = position(["wheat"], [{}, {}])
    assert card_target(s, Action.parse("take 1 wolf")) == ("wolf", "seat:1")
    assert card_target(s, Action.parse("discard 0 cat")) == ("cat", "seat:0")
    assert card_target(s, Action.parse("give dog 1")) == ("dog", "seat:1")
    assert card_target(s, Action.parse("draw")) == (None, None)
    assert card_target(s, Action.parse("block 1 0")) == (None, None)
