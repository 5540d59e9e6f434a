"""The table page when the server closes its socket for a limit (issue 38, finding 1): it
says why, and it comes back by itself without hammering the server."""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import httpx2 as httpx
from playwright.sync_api import Browser, Page, expect

from .conftest import serving

TWO_PEOPLE = {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2}


#: the page's document says it is hidden from its first script on (a background tab)
HIDDEN = (
    """Object.defineProperty(document, "visibilityState", {value: "hidden", configurable: true});"""
)


def watch(
    browser: Browser, url: str, table_id: str, hidden: bool = False
) -> tuple[Page, list[float]]:
    """A spectator's page of the table; returns it and when it opened each WebSocket."""
    context = browser.new_context(locale="en-US")
    if hidden:
        context.add_init_script(HIDDEN)
    page = context.new_page()
    opened: list[float] = []
    page.on("websocket", lambda ws: opened.append(time.monotonic()))
    page.goto(f"{url}/t/{table_id}")
    return page, opened


def seen_as(page: Page, state: str) -> None:
    """Make the page believe it is shown or hidden, as a tab brought to the front or sent
    back would (headless Chromium's pages are always shown)."""
    page.evaluate(
        """(state) => {
            Object.defineProperty(document, "visibilityState", {value: state, configurable: true});
            document.dispatchEvent(new Event("visibilitychange"));
        }""",
        state,
    )


def test_a_page_over_the_socket_cap_says_why_and_comes_in_later(
    browser: Browser, tmp_path: Path
) -> None:
    with serving(tmp_path, STIL_SOCKETS_PER_ADDRESS="1") as url:
        tid = httpx.post(f"{url}/api/tables", json=TWO_PEOPLE, timeout=10).json()["id"]
        first, _ = watch(browser, url, tid)
        expect(first.get_by_test_id("spectator")).to_be_visible()
        second, opened = watch(browser, url, tid)
        expect(second.get_by_test_id("error")).to_contain_text("Too many connections")
        first.context.close()  # the address's one place is free again
        expect(second.get_by_test_id("error")).to_be_hidden(timeout=20_000)
        expect(second.get_by_test_id("spectator")).to_be_visible()
        # no tight loop: a refused page waits at least 3.75 s (5 s less its jitter)
        gaps = [b - a for a, b in itertools.pairwise(opened)]
        assert gaps and min(gaps) > 3.5, gaps
        second.context.close()


def test_a_hidden_spectator_page_let_go_comes_back_when_shown(
    browser: Browser, tmp_path: Path
) -> None:
    with serving(tmp_path, STIL_SPECTATOR_IDLE="1") as url:
        tid = httpx.post(f"{url}/api/tables", json=TWO_PEOPLE, timeout=10).json()["id"]
        # a background tab: it sends no ping, the server lets its silent socket go (4408),
        # and the page waits to be shown rather than connecting again
        page, opened = watch(browser, url, tid, hidden=True)
        expect(page.get_by_test_id("spectator")).to_be_visible()
        expect(page.get_by_test_id("error")).to_contain_text("long silence")
        assert len(opened) == 1
        seen_as(page, "visible")
        expect(page.get_by_test_id("error")).to_be_hidden()
        assert len(opened) == 2
        page.context.close()
