"""Інтриги та Капуста in words: the log tells what happens now, in every language."""

from __future__ import annotations

import pytest

from stil.games.cabbage import render

from .conftest import position

FILLER = ["cabbage"] * 3

# A card brought into the row by each effect, as its log line should say it.
BROUGHT = {
    "uk": {
        "fox": "Лис: гравець 1 розігрує Пшеницю",
        "rabbit": "Кролик: гравець 1 розігрує Свинку зі свого замку",
        "chicken": "Курка: гравець 1 розігрує Корівку зі скиду",
    },
    "ru": {
        "fox": "Лис: игрок 1 разыгрывает Пшеницу",
        "rabbit": "Кролик: игрок 1 разыгрывает Свинку из своего замка",
        "chicken": "Курица: игрок 1 разыгрывает Коровку из сброса",
    },
    "en": {
        "fox": "Fox: Player 1 lays out the Wheat",
        "rabbit": "Rabbit: Player 1 lays out the Pig from their castle",
        "chicken": "Chicken: Player 1 lays out the Cow from the discard",
    },
}


def brought_lines(lang: str) -> dict[str, str]:
    """Play a Fox, a Rabbit and a Chicken, each bringing one card; the log line of each."""
    s = position(["fox", *FILLER], castles=[{}, {"wheat": 1}])
    s.apply("take 1 wheat")
    events = list(s.events(0))
    s = position(["rabbit", *FILLER], castles=[{"pig": 1}, {}])
    s.apply("play pig")
    s.apply("stop")  # the Pig finds nothing to discard elsewhere
    events += s.events(0)
    s = position(["chicken", *FILLER], discard={"cow": 1})
    s.apply("play cow")
    events += s.events(0)
    reveals = [e for e in events if e["type"] == "reveal" and e["from"] != "deck"]
    return {str(e["from"]): str(render.event_text(e, 0, lang)) for e in reveals}


@pytest.mark.parametrize("lang", ["uk", "ru", "en"])
def test_a_card_brought_into_the_row_is_told_in_the_present(lang: str) -> None:
    """The log tells what a player does now: «гравець 1 розігрує …», not the future
    «розіграє …» (the same present tense as «відкриває», «бере», «скидає»)."""
    assert brought_lines(lang) == BROUGHT[lang]
