"""The two generators behind ``Rng``: SplitMix64 for small seeds (unchanged, so every
stored game and golden replay stays bit-identical) and BLAKE2b in counter mode for seeds of
2**64 and more (a server table's secret seed), whose stream nobody can recover."""

from __future__ import annotations

import hashlib
import json
import struct

import pytest

import stil
from stil.core import Rng

BIG = (1 << 128) | 0x1234_5678_9ABC_DEF0_0FED_CBA9_8765_4321


def test_small_seeds_keep_splitmix64_bit_for_bit() -> None:
    # the first words of SplitMix64 seeded 0 after the seed scramble, as before this change
    rng = Rng(7)
    assert [rng.below(6) for _ in range(5)] == [2, 3, 1, 1, 0]
    assert not Rng(2**64 - 1).keyed and Rng(2**64).keyed
    s = Rng(3)
    assert Rng(state=s.state).next64() == s.next64()


def test_a_big_seed_is_not_its_low_64_bits() -> None:
    """Failed before: a seed was masked to 64 bits, so a 128-bit seed was a 64-bit one."""
    low = BIG & ((1 << 64) - 1)
    assert [Rng(BIG).next64() for _ in range(4)] != [Rng(low).next64() for _ in range(4)]
    assert Rng(BIG).next64() != Rng(BIG ^ (1 << 100)).next64()


def test_the_keyed_stream_is_blake2b_in_counter_mode() -> None:
    """The construction, computed independently: key = BLAKE2b-256 of the seed's decimal
    digits (personalised), word i = the (i % 8)-th little-endian word of the keyed BLAKE2b
    of the block number i // 8."""
    key = hashlib.blake2b(str(BIG).encode(), digest_size=32, person=b"stil.rng.seed").digest()
    words = []
    for block in range(3):
        digest = hashlib.blake2b(block.to_bytes(8, "little"), key=key).digest()
        words += struct.unpack("<8Q", digest)
    rng = Rng(BIG)
    assert [rng.next64() for _ in range(24)] == words


def test_keyed_clone_state_and_fork() -> None:
    a = Rng(BIG)
    for _ in range(5):
        a.next64()
    b = a.clone()
    restored = Rng(state=json.loads(json.dumps(a.state)))
    assert restored.keyed and b.keyed
    drawn = [a.next64() for _ in range(20)]
    assert drawn == [b.next64() for _ in range(20)] == [restored.next64() for _ in range(20)]
    f, g = a.clone().fork(), a.clone().fork()
    assert f.keyed and f.next64() == g.next64() and f.next64() != a.next64()
    assert "state=<keyed>" in repr(a) and str(BIG) not in repr(a)


def test_keyed_draws_are_uniform_enough() -> None:
    rng = Rng(BIG)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_400 < c < 10_600 for c in counts)
    with pytest.raises(ValueError):
        rng.below(0)
    items = list(range(50))
    rng.shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))
    assert 0 <= rng.random() < 1


@pytest.mark.parametrize("game_id", stil.games())
def test_a_game_with_a_keyed_seed_replays_and_round_trips(game_id: str) -> None:
    game = stil.game(game_id)
    players = max(2, game.spec.min_players)
    state = game.new(players, BIG)
    moves, actions = Rng(1), []
    for i in range(300):
        if state.is_over:
            break
        if i == 10:  # a stored state goes on exactly as the live one
            twin = game.from_json(state.to_json())
            assert twin.rng.keyed
        legal = state.legal_actions()
        action = legal[moves.below(len(legal))]
        actions.append(action)
        state.apply(action)
        if i >= 10:
            twin.apply(action)
    assert twin.to_json() == state.to_json()
    assert game.replay(players, BIG, {}, actions).to_json() == state.to_json()
    assert game.new(players, BIG).to_json() != game.new(players, BIG ^ 1).to_json()
    view = state.view(0)
    again = game.determinize(view, Rng(BIG))
    assert again.rng.keyed
    # no view carries the seed or the generator's state (its key)
    secret = state.rng.state
    for seat in (None, *range(players)):
        text = state.view(seat).to_json()
        assert str(BIG) not in text and str(secret) not in text and str(secret >> 64) not in text
