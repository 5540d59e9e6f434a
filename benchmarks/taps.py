"""Taps per decision: a newcomer's whole game of each game against a bot on the table page,
in Debian's Chromium at 390×844 with touch, counted by the same scripted player as the
whole-game e2e tests (tests/e2e/newcomer.py: a card, then a lit target or one of its target
buttons; a plain button; Yes when a weighty move asks; the folded list of all moves only
when nothing else is offered). A decision is each new ``seq`` at which the page asks this
seat something; a tap is each click the player makes. Issue 39's figures before the round
are printed beside the new ones (measured by hand in the issue, not by this script).

Run from the repository root with the main venv (a server of its own, on a fresh SQLite
file; random bots; ``--seed`` picks the deals):

    nice -n 10 .venv/bin/python benchmarks/taps.py --seed 7
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests.e2e: the server fixture and the newcomer

from playwright.sync_api import sync_playwright  # noqa: E402
from tests.e2e.conftest import CHROMIUM, FLAGS, serving  # noqa: E402
from tests.e2e.newcomer import Newcomer  # noqa: E402
from tests.e2e.test_newcomer import seat_against_a_bot, shorts  # noqa: E402

#: issue 39's count at 390 px before this round: (taps, decisions); None where it gave one figure
BEFORE = {
    "cabbage": (72, 54),
    "princes": (93, None),
    "unicorns": (219, 181),
    "kingdoms": (52, None),
    "catboxes": (28, None),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", default=list(BEFORE))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", default="uk")
    args = parser.parse_args()
    rows = []
    with (
        tempfile.TemporaryDirectory() as folder,
        serving(Path(folder)) as url,
        sync_playwright() as p,
    ):
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        for game in args.games:
            context = browser.new_context(
                viewport={"width": 390, "height": 844}, has_touch=True, locale="en-US"
            )
            context.add_init_script(
                "localStorage.setItem('stil.name.asked', 'bench');"
                f"localStorage.setItem('stil.lang', '{args.lang}')"
            )
            page = context.new_page()
            page.goto(seat_against_a_bot(url, game, args.seed))
            page.get_by_test_id("status").wait_for()
            tally = Newcomer(page, shorts(url, game, args.lang), True, args.seed).play(900)
            rows.append((game, tally))
            print(
                f"{game}: {tally.taps} taps, {tally.decisions} decisions, "
                f"{tally.per_decision():.2f} a decision, {tally.seconds:.0f} s"
                f"{'' if tally.finished else ' (not finished)'}",
                flush=True,
            )
            context.close()
        browser.close()
    print("\n| game | before: taps / decisions | after: taps / decisions | taps a decision |")
    print("|------|--------------------------|-------------------------|-----------------|")
    for game, tally in rows:
        taps, decisions = BEFORE.get(game, (None, None))
        before = f"{taps} / {decisions}" if decisions else f"{taps} taps" if taps else "–"
        print(
            f"| {game} | {before} | {tally.taps} / {tally.decisions} | {tally.per_decision():.2f} |"
        )


if __name__ == "__main__":
    main()
