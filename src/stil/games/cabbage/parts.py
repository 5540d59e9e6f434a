"""Інтриги та Капуста: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from typing import Any

from stil.core.parts import GameParts
from stil.games.cabbage.cards import card_catalog
from stil.games.cabbage.game import GAME
from stil.games.cabbage.invariants import count_cards


def _heuristic_bot() -> Any:
    from stil.games.cabbage.bot import HeuristicBot

    return HeuristicBot()


def _encoding() -> Any:
    from stil.games.cabbage.encoding import ENCODING

    return ENCODING


def _renderer() -> Any:
    from stil.games.cabbage import render

    return render


def _web_data() -> dict[str, Any]:
    from stil.games.cabbage.web import web_data

    return web_data()


PARTS = GameParts(
    game=GAME,
    heuristic_bot=_heuristic_bot,
    card_counter=count_cards,
    encoding=_encoding,
    renderer=_renderer,
    card_catalog=card_catalog,
    web_view="web/view.js",
    web_style="web/style.css",
    web_data=_web_data,
)
