"""Князья, rule by rule and card by card (princes.ru.md; princes.deck.md §1–3)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stil
from stil.games.princes.cards import COURT, FORTRESS, FULL_DECK, WALLS
from stil.games.princes.state import PrincesState
from stil.testing.conformance import random_playout

from .conftest import at_war, city, legal, table

BARE = {"city_pskov": (1, [])}


# -- set-up and the turn ------------------------------------------------------------------
def test_deal_four_cards_each_and_the_rest_is_the_draw_pile() -> None:
    s = stil.game("princes").new(players=4, seed=3)
    assert isinstance(s, PrincesState)
    assert [len(h) for h in s.hands] == [4, 4, 4, 4]
    assert len(s.deck) == 100 - 16


def test_first_player_random_or_seat0() -> None:
    g = stil.game("princes")
    firsts = {g.new(players=4, seed=k).to_act for k in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert {
        g.new(players=4, seed=k, options={"first_player": "seat0"}).to_act for k in range(10)
    } == {0}


def test_a_turn_is_exactly_one_action_and_play_goes_clockwise() -> None:
    s = table([["city_kyiv"], [], []])
    s.apply("draw")
    assert s.current == 1 and len(s.hands[0]) == 2
    s.apply("draw")
    s.apply("draw")
    assert s.current == 0 and s.turn == 3


def test_players_2_to_6_and_8_with_the_option() -> None:
    g = stil.game("princes")
    with pytest.raises(stil.InvalidPlayers, match="allow_up_to_8"):
        g.new(players=7, seed=1)
    assert g.new(players=8, seed=1, options={"allow_up_to_8": True}).players == 8
    with pytest.raises(stil.InvalidPlayers):
        g.new(players=1, seed=1)


# -- peaceful plays -----------------------------------------------------------------------
def test_city_before_any_prince_or_only_yourself() -> None:
    s = table([["city_kyiv"], []])
    assert [a for a in legal(s) if a.startswith("city")] == [
        "city city_kyiv 0",
        "city city_kyiv 1",
    ]
    s.apply("city city_kyiv 1")
    assert city(s, "city_kyiv")["owner"] == 1
    s = table([["city_kyiv"], []], city_on_opponent=False)
    assert [a for a in legal(s) if a.startswith("city")] == ["city city_kyiv 0"]


def test_buildings_on_any_city_or_only_your_own() -> None:
    cities = {"city_kyiv": (0, []), "city_pskov": (1, [])}
    s = table([["building_library"], []], cities)
    assert [a for a in legal(s) if a.startswith("build")] == [
        "build building_library city_kyiv",
        "build building_library city_pskov",
    ]
    s.apply("build building_library city_pskov")
    assert city(s, "city_pskov")["might"] == 4
    s = table([["building_library"], []], cities, build_on_opponent_city=False)
    assert [a for a in legal(s) if a.startswith("build")] == ["build building_library city_kyiv"]


@pytest.mark.parametrize("anyone", [True, False])
def test_a_fortress_or_a_weaker_wall_on_an_opponents_city(anyone: bool) -> None:
    """«Всякую карту можно разыграть: ... на свой или чужой город»; «одни стены можно
    заменить другими. В этом случае карта предыдущих стен просто сбрасывается»; «Если вы
    сыграли на град карту «Неприступная крепость», больше в этом городе нельзя строить никаких
    построек.» With ``build_on_opponent_city`` (default) a prince may lay a Palisade over a
    rival's Stonework, weakening it, or a Fortress on a rival's city, freezing it; with false,
    neither."""
    cities = {"city_kyiv": (0, []), "city_pskov": (1, ["building_school", "wall_stonework"])}
    hand = ["wall_palisade", "wall_fortress"]
    s = table([hand, ["building_library"]], cities, build_on_opponent_city=anyone)
    builds = [a for a in legal(s) if a.startswith("build") and a.endswith("city_pskov")]
    assert builds == (
        ["build wall_palisade city_pskov", "build wall_fortress city_pskov"] if anyone else []
    )
    if not anyone:
        return
    s.apply("build wall_palisade city_pskov")
    assert city(s, "city_pskov")["wall"] == 2 and s.to_dict()["discard"] == ["wall_stonework"]
    s = table([hand, ["building_library"]], cities, build_on_opponent_city=anyone)
    s.apply("build wall_fortress city_pskov")
    assert city(s, "city_pskov")["attached"] == ["building_school", "wall_fortress"]
    assert "build building_library city_pskov" not in legal(s)  # not even its owner


def test_identical_buildings_stack() -> None:
    cities = {"city_smolensk": (0, ["building_school", "building_school"])}
    s = table([["building_school"], []], cities)
    s.apply("build building_school city_smolensk")
    assert city(s, "city_smolensk")["might"] == 4


@pytest.mark.parametrize(
    ("chronicle", "points"),
    [
        ("chronicle_wise", 3),
        ("chronicle_pious", 2),
        ("chronicle_accursed", -3),
        ("chronicle_seditious", -2),
        ("chronicle_big_nest", 0),
        ("chronicle_brave", 0),
        ("chronicle_meek", 0),
    ],
)
def test_chronicle_points(chronicle: str, points: int) -> None:
    s = table([[chronicle], []], {"city_kyiv": (1, [])})
    s.apply(f"chronicle {chronicle} 1")
    assert s.scores() == [0, 3 + points]


def test_gatherer_of_lands_counts_cities() -> None:
    cities = {"city_kyiv": (1, []), "city_ryazan": (1, []), "city_pskov": (0, [])}
    s = table([["chronicle_gatherer"], []], cities)
    s.apply("chronicle chronicle_gatherer 1")
    assert s.scores() == [2, 3 + 1 + 2]


def test_might_may_be_negative() -> None:
    s = table([[], []], chronicles=[["chronicle_accursed", "chronicle_seditious"], []])
    assert s.scores() == [-5, 0]


def test_big_nest_draws_two_and_one_when_one_is_left() -> None:
    s = table(
        [[], ["city_kyiv"]], deck=["building_school"] * 3, chronicles=[["chronicle_big_nest"], []]
    )
    s.apply("draw")
    assert len(s.hands[0]) == 2 and len(s.deck) == 1
    s.apply("city city_kyiv 1")
    s.apply("draw")
    assert len(s.hands[0]) == 3 and not s.deck and s.last_turn is not None


def test_brave_adds_one_to_numbered_armies_not_to_militia() -> None:
    cities = {"city_novgorod": (1, ["wall_palisade"])}
    s = table(
        [["army_druzhina_2"], ["army_druzhina_2"]], cities, chronicles=[["chronicle_brave"], []]
    )
    assert "war city_novgorod army_druzhina_2" in legal(s)  # 2 + 1 > 2
    s.apply("war city_novgorod army_druzhina_2")
    assert "defend army_druzhina_2" not in legal(s)  # 2 cannot hold 3
    s = table(
        [["army_druzhina_3"], ["army_militia"]],
        {"city_kyiv": (1, [])},
        chronicles=[[], ["chronicle_brave"]],
    )
    s.apply("war city_kyiv army_druzhina_3")
    assert "defend army_militia" in legal(s)  # militia 3 holds 3 (ties), not 4


def test_meek_may_not_make_war_but_defends() -> None:
    s = table(
        [["army_druzhina_9"], []], {"city_kyiv": (1, [])}, chronicles=[["chronicle_meek"], []]
    )
    assert not [a for a in legal(s) if a.startswith("war")]


def test_red_rooster_burns_every_attachment_or_only_buildings() -> None:
    attached = ["building_school", "wall_palisade", "wall_moat"]
    s = table([["event_red_rooster"], []], {"city_kyiv": (1, attached), "city_pskov": (1, [])})
    assert [a for a in legal(s) if a.startswith("arson")] == ["arson city_kyiv"]
    s.apply("arson city_kyiv")
    assert city(s, "city_kyiv")["attached"] == []
    assert s.to_dict()["discard"] == ["event_red_rooster", *attached]
    s = table([["event_red_rooster"], []], {"city_kyiv": (1, attached)}, burn_scope="peaceful")
    s.apply("arson city_kyiv")
    assert city(s, "city_kyiv")["attached"] == ["wall_palisade", "wall_moat"]


def test_chronicler_discards_a_chronicle() -> None:
    s = table([["event_chronicler"], []], chronicles=[["chronicle_pious"], ["chronicle_wise"]])
    assert [a for a in legal(s) if a.startswith("chronicler")] == [
        "chronicler 0 chronicle_pious",
        "chronicler 1 chronicle_wise",
    ]
    s.apply("chronicler 1 chronicle_wise")
    assert s.chronicles[1] == [] and s.to_dict()["discard"][-1] == "chronicle_wise"


def test_ravage_only_at_capture_unless_the_option() -> None:
    cities = {"city_kyiv": (1, ["building_school"])}
    assert "ravage city_kyiv" not in legal(table([["event_ruin"], []], cities))
    s = table([["event_ruin"], []], cities, ruin_peaceful=True)
    s.apply("ravage city_kyiv")
    assert city(s, "city_kyiv")["attached"] == []


def test_batu_stays_on_the_table_and_cannot_restart_a_pending_end() -> None:
    s = table([[], ["event_batu"], []], deck=["building_school"])
    s.apply("draw")  # seat 0 takes the last card: the end is pending after turn 0 + 3
    assert s.last_turn == 3
    s.apply("batu")
    assert s.last_turn == 3 and s.to_dict()["table"] == ["event_batu"]


def test_batu_starts_the_end() -> None:
    s = table([["event_batu"], [], []])
    s.apply("batu")
    assert s.last_turn == 3 and s.to_dict()["table"] == ["event_batu"]


def test_batu_restarts_with_the_option() -> None:
    s = table(
        [[], ["event_batu"], []], deck=["building_school"], end_trigger_when_pending="restart"
    )
    s.apply("draw")
    s.apply("batu")
    assert s.last_turn == 1 + 3


def test_secret_message_only_while_an_end_is_pending() -> None:
    s = table([["event_secret_message"], []])
    assert "message" not in legal(s)
    s = table([["event_secret_message"], []], secret_message_anytime=True)
    s.apply("message")
    assert s.last_turn is None and s.to_dict()["table"] == ["event_secret_message"]


def test_pass_rules() -> None:
    s = table([["city_kyiv"], []])
    assert "pass" not in legal(s)
    assert "pass" in legal(table([["city_kyiv"], []], pass_rule="always"))
    s = table([[], []], deck=[], pass_rule="no_legal_action")
    assert legal(s) == ["pass"]
    s = table([["city_kyiv"], []], deck=[], pass_rule="no_legal_action")
    assert "pass" not in legal(s)


# -- war ----------------------------------------------------------------------------------
def test_war_only_on_another_princes_city_and_stop_is_not_an_opening() -> None:
    s = table([["army_druzhina_5"], []], {"city_kyiv": (0, []), "city_pskov": (1, [])})
    assert [a for a in legal(s) if a.startswith("war")] == ["war city_pskov army_druzhina_5"]
    s.apply("war city_pskov army_druzhina_5")
    assert s.decision is not None and s.decision.kind == "war_defend"


@pytest.mark.parametrize("army_first", [True, False])
def test_a_war_opens_with_an_army_and_events_join_it(army_first: bool) -> None:
    """«Атаковать чей-нибудь город можно во время своего хода. Назовите желанный град и
    сыграйте с руки карту рать. Но только одну!» A war opens with an army; Tunnel, Siege and
    Treason join a war already open (option ``war_opens_with_army``; false: they may open)."""
    hand = ["event_tunnel", "event_siege", "event_treason", "army_druzhina_5"]
    cities = {"city_pskov": (1, ["wall_palisade"])}
    s = table([hand, ["event_ambush"]], cities, war_opens_with_army=army_first)
    events = ["war city_pskov event_tunnel", "war city_pskov event_siege"]
    events.append("war city_pskov event_treason")
    wars = [a for a in legal(s) if a.startswith("war")]
    assert wars == ["war city_pskov army_druzhina_5"] + ([] if army_first else events)
    s.apply("war city_pskov army_druzhina_5")
    s.apply("ambush")  # the first attempt is repelled; the war is open
    assert legal(s) == ["attack event_treason", "tunnel", "siege", "stop"]
    s = table([hand[:3], []], cities, war_opens_with_army=army_first)
    assert bool([a for a in legal(s) if a.startswith("war")]) is not army_first


def test_defender_is_always_asked_and_yield_captures_the_city_with_its_buildings() -> None:
    s = table([["army_druzhina_1"], ["city_kyiv"]], {"city_pskov": (1, ["building_school"])})
    s.apply("war city_pskov army_druzhina_1")
    assert s.to_act == 1 and legal(s) == ["yield"]
    s.apply("yield")
    assert legal(s) == ["decline"]
    s.apply("decline")
    assert city(s, "city_pskov")["owner"] == 0 and city(s, "city_pskov")["might"] == 3
    assert s.to_dict()["discard"] == ["army_druzhina_1"]


def test_one_army_per_defence_and_the_attacker_may_try_again() -> None:
    hand = ["army_druzhina_5", "army_druzhina_6"]
    s = table([hand, ["army_druzhina_5", "army_druzhina_7"]], {"city_pskov": (1, [])})
    s.apply("war city_pskov army_druzhina_5")
    assert legal(s) == ["defend army_druzhina_5", "defend army_druzhina_7", "yield"]
    s.apply("defend army_druzhina_7")
    s.apply("accept")
    assert s.to_dict()["discard"] == ["army_druzhina_5", "army_druzhina_7"]
    assert legal(s) == ["attack army_druzhina_6", "stop"]
    s.apply("attack army_druzhina_6")
    assert legal(s) == ["yield"]  # a 5 cannot hold a 6


def test_stop_ends_the_war_and_the_turn() -> None:
    s = table(
        [["army_druzhina_5", "army_druzhina_6"], ["army_druzhina_7"]], {"city_pskov": (1, [])}
    )
    s.apply("war city_pskov army_druzhina_5")
    s.apply("defend army_druzhina_7")
    s.apply("accept")
    s.apply("stop")
    assert s.war is None and s.current == 1 and s.hands[0] == [s.hands[0][0]]


@pytest.mark.parametrize("repels", [True, False])
def test_treason_ignores_walls_and_only_watch_or_word_repel_it(repels: bool) -> None:
    """«Если одно событие сыграно против другого события, первой действует карта
    атакующего.» No army answers Treason, walls and the fortress included; Watch or Word
    repel it (option ``events_repel_treason``; false: Treason acts first, nothing answers).
    A fortress city is reached only by a war opened with an event (``war_opens_with_army``
    false)."""
    defender = [
        "army_varyagi_10",
        "army_militia",
        "event_ambush",
        "event_fat_purse",
        "event_watch",
        "event_metropolitan_word",
    ]
    s = table(
        [["event_treason"], defender],
        {"city_pskov": (1, ["wall_fortress"])},
        war_opens_with_army=False,
        events_repel_treason=repels,
    )
    s.apply("war city_pskov event_treason")
    assert legal(s) == (["watch", "word", "yield"] if repels else ["yield"])


def test_ambush_repels_any_army() -> None:
    s = table([["army_varyagi_10"], ["event_ambush"]], {"city_pskov": (1, [])})
    s.apply("war city_pskov army_varyagi_10")
    s.apply("ambush")
    assert s.to_dict()["discard"] == ["event_ambush", "army_varyagi_10"]
    assert city(s, "city_pskov")["owner"] == 1


def test_watch_needs_treason_or_an_attack_event_this_attempt() -> None:
    s = table([["army_druzhina_5"], ["event_watch"]], {"city_pskov": (1, [])})
    s.apply("war city_pskov army_druzhina_5")
    assert "watch" not in legal(s)
    s = at_war([["army_druzhina_5", "event_siege"], ["event_watch"]], BARE, "city_pskov")
    s.apply("siege")
    s.apply("attack army_druzhina_5")
    assert "watch" in legal(s)


def test_metropolitan_word_repels_natives_and_ends_the_war() -> None:
    s = table(
        [["army_druzhina_5", "army_druzhina_6"], ["event_metropolitan_word"]],
        {"city_pskov": (1, [])},
    )
    s.apply("war city_pskov army_druzhina_5")
    s.apply("word")
    assert s.war is None and s.current == 1
    s = table([["army_ugry_5"], ["event_metropolitan_word"]], {"city_pskov": (1, [])})
    s.apply("war city_pskov army_ugry_5")
    assert "word" not in legal(s)  # foreigners do not listen


def test_attacker_lures_a_foreign_defender_and_the_defender_may_not_lay_another() -> None:
    s = table(
        [["army_druzhina_5", "event_fat_purse"], ["army_lyakhi_7", "army_druzhina_8"]],
        {"city_pskov": (1, [])},
    )
    s.apply("war city_pskov army_druzhina_5")
    s.apply("defend army_lyakhi_7")
    assert legal(s) == ["purse", "accept"]
    s.apply("purse")
    assert "army_lyakhi_7" in s.to_dict()["hands"][0]
    assert s.view(1).data["known"][0] == ["army_lyakhi_7"]
    assert legal(s) == ["yield"]  # one army per defence: the Druzhina 8 may not come
    s.apply("yield")
    s.apply("decline")
    assert city(s, "city_pskov")["owner"] == 0


def test_second_defending_army_option() -> None:
    s = table(
        [["army_druzhina_5", "event_fat_purse"], ["army_lyakhi_7", "army_druzhina_8"]],
        {"city_pskov": (1, [])},
        second_defending_army=True,
    )
    s.apply("war city_pskov army_druzhina_5")
    s.apply("defend army_lyakhi_7")
    s.apply("purse")
    assert "defend army_druzhina_8" in legal(s)


def test_siege_discards_the_militia_and_forbids_it_for_the_war() -> None:
    s = table(
        [["army_druzhina_5", "army_druzhina_6", "event_siege"], ["army_militia", "army_militia"]],
        {"city_pskov": (1, ["building_library", "building_library"])},
    )
    s.apply("war city_pskov army_druzhina_5")
    s.apply("defend army_militia")  # might 6 holds 5
    assert legal(s) == ["siege", "accept"]
    s.apply("siege")
    assert s.to_dict()["discard"][-2:] == ["event_siege", "army_militia"]
    assert legal(s) == ["yield"]


def test_siege_before_the_attack_forbids_the_militia() -> None:
    strong = {"city_pskov": (1, ["building_library", "building_library"])}  # militia 6
    s = at_war([["army_druzhina_5", "event_siege"], ["army_militia"]], strong, "city_pskov")
    s.apply("siege")
    assert "siege" not in legal(s)  # at most one per war
    s.apply("attack army_druzhina_5")
    assert "defend army_militia" not in legal(s)


def test_militia_never_attacks() -> None:
    s = table([["army_militia"], []], {"city_pskov": (1, [])})
    assert not [a for a in legal(s) if a.startswith("war")]


def test_tunnel_needs_a_wall_and_leaves_the_moat() -> None:
    s = at_war([["event_tunnel"], []], {"city_pskov": (1, ["wall_moat"])}, "city_pskov")
    assert "tunnel" not in legal(s)
    walled = {"city_pskov": (1, ["wall_moat", "wall_palisade"])}
    s = at_war([["event_tunnel"], []], walled, "city_pskov")
    s.apply("tunnel")
    assert city(s, "city_pskov")["attached"] == ["wall_moat"]
    s = at_war([["event_tunnel"], []], walled, "city_pskov", tunnel_removes_moat=True)
    s.apply("tunnel")
    assert city(s, "city_pskov")["attached"] == []


def test_hands_are_secret_but_their_sizes_are_not() -> None:
    s = table([["city_kyiv", "army_druzhina_5"], ["event_ambush"]])
    assert sorted(s.view(0).data["hand"]) == ["army_druzhina_5", "city_kyiv"]
    assert s.view(1).data["hand"] == ["event_ambush"]
    assert s.view(1).data["hand_sizes"] == [2, 1]
    assert "city_kyiv" not in str(s.view(1).data) and "city_kyiv" not in str(s.view(None).data)


# -- invariants (princes.deck.md §5.8) ----------------------------------------------------
def _cards_in_play(s: PrincesState) -> int:
    war = s.war
    in_war = ((1 if war["x"] >= 0 else 0) + len(war["against"])) if war else 0
    return (
        len(s.deck)
        + sum(len(h) for h in s.hands)
        + len(s.discard)
        + len(s.table)
        + sum(len(c) for c in s.chronicles)
        + len(s.owner)
        + sum(len(a) for a in s.attached.values())
        + in_war
    )


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_invariants_hold_at_every_step(players: int, seed: int) -> None:
    cities_seen: set[int] = set()
    for s, _ in random_playout(stil.game("princes"), players, seed):
        assert isinstance(s, PrincesState)
        assert _cards_in_play(s) == len(FULL_DECK) == 100
        assert cities_seen <= set(s.owner)  # a city in play never leaves it
        cities_seen |= set(s.owner)
        for attached in s.attached.values():
            assert sum(1 for c in attached if c in WALLS) <= 1
            assert attached.count(COURT) <= 1
            if FORTRESS in attached:  # nothing is laid on a city after its fortress
                assert attached[-1] == FORTRESS


def test_treason_unanswered_takes_the_city_and_ravage_is_allowed() -> None:
    cities = {"city_pskov": (1, ["wall_stonework"])}
    s = at_war([["event_treason"], ["event_ruin"]], cities, "city_pskov")
    s.apply("attack event_treason")
    s.apply("yield")
    assert legal(s) == ["ruin", "decline"]
    s.apply("ruin")
    assert city(s, "city_pskov")["owner"] == 0 and city(s, "city_pskov")["attached"] == []
    assert s.to_dict()["discard"][-3:] == ["event_treason", "event_ruin", "wall_stonework"]
