"""The bot interface and the registry of bots by name."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from stil.core import Action, Observation, Rng
from stil.core.registry import parts


class Bot(Protocol):
    """Anything that picks one of the legal actions from a seat's observation."""

    name: str

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action: ...


class RandomBot:
    """Uniformly random among the legal actions: the baseline every bot must beat."""

    name = "random"

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]


def _heuristic(game_id: str) -> Bot:
    """The game's own heuristic bot (its parts' ``heuristic_bot``)."""
    make = parts(game_id).heuristic_bot
    if make is None:
        raise ValueError(f"no heuristic bot for {game_id!r} yet")
    bot: Bot = make()
    return bot


def has_heuristic(game_id: str) -> bool:
    """Whether ``game_id`` ships a heuristic bot."""
    return parts(game_id).heuristic_bot is not None


def _ismcts(level: str) -> Callable[[str], Bot]:
    def make(game_id: str) -> Bot:
        from stil.bots.ismcts import level as ismcts_level

        return ismcts_level(level, game_id)

    return make


#: Every bot by its id, in the order the clients offer them (plainest first). The id is all
#: that is written here: a bot's name in words is ``[bot.<id>]`` of ``stil/locale.toml``.
_FACTORIES: dict[str, Callable[[str], Bot]] = {
    "random": lambda game_id: RandomBot(),
    "heuristic": _heuristic,
    "ismcts-easy": _ismcts("easy"),
    "ismcts": _ismcts("normal"),
    "ismcts-hard": _ismcts("hard"),
}


def bot_names() -> list[str]:
    """The registered bots' ids, in the order the clients offer them."""
    return list(_FACTORIES)


def make_bot(name: str, game_id: str) -> Bot:
    """A bot by name (``random``, ``heuristic``) for a game."""
    if name not in _FACTORIES:
        raise ValueError(f"no bot {name!r}; bots are: {', '.join(_FACTORIES)}")
    return _FACTORIES[name](game_id)
