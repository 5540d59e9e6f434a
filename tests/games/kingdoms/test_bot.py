"""The heuristic bot of Царства зверей: legal in every decision under every mode, the same
game from the same seed, sensible in targeted positions, and games among bots end."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence

import pytest

import stil
from stil.bots import RandomBot, make_bot
from stil.core import Observation, State
from stil.games.kingdoms import game as kingdoms_game
from stil.games.kingdoms import rules
from stil.games.kingdoms.board import free_ordinary
from stil.games.kingdoms.bot import HeuristicBot
from stil.games.kingdoms.cards import CARD, SIZES, rank
from stil.games.kingdoms.state import UPSTART, KingdomsState
from stil.sim import match
from stil.sim.match import play_game
from stil.testing.bots import bot_choice

BOT = HeuristicBot()
GAME = stil.game("kingdoms")
OPEN = ("E14", "E11", "E29", "E27", "E04")  # edicts that take (almost) any card

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"modifier_protocol": "sealed_bid"},
    {"peace_variant": True},
    {"council_move": "optional", "first_player": "host_choice"},
    {"solo_difficulty": "extra_hard", "solo_xhard_choice": "player_choice"},
    {"solo_difficulty": "easy", "council_move": "optional"},
    {"solo_difficulty": "hard", "rally_min_discard": 0, "no_play_forces_retreat": True},
    {"modifier_supply": "unlimited", "one_beats_eight_uses": "printed_rank"},
]


def position(
    players: int,
    hands: Sequence[Sequence[str]],
    current: int = 0,
    edicts: Sequence[str] = OPEN,
    deck: Sequence[str] = (),
    **options: object,
) -> KingdomsState:
    """A hand-laid start of age 1; ``deck`` lists the top cards first."""
    tokens = ((5, 6, 7), (5, 6, 7), (6, 7, 8), (7, 8, 9), (8, 9, 10))
    return kingdoms_game.setup(
        players,
        hands=hands,
        deck=deck,
        edicts=edicts,
        tokens=tokens,
        current=current,
        options=options,
    )


def put(state: KingdomsState, size: int, side: int, n: int) -> None:
    """``n`` of the side's pieces straight onto ordinary territories of a kingdom."""
    state.ordinary[SIZES.index(size)][side] += n
    state.supply[side] -= n
    state._legal = None


def choice(state: State) -> str:
    return bot_choice(BOT, state)


def kind(state: KingdomsState) -> str:
    assert state.decision is not None
    return state.decision.kind


# -- always legal --------------------------------------------------------------------------
def test_only_ever_returns_legal_actions_in_every_mode() -> None:
    """Ask the bot at every decision of seeded games of 1–5 players under each option set,
    the seats played by the bot or by random play; a view sent through JSON gives the same
    choice, so plain data is all the bot needs."""
    rng = stil.Rng(2024)
    seen: Counter[str] = Counter()
    names: Counter[str] = Counter()
    for g in range(60):
        players = 1 + g % 5
        options = OPTION_SETS[g % len(OPTION_SETS)]
        state = GAME.new(players=players, seed=g, options=options)
        drivers = [BOT if (g + seat) % 2 or g % 5 == 0 else RandomBot() for seat in range(players)]
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            view, legal = state.view(seat), state.legal_actions()
            mine = BOT.choose(view, legal, rng)
            assert mine in legal, (mine, legal)
            seen[kind(state)] += 1
            names[mine.name] += 1
            if g % 10 == 0:
                plain = Observation(view.game, view.seat, json.loads(view.to_json())["data"])
                assert BOT.choose(plain, legal, stil.Rng(0)) == BOT.choose(view, legal, stil.Rng(0))
            state.apply(drivers[seat].choose(view, legal, rng))
    kinds = {"turn", "rally", "pair", "battle", "boost", "council", "first"}
    assert kinds <= set(seen), seen
    for name in ("claim", "rally", "retreat", "discard", "done", "battle", "boost", "pass"):
        assert names[name] > 0, name


def test_chooses_the_upstarts_lower_bonus_card_when_asked() -> None:
    """Extra hard with ``solo_xhard_choice=player_choice``: when both bonus cards match,
    the bot names the lower one (the default rule plays the higher, the more useful)."""
    asked = 0
    options = {"solo_difficulty": "extra_hard", "solo_xhard_choice": "player_choice"}
    for seed in range(12):
        state = GAME.new(players=1, seed=seed, options=options)
        while not state.is_over:
            legal = state.legal_actions()
            action = BOT.choose(state.view(0), legal, stil.Rng(seed))
            assert action in legal
            if kind(state) == "bonus":
                asked += 1
                ranks = [rank(CARD[str(a.args[0])]) for a in legal]
                assert rank(CARD[str(action.args[0])]) == min(ranks)
            state.apply(action)
    assert asked > 0


