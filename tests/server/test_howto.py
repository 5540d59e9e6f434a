"""GET /howto/{game} (a page per game and language) and GET /api/howto/{game}: every
registered game is served, an unknown one is a 404 that says which games there are, and
a page opened from a table names that table's changed rule options in words."""

from __future__ import annotations

import re
from html import unescape

import pytest
from fastapi.testclient import TestClient

from stil.core.registry import game as get_game
from stil.core.registry import games
from stil.i18n import LANGS, t
from stil.server.howto import option_words
from tests.server.conftest import table


@pytest.fixture(params=["sqlite"])
def store(request: pytest.FixtureRequest, tmp_path: object) -> str:
    return f"sqlite:///{tmp_path}/stil.db"


def test_every_game_and_language_has_a_page(client: TestClient) -> None:
    for game_id in games():
        names = get_game(game_id).spec.names
        for lang in LANGS:
            r = client.get(f"/howto/{game_id}", params={"lang": lang})
            assert r.status_code == 200, (game_id, lang)
            assert r.headers["content-type"].startswith("text/html")
            html = r.text
            assert f'<html lang="{lang}">' in html
            h1 = re.findall(r"<h1>(.*?)</h1>", html)
            assert len(h1) == 1 and names[lang] in unescape(h1[0])
            assert html.count("<h2 ") == 7


def test_the_json_guide_has_every_language(client: TestClient) -> None:
    for game_id in games():
        body = client.get(f"/api/howto/{game_id}").json()
        assert body["game"] == game_id
        for lang in LANGS:
            assert body[lang]["goal"] and body[lang]["legend"] and body["names"][lang]


def test_an_unknown_game_is_a_404_that_names_the_games(client: TestClient) -> None:
    for path in ("/howto/chess", "/api/howto/chess"):
        r = client.get(path)
        assert r.status_code == 404
        assert "chess" in r.json()["detail"] and "cabbage" in r.json()["detail"]


def test_an_unknown_language_falls_back_to_english(client: TestClient) -> None:
    html = client.get("/howto/cabbage", params={"lang": "de"}).text
    assert '<html lang="en">' in html


def test_a_page_from_a_table_names_its_changed_options_in_words(client: TestClient) -> None:
    made = table(client, options={"voluntary_bust": False})
    for lang in LANGS:
        html = client.get("/howto/cabbage", params={"lang": lang, "table": made["id"]}).text
        assert option_words(lang, "cabbage", "voluntary_bust", False) in unescape(html)
        assert "voluntary_bust" not in html
        assert f'href="/t/{made["id"]}"' in html
    plain = table(client)
    html = client.get("/howto/cabbage", params={"lang": "en", "table": plain["id"]}).text
    assert "default rules" in html
    # a table of another game, or none, shows no table section
    html = client.get("/howto/princes", params={"lang": "en", "table": made["id"]}).text
    assert "howto-table-options" not in html


def test_changed_options_read_as_words_without_value_ids() -> None:
    """Every non-default value of every option of every game, in each language: the line
    names no option id and no value id such as "false" or "no_legal_action"."""
    for game_id in games():
        for o in get_game(game_id).spec.options:
            ids = {str(v) for v in o.allowed if isinstance(v, str) and "_" in v} | {"false"}
            for v in o.allowed:
                if v == o.default:
                    continue
                for lang in LANGS:
                    line = option_words(lang, game_id, o.name, v)
                    assert "_" not in o.name or o.name not in line, line
                    assert not any(re.search(rf"\b{re.escape(i)}\b", line) for i in ids), line


def test_a_value_takes_the_words_the_games_locale_gives_it() -> None:
    uk = option_words("uk", "cabbage", "voluntary_bust", False)
    assert uk.startswith(f"{t('uk', 'cabbage.option_name.voluntary_bust')}: ні — ")
    assert uk.endswith(t("uk", "cabbage.option.voluntary_bust"))
    en = option_words("en", "princes", "pass_rule", "always")
    assert en.startswith("When a prince may pass: always — ")
    level = t("ru", "kingdoms.level.hard")
    assert f": {level} — " in option_words("ru", "kingdoms", "solo_difficulty", "hard")
    assert ": англійська — " in option_words("uk", "unicorns", "language", "en")
