"""A game's rule options as players read them in the lobby: a name, what it settles and a
word for each value, in every language, from the game's own locale; the options that
change the game most first (the game's ``major_options``).

Nothing here is for developers: an option's id and its ``ref`` (file names, open-point
numbers) are sent for the request that sets the option, never as words to show."""

from __future__ import annotations

from typing import Any

from stil.core.options import OptionSpec, OptionValue
from stil.core.registry import game, parts
from stil.i18n import LANGS, has, option_source, t


def value_key(game_id: str, option: str, value: object) -> str | None:
    """The locale key naming ``value`` of ``option``: ``value.<option>.<value>``, else the
    template of the game's ``option_value_keys``; ``None`` when the game names it not."""
    templates = [f"value.{option}.{{value}}", parts(game_id).option_value_keys.get(option)]
    for template in templates:
        if template:
            key = f"{game_id}." + template.format(value=value)
            if has(key):
                return key
    return None


def said_value(game_id: str, option: str, value: OptionValue) -> dict[str, str] | None:
    """A value in words in every language, or ``None`` for a yes/no or a bare number
    (the page writes those itself)."""
    key = value_key(game_id, option, value)
    return {lang: t(lang, key) for lang in LANGS} if key else None


def described(game_id: str) -> list[dict[str, Any]]:
    """The game's options for the lobby, the major ones first (in the game's order of
    importance), each with ``major``, ``names``, ``meanings`` and ``values``."""
    found = parts(game_id)
    specs = list(game(game_id).spec.options)
    rank = {name: i for i, name in enumerate(found.major_options)}
    ordered = sorted(specs, key=lambda o: rank.get(o.name, len(rank)))
    return [_one(game_id, o, o.name in rank) for o in ordered]


def _one(game_id: str, o: OptionSpec, major: bool) -> dict[str, Any]:
    return {
        "name": o.name,
        "default": o.default,
        "allowed": list(o.allowed),
        "major": major,
        "names": {lang: t(lang, f"{game_id}.option_name.{o.name}") for lang in LANGS},
        "meanings": {lang: t(lang, f"{game_id}.option.{o.name}") for lang in LANGS},
        "values": [said_value(game_id, o.name, v) for v in o.allowed],
        "sources": {lang: option_source(lang, game_id, o.name) for lang in LANGS},
        "meaning": o.meaning,  # for developers, as `ref`: never shown to players
        "ref": o.ref,
    }
