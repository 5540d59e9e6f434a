"""The lobby as a newcomer meets it, in uk, ru and en at 1280×800 and 390×844: a tile per
game, rule options in words (no option id, value id or file name anywhere on the page,
no English word on a uk/ru page), the major options shown and the rest folded under
"more rules", no sideways scrolling; "Play against bots" seats you at a started table in
one click. Screenshots under test-artifacts/e2e/lobby-*."""

from __future__ import annotations

import re

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, expect

from .conftest import LANGS, SIZES, click_into_invitation, fits, new_page, shot

#: what a player never reads: a file name, an open point, an id with an underscore, a
#: boolean aside, a size written as an id
DEVELOPER = re.compile(r"\.md\b|open point|\((?:true|false)\b|\b[a-z]+_[a-z0-9_]+\b|\b\d+x\d+\b")
#: Latin words a uk/ru page may hold: the brand in the header and the language buttons
LATIN_ALLOWED = {"Stil", "UK", "RU", "EN"}
#: every text the page shows or says, the options of every select included
TEXTS = """() => [document.body.innerText,
  ...[...document.querySelectorAll("option")].map((o) => o.textContent),
  ...[...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"))
].join("\\n")"""


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_lobby_speaks_to_people(browser: Browser, base_url: str, size: str, lang: str) -> None:
    catalog = httpx.get(f"{base_url}/api/catalog").json()
    # the ids that are not ordinary words ("table", "always" may be said in English)
    ids = {o["name"] for g in catalog for o in g["options"] if "_" in o["name"]}
    value_ids = {
        str(v) for g in catalog for o in g["options"] for v in o["allowed"] if "_" in str(v)
    }
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/")
        for g in catalog:
            expect(page.get_by_test_id(f"tile-{g['id']}")).to_be_visible()
        assert page.locator(".tile img").count() == len(catalog)
        for g in catalog:
            page.get_by_test_id("game-select").select_option(g["id"])
            more = page.get_by_test_id("more-rules")
            if more.count():
                more.locator("summary").click()
            majors = [o for o in g["options"] if o["major"]]
            for o in majors:  # shown without unfolding anything
                expect(page.get_by_test_id(f"option-row-{o['name']}")).to_be_visible()
            text = page.evaluate(TEXTS)
            found = DEVELOPER.findall(text) + [i for i in ids | value_ids if i in text]
            assert not found, (g["id"], lang, size, found)
            if lang != "en":
                latin = set(re.findall(r"[A-Za-z]{2,}", text)) - LATIN_ALLOWED
                assert not latin, (g["id"], lang, size, sorted(latin))
            assert fits(page), f"{g['id']} {lang} {size}: the lobby scrolls sideways"
            if g["id"] == "kingdoms":  # the most options: the page at its longest
                shot(page, f"lobby-options-{g['id']}-{lang}-{size}")
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(shot_path(f"lobby-{lang}-{size}")))
    finally:
        page.context.close()


def shot_path(name: str) -> object:
    from .conftest import ARTIFACTS

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS / f"{name}.png"


@pytest.mark.parametrize(("size", "lang"), [("phone", "uk"), ("desktop", "en")])
def test_play_against_bots_in_one_click(
    browser: Browser, base_url: str, size: str, lang: str
) -> None:
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/")
        click_into_invitation(page, page.get_by_test_id("play-bots-cabbage"))
        expect(page.get_by_test_id("status")).to_have_attribute(
            "data-turn", re.compile("you|other")
        )
        table_id = page.url.split("/t/")[1].split("#")[0]
        summary = httpx.get(f"{base_url}/api/tables/{table_id}").json()
        assert summary["status"] == "live"
        assert summary["seats"][0]["kind"] == "human" and summary["seats"][0]["joined"]
        assert all(s["kind"] == "bot" for s in summary["seats"][1:])
        expect(page.get_by_test_id("you-are")).to_be_visible()
        assert fits(page)
        shot(page, f"lobby-one-click-{lang}-{size}")
    finally:
        page.context.close()


@pytest.mark.parametrize(("size", "lang"), [("phone", "ru"), ("desktop", "uk")])
def test_start_waits_for_the_invited_or_fills_with_bots(
    browser: Browser, base_url: str, size: str, lang: str
) -> None:
    """The host sees who has sat down; a plain Start is refused (in the page's language)
    until they have, and "start with bots" is the explicit other way."""
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/")
        page.get_by_test_id("game-select").select_option("cabbage")
        page.get_by_test_id("players-select").select_option("2")
        page.get_by_test_id("seat-kind-1").select_option("human")
        page.get_by_test_id("create").click()
        expect(page.get_by_test_id("created")).to_be_visible()
        waiting = {"uk": "ще не прийшов", "ru": "ещё не пришёл"}[lang]
        seated = {"uk": "сів за стіл", "ru": "сел за стол"}[lang]
        expect(page.get_by_test_id("seat-mark-1")).to_have_text(waiting)
        page.get_by_test_id("start").click()
        expect(page.get_by_role("alert")).to_be_visible()
        table_id = page.get_by_test_id("created").locator("h2").inner_text().split(": ")[-1]
        assert httpx.get(f"{base_url}/api/tables/{table_id}").json()["status"] == "open"
        token = page.get_by_test_id("invite-1").input_value().split("token=")[1]
        r = httpx.post(f"{base_url}/api/tables/{table_id}/join", headers={"X-Seat-Token": token})
        assert r.status_code == 200
        expect(page.get_by_test_id("seat-mark-1")).to_have_text(seated, timeout=10_000)
        expect(page.get_by_test_id("seat-mark-0")).to_have_text(waiting)
        assert fits(page)
        shot(page, f"lobby-start-waits-{lang}-{size}")
        page.get_by_test_id("start-fill").click()
        expect(page.get_by_test_id("start")).to_be_disabled()
        # The buttons are disabled at the click; "start with bots" goes once the server said yes.
        expect(page.get_by_test_id("start-fill")).to_be_hidden()
        summary = httpx.get(f"{base_url}/api/tables/{table_id}").json()
        assert summary["status"] == "live" and summary["seats"][0]["replaced"]
    finally:
        page.context.close()


@pytest.mark.parametrize(("size", "lang"), [("phone", "uk"), ("desktop", "ru")])
def test_no_card_is_shown_before_the_start(
    browser: Browser, base_url: str, size: str, lang: str
) -> None:
    """A seated person sees who sits where and that the cards come at Start: no hand, no
    table, no log entry; the game's view appears once the host starts."""
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    made = httpx.post(
        f"{base_url}/api/tables", json={"game": "unicorns", "players": 2, "seats": seats}
    ).json()
    me = made["seats"][0]
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/t/{made['id']}#seat=0&token={me['token']}")
        expect(page.get_by_test_id("not-dealt")).to_be_visible()
        expect(page.get_by_test_id("game-view")).to_have_count(0)
        expect(page.get_by_test_id("board")).to_have_count(0)
        assert fits(page)
        shot(page, f"lobby-not-dealt-{lang}-{size}")
        r = httpx.post(
            f"{base_url}/api/tables/{made['id']}/start",
            headers={"X-Host-Token": made["host_token"]},
        )
        assert r.status_code == 200, r.text
        expect(page.get_by_test_id("game-view")).to_be_visible()
        expect(page.get_by_test_id("not-dealt")).to_have_count(0)
    finally:
        page.context.close()
