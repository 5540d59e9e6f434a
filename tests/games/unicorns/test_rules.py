"""Setup, the turn, the Neigh chain, targeting modes, the win and the deck running out."""

from __future__ import annotations

import pytest

import stil
from stil.core import IllegalAction
from stil.games.unicorns import rules
from stil.games.unicorns.cards import printed_name
from stil.games.unicorns.state import UnicornsState

from .conftest import FILLER, all_pass, kinds, legal, play, table


def game() -> stil.Game:
    from stil.games.unicorns import GAME as g

    return g


def test_two_player_setup_deals_a_neigh_and_five_cards_from_82() -> None:
    s = game().new(2, seed=3)
    assert [len(h) for h in s.hands] == [6, 6]
    assert all("neigh" in h for h in s.hands)
    assert len(s.deck) == 70
    assert kinds(s) == "baby" and s.to_act == 0
    assert len(legal(s)) == 13
    play(s, "baby baby_narwhal")
    assert s.to_act == 1 and "baby baby_narwhal" not in legal(s)
    play(s, "baby baby_unicorn_red")
    assert s.stables == [["baby_narwhal"], ["baby_unicorn_red"]]
    assert len(s.nursery) == 11
    # seat 0's turn began: one card drawn, then the action
    assert s.current == 0 and kinds(s) == "action" and len(s.hands[0]) == 7


def test_more_players_deal_five_from_114_and_babies_may_be_dealt() -> None:
    s = game().new(5, seed=1, options={"baby_setup": "deal"})
    assert [len(h) for h in s.hands][1:] == [5, 5, 5, 5]
    assert len(s.deck) == 114 - 25 - 1
    assert all(len(st) == 1 and st[0].startswith("baby_") for st in s.stables)
    assert len(s.nursery) == 8


def test_action_draw_and_hand_limit() -> None:
    s = table(2, hands=[["neigh"] * 7, []])
    assert len(s.hands[0]) == 8 and kinds(s) == "action"
    play(s, "draw")
    assert len(s.hands[0]) == 9 and kinds(s) == "hand_limit"
    assert s.decision is not None and s.decision.params == {"over": 2}
    play(s, "hand neigh", "hand neigh")
    assert len(s.hands[0]) == 7 and s.current == 1
    assert s.discard == ["neigh", "neigh"]


def test_every_other_seat_is_asked_in_order_with_or_without_a_neigh() -> None:
    s = table(4, hands=[["rhinocorn"], [], ["neigh"], []], current=1)
    # seat 1 draws, then plays the card it drew: seats 2, 3, 0 are asked in that order
    play(s, f"play {FILLER} 1")
    seen = []
    while kinds(s) == "respond":
        seen.append((s.to_act, legal(s)))
        play(s, "pass")
    assert seen == [(2, ["pass", "neigh"]), (3, ["pass"]), (0, ["pass"])]
    assert FILLER in s.stables[1]


def test_the_asking_pattern_does_not_depend_on_who_holds_a_neigh() -> None:
    def pattern(hands: list[list[str]]) -> list[tuple[int | None, str | None]]:
        s = table(3, hands=hands)
        play(s, f"play {FILLER} 0")
        out = []
        while kinds(s) == "respond":
            out.append((s.to_act, kinds(s)))
            play(s, "pass")
        return out

    assert (
        pattern([[], ["neigh"], []]) == pattern([[], [], ["super_neigh"]]) == pattern([[], [], []])
    )


def test_neigh_cancels_and_the_card_uses_the_action() -> None:
    s = table(2, hands=[["rhinocorn"], ["neigh"]])
    play(s, "play rhinocorn 0", "neigh")
    assert s.to_act == 0 and legal(s) == ["pass"]
    play(s, "pass")
    assert "rhinocorn" in s.discard and "neigh" in s.discard
    assert "rhinocorn" not in s.stables[0]
    assert s.current == 1  # the action was used


def test_neigh_on_neigh_lets_the_card_through() -> None:
    s = table(3, hands=[["rhinocorn", "neigh"], ["neigh"], []])
    play(s, "play rhinocorn 0", "neigh")  # seat 1
    assert s.to_act == 2
    play(s, "pass", "neigh")  # seat 2 passes, seat 0 answers the Neigh
    all_pass(s)
    assert "rhinocorn" in s.stables[0]
    assert s.discard.count("neigh") == 2


