"""Where a game's random playouts spend their time (the figures of docs/performance.md).

Three views of the same seeded random playouts (``game.new`` + ``legal_actions`` +
``apply`` until the end, moves picked by ``stil.Rng.below``), all in process CPU time:

- ``split`` (default): µs per decision in ``legal_actions()`` and in ``apply()``, and per
  game in ``new()``, each call timed on its own (one clock read's cost taken off), with
  the log entries written and the legal actions listed per decision. Works on the compiled
  build too, where profilers cannot see inside the compiled modules.
- ``cprofile``: ``cProfile`` with ``time.process_time`` as its clock; prints each stil
  function's share of the time (cumulative, so callers include callees) and its calls per
  decision. Plain-Python sources only, to see anything.
- ``pyinstrument``: the call tree of pyinstrument (pinned in requirements.txt). It samples
  wall-clock time, so on a loaded machine waiting time lands on whatever was running.

    python benchmarks/profile_engine.py kingdoms 2                 # split
    python benchmarks/profile_engine.py kingdoms 2 --cprofile --seconds 3
    python benchmarks/profile_engine.py unicorns 2 --kinds          # split per decision kind
    PYTHONPATH=src .bench-venv/bin/python benchmarks/profile_engine.py catboxes 2 --pyinstrument
"""

from __future__ import annotations

import argparse
import cProfile
import math
import pstats
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import stil
from stil import Rng
from stil.testing.conformance import options_for

clock = time.process_time


def playouts(game_id: str, players: int, seconds: float, seed: int = 1) -> int:
    """Random games until ``seconds`` of CPU time are spent; the decisions played."""
    game = stil.game(game_id)
    options = options_for(game, players)
    choose = Rng(seed).below
    decisions = games = 0
    end = clock() + seconds
    while clock() < end:
        state = game.new(players, seed + games, options)
        games += 1
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[choose(len(legal))])
            decisions += 1
    return decisions


def positions(game_id: str, players: int, seed: int = 1, limit: int = 2000) -> list[stil.State]:
    """Up to ``limit`` states met along seeded random games (every decision's)."""
    game = stil.game(game_id)
    options = options_for(game, players)
    choose = Rng(seed).below
    found: list[stil.State] = []
    games = 0
    while len(found) < limit:
        state = game.new(players, seed + games, options)
        games += 1
        while not state.is_over and len(found) < limit:
            found.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[choose(len(legal))])
    return found


def best_rate(run: Callable[[], int], seconds: float) -> float:
    """Items per CPU second of the fastest of the passes ``run`` makes in ``seconds`` of CPU
    time (three at least). Every pass does the same work, so on a loaded machine the
    fastest one is the one least disturbed; a rate over all passes would count the others'
    cache misses too."""
    best = math.inf
    passes = 0
    end = clock() + seconds
    while passes < 3 or clock() < end:
        start = clock()
        items = run()
        best = min(best, clock() - start)
        passes += 1
    return items / best


def clones(game_id: str, players: int, seconds: float, seed: int = 1) -> float:
    """``clone()`` of the states of random games (the search's copy, once per iteration):
    clones per CPU second, the fastest pass over the same 2,000 states."""
    states = positions(game_id, players, seed)

    def run() -> int:
        for state in states:
            state.clone()
        return len(states)

    return best_rate(run, seconds)


def determinizations(game_id: str, players: int, seconds: float, seed: int = 1) -> float:
    """``determinize`` of the seat to act's view of the states of random games (the
    search's start of every iteration): determinizations per CPU second, the fastest pass
    over the same 500 views, each pass with the same random draws."""
    game = stil.game(game_id)
    views = [s.view(s.to_act) for s in positions(game_id, players, seed, limit=500)]

    def run() -> int:
        rng = Rng(seed)
        for obs in views:
            game.determinize(obs, rng)
        return len(views)

    return best_rate(run, seconds)


def playout_rate(game_id: str, players: int, seconds: float, seed: int = 1) -> float:
    """Decisions per CPU second of random playouts: the fastest pass over the same seeded
    games (as many as the first tenth of ``seconds`` plays, one at least)."""
    game = stil.game(game_id)
    options = options_for(game, players)

    def play(g: int, choose: Callable[[int], int]) -> int:
        state = game.new(players, seed + g, options)
        decisions = 0
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[choose(len(legal))])
            decisions += 1
        return decisions

    choose = Rng(seed).below
    games = 0
    end = clock() + seconds / 10
    while games == 0 or clock() < end:
        play(games, choose)
        games += 1

    def run() -> int:
        choose = Rng(seed).below
        return sum(play(g, choose) for g in range(games))

    return best_rate(run, seconds)


MEASURES: dict[str, Callable[[str, int, float], float]] = {
    "playouts": playout_rate,
    "clone": clones,
    "determinize": determinizations,
}


def rate(measure: str, game_id: str, players: int, seconds: float) -> float:
    """What ``compare_builds.py`` reports of one process: decisions per CPU second of random
    playouts, or clones or determinizations per CPU second (the fastest pass)."""
    return MEASURES[measure](game_id, players, seconds)


@dataclass
class Timed:
    """Random playouts timed call by call, per decision kind."""

    t_legal: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    t_apply: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    seen: Counter[str] = field(default_factory=Counter)
    t_new: float = 0.0
    games: int = 0
    logs: int = 0
    listed: int = 0


