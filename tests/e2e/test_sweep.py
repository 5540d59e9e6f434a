"""The sweep: for every game, language (uk, ru, en) and size (1280×800, 390×844) the lobby,
a table mid-game (a seat's own page), an end screen and the replay, each checked for
sideways scrolling and page errors and photographed (``test-artifacts/e2e/sweep-*.png``);
axe-core (vendored, ``vendor/axe.min.js``: no serious or critical violations) checks each
page of a game at each size in one language, the languages taking turns over the games
(every language at both sizes over the five games; the lobby in every language and size).
What axe reads — names, roles, contrast, structure — is the same markup in every language;
the words' lengths, which differ, are what the width check of every page catches.

The finished games are played by random bots on the server (never through the browser),
the mid-game tables by a few moves posted to the API; one browser, one context per
language and size, reused for every page of a game; the lobby (one page for all games) is
checked with the first game. The seat of the mid-game table has a chosen name, and its log
must say that name, never the seat's label."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, Page

import stil
from stil.render import load

from .conftest import ARTIFACTS, LANGS, SIZES, serving, shot

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
NAME = "Олена"
GAMES = sorted(stil.games())
# What a page may not have: anything wider than the window, or an axe finding that matters.
WIDE = "document.documentElement.scrollWidth - window.innerWidth"
AXE_RUN = """async () => {
  const r = await axe.run(document, { resultTypes: ["violations"] });
  return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                   nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ") + " :: "
                     + (n.failureSummary || "").split("\\n").slice(0, 2).join(" ")) }));
}"""


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server whose bots answer at once: the finished games take a second or two."""
    with serving(
        tmp_path_factory.mktemp("sweep"),
        STIL_BOT_DELAY="0",
        STIL_ACTION_RATE="0",
        STIL_BOT_BUDGET="0.05",
    ) as url:
        yield url


def players(base_url: str, game: str) -> int:
    spec = next(g for g in httpx.get(f"{base_url}/api/catalog").json() if g["id"] == game)
    return max(2, int(spec["min_players"]))


def finished(base_url: str, game: str) -> str:
    """A table random bots played to its end on the server."""
    n = players(base_url, game)
    seats = [{"kind": "bot", "bot": "random"}] * n
    made = httpx.post(
        f"{base_url}/api/tables", json={"game": game, "players": n, "seats": seats, "seed": 7}
    ).json()
    r = httpx.post(
        f"{base_url}/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]}
    )
    assert r.status_code < 300, r.text
    return str(made["id"])


