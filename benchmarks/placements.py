"""Якщо влізе: legal placements enumerated per second on tables of 60 cards.

Positions: seeded games played by a filler policy (always draw, put each card at a random
legal place, no cats or sleeping cats) until 60 cards lie on the table, in the basic rules
and in the extended rules (no double walls), on the default 900 × 900 mm table (14 × 10
cells) and on an unbounded one. For each position and each card type in the hand of the
player to act, the benchmark lists every legal ``(cell, rotation)``:

- ``stil``: ``table.placements`` over the maintained frontier (the empty cells on the table
  next to a card), the engine's own path;
- ``scan``: the same answer computed the obvious way, scanning every cell of the table for
  emptiness and a neighbour (on the unbounded table, the layout's bounding box plus one).

Both answers are checked equal, then each is timed by turns in one process (5 repeats,
median). Reported: placements enumerated per second, enumerations per second, and the
ratio stil ÷ scan. Run: ``.venv/bin/python benchmarks/placements.py [--quick]``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import stil
from stil import Rng
from stil.games.catboxes import rules, table
from stil.games.catboxes.cards import INFO
from stil.games.catboxes.state import CatboxesState

CARDS_ON_TABLE = 60


def sixty_card_tables(options: dict[str, object], count: int, seed: int) -> list[CatboxesState]:
    """``count`` positions with 60 cards on the table, the player to act choosing a card."""
    game = stil.game("catboxes")
    out: list[CatboxesState] = []
    s = seed
    while len(out) < count:
        state = game.new(2, s, options)
        assert isinstance(state, CatboxesState)
        rng = Rng(s)
        s += 1
        while not state.is_over and not (
            len(state.card) == CARDS_ON_TABLE and state.step == "card"
        ):
            if len(state.card) > CARDS_ON_TABLE:
                break
            legal = state.legal_actions()
            names = {a.name for a in legal}
            if "draw" in names:
                action = next(a for a in legal if a.name == "draw")
            elif "nocat" in names:
                action = next(a for a in legal if a.name == "nocat")
            else:
                action = legal[rng.below(len(legal))]
            state.apply(action)
        if len(state.card) == CARDS_ON_TABLE and state.step == "card":
            out.append(state)
    return out


def scan_placements(state: CatboxesState, mask: int) -> list[tuple[int, int]]:
    """The legal placements without a frontier: every cell of the table is looked at."""
    xmin, xmax, ymin, ymax = state.bounds
    if xmin == -table.REACH:  # unbounded: the layout's bounding box plus one cell
        xs = [table.xy(c)[0] for c in state.card]
        ys = [table.xy(c)[1] for c in state.card]
        xmin, xmax, ymin, ymax = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    cells = []
    for y in range(ymin, ymax + 1):
        for x in range(xmin, xmax + 1):
            c = table.cell(x, y)
            if c in state.card:
                continue
            if any(c + d in state.card for d in table.STEPS):
                cells.append(c)
    rots = [(0, mask)]
    if state.options["allow_180"] and table.turned(mask) != mask:
        rots.append((1, table.turned(mask)))
    return sorted((c, r) for c in cells for r, m in rots if table.wall_rule_allows(state, c, m))


def stil_placements(state: CatboxesState, mask: int) -> list[tuple[int, int]]:
    return table.placements(state, mask, sorted(state.frontier))


def workload(states: list[CatboxesState]) -> list[tuple[CatboxesState, int]]:
    return [
        (s, rules.sides_of(s, t))
        for s in states
        for t in sorted(set(s.hands[s.current]))
        if INFO[t].kind in ("box", "toy")
    ]


def timed(
    enumerate_: Callable[[CatboxesState, int], list[tuple[int, int]]],
    work: list[tuple[CatboxesState, int]],
    budget: float,
) -> tuple[float, float]:
    """(placements/s, enumerations/s) over the work, repeated until the budget is spent."""
    placements = calls = 0
    start = time.perf_counter()
    while True:
        for state, mask in work:
            placements += len(enumerate_(state, mask))
            calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget:
            return placements / elapsed, calls / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions, shorter runs")
    args = parser.parse_args()
    positions, budget, repeats = (10, 0.1, 3) if args.quick else (40, 0.4, 5)
    cases = {
        "basic, 900x900": {},
        "extended, 900x900": {"extended": True},
        "basic, unbounded": {"table": "unbounded"},
        "extended, unbounded": {"extended": True, "table": "unbounded"},
    }
    print(f"catboxes placements on tables of {CARDS_ON_TABLE} cards ({positions} positions)")
    print(
        f"{'case':22} {'stil placements/s':>18} {'enumerations/s':>15} "
        f"{'scan placements/s':>18} {'stil/scan':>9} {'per call':>8}"
    )
    for label, options in cases.items():
        work = workload(sixty_card_tables(options, positions, seed=1))
        for state, mask in work:
            assert stil_placements(state, mask) == scan_placements(state, mask), label
        ours: list[tuple[float, float]] = []
        theirs: list[tuple[float, float]] = []
        for _ in range(repeats):
            ours.append(timed(stil_placements, work, budget))
            theirs.append(timed(scan_placements, work, budget))
        p = statistics.median(r[0] for r in ours)
        e = statistics.median(r[1] for r in ours)
        q = statistics.median(r[0] for r in theirs)
        print(f"{label:22} {p:18,.0f} {e:15,.0f} {q:18,.0f} {p / q:8.1f}x {p / e:8.1f}")


if __name__ == "__main__":
    main()
