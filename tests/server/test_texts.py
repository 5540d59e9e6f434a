"""The platform's texts have one home, ``stil/locale.toml``: every text in uk, ru and en,
served to the browser, whose scripts keep no string table of their own."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from stil import i18n
from stil.bots import bot_names
from stil.i18n import PLATFORM, catalog, texts_under
from stil.server.app import create_app
from stil.server.routes.common import STATIC
from tests.server.conftest import settings

GAMES = Path(i18n.__file__).parent / "games"
#: a literal text in a language: `uk: "…"`, `"en": '…'`
TEXT_LITERAL = re.compile(r"""["']?\b(uk|ru|en)["']?\s*:\s*["'`]""")


@pytest.fixture
def web(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings(f"sqlite:///{tmp_path}/stil.db"))) as c:
        yield c


def test_every_platform_text_has_all_three_languages() -> None:
    platform = catalog(PLATFORM)
    assert platform.keys(), "the platform catalog is empty"
    assert platform.missing() == []


def test_every_bot_has_a_name_in_every_language() -> None:
    for bot in bot_names():
        for lang in i18n.LANGS:
            assert i18n.t(lang, f"{PLATFORM}.bot.{bot}")


def test_the_browser_gets_the_web_and_bot_texts(web: TestClient) -> None:
    got = web.get("/static/texts.json")
    assert got.status_code == 200 and got.headers["content-type"] == "application/json"
    served = got.json()
    served_texts = texts_under(PLATFORM, "web", "bot", "push", "language.name")
    expected = {k.removeprefix("web."): v for k, v in served_texts.items()}
    assert served == expected
    # the languages, each by its own name, in the order of LANGS (the browser's order)
    assert list(served["language.name"]) == list(i18n.LANGS)
    assert served["language.name"]["uk"] == "Українська"
    assert served["new_table"] == {"uk": "Новий стіл", "ru": "Новый стол", "en": "New table"}
    assert "bot.heuristic" in served and not any(k.startswith(("web.", "cli.")) for k in served)
    # the same texts again cost a 304 and no body
    again = web.get("/static/texts.json", headers={"If-None-Match": got.headers["etag"]})
    assert again.status_code == 304 and again.content == b""
    other = web.get("/static/texts.json", headers={"If-None-Match": '"stale"'})
    assert other.status_code == 200 and json.loads(other.content) == served
    # compressed (issue 17) it keeps its ETag, and the 304 stays bodiless
    zipped = web.get("/static/texts.json", headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["content-encoding"] == "gzip" and zipped.json() == served
    assert zipped.headers["etag"] == got.headers["etag"]
    again = web.get(
        "/static/texts.json",
        headers={"Accept-Encoding": "gzip", "If-None-Match": zipped.headers["etag"]},
    )
    assert again.status_code == 304 and again.content == b""
    assert "content-encoding" not in again.headers


def test_every_key_the_client_asks_for_is_served(web: TestClient) -> None:
    served = web.get("/static/texts.json").json()
    asked = {
        key
        for script in STATIC.glob("*.js")
        for key in re.findall(r"""\bt\(\s*["']([\w.-]+)["']""", script.read_text("utf-8"))
    }
    assert asked, "no t(...) call found: the pattern is stale"
    assert sorted(asked - set(served)) == []


def test_no_script_keeps_a_string_table() -> None:
    scripts = [*STATIC.glob("*.js"), *GAMES.glob("*/web/*.js")]
    assert scripts
    for script in scripts:
        found = TEXT_LITERAL.search(script.read_text("utf-8"))
        assert found is None, f"{script.name} defines texts in code: {found and found.group(0)}"


def test_a_game_view_asks_for_its_own_words_by_bare_key() -> None:
    """A view names its game's texts through ``c.label(key)`` (the table adds the game's id),
    never as ``t("<its id>.key")``: a copied folder under a new id must find its own words."""
    views = sorted(GAMES.glob("*/web/*.js"))
    assert views
    for view in views:
        game = view.parent.parent.name
        own = re.compile(rf"""\bt\(\s*["'`]{game}\.""")
        found = own.search(view.read_text("utf-8"))
        assert found is None, f"{game}/web/{view.name} asks t() for its own id's key"


def test_the_pattern_finds_a_string_table() -> None:
    assert TEXT_LITERAL.search('const T = { hello: { uk: "Привіт", en: "Hi" } };')
    assert TEXT_LITERAL.search("""x = {"ru": 'Привет'}""")
    assert not TEXT_LITERAL.search("return names[current] ?? names.en ?? '';")


#: a word hedged for number instead of a plural form: "card(s)", «карт(и)», «игрок(ов)»
HEDGED = re.compile(r"\w\((?:s|es|и|ы|а|у|ов|ів|ей|ек)\)")


def texts_under_all(found: i18n.Catalog) -> list[tuple[str, dict[str, i18n.Text]]]:
    return [(key, found.templates(key)) for key in found.keys()]  # noqa: SIM118 (a method)


def test_no_text_hedges_a_count() -> None:
    names = [i18n.PLATFORM, *(path.parent.name for path in GAMES.glob("*/locale"))]
    assert len(names) > 1
    for name in names:
        found = i18n.catalog(name)
        for key, texts in texts_under_all(found):
            for lang, text in texts.items():
                for form in [text] if isinstance(text, str) else text.values():
                    assert not HEDGED.search(form), f"{name} {key} ({lang}): {form}"
    assert HEDGED.search("draws 1 card(s)") and HEDGED.search("бере 2 карт(и)")


def test_a_count_is_said_in_its_plural_form() -> None:
    said = {n: i18n.t("uk", "stil.server.search_tables", n=n) for n in (1, 3, 40)}
    assert "1 стіл " in said[1] and "3 столи " in said[3] and "40 столів " in said[40]
    assert "24 символи" in i18n.t("uk", "stil.names.long", n=24)
    assert "24 символов" in i18n.t("ru", "stil.names.long", n=24)
    assert i18n.t("en", "stil.cli.players_by_option", n=1, option="x=1").startswith("1 player ")
