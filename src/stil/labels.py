"""How every client labels a seat: you, a person, or a bot by its name. The words are the
``seat-…`` and ``bot-…`` messages of the platform's language files (``stil/locale/<lang>/``,
the only place a bot's name is written; the bots themselves are registered by id in
:mod:`stil.bots`). It sits below both the server and the terminal client, so neither
imports the other for it.

>>> kind_label("uk", "heuristic"), kind_label("en", "human")
('бот-стратег', 'human')
>>> tags(["human", "random"], 0, "en")
['you', 'random bot']
"""

from __future__ import annotations

from collections.abc import Sequence

from stil.i18n import PLATFORM, has, t

HUMAN = "human"


def bot_name(lang: str, bot: str) -> str:
    """The bot ``bot`` (a registered id) in words; an id without words (a bot from
    elsewhere) stands for itself."""
    key = f"{PLATFORM}.bot.{bot}"
    return t(lang, key) if has(key) else bot


def kind_label(lang: str, kind: str) -> str:
    """A seat's kind in words: ``human`` is a person, anything else a bot's id."""
    return t(lang, f"{PLATFORM}.seat.human") if kind == HUMAN else bot_name(lang, kind)


def tags(kinds: Sequence[str], viewer: int | None, lang: str) -> list[str]:
    """Each seat's label for ``viewer``'s eyes: ``you`` for their own seat, else its kind."""
    return [
        t(lang, f"{PLATFORM}.seat.you") if seat == viewer else kind_label(lang, kind)
        for seat, kind in enumerate(kinds)
    ]
