"""End-of-age scoring and battles with the rulebook's numbers (kingdoms.ru.md «Конец
эпохи», «Битвы», «Вариант мирного соглашения»; kingdoms.data.md §3.2, §4.1, §4.3)."""

from __future__ import annotations

from stil.games.kingdoms.board import beats
from stil.games.kingdoms.cards import CARD

from .conftest import events, k, legal, play, put, score_age, table

FILL = ["frog_1", "frog_2", "frog_3", "frog_4", "frog_5", "frog_6", "frog_7", "frog_8"]
TOKENS_8 = ((5, 6, 7), (5, 6, 7), (6, 7, 8), (7, 8, 9), (8, 9, 10))


def four(**options: object):
    hands = [
        ["owl_6", "owl_4", "owl_2", "owl_8"],
        ["bee_3", "bee_5", "bee_2", "bee_1"],
        ["wolf_6", "wolf_7", "wolf_2", "wolf_3"],
        ["tiger_1", "tiger_2", "tiger_3", "tiger_4"],
    ]
    return table(4, hands=hands, deck=FILL, tokens=TOKENS_8, **options)


def test_kt01_four_players_8_3_3_1() -> None:
    s = four()
    s.tokens[k(7)] = [8, 9, 10]
    put(s, 7, 0, n=3)  # Anya
    put(s, 7, 1, n=2)  # Borya
    put(s, 7, 2, n=1, capital=True)  # Valera: the capital counts
    put(s, 7, 3, n=1)  # Galya
    score_age(s)
    assert s.score == [8, 3, 3, 1]
    assert s.tokens[k(7)] == [9, 10]


def test_kt02_nobody_without_pieces_scores() -> None:
    s = four()
    put(s, 6, 0, n=4)
    put(s, 6, 1, n=1)
    put(s, 6, 2, n=1)
    s.tokens[k(6)] = [6, 7, 8]
    score_age(s)
    assert s.score == [6, 3, 3, 0]


def test_kt03_second_and_third_places() -> None:
    s = four()
    put(s, 8, 0, n=3)
    put(s, 8, 1, n=2)
    put(s, 8, 2, n=1)
    put(s, 8, 3, n=1)
    s.tokens[k(8)] = [7, 9, 10]
    score_age(s)
    assert s.score == [7, 3, 1, 1]


def test_council_pieces_count_for_the_majority() -> None:
    s = four()
    put(s, 5, 0, n=1, council=1)
    put(s, 5, 1, n=1)
    score_age(s)
    assert s.score[:2] == [5, 3]


def test_kt30_one_beats_eight_and_kt31_a_boosted_eight_still_loses_to_one() -> None:
    assert beats(1, 8) and not beats(8, 1)
    assert beats(1, 6 + 2) and beats(1, 10)
    assert not beats(1 + 2, 8) and beats(8, 3)  # kt-35: a boosted 1 is a 3
    assert beats(3, 8, x_is_one=True)  # …unless the printed rank decides
    assert beats(7, 6) and not beats(6, 6)


def two_way(**options: object):
    s = four(**options)
    put(s, 6, 0, n=2)
    put(s, 6, 2, n=2)
    put(s, 6, 3, n=1)
    put(s, 8, 1, n=1)  # a second battle later keeps the age from ending under the test
    put(s, 8, 3, n=1)
    return score_age(s)


def test_a_tie_for_first_starts_a_battle_with_face_down_cards() -> None:
    s = two_way()
    assert s.step == "battle" and s.decision.kind == "battle" and s.to_act == 0
    assert legal(s) == ["battle owl_2", "battle owl_4", "battle owl_6", "battle owl_8"]
    s.apply("battle owl_8")
    assert s.to_act == 2
    other = s.view(2).data["pending"]
    assert other["choice"] == [True, False] and other["own_choice"] is None
    assert "owl_8" not in str(s.view(2).data["pending"]) and "owl_8" not in str(s.events(2))
    assert s.view(0).data["pending"]["own_choice"] == "owl_8"


def test_battle_winner_takes_the_token_loser_3_and_a_modifier_next_group_1() -> None:
    s = two_way()
    play(s, "battle owl_8", "battle wolf_7")
    assert s.score == [6, 0, 3, 1]
    assert s.mods == [0, 0, 1, 0] and s.mod_supply == 17
    assert s.decision.params["kingdom"] == 8
    assert s.tokens[k(6)] == [7, 8]
    assert CARD["owl_8"] in s.discard and CARD["wolf_7"] in s.discard
    assert len(s.hands[0]) == 4 and len(s.hands[2]) == 4  # both drew up to 4


