"""How honest is the review's chance? (docs/bots.md, "Bots that teach").

Plays ``--games`` heuristic-vs-heuristic games on deals no evaluation was trained on (seeds
from ``--seed``, far above the training runs' deal seeds, which are ``seed * 1_000_003 +
number`` with small seeds), and after every move takes each seat's chance as the review
takes it (``stil.bots.teach.chance``: the learned evaluation on that seat's own view; where
the game has no model for the player count, ``teach.sampled_chance``: that view's deals
played out at random, ``teach.PLAYOUTS`` of them, as the review does within its budget). Each
chance is paired with that seat's final share of the win; the report gives, per game and
player count, the Brier score against a constant guess of 1/players, and the calibration:
in each band of predicted chance, the mean prediction beside the share actually won.

    PYTHONPATH=src python benchmarks/review_calibration.py --games 100 --players 2 \
        --json benchmarks/results/review-calibration.jsonl
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from pathlib import Path

import stil
from stil.bots import make_bot, teach
from stil.core import Rng

BANDS = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001]


def measure(game_id: str, players: int, games: int, seed: int) -> dict[str, object]:
    model = teach.model_for(game_id, players)
    game = stil.game(game_id)
    bot = make_bot("heuristic", game_id)
    pairs: list[tuple[float, float]] = []
    start = time.process_time()
    for n in range(games):
        deal = seed + n
        state = game.new(players=players, seed=deal)
        rng = Rng(deal)
        said: list[list[float]] = [[] for _ in range(players)]
        while not state.is_over:
            for s in range(players):
                if model is not None:
                    said[s].append(teach.chance(game_id, state, s, model))
                else:
                    deals = Rng(deal * 1_000_003 + len(said[s]) * 31 + s)
                    said[s].append(teach.sampled_chance(state.view(s), deals, teach.PLAYOUTS))
            legal = state.legal_actions()
            seat = state.to_act
            assert seat is not None
            state.apply(legal[0] if len(legal) == 1 else bot.choose(state.view(seat), legal, rng))
        winners = state.winners()
        for s in range(players):
            share = 1.0 / len(winners) if s in winners else 0.0
            pairs.extend((p, share) for p in said[s])
    brier = sum((p - y) ** 2 for p, y in pairs) / len(pairs)
    constant = sum((1 / players - y) ** 2 for _, y in pairs) / len(pairs)
    bands = []
    for lo, hi in itertools.pairwise(BANDS):
        inside = [(p, y) for p, y in pairs if lo <= p < hi]
        if inside:
            bands.append(
                {
                    "band": f"{lo:.1f}-{min(hi, 1):.1f}",
                    "n": len(inside),
                    "predicted": round(sum(p for p, _ in inside) / len(inside), 3),
                    "won": round(sum(y for _, y in inside) / len(inside), 3),
                }
            )
    return {
        "game": game_id,
        "players": players,
        "by": "evaluation" if model is not None else f"{teach.PLAYOUTS} playouts",
        "games": games,
        "seed": seed,
        "chances": len(pairs),
        "brier": round(brier, 4),
        "brier_constant": round(constant, 4),
        "bands": bands,
        "cpu_s": round(time.process_time() - start, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, nargs="+", default=[2])
    parser.add_argument("--game", nargs="+", default=stil.games())
    parser.add_argument("--seed", type=int, default=10**9)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    for game_id in args.game:
        for players in args.players:
            row = measure(game_id, players, args.games, args.seed)
            print(
                f"{game_id} {players}p ({row['by']}): Brier {row['brier']} "
                f"(constant {row['brier_constant']}), "
                f"{row['chances']} chances, {row['cpu_s']} s CPU"
            )
            for b in row["bands"]:  # type: ignore[attr-defined]
                print(f"   {b['band']}: predicted {b['predicted']}, won {b['won']} (n={b['n']})")
            if args.json:
                with args.json.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
