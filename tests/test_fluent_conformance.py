"""Our language files are Fluent as Fluent's own runtime reads it: every message of every
catalog, formatted by ``fluent.runtime`` (the reference implementation, which a
translator's tools and any other client would use) and by :mod:`stil.i18n` (the subset we
compile to templates for speed), gives the same words in every language.

One exception: ``fluent.runtime`` 0.4 does not know ``NUMBER``'s ``signDisplay`` (an
``Intl.NumberFormat`` option, which ``@fluent/bundle`` passes on), so a text with a signed
number (princes' Chronicles: "+1 point") is checked by our reading alone, and only those."""

from __future__ import annotations

import re
import string
from importlib import resources

import pytest
from fluent.runtime import FluentBundle, FluentResource

import stil
from stil import i18n
from stil.ftl import EXT, message_id

NAMES = [i18n.PLATFORM, "teach", *stil.games()]
NUMBERS = (0, 1, 2, 3, 5, 11, 21, 22, 101)


def _folder(name: str):
    if name == i18n.PLATFORM:
        return resources.files("stil")
    if name == "teach":
        return resources.files("stil.bots")
    return resources.files(f"stil.games.{name}")


def _bundle(name: str, lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    home = _folder(name).joinpath(i18n.LOCALE, lang)
    for file in sorted(home.iterdir(), key=lambda f: f.name):
        if file.name.endswith(EXT):
            bundle.add_resource(FluentResource(file.read_text("utf-8")))
    return bundle


def _catalog(name: str) -> i18n.Catalog:
    if name == "teach":
        from stil.bots.teach import words

        return words()
    return i18n.catalog(name)


def _fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


@pytest.mark.parametrize("name", NAMES)
def test_every_message_reads_the_same_in_fluents_own_runtime(name: str) -> None:
    catalog = _catalog(name)
    checked = 0
    for lang in i18n.LANGS:
        bundle = _bundle(name, lang)
        for key in catalog.keys():  # noqa: SIM118 (a method)
            text = catalog.templates(key).get(lang)
            if text is None:
                continue
            forms = [text] if isinstance(text, str) else list(text.values())
            fields = set().union(*(_fields(form) for form in forms)) - {"n"}
            words = {field: f"<{field}>" for field in fields}
            signed = {f for form in forms for f in re.findall(r"\{(\w+):\+d\}", form)}
            message = bundle.get_message(message_id(key))
            if signed:
                said = catalog.text(lang, key, **{**words, **dict.fromkeys(signed, 2)})
                assert all("+2" in said for f in signed), f"{name} {key} ({lang})"
                continue
            for n in NUMBERS if not isinstance(text, str) or "n" in _fields(text) else (None,):
                params: dict[str, object] = dict(words)
                if n is not None:
                    params["n"] = n
                theirs, errors = bundle.format_pattern(message.value, params)
                assert not errors, f"{name} {key} ({lang}): {errors}"
                assert catalog.text(lang, key, **params) == theirs, f"{name} {key} ({lang})"
                checked += 1
    assert checked > len(catalog.keys())
