"""The encoder contract (``stil.core.encoding``): each game's encoder, declared once and
filled from the state, reads only what the seat's view shows (re-dealing what a seat cannot
see never changes its vector: every player count, every seat and the spectator), and an
observation alone gives the same vector as its state. A deliberately leaky encoder is
caught by the same check, so the check can fail. (Length, bounds and that every change of
a view changes the vector: ``tests/rl/test_envs.py``.)"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator

import numpy as np
import pytest

import stil
from stil.core import Rng, State
from stil.core.encoding import GameEncoding, encode, encoding_for
from stil.rl.encoding import ENCODERS
from stil.testing.stateful import random_play

OWN = [g for g in stil.games() if g in ENCODERS]
#: every how many states of a random game the (costlier) re-deal check runs
EVERY = 3


def random_states(game_id: str, players: int, seed: int) -> Iterator[State]:
    return random_play(stil.game(game_id), players, seed, Rng(seed + 9100))


def unseen_changes(enc: GameEncoding, game_id: str, players: int, seed: int) -> list[str]:
    """Where re-dealing what a seat cannot see changed that seat's vector."""
    g = stil.game(game_id)
    rng = Rng(seed)
    found = []
    for k, state in enumerate(random_states(game_id, players, seed)):
        if k % EVERY:
            continue
        for seat in [*range(players), None]:
            want = enc.from_state(state, seat)
            for _ in range(2):
                other = g.resample_hidden(state, seat, rng)
                got = enc.from_state(other, seat)
                if not np.array_equal(got, want):
                    diff = np.flatnonzero(got != want)[:5].tolist()
                    found.append(f"{players}p state {k} seat {seat}: entries {diff}")
    return found


@pytest.mark.parametrize("game_id", [*OWN, "generic"])
def test_a_vector_reads_nothing_its_seat_cannot_see(game_id: str) -> None:
    games = [(game_id, "own")] if game_id != "generic" else [("cabbage", "generic")]
    for gid, choice in games:
        enc = encoding_for(gid, choice)  # type: ignore[arg-type]
        for players in stil.game(gid).spec.player_counts:
            assert not unseen_changes(enc, gid, players, seed=players)


def test_a_leaky_encoder_is_caught() -> None:
    """The check above fails an encoder that reads the whole state (the deck's order, the
    others' hands): the same vector plus a digest of ``state.to_dict()``."""
    honest = encoding_for("cabbage")

    def leaky(state: State, seat: int | None) -> np.ndarray:
        digest = hashlib.sha256(json.dumps(state.to_dict(), sort_keys=True).encode()).digest()
        return np.concatenate((honest.from_state(state, seat), np.frombuffer(digest[:4], np.uint8)))

    enc = GameEncoding(honest.pieces, leaky, honest.score_scale)
    assert unseen_changes(enc, "cabbage", 3, seed=1)


@pytest.mark.parametrize("game_id", OWN)
def test_an_observation_alone_gives_its_states_vector(game_id: str) -> None:
    players = min(n for n in stil.game(game_id).spec.player_counts if n >= 2)
    for k, state in enumerate(random_states(game_id, players, seed=7)):
        if k % 10:
            continue
        for seat in [*range(players), None]:
            want = encoding_for(game_id).from_state(state, seat)
            np.testing.assert_array_equal(encode(state.view(seat)), want)


def every_seat_mismatches(enc: GameEncoding, game_id: str, players: int, seed: int) -> list[str]:
    """Where ``every_seat`` (all seats at once, as the search's evaluation asks) differs
    from ``from_state`` seat by seat."""
    found = []
    for k, state in enumerate(random_states(game_id, players, seed)):
        rows = enc.every_seat(state)
        if rows.shape[0] != players:
            return [f"{players}p state {k}: {rows.shape[0]} rows"]
        for seat in range(players):
            one = enc.from_state(state, seat)
            if rows[seat].dtype != one.dtype or not np.array_equal(rows[seat], one):
                found.append(f"{players}p state {k} seat {seat}")
    return found


@pytest.mark.parametrize("game_id", OWN)
def test_every_seat_at_once_is_each_seats_vector(game_id: str) -> None:
    """A game's batch encoder (princes shares the cities and the war between the seats)
    gives exactly the vectors of ``from_state``, so the re-deal check above covers it."""
    enc = encoding_for(game_id)
    for players in stil.game(game_id).spec.player_counts:
        assert not every_seat_mismatches(enc, game_id, players, seed=40 + players)


def test_a_batch_encoder_that_mixes_up_the_seats_is_caught() -> None:
    honest = encoding_for("princes")
    assert honest.all_seats is not None  # the game this check is about has one

    def shifted(state: State) -> np.ndarray:
        return np.roll(honest.every_seat(state), 1, axis=0)

    enc = GameEncoding(honest.pieces, honest.from_state, honest.score_scale, shifted)
    assert every_seat_mismatches(enc, "princes", 3, seed=1)
