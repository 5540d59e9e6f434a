"""A learned evaluation of a position, from each seat's *view* of it only.

The search bot's playouts are cut after a few moves and the position where they stop is
judged by a small model instead of being played to the end at random: per seat, a logistic
regression over the game's RL encoding of that seat's view (``stil.rl.encoding``) gives the
chance that the seat wins. The search applies it to the deal it is exploring (a
determinization), whose seat views are observations of that deal, so the model never reads
a real game's hidden cards, nor any state's: only the features an observation gives.

The weights are fitted by :func:`train` on heuristic-vs-heuristic games (with a little
noise, so that the positions are varied) and ship as a small ``.npz`` per game, in the
game's package, named by its parts' ``evaluation`` (``stil train-eval GAME`` writes it).

>>> import stil
>>> model = train("cabbage", games=6, seed=1)
>>> s = stil.game("cabbage").new(players=2, seed=3)
>>> values = model.values(s)
>>> len(values), abs(sum(values) - 1) < 1e-9
(2, True)
"""

from __future__ import annotations

import io
import json
import time
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from stil.bots.plain import plain_bot
from stil.core import Action, Observation, Rng, State
from stil.core.registry import game as get_game
from stil.core.registry import package, parts

#: The L2 penalty on the (standardized) weights; keeps a tiny training set from overfitting.
L2 = 1.0
#: Newton steps of the fit (logistic regression converges in a handful).
STEPS = 12
#: Chance that a training game's heuristic plays a random legal move instead.
NOISE = 0.1
#: A position is recorded every ``EVERY`` moves (and its seats' views with it).
EVERY = 5
#: Share of the training games held out to measure the fit.
HELD_OUT = 0.2


class EvaluationError(ValueError):
    """An evaluation file that does not fit the game, or a training request that cannot run."""


@dataclass(frozen=True)
class Linear:
    """One player count's model: ``sigmoid(((x - mean) / scale) @ weights + bias)``."""

    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: float

    def win(self, features: np.ndarray) -> np.ndarray:
        """Each row's chance of winning, from its seat's features."""
        z = ((features - self.mean) / self.scale) @ self.weights + self.bias
        out: np.ndarray = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
        return out