def test_super_neigh_cannot_be_neighed() -> None:
    s = table(3, hands=[["rhinocorn", "neigh"], ["super_neigh"], ["neigh"]])
    play(s, "play rhinocorn 0", "super_neigh")
    assert kinds(s) != "respond"  # nobody is asked about a Super Neigh
    assert "rhinocorn" in s.discard and "super_neigh" in s.discard
    assert s.hands[2] == ["neigh"]


def test_super_neigh_on_a_neigh_reopens_the_card_by_option() -> None:
    def run(reopen: bool) -> UnicornsState:
        s = table(
            3,
            hands=[["rhinocorn", "super_neigh"], ["neigh"], ["neigh"]],
            super_neigh_reopens=reopen,
        )
        play(s, "play rhinocorn 0", "neigh")  # seat 1 Neighs
        play(s, "pass", "super_neigh")  # seat 2 passes, seat 0 Super Neighs the Neigh
        return s

    s = run(True)
    assert kinds(s) == "respond" and s.to_act == 1 and legal(s) == ["pass"]
    play(s, "pass", "neigh")  # seat 2 Neighs the exposed card anew
    all_pass(s)
    assert "rhinocorn" in s.discard
    s = run(False)
    assert "rhinocorn" in s.stables[0]


def test_yay_card_cannot_be_neighed_but_its_play_is_asked() -> None:
    s = table(2, hands=[["rhinocorn"], ["neigh"]], stables=[["yay"], []])
    play(s, "play rhinocorn 0")
    assert kinds(s) != "respond" and "rhinocorn" in s.stables[0]
    s = table(2, hands=[["yay"], ["neigh"]])
    play(s, "play yay 0")
    assert legal(s) == ["pass", "neigh"]


@pytest.mark.parametrize("blocker", ["ginormous_unicorn", "slowdown"])
def test_ginormous_and_slowdown_stop_neighs_but_the_seat_is_still_asked(blocker: str) -> None:
    s = table(2, hands=[["rhinocorn"], ["neigh", "super_neigh"]], stables=[[], [blocker]])
    play(s, "play rhinocorn 0")
    assert s.to_act == 1 and legal(s) == ["pass"]
    # blinded, Ginormous loses its ability (Slowdown is a Downgrade and keeps it)
    s = table(2, hands=[["rhinocorn"], ["neigh"]], stables=[[], [blocker, "blinding_light"]])
    play(s, "play rhinocorn 0")
    assert legal(s) == (["pass", "neigh"] if blocker == "ginormous_unicorn" else ["pass"])


def test_targeting_announce_and_after_neigh() -> None:
    stables = [[], ["basic_unicorn_red"], ["basic_unicorn_blue"]]
    s = table(3, hands=[["unicorn_poison"], [], []], stables=stables)
    assert [a for a in legal(s) if "poison" in a] == [
        "play unicorn_poison 1",
        "play unicorn_poison 2",
    ]
    play(s, "play unicorn_poison 2")
    all_pass(s)
    assert "basic_unicorn_blue" in s.discard and s.stables[1] == ["basic_unicorn_red"]
    s = table(3, hands=[["unicorn_poison"], [], []], stables=stables, targeting="after_neigh")
    play(s, "play unicorn_poison")
    all_pass(s)
    assert legal(s) == ["pick 1 basic_unicorn_red", "pick 2 basic_unicorn_blue"]


def test_announced_target_without_a_legal_card_cannot_be_chosen() -> None:
    s = table(3, hands=[["unicorn_poison"], [], []], stables=[[], [], ["basic_unicorn_blue"]])
    assert [a for a in legal(s) if "poison" in a] == ["play unicorn_poison 2"]
    s = table(3, hands=[["unicorn_poison"], [], []], magic_needs_target=False)
    assert "play unicorn_poison 1" in legal(s)


