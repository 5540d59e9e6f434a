"""A heuristic bot's ``choose_state`` (the search's fast way to ask its guide, no view built)
chooses exactly what ``choose`` chooses from the seat's view, draws the same random numbers,
changes nothing in the state, and reads nothing the seat cannot see: over random states of
every game whose heuristic has one, under random rule options and every player count, in
the real states and in determinizations of the seat's own observation (what the search
holds)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import stil
from stil.bots import make_bot
from stil.bots.plain import guide_move, has_heuristic
from stil.core import Rng, State
from stil.testing.stateful import random_options

FAST = [
    g
    for g in stil.games()
    if has_heuristic(g) and hasattr(make_bot("heuristic", g), "choose_state")
]
GAMES = 4  # random games per player count


def positions(game_id: str) -> Iterator[State]:
    """States with a choice to make, along games that mix the heuristic's moves (so that
    the positions it steers into are there, wars among them) with random ones."""
    game = stil.game(game_id)
    bot = make_bot("heuristic", game_id)
    for players in game.spec.player_counts:
        for seed in range(GAMES):
            rng = Rng(seed + 31)
            state = game.new(players, seed, random_options(game, players, rng))
            while not state.is_over:
                seat = state.to_act
                assert seat is not None
                legal = state.legal_actions()
                if len(legal) > 1:
                    yield state
                if rng.below(3):
                    state.apply(bot.choose(state.view(seat), legal, rng))
                else:
                    state.apply(legal[rng.below(len(legal))])


def test_some_game_asks_its_guide_without_a_view() -> None:
    # the fast paths are tested below, not skipped silently
    assert {"princes", "unicorns", "kingdoms", "catboxes"} <= set(FAST)


@pytest.mark.parametrize("game_id", FAST)
def test_choose_state_is_choose_of_the_view(game_id: str) -> None:
    game = stil.game(game_id)
    bot = make_bot("heuristic", game_id)
    fast = guide_move(bot)
    assert fast == bot.choose_state  # type: ignore[attr-defined]
    checked = 0
    for k, state in enumerate(positions(game_id)):
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        before = state.to_json()
        for held in (state, game.determinize(state.view(seat), Rng(k))):
            slow_rng, fast_rng = Rng(k), Rng(k)
            want = bot.choose(held.view(seat), legal, slow_rng)
            got = fast(held, seat, legal, fast_rng)
            assert got == want, f"position {k}, seat {seat}: {got} instead of {want}"
            assert fast_rng.below(1 << 30) == slow_rng.below(1 << 30)
        assert state.to_json() == before  # the state's lists were read, never changed
        # what the seat cannot see, re-dealt, changes nothing
        other = game.resample_hidden(state, seat, Rng(k + 1))
        assert fast(other, seat, legal, Rng(k)) == got
        checked += 1
    assert checked > 300
