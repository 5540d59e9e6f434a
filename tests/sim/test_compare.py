"""Rule-option A/B: paired differences, and both arms playing the same games."""

from __future__ import annotations

import math

import pytest

from stil.core import InvalidOption
from stil.sim import simulate as sim
from stil.sim.compare import compare, paired


def test_paired_difference_arithmetic() -> None:
    d = paired([1, 2, 3, 4], [2, 4, 4, 6])  # differences 1, 2, 1, 2
    se = math.sqrt((0.25 * 4) / 3) / 2  # sample sd of (1, 2, 1, 2) over sqrt(4)
    assert d.diff == 1.5
    assert d.low == pytest.approx(1.5 - 1.959964 * se, abs=1e-6)
    assert d.high == pytest.approx(1.5 + 1.959964 * se, abs=1e-6)
    assert d.significant and d.p_value < 1e-4
    assert not paired([0, 1, 0, 1], [1, 0, 0, 1]).significant
    same = paired([3, 3], [3, 3])
    assert (same.diff, same.p_value, same.significant) == (0.0, 1.0, False)
    with pytest.raises(ValueError, match="same length"):
        paired([1], [1, 2])


def test_both_arms_play_the_same_seeds_and_seats_and_b_has_the_change() -> None:
    c = compare("cabbage", ["heuristic", "random"], 100, {"blocking_dogs_score": False}, seed=5)
    assert [(r.seed, r.seats) for r in c.a.records] == [(r.seed, r.seats) for r in c.b.records]
    assert c.a == sim.run("cabbage", ["heuristic", "random"], 100, seed=5)
    assert c.b == sim.run(
        "cabbage", ["heuristic", "random"], 100, seed=5, options={"blocking_dogs_score": False}
    )
    heuristic = c.bots[0]
    a_scores = [r.scores[r.seats.index(0)] for r in c.a.records]
    b_scores = [r.scores[r.seats.index(0)] for r in c.b.records]
    assert heuristic.score_a == pytest.approx(sum(a_scores) / 100)
    assert heuristic.score_change == paired(a_scores, b_scores)
    # dogs that block no longer score: on average the change costs points
    assert heuristic.score_change.diff < 0
    assert [p.label for p in c.positions] == ["1", "2"]
    assert sum(p.win_b for p in c.positions) == pytest.approx(1)


def test_a_change_that_changes_nothing_is_refused() -> None:
    with pytest.raises(ValueError, match="nothing to compare"):
        compare("cabbage", ["heuristic", "random"], 5, {})
    with pytest.raises(ValueError, match="already are"):
        compare("cabbage", ["heuristic", "random"], 5, {"blocking_dogs_score": True})
    with pytest.raises(InvalidOption):
        compare("cabbage", ["heuristic", "random"], 5, {"no_such_option": True})


def test_progress_counts_both_arms() -> None:
    seen: list[tuple[int, int]] = []
    compare(
        "cabbage",
        ["random", "random"],
        4,
        {"looks_public": False},
        progress=lambda d, t: seen.append((d, t)),
    )
    assert seen[0] == (0, 8) and seen[-1] == (8, 8)
    assert all(t == 8 for _, t in seen) and [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_the_command_prints_each_arms_interval_and_time() -> None:
    """``--compare`` shows each arm's win rate with its Wilson interval (issue 41), by bot
    and by position, and how long each arm took."""
    import re

    from typer.testing import CliRunner

    from stil.cli.main import app

    done = CliRunner().invoke(
        app,
        ["simulate", "cabbage", "-n", "6", "-w", "1", "--compare", "blocking_dogs_score=false"],
        terminal_width=200,
    )
    assert done.exit_code == 0, done.output
    assert "Each arm's win rate, 95% interval (by bot)" in done.output
    assert "Each arm's win rate, 95% interval (by position)" in done.output
    assert len(re.findall(r"\d\.\d{3} \(\d\.\d{3}–\d\.\d{3}\)", done.output)) == 8
    assert re.search(r"Time: A [\d.]+ s \([\d.]+ games/s\), B [\d.]+ s", done.output)
