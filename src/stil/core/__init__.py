"""The engine core: the contract every game implements and what they all share."""

from stil.core.action import Action, ActionSpace
from stil.core.errors import (
    IllegalAction,
    InvalidAction,
    InvalidOption,
    InvalidPlayers,
    InvalidState,
    StilError,
    UnknownGame,
)
from stil.core.game import Decision, Event, Game, GameSpec, Observation, Seat, State
from stil.core.options import OptionSpec, OptionValue, validate_options
from stil.core.registry import game, games
from stil.core.rng import Rng

__all__ = [
    "Action",
    "ActionSpace",
    "Decision",
    "Event",
    "Game",
    "GameSpec",
    "IllegalAction",
    "InvalidAction",
    "InvalidOption",
    "InvalidPlayers",
    "InvalidState",
    "Observation",
    "OptionSpec",
    "OptionValue",
    "Rng",
    "Seat",
    "State",
    "StilError",
    "UnknownGame",
    "game",
    "games",
    "validate_options",
]
