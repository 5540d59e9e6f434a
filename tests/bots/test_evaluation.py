"""The search's learned evaluation: reproducible from a seed, saved and loaded whole, better
than a constant guess on games it never saw, and shipped per game where it was trained."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

import stil
from stil.bots.evaluation import (
    Evaluation,
    EvaluationError,
    features,
    fit,
    path_of,
    shipped,
    state_features,
    train,
)
from stil.cli.main import app
from stil.core import Rng
from stil.rl.encoding import layout

#: A game of two with a heuristic bot and an own encoder, for the tiny training runs.
GAME = "princes"


def test_same_seed_same_weights_and_another_seed_others() -> None:
    a, b = train(GAME, games=4, seed=3), train(GAME, games=4, seed=3)
    c = train(GAME, games=4, seed=4)
    assert np.array_equal(a.models[2].weights, b.models[2].weights)
    assert not np.array_equal(a.models[2].weights, c.models[2].weights)


def test_a_table_size_that_needs_an_option_trains_with_it() -> None:
    """Princes at seven needs ``allow_up_to_8``: training there sets it, as a table would."""
    model = train(GAME, games=2, seed=1, players=7, every=20)
    assert model.runs[7]["positions"] > 0
    assert model.models[7].weights.shape == (layout(GAME, 7)[-1].end,)


def test_a_generator_per_game_gives_the_same_model_on_any_number_of_workers(
    tmp_path: Path,
) -> None:
    # eight games with a strong penalty: enough to beat a constant guess on the held-out one
    one = train(GAME, games=8, seed=5, l2=1000, streams="game", every=3)
    run = one.runs[2]
    assert run["streams"] == "game" and run["every"] == 3
    assert run["command"].endswith("--streams game --every 3")
    # the command in the file, with two workers, writes the same weights
    out = tmp_path / "w.npz"
    command = [*run["command"].split()[1:], "--workers", "2", "--out", str(out)]
    result = CliRunner().invoke(app, command)
    assert result.exit_code == 0, result.output
    two = Evaluation.load(GAME, out.read_bytes())
    assert np.array_equal(two.models[2].weights, one.models[2].weights)
    assert two.runs[2]["workers"] == 2
    # and not the shared generator's model (the shipped files' way)
    shared = train(GAME, games=8, seed=5, l2=1000, every=3)
    assert not np.array_equal(shared.models[2].weights, one.models[2].weights)


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"streams": "dice"}, "streams must be one of"),
        ({"every": 0}, "at least 1"),
        ({"workers": 2}, "a generator per game"),
    ],
)
def test_a_training_that_cannot_run_says_why(settings: dict[str, object], message: str) -> None:
    with pytest.raises(EvaluationError, match=message):
        train(GAME, games=3, seed=1, **settings)  # type: ignore[arg-type]


def test_the_gradient_summed_over_blocks_of_rows_fits_the_same_model(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import stil.bots.evaluation as evaluation

    rng = np.random.default_rng(3)
    x = rng.normal(size=(500, 4))
    y = (x[:, 0] + 0.5 * rng.normal(size=500) > 0).astype(float)
    whole = fit(x, y, l2=1.0)
    monkeypatch.setattr(evaluation, "CHUNK", 64)
    blocks = fit(x.astype(np.float32), y, l2=1.0)
    assert np.allclose(blocks.weights, whole.weights, atol=1e-5)
    assert abs(blocks.bias - whole.bias) < 1e-5


def test_a_constant_feature_is_left_out_of_the_fit_and_weighs_nothing() -> None:
    rng = np.random.default_rng(4)
    x = rng.normal(size=(300, 3))
    y = (x[:, 0] - x[:, 2] + 0.5 * rng.normal(size=300) > 0).astype(float)
    bare = fit(x, y, l2=1.0)
    # the same data with a constant column between the others (an encoding's unused slot)
    padded = fit(np.insert(x, 1, 7.0, axis=1), y, l2=1.0)
    assert padded.weights[1] == 0.0 and padded.scale[1] == 1.0
    assert np.allclose(np.delete(padded.weights, 1), bare.weights, atol=1e-12)
    assert abs(padded.bias - bare.bias) < 1e-12


def test_the_fit_from_raw_sparse_sums_is_the_standardized_regression() -> None:
    # a plain dense Newton on the standardized rows, written out here as the reference
    rng = np.random.default_rng(6)
    x = rng.normal(2.0, 3.0, size=(400, 5)) * (rng.random((400, 5)) < 0.3)  # mostly zeros
    x[:, 2] = 4.0  # constant
    y = ((x[:, 0] - x[:, 3] + rng.normal(size=400)) > 0).astype(float)
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[2] = 1.0
    z = np.hstack([np.delete((x - mean) / scale, 2, axis=1), np.ones((400, 1))])
    penalty = np.array([1.0, 1.0, 1.0, 1.0, 0.0])
    w = np.zeros(5)
    for _ in range(30):
        p = 1 / (1 + np.exp(-(z @ w)))
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(penalty)
        w -= np.linalg.solve(hess, z.T @ (p - y) + penalty * w)
    model = fit(x, y, l2=1.0)
    assert np.allclose(np.delete(model.weights, 2), w[:4], atol=1e-9)
    assert model.weights[2] == 0.0 and abs(model.bias - w[4]) < 1e-9


def test_moments_over_blocks_of_rows_are_numpy_s() -> None:
    from stil.bots.evaluation import _moments

    x = np.random.default_rng(5).normal(3.0, 2.0, size=(1001, 5)).astype(np.float32)
    mean, scale = _moments(x, rows=64)
    assert np.allclose(mean, x.mean(axis=0, dtype=np.float64), atol=1e-9)
    assert np.allclose(scale, x.std(axis=0, dtype=np.float64), atol=1e-9)


def test_a_saved_model_loads_whole(tmp_path: Path) -> None:
    model = train(GAME, games=3, seed=1)
    model.save(tmp_path / "eval.npz")
    again = Evaluation.load(GAME, (tmp_path / "eval.npz").read_bytes())
    assert again.runs == model.runs
    assert again.runs[2]["games"] == 3 and again.runs[2]["seed"] == 1
    assert np.array_equal(again.models[2].weights, model.models[2].weights)
    state = stil.game(GAME).new(players=2, seed=9)
    assert again.values(state) == model.values(state)
    with pytest.raises(EvaluationError):
        Evaluation.load("another", (tmp_path / "eval.npz").read_bytes())


def test_it_predicts_held_out_games_better_than_a_constant() -> None:
    # a game with a short encoding (about 100 features): 30 games are enough to learn
    # something, with a strong penalty against fitting 24 games' noise
    held = train("cabbage", games=30, seed=2, l2=100).runs[2]["held_out"]
    assert held["log_loss"] < held["log_loss_constant"]
    assert held["accuracy"] > 0.55


def test_fit_finds_a_separating_feature() -> None:
    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, 3))
    y = (x[:, 1] > 0).astype(float)
    model = fit(x, y)
    assert int(np.argmax(np.abs(model.weights))) == 1
    assert ((model.win(x) > 0.5) == (y > 0.5)).mean() > 0.95


@pytest.mark.parametrize("game_id", stil.games())
def test_a_shipped_evaluation_fits_its_game(game_id: str) -> None:
    found = shipped(game_id)
    if found is None:
        pytest.skip(f"no evaluation trained for {game_id} yet")
    assert sorted(found.runs) == sorted(found.models)  # how each count's model was made
    for players, model in found.models.items():
        run = found.runs[players]
        assert run["game"] == game_id and run["players"] == players and run["games"] >= 2
        assert "held_out" in run and "seed" in run
        assert model.weights.shape == (layout(game_id, players)[-1].end,)
        g = stil.game(game_id)
        needed = g.spec.options_for(players)
        state = g.new(players=players, seed=1, options=needed)
        assert sum(found.values(state)) == pytest.approx(1.0)


@pytest.mark.parametrize("game_id", stil.games())
def test_the_search_reads_the_features_of_the_view_it_would_build(game_id: str) -> None:
    """The evaluation reads its features from the state (no view built) where the game's
    encoding can: every seat's row must be the one the seat's view gives, also in states
    the search makes up (a determinization of another seat's observation)."""
    g = stil.game(game_id)
    rng = Rng(4)
    checked = 0
    for players in g.spec.player_counts[:3]:
        state = g.new(players=players, seed=players)
        while not state.is_over and checked < 60 * players:
            seat = state.to_act
            assert seat is not None
            for s in (state, g.determinize(state.view(seat), rng)):
                for viewer in range(players):
                    want = features(s.view(viewer))
                    assert np.array_equal(state_features(game_id, s, viewer), want)
                    checked += 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert checked > 100


def test_train_eval_writes_the_file(tmp_path: Path) -> None:
    out = tmp_path / "w.npz"
    # five games with a strong penalty: enough to beat a constant guess on the held-out one
    tiny = ["train-eval", GAME, "-n", "5", "--seed", "5", "--l2", "1000", "--out", str(out)]
    result = CliRunner().invoke(app, tiny)
    assert result.exit_code == 0, result.output
    assert "held out" in result.output
    first = Evaluation.load(GAME, out.read_bytes())
    assert first.runs[2]["seed"] == 5
    # another player count goes into the same file beside it, the first model unchanged
    again = CliRunner().invoke(app, [*tiny, "--players", "3"])
    assert again.exit_code == 0, again.output
    assert "kept the models for 2 players" in again.output
    both = Evaluation.load(GAME, out.read_bytes())
    assert sorted(both.models) == [2, 3] and both.runs[3]["players"] == 3
    assert np.array_equal(both.models[2].weights, first.models[2].weights)
    assert both.runs[2] == first.runs[2]
    other = tmp_path / "other.npz"
    other.write_bytes(b"not a model")
    refused_file = CliRunner().invoke(app, [*tiny[:-1], str(other)])
    assert refused_file.exit_code == 2 and other.read_bytes() == b"not a model"
    # a damaged model (cut short, as by a full disk) is refused alike, not a traceback
    damaged = out.read_bytes()[:200]
    other.write_bytes(damaged)
    refused_damaged = CliRunner().invoke(app, [*tiny[:-1], str(other)])
    assert refused_damaged.exit_code == 2, refused_damaged.output
    assert "not an evaluation file" in " ".join(refused_damaged.output.replace("│", " ").split())
    assert other.read_bytes() == damaged
    assert path_of(GAME) is not None
    refused = CliRunner().invoke(app, ["train-eval", GAME, "--games", "3", "--players", "9"])
    assert refused.exit_code == 2


def test_train_eval_writes_no_model_worse_than_a_constant_guess(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import stil.bots.evaluation as evaluation

    real = evaluation.train

    def overfit(*args: object, **kwargs: object) -> Evaluation:
        model = real(*args, **kwargs)  # type: ignore[arg-type]
        model.runs[2]["held_out"]["log_loss"] = model.runs[2]["held_out"]["log_loss_constant"]
        return model

    monkeypatch.setattr(evaluation, "train", overfit)
    out = tmp_path / "w.npz"
    result = CliRunner().invoke(app, ["train-eval", GAME, "-n", "3", "--out", str(out)])
    assert result.exit_code == 1 and "no better than a constant" in result.output
    assert not out.exists()
