"""The worked examples of the rulebook and of princes.deck.md §5, with their numbers."""

from __future__ import annotations

import pytest

from .conftest import city, legal, table

PSKOV = {
    "city_pskov": (
        1,
        ["building_school", "building_library", "building_metropolitan_court", "wall_stonework"],
    )
}


def test_pskov_score_5_1() -> None:
    s = table([[], []], PSKOV)
    c = city(s, "city_pskov")
    assert c["might"] == (2 + 1 + 2) * 3 == 15
    assert c["wall"] == 4
    assert s.scores()[1] == 15


@pytest.mark.parametrize("army_first", [True, False])
def test_war_for_pskov_5_2(army_first: bool) -> None:
    """«Вы атакуете Псков, используя рать «Ляхи» с доблестью 5 ... Вы делаете еще одну
    попытку – разыграваете карту «Подземный ход»»: the Tunnel comes in the third attempt,
    inside the war. «Назовите желанный град и сыграйте с руки карту рать»: by default it may
    not open the war (princes.deck.md §5.2 step 1 lists it; ``war_opens_with_army=false``)."""
    alice = ["army_lyakhi_5", "army_druzhina_7", "event_tunnel", "army_druzhina_4"]
    bob = ["army_militia", "event_ambush", "event_ruin"]
    s = table([alice, bob], PSKOV, war_opens_with_army=army_first)
    might_before = s.scores()[1]
    discard_before = len(s.discard)
    wars = [a for a in legal(s) if a.startswith("war city_pskov")]
    assert sorted(wars) == sorted(
        ["war city_pskov army_lyakhi_5", "war city_pskov army_druzhina_7"]
        + ([] if army_first else ["war city_pskov event_tunnel"])
    )  # Druzhina 4 does not exceed the wall of 4
    s.apply("war city_pskov army_lyakhi_5")
    assert s.to_act == 1
    assert legal(s) == ["defend army_militia", "ambush", "yield"]  # no Ravage here
    s.apply("defend army_militia")
    assert s.to_act == 0 and legal(s) == ["accept"]
    s.apply("accept")
    assert [str(c) for c in s.to_dict()["discard"][-2:]] == ["army_lyakhi_5", "army_militia"]
    assert s.decision is not None and s.decision.kind == "war_open"
    s.apply("attack army_druzhina_7")
    s.apply("ambush")
    assert s.to_dict()["discard"][-2:] == ["event_ambush", "army_druzhina_7"]
    assert "attack army_druzhina_4" not in legal(s)
    s.apply("tunnel")
    assert s.to_dict()["discard"][-2:] == ["event_tunnel", "wall_stonework"]
    assert city(s, "city_pskov")["wall"] == 0
    s.apply("attack army_druzhina_4")
    s.apply("yield")
    assert s.to_dict()["discard"][-1] == "army_druzhina_4"
    assert legal(s) == ["ruin", "decline"]
    s.apply("ruin")
    assert s.to_dict()["discard"][-4:] == [
        "event_ruin",
        "building_school",
        "building_library",
        "building_metropolitan_court",
    ]
    c = city(s, "city_pskov")
    assert c["owner"] == 0 and c["attached"] == [] and c["might"] == 2
    assert s.scores() == [2, might_before - 15]
    assert len(s.discard) - discard_before == 11
    assert len(s.hands[0]) == 0 and len(s.hands[1]) == 0  # Alice lost 4, Bob 3
    assert s.war is None and s.current == 1 and s.turn == 1  # the war was one turn


def _pskov_war_until_the_last_attack(bob: list[str]):  # type: ignore[no-untyped-def]
    """The war of §5.2 up to Alice's Druzhina 4 after the Tunnel (Bob holds ``bob``)."""
    alice = ["army_lyakhi_5", "army_druzhina_7", "event_tunnel", "army_druzhina_4"]
    s = table([alice, ["army_militia", "event_ambush", *bob]], PSKOV)
    for action in ("war city_pskov army_lyakhi_5", "defend army_militia", "accept"):
        s.apply(action)
    for action in ("attack army_druzhina_7", "ambush", "tunnel", "attack army_druzhina_4"):
        s.apply(action)
    return s


def test_war_for_pskov_variant_a_bob_declines() -> None:
    s = _pskov_war_until_the_last_attack(["event_ruin"])
    s.apply("yield")
    s.apply("decline")
    c = city(s, "city_pskov")
    assert c["owner"] == 0 and c["might"] == 15 and c["wall"] == 0
    assert c["attached"] == [
        "building_school",
        "building_library",
        "building_metropolitan_court",
    ]


