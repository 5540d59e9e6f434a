"""The heuristic bot of Князья: legal always, sensible in targeted positions, fast, and far
stronger than random play."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence

import pytest

import stil
from stil.bots import RandomBot, make_bot
from stil.core import Observation, Seat, State
from stil.games.princes import game as princes_game
from stil.games.princes.bot import HeuristicBot, exposure
from stil.games.princes.state import PrincesState
from stil.sim import match
from stil.testing.bots import bot_choice

BOT = HeuristicBot()
FILLER = ["building_school"] * 20  # a draw pile that keeps the game going past the test
PSKOV_15 = ["building_school", "building_library", "building_metropolitan_court"]  # (2+1+2)*3


def position(
    hands: Sequence[Sequence[str]],
    cities: Mapping[str, tuple[Seat, Sequence[str]]] | None = None,
    chronicles: Sequence[Sequence[str]] = (),
    current: Seat = 0,
    deck: Sequence[str] = FILLER,
    **options: object,
) -> PrincesState:
    """A hand-laid table; ``deck`` lists the top card first."""
    return princes_game.setup(
        len(hands),
        hands=hands,
        cities=cities,
        deck=deck,
        chronicles=chronicles,
        current=current,
        options=options,
    )


def choice(state: State) -> str:
    return bot_choice(BOT, state)


def kind(state: PrincesState) -> str:
    assert state.decision is not None
    return state.decision.kind


def unknown(n: int) -> list[str]:
    """A rival's hand that cannot answer an attack (the bot does not see it anyway)."""
    return ["building_school"] * n


# -- always legal --------------------------------------------------------------------------
def _random_options(rng: stil.Rng) -> dict[str, object]:
    spec = stil.game("princes").spec
    options: dict[str, object] = {}
    for o in spec.options:
        if o.name in ("allow_up_to_8", "tournament"):
            continue
        options[o.name] = o.allowed[rng.below(len(o.allowed))]
    return options


def test_only_ever_returns_legal_actions_and_needs_only_the_views_data() -> None:
    """Ask the bot at every state of many games of 2–6 players under random option sets
    (the defaults every fourth game), the seats driven by the bot or by random play; a view
    sent through JSON gives the same choice, so plain data is all it needs."""
    game = stil.game("princes")
    rng = stil.Rng(2024)
    seen: Counter[str] = Counter()
    names: Counter[str] = Counter()
    for g in range(120):
        players = 2 + g % 5
        options = {} if g % 4 == 0 else _random_options(rng)
        state = game.new(players=players, seed=g, options=options)
        drivers = [BOT if (g + seat) % 2 else RandomBot() for seat in range(players)]
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
    assert set(seen) == {"turn", "war_open", "war_defend", "war_counter", "war_ruin"}
    # the bot's own choices span the whole game
    for name in ("draw", "city", "build", "chronicle", "war", "attack", "defend", "ruin"):
        assert names[name] > 0, name


def test_games_among_bots_end_under_every_option_set() -> None:
    """Bots only, options drawn at random (``pass_rule="always"`` included): the bot never
    passes while it could draw, so the pile runs out and every game ends."""
    game = stil.game("princes")
    rng = stil.Rng(7)
    for g in range(30):
        players = 2 + g % 5
        state = game.new(players=players, seed=g, options=_random_options(rng))
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            state.apply(BOT.choose(state.view(seat), state.legal_actions(), rng))
            assert state.turn < 400, "the game does not end"


def test_a_spectators_view_gets_a_legal_action_too() -> None:
    s = stil.game("princes").new(players=3, seed=9)
    legal = s.legal_actions()
    assert BOT.choose(s.view(None), legal, stil.Rng(1)) in legal


def test_registered_as_the_heuristic_bot() -> None:
    assert isinstance(make_bot("heuristic", "princes"), HeuristicBot)


