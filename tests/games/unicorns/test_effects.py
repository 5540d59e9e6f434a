"""One test (at least) per card effect, and the interactions the card file lists.

``test_every_card_is_named_in_a_test`` keeps the promise: each card id of the deck with an
effect appears in this module.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from stil.games.unicorns import effects as fx
from stil.games.unicorns import rules
from stil.games.unicorns.cards import CARDS

from .conftest import FILLER, all_pass, kinds, legal, mine, play, table

B = "basic_unicorn_red"
BLUE = "basic_unicorn_blue"
BABY = "baby_unicorn_red"


def played(s, card: str, target: int | None = 0):  # type: ignore[no-untyped-def]
    play(s, f"play {card}" if target is None else f"play {card} {target}")
    return all_pass(s)


# -- Baby and Basic Unicorns ---------------------------------------------------------------
def test_baby_goes_to_the_nursery_instead_of_the_discard_pile_and_can_be_stolen() -> None:
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], [BABY, B]])
    played(s, "unicorn_poison", 1)
    play(s, f"pick 1 {BABY}")
    assert BABY in s.nursery and BABY not in s.discard
    s = table(2, stables=[["rainbow_lasso"], [BABY]], hands=[["neigh", "yay", "slowdown"], []])
    play(s, "hand neigh", "hand yay", "hand slowdown")  # the only steal: unasked
    assert s.stables[0] == ["rainbow_lasso", BABY]


def test_basic_unicorn_counts_one_and_queen_bee_keeps_basics_out() -> None:
    s = table(2, hands=[[B], []])
    played(s, B)
    assert rules.scores(s) == [1, 0]
    s = table(2, hands=[[B], []], stables=[[], ["queen_bee_unicorn"]])
    assert f"play {B} 0" not in legal(s)
    s = table(2, hands=[[B], []], stables=[["queen_bee_unicorn"], []])
    assert f"play {B} 0" in legal(s)


def test_queen_bee_blocks_stealing_a_basic() -> None:
    s = table(2, hands=[["seductive_unicorn", "neigh"], []], stables=[[], ["queen_bee_unicorn", B]])
    played(s, "seductive_unicorn")
    play(s, "hand neigh")
    # the Basic cannot enter the thief's stable: Queen Bee is the only Unicorn to steal
    assert s.stables == [["seductive_unicorn", "queen_bee_unicorn"], [B]]


# -- Magical Unicorns ------------------------------------------------------------------------
def test_magical_kittencorn_resists_magic_destroy_only() -> None:
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], ["magical_kittencorn", B]])
    played(s, "unicorn_poison", 1)
    assert "magical_kittencorn" in s.stables[1] and B in s.discard
    s = table(
        2, hands=[["neigh", "neigh"], []], stables=[["stable_artillery"], ["magical_kittencorn", B]]
    )
    play(s, "hand neigh", "hand neigh")
    assert "pick 1 magical_kittencorn" in legal(s)


def test_stabby_destroys_when_it_leaves_but_is_no_voluntary_sacrifice() -> None:
    s = table(2, hands=[["unicorn_poison"], []], stables=[[B, BLUE], ["stabby_the_unicorn"]])
    played(s, "unicorn_poison", 1)
    assert s.to_act == 1 and legal(s) == [f"pick 0 {BLUE}", f"pick 0 {B}", "skip"]
    play(s, f"pick 0 {B}")
    assert s.stables[0] == [BLUE]
    s = table(2, stables=[["glitter_bomb", "stabby_the_unicorn"], [B]])
    assert legal(s) == ["pick 0 glitter_bomb", "skip"]
    s = table(
        2, stables=[["glitter_bomb", "stabby_the_unicorn"], [B]], stabby_voluntary_sacrifice=True
    )
    assert "pick 0 stabby_the_unicorn" in legal(s)


def test_rainbow_unicorn_brings_a_basic_without_a_play() -> None:
    s = table(2, hands=[["rainbow_unicorn", B], ["neigh"]], deck=["yay"] * 5)
    played(s, "rainbow_unicorn")
    assert legal(s) == [f"hand {B}", "skip"]
    play(s, f"hand {B}")
    assert s.stables[0] == ["rainbow_unicorn", B] and s.hands[1].count("neigh") == 1


def test_extremely_destructive_unicorn_every_player_sacrifices() -> None:
    s = table(
        3, hands=[["extremely_destructive_unicorn"], [], []], stables=[[B], [BLUE, "narwhal"], []]
    )
    played(s, "extremely_destructive_unicorn")
    assert s.to_act == 0 and legal(s) == [f"pick 0 {B}", "pick 0 extremely_destructive_unicorn"]
    play(s, "pick 0 extremely_destructive_unicorn")
    assert s.to_act == 1
    play(s, "pick 1 narwhal")
    assert s.stables == [[B], [BLUE], []]


def test_chainsaw_unicorn_destroys_an_upgrade_or_sacrifices_a_downgrade() -> None:
    s = table(2, hands=[["chainsaw_unicorn"], []], stables=[["slowdown"], ["yay"]])
    played(s, "chainsaw_unicorn")
    assert legal(s) == ["pick 1 yay", "pick 0 slowdown", "skip"]
    play(s, "pick 0 slowdown")
    assert "slowdown" in s.discard and s.stables[1] == ["yay"]


def test_llamacorn_every_player_discards_and_empty_hands_are_skipped() -> None:
    s = table(3, hands=[["llamacorn"], ["neigh"], []], deck=["yay"] * 5)
    played(s, "llamacorn")
    play(s, "hand yay", "hand neigh")  # even a one-card hand is asked: nothing leaks
    # seat 2 had nothing to discard; seat 1's own turn has begun with a draw
    assert s.hands == [[], ["yay"], []] and sorted(s.discard) == ["neigh", "yay"]


def test_americorn_pulls_a_random_card() -> None:
    s = table(3, hands=[["americorn"], ["neigh", "yay"], []])
    played(s, "americorn")
    assert legal(s) == ["seat 1", "skip"]
    play(s, "seat 1")
    assert len(mine(s, 1)) == 1 and len(mine(s, 0)) == 1
    assert sorted(mine(s, 1) + mine(s, 0)) == ["neigh", "yay"]


def test_ginormous_counts_two_unless_blinded() -> None:
    s = table(2, stables=[["ginormous_unicorn"], ["ginormous_unicorn", "blinding_light"]])
    assert rules.scores(s) == [2, 1]


def test_seductive_unicorn_discards_then_steals_and_the_steal_fires_enter_effects() -> None:
    s = table(
        2,
        hands=[["seductive_unicorn", "neigh"], []],
        stables=[[], ["greedy_flying_unicorn", B]],
        deck=["yay"] * 5,
    )
    played(s, "seductive_unicorn")
    play(s, "hand neigh", "pick 1 greedy_flying_unicorn")
    # Greedy Flying Unicorn entered the thief's stable: its enter effect drew a card
    assert "greedy_flying_unicorn" in s.stables[0] and s.hands[0].count("yay") == 2
    s = table(2, hands=[["seductive_unicorn"], []], stables=[[], [B]], deck=["yay"] * 5)
    played(s, "seductive_unicorn")
    play(s, "skip")
    assert s.stables[1] == [B]


def test_flyers_return_to_hand_when_destroyed_or_sacrificed() -> None:
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], ["greedy_flying_unicorn", B]])
    played(s, "unicorn_poison", 1)
    play(s, "pick 1 greedy_flying_unicorn")
    assert mine(s, 1) == ["greedy_flying_unicorn"]
    s = table(
        2,
        hands=[["unicorn_poison"], []],
        stables=[[], ["majestic_flying_unicorn", B, "blinding_light"]],
    )
    played(s, "unicorn_poison", 1)
    play(s, "pick 1 majestic_flying_unicorn")
    assert "majestic_flying_unicorn" in s.discard  # blinded: no flyer ability


def test_greedy_flying_unicorn_draws() -> None:
    s = table(2, hands=[["greedy_flying_unicorn"], []], deck=["yay"] * 3)
    played(s, "greedy_flying_unicorn")
    assert s.hands[0] == ["yay", "yay"]


def test_annoying_flying_unicorn_makes_another_player_discard() -> None:
    s = table(3, hands=[["annoying_flying_unicorn"], ["neigh", "yay"], []])
    played(s, "annoying_flying_unicorn")
    assert legal(s) == ["seat 1", "seat 2", "skip"]
    play(s, "seat 1")
    assert s.to_act == 1 and legal(s) == ["hand neigh", "hand yay"]
    play(s, "hand yay")
    assert mine(s, 1) == ["neigh"]
    s = table(2, hands=[["annoying_flying_unicorn"], []], annoying_flyer_any_player=True)
    played(s, "annoying_flying_unicorn")
    assert legal(s) == ["seat 0", "seat 1", "skip"]


def test_magical_swift_and_majestic_flyers_take_from_the_discard_pile() -> None:
    pile = ["unicorn_poison", "neigh", "super_neigh", B, "yay"]
    for card, want in (
        ("magical_flying_unicorn", ["take unicorn_poison"]),
        ("swift_flying_unicorn", ["take neigh", "take super_neigh"]),
        ("majestic_flying_unicorn", [f"take {B}"]),
    ):
        s = table(2, hands=[[card], []], discard=pile, deck=["yay"] * 3)
        played(s, card)
        assert legal(s) == [*want, "skip"], card
        play(s, want[-1])
        assert want[-1].split()[1] in s.hands[0]


def test_unicorn_phoenix_may_discard_instead_of_leaving() -> None:
    s = table(2, hands=[["unicorn_poison"], ["neigh"]], stables=[[], ["unicorn_phoenix"]])
    played(s, "unicorn_poison", 1)
    assert s.to_act == 1 and legal(s) == ["hand neigh", "skip"]
    play(s, "hand neigh")
    assert s.stables[1] == ["unicorn_phoenix"] and mine(s, 1) == []
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], ["unicorn_phoenix"]])
    played(s, "unicorn_poison", 1)
    assert "unicorn_phoenix" in s.discard  # nothing to discard: no choice


def test_unicorn_on_the_cob_draws_two_then_discards_one() -> None:
    s = table(2, hands=[["unicorn_on_the_cob"], []], deck=["yay", "neigh", FILLER])
    played(s, "unicorn_on_the_cob")
    assert kinds(s) == "discard" and sorted(s.hands[0]) == sorted([FILLER, "yay", "neigh"])


def test_black_knight_may_be_sacrificed_for_another_unicorn_under_destroy() -> None:
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], ["black_knight_unicorn", B]])
    played(s, "unicorn_poison", 1)
    play(s, f"pick 1 {B}")
    assert s.to_act == 1 and legal(s) == ["pick 1 black_knight_unicorn", "skip"]
    play(s, "pick 1 black_knight_unicorn")
    assert s.stables[1] == [B] and "black_knight_unicorn" in s.discard
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], ["black_knight_unicorn", B]])
    played(s, "unicorn_poison", 1)
    play(s, "pick 1 black_knight_unicorn")
    assert s.stables[1] == [B]  # it does not save itself by default


def test_shark_with_a_horn_sacrifices_itself_then_destroys() -> None:
    s = table(2, hands=[["shark_with_a_horn"], []], stables=[[], [B]])
    played(s, "shark_with_a_horn")
    play(s, "pick 0 shark_with_a_horn")
    assert s.stables == [[], []] and B in s.discard


def test_narwhal_searches_the_deck() -> None:
    deck = ["neigh", "yay", "slowdown", "narwhal", "rainbow_aura", "neigh", "neigh"]
    for card, want in (
        ("shabby_the_narwhal", "slowdown"),
        ("classy_narwhal", "yay"),
        ("the_great_narwhal", "narwhal"),
    ):
        s = table(2, hands=[[card], []], deck=deck)
        played(s, card)
        assert f"take {want}" in legal(s) and "skip" in legal(s)
        play(s, f"take {want}")
        assert want in s.hands[0] and want not in s.deck and len(s.deck) == 4
    s = table(2, hands=[["classy_narwhal"], []], deck=deck)
    played(s, "classy_narwhal")
    assert legal(s) == ["take rainbow_aura", "take yay", "skip"]


def test_narwhal_torpedo_sacrifices_every_downgrade() -> None:
    s = table(
        2, hands=[["narwhal_torpedo"], []], stables=[["slowdown", "broken_stable", "yay"], []]
    )
    played(s, "narwhal_torpedo")
    assert s.stables[0] == ["yay", "narwhal_torpedo"]


def test_alluring_narwhal_steals_an_upgrade() -> None:
    s = table(2, hands=[["alluring_narwhal"], []], stables=[[], ["rainbow_aura", "slowdown"]])
    played(s, "alluring_narwhal")
    assert legal(s) == ["pick 1 rainbow_aura", "skip"]
    play(s, "pick 1 rainbow_aura")
    assert "rainbow_aura" in s.stables[0]


def test_mermaid_unicorn_returns_a_card_to_its_owners_hand() -> None:
    s = table(2, hands=[["mermaid_unicorn"], []], stables=[[], [B, "yay"]])
    played(s, "mermaid_unicorn")
    assert "skip" not in legal(s)
    play(s, f"pick 1 {B}")
    assert mine(s, 1) == [B] and s.stables[1] == ["yay"]
    s = table(2, hands=[["mermaid_unicorn"], []], stables=[["yay"], [B]], mermaid_older_print=True)
    played(s, "mermaid_unicorn")
    assert legal(s) == ["pick 0 mermaid_unicorn", "pick 0 yay", f"pick 1 {B}", "skip"]


def test_mother_goose_brings_a_baby() -> None:
    s = table(2, hands=[["mother_goose_unicorn"], []])
    played(s, "mother_goose_unicorn")
    assert len(legal(s)) == 14
    play(s, "take baby_narwhal")
    assert "baby_narwhal" in s.stables[0] and "baby_narwhal" not in s.nursery


def test_unicorn_oracle_keeps_one_of_three_and_orders_the_rest() -> None:
    s = table(
        2,
        hands=[["unicorn_oracle"], []],
        deck=[FILLER, "yay", "neigh", "slowdown", "broken_stable"],
    )
    played(s, "unicorn_oracle")  # the draw took FILLER; top three: yay, neigh, slowdown
    assert legal(s) == ["take neigh", "take slowdown", "take yay"]
    assert s.view(0).data["top"] == ["slowdown", "neigh", "yay"] and "top" not in s.view(1).data
    play(s, "take neigh", "take slowdown")
    # Slowdown went back on top: the next player's draw takes it
    assert "neigh" in s.hands[0] and s.hands[1] == ["slowdown"] and s.deck[-1] == "yay"


def test_necromancer_discards_two_unicorns_then_brings_one_back() -> None:
    s = table(
        2,
        hands=[["necromancer_unicorn", B, "narwhal"], []],
        deck=["yay"] * 3,
        discard=["rhinocorn"],
    )
    played(s, "necromancer_unicorn")
    assert legal(s) == [f"hand {B}", "hand narwhal", "skip"]
    play(s, f"hand {B}", "hand narwhal")
    assert kinds(s) == "from_discard"
    assert f"take {B}" in legal(s) and "take rhinocorn" in legal(s)
    play(s, "take rhinocorn")
    assert s.stables[0] == ["necromancer_unicorn", "rhinocorn"]
    s = table(2, hands=[["necromancer_unicorn", B], []], deck=["yay"] * 3, discard=["rhinocorn"])
    played(s, "necromancer_unicorn")
    # one Unicorn in hand: the cost cannot be paid, but the seat is still asked (a
    # hand's contents must not show in whether it is asked)
    assert legal(s) == ["skip"]


def test_dark_angel_sacrifices_then_brings_back_but_not_itself() -> None:
    s = table(2, hands=[["dark_angel_unicorn"], []], stables=[[B], []], discard=["narwhal"])
    played(s, "dark_angel_unicorn")
    play(s, "pick 0 dark_angel_unicorn")
    assert s.stables[0] == [B, "narwhal"]  # not itself: the narwhal was the only choice
    s = table(2, hands=[["dark_angel_unicorn"], []], stables=[[B], []], discard=["narwhal"])
    played(s, "dark_angel_unicorn")
    play(s, f"pick 0 {B}")
    assert legal(s) == [f"take {B}", "take narwhal"]


# -- Magic -------------------------------------------------------------------------------------
def test_unicorn_poison_destroys_a_unicorn_only() -> None:
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], ["yay"]])
    assert not [a for a in legal(s) if "poison" in a]


def test_back_kick_returns_then_the_owner_discards() -> None:
    s = table(2, hands=[["back_kick"], ["neigh", "yay"]], stables=[[], [B, "slowdown"]])
    played(s, "back_kick", 1)
    play(s, f"pick 1 {B}")
    assert s.to_act == 1 and legal(s) == [f"hand {B}", "hand neigh", "hand yay"]
    play(s, "hand yay")
    assert mine(s, 1) == [B, "neigh"] and s.stables[1] == ["slowdown"]


def test_glitter_tornado_returns_one_card_of_every_stable() -> None:
    s = table(3, hands=[["glitter_tornado"], [], []], stables=[[B, "yay"], [], [BABY, "slowdown"]])
    played(s, "glitter_tornado", None)
    assert legal(s) == [f"pick 0 {B}", "pick 0 yay"]
    play(s, "pick 0 yay", f"pick 2 {BABY}")  # seat 1 has nothing to return
    assert "yay" in s.hands[0] and BABY in s.nursery and s.stables[2] == ["slowdown"]
    s = table(
        2,
        hands=[["glitter_tornado"], []],
        stables=[[B, "yay"], [B, "slowdown"]],
        glitter_tornado_chooser="owner",
    )
    played(s, "glitter_tornado", None)
    play(s, "pick 0 yay")
    assert s.to_act == 1


def test_unicorn_swap_moves_then_steals_from_the_same_player() -> None:
    s = table(3, hands=[["unicorn_swap"], [], []], stables=[[B, "narwhal"], [BLUE], ["rhinocorn"]])
    assert "play unicorn_swap 1" in legal(s) and "play unicorn_swap 2" in legal(s)
    played(s, "unicorn_swap", 1)
    play(s, f"pick 0 {B}")
    # the moved Unicorn cannot be stolen back: the only other one is taken unasked
    assert s.stables[0] == ["narwhal", BLUE] and s.stables[1] == [B]


def test_re_target_moves_an_upgrade_or_downgrade() -> None:
    s = table(3, hands=[["re_target"], [], []], stables=[["slowdown"], ["yay"], []])
    played(s, "re_target", None)
    assert legal(s) == ["pick 0 slowdown", "pick 1 yay"]
    play(s, "pick 0 slowdown", "seat 2")
    assert s.stables == [[], ["yay"], ["slowdown"]]


def test_unfair_bargain_swaps_hands() -> None:
    s = table(2, hands=[["unfair_bargain", "neigh"], ["yay"]])
    played(s, "unfair_bargain", 1)
    assert mine(s, 1) == ["neigh"] and s.hands[0] == ["yay"]


def test_two_for_one_sacrifices_then_destroys_two() -> None:
    s = table(3, hands=[["two_for_one"], [], []], stables=[["slowdown"], [B], ["yay"]])
    played(s, "two_for_one", None)  # the only card to sacrifice goes unasked
    play(s, f"pick 1 {B}")
    assert s.stables == [[], [], []] and {"slowdown", B, "yay"} <= set(s.discard)
    s = table(
        2,
        hands=[["two_for_one"], []],
        stables=[["slowdown"], [B]],
        two_for_one_needs_two_targets=True,
    )
    assert "play two_for_one" not in legal(s)
    s = table(2, hands=[["two_for_one"], []], stables=[[], [B, BLUE]])
    assert "play two_for_one" not in legal(s)  # nothing to sacrifice: a requirement


def test_targeted_destruction_destroys_an_upgrade_or_sacrifices_a_downgrade() -> None:
    s = table(
        2, hands=[["targeted_destruction"], []], stables=[["broken_stable"], ["rainbow_aura"]]
    )
    played(s, "targeted_destruction", None)
    assert legal(s) == ["pick 1 rainbow_aura", "pick 0 broken_stable"]
    play(s, "pick 1 rainbow_aura")
    assert "rainbow_aura" in s.discard


def test_mystical_vortex_everyone_discards_then_the_pile_goes_into_the_deck() -> None:
    s = table(
        2,
        hands=[["mystical_vortex", "neigh"], ["yay"]],
        deck=["slowdown", "broken_stable"],
        discard=["rhinocorn"],
    )
    played(s, "mystical_vortex", None)
    play(s, "hand neigh", "hand yay")
    # the pile went into the deck, seat 1 has drawn one of it for its turn
    assert sorted(s.deck + s.hands[1]) == ["broken_stable", "neigh", "rhinocorn", "yay"]
    assert s.discard == ["mystical_vortex"]


def test_good_deal_draws_three_then_discards_one() -> None:
    s = table(2, hands=[["good_deal"], []], deck=[FILLER, "yay", "neigh", "slowdown"])
    played(s, "good_deal", None)
    assert kinds(s) == "discard" and len(s.hands[0]) == 4


def test_shake_up_shuffles_hand_and_pile_into_the_deck_then_draws_five() -> None:
    s = table(2, hands=[["shake_up", "yay"], []], deck=["neigh"] * 4, discard=["rhinocorn"])
    played(s, "shake_up", None)
    assert len(s.hands[0]) == 5 and s.discard == [] and len(s.deck) == 1
    assert "shake_up" in s.hands[0] + s.deck + s.hands[1]


def test_blatant_thievery_looks_at_a_hand_and_takes_a_card() -> None:
    s = table(3, hands=[["blatant_thievery"], ["neigh", "yay"], []])
    played(s, "blatant_thievery", 1)
    assert legal(s) == ["take neigh", "take yay"]
    assert s.view(0).data["looking"] == ["neigh", "yay"] and "looking" not in s.view(2).data
    play(s, "take yay")
    assert "yay" in s.hands[0] and mine(s, 1) == ["neigh"]


def test_reset_button_everyone_sacrifices_up_and_downgrades() -> None:
    s = table(
        2, hands=[["reset_button"], []], stables=[["yay", B], ["slowdown"]], discard=["neigh"]
    )
    played(s, "reset_button", None)
    assert s.stables == [[B], []]
    back = s.deck + s.hands[1]
    assert {"neigh", "yay", "slowdown"} <= set(back) and len(back) == 22
    assert s.discard == ["reset_button"]


def test_kiss_of_life_brings_a_unicorn_from_the_pile_and_its_enter_effect_fires() -> None:
    s = table(2, hands=[["kiss_of_life"], []], discard=["greedy_flying_unicorn"], deck=["yay"] * 3)
    played(s, "kiss_of_life", None)
    assert s.stables[0] == ["greedy_flying_unicorn"] and s.hands[0] == ["yay", "yay"]


# -- Upgrades ------------------------------------------------------------------------------------
def test_glitter_bomb_sacrifices_then_destroys() -> None:
    s = table(2, stables=[["glitter_bomb"], ["yay", "rainbow_aura"]])
    play(s, "pick 0 glitter_bomb")
    assert legal(s) == ["pick 1 rainbow_aura", "pick 1 yay"]


def test_rainbow_aura_protects_unicorns_from_destroy_not_sacrifice() -> None:
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], ["rainbow_aura", B]])
    assert not [a for a in legal(s) if "poison" in a]
    s = table(2, hands=[["extremely_destructive_unicorn"], []], stables=[[], ["rainbow_aura", B]])
    played(s, "extremely_destructive_unicorn")
    assert s.stables[1] == ["rainbow_aura"]


def test_claw_machine_discards_then_draws() -> None:
    s = table(2, hands=[["neigh"], []], stables=[["claw_machine"], []], deck=["yay"] * 3)
    assert legal(s) == ["hand neigh", "skip"]
    play(s, "hand neigh")
    assert s.hands[0] == ["yay", "yay"]
    s = table(2, stables=[["claw_machine"], []], deck=["yay"] * 3)
    assert kinds(s) == "action" and s.hands[0] == ["yay"]  # nothing to discard: no draw


def test_stable_artillery_discards_two_then_destroys() -> None:
    s = table(2, hands=[["neigh", "yay"], []], stables=[["stable_artillery"], [B, BLUE]])
    play(s, "hand neigh", "hand yay")
    assert legal(s) == [f"pick 1 {BLUE}", f"pick 1 {B}"]
    s = table(2, hands=[["neigh"], []], stables=[["stable_artillery"], [B]])
    assert kinds(s) == "action"  # one card is not enough to pay


def test_rainbow_lasso_discards_three_then_steals() -> None:
    s = table(2, hands=[["neigh", "yay", "slowdown"], []], stables=[["rainbow_lasso"], [B, BLUE]])
    play(s, "hand neigh", "hand yay", "hand slowdown", f"pick 1 {B}")
    assert B in s.stables[0]


def test_caffeine_overload_sacrifices_then_draws_two() -> None:
    s = table(2, stables=[["caffeine_overload", B], []], deck=["yay"] * 4)
    play(s, f"pick 0 {B}")
    assert s.hands[0] == ["yay"] * 3  # two from the effect, one from the draw phase


# -- Downgrades -----------------------------------------------------------------------------------
def test_barbed_wire_discards_when_a_unicorn_enters_or_leaves() -> None:
    s = table(2, hands=[["rhinocorn", "neigh", "yay"], []], stables=[["barbed_wire"], []])
    played(s, "rhinocorn")
    assert kinds(s) == "discard" and s.to_act == 0
    play(s, "hand yay")
    s = table(2, hands=[["seductive_unicorn", "neigh"], ["yay"]], stables=[[], ["barbed_wire", B]])
    played(s, "seductive_unicorn")
    play(s, "hand neigh", "hand yay")  # the steal (one choice) unasked, then seat 1 discards
    assert mine(s, 1) == [] and "yay" in s.discard  # stolen: it left the wired stable


def test_sadistic_ritual_sacrifices_then_draws() -> None:
    s = table(2, stables=[["sadistic_ritual", B], []], deck=["yay"] * 4)
    assert B in s.discard and s.hands[0] == ["yay", "yay"]
    s = table(2, stables=[["sadistic_ritual"], []], deck=["yay"] * 4)
    assert s.hands[0] == ["yay"]  # no Unicorn to sacrifice: no draw


def test_nanny_cam_shows_the_hand_to_everyone() -> None:
    s = table(2, hands=[[], ["neigh"]], stables=[[], ["nanny_cam"]])
    assert s.view(0).data["open_hands"] == {"1": ["neigh"]}
    assert s.view(None).data["open_hands"] == {"1": ["neigh"]}


def test_broken_stable_stops_upgrades() -> None:
    s = table(2, hands=[["yay"], []], stables=[["broken_stable"], []])
    assert not [a for a in legal(s) if "yay" in a]


def test_blinding_light_silences_unicorns_entering() -> None:
    s = table(
        2, hands=[["greedy_flying_unicorn"], []], stables=[["blinding_light"], []], deck=["yay"] * 3
    )
    played(s, "greedy_flying_unicorn")
    assert s.hands[0] == ["yay"]  # the draw phase's card only


def test_tiny_stable_sacrifices_down_to_five_first() -> None:
    five = [B, BLUE, "narwhal", BABY, "basic_unicorn_green"]
    s = table(2, hands=[["rhinocorn"], []], stables=[[*five, "tiny_stable"], []])
    played(s, "rhinocorn")
    assert kinds(s) == "tiny" and len(legal(s)) == 6
    play(s, "pick 0 rhinocorn")
    assert rules.scores(s)[0] == 5


def test_tiny_stable_counts_a_stolen_unicorn() -> None:
    five = [B, BLUE, "narwhal", BABY, "basic_unicorn_green"]
    s = table(
        2,
        hands=[["neigh", "yay", "slowdown"], []],
        stables=[[*five, "tiny_stable", "rainbow_lasso"], ["rhinocorn"]],
    )
    play(s, "hand neigh", "hand yay", "hand slowdown")
    assert kinds(s) == "tiny" and "pick 0 rhinocorn" in legal(s)


FIVE = [B, BLUE, "narwhal", BABY, "basic_unicorn_green"]


def test_tiny_stable_counts_again_when_pandamonium_leaves_a_stable_of_pandas() -> None:
    """Tiny Stable: "if at any time you have more than 5 Unicorns, SACRIFICE a Unicorn
    card" (cards §5.5: "a mandatory status check. It resolves before anything else"): the
    Pandas turn back into six Unicorns with no Unicorn entering, and the check still runs."""
    s = table(
        2,
        hands=[["targeted_destruction"], []],
        stables=[[*FIVE, "basic_unicorn_yellow", "pandamonium", "tiny_stable"], []],
    )
    assert rules.scores(s)[0] == 0
    played(s, "targeted_destruction", None)
    play(s, "pick 0 pandamonium")
    assert kinds(s) == "tiny" and s.to_act == 0 and rules.scores(s)[0] == 6
    play(s, f"pick 0 {B}")
    assert rules.scores(s)[0] == 5 and kinds(s) != "tiny"


def test_tiny_stable_counts_ginormous_as_two_when_blinding_light_leaves() -> None:
    """Tiny Stable, "if at any time you have more than 5 Unicorns" (Ginormous counts 2):
    blinded, Ginormous Unicorn counts one; once Blinding Light leaves it counts two and
    the stable is over the limit."""
    four = [B, BLUE, "narwhal", BABY]
    s = table(
        2,
        hands=[["targeted_destruction"], []],
        stables=[["ginormous_unicorn", *four, "blinding_light", "tiny_stable"], []],
    )
    assert rules.scores(s)[0] == 5
    played(s, "targeted_destruction", None)
    play(s, "pick 0 blinding_light")
    assert kinds(s) == "tiny" and rules.scores(s)[0] == 6
    play(s, "pick 0 ginormous_unicorn")
    assert rules.scores(s)[0] == 4


def test_tiny_stable_is_checked_once_an_instruction_on_several_cards_is_done() -> None:
    """Reset Button: «every player SACRIFICEs all Upgrade and Downgrade cards» is one
    instruction. Pandamonium and Tiny Stable leave in it together; the count is looked at
    when it is done, and by then no Tiny Stable asks for a sacrifice."""
    s = table(
        2,
        hands=[["reset_button"], []],
        stables=[[], [*FIVE, "basic_unicorn_yellow", "pandamonium", "tiny_stable"]],
    )
    played(s, "reset_button", None)
    assert kinds(s) != "tiny" and rules.scores(s)[1] == 6 and "tiny_stable" in s.deck


def test_tiny_stable_arriving_in_a_full_stable_checks_at_once() -> None:
    """Tiny Stable played into a stable of six: "if at any time you have more than 5"."""
    s = table(2, hands=[["tiny_stable"], []], stables=[[], [*FIVE, "basic_unicorn_yellow"]])
    played(s, "tiny_stable", 1)
    assert kinds(s) == "tiny" and s.to_act == 1


@pytest.mark.parametrize("win_check", ["end_of_chain", "immediate"])
def test_tiny_stable_owner_cannot_win(win_check: str) -> None:
    """Tiny Stable (cards §5.5): "The owner cannot win while it is there." Seven Unicorns
    appear at once when Pandamonium leaves (default win check) or when Ginormous enters a
    stable of five (``win_check = immediate``, which checks before any step resolves):
    the owner sacrifices down to five and does not win."""
    s = table(
        2,
        hands=[["targeted_destruction", "ginormous_unicorn"], []],
        stables=[[*FIVE, "basic_unicorn_yellow", B, "pandamonium", "tiny_stable"], []],
        win_check=win_check,
    )
    played(s, "targeted_destruction", None)
    play(s, "pick 0 pandamonium")
    assert not s.is_over and kinds(s) == "tiny" and rules.scores(s)[0] == 7
    play(s, f"pick 0 {B}", f"pick 0 {B}")
    assert not s.is_over and rules.scores(s)[0] == 5
    s = table(
        2,
        hands=[["ginormous_unicorn"], []],
        stables=[[*FIVE, "tiny_stable"], []],
        win_check=win_check,
    )
    played(s, "ginormous_unicorn")
    assert not s.is_over and kinds(s) == "tiny" and rules.scores(s)[0] == 7


@pytest.mark.parametrize(
    ("stable", "target", "instead"),
    [
        (["unicorn_phoenix", B], "unicorn_phoenix", "hand yay"),
        (["black_knight_unicorn", BLUE, B], BLUE, "pick 1 black_knight_unicorn"),
    ],
)
@pytest.mark.parametrize("needs_two", [False, True])
def test_two_for_one_never_destroys_the_same_card_twice(
    stable: list[str], target: str, instead: str, needs_two: bool
) -> None:
    """Two-For-One: "DESTROY two cards (... never the same card twice)" (cards §2), and
    "the same card cannot be chosen twice within one link" (§5.3): when a replacement
    (Unicorn Phoenix discards instead, Black Knight is sacrificed instead) keeps the first
    target in play, the second card destroyed is another one (here the only other: it
    goes unasked)."""
    s = table(
        2,
        hands=[["two_for_one"], ["yay"]],
        stables=[["slowdown"], stable],
        two_for_one_needs_two_targets=needs_two,
    )
    played(s, "two_for_one", None)
    play(s, f"pick 1 {target}")
    assert kinds(s) == "replace" and s.to_act == 1
    play(s, instead)
    assert target in s.stables[1] and B in s.discard and B not in s.stables[1]


def test_two_for_one_may_pick_a_second_copy_of_a_kept_card() -> None:
    """Copies are different cards: Black Knight keeps one Basic Unicorn, the other copy of
    the same Basic Unicorn may still be the second card destroyed."""
    s = table(
        2,
        hands=[["two_for_one"], []],
        stables=[["slowdown"], ["black_knight_unicorn", B, B]],
    )
    played(s, "two_for_one", None)
    play(s, f"pick 1 {B}", "pick 1 black_knight_unicorn")
    assert s.stables[1] == [B] and s.discard.count(B) == 1


def test_pandamonium_pandas_cannot_be_targeted_as_unicorns() -> None:
    s = table(2, hands=[["unicorn_poison"], []], stables=[[], ["pandamonium", B]])
    assert not [a for a in legal(s) if "poison" in a]
    s = table(2, hands=[["two_for_one"], []], stables=[["yay"], ["pandamonium", B]])
    played(s, "two_for_one", None)
    play(s, "pick 1 pandamonium")
    assert s.stables[1] == [] and rules.scores(s) == [0, 0]


def test_double_dutch_and_yay_and_slowdown_are_passives_in_force() -> None:
    s = table(2, stables=[["double_dutch", "yay"], ["slowdown"]])
    assert s.plays_left == 2
    assert fx.holds(s, 0, "cannot_be_neighed") and fx.holds(s, 1, "cannot_neigh")


def test_neigh_and_super_neigh_are_instants_only() -> None:
    s = table(2, hands=[["neigh", "super_neigh"], []])
    assert not [a for a in legal(s) if "neigh" in a]


def test_every_card_is_named_in_a_test() -> None:
    text = Path(__file__).read_text("utf-8") + Path(__file__).with_name("test_rules.py").read_text(
        "utf-8"
    )
    missing = [c.id for c in CARDS if c.effects and c.kind not in ("baby",) and c.id not in text]
    assert missing == []


def test_a_search_or_a_bring_from_hand_is_asked_even_with_nothing_to_find() -> None:
    # whether the seat is asked must not tell the table what the deck or the hand holds
    s = table(2, hands=[["shabby_the_narwhal"], []], deck=["neigh", "yay", "yay"])
    played(s, "shabby_the_narwhal")
    assert legal(s) == ["skip"] and s.to_act == 0
    s = table(2, hands=[["rainbow_unicorn"], []], deck=["neigh", "yay"])
    played(s, "rainbow_unicorn")
    assert legal(s) == ["skip"]
    s = table(2, hands=[["mother_goose_unicorn"], []], nursery=[])
    played(s, "mother_goose_unicorn")
    assert s.current == 1  # an empty nursery is public: nothing is asked
