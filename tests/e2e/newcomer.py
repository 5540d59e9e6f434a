"""A newcomer at the table page, for the whole-game tests (test_table_help.py) and the taps
benchmark (benchmarks/taps.py): plays a seat to the end by tapping what the decision
offers, as a person new to the game would (a card, then a lit target or one of its target
buttons; a plain button; Yes when a weighty move asks), counts every tap and every
decision, and at each decision it meets checks what issue 39 asks of the page:

- no decision with a single legal action is shown (the server answers those);
- the card detail is not open when the decision arrives;
- no decision button and no lit target is covered (``elementFromPoint`` at its centre);
- on a phone the last move (``last-move``) is inside the window;
- every card of the hand with an effect shows its short text on its face.
"""

from __future__ import annotations

import contextlib
import random
import time
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page

DECISION = "[data-testid=decision]"

#: the page at rest: no animation running and no change for 0.3 s (a mutation observer,
#: WATCH, notes the last change)
REST = "!document.getAnimations().length && performance.now() - (window.__stilChanged || 0) > 300"

#: what a decision looks like when it arrives (run in the page)
LOOK = """() => {
  const panel = document.querySelector('[data-testid=decision]');
  const tip = document.querySelector('#card-tip');
  const head = document.querySelector('header.top');
  const top = head ? head.getBoundingClientRect().bottom : 0;
  const covered = [];
  const wanted = [...document.querySelectorAll(
    '[data-testid=decision] button, [data-testid=decision] [data-action], .target-lit, .card-lit')];
  for (const el of wanted) {
    // a move folded away (closed <details> keep their boxes in Chromium) is not on screen
    if (el.checkVisibility && !el.checkVisibility()) continue;
    // the part of it a person can see: inside the window below the sticky header and
    // inside every list that scrolls around it (the grid of many cards scrolls inside the
    // panel, the hand's row sideways on a phone); a part scrolled away is reached by
    // scrolling, not covered. Its centre is where a tap lands; at the window's very edge
    // elementFromPoint finds nothing, so a sliver of under 4 px is not judged. (The window
    // is the layout viewport's: clientHeight/Width exclude the scroll bars.)
    const r = el.getBoundingClientRect();
    const h = document.documentElement.clientHeight, w = document.documentElement.clientWidth;
    let [x0, y0, x1, y1] = [Math.max(r.left, 0), Math.max(r.top, top),
                            Math.min(r.right, w), Math.min(r.bottom, h)];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (!/auto|scroll|hidden|clip/.test(s.overflowX + s.overflowY)) continue;
      const c = a.getBoundingClientRect();
      [x0, y0, x1, y1] = [Math.max(x0, c.left), Math.max(y0, c.top),
                          Math.min(x1, c.right), Math.min(y1, c.bottom)];
    }
    if (x1 - x0 < 4 || y1 - y0 < 4) continue;
    const x = (x0 + x1) / 2, y = (y0 + y1) / 2;
    const at = document.elementFromPoint(x, y);
    if (!at || !(el === at || el.contains(at) || at.contains(el))) {
      // what, under what, where (the point tried), how many animations ran, the scroll
      covered.push([el.dataset.action || el.dataset.testid || el.textContent.slice(0, 30),
                    at ? (at.id || at.className || at.tagName) : null,
                    [Math.round(x), Math.round(y)], document.getAnimations().length,
                    Math.round(scrollY)]);
    }
  }
  const last = document.querySelector('[data-testid=last-move]');
  const lr = last ? last.getBoundingClientRect() : null;
  const faces = [...document.querySelectorAll(
    '[data-testid=hand-pick] .card-face[data-card], [data-testid$=-hand] .card-face[data-card]')]
    .map((f) => [f.dataset.card, (f.querySelector('.cf-short') || {}).textContent || null]);
  return {
    seq: panel ? Number(panel.dataset.seq) : null,
    choices: panel ? Number(panel.dataset.choices) : 0,
    tipOpen: tip && !tip.hidden ? (tip.dataset.by || "?") : false,
    covered,
    rest: __REST__,
    lastMove: !!last || !document.querySelector('[data-testid=log] li'), // nothing happened yet
    lastInView: !last
      || !!(lr && lr.top >= top - 1 && lr.bottom <= innerHeight + 1 && lr.height > 0),
    faces,
  };
}""".replace("__REST__", REST)


#: notes when the page last changed (run once in the page)
WATCH = """() => {
  if (window.__stilChanged !== undefined) return;
  window.__stilChanged = performance.now();
  new MutationObserver(() => { window.__stilChanged = performance.now(); })
    .observe(document.body,
             { subtree: true, childList: true, attributes: true, characterData: true });
}"""

#: waited for until the page is at rest
SETTLED = f"() => {REST}"


@dataclass
class Tally:
    """What one whole game took."""

    taps: int = 0
    decisions: int = 0
    seconds: float = 0.0
    finished: bool = False
    problems: list[str] = field(default_factory=list)

    def per_decision(self) -> float:
        return self.taps / self.decisions if self.decisions else 0.0