# -- cities, buildings, walls --------------------------------------------------------------
def test_lays_a_city_before_itself() -> None:
    s = position([["city_kyiv", "army_druzhina_3"], unknown(4)], {"city_smolensk": (1, [])})
    assert choice(s) == "city city_kyiv 0"


def test_never_lays_a_city_before_a_rival() -> None:
    s = position([["city_smolensk"], unknown(4), unknown(4)], deck=[])  # no draw to fall back on
    assert choice(s) == "city city_smolensk 0"


def test_builds_on_its_own_best_city() -> None:
    cities = {
        "city_kyiv": (0, ["building_library"]),  # 5
        "city_smolensk": (0, []),  # 1
        "city_novgorod": (1, []),
    }
    s = position([["building_library"], unknown(4)], cities)
    assert choice(s) == "build building_library city_kyiv"
    s = position([["building_metropolitan_court"], unknown(4)], cities)
    assert choice(s) == "build building_metropolitan_court city_kyiv"  # 15, not 3


def test_a_plus_building_goes_where_the_court_triples_it() -> None:
    cities = {"city_kyiv": (0, []), "city_smolensk": (0, ["building_metropolitan_court"])}
    s = position([["building_library"], unknown(4)], cities)
    assert choice(s) == "build building_library city_smolensk"  # +6 rather than +2


def test_walls_its_most_valuable_city() -> None:
    cities = {"city_pskov": (0, PSKOV_15), "city_smolensk": (0, []), "city_kyiv": (1, [])}
    s = position([["wall_stonework"], unknown(4)], cities)
    assert choice(s) == "build wall_stonework city_pskov"


def test_exposure_falls_with_the_wall() -> None:
    values = [exposure(w) for w in range(11)]
    assert values == sorted(values, reverse=True)
    assert values[0] == 1.0
    assert 0 < values[10] < 0.1  # only Измена gets past every wall


# -- chronicles and events -----------------------------------------------------------------
def test_puts_the_accursed_on_the_leader() -> None:
    cities = {"city_pskov": (1, PSKOV_15), "city_kyiv": (2, []), "city_smolensk": (0, [])}
    s = position([["chronicle_accursed"], unknown(4), unknown(4)], cities)
    assert choice(s) == "chronicle chronicle_accursed 1"
    s = position([["chronicle_seditious"], unknown(4), unknown(4)], cities)
    assert choice(s) == "chronicle chronicle_seditious 1"


def test_puts_the_meek_on_the_leader() -> None:
    cities = {"city_kyiv": (1, []), "city_smolensk": (2, []), "city_rostov": (0, [])}
    s = position([["chronicle_meek"], unknown(4), unknown(4)], cities)
    assert choice(s) == "chronicle chronicle_meek 1"


@pytest.mark.parametrize("card", ["chronicle_wise", "chronicle_pious", "chronicle_gatherer"])
def test_keeps_the_good_chronicles_for_itself(card: str) -> None:
    cities = {"city_kyiv": (0, []), "city_rostov": (0, []), "city_smolensk": (1, [])}
    s = position([[card], unknown(4)], cities)
    assert choice(s) == f"chronicle {card} 0"


def test_sets_the_red_rooster_on_the_leaders_built_city() -> None:
    cities = {
        "city_pskov": (1, PSKOV_15),  # the leader's: 15, 2 without its buildings
        "city_kyiv": (2, ["building_library"]),
        "city_rostov": (0, ["building_library"]),
    }
    s = position([["event_red_rooster"], unknown(4), unknown(4)], cities)
    assert choice(s) == "arson city_pskov"


def test_the_chronicler_strikes_the_chronicle_that_matters_most() -> None:
    cities = {"city_kyiv": (1, []), "city_smolensk": (0, [])}
    chronicles = [["chronicle_seditious"], ["chronicle_wise"]]
    s = position([["event_chronicler"], unknown(4)], cities, chronicles)
    assert choice(s) == "chronicler 1 chronicle_wise"  # -3 for the leader beats +2 for me
    chronicles = [["chronicle_accursed"], ["chronicle_pious"]]
    s = position([["event_chronicler"], unknown(4)], cities, chronicles)
    assert choice(s) == "chronicler 0 chronicle_accursed"


