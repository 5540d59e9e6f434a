"""The lobby's rule options name the rulebook paragraph they settle in words, never the
developers' file references (cabbage.notes.md open point 2)."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect


def test_the_lobby_shows_an_options_source_in_words(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/")
    page.get_by_test_id("game-select").select_option("cabbage")
    page.get_by_test_id("more-rules").locator("summary").click()
    expect(page.get_by_test_id("source-dog_saves_busting_card")).to_have_text(
        " — in the rulebook: “Card effects”: the Dog"
    )
    expect(page.get_by_test_id("options")).not_to_contain_text(re.compile(r"\.md|open point"))
