"""The review chart on the replay page, and the hint button (static/review.js, hint.js),
in a real Chromium at 1280 px and 390 px, in uk/ru/en (issue 42). Screenshots go to
test-artifacts/e2e/."""

from __future__ import annotations

import re
import time
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, Page, Route, expect

from .conftest import fits, new_page, shot

REVIEW = {"uk": "Огляд партії", "ru": "Разбор партии", "en": "Game review"}
HINT = {"uk": "Підказка", "ru": "Подсказка", "en": "Hint"}


def _finished(base_url: str, game: str = "cabbage", players: int = 2) -> str:
    """A game of a person (who plays the first action offered) against heuristics (a
    cabbage game against one), played to the end over HTTP: the table's id."""
    r = httpx.post(
        f"{base_url}/api/tables",
        json={
            "game": game,
            "players": players,
            "seed": 11,
            "seats": [
                {"kind": "human"},
                *({"kind": "bot", "bot": "heuristic"} for _ in range(players - 1)),
            ],
            "start": True,
            "name": "Оля",
        },
    )
    assert r.status_code == 201, r.text
    made = r.json()
    token = made["seats"][0]["token"]
    headers = {"X-Seat-Token": token}
    for _ in range(3000):
        f = httpx.get(f"{base_url}/api/tables/{made['id']}/state?board=0", headers=headers).json()
        if f["status"] == "finished":
            return str(made["id"])
        if f["actions"]:
            httpx.post(
                f"{base_url}/api/tables/{made['id']}/actions",
                headers=headers,
                json={"seq": f["seq"], "action": f["actions"][0]["action"]},
            )
        else:
            time.sleep(0.02)
    raise AssertionError("the game did not end")


@pytest.fixture(scope="module")
def finished(base_url: str) -> str:
    return _finished(base_url)


@pytest.mark.parametrize(("size", "lang"), [("desktop", "uk"), ("phone", "ru"), ("phone", "en")])
def test_the_replay_page_draws_the_review_chart(
    browser: Browser, base_url: str, finished: str, size: str, lang: str
) -> None:
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/replay/{finished}")
        review = page.get_by_test_id("review")
        expect(review.locator("h2")).to_have_text(REVIEW[lang], timeout=30_000)
        chart = page.get_by_test_id("review-chart")
        expect(chart).to_be_visible(timeout=30_000)
        expect(page.get_by_test_id("review-line-0")).to_have_count(1)
        expect(page.get_by_test_id("review-line-1")).to_have_count(1)
        expect(page.get_by_test_id("review-seat-0")).to_contain_text("Оля")
        box = chart.bounding_box()
        assert box is not None
        width = page.evaluate("window.innerWidth")
        assert 200 <= box["width"] <= width, box  # the whole chart within the window
        assert fits(page)
        moments = page.get_by_test_id("review-moment")
        expect(moments.first).to_be_visible()
        assert 1 <= moments.count() <= 3
        # a moment leads to its step of the replay
        said = httpx.get(f"{base_url}/api/tables/{finished}/review?lang={lang}").json()
        step = said["moments"][0]["step"]
        moments.first.locator("a").click()
        expect(page).to_have_url(re.compile(rf"step={step}$"))
        shot(page, f"review-{size}-{lang}")
    finally:
        page.context.close()


def test_a_table_size_without_a_model_gets_a_played_out_chart(
    browser: Browser, base_url: str
) -> None:
    """Catboxes at three players has no learned evaluation: the chart's chances are played
    out (``by: "playouts"``), a line for each of the three seats, at 390 px."""
    tid = _finished(base_url, "catboxes", 3)
    page = new_page(browser, "phone", "uk")
    try:
        page.goto(f"{base_url}/replay/{tid}")
        chart = page.get_by_test_id("review-chart")
        expect(chart).to_be_visible(timeout=60_000)
        for seat in range(3):
            expect(page.get_by_test_id(f"review-line-{seat}")).to_have_count(1)
        said = httpx.get(f"{base_url}/api/tables/{tid}/review?lang=uk").json()
        assert said["by"] == "playouts" and said["estimated"] is True
        assert fits(page)
        shot(page, "review-playouts-phone-uk")
    finally:
        page.context.close()


def _hint_table(base_url: str, game: str = "cabbage", **more: Any) -> tuple[str, str]:
    """A started two-seat table with hints, a person against the heuristic (``more``: the
    request's other fields, a ``seed``); its id and the person's token."""
    r = httpx.post(
        f"{base_url}/api/tables",
        json={
            "game": game,
            "players": 2,
            "hints": True,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}],
            "start": True,
        }
        | more,
    )
    made: dict[str, Any] = r.json()
    return made["id"], made["seats"][0]["token"]


def _mount_hint(page: Page, tid: str, token: str, lang: str) -> None:
    """The hint button drawn for the seat's first decision, on any page of the site."""
    page.evaluate(
        """async ([tid, token, lang]) => {
          const { mountHint } = await import("/static/hint.js");
          const el = document.createElement("div");
          el.id = "hint-test";
          document.body.prepend(el);
          const get = async () => (await fetch(
            `/api/tables/${tid}/state?lang=${lang}&board=0`,
            { headers: { "X-Seat-Token": token } })).json();
          let frame = await get();
          while (!frame.your_turn) {
            await new Promise((r) => setTimeout(r, 50));
            frame = await get();
          }
          mountHint(el, { table: tid, token, frame, lang });
        }""",
        [tid, token, lang],
    )


