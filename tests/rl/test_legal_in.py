"""``legal_in`` reads a mask as booleans for speed; it must list exactly what
``np.flatnonzero`` lists, for every mask an environment hands out."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from stil.core import games
from stil.rl import StilAECEnv, legal_in


@given(arrays(np.int8, st.integers(0, 3000), elements=st.integers(0, 1)), st.integers(1, 3))
def test_the_same_indices_as_flatnonzero(mask: np.ndarray, step: int) -> None:
    for m in (mask, mask[::step]):  # a strided view too
        got = legal_in(m)
        assert got.tolist() == np.flatnonzero(m).tolist()
        assert got.dtype == np.intp


def test_wider_masks_are_read_as_they_are() -> None:
    mask = np.array([0, 1, 0, 1, 1], dtype=np.int64)
    assert legal_in(mask).tolist() == [1, 3, 4]


@pytest.mark.parametrize("game_id", games())
def test_every_games_masks(game_id: str) -> None:
    env = StilAECEnv(game_id, players=2)
    env.reset(seed=5)
    for _ in range(40):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            break
        legal = legal_in(obs["action_mask"])
        assert legal.tolist() == np.flatnonzero(obs["action_mask"]).tolist()
        assert len(legal) > 0
        env.step(int(legal[-1]))
