"""Turns, claims, capitals, rallies, retreats and the flow of ages (kingdoms.ru.md, «Ход
игры», «Конец эпохи», «Обновление царств», «Новый первый игрок»; kingdoms.data.md §3.1)."""

from __future__ import annotations

import pytest

import stil
from stil.core import IllegalAction
from stil.games.kingdoms import rules
from stil.games.kingdoms.cards import CARD, EDICTS
from stil.games.kingdoms.state import KingdomsState

from .conftest import events, k, legal, play, put, score_age, table

HAND = ["bee_2", "bee_4", "bee_6", "bee_8"]
DECK = ["wolf_1", "wolf_2", "wolf_3", "wolf_4", "wolf_5", "wolf_6", "wolf_7", "wolf_8"]


def test_setup_deals_the_components() -> None:
    s = stil.game("kingdoms").new(players=4, seed=3)
    assert isinstance(s, KingdomsState)
    assert [len(h) for h in s.hands] == [4] * 4
    assert len(s.deck) == 64 - 16
    assert len(s.edicts) == 5 and len(s.edict_deck) == 25
    assert sorted(v for t in s.tokens for v in t) == [5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 10, 10]
    assert all(t == sorted(t) and len(t) == 3 for t in s.tokens)
    assert len(s.retreat_pool) == 3 and set(s.retreat_pool) <= {2, 3, 4, 5}
    assert s.supply == [18] * 4 and s.mod_supply == 18
    assert s.first == s.current


def test_first_player_is_drawn_from_the_seed_or_named_by_the_host() -> None:
    firsts = {stil.game("kingdoms").new(players=5, seed=x).first for x in range(40)}
    assert firsts == set(range(5))
    s = stil.game("kingdoms").new(players=3, seed=1, options={"first_player": "host_choice"})
    assert s.decision.kind == "first" and s.to_act == 0
    assert legal(s) == ["first 0", "first 1", "first 2"]
    s.apply("first 2")
    assert s.current == s.first == 2 and s.decision.kind == "turn"


def test_claim_plays_the_card_places_a_piece_and_refills() -> None:
    s = table(3, hands=[HAND], deck=DECK)
    s.apply("claim bee_6 7")
    assert s.cards[k(7)] == [CARD["bee_6"]]
    assert s.ordinary[k(7)] == [1, 0, 0] and s.supply[0] == 17
    assert CARD["wolf_1"] in s.hands[0] and len(s.hands[0]) == 4
    assert s.current == 1


def test_turn_passes_clockwise_skipping_retreated_players() -> None:
    s = table(3, hands=[HAND], deck=DECK)
    s.retreated[1] = True
    s.apply("claim bee_2 4")
    assert s.current == 2


def test_capital_only_when_every_other_territory_is_taken() -> None:
    s = table(2, hands=[HAND], deck=DECK, edicts=["E04"] * 5)
    put(s, 4, 1, n=2)
    s.apply("claim bee_2 4")
    assert s.capital[k(4)] == -1 and s.ordinary[k(4)] == [1, 2]
    assert s.current == 1
    s.current = 0  # seat 0 again, now K4's capital is free to take (kt-41)
    s._legal = None
    s.apply("claim bee_4 4")
    assert s.capital[k(4)] == 0
    assert s.retreated[0] and len(s.hands[0]) == 4  # drew up to 4 first, then retreated
    assert s.captures == [[0, k(4)]]


def test_kt41_first_to_retreat_takes_a_hidden_retreat_token() -> None:
    s = table(3, hands=[HAND], deck=DECK)
    pool = s.retreat_pool[:]
    s.apply("retreat")
    assert len(s.retreat[0]) == 1 and s.retreat[0][0] in pool
    assert len(s.retreat_pool) == 2
    value = s.retreat[0][0]
    mine = events(s, "retreat_token_value", 0)
    assert mine and mine[0]["value"] == value
    assert not events(s, "retreat_token_value", 1)
    assert s.view(1).data["retreat_values"][0] is None
    s.apply("retreat")  # the second to retreat takes none
    assert s.retreat[1] == []


def test_retreat_token_causes_option() -> None:
    s = table(3, hands=[HAND], deck=DECK, retreat_token_causes="chosen_or_capital")
    s.supply[0] = 1
    s.apply("claim bee_2 5")  # the last piece: out of the age, no token for that
    assert s.retreated[0] and s.retreat[0] == []
    s2 = table(3, hands=[HAND], deck=DECK)
    s2.supply[0] = 1
    s2.apply("claim bee_2 5")
    assert len(s2.retreat[0]) == 1