class Newcomer:
    def __init__(self, page: Page, shorts: dict[str, str | None], phone: bool, seed: int = 1):
        self.page = page
        self.shorts = shorts
        self.phone = phone
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.seen: int | None = None

    def tap(self, selector: str) -> bool:
        found = self.page.locator(selector)
        n = found.count()
        if not n:
            return False
        el = found.nth(self.rng.randrange(n))
        try:
            if self.phone:
                el.scroll_into_view_if_needed(timeout=2000)
                el.tap(timeout=2000)
            else:
                el.click(timeout=2000)
        except Exception:  # the frame moved on under the tap: look again
            if not self.phone:
                # Playwright's retried click moved the mouse after the new frame was drawn,
                # onto whatever now stands there: a person's mouse that moved onto a card,
                # which may open its detail (a hover the page did not start). Move it off the
                # cards, as a person's hand would, so the next look sees what the page did.
                self.page.mouse.move(0, 0)
            return True
        self.tally.taps += 1
        return True

    def arrive(self, look: dict[str, Any]) -> None:
        """A decision met for the first time: count it and check the page."""
        self.tally.decisions += 1
        where = f"decision {self.tally.decisions} (seq {look['seq']})"
        if look["choices"] == 1:
            self.tally.problems.append(f"{where}: a decision with one legal action was shown")
        if look["tipOpen"]:
            self.tally.problems.append(f"{where}: the card detail ({look['tipOpen']}) was open")
        if look["covered"]:
            self.tally.problems.append(f"{where}: covered {look['covered']}")
        if not look["lastMove"]:
            self.tally.problems.append(f"{where}: no last-move line")
        elif self.phone and not look["lastInView"]:
            self.tally.problems.append(f"{where}: the last move is outside the window")
        for card, short in look["faces"]:
            want = self.shorts.get(card)
            if want and short != want:
                self.tally.problems.append(f"{where}: {card} shows {short!r}, not {want!r}")

    def step(self) -> None:
        """One tap towards the decision on screen, if it is this seat's."""
        page = self.page
        if self.tap(f"{DECISION} [data-testid=confirm-yes]:not([disabled])"):
            return
        picked = page.locator(f"{DECISION} [aria-pressed=true]").count()
        if picked:
            lit = "[data-testid=game-view] .target-lit, [data-testid=game-view] .card-lit"
            targets = f"{DECISION} [data-testid=targets] button[data-action]:not([disabled])"
            if self.tap(targets) or self.tap(lit):
                return
        ways = []
        if page.locator(f"{DECISION} [data-testid=hand-pick] .card-face:not(.unplayable)").count():
            ways.append(f"{DECISION} [data-testid=hand-pick] .card-face:not(.unplayable)")
        if page.locator(f"{DECISION} [data-testid=card-choice] .card-face").count():
            ways.append(f"{DECISION} [data-testid=card-choice] .card-face")
        if page.locator(
            f"{DECISION} [data-testid=actions] button[data-action]:not([disabled])"
        ).count():
            ways.append(f"{DECISION} [data-testid=actions] button[data-action]:not([disabled])")
        if page.locator("[data-testid=game-view] .target-lit").count():
            ways.append("[data-testid=game-view] .target-lit")
        drawn = "[data-testid^=cb-target-]:visible, [data-testid^=cb-slot-]:visible"
        if page.locator(drawn).count():
            ways.append(drawn)
        if ways and self.tap(self.rng.choice(ways)):
            return
        folded = f"{DECISION} [data-testid=all-moves]:not([open]) summary"
        if self.tap(folded):
            return
        self.tap(f"{DECISION} [data-testid=all-actions] button[data-action]:not([disabled])")

    def settle(self) -> None:
        """Wait (up to 3 s) until no animation runs and the page has not changed for
        0.3 s (a mutation observer notes the last change)."""
        with contextlib.suppress(Exception):
            self.page.wait_for_function(SETTLED, timeout=3000, polling=50)

    def look_at_rest(self) -> dict[str, Any]:
        """The page looked at where it comes to rest: no card still sliding (motion.js,
        320 ms) and nothing redrawn for a moment, in the same look (a frame may arrive
        between a wait and a look). A page judged while it changed saw buttons under their
        own rows. A page that keeps changing (the bots' frames) is waited for up to five
        times, then judged as it is."""
        for _ in range(5):
            self.settle()
            look: dict[str, Any] = self.page.evaluate(LOOK)
            if look["rest"]:
                break
        return look

    def play(self, limit: float = 600.0) -> Tally:
        page = self.page
        page.evaluate(WATCH)
        start = time.monotonic()
        status = page.get_by_test_id("status")
        while time.monotonic() - start < limit:
            turn = status.get_attribute("data-turn")
            if turn == "over" or page.get_by_test_id("final").count():
                self.tally.finished = True
                break
            if turn != "you":
                page.wait_for_timeout(40)
                continue
            look = page.evaluate(LOOK)
            if not look["choices"]:
                page.wait_for_timeout(40)
                continue
            if look["seq"] != self.seen:
                look = self.look_at_rest()
                if not look["lastInView"] or look["covered"]:  # a scroll still settling: once more
                    look = self.look_at_rest()
                self.seen = look["seq"]
                self.arrive(look)
            before = self.tally.taps
            self.step()
            if self.tally.taps == before:
                page.wait_for_timeout(40)
            else:
                page.wait_for_timeout(60)
        self.tally.seconds = time.monotonic() - start
        return self.tally
