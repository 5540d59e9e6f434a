"""The card catalog (issue 17): every animal card states its rank and the battle exception,
every edict states its rule, and the texts are checked when the data loads."""

from __future__ import annotations

import re
from importlib import resources
from typing import Any

import pydantic
import pytest

from stil import i18n
from stil.games.kingdoms import cards, edicts
from tests.games.texts import change_text


def catalog() -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in cards.card_catalog()}


def packaged() -> str:
    return resources.files("stil.games.kingdoms").joinpath("cards.toml").read_text("utf-8")


def test_one_entry_per_animal_card_and_per_edict() -> None:
    by_id = catalog()
    assert len(by_id) == len(cards.CARDS) + len(cards.EDICTS) == 94
    assert {i for i, c in by_id.items() if c["kind"] == "edict"} == set(cards.EDICT)


def test_an_animal_card_states_its_rank_and_the_one_beats_eight_exception() -> None:
    by_id = catalog()
    tiger = by_id["tiger_5"]
    assert tiger["numbers"] == {"rank": cards.rank(cards.CARD["tiger_5"])} == {"rank": 5}
    assert tiger["uk"]["name"] == "Тигр 5" and tiger["ru"]["name"] == "Тигр 5"
    assert "рангу 5" in tiger["uk"]["text"] and "ранга 5" in tiger["ru"]["text"]
    assert "rank 1 beats" in by_id["owl_1"]["en"]["text"]
    assert "рангу 1 без «+2»" in by_id["owl_8"]["uk"]["text"]
    assert "ранг 1" not in tiger["uk"]["text"]  # the exception only on ranks 1 and 8


def test_edict_texts_state_their_rule_and_when_any_card_goes() -> None:
    by_id = catalog()
    e12, e01 = by_id["E12"], by_id["E01"]
    assert cards.EDICT["E12"].rule == "one_step_from_last_here"
    assert "рівно на 1" in e12["uk"]["text"] and "будь-яку" in e12["uk"]["text"]
    assert "6, 7 или 8" in e01["ru"]["text"] and "any card" not in e01["en"]["text"]
    assert e12["looks_at"] == "B" and by_id["E26"]["looks_at"] == "G"
    # E01's text agrees with its rule: exactly the ranks it names are allowed
    allowed = {cards.rank(c) for c in range(len(cards.CARDS)) if edicts.ranks_6_to_8(c, (), {})}
    assert allowed == {6, 7, 8}


def test_a_missing_or_broken_card_text_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    change_text(monkeypatch, "kingdoms", "cardtext.rank_8", "en", None)
    with pytest.raises(pydantic.ValidationError, match="'rank_8' has no en text"):
        cards.load()
    text = i18n.catalog("kingdoms").templates("cardtext.animal")["uk"]
    assert "Звір рангу {rank}" in text
    change_text(monkeypatch, "kingdoms", "cardtext.rank_8", "en", "But rank 1 beats it.")
    change_text(monkeypatch, "kingdoms", "cardtext.animal", "uk", text.replace("{rank}", "{level}"))
    with pytest.raises(pydantic.ValidationError, match="names no number"):
        cards.load()


@pytest.mark.parametrize("edict_id", ["E01", "E02", "E03", "E04", "E05"])
def test_a_rank_edicts_text_names_exactly_the_ranks_its_rule_allows(edict_id: str) -> None:
    edict = cards.EDICT[edict_id]
    rule = getattr(edicts, edict.rule)
    allowed = {cards.rank(c) for c in range(len(cards.CARDS)) if rule(c, (), {})}
    for lang in i18n.LANGS:
        named = {int(n) for n in re.findall(r"\d", catalog()[edict_id][lang]["text"])}
        assert named == allowed, (edict_id, lang)
