"""The solo game against the upstart, step by step, with the rulebook's examples
(kingdoms.ru.md «Правила одиночной игры»; kingdoms.data.md §3.3, §4.5)."""

from __future__ import annotations

import pytest

import stil
from stil.games.kingdoms import rules
from stil.games.kingdoms.cards import CARD
from stil.games.kingdoms.state import UPSTART, KingdomsState

from .conftest import events, k, legal, play, put, score_age, table

YOU = 0
HAND = ["tiger_2", "tiger_4", "tiger_6", "tiger_8"]
OPEN_EDICTS = ("E11", "E11", "E11", "E11", "E11")


def solo(deck: list[str], bonus: tuple[str, ...] = ("lizard_1",), hand=HAND, **options: object):
    """A solo table: your hand, the deck's top cards (first = top), the bonus card(s)."""
    s = table(1, hands=[hand], deck=deck, edicts=OPEN_EDICTS, **options)
    for c in bonus:
        if CARD[c] in s.deck:
            s.deck.remove(CARD[c])
    s.deck += s.bonus  # the dealt bonus card goes back under the named ones
    s.deck = [c for c in s.deck if c not in [CARD[x] for x in deck]] + [
        CARD[c] for c in reversed(deck)
    ]
    s.bonus = [CARD[c] for c in bonus]
    return s


def test_solo_setup() -> None:
    s = stil.game("kingdoms").new(players=1, seed=4)
    assert isinstance(s, KingdomsState)
    assert s.sides == 2 and len(s.bonus) == 1 and s.retreat_pool == []
    assert s.current == YOU and len(s.hands[0]) == 4
    assert s.view(None).data["hand"] == s.view(0).data["hand"]  # the hand lies face up
    assert len(s.deck) == 64 - 4 - 1


def test_kt50_the_upstart_plays_its_card_under_the_kingdom_of_its_rank() -> None:
    s = solo(["wolf_1", "okapi_6"])
    s.apply("claim tiger_2 8")  # you draw wolf_1; the upstart reveals okapi_6
    assert s.cards[k(6)] == [CARD["okapi_6"]]
    assert s.ordinary[k(6)] == [0, 1] and s.supply[UPSTART] == 17
    assert s.current == YOU


def test_kt51_a_low_card_follows_your_last_kingdom() -> None:
    s = solo(["wolf_1", "wolf_2"])
    s.apply("claim tiger_2 7")
    assert s.cards[k(7)] == [CARD["tiger_2"], CARD["wolf_2"]]
    assert s.ordinary[k(7)] == [1, 1]


def upstart_first(s: KingdomsState) -> KingdomsState:
    s.current = s.first = UPSTART
    rules.settle(s)
    return s


def test_a_low_card_before_you_played_goes_to_the_smallest_or_is_discarded() -> None:
    s = upstart_first(solo(["wolf_2"], solo_difficulty="easy"))
    assert s.cards[k(4)] == [CARD["wolf_2"]] and s.current == YOU
    d = upstart_first(solo(["wolf_2"], solo_difficulty="easy", solo_low_rank_fallback="discard"))
    assert all(c == [] for c in d.cards) and CARD["wolf_2"] in d.discard


def test_kt52_the_upstart_skips_a_kingdom_where_it_leads_by_two() -> None:
    s = solo(["wolf_1", "bee_5"])
    put(s, 5, UPSTART, n=3)
    put(s, 5, YOU, n=1)
    s.apply("claim tiger_2 8")
    assert s.cards[k(6)] == [CARD["bee_5"]] and s.ordinary[k(5)] == [1, 3]


def test_lead_counting_council_option() -> None:
    s = solo(["wolf_1", "bee_5"], solo_lead_counts_council=False)
    put(s, 5, UPSTART, n=1, council=1)
    s.apply("claim tiger_2 8")
    assert s.cards[k(5)] == [CARD["bee_5"]]  # a lead of 2 only with the council piece
    t = solo(["wolf_1", "bee_5"])
    put(t, 5, UPSTART, n=1, council=1)
    t.apply("claim tiger_2 8")
    assert t.cards[k(6)] == [CARD["bee_5"]]


