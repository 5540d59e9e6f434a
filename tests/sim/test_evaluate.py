"""``stil evaluate`` / ``stil.sim.evaluate``: any agent against the bots over duplicate
deals, with Wilson intervals."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stil.bots import RandomBot
from stil.cli.main import app
from stil.core import Action, Observation, Rng
from stil.sim.evaluate import evaluate, load_agent


def first(observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
    return legal[0]


def test_every_deal_is_played_in_every_seat() -> None:
    row = evaluate("princes", first, deals=3, opponents="random", players=3, seed=4)
    assert (row.games, row.deals, row.players, row.agent) == (9, 3, 3, "first")
    assert len(row.by_seat) == 3
    assert row.rate == pytest.approx(sum(row.by_seat) / 3)
    assert 0.0 <= row.low <= row.rate <= row.high <= 1.0
    again = evaluate("princes", first, deals=3, opponents="random", players=3, seed=4)
    assert again.wins == row.wins  # seeded: the same games


def test_a_strong_agent_and_a_weak_one() -> None:
    strong = evaluate("cabbage", "heuristic", deals=6, opponents="random")
    weak = evaluate("cabbage", "random", deals=6, opponents="heuristic")
    assert strong.rate > 0.8 and weak.rate < 0.2


def test_agents_from_specs(tmp_path: Path) -> None:
    policy = tmp_path / "policy.py"
    policy.write_text(
        "def choose(observation, legal, rng):\n    return legal[-1]\n"
        "def make(game_id):\n    return choose\n",
        "utf-8",
    )
    for spec in (f"{policy}:choose", f"{policy}:make", "stil.bots:RandomBot", "random"):
        name, choose = load_agent(spec, "cabbage")
        assert name == spec and callable(choose)
    assert load_agent(RandomBot(), "cabbage")[0] == "RandomBot"
    for bad, message in [
        (f"{policy}:nothing", "has no 'nothing'"),
        (f"{tmp_path / 'none.py'}:choose", "cannot load agent"),
        ("no.such.module:x", "cannot load agent"),
        ("nosuchbot", "no bot 'nosuchbot'"),
    ]:
        with pytest.raises(ValueError, match=message):
            load_agent(bad, "cabbage")


def test_the_command(tmp_path: Path) -> None:
    policy = tmp_path / "policy.py"
    policy.write_text("def choose(observation, legal, rng):\n    return legal[0]\n", "utf-8")
    runner = CliRunner()
    args = [
        "evaluate",
        "cabbage",
        "--agent",
        f"{policy}:choose",
        "-n",
        "2",
        "--opponents",
        "random",
    ]
    done = runner.invoke(app, args, terminal_width=200)
    assert done.exit_code == 0, done.output
    said = " ".join(done.output.split())
    assert "vs random at cabbage (2 players, 2 deals × 2 seats): win rate" in said
    bad = runner.invoke(app, ["evaluate", "cabbage", "--agent", "nosuchbot", "-n", "1"])
    assert bad.exit_code == 2
