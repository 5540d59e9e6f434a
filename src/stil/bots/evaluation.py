"""A learned evaluation of a position, from each seat's *view* of it only.

The search bot's playouts are cut after a few moves and the position where they stop is
judged by a small model instead of being played to the end at random: per seat, a logistic
regression over the game's RL encoding of that seat's view (``stil.core.encoding``) gives the
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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from stil.bots.plain import plain_bot
from stil.core import Action, Observation, Rng, State
from stil.core.encoding import encode, layout
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
        rows = np.asarray(_encoding(self.game_id).every_seat(state), dtype=np.float64)
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
    ``encoding``, as ``stil.core.encoding.encode`` fills it from the observation)."""
    _encoding(observation.game)  # a game without one: EvaluationError
    out: np.ndarray = np.asarray(encode(observation, "own"), dtype=np.float64)
    return out


def state_features(game_id: str, state: State, seat: int) -> np.ndarray:
    """:func:`features` of ``seat``'s view of ``state``, filled from the state (the encoder
    reads only what the view shows, so no view is built)."""
    out: np.ndarray = np.asarray(_encoding(game_id).from_state(state, seat), dtype=np.float64)
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


#: How a training run draws its moves' noise: ``"shared"``, one generator for the whole
#: run, game after game (the shipped files were trained so); ``"game"``, a generator per
#: game, so that the games can be played in any order, on any number of workers, with the
#: same rows.
STREAMS = ("shared", "game")
#: Mixed into a game's deal seed for its own noise generator (``streams="game"``), so that
#: the noise is not the deal's stream.
_NOISE_SALT = 0x6E6F697365


def _deal_seed(seed: int, number: int) -> int:
    return seed * 1_000_003 + number


def _play(
    game_id: str, number: int, seed: int, players: int, bot: Any, rng: Rng, every: int
) -> tuple[list[np.ndarray], list[float]]:
    """One training game: each seat's features every ``every`` moves, and each row's seat's
    final share of the win. A table size that needs an option (princes above six) gets it."""
    game = get_game(game_id)
    needed = game.spec.options_for(players)
    state = game.new(players=players, options=needed, seed=_deal_seed(seed, number))
    taken: list[np.ndarray] = []
    step = 0
    while not state.is_over:
        legal = state.legal_actions()
        if step % every == every - 1:
            taken.extend(state_features(game_id, state, s) for s in range(players))
        action = legal[0] if len(legal) == 1 else _noisy_choice(bot, state, legal, rng)
        state.apply(action)
        step += 1
    winners = state.winners()
    share = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    return taken, [share[i % players] for i in range(len(taken))]