def test_one_beats_eight_in_battle() -> None:
    s = four()
    put(s, 6, 0, n=2)
    put(s, 6, 1, n=2)
    score_age(s)
    play(s, "battle owl_8", "battle bee_1")
    assert s.score[:2] == [3, 6] and s.mods[0] == 1


def test_a_tied_reveal_fights_on_and_kt33_four_ties_share_first() -> None:
    hands = [["owl_2", "owl_4", "owl_6", "owl_8"], ["bee_2", "bee_4", "bee_6", "bee_8"]]
    s = table(3, hands=hands, deck=FILL, tokens=TOKENS_8)
    put(s, 6, 0, n=2)
    put(s, 6, 1, n=2)
    put(s, 6, 2, n=1)
    score_age(s)
    for r in (2, 4, 6, 8):
        assert s.decision.params["round"] == r // 2
        play(s, f"battle owl_{r}", f"battle bee_{r}")
    assert s.score[:3] == [6, 6, 1]  # both the full token; the next group 1 (A16)
    assert s.tokens[k(6)] == [7, 8]  # removed once
    assert s.mods == [0, 0, 0]


def test_shared_first_next_group_option() -> None:
    hands = [["owl_2", "owl_4", "owl_6", "owl_8"], ["bee_2", "bee_4", "bee_6", "bee_8"]]
    s = table(3, hands=hands, deck=FILL, tokens=TOKENS_8, after_shared_first_next_group=3)
    put(s, 6, 0, n=2)
    put(s, 6, 1, n=2)
    put(s, 6, 2, n=1)
    score_age(s)
    for r in (2, 4, 6, 8):
        play(s, f"battle owl_{r}", f"battle bee_{r}")
    assert s.score[2] == 3


def test_kt32_the_rulebooks_three_way_battle() -> None:
    s = four()
    s.tokens[k(7)] = [9, 10, 10]
    for seat in (0, 1, 2):
        put(s, 7, seat, n=2)
    put(s, 7, 3, n=1)
    put(s, 8, 0, n=1)  # a battle in K8 follows
    put(s, 8, 3, n=1)
    score_age(s)
    play(s, "battle owl_6", "battle bee_3", "battle wolf_6")  # Borya is out
    assert s.decision.kind == "battle" and s.to_act == 0 and s.decision.params["round"] == 2
    play(s, "battle owl_4", "battle wolf_7")  # Valera wins
    assert s.score == [3, 3, 9, 1]
    assert s.mods == [1, 1, 0, 0]
    assert s.decision.params["kingdom"] == 8
    assert all(CARD[c] in s.discard for c in ("owl_6", "bee_3", "wolf_6", "owl_4", "wolf_7"))
    assert [len(h) for h in s.hands[:3]] == [4, 4, 4]


def test_kt34_a_cycle_of_three_reveals_again() -> None:
    hands = [["owl_1", "owl_4"], ["bee_8", "bee_4"], ["wolf_5", "wolf_7"]]
    s = table(3, hands=hands, deck=FILL, tokens=TOKENS_8)
    for seat in range(3):
        put(s, 6, seat, n=1)
    s.hands = [sorted(CARD[c] for c in h) for h in hands]
    score_age(s)
    play(s, "battle owl_1", "battle bee_8", "battle wolf_5")
    assert s.step == "battle" and s.decision.params["round"] == 2
    assert s.pending["alive"] == [True, True, True]
    ig = table(3, hands=hands, deck=FILL, tokens=TOKENS_8, cycle_resolution="ignore_exception")
    for seat in range(3):
        put(ig, 6, seat, n=1)
    ig.hands = [sorted(CARD[c] for c in h) for h in hands]
    score_age(ig)
    play(ig, "battle owl_1", "battle bee_8", "battle wolf_5")
    assert ig.score == [3, 6, 3]


def test_modifiers_alternate_after_the_reveal_until_everyone_passes() -> None:
    s = two_way()
    s.mods = [2, 0, 1, 0]
    s.mod_supply = 15
    s._legal = None
    play(s, "battle owl_6", "battle wolf_7")
    # seat 0's 6 is losing, so seat 0 acts first
    assert s.decision.kind == "boost" and s.to_act == 0
    assert legal(s) == ["boost 1", "boost 2", "pass"]
    s.apply("boost 1")  # 8 now beats 7
    assert s.to_act == 2
    s.apply("boost 1")  # 9
    assert s.to_act == 0 and legal(s) == ["boost 1", "pass"]
    s.apply("boost 1")  # 10; nobody holds a token any more: the window closes
    assert s.decision.params["kingdom"] == 8
    assert s.score[0] == 6 and s.score[2] == 3
    assert s.mods == [0, 0, 1, 0]  # seat 2 lost: +1; the three used went back
    assert s.mod_supply == 15 - 1 + 3


