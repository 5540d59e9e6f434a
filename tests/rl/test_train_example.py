"""The masked-PPO example (``examples/train_masked_ppo.py``) trains for a few steps and
evaluates; skipped unless the ``train`` extra (torch, sb3-contrib) is installed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

pytest.importorskip("sb3_contrib")

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "train_masked_ppo.py"


@pytest.fixture(scope="module")
def example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_masked_ppo", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def test_training_for_a_few_steps(example: ModuleType) -> None:
    import torch

    torch.set_num_threads(1)
    result = example.train("cabbage", 2, seconds=120, total_timesteps=256, n_envs=2, n_steps=128)
    assert result.timesteps >= 256 and result.games > 0
    assert 0.0 <= result.train_win_rate <= 1.0

    # the trained policy picks only masked-in actions (a table raises on any other)
    table = example.make_table("cabbage", 2, seat=1)
    policy = example.model_policy(result.model)
    obs, _ = table.reset(seed=4)
    assert obs.shape == table.observation_space.shape
    moves = 0
    while True:
        mask = table.action_masks()
        action = policy(obs, mask)
        assert mask[action]
        obs, reward, terminated, _, info = table.step(action)
        moves += 1
        if terminated:
            break
    assert info["seat"] == 1 and moves > 0
    assert reward in (-1.0, 0.0, 1.0) or 0 < reward < 1
    rate, low, high = example.evaluate("cabbage", 2, policy, games=4)
    assert 0.0 <= low <= rate <= high <= 1.0 and rate * 4 == int(rate * 4)


def test_the_random_baseline_is_a_coin_flip(example: ModuleType) -> None:
    """Two random players on the evaluation deals: near one half, as a baseline should be."""
    rate, low, high = example.evaluate("cabbage", 2, example.random_policy(1), games=200)
    assert low < 0.5 < high and 0.35 < rate < 0.65


def test_time_budget_stops_training(example: ModuleType) -> None:
    result = example.train("cabbage", 2, seconds=0.0, n_envs=2, n_steps=64)
    assert result.timesteps == 2  # stopped after the first step of the two tables
    assert result.games == 0 and np.isnan(result.train_win_rate)