@dataclass(frozen=True)
class Evaluation:
    """A game's learned evaluation, by player count, with how each count's model was made
    (``runs``: the training run's game count, seed, scores, command...)."""

    game_id: str
    models: dict[int, Linear]
    runs: dict[int, dict[str, Any]] = field(default_factory=dict)

    def values(self, state: State) -> list[float]:
        """Per seat, its share of the win as the model sees it from each seat's view
        (the seats' chances, normalized to sum to 1)."""
        model = self.models.get(state.players)
        if model is None:
            raise EvaluationError(f"{self.game_id}: no model for {state.players} players")
        rows = np.stack(
            [state_features(self.game_id, state, seat) for seat in range(state.players)]
        )
        win = model.win(rows)
        total = float(win.sum())
        if total <= 0:
            return [1.0 / state.players] * state.players
        return [float(w) / total for w in win]

    def merged(self, other: Evaluation) -> Evaluation:
        """These models and ``other``'s in one file (``other``'s where both have a player
        count): each count is trained on its own games.

        >>> a, b = train("cabbage", games=3, seed=1), train("cabbage", games=3, seed=1, players=3)
        >>> sorted(a.merged(b).models), sorted(a.merged(b).runs)
        ([2, 3], [2, 3])
        """
        if other.game_id != self.game_id:
            raise EvaluationError(f"cannot merge {other.game_id!r} into {self.game_id!r}")
        return Evaluation(
            self.game_id, {**self.models, **other.models}, {**self.runs, **other.runs}
        )

    def save(self, path: Path) -> None:
        meta = {"game": self.game_id, "runs": {str(n): run for n, run in self.runs.items()}}
        arrays: dict[str, np.ndarray] = {"meta": np.array(json.dumps(meta, sort_keys=True))}
        for n, m in self.models.items():
            arrays[f"mean{n}"] = m.mean
            arrays[f"scale{n}"] = m.scale
            arrays[f"weights{n}"] = m.weights
            arrays[f"bias{n}"] = np.array(m.bias)
        buffer = io.BytesIO()
        np.savez_compressed(buffer, **arrays)  # type: ignore[arg-type]
        path.write_bytes(buffer.getvalue())

    @classmethod
    def load(cls, game_id: str, data: bytes) -> Evaluation:
        """The evaluation in ``data`` (a file :meth:`save` wrote); anything else, a truncated
        or foreign file included, is an :class:`EvaluationError` naming what is wrong.

        >>> Evaluation.load("cabbage", b"PK\\x03\\x04 cut short")
        Traceback (most recent call last):
        ...
        stil.bots.evaluation.EvaluationError: not an evaluation file: File is not a zip file
        """
        try:
            return cls._load(game_id, data)
        except EvaluationError:
            raise
        except (zipfile.BadZipFile, ValueError, KeyError, OSError, EOFError) as e:
            # numpy reports a bad archive by the zip module's own error, not a ValueError
            raise EvaluationError(f"not an evaluation file: {e}") from None

    @classmethod
    def _load(cls, game_id: str, data: bytes) -> Evaluation:
        with np.load(io.BytesIO(data), allow_pickle=False) as found:
            meta = json.loads(str(found["meta"]))
            if meta.get("game") != game_id:
                raise EvaluationError(f"evaluation of {meta.get('game')!r}, not {game_id!r}")
            models = {
                int(key[len("weights") :]): Linear(
                    found[f"mean{key[7:]}"],
                    found[f"scale{key[7:]}"],
                    found[key],
                    float(found[f"bias{key[7:]}"]),
                )
                for key in found.files
                if key.startswith("weights")
            }
        # a file of one training run (before files held several player counts)
        runs = meta["runs"] if "runs" in meta else {str(meta["players"]): meta}
        return cls(game_id, models, {int(n): run for n, run in runs.items()})


@cache
def _encoding(game_id: str) -> Any:
    make = parts(game_id).encoding
    if make is None:
        raise EvaluationError(f"{game_id} has no observation encoder to learn from")
    return make()


def features(observation: Observation) -> np.ndarray:
    """The model's input: the game's own RL encoding of one seat's view (its parts'
    ``encoding``, which ``stil.rl.encoding.encode`` uses too)."""
    vector = _encoding(observation.game).encode(observation.data, observation.seat)
    out: np.ndarray = np.asarray(vector, dtype=np.float64)
    return out


def state_features(game_id: str, state: State, seat: int) -> np.ndarray:
    """:func:`features` of ``seat``'s view of ``state``, read from the state where the game's
    encoding can (``from_state``, proven equal to encoding the view, so no view is built)."""
    encoding = _encoding(game_id)
    if encoding.from_state is None:
        return features(state.view(seat))
    out: np.ndarray = np.asarray(encoding.from_state(state, seat), dtype=np.float64)
    return out


def path_of(game_id: str) -> Path | None:
    """Where ``game_id``'s evaluation file lives (its parts' ``evaluation``), if it has one."""
    name = parts(game_id).evaluation
    if name is None:
        return None
    return Path(str(resources.files(package(game_id)).joinpath(name)))


@cache
def shipped(game_id: str) -> Evaluation | None:
    """The evaluation that ships with ``game_id``, or ``None`` (not trained yet)."""
    path = path_of(game_id)
    if path is None or not path.is_file():
        return None
    return Evaluation.load(game_id, path.read_bytes())


# -- training ------------------------------------------------------------------------------
def _noisy_choice(bot: Any, state: State, legal: Sequence[Action], rng: Rng) -> Action:
    if rng.random() < NOISE:
        return legal[rng.below(len(legal))]
    seat = state.to_act
    assert seat is not None
    choice: Action = bot.choose(state.view(seat), legal, rng)
    return choice


