"""What one move of a search level costs, on the same positions in several builds.

The positions: every fifth decision with a choice of ``--deals`` seeded heuristic games
(``--players``, 2), at most ``--positions`` (60) of them. The level (``--bot``,
``ismcts-expert``) chooses at each with its own seeded generator, and the process CPU time
of every move is summed. Every trial runs in a fresh interpreter (``--worker``), one per
build and trial, the builds' order rotated from one trial to the next; a build is a
directory put first on ``PYTHONPATH`` (``NAME=DIR``; by default this checkout's ``src``).
Figures are the median over the trials with ``[min–max]``; the report also says whether
every build chose the same moves (a build that is only faster must).

``--set KEY=VALUE`` replaces one of the level's settings (``iterations=300``,
``playout_noise=0.0``...) in every build, to weigh a variant before shipping it.

    PYTHONPATH=src python benchmarks/search_cost.py --game princes --trials 3
    python benchmarks/search_cost.py --game princes before=/tmp/before/src after=src
    python benchmarks/search_cost.py --game princes --set iterations=200 --trials 1
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import sys
import time
from collections.abc import Sequence
from typing import Any

from bot_cost import fig, rotated_trials

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def setting(text: str) -> tuple[str, Any]:
    """``KEY=VALUE`` with VALUE read as JSON where it can be (``300``, ``0.0``, ``true``)."""
    key, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"give KEY=VALUE, not {text!r}")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def worker(args: argparse.Namespace) -> dict[str, Any]:
    import dataclasses

    import stil
    from stil.bots import make_bot
    from stil.core import Rng
    from stil.sim.match import bot_rng
    from stil.sim.simulate import deal_seeds

    game = stil.game(args.game)
    positions = []
    for index, deal in enumerate(deal_seeds(args.seed, args.deals, args.players)):
        state = game.new(
            players=args.players, seed=deal, options=game.spec.options_for(args.players)
        )
        bots = [make_bot("heuristic", args.game) for _ in range(args.players)]
        rngs = [bot_rng(deal, s) for s in range(args.players)]
        choices = 0
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            view = state.view(seat)
            if len(legal) > 1:
                if choices % 5 == index % 5:
                    positions.append((view, legal))
                choices += 1
            state.apply(bots[seat].choose(view, legal, rngs[seat]), seat)
    positions = positions[: args.positions]
    bot = make_bot(args.bot, args.game)
    if args.set:
        bot = dataclasses.replace(bot, **dict(args.set))
    bot.choose(*positions[0], Rng(0))  # warm-up: imports, the evaluation's file
    picks = []
    spent = 0.0
    for k, (view, legal) in enumerate(positions):
        start = time.process_time()
        picks.append(str(bot.choose(view, legal, Rng(k))))
        spent += time.process_time() - start
    digest = hashlib.blake2b("\n".join(picks).encode(), digest_size=8).hexdigest()
    return {
        "positions": len(positions),
        "seconds_a_move": spent / len(positions),
        "moves": digest,
        "load1": os.getloadavg()[0],
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("builds", nargs="*", metavar="NAME=DIR", help="builds (default: src)")
    ap.add_argument("--game", required=True)
    ap.add_argument("--bot", default="ismcts-expert")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--deals", type=int, default=8, help="heuristic games to take positions from")
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--trials", type=int, default=3, help="fresh processes per build (3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--set", type=setting, action="append", metavar="KEY=VALUE")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args)))
        return 0
    builds = [b.split("=", 1) for b in args.builds] or [["src", os.path.join(ROOT, "src")]]
    if any(len(b) != 2 for b in builds):
        ap.error("give builds as NAME=DIR")
    passed = ["--game", args.game, "--bot", args.bot, "--players", str(args.players)]
    passed += ["--deals", str(args.deals), "--positions", str(args.positions)]
    passed += ["--seed", str(args.seed)]
    for key, value in args.set or ():
        passed += ["--set", f"{key}={json.dumps(value)}"]
    trials = rotated_trials(__file__, builds, args.trials, passed)
    first = trials[builds[0][0]][0]
    print(
        f"{platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} CPUs, {args.game}, {args.players} players, {args.bot}"
        f"{' with ' + ', '.join(f'{k}={v}' for k, v in args.set) if args.set else ''}, "
        f"{first['positions']} positions, {args.trials} fresh-process trials per build, "
        "CPU time; median [min–max]"
    )
    print("| build | CPU a move (s) | moves |\n|---|---:|---|")
    for name, _ in builds:
        rows = trials[name]
        cpu = fig([r["seconds_a_move"] for r in rows], ".4f")
        print(f"| {name} | {cpu} | {rows[0]['moves']} |")
    digests = {r["moves"] for rows in trials.values() for r in rows}
    print(f"every build chose the same moves: {'yes' if len(digests) == 1 else 'NO'}")
    loads = [r["load1"] for rows in trials.values() for r in rows]
    print(f"1-minute load average during the trials: {min(loads):.1f}–{max(loads):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
