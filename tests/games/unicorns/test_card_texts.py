"""What each card does, as players read it: texts in uk, ru and en that match the engine.

The texts are data (the game's language files, ``card-<id>-text``); these tests hold them to the
effects the engine runs: every key word an effect function performs is named in every
language, every number of its parameters appears, and an option that changes a card is
mentioned on it.
"""

from __future__ import annotations

import re

import pytest

import stil
from stil.games.unicorns import cards
from stil.games.unicorns.cards import BABIES, CARD, CARDS, card_catalog
from tests.games.texts import change_text

LANGS = ("uk", "ru", "en")

#: the ids as the catalog serves them; clients and stored games refer to these
PINNED_IDS = """
baby_unicorn_red baby_unicorn_pink baby_unicorn_orange baby_unicorn_yellow
baby_unicorn_green baby_unicorn_blue baby_unicorn_purple baby_unicorn_black
baby_unicorn_white baby_unicorn_brown baby_unicorn_rainbow baby_unicorn_death baby_narwhal
basic_unicorn_red basic_unicorn_orange basic_unicorn_yellow basic_unicorn_green
basic_unicorn_blue basic_unicorn_indigo basic_unicorn_purple narwhal
rhinocorn magical_kittencorn stabby_the_unicorn rainbow_unicorn
extremely_destructive_unicorn chainsaw_unicorn llamacorn americorn ginormous_unicorn
seductive_unicorn queen_bee_unicorn greedy_flying_unicorn annoying_flying_unicorn
magical_flying_unicorn swift_flying_unicorn majestic_flying_unicorn unicorn_phoenix
unicorn_on_the_cob black_knight_unicorn shark_with_a_horn shabby_the_narwhal
narwhal_torpedo alluring_narwhal mermaid_unicorn classy_narwhal the_great_narwhal
mother_goose_unicorn unicorn_oracle necromancer_unicorn dark_angel_unicorn
unicorn_poison back_kick change_of_luck glitter_tornado unicorn_swap re_target
unfair_bargain two_for_one targeted_destruction mystical_vortex good_deal shake_up
blatant_thievery reset_button kiss_of_life
glitter_bomb yay rainbow_aura double_dutch claw_machine stable_artillery rainbow_lasso
caffeine_overload
barbed_wire pandamonium sadistic_ritual slowdown nanny_cam broken_stable blinding_light
tiny_stable
neigh super_neigh
""".split()  # noqa: SIM905 (a block of ids reads better than 84 quoted strings)


def _text(card: str, lang: str) -> str:
    return cards.card_text(card, lang)


def test_every_distinct_card_has_a_name_kind_and_text_in_three_languages() -> None:
    catalog = card_catalog()
    assert len(catalog) == 84 == len(CARDS)
    assert sum(e["copies"] for e in catalog if e["kind"] != "baby") == 114
    assert sum(1 for e in catalog if e["kind"] == "baby") == 13
    assert sum(e["copies"] for e in catalog if e["kind"] != "baby" and e["two_player"]) == 82
    for e in catalog:
        for lang in LANGS:
            assert set(e[lang]) == {"name", "kind", "text"}, e["id"]
            assert all(isinstance(v, str) and v.strip() for v in e[lang].values()), e["id"]
            assert len(e[lang]["text"]) >= 20, (e["id"], lang)


def test_ids_are_unique_and_stable() -> None:
    ids = [e["id"] for e in card_catalog()]
    assert len(set(ids)) == len(ids)
    assert ids == PINNED_IDS
    assert [e["id"] for e in card_catalog()] == ids
    assert card_catalog() == card_catalog()


def test_no_english_left_in_uk_and_ru_and_each_language_is_its_own() -> None:
    for e in card_catalog():
        for lang in ("uk", "ru"):
            for field in ("name", "kind", "text"):
                assert not re.search(r"[A-Za-z]", e[lang][field]), (e["id"], lang, field)
        uk, ru, en = (e[lang]["text"].lower() for lang in LANGS)
        assert len({uk, ru, en}) == 3, e["id"]
        # Ukrainian writes і/ї/є/ґ and never ы/э/ъ/ё; Russian never і/ї/є/ґ
        assert re.search(r"[іїєґ]", uk) and not re.search(r"[ыэъё]", uk), e["id"]
        assert not re.search(r"[іїєґ]", ru), e["id"]


