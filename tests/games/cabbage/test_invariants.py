"""Properties that hold at every step of any Інтриги та Капуста game."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import stil
from stil.games.cabbage.cards import COUNTS, N_KINDS, STACKS
from stil.games.cabbage.state import CabbageState
from stil.testing.conformance import random_playout


def card_totals(s: CabbageState) -> list[int]:
    totals = [0] * N_KINDS
    for k in s.deck + s.row + s.looked:
        totals[k] += 1
    for counts in [s.discard, *s.castles]:
        for k, n in enumerate(counts):
            totals[k] += n
    return totals


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_no_card_is_ever_created_or_lost(players: int, seed: int) -> None:
    for state, _ in random_playout(stil.game("cabbage"), players, seed):
        assert isinstance(state, CabbageState)
        assert card_totals(state) == list(COUNTS)


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_the_row_never_holds_a_duplicate_except_the_busting_card(players: int, seed: int) -> None:
    for state, _ in random_playout(stil.game("cabbage"), players, seed):
        assert isinstance(state, CabbageState)
        row = state.row[:-1] if state.bust is not None else state.row
        plain = [k for k in row if not STACKS[k]]
        assert len(plain) == len(set(plain))
        if state.is_over:
            assert not state.row and not state.looked and not state.deck


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_turn_passes_clockwise(seed: int) -> None:
    last = None
    for state, _ in random_playout(stil.game("cabbage"), 4, seed):
        if state.phase != "turn":
            break
        if last is not None and state.current != last:
            assert state.current == (last + 1) % 4
        last = state.current
