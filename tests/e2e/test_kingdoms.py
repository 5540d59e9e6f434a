"""Царства зверей in the browser, solo: the status names the upstart's level, and a rally's
discards can be clicked in any order (the highest card first leaves the lower ones on
offer)."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from .conftest import shot
from .test_play import BUTTONS, sit_and_start


def test_solo_shows_the_level_and_rally_discards_in_any_order(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/")
    page.get_by_test_id("game-select").select_option("kingdoms")
    page.get_by_test_id("players-select").select_option("1")
    page.get_by_test_id("seat-kind-0").select_option("human")
    page.get_by_test_id("more-rules").locator("summary").click()
    page.get_by_test_id("option-solo_difficulty").select_option(label="hard")
    # a hand no kingdom takes must not force a retreat: the rally stays on offer
    page.get_by_test_id("option-no_play_forces_retreat").select_option(index=0)  # false
    page.get_by_test_id("create").click()
    expect(page.get_by_test_id("created")).to_be_visible()
    sit_and_start(page)
    expect(page.get_by_test_id("kd-level")).to_have_text(re.compile("upstart's level: hard"))

    page.locator(f"{BUTTONS}[data-action=rally]:not([disabled])").click()
    discards = page.locator(f'{BUTTONS}[data-action^="discard "]:not([disabled])')
    expect(discards).to_have_count(4)
    highest = discards.last.get_attribute("data-action")
    discards.last.click()
    expect(discards).to_have_count(3)  # every other card, lower ones included
    left = [discards.nth(i).get_attribute("data-action") for i in range(3)]
    assert highest not in left
    expect(page.locator(f"{BUTTONS}[data-action=done]")).to_be_visible()
    discards.first.click()
    expect(discards).to_have_count(2)
    shot(page, "kingdoms-rally-any-order")
