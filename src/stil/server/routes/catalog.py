"""``/api/catalog``: every registered game with its options, bots and cards."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from stil.bots import bot_names
from stil.core.errors import UnknownGame
from stil.core.registry import game as get_game
from stil.core.registry import games as game_ids
from stil.core.registry import parts
from stil.i18n import LANGS, has, t
from stil.server.options import described as rule_options
from stil.server.schemas import refusals
from stil.shorts import with_shorts

router = APIRouter()


def cards_of(game_id: str) -> list[dict[str, Any]]:
    """The game's card list: its parts' ``card_catalog()``, or none (an unknown game too);
    each language's entry has its ``short`` effect line beside ``name`` and ``text``
    (``games/<id>/locale/<lang>/short.ftl``; ``None`` for a card without an effect)."""
    try:
        listed = parts(game_id).card_catalog
    except UnknownGame:
        return []
    return with_shorts(game_id, listed()) if listed is not None else []


def _entry(gid: str) -> dict[str, Any]:
    spec = get_game(gid).spec
    found = parts(gid)
    return {
        "id": gid,
        "names": dict(spec.names),
        "min_players": spec.min_players,
        "max_players": spec.max_players,
        "player_counts": list(spec.player_counts),
        "player_options": {str(k): dict(v) for k, v in spec.player_options.items()},
        "options": rule_options(gid),
        # the lobby's tile: a line about the game, its usual length, its picture
        "line": {lang: t(lang, f"{gid}.lobby.line") for lang in LANGS}
        if has(f"{gid}.lobby.line")
        else None,
        "minutes": list(found.minutes) if found.minutes else None,
        "picture": f"/static/games/{gid}.svg" if found.web_picture else None,
        "bots": bot_names(),
        # the points of the game's own tournament (Князья's, to 100), which the lobby
        # offers as a series; None: the game has none
        "tournament": found.tournament().target if found.tournament is not None else None,
        "cards": cards_of(gid),
    }


def catalog() -> list[dict[str, Any]]:
    """The lobby's list of games, as ``/api/catalog`` answers it."""
    return [_entry(gid) for gid in game_ids()]


@router.get("/api/catalog", responses=refusals())
async def get_catalog() -> list[dict[str, Any]]:
    return catalog()
