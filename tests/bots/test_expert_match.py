"""The expert level plays the recorded match against the heuristic, in every game.

The strength figures of docs/bots.md are hundreds of seeded duplicate games, too many for
the test suite; what the suite can keep is that the same command still plays the same
games. ``tests/golden/expert_matches/<game>.json`` holds the first game of a duplicate deal
of ``ismcts-expert`` (first seat) against ``heuristic`` as ``benchmarks/bots.py
--duplicate`` plays it: its decisions, winners and scores. One game, not the deal's two: the
seat-swapped game runs the same search from the other seat, and a princes game costs 16 s
of the suite's CPU (the swap itself is ``tests/sim``'s to check). A change that is only
faster (a cheaper view, encoding or evaluation) plays the same games; regenerate only for an
intended change of play, and measure it again: ``STIL_REGEN_GOLDEN=1 pytest
tests/bots/test_expert_match.py``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import stil
from stil.bots.evaluation import shipped
from stil.sim import simulate as sim

GOLDEN = Path(__file__).parent.parent / "golden" / "expert_matches"
#: the deal: ``benchmarks/bots.py --duplicate --seed 3``'s first
SEED = 3


def match(game_id: str) -> list[dict[str, object]]:
    """The first game of a duplicate deal of the expert level against the heuristic."""
    result = sim.run(game_id, ["ismcts-expert", "heuristic"], games=1, seed=SEED, duplicate=True)
    return [
        {
            "seats": [result.labels[i] for i in r.seats],
            "decisions": r.decisions,
            "winners": list(r.winners),
            "scores": list(r.scores),
        }
        for r in result.records
    ]


@pytest.mark.parametrize("game_id", [g for g in stil.games() if shipped(g) is not None])
def test_the_expert_level_replays_its_recorded_match(game_id: str) -> None:
    actual = match(game_id)
    assert len(actual) == 1 and actual[0]["seats"] == ["ismcts-expert", "heuristic"]
    path = GOLDEN / f"{game_id}.json"
    if os.environ.get("STIL_REGEN_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(json.dumps(actual, indent=1) + "\n", encoding="utf-8")
        pytest.skip("golden regenerated")
    assert path.exists(), f"no recorded match for {game_id}: regenerate (module docstring)"
    assert actual == json.loads(path.read_text(encoding="utf-8"))