def test_a_text_is_required_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    babies = "".join(f'[[card]]\nid = "{b}"\nkind = "baby"\ncopies = 1\n' for b in BABIES)
    head = 'format = 1\ngame = "unicorns"\ndeck_size = 1\nbabies = 13\ntwo_player_deck = 1\n'
    yay = '[[card]]\nid = "yay"\nkind = "upgrade"\ncopies = 1\n'
    assert len(cards.load(head + babies + yay).card) == 14
    for lang, bad in (("ru", None), ("en", "")):
        with monkeypatch.context() as m:
            change_text(m, "unicorns", "card.yay.text", lang, bad)
            with pytest.raises(ValueError, match=f"unicorns: card 'yay' has no {lang} text"):
                cards.load(head + babies + yay)


# -- the texts say what the engine does ----------------------------------------------------
_DESTROY = (r"знищ", r"уничтож", r"destroy")
_SACRIFICE = (r"жертв", r"жертв", r"sacrific")
_DISCARD = (r"скин|скида", r"сбр", r"discard")
_DRAW = (r"візьм|взя|узя", r"возьм|взять", r"draw")
_STEAL = (r"укра|вкра", r"укра", r"steal")
_HAND = (r"рук|руц", r"рук", r"hand")
_FROM_DISCARD = (r"зі скиду", r"из сброса", r"discard pile")
_SHUFFLE = (r"перетасу|перетасов", r"замеш|перемеш", r"shuffle")
_EVERY = (r"кожен гравець", r"каждый игрок", r"every player")
_NURSERY = (r"розплідник", r"ясл", r"nursery")
_MOVE = (r"перемістіть", r"переместите", r"move")
_UPGRADE = (r"бонус", r"улучшени", r"upgrade")
_DOWNGRADE = (r"штраф", r"ухудшени", r"downgrade")
_NO_NEIGH = (
    r"не можете грати карти «іржання»",
    r"не можете играть карты «ржание»",
    r"cannot play neigh",
)

