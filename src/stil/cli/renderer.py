"""What the terminal client needs from a game's ``render`` module, and how it finds one.

Each game ships ``stil/games/<id>/render.py`` with the functions below; the client looks
it up by the game's id, so a new game needs no change here.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Protocol, cast

from rich.console import RenderableType

from stil.core import Action, Event, Observation, Seat, State
from stil.i18n import Lang


class GameRenderer(Protocol):
    def player(self, seat: Seat, lang: Lang) -> str:
        """A seat's name on screen."""

    def table(self, obs: Observation, lang: Lang, tags: Sequence[str]) -> RenderableType:
        """The table as the observation's seat sees it; ``tags`` label the seats."""

    def question(self, obs: Observation, lang: Lang) -> str:
        """The pending decision of the observation's seat."""

    def action_text(self, action: Action, obs: Observation, lang: Lang) -> str:
        """One legal action in words."""

    def event_text(self, event: Event, viewer: Seat | None, lang: Lang) -> RenderableType | None:
        """One event of ``state.events(viewer)`` in words (``None``: nothing to say)."""

    def final(self, state: State, lang: Lang, tags: Sequence[str]) -> RenderableType:
        """Scores and winners of a finished game."""


FUNCTIONS = ("player", "table", "question", "action_text", "event_text", "final")


def load(game_id: str) -> GameRenderer:
    """The ``render`` module of game ``game_id``; fails if it lacks a function."""
    module = importlib.import_module(f"stil.games.{game_id}.render")
    missing = [f for f in FUNCTIONS if not callable(getattr(module, f, None))]
    if missing:
        raise TypeError(f"{module.__name__} lacks {', '.join(missing)}")
    return cast(GameRenderer, module)