def test_illegal_actions_raise_and_change_nothing() -> None:
    s = table(2, hands=[["rhinocorn"], []])
    before = s.to_json()
    for bad in ("play rhinocorn 1", "play neigh 0", "pass", "pick 1 rhinocorn"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    with pytest.raises(IllegalAction):
        s.apply("draw", seat=1)
    assert s.to_json() == before


def test_double_dutch_gives_two_plays() -> None:
    s = table(
        2, hands=[["rhinocorn", "unicorn_poison"], []], stables=[["double_dutch"], ["narwhal"]]
    )
    assert "draw" in legal(s)
    play(s, "play rhinocorn 0")
    all_pass(s)
    assert s.current == 0 and "end" in legal(s) and "draw" not in legal(s)
    play(s, "play unicorn_poison 1")
    all_pass(s)
    assert s.current == 1 and "narwhal" in s.discard


def test_change_of_luck_gives_an_extra_full_turn() -> None:
    s = table(2, hands=[["change_of_luck", "neigh", "neigh"], []])
    play(s, "play change_of_luck")
    all_pass(s)
    assert kinds(s) == "discard" and len(s.hands[0]) == 5
    play(s, "hand neigh", "hand neigh", f"hand {FILLER}")
    assert s.hands[0] == [FILLER] * 3  # 2 left, then the extra turn's draw
    assert s.current == 0 and s.turn == 2 and kinds(s) == "action"


def test_rhinocorn_ends_the_turn_while_other_beginning_effects_still_resolve() -> None:
    s = table(
        2,
        hands=[["neigh", "neigh"], []],
        stables=[["rhinocorn", "claw_machine"], ["basic_unicorn_red"]],
    )
    assert kinds(s) == "trigger"
    assert legal(s) == ["trigger claw_machine", "trigger rhinocorn"]
    play(s, "trigger rhinocorn", "pick 1 basic_unicorn_red")
    # the turn is cut, but Claw Machine triggered together with it and still resolves
    assert kinds(s) == "discard" and legal(s) == ["hand neigh", "skip"]
    play(s, "hand neigh")
    assert s.hands[0] == sorted(["neigh", FILLER])  # drew through Claw Machine, no draw phase
    assert s.current == 1


def test_rhinocorn_declined_keeps_the_turn() -> None:
    s = table(2, stables=[["rhinocorn"], ["basic_unicorn_red"]])
    assert legal(s) == ["pick 1 basic_unicorn_red", "skip"]
    play(s, "skip")
    assert s.current == 0 and kinds(s) == "action"


def test_win_is_checked_only_when_the_chain_ends() -> None:
    six = ["baby_unicorn_red"] + ["basic_unicorn_red"] * 5
    two = ["basic_unicorn_blue", "narwhal"]
    s = table(2, hands=[["shark_with_a_horn"], []], stables=[six, two])
    play(s, "play shark_with_a_horn 0")
    all_pass(s)
    # 7 Unicorns now, but the Shark's effect is still pending: no win yet
    assert not s.is_over and legal(s) == ["pick 0 shark_with_a_horn", "skip"]
    play(s, "pick 0 shark_with_a_horn", "pick 1 narwhal")
    assert not s.is_over and rules.scores(s) == [6, 1]
    s = table(2, hands=[["shark_with_a_horn"], []], stables=[six, ["basic_unicorn_blue"]])
    play(s, "play shark_with_a_horn 0")
    all_pass(s)
    play(s, "skip")
    assert s.is_over and s.winners() == [0]


def test_win_check_immediate_by_option() -> None:
    six = ["baby_unicorn_red"] + ["basic_unicorn_red"] * 5
    s = table(
        2,
        hands=[["shark_with_a_horn"], []],
        stables=[six, ["basic_unicorn_blue"]],
        win_check="immediate",
    )
    play(s, "play shark_with_a_horn 0")
    all_pass(s)
    assert s.is_over and s.winners() == [0]


def test_six_unicorns_win_with_six_players_and_ginormous_counts_two() -> None:
    five = ["basic_unicorn_red"] * 5
    s = table(6, hands=[["basic_unicorn_blue"]] + [[]] * 5, stables=[five])
    play(s, "play basic_unicorn_blue 0")
    all_pass(s)
    assert s.is_over and s.winners() == [0]
    s = table(2, hands=[["ginormous_unicorn"], []], stables=[five])
    play(s, "play ginormous_unicorn 0")
    all_pass(s)
    assert s.winners() == [0]


def test_pandas_are_not_unicorns_and_cannot_win() -> None:
    s = table(
        2, hands=[["basic_unicorn_blue"], []], stables=[["basic_unicorn_red"] * 6 + ["pandamonium"]]
    )
    play(s, "play basic_unicorn_blue 0")
    all_pass(s)
    assert not s.is_over and rules.scores(s)[0] == 0


def test_deck_out_most_unicorns_then_letters_then_nobody() -> None:
    s = table(2, stables=[["basic_unicorn_red"] * 2, ["basic_unicorn_red"]], deck=["neigh"])
    # seat 0 draws the last card: the game ends when the draw has resolved
    assert s.is_over and s.winners() == [0]
    tie = [["narwhal"], ["basic_unicorn_red"]]
    s = table(2, stables=tie, deck=["neigh"], language="en")
    assert s.winners() == [1]  # "Basic Unicorn" has more letters than "Narwhal"
    s = table(2, stables=tie, deck=["neigh"], letters_tiebreak=False)
    assert s.is_over and s.winners() == []
    s = table(2, stables=[["narwhal"], ["narwhal"]], deck=["neigh"])
    assert s.is_over and s.winners() == []


@pytest.mark.parametrize("lang", ["uk", "ru", "en"])
@pytest.mark.parametrize(
    ("mine", "theirs"),
    [
        ("baby_unicorn_orange", "baby_unicorn_blue"),
        ("basic_unicorn_orange", "basic_unicorn_red"),
    ],
)
def test_letters_count_printed_names_not_the_colour_we_added(
    mine: str, theirs: str, lang: str
) -> None:
    """«вони рахують кількість букв у назвах усіх карт одноногів у своїх стайнях»: the
    printed name of a coloured Baby is "Baby Unicorn" and of a Basic "Basic Unicorn"
    (cards §5.1); the colour in brackets only tells our cards apart, so two of them tie
    on letters, and the tie loses («Якщо так і не вдалося визначити переможця, тоді
    програють усі гравці»)."""
    s = table(2, stables=[[mine], [theirs]], deck=["neigh"], language=lang)
    assert s.is_over and s.winners() == []
    printed = {
        "uk": ("Малюк-одноног", "Звичайний одноног"),
        "ru": ("Малыш-единорог", "Обычный единорог"),
        "en": ("Baby Unicorn", "Basic Unicorn"),
    }[lang]
    assert printed_name(mine, lang) == printed_name(theirs, lang) in printed  # type: ignore[arg-type]
    s = table(2, stables=[[mine], [theirs]], deck=["neigh"], language=lang, letters_tiebreak=False)
    assert s.is_over and s.winners() == []


@pytest.mark.parametrize(
    ("timing", "acts"), [("empty", False), ("mid_effect", False), ("end_of_turn", True)]
)
def test_deck_out_after_the_draw_phase_takes_the_last_card(timing: str, acts: bool) -> None:
    """«Якщо в колоді вичерпуються карти до того, як хтось із гравців встигне зібрати
    потрібну кількість одноногів у своїй стайні, то перемагає той гравець, у якого
    найбільше одноногів у стайні.» The deck has run out once it is empty: by default
    (and ``mid_effect``) the game ends as soon as the draw phase takes the last card, so
    that player gets no action; ``end_of_turn`` plays the turn to its end first."""
    tie = [["basic_unicorn_red"], ["basic_unicorn_blue"]]
    s = table(2, hands=[["narwhal"], []], stables=tie, deck=["neigh"], deck_out_timing=timing)
    assert s.is_over is not acts
    if acts:
        assert kinds(s) == "action" and s.to_act == 0
        play(s, "play narwhal 0")
        all_pass(s)
        assert s.is_over and s.winners() == [0] and s.turn == 1
    else:
        assert s.winners() == []  # one Unicorn each, "Basic Unicorn" both: nobody


@pytest.mark.parametrize(
    ("timing", "discards"), [("empty", True), ("mid_effect", False), ("end_of_turn", True)]
)
def test_deck_out_in_the_middle_of_an_effect(timing: str, discards: bool) -> None:
    """The same sentence («Якщо в колоді вичерпуються карти…») read mid-effect: Unicorn
    on the Cob draws 2 (only 1 is left), then discards 1. By default the effect
    finishes (the game ends when nothing is pending, as a win does); ``mid_effect`` ends
    it at once, the discard undone; ``end_of_turn`` finishes the effect and the turn."""
    s = table(2, hands=[["unicorn_on_the_cob"], []], deck=["neigh", "yay"], deck_out_timing=timing)
    play(s, "play unicorn_on_the_cob 0")
    all_pass(s)
    assert s.is_over is not discards
    if discards:
        assert kinds(s) == "discard" and s.to_act == 0
        play(s, "hand neigh")
        assert s.is_over and s.winners() == [0]
    else:
        assert sorted(s.hands[0]) == ["neigh", "yay"] and s.winners() == [0]


def test_deck_out_at_the_end_of_the_turn_when_refilled_goes_on() -> None:
    """``end_of_turn``: the deck is looked at when the turn ends; Mystical Vortex shuffled
    the discard pile back in meanwhile, so it has not run out and the game goes on."""
    s = table(
        2,
        hands=[["mystical_vortex", "yay"], ["neigh"]],
        deck=["yay"],
        discard=["rhinocorn"],
        deck_out_timing="end_of_turn",
    )
    assert not s.deck and not s.is_over
    play(s, "play mystical_vortex")
    all_pass(s)
    play(s, "hand yay")
    if kinds(s) == "discard":
        play(s, legal(s)[0])
    assert not s.is_over and s.deck and s.current == 1


def test_deck_out_reshuffle_option() -> None:
    s = table(2, deck=["neigh"], discard=["rhinocorn", "yay"], deck_exhausted="reshuffle")
    assert not s.is_over and sorted(s.deck) == ["rhinocorn", "yay"] and s.discard == []


def test_state_round_trips_through_json_mid_effect() -> None:
    s = table(2, hands=[["shark_with_a_horn"], []], stables=[[], ["basic_unicorn_blue"]])
    play(s, "play shark_with_a_horn 0")
    all_pass(s)
    again = game().from_json(s.to_json())
    assert again.to_json() == s.to_json() and legal(again) == legal(s)
    c = s.clone()
    play(c, "skip")
    assert kinds(s) == "sacrifice"


def test_a_player_can_win_on_someone_elses_turn() -> None:
    seven = [*["basic_unicorn_red"] * 7, "pandamonium"]
    s = table(3, hands=[["re_target"], [], []], stables=[[], seven, []])
    assert rules.scores(s) == [0, 0, 0]  # Pandas, not Unicorns
    play(s, "play re_target")
    all_pass(s)
    play(s, "seat 2")  # Pandamonium (the only card to move) goes to seat 2
    assert s.is_over and s.winners() == [1]


def test_action_texts_and_indices_are_stable() -> None:
    # machine-learning callers rely on these numbers: a change here is a breaking change
    actions = game().actions
    assert len(actions) == 1429
    fixed = {
        "baby baby_unicorn_red": 0,
        "trigger rhinocorn": 13,
        "draw": 21,
        "end": 22,
        "play unicorn_poison": 23,
        "play rhinocorn 0": 102,
        "pass": 590,
        "neigh": 591,
        "super_neigh": 592,
        "hand neigh": 662,
        "pick 7 yay": 1319,
        "take yay": 1403,
        "seat 3": 1423,
        "skip": 1428,
    }
    for text, index in fixed.items():
        a = actions.parse(text)
        assert actions.index(a) == index and str(actions.action(index)) == text


def test_no_win_between_beginning_of_turn_effects() -> None:
    # they trigger together as one link: 7 Unicorns after the first, 6 after the second
    six = ["baby_unicorn_red"] + ["basic_unicorn_red"] * 5
    s = table(
        2,
        hands=[["neigh", "yay", "slowdown"], []],
        stables=[[*six, "rainbow_lasso", "sadistic_ritual"], ["basic_unicorn_blue"]],
    )
    play(s, "trigger rainbow_lasso", "hand neigh", "hand yay", "hand slowdown")
    assert rules.scores(s)[0] == 7 and not s.is_over and kinds(s) == "sacrifice"
    play(s, "pick 0 basic_unicorn_blue")
    assert not s.is_over and rules.scores(s)[0] == 6
