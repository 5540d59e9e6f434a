"""Texts in Ukrainian, Russian and English, looked up by dotted key: ``t(lang, key, **params)``.

A key's first segment names its catalog. ``cabbage.decision.draw_or_stop`` (the key a
:class:`stil.Decision` carries) is ``decision.draw_or_stop`` in the game's own
``stil/games/cabbage/locale.toml``; other catalogs (the terminal client's labels) are
registered from code with :func:`register`.

In a locale file every text is a table with one entry per language::

    [decision.draw_or_stop]
    uk = "Тягнути ще карту чи зупинитися?"
    ru = "Тянуть ещё карту или остановиться?"
    en = "Draw another card or stop?"

A text said with a number gives, for a language, one form per CLDR plural category instead
of one string (Babel's rules choose by the parameter ``n``; a category the file leaves out
falls back to ``other``)::

    [plural.cards]
    uk = {one = "{n} карта", few = "{n} карти", many = "{n} карт"}
    ru = {one = "{n} карта", few = "{n} карты", many = "{n} карт"}
    en = {one = "{n} card", other = "{n} cards"}

or, for long texts, a table per language (``[server.busy.uk]`` with ``one = "…"`` and so on).

The file is checked when read: every category a whole number can take in that language
(uk and ru: one, few, many; en: one, other) must have its form, or ``other`` stand in.

A missing key, language or parameter raises :class:`MissingText` when :data:`STRICT` is
set (the test suite sets it); otherwise the English text, then the key itself, stands in,
so a player never meets a traceback over a forgotten translation.

>>> c = Catalog("demo", {"hello": {"uk": "Привіт, {name}", "ru": "Привет, {name}",
...                                "en": "Hello, {name}"}})
>>> c.text("uk", "hello", name="Оля")
'Привіт, Оля'
>>> c.missing()
[]
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from functools import cache
from importlib import resources
from typing import Literal, TypeGuard, get_args

from babel import Locale

Lang = Literal["uk", "ru", "en"]
LANGS: tuple[Lang, ...] = get_args(Lang)
FALLBACK: Lang = "en"

#: Raise on anything missing instead of falling back (set by the tests).
STRICT = False


class MissingText(KeyError):
    """A key, a language or a parameter of a text is missing."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "missing text"


#: CLDR's plural categories.
CATEGORIES = ("zero", "one", "two", "few", "many", "other")

#: One language's text: a template, or a template per plural category (chosen by ``n``).
Text = str | Mapping[str, str]


class Catalog:
    """The texts of one namespace: key -> language -> text (``str.format`` template, or
    one per plural category)."""

    def __init__(self, name: str, entries: Mapping[str, Mapping[str, Text]]) -> None:
        self.name = name
        self._entries: dict[str, dict[str, Text]] = {}
        for key, texts in entries.items():
            for lang, forms in texts.items():
                if not isinstance(forms, str):
                    _check_forms(f"{name}.{key}", lang, forms)
            self._entries[key] = dict(texts)

    @classmethod
    def from_toml(cls, name: str, text: str) -> Catalog:
        """Read a locale file; fails on a table that mixes texts and sub-tables."""
        return cls(name, dict(_leaves(tomllib.loads(text), "")))

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def keys(self) -> list[str]:
        return sorted(self._entries)

    def templates(self, key: str) -> dict[str, Text]:
        """The raw texts of ``key`` by language, placeholders unfilled (plural forms as a
        category -> template mapping)."""
        return dict(self._entries[key])

    def missing(self) -> list[str]:
        """``key:lang`` for every text without all the languages (should be empty)."""
        return [
            f"{key}:{lang}"
            for key, texts in sorted(self._entries.items())
            for lang in LANGS
            if not texts.get(lang)
        ]

    def text(self, lang: str, key: str, /, **params: object) -> str:
        texts = self._entries.get(key)
        if texts is None:
            if STRICT:
                raise MissingText(f"no text {self.name}.{key}")
            return f"{self.name}.{key}"
        template = texts.get(lang)
        if template is None:
            if STRICT:
                raise MissingText(f"no {lang} text for {self.name}.{key}")
            template = texts.get(FALLBACK, f"{self.name}.{key}")
        if not isinstance(template, str):
            template = self._form(lang, key, template, params.get("n"))
        try:
            return template.format(**params)
        except (KeyError, IndexError) as e:
            if STRICT:
                raise MissingText(f"text {self.name}.{key} ({lang}) needs parameter {e}") from e
            return template

    def _form(self, lang: str, key: str, forms: Mapping[str, str], n: object) -> str:
        """The form of a plural text that goes with the number ``n``."""
        if not isinstance(n, int) or isinstance(n, bool):
            if STRICT:
                raise MissingText(f"text {self.name}.{key} ({lang}) needs a whole number n")
            return forms["other"] if "other" in forms else next(iter(forms.values()))
        return forms.get(plural_category(lang, n)) or forms["other"]


