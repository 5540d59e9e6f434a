"""What each seat may know, and determinize keeping it (kingdoms.data.md §1.8)."""

from __future__ import annotations

import json

import stil
from stil.core import Rng
from stil.games.kingdoms.cards import CARDS
from stil.games.kingdoms.observation import determinize
from stil.games.kingdoms.state import KingdomsState

from .conftest import play, put, score_age, table

HANDS = [["owl_6", "owl_4", "owl_2", "owl_8"], ["bee_3", "bee_5", "bee_2", "bee_1"]]


def test_a_view_shows_the_own_hand_only() -> None:
    s = table(3, hands=HANDS)
    text = json.dumps(s.view(1).data)
    assert all(c in text for c in HANDS[1])
    assert not any(c in text for c in HANDS[0])
    assert s.view(1).data["hand_sizes"] == [4, 4, 4]
    spectator = json.dumps(s.view(None).data)
    assert not any(c in spectator for c in HANDS[0] + HANDS[1])


def test_drawn_cards_are_told_only_to_the_drawer() -> None:
    s = table(3, hands=HANDS, deck=["wolf_8"])
    s.apply("claim owl_2 5")
    assert "wolf_8" in json.dumps(s.events(0))
    assert "wolf_8" not in json.dumps(s.events(1)) + json.dumps(s.events(None))
    assert "wolf_8" not in json.dumps(s.view(1).data)


def test_retreat_values_are_secret_until_the_end() -> None:
    s = table(3, hands=HANDS)
    s.apply("retreat")
    value = s.retreat[0][0]
    assert s.view(0).data["retreat_values"][0] == [value]
    assert s.view(1).data["retreat_values"][0] is None
    assert s.view(1).data["retreat_tokens"] == [1, 0, 0]
    for _ in range(3):
        score_age(s)
    assert s.is_over and s.view(1).data["retreat_values"][0] == [value]


def test_a_face_down_battle_card_is_seen_by_its_owner_only() -> None:
    s = table(3, hands=HANDS)
    put(s, 6, 0, n=1)
    put(s, 6, 1, n=1)
    score_age(s)
    s.apply("battle owl_8")
    assert s.view(0).data["pending"]["own_choice"] == "owl_8"
    for seat in (1, 2, None):
        assert "owl_8" not in json.dumps(s.view(seat).data)
    s.apply("battle bee_1")
    assert "owl_8" in json.dumps(s.events(2))  # revealed together


def test_determinize_keeps_what_the_seat_knows_and_redeals_the_rest() -> None:
    s = table(3, hands=HANDS)
    play(s, "claim owl_2 5", "retreat")
    view = s.view(0)
    seen = set()
    for seed in range(20):
        d = determinize(view, Rng(seed))
        assert isinstance(d, KingdomsState)
        assert d.view(0) == view
        assert d.hands[0] == s.hands[0] and d.cards == s.cards and d.discard == s.discard
        assert len(d.deck) == len(s.deck) and d.retreat[0] == s.retreat[0]
        assert sorted(d.deck + d.hands[1] + d.hands[2]) == sorted(s.deck + s.hands[1] + s.hands[2])
        assert len(d.retreat[1]) == 1 and d.retreat[1][0] in {2, 3, 4, 5} - set(s.retreat[0])
        seen.add(tuple(d.hands[1]))
    assert len(seen) > 10


def test_determinize_in_a_battle_keeps_the_own_face_down_card() -> None:
    s = table(3, hands=HANDS)
    put(s, 6, 0, n=1)
    put(s, 6, 1, n=1)
    put(s, 6, 2, n=1)
    score_age(s)
    play(s, "battle owl_8", "battle bee_1")
    for seat in (0, 1, 2):
        d = determinize(s.view(seat), Rng(seat))
        assert d.view(seat) == s.view(seat)
        assert d.pending["choice"][seat] == s.pending["choice"][seat]


def test_solo_hand_and_bonus_cards_are_public() -> None:
    s = stil.game("kingdoms").new(players=1, seed=9)
    data = s.view(None).data
    assert data["hand"] == [CARDS[c] for c in s.hands[0]]
    assert data["bonus"] == [CARDS[c] for c in s.bonus]
    assert len(data["score"]) == 2  # you and the upstart
