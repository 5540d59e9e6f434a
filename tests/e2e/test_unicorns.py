"""Відчайдушні однороги's own view in the browser: the stables, the nursery and one's hand
are drawn from the frame (not the text board), and a card named by a legal action is
clickable: a Baby chosen from the nursery lands in the player's stable."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import shot
from .test_play import create_in_lobby, sit_and_start


def test_the_view_draws_stables_nursery_and_hand_and_a_card_click_plays(
    page: Page, base_url: str
) -> None:
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    create_in_lobby(page, base_url, "unicorns", 2, ["human", "heuristic"])
    sit_and_start(page)
    view = page.locator("[data-testid=game-view][data-game=unicorns]")
    expect(view).to_be_visible()
    for testid in ("uu-stables", "uu-stable-0", "uu-stable-1", "uu-nursery", "uu-hand"):
        expect(page.get_by_test_id(testid)).to_be_visible()
    # seat 0 chooses its Baby first: every Baby of the nursery is a clickable card
    babies = page.locator("[data-testid=uu-nursery] [data-card].playable")
    expect(babies.first).to_be_visible()
    assert babies.count() == 13
    chosen = babies.first.get_attribute("data-card")
    assert chosen and chosen.startswith("baby_")
    babies.first.click()
    expect(page.locator(f"[data-testid=uu-stable-0] [data-card={chosen}]")).to_be_visible()
    expect(page.locator(f"[data-testid=uu-nursery] [data-card={chosen}]")).to_have_count(0)
    shot(page, "unicorns-view")
    assert not [e for e in errors if "view failed" in e], errors
