"""A game's encoder read straight from the state (``GameEncoding.from_state``, the
environments' fast path) gives exactly the vector its view-based encoder gives, for every
seat and the spectator, over random states of every registered game that has one, under
random rule options."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

import stil
from stil.core import Rng, State
from stil.core.features import Features
from stil.rl.encoding import ENCODERS
from stil.testing.stateful import random_options

FAST = [g for g in stil.games() if g in ENCODERS and ENCODERS[g].from_state is not None]
#: random games per player count: a unicorns game has thousands of states and seven counts
GAMES = {"unicorns": 2}


def random_states(game_id: str, players: int, games: int) -> Iterator[State]:
    """Every state of ``games`` random games, each under random rule options."""
    g = stil.game(game_id)
    for seed in range(games):
        rng = Rng(seed + 77)
        state = g.new(players=players, seed=seed, options=random_options(g, players, rng))
        yield state
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            yield state


def test_some_game_has_a_state_encoder() -> None:
    assert FAST  # the environments' fast path is tested below, not skipped silently


@pytest.mark.parametrize("game_id", FAST)
def test_state_encoder_equals_the_view_encoder(game_id: str) -> None:
    enc = ENCODERS[game_id]
    assert enc.from_state is not None
    checked = 0
    for players in stil.game(game_id).spec.player_counts:
        for state in random_states(game_id, players, games=GAMES.get(game_id, 4)):
            for seat in [*range(players), None]:
                want = enc.encode(state.view(seat).data, seat)
                got = enc.from_state(state, seat)
                assert got.dtype == want.dtype and got.shape == want.shape
                if not np.array_equal(got, want):
                    diff = np.flatnonzero(got != want)
                    pytest.fail(f"{players}p seat {seat}: entries {diff[:10]} differ")
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("game_id", [g for g in stil.games() if g in ENCODERS])
def test_encode_equals_its_recorded_layout(game_id: str) -> None:
    """An encoder that builds its vector its own way (catboxes' grid in NumPy) gives what
    its ``fill`` gives through :class:`Features`, whose blocks are the documented layout."""
    enc = ENCODERS[game_id]
    players = min(n for n in stil.game(game_id).spec.player_counts if n >= 2)
    for state in random_states(game_id, players, games=2):
        for seat in [*range(players), None]:
            data = state.view(seat).data
            f = Features(record=True)
            enc.fill(data, seat, f)
            assert f.blocks is not None and f.blocks[-1].end == len(f.values)
            assert np.array_equal(enc.encode(data, seat), f.vector())
