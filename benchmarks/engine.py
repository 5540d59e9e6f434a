"""Engine throughput: random playouts and clone() cost per game, with RLCard UNO as an anchor.

For every registered game (``stil.games()``) and player count this measures, in one
process, random-playout decisions/s and games/s (``new`` + ``legal_actions`` + ``apply``
until ``is_over``) and the cost of ``clone()`` on mid-game states. In the same run, and
interleaved with the stil measurements so that the machine is in the same state, it plays
RLCard's UNO by random legal moves at the game level (``UnoGame``: ``init_game``,
``get_legal_actions``, ``step``, ``is_over``) and, for reference, at the env level
(``rlcard.make("uno")``: ``reset``, ``step``). Every loop picks moves with the same chooser
(``stil.Rng.below``), so its cost is the same on both sides.

Each measurement plays whole games until a time budget is spent and is repeated; the
median is reported. Workloads are seeded: repeat *k* of a measurement replays exactly the
games of repeat 1.

Run ``make bench`` from the repository root (a separate venv with RLCard pinned), or
``python benchmarks/engine.py [--quick] [--json PATH]`` in any environment with stil
installed (the RLCard anchor is then skipped if RLCard is not importable).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

import stil
from stil import Rng
from stil.testing.conformance import options_for

perf_counter = time.perf_counter

ANCHOR_GAME = "cabbage"  # the game compared with RLCard UNO
TARGET_RATIO = 2.0  # project target: anchor game decisions/s >= 2x RLCard UNO's
MAX_DECISIONS = 1_000_000  # per game; a game that runs longer than this is a bug
UNO_MAX_PLAYERS = 10  # RLCard's UNO deals 7 of 108 cards to each player


@dataclass
class Sample:
    """One timed run: how much was done in how many seconds."""

    count: int  # decisions (playouts) or clones (clone)
    games: int
    seconds: float


@dataclass
class Measurement:
    key: str
    engine: str  # "stil" | "rlcard"
    kind: str  # "playout" | "clone"
    label: str
    game: str
    players: int
    run: Callable[[float], Sample]
    samples: list[Sample] = field(default_factory=list)

    def rates(self) -> list[float]:
        return [s.count / s.seconds for s in self.samples]

    def median_rate(self) -> float:
        return statistics.median(self.rates())

    def median_games_rate(self) -> float:
        return statistics.median(s.games / s.seconds for s in self.samples)

    def spread(self) -> float:
        """(max - min) / median of the rates over the repeats."""
        rates = self.rates()
        return (max(rates) - min(rates)) / statistics.median(rates)

    def per_game(self) -> float:
        count = sum(s.count for s in self.samples)
        games = sum(s.games for s in self.samples)
        return count / games if games else 0.0


# -- stil ------------------------------------------------------------------------------
def stil_playouts(game_id: str, players: int, seed: int) -> Callable[[float], Sample]:
    """Random playouts of ``game_id``: games seeded ``seed, seed+1, ...`` until the budget."""
    game = stil.game(game_id)
    options = options_for(game, players)

    def run(budget: float) -> Sample:
        choose = Rng(seed).below
        decisions = games = 0
        start = perf_counter()
        deadline = start + budget
        while True:
            state = game.new(players, seed + games, options)
            for _ in range(MAX_DECISIONS):
                if state.is_over:
                    break
                legal = state.legal_actions()
                state.apply(legal[choose(len(legal))])
                decisions += 1
            else:
                raise RuntimeError(f"{game_id} seed {seed + games}: no end in sight")
            games += 1
            now = perf_counter()
            if now >= deadline:
                return Sample(decisions, games, now - start)

    return run


def mid_game_states(game_id: str, players: int, count: int, seed: int) -> list[stil.State]:
    """States halfway (by decisions) through ``count`` seeded random games."""
    game = stil.game(game_id)
    options = options_for(game, players)
    states = []
    for k in range(count):
        choose = Rng(seed + k).below
        state = game.new(players, seed + k, options)
        actions = []
        while not state.is_over:
            legal = state.legal_actions()
            action = legal[choose(len(legal))]
            state.apply(action)
            actions.append(action)
        states.append(game.replay(players, seed + k, options, actions[: len(actions) // 2]))
    return states


def stil_clones(pool: Sequence[stil.State]) -> Callable[[float], Sample]:
    def run(budget: float) -> Sample:
        clones = 0
        start = perf_counter()
        deadline = start + budget
        while True:
            for state in pool:
                state.clone()
            clones += len(pool)
            now = perf_counter()
            if now >= deadline:
                return Sample(clones, 0, now - start)

    return run


# -- RLCard UNO ------------------------------------------------------------------------
def load_rlcard() -> str | None:
    """None when RLCard's UNO runs here, else why the anchor is skipped."""
    try:
        import numpy as np
        import rlcard
        from rlcard.games.uno.game import UnoGame
    except Exception as e:  # ImportError, or a numpy incompatibility at import time
        return f"rlcard is not importable ({type(e).__name__}: {e})"
    try:  # smoke test: one game at each level, so a broken pin fails here, clearly
        g = UnoGame(num_players=2)
        g.np_random = np.random.RandomState(0)
        g.init_game()
        while not g.is_over():
            g.step(g.get_legal_actions()[0])
        env = rlcard.make("uno", config={"seed": 0})
        state, _ = env.reset()
        while not env.is_over():
            state, _ = env.step(next(iter(state["legal_actions"])))
    except Exception as e:
        return f"rlcard UNO does not run here ({type(e).__name__}: {e})"
    return None


