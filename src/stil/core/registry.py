"""The registry of games: ``stil.game(id)`` and ``stil.games()``.

>>> games()[0]
'cabbage'
>>> game("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
stil.core.errors.UnknownGame: no game 'chess'; games are: cabbage, princes, catboxes, kingdoms, ...
"""

from __future__ import annotations

import importlib

from stil.core.errors import UnknownGame
from stil.core.game import Game

# Modules are imported on first use so that ``import stil`` stays cheap.
_MODULES: dict[str, str] = {
    "cabbage": "stil.games.cabbage",
    "princes": "stil.games.princes",
    "catboxes": "stil.games.catboxes",
    "kingdoms": "stil.games.kingdoms",
    "unicorns": "stil.games.unicorns",
}
_LOADED: dict[str, Game] = {}


def games() -> list[str]:
    """Ids of every registered game, in a fixed order."""
    return list(_MODULES)


def game(game_id: str) -> Game:
    """The game registered as ``game_id``."""
    if game_id not in _MODULES:
        raise UnknownGame(f"no game {game_id!r}; games are: {', '.join(_MODULES)}")
    if game_id not in _LOADED:
        module = importlib.import_module(_MODULES[game_id])
        loaded = module.GAME
        if not isinstance(loaded, Game):
            raise TypeError(f"{_MODULES[game_id]}.GAME is not a Game")
        _LOADED[game_id] = loaded
    return _LOADED[game_id]
