"""Князья: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from typing import Any

from stil.core.parts import GameParts
from stil.games.princes.cards import card_catalog
from stil.games.princes.game import GAME
from stil.games.princes.invariants import count_cards


def _heuristic_bot() -> Any:
    from stil.games.princes.bot import HeuristicBot

    return HeuristicBot()


def _encoding() -> Any:
    from stil.games.princes.encoding import ENCODING

    return ENCODING


def _renderer() -> Any:
    from stil.games.princes import render

    return render


def _tournament() -> Any:
    from stil.games.princes.tournament import Tournament

    return Tournament


def _web_data() -> dict[str, Any]:
    from stil.games.princes.web import web_data

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
    tournament=_tournament,
)
