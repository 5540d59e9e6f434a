"""The Ray backend plays the same games as the local one, on a small local Ray instance;
without Ray, or with an unknown backend, the run is refused before any game."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stil.cli.main import app
from stil.sim import ray_backend
from stil.sim import simulate as sim
from stil.sim.compare import compare


def test_ray_plays_the_records_of_the_local_backend(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")
    local = sim.run("princes", ["heuristic", "random", "random"], games=12, seed=6)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        on_ray = sim.run(
            "princes", ["heuristic", "random", "random"], games=12, seed=6, backend="ray"
        )
        assert on_ray.records == local.records and on_ray == local
        assert ray.is_initialized()  # a Ray the caller started is left running
        # Chunks of one game each, in whatever order the tasks finish: still game order.
        small = sim.run("cabbage", ["random", "heuristic"], games=5, seed=2, backend="ray")
        assert small.records == sim.run("cabbage", ["random", "heuristic"], 5, seed=2).records
        # and their rows written in game order as they come back, resumed as well
        sim.run("cabbage", ["random", "heuristic"], 3, seed=2, backend="ray", out=tmp_path / "r")
        sim.resume(tmp_path / "r", "cabbage", ["random", "heuristic"], 5, seed=2, backend="ray")
        small.to_csv(tmp_path / "local.csv")
        assert (tmp_path / "r").read_bytes() == (tmp_path / "local.csv").read_bytes()
        ab = compare("cabbage", ["heuristic", "random"], 4, {"looks_public": False}, seed=1)
        ab_ray = compare(
            "cabbage", ["heuristic", "random"], 4, {"looks_public": False}, seed=1, backend="ray"
        )
        assert ab_ray.b.records == ab.b.records
        # The command line, in this process: the tables of the local run.
        runner = CliRunner()
        args = ["simulate", "cabbage", "-n", "5", "-s", "random,heuristic", "--seed", "2"]
        by_ray = runner.invoke(app, [*args, "--backend", "ray"], env={"COLUMNS": "100"})
        by_pool = runner.invoke(app, [*args, "-w", "1"], env={"COLUMNS": "100"})
        assert by_ray.exit_code == by_pool.exit_code == 0, by_ray.output
        assert "workers on ray" in by_ray.stdout
        tables = [out.stdout.split("games/s", 1)[1] for out in (by_ray, by_pool)]
        assert tables[0] == tables[1]
    finally:
        ray.shutdown()


def test_an_unknown_backend_is_refused() -> None:
    with pytest.raises(ValueError, match="no backend 'spark'; backends are: local, ray"):
        sim.run("cabbage", ["random", "random"], games=2, backend="spark")
    result = CliRunner().invoke(app, ["simulate", "cabbage", "-n", "2", "--backend", "spark"])
    assert result.exit_code == 2 and "no backend 'spark'" in result.output


def test_without_ray_the_backend_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails
    with pytest.raises(ray_backend.BackendUnavailable, match=r"pip install 'stil\[ray\]'"):
        sim.run("cabbage", ["random", "random"], games=2, backend="ray")
    result = CliRunner().invoke(app, ["simulate", "cabbage", "-n", "2", "--ray", "auto"])
    assert result.exit_code == 2 and "needs Ray" in result.output
