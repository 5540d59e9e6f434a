"""Engine throughput for every registered game, side by side with RLCard UNO and OpenSpiel hearts.

For every game of ``stil.games()`` and player count this measures, in one process:

- random-playout **decisions/s** and **games/s** (``new`` + ``legal_actions`` + ``apply``
  until ``is_over``), in two tiers: *bare*, and *with a view*: ``state.view(to_act)`` built
  before every decision, as RLCard's ``env.step`` always builds the next observation;
- µs per ``clone()``, per ``view(to_act)`` and per JSON round trip (``state.to_json()`` then
  ``game.from_json``), and the JSON size in bytes, on mid-game states (halfway, by
  decisions, through seeded random games).

In the same process, interleaved with the stil measurements so that the machine is in the
same state, it plays by random legal moves:

- RLCard's UNO at the game level (``UnoGame``: ``init_game``, ``get_legal_actions``,
  ``step``, ``is_over``) at each player count measured (clamped to 2..10), the same level
  as a bare stil playout; ``reuse``: taking the legal actions from the state ``step``
  returns (the cheapest way to drive it, 2 players); and at the env level
  (``rlcard.make("uno")``: ``reset``, ``step``, observation encoding included, 2 players),
  which is what the *with a view* tier compares with;
- OpenSpiel's hearts (``pyspiel.load_game("hearts")``, 4 players) driven from Python:
  ``legal_actions`` + ``apply_action``, chance nodes (the deal) resolved by a uniform pick
  of ``chance_outcomes`` and *not* counted as decisions; and the same with
  ``information_state_tensor`` built for the player to act before every decision.

Every loop picks its moves with the same chooser (``stil.Rng.below``). A game whose
set-up or first playout raises (a game still being written, say) is skipped and reported;
so is a missing anchor. Ratios (stil ÷ anchor, decisions/s, same run) are printed against
the project's targets: every game ≥ 2× UNO's game loop, cabbage and kingdoms ≥ 0.5× hearts,
cabbage's ``clone()`` ≤ 20 µs.

Each measurement plays whole games (or loops over the mid-game states) until a time budget
is spent, repeated, repeats interleaved across all measurements in rotated order; the
median of the repeats is a trial's figure. ``--trials N`` runs N such trials, each in a
fresh process, and reports for every figure and ratio the median of the trials with their
min and max (a ratio is taken within each trial, then summarised).

Run ``make bench`` from the repository root (a separate venv with the anchors pinned; the
compiled build, then plain Python), or ``python benchmarks/engine.py [--trials 3]
[--quick] [--json PATH]`` in any environment with stil installed (missing anchors are
skipped). ``benchmarks/README.md`` says more.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

import stil
from stil import Rng
from stil.testing.conformance import options_for

#: The clock every loop reads: this process's CPU time, so that time spent waiting for a
#: core on a shared machine is not counted (``--wall``: wall-clock time instead).
clock = time.process_time

MAX_DECISIONS = 1_000_000  # per game; a game that runs longer than this is a bug
UNO_PLAYERS = range(2, 11)  # RLCard's UNO deals 7 of 108 cards to each of 2..10 players
HEARTS_PLAYERS = 4

TARGET_UNO = 2.0  # every game: decisions/s >= 2x RLCard UNO's game loop
TARGET_HEARTS = 0.5  # these games: decisions/s >= 0.5x OpenSpiel hearts from Python
HEARTS_GAMES = ("cabbage", "kingdoms")
TARGET_CLONE_US = {"cabbage": 20.0}  # clone() at most this many µs

PLAYOUT_KINDS = ("playout", "playout_view")
STATE_KINDS = ("clone", "view", "json")


@dataclass
class Sample:
    """One timed run: how much was done in how many seconds."""

    count: int  # decisions (playouts) or operations (clone, view, json)
    games: int
    seconds: float


@dataclass
class Measurement:
    key: str  # engine/game/players/kind
    engine: str  # "stil" | "rlcard" | "openspiel"
    kind: str  # playout | playout_view | clone | view | json
    game: str  # a stil id, "uno", "uno-reuse", "uno-env" or "hearts"
    players: int
    run: Callable[[float], Sample]
    samples: list[Sample] = field(default_factory=list)
    error: str | None = None

    def value(self, s: Sample) -> float:
        """Decisions/s for a playout; µs per operation otherwise."""
        if self.kind in PLAYOUT_KINDS:
            return s.count / s.seconds
        return s.seconds / s.count * 1e6

    def to_dict(self) -> dict[str, Any]:
        values = [self.value(s) for s in self.samples]
        games = [s.games / s.seconds for s in self.samples]
        count = sum(s.count for s in self.samples)
        played = sum(s.games for s in self.samples)
        return {
            "key": self.key,
            "engine": self.engine,
            "kind": self.kind,
            "game": self.game,
            "players": self.players,
            "error": self.error,
            "median": statistics.median(values) if values else None,
            "values": values,
            "games_per_s": statistics.median(games) if self.kind in PLAYOUT_KINDS else None,
            "per_game": count / played if played else None,
            "samples": [
                {"count": s.count, "games": s.games, "seconds": s.seconds} for s in self.samples
            ],
        }


def why(e: BaseException) -> str:
    text = f"{type(e).__name__}: {e}"
    return text if len(text) <= 160 else text[:157] + "..."


def timed_games(budget: float, play: Callable[[int], int]) -> Sample:
    """Games until ``budget`` seconds of :data:`clock` are spent: ``play(k)`` plays the run's
    ``k``-th game and returns its decisions. The clock is read between games only (a call a
    game, nothing a decision), so every loop is timed the same way."""
    decisions = games = 0
    start = clock()
    deadline = start + budget
    while True:
        decisions += play(games)
        games += 1
        now = clock()
        if now >= deadline:
            return Sample(decisions, games, now - start)


# -- stil ------------------------------------------------------------------------------
def stil_playouts(game_id: str, players: int, seed: int, views: bool) -> Callable[[float], Sample]:
    """Random playouts: games seeded ``seed, seed+1, ...`` until the budget is spent; with
    ``views``, the view of the seat to act is built before every decision."""
    game = stil.game(game_id)
    options = options_for(game, players)

    def run(budget: float) -> Sample:
        choose = Rng(seed).below

        def play(k: int) -> int:
            state = game.new(players, seed + k, options)
            for decisions in range(MAX_DECISIONS):
                if state.is_over:
                    return decisions
                if views:
                    state.view(state.to_act)
                legal = state.legal_actions()
                state.apply(legal[choose(len(legal))])
            raise RuntimeError(f"{game_id} seed {seed + k}: no end in sight")

        return timed_games(budget, play)

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
            if len(actions) > MAX_DECISIONS:
                raise RuntimeError(f"{game_id} seed {seed + k}: no end in sight")
        states.append(game.replay(players, seed + k, options, actions[: len(actions) // 2]))
    return states


def state_ops(kind: str, game_id: str, pool: Sequence[stil.State]) -> Callable[[float], Sample]:
    """Loop ``clone()``, ``view(to_act)`` or a JSON round trip over the pool."""
    game = stil.game(game_id)
    if kind == "clone":

        def once(state: stil.State) -> object:
            return state.clone()

    elif kind == "view":

        def once(state: stil.State) -> object:
            return state.view(state.to_act)

    else:

        def once(state: stil.State) -> object:
            return game.from_json(state.to_json())

    def run(budget: float) -> Sample:
        done = 0
        start = clock()
        deadline = start + budget
        while True:
            for state in pool:
                once(state)
            done += len(pool)
            now = clock()
            if now >= deadline:
                return Sample(done, 0, now - start)

    return run


def check_game(game_id: str, players: int, seed: int) -> None:
    """One seeded random game and every operation measured, so that a broken (or half-
    written) game fails here, once, instead of in the middle of the timing."""
    game = stil.game(game_id)
    options = options_for(game, players)
    state = game.new(players, seed, options)
    choose = Rng(seed).below
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            break
        state.view(state.to_act)
        state.clone()
        legal = state.legal_actions()
        state.apply(legal[choose(len(legal))])
    else:
        raise RuntimeError("no end in sight")
    back = game.from_json(state.to_json())
    if back != state:
        raise RuntimeError("from_json(to_json(state)) differs from the state")


# -- RLCard UNO ------------------------------------------------------------------------
def load_rlcard() -> str | None:
    """None when RLCard's UNO runs here, else why the anchor is skipped."""
    try:
        import numpy as np
        import rlcard
        from rlcard.games.uno.game import UnoGame
    except Exception as e:  # ImportError, or a numpy incompatibility at import time
        return f"rlcard is not importable ({why(e)})"
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
        return f"rlcard UNO does not run here ({why(e)})"
    return None