def test_answers_the_pair_edict_with_its_least_useful_partner() -> None:
    s = position(2, [["bee_2", "bee_7", "bee_8", "owl_3"], ["wolf_2"]], edicts=("E10", *OPEN[1:]))
    s.apply("claim bee_7 4")
    assert kind(s) == "pair"
    assert choice(s) == "discard bee_2"  # the 8 is kept for battles


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_games_among_bots_end_and_repeat_from_the_seed(players: int) -> None:
    """Bots only: rallying is capped, so every game ends; the same seed plays the same game."""
    for seed in range(6):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        a = play_game("kingdoms", [BOT] * players, seed, options)
        b = play_game("kingdoms", [HeuristicBot()] * players, seed, options)
        assert a.is_over
        assert a.to_json() == b.to_json()
        assert max(a.score) < 400, "rallied far too long"


def _random_options(rng: stil.Rng) -> dict[str, object]:
    options: dict[str, object] = {}
    for o in GAME.spec.options:
        if o.allowed:
            options[o.name] = o.allowed[rng.below(len(o.allowed))]
        elif isinstance(o.default, bool):
            options[o.name] = bool(rng.below(2))
    return options


def test_games_among_bots_end_under_random_option_sets() -> None:
    """Every option drawn at random (rally caps, no-play rules, token values, protocols):
    bots alone only ever play legal actions and every game ends."""
    rng = stil.Rng(99)
    for g in range(25):
        players = 1 + g % 5
        state = GAME.new(players=players, seed=g, options=_random_options(rng))
        for _ in range(5000):
            if state.is_over:
                break
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            action = BOT.choose(state.view(seat), legal, rng)
            assert action in legal
            state.apply(action)
        assert state.is_over, "the game does not end"


def test_a_spectators_view_gets_a_legal_action_too() -> None:
    s = GAME.new(players=3, seed=9)
    legal = s.legal_actions()
    assert BOT.choose(s.view(None), legal, stil.Rng(1)) in legal


def test_registered_as_the_heuristic_bot() -> None:
    assert isinstance(make_bot("heuristic", "kingdoms"), HeuristicBot)


# -- turns -----------------------------------------------------------------------------------
def test_claims_where_the_piece_wins_a_majority() -> None:
    """Tied 1–1 in the kingdom of 8 (token 8) with five territories free; the other
    kingdoms are full and the bot leads there, their capitals free: the piece goes where
    it turns a battle into a first place rather than to a capital that would end its age."""
    s = position(2, [["bee_3", "tiger_4", "owl_5", "frog_2"], ["wolf_2", "wolf_3", "wolf_4"]])
    for size in (4, 5, 6, 7):
        put(s, size, 0, size - 2)
        put(s, size, 1, 1)
    put(s, 8, 0, 1)
    put(s, 8, 1, 1)
    assert choice(s).endswith(" 8")


def test_claims_with_a_card_it_does_not_need_for_battles() -> None:
    s = position(2, [["owl_8", "tiger_7", "bee_3", "frog_1"], ["wolf_2"]])
    action = choice(s)
    assert action.startswith("claim bee_3"), action


def test_with_nothing_to_play_rallies_up_to_the_cap_then_retreats() -> None:
    """Rally is legal until somebody retreats; the bot stops at three an age so that bots
    among themselves cannot rally for ever."""
    hands = [["bee_4", "tiger_4", "owl_5", "frog_6"], ["wolf_2"]]
    high = [f"{a}_{r}" for a in ("wolf", "lizard", "okapi") for r in (4, 5, 6, 7)]  # unplayable
    s = position(2, hands, edicts=("E02",) * 5, deck=high, no_play_forces_retreat=False)
    assert not any(a.name == "claim" for a in s.legal_actions())
    for _ in range(3):
        assert choice(s) == "rally"
        s.apply("rally")
        while kind(s) == "rally":
            s.apply(choice(s))
        s.current = 0  # the rival passes its turns
        s._legal = None
    assert "rally" in [str(a) for a in s.legal_actions()]
    assert choice(s) == "retreat"


def test_rally_discards_the_cards_no_kingdom_takes_in_ascending_order() -> None:
    # only ranks 1-3 are playable under E02: the 4s go, the 8 is kept for battles
    s = position(2, [["bee_2", "tiger_4", "owl_4", "frog_8"], ["wolf_2"]], edicts=("E02",) * 5)
    s.apply("rally")
    discards = []
    while kind(s) == "rally":
        action = choice(s)
        discards.append(action)
        s.apply(action)
    fours = sorted(["tiger_4", "owl_4"], key=CARD.__getitem__)
    assert discards == [f"discard {c}" for c in fours] + ["done"]


def test_takes_a_capital_at_the_end_of_the_age_for_the_council_and_the_token() -> None:
    """Every ordinary territory is taken and the bot leads everywhere: a capital gives a
    piece, a council seat for the later ages and the retreat token."""
    s = position(2, [["bee_3", "tiger_4", "owl_5", "frog_2"], ["wolf_2"]])
    for size in SIZES:
        put(s, size, 0, size - 2)
        put(s, size, 1, 1)
    s.rallies[0] = 3
    s._legal = None
    action = choice(s)
    assert action.startswith("claim"), action
    k = SIZES.index(int(action.split()[-1]))
    assert free_ordinary(s, k) == 0
    s.apply(action)
    assert s.capital[k] == 0 and s.retreated[0]


