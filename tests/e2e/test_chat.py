"""Two people chatting at a table in the browser, one on a 1280 px desktop and one on a
390 px phone, and a spectator: lines arrive live, escaped; the phone counts unread lines
behind one tap; a quick reaction is one tap; the spectator's line stays with spectators
while the game runs."""

from __future__ import annotations

from typing import Any

import httpx2 as httpx
from playwright.sync_api import Browser, expect

from .conftest import fits, new_page, shot


def live_table(base_url: str) -> dict[str, Any]:
    body = {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2}
    made: dict[str, Any] = httpx.post(f"{base_url}/api/tables", json=body).json()
    return made


def test_two_people_chat_at_desktop_and_phone_sizes(browser: Browser, base_url: str) -> None:
    made = live_table(base_url)
    tid = made["id"]
    desk = new_page(browser, "desktop", "en")
    phone = new_page(browser, "phone", "uk")
    crowd = new_page(browser, "desktop", "en")
    try:
        desk.goto(base_url + made["seats"][0]["invite"])
        phone.goto(base_url + made["seats"][1]["invite"])
        for p in (desk, phone):
            expect(p.get_by_test_id("you-are")).to_be_visible()
        r = httpx.post(
            f"{base_url}/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]}
        )
        assert r.status_code == 200, r.text
        crowd.goto(f"{base_url}/t/{tid}")
        for p in (desk, phone, crowd):
            expect(p.get_by_test_id("chat")).to_be_attached()

        # desktop: the chat sits beside the log, open
        expect(desk.get_by_test_id("chat-input")).to_be_visible()
        desk.get_by_test_id("chat-input").fill("<b>hi</b> & good luck")
        desk.get_by_test_id("chat-send").click()
        expect(desk.get_by_test_id("chat-line")).to_have_count(1)

        # phone: one tap away, with the count of unread lines
        expect(phone.get_by_test_id("chat-input")).to_be_hidden()
        expect(phone.get_by_test_id("chat-unread")).to_have_text("1 нових")
        phone.get_by_test_id("chat-toggle").click()
        line = phone.get_by_test_id("chat-line")
        expect(line).to_have_count(1)
        expect(line).to_contain_text("<b>hi</b> & good luck")  # the text, not markup
        assert phone.locator("[data-testid=chat-line] b").count() == 0
        expect(phone.get_by_test_id("chat-unread")).to_have_count(0)
        phone.get_by_test_id("chat-reaction").first.click()  # 👍
        expect(desk.get_by_test_id("chat-line")).to_have_count(2)
        expect(desk.get_by_test_id("chat-line").nth(1)).to_contain_text("👍")

        # a spectator's line reaches spectators only while the game runs
        crowd.get_by_test_id("chat-input").fill("play the fox!")
        crowd.get_by_test_id("chat-send").click()
        expect(crowd.get_by_test_id("chat-line")).to_have_count(3)
        desk.wait_for_timeout(1000)
        expect(desk.get_by_test_id("chat-line")).to_have_count(2)
        expect(phone.get_by_test_id("chat-line")).to_have_count(2)

        # a reload shows the history
        desk.reload()
        expect(desk.get_by_test_id("chat-line")).to_have_count(2)
        for p, name in ((desk, "chat-desktop"), (phone, "chat-phone")):
            assert fits(p), name
            shot(p, name)
    finally:
        for p in (desk, phone, crowd):
            p.context.close()


def test_the_replay_shows_every_line_spectators_included(browser: Browser, base_url: str) -> None:
    body = {
        "game": "cabbage",
        "players": 2,
        "seed": 11,
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}],
        "start": True,
    }
    made = httpx.post(f"{base_url}/api/tables", json=body).json()
    tid, token = made["id"], made["seats"][0]["token"]
    seat = {"X-Seat-Token": token}
    said = httpx.post(f"{base_url}/api/tables/{tid}/chat", json={"text": "удачі"}, headers=seat)
    assert said.status_code == 201, said.text
    crowd = httpx.post(f"{base_url}/api/tables/{tid}/chat", json={"text": "<b>go</b>"})
    assert crowd.status_code == 201, crowd.text
    # while the game runs the seat does not read the spectator's line
    assert [
        m["text"] for m in httpx.get(f"{base_url}/api/tables/{tid}/chat", headers=seat).json()
    ] == ["удачі"]
    for _ in range(3000):
        f = httpx.get(f"{base_url}/api/tables/{tid}/state?board=0", headers=seat).json()
        if f["status"] == "finished":
            break
        if f["actions"]:
            httpx.post(
                f"{base_url}/api/tables/{tid}/actions",
                headers=seat,
                json={"seq": f["seq"], "action": f["actions"][0]["action"]},
            )
    else:
        raise AssertionError("the game did not end")
    page = new_page(browser, "phone", "uk")
    try:
        page.goto(f"{base_url}/replay/{tid}")
        lines = page.get_by_test_id("replay-chat-line")
        expect(lines).to_have_count(2, timeout=15_000)
        expect(lines.nth(0)).to_contain_text("удачі")
        expect(lines.nth(0)).to_contain_text("Місце 1")  # unnamed: the seat, in uk
        expect(lines.nth(1)).to_contain_text("<b>go</b>")  # drawn as text, not markup
        assert page.locator(".replay-chat b").count() == 0
        assert fits(page)
        shot(page, "replay-chat-phone-uk")
    finally:
        page.context.close()
