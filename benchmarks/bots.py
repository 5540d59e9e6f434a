"""Bot strength: one bot against another, win rate with a 95% interval, and its thinking time.

For each player count it plays the bot (``--bot``, default ``heuristic``) against
``--against`` bots in every other seat (default ``random``), seats rotating so that each
bot sits in every seat equally often (with 2 players: seats swapped every other game), and
prints the bot's win rate (a shared win counts 1/k) with its Wilson 95% confidence interval,
the mean scores and the games played per second. The games are those of
``stil simulate GAME -n GAMES --seats BOT,AGAINST --seed SEED``: the same seeds, the same
seats, any number of workers.

``--timing-games K`` first plays K games (``--games 0``: only those) in this process and
times every move of the bot that had more than one legal action: wall-clock and CPU seconds
a move (CPU time grows little when other processes share the cores; wall-clock time does).

``--duplicate`` plays each deal once in every rotation of the seats (two players: twice,
seats swapped), so the luck of the deal cancels; every game's bots' CPU time a move (process
time, which the machine's load does not change) is summed into the line printed.
``--summary FILE`` appends that line as a CSV row with the exact command that produced it
(``benchmarks/results/``). ``--resume`` (with ``--out``) keeps the games a stopped run
already wrote to ``--out`` (checked to be this run's: the same game, bots, deals and seats;
``stil.sim.simulate.resume``) and plays the rest into the same file, so a run cut short by
a crash or a session's end is finished by giving its command again with ``--resume``; the
summary line then counts every game of the file, and the CPU a move and the games a second
of the games played this time. ``--ladder`` measures the levels instead of one pairing:
each ISMCTS level against the next lower one and ``ismcts-hard`` against the heuristic.

Run ``python benchmarks/bots.py`` (heuristic vs random, 2 players, 2,000 games) or, for
example, ``python benchmarks/bots.py --game princes --bot ismcts --against heuristic
--games 300 --workers 2 --timing-games 4``.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import time
from collections.abc import Sequence

from stil.bots import make_bot
from stil.core import Action, Observation, Rng
from stil.sim import play_game
from stil.sim import simulate as sim

#: The ladder of levels (``--ladder``): each against the next lower, and hard against the
#: heuristic, the pairing the issue's target is set for.
LADDER = (
    ("ismcts", "ismcts-easy"),
    ("ismcts-hard", "ismcts"),
    ("ismcts-hard", "heuristic"),
)
SUMMARY_COLUMNS = (
    "date", "command", "game", "players", "bot", "against", "duplicate", "seed", "games",
    "wins", "win_rate", "ci_low", "ci_high", "mean_score", "mean_score_against",
    "cpu_per_move", "cpu_per_move_against", "seconds",
)  # fmt: skip


class Timed:
    """A bot whose moves are timed (only those with a choice to make)."""

    def __init__(self, name: str, game_id: str) -> None:
        self.bot = make_bot(name, game_id)
        self.name = name
        self.moves = 0
        self.wall = 0.0
        self.cpu = 0.0
        self.slowest = 0.0

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        wall, cpu = time.perf_counter(), time.process_time()
        action = self.bot.choose(observation, legal, rng)
        if len(legal) > 1:
            spent = time.perf_counter() - wall
            self.moves += 1
            self.wall += spent
            self.cpu += time.process_time() - cpu
            self.slowest = max(self.slowest, spent)
        return action


def timing(game_id: str, bot: str, against: str, players: int, games: int, seed: int) -> str:
    timed = Timed(bot, game_id)
    for k in range(games):
        others = [make_bot(against, game_id) for _ in range(players - 1)]
        seat = k % players
        seated = [*others[:seat], timed, *others[seat:]]
        play_game(game_id, seated, seed=seed + k)
    if not timed.moves:
        return "no move with a choice"
    return (
        f"{timed.wall / timed.moves:.3f} s a move wall-clock, {timed.cpu / timed.moves:.3f} s "
        f"CPU (slowest {timed.slowest:.3f} s; {timed.moves} moves in {games} games)"
    )


def play(
    game_id: str,
    bots: list[str],
    games: int,
    seed: int,
    workers: int,
    out: str | None,
    first: int = 0,
    duplicate: bool = False,
    resume: bool = False,
) -> sim.SimulationResult:
    """The games ``first`` to ``games - 1`` of ``stil simulate`` (game k:
    ``game_seeds(seed)[k]``, seats rotated by k), written to ``out`` as they end, in game
    order (:func:`stil.sim.simulate.run`: game by game with one worker, chunk by chunk with
    several), so that a long run stopped early still leaves the games it played (``stil
    report`` reads them), and a run can be split between machines or processes.
    ``resume``: the games already in ``out`` are kept and the rest appended
    (:func:`stil.sim.simulate.resume`)."""
    if not (resume and out):
        return sim.run(
            game_id, bots, games, seed, workers=workers, duplicate=duplicate, first=first, out=out
        )
    if os.path.exists(out):
        kept = sim.kept_games(out, game_id, bots, games, seed, duplicate, first)
        print(f"{out}: {len(kept)} games kept, the rest to play", flush=True)
    return sim.resume(
        out, game_id, bots, games, seed, workers=workers, duplicate=duplicate, first=first
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="cabbage")
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--against", default="random")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, nargs="+", default=[2])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="play games FIRST.. of the run")
    parser.add_argument("--timing-games", type=int, default=0)
    parser.add_argument("--out", help="write the games as CSV, one row as each game ends")
    parser.add_argument("--duplicate", action="store_true", help="each deal in every seat")
    parser.add_argument("--summary", help="append the result line to this CSV, with the command")
    parser.add_argument("--ladder", action="store_true", help="every level against the next")
    parser.add_argument(
        "--resume", action="store_true", help="keep the games already in --out, play the rest"
    )
    args = parser.parse_args(argv)
    if args.resume and not args.out:
        parser.error("--resume needs --out: the file whose games it keeps")
    if args.games and not 0 <= args.first < args.games:
        parser.error("--first must be one of the run's games, 0 to --games - 1")
    if args.duplicate and any(args.first % players for players in args.players):
        # a deal is played in every rotation of the seats, one game after another: a part of
        # a run starts where a deal does
        parser.error("--first with --duplicate must be a multiple of the players (a new deal)")
    if min(args.players) < 2:
        # One seat has no opponent to compare with; solo games have their own benchmark.
        parser.error("--players must be at least 2 (solo kingdoms: benchmarks/kingdoms_solo.py)")

    pairings = LADDER if args.ladder else ((args.bot, args.against),)
    for bot, against in pairings:
        for players in args.players:
            _measure(args, bot, against, players, argv)
    return 0


def _measure(
    args: argparse.Namespace, bot: str, against: str, players: int, argv: list[str] | None
) -> None:
    if args.timing_games:
        times = timing(args.game, bot, against, players, args.timing_games, args.seed)
        print(f"{args.game} {players} players, {bot}: {times}", flush=True)
    if not args.games:  # timing only
        return
    bots = [bot] + [against] * (players - 1)
    sim.prepare(args.game, bots)
    out = args.out
    if out and (len(args.players) > 1 or args.ladder):
        out = f"{out.removesuffix('.csv')}-{bot}-{against}-{players}.csv"
    try:
        result = play(
            args.game, bots, args.games, args.seed, args.workers, out, args.first,
            args.duplicate, args.resume,
        )  # fmt: skip
    except (sim.ResumeError, sim.ResultsFileError) as e:
        raise SystemExit(f"bots.py: cannot resume: {e}") from None
    seconds = result.seconds
    summary = result.summary()
    me, others = summary.bots[0], summary.bots[1:]
    mean_others = sum(b.mean_score for b in others) / len(others)
    cpu_others = sum(b.cpu_per_move for b in others) / len(others)
    deals = "duplicate " if args.duplicate else ""
    print(
        f"{args.game} {players} players, {bot} vs {against}, {summary.games} "
        f"{deals}games, seed {args.seed}: win rate {me.win_rate}; mean score "
        f"{me.mean_score:.1f} vs {mean_others:.1f}; CPU a move {me.cpu_per_move:.4f} s "
        f"vs {cpu_others:.4f} s; {seconds:.1f} s with "
        f"{args.workers} worker(s), {result.games_per_second:.2f} games/s",
        flush=True,
    )
    if args.summary:
        command = "python benchmarks/bots.py " + " ".join(sys.argv[1:] if argv is None else argv)
        row = (
            time.strftime("%Y-%m-%d %H:%M", time.gmtime()), command, args.game, players,
            bot, against, int(args.duplicate), args.seed, summary.games, f"{me.wins:g}",
            f"{me.win_rate.rate:.3f}", f"{me.win_rate.low:.3f}", f"{me.win_rate.high:.3f}",
            f"{me.mean_score:.1f}", f"{mean_others:.1f}", f"{me.cpu_per_move:.4f}",
            f"{cpu_others:.4f}", f"{seconds:.0f}",
        )  # fmt: skip
        write_summary(args.summary, row)


def write_summary(path: str, row: Sequence[object]) -> None:
    """Append ``row`` to the CSV at ``path`` (its header first if the file is new)."""
    import os

    new = not os.path.exists(path) or os.path.getsize(path) == 0
    with open(path, "a", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        if new:
            writer.writerow(SUMMARY_COLUMNS)
        writer.writerow(row)


if __name__ == "__main__":
    sys.exit(main())
