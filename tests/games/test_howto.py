"""The "How to play" guides (stil/games/<id>/howto.toml): every registered game has one,
complete in uk, ru and en, written in the page's language, with a legend that explains every
mark the game's web view draws."""

from __future__ import annotations

import re
import tomllib
from importlib import resources
from pathlib import Path

import pytest

import stil
from stil.core.registry import games
from stil.howto import HowTo, NoGuide, howto, load
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
        assert g is getattr(guide, lang)
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


def test_a_guide_missing_a_section_or_with_an_unknown_key_is_refused() -> None:
    raw = tomllib.loads(
        resources.files("stil.games.cabbage").joinpath("howto.toml").read_text("utf-8")
    )
    HowTo.model_validate(raw)
    without_goal = {**raw, "ru": {k: v for k, v in raw["ru"].items() if k != "goal"}}
    with pytest.raises(ValueError, match="goal"):
        HowTo.model_validate(without_goal)
    blank = {**raw, "en": {**raw["en"], "turn": ["  "]}}
    with pytest.raises(ValueError):
        HowTo.model_validate(blank)
    with pytest.raises(ValueError, match="extra"):
        HowTo.model_validate({**raw, "uk": {**raw["uk"], "goals": "x"}})


def test_an_unknown_game_has_no_guide() -> None:
    with pytest.raises(NoGuide, match="nope"):
        load("nope")