def _stacked(
    played: Iterable[tuple[int, tuple[list[np.ndarray], list[float]]]],
    game_id: str,
    players: int,
    dtype: type,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The rows of games ``(number, (rows, shares))`` as arrays: features, targets, and the
    game each row came from."""
    rows: list[np.ndarray] = []
    targets: list[float] = []
    origin: list[int] = []
    for number, (taken, shares) in played:
        rows.extend(taken)
        targets.extend(shares)
        origin.extend([number] * len(taken))
    x: np.ndarray
    if rows:
        x = np.stack(rows).astype(dtype, copy=False)
    else:  # games too short to record a position
        x = np.zeros((0, layout(game_id, players)[-1].end), dtype)
    return x, np.array(targets), np.array(origin, dtype=np.int64)


def _play_range(
    job: tuple[str, range, int, int, int],
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Games ``numbers`` of a run with a generator per game (a worker's share): rows as
    float32, to halve what crosses between processes and what a large run holds."""
    game_id, numbers, seed, players, every = job
    # a fresh bot and generator per game: its rows depend on nothing played before
    played = (
        (
            number,
            _play(
                game_id,
                number,
                seed,
                players,
                plain_bot("heuristic", game_id),
                Rng(_deal_seed(seed, number) ^ _NOISE_SALT),
                every,
            ),
        )
        for number in numbers
    )
    return _stacked(played, game_id, players, np.float32)


def simulate(
    game_id: str,
    games: int,
    seed: int,
    players: int = 2,
    *,
    streams: str = "shared",
    every: int = EVERY,
    workers: int = 1,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Heuristic-vs-heuristic games (each move random with chance ``NOISE``): the features
    of every seat's view every ``every`` moves, each seat's final share of the win, and the
    game each row came from. With ``streams="game"`` each game has its own generator, and
    ``workers`` processes play the games in blocks: the rows are the same for any number
    of workers.

    >>> a = simulate("cabbage", 4, seed=2, streams="game")
    >>> b = simulate("cabbage", 4, seed=2, streams="game", workers=2)
    >>> all(np.array_equal(p, q) for p, q in zip(a, b))
    True
    """
    if streams not in STREAMS:
        raise EvaluationError(f"streams must be one of {', '.join(STREAMS)}, not {streams!r}")
    if every < 1:
        raise EvaluationError(f"a position every {every} moves: it must be at least 1")
    if workers > 1 and streams != "game":
        raise EvaluationError(
            "parallel training needs a generator per game (streams='game', --streams game)"
        )
    if streams == "game":
        x, y, origin = _simulate_by_game(game_id, games, seed, players, every, workers)
    else:  # one generator and one bot through the whole run, game after game
        rng = Rng(seed)
        bot = plain_bot("heuristic", game_id)
        played = (
            (number, _play(game_id, number, seed, players, bot, rng, every))
            for number in range(games)
        )
        x, y, origin = _stacked(played, game_id, players, np.float64)
    if not len(x):
        raise EvaluationError(f"{game_id}: {games} games gave no positions")
    return x, y, origin


def _simulate_by_game(
    game_id: str, games: int, seed: int, players: int, every: int, workers: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    # blocks of games in order, a few per worker so that a slow block does not idle the rest
    size = max(1, min(500, -(-games // max(1, workers * 4))))
    jobs = [
        (game_id, range(start, min(games, start + size)), seed, players, every)
        for start in range(0, games, size)
    ]
    if workers <= 1:
        parts_ = [_play_range(job) for job in jobs]
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            parts_ = pool.map(_play_range, jobs)
    return (
        np.concatenate([p[0] for p in parts_]),
        np.concatenate([p[1] for p in parts_]),
        np.concatenate([p[2] for p in parts_]),
    )


#: Rows standardized at a time when a fit's data is larger than this (a large run's float64
#: copy of every row would not fit in memory); smaller fits do it in one piece, as before.
CHUNK = 250_000
#: At most this many float64 cells in one block of standardized rows (wide encodings, such as
#: catboxes' 4,593 features, get blocks of fewer rows).
CELLS = 200_000_000


def _moments(x: np.ndarray, rows: int) -> tuple[np.ndarray, np.ndarray]:
    """Each column's mean and standard deviation in float64, ``rows`` rows at a time (NumPy's
    own ``std`` makes a float64 copy of the whole array, gigabytes for a large run)."""
    if len(x) <= rows:
        return x.mean(axis=0, dtype=np.float64), x.std(axis=0, dtype=np.float64)
    total = np.zeros(x.shape[1])
    for start in range(0, len(x), rows):
        total += x[start : start + rows].sum(axis=0, dtype=np.float64)
    mean = total / len(x)
    spread = np.zeros(x.shape[1])
    for start in range(0, len(x), rows):
        spread += np.square(x[start : start + rows] - mean).sum(axis=0)
    return mean, np.sqrt(spread / len(x))


def fit(x: np.ndarray, y: np.ndarray, l2: float = L2) -> Linear:
    """Logistic regression (soft targets, L2 penalty) by Newton's method, on standardized
    features; a constant feature gets scale 1 and weight 0, and is left out of the solve
    (centred, it is 0 in every row: its weight would stay 0).

    The encodings are mostly zeros (a hand, a grid, flags: 3-33% of a row's varying
    features are not 0), so the rows are held sparse (SciPy) and never standardized
    themselves: the gradient and Hessian of the standardized problem are worked out from
    the raw rows' sums (``Xᵀr``, ``XᵀQX``, ...), block by block over :data:`CHUNK` rows (or
    :data:`CELLS` cells), so that memory stays bounded.

    >>> x = np.array([[0.0, 5.0], [1.0, 5.0], [2.0, 5.0], [3.0, 5.0]])
    >>> model = fit(x, np.array([0.0, 0.0, 1.0, 1.0]), l2=0.1)
    >>> bool(model.win(np.array([[3.0, 5.0]]))[0] > 0.5 > model.win(np.array([[0.0, 5.0]]))[0])
    True
    >>> float(model.weights[1])  # the constant second feature
    0.0
    """
    from scipy import sparse  # training only: playing needs NumPy alone

    block = max(1, min(CHUNK, CELLS // max(1, x.shape[1])))
    mean, scale = _moments(x, block)
    varying = np.flatnonzero(scale >= 1e-9)
    scale[scale < 1e-9] = 1.0
    m, s = mean[varying], scale[varying]
    y = np.asarray(y, dtype=np.float64)
    rows = [
        sparse.csr_matrix(x[start : start + block, varying], dtype=np.float64)
        for start in range(0, len(x), block)
    ]
    targets = [y[start : start + block] for start in range(0, len(x), block)]
    width = len(varying)
    w = np.zeros(width)  # on the standardized features
    bias = 0.0
    for _ in range(STEPS):
        raw = w / s  # the same predictor on the raw rows: raw . x + (bias - m . raw)
        offset = bias - float(m @ raw)
        xr, sr = np.zeros(width), 0.0  # X^T r and sum r, r = p - y
        xqx, xq, sq = np.zeros((width, width)), np.zeros(width), 0.0  # X^T Q X, X^T q, sum q
        for part, target in zip(rows, targets, strict=True):
            p = 1.0 / (1.0 + np.exp(-np.clip(part @ raw + offset, -30, 30)))
            q = p * (1 - p)
            xr += part.T @ (p - target)
            sr += float((p - target).sum())
            xqx += (part.T @ part.multiply(q[:, None]).tocsr()).toarray()
            xq += part.T @ q
            sq += float(q.sum())
        # the standardized problem's gradient and Hessian: z = (x - m) / s, and the bias
        grad = np.append((xr - m * sr) / s + l2 * w, sr)
        hess = np.empty((width + 1, width + 1))
        centred = xqx - np.outer(m, xq) - np.outer(xq, m) + sq * np.outer(m, m)
        hess[:width, :width] = centred / np.outer(s, s) + np.diag(np.full(width, l2 + 1e-9))
        hess[:width, width] = hess[width, :width] = (xq - m * sq) / s
        hess[width, width] = sq + 1e-9
        step = np.linalg.solve(hess, grad)
        w -= step[:width]
        bias -= float(step[width])
        if float(np.abs(step).max()) < 1e-8:
            break
    weights = np.zeros(x.shape[1])
    weights[varying] = w
    return Linear(mean, scale, weights, bias)


def log_loss(p: np.ndarray | float, y: np.ndarray) -> float:
    """Mean cross-entropy of the chances ``p`` (one per row, or one for all) against the
    soft targets ``y``.

    >>> round(log_loss(0.5, np.array([0.0, 1.0])), 4)
    0.6931
    """
    q = np.clip(p, 1e-9, 1 - 1e-9)
    return float(-(y * np.log(q) + (1 - y) * np.log(1 - q)).mean())


def _scores(model: Linear, x: np.ndarray, y: np.ndarray) -> dict[str, float]:
    p = model.win(x)
    return {
        "log_loss": log_loss(p, y),
        "log_loss_constant": log_loss(float(y.mean()), y),
        "accuracy": float(((p > 0.5) == (y > 0.5)).mean()),
    }


def train(
    game_id: str,
    games: int,
    seed: int = 0,
    players: int = 2,
    l2: float = L2,
    *,
    streams: str = "shared",
    every: int = EVERY,
    workers: int = 1,
) -> Evaluation:
    """Simulate ``games`` games, fit on the first 80% and score on the rest, then refit on
    all of them; the scores, the budget and the time go in the model's ``runs``. A small
    budget wants a larger ``l2`` (the encodings have 100–700 features). ``streams``,
    ``every`` and ``workers`` as in :func:`simulate` (the worker count changes nothing but
    the time)."""
    if games < 2:
        raise EvaluationError("training needs at least 2 games (one is held out)")
    started = time.process_time()
    began = time.perf_counter()
    x, y, origin = simulate(
        game_id, games, seed, players, streams=streams, every=every, workers=workers
    )
    cut = max(1, int(games * (1 - HELD_OUT)))
    train_rows, test_rows = origin < cut, origin >= cut
    held_out = _scores(fit(x[train_rows], y[train_rows], l2), x[test_rows], y[test_rows])
    model = fit(x, y, l2)
    command = (
        f"stil train-eval {game_id} --games {games} --seed {seed} --players {players} --l2 {l2:g}"
    )
    if streams != "shared":
        command += f" --streams {streams}"
    if every != EVERY:
        command += f" --every {every}"
    meta = {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "positions": len(x),
        "noise": NOISE,
        "every": every,
        "streams": streams,
        "l2": l2,
        "held_out_games": games - cut,
        "held_out": held_out,
        # this process's CPU (the workers' is not counted) and the wall clock
        "cpu_seconds": round(time.process_time() - started, 1),
        "seconds": round(time.perf_counter() - began, 1),
        "workers": workers,
        "made": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "command": command,
    }
    return Evaluation(game_id, {players: model}, {players: meta})


__all__ = [
    "STREAMS",
    "Evaluation",
    "EvaluationError",
    "Linear",
    "features",
    "fit",
    "log_loss",
    "path_of",
    "shipped",
    "simulate",
    "state_features",
    "train",
]
