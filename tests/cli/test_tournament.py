"""``stil tournament``: the ratings table and the head-to-head grid; bad arguments exit 2."""

from __future__ import annotations

import pytest


def _rows(output: str) -> list[list[str]]:
    return [
        [c.strip() for c in line.strip("│").split("│")]
        for line in output.splitlines()
        if line.startswith("│")
    ]


def test_tournament_prints_ratings_and_head_to_head(cli):
    args = ["tournament", "cabbage", "--bots", "random,heuristic", "-n", "6", "--seed", "2"]
    result = cli([*args, "-w", "1"])
    assert result.exit_code == 0, result.output
    assert "cabbage: 1 table of 2, 6 games each" in result.stdout
    rows = _rows(result.stdout)
    assert [r[:2] for r in rows[:2]] == [["1", "heuristic"], ["2", "random"]]
    assert rows[0][5] == "6"  # games
    grid = rows[2:]
    assert grid[0][0] == "random" and grid[0][1] == "–"
    assert float(grid[0][2]) + float(grid[1][1]) == pytest.approx(1)
    assert "6/6" in result.stderr
    assert float(rows[0][8]) > 0  # CPU seconds a move, which no rerun repeats exactly
    # reproducible: the same command prints the same tables (but for the CPU time)
    again = _rows(cli([*args, "-w", "2"]).stdout)
    assert [r[:8] for r in again[:2]] + again[2:] == [r[:8] for r in rows[:2]] + rows[2:]


def test_duplicate_deals_are_said_and_played(cli):
    args = ["tournament", "cabbage", "--bots", "random,heuristic", "-n", "4", "--duplicate"]
    result = cli([*args, "-w", "1"])
    assert result.exit_code == 0, result.output
    assert "4 games each (duplicate deals: each in every seat at every table)" in result.stdout
    assert _rows(result.stdout)[0][5] == "4"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["chess"], "no game 'chess'"),
        (["cabbage", "--bots", "random"], "at least two bots"),
        (["cabbage", "--bots", "random,random"], "each named once"),
        (["cabbage", "--bots", "random,robot"], "no bot 'robot'"),
        (["cabbage", "--bots", "random,,heuristic"], "an empty name"),
        (["cabbage", "--bots", "random,heuristic", "-p", "3"], "only 2 bots"),
        (["cabbage", "--bots", "random,heuristic,ismcts", "-p", "7"], "only 3 bots"),
        (["cabbage", "-o", "nope=1"], "unknown option 'nope'"),
        (["cabbage", "-n", "0"], "greater than or equal to 1"),
    ],
)
def test_bad_arguments_exit_2(cli, args, message):
    result = cli(["tournament", *args])
    assert result.exit_code == 2
    assert message in " ".join(result.output.replace("│", " ").split())
