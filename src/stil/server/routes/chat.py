"""``/api/tables/{id}/chat`` and ``/mute``: the table's chat (see :mod:`stil.server.chat`)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from stil.i18n import FALLBACK
from stil.server.admission import page_lang
from stil.server.routes.common import AdmissionDep, Client, HostToken, Lang, ManagerDep, SeatToken
from stil.server.schemas import ChatMessage, ChatPost, Mute, Muted, refusals

router = APIRouter(prefix="/api/tables")


@router.post(
    "/{table_id}/chat",
    status_code=201,
    responses=refusals(403, 404, 409, 429, 503),
    response_model=ChatMessage,
)
async def post_chat(
    m: ManagerDep, address: Client, table_id: str, body: ChatPost, token: SeatToken = None
) -> dict[str, Any]:
    """Write to the table's chat: a seat with its ``X-Seat-Token``, a spectator without.
    A spectator's message is read by spectators only until the game is finished."""
    table = m.get(table_id)
    made = await m.chat.post(table, token, body.text, f"address {address}")
    return {k: v for k, v in made.items() if k != "type"}


@router.get(
    "/{table_id}/chat", responses=refusals(403, 404, 429, 503), response_model=list[ChatMessage]
)
async def get_chat(
    m: ManagerDep,
    admission: AdmissionDep,
    address: Client,
    table_id: str,
    token: SeatToken = None,
    lang: Lang = FALLBACK,
) -> list[dict[str, Any]]:
    """The messages this caller may read, oldest first (the newest 200). A read from the
    store: limited per address like the replays' (429 with Retry-After)."""
    admission.read(address, page_lang(lang, None))
    return await m.chat.history(m.get(table_id), token)


@router.post("/{table_id}/mute", responses=refusals(403, 404, 503), response_model=Muted)
async def mute(m: ManagerDep, table_id: str, body: Mute, host: HostToken = None) -> dict[str, Any]:
    """The host mutes a seat (``seat``) or every spectator (``spectators: true``) in the
    chat; ``muted: false`` lets them speak again."""
    table = m.get(table_id)
    runtime = m.runtime(table)
    return await m.chat.mute(table, host, body.seat, body.spectators, body.muted, runtime.changed)
