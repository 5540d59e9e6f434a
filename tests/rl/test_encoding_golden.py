"""Every game's observation vectors and layout, pinned: the SHA-256 of the vectors of every
state of a few seeded random games (every seat and the spectator, random rule options) and
of the blocks (names, offsets, bounds), per game and player count, as recorded in
``tests/golden/encodings.json``.

The learned evaluations (``eval.npz``) were trained on these vectors, so a change to an
encoder that changes a single number must be deliberate: retrain, then record again with
``STIL_RECORD_ENCODINGS=1 pytest tests/rl/test_encoding_golden.py``. The file was recorded
before the encoders were declared once (issue 41: from the view-based encoders, which the
state-based ones were proven equal to), so this test is what shows the new ones equal.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

import stil
from stil.core import Rng, State
from stil.rl.encoding import ENCODERS, encoding_for, layout
from stil.testing.stateful import random_play

GOLDEN = Path(__file__).parent.parent / "golden" / "encodings.json"
RECORD = os.environ.get("STIL_RECORD_ENCODINGS") == "1"
#: random games per player count (unicorns' games are long, and it has seven counts)
GAMES = {"unicorns": 1}
#: the generic (hashed) encoding, pinned for one game too
GENERIC = "cabbage"


def random_states(game_id: str, players: int, games: int) -> Iterator[State]:
    for seed in range(games):
        yield from random_play(stil.game(game_id), players, seed, Rng(seed + 4100))


def fingerprint(game_id: str, players: int, encoder: str) -> dict[str, object]:
    enc = encoding_for(game_id, encoder)  # type: ignore[arg-type]
    digest = hashlib.sha256()
    states = 0
    for state in random_states(game_id, players, GAMES.get(game_id, 2)):
        for seat in [*range(players), None]:
            vector = enc.from_state(state, seat)
            assert vector.dtype.name == "float32"
            digest.update(vector.tobytes())
        states += 1
    blocks = [
        [b.name, b.start, b.end, b.low, b.high]
        for b in layout(game_id, players, encoder)  # type: ignore[arg-type]
    ]
    return {
        "states": states,
        "vectors": digest.hexdigest(),
        "layout": hashlib.sha256(json.dumps(blocks).encode()).hexdigest(),
    }


CASES = [
    (g, n, "own") for g in stil.games() if g in ENCODERS for n in stil.game(g).spec.player_counts
] + [(GENERIC, n, "generic") for n in stil.game(GENERIC).spec.player_counts]


def key(game_id: str, players: int, encoder: str) -> str:
    return f"{game_id}/{players}/{encoder}"


@pytest.mark.parametrize(("game_id", "players", "encoder"), CASES)
def test_the_vectors_and_layout_are_the_recorded_ones(
    game_id: str, players: int, encoder: str
) -> None:
    got = fingerprint(game_id, players, encoder)
    if RECORD:
        recorded = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}
        recorded[key(game_id, players, encoder)] = got
        GOLDEN.write_text(json.dumps(dict(sorted(recorded.items())), indent=1) + "\n")
        return
    want = json.loads(GOLDEN.read_text())[key(game_id, players, encoder)]
    assert got["states"] == want["states"], "the random games changed: not the encoder"
    assert got["layout"] == want["layout"], "the blocks (names, offsets, bounds) changed"
    assert got["vectors"] == want["vectors"], "some vector changed"


def test_every_encoder_is_pinned() -> None:
    recorded = json.loads(GOLDEN.read_text())
    assert sorted(recorded) == sorted(key(*c) for c in CASES)