def mid_game(base_url: str, game: str) -> tuple[str, str]:
    """A table where the seat 0 (a person named NAME) has made a few moves against bots."""
    n = players(base_url, game)
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (n - 1)
    made = httpx.post(
        f"{base_url}/api/tables", json={"game": game, "players": n, "seats": seats, "seed": 3}
    ).json()
    token = str(next(s["token"] for s in made["seats"] if s["kind"] == "human"))
    tid = str(made["id"])
    auth = {"X-Seat-Token": token}
    r = httpx.post(f"{base_url}/api/tables/{tid}/join", headers=auth, json={"name": NAME})
    assert r.status_code < 300, r.text
    r = httpx.post(
        f"{base_url}/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]}
    )
    assert r.status_code < 300, r.text
    moves = 0
    end = time.monotonic() + 30
    while moves < 3 and time.monotonic() < end:
        state: dict[str, Any] = httpx.get(f"{base_url}/api/tables/{tid}/state", headers=auth).json()
        if state.get("status") != "live":
            break
        if not state.get("your_turn") or not state.get("actions"):
            time.sleep(0.05)
            continue
        offered = state["actions"]
        action = offered[len(offered) // 2]["action"]  # neither the first nor the last (a pass)
        r = httpx.post(
            f"{base_url}/api/tables/{tid}/actions",
            headers=auth,
            json={"seq": state["seq"], "action": action},
        )
        moves += r.status_code < 300
    return tid, token


def wait_finished(base_url: str, table_id: str) -> None:
    end = time.monotonic() + 120
    while httpx.get(f"{base_url}/api/tables/{table_id}").json().get("status") != "finished":
        assert time.monotonic() < end, f"the bots did not finish {table_id}"
        time.sleep(0.1)


def check(page: Page, name: str, problems: list[str], axe: bool = True) -> None:
    """Sideways scrolling and (with ``axe``) axe's serious/critical findings on the page as
    it stands."""
    page.wait_for_timeout(150)  # late redraws (catalog names, the game's styles) settle
    wide = page.evaluate(WIDE)
    if wide > 0:
        problems.append(f"{name}: {wide}px wider than the window")
    shot(page, f"sweep-{name}")
    if not axe:
        return
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    for v in page.evaluate(AXE_RUN):
        problems.append(f"{name}: axe {v['impact']} {v['id']} ({v['help']}): {v['nodes']}")


VIEWBOX = "() => document.querySelector('[data-testid=cb-table] svg').viewBox.baseVal.width"
ORIGIN = "() => document.querySelector('[data-testid=cb-table] svg').viewBox.baseVal.x"


def zoom_and_pan(page: Page, tag: str, problems: list[str]) -> None:
    """A drawing with a camera (catboxes): the buttons zoom, the keys pan, fit comes back."""
    fitted = page.evaluate(VIEWBOX)
    page.get_by_test_id("cb-zoom-in").click()
    if not page.evaluate(VIEWBOX) < fitted:
        problems.append(f"{tag}: zoom in did not narrow the view")
    x = page.evaluate(ORIGIN)
    page.get_by_test_id("cb-table").focus()
    page.keyboard.press("ArrowRight")
    if not page.evaluate(ORIGIN) > x:
        problems.append(f"{tag}: the right arrow did not move the view")
    page.get_by_test_id("cb-zoom-fit").click()
    if page.evaluate(VIEWBOX) != fitted:
        problems.append(f"{tag}: fit did not frame the cards laid again")


@pytest.mark.parametrize("game", GAMES)
def test_every_page_fits_and_passes_axe(browser: Browser, base_url: str, game: str) -> None:
    done = finished(base_url, game)
    live, token = mid_game(base_url, game)
    wait_finished(base_url, done)
    steps = int(httpx.get(f"{base_url}/api/tables/{done}/replay").json().get("steps", 0))
    problems: list[str] = []
    renderer = load(game)
    for s, (size, (width, height)) in enumerate(SIZES.items()):
        axe_lang = LANGS[(GAMES.index(game) + s) % len(LANGS)]
        for lang in LANGS:
            axe = lang == axe_lang
            context = browser.new_context(viewport={"width": width, "height": height})
            context.add_init_script(
                f"localStorage.setItem('stil.lang', '{lang}');"
                f"localStorage.setItem('stil.name', '{NAME}');"
            )
            page = context.new_page()
            label = renderer.player(0, lang)
            errors: list[str] = []
            page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
            try:
                tag = f"{game}-{lang}-{size}"
                if game == GAMES[0]:  # the lobby is one page for every game
                    page.goto(f"{base_url}/")
                    page.get_by_test_id("create-form").wait_for()
                    check(page, f"{lang}-{size}-lobby", problems)
                page.goto(f"{base_url}/t/{live}#seat=0&token={token}")
                page.get_by_test_id("game-view").wait_for()
                check(page, f"{tag}-table", problems, axe)
                if game == "catboxes":  # its drawing has a camera
                    zoom_and_pan(page, tag, problems)
                # one name per person: the chosen one, never the seat's label, in the log
                log = page.get_by_test_id("log").inner_text()
                if label in log:
                    problems.append(f"{tag}-table: the log says {label!r} for {NAME!r}")
                page.goto(f"{base_url}/t/{done}")
                page.get_by_test_id("final").wait_for()
                check(page, f"{tag}-end", problems, axe)
                page.goto(f"{base_url}/replay/{done}?step={steps // 2}")
                page.get_by_test_id("game-view").wait_for()
                check(page, f"{tag}-replay", problems, axe)
            finally:
                context.close()
            problems += [f"{tag}: page error {e}" for e in errors]
    (ARTIFACTS / f"sweep-{game}-problems.txt").write_text("\n".join(problems) + "\n")
    assert not problems, "\n".join(problems)


def test_axe_reads_every_language_at_every_size() -> None:
    """The languages' turns over the games leave no language unread by axe at a size."""
    read = {
        (LANGS[(g + s) % len(LANGS)], size)
        for g in range(len(GAMES))
        for s, size in enumerate(SIZES)
    }
    assert read == {(lang, size) for lang in LANGS for size in SIZES}
