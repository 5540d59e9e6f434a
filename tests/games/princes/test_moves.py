"""Direct manipulation in Князья: the card an action plays on which prince or city, and why
a card of the hand cannot be played now (stil.core.moves)."""

from __future__ import annotations

from stil.core import Action
from stil.core.moves import card_target, unplayable
from stil.render import load, reason_text

from .conftest import table


def reasons(state, seat=0):  # type: ignore[no-untyped-def]
    return {u.card: u.key.rsplit(".", 1)[1] for u in unplayable(state, seat)}


def test_the_meek_keeps_armies_home_and_the_message_waits_for_the_end() -> None:
    s = table(
        [["army_lyakhi_7", "event_secret_message", "event_ambush", "wall_moat"], []],
        cities={"city_kyiv": (1, [])},
        chronicles=[["chronicle_meek"], []],
    )
    assert reasons(s) == {
        "army_lyakhi_7": "meek",
        "event_secret_message": "message_late",
        "event_ambush": "defence_only",
    }  # the moat may go on Kyiv (building on another prince's city is allowed)
    text = reason_text(load("princes"), unplayable(s, 0)[0], "uk")
    assert "Смиренний" in text
    assert unplayable(s, 1) == []


def test_an_army_too_weak_for_every_wall_and_nothing_to_build_on() -> None:
    s = table(
        [["army_druzhina_1", "wall_palisade"], []],
        cities={"city_kyiv": (1, ["wall_fortress"])},
    )
    assert reasons(s) == {"army_druzhina_1": "too_weak", "wall_palisade": "build_nowhere"}
    s = table([["army_druzhina_9", "wall_palisade"], []])
    assert reasons(s) == {"army_druzhina_9": "no_enemy_city", "wall_palisade": "no_city"}


def test_actions_name_their_card_and_target() -> None:
    s = table([["army_lyakhi_7"], []], cities={"city_kyiv": (1, [])})
    got = {str(a): card_target(s, a) for a in s.legal_actions()}
    assert got["war city_kyiv army_lyakhi_7"] == ("army_lyakhi_7", "city:city_kyiv")
    assert got["draw"] == (None, None)
    assert card_target(s, Action.parse("city city_kyiv 1")) == ("city_kyiv", "seat:1")
    kyiv = "city:city_kyiv"
    assert card_target(s, Action.parse("build wall_moat city_kyiv")) == ("wall_moat", kyiv)
    assert card_target(s, Action.parse("arson city_kyiv")) == ("event_red_rooster", kyiv)
    assert card_target(s, Action.parse("chronicler 1 chronicle_wise")) == (
        "event_chronicler",
        "chronicle:1:chronicle_wise",
    )
    assert card_target(s, Action.parse("watch")) == ("event_watch", None)
