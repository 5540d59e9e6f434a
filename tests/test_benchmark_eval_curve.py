"""``benchmarks/eval_curve.py``: the learned evaluation's learning curve, and the small MLP
it compares the shipped logistic regression with."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from .benchmark_scripts import load_script


def test_the_mlp_learns_what_a_line_cannot() -> None:
    curve = load_script("eval_curve.py")
    rng = np.random.default_rng(1)
    x = rng.normal(size=(3000, 2))
    y = ((x[:, 0] * x[:, 1]) > 0).astype(float)  # a checkerboard: no line separates it
    train, check, held = slice(0, 2000), slice(2000, 2500), slice(2500, 3000)
    mlp = curve.train_mlp(x[train], y[train], x[check], y[check], 16, epochs=20, lr=1e-2)
    constant = curve.log_loss(np.full(500, y[held].mean()), y[held])
    assert curve.log_loss(mlp.win(x[held]), y[held]) < 0.6 * constant


def test_a_curve_on_a_tiny_budget(tmp_path: Path, capsys: object) -> None:
    curve = load_script("eval_curve.py")
    out = tmp_path / "curve.jsonl"
    assert curve.main(["--game", "cabbage", "--games", "10", "--mlp", "4", "--json", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["model"] for r in rows] == ["linear (l2 1)"] * 4 + ["MLP, 4 hidden"]
    assert [r["games"] for r in rows[:4]] == [1, 2, 4, 8]
    assert all(r["held_out"] > 0 and r["constant"] > 0 for r in rows)
