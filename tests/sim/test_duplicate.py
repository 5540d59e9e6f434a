"""Duplicate deals: each deal played in every rotation of the seats, with CPU a move."""

from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

import pytest

from stil.sim import simulate as sim
from stil.sim.tournament import tournament


def test_each_deal_is_played_with_the_seats_swapped() -> None:
    result = sim.run("cabbage", ["heuristic", "random"], games=6, seed=3, duplicate=True)
    records = result.records
    for a, b in zip(records[::2], records[1::2], strict=True):
        assert a.seed == b.seed
        assert a.seats == tuple(reversed(b.seats))
    assert len({r.seed for r in records}) == 3
    plain = sim.run("cabbage", ["heuristic", "random"], games=6, seed=3)
    assert len({r.seed for r in plain.records}) == 6
    # the first deal of both runs is the same game
    assert records[0] == plain.records[0]


def test_three_bots_sit_in_every_seat_of_a_deal() -> None:
    seeds = sim.deal_seeds(1, 7, 3, duplicate=True)
    assert seeds[0] == seeds[1] == seeds[2] != seeds[3] == seeds[5] != seeds[6]


def test_cpu_a_move_is_measured_per_bot() -> None:
    result = sim.run("cabbage", ["ismcts-easy", "random"], games=2, seed=1, duplicate=True)
    search, rand = result.summary().bots
    assert search.cpu_per_move > rand.cpu_per_move > 0
    assert all(sum(r.choices) > 0 for r in result.records)


def test_a_duplicate_tournament_rates_on_swapped_deals() -> None:
    t = tournament("cabbage", ["heuristic", "random"], games=4, seed=2, duplicate=True)
    (table,) = t.tables
    assert [r.seed for r in table.records][::2] == [r.seed for r in table.records][1::2]
    assert all(r.cpu_per_move > 0 for r in t.ratings)


def _benchmark():  # benchmarks/ is not a package
    path = Path(__file__).parents[2] / "benchmarks" / "bots.py"
    spec = importlib.util.spec_from_file_location("bench_bots", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_benchmark_writes_its_result_with_the_command(tmp_path: Path, capsys) -> None:
    bench = _benchmark()
    summary = tmp_path / "summary.csv"
    args = ["--game", "cabbage", "--against", "random", "--games", "4", "--duplicate"]
    args += ["--seed", "5", "--summary", str(summary), "--out", str(tmp_path / "games.csv")]
    assert bench.main(args) == 0
    assert "4 duplicate games" in capsys.readouterr().out
    (row,) = csv.DictReader(summary.open(encoding="utf-8"))
    assert row["command"] == "python benchmarks/bots.py " + " ".join(args)
    assert row["games"] == "4" and row["duplicate"] == "1"
    assert 0 <= float(row["ci_low"]) <= float(row["win_rate"]) <= float(row["ci_high"]) <= 1
    games = sim.SimulationResult.from_csv(tmp_path / "games.csv")
    seeds = [r.seed for r in games.records]
    assert seeds[0] == seeds[1] != seeds[2] == seeds[3]


def test_a_duplicate_run_split_where_a_deal_starts_plays_the_same_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = _benchmark()
    common = ["--game", "cabbage", "--against", "random", "--games", "6", "--duplicate"]
    common += ["--seed", "5"]
    assert bench.main([*common, "--out", str(tmp_path / "whole.csv")]) == 0
    assert bench.main([*common, "--first", "2", "--out", str(tmp_path / "part.csv")]) == 0
    whole = sim.SimulationResult.from_csv(tmp_path / "whole.csv").records
    part = sim.SimulationResult.from_csv(tmp_path / "part.csv").records
    assert [r.index for r in part] == [2, 3, 4, 5]
    assert [(r.seed, r.seats, r.winners) for r in part] == [
        (r.seed, r.seats, r.winners) for r in whole[2:]
    ]
    # a part that would start in the middle of a deal (its second seating) is refused
    with pytest.raises(SystemExit):
        bench.main([*common, "--first", "3"])
    assert "multiple of the players" in capsys.readouterr().err


def test_a_stopped_run_is_resumed_into_the_same_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--resume`` keeps the games a stopped run wrote and plays the rest into the same
    file: the file ends as the whole run's, row for row. A file of another run is refused
    and left as it was."""
    bench = _benchmark()
    common = ["--game", "cabbage", "--against", "random", "--games", "6", "--duplicate"]
    common += ["--seed", "5"]
    whole, cut = tmp_path / "whole.csv", tmp_path / "cut.csv"
    assert bench.main([*common, "--out", str(whole)]) == 0
    lines = whole.read_text(encoding="utf-8").splitlines(keepends=True)
    # stopped after game 2, in the middle of the second deal
    cut.write_text("".join(lines[:4]), encoding="utf-8")
    capsys.readouterr()
    assert bench.main([*common, "--out", str(cut), "--resume"]) == 0
    out = capsys.readouterr().out
    assert "3 games kept" in out
    assert "6 duplicate games" in out  # the summary counts the whole file
    assert cut.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")
    # nothing left to play: the file stays whole
    assert bench.main([*common, "--out", str(cut), "--resume"]) == 0
    assert cut.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")
    # a file with only its header is started afresh
    cut.write_text(lines[0], encoding="utf-8")
    assert bench.main([*common, "--out", str(cut), "--resume"]) == 0
    assert cut.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")


def test_resuming_another_runs_file_is_refused(tmp_path: Path) -> None:
    bench = _benchmark()
    common = ["--game", "cabbage", "--against", "random", "--games", "4", "--duplicate"]
    path = tmp_path / "run.csv"
    assert bench.main([*common, "--seed", "5", "--out", str(path)]) == 0
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:3]), encoding="utf-8")
    kept = path.read_text(encoding="utf-8")
    for other in (["--seed", "6"], ["--seed", "5", "--bot", "ismcts-easy"]):
        with pytest.raises(SystemExit, match="cannot resume"):
            bench.main([*common, *other, "--out", str(path), "--resume"])
        assert path.read_text(encoding="utf-8") == kept
    with pytest.raises(SystemExit):
        bench.main([*common, "--seed", "5", "--resume"])  # no --out to resume
