"""The heuristic bot of Відчайдушні однороги: always legal, reading only the view's data;
sensible in laid-out positions (wins when it can, Neighs a winning or harmful card, hits the
leader, sacrifices its least). The 2,000-game check against random is
tests/bots/test_heuristic_strength.py."""

from __future__ import annotations

import json
from collections import Counter

import stil
from stil.bots import RandomBot, make_bot
from stil.core import Observation
from stil.games.unicorns import game as unicorns_game
from stil.games.unicorns.bot import HeuristicBot, hand_worth, stable_worth
from stil.games.unicorns.state import UnicornsState
from stil.testing.bots import bot_choice

BOT = HeuristicBot()
B = "basic_unicorn_red"
SIX = ["baby_unicorn_red", "basic_unicorn_orange", "basic_unicorn_yellow", "narwhal",
       "basic_unicorn_green", "basic_unicorn_blue"]  # fmt: skip


def table(hands: list[list[str]], stables: list[list[str]], **options: object) -> UnicornsState:
    return unicorns_game.setup(
        2, hands=hands, stables=stables, deck=["neigh"] * 20, options=options
    )


def _random_options(rng: stil.Rng) -> dict[str, object]:
    options: dict[str, object] = {}
    for o in stil.game("unicorns").spec.options:
        if o.allowed:
            options[o.name] = o.allowed[rng.below(len(o.allowed))]
    return options


def test_registered_and_made_by_name() -> None:
    assert isinstance(make_bot("heuristic", "unicorns"), HeuristicBot)


def test_only_ever_returns_legal_actions_and_needs_only_the_views_data() -> None:
    """Asked at every state of games of 2–8 players under random option sets (the defaults
    every third game), the other seats random; the view sent through JSON and another RNG
    give the same choice."""
    game = stil.game("unicorns")
    rng = stil.Rng(2024)
    seen: Counter[str] = Counter()
    for i in range(14):
        players = 2 + i % 7
        options = None if i % 3 == 0 else _random_options(rng)
        state = game.new(players=players, seed=i, options=options)
        bot_seat = i % players
        steps = 0
        while not state.is_over and steps < 1500:
            steps += 1
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            if seat == bot_seat:
                obs = state.view(seat)
                action = BOT.choose(obs, legal, stil.Rng(i))
                assert action in legal
                again = Observation(obs.game, obs.seat, json.loads(json.dumps(obs.data)))
                assert BOT.choose(again, legal, stil.Rng(i + 99)) == action
                seen[obs.data["decision"]["kind"]] += 1
            else:
                action = RandomBot().choose(state.view(seat), legal, rng)
            state.apply(action)
    assert {"action", "respond", "baby"} <= set(seen), seen


def test_plays_the_unicorn_that_wins() -> None:
    s = table([[B, "unicorn_poison", "neigh"], []], [SIX, ["baby_unicorn_blue", "narwhal"]])
    assert bot_choice(BOT, s) == f"play {B} 0"


def test_neighs_the_card_that_would_win_and_lets_a_harmless_one_be() -> None:
    s = table([[B], ["neigh"]], [SIX, ["baby_unicorn_blue"]])
    s.apply(f"play {B} 0")
    assert bot_choice(BOT, s) == "neigh"
    s = table([["yay"], ["neigh"]], [["baby_unicorn_red"], ["baby_unicorn_blue"]])
    s.apply("play yay 0")
    assert bot_choice(BOT, s) == "pass"


def test_neighs_unicorn_poison_aimed_at_its_stable() -> None:
    s = table([["unicorn_poison"], ["neigh"]], [[], ["baby_unicorn_blue", "rhinocorn"]])
    s.apply("play unicorn_poison 1")
    assert bot_choice(BOT, s) == "neigh"
    s = table([["unicorn_poison"], ["neigh"]], [[], ["baby_unicorn_blue", "ginormous_unicorn"]])
    s.apply("play unicorn_poison 1")
    assert [str(a) for a in s.legal_actions()] == ["pass"]  # Ginormous: no Neigh


def test_answers_a_neigh_on_its_own_winning_card() -> None:
    s = table([[B, "neigh"], ["neigh"]], [SIX, []])
    s.apply(f"play {B} 0")
    s.apply("neigh")
    assert s.to_act == 0
    assert bot_choice(BOT, s) == "neigh"


def test_destroys_the_leaders_best_unicorn() -> None:
    s = table([["unicorn_poison"], []], [["baby_unicorn_red"], ["baby_unicorn_blue", "rhinocorn"]])
    s.apply("play unicorn_poison 1")
    s.apply("pass")
    assert bot_choice(BOT, s) == "pick 1 rhinocorn"


def test_plays_downgrades_on_others_and_upgrades_on_itself() -> None:
    s = table([["double_dutch"], []], [["baby_unicorn_red"], ["baby_unicorn_blue"]])
    assert bot_choice(BOT, s) == "play double_dutch 0"
    s = table([["broken_stable"], []], [["baby_unicorn_red"], ["baby_unicorn_blue"]])
    assert bot_choice(BOT, s) == "play broken_stable 1"


def test_sacrifices_a_downgrade_before_a_unicorn() -> None:
    s = table([["two_for_one"], []], [["pandamonium", B, "baby_unicorn_red"], [SIX[1], SIX[2]]])
    s.apply("play two_for_one")
    s.apply("pass")
    assert bot_choice(BOT, s) == "pick 0 pandamonium"


def test_discards_its_least_worth_card_and_keeps_a_neigh() -> None:
    hand = ["neigh", "broken_stable", "super_neigh", B, "ginormous_unicorn", "yay", "good_deal"]
    assert min(hand, key=hand_worth) == "broken_stable"
    assert max(["neigh", "super_neigh", "yay", "good_deal", B], key=hand_worth) == "super_neigh"
    assert stable_worth("pandamonium", ["pandamonium", B, B]) < stable_worth("slowdown", [B])
    assert stable_worth("ginormous_unicorn", []) > stable_worth(B, [])


def test_re_target_moves_its_own_downgrade_onto_the_other_stable() -> None:
    s = table(
        [["re_target"], ["yay"]],
        [["baby_unicorn_red", "broken_stable"], ["baby_unicorn_blue", "double_dutch"]],
    )
    assert bot_choice(BOT, s) == "play re_target"
    s.apply("play re_target")
    s.apply("pass")
    assert bot_choice(BOT, s) == "pick 0 broken_stable"
    s.apply("pick 0 broken_stable")
    assert "broken_stable" in s.stables[1] and "broken_stable" not in s.stables[0]


def test_phoenix_discards_its_least_card_instead_of_leaving() -> None:
    s = table(
        [["unicorn_poison"], ["good_deal", "neigh"]],
        [["baby_unicorn_red"], ["baby_unicorn_blue", "unicorn_phoenix"]],
    )
    s.apply("play unicorn_poison 1")
    s.apply("pass")
    s.apply("pick 1 unicorn_phoenix")
    assert s.decision is not None and s.decision.kind == "replace"
    assert bot_choice(BOT, s) == "hand good_deal"  # keeps the Neigh