def simulate(
    game_id: str, games: int, seed: int, players: int = 2
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Heuristic-vs-heuristic games (each move random with chance ``NOISE``): the features
    of every seat's view every ``EVERY`` moves, each seat's final share of the win, and the
    game each row came from."""
    g = get_game(game_id)
    bot = plain_bot("heuristic", game_id)
    rows: list[np.ndarray] = []
    targets: list[float] = []
    origin: list[int] = []
    rng = Rng(seed)
    for number in range(games):
        state = g.new(players=players, seed=seed * 1_000_003 + number)
        taken: list[np.ndarray] = []
        step = 0
        while not state.is_over:
            legal = state.legal_actions()
            if step % EVERY == EVERY - 1:
                taken.extend(state_features(game_id, state, s) for s in range(players))
            action = legal[0] if len(legal) == 1 else _noisy_choice(bot, state, legal, rng)
            state.apply(action)
            step += 1
        winners = state.winners()
        share = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
        for i, row in enumerate(taken):
            rows.append(row)
            targets.append(share[i % players])
            origin.append(number)
    if not rows:
        raise EvaluationError(f"{game_id}: {games} games gave no positions")
    return np.stack(rows), np.array(targets), np.array(origin)


def fit(x: np.ndarray, y: np.ndarray, l2: float = L2) -> Linear:
    """Logistic regression (soft targets, L2 penalty) by Newton's method, on standardized
    features; a constant feature gets scale 1 and weight 0."""
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    z = np.hstack([(x - mean) / scale, np.ones((len(x), 1))])
    w = np.zeros(z.shape[1])
    penalty = np.full(z.shape[1], l2)
    penalty[-1] = 0.0
    for _ in range(STEPS):
        p = 1.0 / (1.0 + np.exp(-np.clip(z @ w, -30, 30)))
        grad = z.T @ (p - y) + penalty * w
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-8:
            break
    return Linear(mean, scale, w[:-1].copy(), float(w[-1]))


def _scores(model: Linear, x: np.ndarray, y: np.ndarray) -> dict[str, float]:
    p = np.clip(model.win(x), 1e-9, 1 - 1e-9)
    base = float(np.clip(y.mean(), 1e-9, 1 - 1e-9))
    return {
        "log_loss": float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean()),
        "log_loss_constant": float(-(y * np.log(base) + (1 - y) * np.log(1 - base)).mean()),
        "accuracy": float(((p > 0.5) == (y > 0.5)).mean()),
    }


def train(game_id: str, games: int, seed: int = 0, players: int = 2, l2: float = L2) -> Evaluation:
    """Simulate ``games`` games, fit on the first 80% and score on the rest, then refit on
    all of them; the scores, the budget and the time go in the model's ``runs``. A small
    budget wants a larger ``l2`` (the encodings have 100–700 features)."""
    if games < 2:
        raise EvaluationError("training needs at least 2 games (one is held out)")
    started = time.process_time()
    x, y, origin = simulate(game_id, games, seed, players)
    cut = max(1, int(games * (1 - HELD_OUT)))
    train_rows, test_rows = origin < cut, origin >= cut
    held_out = _scores(fit(x[train_rows], y[train_rows], l2), x[test_rows], y[test_rows])
    model = fit(x, y, l2)
    meta = {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "positions": len(x),
        "noise": NOISE,
        "every": EVERY,
        "l2": l2,
        "held_out_games": games - cut,
        "held_out": held_out,
        "cpu_seconds": round(time.process_time() - started, 1),
        "made": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "command": f"stil train-eval {game_id} --games {games} --seed {seed} "
        f"--players {players} --l2 {l2:g}",
    }
    return Evaluation(game_id, {players: model}, {players: meta})


__all__ = [
    "Evaluation",
    "EvaluationError",
    "Linear",
    "features",
    "fit",
    "path_of",
    "shipped",
    "simulate",
    "state_features",
    "train",
]
