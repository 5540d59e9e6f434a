"""Event against event: every attack event (Siege, Tunnel, Fat Purse, Treason) answered by
every defence event (Watch, Metropolitan's Word, Fat Purse) that can meet it, on both values
of ``events_repel_treason``. The table is on docs/games/princes.md.

«Если одно событие сыграно против другого события, первой действует карта атакующего.»
«В ходе войны можно разыгрывать некоторые карты событий. Действовать такие карты начинают
сразу же после розыгрыша.»
"""

from __future__ import annotations

import pytest

from stil.games.princes.state import PrincesState

from .conftest import at_war, city, legal

BOTH = pytest.mark.parametrize("repels", [True, False])
PSKOV = "city_pskov"
WALLED = {PSKOV: (1, ["building_library", "building_library", "wall_palisade"])}  # militia 6


def war(attacker: list[str], defender: list[str], repels: bool) -> PrincesState:
    return at_war([attacker, defender], WALLED, PSKOV, events_repel_treason=repels)


def repelled_and_open(s: PrincesState) -> bool:
    """The attempt failed, the city is still the defender's, the attacker may try again."""
    return s.decision is not None and s.decision.kind == "war_open" and owner(s) == 1


def owner(s: PrincesState) -> object:
    return city(s, PSKOV)["owner"]


# -- Siege ----------------------------------------------------------------------------------
@BOTH
def test_siege_then_watch_the_siege_holds_for_the_rest_of_the_war(repels: bool) -> None:
    """«первой действует карта атакующего»: the Siege has acted when the Watch repels the
    army after it, so no Militia may defend for the rest of this war."""
    s = war(
        ["event_siege", "army_druzhina_5", "army_druzhina_6"],
        ["event_watch", "army_militia"],
        repels,
    )
    s.apply("siege")
    s.apply("attack army_druzhina_5")
    assert "watch" in legal(s) and "defend army_militia" not in legal(s)
    s.apply("watch")
    assert repelled_and_open(s)
    assert s.to_dict()["discard"][-2:] == ["event_watch", "army_druzhina_5"]
    s.apply("attack army_druzhina_6")
    assert "defend army_militia" not in legal(s)  # the siege still stands


@BOTH
def test_siege_against_the_militia_then_watch(repels: bool) -> None:
    """The Siege laid on the Militia discards it and acts at once; the Watch that follows
    repels the army, and the Militia stays discarded."""
    s = war(["event_siege", "army_druzhina_5"], ["event_watch", "army_militia"], repels)
    s.apply("attack army_druzhina_5")
    s.apply("defend army_militia")
    s.apply("siege")
    assert legal(s) == ["watch", "yield"]
    s.apply("watch")
    assert repelled_and_open(s)
    assert "army_militia" not in s.to_dict()["hands"][1]
    assert s.to_dict()["discard"][-4:] == [
        "event_siege",
        "army_militia",
        "event_watch",
        "army_druzhina_5",
    ]


@BOTH
def test_siege_then_word_the_siege_is_spent_and_the_war_ends(repels: bool) -> None:
    """The Siege acted first and is discarded; the Word repels the Druzhina and ends the war."""
    s = war(["event_siege", "army_druzhina_5"], ["event_metropolitan_word"], repels)
    s.apply("siege")
    s.apply("attack army_druzhina_5")
    s.apply("word")
    assert s.war is None and owner(s) == 1 and s.current == 1
    assert "event_siege" in s.to_dict()["discard"]


@BOTH
def test_siege_then_fat_purse_the_foreigner_is_lured_and_the_siege_holds(repels: bool) -> None:
    """The Siege stands; the defender's Fat Purse lures the foreign attacker into its hand."""
    s = war(
        ["event_siege", "army_ugry_5", "army_druzhina_6"],
        ["event_fat_purse", "army_militia"],
        repels,
    )
    s.apply("siege")
    s.apply("attack army_ugry_5")
    s.apply("purse")
    assert repelled_and_open(s) and "army_ugry_5" in s.to_dict()["hands"][1]
    s.apply("attack army_druzhina_6")
    assert "defend army_militia" not in legal(s)


# -- Tunnel ---------------------------------------------------------------------------------
@BOTH
def test_tunnel_then_watch_the_walls_stay_down(repels: bool) -> None:
    """The Tunnel acted first: the Palisade stays destroyed after the Watch repels the army."""
    s = war(["event_tunnel", "army_druzhina_1"], ["event_watch"], repels)
    s.apply("tunnel")
    s.apply("attack army_druzhina_1")
    s.apply("watch")
    assert repelled_and_open(s)
    assert city(s, PSKOV)["wall"] == 0 and "wall_palisade" in s.to_dict()["discard"]


@BOTH
def test_tunnel_then_word_the_walls_stay_down_and_the_war_ends(repels: bool) -> None:
    s = war(["event_tunnel", "army_druzhina_1"], ["event_metropolitan_word"], repels)
    s.apply("tunnel")
    s.apply("attack army_druzhina_1")
    s.apply("word")
    assert s.war is None and owner(s) == 1 and city(s, PSKOV)["wall"] == 0


