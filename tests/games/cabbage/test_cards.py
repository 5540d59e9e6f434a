"""The deck is validated data: wrong files are refused at load."""

from __future__ import annotations

import re
from importlib import resources

import pydantic
import pytest

from stil.games.cabbage import cards, scoring
from stil.i18n import LANGS
from tests.games.texts import change_text


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


def test_every_card_has_a_name_in_every_language() -> None:
    assert cards.card_name("fox", "uk") == "Лис"
    assert cards.card_name("wheat", "ru") == "Пшеница"
    assert cards.card_name("cabbage", "en") == "Cabbage"
    for c in cards.CARDS.card:
        assert all(c.named(lang) for lang in LANGS)


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


def test_card_texts_state_the_engines_numbers() -> None:
    """The catalog's texts are filled from the deck data, so they say what the engine counts."""
    by_id = {c["id"]: c for c in cards.card_catalog()}
    assert len(by_id) == len(cards.CARDS.card) == 10
    wolf, cat, pig = cards.CARDS.by_id("wolf"), cards.CARDS.by_id("cat"), cards.CARDS.by_id("pig")
    assert f"{wolf.points} ПО" in by_id["wolf"]["uk"]["text"]
    assert f"{cat.look} случайных карт" in by_id["cat"]["ru"]["text"]
    assert f"{cat.majority_points} points only" in by_id["cat"]["en"]["text"]
    assert f"1 Свинка — {pig.points_by_count[1]} ПО" in by_id["pig"]["uk"]["text"]
    assert f"2 Свинки — {pig.points_by_count[2]} ПО" in by_id["pig"]["uk"]["text"]
    assert by_id["dog"]["numbers"] == {"points": 1, "saves": 2}
    assert by_id["wheat"]["uk"]["kind"] == "їжа" and by_id["fox"]["en"]["kind"] == "animal"


def test_a_card_text_naming_an_unknown_number_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    text = cards.CARDS.by_id("cat").said("uk").replace("7 ПО", "{majority} ПО")
    change_text(monkeypatch, "cabbage", "card.cat.text", "uk", text)
    with pytest.raises(pydantic.ValidationError, match="majority"):
        cards.load()


def test_a_card_without_a_text_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    change_text(monkeypatch, "cabbage", "card.cabbage.text", "ru", None)
    with pytest.raises(pydantic.ValidationError) as e:
        cards.load()
    assert "cabbage: card 'cabbage' has no ru text (card-cabbage-text in locale/ru/)" in str(
        e.value
    )


def test_a_new_card_needs_its_name_in_every_language() -> None:
    bad = (
        packaged()
        .replace('id = "pig"', 'id = "piglet"', 1)
        .replace('effect = "pig"', 'effect = "none"')
    )
    with pytest.raises(pydantic.ValidationError, match=f"card 'piglet' has no {LANGS[0]} text"):
        cards.load(bad)


def test_the_points_a_text_states_are_what_scoring_gives() -> None:
    """A castle holding just that card scores what its text says at the end of the game."""
    by_id = {c["id"]: c for c in cards.card_catalog()}
    for card_id in ("fox", "wolf", "dog", "cabbage", "wheat", "cow"):
        said = by_id[card_id]["uk"]["text"]
        stated = re.findall(r"(\d+) ПО", said)[-1]
        castle = [0] * cards.N_KINDS
        castle[cards.KIND[card_id]] = 1
        assert scoring.points_without_cats(castle) == int(stated), card_id
    pig = by_id["pig"]["uk"]["text"]
    for n, shown in ((1, "1 Свинка"), (2, "2 Свинки"), (3, "3 і більше")):
        castle = [0] * cards.N_KINDS
        castle[cards.PIG] = n
        assert f"{shown} — {scoring.points_without_cats(castle)} ПО" in pig
