"""``/api/tables``: create, list and read tables, join, start, act, leave, rematch, replay."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Header, Query
from fastapi.responses import JSONResponse
from pydantic import Field

from stil.i18n import FALLBACK
from stil.server import teaching
from stil.server.admission import page_lang
from stil.server.lobby import holds_search
from stil.server.manager import HUMAN, ApiError, _lang
from stil.server.names import BadName, clean_name
from stil.server.routes.common import (
    AdmissionDep,
    Board,
    Client,
    HostToken,
    Lang,
    ManagerDep,
    ReplaysDep,
    SeatToken,
)
from stil.server.schemas import (
    Created,
    CreateTable,
    Join,
    Play,
    SeatAnswer,
    SeqAnswer,
    Start,
    Strict,
    Summary,
    refusals,
)

router = APIRouter(prefix="/api/tables")


def quick_start(body: CreateTable, lang: str) -> str | None:
    """A table created with ``start`` has exactly one person's seat (its creator's) and
    bots in the others; the creator's name, checked as join checks it. Refused (400)
    before anything is made otherwise."""
    if not body.start:
        if body.name is not None:
            raise ApiError(400, "name goes with start; a person names their seat when joining")
        return None
    people = sum(1 for s in body.seats if s.kind == HUMAN)
    if people != 1:
        raise ApiError(
            400,
            f"start at creation needs exactly one person's seat (the creator's) and bots in "
            f"the others; got {people} people: create the table, send the invitations, "
            "then start it",
        )
    try:
        return clean_name(body.name, _lang(lang))
    except BadName as e:
        raise ApiError(400, str(e)) from None


@router.post(
    "",
    status_code=201,
    responses=refusals(429, 503),
    response_model=Created,
    response_model_exclude_none=True,
)
async def create_table(
    m: ManagerDep,
    admission: AdmissionDep,
    address: Client,
    body: CreateTable,
    lang: Annotated[str | None, Query(max_length=5)] = None,
    accept_language: Annotated[str | None, Header(max_length=200)] = None,
) -> dict[str, Any]:
    seats = [s.model_dump() for s in body.seats]
    said_lang = page_lang(lang, accept_language)
    name = quick_start(body, said_lang)
    search = holds_search(seats, body.game)
    admission.admit(address, search, said_lang)
    made, told = m.create(
        body.game,
        body.players,
        dict(body.options),
        seats,
        body.seed,
        body.turn_timer,
        store=False,
        turn_based=body.turn_based,
        move_time=body.move_time,
        series_to=body.series_to,
        hints=body.hints,
    )
    await m.insert(made)
    admission.created(address, made.id, search)
    if body.start:  # the creator takes the person's seat, and the bots start playing
        person = next(s for s in told["seats"] if s["kind"] == HUMAN)
        await m.join(made, person["token"], name)
        await m.start(made, told["host_token"])
        told["started"] = True
    return told


@router.get("", responses=refusals(), response_model=list[Summary])
async def list_tables(
    m: ManagerDep, status: Literal["open", "live", "finished"] | None = None
) -> list[dict[str, Any]]:
    return m.list(status)


@router.get("/{table_id}", responses=refusals(404), response_model=Summary)
async def get_table(m: ManagerDep, table_id: str) -> dict[str, Any]:
    return m.get(table_id).summary()


@router.post("/{table_id}/join", responses=refusals(403, 404, 503), response_model=SeatAnswer)
async def join(
    m: ManagerDep,
    table_id: str,
    token: SeatToken = None,
    body: Annotated[Join | None, Body()] = None,
    lang: Lang = FALLBACK,
) -> dict[str, Any]:
    table = m.get(table_id)
    try:
        name = clean_name(body.name if body else None, _lang(lang))
    except BadName as e:
        raise ApiError(400, str(e)) from None
    seat = await m.join(table, token, name)
    return {"seat": seat}


@router.post("/{table_id}/start", responses=refusals(403, 404, 409, 503), response_model=Summary)
async def start(
    m: ManagerDep,
    table_id: str,
    host: HostToken = None,
    body: Annotated[Start | None, Body()] = None,
) -> dict[str, Any]:
    table = m.get(table_id)
    await m.start(table, host, fill_with_bots=bool(body and body.fill_with_bots))
    return table.summary()


@router.get("/{table_id}/state", responses=refusals(403, 404))
async def state(
    m: ManagerDep,
    table_id: str,
    token: SeatToken = None,
    lang: Lang = FALLBACK,
    board: Board = "1",
) -> dict[str, Any]:
    table = m.get(table_id)
    seat = table.seat_for(token) if token else None
    return await m.full_frame(table, seat, lang, board == "1")


@router.post(
    "/{table_id}/actions", responses=refusals(403, 404, 409, 429, 503), response_model=SeqAnswer
)
async def act(m: ManagerDep, table_id: str, body: Play, token: SeatToken = None) -> dict[str, Any]:
    table = m.get(table_id)
    seq = await m.act(table, token, body.seq, body.action)
    return {"seq": seq}


class Undo(Strict):
    """Take back the seat's last move, answered to the table's sequence number now."""

    seq: int = Field(ge=0)


@router.post(
    "/{table_id}/undo", responses=refusals(403, 404, 409, 429, 503), response_model=SeqAnswer
)
async def undo(
    m: ManagerDep,
    table_id: str,
    body: Undo,
    token: SeatToken = None,
    lang: Annotated[str | None, Query(max_length=5)] = None,
    accept_language: Annotated[str | None, Header(max_length=200)] = None,
) -> dict[str, Any]:
    """The table exactly as before the seat's last action (its row deleted, frames as they
    were), or 409 in the request's language: someone acted since, ``seq`` is stale, the
    move was forced or the timer's, or it used chance or showed something hidden."""
    table = m.get(table_id)
    said = page_lang(lang, accept_language)
    return {"seq": await m.runtime(table).undo(token, body.seq, said)}