@pytest.mark.parametrize(("size", "lang"), [("desktop", "en"), ("phone", "uk")])
def test_the_hint_button_asks_the_expert(
    browser: Browser, base_url: str, size: str, lang: str
) -> None:
    tid, token = _hint_table(base_url)
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/replay/{tid}")  # any page of the site: the modules load
        _mount_hint(page, tid, token, lang)
        ask = page.get_by_test_id("hint-ask")
        expect(ask).to_have_text(HINT[lang])
        ask.click()
        answer = page.get_by_test_id("hint-answer")
        expect(answer).to_be_visible(timeout=60_000)  # asked again while it thinks
        assert fits(page)
        shot(page, f"hint-{size}-{lang}")
        assert httpx.get(f"{base_url}/api/tables/{tid}").json()["hints_used"] == [1, 0]
    finally:
        page.context.close()


def test_the_hint_button_asks_again_while_the_search_thinks(
    browser: Browser, base_url: str
) -> None:
    """A loaded server answers 503 with Retry-After while the hint's search goes on: the
    button asks again by itself, and the person sees the hint, not an error."""
    tid, token = _hint_table(base_url)
    page = new_page(browser, "phone", "en")
    asks: list[str] = []

    def busy_first(route: Route) -> None:
        asks.append(route.request.url)
        if len(asks) == 1:
            route.fulfill(
                status=503,
                headers={"Retry-After": "1"},
                json={"detail": "no hint now: try again"},
            )
        else:
            route.continue_()

    try:
        page.goto(f"{base_url}/replay/{tid}")
        page.route("**/hint?*", busy_first)
        _mount_hint(page, tid, token, "en")
        page.get_by_test_id("hint-ask").click()
        expect(page.get_by_test_id("hint-answer")).to_be_visible(timeout=60_000)
        expect(page.get_by_test_id("hint-error")).to_have_count(0)
        assert len(asks) == 2
    finally:
        page.context.close()


def test_the_host_allows_hints_from_the_form_and_the_lobby_says_so(
    browser: Browser, base_url: str
) -> None:
    page = new_page(browser, "desktop", "uk")
    try:
        page.goto(f"{base_url}/")
        page.get_by_test_id("game-select").select_option("cabbage")
        page.get_by_test_id("players-select").select_option("2")
        page.get_by_test_id("seat-kind-1").select_option("human")
        page.get_by_test_id("allow-hints").check()
        page.get_by_test_id("create").click()
        expect(page.get_by_test_id("created")).to_be_visible()
        table_id = page.get_by_test_id("created").locator("h2").inner_text().split(": ")[-1]
        s = httpx.get(f"{base_url}/api/tables/{table_id}").json()
        assert s["hints"] is True
        page.goto(f"{base_url}/")
        expect(page.get_by_test_id(f"hints-{table_id}")).to_have_text("з підказками")
    finally:
        page.context.close()


def test_the_end_screen_shows_the_review_when_asked(
    browser: Browser, base_url: str, finished: str
) -> None:
    page = new_page(browser, "phone", "uk")
    try:
        page.goto(f"{base_url}/t/{finished}")
        expect(page.get_by_test_id("final")).to_be_visible(timeout=15_000)
        expect(page.get_by_test_id("review")).to_have_count(0)  # nothing computed unasked
        page.get_by_test_id("show-review").click()
        expect(page.get_by_test_id("review").locator("h2")).to_have_text(REVIEW["uk"])
        expect(page.get_by_test_id("review-chart")).to_be_visible(timeout=30_000)
        assert fits(page)
        shot(page, "review-end-screen-phone-uk")
    finally:
        page.context.close()


def test_the_table_page_marks_the_hinted_move_and_brings_it_into_sight(
    browser: Browser, base_url: str
) -> None:
    """On a phone the hand's cards are one row that scrolls: the card the hint names is
    marked and scrolled into the window; the mark goes when the decision does."""
    tid, token = _hint_table(base_url, "unicorns", seed=7)
    page = new_page(browser, "phone", "en", has_touch=True)
    try:
        page.goto(f"{base_url}/t/{tid}#seat=0&token={token}")
        expect(page.get_by_test_id("status")).to_have_attribute("data-turn", "you", timeout=20_000)
        with page.expect_response(
            lambda r: "/hint?" in r.url and r.status == 200, timeout=60_000
        ) as got:
            page.get_by_test_id("hint-ask").tap()
        said = got.value.json()
        marked = page.locator("[data-testid=decision] .hinted")
        expect(marked).to_have_count(1)
        assert marked.get_attribute("data-action") == said["action"]
        box = marked.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
        # ...and whole within the row that scrolls it (whose snapping to the cards' starts
        # once pulled a card brought in by its end partly back out)
        page.wait_for_function(
            """() => {
                const el = document.querySelector('[data-testid=decision] .hinted');
                const row = (el.closest('.hand-pick') || el.parentElement).getBoundingClientRect();
                const r = el.getBoundingClientRect();
                return r.left >= row.left - 0.5 && r.right <= row.right + 0.5;
            }""",
            timeout=5000,
        )
        shot(page, "hint-marked-unicorns-phone-en")
        r = httpx.post(
            f"{base_url}/api/tables/{tid}/actions",
            headers={"X-Seat-Token": token},
            json={"seq": said["seq"], "action": said["action"]},
        )
        assert r.status_code < 300, r.text
        expect(page.locator("[data-testid=decision]")).not_to_have_attribute(
            "data-seq", str(said["seq"])
        )
        expect(marked).to_have_count(0)
    finally:
        page.context.close()
