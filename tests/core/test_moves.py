"""Direct manipulation, for every game: each legal action's card and target, and the
reasons given for the cards of the hand no legal action plays."""

from __future__ import annotations

import pytest

import stil
from stil.core import Rng
from stil.core.moves import card_target, unplayable
from stil.i18n import LANGS
from stil.render import load, reason_text
from stil.testing.conformance import random_playout


@pytest.mark.parametrize("game_id", stil.games())
def test_reasons_name_only_cards_no_legal_action_plays(game_id: str) -> None:
    """Along random games: a card said to be unplayable is never played by a legal action,
    its reason is a text in every language, targets are ``kind:value`` strings, and the
    reasons stay the same when what the seat cannot see is dealt again (so no reason
    names or hints at a hidden card)."""
    r = load(game_id)
    game = stil.game(game_id)
    rng = Rng(5)
    reasons = 0
    for seed in range(3):
        for step, (state, _) in enumerate(random_playout(game, 2, seed=seed)):
            seat = state.to_act
            if seat is None:
                continue
            played = set()
            for a in state.legal_actions():
                card, target = card_target(state, a)
                played.add(card)
                assert target is None or (":" in target or target == "row"), (a, target)
            for why in unplayable(state, seat):
                reasons += 1
                assert why.card not in played, (game_id, str(state.decision), why)
                for lang in LANGS:
                    assert reason_text(r, why, lang).strip()
            if step % 4 == 0:
                again = game.resample_hidden(state, seat, rng)
                assert unplayable(again, seat) == unplayable(state, seat)
            for other in range(state.players):
                if other != seat:
                    assert unplayable(state, other) == []
    # cabbage's reason needs a non-default option, catboxes' a hand that fits nowhere
    # (rare in random games): their own tests lay such positions out
    if game_id not in ("cabbage", "catboxes"):
        assert reasons, f"{game_id}: no reason came up: the test has no teeth"


def test_a_game_without_the_functions_gets_nothing() -> None:
    state = stil.game("cabbage").new(2, seed=1)

    class Bare:
        pass

    class Shell:
        rules = Bare()
        is_over = False
        to_act = 0

    assert card_target(Shell(), state.legal_actions()[0]) == (None, None)  # type: ignore[arg-type]
    assert unplayable(Shell(), 0) == []  # type: ignore[arg-type]
