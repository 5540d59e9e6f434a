"""The pages a browser opens: the lobby, a table, a replay, a game's cards (one client
page) and the how-to-play guide of each game, as a page and as JSON."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.responses import FileResponse, HTMLResponse

from stil.core.registry import games as game_ids
from stil.i18n import DEFAULT
from stil.server import howto
from stil.server.manager import ApiError
from stil.server.routes.common import STATIC, Lang, ManagerDep
from stil.server.schemas import refusals

router = APIRouter()


def page() -> FileResponse:
    index = STATIC / "index.html"
    if not index.is_file():
        raise ApiError(404, "the web client is not installed")
    return FileResponse(index, media_type="text/html")


@router.get("/", include_in_schema=False)
async def lobby() -> FileResponse:
    return page()


@router.get("/t/{table_id}", include_in_schema=False)
async def table_page(table_id: str) -> FileResponse:
    return page()


@router.get("/replay/{table_id}", include_in_schema=False)
async def replay_page(table_id: str) -> FileResponse:
    return page()


def known_game(game: str) -> str:
    if game not in game_ids():
        raise ApiError(404, f"no game {game!r}: the games are {', '.join(game_ids())}")
    return game


@router.get("/cards/{game}", include_in_schema=False)
async def cards_page(game: str) -> FileResponse:
    """A game's card reference, drawn by the web client from the catalog."""
    known_game(game)
    return page()


@router.get("/api/howto/{game}", responses=refusals(404))
async def get_howto(game: str) -> dict[str, Any]:
    """How to play ``game``: goal, setup, a turn, the cards, scoring, the variant and
    a legend of the marks the table draws, in uk, ru and en."""
    return howto.guide_json(known_game(game))


@router.get("/howto/{game}", include_in_schema=False, response_class=HTMLResponse)
async def howto_page(
    manager: ManagerDep,
    game: str,
    lang: Lang = "",
    table: Annotated[str | None, Query(max_length=64)] = None,
) -> HTMLResponse:
    known_game(game)
    found = manager.tables.get(table) if table else None
    options = found.options if found is not None and found.game.spec.id == game else None
    html = howto.page(game, lang or DEFAULT, table if options is not None else None, options)
    return HTMLResponse(html)
