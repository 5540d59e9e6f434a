"""Every registered game in the browser: a table made in the lobby against bots, played to
the end by clicking, scores on screen; two people in two browser contexts; a spectator;
a reconnect after the page was closed."""

from __future__ import annotations

import contextlib
import re
import time

import pytest
from playwright.sync_api import Browser, Page, expect

import stil

from .conftest import shot

GAMES = stil.games()
#: every move the decision shows at its top (plain buttons, a card with one move, a picked
#: card's targets), not the folded list of all moves
BUTTONS = "[data-testid=decision] [data-action]:visible"
ALL_MOVES = "[data-testid=all-moves]"
PLAIN = "[data-testid=decision] [data-testid=actions] [data-action]:visible"
LISTED = "[data-testid=decision] [data-testid=all-actions] [data-action]:visible"


def create_in_lobby(page: Page, base_url: str, game: str, players: int, seats: list[str]) -> str:
    """Make a table in the lobby with these seat kinds; returns its id. A table starts once
    every person has joined (``sit_and_start``), or with bots in the empty seats."""
    page.goto(f"{base_url}/")
    page.get_by_test_id("game-select").select_option(game)
    page.get_by_test_id("players-select").select_option(str(players))
    for i, kind in enumerate(seats):
        page.get_by_test_id(f"seat-kind-{i}").select_option(kind)
    page.get_by_test_id("create").click()
    created = page.get_by_test_id("created")
    expect(created).to_be_visible()
    text = created.locator("h2").inner_text()
    return text.split(":")[-1].strip()


def sit_and_start(page: Page, seat: int = 0) -> None:
    """The host takes a seat of the table just made, then starts it on the table's page."""
    page.get_by_test_id(f"take-seat-{seat}").click()
    expect(page).to_have_url(re.compile(r"/t/"))
    expect(page.get_by_test_id("you-are")).to_be_visible()
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("start")).to_have_count(0)


def invite(page: Page, seat: int) -> str:
    return str(page.get_by_test_id(f"invite-{seat}").input_value())


def play_moves(page: Page, moves: int, limit: float = 60.0) -> int:
    """Click the first offered move whenever it is this page's turn, ``moves`` times or
    until the game ends (a deal can end early: princes' Батый drawn in the first turns)."""
    clicks = 0
    end = time.monotonic() + limit
    status = page.get_by_test_id("status")
    final = page.get_by_test_id("final")
    while clicks < moves and time.monotonic() < end and not final.is_visible():
        buttons = page.locator(f"{BUTTONS}:not([disabled])")
        folded = page.locator(f"{ALL_MOVES}:not([open]) summary")
        if status.get_attribute("data-turn") != "you":
            page.wait_for_timeout(30)
        elif buttons.count():
            try:
                buttons.first.click(timeout=2000)
                clicks += 1
            except Exception:  # the frame moved on under the click: look again
                pass
        elif folded.count():  # every move is a card with several targets: the list
            with contextlib.suppress(Exception):
                folded.first.click(timeout=2000)
        else:
            page.wait_for_timeout(30)
    return clicks


@pytest.mark.parametrize("game", GAMES)
def test_a_game_made_in_the_lobby_against_a_bot_takes_clicks(
    page: Page, base_url: str, game: str
) -> None:
    """Made in the lobby, a seat taken, started, and a few moves by clicking; the same
    game is played on to its end and scores by ``test_manip`` (by cards and targets)."""
    create_in_lobby(page, base_url, game, 2, ["human", "heuristic"])
    sit_and_start(page)
    assert "token=" not in page.content()  # the secret stays in the fragment
    log = page.get_by_test_id("log")
    before = log.inner_text()
    clicks = play_moves(page, 4)
    # four moves, or fewer in a deal that ended sooner (about 1 in 60 of princes' deals)
    assert clicks == 4 or (clicks and page.get_by_test_id("final").is_visible()), clicks
    expect(log).not_to_have_text(before)  # the moves were made and told
    shot(page, f"{game}-played")


def test_two_people_in_two_browsers_a_spectator_and_a_reconnect(
    browser: Browser, base_url: str
) -> None:
    a = browser.new_context(locale="uk-UA")
    b = browser.new_context(locale="ru-RU", viewport={"width": 390, "height": 844})
    watcher = browser.new_context(locale="en-US")
    host = a.new_page()
    table_id = create_in_lobby(host, base_url, "cabbage", 2, ["human", "human"])
    link_a, link_b = invite(host, 0), invite(host, 1)
    # nobody sat down yet: the start is refused in the page's language, the table stays open,
    # and the host is offered to fill the empty seats with bots instead
    host.get_by_test_id("start").click()
    expect(host.locator("[role=alert]")).to_contain_text("Ще не всі сіли за стіл")
    expect(host.get_by_test_id("start-fill")).to_be_visible()
    shot(host, "start-needs-seats")
    expect(host.get_by_test_id("start")).to_be_enabled()
    pa = a.new_page()
    pa.goto(link_a)
    pb = b.new_page()
    pb.goto(link_b)
    spectator = watcher.new_page()
    spectator.goto(f"{base_url}/t/{table_id}")
    expect(spectator.get_by_test_id("spectator")).to_be_visible()
    # the host starts in the lobby once both people sit (before, it says who is missing)
    for p in (pa, pb):
        expect(p.get_by_test_id("you-are")).to_be_visible()
    # the host's lobby sees both seated, and its "not everyone has sat down" goes
    for seat in (0, 1):
        expect(host.get_by_test_id(f"seat-mark-{seat}")).to_have_text("сів за стіл", timeout=10_000)
    expect(host.locator("[role=alert]")).to_be_hidden()
    host.get_by_test_id("start").click()
    expect(host.get_by_test_id("start")).to_be_disabled()

    def someone_moves() -> None:
        # a move that is sent at once: a plain button, else one from the folded list of all
        # moves (a card first picked and then its target would need two clicks)
        for p in (pa, pb):
            plain = p.locator(f"{PLAIN}:not([disabled])")
            yes = p.locator("[data-testid=confirm-yes]:not([disabled])")  # a weighty move asks
            if yes.count():
                plain = yes
            elif not plain.count():
                folded = p.locator(f"{ALL_MOVES}:not([open]) summary")
                if folded.count():
                    with contextlib.suppress(Exception):
                        folded.first.click(timeout=2000)
                plain = p.locator(f"{LISTED}:not([disabled])")
            if plain.count():
                with contextlib.suppress(Exception):  # the frame moved on under the click
                    plain.first.click(timeout=2000)
                return
        pa.wait_for_timeout(50)

    for _ in range(200):
        if pa.locator(BUTTONS).count() or pb.locator(BUTTONS).count():
            break
        pa.wait_for_timeout(50)
    for _ in range(6):
        someone_moves()
    assert spectator.locator(BUTTONS).count() == 0
    shot(pb, "two-humans-phone")

    # close seat 0's page mid-game and come back with the same invite link
    pa.close()
    pa = a.new_page()
    pa.goto(link_a)
    expect(pa.get_by_test_id("you-are")).to_be_visible()

    end = time.monotonic() + 240
    while time.monotonic() < end and not pa.get_by_test_id("final").is_visible():
        someone_moves()
    expect(pa.get_by_test_id("final")).to_be_visible()
    expect(pb.get_by_test_id("final")).to_be_visible()
    expect(spectator.get_by_test_id("final")).to_be_visible()
    shot(spectator, "spectator-final")
    for ctx in (a, b, watcher):
        ctx.close()
