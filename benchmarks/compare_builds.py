"""Two (or more) builds of stil side by side: is a change faster, and by how much?

Each build is a directory put first on ``PYTHONPATH`` (a ``pip install --target DIR``,
compiled or not, or ``src`` for the plain sources). Rounds of fresh processes play the
seeded random playouts of ``profile_engine.py`` (``new`` + ``legal_actions`` + ``apply``,
timed in process CPU time) with each build in turn, in a rotated order each round, so that
every build sees the same machine state. For each game and player count the report gives,
per build, the median decisions/s and the ratio of each build to the first one within each
round (median and range). Ratios to the outside engines are ``engine.py``'s job. With
``--measure clone`` (or ``determinize``) the processes time ``State.clone()`` (or
``Game.determinize`` of the seat to act's view) over the states of the same random games
instead: the copies an ISMCTS search makes once per iteration. A process repeats the same
work (the same games, states and random draws) for ``--seconds`` of CPU time and reports
its fastest pass, the one the loaded machine disturbed least.

    STIL_COMPILE=1 pip install --no-deps --target /tmp/old .      # at the old commit
    STIL_COMPILE=1 pip install --no-deps --target /tmp/new .      # with the change
    .venv/bin/python benchmarks/compare_builds.py old=/tmp/old new=/tmp/new \\
        --games princes:2 princes:8 --rounds 5 --seconds 1
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from collections.abc import Sequence

HERE = os.path.dirname(os.path.abspath(__file__))
PLAY = (
    "import sys; sys.path.insert(1, {here!r}); from profile_engine import rate; "
    "print(rate({measure!r}, {game!r}, {players}, {seconds}))"
)
UNITS = {"playouts": "decisions", "clone": "clones", "determinize": "determinizations"}


def decisions_per_s(
    path: str, game: str, players: int, seconds: float, measure: str = "playouts"
) -> float:
    """One fresh process of ``path``'s build: random playouts (or the ``measure``) for
    ``seconds`` of CPU."""
    code = PLAY.format(here=HERE, measure=measure, game=game, players=players, seconds=seconds)
    env = dict(os.environ, PYTHONPATH=path)
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, env=env, stdout=subprocess.PIPE, text=True
    )  # its errors go to our stderr
    return float(out.stdout.split()[-1])


def fig(values: Sequence[float], fmt: str) -> str:
    return f"{statistics.median(values):{fmt}} [{min(values):{fmt}}–{max(values):{fmt}}]"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("builds", nargs="+", metavar="NAME=DIR", help="builds; the first is the base")
    ap.add_argument("--games", nargs="+", required=True, metavar="ID:PLAYERS")
    ap.add_argument("--rounds", type=int, default=3, help="fresh processes per build (3)")
    ap.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per process (1)")
    ap.add_argument("--measure", choices=sorted(UNITS), default="playouts", help="what is timed")
    args = ap.parse_args(argv)
    builds = [b.split("=", 1) for b in args.builds]
    if any(len(b) != 2 for b in builds) or len(builds) < 2:
        ap.error("give at least two builds as NAME=DIR")
    unit = UNITS[args.measure]
    print(
        f"{unit}/s, median [min–max] over {args.rounds} fresh-process rounds "
        "(CPU time, each process's fastest pass)"
    )
    print(f"| game | players | build | {unit}/s | ÷ {builds[0][0]} (same round) |")
    print("|---|---:|---|---:|---:|")
    for spec in args.games:
        game, players = spec.split(":")
        got: dict[str, list[float]] = {name: [] for name, _ in builds}
        for r in range(args.rounds):
            for name, path in builds[r % len(builds) :] + builds[: r % len(builds)]:
                got[name].append(
                    decisions_per_s(path, game, int(players), args.seconds, args.measure)
                )
        base = got[builds[0][0]]
        for name, _ in builds:
            ratio = [v / b for v, b in zip(got[name], base, strict=True)]
            print(
                f"| {game} | {players} | {name} | {fig(got[name], ',.0f')} | "
                f"{fig(ratio, '.3f')}× |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
