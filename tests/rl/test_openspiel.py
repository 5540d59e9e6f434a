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

from stil.core import Rng  # noqa: E402
from stil.rl.openspiel import CHANCE_OUTCOMES, PREFIX, redeal_seed, register_games  # noqa: E402

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
    """Seat to act, legal indices, observations from the seat's view, returns; each move a
    seat's action then a chance node that re-draws the unseen before carrying it out."""
    players = tables(game_id)[-1]
    game = pyspiel.load_game(PREFIX + game_id, {"players": players, "seed": 2})
    stil_game = stil.game(game_id)
    assert game.num_distinct_actions() == len(stil_game.actions)
    assert game.max_chance_outcomes() == CHANCE_OUTCOMES
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
        assert clone.stil_state.to_json() == state.stil_state.to_json()  # exact
        state.apply_action(action)
        assert state.is_chance_node() and not state.is_terminal()
        outcomes = state.chance_outcomes()
        assert [k for k, _ in outcomes] == list(range(CHANCE_OUTCOMES))
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        outcome = int(rng.integers(CHANCE_OUTCOMES))
        seed = redeal_seed(state.game_seed, state.moves, outcome)
        want = stil_game.resample_unseen(want, Rng(seed))
        state.apply_action(outcome)
        want.apply(stil_game.actions.action(action))
        assert state.stil_state.to_json() == want.to_json()
        assert clone.stil_state != state.stil_state  # independent
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert state.returns() == pytest.approx(final_rewards(want))


def drawing_move(game_id: str, seed: int) -> tuple[object, int]:
    """A state of a random game at a move that draws from the deck, and that move."""
    stil_game = stil.game(game_id)
    players = tables(game_id)[-1]
    game = pyspiel.load_game(PREFIX + game_id, {"players": players, "seed": seed})
    state = game.new_initial_state()
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(int(rng.integers(CHANCE_OUTCOMES)))
            continue
        legal = state.legal_actions()
        rng.shuffle(legal)
        for action in legal:
            probe = state.stil_state.clone()
            probe.apply(stil_game.actions.action(action))
            if len(probe.deck) < len(state.stil_state.deck):
                return state, action
        state.apply_action(legal[0])
    raise AssertionError("no move drew a card")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_clone_knows_no_future(game_id: str) -> None:
    """Clone, then take a move that draws: what is drawn is the chance node's, not fixed
    by the original's deck order (the issue 41 leak: MCTS read every future draw)."""
    state, action = drawing_move(game_id, seed=3)
    seats = range(state.num_players())  # the card may go to any of them
    predicted = state.stil_state.clone()  # what the original's deck order would draw
    predicted.apply(stil.game(game_id).actions.action(action))
    seen = set()
    for outcome in range(CHANCE_OUTCOMES):
        clone = state.clone()
        clone.apply_action(action)
        clone.apply_action(outcome)
        seen.add(tuple(clone.observation_string(p) for p in seats))
    assert len(seen) > 1
    assert seen != {tuple(predicted.view(p).to_json() for p in seats)}


def test_information_states() -> None:
    """A seat's information state is its own record: equal in every world it cannot tell
    from the real one (resample_from_infostate), and it grows with the game."""
    game = pyspiel.load_game(PREFIX + "princes", {"players": 3, "seed": 5})
    state = game.new_initial_state()
    rng = np.random.default_rng(1)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    before = state.information_state_string(0)
    redealt = 0
    for _ in range(40):
        legal = state.legal_actions()
        state.apply_action(int(rng.choice(legal)))
        if state.is_terminal():
            break
        if state.is_chance_node():
            continue
        seat = state.current_player()
        world = state.resample_from_infostate(seat, sampler)
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert np.array_equal(
            world.information_state_tensor(seat), state.information_state_tensor(seat)
        )
        assert world.legal_actions() == state.legal_actions()
        other = (seat + 1) % 3
        redealt += world.stil_state.hands[other] != state.stil_state.hands[other]
    assert redealt > 5  # the other hands are re-dealt in those worlds
    assert state.information_state_string(0).startswith(before.split("\n")[0][:-1])
    assert len(state.information_state_string(0)) > len(before)


@pytest.mark.parametrize("game_id", GAMES)
def test_ismcts_bot_plays_whole_games(game_id: str) -> None:
    """OpenSpiel's ISMCTSBot (the Python one: it calls a Python game's resampler) plays a
    whole game against a random seat."""
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(PREFIX + game_id, {"players": 2, "seed": 6})
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
        2.0,
        max_simulations=3,
        random_state=np.random.RandomState(1),
        allow_inconsistent_action_sets=True,
    )
    rng = np.random.default_rng(2)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
        else:
            action = int(rng.choice(state.legal_actions()))
        state.apply_action(action)
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0], [0.5, 0.5])


def test_outcome_sampling_mccfr_runs() -> None:
    """A CFR-family solver runs on the smallest table: outcome-sampling MCCFR keys its
    regrets by information state strings and samples the chance nodes."""
    from open_spiel.python.algorithms import outcome_sampling_mccfr

    game = pyspiel.load_game(PREFIX + "cabbage", {"players": 2, "seed": 7})
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(4):
        solver.iteration()
    assert len(solver._infostates) > 10
    policy = solver.average_policy()
    state = game.new_initial_state()
    probs = policy.action_probabilities(state)
    assert set(probs) == set(state.legal_actions())
    assert sum(probs.values()) == pytest.approx(1.0)


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
    with pytest.raises(ValueError, match="every seat"):
        make_observation(
            game,
            pyspiel.IIGObservationType(
                perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
            ),
        )
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