def uno_game_playouts(players: int, seed: int, reuse: bool = False) -> Callable[[float], Sample]:
    """RLCard UNO at the game level, the same work as a bare stil playout.

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

        def play(_: int) -> int:
            state, _ = game.init_game()
            for decisions in range(MAX_DECISIONS):
                if game.is_over():
                    return decisions
                legal = state["legal_actions"] if reuse else game.get_legal_actions()
                state, _ = game.step(legal[choose(len(legal))])
            raise RuntimeError("RLCard UNO: no end in sight")

        return timed_games(budget, play)

    return run


def uno_env_playouts(seed: int) -> Callable[[float], Sample]:
    """RLCard UNO through ``rlcard.make('uno')`` (state encoding included); 2 players only:
    RLCard's UNO env ignores ``game_num_players``."""
    import rlcard

    def run(budget: float) -> Sample:
        choose = Rng(seed).below
        env = rlcard.make("uno", config={"seed": seed})

        def play(_: int) -> int:
            state, _ = env.reset()
            for decisions in range(MAX_DECISIONS):
                if env.is_over():
                    return decisions
                legal = list(state["legal_actions"])
                state, _ = env.step(legal[choose(len(legal))])
            raise RuntimeError("RLCard UNO env: no end in sight")

        return timed_games(budget, play)

    return run


