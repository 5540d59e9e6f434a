"""The "How to play" page of a game, drawn on the server as plain HTML.

One page per game and language (``GET /howto/{game}?lang=uk``): the guide of
:mod:`stil.howto`, and, when opened from a table (``&table=ID``), that table's rule options
that differ from the defaults, in the words the game's locale gives each option. The page
needs no JavaScript and reflows to a phone's width.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import escape
from typing import Any

from stil.core.registry import game as get_game
from stil.core.registry import parts
from stil.howto import Guide, howto
from stil.i18n import LANGS, has, t


def word(lang: str, key: str, **params: str) -> str:
    """The page's word ``key`` in ``lang``: ``[howto]`` of the platform's ``locale.toml``."""
    return t(lang, f"stil.howto.{key}", **params)


def game_name(game_id: str, lang: str) -> str:
    names = get_game(game_id).spec.names
    return str(names.get(lang) or names.get("en") or game_id)


def value_key(game_id: str, option: str) -> str | None:
    """Where the game's locale already names an option's values under another key (its
    parts' ``option_value_keys``; a value's own ``value.<option>.<value>`` comes first)."""
    return parts(game_id).option_value_keys.get(option)


#: A parenthesis of a meaning: "(false: only when …)" or "(empty_deck)".
PAREN = re.compile(r"\s*\((?P<inner>[^()]*)\)")
#: One item of an aside that names a value: "false: only when …".
ITEM = re.compile(r"^(?P<value>[\w-]+): (?P<text>.*)$", re.S)


def value_words(lang: str, game_id: str, option: str, value: object) -> str:
    """An option's value as a player reads it: the game's own word for it where its
    locale has one, yes/no, a number, a language's name, or the value as given."""
    for template in (f"value.{option}.{{value}}", value_key(game_id, option)):
        key = f"{game_id}." + template.format(value=value) if template else ""
        if key and has(key):
            return t(lang, key)
    if isinstance(value, bool):
        return word(lang, "yes" if value else "no")
    if value in LANGS:
        return word(lang, f"lang_{value}")
    return str(value)


def _said(meaning: str, allowed: set[str]) -> tuple[str, dict[str, str], bool]:
    """A meaning without the value ids in it, and what it says of each value by name.

    Two ways the locales name values: asides "(false: …; other: …)", and lists
    "…: text (value_a); text (value_b); text" where each text precedes its value's id (the
    returned flag says the meaning is such a list)."""
    named: dict[str, str] = {}
    listed = False

    def aside(m: re.Match[str]) -> str:
        nonlocal listed
        inner = m["inner"].strip()
        if inner.lower() in allowed:  # "text (value)": the text before it, back to ; or :
            listed = True
            head = re.split(r"[;:]", meaning[: m.start()])[-1].strip()
            named[inner.lower()] = head
            return ""
        ids = "|".join(re.escape(v) for v in sorted(allowed, key=len, reverse=True))
        parts = re.split(rf";\s*(?=(?:{ids}): )", inner, flags=re.I) if ids else [inner]
        items = [ITEM.match(i.strip()) for i in parts]
        if items and all(i and i["value"].lower() in allowed for i in items):
            for i in items:
                assert i is not None
                named[i["value"].lower()] = i["text"].strip()
            return ""
        return m.group(0)

    base = PAREN.sub(aside, meaning).strip()
    label = ITEM.match(base)
    if label and label["value"].lower() in allowed:  # "fixed: cards lie …" (the default)
        base = label["text"]
    return base, named, listed


def option_words(lang: str, game_id: str, option: str, value: object) -> str:
    """One changed option in words: its meaning, and the value chosen, in the words the
    meaning itself gives that value where it gives any; no value id reaches the page."""
    spec = next(o for o in get_game(game_id).spec.options if o.name == option)
    allowed = {str(v).lower() for v in spec.allowed}
    chosen = str(value).lower()
    base, named, listed = _said(t(lang, f"{game_id}.option.{option}"), allowed)
    if listed:  # "when one may pass: text; text; always" — the unmarked item is the rest
        intro, _, rest = base.partition(":")
        items = [i.strip() for i in rest.split(";")]
        unmarked = [i for i in items if i and i not in named.values()]
        if chosen in named or unmarked:
            return f"{intro}: {named.get(chosen) or unmarked[-1]}"
    if chosen in named and not isinstance(value, bool):
        return f"{base}: {named[chosen]}"
    words = value_words(lang, game_id, option, value)
    return f"{base}: {words}" + (f" ({named[chosen]})" if chosen in named else "")


def changed_options(game_id: str, lang: str, options: Mapping[str, Any]) -> list[str]:
    """The table's options that differ from the defaults, each in words."""
    return [
        option_words(lang, game_id, o.name, options[o.name])
        for o in get_game(game_id).spec.options
        if o.name in options and options[o.name] != o.default
    ]