def test_sealed_bid_modifiers_hide_each_bid_until_all_are_in() -> None:
    s = two_way(modifier_protocol="sealed_bid")
    s.mods = [1, 0, 2, 0]
    s.mod_supply = 15
    s._legal = None
    play(s, "battle owl_6", "battle wolf_7")
    assert s.decision.kind == "boost" and s.to_act == 0
    s.apply("boost 1")
    assert s.view(2).data["pending"]["bids"] == [True, False]
    assert s.view(2).data["mods"][0] == 1  # nothing shows until all bids are in
    s.apply("boost 2")
    # 6+2 = 8 against 7+4 = 11
    assert s.score[2] == 6 and s.score[0] == 3


def test_used_modifiers_removed_from_the_game_option() -> None:
    s = two_way(used_modifier_destination="removed")
    s.mods = [1, 0, 0, 0]
    s.mod_supply = 17
    s._legal = None
    play(s, "battle owl_6", "battle wolf_7", "boost 1")
    assert s.mod_supply == 16  # the used one is gone; seat 2 lost and took one


def test_printed_rank_option_keeps_a_boosted_ones_power() -> None:
    s = four(one_beats_eight_uses="printed_rank")
    put(s, 6, 0, n=2)
    put(s, 6, 1, n=2)
    s.mods = [0, 1, 0, 0]
    s.mod_supply = 17
    score_age(s)
    play(s, "battle owl_8", "battle bee_1", "boost 1")
    assert s.score[1] == 6


def test_an_empty_modifier_supply_hands_out_nothing() -> None:
    s = two_way()
    s.mod_supply = 0
    play(s, "battle owl_8", "battle wolf_7")
    assert s.mods[2] == 0
    u = two_way(modifier_supply="unlimited")
    u.mod_supply = 0
    play(u, "battle owl_8", "battle wolf_7")
    assert u.mods[2] == 1


def test_kt37_peace_variant_capital_holder_wins_the_tie() -> None:
    s = four(peace_variant=True)
    s.tokens[k(8)] = [8, 9, 10]
    put(s, 8, 0, n=2, capital=True)
    put(s, 8, 1, n=3)
    put(s, 8, 2, n=2)
    score_age(s)
    assert s.score[:3] == [8, 3, 1]
    assert not events(s, "battle")


def test_peace_variant_without_the_capital_shares_first() -> None:
    s = four(peace_variant=True)
    put(s, 8, 0, n=3)
    put(s, 8, 1, n=3)
    put(s, 8, 2, n=2)
    score_age(s)
    assert s.score[:3] == [8, 8, 1]


def test_kingdoms_are_scored_from_the_smallest_clockwise() -> None:
    s = four()
    for size in (8, 4, 6):
        put(s, size, 0, n=1)
    score_age(s)
    order = [e["kingdom"] for e in events(s, "score")]
    assert order == [4, 6, 8]
    r = four(ring_order="4-8-7-6-5")
    for size in (8, 4, 6):
        put(r, size, 0, n=1)
    score_age(r)
    assert [e["kingdom"] for e in events(r, "score")] == [4, 8, 6]


def test_battles_follow_scoring_order_and_scoring_resumes_after_each() -> None:
    s = four()
    put(s, 4, 0, n=1)
    put(s, 4, 1, n=1)
    put(s, 5, 2, n=1)
    score_age(s)
    assert s.decision.params["kingdom"] == 4
    play(s, "battle owl_8", "battle bee_5")
    assert s.score == [5, 3, 5, 0] and s.age == 2


def test_kt31_a_plus_two_raising_a_six_to_eight_loses_to_a_one() -> None:
    s = four()
    put(s, 6, 0, n=2)
    put(s, 6, 1, n=2)
    put(s, 8, 2, n=1)  # a later battle keeps the age open
    put(s, 8, 3, n=1)
    s.mods = [1, 0, 0, 0]
    s.mod_supply = 17
    score_age(s)
    play(s, "battle owl_6", "battle bee_1")
    assert s.decision.kind == "boost" and s.to_act == 0  # the 6 beats the 1, for now
    s.apply("boost 1")
    assert s.score[:2] == [3, 6]
    assert s.mods[:2] == [1, 0]  # seat 0 lost: its used token went back, it takes a new one
