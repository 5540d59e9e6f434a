"""The two-step action space (``stil.rl.twostep``): no mask wider than a few thousand
entries, PettingZoo's own checks, and the engine sees the same actions as the flat env."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import stil
from stil.rl import StilAECEnv, legal_in
from stil.rl.twostep import StilTwoStepAECEnv, TwoStep

GAMES = stil.games()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_is_one_head_and_at_most_one_tail(game_id: str) -> None:
    two = TwoStep.of(game_id)
    n = len(stil.game(game_id).actions)
    assert two.n <= 5000
    assert len(two.single) + len(two.flat) == n
    assert not set(two.single) & {h for h, _ in two.flat}  # a head is one kind or the other
    assert sorted([*two.single.values(), *two.flat.values()]) == list(range(n))
    for (h, t), i in two.flat.items():
        assert (two.head_of[i], two.tail_of[i]) == (h, t)


def test_catboxes_mask_is_small() -> None:
    env = StilTwoStepAECEnv("catboxes")
    env.reset(seed=1)
    assert int(env.action_space(env.agent_selection).n) == TwoStep.of("catboxes").n < 5000
    assert len(stil.game("catboxes").actions) == 218_575


@pytest.mark.parametrize("game_id", ["cabbage", "catboxes", "unicorns"])
def test_pettingzoo_api_and_seed_tests(game_id: str) -> None:
    api_test(StilTwoStepAECEnv(game_id, 2), num_cycles=300)
    seed_test(lambda: StilTwoStepAECEnv(game_id, 2), num_cycles=200)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_engine_sees_what_the_flat_env_would(game_id: str) -> None:
    """Random two-step play to the end: each completed choice is a legal flat action, and
    those flat actions replay the same game."""
    env = StilTwoStepAECEnv(game_id, 2)
    env.reset(seed=3)
    two, rng = env.two, np.random.default_rng(0)
    state = env.game_state
    assert state is not None
    flats: list[int] = []
    while not all(env.terminations.values()):
        agent = env.agent_selection
        obs = env.observe(agent)
        assert obs["observation"].shape == env.observation_space(agent)["observation"].shape
        assert obs["observation"][-1 - two.n_heads] == float(env.head is not None)
        choice = int(rng.choice(legal_in(obs["action_mask"])))
        legal = set(env._table.indices(state.legal_actions()))
        head = env.head
        if head is None:
            flat = two.single.get(choice)
            done = flat is not None and flat in legal
        else:
            flat, done = two.flat[(head, choice)], True
        env.step(choice)
        if done:
            assert flat in legal and env.head is None
            flats.append(int(flat))
        else:
            assert env.head == choice and env.agent_selection == agent
        assert len(flats) < 5_000
    actions = [stil.game(game_id).actions.action(i) for i in flats]
    replayed = stil.game(game_id).replay(2, 3, None, actions)
    assert replayed.to_json() == state.to_json()
    flat_env = StilAECEnv(game_id, 2)
    flat_env.reset(seed=3)
    for i in flats:
        flat_env.step(i)
    assert flat_env.rewards == env.rewards


def test_illegal_choices_change_nothing() -> None:
    env = StilTwoStepAECEnv("catboxes", 2)
    env.reset(seed=2)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(stil.IllegalAction):
        env.step(bad)
    assert env.head is None and env.agent_selection == agent
    with pytest.raises(stil.InvalidAction):
        env.step(TwoStep.of("catboxes").n)


def test_make_env_gives_two_steps_where_the_flat_mask_is_wide() -> None:
    from stil.rl import WIDEST_MASK, StilGymEnv, make_env

    wide = make_env("catboxes")
    assert isinstance(wide, StilTwoStepAECEnv)
    wide.reset(seed=1)
    assert int(wide.action_space(wide.agent_selection).n) <= WIDEST_MASK
    flat = make_env("catboxes", actions="flat")
    assert type(flat) is StilAECEnv
    assert type(make_env("cabbage")) is StilAECEnv
    assert isinstance(make_env("cabbage", actions="two_step"), StilTwoStepAECEnv)
    assert isinstance(make_env("catboxes", kind="gym"), StilGymEnv)  # two steps: see
    # tests/rl/test_twostep_gym.py
    with pytest.raises(ValueError, match="actions must be"):
        make_env("catboxes", actions="wide")  # type: ignore[arg-type]
