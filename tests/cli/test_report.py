"""``stil report`` and ``stil simulate --report``: one HTML file with the run's numbers;
a results file that is missing or malformed exits 2 with a message."""

from __future__ import annotations

import csv

import pytest

from stil.sim.simulate import SimulationResult


def _flat(text: str) -> str:
    return " ".join(text.replace("│", " ").split())


def test_simulate_writes_the_report_and_its_games(cli, tmp_path):
    directory = tmp_path / "out" / "run1"  # created, parents too
    args = ["simulate", "cabbage", "-n", "12", "-w", "1", "--seed", "3"]
    result = cli([*args, "--report", str(directory)])
    assert result.exit_code == 0, result.output
    page = (directory / "report.html").read_text(encoding="utf-8")
    games = SimulationResult.from_csv(directory / "results.csv")
    assert len(games.records) == 12
    heuristic = games.summary().bots[0]
    assert f"<td>heuristic</td><td>12</td><td>{heuristic.wins:.6g}</td>" in page
    assert "cabbage: 12 games, 2 players" in page
    assert "Wrote the report to" in _flat(result.stdout)


def test_report_of_a_results_file(cli, tmp_path):
    results = tmp_path / "games.csv"
    assert cli(["simulate", "princes", "-n", "6", "-w", "1", "--out", str(results)]).exit_code == 0
    result = cli(["report", str(results)])
    assert result.exit_code == 0, result.output
    page = (tmp_path / "games.html").read_text(encoding="utf-8")
    assert "princes: 6 games, 2 players" in page and "First-player advantage" in page
    assert f"Wrote the report of 6 princes games to {tmp_path / 'games.html'}" in _flat(
        result.stdout
    )
    other = tmp_path / "elsewhere.html"
    assert cli(["report", str(results), "-o", str(other)]).exit_code == 0
    assert other.read_text(encoding="utf-8").count("data:image/png;base64,") == 6


def test_compare_with_report_writes_both_arms(cli, tmp_path):
    args = ["simulate", "cabbage", "-n", "6", "-w", "1", "--compare", "looks_public=false"]
    result = cli([*args, "--report", str(tmp_path)])
    assert result.exit_code == 0, result.output
    for arm in ("a", "b"):
        assert (tmp_path / f"report-{arm}.html").exists()
        with (tmp_path / f"results-{arm}.csv").open(newline="") as f:
            assert len(list(csv.DictReader(f))) == 6


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such file"),
        ("", "not a results file"),
        ("game,index\ncabbage,0\n", "not a results file"),
        (
            "game,index,seed,first_seat,decisions,winners,seat0_bot,seat0_score\n"
            "cabbage,zero,1,0,5,0,random,1\n",
            "line 2: index: 'zero' is not a whole number",
        ),
    ],
)
def test_bad_results_files_exit_2(cli, tmp_path, content, message):
    path = tmp_path / "results.csv"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    result = cli(["report", str(path)])
    assert result.exit_code == 2
    assert message in _flat(result.output)
    assert not (tmp_path / "results.html").exists()


def test_report_into_a_directory_that_does_not_exist_exits_2(cli, tmp_path):
    results = tmp_path / "games.csv"
    assert cli(["simulate", "cabbage", "-n", "2", "-w", "1", "--out", str(results)]).exit_code == 0
    result = cli(["report", str(results), "-o", str(tmp_path / "no" / "r.html")])
    assert result.exit_code == 2 and "no directory" in _flat(result.output)


def test_simulate_report_on_a_file_exits_2_before_playing(cli, tmp_path):
    taken = tmp_path / "file"
    taken.write_text("x")
    result = cli(["simulate", "cabbage", "-n", "2", "--report", str(taken)])
    assert result.exit_code == 2
    assert "not a directory" in _flat(result.output) or "is a file" in _flat(result.output)
