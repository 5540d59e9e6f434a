"""What a game is made of: the one object each game package declares as ``parts.PARTS``.

The layers above the games read a game only through its parts: the bots ask for its
heuristic bot and search budgets, the RL environments for its encoder, the invariant
checks for its card counter, the terminal and the server for its renderer, the web
client for its view and card data. Only ``game`` is required; a missing part falls back
to a generic one (the random bot, default budgets, the hashed RL encoding, no card
invariant, no drawn view) or, for the renderer, makes the game unplayable on screens.

Parts that import something costly (numpy, rich) are loaders, called on first use, so
that ``stil.game(id)`` stays cheap.

>>> import stil
>>> from stil.core.registry import parts
>>> parts("cabbage").game is stil.game("cabbage")
True
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from stil.core.game import Game, State

#: A card count by card type or card id, across every zone of a state.
CardCount = Counter[Any]


@dataclass(frozen=True)
class GameParts:
    """Everything the platform needs of one game, declared once in its package."""

    #: The rules: spec, ``new``, ``from_json``, ``replay``.
    game: Game
    #: A new heuristic bot (a ``stil.bots.Bot``); ``None``: the game has none.
    heuristic_bot: Callable[[], Any] | None = None
    #: The search bot's levels as this game tunes them: per level, the settings that differ
    #: from ``stil.bots.ismcts.LEVELS`` (``iterations`` where its moves cost more or less than
    #: the defaults assume, ``trust`` in its heuristic, ``halving`` at the root, ...):
    #: ``{"expert": {"iterations": 60, "trust": 0.03}}``, under ``"every"`` for all levels (a
    #: level's own entry wins), and per table size under ``"sizes"`` (``{"expert": {"sizes":
    #: {4: {"halving": True}}}}``); a level may search like another at its own budget
    #: (``{"hard": {"like": "expert", "share": 0.25}}``: a quarter of its iterations at every
    #: size); ``stil.bots.ismcts.level`` reads it.
    #: Each value's type is checked against ``stil.bots.ismcts.TUNABLE`` when a level is made.
    ismcts_levels: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    #: The search bot's learned evaluation: a file in the package (``eval.npz``, written by
    #: ``stil train-eval``; ``stil.bots.evaluation``); ``None`` or no such file: none.
    evaluation: str | None = None
    #: The hand-written RL encoding (a ``stil.core.encoding.GameEncoding``); ``None``: the
    #: generic hashed one.
    encoding: Callable[[], Any] | None = None
    #: Every card of a state by type, across all zones (the invariant "no card is created
    #: or lost"); ``None``: only the generic checks run.
    card_counter: Callable[[State], CardCount] | None = None
    #: The terminal renderer (a ``stil.render.GameRenderer``: usually the game's
    #: ``render`` module).
    renderer: Callable[[], Any] | None = None
    #: The browser view: a JS module in the package (``web/view.js``), ``None``: the drawn
    #: text table only.
    web_view: str | None = None
    #: Its stylesheet in the package (``web/style.css``), if any.
    web_style: str | None = None
    #: The box's contents for the browser (card names and printed facts), as JSON data.
    web_data: Callable[[], dict[str, Any]] | None = None
    #: Every distinct card's name and text in uk/ru/en, for card reference pages.
    card_catalog: Callable[[], list[dict[str, Any]]] | None = None
    #: A series of games (a ``Tournament(players, seed, options)`` class), for
    #: ``stil play --tournament``; ``None``: the game has none.
    tournament: Callable[[], Any] | None = None
    #: Options whose values the game's locale names under another key than
    #: ``value.<option>.<value>``: ``{"solo_difficulty": "level.{value}"}``.
    option_value_keys: Mapping[str, str] = field(default_factory=dict)
    #: The lobby's picture of the game: a generated SVG in the package (``web/tile.svg``).
    web_picture: str | None = None
    #: How long one game usually takes, in minutes (fewest, most), for the lobby's tile.
    minutes: tuple[int, int] | None = None
    #: The rule options that change the game most, most first: the lobby shows them first
    #: and folds the others under "more rules".
    major_options: tuple[str, ...] = ()


def lazy(module: str, name: str | None = None) -> Callable[[], Any]:
    """A loader of ``module`` (or of its attribute ``name``), imported on the first call.

    >>> lazy("stil.core.parts", "lazy")() is lazy
    True
    """

    def load() -> Any:
        found = importlib.import_module(module)
        return found if name is None else getattr(found, name)

    return load


def made(module: str, name: str) -> Callable[[], Any]:
    """A factory: each call imports ``module`` (once) and returns ``module.name()``."""
    load = lazy(module, name)
    return lambda: load()()


def standard(package: str, game: Game, **more: Any) -> GameParts:
    """The parts of a game package laid out as the five games are: ``bot.HeuristicBot``,
    ``encoding.ENCODING``, the ``render`` module, ``web.web_data()`` with ``web/view.js``,
    ``web/style.css`` and ``web/tile.svg``, the search's ``eval.npz`` (where trained);
    ``more`` adds or replaces parts (the card counter, the catalog...). A game laid out
    otherwise builds its ``GameParts`` itself."""
    parts = GameParts(
        game=game,
        heuristic_bot=made(f"{package}.bot", "HeuristicBot"),
        encoding=lazy(f"{package}.encoding", "ENCODING"),
        renderer=lazy(f"{package}.render"),
        web_view="web/view.js",
        web_style="web/style.css",
        web_data=made(f"{package}.web", "web_data"),
        web_picture="web/tile.svg",
        evaluation="eval.npz",
    )
    return replace(parts, **more)


def check_major(parts: GameParts) -> None:
    """``major_options`` names the game's own options, each once."""
    names = [o.name for o in parts.game.spec.options]
    unknown = [n for n in parts.major_options if n not in names]
    if unknown or len(set(parts.major_options)) != len(parts.major_options):
        raise ValueError(
            f"{parts.game.spec.id}: major_options {list(parts.major_options)} "
            f"must name its options once each; options are {names}"
        )


__all__ = ["CardCount", "GameParts", "check_major", "lazy", "made", "standard"]
