"""Views: what each seat may know, determinize, and the hidden-information contract."""

from __future__ import annotations

import pytest

from stil.core import Rng
from stil.games.unicorns import GAME, observation
from stil.testing import conformance as cf

from .conftest import all_pass, legal, play, table


def test_a_view_shows_own_hand_sizes_and_public_zones_only() -> None:
    s = table(
        3,
        hands=[["yay"], ["neigh", "slowdown"], []],
        stables=[["narwhal"], [], []],
        discard=["rhinocorn"],
    )
    v = s.view(1).data
    assert v["hand"] == ["neigh", "slowdown"] and v["hand_sizes"] == [2, 2, 0]
    assert v["stables"][0] == ["narwhal"] and v["discard"] == ["rhinocorn"]
    assert v["deck"] == len(s.deck) and "yay" not in str(v)
    assert v["legal"] == []  # seat 0 is to act
    assert s.view(None).data["hand"] is None
    assert s.view(0).data["legal"] == legal(s)


def test_views_of_states_differing_only_in_hidden_cards_are_equal() -> None:
    a = table(
        3,
        hands=[["yay"], ["neigh"], ["slowdown"]],
        deck=["neigh"] + ["rhinocorn", "broken_stable"] * 3,
    )
    b = table(
        3,
        hands=[["yay"], ["slowdown"], ["neigh"]],
        deck=["neigh"] + ["broken_stable", "rhinocorn"] * 3,
    )
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)
    assert a.view(1) != b.view(1)


def test_the_deck_is_shown_only_to_its_searcher_while_searching() -> None:
    s = table(2, hands=[["classy_narwhal"], []], deck=["neigh", "yay", "slowdown"])
    play(s, "play classy_narwhal 0")
    all_pass(s)
    assert s.view(0).data["deck_cards"] == ["slowdown", "yay"]
    assert "deck_cards" not in s.view(1).data and "deck_cards" not in s.view(None).data


@pytest.mark.parametrize("players", [2, 5, 8])
def test_determinize_gives_a_state_with_the_same_view(players: int) -> None:
    rng = Rng(players)
    for step, (state, _a) in enumerate(cf.random_playout(GAME, players, seed=11)):
        if step % 17:
            continue
        for seat in (None, 0, players - 1):
            view = state.view(seat)
            sampled = observation.determinize(view, rng)
            assert sampled.view(seat) == view
            assert sorted(c for h in sampled.hands for c in h) != [] or not any(state.hands)


def test_hidden_information_conformance_at_every_table_size() -> None:
    changed = sum(cf.check_hidden_information(GAME, n, seed=3, samples=1) for n in range(2, 9))
    assert changed > 100


def test_events_show_drawn_and_pulled_cards_only_to_those_who_saw_them() -> None:
    s = table(3, hands=[["americorn"], ["super_neigh"], []], deck=["yay"] * 5)
    play(s, "play americorn 0")
    all_pass(s)
    play(s, "seat 1")
    drew = [e for e in s.events(0) if e["type"] == "drew"]
    assert drew and drew[0]["cards"] == ["yay"]
    assert not [e for e in s.events(1) + s.events(2) if e["type"] == "drew" and e["seat"] == 0]
    pulled = [e for e in s.events(0) if e["type"] == "pulled"]
    assert pulled[0]["card"] == "super_neigh" and pulled == [
        e for e in s.events(1) if e["type"] == "pulled"
    ]
    assert "super_neigh" not in str(s.events(2)) and "super_neigh" not in str(s.events(None))
    assert [e["type"] for e in s.events(2) if e["type"] in ("pull", "draw")][:2] == ["draw", "pull"]


def _peek_states() -> list[tuple[str, object]]:
    search = table(3, hands=[["classy_narwhal"], ["neigh"], []], deck=["neigh", "yay", "slowdown"])
    play(search, "play classy_narwhal 0")
    all_pass(search)
    oracle = table(
        3,
        hands=[["unicorn_oracle"], ["neigh"], []],
        deck=["neigh", "yay", "slowdown", "yay", "rhinocorn"],
    )
    play(oracle, "play unicorn_oracle 0")
    all_pass(oracle)
    look = table(3, hands=[["blatant_thievery"], ["neigh", "yay"], ["slowdown"]])
    play(look, "play blatant_thievery 1")
    all_pass(look)
    return [("search", search), ("oracle", oracle), ("look", look)]


@pytest.mark.parametrize("seat", [None, 0, 1, 2])
def test_determinize_and_resample_keep_what_a_seat_is_shown(seat: int | None) -> None:
    rng = Rng(5)
    for name, state in _peek_states():
        view = state.view(seat)  # type: ignore[attr-defined]
        for _ in range(5):
            assert observation.determinize(view, rng).view(seat) == view, name
            assert GAME.resample_hidden(state, seat, rng).view(seat) == view, name  # type: ignore[arg-type]
