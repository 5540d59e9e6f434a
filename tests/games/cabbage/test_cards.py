"""The deck is validated data: wrong files are refused at load."""

from __future__ import annotations

from importlib import resources

import pydantic
import pytest

from stil.games.cabbage import cards


def packaged() -> str:
    return resources.files("stil.games.cabbage").joinpath("cards.toml").read_text("utf-8")


def test_deck_composition_from_the_rulebook() -> None:
    expected = {
        "cat": 8,
        "pig": 8,
        "chicken": 8,
        "cow": 8,
        "fox": 8,
        "wolf": 8,
        "dog": 10,
        "rabbit": 8,
        "cabbage": 8,
        "wheat": 12,
    }
    assert {c.id: c.count for c in cards.CARDS.card} == expected
    assert len(cards.FULL_DECK) == 86


def test_every_card_has_three_names() -> None:
    assert cards.card_name("fox", "uk") == "Лис"
    assert cards.card_name("wheat", "ru") == "Пшеница"
    assert cards.card_name("cabbage", "en") == "Cabbage"
    for c in cards.CARDS.card:
        assert c.name.uk and c.name.ru and c.name.en


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('id = "cat"\ncount = 8', 'id = "cat"\ncount = 9', "add up to 86"),
        ('effect = "pig"', 'effect = "pig"\ncolour = "pink"', "Extra inputs"),
        ('id = "pig"', 'id = "cat"', "duplicate card id"),
        ('discards = ["wheat"]', 'discards = ["barley"]', "unknown card barley"),
        ('effect = "fox"', 'effect = "wolf"', "belongs to another card"),
    ],
)
def test_loader_refuses_broken_data(old: str, new: str, message: str) -> None:
    text = packaged()
    assert old in text
    with pytest.raises(pydantic.ValidationError, match=message):
        cards.load(text.replace(old, new, 1))
