"""Checks every game's heuristic bot must pass (shipped, like the conformance suite).

>>> result = check_beats_random("cabbage", games=20, seed=1, threshold=0.8)
<BLANKLINE>
cabbage: heuristic vs random, 2 players, 20 games: win rate 1.000 (95% CI 0.839–1.000)
>>> result.games
20
"""

from __future__ import annotations

from stil.bots import Bot
from stil.core import Rng, State
from stil.core.registry import game
from stil.sim.match import MatchResult, match


def bot_choice(bot: Bot, state: State, seed: int = 0) -> str:
    """What ``bot`` plays for the seat to act, from that seat's view only; it must be legal."""
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    action = bot.choose(state.view(seat), legal, Rng(seed))
    assert action in legal, action
    return str(action)


def check_beats_random(
    game_id: str,
    games: int = 300,
    seed: int = 2024,
    threshold: float = 0.80,
) -> MatchResult:
    """Heuristic vs random, 2 players, seats rotating: the low end of the Wilson 95%
    interval of the heuristic's win rate is at least ``threshold`` (so 95% sure the true
    rate is), and it outscores random on average.

    A few hundred games settle this for a bot that wins nearly all of them; the issue's
    2,000-game figures are a benchmark (``benchmarks/bots.py``, docs/bots.md), not a test.
    """
    result = match(game_id, ["heuristic", "random"], games=games, seed=seed)
    rate = result.win_rate(0)
    print(f"\n{game_id}: heuristic vs random, 2 players, {games} games: win rate {rate}")
    if 2 in game(game_id).spec.automa_counts:  # a game may end with nobody winning
        assert sum(result.wins) <= games + 1e-9
    else:
        assert abs(sum(result.wins) - games) < 1e-9
    assert 0 <= rate.low <= rate.rate <= rate.high <= 1
    assert rate.low >= threshold, rate
    assert result.mean_score(0) > result.mean_score(1)
    return result
