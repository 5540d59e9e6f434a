"""Each card's short effect line, for its face: ``short-<card id>`` in the game's language
files (``games/<id>/locale/<lang>/short.ftl``).

A game lists the kinds of card that have an effect (``effects`` in ``games/<id>/short.toml``:
data, not words) and, for each card of those kinds, one line in every language of
:data:`stil.i18n.LANGS`, of at most :data:`LONGEST` characters, in its own words (the card's
full text stays in its catalog entry). Read once and checked when read: a line over the
limit, a language missing, or a card of an effect kind without a line is an error
(:class:`InvalidShorts`, one line naming the game, the card and the language), so a face
never shows an empty or cut line.

>>> lines = shorts("princes")
>>> lines["event_batu"]["en"]
'Starts the final round'
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Iterable, Mapping
from importlib import resources
from typing import Any

from stil.core.errors import StilError
from stil.ftl import message_id
from stil.howto import plain
from stil.i18n import LANGS, MissingText, catalog

#: the longest short line, in characters
LONGEST = 40

#: The first segment of the lines' keys in the game's catalog (``short.<card id>``).
PREFIX = "short"


class InvalidShorts(StilError):
    """A game's short line too long or missing in a language, or a card left out."""


def _effects(game_id: str) -> tuple[str, ...]:
    try:
        raw = resources.files(f"stil.games.{game_id}").joinpath("short.toml").read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return ()
    return tuple(str(k) for k in tomllib.loads(raw).get("effects", []))


def _lines(game_id: str) -> dict[str, dict[str, str]]:
    try:
        texts = catalog(game_id)
    except MissingText:
        return {}
    lines: dict[str, dict[str, str]] = {}
    for key in texts.keys():  # noqa: SIM118 (a method)
        card = key.removeprefix(PREFIX + ".")
        if card == key:
            continue
        said = texts.templates(key)
        where = f"{game_id}: {message_id(key)}"
        for lang in LANGS:
            if lang not in said:
                raise InvalidShorts(f"{game_id}: {card} has no short line in {lang}")
            text = plain(said[lang])
            if text is None:
                raise InvalidShorts(f"{where} ({lang}): a plain text, no variable, no plural forms")
            if not text.strip():
                raise InvalidShorts(f"{game_id}: {card} has no short line in {lang}")
            if len(text) > LONGEST:
                raise InvalidShorts(f"{game_id}: {card}'s {lang} line is over {LONGEST}: {text}")
            lines.setdefault(card, {})[lang] = text
    return lines


@functools.cache
def _read(game_id: str) -> tuple[tuple[str, ...], dict[str, dict[str, str]]]:
    return _effects(game_id), _lines(game_id)


def shorts(game_id: str) -> Mapping[str, Mapping[str, str]]:
    """Card id -> language -> short line (empty for a game without the file)."""
    return _read(game_id)[1]


def effect_kinds(game_id: str) -> tuple[str, ...]:
    """The kinds of the game's cards that have an effect (each needs a short line)."""
    return _read(game_id)[0]


def with_shorts(game_id: str, cards: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Catalog entries with ``short`` set beside ``name`` and ``text`` in each language
    (``None`` for a card without an effect); a card of an effect kind without a line is an
    error."""
    lines, kinds = shorts(game_id), effect_kinds(game_id)
    out = []
    for card in cards:
        said = lines.get(card["id"])
        if said is None and card.get("kind") in kinds:
            raise InvalidShorts(f"{game_id}: {card['id']} has an effect but no short line")
        entry = dict(card)
        for lang in LANGS:
            if isinstance(entry.get(lang), dict):
                entry[lang] = {**entry[lang], "short": None if said is None else said[lang]}
        out.append(entry)
    return out


__all__ = ["LONGEST", "InvalidShorts", "effect_kinds", "shorts", "with_shorts"]