def test_a_kingdom_with_only_its_capital_free_is_skipped() -> None:
    s = solo(["wolf_1", "bee_5"])
    put(s, 5, YOU, n=4)
    s.apply("claim tiger_2 8")
    assert s.cards[k(6)] == [CARD["bee_5"]] and s.capital[k(5)] == -1


def test_the_lead_rule_is_waived_when_nothing_else_has_room() -> None:
    s = solo(["wolf_1", "bee_5"])
    for size in (4, 6, 7, 8):
        put(s, size, YOU, n=size - 1)
    put(s, 5, UPSTART, n=2)
    s.supply[YOU] = 18
    s.apply("rally")
    s.apply("discard tiger_2")
    s.apply("done")
    assert s.ordinary[k(5)] == [0, 3]


def test_with_no_territory_left_the_upstart_takes_the_capital_and_retreats() -> None:
    s = solo(["wolf_1", "bee_5"])
    for size in (4, 5, 6, 7, 8):
        put(s, size, YOU, n=size - 1)
    s.supply[YOU] = 18
    play(s, "rally", "discard tiger_2", "done")
    assert s.capital[k(5)] == UPSTART and s.retreated[UPSTART]
    assert "rally" not in legal(s)  # nobody may rally once the upstart retreated


def test_kt53_bonus_card_matching_by_type_follows_into_the_same_kingdom() -> None:
    s = solo(["wolf_1", "bee_7", "owl_8"], bonus=("bee_3",))
    s.apply("claim tiger_2 8")
    assert s.cards[k(7)] == [CARD["bee_7"], CARD["bee_3"]]
    assert s.ordinary[k(7)] == [0, 2]
    assert s.bonus == [CARD["owl_8"]]  # a new bonus card turned up
    assert events(s, "upstart_bonus")


def test_bonus_card_matching_by_rank_and_medium_needs_the_type() -> None:
    s = solo(["wolf_1", "bee_7", "owl_8"], bonus=("frog_7",))
    s.apply("claim tiger_2 8")
    assert s.cards[k(7)] == [CARD["bee_7"], CARD["frog_7"]]
    m = solo(["wolf_1", "bee_7", "owl_8"], bonus=("frog_7",), solo_difficulty="medium")
    m.apply("claim tiger_2 8")
    assert m.cards[k(7)] == [CARD["bee_7"]] and m.bonus == [CARD["frog_7"]]


def test_bonus_card_moves_on_clockwise_when_the_kingdom_is_full() -> None:
    s = solo(["wolf_1", "bee_7", "owl_8"], bonus=("bee_3",))
    put(s, 7, YOU, n=5)  # one territory left in K7
    s.apply("claim tiger_2 4")
    assert s.cards[k(7)] == [CARD["bee_7"]] and s.cards[k(8)] == [CARD["bee_3"]]


def test_bonus_routing_own_rank_option() -> None:
    s = solo(["wolf_1", "bee_7", "owl_8"], bonus=("bee_5",), solo_bonus_routing="own_rank")
    s.apply("claim tiger_2 4")
    assert s.cards[k(5)] == [CARD["bee_5"]]


def test_easy_has_no_bonus_card() -> None:
    s = stil.game("kingdoms").new(players=1, seed=2, options={"solo_difficulty": "easy"})
    assert s.bonus == []


def test_extra_hard_two_bonus_cards_plays_the_higher_or_asks_you() -> None:
    s = solo(
        ["wolf_1", "bee_7", "owl_8", "owl_1"],
        bonus=("bee_3", "frog_7"),
        solo_difficulty="extra_hard",
    )
    s.apply("claim tiger_2 4")
    assert s.cards[k(7)] == [CARD["bee_7"], CARD["frog_7"]]
    assert sorted(s.bonus) == sorted([CARD["bee_3"], CARD["owl_8"]])
    c = solo(
        ["wolf_1", "bee_7", "owl_8", "owl_1"],
        bonus=("bee_3", "frog_7"),
        solo_difficulty="extra_hard",
        solo_xhard_choice="player_choice",
    )
    c.apply("claim tiger_2 4")
    assert c.decision.kind == "bonus" and legal(c) == ["bonus bee_3", "bonus frog_7"]
    c.apply("bonus bee_3")
    assert c.cards[k(7)] == [CARD["bee_7"], CARD["bee_3"]] and c.current == YOU