#: effect function -> what its text must name, per language (uk, ru, en regexes)
KEY_WORDS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "destroy": (_DESTROY,),
    "destroy_then_end_turn": (_DESTROY, (r"хід закінчується", r"ход заканчивается", r"turn ends")),
    "bring_from_hand": ((r"звичайного однонога", r"обычного единорога", r"basic unicorn"), _HAND),
    "each_sacrifice": (_EVERY, _SACRIFICE),
    "destroy_upgrade_or_sacrifice_downgrade": (_DESTROY, _UPGRADE, _SACRIFICE, _DOWNGRADE),
    "each_discard": (_EVERY, _DISCARD),
    "pull_random": ((r"навмання", r"наугад", r"at random"), _HAND),
    "discard_then_steal": (_DISCARD, _STEAL),
    "draw": (_DRAW,),
    "other_discards": ((r"іншого гравця", r"другого игрока", r"another player"), _DISCARD),
    "take_from_discard": (_FROM_DISCARD,),
    "draw_then_discard": (_DRAW, _DISCARD),
    "sacrifice_self_then_destroy": (_SACRIFICE, _DESTROY),
    "search_deck": ((r"знайти в колоді", r"найти в колоде", r"search the deck"), _SHUFFLE),
    "sacrifice_all": (_SACRIFICE, (r"всі|усі", r"все", r"every|all")),
    "steal": (_STEAL,),
    "return_to_hand": ((r"поверніть", r"верните", r"return"), _HAND),
    "bring_baby": (_NURSERY,),
    "oracle": ((r"верхні", r"верхние", r"top"), _HAND),
    "discard_then_bring": (_DISCARD, _FROM_DISCARD),
    "sacrifice_then_bring": (_SACRIFICE, _FROM_DISCARD),
    "return_then_discard": ((r"поверніть", r"верните", r"return"), _DISCARD),
    "change_of_luck": (_DRAW, _DISCARD, (r"ще один хід", r"ещё один ход", r"another turn")),
    "return_one_from_each": ((r"кожної стайні", r"каждой конюшни", r"every stable"), _HAND),
    "unicorn_swap": (_MOVE, _STEAL),
    "move_upgrade_or_downgrade": (_MOVE, _UPGRADE, _DOWNGRADE),
    "swap_hands": ((r"поміняйтеся", r"поменяйтесь", r"trade"), _HAND),
    "sacrifice_then_destroy": (_SACRIFICE, _DESTROY),
    "shake_up": (_SHUFFLE, _DRAW),
    "look_and_take": ((r"перегляньте руку", r"посмотрите руку", r"look at"),),
    "extra_play": ((r"до двох карт", r"до двух карт", r"up to two cards"),),
    "discard_then_draw": (_DISCARD, _DRAW),
    "discard_then_destroy": (_DISCARD, _DESTROY),
    "sacrifice_then_draw": (_SACRIFICE, _DRAW),
    "immune_to_magic_destroy": ((r"заклинань", r"магии", r"magic cards"), _DESTROY),
    "unicorns_not_destroyed": (
        (r"не можна знищити", r"нельзя уничтожить", r"cannot be destroyed"),
    ),
    "counts_double": ((r"двох", r"двух", r"two"),),
    "cannot_neigh": (_NO_NEIGH,),
    "cannot_be_neighed": ((r"не можна відповісти", r"нельзя ответить", r"cannot be neighed"),),
    "basics_only_for_owner": (
        (r"звичайні одноноги", r"обычные единороги", r"basic unicorns"),
        (r"жодну іншу стайню", r"ни в какую другую", r"any other stable"),
    ),
    "hand_face_up": ((r"рука відкрита", r"рука открыта", r"face up"),),
    "cannot_play_upgrades": (
        (
            r"не можете грати карти бонусів",
            r"не можете играть карты улучшений",
            r"cannot play upgrade",
        ),
    ),
    "unicorns_blinded": (
        (r"втрачають свої ефекти", r"теряют свои эффекты", r"lose their effects"),
    ),
    "unicorns_are_pandas": ((r"панд", r"панд", r"panda"), (r"перемог", r"побед", r"win")),
    "cannot_win": ((r"перемог", r"побед", r"win"),),
    "to_nursery": (_NURSERY,),
    "flyer_to_hand": (
        (r"повертається вам на руку", r"возвращается вам в руку", r"back to your hand"),
    ),
    "discard_instead": ((r"натомість скинути", r"вместо этого сбросить", r"discard .* instead"),),
    "sacrifice_self_instead": (
        (r"натомість пожертвувати", r"вместо этого пожертвовать", r"sacrifice this card instead"),
    ),
    "discard_on_unicorn_move": (
        (r"потрапляє", r"попадает", r"enters"),
        (r"покидає", r"покидает", r"leaves"),
        _DISCARD,
    ),
    "sacrifice_down_to_five": ((r"більше", r"больше", r"more than"), _SACRIFICE),
    "neigh": ((r"скасов", r"отмен", r"cancel"),),
}

#: trigger -> how the text says when the effect fires
WHEN: dict[str, tuple[str, str, str]] = {
    "enter": (r"потрапляє у вашу стайню", r"попадает в вашу конюшню", r"enters your stable"),
    "beginning_of_turn": (
        r"на початку вашого ходу",
        r"в начале вашего хода",
        r"at the start of your turn",
    ),
    "leave": (r"жертвують або знищують", r"жертвуют или уничтожают", r"sacrificed or destroyed"),
}
MAY = (r"можете", r"можете", r"you may")


def _says(card: str, lang: int, pattern: str) -> bool:
    return re.search(pattern, _text(card, LANGS[lang]).lower()) is not None


@pytest.mark.parametrize("card", [c.id for c in CARDS])
def test_each_text_names_what_its_effects_do(card: str) -> None:
    """Every key word of the card's effect functions, when they fire, whether they are a
    "may", and every number of their parameters appear in each language."""
    for e in CARD[card].effects:
        assert e.fn in KEY_WORDS, f"{card}: write down what {e.fn!r} must say"
        for words in (*KEY_WORDS[e.fn], WHEN.get(e.trigger)):
            if words is None:
                continue
            for i in range(3):
                assert _says(card, i, words[i]), (card, LANGS[i], words[i])
        if e.may and e.trigger in WHEN:
            assert all(_says(card, i, MAY[i]) for i in range(3)), card
        for key, value in e.params.items():
            if isinstance(value, int) and not isinstance(value, bool):
                for lang in LANGS:
                    assert str(value) in _text(card, lang), (card, lang, key)