def test_placing_the_last_piece_retreats_after_drawing() -> None:
    s = table(2, hands=[HAND], deck=DECK)
    s.supply[0] = 1
    s.apply("claim bee_2 5")
    assert s.supply[0] == 0 and s.retreated[0] and len(s.hands[0]) == 4


def test_kt40_rally_scores_one_then_swaps_cards() -> None:
    s = table(2, hands=[HAND], deck=DECK)
    s.apply("rally")
    assert s.score[0] == 1 and s.decision.kind == "rally"
    assert "done" not in legal(s)  # at least one card must go
    s.apply("discard bee_4")
    assert legal(s) == ["discard bee_2", "discard bee_6", "discard bee_8", "done"]
    s.apply("discard bee_8")
    s.apply("done")
    assert len(s.hands[0]) == 4 and {CARD["wolf_1"], CARD["wolf_2"]} <= set(s.hands[0])
    assert s.discard[-2:] == [CARD["bee_4"], CARD["bee_8"]]
    assert s.current == 1


def test_rally_discards_any_cards_in_any_order() -> None:
    """«сбросьте 1–4 карты с руки»: which cards, and in which order they are named, is the
    player's; a card named first does not rule out a lower one (wolf 2 after red panda 7)."""
    hand = ["red_panda_7", "wolf_2", "owl_5", "bee_8"]
    s = table(2, hands=[hand], deck=DECK)
    play(s, "rally", "discard red_panda_7")
    assert sorted(legal(s)) == ["discard bee_8", "discard owl_5", "discard wolf_2", "done"]
    play(s, "discard wolf_2", "done")
    assert s.discard[-2:] == [CARD["red_panda_7"], CARD["wolf_2"]]
    assert [e["card"] for e in events(s, "rally_discard")] == ["red_panda_7", "wolf_2"]
    t = table(2, hands=[hand], deck=DECK)
    play(t, "rally", "discard wolf_2", "discard red_panda_7", "done")
    assert sorted(t.hands[0]) == sorted(s.hands[0])  # the same set, the other order
    with pytest.raises(IllegalAction):
        table(2, hands=[hand], deck=DECK).apply("discard wolf_2")  # not in a rally


def test_rally_discards_four_at_most() -> None:
    """«сбросьте 1–4 карты с руки»: with a hand of six (``pair_edict_draw=exactly_2_extra``)
    the rally still ends after the fourth discard; with four it ends when the hand is empty."""
    six = ["bee_2", "bee_4", "bee_6", "bee_8", "owl_1", "owl_3"]
    s = table(2, hands=[six], deck=DECK, pair_edict_draw="exactly_2_extra")
    play(s, "rally", "discard owl_3", "discard bee_2", "discard owl_1", "discard bee_8")
    assert s.step == "turn" and s.current == 1 and len(s.hands[0]) == 6


def test_rally_with_no_minimum() -> None:
    s = table(2, hands=[HAND], deck=DECK, rally_min_discard=0)
    s.apply("rally")
    assert "done" in legal(s)
    s.apply("done")
    assert s.score[0] == 1 and len(s.hands[0]) == 4


def test_rally_discarding_everything_ends_by_itself() -> None:
    s = table(2, hands=[HAND], deck=DECK)
    play(s, "rally", "discard bee_2", "discard bee_4", "discard bee_6", "discard bee_8")
    assert s.current == 1 and len(s.hands[0]) == 4


def test_rally_is_forbidden_for_everyone_once_anyone_retreated() -> None:
    s = table(3, hands=[HAND], deck=DECK)
    s.apply("retreat")
    assert "rally" not in legal(s)


def test_rally_reshuffles_the_discard_pile_when_the_deck_runs_out() -> None:
    s = table(2, hands=[HAND], reshuffle_on_any_draw=False)
    s.deck = []
    s.discard = [CARD["owl_1"], CARD["owl_2"]]
    play(s, "rally", "discard bee_2", "done")
    assert len(s.hands[0]) == 4 and events(s, "reshuffle")


def test_other_draws_stop_short_without_reshuffle_on_any_draw() -> None:
    s = table(2, hands=[HAND], reshuffle_on_any_draw=False)
    s.deck = []
    s.discard = [CARD["owl_1"]]
    s.apply("claim bee_2 5")
    assert len(s.hands[0]) == 3
    t = table(2, hands=[HAND])
    t.deck = []
    t.discard = [CARD["owl_1"]]
    t.apply("claim bee_2 5")
    assert len(t.hands[0]) == 4


