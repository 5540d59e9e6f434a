"""Direct manipulation in Відчайдушні однороги: the stable a card goes into, and why a card
of the hand cannot be played, naming the card on the table that forbids it."""

from __future__ import annotations

from stil.core import Action
from stil.core.moves import card_target, unplayable
from stil.render import load, reason_text

from .conftest import FILLER, kinds, table


def reasons(state, seat=0):  # type: ignore[no-untyped-def]
    return {u.card: u.key.rsplit(".", 1)[1] for u in unplayable(state, seat)}


def test_queen_bee_in_another_stable_keeps_basic_unicorns_in_hand() -> None:
    s = table(3, hands=[[FILLER, "neigh"], [], []], stables=[[], ["queen_bee_unicorn"], []])
    assert kinds(s) == "action"
    assert reasons(s) == {FILLER: "queen_bee", "neigh": "instant"}
    why = next(u for u in unplayable(s, 0) if u.card == FILLER)
    assert why.params == {"card": "queen_bee_unicorn", "seat": 1}
    text = reason_text(load("unicorns"), why, "en")
    assert text == (
        "“Queen Bee Unicorn” is in another stable (Player 2): "
        "only her owner may play Basic Unicorns"
    )


def test_her_owner_still_plays_basic_unicorns() -> None:
    s = table(3, hands=[[FILLER], [], []], stables=[["queen_bee_unicorn"], [], []])
    assert FILLER not in reasons(s)
    plays = [card_target(s, a) for a in s.legal_actions() if a.name == "play"]
    assert (FILLER, "seat:0") in plays


def test_actions_name_their_card_and_stable() -> None:
    s = table(2, hands=[[FILLER], []])
    assert card_target(s, Action.parse(f"play {FILLER} 1")) == (FILLER, "seat:1")
    assert card_target(s, Action.parse("pick 1 rhinocorn")) == ("rhinocorn", "seat:1")
    assert card_target(s, Action.parse("neigh")) == ("neigh", None)
    assert card_target(s, Action.parse("draw")) == (None, None)
