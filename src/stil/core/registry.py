"""The registry of games: ``stil.game(id)`` and ``stil.games()``.

Games are found, not listed: every package in ``stil/games/`` (its folder name is its id)
and every entry point of the ``stil.games`` group in an installed distribution (its name
is the id, its value the game's package). A game's package holds ``parts.py`` whose
``PARTS`` (a :class:`stil.core.parts.GameParts`) is everything the platform needs of it.
:func:`register` adds a package by hand (a notebook, a test); :func:`refresh` scans again.

>>> games()[0]
'cabbage'
>>> game("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
stil.core.errors.UnknownGame: no game 'chess'; games are: cabbage, catboxes, ...
"""

from __future__ import annotations

import importlib
import pkgutil
from importlib import resources
from importlib.metadata import entry_points
from importlib.resources.abc import Traversable

from stil import i18n
from stil.core.errors import UnknownGame
from stil.core.game import Game
from stil.core.parts import GameParts, check_major

#: The entry-point group through which other distributions add games.
ENTRY_POINT_GROUP = "stil.games"
#: The package whose sub-packages are the built-in games.
BUILTIN = "stil.games"

_FOUND: dict[str, str] | None = None  # id -> package, in listing order
_ADDED: dict[str, str] = {}  # registered by hand
_LOADED: dict[str, GameParts] = {}


def _discover() -> dict[str, str]:
    """Built-in games (sorted by id), then installed ones, then those added by hand."""
    builtin = importlib.import_module(BUILTIN)
    found = {
        info.name: f"{BUILTIN}.{info.name}"
        for info in sorted(pkgutil.iter_modules(builtin.__path__), key=lambda i: i.name)
        if info.ispkg and not info.name.startswith("_")
    }
    for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        found.setdefault(ep.name, ep.value)
    found.update(_ADDED)
    return found


def _packages() -> dict[str, str]:
    global _FOUND
    if _FOUND is None:
        _FOUND = _discover()
    return _FOUND


def refresh() -> None:
    """Scan again (after installing a game, or changing ``sys.path``)."""
    global _FOUND
    _FOUND = None
    _LOADED.clear()


def register(game_id: str, package: str) -> None:
    """Add the game whose package (holding ``parts.py``) is importable as ``package``."""
    _ADDED[game_id] = package
    refresh()


def unregister(game_id: str) -> None:
    """Forget a game added by :func:`register`."""
    _ADDED.pop(game_id, None)
    refresh()


def games() -> list[str]:
    """Ids of every registered game, in a fixed order."""
    return list(_packages())


def package(game_id: str) -> str:
    """The importable name of ``game_id``'s package (where its data files live)."""
    found = _packages()
    if game_id not in found:
        raise UnknownGame(f"no game {game_id!r}; games are: {', '.join(found)}")
    return found[game_id]


def parts(game_id: str) -> GameParts:
    """Everything the platform needs of ``game_id`` (its package's ``parts.PARTS``)."""
    if game_id not in _LOADED:
        name = f"{package(game_id)}.parts"
        loaded = getattr(importlib.import_module(name), "PARTS", None)
        if not isinstance(loaded, GameParts):
            raise TypeError(f"{name}.PARTS is not a GameParts")
        if not isinstance(loaded.game, Game):
            raise TypeError(f"{name}.PARTS.game is not a Game")
        if loaded.game.spec.id != game_id:
            raise TypeError(
                f"{name} declares game {loaded.game.spec.id!r}, registered as {game_id!r}"
            )
        check_major(loaded)
        _LOADED[game_id] = loaded
    return _LOADED[game_id]


def game(game_id: str) -> Game:
    """The game registered as ``game_id``."""
    return parts(game_id).game


def _texts(game_id: str) -> Traversable | None:
    """A game's package, where its ``locale/`` is (:func:`stil.i18n.catalog`)."""
    try:
        return resources.files(package(game_id))
    except (UnknownGame, ModuleNotFoundError):
        return None


i18n.add_finder(_texts)
