"""Every game played to the end (its scores on the end screen) against a bot by picking
cards in the decision and clicking their targets in the game's own drawing, never the
folded list of all moves; the five games spread over uk, ru and en and over a desktop and a
phone screen. The cabbage run's clicks
and seconds are what docs/web.md reports for a first game."""

from __future__ import annotations

import contextlib
import random
import time

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import SIZES, new_page, shot

RUNS = [
    ("cabbage", "uk", "desktop"),
    ("princes", "ru", "phone"),
    ("kingdoms", "en", "desktop"),
    ("unicorns", "uk", "phone"),
    ("catboxes", "en", "phone"),
]
BOT = {"kind": "bot", "bot": "random"}
#: each game's deal, chosen by the host (a custom deal) so that no run ends before the
#: person has picked a card: a secret seed once dealt princes' Батый so early that the game
#: was over after two clicks. Random play of these deals lasts, at the least, for seat 0:
#: cabbage 58 moves, princes 48, kingdoms 20, catboxes 16 (8 games each). Unicorns' deal 7
#: is the quickest of deals 1–7 in the browser (23 s, the others 29–66 s on the same machine),
#: a whole game with the person's cards and targets all the same.
SEEDS = {"cabbage": 10, "princes": 4, "kingdoms": 2, "unicorns": 7, "catboxes": 2}
DECISION = "[data-testid=decision]"
LIT = "[data-testid=game-view] .target-lit"
CHIPS = f"{DECISION} [data-testid=hand-pick] [aria-pressed=false]"
ONE_MOVE = f"{DECISION} [data-testid=hand-pick] [data-action]"
TARGETS = f"{DECISION} [data-testid=targets] button[data-action]:not([disabled])"
PLAIN = f"{DECISION} [data-testid=actions] button[data-action]:not([disabled])"
DRAWN = "[data-testid^=cb-target-]:visible, [data-testid^=cb-slot-]:visible"
#: cards the game's drawing makes clickable itself (unicorns' nursery and hand: one move
#: sends, several show a small button per stable)
CARDS = "[data-testid=game-view] .card-lit, [data-testid=game-view] .playable"
MINI = "[data-testid=game-view] button.mini:visible"
#: a choice among more cards than a row shows (over 16: unicorns' Black Knight taking one
#: of 20 from the discard) is drawn as a grid of its own that scrolls inside the panel
CHOICE = (
    f"{DECISION} [data-testid=card-choice] [data-action], "
    f"{DECISION} [data-testid=card-choice] [aria-pressed=false]"
)
#: the folded list of all moves, the last way in when nothing else is on offer
FOLDED = f"{DECISION} [data-testid=all-moves]:not([open]) summary"
LISTED = f"{DECISION} [data-testid=all-actions] button[data-action]:not([disabled])"
#: a weighty move (the frame's `confirm: true`) asks before it is sent
CONFIRM = f"{DECISION} [data-testid=confirm-yes]:not([disabled])"


def start_against_a_bot(base_url: str, game: str) -> tuple[str, str, str]:
    made = httpx.post(
        f"{base_url}/api/tables",
        json={"game": game, "players": 2, "seats": [{"kind": "human"}, BOT], "seed": SEEDS[game]},
    ).json()
    seat = next(s for s in made["seats"] if s["kind"] == "human")
    return made["id"], seat["token"], made["host_token"]


