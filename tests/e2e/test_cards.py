"""Cards drawn as cards (issue 17): each game's card reference page shows one face per card
of the catalog with its text, in uk, ru and en, on a desktop and a 390 px phone without
sideways scrolling; at a live table a card's whole text opens on keyboard focus, on hover
and on a tap. Screenshots go to ``test-artifacts/e2e/cards-*``."""

from __future__ import annotations

import re
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from stil.core.registry import games

from .conftest import ARTIFACTS, LANGS, MANY, SIZES, choose_language, fits, new_page


def snap(page: Page, name: str, full: bool = False) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"cards-{name}.png"), full_page=full)


def catalog_cards(base_url: str) -> dict[str, list[dict[str, Any]]]:
    listed = httpx.get(f"{base_url}/api/catalog").json()
    return {g["id"]: g["cards"] for g in listed}


@pytest.mark.parametrize("size", SIZES)
def test_each_games_reference_page_shows_every_card(
    browser: Browser, base_url: str, size: str
) -> None:
    cards = catalog_cards(base_url)
    page = new_page(browser, size)
    context = page.context
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        for game_id in games():
            for lang in LANGS:
                page.goto(f"{base_url}/cards/{game_id}?lang={lang}")
                # cards alike in all but their name are one face, "× n", their names listed
                items = page.locator("[data-testid=cards-page] .ref-cards > li")
                expect(items.first).to_be_visible()
                assert page.evaluate("document.documentElement.lang") == lang
                shown = page.eval_on_selector_all(
                    "[data-testid=cards-page] .ref-cards > li",
                    "els => els.map(e => [e.dataset.ids.split(' '),"
                    " e.querySelector('.cf-text').textContent,"
                    " (e.querySelector('[data-testid=ref-same]')"
                    " || e.querySelector('.cf-name')).textContent])",
                )
                assert page.locator(
                    "[data-testid=cards-page] .ref-cards .card-face"
                ).count() == len(shown)
                want = {c["id"]: (c[lang]["name"], c[lang]["text"]) for c in cards[game_id]}
                listed = [card for ids, _, _ in shown for card in ids]
                assert sorted(listed) == sorted(want), (game_id, lang)
                for ids, text, names in shown:
                    for card in ids:
                        assert want[card][1] == text, (game_id, lang, card)
                        assert want[card][0] in names, (game_id, lang, card, names)
                    if len(ids) > 1:
                        assert f"× {len(ids)}" in names
                assert fits(page), f"{game_id} {lang} {size}: the page scrolls sideways"
                snap(page, f"ref-{game_id}-{lang}-{size}")
        assert not errors, errors
    finally:
        context.close()


