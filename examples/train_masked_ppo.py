"""Train a masked-PPO agent on one Stil game against the random bot, on the CPU.

sb3-contrib's ``MaskablePPO`` (PyTorch) learns on ``stil.rl.StilVectorEnv`` (all training
tables in one object, batched arrays; ``--processes 2`` spreads them over worker
processes), seen through Stable-Baselines3's ``VecEnv`` interface: the learner
sits in one seat, the random bot plays the others, illegal actions are masked out of the
policy's distribution by the environment's action mask, and the reward is +1 for a win,
-1 for a loss, 0 for a full tie (a shared win 1/k), at the end of the game. Half the
training tables put the learner in seat 0, half in the last seat.

Training stops on a time budget (or a number of learner decisions). Then the agent and,
as the baseline, the random bot play the same seeded evaluation deals (never used in
training; half in each seat) against the random bot, and the script prints both win rates
with Wilson 95% intervals::

    pip install -e '.[train]'          # CPU torch first: see docs/rl.md
    python examples/train_masked_ppo.py --game cabbage --minutes 3

See docs/rl.md for what the numbers looked like.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import VecEnv

from stil.rl import StilGymEnv, StilProcVectorEnv, StilVectorEnv, legal_in
from stil.sim.match import wilson_interval

#: Evaluation deals, far from any seed a training table draws (those come from its own
#: generator, seeded by ``--seed``).
EVAL_SEED_BASE = 1_000_000_000


class Learner(gymnasium.ObservationWrapper[Any, Any, Any]):
    """The learner's table for a vector policy: the observation vector alone (the mask
    travels by :meth:`action_masks`, which MaskablePPO asks for each step), and the
    learner's seat in every ``info``."""

    def __init__(self, env: StilGymEnv) -> None:
        super().__init__(env)
        self.table = env
        self.observation_space = env.observation_space["observation"]

    def observation(self, observation: dict[str, np.ndarray]) -> np.ndarray:
        vec: np.ndarray = observation["observation"]
        return vec

    def step(self, action: Any) -> tuple[Any, Any, bool, bool, dict[str, Any]]:
        obs, reward, terminated, truncated, info = super().step(action)
        info["seat"] = self.table.seat
        return obs, reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self.table.action_masks()


def win_share(info: dict[str, Any]) -> float:
    """The learner's share of the win, from a finished game's ``info``."""
    winners = info["winners"]
    return 1 / len(winners) if info["seat"] in winners else 0.0


def make_table(game_id: str, players: int, seat: int, opponents: str = "random") -> Learner:
    """A learner's table; an action off the mask raises (a masked policy never plays one)."""
    env = StilGymEnv(game_id, players, seat=seat, opponents=opponents, illegal_action="raise")
    return Learner(env)


class Tables(VecEnv):
    """Stable-Baselines3's ``VecEnv`` over a :class:`stil.rl.StilVectorEnv`: the
    observation vectors alone (the masks go by ``env_method("action_masks")``, which
    MaskablePPO asks for each step), one info dict per table with the learner's ``seat``
    and, when its game ended, ``winners``, ``scores`` and SB3's ``terminal_observation``.
    Both autoreset in the same step, so nothing else is needed."""

    render_mode = None

    def __init__(self, env: StilVectorEnv) -> None:
        self.env = env
        space = env.single_observation_space["observation"]
        self._seeds_next: list[int | None] = [None] * env.num_envs
        self._actions = np.zeros(env.num_envs, dtype=np.int64)
        super().__init__(env.num_envs, space, env.single_action_space)

    def seed(self, seed: int | None = None) -> list[int | None]:
        self._seeds_next = [None if seed is None else seed + i for i in range(self.num_envs)]
        return list(self._seeds_next)

    def reset(self) -> np.ndarray:
        seeds = self._seeds_next
        obs, _ = self.env.reset(seed=None if None in seeds else seeds)
        self._seeds_next = [None] * self.num_envs
        vec: np.ndarray = obs["observation"]
        return vec

    def step_async(self, actions: np.ndarray) -> None:
        self._actions = np.asarray(actions, dtype=np.int64).reshape(self.num_envs)

    def step_wait(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[dict[str, Any]]]:
        obs, rewards, terminated, truncated, infos = self.env.step(self._actions)
        dones = terminated | truncated
        out: list[dict[str, Any]] = [{"seat": int(s)} for s in self.env.seats]
        for i in np.flatnonzero(dones):
            final = infos["final_info"]
            out[i]["winners"] = final["winners"][i]
            out[i]["scores"] = final["scores"][i]
            out[i]["terminal_observation"] = infos["final_obs"][i]["observation"]
            out[i]["TimeLimit.truncated"] = bool(truncated[i] and not terminated[i])
        return obs["observation"], rewards.astype(np.float32), dones, out

    def close(self) -> None:
        self.env.close()

    def action_masks(self) -> np.ndarray:
        return self.env.action_masks()

    def _indices(self, indices: Any) -> list[int]:
        if indices is None:
            return list(range(self.num_envs))
        return [indices] if isinstance(indices, int) else list(indices)

    def get_attr(self, attr_name: str, indices: Any = None) -> list[Any]:
        value = getattr(self, attr_name)
        return [value for _ in self._indices(indices)]

    def set_attr(self, attr_name: str, value: Any, indices: Any = None) -> None:
        setattr(self, attr_name, value)

    def env_method(
        self, method_name: str, *method_args: Any, indices: Any = None, **method_kwargs: Any
    ) -> list[Any]:
        if method_name == "action_masks":  # one row per table
            masks = self.action_masks()
            return [masks[i] for i in self._indices(indices)]
        result = getattr(self, method_name)(*method_args, **method_kwargs)
        return [result for _ in self._indices(indices)]

    def env_is_wrapped(self, wrapper_class: Any, indices: Any = None) -> list[bool]:
        return [False for _ in self._indices(indices)]


