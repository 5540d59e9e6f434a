"""Cards slide when they move (``static/motion.js``): a card that went from one region of the
table to another slides from where it was; cards that kept their place in their region stay
still when only the page moved around them (a panel above grew), a card listed anew (the end
panel) does not fly in from its old drawing, and nothing slides for a reader who asked for
less motion."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Page

#: a hand and a table, with a spacer above them whose growth moves the whole page
SCRIPT = """async () => {
  const { motion } = await import("/static/motion.js");
  const root = document.createElement("div");
  const look = "display:inline-block;width:40px;height:60px";
  const card = (id) => `<span data-card="${id}" style="${look}"></span>`;
  root.innerHTML = `<div data-testid="spacer" style="height:10px"></div>
    <div data-testid="hand">${card("a")}${card("b")}</div><div data-testid="table"></div>`;
  document.body.prepend(root);
  const anim = (id) => root.querySelector(`[data-card=${id}]`).getAnimations().length;
  let before = motion.measure(root);
  root.querySelector("[data-testid=spacer]").style.height = "200px";
  motion.play(root, before);
  const pageMoved = [anim("a"), anim("b")];
  for (const a of document.getAnimations()) a.finish();
  before = motion.measure(root);
  root.querySelector("[data-testid=table]").append(root.querySelector("[data-card=b]"));
  motion.play(root, before);
  const played = [anim("a"), anim("b")];
  for (const a of document.getAnimations()) a.finish();
  // an end panel appears above, listing card a again: a new drawing, the old one stays
  before = motion.measure(root);
  const panel = document.createElement("div");
  panel.dataset.testid = "final";
  panel.innerHTML = card("a");
  root.prepend(panel);
  motion.play(root, before);
  const listed = [...root.querySelectorAll("[data-card=a]")].map((e) => e.getAnimations().length);
  return { pageMoved, played, listed };
}"""


def slides(page: Page, base_url: str) -> dict[str, Any]:
    page.goto(f"{base_url}/")
    result: dict[str, Any] = page.evaluate(SCRIPT)
    return result


def test_a_card_that_moves_slides_and_a_page_that_moves_does_not(page: Page, base_url: str) -> None:
    got = slides(page, base_url)
    assert got["pageMoved"] == [0, 0], got  # only the page moved: no card slides
    assert got["played"] == [0, 1], got  # b went from the hand to the table; a stayed
    assert got["listed"] == [0, 0], got  # a listed anew above: neither drawing slides


def test_nothing_slides_for_a_reader_who_asked_for_less_motion(
    browser: Browser, base_url: str
) -> None:
    context = browser.new_context(reduced_motion="reduce")
    try:
        got = slides(context.new_page(), base_url)
        assert got == {"pageMoved": [0, 0], "played": [0, 0], "listed": [0, 0]}, got
    finally:
        context.close()
