"""``stil simulate``: runs in one process or several, writes its CSV, refuses bad
arguments with exit code 2."""

from __future__ import annotations

import csv
import re

import pytest

from stil.sim import simulate as sim


def _flat(text: str) -> str:
    return " ".join(text.replace("│", " ").split())


def _rows(output: str) -> list[list[str]]:
    """The body rows of the Rich tables in ``output``."""
    return [
        [c.strip() for c in line.strip("│").split("│")]
        for line in output.splitlines()
        if line.startswith("│")
    ]


@pytest.mark.parametrize("workers", ["1", "2"])
def test_simulate_prints_the_summary(cli, workers, tmp_path):
    out = tmp_path / "results.csv"
    args = ["simulate", "cabbage", "-n", "20", "--workers", workers, "--seed", "4"]
    result = cli([*args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    said = {"1": "with 1 worker:", "2": "with 2 workers:"}[workers]  # a plural, not "(s)"
    assert said in result.stdout
    assert "cabbage: 20 games, 2 players, seed 4, options: defaults" in result.stdout
    assert "20/20" in result.stderr and "ETA" in result.stderr  # the progress bar
    rows = _rows(result.stdout)
    assert [r[0] for r in rows] == ["heuristic", "random", "1", "2"]
    assert all(r[1] == "20" for r in rows)
    assert sum(float(r[2]) for r in rows[:2]) == pytest.approx(20)
    assert re.search(r"Game length \(decisions\): mean [\d.]+, min \d+, max \d+", result.stdout)
    with out.open(newline="", encoding="utf-8") as f:
        assert len(list(csv.DictReader(f))) == 20
    assert f"Wrote 20 games to {out}" in _flat(result.stdout)


def test_the_tables_do_not_depend_on_the_workers(cli):
    one = cli(["simulate", "cabbage", "-n", "6", "-s", "random,heuristic,random", "-w", "1"])
    two = cli(["simulate", "cabbage", "-n", "6", "-s", "random,heuristic,random", "-w", "2"])
    assert one.exit_code == two.exit_code == 0
    assert _rows(one.stdout) == _rows(two.stdout)
    assert [r[0] for r in _rows(one.stdout)][:3] == ["random#1", "heuristic", "random#3"]


def test_options_and_the_options_a_player_count_needs(cli, monkeypatch):
    seen: dict[str, object] = {}
    real = sim.run

    def spy(*args, **kwargs):
        seen.update(kwargs["options"])
        return real(*args, **kwargs)

    monkeypatch.setattr(sim, "run", spy)
    result = cli(["simulate", "princes", "-n", "1", "-w", "1", "-s", ",".join(["random"] * 7)])
    assert result.exit_code == 0, result.output
    assert seen == {"allow_up_to_8": True}
    seen.clear()
    result = cli(["simulate", "cabbage", "-n", "3", "-w", "1", "-o", "looks_public=false"])
    assert result.exit_code == 0, result.output
    assert seen == {"looks_public": False}
    assert "options: looks_public=false" in result.stdout


def test_workers_default_to_the_cores(cli, monkeypatch):
    monkeypatch.setattr("stil.cli.simulate._cores", lambda: 1)
    result = cli(["simulate", "cabbage", "-n", "2"])
    assert result.exit_code == 0 and "with 1 worker:" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["chess"], "no game 'chess'"),
        (["cabbage", "-s", "human,random"], "no bot 'human'"),
        (["cabbage", "-s", "random,robot"], "no bot 'robot'"),
        (["cabbage", "-s", "random"], "2–5 players, got 1"),
        (["cabbage", "-s", "random,,random"], "an empty seat"),
        (["cabbage", "-o", "nope=1"], "unknown option 'nope'"),
        (["cabbage", "-o", "looks_public=maybe"], "must be one of"),
        (["cabbage", "-o", "looks_public"], "expected name=value"),
        (
            ["princes", "-s", ",".join(["random"] * 7), "-o", "allow_up_to_8=false"],
            "needs option allow_up_to_8=True",
        ),
        (["cabbage", "-n", "0"], "'--games' / '-n': Input should be greater than or equal to 1"),
        (["cabbage", "-n", "many"], "as an integer"),
        (["cabbage", "--workers", "0"], "greater than or equal to 1"),
        (["cabbage", "--out", "/no/such/dir/results.csv"], "no directory '/no/such/dir'"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(cli, args, message):
    result = cli(["simulate", *args])
    assert result.exit_code == 2
    assert message in _flat(result.output)


def test_compare_plays_both_arms_and_writes_both_files(cli, tmp_path):
    out = tmp_path / "ab.csv"
    args = ["simulate", "cabbage", "-n", "20", "-w", "1", "--seed", "2"]
    result = cli([*args, "--compare", "blocking_dogs_score=false", "--out", str(out)])
    assert result.exit_code == 0, result.output
    text = _flat(result.stdout)
    assert "cabbage: A/B over 20 paired games (same seeds and seats), seed 2" in text
    assert "B: A with blocking_dogs_score=false" in text
    rows = _rows(result.stdout)
    # the paired changes and each arm's own interval, by bot and by position (issue 41)
    assert [r[0] for r in rows] == [*["heuristic", "random"] * 2, *["1", "2"] * 2]
    assert "Each arm's win rate, 95% interval (by bot)" in text
    assert rows[2][1].startswith("1.000 (") and rows[2][2].startswith("1.000 (")
    assert "Time: A " in text
    assert "40/40" in result.stderr
    for arm in ("a", "b"):
        with (tmp_path / f"ab-{arm}.csv").open() as f:
            assert len(list(csv.DictReader(f))) == 20


def test_compare_to_the_same_options_exits_2(cli):
    result = cli(["simulate", "cabbage", "-n", "5", "--compare", "blocking_dogs_score=true"])
    assert result.exit_code == 2
    assert "already are" in result.output


def test_resume_finishes_a_stopped_run_into_the_same_file(cli, tmp_path):
    whole, cut = tmp_path / "whole.csv", tmp_path / "cut.csv"
    args = ["simulate", "cabbage", "-n", "6", "-w", "1", "--seed", "2"]
    assert cli([*args, "--out", str(whole)]).exit_code == 0
    lines = whole.read_bytes().splitlines(keepends=True)
    cut.write_bytes(b"".join(lines[:3]))  # stopped after two games
    result = cli([*args, "--out", str(cut), "--resume"])
    assert result.exit_code == 0, result.output
    assert cut.read_bytes() == whole.read_bytes()
    assert "2 games kept, 4 games to play" in _flat(result.stderr)
    assert "6/6" in result.stderr
    assert "cabbage: 6 games, 2 players, seed 2" in result.stdout
    assert "for the 4 games played now" in result.stdout
    assert all(r[1] == "6" for r in _rows(result.stdout))  # the tables count every game
    assert f"Wrote 6 games to {cut}" in _flat(result.stdout)


def test_resume_refuses_another_runs_file_and_leaves_it(cli, tmp_path):
    path = tmp_path / "run.csv"
    args = ["simulate", "cabbage", "-n", "4", "-w", "1", "--out", str(path)]
    assert cli([*args, "--seed", "2"]).exit_code == 0
    before = path.read_bytes()
    for other in (["--seed", "3"], ["--seed", "2", "-s", "random,heuristic"]):
        result = cli([*args, *other, "--resume"])
        assert result.exit_code == 2
        assert "Invalid value for --resume" in result.output and "run.csv" in result.output
        assert "0/4" not in result.stderr  # refused before any game
        assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--resume"], "needs --out"),
        (["--resume", "--out", "ab.csv", "--compare", "looks_public=false"], "cannot be resumed"),
    ],
)
def test_resume_needs_one_run_and_its_out_file(cli, tmp_path, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    result = cli(["simulate", "cabbage", "-n", "2", "-w", "1", *args])
    assert result.exit_code == 2
    assert message in _flat(result.output)
    assert not (tmp_path / "ab-a.csv").exists()


def test_a_run_stopped_by_ctrl_c_keeps_its_games_for_resume(cli, tmp_path, monkeypatch):
    whole, path = tmp_path / "whole.csv", tmp_path / "run.csv"
    args = ["simulate", "cabbage", "-n", "5", "-w", "1", "--seed", "7"]
    assert cli([*args, "--out", str(whole)]).exit_code == 0
    real = sim.play_one

    def stopped_at_game_3(game_id, bots, index, seed, options=None):
        if index == 3:
            raise KeyboardInterrupt
        return real(game_id, bots, index, seed, options)

    monkeypatch.setattr(sim, "play_one", stopped_at_game_3)
    result = cli([*args, "--out", str(path)])
    assert result.exit_code == 130
    assert "the same command with --resume plays the rest" in _flat(result.stderr)
    assert path.read_bytes() == b"".join(whole.read_bytes().splitlines(keepends=True)[:4])
    monkeypatch.setattr(sim, "play_one", real)
    result = cli([*args, "--out", str(path), "--resume"])
    assert result.exit_code == 0 and "3 games kept" in result.stderr
    assert path.read_bytes() == whole.read_bytes()
