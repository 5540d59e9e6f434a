"""What a heuristic bot's decision costs next to the engine's own step, and simulation speed.

Per game (every registered game with a heuristic bot, or ``--games``), ``--players`` (2),
the heuristic bot plays every seat of ``--deals`` seeded games (20; the seeds, seats and
bot generators of ``stil simulate GAME --seats heuristic,heuristic``), and every decision
is split into its calls, each timed on its own in process CPU time (one clock read's cost
taken off):

- **engine step**: ``legal_actions()`` + ``apply()``, what a bare playout costs;
- **view**: ``view(seat)``, the observation the bot is handed;
- **choose**: the bot's ``choose(view, legal, rng)``; averaged over every decision (as the
  engine step is: the forced ones included) and, apart, over the choices (more than one
  legal action);
- **from the state**: where the bot has ``choose_state`` (the same choice read from the
  state, what a search's playouts ask its guide for), that call, with a generator of its
  own, averaged like ``choose``; "–" where the bot has none.

The ratio ``choose ÷ step`` is issue 20's target (≤ 3×). Then **games/s**: the same games
through ``stil.sim.simulate.play_one`` (what each worker of ``stil simulate`` runs: view,
legal actions, choose, apply, the game's record), untimed inside, CPU time over the whole
games: games per second of one core. When RLCard imports (``rlcard==1.2.0``, as in
``requirements.txt``) the same process plays RLCard UNO's game loop (``UnoGame``, random
legal actions, the loop of ``engine.py``'s ``rlcard uno (game)``) for ``--seconds`` of
CPU, and the report divides within the process.

Every trial runs in a fresh interpreter (``--worker``), one per build and trial, the builds'
order rotated from one trial to the next; a build is a directory put first on
``PYTHONPATH`` (``NAME=DIR``; by default this checkout's ``src``). Figures are the median
over the trials with ``[min–max]``.

    PYTHONPATH=src python benchmarks/bot_cost.py --trials 3
    python benchmarks/bot_cost.py --trials 3 before=/tmp/before/src after=src --json out.json
    python benchmarks/bot_cost.py --games cabbage,princes --trials 1 --deals 5 --no-rlcard
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
clock = time.process_time


def clock_cost() -> float:
    """Seconds one ``clock()`` read costs (the median of a few batches)."""
    batches = []
    for _ in range(5):
        start = clock()
        for _ in range(2000):
            clock()
        batches.append((clock() - start) / 2001)
    return statistics.median(batches)


def cost(game_id: str, players: int, deals: int, seed: int) -> dict[str, float]:
    """Seconds spent per decision in the engine step, the view and the bot's choice."""
    from stil.bots import make_bot
    from stil.core import Rng, game
    from stil.sim.match import bot_rng
    from stil.sim.simulate import deal_seeds, seating

    c = clock_cost()
    g = game(game_id)
    step = view_t = choose_t = choice_t = state_t = 0.0
    spare = Rng(0)
    decisions = choices = 0
    for index, deal in enumerate(deal_seeds(seed, deals, players)):
        seats = seating(players, index)
        bots = [make_bot("heuristic", game_id) for _ in seats]
        rngs = [bot_rng(deal, s) for s in range(len(seats))]
        fast = [getattr(b, "choose_state", None) for b in bots]
        state = g.new(players=len(seats), seed=deal, options=g.spec.options_for(len(seats)))
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            t0 = clock()
            view = state.view(seat)
            t1 = clock()
            legal = state.legal_actions()
            t2 = clock()
            action = bots[seat].choose(view, legal, rngs[seat])
            t3 = clock()
            chose = t3 - t2 - c
            if fast[seat] is not None:  # timed apart, and left out of the step
                fast[seat](state, seat, legal, spare)
                t5 = clock()
                state_t += t5 - t3 - c
                t3 = t5
            state.apply(action, seat)
            t4 = clock()
            step += (t2 - t1) + (t4 - t3) - 2 * c
            view_t += t1 - t0 - c
            choose_t += chose
            decisions += 1
            if len(legal) > 1:
                choice_t += chose
                choices += 1
    return {
        "decisions": decisions,
        "choices": choices,
        "step_us": 1e6 * step / decisions,
        "view_us": 1e6 * view_t / decisions,
        "choose_us": 1e6 * choose_t / decisions,
        "choice_us": 1e6 * choice_t / max(1, choices),
        "state_us": 1e6 * state_t / decisions if state_t else None,
        "clock_us": 1e6 * c,
    }


def simulate(game_id: str, players: int, deals: int, seed: int) -> float:
    """Games per CPU second through ``stil simulate``'s own per-game function."""
    from stil.sim.simulate import deal_seeds, play_one  # play_one: each worker's game

    bots = ("heuristic",) * players
    start = clock()
    for index, deal in enumerate(deal_seeds(seed, deals, players)):
        play_one(game_id, bots, index, deal)
    return deals / (clock() - start)


def uno_games(players: int, seconds: float, seed: int) -> float | None:
    """RLCard UNO's game loop, random legal actions: games per CPU second (None without
    RLCard)."""
    sys.path.insert(1, HERE)
    try:
        from engine import load_rlcard, uno_game_playouts
    finally:
        sys.path.remove(HERE)
    if load_rlcard() is not None:
        return None
    uno_game_playouts(players, seed)(0.05)  # warm-up
    sample = uno_game_playouts(players, seed)(seconds)
    return sample.games / sample.seconds