def test_the_reference_page_is_linked_from_the_lobby_and_the_how_to_page(
    page: Page, base_url: str
) -> None:
    page.goto(f"{base_url}/")
    choose_language(page, "ru")
    link = page.get_by_test_id("cards-link-princes")
    expect(link).to_have_attribute("href", re.compile(r"lang=ru"))  # the lobby redrawn in ru
    link.click()
    expect(page.get_by_test_id("cards-page")).to_have_attribute("data-game", "princes")
    assert page.url.endswith("/cards/princes?lang=ru")
    page.get_by_test_id("cards-howto").click()
    page.get_by_test_id("howto-cards-link").click()
    expect(page.get_by_test_id("cards-page")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "ru"


def test_an_unknown_game_has_no_reference_page(base_url: str) -> None:
    assert httpx.get(f"{base_url}/cards/no_such_game").status_code == 404


def join_and_start(base_url: str, made: dict[str, Any], seats: list[dict[str, Any]]) -> None:
    """Each of ``seats`` of the table ``made`` joins by its token; the host starts it."""
    for seat in seats:
        httpx.post(
            f"{base_url}/api/tables/{made['id']}/join",
            json={},
            headers={"X-Seat-Token": seat["token"]},
        ).raise_for_status()
    httpx.post(
        f"{base_url}/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]}
    ).raise_for_status()


def seat_at_a_live_table(base_url: str, game_id: str, players: int) -> str:
    """A table with one person (this browser) and heuristic bots, started; its invite link."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "heuristic"}] * (players - 1)
    made = httpx.post(
        f"{base_url}/api/tables", json={"game": game_id, "players": players, "seats": seats}
    ).json()
    seat = next(s for s in made["seats"] if s["kind"] == "human")
    join_and_start(base_url, made, [seat])
    link = seat.get("invite") or f"/t/{made['id']}#seat={seat['seat']}&token={seat['token']}"
    return link if link.startswith("http") else f"{base_url}{link}"


# every game once, spread over the languages and both sizes
LIVE = [
    ("cabbage", "uk", "phone", 2),
    ("princes", "ru", "desktop", 3),
    ("kingdoms", "en", "phone", 3),
    ("unicorns", "uk", "desktop", 2),
    ("catboxes", "ru", "phone", 2),
]


@pytest.mark.parametrize(("game_id", "lang", "size", "players"), LIVE)
def test_a_cards_text_opens_on_focus_hover_and_tap(
    browser: Browser, base_url: str, game_id: str, lang: str, size: str, players: int
) -> None:
    texts = {c["id"]: c[lang]["text"] for c in catalog_cards(base_url)[game_id]}
    page = new_page(browser, size, lang, has_touch=size == "phone")
    context = page.context
    try:
        page.goto(seat_at_a_live_table(base_url, game_id, players))
        expect(page.get_by_test_id("game-view")).to_be_visible()
        faces = page.locator("[data-testid=game-view] .card-face")
        status = page.get_by_test_id("status")
        for _ in range(8):  # cabbage shows no card before the first one is revealed
            expect(status).to_have_attribute("data-turn", "you", timeout=15000)
            if faces.count():
                break
            page.locator("[data-testid=decision] [data-action]:visible").first.click()
            page.wait_for_timeout(600)
        # this seat's move: nothing changes on the table until it acts
        expect(status).to_have_attribute("data-turn", "you", timeout=15000)
        assert faces.count(), f"{game_id}: no card drawn as a face"
        tip = page.get_by_test_id("card-tip")

        # keyboard focus
        first = faces.first
        card = first.get_attribute("data-card")
        first.focus()
        expect(tip).to_be_visible()
        expect(tip.locator(".cf-text")).to_have_text(texts[card])
        assert first.get_attribute("tabindex") == "0"
        assert (first.get_attribute("aria-label") or "").strip() not in ("", card)
        snap(page, f"live-{game_id}-{lang}-{size}-focus")
        page.keyboard.press("Escape")
        expect(tip).to_be_hidden()

        # hover (a desktop) or a tap on a card that does nothing else (a phone)
        quiet = page.locator("[data-testid=game-view] .card-face:not(.selectable)")
        other = quiet.last if quiet.count() else faces.last
        card = other.get_attribute("data-card")
        other.scroll_into_view_if_needed()
        if size == "phone":
            page.locator("h1").first.focus()
            other.tap()
        else:
            other.hover()
        expect(tip).to_be_visible()
        expect(tip.locator(".cf-text")).to_have_text(texts[card])
        if size == "phone":
            # the browser follows a tap with mouse events (and keeps the card :hover): they
            # are not a mouse's hover, whose timer would take the detail over after 250 ms
            page.wait_for_timeout(700)
            expect(tip).to_have_attribute("data-by", "tap")
        assert fits(page), f"{game_id} {lang} {size}: the table scrolls sideways"
        snap(page, f"live-{game_id}-{lang}-{size}-{'tap' if size == 'phone' else 'hover'}")
    finally:
        context.close()


def test_the_detail_and_focus_stay_on_a_card_over_a_redraw(browser: Browser, base_url: str) -> None:
    """Another person sitting down brings a new frame: the page is patched, not rebuilt, so the
    focused card is the same element, and the keyboard's focus and its open detail stay on it."""
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]
    starts = {"first_player": "seat0"}
    made = httpx.post(
        f"{base_url}/api/tables",
        # seat 0 starts (the default draws who starts: seat 1, who never moves here, a third
        # of the time, and the page never came to be this seat's turn)
        json={"game": "princes", "players": 3, "seats": seats, "options": starts},
    ).json()
    first, second = made["seats"][0], made["seats"][1]
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    other = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{base_url}/t/{made['id']}#seat=0&token={first['token']}")
        expect(page.get_by_test_id("you-are")).to_be_visible()
        join_and_start(base_url, made, [second])
        # a hand changes only by its own seat's move, which nobody makes here
        card = page.locator("[data-testid=pr-hand] .card-face").nth(1)
        expect(card).to_be_visible()
        tip = page.get_by_test_id("card-tip")
        # the game has started (seat 0's first move may be forced and answered for it, and
        # then it is seat 1's turn, who never moves: either way no decision comes after)
        started = re.compile("^(you|other)$")
        expect(page.get_by_test_id("status")).to_have_attribute("data-turn", started, timeout=15000)
        page.wait_for_timeout(1500)  # a forced first move answered (bot_delay 0.05 s): settled
        for _ in range(10):  # a new decision (the start) closes the detail: focus the card again
            page.locator("h1").first.focus()
            card.focus()
            page.wait_for_timeout(100)
            if tip.is_visible():
                break
        expect(tip).to_be_visible()
        held = card.get_attribute("data-card")
        page.evaluate("document.activeElement.dataset.before = '1'")
        other.new_page().goto(f"{base_url}/t/{made['id']}#seat=1&token={second['token']}")
        expect(page.locator("[data-testid=player-1]")).to_have_attribute("data-connected", "true")
        # the card was patched in place (the mark is still on it) and holds the focus and its detail
        expect(page.locator("[data-before]")).to_have_count(1)
        assert page.evaluate("document.activeElement.dataset.card") == held
        expect(tip).to_be_visible()
    finally:
        other.close()
        context.close()


