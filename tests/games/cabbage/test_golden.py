"""Golden playthroughs: seeded random games must end in exactly the recorded states.

``golden.json`` holds a digest of the final state of random games for every player count.
Any change to the rules, the RNG or the deal shows up here; so does any difference between
the plain-Python and the compiled build, which both run this test. After an intended change,
regenerate with ``STIL_REGEN_GOLDEN=1 pytest tests/games/cabbage/test_golden.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import stil
from stil.testing.conformance import random_playout

GOLDEN = Path(__file__).with_name("golden.json")
SEEDS = range(40)


def digest(players: int, seed: int) -> str:
    *_, (final, _) = random_playout(stil.game("cabbage"), players, seed)
    return hashlib.sha256(final.to_json().encode()).hexdigest()[:16]


def test_seeded_games_end_in_the_recorded_states() -> None:
    actual = {f"{n}p": [digest(n, s) for s in SEEDS] for n in (2, 3, 4, 5)}
    if os.environ.get("STIL_REGEN_GOLDEN") == "1":
        GOLDEN.write_text(json.dumps(actual, indent=1) + "\n")
    assert actual == json.loads(GOLDEN.read_text())
