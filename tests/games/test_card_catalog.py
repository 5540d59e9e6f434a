"""Every registered game's card catalog (issue 17): each distinct card has a name and a text
in uk, ru and en, ids are unique, and the Ukrainian and Russian texts hold no English.

The games are found through the registry, so a new game is checked without editing this
file, and one whose parts declare no ``card_catalog`` fails here (the server would list no
cards for it).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import stil
from stil.core.registry import parts

LANGS = ("uk", "ru", "en")
#: Latin words a uk/ru card text may hold, each for a reason: none yet; a game's proper
#: names and symbols are written in Cyrillic or as signs (×, ≥, +2).
LATIN_ALLOWED: frozenset[str] = frozenset()
LATIN = re.compile(r"[A-Za-z]+")


def catalog(game_id: str) -> list[dict[str, Any]]:
    listed = parts(game_id).card_catalog
    assert listed is not None, f"{game_id} lists no cards (its parts have no card_catalog)"
    return listed()


@pytest.mark.parametrize("game_id", stil.games())
def test_every_card_has_a_name_and_text_in_every_language(game_id: str) -> None:
    cards = catalog(game_id)
    assert cards, f"{game_id} lists no cards"
    for card in cards:
        assert isinstance(card["id"], str) and card["id"]
        assert card.get("kind"), card["id"]
        for lang in LANGS:
            said = card[lang]
            assert said["name"].strip(), (game_id, card["id"], lang)
            assert said["kind"].strip(), (game_id, card["id"], lang)
            assert len(said["text"].strip()) >= 10, (game_id, card["id"], lang)
            assert "{" not in said["text"] and "}" not in said["text"], card["id"]


@pytest.mark.parametrize("game_id", stil.games())
def test_card_ids_are_unique(game_id: str) -> None:
    ids = [c["id"] for c in catalog(game_id)]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("game_id", stil.games())
def test_no_english_in_ukrainian_and_russian_texts(game_id: str) -> None:
    for card in catalog(game_id):
        for lang in ("uk", "ru"):
            for part in ("name", "text", "kind"):
                words = set(LATIN.findall(str(card[lang].get(part, ""))))
                assert words <= LATIN_ALLOWED, (game_id, card["id"], lang, part, words)


@pytest.mark.parametrize("game_id", stil.games())
def test_the_three_languages_say_different_things(game_id: str) -> None:
    """A text copied into another language unchanged is an untranslated text."""
    for card in catalog(game_id):
        assert card["uk"]["text"] != card["en"]["text"], card["id"]
        assert card["ru"]["text"] != card["en"]["text"], card["id"]
        assert card["uk"]["text"] != card["ru"]["text"], card["id"]


def test_latin_check_can_fail() -> None:
    assert LATIN.findall("Щойно відкрито: draw a card") == ["draw", "a", "card"]
