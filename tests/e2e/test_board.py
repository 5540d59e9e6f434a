"""The drawn board in the browser: a game with its own view gets frames without it, and the
page fetches it only when the player opens its panel, again after each change while open,
and no more once it is closed."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import shot
from .test_play import create_in_lobby, play_moves, sit_and_start


def test_the_board_is_fetched_only_while_its_panel_is_open(page: Page, base_url: str) -> None:
    sockets: list[str] = []
    boards: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    page.on("request", lambda r: boards.append(r.url) if "board=1" in r.url else None)
    create_in_lobby(page, base_url, "cabbage", 2, ["human", "heuristic"])
    sit_and_start(page)
    expect(page.get_by_test_id("game-view")).to_be_visible()
    panel = page.get_by_test_id("board")
    expect(panel).to_be_attached()
    assert panel.get_attribute("open") is None
    assert page.locator(".board-html").count() == 0
    assert sockets and all("board=0" in url for url in sockets)
    assert boards == []

    panel.locator("summary").click()
    drawn = panel.locator(".board-html")
    expect(drawn).to_be_visible()
    expect(drawn).not_to_have_text("")
    assert len(boards) == 1
    shot(page, "board-open")

    # an own move (and the bot's answer) redraws it while open
    before = len(boards)
    # one move as a player makes it (a button, or a card's targets in the folded list)
    assert play_moves(page, 1) == 1
    for _ in range(200):
        if len(boards) > before:
            break
        page.wait_for_timeout(50)
    assert len(boards) > before
    expect(drawn).to_be_visible()

    # closed again, further moves fetch nothing
    panel.locator("summary").click()
    expect(panel).not_to_have_attribute("open", "")
    page.wait_for_timeout(300)  # a fetch asked before the click may still arrive
    closed_at = len(boards)
    seq = page.get_by_test_id("log").inner_text()
    assert play_moves(page, 1) == 1
    expect(page.get_by_test_id("log")).not_to_have_text(seq)
    page.wait_for_timeout(300)
    assert len(boards) == closed_at