class Player:
    """Clicks like a person: a card, then one of the places it lights up; a plain button
    (draw, stop, pass) now and then. Counts each kind of click."""

    def __init__(self, page: Page, seed: int) -> None:
        self.page = page
        self.rng = random.Random(seed)
        self.clicks = {
            "card": 0, "target": 0, "panel_target": 0, "button": 0, "drawn": 0, "listed": 0
        }  # fmt: skip

    def click(self, selector: str, kind: str) -> bool:
        found = self.page.locator(selector)
        n = found.count()
        if not n:
            return False
        try:
            found.nth(self.rng.randrange(n)).click(timeout=2000)
        except Exception:  # the frame moved on under the click: look again
            return True
        self.clicks[kind] += 1
        return True

    def move(self) -> bool:
        """One click towards a move; False when nothing is on offer."""
        if self.click(CONFIRM, "button"):  # a weighty move asked first: yes
            return True
        if self.click(LIT, "target") or self.click(DRAWN, "drawn") or self.click(MINI, "target"):
            return True
        if self.page.locator(f"{DECISION} [aria-pressed=true]").count() and self.click(
            TARGETS, "panel_target"
        ):
            return True
        cards = (CHIPS, ONE_MOVE, CHOICE, CARDS)
        if self.rng.random() < 0.8 and any(self.click(c, "card") for c in cards):
            return True
        if self.click(PLAIN, "button") or any(self.click(c, "card") for c in cards):
            return True
        return self.listed()

    def listed(self) -> bool:
        """Nothing else on offer: the folded list of all moves, opened and clicked."""
        if self.page.locator(FOLDED).count():
            with contextlib.suppress(Exception):  # the frame moved on under the click
                self.page.locator(FOLDED).first.click(timeout=2000)
        return self.click(LISTED, "listed")


@pytest.mark.parametrize(("game", "lang", "size"), RUNS, ids=[r[0] for r in RUNS])
def test_a_whole_game_by_cards_and_targets(
    browser: Browser, base_url: str, game: str, lang: str, size: str
) -> None:
    table_id, token, host = start_against_a_bot(base_url, game)
    page = new_page(browser, size, lang)
    try:
        page.goto(f"{base_url}/t/{table_id}#seat=0&token={token}")
        expect(page.get_by_test_id("you-are")).to_be_visible()
        r = httpx.post(f"{base_url}/api/tables/{table_id}/start", headers={"X-Host-Token": host})
        assert r.status_code < 300, r.text
        player = Player(page, seed=7)
        final = page.get_by_test_id("final")
        began = time.monotonic()
        shots = 0
        stuck, last = 0, ""
        while not final.is_visible():
            if time.monotonic() - began > 300:
                panel = page.locator(DECISION).inner_html()
                shot(page, f"manip-{game}-{lang}-{size}-stuck")
                raise AssertionError(f"{game}: no end in time ({player.clicks}): {panel[:3000]}")
            if page.get_by_test_id("status").get_attribute("data-turn") != "you":
                page.wait_for_timeout(40)
                continue
            if not shots and page.locator(f"{DECISION} [data-testid=hand-pick]").count():
                shot(page, f"manip-{game}-{lang}-{size}")
                shots += 1
            if not player.move():
                page.wait_for_timeout(40)
            try:
                html = page.locator(DECISION).inner_html(timeout=500)
            except Exception:  # no decision now (the game ended, a redraw)
                html = ""
            stuck = stuck + 1 if html and html == last else 0
            last = html
            if stuck > 60:
                shot(page, f"manip-{game}-{lang}-{size}-stuck")
                raise AssertionError(f"{game}: stuck ({player.clicks}): {last[:3000]}")
            # never more than about eight buttons at the top of a decision
            # at most eight buttons besides the cards themselves (16 at most in the hand's
            # row; a larger choice scrolls in its own grid of bounded height)
            buttons = page.locator(f"{DECISION} [data-testid=actions] button").count()
            buttons += page.locator(f"{DECISION} [data-testid=targets] button").count()
            cards = page.locator(f"{DECISION} [data-testid=hand-pick] [data-card]").count()
            assert buttons <= 8 and cards <= 16, f"{game}: {buttons} buttons, {cards} cards"
        seconds = time.monotonic() - began
        clicks = player.clicks
        print(f"\n{game} {lang} {size}: {sum(clicks.values())} clicks {clicks}, {seconds:.1f} s")
        assert clicks["card"] > 0, clicks
        if game != "catboxes":  # its cells are clicked in its own drawing ("drawn")
            assert clicks["target"] > 0, clicks
        else:
            assert clicks["drawn"] > 0, clicks
        expect(page.get_by_test_id("scores")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
        assert SIZES[size]
        shot(page, f"manip-{game}-{lang}-{size}-end")
    finally:
        page.context.close()
