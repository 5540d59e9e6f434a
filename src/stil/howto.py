"""How to play each game, for a newcomer, in Ukrainian, Russian and English.

Each game keeps its guide as data beside its rules: ``stil/games/<id>/howto.toml``, one
table per language (``[uk]``, ``[ru]``, ``[en]``) with the same sections. The file is
checked when it is read (every section present and non-empty, nothing unknown), so a
forgotten translation fails a test rather than showing a blank heading to a player.

>>> guide = howto("cabbage", "en")
>>> bool(guide.goal) and len(guide.turn) > 1
True
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from stil.core.errors import UnknownGame
from stil.core.registry import package, parts
from stil.i18n import LANGS

Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]


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


class HowTo(_Strict):
    uk: Guide
    ru: Guide
    en: Guide


class NoGuide(ValueError):
    """The game has no guide, or its guide file is malformed."""


@cache
def load(game_id: str) -> HowTo:
    """The guide of ``game_id``, read and checked once."""
    try:
        home = resources.files(package(game_id)).joinpath(parts(game_id).howto)
        raw = home.read_text("utf-8")
    except (UnknownGame, ModuleNotFoundError, FileNotFoundError) as e:
        raise NoGuide(f"no how-to-play guide for game {game_id!r}") from e
    try:
        return HowTo.model_validate(tomllib.loads(raw))
    except (tomllib.TOMLDecodeError, ValidationError) as e:
        raise NoGuide(f"the how-to-play guide of {game_id!r} is malformed: {e}") from e


def howto(game_id: str, lang: str) -> Guide:
    """The guide of ``game_id`` in ``lang`` (English for a language we do not have)."""
    guide: Guide = getattr(load(game_id), lang if lang in LANGS else "en")
    return guide