# -- OpenSpiel hearts ------------------------------------------------------------------
def load_openspiel() -> str | None:
    """None when OpenSpiel's hearts runs here, else why the anchor is skipped."""
    try:
        import pyspiel
    except Exception as e:
        return f"open_spiel is not importable ({why(e)})"
    try:
        game = pyspiel.load_game("hearts")
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.chance_outcomes()[0][0])
            else:
                state.information_state_tensor(state.current_player())
                state.apply_action(state.legal_actions()[0])
    except Exception as e:
        return f"OpenSpiel hearts does not run here ({why(e)})"
    return None


def hearts_playouts(seed: int, tensors: bool) -> Callable[[float], Sample]:
    """OpenSpiel hearts from Python by random legal actions. Chance nodes (the deal) are
    resolved by a uniform pick among ``chance_outcomes`` (all equally likely in hearts)
    and not counted; with ``tensors``, ``information_state_tensor`` of the player to act
    is built before every decision (hearts provides no observation tensor)."""
    import pyspiel

    game = pyspiel.load_game("hearts")

    def run(budget: float) -> Sample:
        choose = Rng(seed).below

        def play(_: int) -> int:
            state = game.new_initial_state()
            decisions = 0
            for _ in range(MAX_DECISIONS):
                if state.is_terminal():
                    return decisions
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[choose(len(outcomes))][0])
                    continue
                if tensors:
                    state.information_state_tensor(state.current_player())
                legal = state.legal_actions()
                state.apply_action(legal[choose(len(legal))])
                decisions += 1
            raise RuntimeError("OpenSpiel hearts: no end in sight")

        return timed_games(budget, play)

    return run


# -- one trial -------------------------------------------------------------------------
def chooser_cost(seconds: float) -> float:
    """Microseconds per ``Rng.below`` call, the move picker shared by every loop."""
    choose = Rng(1).below
    calls = 0
    start = clock()
    deadline = start + seconds
    while True:
        for n in range(1, 33):
            choose(n)
        calls += 32
        now = clock()
        if now >= deadline:
            return (now - start) / calls * 1e6


def player_counts(counts: Sequence[int], every: bool) -> list[int]:
    if every:
        return list(counts)
    wanted = {counts[0], counts[-1], 2}
    return [p for p in counts if p in wanted]


def uno_players(p: int) -> int:
    return min(max(p, UNO_PLAYERS[0]), UNO_PLAYERS[-1])


def version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "-"


def build_kind() -> str:
    """Plain Python, or how many stil modules mypyc compiled (STIL_COMPILE=1)."""
    compiled = sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith("stil.")
        and (getattr(module, "__file__", None) or ".py").endswith((".so", ".pyd"))
    )
    return f"mypyc-compiled, {len(compiled)} modules" if compiled else "plain Python"


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
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = -1.0
    return {
        "system": f"{platform.system()} {platform.release()} {platform.machine()}",
        "cpu": cpu,
        "nproc": nproc,
        "load1": load,
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "stil": stil.__version__,
        "stil_build": build_kind(),
        "rlcard": version("rlcard"),
        "open_spiel": version("open_spiel"),
        "numpy": version("numpy"),
    }