# -- battles ---------------------------------------------------------------------------------
def solo_battle(hand: Sequence[str], no_ones: bool) -> KingdomsState:
    """A solo age ends tied 1–1 in the kingdom of 4: a battle; with ``no_ones`` the
    upstart's deck holds no card of rank 1 (they all lie in the discard pile)."""
    s = position(1, [hand])
    put(s, 4, 0, 1)
    put(s, 4, UPSTART, 1)
    if no_ones:
        ones = [c for c in s.deck if rank(c) == 1]
        s.deck = [c for c in s.deck if rank(c) != 1]
        s.discard += ones
    s.retreated = [True, True]
    s.step = "turn"
    s._legal = None
    rules.settle(s)
    assert kind(s) == "battle"
    return s


def test_solo_battle_plays_the_card_that_cannot_lose() -> None:
    """No 1 left in the deck: an 8 cannot lose, a 7 loses to any 8 revealed."""
    s = solo_battle(["frog_1", "tiger_6", "owl_7", "bee_8"], no_ones=True)
    assert choice(s) == "battle bee_8"


def test_solo_battle_never_plays_a_1_into_three_reveals() -> None:
    s = solo_battle(["frog_1", "tiger_5", "owl_7", "bee_8"], no_ones=False)
    assert choice(s) in ("battle owl_7", "battle bee_8")


def duel(
    hands: Sequence[Sequence[str]], mods: Sequence[int] = (0, 0), **options: object
) -> KingdomsState:
    """Two players tied 2–2 in the kingdom of 8 when the age ends: a battle."""
    s = position(2, hands, **options)
    put(s, 8, 0, 2)
    put(s, 8, 1, 2)
    s.mods = list(mods)
    s.retreated = [True, True]
    s.step = "turn"
    s._legal = None
    rules.settle(s)
    assert kind(s) == "battle"
    return s


def test_battles_with_its_strongest_card_against_unseen_cards() -> None:
    s = duel([["bee_2", "tiger_3", "owl_8", "frog_4"], ["wolf_5", "wolf_6", "wolf_7", "lizard_2"]])
    assert s.to_act == 0 or s.to_act == 1
    while s.to_act != 0:
        s.apply("battle wolf_5")
    assert choice(s) == "battle owl_8"


def test_boosts_just_enough_to_win_and_not_a_lost_cause() -> None:
    hands = [["bee_5", "tiger_3"], ["wolf_6", "wolf_2"]]
    s = duel(hands, mods=(2, 0))
    for _ in range(2):
        seat = s.to_act
        s.apply("battle bee_5" if seat == 0 else "battle wolf_6")
    assert kind(s) == "boost" and s.to_act == 0
    assert choice(s) == "boost 1"  # 5 + 2 = 7 beats 6; a token kept scores only 1
    s = duel([["bee_2", "tiger_3"], ["wolf_8", "wolf_2"]], mods=(1, 0))
    for _ in range(2):
        seat = s.to_act
        s.apply("battle bee_2" if seat == 0 else "battle wolf_8")
    assert choice(s) == "pass"  # 2 + 2 cannot beat an 8


# -- between ages ----------------------------------------------------------------------------
def test_moves_its_capital_piece_to_the_council() -> None:
    s = position(2, [["bee_3"], ["wolf_2"]], council_move="optional")
    k = SIZES.index(4)
    s.ordinary[k] = [2, 1]
    s.capital[k] = 0
    s.supply[0] -= 3
    s.supply[1] -= 1
    s.retreated = [True, True]
    s.step = "turn"
    s._legal = None
    rules.settle(s)
    assert kind(s) == "council"
    assert choice(s) == "council"


# -- strength --------------------------------------------------------------------------------
def test_seats_do_not_matter_to_the_bot_itself() -> None:
    """Three heuristic bots, seats rotating: nobody wins nearly everything (no seat bug)."""
    result = match("kingdoms", ["heuristic"] * 3, games=60, seed=3)
    assert all(w < 35 for w in result.wins)
    assert sum(result.wins) == pytest.approx(60)


def test_beats_random_play_by_far() -> None:
    result = match("kingdoms", ["heuristic", "random"], games=100, seed=11)
    assert result.win_rate(0).rate >= 0.9
    assert result.mean_score(0) > result.mean_score(1) + 20


def test_solo_wins_some_games_against_the_upstart() -> None:
    """Random play almost never beats the upstart; the bot does in a fair share of games."""
    bot = match("kingdoms", ["heuristic"], games=100, seed=5, options={"solo_difficulty": "easy"})
    rnd = match("kingdoms", ["random"], games=100, seed=5, options={"solo_difficulty": "easy"})
    assert bot.win_rate(0).rate > rnd.win_rate(0).rate + 0.1
    assert bot.mean_score(0) > rnd.mean_score(0) + 15