def test_rally_cap_option() -> None:
    s = table(2, hands=[HAND], deck=DECK * 1, max_rallies_per_player_per_age=1)
    play(s, "rally", "discard bee_2", "done")
    s.current = 0
    s._legal = None
    assert "rally" not in legal(s)


def test_no_playable_card_forces_retreat_unless_the_option_allows_a_rally() -> None:
    # every kingdom's edict wants odd ranks; the hand is all even
    forced = table(2, hands=[HAND], deck=DECK, edicts=["E05"] * 5)
    assert legal(forced) == ["retreat"]
    forced.apply("retreat")
    assert events(forced, "retreat")[0]["cause"] == "forced"
    s = table(2, hands=[HAND], deck=DECK, edicts=["E05"] * 5, no_play_forces_retreat=False)
    assert legal(s) == ["rally", "retreat"]


def test_illegal_claim_changes_nothing() -> None:
    s = table(2, hands=[HAND], deck=DECK, edicts=["E05"] * 5)
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply("claim bee_2 4")
    with pytest.raises(IllegalAction):
        s.apply("claim wolf_1 4")  # not in hand
    assert s.to_json() == before


def test_the_age_ends_when_everybody_has_retreated() -> None:
    s = table(2, hands=[HAND], deck=DECK)
    put(s, 5, 0, n=2)
    s.apply("retreat")
    s.apply("retreat")
    assert s.age == 2 and s.score[0] == 5  # K5's leftmost token
    assert events(s, "age_end")


# -- between ages ------------------------------------------------------------------------
def test_kt05_capital_piece_moves_to_the_council_and_stays() -> None:
    s = table(2, hands=[HAND], deck=DECK)
    put(s, 5, 0, n=1, capital=True)
    put(s, 5, 1, n=3)
    score_age(s)
    assert s.age == 2
    assert s.council[k(5)] == [0] and s.capital[k(5)] == -1
    assert s.ordinary[k(5)] == [0, 0]
    assert s.supply == [17, 18]
    assert s.pieces(k(5), 0) == 1


def test_council_move_optional_asks_and_a_declined_piece_returns() -> None:
    s = table(2, hands=[HAND], deck=DECK, council_move="optional")
    put(s, 5, 1, n=1, capital=True)
    put(s, 5, 0, n=3)
    score_age(s)
    assert s.decision.kind == "council" and s.to_act == 1
    s.apply("return")
    assert s.age == 2 and s.council[k(5)] == [] and s.supply == [18, 18]


def test_refresh_reshuffles_everything_and_deals_new_edicts() -> None:
    s = table(3, hands=[HAND], deck=DECK)
    s.apply("claim bee_2 5")
    old = s.edicts[:]
    score_age(s)
    assert s.age == 2
    assert s.edicts_past == old and len(s.edicts) == 5 and not set(s.edicts) & set(old)
    assert all(c == [] for c in s.cards) and s.discard == []
    assert len(s.deck) + sum(len(h) for h in s.hands) == 64
    assert all(len(h) == 4 for h in s.hands)
    assert s.retreated == [False] * 3 and s.captures == []


def test_a_kingdoms_leftmost_token_leaves_every_age_even_unawarded() -> None:
    s = table(2, hands=[HAND], deck=DECK)
    score_age(s)  # kt-04: nobody anywhere
    assert s.tokens[k(4)] == [6, 7]
    keep = table(2, hands=[HAND], deck=DECK, remove_unawarded_token=False)
    score_age(keep)
    assert keep.tokens[k(4)] == [5, 6, 7]


def test_kt42_last_on_the_track_starts_the_next_age_ties_by_earlier_capital() -> None:
    s = table(3, hands=[HAND], deck=DECK)
    s.score = [20, 15, 15]
    s.captures = [[2, k(6)]]
    score_age(s)
    assert s.first == 2 and s.current == 2


def test_tied_last_places_without_capitals_fall_back_clockwise() -> None:
    s = table(4, hands=[HAND], deck=DECK, current=3)
    s.score = [15, 20, 15, 20]
    score_age(s)
    assert s.first == 0  # clockwise from seat 3 (inclusive): 3, 0 …


def test_three_ages_then_the_end_with_retreat_and_modifier_tokens() -> None:
    s = table(2, hands=[HAND], deck=DECK)
    s.retreat[0] = [4]
    s.mods[0] = 2
    s.mod_supply -= 2
    for _ in range(3):
        score_age(s)
    assert s.is_over and s.age == 3
    assert s.scores() == [6, 0]  # kt-36: 2 unused "+2" tokens and a retreat token of 4
    assert s.winners() == [0]