def guide_json(game_id: str) -> dict[str, Any]:
    """``GET /api/howto/{game}``: the guide in every language."""
    return {
        "game": game_id,
        "names": {lang: game_name(game_id, lang) for lang in LANGS},
        **{lang: howto(game_id, lang).model_dump() for lang in LANGS},
    }


def _list(items: list[str], tag: str = "ul") -> str:
    return f"<{tag}>" + "".join(f"<li>{escape(i)}</li>" for i in items) + f"</{tag}>"


def _body(guide: Guide, lang: str, table_lines: list[str] | None) -> str:
    cards = "".join(f"<dt>{escape(c.name)}</dt><dd>{escape(c.text)}</dd>" for c in guide.cards)
    legend = "".join(
        f'<tr><th scope="row" class="sym">{escape(s.symbol)}</th><td>{escape(s.meaning)}</td></tr>'
        for s in guide.legend
    )
    variant = f"<p>{escape(guide.variant)}</p>"
    if table_lines is not None:
        variant += (
            f'<p data-testid="howto-table-options">{escape(word(lang, "table_options"))}</p>'
            + _list(table_lines)
            if table_lines
            else f'<p data-testid="howto-table-options">{escape(word(lang, "table_default"))}</p>'
        )
    parts = [
        ("goal", f"<p>{escape(guide.goal)}</p>"),
        ("setup", f"<p>{escape(guide.setup)}</p>"),
        ("turn", _list(guide.turn, "ol")),
        ("cards", f'<dl class="howto-cards">{cards}</dl>'),
        ("scoring", _list(guide.scoring) + f"<p>{escape(guide.end)}</p>"),
        ("variant", variant),
        ("legend", f'<table class="howto-legend"><tbody>{legend}</tbody></table>'),
    ]
    return "".join(
        f'<section aria-labelledby="h-{key}" data-testid="howto-{key}">'
        f'<h2 id="h-{key}">{escape(word(lang, key))}</h2>{html}</section>'
        for key, html in parts
    )


STYLE = """
.howto{max-width:46rem;margin:0 auto;padding:0 1rem 2rem;overflow-wrap:anywhere}
.howto h1{font-size:1.6rem;margin:1rem 0}
.howto h2{font-size:1.2rem;margin:1.4rem 0 .4rem}
.howto li{margin:.25rem 0}
.howto dt{font-weight:700;margin-top:.5rem}
.howto dd{margin:0 0 0 1rem}
.howto-legend{border-collapse:collapse;width:100%}
.howto-legend th,.howto-legend td{border-bottom:1px solid #ccc;padding:.3rem;text-align:left;
vertical-align:top}
.howto-legend .sym{font-size:1.2rem;white-space:nowrap;width:3rem}
.howto nav a{margin-right:.8rem}
.top .langs a{color:inherit;margin-left:.6rem}
.top .langs a[aria-current]{font-weight:700;text-decoration:none}
"""


def page(
    game_id: str, lang: str, table_id: str | None = None, options: Mapping[str, Any] | None = None
) -> str:
    """The whole HTML page; ``options`` (the table's) given when opened from a table."""
    lang = lang if lang in LANGS else "en"
    guide = howto(game_id, lang)
    title = word(lang, "title", game=game_name(game_id, lang))
    table_lines = changed_options(game_id, lang, options) if options is not None else None
    where, back_word = (f"/t/{table_id}", "back_table") if table_id else ("/", "back_lobby")
    back = f'<a href="{escape(where)}" data-testid="howto-back">{escape(word(lang, back_word))}</a>'
    table_q = f"&amp;table={escape(table_id)}" if table_id else ""
    cards = (
        f'<a href="/cards/{escape(game_id)}?lang={lang}" data-testid="howto-cards-link">'
        f"{escape(word(lang, 'all_cards'))}</a>"
    )
    langs = " ".join(
        f'<a href="/howto/{escape(game_id)}?lang={code}{table_q}" hreflang="{code}" lang="{code}"'
        + (' aria-current="page"' if code == lang else "")
        + f">{code.upper()}</a>"
        for code in LANGS
    )
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        f"<title>{escape(title)} — Stil</title>"
        '<link rel="icon" href="data:,"><link rel="stylesheet" href="/static/style.css">'
        f"<style>{STYLE}</style></head><body>"
        f'<header class="top"><a class="brand" href="/">Стіл · Stil</a>'
        f'<nav class="langs" aria-label="{escape(word(lang, "languages"))}">{langs}</nav></header>'
        f'<main class="howto" data-testid="howto" data-game="{escape(game_id)}">'
        f"<nav>{back}{cards}</nav><h1>{escape(title)}</h1>"
        f"{_body(guide, lang, table_lines)}</main></body></html>"
    )