def test_catboxes_cards_on_the_table_are_named_and_readable(page: Page, base_url: str) -> None:
    """The cards laid on catboxes' table (its own drawing, an SVG) are focusable, named for
    people (not "B24") and open their text like any face."""
    texts = {c["id"]: c["en"]["text"] for c in catalog_cards(base_url)["catboxes"]}
    names = {c["id"]: c["en"]["name"] for c in catalog_cards(base_url)["catboxes"]}
    page.goto(seat_at_a_live_table(base_url, "catboxes", 2))
    choose_language(page, "en")
    laid = page.locator("[data-testid=cb-table] .card-on-table")
    for _ in range(6):  # the table is empty until the start cards are laid
        expect(page.get_by_test_id("status")).to_have_attribute("data-turn", "you", timeout=15000)
        if laid.count():
            break
        page.locator("[data-testid=decision] [data-action]:visible").first.click()
        page.wait_for_timeout(600)
    expect(laid.first).to_be_visible()
    card = laid.first.get_attribute("data-card")
    assert card in texts
    label = laid.first.get_attribute("aria-label") or ""
    assert label.startswith(names[card]), (label, names[card])
    assert laid.first.locator("text", has_text=card).count() == 0  # no id printed on it
    laid.first.focus()
    tip = page.get_by_test_id("card-tip")
    expect(tip).to_be_visible()
    expect(tip.locator(".cf-text")).to_have_text(texts[card])


