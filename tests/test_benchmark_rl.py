"""``benchmarks/rl.py`` keeps working: a tiny run measures the single env and the vector
env on one and two processes for a game, and ``--trials`` collects fresh-process trials.
Timing figures are not checked (speed is never asserted in tests); RLCard is skipped."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

RL = Path(__file__).resolve().parents[1] / "benchmarks" / "rl.py"
TINY = ["--budget", "0.05", "--repeats", "1", "--tables", "4", "--no-rlcard"]


@pytest.fixture
def bench() -> Iterator[ModuleType]:
    spec = importlib.util.spec_from_file_location("stil_bench_rl", RL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def run(bench: ModuleType, tmp_path: Path, *args: str) -> dict[str, Any]:
    out = tmp_path / "rl.json"
    assert bench.main([*TINY, *args, "--json", str(out)]) == 0
    return json.loads(out.read_text(encoding="utf-8"))


def test_a_tiny_run_measures_every_kind(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = run(bench, tmp_path, "--games", "cabbage")
    (trial,) = doc["trials"]
    keys = {r["key"] for r in trial["results"]}
    kinds = ("aec", "lean", "vec1", "vec2", "pair", "vec1cpu", "vec2idle")
    assert keys == {f"stil/cabbage/2/{k}" for k in kinds}
    for r in trial["results"]:
        assert r["samples"] and r["samples"][0]["count"] > 0
    assert trial["skipped"] == {"rlcard": "--no-rlcard given"}
    assert set(doc["summary"]["cabbage"]) >= {
        "aec",
        "lean",
        "vec2_over_vec1",
        "vec2_over_vec1_idle_estimate",
        "pair_over_vec1",
        "vec2_over_pair",
    }
    out = capsys.readouterr().out
    assert out.splitlines()[2].startswith("cabbage") and "RLCard UNO env.step: skipped" in out


def test_trials_run_in_fresh_processes(bench: ModuleType, tmp_path: Path) -> None:
    doc = run(bench, tmp_path, "--games", "princes", "--trials", "2")
    assert len(doc["trials"]) == 2
    assert all(len(t["results"]) == 7 for t in doc["trials"])  # and the two CPU-time runs


def test_kinds_and_cpu_time(bench: ModuleType, tmp_path: Path) -> None:
    """``--kinds`` picks what runs; ``--cpu-time`` is recorded with the trial."""
    doc = run(bench, tmp_path, "--games", "cabbage", "--kinds", "aec,lean", "--cpu-time")
    (trial,) = doc["trials"]
    assert {r["key"] for r in trial["results"]} == {"stil/cabbage/2/aec", "stil/cabbage/2/lean"}
    assert trial["cpu_time"] is True


def test_two_workers_only_is_measured_when_named(bench: ModuleType, tmp_path: Path) -> None:
    """``vec2w``: the env with this process only waiting, measured beside ``vec2``."""
    doc = run(bench, tmp_path, "--games", "cabbage", "--kinds", "vec1,vec2,vec2w")
    (trial,) = doc["trials"]
    keys = {r["key"] for r in trial["results"]}
    assert keys == {
        f"stil/cabbage/2/{k}" for k in ("vec1", "vec2", "vec2w", "vec1cpu", "vec2idle", "vec2idlew")
    }


def test_an_unknown_kind_is_refused(bench: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        run(bench, tmp_path, "--games", "cabbage", "--kinds", "vec3")
