"""Every card with an effect has a short effect line for its face in uk, ru and en (issue
39), at most 40 characters, no English in the Ukrainian and Russian ones, served by the
catalog beside the card's name and text."""

from __future__ import annotations

import re

import pytest

import stil
from stil.core.registry import parts
from stil.server.routes.catalog import cards_of
from stil.shorts import LONGEST, effect_kinds, shorts

LATIN = re.compile(r"[A-Za-z]")


@pytest.mark.parametrize("game_id", stil.games())
def test_every_card_with_an_effect_has_a_short_line(game_id: str) -> None:
    kinds = effect_kinds(game_id)
    assert kinds, f"{game_id} names no kind of card with an effect (short.toml)"
    listed = parts(game_id).card_catalog
    assert listed is not None
    cards = listed()
    lines = shorts(game_id)
    with_effect = [c for c in cards if c["kind"] in kinds]
    assert with_effect
    for card in with_effect:
        said = lines.get(card["id"])
        assert said is not None, (game_id, card["id"])
        for lang in ("uk", "ru", "en"):
            assert said[lang].strip() and len(said[lang]) <= LONGEST, (card["id"], lang)
        for lang in ("uk", "ru"):
            assert not LATIN.search(said[lang]), (card["id"], lang, said[lang])
    assert set(lines) <= {c["id"] for c in cards}  # no line for a card that is not there


@pytest.mark.parametrize("game_id", stil.games())
def test_the_catalog_serves_the_short_line_beside_name_and_text(game_id: str) -> None:
    kinds = effect_kinds(game_id)
    for card in cards_of(game_id):
        for lang in ("uk", "ru", "en"):
            said = card[lang]
            assert {"name", "text", "short"} <= set(said)
            if card["kind"] in kinds:
                assert said["short"] == shorts(game_id)[card["id"]][lang]
            else:
                assert said["short"] is None or card["id"] in shorts(game_id)