def _check_forms(where: str, lang: str, forms: Mapping[str, str]) -> None:
    """A plural text names only CLDR's categories, and has every one a whole number can
    take in ``lang`` (or ``other`` for those it leaves out)."""
    unknown = set(forms) - set(CATEGORIES)
    if unknown:
        raise ValueError(f"locale entry {where} ({lang}): unknown plural forms {sorted(unknown)}")
    if not all(isinstance(v, str) and v for v in forms.values()):
        raise ValueError(f"locale entry {where} ({lang}): a plural form is not a text")
    lacking = sorted(set(integer_categories(lang)) - set(forms))
    if lacking and "other" not in forms:
        raise ValueError(f"locale entry {where} ({lang}): no plural form for {lacking}")


def _is_forms(value: object) -> TypeGuard[dict[str, str]]:
    """A language's plural forms: a non-empty table of texts keyed by plural categories
    (a table keyed otherwise is a sub-entry: ``[value.language.uk]`` names the value
    ``uk`` in every language)."""
    return (
        isinstance(value, dict)
        and bool(value)
        and set(value) <= set(CATEGORIES)
        and all(isinstance(v, str) for v in value.values())
    )


def _leaves(table: Mapping[str, object], prefix: str) -> Iterator[tuple[str, dict[str, Text]]]:
    # a language's plural forms are a text too, not a sub-entry
    strings: dict[str, Text] = {
        k: v for k, v in table.items() if isinstance(v, str) or (k in LANGS and _is_forms(v))
    }
    tables = {k: v for k, v in table.items() if isinstance(v, dict) and k not in strings}
    if len(strings) + len(tables) != len(table):
        raise ValueError(f"locale entry {prefix or '(top)'} holds something other than text")
    if strings:
        if tables:
            raise ValueError(f"locale entry {prefix} mixes texts and sub-entries")
        unknown = set(strings) - set(LANGS)
        if unknown:
            raise ValueError(f"locale entry {prefix}: unknown languages {sorted(unknown)}")
        yield prefix, strings
        return
    for k, v in tables.items():
        yield from _leaves(v, f"{prefix}.{k}" if prefix else k)


_CATALOGS: dict[str, Catalog] = {}


def register(catalog: Catalog) -> None:
    """Make ``catalog`` answer the keys that start with ``catalog.name + "."``."""
    _CATALOGS[catalog.name] = catalog


#: The platform's own catalog (``stil/locale.toml``): texts that belong to no one game.
PLATFORM = "stil"


