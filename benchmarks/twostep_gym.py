"""Catboxes' Gymnasium env, flat (218,575-wide mask) against two steps (issue 41).

Random legal games, the learner in seat 0 against the random bot, each choice drawn from
``env.action_masks()`` (what MaskablePPO reads) after every ``step`` (whose observation
and info carry the mask too). The two envs take turns, a round each, in one process;
time is the process's CPU time. Reported per env: ``env.step`` calls a second, and moves
a second (the learner's actions the engine played: a flat step is one, a two-step move
one or two steps).

    .venv/bin/python benchmarks/twostep_gym.py [--game catboxes] [--rounds 5] [--seconds 2]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np

from stil.rl import StilGymEnv, legal_in
from stil.rl.twostep import StilTwoStepGymEnv, TwoStep


def run(env: Any, seconds: float, seed: int) -> tuple[int, int, float]:
    """Games from ``seed`` on until ``seconds`` of CPU time: steps, moves, CPU seconds."""
    rng = np.random.default_rng(seed)
    two = getattr(env, "two", None)
    steps = moves = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        env.reset(seed=seed)
        seed += 1
        terminated = False
        while not terminated:
            choice = int(rng.choice(legal_in(env.action_masks())))
            if two is None or env.head is not None or choice in two.single:
                moves += 1
            _, _, terminated, _, _ = env.step(choice)
            steps += 1
    return steps, moves, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="catboxes")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds a round")
    args = parser.parse_args()
    two = TwoStep.of(args.game)  # worked out once per process, not timed
    envs = {
        "flat StilGymEnv": StilGymEnv(args.game, args.players),
        "two-step StilTwoStepGymEnv": StilTwoStepGymEnv(args.game, args.players),
    }
    print(
        f"{args.game}, {args.players} players: flat mask {envs['flat StilGymEnv'].action_space}, "
        f"two steps Discrete({two.n}) ({two.n_heads} heads, {two.n_tails} tails)"
    )
    totals = {name: [0, 0, 0.0] for name in envs}
    for r in range(args.rounds):
        for name, env in envs.items():
            steps, moves, cpu = run(env, args.seconds, 1000 * r)
            t = totals[name]
            t[0], t[1], t[2] = t[0] + steps, t[1] + moves, t[2] + cpu
            print(f"  round {r} {name}: {steps / cpu:,.0f} steps/s, {moves / cpu:,.0f} moves/s")
    for name, (steps, moves, cpu) in totals.items():
        print(
            f"{name}: {steps / cpu:,.0f} steps/s, {moves / cpu:,.0f} moves/s "
            f"({steps:,} steps, {moves:,} moves, {cpu:.1f} s CPU)"
        )


if __name__ == "__main__":
    main()
