"""``benchmarks/engine.py`` keeps working: a tiny run measures every kind for a game, a
broken (or half-written) game is skipped and reported instead of stopping the run, and
``--trials`` collects fresh-process trials. Timing figures are not checked (speed is never
asserted in tests); the anchors (RLCard, OpenSpiel) are not installed here and are skipped."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import stil

ENGINE = Path(__file__).resolve().parents[1] / "benchmarks" / "engine.py"
TINY = ["--budget", "0.01", "--repeats", "1", "--states", "2", "--no-rlcard", "--no-openspiel"]


@pytest.fixture
def engine() -> Iterator[ModuleType]:
    spec = importlib.util.spec_from_file_location("stil_bench_engine", ENGINE)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def run(engine: ModuleType, tmp_path: Path, *args: str) -> dict[str, Any]:
    out = tmp_path / "bench.json"
    assert engine.main([*TINY, *args, "--json", str(out)]) == 0
    return json.loads(out.read_text(encoding="utf-8"))


def test_every_kind_is_measured_for_a_game(engine: ModuleType, tmp_path: Path) -> None:
    doc = run(engine, tmp_path, "--games", "cabbage", "--players", "2")
    (trial,) = doc["trials"]
    kinds = {r["kind"] for r in trial["results"] if r["game"] == "cabbage"}
    assert kinds == {"playout", "playout_view", "clone", "view", "json"}
    assert all(r["median"] > 0 for r in trial["results"])
    assert trial["json_bytes"]["cabbage/2"] > 0
    assert set(trial["skipped"]) == {"rlcard", "open_spiel"}


class Broken:
    """A registered game whose every new game fails, like one still being written."""

    spec = stil.game("cabbage").spec

    def new(self, *args: object, **kwargs: object) -> stil.State:
        raise RuntimeError("half-built")


def test_a_broken_game_is_skipped_and_reported(
    engine: ModuleType,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    real = stil.game

    def game(game_id: str) -> Any:
        return Broken() if game_id == "broken" else real(game_id)

    monkeypatch.setattr(engine.stil, "games", lambda: ["cabbage", "broken"])
    monkeypatch.setattr(engine.stil, "game", game)
    doc = run(engine, tmp_path, "--players", "2")
    (trial,) = doc["trials"]
    assert "RuntimeError: half-built" in trial["skipped"]["broken/2"]
    assert {r["game"] for r in trial["results"]} == {"cabbage"}
    assert "broken/2: RuntimeError: half-built" in capsys.readouterr().out


def test_trials_run_in_fresh_processes(engine: ModuleType, tmp_path: Path) -> None:
    doc = run(engine, tmp_path, "--games", "cabbage", "--players", "2", "--trials", "2")
    assert len(doc["trials"]) == 2
    assert all(t["results"] for t in doc["trials"])