def catalog(name: str) -> Catalog:
    """The catalog ``name``: registered, the platform's (:data:`PLATFORM`), or the
    ``locale.toml`` of game ``name``."""
    if name == PLATFORM and name not in _CATALOGS:
        text = resources.files("stil").joinpath("locale.toml").read_text("utf-8")
        register(Catalog.from_toml(PLATFORM, text))
    if name not in _CATALOGS:
        from stil.core.errors import UnknownGame
        from stil.core.registry import package, parts

        try:
            home = resources.files(package(name)).joinpath(parts(name).locale)
            text = home.read_text("utf-8")
        except (UnknownGame, ModuleNotFoundError, FileNotFoundError) as e:
            raise MissingText(f"no catalog {name!r}") from e
        register(Catalog.from_toml(name, text))
    return _CATALOGS[name]


def t(lang: str, key: str, /, **params: object) -> str:
    """The text ``key`` in ``lang``, its ``{placeholders}`` filled from ``params``."""
    name, _, rest = key.partition(".")
    return catalog(name).text(lang, rest, **params)


@cache
def _locale(lang: str) -> Locale:
    return Locale.parse(lang)


@cache
def integer_categories(lang: str) -> tuple[str, ...]:
    """The plural categories a whole number can take in ``lang`` (CLDR's rules repeat
    within every hundred past the first, so 0–199 meets them all).

    >>> integer_categories("uk"), integer_categories("en")
    (('few', 'many', 'one'), ('one', 'other'))
    """
    return tuple(sorted({plural_category(lang, n) for n in range(200)}))


def plural_category(lang: str, n: int) -> str:
    """CLDR's plural category of ``n`` in ``lang``: ``one``, ``few``, ``many`` or ``other``
    (Ukrainian and Russian use all four, English ``one`` and ``other``).

    >>> [plural_category("uk", n) for n in (1, 2, 5, 11, 21, 22, 25)]
    ['one', 'few', 'many', 'many', 'one', 'few', 'many']
    """
    return str(_locale(lang).plural_form(abs(n)))


def plural(lang: str, n: int, forms: Mapping[str, str]) -> str:
    """The form of a word that goes with the number ``n``, chosen by CLDR's rules.

    ``forms`` maps plural categories to texts (``{n}`` is filled); ``other`` stands in for a
    category it lacks, so English needs only ``one`` and ``other``.

    >>> card = {"one": "{n} карта", "few": "{n} карти", "many": "{n} карт", "other": "{n} карти"}
    >>> [plural("uk", n, card) for n in (1, 3, 5, 21)]
    ['1 карта', '3 карти', '5 карт', '21 карта']
    >>> plural("en", 2, {"one": "{n} card", "other": "{n} cards"})
    '2 cards'
    """
    category = plural_category(lang, n)
    template = forms.get(category, forms.get("other"))
    if template is None:
        raise MissingText(f"no {category!r} or 'other' form among {sorted(forms)}")
    return template.format(n=n)


def option_source(lang: str, game_id: str, option: str) -> str:
    """The rulebook paragraph that rule option ``option`` settles, in words, for players:
    ``source.<option>`` of the game's locale, or ``""`` when the game gives none (an option's
    ``ref``, with file names and open-point numbers, is for developers only)."""
    key = f"{game_id}.source.{option}"
    return t(lang, key) if has(key) else ""


def has(key: str) -> bool:
    """Is there a text for ``key`` (in any language)?"""
    name, _, rest = key.partition(".")
    try:
        return rest in catalog(name)
    except MissingText:
        return False


def names_in_langs(name: object) -> dict[str, str]:
    """A loaded name with one attribute per language (a card's ``name``) as plain data."""
    return {lang: str(getattr(name, lang)) for lang in LANGS}


def texts_under(name: str, *prefixes: str) -> dict[str, dict[str, Text]]:
    """The entries of catalog ``name`` under the given dotted prefixes, every language of
    each (for a client that draws them itself, such as the browser)."""
    cat = catalog(name)
    keys = cat.keys()
    return {
        key: {lang: cat.templates(key)[lang] for lang in LANGS}
        for key in keys
        if any(key == p or key.startswith(p + ".") for p in prefixes)
    }
