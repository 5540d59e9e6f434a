"""How to play each game, for a newcomer, in every language of :data:`stil.i18n.LANGS`.

Each game keeps its guide in its language files, ``stil/games/<id>/locale/<lang>/howto.ftl``,
read through the game's catalog (:mod:`stil.i18n`): a message per section
(``howto-goal``, ``howto-setup``, ``howto-end``, ``howto-variant``) and, for a list, one per
item numbered from 1 and read in order until the next number is missing (``howto-turn-1``,
``howto-turn-2``, ...; ``howto-cards-1-name`` and ``howto-cards-1-text``). The guide is
checked when it is read (every section present and non-empty, nothing unknown, every
message in every language), so a forgotten translation fails a test rather than showing a
blank heading to a player; the error is one line naming the game, the language and the
message.

>>> guide = howto("cabbage", "en")
>>> bool(guide.goal) and len(guide.turn) > 1
True
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from functools import cache
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from stil.ftl import Text as Said
from stil.ftl import message_id
from stil.i18n import FALLBACK, LANGS, Lang, MissingText, catalog

Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]

#: An item's number: 1, 2, ... as written, no zero.
_NUMBER = re.compile(r"[1-9][0-9]*")

#: The first segment of a guide's keys in the game's catalog (``howto.turn.1``).
PREFIX = "howto"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardKind(_Strict):
    """One kind of card (or a family of cards) and what it does, in a sentence or two."""

    name: Text
    text: Text


class Symbol(_Strict):
    """A mark the table draws (web or terminal) and what it means."""

    symbol: Text
    meaning: Text


class Guide(_Strict):
    """The guide in one language; every section is required."""

    goal: Text
    setup: Text
    turn: list[Text] = Field(min_length=1)
    cards: list[CardKind] = Field(min_length=1)
    scoring: list[Text] = Field(min_length=1)
    end: Text
    variant: Text
    legend: list[Symbol] = Field(min_length=1)


class NoGuide(ValueError):
    """The game has no guide, or its guide is malformed."""


def plain(said: Said) -> str | None:
    """A text as it stands, or ``None`` for a message with a variable or plural forms (the
    catalog keeps a message as a ``str.format`` template, with its braces doubled)."""
    if not isinstance(said, str):
        return None
    parsed = list(string.Formatter().parse(said))
    if any(field is not None for _, field, _, _ in parsed):
        return None
    return "".join(literal for literal, _, _, _ in parsed)


def parse(game_id: str, lang: Lang, texts: Mapping[str, str]) -> Guide:
    """The guide in ``lang`` from its texts by key after ``howto.`` (``goal``, ``turn.1``,
    ``cards.1.name``, ...)."""
    where = f"the how-to-play guide of {game_id!r} in {lang}"
    try:
        return Guide.model_validate(_nested(where, texts))
    except ValidationError as e:
        first = e.errors()[0]
        loc = ".".join(str(p + 1) if isinstance(p, int) else str(p) for p in first["loc"])
        more = f" (and {e.error_count() - 1} more)" if e.error_count() > 1 else ""
        raise NoGuide(f"{where}: {_id(loc)}: {first['msg']}{more}") from e


def _id(key: str) -> str:
    return message_id(f"{PREFIX}.{key}")


def _nested(where: str, texts: Mapping[str, str]) -> dict[str, Any]:
    """Sections as the guide's data: a text, or the numbered items in order (an item a
    text, or a table of texts); an item after a missing number is an error."""
    sections: dict[str, Any] = {}
    for key, text in texts.items():
        section, _, rest = key.partition(".")
        number, _, field = rest.partition(".")
        if not rest:
            if section in sections:
                raise NoGuide(f"{where}: {_id(section)}: both a text and a list")
            sections[section] = text
            continue
        items = sections.setdefault(section, {})
        if not isinstance(items, dict) or not _NUMBER.fullmatch(number):
            raise NoGuide(f"{where}: {_id(key)}: not a text of the guide")
        item = items.setdefault(int(number), {} if field else text)
        if field and isinstance(item, dict):
            item[field] = text
        elif item is not text:
            raise NoGuide(f"{where}: {_id(key)}: an item is a text or a table, not both")
    out: dict[str, Any] = {}
    for section, value in sections.items():
        if not isinstance(value, dict):
            out[section] = value
            continue
        count = next(n for n in range(1, len(value) + 2) if n not in value) - 1
        stray = sorted(n for n in value if n > count)
        if stray:
            raise NoGuide(f"{where}: {_id(f'{section}.{stray[0]}')}: no item {count + 1} before it")
        out[section] = [value[n] for n in range(1, count + 1)]
    return out


@cache
def load(game_id: str) -> Mapping[Lang, Guide]:
    """The guide of ``game_id`` in every language, read and checked once."""
    try:
        texts = catalog(game_id)
    except MissingText as e:
        raise NoGuide(f"no how-to-play guide for game {game_id!r}") from e
    keys = [key for key in texts.keys() if key.startswith(PREFIX + ".")]  # noqa: SIM118
    if not keys:
        raise NoGuide(f"no how-to-play guide for game {game_id!r}")
    guides: dict[Lang, Guide] = {}
    for lang in LANGS:
        where = f"the how-to-play guide of {game_id!r} in {lang}"
        said: dict[str, str] = {}
        for key in keys:
            text = texts.templates(key).get(lang)
            name = message_id(key)
            if text is None:
                raise NoGuide(f"{where}: {name}: missing (another language has it)")
            words = plain(text)
            if words is None:
                raise NoGuide(f"{where}: {name}: a plain text, no variable and no plural forms")
            said[key.removeprefix(PREFIX + ".")] = words
        guides[lang] = parse(game_id, lang, said)
    return guides


def howto(game_id: str, lang: str) -> Guide:
    """The guide of ``game_id`` in ``lang`` (the default language's for one we do not
    have)."""
    return load(game_id)[lang if lang in LANGS else FALLBACK]
