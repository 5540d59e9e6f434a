"""Game data files: TOML validated by pydantic models that refuse unknown keys.

Each game keeps its cards and numbers in ``cards.toml`` beside its code, and their names and
texts in its language files (``locale/<lang>/cards.ftl``, read by :func:`said`); this module
holds what every loader shares.

A designer may play with changed data without touching the package: :func:`check_cards`
validates a changed ``cards.toml`` and says what is wrong in one line (:class:`CardsError`:
the file, the card and the rule broken), and a process whose environment names the file in
:data:`CARDS_VAR` (``{"cabbage": "/path/cards.toml"}``, JSON) reads it instead of the
packaged one when the game is first imported. ``stil simulate --cards`` plays its games in
such processes.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import tomllib
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar, Self, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from stil.core.errors import StilError
from stil.ftl import message_id
from stil.i18n import LANGS, MissingText, catalog

#: the environment variable naming data files to read instead of the packaged ones
CARDS_VAR = "STIL_CARDS"
#: the environment variable naming single values to change in them (``--set``):
#: ``{"cabbage": {"cabbage.points": 30}}``, JSON
SETS_VAR = "STIL_CARDS_SET"

M = TypeVar("M", bound=BaseModel)


class Strict(BaseModel):
    """A data record: unknown keys are an error, and the values never change."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def said(game_id: str, key: str, lang: str) -> str:
    """The template of text ``key`` of game ``game_id`` in ``lang``, from the game's language
    files (``locale/<lang>/*.ftl``): card names and texts live there, not in ``cards.toml``,
    so a language is a set of files. A missing text raises :class:`MissingText`."""
    text = catalog(game_id).templates(key).get(lang) if key in catalog(game_id) else None
    if not isinstance(text, str) or not text:
        raise MissingText(f"{game_id}: no {lang} text {key}")
    return text


def check_said(game_id: str, who: str, keys: Sequence[str], **numbers: object) -> None:
    """Every text of ``keys`` is in every language of :data:`~stil.i18n.LANGS`, and names no
    number but ``numbers``; else a one-line ``ValueError`` naming the game, the card
    (``who``) and the language."""
    for lang in LANGS:
        for key in keys:
            try:
                text = said(game_id, key, lang).format(**numbers)
            except MissingText:
                where = f"{message_id(key)} in locale/{lang}/"
                raise ValueError(f"{game_id}: {who} has no {lang} text ({where})") from None
            except (KeyError, IndexError, ValueError) as e:
                raise ValueError(f"{game_id}: {who}: the {lang} text names no number {e}") from None
            if not text:
                raise ValueError(f"{game_id}: {who}: empty text in {lang}")


class SaidCard(Strict):
    """A card whose name and text are in its game's language files (``GAME``): keys
    ``card.<id>.name`` and ``card.<id>.text``. A text may name the card's numbers
    (``{points}``): the fields listed in ``NUMBERS``. A card without its name or text in
    a language, or a text naming a number the card does not list, is refused when the data
    loads."""

    NUMBERS: ClassVar[tuple[str, ...]] = ()
    #: the game whose language files hold the card's name and text
    GAME: ClassVar[str] = ""
    id: str

    def numbers(self) -> dict[str, int]:
        """The numbers a card text may name."""
        return {k: int(getattr(self, k)) for k in self.NUMBERS}

    def named(self, lang: str) -> str:
        """The card's name in ``lang``."""
        return said(self.GAME, f"card.{self.id}.name", lang)

    def said(self, lang: str) -> str:
        """What the card does, in ``lang``, its numbers filled in."""
        return said(self.GAME, f"card.{self.id}.text", lang).format(**self.numbers())

    @model_validator(mode="after")
    def _texts(self) -> Self:
        keys = (f"card.{self.id}.name", f"card.{self.id}.text")
        check_said(self.GAME, f"card {self.id!r}", keys, **self.numbers())
        return self


class CardsError(StilError):
    """A card data file that cannot be played: unreadable, not TOML, or breaking a rule of
    the game's data model. The message is one line naming the file, the card and the rule."""


def _json_object(var: str) -> dict[str, Any]:
    """The JSON object in environment variable ``var`` (empty when unset)."""
    raw = os.environ.get(var, "")
    if not raw:
        return {}
    try:
        named = json.loads(raw)
    except json.JSONDecodeError as e:
        raise CardsError(f"{var} is not a JSON object: {e}") from None
    if not isinstance(named, dict):
        raise CardsError(f"{var} is not a JSON object")
    return named


def overrides() -> dict[str, str]:
    """The data files this process reads instead of the packaged ones, by game id."""
    return {str(k): str(v) for k, v in _json_object(CARDS_VAR).items()}


def sets_in_env() -> dict[str, dict[str, Any]]:
    """The single values this process changes in each game's card data, by game id."""
    return {str(k): dict(v) for k, v in _json_object(SETS_VAR).items()}


def parse_set(text: str) -> tuple[str, Any]:
    """``card.field=value`` (``--set``) as ``("card.field", value)``: the value read as a
    TOML value (``30``, ``true``, ``[0, 12, 5, 3]``, ``"text"``), else as plain text."""
    key, eq, value = text.partition("=")
    key = key.strip()
    if not eq or not key or not re_key(key):
        raise CardsError(f"{text!r} is not card.field=value (or field=value for the deck)")
    try:
        parsed = tomllib.loads(f"v = {value.strip()}")["v"]
    except tomllib.TOMLDecodeError:
        parsed = value.strip()
    return key, parsed