def test_calls_batu_when_far_ahead_and_not_when_behind() -> None:
    ahead = {"city_pskov": (0, PSKOV_15), "city_smolensk": (1, [])}
    assert choice(position([["event_batu"], unknown(4)], ahead)) == "batu"
    behind = {"city_pskov": (1, PSKOV_15), "city_smolensk": (0, [])}
    assert choice(position([["event_batu"], unknown(4)], behind)) == "draw"


def test_prolongs_the_end_with_the_secret_message_only_when_behind() -> None:
    behind = {"city_pskov": (1, PSKOV_15), "city_smolensk": (0, [])}
    s = position([["event_secret_message", "army_druzhina_1"], unknown(4)], behind)
    s.last_turn = 0  # this is the last turn of the game
    assert choice(s) == "message"
    ahead = {"city_pskov": (0, PSKOV_15), "city_smolensk": (1, [])}
    s = position([["event_secret_message", "army_druzhina_1"], unknown(4)], ahead)
    s.last_turn = 0
    assert choice(s) != "message"


def test_draws_when_it_has_nothing_good_to_play() -> None:
    cities = {"city_smolensk": (1, []), "city_kyiv": (0, [])}
    s = position([["army_druzhina_1", "event_watch", "event_tunnel"], unknown(8)], cities)
    assert choice(s) == "draw"


# -- wars: attacking -----------------------------------------------------------------------
def test_attacks_when_an_army_beats_the_wall() -> None:
    cities = {"city_pskov": (1, [*PSKOV_15, "wall_palisade"]), "city_kyiv": (0, [])}
    s = position([["army_druzhina_5", "building_school"], unknown(2)], cities)
    assert choice(s) == "war city_pskov army_druzhina_5"


def test_does_not_throw_an_army_at_a_poor_city_of_a_well_stocked_rival() -> None:
    cities = {"city_smolensk": (1, []), "city_kyiv": (0, [])}
    s = position([["army_druzhina_2"], unknown(8)], cities)
    assert choice(s) == "draw"


def test_attacks_anything_it_can_on_its_last_turn() -> None:
    cities = {"city_smolensk": (1, []), "city_kyiv": (0, [])}
    s = position([["army_druzhina_2"], unknown(8)], cities)
    s.last_turn = 0  # cards kept in hand are worth nothing now
    assert choice(s) == "war city_smolensk army_druzhina_2"


@pytest.mark.parametrize("army_first", [True, False])
def test_digs_a_tunnel_before_the_army_when_walls_block(army_first: bool) -> None:
    """«Назовите желанный град и сыграйте с руки карту рать»: by default no war opens with
    the Tunnel, so with walls above its only army the bot draws; with
    ``war_opens_with_army=false`` it opens the war by digging."""
    cities = {"city_pskov": (1, [*PSKOV_15, "wall_stonework"]), "city_kyiv": (0, [])}
    hands = [["army_druzhina_3", "event_tunnel"], unknown(2)]
    s = position(hands, cities, war_opens_with_army=army_first)
    assert "war city_pskov army_druzhina_3" not in [str(a) for a in s.legal_actions()]
    if army_first:
        assert choice(s) == "draw"
        return
    assert choice(s) == "war city_pskov event_tunnel"
    s.apply("war city_pskov event_tunnel")
    assert kind(s) == "war_open"
    assert choice(s) == "attack army_druzhina_3"


def test_keeps_attacking_a_great_city_after_a_repelled_attempt() -> None:
    cities = {"city_pskov": (1, PSKOV_15), "city_kyiv": (0, [])}
    s = position([["army_druzhina_5", "army_druzhina_7"], ["army_druzhina_6"]], cities)
    s.apply("war city_pskov army_druzhina_5")
    s.apply("defend army_druzhina_6")
    s.apply("accept")
    assert kind(s) == "war_open"
    assert choice(s) == "attack army_druzhina_7"