def _final_tie(captures: list[list[int]], **options: object) -> list[int]:
    s = table(3, hands=[HAND], deck=DECK, **options)
    s.age = 3
    s.score = [41, 41, 20]
    s.captures = captures
    score_age(s)
    assert s.is_over
    return s.winners()


@pytest.mark.parametrize("rule", ["k8_only", "largest_captured"])
def test_kt43_end_tie_only_the_largest_kingdoms_capital_decides(rule: str) -> None:
    """«В случае ничьей претенденты сравнивают захваченные в третьей эпохе столицы:
    захвативший столицу самого крупного царства побеждает. Если ни один из претендентов не
    захватил столицу этого царства в третьей эпохе, то претенденты делят победу»; «У самого
    крупного царства 8 территорий». Default ``k8_only``: only the capital of the kingdom of
    8 decides; ``largest_captured``: the largest capital each tied player took."""
    a7_b5 = _final_tie([[0, k(7)], [1, k(5)]], endgame_tiebreak=rule)
    assert a7_b5 == ([0, 1] if rule == "k8_only" else [0])  # KT-43
    b8 = _final_tie([[0, k(7)], [1, k(8)]], endgame_tiebreak=rule)
    assert b8 == [1]
    third8 = _final_tie([[2, k(8)], [0, k(6)]], endgame_tiebreak=rule)  # not a claimant
    assert third8 == ([0, 1] if rule == "k8_only" else [0])
    assert _final_tie([], endgame_tiebreak=rule) == [0, 1]


def test_the_end_tie_default_is_the_rulebooks() -> None:
    assert _final_tie([[0, k(7)], [1, k(5)]]) == [0, 1]


def test_end_tie_without_capitals_is_shared() -> None:
    s = table(3, hands=[HAND], deck=DECK)
    s.age = 3
    s.score = [30, 30, 10]
    score_age(s)
    assert s.winners() == [0, 1]


def test_edict_data_are_the_thirty_of_the_data_sheet() -> None:
    kinds = [e.kind for e in EDICTS]
    assert len(EDICTS) == 30
    assert (kinds.count("A"), kinds.count("B"), kinds.count("V"), kinds.count("G")) == (10, 9, 6, 5)


def test_council_pieces_persist_and_a_second_capital_fills_the_second_seat() -> None:
    s = table(2, hands=[HAND], deck=DECK)
    put(s, 5, 0, n=1, capital=True)
    score_age(s)
    assert s.council[k(5)] == [0]
    put(s, 5, 1, n=1, capital=True)
    score_age(s)
    assert s.age == 3 and s.council[k(5)] == [0, 1]
    assert s.supply == [17, 17] and s.pieces(k(5), 0) == 1 and s.pieces(k(5), 1) == 1
    put(s, 5, 0, n=1)
    score_age(s)  # age 3: nothing moves any more; seat 0 leads K5 with 2 pieces to 1
    assert s.is_over and s.council[k(5)] == [0, 1]
    assert s.capital[k(5)] == -1


def test_neighbours_follow_the_ring_order_option() -> None:
    s = table(3, hands=[HAND], deck=DECK, edicts=["E04", "E04", "E20", "E04", "E04"])
    s.cards[k(8)] = [CARD["wolf_3"]]  # K8 is not next to K6 on the default ring
    assert len([c for c in range(64) if rules.edict_allows(s, k(6), c)]) == 64
    r = table(
        3,
        hands=[HAND],
        deck=DECK,
        edicts=["E04", "E04", "E20", "E04", "E04"],
        ring_order="4-6-8-5-7",
    )
    r.cards[k(8)] = [CARD["wolf_3"]]  # …but it is on 4-6-8-5-7
    assert len([c for c in range(64) if rules.edict_allows(r, k(6), c)]) == 15


def test_random_fallback_for_tied_last_places() -> None:
    firsts = set()
    for seed in range(30):
        s = table(4, hands=[HAND], deck=DECK, seed=seed, first_player_tiebreak_fallback="random")
        s.score = [15, 20, 15, 20]
        score_age(s)
        firsts.add(s.first)
    assert firsts == {0, 2}


def test_token_value_options() -> None:
    s = table(
        3,
        hands=[HAND],
        tokens=(),
        kingdom_token_values="4,4,5,5,6,6,7,7,8,8,9,9,10,11,12",
        retreat_token_values="0,0,0,0",
    )
    assert sorted(v for t in s.tokens for v in t) == [
        4,
        4,
        5,
        5,
        6,
        6,
        7,
        7,
        8,
        8,
        9,
        9,
        10,
        11,
        12,
    ]
    assert s.retreat_pool == [0, 0, 0]
