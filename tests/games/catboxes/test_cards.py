"""The card list against the checks of catboxes.data.md §4.3–4.6."""

from __future__ import annotations

from collections import Counter

import pydantic
import pytest

from stil import i18n
from stil.games.catboxes.cards import (
    BOX_DECK,
    CARDS,
    INFO,
    TYPE,
    card_catalog,
    load,
    sides_text,
    toy_set,
)
from tests.games.texts import change_text


def test_the_72_box_cards_match_the_data_sheet_checks() -> None:
    boxes = [INFO[t] for t in BOX_DECK]
    assert len(boxes) == 72
    assert [sum(c.toys[k] for c in boxes) for k in range(4)] == [21, 21, 21, 21]
    assert sum(c.spray for c in boxes) == 12
    classes = Counter(b.class_ for b in CARDS.box for _ in range(b.copies))
    assert classes == {
        "P0": 6, "PL": 10, "PS": 8, "PCA": 8, "PCB": 8, "PTL": 8, "PTS": 6, "PUS": 8, "PUL": 10,
    }  # fmt: skip
    by_toys = Counter(sum(c.toys) for c in boxes)
    assert by_toys == {0: 16, 1: 32, 2: 20, 3: 4}
    assert sum(1 for c in boxes if sum(c.toys) == 0 and c.spray) == 4  # bare spray cards
    assert sum(sides_text(c.open).count("w") for c in boxes) == 132
    # an overlay needs an open long side: east or west, either way up
    assert sum(1 for c in boxes if "o" in sides_text(c.open)[1::2]) == 56


def test_some_rows_of_the_card_table() -> None:
    expect = {
        "B09": ("ooow", (0, 0, 0, 0), 1),
        "B24": ("wooo", (1, 1, 1, 0), 1),
        "B31": ("woow", (0, 0, 0, 2), 0),
        "B40": ("wwoo", (0, 2, 0, 0), 1),
        "B54": ("wowo", (1, 0, 1, 1), 1),
        "B72": ("woww", (0, 1, 1, 1), 1),
    }
    for card, (sides, toys, spray) in expect.items():
        info = INFO[TYPE[card]]
        assert (sides_text(info.open), info.toys, info.spray) == (sides, toys, spray)
    assert INFO[TYPE["B07"]].copies == 2 and INFO[TYPE["B41"]].copies == 2


def test_start_cards_special_toys_princess_and_sleeping_cat() -> None:
    starts = {s.id: s.sides for s in CARDS.start if s.set == "varied"}
    assert starts == {"S1": "oooo", "S2": "ooow", "S3": "wooo", "S4": "woow", "S5": "wwoo"}
    assert [INFO[t].toys for t in toy_set("one_of_each")] == [(1, 1, 1, 1)] * 3
    assert [INFO[t].toys for t in toy_set("one_kind")] == [(3, 0, 0, 0), (0, 3, 0, 0), (0, 0, 3, 0)]
    for card in ("T", "princess", "sleeping"):
        info = INFO[TYPE[card]]
        assert (sides_text(info.open), info.spray, sum(info.toys)) == ("oooo", 0, 4 * (card == "T"))
    assert INFO[TYPE["princess"]].copies == 5
    assert [c.id for c in CARDS.cat] == ["iryska", "murchyk", "barsuk", "tsaranka", "kuzia"]


def test_the_card_catalog_has_every_card_once_with_its_own_symbols() -> None:
    """Issue 17: each card type's text states its walls, toys and spray bottles as the
    engine holds them, so "B24" becomes a card that says what it is."""
    listed = {c["id"]: c for c in card_catalog()}
    kinds = Counter(c["kind"] for c in listed.values())
    assert kinds == {"box": 69, "start": 6, "toy": 4, "princess": 1, "cat": 5, "sleeping": 1}
    assert sum(c["count"] for c in listed.values() if c["kind"] == "box") == len(BOX_DECK)
    b24 = listed["B24"]
    assert b24["sides"] == sides_text(INFO[TYPE["B24"]].open) == "wooo"
    assert b24["numbers"] == {"yarn": 1, "mouse": 1, "feather": 1, "spray": 1}
    assert b24["uk"]["text"].startswith("Стінки: зверху (коротка стінка). Іграшки: клубок")
    assert "Бутылки с распылителем: 1" in b24["ru"]["text"]
    assert listed["B01"]["en"]["text"].startswith("No walls: every side is open. No toys.")
    assert "клубок ×3" in listed["TY"]["uk"]["text"] and listed["TY"]["numbers"] == {"yarn": 3}
    assert listed["iryska"]["uk"]["name"] == "Іриска" and listed["princess"]["count"] == 5


def test_a_missing_card_text_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as m:
        change_text(m, "catboxes", "cardtext.no_toys", "uk", None)
        with pytest.raises(pydantic.ValidationError, match="'no_toys' has no uk text"):
            load()
    text = i18n.catalog("catboxes").templates("cardtext.toys")["uk"]
    assert "Іграшки: {toys}." in text
    change_text(monkeypatch, "catboxes", "cardtext.toys", "uk", text.replace("{toys}", "{toy}"))
    with pytest.raises(pydantic.ValidationError, match="names no number"):
        load()
