"""Each game's view, style, lobby picture and data, served from its own folder where the
shared client asks for them (``static/games/<id>.js``, ``.svg``, ``.css``,
``static/data/<id>.json``).

Included before the ``/static`` mount, so these paths are answered here and not there.
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse, Response

from stil.core.errors import UnknownGame
from stil.core.registry import package, parts
from stil.i18n import texts_under
from stil.server.manager import ApiError

router = APIRouter(include_in_schema=False)


def view_file(game_id: str, style: bool = False, picture: bool = False) -> Path:
    """The game's browser view, a JS module in its own folder (its parts' ``web_view``),
    with ``style`` its stylesheet (``web_style``), with ``picture`` the lobby's picture of
    it (``web_picture``)."""
    try:
        found = parts(game_id)
    except UnknownGame as e:
        raise ApiError(404, str(e)) from e
    what = "picture" if picture else "style" if style else "view"
    name = {"picture": found.web_picture, "style": found.web_style, "view": found.web_view}[what]
    if name is None:
        raise ApiError(404, f"{game_id} has no web {what}")
    return Path(str(resources.files(package(game_id)).joinpath(name)))


@functools.cache
def _web_data(game_id: str) -> str:
    make = parts(game_id).web_data
    data = dict(make()) if make is not None else {}
    ui = texts_under(game_id, "web")  # the view's own labels, keyed as it asks for them
    if ui:
        data["ui"] = {f"{game_id}.{key.removeprefix('web.')}": v for key, v in ui.items()}
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def web_data(game_id: str) -> str:
    """What the game's view draws from (card names, printed facts, its texts), as JSON:
    its parts' ``web_data``, and under ``ui`` the ``[web]`` labels of its locale, made once
    per process."""
    try:
        return _web_data(game_id)
    except UnknownGame as e:
        raise ApiError(404, str(e)) from e


@router.get("/static/games/{game_id}.js")
async def game_view(game_id: str) -> FileResponse:
    return FileResponse(view_file(game_id), media_type="text/javascript")


@router.get("/static/games/{game_id}.svg")
async def game_picture(game_id: str) -> FileResponse:
    return FileResponse(view_file(game_id, picture=True), media_type="image/svg+xml")


@router.get("/static/games/{game_id}.css")
async def game_style(game_id: str) -> FileResponse:
    return FileResponse(view_file(game_id, style=True), media_type="text/css")


@router.get("/static/data/{game_id}.json")
async def game_data(game_id: str) -> Response:
    return Response(web_data(game_id), media_type="application/json")
