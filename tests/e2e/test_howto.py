"""The "How to play" pages in the browser: the lobby links to each game's page in the
page's language, the page reads on a desktop and on a 390 px phone without sideways
scrolling, and the table's link opens it with that table's changed rule options."""

from __future__ import annotations

import re

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from stil.core.registry import games

from .conftest import LANGS, SIZES, choose_language, fits, new_page, shot


@pytest.mark.parametrize("size", SIZES)
def test_the_lobby_links_open_each_games_page(browser: Browser, base_url: str, size: str) -> None:
    page = new_page(browser, size)
    context = page.context
    try:
        for n, game_id in enumerate(games()):
            lang = LANGS[(n + (size == "phone")) % 3]  # the games spread over the languages
            page.goto(f"{base_url}/")
            choose_language(page, lang)
            link = page.get_by_test_id(f"howto-link-{game_id}")
            # the lobby redrawn in the language just chosen (a click before would race it)
            expect(link).to_have_attribute("href", re.compile(f"lang={lang}"))
            if n == 0:
                assert fits(page), f"the lobby ({lang}, {size}) scrolls sideways"
                shot(page, f"howto-lobby-{lang}-{size}")
            link.click()
            expect(page.locator("h1")).to_be_visible()
            assert page.url.endswith(f"/howto/{game_id}?lang={lang}")
            assert page.evaluate("document.documentElement.lang") == lang
            for section in ("goal", "turn", "cards", "scoring", "variant", "legend"):
                expect(page.get_by_test_id(f"howto-{section}").locator("h2")).to_be_visible()
            assert fits(page), f"{game_id} {lang} {size}: scrolls sideways"
            shot(page, f"howto-{game_id}-{lang}-{size}")
    finally:
        context.close()


def test_the_tables_link_shows_its_changed_options(page: Page, base_url: str) -> None:
    r = httpx.post(
        f"{base_url}/api/tables",
        json={
            "game": "cabbage",
            "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}],
            "options": {"voluntary_bust": False},
        },
    )
    assert r.status_code == 201, r.text
    table_id = r.json()["id"]
    page.goto(f"{base_url}/t/{table_id}")
    choose_language(page, "ru")
    link = page.get_by_test_id("howto-link")
    expect(link).to_have_attribute("href", re.compile(r"lang=ru"))  # the table redrawn in ru
    with page.context.expect_page() as opened:
        link.click()
    howto = opened.value
    howto.wait_for_load_state()
    assert howto.evaluate("document.documentElement.lang") == "ru"
    options = howto.get_by_test_id("howto-table-options")
    expect(options.first).to_be_visible()
    said = "Можно рискнуть дублем: нет — Лис, Кролик или Курица"
    expect(howto.get_by_test_id("howto-variant")).to_contain_text(said)
    expect(howto.get_by_test_id("howto-back")).to_have_attribute("href", f"/t/{table_id}")
    shot(howto, "howto-from-table-ru")