def uno_game_playouts(players: int, seed: int, reuse: bool = False) -> Callable[[float], Sample]:
    """RLCard UNO at the game level, the same work as a stil playout.

    ``UnoGame.step`` already returns the next player's state with its legal actions; with
    ``reuse`` the loop takes them from there instead of calling ``get_legal_actions`` (a
    little faster, the most favourable way to drive RLCard).
    """
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    def run(budget: float) -> Sample:
        choose = Rng(seed).below
        game = UnoGame(num_players=players)
        game.np_random = np.random.RandomState(seed)
        decisions = games = 0
        start = perf_counter()
        deadline = start + budget
        while True:
            state, _ = game.init_game()
            for _ in range(MAX_DECISIONS):
                if game.is_over():
                    break
                legal = state["legal_actions"] if reuse else game.get_legal_actions()
                state, _ = game.step(legal[choose(len(legal))])
                decisions += 1
            else:
                raise RuntimeError("RLCard UNO: no end in sight")
            games += 1
            now = perf_counter()
            if now >= deadline:
                return Sample(decisions, games, now - start)

    return run


def uno_env_playouts(seed: int) -> Callable[[float], Sample]:
    """RLCard UNO through ``rlcard.make('uno')`` (state encoding included); 2 players only."""
    import rlcard

    def run(budget: float) -> Sample:
        choose = Rng(seed).below
        env = rlcard.make("uno", config={"seed": seed})
        decisions = games = 0
        start = perf_counter()
        deadline = start + budget
        while True:
            state, _ = env.reset()
            for _ in range(MAX_DECISIONS):
                if env.is_over():
                    break
                legal = list(state["legal_actions"])
                state, _ = env.step(legal[choose(len(legal))])
                decisions += 1
            else:
                raise RuntimeError("RLCard UNO env: no end in sight")
            games += 1
            now = perf_counter()
            if now >= deadline:
                return Sample(decisions, games, now - start)

    return run


# -- the run ---------------------------------------------------------------------------
def chooser_cost(seconds: float) -> float:
    """Microseconds per ``Rng.below`` call, the move picker shared by every loop."""
    choose = Rng(1).below
    calls = 0
    start = perf_counter()
    deadline = start + seconds
    while True:
        for n in range(1, 33):
            choose(n)
        calls += 32
        now = perf_counter()
        if now >= deadline:
            return (now - start) / calls * 1e6


def player_counts(spec: stil.GameSpec, every: bool) -> list[int]:
    if every:
        return list(spec.player_counts)
    wanted = {spec.player_counts[0], spec.player_counts[-1], 2}
    return [p for p in spec.player_counts if p in wanted]


def version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "-"


def machine() -> dict[str, Any]:
    cpu = platform.processor() or "-"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        nproc = len(os.sched_getaffinity(0))
    except AttributeError:
        nproc = os.cpu_count() or 0
    return {
        "system": f"{platform.system()} {platform.release()} {platform.machine()}",
        "cpu": cpu,
        "nproc": nproc,
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "stil": stil.__version__,
        "stil_build": build_kind(),
        "rlcard": version("rlcard"),
        "numpy": version("numpy"),
    }