class TimeBudget(BaseCallback):
    """Stops training after ``seconds``, counting finished games and the learner's wins."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds
        self.start = 0.0
        self.games = 0
        self.wins = 0.0

    def _on_training_start(self) -> None:
        self.start = time.monotonic()

    def _on_step(self) -> bool:
        for done, info in zip(self.locals["dones"], self.locals["infos"], strict=True):
            if done:
                self.games += 1
                self.wins += win_share(info)
        return time.monotonic() - self.start < self.seconds


@dataclass
class Result:
    model: MaskablePPO
    seconds: float
    timesteps: int
    games: int
    train_win_rate: float


def train(
    game_id: str = "cabbage",
    players: int = 2,
    seconds: float = 180.0,
    total_timesteps: int = 10**9,
    seed: int = 0,
    n_envs: int = 4,
    n_steps: int = 256,
    hidden: int = 64,
    learning_rate: float = 3e-4,
    verbose: int = 0,
    processes: int = 1,
) -> Result:
    """Train MaskablePPO against the random bot until ``seconds`` or ``total_timesteps``
    (learner decisions), whichever comes first; ``processes`` > 1 steps the tables in
    that many worker processes."""
    torch.manual_seed(seed)
    seats = [0 if i % 2 == 0 else players - 1 for i in range(n_envs)]
    kwargs: dict[str, Any] = {"seat": seats, "opponents": "random", "illegal_action": "raise"}
    if processes > 1:
        tables = StilProcVectorEnv(game_id, n_envs, players, processes=processes, **kwargs)
    else:
        tables = StilVectorEnv(game_id, n_envs, players, **kwargs)
    venv = Tables(tables)
    venv.seed(seed)
    model = MaskablePPO(
        "MlpPolicy",
        venv,
        n_steps=n_steps,
        batch_size=256,
        n_epochs=4,
        learning_rate=learning_rate,
        gamma=1.0,
        ent_coef=0.01,
        policy_kwargs={"net_arch": [hidden, hidden]},
        seed=seed,
        device="cpu",
        verbose=verbose,
    )
    budget = TimeBudget(seconds)
    start = time.monotonic()
    try:
        model.learn(total_timesteps=total_timesteps, callback=budget)
    finally:
        venv.close()
    elapsed = time.monotonic() - start
    rate = budget.wins / budget.games if budget.games else float("nan")
    return Result(model, elapsed, model.num_timesteps, budget.games, rate)


Policy = Callable[[np.ndarray, np.ndarray], int]


def evaluate(
    game_id: str, players: int, policy: Policy, games: int, opponents: str = "random"
) -> tuple[float, float, float]:
    """Win share of ``policy`` over ``games`` seeded deals (half in seat 0, half in the last
    seat): the rate and its Wilson 95% interval."""
    tables = [make_table(game_id, players, s, opponents) for s in (0, players - 1)]
    wins = 0.0
    for i in range(games):
        table = tables[i % 2]
        obs, _ = table.reset(seed=EVAL_SEED_BASE + i)
        while True:
            action = policy(obs, table.action_masks())
            obs, _, terminated, truncated, info = table.step(action)
            if terminated or truncated:
                break
        wins += win_share(info)
    low, high = wilson_interval(wins, games)
    return wins / games, low, high


def model_policy(model: MaskablePPO) -> Policy:
    def act(obs: np.ndarray, mask: np.ndarray) -> int:
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        return int(action)

    return act


def random_policy(seed: int) -> Policy:
    rng = np.random.default_rng(seed)

    def act(obs: np.ndarray, mask: np.ndarray) -> int:
        return int(rng.choice(legal_in(mask)))

    return act


def _line(name: str, rate: tuple[float, float, float], games: int) -> str:
    r, low, high = rate
    return f"{name}: win rate {r:.3f} (95% CI {low:.3f}–{high:.3f}) over {games} games"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="cabbage")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--minutes", type=float, default=3.0, help="training time budget")
    parser.add_argument(
        "--timesteps",
        type=int,
        default=10**9,
        help="learner decisions to train on (stops at whichever budget comes first)",
    )
    parser.add_argument("--eval-games", type=int, default=400)
    parser.add_argument("--envs", type=int, default=4, help="tables played side by side")
    parser.add_argument("--processes", type=int, default=1, help="worker processes")
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    parser.add_argument(
        "--vs-heuristic", action="store_true", help="also evaluate against the heuristic bot"
    )
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    game_id, players, n = args.game, args.players, args.eval_games
    print(f"{game_id}, {players} players: MaskablePPO learner vs the random bot")
    print(_line("random bot (baseline)", evaluate(game_id, players, random_policy(1), n), n))
    result = train(
        game_id,
        players,
        args.minutes * 60,
        total_timesteps=args.timesteps,
        seed=args.seed,
        n_envs=args.envs,
        hidden=args.hidden,
        processes=args.processes,
    )
    print(
        f"trained {result.timesteps} learner decisions, {result.games} games, in "
        f"{result.seconds:.0f} s (training win rate {result.train_win_rate:.3f})"
    )
    trained = model_policy(result.model)
    print(_line("trained agent, greedy", evaluate(game_id, players, trained, n), n))
    if args.vs_heuristic:  # for scale: a bot the agent never met in training
        rate = evaluate(game_id, players, trained, n, opponents="heuristic")
        print(_line("trained agent vs the heuristic bot", rate, n))


if __name__ == "__main__":
    main()
