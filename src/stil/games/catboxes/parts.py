"""Якщо влізе: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from typing import Any

from stil.core.parts import GameParts
from stil.games.catboxes.cards import card_catalog
from stil.games.catboxes.game import GAME
from stil.games.catboxes.invariants import count_cards


def _heuristic_bot() -> Any:
    from stil.games.catboxes.bot import HeuristicBot

    return HeuristicBot()


def _encoding() -> Any:
    from stil.games.catboxes.encoding import ENCODING

    return ENCODING


def _renderer() -> Any:
    from stil.games.catboxes import render

    return render


def _web_data() -> dict[str, Any]:
    from stil.games.catboxes.web import web_data

    return web_data()


PARTS = GameParts(
    game=GAME,
    heuristic_bot=_heuristic_bot,
    # a guided search iteration costs about 3 ms here (the heuristic weighs every
    # placement), twice what the default levels assume, hence fewer iterations
    ismcts_iterations={"normal": 60, "hard": 300},
    card_counter=count_cards,
    encoding=_encoding,
    renderer=_renderer,
    card_catalog=card_catalog,
    web_view="web/view.js",
    web_style="web/style.css",
    web_data=_web_data,
)
