"""The "How to play" guides (stil/games/<id>/locale/<lang>/howto.ftl): every registered game
has one, complete in every language, written in the page's language, with a legend that
explains every mark the game's web view draws; a guide with a section missing, an unknown
message, a gap in its numbers or a message missing in one language is refused in one line
naming the game, the language and the message."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import stil
from stil import i18n
from stil.core.registry import games
from stil.howto import PREFIX, NoGuide, howto, load, parse, plain
from stil.i18n import LANGS

ROOT = Path(stil.__file__).parent

#: Latin words a uk/ru guide may use. Empty: catboxes' English toy letters appear only in
#: its en legend, and points are "ПО" in Cyrillic. Add a word only if it has no Cyrillic form.
LATIN_ALLOWED: set[str] = set()

#: Non-letter, non-ASCII characters of the views that are punctuation or arithmetic in
#: running text, not marks a player must learn: the middle dot separating stats, dashes
#: (a range, an empty value), guillemets and „“” (quoted names), the multiplication sign of "×2"
#: and "31×20 mm" (the legend explains "×2" where a game draws counts that way), the
#: degree sign of "180°", kingdoms' thin bar "│" that only separates a capital from its
#: council seats, and the corners ┏┓┗┛ that join the wall lines ━ ┃ the legend explains.
PUNCTUATION = set("·–—«»„“”×…：│°┏┓┗┛")


def _view_sources(game_id: str) -> list[Path]:
    """The game's web view (static/games/<id>.js, or JS kept in the game's own folder)
    and its terminal renderer (render.py)."""
    folder = ROOT / "games" / game_id
    found = [ROOT / "server" / "static" / "games" / f"{game_id}.js", folder / "render.py"]
    found += sorted(folder.rglob("*.js"))
    return [p for p in found if p.is_file()]


def view_symbols(game_id: str) -> set[str]:
    """The marks the game's views draw: every non-ASCII character that is not a letter or
    punctuation (comments included: a mark named there is drawn somewhere too)."""
    sources = _view_sources(game_id)
    assert any(p.suffix == ".js" for p in sources), f"no web view found for {game_id}"
    text = "".join(p.read_text("utf-8") for p in sources)
    return {ch for ch in re.findall(r"[^\x00-\x7f]", text) if not ch.isalpha()} - PUNCTUATION


@pytest.mark.parametrize("game_id", games())
def test_every_game_has_a_complete_guide_in_each_language(game_id: str) -> None:
    guide = load(game_id)
    for lang in LANGS:
        g = howto(game_id, lang)
        assert g is guide[lang]
        for text in [g.goal, g.setup, g.end, g.variant, *g.turn, *g.scoring]:
            assert text.strip()
        assert len(g.turn) >= 2 and g.cards and g.legend
        assert all(c.name.strip() and c.text.strip() for c in g.cards)
    # the three languages tell the same guide: as many steps, card kinds and marks
    counts = {lang: tuple(len(x) for x in _parts(game_id, lang)) for lang in LANGS}
    assert len(set(counts.values())) == 1, counts


def _texts(value: object) -> list[str]:
    """Every string inside a guide's data (values only, not the section names)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []


def _parts(game_id: str, lang: str) -> tuple[list[object], ...]:
    g = howto(game_id, lang)
    return (list(g.turn), list(g.cards), list(g.scoring), list(g.legend))


@pytest.mark.parametrize("game_id", games())
@pytest.mark.parametrize("lang", ["uk", "ru"])
def test_uk_and_ru_guides_have_no_latin_words(game_id: str, lang: str) -> None:
    body = " ".join(_texts(howto(game_id, lang).model_dump()))
    latin = set(re.findall(r"[A-Za-z]+", body)) - LATIN_ALLOWED
    assert not latin, f"{game_id} {lang}: Latin words {sorted(latin)}"


@pytest.mark.parametrize("game_id", games())
def test_the_legend_explains_every_mark_the_views_draw(game_id: str) -> None:
    marks = view_symbols(game_id)
    for lang in LANGS:
        legend = " ".join(s.symbol for s in howto(game_id, lang).legend)
        missing = sorted(m for m in marks if m not in legend)
        assert not missing, f"{game_id} {lang}: no legend for {missing}"


