"""A frame is built from what its seat may know, and nothing else: for every game, along
random games, re-dealing what a seat cannot see leaves that seat's frame unchanged, in
every language (the texts, the drawn table and the actions included)."""

from __future__ import annotations

import json

import pytest

import stil
from stil.core import Rng
from stil.server import frames
from stil.testing.conformance import random_playout

CASES = [(g, n) for g in stil.games() for n in (2, 3)]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_a_frame_does_not_depend_on_what_its_seat_cannot_see(game_id: str, players: int) -> None:
    game = stil.game(game_id)
    rng = Rng(11)
    kinds = ["human"] * players
    moved = 0
    for step, (state, _action) in enumerate(random_playout(game, players, seed=4)):
        if step % 6:
            continue
        for seat in [None, *range(players)]:
            lang = ("uk", "ru", "en")[step % 3]
            mine = json.dumps(frames.build(game_id, state, seat, lang, kinds, live=True))
            other = game.resample_hidden(state, seat, rng)
            moved += other.to_json() != state.to_json()
            again = json.dumps(frames.build(game_id, other, seat, lang, kinds, live=True))
            assert again == mine, f"{game_id}: seat {seat}'s frame changed at step {step}"
    assert moved > 5  # the re-deals did move hidden cards
