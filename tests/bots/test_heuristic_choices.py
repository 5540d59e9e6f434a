"""The heuristic bots choose what they chose before they were made faster.

``tests/golden/heuristic_choices/<game>.json`` holds, for seeded games under random rule
options and player counts, the index in the legal actions of every choice (more than one
legal action) the heuristic bot made, recorded with the bots of commit 9939cf2 (before
issue 20's speed-ups). The games mix the bot's choice with random ones (one in four), so
the positions are not only those the bot itself steers into. A bot that is only faster
makes the same choices on the same positions; regenerate only for an intended change of
play: ``STIL_REGEN_GOLDEN=1 pytest tests/bots/test_heuristic_choices.py``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import stil
from stil.bots import make_bot
from stil.bots.plain import has_heuristic
from stil.sim.match import bot_rng
from stil.testing.stateful import random_options

GOLDEN = Path(__file__).parent.parent / "golden" / "heuristic_choices"
SEEDS = range(40)
CHOICES = 200  # recorded choices per game, at most
RANDOM_SHARE = 4  # one move in this many is a random legal action instead of the bot's


def choices(game_id: str, seed: int) -> dict[str, object]:
    """The bot's choices (indices into the legal actions) along one seeded game."""
    game = stil.game(game_id)
    counts = game.spec.player_counts
    players = counts[seed % len(counts)]
    options = random_options(game, players, stil.Rng(seed))
    state = game.new(players, seed, options)
    bots = [make_bot("heuristic", game_id) for _ in range(players)]
    rngs = [bot_rng(seed, s) for s in range(players)]
    mix = stil.Rng(seed ^ 0x5EED)
    picked: list[int] = []
    while not state.is_over and len(picked) < CHOICES:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        index = 0
        if len(legal) > 1:
            index = legal.index(bots[seat].choose(state.view(seat), legal, rngs[seat]))
            picked.append(index)
            if mix.below(RANDOM_SHARE) == 0:
                index = mix.below(len(legal))
        state.apply(legal[index], seat)
    return {"players": players, "options": options, "choices": picked}


@pytest.mark.parametrize("game_id", [g for g in stil.games() if has_heuristic(g)])
def test_the_heuristic_bot_makes_the_recorded_choices(game_id: str) -> None:
    actual = {str(seed): choices(game_id, seed) for seed in SEEDS}
    path = GOLDEN / f"{game_id}.json"
    if os.environ.get("STIL_REGEN_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(actual, indent=None, separators=(",", ":"), sort_keys=True)
        path.write_text(text.replace('},"', '},\n"') + "\n")
    expected = json.loads(path.read_text())
    assert sum(len(g["choices"]) for g in expected.values()) > 1000  # a real record
    for seed, game in expected.items():
        got = actual[seed]
        assert got["players"] == game["players"] and got["options"] == game["options"], seed
        pairs = zip(got["choices"], game["choices"], strict=False)
        first = next((i for i, (a, b) in enumerate(pairs) if a != b), None)
        assert first is None and got["choices"] == game["choices"], (
            f"seed {seed}: choice {first} differs"
        )