def test_war_for_pskov_variant_b_watch_after_a_tunnel() -> None:
    s = _pskov_war_until_the_last_attack(["event_watch"])
    assert "watch" in legal(s)
    s.apply("watch")
    c = city(s, "city_pskov")
    assert c["owner"] == 1 and c["wall"] == 0  # the Stonework stays destroyed


VLADIMIR = {
    "city_vladimir": (
        1,
        ["building_school", "building_school", "building_library", "building_craft_quarter"],
    )
}


@pytest.mark.parametrize(
    ("attacker", "ties", "militia_legal"),
    [
        ("army_druzhina_7", True, True),
        ("army_druzhina_9", True, False),
        ("army_varyagi_10", True, False),
        ("army_druzhina_8", True, True),
        ("army_varyagi_8", True, True),
        ("army_druzhina_8", False, False),
        ("army_varyagi_8", False, False),
        ("army_druzhina_7", False, True),
    ],
)
def test_vladimir_militia_5_3(attacker: str, ties: bool, militia_legal: bool) -> None:
    s = table([[attacker], ["army_militia"]], VLADIMIR, defender_wins_ties=ties)
    assert city(s, "city_vladimir")["might"] == 2 + 1 + 1 + 2 + 2 == 8
    s.apply(f"war city_vladimir {attacker}")
    assert ("defend army_militia" in legal(s)) is militia_legal


def test_vladimir_palisade_changes_neither_might_nor_militia() -> None:
    cities = {"city_vladimir": (1, [*VLADIMIR["city_vladimir"][1], "wall_palisade"])}
    s = table([["army_druzhina_1", "army_druzhina_2", "army_druzhina_3"], []], cities)
    assert city(s, "city_vladimir")["might"] == 8
    assert s.scores()[1] == 8
    wars = [a for a in legal(s) if a.startswith("war")]
    assert wars == ["war city_vladimir army_druzhina_3"]


@pytest.mark.parametrize(("ties", "militia_legal"), [(True, True), (False, False)])
def test_kyiv_militia_5_4(ties: bool, militia_legal: bool) -> None:
    cities = {"city_kyiv": (1, ["wall_palisade"])}
    s = table([["army_druzhina_3"], ["army_militia"]], cities, defender_wins_ties=ties)
    assert city(s, "city_kyiv")["might"] == 3  # walls add no might
    s.apply("war city_kyiv army_druzhina_3")  # 3 > 2
    assert ("defend army_militia" in legal(s)) is militia_legal
    s = table([["army_ugry_4"], ["army_militia"]], cities, defender_wins_ties=ties)
    s.apply("war city_kyiv army_ugry_4")
    assert "defend army_militia" not in legal(s)


def test_walls_5_5() -> None:
    s = table(
        [["army_druzhina_2", "army_druzhina_3"], []], {"city_novgorod": (1, ["wall_palisade"])}
    )
    assert [a for a in legal(s) if a.startswith("war")] == ["war city_novgorod army_druzhina_3"]
    s = table([[], []], {"city_smolensk": (1, ["wall_new_walls"])})
    assert city(s, "city_smolensk")["wall"] == 3  # the lowest attacking valour is 4


def test_a_new_wall_replaces_the_old_one() -> None:
    s = table([["wall_palisade"], []], {"city_rostov": (1, ["wall_stonework"])})
    s.apply("build wall_palisade city_rostov")
    assert city(s, "city_rostov")["attached"] == ["wall_palisade"]
    assert city(s, "city_rostov")["wall"] == 2
    assert s.to_dict()["discard"] == ["wall_stonework"]


def test_moat_improves_any_wall() -> None:
    s = table([["wall_new_walls", "wall_moat"], []], {"city_rostov": (1, ["wall_moat"])})
    assert city(s, "city_rostov")["wall"] == 0
    s.apply("build wall_new_walls city_rostov")
    assert city(s, "city_rostov")["wall"] == 4
    s.current = 0
    s._legal = None
    s.apply("build wall_moat city_rostov")
    assert city(s, "city_rostov")["wall"] == 5


def test_moats_do_not_stack_with_the_option() -> None:
    s = table(
        [["wall_moat"], []],
        {"city_rostov": (1, ["wall_moat", "wall_new_walls"])},
        moat_stacks=False,
    )
    assert city(s, "city_rostov")["wall"] == 4
    assert "build wall_moat city_rostov" not in legal(s)


