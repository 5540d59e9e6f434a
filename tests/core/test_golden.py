"""Golden playthroughs: seeded random games of every game must end in the recorded states.

``tests/golden/<game>.json`` holds a digest of the final state of random games for every
player count. Any change to a game's rules, the RNG or the deal shows up here; so does any
difference between the plain-Python and the compiled build, which both run this test.
After an intended change, regenerate with
``STIL_REGEN_GOLDEN=1 pytest tests/core/test_golden.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

import stil
from stil.testing.conformance import random_playout

GOLDEN = Path(__file__).parent.parent / "golden"
SEEDS = range(40)


def digest(game_id: str, players: int, seed: int) -> str:
    *_, (final, _) = random_playout(stil.game(game_id), players, seed)
    return hashlib.sha256(final.to_json().encode()).hexdigest()[:16]


@pytest.mark.parametrize("game_id", stil.games())
def test_seeded_games_end_in_the_recorded_states(game_id: str) -> None:
    counts = stil.game(game_id).spec.player_counts
    actual = {f"{n}p": [digest(game_id, n, s) for s in SEEDS] for n in counts}
    path = GOLDEN / f"{game_id}.json"
    if os.environ.get("STIL_REGEN_GOLDEN") == "1":
        path.write_text(json.dumps(actual, indent=1) + "\n")
    assert actual == json.loads(path.read_text())
