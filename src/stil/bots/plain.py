"""The bot interface and the bots that play without searching: the random baseline and each
game's own heuristic. They sit below the search (``stil.bots.ismcts``), which one of them
may guide, and below the registry of every bot by name (``stil.bots.base``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from stil.core import Action, Observation, Rng, Seat, State
from stil.core.registry import parts


class Bot(Protocol):
    """Anything that picks one of the legal actions from a seat's observation."""

    name: str

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action: ...


#: A guide's move for a seat in a state the search holds: ``(state, seat, legal, rng)``.
Move = Callable[[State, Seat, Sequence[Action], Rng], Action]


def guide_move(bot: Bot) -> Move:
    """How a search asks ``bot`` for ``seat``'s move in one of its states: the bot's
    ``choose_state`` where it has one, which must choose exactly as ``choose`` of that
    seat's view but need not build it (``tests/bots/test_guides.py`` holds each to that),
    else ``choose`` of the view."""
    fast: Move | None = getattr(bot, "choose_state", None)
    if fast is not None:
        return fast
    return lambda state, seat, legal, rng: bot.choose(state.view(seat), legal, rng)


class RandomBot:
    """Uniformly random among the legal actions: the baseline every bot must beat."""

    name = "random"

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]


def heuristic(game_id: str) -> Bot:
    """The game's own heuristic bot (its parts' ``heuristic_bot``)."""
    make = parts(game_id).heuristic_bot
    if make is None:
        raise ValueError(f"no heuristic bot for {game_id!r} yet")
    bot: Bot = make()
    return bot


def has_heuristic(game_id: str) -> bool:
    """Whether ``game_id`` ships a heuristic bot."""
    return parts(game_id).heuristic_bot is not None


#: The bots that play without searching, by id, in the order the clients offer them.
PLAIN: dict[str, Callable[[str], Bot]] = {
    "random": lambda game_id: RandomBot(),
    "heuristic": heuristic,
}


def plain_bot(name: str, game_id: str) -> Bot:
    """A bot of :data:`PLAIN` by name for a game (what may guide a search)."""
    if name not in PLAIN:
        raise ValueError(f"no bot {name!r} to guide a search; those are: {', '.join(PLAIN)}")
    return PLAIN[name](game_id)
