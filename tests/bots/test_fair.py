"""Fair by construction: a bot's choice depends on the seat's observation, the legal actions
and its own generator only, so re-dealing what the seat cannot see (the other hands, the
order of the deck) never changes it. The re-deals are the game's own ``determinize``."""

from __future__ import annotations

import pytest

import stil
from stil.bots import make_bot
from stil.bots.base import has_heuristic
from stil.bots.ismcts import IsmctsBot
from stil.testing.conformance import random_playout

REDEALS = 3


def _positions(game_id: str) -> list[stil.State]:
    """Some positions with a choice to make, from a seeded random game of two."""
    found = []
    for step, (state, action) in enumerate(random_playout(stil.game(game_id), 2, seed=4)):
        if action is not None and step % 7 == 3 and len(state.legal_actions()) > 1:
            found.append(state.clone())
        if len(found) == 4:
            break
    return found


def _bots(game_id: str) -> list[stil.bots.Bot]:
    bots: list[stil.bots.Bot] = [IsmctsBot(iterations=12)]
    bots.append(IsmctsBot(iterations=12, guide="heuristic", bias=2.0, guided_steps=2))
    # the expert level's search: cut playouts judged by the learned evaluation (where the
    # game has one), from each seat's view of the deal
    bots.append(
        IsmctsBot(
            iterations=12,
            guide="heuristic",
            bias=2.0,
            guided_steps=2,
            evaluate=True,
            playout_noise=0.1,
        )
    )
    # the same, the budget spent by sequential halving at the root
    bots.append(
        IsmctsBot(
            iterations=12,
            guide="heuristic",
            guided_steps=2,
            evaluate=True,
            playout_noise=0.1,
            halving=True,
        )
    )
    if has_heuristic(game_id):
        bots.append(make_bot("heuristic", game_id))
    return bots


@pytest.mark.parametrize("game_id", stil.games())
def test_redealing_hidden_cards_never_changes_a_choice(game_id: str) -> None:
    game = stil.game(game_id)
    positions = _positions(game_id)
    assert positions, "no position with a choice in the game"
    hidden_changed = 0
    for state in positions:
        seat = state.to_act
        assert seat is not None
        seen = state.view(seat)
        legal = state.legal_actions()
        for bot in _bots(game_id):
            chosen = bot.choose(seen, legal, stil.Rng(11))
            for k in range(REDEALS):
                other = game.determinize(seen, stil.Rng(100 + k))
                hidden_changed += other.to_dict() != state.to_dict()
                # the same seat sees the same thing in the re-dealt game...
                assert other.view(seat) == seen
                assert other.legal_actions() == legal
                # ...and so chooses the same, whatever was dealt to the others
                again = bot.choose(other.view(seat), other.legal_actions(), stil.Rng(11))
                assert again == chosen, (bot, k)
    # the re-deals really dealt the others something else (else this test proves nothing)
    assert hidden_changed
