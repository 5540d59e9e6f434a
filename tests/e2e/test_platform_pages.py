"""The platform's own pages (lobby, table, replay) as a newcomer meets them: a missing
table says so and leads back, every page has one h1 naming what it shows, every lobby
control is labelled, Leave says a bot plays the seat and offers it back, and the keyboard
stays in the decision after a move. Screenshots at 1280×800 and 390×844."""

from __future__ import annotations

import time

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, expect

from .conftest import new_page, shot
from .test_play import ALL_MOVES, LISTED, PLAIN

CONFIRM = "[data-testid=confirm-yes]"

NOT_FOUND = {"uk": "Стіл не знайдено", "ru": "Стол не найден", "en": "No such table"}
LOADING = ("Завантаження", "Загрузка", "Loading")
UNLABELLED = """() => [...document.querySelectorAll("select, input, textarea")]
  .filter((el) => !(el.getAttribute("aria-label") || "").trim()
    && !(el.id && [...document.querySelectorAll(`label[for="${el.id}"]`)]
      .some((l) => l.textContent.trim()))
    && !el.closest("label"))
  .map((el) => el.outerHTML.slice(0, 80))"""


def cabbage_vs_bot(base_url: str) -> dict[str, object]:
    r = httpx.post(
        f"{base_url}/api/tables",
        json={
            "game": "cabbage",
            "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
        },
    )
    assert r.status_code == 201, r.text
    made: dict[str, object] = r.json()
    return made


@pytest.mark.parametrize(("size", "lang"), [("desktop", "uk"), ("phone", "ru"), ("phone", "en")])
def test_a_missing_table_says_so_and_leads_back(
    browser: Browser, base_url: str, size: str, lang: str
) -> None:
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/t/nosuchtable")
        box = page.get_by_test_id("not-found")
        expect(box).to_be_visible()
        expect(page.locator("h1")).to_have_text(NOT_FOUND[lang])
        expect(page.locator("h1")).to_have_count(1)
        page.wait_for_timeout(300)  # nothing still loading comes back
        text = page.locator("#app").inner_text()
        assert not any(word in text for word in LOADING), text
        expect(page.get_by_test_id("status")).to_have_count(0)
        expect(page.get_by_test_id("not-found-lobby")).to_have_attribute("href", "/")
        shot(page, f"platform-not-found-{lang}-{size}")
        page.get_by_test_id("not-found-lobby").click()
        expect(page.get_by_test_id("create-form")).to_be_visible()
    finally:
        page.context.close()