def test_phase_2_after_your_capital_the_upstart_takes_a_capital_and_ends_the_age() -> None:
    s = solo(["wolf_1", "bee_5", "owl_5"], hand=["tiger_2", "tiger_4", "tiger_6", "tiger_8"])
    put(s, 4, YOU, n=3)
    put(s, 5, UPSTART, n=2)
    put(s, 5, YOU, n=2)
    s.apply("claim tiger_4 4")  # your capital: phase 2, you retreat
    assert upstart_claims(s)[0] == ("bee_5", 5, True)
    assert events(s, "age_ends_now")
    assert s.age == 2  # the upstart took K5's capital at once and the age ended
    assert s.council[k(5)] == [UPSTART] and s.council[k(4)] == [YOU]


def upstart_claims(s: KingdomsState) -> list[tuple[object, object]]:
    return [(e["card"], e["kingdom"], e["capital"]) for e in events(s, "claim") if e["side"] == 1]


def test_phase_2_low_cards_are_discarded() -> None:
    # once you took a capital you have retreated, so the upstart plays on alone: a lost
    # turn and a second reveal (solo_phase2_low) come to the same thing
    for rule in ("discard_turn", "reveal_again"):
        s = solo(["wolf_1", "bee_2", "owl_6"], solo_phase2_low=rule)
        put(s, 4, YOU, n=3)
        s.apply("claim tiger_4 4")
        assert events(s, "upstart_discard")[0]["card"] == "bee_2"
        assert upstart_claims(s)[0] == ("owl_6", 6, False)


@pytest.mark.parametrize("rule", ["plays", "discarded"])
def test_phase_2_bonus_card_of_rank_1_to_3_plays_or_is_discarded(rule: str) -> None:
    """«Если выскочка раскрывает карту 1, 2 или 3, эти карты сбрасываются» (после захвата
    столицы). By default (``plays``) the sentence is about the card the upstart reveals for
    its turn; the bonus card plays «ниже этого царства», as ever, whatever its rank. Under
    ``discarded`` a bonus card of rank 1–3 is discarded instead, and a new one turned up."""
    s = solo(["wolf_1", "bee_6", "owl_8"], bonus=("bee_2",), solo_phase2_bonus_low=rule)
    put(s, 4, YOU, n=3)
    s.apply("claim tiger_4 4")  # your capital: phase 2; the upstart plays on alone
    log = s.events(None)
    start = next(i for i, e in enumerate(log) if e["type"] == "upstart_reveal")
    turn = [(e["type"], e.get("card"), e.get("kingdom")) for e in log[start:]]
    used = ("bonus_card", "owl_8", None)  # used either way: a new bonus card
    if rule == "plays":
        assert turn[:5] == [
            ("upstart_reveal", "bee_6", None),
            ("claim", "bee_6", 6),
            ("upstart_bonus", "bee_2", None),
            ("claim", "bee_2", 6),
            used,
        ]
    else:
        assert turn[:4] == [
            ("upstart_reveal", "bee_6", None),
            ("claim", "bee_6", 6),
            ("upstart_discard", "bee_2", None),
            used,
        ]
        assert ("claim", "bee_2", 6) not in turn


def test_phase_1_bonus_card_of_rank_1_to_3_plays_under_either_value() -> None:
    """Before your capital the sentence does not apply: «немедленно сыграйте ниже этого
    царства и карту бонуса выскочки»."""
    for rule in ("plays", "discarded"):
        s = solo(["wolf_1", "bee_7", "owl_8"], bonus=("bee_3",), solo_phase2_bonus_low=rule)
        s.apply("claim tiger_2 8")
        assert s.cards[k(7)] == [CARD["bee_7"], CARD["bee_3"]]


def test_phase_2_capture_on_route_or_only_at_the_target() -> None:
    def board(rule: str) -> KingdomsState:
        s = solo(["wolf_1", "bee_6"], solo_phase2_capture=rule)
        put(s, 4, YOU, n=3)
        put(s, 6, UPSTART, n=2)  # it leads in K6 by 2: skip
        put(s, 7, YOU, n=6)  # K7: only its capital is free
        s.apply("claim tiger_4 4")
        return s

    assert upstart_claims(board("on_route"))[0] == ("bee_6", 7, True)
    assert upstart_claims(board("target_only"))[0] == ("bee_6", 8, False)


