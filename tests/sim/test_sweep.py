"""``--sweep name=a,b,c`` (``stil.sim.sweep``): one run per value of a rule option, the same
deals in every arm, one table."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from stil.cli.main import app
from stil.core import InvalidOption
from stil.sim.sweep import sweep, table_rows


def test_each_arm_plays_the_same_deals_under_its_value() -> None:
    arms = sweep("catboxes", ["random", "random"], 6, "extended", [False, True], seed=2)
    assert [a.value for a in arms] == [False, True]
    a, b = (arm.result for arm in arms)
    assert [r.seed for r in a.records] == [r.seed for r in b.records]
    assert [r.seats for r in a.records] == [r.seats for r in b.records]
    assert [r.scores for r in a.records] != [r.scores for r in b.records]  # the rule matters
    rows = table_rows(arms)
    assert [r.value for r in rows] == [False, True]
    assert all(0 <= r.first_seat.low <= r.first_seat.rate <= r.first_seat.high for r in rows)
    assert [label for label, _ in rows[0].bots] == ["random#1", "random#2"]


def test_bad_sweeps_are_refused_before_any_game() -> None:
    with pytest.raises(InvalidOption):
        sweep("catboxes", ["random", "random"], 2, "no_such", [1, 2])
    with pytest.raises(InvalidOption):
        sweep("catboxes", ["random", "random"], 2, "extended", [True, "maybe"])
    with pytest.raises(ValueError, match="at least two"):
        sweep("catboxes", ["random", "random"], 2, "extended", [True])
    with pytest.raises(ValueError, match="twice"):
        sweep("catboxes", ["random", "random"], 2, "extended", [True, True])
    with pytest.raises(ValueError, match="do not also set"):
        sweep(
            "catboxes",
            ["random", "random"],
            2,
            "extended",
            [True, False],
            options={"extended": True},
        )


def test_the_command() -> None:
    runner = CliRunner()
    args = ["simulate", "cabbage", "-n", "4", "-w", "1", "-s", "random,random"]
    done = runner.invoke(
        app, [*args, "--sweep", "blocking_dogs_score=true,false"], terminal_width=200
    )
    assert done.exit_code == 0, done.output
    assert "blocking_dogs_score swept over 2 values, 4 games each" in done.output
    assert "Win rates by blocking_dogs_score" in done.output
    bad = runner.invoke(app, [*args, "--sweep", "blocking_dogs_score=true", "--out", "x.csv"])
    assert bad.exit_code == 2
