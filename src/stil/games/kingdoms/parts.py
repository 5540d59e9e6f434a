"""Царства зверей: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from typing import Any

from stil.core.parts import GameParts
from stil.games.kingdoms.cards import card_catalog
from stil.games.kingdoms.game import GAME
from stil.games.kingdoms.invariants import count_cards


def _heuristic_bot() -> Any:
    from stil.games.kingdoms.bot import HeuristicBot

    return HeuristicBot()


def _encoding() -> Any:
    from stil.games.kingdoms.encoding import ENCODING

    return ENCODING


def _renderer() -> Any:
    from stil.games.kingdoms import render

    return render


def _web_data() -> dict[str, Any]:
    from stil.games.kingdoms.web import web_data

    return web_data()


PARTS = GameParts(
    game=GAME,
    heuristic_bot=_heuristic_bot,
    card_counter=count_cards,
    # the solo levels are named where the upstart's level is shown
    option_value_keys={"solo_difficulty": "level.{value}"},
    encoding=_encoding,
    renderer=_renderer,
    card_catalog=card_catalog,
    web_view="web/view.js",
    web_style="web/style.css",
    web_data=_web_data,
)
