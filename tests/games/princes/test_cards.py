"""The card catalog's texts (issue 17) say what the engine counts: the numbers are the deck
data's, filled in, so a changed number in cards.toml changes the text with it."""

from __future__ import annotations

import re
from typing import Any

import pydantic
import pytest

from stil import i18n
from stil.games.princes import cards
from stil.games.princes import game as princes_game
from tests.games.texts import change_text


def catalog() -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in cards.card_catalog()}


def test_one_entry_per_card_type() -> None:
    assert len(catalog()) == len(cards.TYPES) == 59
    assert sum(int(str(c["count"])) for c in catalog().values()) == cards.CARDS.deck_size


def test_texts_state_might_valour_walls_and_points() -> None:
    by_id = catalog()
    kyiv = by_id["city_kyiv"]
    assert f"могуществом {cards.CARDS.by_id('city_kyiv').might}." in kyiv["ru"]["text"]
    varyagi = cards.CARDS.by_id("army_varyagi_10")
    assert f"valour {varyagi.valour}" in by_id["army_varyagi_10"]["en"]["text"]
    assert "Тугий гаманець" in by_id["army_varyagi_10"]["uk"]["text"]
    assert "Тугий гаманець" not in by_id["army_druzhina_9"]["uk"]["text"]
    stone = cards.CARDS.by_id("wall_stonework")
    assert f"«>{stone.wall}»" in by_id["wall_stonework"]["uk"]["text"]
    assert "gets -3 might" in by_id["chronicle_accursed"]["en"]["text"]
    assert "+3 к могуществу" in by_id["chronicle_wise"]["ru"]["text"]
    assert by_id["building_metropolitan_court"]["numbers"] == {"mult": 3}
    assert by_id["army_ugry_4"]["foreign"] is True


def test_a_text_naming_an_unknown_number_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    key = "card.army_druzhina_7.text"
    text = i18n.catalog("princes").templates(key)["ru"]
    assert "доблесть {valour}" in text
    change_text(monkeypatch, "princes", key, "ru", text.replace("{valour}", "{value}"))
    with pytest.raises(pydantic.ValidationError, match="names no number"):
        cards.load()


@pytest.mark.parametrize("wall", ["wall_palisade", "wall_new_walls", "wall_stonework"])
def test_a_wall_text_names_the_valour_the_engine_lets_through(wall: str) -> None:
    """«Стіни «>N»: напасти … може лише рать із доблестю понад N»: with the wall on Kyiv, a
    Druzhina of valour N may not attack and one of N + 1 may, as the engine decides."""
    from stil.games.princes.rules import attack_armies

    n = int(re.search(r"«>(\d+)»", catalog()[wall]["uk"]["text"]).group(1))  # type: ignore[union-attr]
    hand = [f"army_druzhina_{n}", f"army_druzhina_{n + 1}"]
    s = princes_game.setup(2, hands=[hand, []], cities={"city_kyiv": (1, [wall])})
    assert [cards.TYPES[a] for a in attack_armies(s, 0, cards.TYPE["city_kyiv"])] == hand[1:]


def test_the_fortress_text_says_no_war_can_start_and_the_engine_agrees() -> None:
    from stil.games.princes.rules import openers

    assert "війну за нього не почати" in catalog()["wall_fortress"]["uk"]["text"]
    hand = ["army_varyagi_10", "event_treason", "event_tunnel"]
    s = princes_game.setup(2, hands=[hand, []], cities={"city_kyiv": (1, ["wall_fortress"])})
    assert openers(s, 0, cards.TYPE["city_kyiv"]) == []


def test_a_city_text_names_the_might_the_engine_counts() -> None:
    from stil.games.princes.rules import city_might

    for city in ("city_kyiv", "city_pskov", "city_smolensk"):
        n = int(re.search(r"могутністю (\d+)", catalog()[city]["uk"]["text"]).group(1))  # type: ignore[union-attr]
        s = princes_game.setup(2, cities={city: (0, [])})
        assert city_might(s, cards.TYPE[city]) == n
