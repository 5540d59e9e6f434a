"""Every game's heuristic bot beats random: over 300 two-player games (seats rotating) the
Wilson 95% interval of its win rate lies above 0.80.

The 2,000-game figures the bots issue asks for are a benchmark, not part of ``make test``
(``benchmarks/bots.py --game GAME --games 2000``; docs/bots.md, "Play strength"). Every
game's heuristic wins over 0.96 of them, so 300 games put the low end well above 0.80
while costing a seventh of the time.
"""

from __future__ import annotations

import pytest

import stil
from stil.bots.base import has_heuristic
from stil.testing.bots import check_beats_random


def test_every_game_has_a_heuristic_bot() -> None:
    assert all(has_heuristic(g) for g in stil.games())


@pytest.mark.parametrize("game_id", stil.games())
def test_heuristic_beats_random_with_the_interval_above_80_percent(game_id: str) -> None:
    check_beats_random(game_id, games=300, seed=2024)
