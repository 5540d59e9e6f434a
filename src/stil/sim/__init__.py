"""Simulation: bots playing many games, and what the results say.

>>> from stil.sim import wilson_interval
>>> wilson_interval(0, 0)
(0.0, 1.0)
"""

from stil.sim.match import (
    MatchResult,
    WinRate,
    bot_rng,
    game_seeds,
    match,
    play_game,
    wilson_interval,
)

__all__ = [
    "MatchResult",
    "WinRate",
    "bot_rng",
    "game_seeds",
    "match",
    "play_game",
    "wilson_interval",
]
