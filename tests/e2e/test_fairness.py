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
