"""Where a table step goes: the in-process vector env (``StilVectorEnv``, self-play, flat
actions) against one AEC env, part by part, in µs per table step (wall time,
``time.perf_counter`` around each part; the timers add a little to every part).

- AEC loop: ``observe`` (vector + a fresh mask), ``legal_in`` (the mask read back as
  indices), ``step`` (the engine's move and PettingZoo's records);
- vector env: the table's ``StilAECEnv.step`` (the same move), ``_write_aec`` (the vector
  and the row's writes: mask, legal indices, seat), the rest of the table's step, and the
  batch's own costs (``sample_legal``, checks, clears, copies) shared out per table.

    python benchmarks/vector_parts.py [--games cabbage,kingdoms] [--tables 16] [--steps 20000]

docs/performance.md ("Why the in-process vector env stays below one AEC env") quotes it.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np

import stil
import stil.rl.vector as vector
from stil.core import Rng
from stil.rl import StilAECEnv, legal_in

clock = time.perf_counter


def aec_parts(game_id: str, steps: int) -> dict[str, float]:
    env = StilAECEnv(game_id, 2)
    choose = Rng(1).below
    spent = {"observe": 0.0, "legal_in": 0.0, "step": 0.0}
    n = seed = 0
    start = clock()
    while n < steps:
        env.reset(seed=seed)
        seed += 1
        while not env.terminations[agent := env.agent_selection]:
            t0 = clock()
            obs = env.observe(agent)
            t1 = clock()
            legal = legal_in(obs["action_mask"])
            t2 = clock()
            env.step(int(legal[choose(len(legal))]))
            t3 = clock()
            spent["observe"] += t1 - t0
            spent["legal_in"] += t2 - t1
            spent["step"] += t3 - t2
            n += 1
    total = clock() - start
    return {"total": total / n * 1e6, **{k: v / n * 1e6 for k, v in spent.items()}}


def vector_parts(game_id: str, tables: int, steps: int) -> dict[str, float]:
    spent = {"engine step": 0.0, "_write_aec": 0.0, "table step": 0.0}
    count = [0]
    aec_step, write, table_step = StilAECEnv.step, vector._Table._write_aec, vector._Table.step

    def timed_aec_step(self: Any, action: Any) -> None:
        t0 = clock()
        aec_step(self, action)
        spent["engine step"] += clock() - t0

    def timed_write(self: Any, b: Any) -> None:
        t0 = clock()
        write(self, b)
        spent["_write_aec"] += clock() - t0

    def timed_table_step(self: Any, action: int, b: Any) -> Any:
        t0 = clock()
        out = table_step(self, action, b)
        spent["table step"] += clock() - t0
        count[0] += 1
        return out

    StilAECEnv.step = timed_aec_step  # type: ignore[method-assign]
    vector._Table._write_aec = timed_write  # type: ignore[method-assign]
    vector._Table.step = timed_table_step  # type: ignore[method-assign]
    try:
        env = vector.StilVectorEnv(game_id, tables, 2, opponents="self", copy=False, actions="flat")
        env.reset(seed=1)
        rng = np.random.default_rng(1)
        start = clock()
        while count[0] < steps:
            env.step(env.sample_legal(rng))
        total = clock() - start
        env.close()
    finally:
        StilAECEnv.step = aec_step  # type: ignore[method-assign]
        vector._Table._write_aec = write  # type: ignore[method-assign]
        vector._Table.step = table_step  # type: ignore[method-assign]
    n = count[0]
    out = {"total": total / n * 1e6, **{k: v / n * 1e6 for k, v in spent.items()}}
    out["batch, per table"] = out["total"] - out["table step"]
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=lambda s: s.split(","), default=stil.games())
    p.add_argument("--tables", type=int, default=16)
    p.add_argument("--steps", type=int, default=20000)
    args = p.parse_args()
    for game_id in args.games:
        a = aec_parts(game_id, args.steps)
        v = vector_parts(game_id, args.tables, args.steps)
        parts = ", ".join(f"{k} {x:.1f}" for k, x in a.items() if k != "total")
        print(f"{game_id}: AEC {a['total']:.1f} µs a step ({parts})")
        parts = ", ".join(f"{k} {x:.1f}" for k, x in v.items() if k != "total")
        print(f"{game_id}: vector {v['total']:.1f} µs a table step ({parts})")
        print(f"{game_id}: vector ÷ AEC steps/s {a['total'] / v['total']:.2f}")


if __name__ == "__main__":
    main()