def build(args: argparse.Namespace, skipped: dict[str, str]) -> tuple[list[Measurement], dict]:
    """The measurements of one trial, and the JSON sizes (bytes) of the mid-game states.
    Games or counts that fail their check land in ``skipped``."""
    ids = args.games or stil.games()
    unknown = [g for g in ids if g not in stil.games()]
    if unknown:
        sys.exit(f"unknown game(s): {', '.join(unknown)}; games are: {', '.join(stil.games())}")
    every = args.all_counts
    out: list[Measurement] = []
    sizes: dict[str, float] = {}
    uno_counts: set[int] = set()
    for game_id in ids:
        try:
            spec = stil.game(game_id).spec
        except Exception as e:
            skipped[game_id] = why(e)
            continue
        counts = args.players or player_counts(spec.player_counts, every)
        for p in [p for p in counts if p in spec.player_counts]:
            try:
                check_game(game_id, p, args.seed)
                pool = mid_game_states(game_id, p, args.states, args.seed)
                sizes[f"{game_id}/{p}"] = statistics.median(
                    len(s.to_json().encode("utf-8")) for s in pool
                )
            except Exception as e:
                skipped[f"{game_id}/{p}"] = why(e)
                continue
            uno_counts.add(uno_players(p))
            for kind in PLAYOUT_KINDS:
                run = stil_playouts(game_id, p, args.seed, views=kind == "playout_view")
                out.append(Measurement(f"stil/{game_id}/{p}/{kind}", "stil", kind, game_id, p, run))
            for kind in STATE_KINDS:
                run = state_ops(kind, game_id, pool)
                out.append(Measurement(f"stil/{game_id}/{p}/{kind}", "stil", kind, game_id, p, run))
    if "rlcard" not in skipped:
        for p in sorted(uno_counts or {2}):
            run = uno_game_playouts(p, args.seed)
            out.append(Measurement(f"rlcard/uno/{p}/playout", "rlcard", "playout", "uno", p, run))
        run = uno_game_playouts(2, args.seed, reuse=True)
        out.append(
            Measurement("rlcard/uno-reuse/2/playout", "rlcard", "playout", "uno-reuse", 2, run)
        )
        run = uno_env_playouts(args.seed)
        out.append(Measurement("rlcard/uno-env/2/playout", "rlcard", "playout", "uno-env", 2, run))
    if "open_spiel" not in skipped:
        for kind in PLAYOUT_KINDS:
            run = hearts_playouts(args.seed, tensors=kind == "playout_view")
            key = f"openspiel/hearts/{HEARTS_PLAYERS}/{kind}"
            out.append(Measurement(key, "openspiel", kind, "hearts", HEARTS_PLAYERS, run))
    return out, sizes


def measure(items: list[Measurement], repeats: int, budget: float, warmup: float) -> None:
    """A discarded warm-up each, then ``repeats`` rounds over all of them, each round in a
    rotated order so that no measurement always goes first. One that raises is dropped."""
    for m in items:
        try:
            m.run(warmup)
        except Exception as e:
            m.error = why(e)
    live = [m for m in items if m.error is None]
    for r in range(repeats):
        shift = r % len(live) if live else 0
        for m in live[shift:] + live[:shift]:
            if m.error is not None:
                continue
            gc.collect()
            try:
                m.samples.append(m.run(budget))
            except Exception as e:
                m.error = why(e)
        print(f"  repeat {r + 1}/{repeats} done", file=sys.stderr, flush=True)


