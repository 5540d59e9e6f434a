"""The conformance checks catch the faults they exist for (each test breaks a game on
purpose and expects the suite to notice)."""

from __future__ import annotations

import pytest

import stil
from stil.core import Observation
from stil.games.cabbage import observation
from stil.games.cabbage.state import CabbageState
from stil.testing import conformance as cf


def test_a_view_showing_the_deck_top_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real = observation.view

    def leaky(state: CabbageState, seat: int | None) -> Observation:
        obs = real(state, seat)
        return Observation(obs.game, seat, {**obs.data, "next": state.deck[-1:]})

    monkeypatch.setattr(observation, "view", leaky)
    with pytest.raises(AssertionError, match="view changed"):
        cf.check_hidden_information(stil.game("cabbage"), 2, seed=1)


def test_a_view_showing_anothers_peek_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real = observation.view

    def leaky(state: CabbageState, seat: int | None) -> Observation:
        obs = real(state, seat)
        top = state.deck[-1] if state.knows_top else None
        return Observation(obs.game, seat, {**obs.data, "peeked": top})

    monkeypatch.setattr(observation, "view", leaky)
    with pytest.raises(AssertionError, match="view changed"):
        for seed in range(30):
            cf.check_hidden_information(stil.game("cabbage"), 3, seed=seed, samples=2)


def test_a_mutating_illegal_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def apply_touching_first(
        self: CabbageState, action: stil.Action | str, seat: int | None = None
    ) -> None:
        self.log.append((None, {"type": "touched"}))  # a change made before the check
        stil.State.apply(self, action, seat)

    monkeypatch.setattr(CabbageState, "apply", apply_touching_first)
    with pytest.raises(AssertionError, match="changed the state"):
        cf.check_illegal_actions(stil.game("cabbage"), 2, seed=0)


def test_a_shared_clone_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CabbageState, "clone", lambda self: self)
    with pytest.raises(AssertionError, match="clone"):
        cf.check_clone_independent(stil.game("cabbage"), 2, seed=0)


def test_a_view_sharing_the_states_lists_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real = observation.view

    def aliased(state: CabbageState, seat: int | None) -> Observation:
        obs = real(state, seat)
        return Observation(obs.game, seat, {**obs.data, "log": state.log})

    monkeypatch.setattr(observation, "view", aliased)
    with pytest.raises(AssertionError, match="changed the state"):
        cf.check_views_are_snapshots(stil.game("cabbage"), 2, seed=0)
