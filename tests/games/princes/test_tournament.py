"""The tournament to 100 (rulebook; princes.deck.md §1.8 #16–17, §3)."""

from __future__ import annotations

import pytest

from stil.core import Rng
from stil.games.princes import game as princes_game
from stil.games.princes.state import PrincesState
from stil.games.princes.tournament import Tournament


def finished(players: int, might: list[int]) -> PrincesState:
    """A finished game whose seats score ``might`` (multiples of 3, from «Мудрый» +3 each)."""
    assert all(m % 3 == 0 for m in might)
    state = princes_game.setup(
        players, deck=[], chronicles=[["chronicle_wise"] * (m // 3) for m in might]
    )
    state.is_over = True
    assert state.scores() == might
    return state


def test_totals_add_up_over_games_and_seats_rotate() -> None:
    t = Tournament(players=3, seed=1)
    assert [t.prince_at(s) for s in range(3)] == [0, 1, 2]
    t.record(finished(3, [30, 0, 3]))
    assert t.totals == [30, 0, 3]
    assert [t.prince_at(s) for s in range(3)] == [1, 2, 0]  # game 2: prince 1 in seat 0
    t.record(finished(3, [30, 0, 3]))  # seat 0 (prince 1) scored 30
    assert t.totals == [30 + 3, 30, 3]
    assert not t.is_over


def test_the_first_to_reach_100_wins() -> None:
    t = Tournament(players=2, seed=1)
    for _ in range(4):
        t.record(finished(2, [27, 0]))  # the princes take turns in seat 0
    assert t.totals == [54, 54] and not t.is_over
    t.record(finished(2, [51, 0]))
    assert t.totals == [105, 54] and t.is_over and t.winners() == [0]
    with pytest.raises(ValueError, match="over"):
        t.next_game()


@pytest.mark.parametrize(("tie", "over"), [("shared", True), ("play_on", False)])
def test_equal_totals_at_100(tie: str, over: bool) -> None:
    t = Tournament(players=2, seed=1, options={"tournament_tie": tie})
    t.record(finished(2, [102, 0]))
    t.record(finished(2, [102, 0]))
    assert t.totals == [102, 102]
    assert t.is_over is over
    assert t.winners() == ([0, 1] if over else [])


def test_each_game_starts_in_seat_0_and_plays_to_the_end() -> None:
    t = Tournament(players=2, seed=7)
    state = t.next_game()
    assert state.to_act == 0
    rng = Rng(1)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    t.record(state)
    assert len(t.games) == 1 and sorted(t.games[0]) == sorted(state.scores())
