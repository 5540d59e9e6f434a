"""``game.resample_unseen``: what no seat can see (the deck's order, the RNG) re-drawn, and
nothing any seat knows changed. The OpenSpiel adapter's chance nodes are built on it."""

from __future__ import annotations

import random

import pytest

import stil
from stil.core import Rng

GAMES = stil.games()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_view_stays_and_the_deck_moves(game_id: str) -> None:
    game = stil.game(game_id)
    counts = game.spec.player_counts
    r = random.Random(1)
    for players in sorted({min(n for n in counts if n >= 2), max(n for n in counts if n <= 5)}):
        moved = tried = 0
        for seed in range(2):
            state = game.new(players=players, seed=seed)
            while not state.is_over:
                if r.random() < 0.25:
                    before = state.to_json()
                    other = game.resample_unseen(state, Rng(r.getrandbits(64)))
                    assert state.to_json() == before  # a copy; the original untouched
                    for seat in [None, *range(players)]:
                        assert other.view(seat).to_json() == state.view(seat).to_json()
                    assert other.legal_actions() == state.legal_actions()
                    tried += 1
                    moved += other.deck != state.deck
                state.apply(r.choice(state.legal_actions()))
        assert tried and moved >= tried // 2, (players, moved, tried)
