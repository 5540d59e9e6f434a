"""One bot's win rate over several results files of the same pairing, pooled.

A long measurement is often played as separate runs (other seeds, other days): this reads
each file ``benchmarks/bots.py --out`` (or ``stil simulate --out``) wrote, keeps the games
of the pairing, and prints the pooled win rate of ``--bot`` with its Wilson 95% interval
(each game counted once, a shared win as a share), and for duplicate runs the same per deal:
a deal's result is the bot's mean share over the games of that deal (every seating), and the
interval is the normal one over deals, which is what pairing the seats buys.

    python benchmarks/pooled.py --bot ismcts-expert [--alias x-trust] FILE.csv [FILE.csv ...]
        [--base BASE.csv ...]

``--alias NAME``: a file names the same bot ``NAME`` (a local variant registered under
another name with the same settings, as some of ``benchmarks/results/`` were played).

``--base FILE`` (repeatable): the same bot's other version on the same deals (a variant
tried against what is shipped): prints, over the deals both played, the mean per deal of
the files' share minus the base's, with its normal 95% interval. Paired by deal, the luck
of the deal cancels, so a difference shows in far fewer deals than two separate rates.

A game found in more than one file (the same deal seed with the same bot in every seat, as
when a stopped run is finished with ``--first`` from a deal it had begun) is counted once if
it came out the same (scores, winners, length), and refused if not: the files were then not
played by the same code, and pooling them would mix two bots.

>>> round(mean_interval([0.5, 0.5, 1.0, 0.0])[0], 3)
0.5
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from collections.abc import Sequence
from statistics import fmean, stdev
from typing import NamedTuple

from stil.sim.match import wilson_interval
from stil.sim.simulate import SimulationResult


class PoolError(ValueError):
    """The files do not hold one pairing, or the bot is not in them."""


class Pool(NamedTuple):
    game: str
    shares: list[tuple[int, float]]  # per game: (deal seed, the bot's share of the win)
    repeated: int  # games found again in a later file, with the same outcome, counted once


def shares(paths: Sequence[str], bot: str, aliases: Sequence[str] = ()) -> Pool:
    """The game and, per game of every file, (deal seed, ``bot``'s share of the win), each
    game once; a label of ``aliases`` in a file is read as ``bot``."""
    game = None
    out: list[tuple[int, float]] = []
    pairing = None
    seen: dict[tuple[int, tuple[str, ...]], tuple[object, ...]] = {}
    repeated = 0
    for path in paths:
        result = SimulationResult.from_csv(path)
        labels = tuple(bot if label in aliases else label for label in result.labels)
        if bot not in labels:
            raise PoolError(f"{path}: no bot {bot!r} (it has {', '.join(labels)})")
        if game not in (None, result.game_id) or pairing not in (None, sorted(labels)):
            raise PoolError(f"{path}: another game or pairing than the first file's")
        game, pairing = result.game_id, sorted(labels)
        me = labels.index(bot)
        for r in result.records:
            key = (r.seed, tuple(labels[b] for b in r.seats))
            outcome = (r.scores, r.winners, r.decisions)
            if key in seen:
                if seen[key] != outcome:
                    raise PoolError(
                        f"{path}: game {r.index} (deal {r.seed}) came out otherwise in an "
                        "earlier file: not the same code"
                    )
                repeated += 1
                continue
            seen[key] = outcome
            out.append((r.seed, r.share(r.seats.index(me))))
    assert game is not None
    return Pool(game, out, repeated)


def paired(
    got: Sequence[tuple[int, float]], base: Sequence[tuple[int, float]]
) -> tuple[int, float, float, float]:
    """Over the deals in both: their count, and the mean per deal of ``got``'s share minus
    ``base``'s with its normal 95% interval (not clipped: a difference may be negative).

    >>> n, m, lo, hi = paired([(1, 1.0), (1, 0.0), (2, 1.0), (3, 1.0)], [(1, 0.0), (2, 0.0)])
    >>> n, m, round(lo, 2), round(hi, 2)  # deal 1: +0.5, deal 2: +1; deal 3 not in both
    (2, 0.75, 0.26, 1.24)
    """
    mine, theirs = _by_deal(got), _by_deal(base)
    common = [d for d in mine if d in theirs]
    diffs = [fmean(mine[d]) - fmean(theirs[d]) for d in common]
    if not diffs:
        raise PoolError("the base files share no deal with the others")
    return len(diffs), *mean_interval(diffs, clip=False)


def _by_deal(got: Sequence[tuple[int, float]]) -> dict[int, list[float]]:
    by_deal: dict[int, list[float]] = defaultdict(list)
    for seed, share in got:
        by_deal[seed].append(share)
    return by_deal


def mean_interval(
    values: Sequence[float], z: float = 1.96, clip: bool = True
) -> tuple[float, float, float]:
    """Mean and its normal 95% interval, clipped to 0..1 where the values are shares (not
    where they are differences of shares)."""
    m = fmean(values)
    half = z * stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    if not clip:
        return m, m - half, m + half
    return m, max(0.0, m - half), min(1.0, m + half)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("files", nargs="+")
    p.add_argument("--bot", required=True)
    p.add_argument("--alias", action="append", default=[], help="another name of the bot")
    p.add_argument(
        "--base", action="append", default=[], help="the same deals played by another version"
    )
    args = p.parse_args(argv)
    try:
        game, got, repeated = shares(args.files, args.bot, args.alias)
        base = shares(args.base, args.bot, args.alias) if args.base else None
        if base is not None and base.game != game:
            raise PoolError("the base files are of another game")
        pair = paired(got, base.shares) if base is not None else None
    except (PoolError, ValueError) as e:
        print(f"pooled.py: {e}", file=sys.stderr)
        return 2
    wins = sum(s for _, s in got)
    low, high = wilson_interval(wins, len(got))
    print(
        f"{game}: {args.bot} {wins:g} of {len(got)} games = {wins / len(got):.3f} "
        f"(Wilson 95% {low:.3f}–{high:.3f}) over {len(args.files)} file(s)"
    )
    if repeated:
        print(f"  {repeated} game(s) found again in a later file, the same, counted once")
    by_deal = _by_deal(got)
    if len(by_deal) < len(got):
        m, lo, hi = mean_interval([fmean(v) for v in by_deal.values()])
        print(f"  per deal: {len(by_deal)} deals, mean {m:.3f} (normal 95% {lo:.3f}–{hi:.3f})")
    if pair is not None:
        deals, m, lo, hi = pair
        print(
            f"  paired with the base, {deals} deals: {m:+.3f} (normal 95% {lo:+.3f} to {hi:+.3f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
