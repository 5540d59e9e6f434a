"""Every game's heuristic bot beats random in at least 80% of 2,000 two-player games."""

from __future__ import annotations

import pytest

import stil
from stil.bots.base import has_heuristic
from stil.testing.bots import check_beats_random


def test_every_game_has_a_heuristic_bot() -> None:
    assert all(has_heuristic(g) for g in stil.games())


@pytest.mark.parametrize("game_id", stil.games())
def test_heuristic_beats_random_in_at_least_80_percent_of_2000_games(game_id: str) -> None:
    check_beats_random(game_id, games=2000, seed=2024)
