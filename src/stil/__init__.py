"""Stil: one rules engine for five tabletop card games, with bots, a terminal and a simulator.

>>> import stil
>>> state = stil.game("cabbage").new(players=3, seed=7)
>>> state.to_act in (0, 1, 2)
True
"""

from stil import games  # the package, callable as the registry's games()
from stil.core import (
    Action,
    Decision,
    Game,
    GameSpec,
    IllegalAction,
    InvalidAction,
    InvalidOption,
    InvalidPlayers,
    InvalidState,
    Observation,
    OptionSpec,
    Rng,
    State,
    StilError,
    UnknownGame,
    game,
)

__version__ = "0.1.0"

__all__ = [
    "Action",
    "Decision",
    "Game",
    "GameSpec",
    "IllegalAction",
    "InvalidAction",
    "InvalidOption",
    "InvalidPlayers",
    "InvalidState",
    "Observation",
    "OptionSpec",
    "Rng",
    "State",
    "StilError",
    "UnknownGame",
    "game",
    "games",
]
