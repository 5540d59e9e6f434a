"""Environment steps/s for every registered game, side by side with RLCard UNO's ``env.step``.

What a researcher's loop costs, per game, 2 players, random legal actions picked from the
action mask (``stil.Rng.below`` over the mask's ones, the chooser ``engine.py`` uses):

- ``aec``: one PettingZoo AEC env of ``stil.rl`` (``StilAECEnv``): ``observe`` the agent
  to act (observation vector + action mask, every step, as RLCard's ``env.step`` builds
  the next state every step), pick, ``step``; a new game (``reset``) when one ends;
- ``lean``: ``StilLeanEnv``, the same self-play loop the RLCard way: the legal actions'
  indices as a list (picked from directly) instead of a mask, no PettingZoo bookkeeping;
- ``vec1``: ``StilVectorEnv`` of ``--tables`` tables (64) in self-play
  (``opponents="self"``: every step is one decision of whichever seat the game asks,
  observation and mask included, same-step autoreset), in this process; the flat action
  space, as ``aec``'s (the vector envs' default for catboxes is two steps, whose head
  steps move no game: not the same steps);
- ``vec2``: the same as ``StilProcVectorEnv`` over 2 processes (shared memory): this
  process steps half the tables itself, one worker process the other half;
- ``vec2w`` (only when named): the same over 2 worker processes, this one only waiting
  (``in_parent=False``, how the env worked before);
- ``pair``: the hardware's ceiling for two processes: two independent processes, each
  stepping a one-process vector env of half the tables at the same time, no messages
  between them; their steps added over the longer one's wall time. ``2 ÷ 1 proc`` can
  exceed ``pair ÷ 1`` only by noise: two cores that slow each other down (a shared cache,
  a virtual machine's scheduling) cap every multi-process design;
- ``view``: the median µs of one ``state.view(to_act)``, timed call by call right after
  each decision of random games, the legal actions listed first (CPU time; issue 20's
  target is 30 µs);
- ``idle est.``: the 2-process speed-up from CPU time instead of wall time — one process's
  CPU seconds over the parent's plus the busiest worker's for the same steps — what idle
  cores would give, less the wake-ups' latency (a loaded machine hides the real one).

Steps are decisions (a vector step of N tables counts N). In the same process, interleaved
with them: RLCard's UNO through ``rlcard.make("uno")`` (``env.step``, 2 players) and at the
game level (``UnoGame``), exactly as ``engine.py`` drives them (its functions are reused).

Time is **wall-clock** (``time.perf_counter``), unlike ``engine.py``'s CPU time: a speed-up
over processes only shows in wall time. ``--cpu-time`` times the single envs and UNO in
process CPU time instead (steadier on a loaded machine; the vector envs stay on wall
time). On a shared machine every figure depends on the load: the report prints the load
average before and after each trial. Each trial runs in a fresh process; each figure is
the median of the trials, with their min and max (a ratio is taken within a trial, then
summarised).

    python benchmarks/rl.py [--trials 3] [--quick] [--json PATH] [--games cabbage,princes]
        [--kinds aec,lean,vec1,vec2,pair,view] [--cpu-time]

``make rl`` in benchmarks/ (or ``make bench``, which runs the engine benchmark first) runs it
in the benchmark venv, where RLCard is pinned; without RLCard its rows are skipped.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing as mp
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import engine
import stil
from engine import Measurement, Results, Sample, measure, table, timed_games, why
from stil import Rng

#: the single envs' and UNO's clock (``engine.timed_games`` reads it): wall time, unlike
#: engine.py's default (``--cpu-time``: CPU time)
engine.clock = time.perf_counter
wall = time.perf_counter  # the vector envs' clock, always wall time
PLAYERS = 2
KINDS = ("aec", "lean", "vec1", "vec2", "pair")
#: kinds measured only when named in ``--kinds``
EXTRA_KINDS = ("vec2w",)
#: ``--kinds`` may also name ``view``: ``view_us``, the median µs of one ``view()``
VIEW = "view"
TARGET_VIEW_US = 30.0  # issue 20: view() <= 30 us median in every game
TARGET_ENV = 1.5  # issue 20: every game's single env step >= 1.5x RLCard UNO env.step
TARGET_PROC = 1.8  # issue 20: 2 processes >= 1.8x one


def aec_steps(game_id: str, seed: int) -> Callable[[float], Sample]:
    """The PettingZoo AEC env, observation + mask every step, random legal actions."""
    from stil.rl import StilAECEnv, legal_in

    env = StilAECEnv(game_id, PLAYERS)
    choose = Rng(seed).below
    seeds = iter(range(seed, 1 << 62))

    def game(_: int) -> int:
        env.reset(seed=next(seeds))
        state = env.game_state
        assert state is not None
        steps = 0
        while not state.is_over:
            obs = env.observe(env.agent_selection)
            legal = legal_in(obs["action_mask"])
            env.step(int(legal[choose(len(legal))]))
            steps += 1
        return steps

    return lambda budget: timed_games(budget, game)


def lean_steps(game_id: str, seed: int) -> Callable[[float], Sample]:
    """``StilLeanEnv``: the same loop with the legal indices as a list (RLCard's way)
    instead of a mask, and no PettingZoo bookkeeping."""
    from stil.rl import StilLeanEnv

    env = StilLeanEnv(game_id, PLAYERS)
    choose = Rng(seed).below
    seeds = iter(range(seed, 1 << 62))

    def game(_: int) -> int:
        _, legal, seat = env.reset(seed=next(seeds))
        steps = 0
        while seat is not None:
            _, legal, seat = env.step(legal[choose(len(legal))])
            steps += 1
        return steps

    return lambda budget: timed_games(budget, game)


def view_us(game_id: str, seed: int, budget: float) -> dict[str, float]:
    """``state.view(to_act)`` timed call by call (``time.process_time_ns``), right after
    each decision of random 2-player games (so a view the game caches per layout is built
    anew whenever a move changed it, as in a game), over ``budget`` CPU seconds of views:
    the median and the mean, in µs. The legal actions are listed (and timed) first: the
    view of the seat to act lists them, and the engine lists them for every decision
    anyway (``apply`` reuses them), so they are the engine's cost, not the view's."""
    game = stil.game(game_id)
    choose = Rng(seed).below
    ns = time.process_time_ns
    times: list[int] = []
    legal_times: list[int] = []
    spent, limit = 0, int(budget * 1e9)
    for k in range(seed, 1 << 62):
        state = game.new(players=PLAYERS, seed=k)
        while not state.is_over:
            t0 = ns()
            legal = state.legal_actions()
            t1 = ns()
            state.view(state.to_act)
            t = ns() - t1
            legal_times.append(t1 - t0)
            times.append(t)
            spent += t
            state.apply(legal[choose(len(legal))])
        if spent >= limit:
            break
    times.sort()
    legal_times.sort()
    return {
        "median": times[len(times) // 2] / 1e3,
        "mean": sum(times) / len(times) / 1e3,
        "legal_median": legal_times[len(legal_times) // 2] / 1e3,
    }


def worker_cpu(pid: int) -> float:
    """CPU seconds (user + system) of process ``pid`` so far (Linux ``/proc``)."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class VectorSteps:
    """A vector env kept across repeats (its processes start once), stepped by random
    legal actions; closed at the end of the trial."""

    def __init__(
        self, game_id: str, tables: int, processes: int, seed: int, in_parent: bool = True
    ) -> None:
        from stil.rl.vector import StilProcVectorEnv, StilVectorEnv

        if processes == 1:
            self.env: Any = StilVectorEnv(
                game_id, tables, PLAYERS, opponents="self", copy=False, actions="flat"
            )
        else:
            self.env = StilProcVectorEnv(
                game_id,
                tables,
                PLAYERS,
                opponents="self",
                processes=processes,
                copy=False,
                in_parent=in_parent,
                actions="flat",
            )
        self.in_parent = in_parent and processes > 1
        self.env.reset(seed=seed)
        self.rng = np.random.default_rng(seed)
        self.tables = tables
        self.game_id = game_id
        self.processes = processes
        self.pids = [p.pid for p in getattr(self.env, "_procs", [])]
        #: The same runs in CPU seconds: one process's own; over workers that only wait
        #: for this process, its own plus the busiest worker's; when this process steps a
        #: slice too, the larger of its own and the busiest worker's (what the wall time
        #: would be on idle cores, less the wake-ups' latency).
        self.cpu_samples: list[Sample] = []

    def cpu(self) -> tuple[float, list[float]]:
        return time.process_time(), [worker_cpu(pid) for pid in self.pids]

    def __call__(self, budget: float) -> Sample:
        env, rng = self.env, self.rng
        steps = games = 0
        cpu0, workers0 = self.cpu()
        start = wall()
        deadline = start + budget
        while True:
            for _ in range(8):
                _, _, terminated, _, _ = env.step(env.sample_legal(rng))
                games += int(terminated.sum())
            steps += 8 * self.tables
            now = wall()
            if now >= deadline:
                cpu1, workers1 = self.cpu()
                busiest = max((b - a for a, b in zip(workers0, workers1, strict=True)), default=0)
                own = cpu1 - cpu0
                idle = max(own, busiest) if self.in_parent else own + busiest
                self.cpu_samples.append(Sample(steps, games, idle))
                return Sample(steps, games, now - start)

    def close(self) -> None:
        self.env.close()


def _pair_half(conn: Any, game_id: str, tables: int, seed: int) -> None:
    """One of ``pair``'s processes: a one-process vector env stepped for each budget it is
    sent, answering (steps, games, wall seconds)."""
    from stil.rl.vector import StilVectorEnv

    env = StilVectorEnv(game_id, tables, PLAYERS, opponents="self", copy=False, actions="flat")
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    while (budget := conn.recv()) is not None:
        steps = games = 0
        start = wall()
        while wall() - start < budget:
            for _ in range(8):
                _, _, terminated, _, _ = env.step(env.sample_legal(rng))
                games += int(terminated.sum())
            steps += 8 * tables
        conn.send((steps, games, wall() - start))
    env.close()


class PairSteps:
    """``pair``: two independent processes stepping half the tables each at once, the
    ceiling any two-process vector env meets on this machine."""

    def __init__(self, game_id: str, tables: int, seed: int) -> None:
        ctx = mp.get_context()
        self.conns, self.procs = [], []
        for j in range(2):
            parent, child = ctx.Pipe()
            half = tables // 2 + (tables % 2 if j == 0 else 0)
            proc = ctx.Process(target=_pair_half, args=(child, game_id, half, seed + j))
            proc.start()
            child.close()
            self.conns.append(parent)
            self.procs.append(proc)
        self.game_id = game_id
        self.processes = 0  # no CPU-time estimate for this kind
        self.cpu_samples: list[Sample] = []

    def __call__(self, budget: float) -> Sample:
        for conn in self.conns:
            conn.send(budget)
        got = [conn.recv() for conn in self.conns]
        return Sample(sum(g[0] for g in got), sum(g[1] for g in got), max(g[2] for g in got))

    def close(self) -> None:
        for conn in self.conns:
            with contextlib.suppress(OSError):
                conn.send(None)
        for proc in self.procs:
            proc.join(timeout=10)
            if proc.is_alive():
                proc.terminate()


def build(args: argparse.Namespace, skipped: dict[str, str]) -> tuple[list[Measurement], list]:
    items: list[Measurement] = []
    closers: list[VectorSteps | PairSteps] = []
    for game_id in args.games:
        for kind in args.kinds:
            if kind == VIEW:  # timed call by call in ``trial``
                continue
            key = f"stil/{game_id}/{PLAYERS}/{kind}"
            try:
                if kind == "aec":
                    run: Callable[[float], Sample] = aec_steps(game_id, args.seed)
                elif kind == "lean":
                    run = lean_steps(game_id, args.seed)
                elif kind == "pair":
                    pair = PairSteps(game_id, args.tables, args.seed)
                    closers.append(pair)
                    run = pair
                else:
                    vec = VectorSteps(
                        game_id,
                        args.tables,
                        int(kind[3]),
                        args.seed,
                        in_parent=not kind.endswith("w"),
                    )
                    closers.append(vec)
                    run = vec
            except Exception as e:
                skipped[key] = why(e)
                continue
            items.append(Measurement(key, "stil", "playout", game_id, PLAYERS, run))
    if "rlcard" not in skipped:
        items.append(
            Measurement(
                "rlcard/uno-env/2/playout",
                "rlcard",
                "playout",
                "uno-env",
                2,
                engine.uno_env_playouts(args.seed),
            )
        )
        items.append(
            Measurement(
                "rlcard/uno/2/playout",
                "rlcard",
                "playout",
                "uno",
                2,
                engine.uno_game_playouts(2, args.seed),
            )
        )
    return items, closers


def trial(args: argparse.Namespace) -> dict[str, Any]:
    if args.cpu_time:
        engine.clock = time.process_time
    skipped: dict[str, str] = {}
    if args.no_rlcard:
        skipped["rlcard"] = "--no-rlcard given"
    elif (reason := engine.load_rlcard()) is not None:
        skipped["rlcard"] = reason
    load_before = os.getloadavg()
    items, closers = build(args, skipped)
    try:
        measure(items, args.repeats, args.budget, min(args.budget, 0.2))
    finally:
        for c in closers:
            c.close()
    for m in items:
        if m.error:
            skipped[m.key] = m.error
    results = [m.to_dict() for m in items if m.error is None and m.samples]
    views = {}
    if VIEW in args.kinds:
        for game_id in args.games:
            views[game_id] = view_us(game_id, args.seed, args.budget * args.repeats)
    for vec in closers:
        if vec.cpu_samples:
            game_id = vec.game_id
            kind = "vec1cpu" if vec.processes == 1 else f"vec{vec.processes}idle"
            if isinstance(vec, VectorSteps) and vec.processes > 1 and not vec.in_parent:
                kind += "w"
            key = f"stil/{game_id}/{PLAYERS}/{kind}"
            m = Measurement(key, "stil", "playout", game_id, PLAYERS, vec)
            m.samples = vec.cpu_samples
            results.append(m.to_dict())
    return {
        "machine": engine.machine(),
        "load_before": load_before,
        "load_after": os.getloadavg(),
        "tables": args.tables,
        "cpu_time": args.cpu_time,
        "skipped": skipped,
        "results": results,
        "view_us": views,
    }


def report(docs: list[dict[str, Any]]) -> tuple[str, dict[str, Any]]:
    res = Results(docs)
    uno_env, uno = "rlcard/uno-env/2/playout", "rlcard/uno/2/playout"
    games = []
    for key in res.keys:
        parts = key.split("/")
        if parts[0] == "stil" and parts[1] not in games:
            games.append(parts[1])
    for d in docs:  # a run of the view alone has no other rows
        games += [g for g in d.get("view_us") or {} if g not in games]
    rows = [
        [
            "game",
            "env steps/s",
            "÷ UNO env.step",
            "÷ UNO game loop",
            "lean env steps/s",
            "lean ÷ UNO env.step",
            "vec 1 proc",
            "vec 2 proc",
            "2 ÷ 1 proc",
            "idle est.",
            "pair ÷ 1 proc",
            "2 ÷ pair",
        ]
    ]
    workers_only = any(k.endswith("/vec2w") for k in res.keys)
    if workers_only:
        rows[0] += ["2 workers ÷ 1 proc", "its idle est."]
    summary: dict[str, Any] = {}

    def fig(key: str) -> str:
        f = res.figure(key)
        return f.text(",.0f") if f else "—"

    def ratio(key: str, anchor: str) -> str:
        f = res.ratio(key, anchor)
        return f.text(".2f", "×") if f else "—"

    for g in games:
        k = {kind: f"stil/{g}/{PLAYERS}/{kind}" for kind in KINDS}
        rows.append(
            [
                g,
                fig(k["aec"]),
                ratio(k["aec"], uno_env),
                ratio(k["aec"], uno),
                fig(k["lean"]),
                ratio(k["lean"], uno_env),
                fig(k["vec1"]),
                fig(k["vec2"]),
                ratio(k["vec2"], k["vec1"]),
                ratio(f"stil/{g}/{PLAYERS}/vec2idle", f"stil/{g}/{PLAYERS}/vec1cpu"),
                ratio(k["pair"], k["vec1"]),
                ratio(k["vec2"], k["pair"]),
            ]
            + (
                [
                    ratio(f"stil/{g}/{PLAYERS}/vec2w", k["vec1"]),
                    ratio(f"stil/{g}/{PLAYERS}/vec2idlew", f"stil/{g}/{PLAYERS}/vec1cpu"),
                ]
                if workers_only
                else []
            )
        )
        summary[g] = {
            kind: (f.to_dict() if (f := res.figure(k[kind])) else None) for kind in KINDS
        } | {
            "aec_over_uno_env": (r.to_dict() if (r := res.ratio(k["aec"], uno_env)) else None),
            "lean_over_uno_env": (r.to_dict() if (r := res.ratio(k["lean"], uno_env)) else None),
            "vec2_over_vec1": (r.to_dict() if (r := res.ratio(k["vec2"], k["vec1"])) else None),
            "pair_over_vec1": (r.to_dict() if (r := res.ratio(k["pair"], k["vec1"])) else None),
            "vec2_over_pair": (r.to_dict() if (r := res.ratio(k["vec2"], k["pair"])) else None),
            "vec2_over_vec1_idle_estimate": (
                r.to_dict()
                if (r := res.ratio(f"stil/{g}/{PLAYERS}/vec2idle", f"stil/{g}/{PLAYERS}/vec1cpu"))
                else None
            ),
        }
    views = [d.get("view_us") or {} for d in docs]
    if any(views):
        rows[0].append("view() µs median")
        for row in rows[1:]:
            got = sorted(v[row[0]]["median"] for v in views if row[0] in v)
            mid = got[len(got) // 2] if got else None
            row.append(f"{mid:.1f} [{got[0]:.1f}–{got[-1]:.1f}]" if got else "—")
            summary[row[0]]["view_us_median"] = mid
    lines = [table(rows, right=set(range(1, len(rows[0]))))]
    for anchor, label in ((uno_env, "RLCard UNO env.step"), (uno, "RLCard UNO game loop")):
        f = res.figure(anchor)
        lines.append(f"{label}: {f.text(',.0f') if f else 'skipped'} steps/s")
        summary[anchor] = f.to_dict() if f else None
    loads = [d["load_before"][0] for d in docs] + [d["load_after"][0] for d in docs]
    m = docs[0]["machine"]
    lines.append(
        f"{len(docs)} trial(s), "
        f"{'CPU time (single env, UNO), wall' if docs[0].get('cpu_time') else 'wall-clock'} "
        f"time (vector envs), {docs[0]['tables']} tables per vector env; "
        f"1-min load average {min(loads):.1f}–{max(loads):.1f} on {m.get('nproc', '?')} CPUs; "
        f"targets: env ≥ {TARGET_ENV}× UNO env.step, 2 processes ≥ {TARGET_PROC}× one, "
        f"view() ≤ {TARGET_VIEW_US:.0f} µs median"
    )
    lines.append(
        "idle est.: the 2-process speed-up from CPU time (1 process: its CPU seconds; 2: the "
        "larger of this process's and the worker's; workers only: this process's plus the "
        "busiest worker's), what idle cores would give less wake-up latency; pair: two "
        "independent one-process envs of half the tables each at once, the ceiling of any "
        "two-process design on this machine"
    )
    skipped = {k: v for d in docs for k, v in d["skipped"].items()}
    for what, reason in skipped.items():
        lines.append(f"skipped {what}: {reason}")
    return "\n".join(lines), summary


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trials", type=int, default=1, help="fresh-process trials (1)")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--budget", type=float, default=1.0, help="seconds per repeat (1.0)")
    p.add_argument("--tables", type=int, default=64, help="tables per vector env (64)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=lambda s: s.split(","), default=None)
    p.add_argument("--quick", action="store_true", help="short runs (budget 0.3 s, 1 repeat)")
    p.add_argument(
        "--kinds",
        type=lambda s: s.split(","),
        default=[*KINDS, VIEW],
        help="which of aec,lean,vec1,vec2,pair,view to run (all), or vec2w (2 worker "
        "processes, this one only waiting); view: the median µs of one "
        "view() of the seat to act after each decision of random games (CPU time)",
    )
    p.add_argument(
        "--cpu-time",
        action="store_true",
        help="time the single env and UNO in process CPU time (steadier on a loaded "
        "machine); the vector envs stay on wall time",
    )
    p.add_argument("--no-rlcard", action="store_true")
    p.add_argument("--json", help="also write every sample and the summary here")
    p.add_argument("--worker", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.quick:
        args.budget, args.repeats = 0.3, 1
    if unknown := set(args.kinds) - {*KINDS, *EXTRA_KINDS, VIEW}:
        p.error(f"unknown kinds {sorted(unknown)}")
    args.games = args.games or stil.games()
    if args.worker:
        doc = trial(args)
        with open(args.worker, "w", encoding="utf-8") as f:
            json.dump(doc, f)
        return 0
    child = [a for i, a in enumerate(argv) if "--json" not in (a, argv[i - 1] if i else "")]
    docs = (
        engine.trials_in_subprocesses(args, child, __file__) if args.trials > 1 else [trial(args)]
    )
    text, summary = report(docs)
    print(text)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"trials": docs, "summary": summary}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