def test_the_upstart_retreats_when_it_places_its_last_piece() -> None:
    s = solo(["wolf_1", "bee_6"])
    s.supply[UPSTART] = 1
    s.apply("claim tiger_2 8")
    assert s.retreated[UPSTART] and s.supply[UPSTART] == 0


# -- battles ---------------------------------------------------------------------------
def tie(deck: list[str], hand=("tiger_8", "tiger_7", "tiger_6", "tiger_5"), **options: object):
    s = solo(deck, hand=list(hand), **options)
    put(s, 6, YOU, n=1)
    put(s, 6, UPSTART, n=1)
    put(s, 8, YOU, n=1)  # a second battle follows in K8
    put(s, 8, UPSTART, n=1)
    s.tokens[k(6)] = [7, 8, 9]
    return score_age(s)


def test_kt54_solo_battle_lost_to_a_one() -> None:
    s = tie(["bee_3", "bee_5", "bee_1"])
    assert s.decision.kind == "battle" and s.decision.params["reveals"] == 3
    s.apply("battle tiger_8")
    assert s.score == [3, 7]
    assert CARD["tiger_8"] in s.discard and len(s.hands[0]) == 4  # discards 8, draws 1


def test_kt55_solo_battle_tie_then_win_draws_one_per_tie() -> None:
    s = tie(["bee_2", "bee_7", "bee_4", "owl_5", "owl_2", "owl_4"])
    s.apply("battle tiger_7")
    assert s.step == "battle" and s.pending["ties"] == 1
    s.apply("battle tiger_6")
    assert s.score == [7, 3]
    assert len(s.hands[0]) == 3  # two used, one drawn
    assert CARD["tiger_7"] in s.discard and CARD["tiger_6"] in s.discard


def test_kt56_the_next_battle_reveals_one_card_fewer() -> None:
    s = tie(["bee_3", "bee_5", "bee_1"])
    s.apply("battle tiger_8")
    assert s.decision.params["kingdom"] == 8 and s.decision.params["reveals"] == 2
    h = tie(["bee_3", "bee_5", "bee_1", "bee_2"], solo_difficulty="hard")
    assert h.decision.params["reveals"] == 4
    h.apply("battle tiger_8")
    assert h.decision.params["reveals"] == 3


def test_battle_decrement_options() -> None:
    f = tie(["bee_3", "bee_5", "bee_1"], solo_battle_decrement="only_after_your_win")
    f.apply("battle tiger_8")  # lost
    assert f.decision.params["reveals"] == 3


def test_running_out_of_cards_while_tied_shares_first_or_loses() -> None:
    s = tie(["bee_8"], hand=("tiger_8",))
    s.pending["n"] = 1
    s.apply("battle tiger_8")
    assert s.score == [7, 7]
    u = tie(["bee_8"], hand=("tiger_8",), solo_battle_exhaustion="upstart_wins")
    u.pending["n"] = 1
    u.apply("battle tiger_8")
    assert u.score == [3, 7]


def test_kt57_a_final_tie_goes_to_the_upstart() -> None:
    s = solo(["wolf_1"])
    s.age = 3
    s.score = [30, 30]
    score_age(s)
    assert s.is_over and s.winners() == []
    w = solo(["wolf_1"])
    w.age = 3
    w.score = [31, 30]
    score_age(w)
    assert w.winners() == [YOU]


def test_the_bonus_card_stays_between_ages_unless_refreshed() -> None:
    s = solo(["wolf_1"], bonus=("bee_3",))
    score_age(s)
    assert s.bonus == [CARD["bee_3"]] and s.age == 2
    r = solo(["wolf_1"], bonus=("bee_3",), solo_bonus_refresh_each_age=True)
    score_age(r)
    assert len(r.bonus) == 1 and r.age == 2


def test_solo_player_goes_first_every_age_easy_upstart_first() -> None:
    s = solo(["wolf_1"])
    score_age(s)
    assert s.current == YOU and s.first == YOU
    e = stil.game("kingdoms").new(players=1, seed=5, options={"solo_difficulty": "easy"})
    assert sum(e.supply) < 36  # the upstart has already placed a piece
