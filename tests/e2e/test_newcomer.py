"""Issue 39: a newcomer's whole game against bots on the table page, at 390×844 and at
1280×800, over uk, ru and en (tests/e2e/newcomer.py plays and checks): no decision with a
single legal action is shown, the card detail is never open when a decision arrives, no
decision button or lit target is covered, the last move is in the window at every decision
on a phone, every hand card with an effect shows its short text. Also: a weighty move asks
first and No keeps it unsent; the deal's commitment hides behind its info button."""

from __future__ import annotations

from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, expect

from .conftest import new_page, shot
from .newcomer import Newcomer

#: each game's deal (the host's custom deal), the bots random so that a game stays short
RUNS = [
    ("unicorns", "uk", "phone", 7),
    ("princes", "ru", "phone", 4),
    ("unicorns", "en", "desktop", 3),
    ("princes", "en", "desktop", 2),
]


def shorts(base_url: str, game: str, lang: str) -> dict[str, str | None]:
    listed = httpx.get(f"{base_url}/api/catalog").json()
    cards: list[dict[str, Any]] = next(g for g in listed if g["id"] == game)["cards"]
    return {c["id"]: c[lang].get("short") for c in cards}


def seat_against_a_bot(base_url: str, game: str, seed: int) -> str:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    made = httpx.post(
        f"{base_url}/api/tables", json={"game": game, "players": 2, "seats": seats, "seed": seed}
    ).json()
    seat = made["seats"][0]
    httpx.post(
        f"{base_url}/api/tables/{made['id']}/join", json={}, headers={"X-Seat-Token": seat["token"]}
    ).raise_for_status()
    httpx.post(
        f"{base_url}/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]}
    ).raise_for_status()
    return f"{base_url}/t/{made['id']}#seat=0&token={seat['token']}"


@pytest.mark.parametrize(("game", "lang", "size", "seed"), RUNS)
def test_a_newcomers_whole_game_is_never_covered(
    browser: Browser, base_url: str, game: str, lang: str, size: str, seed: int
) -> None:
    phone = size == "phone"
    page = new_page(browser, size, lang, has_touch=phone)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(seat_against_a_bot(base_url, game, seed))
        expect(page.get_by_test_id("status")).to_have_attribute("data-turn", "you", timeout=20000)
        tally = Newcomer(page, shorts(base_url, game, lang), phone, seed).play(limit=900)
        shot(page, f"newcomer-{game}-{lang}-{size}-end")
        print(f"{game} {lang} {size}: {tally.taps} taps, {tally.decisions} decisions, "
              f"{tally.per_decision():.2f} a decision, {tally.seconds:.0f} s")
        assert tally.finished, f"{game}: not over in time ({tally.decisions} decisions)"
        assert tally.decisions > 3
        assert not tally.problems, tally.problems[:10]
        assert not errors, errors
    finally:
        page.context.close()


def test_the_commitment_is_behind_its_info_button(browser: Browser, base_url: str) -> None:
    page = new_page(browser, "phone", "uk")
    try:
        page.goto(seat_against_a_bot(base_url, "cabbage", 5))
        info = page.get_by_test_id("commitment-info")
        expect(info).to_be_visible()
        expect(page.get_by_test_id("commitment")).to_be_hidden()
        info.click()
        expect(page.get_by_test_id("commitment")).to_be_visible()
        expect(info).to_have_attribute("aria-expanded", "true")
    finally:
        page.context.close()
