"""Every card with an effect has a short effect line for its face in every language (issue
39; ``short-<card id>`` in the game's ``locale/<lang>/short.ftl``), at most 40 characters,
no English in the Ukrainian and Russian ones, served by the catalog beside the card's name
and text; a line too long, missing in a language or with a variable is refused in one line."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import stil
from stil import i18n
from stil import shorts as shorts_module
from stil.core.registry import parts
from stil.i18n import LANGS
from stil.server.routes.catalog import cards_of
from stil.shorts import LONGEST, InvalidShorts, effect_kinds, shorts, with_shorts

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
        for lang in LANGS:
            assert said[lang].strip() and len(said[lang]) <= LONGEST, (card["id"], lang)
        for lang in ("uk", "ru"):
            assert not LATIN.search(said[lang]), (card["id"], lang, said[lang])
    assert set(lines) <= {c["id"] for c in cards}  # no line for a card that is not there


@pytest.mark.parametrize("game_id", stil.games())
def test_the_catalog_serves_the_short_line_beside_name_and_text(game_id: str) -> None:
    kinds = effect_kinds(game_id)
    for card in cards_of(game_id):
        for lang in LANGS:
            said = card[lang]
            assert {"name", "text", "short"} <= set(said)
            if card["kind"] in kinds:
                assert said["short"] == shorts(game_id)[card["id"]][lang]
            else:
                assert said["short"] is None or card["id"] in shorts(game_id)


@pytest.fixture
def fresh() -> Iterator[None]:
    """The lines read afresh before and after the test (which patches a catalog)."""
    shorts_module._read.cache_clear()
    yield
    shorts_module._read.cache_clear()


def _patch(monkeypatch: pytest.MonkeyPatch, extra: dict[str, dict[str, str]]) -> None:
    """Cabbage's catalog with ``extra`` messages (key -> language -> template)."""
    known = i18n.catalog("cabbage")
    entries = {key: known.templates(key) for key in known.keys()}  # noqa: SIM118
    monkeypatch.setitem(i18n._CATALOGS, "cabbage", i18n.Catalog("cabbage", {**entries, **extra}))
    shorts_module._read.cache_clear()


@pytest.mark.usefixtures("fresh")
def test_a_line_too_long_missing_in_a_language_or_with_a_variable_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _patch(monkeypatch, {"short.cat": {lang: "x" * (LONGEST + 1) for lang in LANGS}})
    with pytest.raises(InvalidShorts, match=rf"cabbage: cat's {LANGS[0]} line is over {LONGEST}"):
        shorts("cabbage")
    _patch(monkeypatch, {"short.cat": {lang: "x" for lang in LANGS[1:]}})
    with pytest.raises(InvalidShorts, match=rf"cabbage: cat has no short line in {LANGS[0]}"):
        shorts("cabbage")
    _patch(monkeypatch, {"short.cat": {lang: "{n} x" for lang in LANGS}})
    with pytest.raises(InvalidShorts, match=r"cabbage: short-cat \(\w+\): a plain text"):
        shorts("cabbage")


@pytest.mark.usefixtures("fresh")
def test_a_card_with_an_effect_and_no_line_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    known = i18n.catalog("cabbage")
    entries = {key: known.templates(key) for key in known.keys() if key != "short.cat"}  # noqa: SIM118
    monkeypatch.setitem(i18n._CATALOGS, "cabbage", i18n.Catalog("cabbage", entries))
    assert "cat" not in shorts("cabbage")
    with pytest.raises(InvalidShorts, match="cabbage: cat has an effect but no short line"):
        with_shorts("cabbage", [{"id": "cat", "kind": "animal"}])
