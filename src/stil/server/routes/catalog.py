"""``/api/catalog``: every registered game with its options, bots and cards."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from stil.bots import bot_names
from stil.core.errors import UnknownGame
from stil.core.registry import game as get_game
from stil.core.registry import games as game_ids
from stil.core.registry import parts
from stil.i18n import LANGS, option_source, t
from stil.server.schemas import refusals

router = APIRouter()


def cards_of(game_id: str) -> list[dict[str, Any]]:
    """The game's card list: its parts' ``card_catalog()``, or none (an unknown game too)."""
    try:
        listed = parts(game_id).card_catalog
    except UnknownGame:
        return []
    return list(listed()) if listed is not None else []


def _entry(gid: str) -> dict[str, Any]:
    spec = get_game(gid).spec
    return {
        "id": gid,
        "names": dict(spec.names),
        "min_players": spec.min_players,
        "max_players": spec.max_players,
        "player_counts": list(spec.player_counts),
        "player_options": {str(k): dict(v) for k, v in spec.player_options.items()},
        "options": [
            {
                "name": o.name,
                "default": o.default,
                "allowed": list(o.allowed),
                "meaning": o.meaning,
                "meanings": {lang: t(lang, f"{gid}.option.{o.name}") for lang in LANGS},
                "ref": o.ref,  # for developers: file names, never shown to players
                "sources": {lang: option_source(lang, gid, o.name) for lang in LANGS},
            }
            for o in spec.options
        ],
        "bots": bot_names(),
        "cards": cards_of(gid),
    }


def catalog() -> list[dict[str, Any]]:
    """The lobby's list of games, as ``/api/catalog`` answers it."""
    return [_entry(gid) for gid in game_ids()]


@router.get("/api/catalog", responses=refusals())
async def get_catalog() -> list[dict[str, Any]]:
    return catalog()