def build(args: argparse.Namespace, rlcard_ok: bool) -> list[Measurement]:
    ids = args.games or stil.games()
    unknown = [g for g in ids if g not in stil.games()]
    if unknown:
        sys.exit(f"unknown game(s): {', '.join(unknown)}; games are: {', '.join(stil.games())}")
    every = args.all_counts or not args.quick
    out: list[Measurement] = []
    anchor_counts: list[int] = []
    for game_id in ids:
        spec = stil.game(game_id).spec
        counts = args.players or player_counts(spec, every)
        counts = [p for p in counts if p in spec.player_counts]
        if game_id == ANCHOR_GAME:
            anchor_counts = counts
        for p in counts:
            out.append(
                Measurement(
                    f"stil/{game_id}/{p}/playout",
                    "stil",
                    "playout",
                    f"stil {game_id}",
                    game_id,
                    p,
                    stil_playouts(game_id, p, args.seed),
                )
            )
            pool = mid_game_states(game_id, p, args.clone_states, args.seed)
            out.append(
                Measurement(
                    f"stil/{game_id}/{p}/clone",
                    "stil",
                    "clone",
                    f"stil {game_id} clone",
                    game_id,
                    p,
                    stil_clones(pool),
                )
            )
    if rlcard_ok:
        uno_counts = sorted({2, *anchor_counts} & set(range(2, UNO_MAX_PLAYERS + 1)))
        for p in uno_counts:
            out.append(
                Measurement(
                    f"rlcard/uno-game/{p}/playout",
                    "rlcard",
                    "playout",
                    "rlcard uno (game)",
                    "uno",
                    p,
                    uno_game_playouts(p, args.seed),
                )
            )
        out.append(
            Measurement(
                "rlcard/uno-game-reuse/2/playout",
                "rlcard",
                "playout",
                "rlcard uno (game, reuse)",
                "uno",
                2,
                uno_game_playouts(2, args.seed, reuse=True),
            )
        )
        out.append(
            Measurement(
                "rlcard/uno-env/2/playout",
                "rlcard",
                "playout",
                "rlcard uno (env.step)",
                "uno",
                2,
                uno_env_playouts(args.seed),
            )
        )
    return out


def measure(items: list[Measurement], repeats: int, budget: float, warmup: float) -> None:
    for m in items:  # warm caches and lazy imports; discarded
        m.run(warmup)
    for r in range(repeats):
        shift = r % len(items)  # rotate the order so no benchmark always goes first
        for m in items[shift:] + items[:shift]:
            gc.collect()
            m.samples.append(m.run(budget))
        print(f"  repeat {r + 1}/{repeats} done", file=sys.stderr, flush=True)


_RATIO_KEYS = ("vs_game", "vs_reuse", "vs_env")
_RATIO_OF = ("uno-game", "uno-game-reuse", "uno-env")


def ratios(items: list[Measurement]) -> list[dict[str, Any]]:
    by_key = {m.key: m for m in items}
    out = []
    for m in items:
        if m.engine != "stil" or m.kind != "playout" or m.game != ANCHOR_GAME:
            continue
        uno_game = by_key.get(f"rlcard/uno-game/{m.players}/playout")
        if uno_game is None:
            continue
        row: dict[str, Any] = {"players": m.players}
        for name, key in zip(_RATIO_KEYS, _RATIO_OF, strict=True):
            other = by_key.get(f"rlcard/{key}/{m.players}/playout")
            row[name] = m.median_rate() / other.median_rate() if other else None
        out.append(row)
    return out


def build_kind() -> str:
    """Plain Python, or the build whose hot rules modules mypyc compiled (STIL_COMPILE=1)."""
    from stil.games.cabbage import rules

    compiled = not (rules.__file__ or "").endswith(".py")
    return "mypyc-compiled rules" if compiled else "plain Python"


