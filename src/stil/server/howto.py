"""The "How to play" page of a game, drawn on the server as plain HTML.

One page per game and language (``GET /howto/{game}?lang=uk``): the guide of
:mod:`stil.howto`, and, when opened from a table (``&table=ID``), that table's rule options
that differ from the defaults, in the words the game's locale gives each option. The page
needs no JavaScript and reflows to a phone's width.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from stil.core.registry import game as get_game
from stil.howto import Guide, howto
from stil.i18n import FALLBACK, LANGS, t
from stil.server.options import value_key


def word(lang: str, key: str, **params: str) -> str:
    """The page's word ``key`` in ``lang``: ``howto-…`` of the platform's language files."""
    return t(lang, f"stil.howto.{key}", **params)


def game_name(game_id: str, lang: str) -> str:
    names = get_game(game_id).spec.names
    return str(names.get(lang) or names.get(FALLBACK) or game_id)


def value_words(lang: str, game_id: str, option: str, value: object) -> str:
    """An option's value as a player reads it: the game's own word for it where its
    locale has one, yes/no, a number, a language's name, or the value as given."""
    key = value_key(game_id, option, value)
    if key:
        return t(lang, key)
    if isinstance(value, bool):
        return word(lang, "yes" if value else "no")
    if value in LANGS:
        return word(lang, f"lang_{value}")
    return str(value)


def option_words(lang: str, game_id: str, option: str, value: object) -> str:
    """One changed option in words: its name for players, the value chosen in the game's
    own word for it (``value.<option>.<value>``) or yes/no, and what the option settles;
    no id reaches the page."""
    name = t(lang, f"{game_id}.option_name.{option}")
    meaning = t(lang, f"{game_id}.option.{option}")
    return f"{name}: {value_words(lang, game_id, option, value)} — {meaning}"


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
    lang = lang if lang in LANGS else FALLBACK
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
        f' title="{escape(t(code, "stil.language.name"))}"'
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
