"""From a frame's arrival to the drawn page: the table page's cost per frame, for the
current client and for another tree's (docs/web.md's plan, step 5).

Every socket message the page receives is timed in the page from the moment its handler
is called to the next animation frame after it (the page's own work: parsing, drawing,
layout). A seat plays a kingdoms table against a random bot, taking the first move offered,
for ``--decisions`` moves; each tree in turn, ``--rounds``
times, alternating, on one server of the current tree (the client is served from a copy
of this tree's ``src`` with the other tree's ``static/`` and games' ``web/`` laid over it).

    git worktree add --detach /tmp/stil-before ee11511^
    nice -n 10 .venv/bin/python benchmarks/paint.py --before /tmp/stil-before
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from tests.e2e.conftest import CHROMIUM, FLAGS, serving  # noqa: E402
from tests.e2e.newcomer import DECISION  # noqa: E402
from tests.e2e.test_newcomer import seat_against_a_bot  # noqa: E402

TIMED = """
(() => {
  window.__paints = [];
  const set = Object.getOwnPropertyDescriptor(WebSocket.prototype, "onmessage").set;
  Object.defineProperty(WebSocket.prototype, "onmessage", {
    set(f) {
      set.call(this, (ev) => {
        const t0 = performance.now();
        f(ev);
        requestAnimationFrame(() => window.__paints.push(performance.now() - t0));
      });
    },
  });
})();
"""


def tree_with_client(client: Path, into: Path) -> Path:
    """A copy of this tree's src with `client`'s static files and games' views over it."""
    src = into / "src"
    shutil.copytree(ROOT / "src", src, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.rmtree(src / "stil/server/static")
    shutil.copytree(client / "src/stil/server/static", src / "stil/server/static")
    for view in (client / "src/stil/games").glob("*/web"):
        target = src / "stil/games" / view.parent.name / "web"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(view, target)
    return src


def run(src: Path, decisions: int, seed: int) -> list[float]:
    with tempfile.TemporaryDirectory() as folder:
        old = os.environ.get("PYTHONPATH")
        os.environ["PYTHONPATH"] = str(src)
        try:
            with serving(Path(folder)) as url, sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                context.add_init_script(
                    "localStorage.setItem('stil.name.asked', 'bench');"
                    "localStorage.setItem('stil.lang', 'en')"
                )
                context.add_init_script(TIMED)
                page = context.new_page()
                page.goto(seat_against_a_bot(url, "kingdoms", seed))
                page.get_by_test_id("status").wait_for()
                # the same plain player for both clients: the first move offered, each time
                status = page.get_by_test_id("status")
                moves = 0
                while moves < decisions and status.get_attribute("data-turn") != "over":
                    offered = page.locator(f"{DECISION} [data-action]:visible:not([disabled])")
                    if status.get_attribute("data-turn") == "you" and offered.count():
                        with contextlib.suppress(Exception):
                            offered.first.click(timeout=2000)
                            moves += 1
                    page.wait_for_timeout(100)
                page.wait_for_timeout(500)
                paints: list[float] = page.evaluate("window.__paints")
                browser.close()
                return paints
        finally:
            if old is None:
                os.environ.pop("PYTHONPATH", None)
            else:
                os.environ["PYTHONPATH"] = old


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, required=True, help="a checkout of the other tree")
    parser.add_argument("--decisions", type=int, default=15)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        trees = {
            "before": tree_with_client(args.before, Path(folder) / "before"),
            "after": ROOT / "src",
        }
        got: dict[str, list[float]] = {name: [] for name in trees}
        for r in range(args.rounds):
            for name, src in trees.items():
                paints = run(src, args.decisions, args.seed)
                got[name] += paints
                print(
                    f"round {r + 1} {name}: {len(paints)} frames, "
                    f"median {statistics.median(paints):.1f} ms",
                    flush=True,
                )
    print("\n| client | frames | median ms | p90 ms | max ms |")
    print("|--------|--------|-----------|--------|--------|")
    for name, paints in got.items():
        paints.sort()
        p90 = paints[int(0.9 * (len(paints) - 1))]
        print(
            f"| {name} | {len(paints)} | {statistics.median(paints):.1f} | {p90:.1f} | "
            f"{paints[-1]:.1f} |"
        )


if __name__ == "__main__":
    main()
