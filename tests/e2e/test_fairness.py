"""Fair deals on screen: a host-chosen seed is marked "custom deal" in the lobby and on
every seat's page, in the page's language; every table shows its seed commitment."""

from __future__ import annotations

import hashlib
from typing import Any

import httpx2 as httpx
from playwright.sync_api import Browser, expect

from .conftest import shot


def made(base_url: str, **extra: Any) -> dict[str, Any]:
    body = {
        "game": "cabbage",
        "players": 2,
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}],
        **extra,
    }
    out: dict[str, Any] = httpx.post(f"{base_url}/api/tables", json=body, timeout=10).json()
    return out


def test_a_custom_deal_is_marked_in_the_lobby_and_on_the_seat(
    browser: Browser, base_url: str
) -> None:
    custom = made(base_url, seed=7)
    fair = made(base_url)
    context = browser.new_context(locale="uk-UA")
    page = context.new_page()
    page.goto(f"{base_url}/")
    expect(page.get_by_test_id(f"custom-deal-{custom['id']}")).to_have_text("власна роздача")
    expect(page.get_by_test_id(f"watch-{fair['id']}")).to_be_visible()
    assert page.get_by_test_id(f"custom-deal-{fair['id']}").count() == 0
    page.goto(f"{base_url}{custom['seats'][0]['invite']}")
    expect(page.get_by_test_id("you-are")).to_be_visible()
    badge = page.get_by_test_id("custom-deal")
    expect(badge).to_have_text("власна роздача")
    assert "обрав той, хто створив стіл" in (badge.get_attribute("title") or "")
    said = hashlib.sha256(b"7").hexdigest()
    expect(page.get_by_test_id("commitment")).to_have_attribute("data-commitment", said)
    shot(page, "custom-deal-seat-uk")
    other = browser.new_context(locale="ru-RU").new_page()
    other.goto(f"{base_url}{fair['seats'][0]['invite']}")
    expect(other.get_by_test_id("you-are")).to_be_visible()
    expect(other.get_by_test_id("commitment")).to_contain_text("Обязательство раздачи")
    assert other.get_by_test_id("custom-deal").count() == 0
    context.close()


def test_the_commitments_i_keeps_to_the_custom_deal_mark_on_a_phone(
    browser: Browser, base_url: str
) -> None:
    """At 390 px the head wraps; the ⓘ of the deal's commitment goes with the custom-deal
    mark instead of starting a line alone (it did in English)."""
    custom = made(base_url, seed=7)
    for locale in ("en-GB", "uk-UA", "ru-RU"):
        context = browser.new_context(locale=locale, viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.goto(f"{base_url}{custom['seats'][0]['invite']}")
        seated = page.get_by_test_id("you-are")
        skip = page.get_by_test_id("invite-skip")
        expect(seated.or_(skip)).to_be_visible()
        if skip.is_visible():  # asked for a name: this seat was not taken in this browser
            skip.click()
        expect(seated).to_be_visible()
        badge = page.get_by_test_id("custom-deal").bounding_box()
        info = page.get_by_test_id("commitment-info").bounding_box()
        assert badge is not None and info is not None
        middle = lambda box: box["y"] + box["height"] / 2  # noqa: E731
        assert abs(middle(badge) - middle(info)) < 4, (locale, badge, info)
        assert info["x"] > badge["x"] and info["x"] + info["width"] <= 390
        context.close()
