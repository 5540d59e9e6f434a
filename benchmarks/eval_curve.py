"""Would more training games help the learned evaluation? Its learning curve.

One run of ``--games`` heuristic-vs-heuristic training games (``stil.bots.evaluation.simulate``
with a generator per game, so ``--workers`` changes nothing but the time), the last fifth
held out. The logistic regression that ships (``fit``) is trained on the first 1/8, 1/4,
1/2 and all of the other games, and scored on the same held-out games each time; its log-loss
on its own training rows beside it shows how far it could still gain (when the two meet, the
model is saturated: more games give the same model). ``--mlp H`` adds a tiny NumPy MLP (one
hidden layer of H ReLU units, Adam, weight decay, the epoch with the best log-loss on a
tenth of the training games kept), to see whether a richer model would use more data.

    PYTHONPATH=src python benchmarks/eval_curve.py --game cabbage --games 2500 --workers 2
    PYTHONPATH=src python benchmarks/eval_curve.py --game princes --games 2500 --mlp 16

Writes one JSON line per model and size to ``--json`` if given; docs/bots.md has the table.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any, NamedTuple

import numpy as np

from stil.bots.evaluation import HELD_OUT, fit, log_loss, simulate


class Mlp(NamedTuple):
    """``sigmoid(relu(z @ w1 + b1) @ w2 + b2)`` on standardized features ``z``."""

    mean: np.ndarray
    scale: np.ndarray
    w1: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: float

    def win(self, x: np.ndarray) -> np.ndarray:
        h = np.maximum(((x - self.mean) / self.scale) @ self.w1 + self.b1, 0.0)
        out: np.ndarray = 1.0 / (1.0 + np.exp(-np.clip(h @ self.w2 + self.b2, -30, 30)))
        return out


def train_mlp(
    x: np.ndarray,
    y: np.ndarray,
    xv: np.ndarray,
    yv: np.ndarray,
    hidden: int,
    *,
    epochs: int = 8,
    lr: float = 1e-3,
    decay: float = 1e-4,
    batch: int = 256,
    seed: int = 0,
) -> Mlp:
    """Adam on the soft targets' cross-entropy; the epoch best on ``xv, yv`` is returned."""
    rng = np.random.default_rng(seed)
    mean = x.mean(axis=0, dtype=np.float64)
    scale = x.std(axis=0, dtype=np.float64)
    scale[scale < 1e-9] = 1.0
    z_all = ((x - mean) / scale).astype(np.float32)
    width = x.shape[1]
    params = [
        (rng.normal(size=(width, hidden)) * np.sqrt(2 / width)).astype(np.float32),
        np.zeros(hidden, np.float32),
        (rng.normal(size=hidden) * np.sqrt(1 / hidden)).astype(np.float32),
        np.zeros(1, np.float32),
    ]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    steps = 0
    best: tuple[float, Mlp] | None = None
    for _ in range(epochs):
        order = rng.permutation(len(z_all))
        for start in range(0, len(order), batch):
            rows = order[start : start + batch]
            z, target = z_all[rows], y[rows].astype(np.float32)
            a = z @ params[0] + params[1]
            h = np.maximum(a, 0.0)
            p = 1.0 / (1.0 + np.exp(-np.clip(h @ params[2] + params[3][0], -30, 30)))
            g = (p - target) / len(rows)
            back = np.outer(g, params[2]) * (a > 0)
            grads = [
                z.T @ back + decay * params[0],
                back.sum(axis=0),
                h.T @ g + decay * params[2],
                np.array([g.sum()], np.float32),
            ]
            steps += 1
            for k, (param, grad) in enumerate(zip(params, grads, strict=True)):
                first[k] = 0.9 * first[k] + 0.1 * grad
                second[k] = 0.999 * second[k] + 0.001 * grad * grad
                lead = first[k] / (1 - 0.9**steps)
                spread = second[k] / (1 - 0.999**steps)
                param -= lr * lead / (np.sqrt(spread) + 1e-8)
        model = Mlp(
            mean, scale, params[0].copy(), params[1].copy(), params[2].copy(), float(params[3][0])
        )
        loss = log_loss(model.win(xv), yv)
        if best is None or loss < best[0]:
            best = (loss, model)
    assert best is not None
    return best[1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--games", type=int, default=2500)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--every", type=int, default=5)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--mlp", type=int, nargs="*", default=[], help="hidden units, per MLP")
    ap.add_argument("--json", help="append one JSON line per model and size")
    args = ap.parse_args(argv)

    began = time.perf_counter()
    x, y, origin = simulate(
        args.game,
        args.games,
        args.seed,
        args.players,
        streams="game",
        every=args.every,
        workers=args.workers,
    )
    played = time.perf_counter() - began
    cut = int(args.games * (1 - HELD_OUT))
    held = origin >= cut
    constant = log_loss(float(y[held].mean()), y[held])
    print(
        f"{args.game}, {args.players} players: {args.games} games ({len(x):,} positions, "
        f"{x.shape[1]} features) in {played:.0f} s; held out: the last {args.games - cut} "
        f"games, {int(held.sum()):,} positions; a constant guess's log-loss {constant:.4f}"
    )
    print("| model | training games | positions | held-out log-loss | training log-loss |")
    print("|---|---:|---:|---:|---:|")
    lines = []

    def scored(name: str, model: Any, games: int, rows: np.ndarray) -> None:
        """One model's line: its held-out and training log-loss, printed and kept."""
        row = {
            "game": args.game,
            "players": args.players,
            "model": name,
            "games": games,
            "positions": int(rows.sum()),
            "held_out": log_loss(model.win(x[held]), y[held]),
            "training": log_loss(model.win(x[rows]), y[rows]),
            "constant": constant,
            "seed": args.seed,
        }
        lines.append(row)
        print(
            f"| {name} | {games:,} | {row['positions']:,} | {row['held_out']:.4f} | "
            f"{row['training']:.4f} |",
            flush=True,
        )

    for share in (0.125, 0.25, 0.5, 1.0):
        games = max(1, int(cut * share))
        rows = origin < games
        scored(f"linear (l2 {args.l2:g})", fit(x[rows], y[rows], args.l2), games, rows)
    for hidden in args.mlp:
        # a tenth of the training games chooses the epoch; the model learns on the rest
        stop = int(cut * 0.9)
        rows, check = origin < stop, (origin >= stop) & (origin < cut)
        mlp = train_mlp(x[rows], y[rows], x[check], y[check], hidden, seed=args.seed)
        scored(f"MLP, {hidden} hidden", mlp, stop, rows)
    if args.json:
        with open(args.json, "a", encoding="utf-8") as out:
            for row in lines:
                out.write(json.dumps(row) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