def test_a_long_press_on_a_playable_card_reads_it_and_plays_nothing(
    browser: Browser, base_url: str
) -> None:
    """On a phone a tap on a playable card plays it, so its text opens on a long press, and
    the click that ends the press is not a choice."""
    texts = {c["id"]: c["uk"]["text"] for c in catalog_cards(base_url)["unicorns"]}
    page = new_page(browser, "phone", "uk", has_touch=True)
    context = page.context
    sent: list[str] = []  # the actions this page sends over its socket
    page.on(
        "websocket",
        lambda ws: ws.on(
            "framesent", lambda f: sent.append(str(f)) if '"action"' in str(f) else None
        ),
    )
    try:
        page.goto(seat_at_a_live_table(base_url, "unicorns", 2))
        babies = page.locator("[data-testid=uu-nursery] [data-card].playable")
        expect(babies.first).to_be_visible()
        expect(page.get_by_test_id("status")).to_have_attribute("data-turn", "you")
        count = babies.count()
        baby = babies.first
        card = baby.get_attribute("data-card")
        assert card
        baby.scroll_into_view_if_needed()
        baby.dispatch_event("pointerdown", {"pointerType": "touch", "isPrimary": True})
        page.wait_for_timeout(700)
        baby.dispatch_event("pointerup", {"pointerType": "touch", "isPrimary": True})
        baby.dispatch_event("click")
        tip = page.get_by_test_id("card-tip")
        expect(tip).to_be_visible()
        expect(tip.locator(".cf-text")).to_have_text(texts[card])
        page.wait_for_timeout(800)
        assert not sent, sent  # nothing was played
        expect(babies).to_have_count(count)
        expect(page.locator(f"[data-testid=uu-stable-0] [data-card={card}]")).to_have_count(0)
        snap(page, "live-unicorns-uk-phone-long-press")
        page.keyboard.press("Escape")
        baby.tap()  # and a plain tap plays it
        page.wait_for_timeout(300)
        assert sent and card in sent[0], sent
    finally:
        context.close()


def test_a_focused_card_on_catboxes_table_keeps_its_detail_over_a_redraw(
    browser: Browser, base_url: str
) -> None:
    """Catboxes draws its table itself (an SVG): a laid card read by keyboard keeps its focus
    and its open detail when the other person sits down."""
    seats = [{"kind": "human"}, {"kind": "human"}]
    # a custom deal in which this page's seat lays the first start card (the other person
    # is away until the redraw: on a secret deal they might move first, and nothing be laid)
    made = httpx.post(
        f"{base_url}/api/tables",
        json={"game": "catboxes", "players": 2, "seats": seats, "seed": 3},
    ).json()
    first, second = made["seats"][0], made["seats"][1]
    join_and_start(base_url, made, [first, second])
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    other = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{base_url}/t/{made['id']}#seat=0&token={first['token']}")
        laid = page.locator("[data-testid=cb-table] .card-on-table[data-card]")
        status = page.get_by_test_id("status")
        expect(status).to_have_attribute("data-turn", "you", timeout=15000)
        for _ in range(6):  # the table is empty until a start card is laid
            if laid.count():
                break
            if status.get_attribute("data-turn") == "you":
                page.locator("[data-testid=decision] [data-action]:visible").first.click()
            page.wait_for_timeout(600)
        expect(laid.first).to_be_visible(timeout=15000)
        tip = page.get_by_test_id("card-tip")
        card = laid.last
        for _ in range(10):  # a frame may redraw the table between finding a card and focusing
            card.focus()
            page.wait_for_timeout(100)
            if tip.is_visible():
                break
        expect(tip).to_be_visible()
        held = page.evaluate("document.activeElement.dataset.card")
        assert held
        page.evaluate("document.activeElement.dataset.before = '1'")
        other.new_page().goto(f"{base_url}/t/{made['id']}#seat=1&token={second['token']}")
        expect(page.locator("[data-testid=player-1]")).to_have_attribute("data-connected", "true")
        # the drawing is redrawn only when what it shows changes (not for a person arriving);
        # either way the focus and the detail stay on the card
        page.wait_for_timeout(300)
        assert page.evaluate("document.activeElement.dataset.card") == held
        expect(tip).to_be_visible()
    finally:
        other.close()
        context.close()


