"""What the keyed generator of a server table costs: engine speed, 128-bit seed vs small.

Seeds below 2**64 draw from SplitMix64; a live server table's seed (``1 << 128 |
secrets.randbits(128)``) draws from BLAKE2b in counter mode (``stil/core/rng.py``). For
each game this plays seeded random games to the end, interleaving the two kinds of seed,
and reports decisions per second (CPU time) and µs per ``clone()`` of a mid-game state;
the moves are chosen by a separate small-seed generator, so both kinds play games of the
same shape.

    PYTHONPATH=src python benchmarks/seeds.py [--seconds 2] [--games cabbage,princes]
"""

from __future__ import annotations

import argparse
import statistics
import time

import stil
from stil.core import Rng

BIG = 1 << 128


def playouts(game_id: str, players: int, base: int, budget: float) -> float:
    """Decisions per CPU second over whole random games seeded ``base + 1, base + 2, …``."""
    game = stil.game(game_id)
    moves = Rng(99)
    decisions, spent, n = 0, 0.0, 0
    while spent < budget:
        n += 1
        start = time.process_time()
        state = game.new(players, base + n)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[moves.below(len(legal))])
            decisions += 1
        spent += time.process_time() - start
    return decisions / spent


def clone_us(game_id: str, players: int, base: int, rounds: int = 2000) -> float:
    game = stil.game(game_id)
    state = game.new(players, base + 1)
    moves = Rng(5)
    for _ in range(20):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[moves.below(len(legal))])
    start = time.process_time()
    for _ in range(rounds):
        state.clone()
    return (time.process_time() - start) / rounds * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per figure")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--games", default=",".join(stil.games()))
    args = parser.parse_args()
    print(
        f"{'game':10} {'small dec/s':>12} {'128-bit dec/s':>14} {'ratio':>6} "
        f"{'clone µs small':>15} {'128-bit':>8}"
    )
    for gid in args.games.split(","):
        players = max(2, stil.game(gid).spec.min_players)
        small, big = [], []
        for _ in range(args.repeats):
            small.append(playouts(gid, players, 0, args.seconds / args.repeats))
            big.append(playouts(gid, players, BIG, args.seconds / args.repeats))
        s, b = statistics.median(small), statistics.median(big)
        cs, cb = clone_us(gid, players, 0), clone_us(gid, players, BIG)
        print(f"{gid:10} {s:12,.0f} {b:14,.0f} {b / s:6.2f} {cs:15.1f} {cb:8.1f}")


if __name__ == "__main__":
    main()