def worker(args: argparse.Namespace) -> dict[str, Any]:
    import stil
    from stil.bots.base import has_heuristic

    games = args.games.split(",") if args.games else [g for g in stil.games() if has_heuristic(g)]
    out: dict[str, Any] = {"games": {}, "load1": os.getloadavg()[0]}
    for game_id in games:
        simulate(game_id, args.players, 1, args.seed + 2)  # warm-up: imports
        row = cost(game_id, args.players, args.deals, args.seed)
        row["games_per_s"] = simulate(game_id, args.players, args.deals, args.seed + 1)
        out["games"][game_id] = row
        print(f"  {game_id}: {row['choose_us'] / row['step_us']:.1f}×", file=sys.stderr)
    if not args.no_rlcard:
        out["uno_games_per_s"] = uno_games(args.players, args.seconds, args.seed)
    return out


def script_worker(script: str, path: str, argv: Sequence[str]) -> dict[str, Any]:
    """``script --worker ARGV`` in a fresh interpreter with the build ``path`` first on
    ``PYTHONPATH`` (and RLCard's directory, if any): the JSON it prints."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [path, _rlcard_path()])))
    out = subprocess.run(
        [sys.executable, os.path.abspath(script), "--worker", *argv],
        check=True,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    doc: dict[str, Any] = json.loads(out.stdout)
    return doc


def rotated_trials(
    script: str, builds: Sequence[Sequence[str]], trials: int, argv: Sequence[str]
) -> dict[str, list[dict[str, Any]]]:
    """Each build's worker results, ``trials`` fresh processes per build (``NAME, DIR``
    pairs), the builds' order rotated from one trial to the next."""
    out: dict[str, list[dict[str, Any]]] = {name: [] for name, _ in builds}
    for t in range(trials):
        for name, path in [*builds[t % len(builds) :], *builds[: t % len(builds)]]:
            print(f"trial {t + 1}/{trials}, {name}:", file=sys.stderr)
            out[name].append(script_worker(script, os.path.abspath(path), argv))
    return out


def _rlcard_path() -> str:
    """Where RLCard may be installed apart (``--target``), from ``STIL_BENCH_EXTRA``."""
    return os.environ.get("STIL_BENCH_EXTRA", "")


def fig(values: Sequence[float], fmt: str) -> str:
    if len(values) == 1:
        return f"{values[0]:{fmt}}"
    return f"{statistics.median(values):{fmt}} [{min(values):{fmt}}–{max(values):{fmt}}]"


def _from_state(rows: list[dict[str, Any]]) -> str:
    """The ``choose_state`` cell: its µs a decision and its ratio to the step, or "–"."""
    if any(r.get("state_us") is None for r in rows):
        return "–"
    us = [r["state_us"] for r in rows]
    ratio = [r["state_us"] / r["step_us"] for r in rows]
    return f"{fig(us, '.1f')} ({fig(ratio, '.2f')}×)"


def report(builds: list[str], trials: dict[str, list[dict[str, Any]]]) -> str:
    lines = [
        "| game | build | step µs | view µs | choose µs | choose ÷ step | µs a choice "
        "| from the state µs (÷ step) | games/s | ÷ UNO games/s |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    games = list(trials[builds[0]][0]["games"])
    for game_id in games:
        for name in builds:
            rows = [t["games"][game_id] for t in trials[name]]
            ratio = [r["choose_us"] / r["step_us"] for r in rows]
            uno = [
                r["games_per_s"] / t["uno_games_per_s"]
                for r, t in zip(rows, trials[name], strict=True)
                if t.get("uno_games_per_s")
            ]
            lines.append(
                f"| {game_id} | {name} | {fig([r['step_us'] for r in rows], '.1f')} "
                f"| {fig([r['view_us'] for r in rows], '.1f')} "
                f"| {fig([r['choose_us'] for r in rows], '.1f')} "
                f"| **{fig(ratio, '.2f')}×** "
                f"| {fig([r['choice_us'] for r in rows], '.1f')} "
                f"| {_from_state(rows)} "
                f"| {fig([r['games_per_s'] for r in rows], ',.1f')} "
                f"| {fig(uno, '.3f') + '×' if uno else '–'} |"
            )
    for name in builds:
        uno = [t["uno_games_per_s"] for t in trials[name] if t.get("uno_games_per_s")]
        if uno:
            lines.append(f"\nRLCard UNO game loop ({name}'s processes): {fig(uno, ',.0f')} games/s")
    loads = [t["load1"] for name in builds for t in trials[name]]
    lines.append(f"1-minute load average during the trials: {min(loads):.1f}–{max(loads):.1f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("builds", nargs="*", metavar="NAME=DIR", help="builds (default: src)")
    ap.add_argument("--games", metavar="ID,ID", help="games, by commas (every heuristic's)")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--deals", type=int, default=20, help="games a measurement plays (20)")
    ap.add_argument("--trials", type=int, default=3, help="fresh processes per build (3)")
    ap.add_argument("--seconds", type=float, default=1.0, help="UNO's CPU seconds (1)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-rlcard", action="store_true")
    ap.add_argument("--json", metavar="PATH", help="also write every trial as JSON")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args)))
        return 0
    builds = [b.split("=", 1) for b in args.builds] or [["src", os.path.join(ROOT, "src")]]
    if any(len(b) != 2 for b in builds):
        ap.error("give builds as NAME=DIR")
    passed = ["--players", str(args.players), "--deals", str(args.deals)]
    passed += ["--seconds", str(args.seconds), "--seed", str(args.seed)]
    passed += ["--games", args.games] if args.games else []
    passed += ["--no-rlcard"] if args.no_rlcard else []
    trials = rotated_trials(__file__, builds, args.trials, passed)
    names = [name for name, _ in builds]
    print(
        f"{platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} CPUs, {args.players} players, heuristic in every seat, "
        f"{args.deals} deals, {args.trials} fresh-process trials per build, CPU time; "
        "median [min–max]"
    )
    print(report(names, trials))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"settings": vars(args), "trials": trials}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
