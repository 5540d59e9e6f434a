"""Царства зверей solo: a bot against the upstart at each difficulty level.

The upstart is not a seat, so :class:`stil.sim.match.MatchResult` has no score for it; this
plays the same games as ``match("kingdoms", [BOT], games, seed, {"solo_difficulty": level})``
(the same seeds and bot generators) and prints, per level, the bot's win rate with its Wilson
95% interval (a tie goes to the upstart) and the mean final scores of the bot and the
upstart.

Run ``python benchmarks/kingdoms_solo.py`` (heuristic, 2,000 games a level, seed 2024) or,
for example, ``python benchmarks/kingdoms_solo.py --bot random --games 500 --levels easy``.
"""

from __future__ import annotations

import argparse
import sys
import time

from stil.bots import make_bot
from stil.games.kingdoms.state import UPSTART
from stil.sim.match import WinRate, game_seeds, play_game, wilson_interval

LEVELS = ("easy", "medium", "normal", "hard", "extra_hard")


def solo(bot_name: str, level: str, games: int, seed: int) -> tuple[WinRate, float, float]:
    """(win rate, mean score of the bot, mean score of the upstart) over ``games`` games."""
    bot = make_bot(bot_name, "kingdoms")
    wins = mine = its = 0
    for game_seed in game_seeds(seed, games):
        state = play_game("kingdoms", [bot], game_seed, {"solo_difficulty": level})
        wins += state.winners() == [0]
        mine += state.score[0]
        its += state.score[UPSTART]
    return WinRate(wins / games, *wilson_interval(wins, games)), mine / games, its / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    args = parser.parse_args(argv)
    for level in args.levels:
        start = time.perf_counter()
        rate, mine, its = solo(args.bot, level, args.games, args.seed)
        print(
            f"kingdoms solo {level}, {args.bot} vs the upstart, {args.games} games, seed "
            f"{args.seed}: win rate {rate}; mean score {mine:.1f} vs {its:.1f}; "
            f"{time.perf_counter() - start:.1f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
