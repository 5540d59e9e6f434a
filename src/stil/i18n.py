"""Texts in every language, looked up by dotted key: ``t(lang, key, **params)``.

A key's first segment names its catalog. ``cabbage.decision.draw_or_stop`` (the key a
:class:`stil.Decision` carries) is ``decision.draw_or_stop`` in the game's own language
files, ``stil/games/cabbage/locale/<lang>/*.ftl``; the platform's texts are in
``stil/locale/<lang>/``; other catalogs are registered from code with :func:`register`.

A language is a set of files. Every folder with texts has a ``locale/`` folder with a
folder of Fluent files per language (:mod:`stil.ftl` reads them): the languages are the
folders present in the platform's (:data:`LANGS`), and adding one is adding a folder of
files to every ``locale/``. In a file, a message's id is its key with ``-`` for the dots (and
``--`` for a hyphen)::

    decision-draw_or_stop = Тягнути ще карту чи зупинитися?

A text said with a number gives one form per CLDR plural category, selected on ``$n``
(Babel's rules choose; a category the file leaves out falls back to ``other``)::

    plural-cards =
        { $n ->
            [one] { $n } карта
            [few] { $n } карти
           *[many] { $n } карт
        }

The files are checked when read: every category a whole number can take in that language
(uk and ru: one, few, many; en: one, other) must have its form, or ``other`` stand in.

A missing key, language or parameter raises :class:`MissingText` when :data:`STRICT` is
set (the test suite sets it); otherwise the default language's text, then the key itself,
stands in, so a player never meets a traceback over a forgotten translation.

>>> c = Catalog("demo", {"hello": {"uk": "Привіт, {name}", "ru": "Привет, {name}",
...                                "en": "Hello, {name}"}})
>>> c.text("uk", "hello", name="Оля")
'Привіт, Оля'
>>> c.missing()
[]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable

from babel import Locale, UnknownLocaleError

from stil.ftl import CATEGORIES, EXT, LocaleFileError, Text, message_id, message_key, read_cached

#: A language's code: the stem of its files (``uk`` for ``locale/uk.ftl``).
Lang = str

#: The default language: its text stands in for a missing one, and a code that Babel
#: does not know takes its plural rules.
FALLBACK: Lang = "en"

#: Where a folder keeps its language files.
LOCALE = "locale"

_RANK = re.compile(r"^language-rank\s*=\s*(\d+)\s*$", re.MULTILINE)


def _files(folder: Traversable) -> list[Traversable]:
    """A language's files in a ``locale/<lang>/`` folder, by name."""
    if not folder.is_dir():
        return []
    return sorted((f for f in folder.iterdir() if f.name.endswith(EXT)), key=lambda f: f.name)


def _languages() -> tuple[Lang, ...]:
    """The languages the platform has files for, in the order their ``language-rank``
    gives (a language without one comes after the others, by code)."""
    found: list[tuple[int, str]] = []
    for home in resources.files("stil").joinpath(LOCALE).iterdir():
        texts = [f.read_text("utf-8") for f in _files(home)]
        if texts:
            ranks = [int(m.group(1)) for text in texts for m in [_RANK.search(text)] if m]
            found.append((min(ranks, default=1_000), home.name))
    return tuple(code for _, code in sorted(found))


#: Every language, read from the folders present (``stil/locale/<lang>/*.ftl``).
LANGS: tuple[Lang, ...] = _languages()

#: The language a person meets when they name none (the terminal, the how-to page): the
#: first of :data:`LANGS` by ``language-rank``. A machine's answer with no language asked
#: (the API's, the browser's guess) is in :data:`FALLBACK`.
DEFAULT: Lang = LANGS[0] if LANGS else FALLBACK

#: Raise on anything missing instead of falling back (set by the tests).
STRICT = False


class MissingText(KeyError):
    """A key, a language or a parameter of a text is missing."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "missing text"


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
            self._entries[message_id(key)] = dict(texts)

    @classmethod
    def from_folder(cls, name: str, folder: Traversable) -> Catalog:
        """The texts in ``folder/locale/<lang>/*.ftl`` for every language of :data:`LANGS`
        (a language without its files, or a text it lacks, :meth:`missing` reports; a
        message in two files of one language is an error)."""
        entries: dict[str, dict[str, Text]] = {}
        for lang in LANGS:
            for file in _files(folder.joinpath(LOCALE, lang)):
                where = f"{name}: {LOCALE}/{lang}/{file.name}"
                for message, text in read_cached(where, file.read_text("utf-8")).items():
                    texts = entries.setdefault(message_key(message), {})
                    if lang in texts:
                        raise LocaleFileError(f"{where}: {message} is in another file too")
                    texts[lang] = text
        return cls(name, entries)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and message_id(key) in self._entries

    def keys(self) -> list[str]:
        """Every key, dotted (:func:`stil.ftl.message_key`)."""
        return sorted(message_key(k) for k in self._entries)

    def templates(self, key: str) -> dict[str, Text]:
        """The raw texts of ``key`` by language, placeholders unfilled (plural forms as a
        category -> template mapping)."""
        return dict(self._entries[message_id(key)])

    def missing(self) -> list[str]:
        """``key:lang`` for every text without all the languages (should be empty)."""
        return [
            f"{message_key(key)}:{lang}"
            for key, texts in sorted(self._entries.items())
            for lang in LANGS
            if not texts.get(lang)
        ]

    def text(self, lang: str, key: str, /, **params: object) -> str:
        texts = self._entries.get(message_id(key))
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


_CATALOGS: dict[str, Catalog] = {}


def register(catalog: Catalog) -> None:
    """Make ``catalog`` answer the keys that start with ``catalog.name + "."``."""
    _CATALOGS[catalog.name] = catalog


#: The platform's own catalog (``stil/locale/``): texts that belong to no one game.
PLATFORM = "stil"


#: Where a catalog's folder is, by the catalog's name: :mod:`stil.core.registry` adds the
#: games' packages (this module imports nothing of the engine, so the core may use it).
_FINDERS: list[Callable[[str], Traversable | None]] = []


def add_finder(find: Callable[[str], Traversable | None]) -> None:
    """Let ``find(name)`` say which folder holds catalog ``name``'s ``locale/`` (``None``:
    not one of its)."""
    _FINDERS.append(find)


def catalog(name: str) -> Catalog:
    """The catalog ``name``: registered, the platform's (:data:`PLATFORM`), or the one in
    the folder a finder gives (a game's package)."""
    if name == PLATFORM and name not in _CATALOGS:
        register(Catalog.from_folder(PLATFORM, resources.files("stil")))
    if name not in _CATALOGS:
        for find in _FINDERS:
            folder = find(name)
            if folder is not None and folder.joinpath(LOCALE).is_dir():
                register(Catalog.from_folder(name, folder))
                break
        else:
            raise MissingText(f"no catalog {name!r}")
    return _CATALOGS[name]


def t(lang: str, key: str, /, **params: object) -> str:
    """The text ``key`` in ``lang``, its ``{placeholders}`` filled from ``params``."""
    name, _, rest = key.partition(".")
    return catalog(name).text(lang, rest, **params)


@cache
def _locale(lang: str) -> Locale:
    """Babel's locale of ``lang`` (the default language's for a code it does not know)."""
    try:
        return Locale.parse(lang)
    except (UnknownLocaleError, ValueError):
        return Locale.parse(FALLBACK)


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


def names_in_langs(key: str) -> dict[str, str]:
    """The text ``key`` (a card's name) in every language of :data:`LANGS`, as plain data."""
    return {lang: t(lang, key) for lang in LANGS}


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
