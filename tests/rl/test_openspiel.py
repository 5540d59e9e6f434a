"""The OpenSpiel adapter (``stil.rl.openspiel``): OpenSpiel's own random-simulation test on
every registered game, and what the adapter promises on top; skipped unless the
``openspiel`` extra is installed."""

from __future__ import annotations

import json

import numpy as np
import pytest

import stil
from stil.rl import encode, final_rewards

pyspiel = pytest.importorskip("pyspiel")

from stil.rl.openspiel import PREFIX, register_games  # noqa: E402

GAMES = stil.games()


def tables(game_id: str) -> list[int]:
    """The smallest table of two or more seats, and solo where the game has it."""
    counts = stil.game(game_id).spec.player_counts
    return sorted({min(n for n in counts if n >= 2)} | ({1} & set(counts)))


CASES = [(g, n) for g in GAMES for n in tables(g)]


@pytest.fixture(scope="module", autouse=True)
def registered() -> list[str]:
    return register_games()


def test_every_registered_game_is_registered(registered: list[str]) -> None:
    assert registered == [PREFIX + g for g in GAMES]
    assert set(registered) <= set(pyspiel.registered_names())
    assert register_games() == registered  # a second call registers nothing twice


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_random_sim_test(game_id: str, players: int) -> None:
    game = pyspiel.load_game(PREFIX + game_id, {"players": players, "seed": 1})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("game_id", GAMES)
def test_states_follow_the_engine(game_id: str) -> None:
    """Seat to act, legal indices, observations from the seat's view, returns."""
    players = tables(game_id)[-1]
    game = pyspiel.load_game(PREFIX + game_id, {"players": players, "seed": 2})
    stil_game = stil.game(game_id)
    assert game.num_distinct_actions() == len(stil_game.actions)
    state = game.new_initial_state()
    want = stil_game.new(players=players, seed=state.game_seed)
    rng = np.random.default_rng(0)
    while not state.is_terminal():
        assert state.current_player() == want.to_act
        legal = state.legal_actions()
        assert legal == sorted(stil_game.actions.index(a) for a in want.legal_actions())
        seat = int(rng.integers(players))
        view = want.view(seat)
        assert np.array_equal(np.asarray(state.observation_tensor(seat)), encode(view))
        assert json.loads(state.observation_string(seat)) == json.loads(view.to_json())
        action = int(rng.choice(legal))
        assert state.action_to_string(action) == str(stil_game.actions.action(action))
        clone = state.clone()
        state.apply_action(action)
        want.apply(stil_game.actions.action(action))
        assert clone.stil_state != state.stil_state or clone.is_terminal()  # independent
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert state.returns() == pytest.approx(final_rewards(want))


def test_deals_come_from_the_seed_parameter() -> None:
    def deals(seed: int) -> list[int]:
        game = pyspiel.load_game(PREFIX + "cabbage", {"players": 2, "seed": seed})
        return [game.new_initial_state().game_seed for _ in range(3)]

    assert deals(5) == deals(5)
    assert deals(5) != deals(6)
    assert len(set(deals(5))) == 3


def test_public_observer_and_bad_parameters() -> None:
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game(PREFIX + "princes", {"players": 3})
    state = game.new_initial_state()
    public = make_observation(
        game,
        pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE),
    )
    public.set_from(state, 1)
    assert np.array_equal(public.tensor, encode(state.stil_state.view(None)))
    assert not np.array_equal(public.tensor, np.asarray(state.observation_tensor(1)))
    with pytest.raises(ValueError, match="perfect-recall"):
        make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    with pytest.raises(stil.InvalidOption):
        pyspiel.load_game(PREFIX + "princes", {"options": '{"no_such": 1}'})
    with pytest.raises(stil.InvalidPlayers):
        pyspiel.load_game(PREFIX + "cabbage", {"players": 9})
    with pytest.raises(stil.InvalidAction):
        state.apply_action(10**6)


@pytest.mark.parametrize("game_id", GAMES)
def test_openspiel_rl_environment(game_id: str) -> None:
    """OpenSpiel's own RL loop (``rl_environment`` with its random agents) plays a game to
    the end; the rewards it reports are the engine's."""
    from open_spiel.python import rl_environment
    from open_spiel.python.algorithms import random_agent

    players = tables(game_id)[-1]
    game = pyspiel.load_game(PREFIX + game_id, {"players": players, "seed": 4})
    env = rl_environment.Environment(game)
    n = env.action_spec()["num_actions"]
    agents = [random_agent.RandomAgent(player_id=p, num_actions=n) for p in range(players)]
    step = env.reset()
    size = len(step.observations["info_state"][0])
    assert size == len(np.asarray(env.get_state.observation_tensor(0)))
    while not step.last():
        seat = step.observations["current_player"]
        legal = step.observations["legal_actions"][seat]
        action = agents[seat].step(step).action
        assert action in legal
        step = env.step([action])
    state = env.get_state.stil_state
    assert state.is_over and step.rewards == pytest.approx(final_rewards(state))
