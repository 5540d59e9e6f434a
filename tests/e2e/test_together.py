"""Playing together in the browser: an invitation asks the person's name (remembered), the
lobby lists the tables this browser sits at across a reload and a new tab (and forgets
one), "Play against bots" asks how many and how well, and the site is installable (its
manifest and service worker served and registered; Chromium reports no installability
error), and its worker shows a "your move" push."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import httpx2 as httpx
from playwright.sync_api import Browser, expect

from .conftest import CHROMIUM, FLAGS, new_page, shot


def made(base_url: str, **extra: Any) -> dict[str, Any]:
    body = {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2} | extra
    r = httpx.post(f"{base_url}/api/tables", json=body)
    assert r.status_code == 201, r.text
    out: dict[str, Any] = r.json()
    return out


def invite(base_url: str, table: dict[str, Any], seat: int) -> str:
    return base_url + str(table["seats"][seat]["invite"])


def summary(base_url: str, table_id: str) -> dict[str, Any]:
    out: dict[str, Any] = httpx.get(f"{base_url}/api/tables/{table_id}").json()
    return out


def test_an_invitation_asks_a_name_once(browser: Browser, base_url: str) -> None:
    page = new_page(browser, "phone", "en", ask_name=True)
    try:
        first = made(base_url)
        page.goto(invite(base_url, first, 1))
        expect(page.get_by_test_id("invite-ask")).to_be_visible()
        assert not summary(base_url, first["id"])["seats"][1]["joined"]  # not before asked
        shot(page, "invite-name-phone")
        page.get_by_test_id("invite-name").fill("Оля")
        page.get_by_test_id("invite-sit").click()
        expect(page.get_by_test_id("you-are")).to_contain_text("Оля")
        seat = summary(base_url, first["id"])["seats"][1]
        assert seat["joined"] and seat["name"] == "Оля"
        # remembered: the next invitation seats her at once, under that name
        second = made(base_url)
        page.goto(invite(base_url, second, 0))
        expect(page.get_by_test_id("you-are")).to_contain_text("Оля")
        expect(page.get_by_test_id("invite-ask")).to_have_count(0)
        assert summary(base_url, second["id"])["seats"][0]["name"] == "Оля"
    finally:
        page.context.close()
    other = new_page(browser, "desktop", "en", ask_name=True)
    try:
        third = made(base_url)
        other.goto(invite(base_url, third, 1))
        other.get_by_test_id("invite-skip").click()
        expect(other.get_by_test_id("you-are")).to_be_visible()
        seat = summary(base_url, third["id"])["seats"][1]
        assert seat["joined"] and seat["name"] is None  # "Player 2" only when skipped
    finally:
        other.context.close()


def test_your_tables_across_a_reload_and_a_new_tab(browser: Browser, base_url: str) -> None:
    page = new_page(browser, "desktop", "en")
    try:
        older = made(base_url, turn_based=True, move_time=86400)
        newer = made(base_url)
        for t in (older, newer):
            for s in (0, 1):  # both seats sit down; this browser keeps seat 0
                httpx.post(
                    f"{base_url}/api/tables/{t['id']}/join",
                    headers={"X-Seat-Token": t["seats"][s]["token"]},
                )
            httpx.post(
                f"{base_url}/api/tables/{t['id']}/start", headers={"X-Host-Token": t["host_token"]}
            )
            page.goto(invite(base_url, t, 0))
            expect(page.get_by_test_id("status")).to_be_visible()
        # a move at the older table makes it the newest move
        f = httpx.get(f"{base_url}/api/tables/{older['id']}/state?board=0").json()
        actor = f["to_act"]
        token = older["seats"][actor]["token"]
        mine = httpx.get(
            f"{base_url}/api/tables/{older['id']}/state?board=0", headers={"X-Seat-Token": token}
        ).json()
        r = httpx.post(
            f"{base_url}/api/tables/{older['id']}/actions",
            json={"seq": mine["seq"], "action": mine["actions"][0]["action"]},
            headers={"X-Seat-Token": token},
        )
        assert r.status_code == 200, r.text
        to_act = summary(base_url, older["id"])["to_act"]

        def check(p: Any) -> None:
            rows = p.get_by_test_id("your-tables").locator("li")
            expect(rows).to_have_count(2)
            ids = [rows.nth(i).get_attribute("data-testid") for i in range(2)]
            assert ids == [f"mine-{older['id']}", f"mine-{newer['id']}"]
            whose = p.get_by_test_id(f"mine-{older['id']}")
            expect(whose).to_have_attribute("data-turn", "you" if to_act == 0 else "other")

        page.goto(f"{base_url}/")
        check(page)
        page.reload()
        check(page)
        tab = page.context.new_page()
        tab.goto(f"{base_url}/")
        check(tab)
        shot(tab, "your-tables-desktop")
        tab.get_by_test_id(f"forget-{newer['id']}").click()
        expect(tab.get_by_test_id(f"mine-{newer['id']}")).to_have_count(0)
        tab.reload()
        expect(tab.get_by_test_id("your-tables").locator("li")).to_have_count(1)
        # the tokens never left for anywhere but their own table
        tab.get_by_test_id(f"open-{older['id']}").click()
        expect(tab).to_have_url(re.compile(f"/t/{older['id']}$"))
        expect(tab.get_by_test_id("you-are")).to_be_visible()
        # a "your move" notification's link goes on to the seat this browser holds
        tab.goto(f"{base_url}/?open={older['id']}&seat=0")
        expect(tab).to_have_url(re.compile(f"/t/{older['id']}$"))
        expect(tab.get_by_test_id("you-are")).to_be_visible()
    finally:
        page.context.close()


def test_play_against_bots_asks_players_and_level(browser: Browser, base_url: str) -> None:
    page = new_page(browser, "phone", "uk")
    try:
        page.goto(f"{base_url}/")
        page.get_by_test_id("bots-players-cabbage").select_option("3")
        page.get_by_test_id("bots-level-cabbage").select_option("random")
        page.get_by_test_id("play-bots-cabbage").click()
        expect(page).to_have_url(re.compile(r"/t/"))
        expect(page.get_by_test_id("you-are")).to_be_visible()
        table_id = page.url.split("/t/")[1].split("#")[0]
        s = summary(base_url, table_id)
        assert s["players"] == 3 and s["status"] == "live"
        assert [x["bot"] for x in s["seats"][1:]] == ["random", "random"]
    finally:
        page.context.close()


def test_the_site_is_installable(browser: Browser, base_url: str, tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    r = httpx.get(f"{base_url}/manifest.webmanifest")
    assert r.status_code == 200 and r.headers["content-type"].startswith(
        "application/manifest+json"
    )
    manifest = r.json()
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        assert httpx.get(base_url + icon["src"]).status_code == 200
    sw = httpx.get(f"{base_url}/sw.js")
    assert sw.status_code == 200 and "javascript" in sw.headers["content-type"]
    # an ordinary profile: Chromium never offers to install from an incognito one, and
    # every context Playwright makes by new_context is one
    context = browser.browser_type.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, args=FLAGS
    )
    try:
        page = context.new_page()
        page.goto(f"{base_url}/")
        scope = page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)")
        assert scope == f"{base_url}/"
        cdp = context.new_cdp_session(page)
        errors: list[Any] = []
        for _ in range(150):
            errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
            if not errors:
                break
            page.wait_for_timeout(100)
        assert errors == [], errors
        manifest_url = cdp.send("Page.getAppManifest")["url"]
        assert manifest_url.endswith("/manifest.webmanifest")

        # a push as the push service hands it to the worker: "your move" is shown, and
        # its click would open the seat's way in
        context.grant_permissions(["notifications"], origin=base_url)
        registrations: list[dict[str, Any]] = []
        cdp.on(
            "ServiceWorker.workerRegistrationUpdated",
            lambda e: registrations.extend(e["registrations"]),
        )
        cdp.send("ServiceWorker.enable")
        for _ in range(150):
            if registrations:
                break
            page.wait_for_timeout(100)
        names = {"uk": "Князі", "ru": "Князья", "en": "Princes"}
        payload: dict[str, Any] = {"type": "your_move", "table": "t1", "game": "princes"}
        payload |= {"names": names}
        payload |= {"seat": 1, "url": "/?open=t1&seat=1"}
        shown: list[Any] = []
        # (a push handed to a worker that is just starting is sometimes lost in headless
        # Chromium: handed again, the notification's tag keeps it one)
        for _ in range(5):
            cdp.send(
                "ServiceWorker.deliverPushMessage",
                {
                    "origin": base_url,
                    "registrationId": registrations[0]["registrationId"],
                    "data": json.dumps(payload),
                },
            )
            for _ in range(30):
                shown = page.evaluate(
                    "navigator.serviceWorker.ready.then((r) => r.getNotifications())"
                    ".then((ns) => ns.map((n) => [n.title, n.data.url]))"
                )
                if shown:
                    break
                page.wait_for_timeout(100)
            if shown:
                break
        assert shown == [["Your move: Princes", "/?open=t1&seat=1"]]
    finally:
        context.close()


def test_a_turn_based_tournament_from_the_form(browser: Browser, base_url: str) -> None:
    page = new_page(browser, "phone", "ru")
    try:
        page.goto(f"{base_url}/")
        page.get_by_test_id("game-select").select_option("princes")
        page.get_by_test_id("players-select").select_option("2")
        page.get_by_test_id("seat-kind-1").select_option("human")
        page.get_by_test_id("table-kind").select_option("turn")
        page.get_by_test_id("move-time").select_option("43200")
        page.get_by_test_id("series-to").select_option("100")
        page.get_by_test_id("create").click()
        expect(page.get_by_test_id("created")).to_be_visible()
        table_id = page.get_by_test_id("created").locator("h2").inner_text().split(": ")[-1]
        s = summary(base_url, table_id)
        assert s["turn_based"] is True and s["move_time"] == 43200
        assert s["series"] == {
            "to": 100,
            "games": [],
            "totals": [0, 0],
            "over": False,
            "winners": [],
        }
    finally:
        page.context.close()


def test_the_end_screen_shows_the_series_and_a_turn_based_clock_reads_in_hours(
    browser: Browser, base_url: str
) -> None:
    page = new_page(browser, "desktop", "en")
    try:
        slow = made(base_url, turn_based=True, move_time=86400)
        for s in (0, 1):
            httpx.post(
                f"{base_url}/api/tables/{slow['id']}/join",
                headers={"X-Seat-Token": slow["seats"][s]["token"]},
            )
        httpx.post(
            f"{base_url}/api/tables/{slow['id']}/start",
            headers={"X-Host-Token": slow["host_token"]},
        )
        page.goto(invite(base_url, slow, 0))
        expect(page.get_by_test_id("deadline")).to_have_text(re.compile(r"Time left: 2[34] h"))
        # the clock beside the seat to move, for everyone at the table
        acting = summary(base_url, slow["id"])["to_act"]
        clock = page.get_by_test_id(f"player-{acting}").get_by_test_id("seat-clock")
        expect(clock).to_have_text(re.compile(r"⏱ (2[34] h|1 day)"))

        body = {
            "game": "cabbage",
            "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            "start": True,
            "series_to": 1000,
        }
        quick = httpx.post(f"{base_url}/api/tables", json=body).json()
        page.goto(invite(base_url, quick, 0))
        expect(page.get_by_test_id("you-are")).to_be_visible()
        r = httpx.post(
            f"{base_url}/api/tables/{quick['id']}/leave",
            headers={"X-Seat-Token": quick["seats"][0]["token"]},
        )
        assert r.status_code == 200
        expect(page.get_by_test_id("final")).to_be_visible(timeout=60_000)
        table = page.get_by_test_id("series-table")
        expect(table).to_be_visible()
        expect(table.locator("tbody tr")).to_have_count(2)  # game 1, and the totals
        scores = summary(base_url, quick["id"])["scores"]
        expect(table.locator("tbody tr").first).to_contain_text(str(scores[0]))
        shot(page, "series-end-desktop")
    finally:
        page.context.close()
