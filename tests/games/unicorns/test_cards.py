"""The card data: counts, the 2-player deck, names in three languages, strict loading."""

from __future__ import annotations

import pytest

from stil.games.unicorns import cards, effects
from stil.games.unicorns.cards import BABIES, CARD, CARDS, DECK_CARDS, deck_for
from stil.i18n import LANGS


def test_114_black_backed_cards_and_13_babies() -> None:
    assert sum(c.copies for c in DECK_CARDS) == 114
    assert len(BABIES) == 13
    assert len(CARDS) == 84
    by_kind: dict[str, int] = {}
    for c in DECK_CARDS:
        by_kind[c.kind] = by_kind.get(c.kind, 0) + c.copies
    assert by_kind == {
        "basic": 22,
        "magical": 30,
        "magic": 25,
        "upgrade": 14,
        "downgrade": 8,
        "instant": 15,
    }


def test_two_player_deck_has_82_cards_without_the_removed_ones() -> None:
    deck = deck_for(2)
    assert len(deck) == 82
    for gone in (
        "queen_bee_unicorn",
        "seductive_unicorn",
        "rainbow_unicorn",
        "yay",
        "nanny_cam",
        "sadistic_ritual",
        "slowdown",
        "mother_goose_unicorn",
        "necromancer_unicorn",
        "narwhal",
        "basic_unicorn_red",
    ):
        assert gone not in deck
    assert deck.count("neigh") == 14 and "glitter_bomb" in deck
    assert len(deck_for(3)) == 114


def test_names_in_every_language_and_rulebook_names() -> None:
    for c in CARDS:
        assert all(c.named(lang) for lang in LANGS)
    assert CARD["neigh"].named("uk") == "Іржання"
    assert CARD["queen_bee_unicorn"].named("uk") == "Одноног-королева бджіл"
    assert CARD["nanny_cam"].named("uk") == "Відеоняня"
    assert CARD["yay"].named("uk") == "Ура!"
    assert CARD["mother_goose_unicorn"].named("uk") == "Матінка гуска-одноног"
    assert len({c.named("en") for c in CARDS}) == len(CARDS)


def test_ids_are_snake_case_of_the_english_name() -> None:
    import re

    for c in CARDS:
        expected = re.sub(r"[^a-z0-9]+", "_", c.named("en").lower()).strip("_")
        assert c.id == expected, c.id


_BASE = """
format = 1
game = "unicorns"
deck_size = 1
babies = 13
two_player_deck = 1
"""


def _babies() -> str:
    return "".join(f'[[card]]\nid = "{b}"\nkind = "baby"\ncopies = 1\n' for b in BABIES)


def test_unknown_keys_and_duplicates_are_refused() -> None:
    good = _BASE + _babies() + ('[[card]]\nid = "yay"\nkind = "upgrade"\ncopies = 1\n')
    assert len(cards.load(good).card) == 14
    with pytest.raises(ValueError, match="extra"):
        cards.load(good.replace('"upgrade"\ncopies = 1\n', '"upgrade"\ncopies = 1\ncolour = 1\n'))
    with pytest.raises(ValueError, match="duplicate card id yay"):
        cards.load(
            good
            + good.split("two_player_deck = 1\n")[1].split("[[card]]")[-1].join(["[[card]]", ""])
        )
    with pytest.raises(ValueError, match="add up"):
        cards.load(good.replace("deck_size = 1", "deck_size = 2"))


def test_effect_names_must_have_functions_and_functions_must_be_used() -> None:
    effects.check_functions()
    bad = cards.load(
        _BASE
        + _babies()
        + (
            '[[card]]\nid = "yay"\nkind = "upgrade"\ncopies = 1\n'
            + 'effects = [{ trigger = "passive", fn = "no_such_thing", may = false }]\n'
        )
    )
    with pytest.raises(ValueError, match="no effect function 'no_such_thing'"):
        effects.check_functions(bad.card)
    with pytest.raises(ValueError, match="no card uses"):
        effects.check_functions(CARDS, {**effects.FUNCTIONS, "orphan": lambda: None})
    wrong = cards.load(
        _BASE
        + _babies()
        + (
            '[[card]]\nid = "yay"\nkind = "upgrade"\ncopies = 1\n'
            + 'effects = [{ trigger = "passive", fn = "draw", may = false }]\n'
        )
    )
    with pytest.raises(ValueError, match="is no 'passive' function"):
        effects.check_functions(wrong.card, {"draw": effects.draw})
