"""Every registered game's card faces (issue 17): its web data declares a colour and an
icon for every card of its catalog, the colours read (contrast ≥ 4.5:1 with the ink the
face picks), the icons are ones ``card.js`` draws, and every number shown is named in all
three languages. The games come from the registry, so a new game is checked here too."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import stil
from stil.core.faces import InvalidFaces, Number, Style, faces
from stil.core.registry import parts
from stil.server.routes.assets import web_data

CARD_JS = Path(stil.__file__).parent / "server" / "static" / "card.js"
LANGS = ("uk", "ru", "en")


def icons() -> set[str]:
    """The names of card.js's ICONS table (its keys, one a line)."""
    text = CARD_JS.read_text(encoding="utf-8")
    table = text.split("export const ICONS = {", 1)[1].split("\n};", 1)[0]
    return set(re.findall(r"^\s{2}([a-z_]+):", table, re.M))


def luminance(hex_colour: str) -> float:
    rgb = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def style_of(card: dict[str, Any], declared: dict[str, Any]) -> dict[str, Any]:
    """The style card.js gives ``card``: kind, then the ``by`` field's value, then the id."""
    styles = declared["styles"]
    by = declared.get("by")
    out = dict(styles.get(card["kind"], {}))
    if by and card.get(by) is not None:
        out |= styles.get(str(card[by]), {})
    return out | styles.get(card["id"], {})


def declared_faces(game_id: str) -> dict[str, Any]:
    data = json.loads(web_data(game_id))
    assert "faces" in data, f"{game_id}'s web data declares no card faces"
    return dict(data["faces"])


@pytest.mark.parametrize("game_id", stil.games())
def test_every_card_has_a_colour_and_an_icon(game_id: str) -> None:
    declared = declared_faces(game_id)
    listed = parts(game_id).card_catalog
    assert listed is not None
    known = icons()
    for card in listed():
        style = style_of(card, declared)
        assert "colour" in style, (game_id, card["id"])
        assert style.get("icon") in known, (game_id, card["id"], style.get("icon"))


@pytest.mark.parametrize("game_id", stil.games())
def test_the_colours_read_with_the_ink_the_face_picks(game_id: str) -> None:
    for key, style in declared_faces(game_id)["styles"].items():
        best = max(contrast(style["colour"], "#ffffff"), contrast(style["colour"], "#1b1712"))
        assert best >= 4.5, (game_id, key, style["colour"], round(best, 2))


@pytest.mark.parametrize("game_id", stil.games())
def test_every_number_shown_is_named_and_on_some_card(game_id: str) -> None:
    data = json.loads(web_data(game_id))
    listed = parts(game_id).card_catalog
    assert listed is not None
    on_cards = {k for card in listed() for k in card.get("numbers", {})}
    for number in data["faces"]["numbers"]:
        key = number["key"]
        assert key in on_cards, (game_id, key)
        label = data.get("ui", {}).get(f"{game_id}.number.{key}")
        assert label, f"{game_id}: no [web.number.{key}] text"
        assert all(label[lang].strip() for lang in LANGS), (game_id, key)


def test_icons_are_read_from_card_js() -> None:
    assert {"star", "crown", "paw", "scroll"} <= icons()


def test_a_bad_declaration_is_refused() -> None:
    with pytest.raises(InvalidFaces):
        Style("red")
    with pytest.raises(InvalidFaces):
        Style("#ABCDEF")
    with pytest.raises(InvalidFaces):
        faces({"x": Style("#123456")}, numbers=[Number("might")], main=["valour"])


def test_contrast_check_can_fail() -> None:
    assert max(contrast("#777777", "#ffffff"), contrast("#777777", "#1b1712")) < 4.8
    assert contrast("#ffff00", "#ffffff") < 4.5
