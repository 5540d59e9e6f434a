"""Web Push and the installable site: the VAPID public key, a seat's subscription, the
service worker (at the site's root, so its scope is the whole site) and the manifest."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter
from fastapi.responses import FileResponse

from stil.server.manager import ApiError
from stil.server.routes.common import STATIC, ManagerDep, SeatToken
from stil.server.schemas import PushKey, PushSubscription, SeatAnswer, refusals

router = APIRouter()


@router.get("/api/push/key", responses=refusals(503), response_model=PushKey)
async def push_key(m: ManagerDep) -> dict[str, Any]:
    """The server's VAPID public key, for ``pushManager.subscribe``."""
    return {"public_key": await asyncio.to_thread(m.push.public_key)}


@router.post(
    "/api/tables/{table_id}/push",
    status_code=201,
    responses=refusals(403, 404, 503),
    response_model=SeatAnswer,
)
async def subscribe(
    m: ManagerDep, table_id: str, body: PushSubscription, token: SeatToken = None
) -> dict[str, Any]:
    """Register this browser for "your move" pushes of the seat (``X-Seat-Token``): only an
    ``https`` endpoint on public addresses is accepted (400 says why not)."""
    table = m.get(table_id)
    seat = await m.push.subscribe(table, token, body.model_dump())
    return {"seat": seat}


def _static(name: str, media_type: str) -> FileResponse:
    path = STATIC / name
    if not path.is_file():
        raise ApiError(404, f"{name} is not installed")
    return FileResponse(path, media_type=media_type, headers={"Cache-Control": "no-cache"})


@router.get("/sw.js", include_in_schema=False)
async def service_worker() -> FileResponse:
    return _static("sw.js", "text/javascript")


@router.get("/manifest.webmanifest", include_in_schema=False)
async def manifest() -> FileResponse:
    return _static("manifest.webmanifest", "application/manifest+json")