def test_a_second_metropolitan_court_discards_the_first() -> None:
    cities = {"city_pskov": (0, ["building_school", "building_metropolitan_court"])}
    s = table([["building_metropolitan_court"], []], cities)
    s.apply("build building_metropolitan_court city_pskov")
    assert city(s, "city_pskov")["might"] == (2 + 1) * 3 == 9
    assert s.to_dict()["discard"] == ["building_metropolitan_court"]


def test_metropolitan_scope_global() -> None:
    cities = {
        "city_kyiv": (1, ["building_metropolitan_court"]),
        "city_pskov": (0, []),
    }
    s = table([["building_metropolitan_court"], []], cities, metropolitan_scope="global")
    s.apply("build building_metropolitan_court city_pskov")
    assert city(s, "city_kyiv")["might"] == 3 and city(s, "city_pskov")["might"] == 6


@pytest.mark.parametrize("army_first", [True, False])
def test_fortress(army_first: bool) -> None:
    """«Если вы сыграли на град карту «Неприступная крепость», больше в этом городе нельзя
    строить никаких построек.» No army exceeds it (option ``fortress_wall_value``), and
    «Назовите желанный град и сыграйте с руки карту рать»: so by default no war can be
    opened on it at all; with ``war_opens_with_army=false`` Treason or a Tunnel may."""
    hand = ["building_school", "army_varyagi_10", "event_treason", "event_tunnel"]
    s = table([hand, []], {"city_rostov": (1, ["wall_fortress"])}, war_opens_with_army=army_first)
    actions = legal(s)
    assert "build building_school city_rostov" not in actions
    assert "war city_rostov army_varyagi_10" not in actions
    if army_first:
        assert not [a for a in actions if a.startswith("war")]
        return
    assert "war city_rostov event_treason" in actions and "war city_rostov event_tunnel" in actions
    s.apply("war city_rostov event_tunnel")
    assert city(s, "city_rostov")["attached"] == []
    assert "attack army_varyagi_10" in legal(s)


def test_fortress_as_a_wall_of_six_with_the_option() -> None:
    hand = ["army_druzhina_6", "army_druzhina_7"]
    s = table([hand, []], {"city_rostov": (1, ["wall_fortress"])}, fortress_wall_value="6")
    assert [a for a in legal(s) if a.startswith("war")] == ["war city_rostov army_druzhina_7"]


def test_after_a_tunnel_the_city_may_be_built_on_again() -> None:
    s = table(
        [["event_tunnel", "army_druzhina_1"], ["building_school"]],
        {"city_rostov": (1, ["wall_fortress"])},
        war_opens_with_army=False,  # the only way a Tunnel reaches a fortress
    )
    s.apply("war city_rostov event_tunnel")
    s.apply("stop")
    assert "build building_school city_rostov" in legal(s)


def test_end_of_the_game_5_6_batu_and_secret_message() -> None:
    hands = [["building_school"], ["event_batu"], ["building_school"], ["event_secret_message"]]
    s = table(hands, current=1)
    t = s.turn
    s.apply("batu")
    assert s.last_turn == t + 4
    s.apply("draw")  # seat 2, turn t+1
    assert s.current == 3
    s.apply("message")  # seat 3, turn t+2: everybody gets one more turn again
    assert s.last_turn == t + 2 + 4
    for _ in range(4):
        assert not s.is_over
        s.apply("draw")
    assert s.is_over and s.turn == t + 6


def test_end_of_the_game_5_6_deck_end() -> None:
    hands = [[], [], [], []]
    s = table(hands, deck=["building_school"], current=2)
    u = s.turn
    s.apply("draw")  # the last card
    assert s.last_turn == u + 4
    for _ in range(4):
        assert "draw" not in legal(s) and "pass" in legal(s)
        s.apply("pass")
    assert s.is_over


def test_fat_purse_5_7() -> None:
    s = table([["army_lyakhi_5"], ["event_fat_purse"]], {"city_pskov": (1, [])})
    s.apply("war city_pskov army_lyakhi_5")
    s.apply("purse")
    assert s.to_dict()["discard"] == ["event_fat_purse"]
    assert s.to_dict()["hands"][1] == ["army_lyakhi_5"]
    assert s.view(0).data["known"][1] == ["army_lyakhi_5"]  # everybody saw it go there
    assert s.decision is not None and s.decision.kind == "war_open"