#: a card whose effect a rule option changes -> that option (the text mentions it)
OPTION_CARDS = {
    "rhinocorn": "rhinocorn_skips_hand_limit",
    "stabby_the_unicorn": "stabby_voluntary_sacrifice",
    "annoying_flying_unicorn": "annoying_flyer_any_player",
    "black_knight_unicorn": "black_knight_saves_itself",
    "mermaid_unicorn": "mermaid_older_print",
    "glitter_tornado": "glitter_tornado_chooser",
    "unicorn_swap": "swap_steal_back_same_card",
    "two_for_one": "two_for_one_needs_two_targets",
    "barbed_wire": "barbed_wire_blocks_play",
    "pandamonium": "panda_abilities",
    "super_neigh": "super_neigh_reopens",
    "unicorn_poison": "targeting",
    "back_kick": "targeting",
    "unfair_bargain": "targeting",
    "blatant_thievery": "targeting",
}
RULE_OPTION = ("варіант правил", "вариант правил", "rule option")


def test_cards_that_an_option_changes_mention_it_and_others_do_not() -> None:
    options = {o.name for o in stil.game("unicorns").spec.options}
    for card, option in OPTION_CARDS.items():
        assert option in options, option
        for i, lang in enumerate(LANGS):
            assert RULE_OPTION[i] in _text(card, lang).lower(), (card, lang)
            assert option not in _text(card, lang)  # players never see an option id
    for c in CARDS:
        for lang in LANGS:  # no option id, file name or other developer text
            assert not re.search(r"_|\.md\b|\.toml\b", _text(c.id, lang)), (c.id, lang)
        if c.id not in OPTION_CARDS:
            assert all(
                RULE_OPTION[i] not in _text(c.id, lang).lower() for i, lang in enumerate(LANGS)
            )


# -- one spot check per kind ---------------------------------------------------------------
def test_baby_unicorns_say_they_go_back_to_the_nursery() -> None:
    for b in BABIES:
        assert "розплідник" in _text(b, "uk")
        assert "ясли" in _text(b, "ru")
        assert "Nursery" in _text(b, "en")
        assert "Baby" in cards.card_name(b, "en")


def test_basic_unicorns_say_they_have_no_effect() -> None:
    basics = [c.id for c in CARDS if c.kind == "basic"]
    assert len(basics) == 8
    for b in basics:
        assert "Не має ефекту" in _text(b, "uk")
        assert "Эффекта нет" in _text(b, "ru")
        assert "No effect" in _text(b, "en")
    assert "«Великий нарвал»" in _text("narwhal", "uk")


def test_magical_unicorn_rhinocorn_ends_the_turn_and_flyers_return_to_hand() -> None:
    assert "хід закінчується" in _text("rhinocorn", "uk")
    assert "turn ends" in _text("rhinocorn", "en")
    flyers = [c.id for c in CARDS if any(e.fn == "flyer_to_hand" for e in c.effects)]
    assert len(flyers) == 5
    for f in flyers:
        assert "back to your hand" in _text(f, "en")


def test_magic_unicorn_poison_destroys_and_names_its_target() -> None:
    assert "Знищте однонога" in _text("unicorn_poison", "uk")
    assert "Уничтожьте единорога" in _text("unicorn_poison", "ru")
    assert "Destroy a Unicorn in another player's stable" in _text("unicorn_poison", "en")


def test_upgrade_yay_stops_every_neigh() -> None:
    assert "cannot be Neighed, not even with a Super Neigh" in _text("yay", "en")
    assert "«Супер-іржання»" in _text("yay", "uk")


def test_downgrade_tiny_stable_says_its_limit() -> None:
    limit = next(e.params["limit"] for e in CARD["tiny_stable"].effects if "limit" in e.params)
    assert limit == 5
    assert f"більше {limit} одноногів" in _text("tiny_stable", "uk")
    assert f"больше {limit} единорогов" in _text("tiny_stable", "ru")
    assert f"more than {limit} Unicorns" in _text("tiny_stable", "en")


def test_instant_neigh_cancels_a_card_being_played() -> None:
    assert "скасовується" in _text("neigh", "uk")
    assert "отменяется" in _text("neigh", "ru")
    assert "cancelled" in _text("neigh", "en")
    assert "nobody can answer a Super Neigh" in _text("super_neigh", "en")