def test_the_mark_extraction_finds_marks_and_skips_letters_and_punctuation() -> None:
    assert {"▶", "✗", "→"} <= view_symbols("cabbage")
    assert not any(ch.isalpha() for ch in view_symbols("cabbage"))
    assert "·" not in view_symbols("cabbage")


def _said(game_id: str, lang: str) -> dict[str, str]:
    """The guide's texts in ``lang`` as :func:`parse` takes them (keys after ``howto.``)."""
    texts = i18n.catalog(game_id)
    return {
        key.removeprefix(PREFIX + "."): str(plain(texts.templates(key)[lang]))
        for key in texts.keys()  # noqa: SIM118 (a method)
        if key.startswith(PREFIX + ".")
    }


def test_the_guide_reads_its_numbered_items_in_order() -> None:
    said = _said("cabbage", "en")
    guide = parse("cabbage", "en", said)
    assert guide == howto("cabbage", "en")
    assert guide.turn[0] == said["turn.1"] and guide.cards[1].name == said["cards.2.name"]
    assert len(guide.turn) == max(int(k.split(".")[1]) for k in said if k.startswith("turn."))


def test_a_guide_missing_a_section_or_with_an_unknown_key_is_refused() -> None:
    said = _said("cabbage", "ru")
    without_goal = {k: v for k, v in said.items() if k != "goal"}
    with pytest.raises(NoGuide, match=r"'cabbage' in ru: howto-goal: Field required"):
        parse("cabbage", "ru", without_goal)
    with pytest.raises(NoGuide, match="howto-turn-1"):
        parse("cabbage", "ru", {**said, "turn.1": "  "})
    with pytest.raises(NoGuide, match="howto-goals: Extra inputs"):
        parse("cabbage", "ru", {**said, "goals": "x"})
    with pytest.raises(NoGuide, match="howto-cards-1-names: Extra inputs"):
        parse("cabbage", "ru", {**said, "cards.1.names": "x"})
    with pytest.raises(NoGuide, match="howto-turn-9: no item 6 before it"):
        parse("cabbage", "ru", {**said, "turn.9": "x"})
    with pytest.raises(NoGuide, match="howto-turn-1-x: an item is a text or a table"):
        parse("cabbage", "ru", {**said, "turn.1.x": "x"})
    with pytest.raises(NoGuide, match="howto-goal-1: not a text of the guide"):
        parse("cabbage", "ru", {**said, "goal.1": "x"})
    for error in ("howto-turn-0", "howto-turn-01"):
        with pytest.raises(NoGuide, match=f"{error}: not a text of the guide"):
            parse("cabbage", "ru", {**said, error.removeprefix("howto-").replace("-", "."): "x"})


@pytest.fixture
def fresh() -> Iterator[None]:
    """The guides read afresh before and after the test (which patches a catalog)."""
    load.cache_clear()
    yield
    load.cache_clear()


def _patch(monkeypatch: pytest.MonkeyPatch, extra: dict[str, dict[str, str]]) -> None:
    """Cabbage's catalog with ``extra`` messages (key -> language -> template)."""
    known = i18n.catalog("cabbage")
    entries = {key: known.templates(key) for key in known.keys()}  # noqa: SIM118
    monkeypatch.setitem(i18n._CATALOGS, "cabbage", i18n.Catalog("cabbage", {**entries, **extra}))
    load.cache_clear()


def test_a_message_missing_in_one_language_is_refused(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    last = len(howto("cabbage", LANGS[0]).turn)
    _patch(monkeypatch, {f"howto.turn.{last + 1}": {lang: "x" for lang in LANGS[1:]}})
    with pytest.raises(NoGuide, match=rf"in {LANGS[0]}: howto-turn-{last + 1}: missing"):
        load("cabbage")


def test_a_text_with_a_variable_is_refused(fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    _patch(monkeypatch, {"howto.goal": {lang: "{who} wins" for lang in LANGS}})
    with pytest.raises(NoGuide, match="howto-goal: a plain text"):
        load("cabbage")


def test_an_unknown_game_has_no_guide() -> None:
    with pytest.raises(NoGuide, match="nope"):
        load("nope")
