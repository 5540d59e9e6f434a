"""The two-step Gymnasium env (``stil.rl.twostep.StilTwoStepGymEnv``): Gymnasium's own
check, the same games as the flat ``StilGymEnv``, ``make_env``'s defaults, seeds and
illegal choices."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import stil
from stil.rl import WIDEST_MASK, StilGymEnv, make_env, register_envs
from stil.rl.twostep import StilTwoStepGymEnv, TwoStep

GAMES = stil.games()


@pytest.mark.parametrize("game_id", ["cabbage", "catboxes"])
def test_gymnasium_check_env(game_id: str) -> None:
    check_env(StilTwoStepGymEnv(game_id, 2))
    check_env(StilTwoStepGymEnv(game_id, 2, seat=1, opponents="heuristic"))


def play(env: StilTwoStepGymEnv, seed: int, choices: int) -> tuple[list[int], list[Any]]:
    """A game by random legal choices read from ``action_masks()``: the flat actions
    played and every step's (observation, reward, terminated, info's mask)."""
    two, rng = env.two, np.random.default_rng(choices)
    obs, info = env.reset(seed=seed)
    flats: list[int] = []
    seen: list[Any] = [(obs["observation"], obs["action_mask"])]
    terminated = False
    while not terminated:
        mask = env.action_masks()
        assert mask.shape == (two.n,) and mask.any()
        assert (mask == info["action_mask"].astype(bool)).all()
        assert (mask == obs["action_mask"].astype(bool)).all()
        choice = int(rng.choice(np.flatnonzero(mask)))
        head = env.head
        before = env.game_state.to_json() if env.game_state is not None else None
        obs, reward, terminated, truncated, info = env.step(choice)
        assert obs in env.observation_space and not truncated
        seen.append((obs["observation"], obs["action_mask"], reward, terminated))
        step_part = obs["observation"][-1 - two.n_heads :]
        if head is None and choice not in two.single:  # a head with tails: nothing moved
            assert env.head == choice and reward == 0.0 and not terminated
            assert step_part[0] == 1.0 and step_part[1 + choice] == 1.0
            assert step_part.sum() == 2.0
            assert env.game_state is not None and env.game_state.to_json() == before
            continue
        flats.append(two.single[choice] if head is None else two.flat[(head, choice)])
        assert env.head is None and not step_part.any()
        assert len(flats) < 5_000
    return flats, seen


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_game_as_the_flat_env(game_id: str) -> None:
    """Random two-step choices to the end: the flat actions they make, played on
    StilGymEnv with the same seed and opponents, end the same game with the same reward."""
    opponents = "heuristic" if game_id == "cabbage" else "random"
    env = StilTwoStepGymEnv(game_id, 2, seat=1, opponents=opponents, reward="score_diff")
    flats, seen = play(env, seed=5, choices=0)
    flat = StilGymEnv(game_id, 2, seat=1, opponents=opponents, reward="score_diff")
    obs, info = flat.reset(seed=5)
    n = len(env._table.low)
    assert (obs["observation"] == seen[0][0][:n]).all()
    for i in flats:
        assert flat.action_masks()[i]
        obs, reward, terminated, _, info = flat.step(i)
    assert terminated
    assert reward == seen[-1][2]
    assert (obs["observation"] == seen[-1][0][:n]).all()
    assert flat.game_state is not None and env.game_state is not None
    assert flat.game_state.to_json() == env.game_state.to_json()
    assert info["scores"] == env.game_state.scores()


def test_seeds_reproduce() -> None:
    a, b = StilTwoStepGymEnv("catboxes", 2), StilTwoStepGymEnv("catboxes", 2)
    fa, sa = play(a, seed=11, choices=3)
    fb, sb = play(b, seed=11, choices=3)
    assert fa == fb and len(sa) == len(sb)
    for x, y in zip(sa, sb, strict=True):
        assert all(np.array_equal(u, v) for u, v in zip(x, y, strict=True))
    # reset(seed=s) deals StilGymEnv's game; unseeded resets follow env.np_random
    a.reset(seed=4)
    flat = StilGymEnv("catboxes", 2)
    flat.reset(seed=4)
    assert a.game_state is not None and flat.game_state is not None
    assert a.game_state.to_json() == flat.game_state.to_json()
    a.reset(seed=9)
    b.reset(seed=9)
    assert a.reset()[1]["game_seed"] == b.reset()[1]["game_seed"]


def test_make_env_defaults() -> None:
    wide = make_env("catboxes", kind="gym")
    assert isinstance(wide, StilTwoStepGymEnv)
    obs, _ = wide.reset(seed=1)
    assert len(wide.action_masks()) == len(obs["action_mask"]) <= WIDEST_MASK
    assert int(wide.action_space.n) == TwoStep.of("catboxes").n <= WIDEST_MASK
    flat = make_env("catboxes", kind="gym", actions="flat")
    assert type(flat) is StilGymEnv
    assert int(flat.action_space.n) == 218_575
    assert flat.observation_space["action_mask"].shape == (218_575,)
    assert type(make_env("cabbage", kind="gym")) is StilGymEnv
    assert isinstance(make_env("cabbage", kind="gym", actions="two_step"), StilTwoStepGymEnv)


def test_registered_ids_are_flat_unless_asked() -> None:
    register_envs()
    env = gymnasium.make("stil/cabbage-v0", players=3, opponents="heuristic")
    assert type(env.unwrapped) is StilGymEnv
    env = gymnasium.make("stil/cabbage-v0", actions="two_step", seat=1)
    assert isinstance(env.unwrapped, StilTwoStepGymEnv)
    obs, _ = env.reset(seed=2)
    assert obs in env.observation_space


def first_head_with_tails(env: StilTwoStepGymEnv) -> int:
    """The first legal head with tails, playing the first legal action alone until there
    is one (catboxes starts with ``start s<n>``)."""
    while True:
        legal = [int(h) for h in np.flatnonzero(env.action_masks())]
        heads = [h for h in legal if h not in env.two.single]
        if heads:
            return heads[0]
        env.step(legal[0])


def test_illegal_choices() -> None:
    env = StilTwoStepGymEnv("catboxes", 2)
    env.reset(seed=2)
    bad = int(np.flatnonzero(~env.action_masks())[0])
    _, reward, terminated, _, info = env.step(bad)  # "lose", as StilGymEnv
    assert terminated and reward == -1.0 and info["illegal_action"]
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    env.reset(seed=2)
    env.step(first_head_with_tails(env))
    bad = int(np.flatnonzero(~env.action_masks())[0])
    _, reward, terminated, _, info = env.step(bad)  # an illegal tail loses too
    assert terminated and reward == -1.0 and info["illegal_action"]
    strict = StilTwoStepGymEnv("catboxes", 2, illegal_action="raise")
    strict.reset(seed=2)
    head = first_head_with_tails(strict)
    strict.step(head)
    mask = strict.action_masks()
    with pytest.raises(stil.IllegalAction):
        strict.step(int(np.flatnonzero(~mask)[0]))
    assert strict.head == head and (strict.action_masks() == mask).all()  # nothing changed
    with pytest.raises(stil.InvalidAction):
        strict.step(strict.two.n)