def trial(args: argparse.Namespace) -> dict[str, Any]:
    """One trial in this process: every measurement, as a JSON-able document."""
    skipped: dict[str, str] = {}
    if args.no_rlcard:
        skipped["rlcard"] = "--no-rlcard given"
    elif (reason := load_rlcard()) is not None:
        skipped["rlcard"] = reason
    if args.no_openspiel:
        skipped["open_spiel"] = "--no-openspiel given"
    elif (reason := load_openspiel()) is not None:
        skipped["open_spiel"] = reason
    items, sizes = build(args, skipped)
    for what, reason in skipped.items():
        print(f"note: skipped {what}: {reason}", file=sys.stderr)
    print(
        f"measuring {len(items)} benchmarks x {args.repeats} repeats x {args.budget} s ...",
        file=sys.stderr,
        flush=True,
    )
    measure(items, args.repeats, args.budget, min(args.budget, 0.1))
    for m in items:
        if m.error:
            skipped[m.key] = m.error
    return {
        "machine": machine(),
        "chooser_us": chooser_cost(min(args.budget, 0.3)),
        "skipped": skipped,
        "json_bytes": sizes,
        "results": [m.to_dict() for m in items if m.error is None and m.samples],
    }


def trials_in_subprocesses(
    args: argparse.Namespace, argv: Sequence[str], script: str = __file__
) -> list[dict]:
    """``args.trials`` trials, each in a fresh interpreter running ``script`` (this one by
    default) with ``argv`` and ``--worker PATH``, which writes the trial's JSON there."""
    docs = []
    with tempfile.TemporaryDirectory() as tmp:
        for t in range(args.trials):
            path = os.path.join(tmp, f"trial{t}.json")
            print(f"trial {t + 1}/{args.trials} (fresh process)", file=sys.stderr, flush=True)
            cmd = [sys.executable, os.path.abspath(script), *argv, "--worker", path]
            subprocess.run(cmd, check=True)
            with open(path, encoding="utf-8") as f:
                docs.append(json.load(f))
    return docs


# -- the report ------------------------------------------------------------------------
@dataclass
class Figure:
    """One figure over the trials (or, with one trial, over its repeats)."""

    median: float
    lo: float
    hi: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Figure:
        return cls(statistics.median(values), min(values), max(values))

    def text(self, fmt: str, unit: str = "") -> str:
        return (
            f"{self.median:{fmt}}{unit} [{self.lo:{fmt}}–{self.hi:{fmt}}]"
            if self.lo != self.hi
            else f"{self.median:{fmt}}{unit}"
        )

    def to_dict(self) -> dict[str, float]:
        return {"median": self.median, "min": self.lo, "max": self.hi}


class Results:
    """Every trial's results, by key, and the ratios taken within each trial."""

    def __init__(self, docs: list[dict[str, Any]]) -> None:
        self.docs = docs
        self.by_trial = [{r["key"]: r for r in d["results"]} for d in docs]
        self.keys: list[str] = []
        for d in docs:
            for r in d["results"]:
                if r["key"] not in self.keys:
                    self.keys.append(r["key"])

    def figure(self, key: str, field_: str = "median") -> Figure | None:
        per_trial = [t[key] for t in self.by_trial if key in t]
        if not per_trial:
            return None
        if len(self.docs) == 1 and field_ == "median":
            return Figure.of(per_trial[0]["values"])
        return Figure.of([r[field_] for r in per_trial])

    def ratio(self, key: str, anchor: str) -> Figure | None:
        values = [
            t[key]["median"] / t[anchor]["median"]
            for t in self.by_trial
            if key in t and anchor in t
        ]
        return Figure.of(values) if values else None

    def result(self, key: str) -> dict[str, Any] | None:
        for t in self.by_trial:
            if key in t:
                return t[key]
        return None


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


def stil_keys(res: Results) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []
    for key in res.keys:
        engine, game, players, _ = key.split("/")
        if engine == "stil" and (game, int(players)) not in seen:
            seen.append((game, int(players)))
    return seen


