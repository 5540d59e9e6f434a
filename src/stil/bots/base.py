"""The registry of bots by name: the plain bots (``stil.bots.plain``) and the search's
levels (``stil.bots.ismcts``), above both."""

from __future__ import annotations

from collections.abc import Callable

from stil.bots.ismcts import level as ismcts_level
from stil.bots.plain import PLAIN, Bot, RandomBot, has_heuristic

__all__ = ["Bot", "RandomBot", "bot_names", "has_heuristic", "make_bot"]


def _ismcts(level: str) -> Callable[[str], Bot]:
    return lambda game_id: ismcts_level(level, game_id)


#: Every bot by its id, in the order the clients offer them (plainest first). The id is all
#: that is written here: a bot's name in words is ``bot-<id>`` of the platform's language
#: files (``stil/locale/<lang>/``).
_FACTORIES: dict[str, Callable[[str], Bot]] = {
    **PLAIN,
    "ismcts-easy": _ismcts("easy"),
    "ismcts": _ismcts("normal"),
    "ismcts-hard": _ismcts("hard"),
    "ismcts-expert": _ismcts("expert"),
}


def bot_names() -> list[str]:
    """The registered bots' ids, in the order the clients offer them."""
    return list(_FACTORIES)


def make_bot(name: str, game_id: str) -> Bot:
    """A bot by name (``random``, ``heuristic``) for a game."""
    if name not in _FACTORIES:
        raise ValueError(f"no bot {name!r}; bots are: {', '.join(_FACTORIES)}")
    return _FACTORIES[name](game_id)