def test_a_replay_is_titled_with_its_game_and_table(browser: Browser, base_url: str) -> None:
    r = httpx.post(
        f"{base_url}/api/tables",
        json={
            "game": "cabbage",
            "players": 2,
            "seats": [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
        },
    )
    assert r.status_code == 201, r.text
    table_id = r.json()["id"]
    started = httpx.post(
        f"{base_url}/api/tables/{table_id}/start", headers={"X-Host-Token": r.json()["host_token"]}
    )
    assert started.status_code < 300, started.text
    end = time.monotonic() + 120
    while httpx.get(f"{base_url}/api/tables/{table_id}").json().get("status") != "finished":
        assert time.monotonic() < end, "the bots did not finish"
        time.sleep(0.2)
    for size, lang, want in (
        ("desktop", "uk", f"Повтор: Інтриги та Капуста — стіл {table_id}"),
        ("phone", "en", f"— table {table_id}"),
    ):
        page = new_page(browser, size, lang)
        try:
            page.goto(f"{base_url}/replay/{table_id}?step=3")
            expect(page.locator("h1")).to_contain_text(want)
            expect(page.locator("h1")).to_have_count(1)
            assert want in page.title()
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
            shot(page, f"platform-replay-{lang}-{size}")
        finally:
            page.context.close()


@pytest.mark.parametrize(("size", "lang"), [("desktop", "uk"), ("phone", "en")])
def test_every_lobby_control_is_labelled_and_the_lobby_has_one_h1(
    browser: Browser, base_url: str, size: str, lang: str
) -> None:
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/")
        expect(page.get_by_test_id("create-form")).to_be_visible()
        page.get_by_test_id("more-rules").locator("summary").click()
        assert page.evaluate(UNLABELLED) == []
        expect(page.locator("h1")).to_have_count(1)
        page.get_by_test_id("create").click()
        expect(page.get_by_test_id("created")).to_be_visible()
        assert page.evaluate(UNLABELLED) == []  # the invitation fields too
        shot(page, f"platform-lobby-{lang}-{size}")
    finally:
        page.context.close()


@pytest.mark.parametrize(("size", "lang"), [("desktop", "en"), ("phone", "uk")])
def test_the_table_keeps_focus_in_the_decision_and_leave_offers_the_seat_back(
    browser: Browser, base_url: str, size: str, lang: str
) -> None:
    made = cabbage_vs_bot(base_url)
    table_id = made["id"]
    seat = next(s for s in made["seats"] if s["kind"] == "human")  # type: ignore[attr-defined]
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/t/{table_id}#seat=0&token={seat['token']}")
        expect(page.get_by_test_id("you-are")).to_be_visible()
        r = httpx.post(
            f"{base_url}/api/tables/{table_id}/start",
            headers={"X-Host-Token": str(made["host_token"])},
        )
        assert r.status_code < 300, r.text
        expect(page.locator("h1")).to_have_count(1)
        catalog = {g["id"]: g["names"] for g in httpx.get(f"{base_url}/api/catalog").json()}
        expect(page.locator("h1")).to_have_text(catalog["cabbage"][lang])
        # the keyboard: a move made with Enter leaves the focus in the next decision
        # (a move sent at once: a plain button, else one from the folded list of all moves)
        # (each move waits for the page's own turn on a new frame, checked in one go in the
        # page: the old frame's buttons stay drawn a moment after Enter)
        ready = """(seen) => {
            const d = document.querySelector('[data-testid=decision]');
            const s = document.querySelector('[data-testid=status]');
            return !!d && !!s && d.dataset.seq !== seen && s.dataset.turn === 'you'
                && !!d.querySelector('[data-action]:not([disabled]), [data-testid=all-moves]');
        }"""
        decision = page.get_by_test_id("decision")
        seen = ""
        for _ in range(3):
            page.wait_for_function(ready, arg=seen, timeout=20000)
            seen = str(decision.get_attribute("data-seq"))
            plain = page.locator(f"{PLAIN}:not([disabled])")
            if not plain.count():
                folded = page.locator(f"{ALL_MOVES}:not([open]) summary")
                if folded.count():
                    folded.first.click()
                plain = page.locator(f"{LISTED}:not([disabled])")
            plain.first.focus()
            page.keyboard.press("Enter")
            # a weighty move asks first, its "yes" taking the focus: Enter again
            page.wait_for_function(
                f"(seen) => ({ready})(seen) || !!document.querySelector('{CONFIRM}')",
                arg=seen,
                timeout=20000,
            )
            if page.locator(CONFIRM).count():
                expect(page.locator(CONFIRM)).to_be_focused()
                page.keyboard.press("Enter")
                page.wait_for_function(ready, arg=seen, timeout=20000)
            page.wait_for_function(
                "() => !!document.activeElement.closest('[data-testid=decision]')", timeout=20000
            )
        shot(page, f"platform-table-{lang}-{size}")
        # Leave: the page says a bot plays the seat, offers nothing to click but taking it back
        page.on("dialog", lambda d: d.accept())
        page.get_by_test_id("leave").click()
        expect(page.get_by_test_id("left")).to_be_visible()
        expect(page.get_by_test_id("status")).to_have_attribute("data-turn", "left")
        expect(page.locator("[data-testid=actions] button")).to_have_count(0)
        shot(page, f"platform-left-{lang}-{size}")
        # (the bot playing the seat redraws the page many times a second: the click is sent as
        # soon as the button is there, not after Playwright's wait for it to stand still)
        page.get_by_test_id("take-back").dispatch_event("click")
        expect(page.get_by_test_id("leave")).to_be_visible()
        players = httpx.get(f"{base_url}/api/tables/{table_id}").json()["seats"]
        assert not players[0].get("replaced"), players[0]
    finally:
        page.context.close()