def report(docs: list[dict[str, Any]], settings: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    res = Results(docs)
    info = docs[0]["machine"]
    n = len(docs)
    spread = (
        f"median of {n} fresh-process trials [min–max over the trials]"
        if n > 1
        else f"one trial: median of {settings['repeats']} repeats [min–max over the repeats]"
    )

    def fig(key: str, fmt: str, field_: str = "median") -> str:
        f = res.figure(key, field_)
        return f.text(fmt) if f else "-"

    rows = [
        [
            "game",
            "players",
            "decisions/s",
            "games/s",
            "dec/game",
            "decisions/s +view",
            "clone µs",
            "view µs",
            "JSON bytes",
            "JSON round trip µs",
        ]
    ]
    for game, p in stil_keys(res):
        base = f"stil/{game}/{p}"
        r = res.result(f"{base}/playout")
        sizes = [d["json_bytes"][f"{game}/{p}"] for d in docs if f"{game}/{p}" in d["json_bytes"]]
        rows.append(
            [
                game,
                str(p),
                fig(f"{base}/playout", ",.0f"),
                fig(f"{base}/playout", ",.0f", "games_per_s"),
                f"{r['per_game']:.1f}" if r else "-",
                fig(f"{base}/playout_view", ",.0f"),
                fig(f"{base}/clone", ".2f"),
                fig(f"{base}/view", ".1f"),
                f"{statistics.median(sizes):,.0f}" if sizes else "-",
                fig(f"{base}/json", ".0f"),
            ]
        )
    arows = [["anchor", "players", "decisions/s", "games/s", "dec/game"]]
    labels = {
        "uno": "rlcard uno (game)",
        "uno-reuse": "rlcard uno (game, reuse)",
        "uno-env": "rlcard uno (env.step)",
    }
    for key in res.keys:
        engine, game, p, kind = key.split("/")
        if engine == "stil":
            continue
        label = labels.get(game) or (
            "openspiel hearts" + (" (+info-state tensor)" if kind == "playout_view" else "")
        )
        r = res.result(key)
        arows.append(
            [
                label,
                p,
                fig(key, ",.0f"),
                fig(key, ",.0f", "games_per_s"),
                f"{r['per_game']:.1f}" if r else "-",
            ]
        )
    versions = (
        f"stil {info['stil']} ({info['stil_build']}), rlcard {info['rlcard']}, "
        f"open_spiel {info['open_spiel']}, numpy {info['numpy']}"
    )
    lines = [
        f"Engine benchmark: {spread}; each trial {settings['repeats']} x "
        f"{settings['budget_s']} s ({settings['clock']}) per measurement, one process, "
        "interleaved",
        f"machine: {info['system']}, {info['cpu']}, nproc {info['nproc']}, {info['python']}, "
        f"load average at the end of each trial: "
        + ", ".join(f"{d['machine']['load1']:.1f}" for d in docs),
        f"versions: {versions}",
        "",
        table(rows, right=set(range(1, 10))),
        "",
        table(arows, right={1, 2, 3, 4}) if len(arows) > 1 else "(no anchor measured)",
        "",
        "decisions/s +view: with state.view(to_act) built before every decision; clone, view "
        f"and JSON: on {settings['states']} mid-game states (JSON: state.to_json() then "
        "game.from_json; bytes as UTF-8)",
        "move choice (stil.Rng.below, in every loop alike): "
        + Figure.of([d["chooser_us"] for d in docs]).text(".2f")
        + " µs per decision",
    ]

    found: dict[str, Any] = {"rows": [], "clone": []}
    rrows = [
        [
            "game",
            "players",
            "÷ UNO game",
            f"≥{TARGET_UNO:g}×",
            "÷ UNO game (reuse)",
            "÷ hearts",
            f"≥{TARGET_HEARTS:g}×",
            "+view ÷ UNO env.step",
            "+view ÷ hearts+tensor",
        ]
    ]

    def verdict(f: Figure | None, target: float) -> str:
        if f is None:
            return "-"
        if f.lo >= target:
            return "met"
        return "met (median)" if f.median >= target else "NOT met"

    for game, p in stil_keys(res):
        base = f"stil/{game}/{p}"
        uno = res.ratio(f"{base}/playout", f"rlcard/uno/{uno_players(p)}/playout")
        reuse = res.ratio(f"{base}/playout", "rlcard/uno-reuse/2/playout")
        hearts = res.ratio(f"{base}/playout", f"openspiel/hearts/{HEARTS_PLAYERS}/playout")
        env = res.ratio(f"{base}/playout_view", "rlcard/uno-env/2/playout")
        tensor = res.ratio(
            f"{base}/playout_view", f"openspiel/hearts/{HEARTS_PLAYERS}/playout_view"
        )
        wants_hearts = game in HEARTS_GAMES
        rrows.append(
            [
                game,
                str(p),
                uno.text(".2f", "×") if uno else "-",
                verdict(uno, TARGET_UNO),
                reuse.text(".2f", "×") if reuse else "-",
                hearts.text(".2f", "×") if hearts else "-",
                verdict(hearts, TARGET_HEARTS) if wants_hearts else "",
                env.text(".2f", "×") if env else "-",
                tensor.text(".2f", "×") if tensor else "-",
            ]
        )
        found["rows"].append(
            {
                "game": game,
                "players": p,
                "vs_uno_game": uno.to_dict() if uno else None,
                "vs_uno_reuse": reuse.to_dict() if reuse else None,
                "vs_hearts": hearts.to_dict() if hearts else None,
                "view_vs_uno_env": env.to_dict() if env else None,
                "view_vs_hearts_tensor": tensor.to_dict() if tensor else None,
            }
        )
    lines += [
        "",
        "Ratios, stil decisions/s ÷ anchor decisions/s, taken within each trial (UNO at the "
        f"same player count, clamped to {UNO_PLAYERS[0]}..{UNO_PLAYERS[-1]}; hearts at "
        f"{HEARTS_PLAYERS}). Targets: every game ≥ {TARGET_UNO:g}× UNO's game loop; "
        f"{' and '.join(HEARTS_GAMES)} ≥ {TARGET_HEARTS:g}× hearts. 'met' holds in every "
        "trial, 'met (median)' only in the median.",
        table(rrows, right={1, 2, 4, 5, 7, 8}),
    ]
    for game, limit in TARGET_CLONE_US.items():
        for g, p in stil_keys(res):
            f = res.figure(f"stil/{g}/{p}/clone") if g == game else None
            if f is None:
                continue
            ok = "met" if f.hi <= limit else ("met (median)" if f.median <= limit else "NOT met")
            lines.append(
                f"{game} clone() at {p} players: {f.text('.2f')} µs (≤ {limit:g} µs: {ok})"
            )
            found["clone"].append({"game": game, "players": p, "us": f.to_dict(), "limit": limit})
    skipped: dict[str, str] = {}
    for d in docs:
        skipped.update(d["skipped"])
    if skipped:
        lines += ["", "skipped:"] + [f"  {what}: {reason}" for what, reason in skipped.items()]
    return "\n".join(lines), found


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--trials", type=int, default=1, help="fresh-process trials (1: in process)")
    ap.add_argument("--quick", action="store_true", help="short run: 3 x 0.1 s, 10 states")
    ap.add_argument("--json", metavar="PATH", help="also write every trial and ratio as JSON")
    ap.add_argument("--games", nargs="+", metavar="ID", help="only these games")
    ap.add_argument("--players", nargs="+", type=int, metavar="N", help="only these counts")
    ap.add_argument(
        "--all-counts", action="store_true", help="every player count (default: min, 2, max)"
    )
    ap.add_argument("--repeats", type=int, help="repeats per measurement (3)")
    ap.add_argument("--budget", type=float, help="seconds per repeat (0.3; quick 0.1)")
    ap.add_argument("--seed", type=int, default=1, help="first game seed (1)")
    ap.add_argument("--states", type=int, help="mid-game states for clone/view/JSON (30)")
    ap.add_argument("--no-rlcard", action="store_true", help="skip the RLCard UNO anchor")
    ap.add_argument("--no-openspiel", action="store_true", help="skip the hearts anchor")
    ap.add_argument("--wall", action="store_true", help="time by wall clock, not CPU time")
    ap.add_argument("--worker", metavar="PATH", help=argparse.SUPPRESS)  # one trial, as JSON
    args = ap.parse_args(argv)
    if args.wall:
        global clock
        clock = time.perf_counter
    args.repeats = args.repeats or 3
    args.budget = args.budget or (0.1 if args.quick else 0.3)
    args.states = args.states or (10 if args.quick else 30)
    if args.repeats < 1 or args.budget <= 0 or args.states < 1 or args.trials < 1:
        ap.error("--trials, --repeats, --budget and --states must be positive")
    settings = {
        "trials": args.trials,
        "repeats": args.repeats,
        "budget_s": args.budget,
        "seed": args.seed,
        "states": args.states,
        "quick": args.quick,
        "clock": "wall" if args.wall else "process CPU time",
    }

    if args.worker:
        with open(args.worker, "w", encoding="utf-8") as f:
            json.dump(trial(args), f)
        return 0
    docs = trials_in_subprocesses(args, argv) if args.trials > 1 else [trial(args)]
    text, found = report(docs, settings)
    print(text)
    if args.json:
        doc = {"settings": settings, "trials": docs, "ratios": found}
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(f"wrote {args.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