#: the grid's name, as a screen reader says it
CHOOSE_CARD = {"uk": "Оберіть карту", "ru": "Выберите карту", "en": "Choose a card"}


@pytest.mark.parametrize("size", SIZES)
def test_a_choice_among_many_cards_shows_them_in_a_grid_that_scrolls(
    browser: Browser, base_url: str, size: str
) -> None:
    """Twenty cards to choose from are cards to click, not only lines of the folded list;
    their grid scrolls inside the panel at a bounded height, on a phone too."""
    page = new_page(browser, size, "uk")
    try:
        for lang in LANGS:
            page.goto(f"{base_url}/cards/unicorns?lang={lang}")
            expect(page.get_by_test_id("cards-page")).to_be_visible()
            assert page.evaluate(MANY, [20, lang]) == 20
            grid = page.get_by_test_id("card-choice")
            expect(grid).to_be_visible()
            assert grid.get_attribute("aria-label") == CHOOSE_CARD[lang]
            chips = grid.locator("[data-card][data-action]")
            expect(chips).to_have_count(20)
            expect(page.get_by_test_id("hand-pick")).to_have_count(0)  # not the hand's row
            height = page.evaluate("innerHeight")
            box = grid.bounding_box()
            assert box and box["height"] <= 0.45 * height, (box, height)
            assert fits(page), f"{lang} {size}: the page scrolls sideways"
            last = chips.nth(19)
            last.scroll_into_view_if_needed()
            want = last.get_attribute("data-action")
            last.click()
            assert page.evaluate("window.sent") == want
            snap(page, f"many-unicorns-{lang}-{size}")
        # sixteen or fewer stay the row of the hand
        assert page.evaluate(MANY, [16, "en"]) == 16
        expect(page.get_by_test_id("hand-pick").locator("[data-card]")).to_have_count(16)
        expect(page.get_by_test_id("card-choice")).to_have_count(0)
    finally:
        page.context.close()


#: the pieces of the small cards' names that a line broke inside: a name may break at a
#: space and after a hyphen, never inside a word (Chromium has no hyphenation dictionary
#: here, so ``hyphens: auto`` breaks a word that does not fit without a hyphen)
SPLIT_WORDS = """() => {
  const broken = [];
  for (const name of document.querySelectorAll(".cf-card .cf-name")) {
    for (const node of name.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const re = /[^\\s-]+-?/g;
      let m;
      while ((m = re.exec(node.data))) {
        const r = document.createRange();
        r.setStart(node, m.index);
        r.setEnd(node, m.index + m[0].length);
        const tops = new Set([...r.getClientRects()].filter((b) => b.width > 0)
          .map((b) => Math.round(b.top)));
        if (tops.size > 1) broken.push(`${m[0]} (${name.textContent})`);
      }
    }
  }
  return broken;
}"""


def test_no_word_of_a_small_cards_name_is_broken_on_a_phone(
    browser: Browser, base_url: str
) -> None:
    """Every card of every game as a small card at 390 px in uk, ru and en: each word of its
    name stays on one line (a long word is set smaller rather than cut)."""
    page = new_page(browser, "phone", "uk")
    broken: list[str] = []
    try:
        for game_id in games():
            for lang in LANGS:
                page.goto(f"{base_url}/cards/{game_id}?lang={lang}")
                expect(page.get_by_test_id("cards-page")).to_be_visible()
                drawn = page.evaluate(MANY, [999, lang, game_id])
                expect(page.locator(".cf-card .cf-name")).to_have_count(drawn)
                broken += [f"{game_id} {lang}: {w}" for w in page.evaluate(SPLIT_WORDS)]
                # the photograph shows every card: the grid unbounded (after the check)
                page.add_style_tag(content="[data-testid=card-choice] { max-height: none; }")
                snap(page, f"names-{game_id}-{lang}-phone", full=True)
    finally:
        page.context.close()
    assert not broken, "\n".join(broken)
