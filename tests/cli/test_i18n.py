"""Every text exists in Ukrainian, Russian and English, and every decision, action and
event the engine can produce has words."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from stil import i18n
from stil.bots import RandomBot
from stil.core import Rng
from stil.core.registry import game
from stil.games.cabbage import render
from stil.games.cabbage.cards import KINDS
from stil.i18n import LANGS, Catalog, MissingText, t

GAME = game("cabbage")
DECISION_KINDS = {
    "draw_or_stop", "fox_take", "pig_discard", "wolf_give",
    "rabbit_play", "chicken_play", "dog_save", "dog_block",
}  # fmt: skip
EVENT_TYPES = {
    "turn", "reveal", "bank", "bust", "save", "discard_row", "peek", "peeked", "fox_take",
    "pig_discard", "wolf_give", "cat", "chicken_look", "intrigue", "intrigue_castle", "end",
}  # fmt: skip


def test_every_text_in_every_language():
    for catalog in (i18n.catalog("cabbage"), i18n.catalog("stil")):
        assert catalog.keys()
        assert catalog.missing() == []


def test_a_missing_text_fails_loudly_in_strict_mode():
    with pytest.raises(MissingText, match=r"no text cabbage\.decision\.nope"):
        t("uk", "cabbage.decision.nope")
    with pytest.raises(MissingText, match="needs parameter"):
        t("en", "cabbage.decision.dog_save")
    with pytest.raises(MissingText):
        t("uk", "nogame.x")


def test_outside_the_tests_a_missing_text_falls_back(monkeypatch):
    monkeypatch.setattr(i18n, "STRICT", False)
    c = Catalog("demo", {"only_en": {"en": "English"}})
    assert c.text("uk", "only_en") == "English"
    assert c.text("uk", "absent") == "demo.absent"
    assert c.missing() == ["only_en:uk", "only_en:ru"]


def _files(tmp_path, **files: str) -> Catalog:
    """A catalog read from language files written into a new ``locale/`` folder."""
    home = tmp_path / str(len(list(tmp_path.iterdir())))
    for lang, text in files.items():
        (home / "locale" / lang).mkdir(parents=True)
        (home / "locale" / lang / "texts.ftl").write_text(text, "utf-8")
    return Catalog.from_folder("x", home)


def test_a_locale_file_is_checked_when_read(tmp_path):
    with pytest.raises(ValueError, match=r"x: locale/uk/texts\.ftl: .*Expected"):
        _files(tmp_path, uk="a = {\n")
    with pytest.raises(ValueError, match="terms are not used"):
        _files(tmp_path, uk="-term = Стіл\n")
    with pytest.raises(ValueError, match="no attributes"):
        _files(tmp_path, uk="a = 1\n    .title = 2\n")
    with pytest.raises(ValueError, match="given twice"):
        _files(tmp_path, uk="a = 1\na = 2\n")
    with pytest.raises(ValueError, match="may stand inside braces"):
        _files(tmp_path, uk="a = { b }\n")
    read = _files(tmp_path, uk="a-b = 1\n", ru="a-b = 2\n", en="a-b = 3\n")
    assert read.keys() == ["a.b"] and read.missing() == []
    # a language without its file is missing every text
    assert _files(tmp_path, uk="a-b = 1\n", en="a-b = 3\n").missing() == ["a.b:ru"]
    # a language's texts may be in several files, each message in one
    en = tmp_path / "two" / "locale" / "en"
    en.mkdir(parents=True)
    (en / "texts.ftl").write_text("a-b = 3\n", "utf-8")
    (en / "more.ftl").write_text("a-c = 4\n", "utf-8")
    assert Catalog.from_folder("x", tmp_path / "two").keys() == ["a.b", "a.c"]
    (en / "more.ftl").write_text("a-b = 4\n", "utf-8")
    with pytest.raises(ValueError, match="a-b is in another file too"):
        Catalog.from_folder("x", tmp_path / "two")


def test_every_rule_option_has_words():
    from stil.games.cabbage import SPEC

    for option in SPEC.options:
        for lang in ("uk", "ru", "en"):
            assert t(lang, f"cabbage.option.{option.name}")


def test_every_decision_kind_and_card_has_text():
    for lang in LANGS:
        for kind in DECISION_KINDS:
            assert i18n.has(f"cabbage.decision.{kind}")
        for kind in KINDS:
            assert t(lang, f"cabbage.card_acc.{kind}")


@pytest.mark.parametrize("lang", LANGS)
def test_every_action_of_the_game_has_words(lang):
    obs = GAME.new(players=5, seed=0).view(0)
    texts_ = {render.action_text(a, obs, lang) for a in GAME.actions}
    assert len(texts_) == len(GAME.actions)  # distinct choices read distinctly
    assert not any(text.startswith(("cabbage.", "take ", "give ")) for text in texts_)


def _random_games(options: dict[str, object]) -> list:
    states = []
    for seed in range(12):
        state = GAME.new(players=2 + seed % 4, seed=seed, options=options)
        rng, bot = Rng(seed), RandomBot()
        while not state.is_over:
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
        states.append(state)
    return states


@pytest.mark.parametrize("looks_public", [True, False])
def test_every_event_and_decision_seen_in_play_has_words(looks_public):
    """Random games (strict texts) render every event for every seat in every language."""
    console = Console(file=io.StringIO(), width=100)
    kinds, types = set(), set()
    for state in _random_games({"looks_public": looks_public}):
        for seat in [None, *range(state.players)]:
            for event in state.events(seat):
                types.add(event["type"])
                for lang in LANGS:
                    text = render.event_text(event, seat, lang)
                    if text is not None:
                        console.print(text)
        replay = GAME.new(players=state.players, seed=0, options={"looks_public": looks_public})
        rng = Rng(1)
        while not replay.is_over:
            seat = replay.to_act
            obs = replay.view(seat)
            kinds.add(obs.data["decision"]["kind"])
            for lang in LANGS:
                assert render.question(obs, lang)
            replay.apply(RandomBot().choose(obs, replay.legal_actions(), rng))
    shown = console.file.getvalue()
    assert "Player 1" in shown and "cabbage." not in shown
    assert types == EVENT_TYPES
    assert kinds <= DECISION_KINDS and {"draw_or_stop", "fox_take", "dog_block"} <= kinds


@pytest.mark.parametrize("lang", ["uk", "ru", "en"])
def test_every_bot_has_a_name_in_every_language(lang):
    from stil.bots import bot_names

    for name in bot_names():
        assert i18n.t(lang, f"stil.bot.{name}") != f"stil.bot.{name}"


CARDS = {
    "uk": {"one": "{n} карта", "few": "{n} карти", "many": "{n} карт", "other": "{n} карти"},
    "ru": {"one": "{n} карта", "few": "{n} карты", "many": "{n} карт", "other": "{n} карты"},
    "en": {"one": "{n} card", "other": "{n} cards"},
}


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("uk", ["1 карта", "2 карти", "5 карт", "11 карт", "21 карта", "22 карти", "25 карт"]),
        ("ru", ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты", "25 карт"]),
        ("en", ["1 card", "2 cards", "5 cards", "11 cards", "21 cards", "22 cards", "25 cards"]),
    ],
)
def test_plurals_follow_the_languages_own_rules(lang, expected):
    """CLDR's rules: Ukrainian and Russian 1/21 one, 2–4/22 few, 5–20/25 many; English
    only 1 is singular (no "card(s)")."""
    assert [i18n.plural(lang, n, CARDS[lang]) for n in (1, 2, 5, 11, 21, 22, 25)] == expected


def test_plural_falls_back_to_other_and_fails_without_it():
    assert i18n.plural("uk", 3, {"one": "{n} хід", "other": "{n} ходи"}) == "3 ходи"
    with pytest.raises(MissingText, match="'other'"):
        i18n.plural("uk", 5, {"one": "{n} хід"})


def test_a_catalog_text_with_a_number_takes_its_plural_form(monkeypatch, tmp_path):
    demo = _files(
        tmp_path,
        uk=(
            "card = { $n ->\n    [one] { $n } карта\n    [few] { $n } карти\n"
            "   *[many] { $n } карт\n}\n"
        ),
        ru=(
            "card = { $n ->\n    [one] { $who }: { $n } карта\n    [few] { $who }: { $n } карты\n"
            "   *[many] { $who }: { $n } карт\n}\n"
        ),
        en="card = { $n ->\n    [one] { $n } card\n   *[other] { $n } cards\n}\n",
    )
    monkeypatch.setitem(i18n._CATALOGS, "demo", demo)
    assert [t("uk", "demo.card", n=n) for n in (1, 3, 12, 21, 0)] == [
        "1 карта", "3 карти", "12 карт", "21 карта", "0 карт",
    ]  # fmt: skip
    assert t("ru", "demo.card", n=22, who="Оля") == "Оля: 22 карты"
    assert [t("en", "demo.card", n=n) for n in (1, 0, 101)] == ["1 card", "0 cards", "101 cards"]
    # the forms travel as they are (the browser chooses with Intl.PluralRules)
    assert demo.templates("card")["en"] == {"one": "{n} card", "other": "{n} cards"}
    assert demo.missing() == []
    with pytest.raises(MissingText, match="whole number n"):
        t("en", "demo.card")
    monkeypatch.setattr(i18n, "STRICT", False)
    assert t("en", "demo.card", n="many") == "many cards"


def test_a_plural_text_is_checked_when_read(tmp_path):
    with pytest.raises(ValueError, match=r"no plural form for \['few'\]"):
        _files(tmp_path, uk="a = { $n ->\n    [one] { $n } карта\n   *[many] { $n } карт\n}\n")
    with pytest.raises(ValueError, match="not a CLDR plural category"):
        _files(tmp_path, en="a = { $n ->\n    [one] a\n   *[lots] b\n}\n")
    with pytest.raises(ValueError, match=r"selects on \$n only"):
        _files(tmp_path, en="a = { $count ->\n    [one] a\n   *[other] b\n}\n")
    with pytest.raises(ValueError, match="unknown plural forms"):
        Catalog("x", {"a": {"en": {"one": "a", "lots": "b"}}})
    with pytest.raises(ValueError, match="no plural form"):
        _files(tmp_path, en="a = { $n ->\n   *[one] { $n } card\n}\n")
    # ``other`` stands in for the categories a text leaves out
    c = _files(tmp_path, uk="a = { $n ->\n    [one] { $n } хід\n   *[other] { $n } ходів\n}\n")
    assert c.text("uk", "a", n=3) == "3 ходів"


def test_a_compiled_file_is_kept_and_a_bad_one_read_again(tmp_path, monkeypatch):
    """Fluent's parser is slow, so a file's compiled messages are kept by its text's hash;
    what is kept is checked, and a cache that cannot be written is passed by."""
    from stil import ftl

    source = (
        "a-b = Привіт, { $name }\nc = { $n ->\n    [one] { $n } card\n   *[other] { $n } cards\n}\n"
    )
    monkeypatch.setenv(ftl.CACHE_VAR, str(tmp_path / "cache"))
    first = ftl.read_cached("x", source)
    assert first == ftl.read("x", source)
    (kept,) = (tmp_path / "cache").iterdir()
    assert ftl.read_cached("x", source) == first
    kept.write_text('{"a-b": 3}', "utf-8")  # not a text: read again, and kept right
    assert ftl.read_cached("x", source) == first
    assert ftl.read_cached("x", source + "d = e\n")["d"] == "e"  # another text, another file
    assert len(list((tmp_path / "cache").iterdir())) == 2
    (tmp_path / "file").write_text("", "utf-8")
    monkeypatch.setenv(ftl.CACHE_VAR, str(tmp_path / "file" / "under"))  # cannot be made
    assert ftl.read_cached("x", source) == first
    monkeypatch.setenv(ftl.CACHE_VAR, "0")
    with pytest.raises(ValueError, match="Expected"):
        ftl.read_cached("x", "a = {\n")