@BOTH
def test_tunnel_then_fat_purse_the_walls_stay_down(repels: bool) -> None:
    s = war(["event_tunnel", "army_ugry_4"], ["event_fat_purse"], repels)
    s.apply("tunnel")
    s.apply("attack army_ugry_4")
    s.apply("purse")
    assert repelled_and_open(s) and city(s, PSKOV)["wall"] == 0
    assert "army_ugry_4" in s.to_dict()["hands"][1]


# -- Fat Purse of the attacker --------------------------------------------------------------
@BOTH
def test_attackers_purse_then_watch_the_lured_army_stays_with_the_attacker(repels: bool) -> None:
    """The attacker's Fat Purse acted first: the lured Lyakhs stay in its hand when the
    Watch then repels its Druzhina."""
    s = war(["event_fat_purse", "army_druzhina_5"], ["event_watch", "army_lyakhi_7"], repels)
    s.apply("attack army_druzhina_5")
    s.apply("defend army_lyakhi_7")
    s.apply("purse")
    assert legal(s) == ["watch", "yield"]
    s.apply("watch")
    assert repelled_and_open(s)
    assert "army_lyakhi_7" in s.to_dict()["hands"][0]
    assert s.view(1).data["known"][0] == ["army_lyakhi_7"]


@BOTH
def test_attackers_purse_then_word_the_lured_army_stays_and_the_war_ends(repels: bool) -> None:
    s = war(
        ["event_fat_purse", "army_druzhina_5"], ["event_metropolitan_word", "army_lyakhi_7"], repels
    )
    s.apply("attack army_druzhina_5")
    s.apply("defend army_lyakhi_7")
    s.apply("purse")
    s.apply("word")
    assert s.war is None and owner(s) == 1
    assert "army_lyakhi_7" in s.to_dict()["hands"][0]


@BOTH
def test_purse_against_purse_each_keeps_the_foreigner_it_lured(repels: bool) -> None:
    """The attacker lures the defending Lyakhs first; the defender's Fat Purse then lures the
    attacking Ugrians. Both lured armies stay where they went."""
    s = war(["event_fat_purse", "army_ugry_5"], ["event_fat_purse", "army_lyakhi_7"], repels)
    s.apply("attack army_ugry_5")
    s.apply("defend army_lyakhi_7")
    s.apply("purse")
    assert legal(s) == ["purse", "yield"]
    s.apply("purse")
    assert repelled_and_open(s)
    hands = s.to_dict()["hands"]
    assert "army_lyakhi_7" in hands[0] and "army_ugry_5" in hands[1]


# -- Treason: the one pair the sentence reads two ways ---------------------------------------
@BOTH
def test_treason_then_watch(repels: bool) -> None:
    """«первой действует карта атакующего». Default: Treason acts by standing as the attack,
    and the Watch then repels it («Если обороняющийся не может или не хочет отразить атаку –
    град взят»: only an unrepelled attack takes a city). ``events_repel_treason=false``:
    acting first, Treason takes the city, and the Watch has nothing left to repel."""
    s = war(["event_treason"], ["event_watch"], repels)
    s.apply("attack event_treason")
    if not repels:
        assert legal(s) == ["yield"]
        s.apply("yield")
        s.apply("decline")
        assert owner(s) == 0
        return
    assert legal(s) == ["watch", "yield"]
    s.apply("watch")
    assert repelled_and_open(s)
    assert s.to_dict()["discard"][-2:] == ["event_watch", "event_treason"]


@BOTH
def test_treason_then_word(repels: bool) -> None:
    s = war(["event_treason"], ["event_metropolitan_word"], repels)
    s.apply("attack event_treason")
    assert ("word" in legal(s)) is repels
    if repels:
        s.apply("word")
        assert s.war is None and owner(s) == 1
    else:
        s.apply("yield")
        s.apply("decline")
        assert owner(s) == 0


@BOTH
def test_treason_after_a_tunnel_watch_only_by_default(repels: bool) -> None:
    """A Tunnel earlier in the attempt does not let the Watch answer a Treason that acts
    first: the attack card decides."""
    s = war(["event_tunnel", "event_treason"], ["event_watch"], repels)
    s.apply("tunnel")
    s.apply("attack event_treason")
    assert ("watch" in legal(s)) is repels
    assert city(s, PSKOV)["wall"] == 0  # the Tunnel acted either way


@BOTH
def test_fat_purse_never_answers_treason(repels: bool) -> None:
    """Fat Purse lures a foreign army; Treason is no army, so this pair cannot occur."""
    s = war(["event_treason"], ["event_fat_purse", "event_ambush", "army_varyagi_8"], repels)
    s.apply("attack event_treason")
    assert legal(s) == ["yield"]
