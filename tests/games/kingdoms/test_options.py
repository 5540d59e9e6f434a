"""Every rule option's non-default values in whole random games: the game ends, no card,
piece or "+2" token is lost or made, and the option is recorded in the state."""

from __future__ import annotations

import pytest

import stil
from stil.games.kingdoms.cards import DATA
from stil.games.kingdoms.state import KingdomsState
from stil.testing.conformance import random_playout

GAME = stil.game("kingdoms")
CASES = [
    (o.name, v)
    for o in GAME.spec.options
    for v in o.allowed
    if v != o.default and (o.name != "ring_order" or v in ("4-6-8-5-7", "4-8-7-6-5"))
]


def cards_in_play(s: KingdomsState) -> int:
    n = len(s.deck) + len(s.discard) + len(s.bonus)
    n += sum(len(h) for h in s.hands) + sum(len(c) for c in s.cards)
    p = s.pending
    if s.step == "battle" and s.solo:
        n += len(p["used"]) + len(p["shown"])
    elif s.step == "battle":
        n += sum(len(x) for x in p["played"]) + sum(1 for c in p["choice"] if c >= 0)
    elif s.step == "pair":
        n += 1
    return n


def check_invariants(s: KingdomsState) -> None:
    assert cards_in_play(s) == 64
    for side in range(s.sides):
        on_board = sum(s.pieces(k, side) for k in range(5))
        assert on_board + s.supply[side] == DATA.pieces
    if s.options["modifier_supply"] == "limited" and not s.solo:
        spent = sum(s.pending.get("spent", [])) if s.step == "battle" and not s.solo else 0
        held = sum(s.mods) + s.mod_supply + spent
        if s.options["used_modifier_destination"] == "supply":
            assert held == DATA.modifier_tokens
        else:
            assert held <= DATA.modifier_tokens


@pytest.mark.parametrize(("name", "value"), CASES, ids=[f"{n}={v}" for n, v in CASES])
def test_option_value_in_random_games(name: str, value: object) -> None:
    for players in (1, 2, 3, 5):
        for seed in range(3):
            final = None
            for state, _action in random_playout(GAME, players, seed, {name: value}):
                assert state.options[name] == value
                check_invariants(state)
                final = state
            assert final is not None and final.is_over and final.age == 3