def table(rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        cells = [
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def report(
    items: list[Measurement],
    info: dict[str, Any],
    settings: dict[str, Any],
    skipped: str | None,
    chooser_us: float,
) -> tuple[str, list[dict[str, Any]]]:
    clones = {(m.game, m.players): m for m in items if m.kind == "clone"}
    rows = [["engine", "players", "decisions/s", "games/s", "decisions/game", "clone µs", "spread"]]
    for m in items:
        if m.kind != "playout":
            continue
        c = clones.get((m.game, m.players)) if m.engine == "stil" else None
        rows.append(
            [
                m.label,
                str(m.players),
                f"{m.median_rate():,.0f}",
                f"{m.median_games_rate():,.0f}",
                f"{m.per_game():.1f}",
                f"{1e6 / c.median_rate():.2f}" if c else "-",
                f"±{m.spread() * 50:.1f}%",
            ]
        )
    lines = [
        f"Engine benchmark: random playouts, median of {settings['repeats']} x "
        f"{settings['budget_s']} s per measurement, one process, interleaved",
        f"machine: {info['system']}, {info['cpu']}, nproc {info['nproc']}, {info['python']}",
        f"versions: stil {info['stil']} ({info['stil_build']}), rlcard {info['rlcard']}, "
        f"numpy {info['numpy']}",
        "",
        table(rows, right={1, 2, 3, 4, 5, 6}),
        "",
        f"clone µs: one clone() of a mid-game state, median ({settings['clone_states']} states "
        "halfway through random games)",
        "spread: ± half the range (max - min) of decisions/s over the repeats, of the median",
        f"move choice (stil.Rng.below, in every loop alike): {chooser_us:.2f} µs per decision",
    ]
    found = ratios(items)
    if skipped:
        lines += [
            "",
            f"RLCard UNO anchor skipped: {skipped}.",
            "Run `make bench` from the repository root for the venv with RLCard pinned.",
        ]
    elif found:
        lines += [
            "",
            f"{ANCHOR_GAME} decisions/s ÷ RLCard UNO decisions/s "
            f"(same player count; target ≥ {TARGET_RATIO:g}×):",
        ]
        rrows = [["players", "vs game", "vs game, reuse", "vs env.step", "target (vs game)"]]
        for r in found:
            cells = [f"{r[k]:.2f}×" if r[k] is not None else "-" for k in _RATIO_KEYS]
            verdict = "met" if r["vs_game"] >= TARGET_RATIO else "NOT met"
            rrows.append([str(r["players"]), *cells, verdict])
        lines.append(table(rrows, right={0, 1, 2, 3}))
    elif ANCHOR_GAME not in {m.game for m in items}:
        lines += ["", f"no ratio: {ANCHOR_GAME} was not measured"]
    return "\n".join(lines), found


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="short run: 3 x 0.2 s, fewer counts")
    ap.add_argument("--json", metavar="PATH", help="also write every sample as JSON here")
    ap.add_argument("--games", nargs="+", metavar="ID", help="only these games")
    ap.add_argument("--players", nargs="+", type=int, metavar="N", help="only these counts")
    ap.add_argument(
        "--all-counts", action="store_true", help="every player count (default unless --quick)"
    )
    ap.add_argument("--repeats", type=int, help="repeats per measurement (5; quick 3)")
    ap.add_argument("--budget", type=float, help="seconds per repeat (0.5; quick 0.2)")
    ap.add_argument("--seed", type=int, default=1, help="first game seed (1)")
    ap.add_argument("--clone-states", type=int, default=50, help="mid-game states (50)")
    ap.add_argument("--no-rlcard", action="store_true", help="skip the RLCard UNO anchor")
    args = ap.parse_args(argv)
    repeats = args.repeats or (3 if args.quick else 5)
    budget = args.budget or (0.2 if args.quick else 0.5)
    warmup = min(budget, 0.1)
    if repeats < 1 or budget <= 0 or args.clone_states < 1:
        ap.error("--repeats, --budget and --clone-states must be positive")

    if args.no_rlcard:
        skipped: str | None = "--no-rlcard given"
    else:
        skipped = load_rlcard()
    if skipped:
        print(f"note: RLCard UNO anchor skipped: {skipped}", file=sys.stderr)
    items = build(args, rlcard_ok=skipped is None)
    settings = {
        "repeats": repeats,
        "budget_s": budget,
        "warmup_s": warmup,
        "seed": args.seed,
        "clone_states": args.clone_states,
        "quick": args.quick,
    }
    print(
        f"measuring {len(items)} benchmarks x {repeats} repeats x {budget} s ...",
        file=sys.stderr,
        flush=True,
    )
    measure(items, repeats, budget, warmup)
    chooser_us = chooser_cost(budget)
    info = machine()
    text, found = report(items, info, settings, skipped, chooser_us)
    print(text)

    if args.json:
        doc = {
            "machine": info,
            "settings": settings,
            "anchor": {"game": ANCHOR_GAME, "skipped": skipped, "target_ratio": TARGET_RATIO},
            "chooser_us": chooser_us,
            "results": [
                {
                    "key": m.key,
                    "engine": m.engine,
                    "kind": m.kind,
                    "game": m.game,
                    "players": m.players,
                    "median_per_s": m.median_rate(),
                    "median_games_per_s": m.median_games_rate() if m.kind == "playout" else None,
                    "median_us": 1e6 / m.median_rate() if m.kind == "clone" else None,
                    "per_game": m.per_game() if m.kind == "playout" else None,
                    "spread": m.spread(),
                    "samples": [
                        {"count": s.count, "games": s.games, "seconds": s.seconds}
                        for s in m.samples
                    ],
                }
                for m in items
            ],
            "ratios": found,
        }
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=2, ensure_ascii=False)
            f.write("\n")
        print(f"wrote {args.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
