"""Hypothesis state machines over every registered game: random legal and illegal actions,
with clone/apply, undo-by-replay, the JSON round trip, card conservation and views that
ignore a re-deal of what their seat cannot see checked.

The machine is generic (``stil.testing.stateful.Session``); a game registered later is
picked up by ``stil.games()``. Budgets: the ``ci`` profile by default, the heavier ``long``
one with ``HYPOTHESIS_PROFILE=long`` (``make``-free: ``HYPOTHESIS_PROFILE=long pytest
tests/core/test_stateful.py``).
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

import stil
from stil.core import Game, Rng
from stil.testing.invariants import has_counter
from stil.testing.stateful import ILLEGAL_KINDS, Session, random_options

settings.register_profile(
    "ci",
    max_examples=30,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "long",
    max_examples=400,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
if PROFILE not in ("ci", "long"):
    PROFILE = "ci"
SETTINGS = settings.get_profile(PROFILE)


def machine_for(game: Game) -> type[RuleBasedStateMachine]:
    """A state machine playing ``game`` from a drawn player count, options and seed."""
    counts = game.spec.player_counts

    class GameMachine(RuleBasedStateMachine):
        session: Session

        @initialize(
            count=st.integers(0, len(counts) - 1),
            option_seed=st.integers(0, 2**16),
            seed=st.integers(0, 2**31 - 1),
        )
        def start(self, count: int, option_seed: int, seed: int) -> None:
            players = counts[count]
            options = (
                game.spec.options_for(players)
                if option_seed == 0
                else random_options(game, players, Rng(option_seed))
            )
            self.session = Session(game, players, options, seed)

        def live(self) -> bool:
            return not self.session.state.is_over

        @precondition(live)
        @rule(choice=st.integers(0, 2**16))
        def play(self, choice: int) -> None:
            self.session.play(choice)

        @precondition(live)
        @rule(n=st.integers(1, 120), seed=st.integers(0, 2**16))
        def play_on(self, n: int, seed: int) -> None:
            """Jump ahead, so that short runs still reach the middle and end of a game."""
            self.session.play_many(n, Rng(seed))

        @rule(kind=st.sampled_from(ILLEGAL_KINDS), pick=st.integers(0, 2**16))
        def illegal(self, kind: str, pick: int) -> None:
            self.session.try_illegal(kind, pick)

        @rule(choice=st.integers(0, 2**16))
        def clone_then_apply(self, choice: int) -> None:
            self.session.check_clone(choice)

        @rule(pick=st.integers(0, 8), seed=st.integers(0, 2**16))
        def redeal_hidden(self, pick: int, seed: int) -> None:
            self.session.check_hidden(pick, Rng(seed))

        @rule()
        def undo_by_replay(self) -> None:
            self.session.check_replay()

        @rule()
        def json_round_trip(self) -> None:
            self.session.check_json()

        @invariant()
        def conserved(self) -> None:
            if hasattr(self, "session"):
                self.session.check_invariants()

        def teardown(self) -> None:
            if hasattr(self, "session"):
                self.session.check_replay()

    GameMachine.__name__ = f"{game.spec.id.title()}Machine"
    return GameMachine


@pytest.mark.parametrize("game_id", stil.games())
def test_random_legal_and_illegal_play_keeps_the_contract(game_id: str) -> None:
    run_state_machine_as_test(machine_for(stil.game(game_id)), settings=SETTINGS)


# The games whose parts declare a card counter; a game without one is covered by
# everything else.
COUNTED = [g for g in stil.games() if has_counter(g)]


@pytest.mark.parametrize("game_id", COUNTED)
def test_the_card_counter_sees_every_card(game_id: str) -> None:
    """The conservation check has teeth: hiding one card from a state is caught."""
    from stil.testing.invariants import cards_in_play

    game = stil.game(game_id)
    assert has_counter(game_id)
    session = Session(game, game.spec.player_counts[0], {}, seed=5)
    session.play_many(10, Rng(5))
    state = session.state
    deck = state.deck  # type: ignore[attr-defined]  # every counted game has a draw pile
    if not deck:
        pytest.skip("the draw pile ran out early")
    start = session.start
    assert start is not None and cards_in_play(state) == start
    deck.pop()
    with pytest.raises(AssertionError, match="lost"):
        session.check_invariants()


def test_an_accepted_illegal_action_is_caught() -> None:
    """The illegal-action check fails when the engine lets an illegal action through."""
    game = stil.game("cabbage")
    session = Session(game, 2, {}, seed=1)
    legal = session.state.legal_actions()
    action, _ = session.illegal_attempt("space", 0) or (None, None)
    assert action is not None and action not in legal
    state = session.state
    state._legal = [*legal, action]  # an engine that forgot a legality check
    with pytest.raises(AssertionError, match="was accepted"):
        session.check_refused(action, None)


@pytest.mark.parametrize("game_id", stil.games())
def test_an_illegal_attempt_is_never_a_legal_action(game_id: str) -> None:
    """The harness's own check: no variant of any illegal kind is legal where it is made
    (a "malformed" ``princess -1 -1`` is a real move on an open catboxes table)."""
    game = stil.game(game_id)
    players = game.spec.player_counts[-1]
    session = Session(game, players, game.spec.options_for(players), seed=2)
    rng = Rng(2)
    while not session.state.is_over and len(session.actions) < 150:
        legal = session.state.legal_actions()
        for kind in ILLEGAL_KINDS:
            for pick in range(12):
                attempt = session.illegal_attempt(kind, pick)
                if attempt is not None and attempt[1] is None:
                    assert attempt[0] not in legal, (kind, pick, attempt)
        session.play_many(1 + rng.below(4), rng)
