"""What a prince sees, and determinization for search bots."""

from __future__ import annotations

from collections import Counter

import stil
from stil.core import Rng
from stil.games.princes.cards import FULL_DECK, TYPE, TYPES
from stil.games.princes.state import PrincesState

from .conftest import table


def rest_of_deck(*used: list[str] | dict[str, tuple[int, list[str]]]) -> list[str]:
    """Every card of the 100 not named in ``used``, so a hand-laid table is a whole deck."""
    left = Counter(FULL_DECK)
    for part in used:
        cards = (
            [c for city, (_, att) in part.items() for c in (city, *att)]
            if isinstance(part, dict)
            else part
        )
        left.subtract(TYPE[c] for c in cards)
    return [TYPES[c] for c in sorted(left.elements())]


def test_determinize_keeps_what_the_observer_knows_and_deals_the_rest() -> None:
    hands = [["army_druzhina_5", "event_fat_purse"], ["army_lyakhi_7", "city_kyiv", "event_siege"]]
    cities = {"city_pskov": (1, ["building_school"])}
    s = table(hands, cities, deck=rest_of_deck(*hands, cities))
    s.apply("war city_pskov army_druzhina_5")
    s.apply("defend army_lyakhi_7")
    s.apply("purse")  # Lyakhs 7 go to seat 0's hand in view of everybody
    obs = s.view(1)
    seen_decks = set()
    for k in range(30):
        d = stil.game("princes").determinize(obs, Rng(k))
        assert isinstance(d, PrincesState)
        assert sorted(d.hands[1]) == sorted(s.hands[1])  # its own hand
        assert "army_lyakhi_7" in d.to_dict()["hands"][0]  # the lured card it saw
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
        assert len(d.deck) == len(s.deck)
        assert d.view(1) == obs
        seen_decks.add(tuple(d.deck))
    assert len(seen_decks) > 1  # the unknown really is resampled
    # the unseen cards are exactly the real unseen ones, as a multiset
    real = Counter(s.deck) + Counter(s.hands[0])
    d = stil.game("princes").determinize(obs, Rng(99))
    assert isinstance(d, PrincesState)
    assert Counter(d.deck) + Counter(d.hands[0]) == real


def test_spectator_sees_no_hand_and_drawn_cards_stay_private() -> None:
    s = table([[], []], deck=["city_kyiv", "city_pskov"])
    s.apply("draw")
    assert s.view(None).data["hand"] is None
    assert "city_kyiv" not in str(s.view(None).data) and "city_kyiv" not in str(s.view(1).data)
    assert "city_kyiv" in str(s.events(0)) and "city_kyiv" not in str(s.events(1))
    assert "city_kyiv" not in str(s.events(None))