def re_key(key: str) -> bool:
    parts = key.split(".")
    return all(p.replace("_", "").replace("-", "").isalnum() for p in parts) and len(parts) <= 2


def apply_sets(data: Any, sets: dict[str, Any], game_id: str) -> Any:
    """``data`` (a parsed cards.toml) with each ``card.field`` (a record of any list with
    that ``id``) or top-level ``field`` set to its value; an unknown card is an error (an
    unknown field is left to the data model, which names it)."""
    for key, value in sets.items():
        card, _, name = key.rpartition(".")
        if not card:
            data[name] = value
            continue
        records = [
            r
            for v in data.values()
            if isinstance(v, list)
            for r in v
            if isinstance(r, dict) and r.get("id") == card
        ]
        if not records:
            raise CardsError(f"--set {key}: no card {card!r} in {game_id}'s data")
        for r in records:
            r[name] = value
    return data


def _where(loc: tuple[Any, ...], data: Any) -> str:
    """A pydantic error location in a designer's words: ``card "pig": points``."""
    parts: list[str] = []
    node = data
    for key in loc:
        if isinstance(key, int) and isinstance(node, list) and 0 <= key < len(node):
            node = node[key]
            ident = node.get("id") if isinstance(node, dict) else None
            parts.append(f'"{ident}"' if ident else f"#{key + 1}")
        else:
            node = node.get(key) if isinstance(node, dict) else None
            parts.append(str(key))
    return " ".join(parts)


def explain(error: Exception, path: str | os.PathLike[str], data: Any = None) -> str:
    """``error`` (reading or validating the data file ``path``) as one line."""
    if isinstance(error, tomllib.TOMLDecodeError):
        return f"{path}: not valid TOML: {error}"
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        where = _where(tuple(first["loc"]), data)
        more = error.error_count() - 1
        rest = f" (and {more} more)" if more else ""
        msg = str(first["msg"]).removeprefix("Value error, ")
        return f"{path}: {where}: {msg}{rest}" if where else f"{path}: {msg}{rest}"
    return f"{path}: {' '.join(str(error).split())}"


def load_toml(package: str, model: type[M], text: str | None = None, name: str = "cards.toml") -> M:
    """Parse and validate a data file: the packaged ``name`` of ``package``, or ``text``;
    a ``cards.toml`` named in :data:`CARDS_VAR` for this game is read instead of the
    packaged one (errors in it are :class:`CardsError`)."""
    if text is None:
        game_id = package.rsplit(".", 1)[-1]
        path = overrides().get(game_id) if name == "cards.toml" else None
        sets = sets_in_env().get(game_id) if name == "cards.toml" else None
        if path is not None or sets:
            where = Path(path) if path is not None else Path(name)
            return _validated(model, where, package if path is None else None, sets, game_id)
        text = resources.files(package).joinpath(name).read_text("utf-8")
    return model.model_validate(tomllib.loads(text))


def _validated(
    model: type[M], path: Path, package: str | None, sets: dict[str, Any] | None, game_id: str
) -> M:
    """The data file ``path`` (the packaged one of ``package`` when given) with ``sets``
    changed, validated; every error one :class:`CardsError` line."""
    data: Any = None
    try:
        if package is not None:
            raw = resources.files(package).joinpath(path.name).read_text("utf-8")
        else:
            raw = path.read_text("utf-8")
        data = tomllib.loads(raw)
        if sets:
            data = apply_sets(data, sets, game_id)
        return model.model_validate(data)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, ValidationError) as e:
        raise CardsError(explain(e, path, data)) from None


def check_cards(
    game_id: str, path: str | os.PathLike[str] | None, sets: dict[str, Any] | None = None
) -> str:
    """Validate ``path`` (``None``: the packaged file) with ``sets`` changed (``--set``) as
    ``game_id``'s ``cards.toml`` (the game's own data model, every rule it checks); the
    SHA-256 of what is played, to mark the results played with it. Raises
    :class:`CardsError` (one line) for data that cannot be played."""
    from stil.core.registry import package

    if path is None:
        home = resources.files(package(game_id)).joinpath("cards.toml")
        path, raw = Path("cards.toml"), home.read_bytes()
    else:
        path = Path(path)
        try:
            raw = path.read_bytes()
        except OSError as e:
            raise CardsError(f"{path}: cannot be read: {e.strerror or e}") from None
    module = importlib.import_module(f"{package(game_id)}.cards")
    loader = getattr(module, "load", None)
    if loader is None:
        raise CardsError(f"game {game_id!r} keeps no card data that can be changed")
    data: Any = None
    try:
        text = raw.decode("utf-8")
        data = tomllib.loads(text)
        if isinstance(data, dict) and "game" in data and data["game"] != game_id:
            raise CardsError(f"{path}: game: this file is for {data['game']!r}, not {game_id!r}")
        if sets:
            data = apply_sets(data, sets, game_id)
            model = _model_of(loader)
            model.model_validate(data)
        else:
            loader(text)
    except CardsError:
        raise
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, ValidationError, ValueError) as e:
        raise CardsError(explain(e, path, data)) from None
    digest = hashlib.sha256(raw)
    if sets:
        digest.update(json.dumps(sets, sort_keys=True).encode())
    return digest.hexdigest()


def _model_of(loader: Any) -> type[BaseModel]:
    """The data model a game's ``load(text)`` validates with (its return annotation)."""
    import typing

    hints = typing.get_type_hints(loader)
    model = hints.get("return")
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise CardsError("the game's card loader names no data model")
    return model