def test_counters_a_militia_with_siege_and_a_foreigner_with_the_purse() -> None:
    cities = {"city_pskov": (1, PSKOV_15), "city_kyiv": (0, [])}
    s = position([["army_druzhina_5", "event_siege"], ["army_militia"]], cities)
    s.apply("war city_pskov army_druzhina_5")
    s.apply("defend army_militia")
    assert kind(s) == "war_counter"
    assert choice(s) == "siege"
    s = position([["army_druzhina_5", "event_fat_purse"], ["army_lyakhi_7"]], cities)
    s.apply("war city_pskov army_druzhina_5")
    s.apply("defend army_lyakhi_7")
    assert choice(s) == "purse"


# -- wars: defending -----------------------------------------------------------------------
def attacked(
    city: str,
    attached: Sequence[str],
    attacker: str,
    hand: Sequence[str],
    more: Mapping[str, tuple[Seat, Sequence[str]]] | None = None,
) -> PrincesState:
    """Seat 0 attacks seat 1's ``city`` with ``attacker``; seat 1 holds ``hand``."""
    cities = {city: (1, attached), **(more or {})}
    s = position([[attacker], hand], cities)
    s.apply(f"war {city} {attacker}")
    assert kind(s) == "war_defend" and s.to_act == 1
    return s


def test_defends_with_the_cheapest_card_that_holds() -> None:
    hand = ["army_druzhina_3", "army_druzhina_5", "army_druzhina_9", "event_ambush"]
    s = attacked("city_kyiv", ["building_library"], "army_druzhina_4", hand)
    assert choice(s) == "defend army_druzhina_5"


def test_keeps_the_militia_for_its_big_city() -> None:
    big = {"city_pskov": (1, PSKOV_15)}
    hand = ["army_militia", "army_druzhina_3"]
    s = attacked("city_kyiv", [], "army_druzhina_2", hand, big)
    assert choice(s) == "defend army_druzhina_3"  # the militia would be worth 15 in Pskov
    s = attacked("city_pskov", PSKOV_15, "army_druzhina_8", ["army_militia", "army_druzhina_9"])
    assert choice(s) == "defend army_militia"  # and there it is the cheapest that holds


def test_lures_a_foreign_attacker_with_the_purse() -> None:
    hand = ["army_druzhina_5", "event_fat_purse"]
    s = attacked("city_kyiv", ["building_library"], "army_lyakhi_5", hand)
    assert choice(s) == "purse"


def test_yields_a_cheap_city_rather_than_spend_a_strong_card() -> None:
    s = attacked("city_smolensk", [], "army_druzhina_1", ["army_varyagi_10"])
    assert choice(s) == "yield"
    s = attacked("city_smolensk", [], "army_druzhina_1", ["army_druzhina_2"])
    assert choice(s) == "defend army_druzhina_2"  # a cheap card is worth the city


def test_ravages_a_captured_city_that_is_worth_much() -> None:
    s = attacked("city_pskov", PSKOV_15, "army_druzhina_5", ["event_ruin"])
    s.apply("yield")
    assert kind(s) == "war_ruin"
    assert choice(s) == "ruin"
    s = attacked("city_smolensk", [], "army_druzhina_5", ["event_ruin"])
    s.apply("yield")
    assert choice(s) == "decline"  # nothing to burn: keep the card


# -- speed and strength --------------------------------------------------------------------
def test_seats_do_not_matter_to_the_bot_itself() -> None:
    """Three heuristic bots, seats rotating: nobody wins nearly everything (no seat bug)."""
    result = match("princes", ["heuristic"] * 3, games=60, seed=3)
    assert all(w < 35 for w in result.wins)
    assert sum(result.wins) == pytest.approx(60)
