"""Bot strength: the heuristic bot against random bots, win rate with a 95% interval.

For each player count it plays one heuristic bot against random bots in every other seat,
seats rotating so that each bot sits first equally often, and prints the heuristic's win
rate (a shared win counts 1/k) with its Wilson 95% confidence interval, the mean scores and
the games played per second.

Run ``python benchmarks/bots.py`` (2 players, 2,000 games) or, for example,
``python benchmarks/bots.py --players 2 3 4 5 --games 1000 --seed 7``.
"""

from __future__ import annotations

import argparse
import sys

from stil.sim import match


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="cabbage")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, nargs="+", default=[2])
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    for players in args.players:
        bots = ["heuristic"] + ["random"] * (players - 1)
        result = match(args.game, bots, games=args.games, seed=args.seed)
        others = sum(result.mean_score(i) for i in range(1, players)) / (players - 1)
        print(
            f"{args.game} {players} players, heuristic vs random, {result.games} games, "
            f"seed {args.seed}: win rate {result.win_rate(0)}; "
            f"mean score {result.mean_score(0):.1f} vs {others:.1f}; "
            f"{result.seconds:.1f} s, {result.games_per_second:.1f} games/s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