def timed_playouts(
    game_id: str, players: int, seconds: float, seed: int, kinds: bool = False
) -> Timed:
    """``legal_actions()``, ``apply()`` and ``new()`` timed on their own over ``seconds`` of
    random playouts; with ``kinds``, per ``state.decision.kind`` (read outside the timing),
    else all under ``"all"``."""
    game = stil.game(game_id)
    options = options_for(game, players)
    choose = Rng(seed).below
    out = Timed()
    end = clock() + seconds
    while clock() < end:
        a = clock()
        state = game.new(players, seed + out.games, options)
        out.t_new += clock() - a
        out.games += 1
        while not state.is_over:
            kind = (state.decision.kind if state.decision else "-") if kinds else "all"
            a = clock()
            legal = state.legal_actions()
            b = clock()
            state.apply(legal[choose(len(legal))])
            c = clock()
            out.t_legal[kind] += b - a
            out.t_apply[kind] += c - b
            out.seen[kind] += 1
            out.listed += len(legal)
        out.logs += len(state.log)
    return out


def split(game_id: str, players: int, seconds: float, seed: int = 1) -> str:
    run = timed_playouts(game_id, players, seconds, seed)
    decisions, games, t_new = run.seen["all"], run.games, run.t_new
    t_legal, t_apply = run.t_legal["all"], run.t_apply["all"]
    start = clock()
    for _ in range(10_000):
        clock()
    read = (clock() - start) / 10_000
    return (
        f"{game_id}, {players} players, {decisions} decisions in {games} games: "
        f"legal_actions {(t_legal / decisions - read) * 1e6:.1f} µs, "
        f"apply {(t_apply / decisions - read) * 1e6:.1f} µs per decision; "
        f"new {t_new / games * 1e6:.0f} µs per game ({t_new / decisions * 1e6:.1f} per "
        f"decision); {run.logs / decisions:.1f} log entries and {run.listed / decisions:.1f} "
        "legal actions per decision"
    )


def by_kind(game_id: str, players: int, seconds: float, seed: int = 1) -> str:
    """``split`` per decision kind: how often each kind comes and what it costs, so two
    table sizes can be compared."""
    run = timed_playouts(game_id, players, seconds, seed, kinds=True)
    t_legal, t_apply, seen, t_new, games = run.t_legal, run.t_apply, run.seen, run.t_new, run.games
    decisions = sum(seen.values())
    lines = [
        f"{game_id}, {players} players, {decisions} decisions in {games} games; new "
        f"{t_new / decisions * 1e6:.1f} µs per decision"
    ]
    for kind, n in seen.most_common():
        lines.append(
            f"  {kind:15} {n / decisions:6.1%} of decisions: legal_actions "
            f"{t_legal[kind] / n * 1e6:5.1f} µs, apply {t_apply[kind] / n * 1e6:5.1f} µs; "
            f"{(t_legal[kind] + t_apply[kind]) / decisions * 1e6:5.2f} µs per decision"
        )
    return "\n".join(lines)


def shares(game_id: str, players: int, seconds: float, top: int) -> str:
    profiler = cProfile.Profile(clock)
    profiler.enable()
    decisions = playouts(game_id, players, seconds)
    profiler.disable()
    stats = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    total = sum(v[3] for (_, _, name), v in stats.items() if name == "playouts")
    rows = []
    for (path, _, name), (_, calls, _, cumulative, _) in stats.items():
        if "/stil/" in path and name != "playouts":
            where = path.split("/stil/", 1)[1]
            rows.append((cumulative / total, f"{where}:{name}", calls / decisions))
    rows.sort(reverse=True)
    lines = [f"{game_id}, {players} players: {decisions} decisions, {total:.2f} s CPU (cProfile)"]
    lines += [
        f"  {name:58} {share:6.1%}  {calls:5.2f} calls/decision"
        for share, name, calls in rows[:top]
    ]
    return "\n".join(lines)


def tree(game_id: str, players: int, seconds: float) -> str:
    from pyinstrument import Profiler

    profiler = Profiler(interval=0.0002)
    profiler.start()
    playouts(game_id, players, seconds)
    profiler.stop()
    return str(profiler.output_text(unicode=True, color=False))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("players", type=int)
    ap.add_argument("--seconds", type=float, default=2.0, help="CPU seconds profiled (2)")
    ap.add_argument("--top", type=int, default=30, help="cprofile: lines shown (30)")
    how = ap.add_mutually_exclusive_group()
    how.add_argument("--cprofile", action="store_true")
    how.add_argument("--pyinstrument", action="store_true")
    how.add_argument("--kinds", action="store_true", help="the split per decision kind")
    args = ap.parse_args(argv)
    if args.game not in stil.games():
        ap.error(f"unknown game {args.game!r}; games are: {', '.join(stil.games())}")
    playouts(args.game, args.players, min(args.seconds, 0.5))  # warm caches and imports
    if args.cprofile:
        print(shares(args.game, args.players, args.seconds, args.top))
    elif args.pyinstrument:
        print(tree(args.game, args.players, args.seconds))
    elif args.kinds:
        print(by_kind(args.game, args.players, args.seconds))
    else:
        print(split(args.game, args.players, args.seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