@router.post("/{table_id}/leave", responses=refusals(403, 404, 503), response_model=SeatAnswer)
async def leave(m: ManagerDep, table_id: str, token: SeatToken = None) -> dict[str, Any]:
    table = m.get(table_id)
    return {"seat": await m.leave(table, token)}


@router.post(
    "/{table_id}/rematch",
    status_code=201,
    responses=refusals(403, 404, 409, 429, 503),
    response_model=Summary,
)
async def rematch(
    m: ManagerDep,
    address: Client,
    table_id: str,
    host: HostToken = None,
    lang: Annotated[str | None, Query(max_length=5)] = None,
    accept_language: Annotated[str | None, Header(max_length=200)] = None,
) -> dict[str, Any]:
    """The same game again; a new table is admitted like any other (429 over the limits)."""
    table = m.get(table_id)
    new = await m.rematch(table, host, address, page_lang(lang, accept_language))
    return new.summary()


@router.get("/{table_id}/replay", responses=refusals(404, 409, 429))
async def replay(
    m: ManagerDep,
    admission: AdmissionDep,
    replays: ReplaysDep,
    address: Client,
    table_id: str,
    step: Annotated[int, Query(ge=0)] = 0,
    lang: Lang = FALLBACK,
) -> dict[str, Any]:
    admission.read(address, page_lang(lang, None))
    return await replays.frame(m, m.get(table_id), step, lang)


@router.get("/{table_id}/hint", responses=refusals(403, 404, 409, 429, 503))
async def hint(
    m: ManagerDep, table_id: str, token: SeatToken = None, lang: Lang = FALLBACK
) -> dict[str, Any]:
    """The expert's move for the seat's pending decision, from the seat's view only:
    ``{action, text, reason}`` (``reason`` null where the evaluation gives none); 403 where
    the host allowed no hints, for a spectator or a wrong token; 409 when it is not the
    seat's decision; 429 over the seat's action bucket."""
    return await teaching.hint(m, m.get(table_id), token, lang)


@router.get(
    "/{table_id}/review",
    responses={
        **refusals(404, 409, 429, 503),
        202: {"description": "the review is being computed: ask again after Retry-After"},
    },
)
async def review(
    m: ManagerDep, admission: AdmissionDep, address: Client, table_id: str, lang: Lang = FALLBACK
) -> Any:
    """A finished table's review: every seat's chance after each move (from its own view)
    and each person's three moves where it fell most, with the expert's alternative; 202
    while it is being computed (ask again after ``Retry-After``)."""
    admission.read(address, page_lang(lang, None))
    status, body = await teaching.review(m, m.get(table_id), lang)
    if status == 202:
        return JSONResponse(body, status_code=202, headers={"Retry-After": str(teaching.RETRY)})
    return body
