"""Checks every game's heuristic bot must pass (shipped, like the conformance suite).

>>> result = check_beats_random("cabbage", games=20, seed=1, threshold=0.5, width=1.0)
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
    games: int = 2000,
    seed: int = 2024,
    threshold: float = 0.80,
    width: float = 0.05,
) -> MatchResult:
    """Heuristic vs random, 2 players, seats rotating: the heuristic wins at least
    ``threshold`` of the games, the Wilson 95% interval is narrower than ``width`` and its
    low end is within 0.05 of the threshold, and it outscores random on average."""
    result = match(game_id, ["heuristic", "random"], games=games, seed=seed)
    rate = result.win_rate(0)
    print(f"\n{game_id}: heuristic vs random, 2 players, {games} games: win rate {rate}")
    if 2 in game(game_id).spec.automa_counts:  # a game may end with nobody winning
        assert sum(result.wins) <= games + 1e-9
    else:
        assert abs(sum(result.wins) - games) < 1e-9
    assert 0 <= rate.low <= rate.rate <= rate.high <= 1
    assert rate.high - rate.low < width
    assert rate.rate >= threshold, rate
    assert rate.low >= threshold - 0.05, rate
    assert result.mean_score(0) > result.mean_score(1)
    return result
