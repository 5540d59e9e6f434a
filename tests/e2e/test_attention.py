"""The table page asks for attention while the tab is hidden: the title and the icon say it is
your move, and a sound (off unless turned on, remembered) plays when the move comes."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import click_into_invitation, new_page, shot

#: make the page believe its tab is hidden (or shown again), as switching tabs would
HIDE = """(hidden) => {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  Object.defineProperty(document, "visibilityState", {
    configurable: true, get: () => (hidden ? "hidden" : "visible") });
  document.dispatchEvent(new Event("visibilitychange"));
}"""
ICON = """() => { const l = document.querySelector("link[rel~=icon]");
  return l ? l.getAttribute("href") || "" : ""; }"""


def seated_at_cabbage(browser: Browser, base_url: str, size: str, lang: str) -> Page:
    page = new_page(browser, size, lang)
    page.goto(f"{base_url}/")
    click_into_invitation(page, page.get_by_test_id("play-bots-cabbage"))
    expect(page.get_by_test_id("status")).to_have_attribute("data-turn", "you", timeout=30_000)
    return page


@pytest.mark.parametrize(("size", "lang"), [("desktop", "en"), ("phone", "uk")])
def test_a_hidden_tab_says_it_is_your_move(
    browser: Browser, base_url: str, size: str, lang: str
) -> None:
    page = seated_at_cabbage(browser, base_url, size, lang)
    try:
        title = page.title()
        assert not title.startswith("●")
        page.evaluate(HIDE, True)
        assert page.title().startswith("● "), page.title()
        assert page.evaluate(ICON).startswith("data:image/svg"), page.evaluate(ICON)
        page.evaluate(HIDE, False)
        assert page.title() == title
        assert not page.evaluate(ICON).startswith("data:image/svg")
    finally:
        page.context.close()


def test_the_sound_is_off_until_turned_on_and_remembered(browser: Browser, base_url: str) -> None:
    page = seated_at_cabbage(browser, base_url, "desktop", "ru")
    try:
        sound = page.get_by_test_id("sound")
        expect(sound).to_have_attribute("aria-pressed", "false")
        sound.click()
        expect(page.get_by_test_id("sound")).to_have_attribute("aria-pressed", "true")
        assert page.evaluate("localStorage.getItem('stil.sound')") == "1"
        page.reload()
        expect(page.get_by_test_id("sound")).to_have_attribute("aria-pressed", "true")
        shot(page, "attention-sound-on-ru-desktop")
    finally:
        page.context.close()
