"""End-to-end: the real server process and the web client in a real headless Chromium
(Debian's ``chromium``, driven by Playwright through ``executable_path``; ``make test``
installs it). Screenshots go to ``test-artifacts/e2e/``."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

from ..ports import free_port
from ..server.durability import stop_group

ARTIFACTS = Path(__file__).parent.parent.parent / "test-artifacts" / "e2e"
#: how long an ``expect`` waits for the page to come round (Playwright's default is 5 s):
#: ``make test`` runs three test workers on two cores, and on a slow day a redraw after a
#: bot's move can take longer than 5 s to come; a check that holds passes as soon as it
#: does, so only a failing one waits the longer
expect.set_options(timeout=15_000)
CHROMIUM = os.environ.get("STIL_CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


#: the settings of the e2e servers: no per-address limits (one address plays every table)
E2E_SETTINGS = {
    "STIL_BOT_DELAY": "0.05",
    "STIL_ABANDON_AFTER": "0",
    "STIL_TABLES_PER_MINUTE": "0",
    "STIL_SEARCH_TABLES_PER_CLIENT": "0",
    "STIL_SEARCH_TABLES": "0",
    "STIL_READ_RATE": "0",
    "STIL_SOCKETS_PER_ADDRESS": "0",
    "STIL_BOT_BUDGET": "0.2",
}


@contextlib.contextmanager
def serving(folder: Path, **settings: str) -> Iterator[str]:
    """A server process on a fresh SQLite file in ``folder`` (E2E_SETTINGS with ``settings``
    over them); its address once it answers, stopped afterwards with its process group (its
    bot workers and their forkserver: nothing of it outlives the test)."""
    port = free_port()
    env = os.environ | E2E_SETTINGS | settings
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from stil.cli.main import app; app()",
            "serve",
            "--port",
            str(port),
            "--database",
            f"sqlite:///{folder / 'stil.db'}",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        process_group=0,
    )
    url = f"http://127.0.0.1:{port}"
    for _ in range(400):
        try:
            if httpx.get(f"{url}/api/catalog", timeout=2).status_code == 200:
                break
        except httpx.TransportError:
            time.sleep(0.05)
    else:
        stop_group(proc, signal.SIGKILL)
        raise AssertionError(f"the server did not start: {proc.stderr.read()!r}")  # type: ignore[union-attr]
    try:
        yield url
    finally:
        stop_group(proc, signal.SIGTERM)


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server process of its own for each test module, on a fresh SQLite file."""
    with serving(tmp_path_factory.mktemp("e2e")) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        raise AssertionError(f"no Chromium at {CHROMIUM}: `make test` installs Debian's chromium")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        answered_the_invitation(b)
        yield b
        b.close()


#: an invitation asks the person's name first (static/invite.js) unless this browser has
#: answered it before; the tests' browsers have (skipped), except where a test says not
NAME_ASKED = (
    "localStorage.getItem('stil.name.asked') || localStorage.setItem('stil.name.asked', 'e2e')"
)


def answered_the_invitation(browser: Browser) -> None:
    """Every context this browser makes starts as one that skipped the name question
    (``new_context(ask_name=True)`` for one that has not)."""
    made = browser.new_context

    def new_context(*args: Any, ask_name: bool = False, **kw: Any) -> Any:
        context = made(*args, **kw)
        if not ask_name:
            context.add_init_script(NAME_ASKED)
        return context

    browser.new_context = new_context  # type: ignore[method-assign]


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    p = context.new_page()
    yield p
    context.close()


#: the two window sizes every page is checked at: a desktop and a 390 px phone
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
LANGS = ("uk", "ru", "en")


def new_page(browser: Browser, size: str, lang: str | None = None, **context: object) -> Page:
    """A page in a context of its own at ``size``, the site's language set to ``lang``
    (``None``: the browser's default), ``context`` passed to ``new_context``."""
    width, height = SIZES[size]
    made = browser.new_context(
        viewport={"width": width, "height": height},
        **({"locale": "en-US"} | context),  # type: ignore[arg-type]
    )
    if lang is not None:
        made.add_init_script(f"localStorage.setItem('stil.lang', '{lang}')")
    return made.new_page()


def fits(page: Page) -> bool:
    """No sideways scrolling: the document is no wider than the window."""
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def choose_language(page: Page, lang: str) -> None:
    """Click the language switch's ``lang`` once the page's script listens to it, and wait
    until the page says it speaks ``lang``. The script draws the buttons (one per language
    the server has texts for) and marks every one ``aria-pressed`` once it listens to
    them, so the wait for that mark keeps a click from coming too early."""
    button = page.get_by_test_id(f"lang-{lang}")
    expect(button).to_have_attribute("aria-pressed", re.compile("true|false"))
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(page.locator("html")).to_have_attribute("lang", lang)


#: the address of an invitation to seat 0 (the token leaves the address bar at once)
INVITE_URL = re.compile(r"/t/[^/#]+#seat=0&token=")


def click_into_invitation(page: Page, target: Locator) -> None:
    """Click ``target`` and wait for the page it sends to: a seat's invitation. The wait
    starts before the click, because the table page takes the token out of the address at
    once and a wait begun after the click could look too late."""
    with page.expect_navigation(url=INVITE_URL, wait_until="commit"):
        target.click()


#: a decision among more cards than a row shows (unicorns' Black Knight taking one of the
#: discard): drawn from a made-up frame with the table's own code, since no seeded deal
#: reaches one quickly
MANY = """async ([n, lang, game = "unicorns"]) => {
  const { loadDeck } = await import("/static/card.js");
  const { drawFrame, mount } = await import("/static/table.js");
  const deck = await loadDeck(game);
  const ids = [...deck.cards.keys()].slice(0, n);
  const frame = {
    game, table: "t-many", seq: 1, lang, status: "playing", seat: 0,
    your_turn: true, question: "?", names: ["A", "B"], log: [],
    actions: ids.map((id) => ({ action: `take ${id}`, text: `take ${id}`, card: id })),
  };
  window.sent = null;
  const el = drawFrame(frame, null, { mode: "live", send: (a) => { window.sent = a; } });
  const box = document.createElement("div"); // a fresh root: Preact patches the one it drew
  document.body.replaceChildren(box);
  mount(el, box);
  return ids.length;
}"""
