"""The FastAPI application: the lobby and play API, the WebSocket, and the static client.

``create_app(settings)`` makes one (tests make several); ``app`` is the one ``uvicorn
stil.server.app:app`` serves, with settings from the environment (``STIL_*``).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
from collections.abc import AsyncIterator, Callable
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import Body, FastAPI, Header, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.routing import APIRoute
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from stil.bots import bot_names
from stil.core.errors import UnknownGame
from stil.core.registry import game as get_game
from stil.core.registry import games as game_ids
from stil.core.registry import package, parts
from stil.i18n import LANGS, has, t, texts_under
from stil.server import howto, texts
from stil.server.admission import Admission, page_lang
from stil.server.limits import BodyLimit, too_many
from stil.server.manager import BOT, FINISHED, HUMAN, ApiError, Manager, Subscriber, _lang
from stil.server.names import BadName, clean_name
from stil.server.options import described as rule_options
from stil.server.replays import Replays
from stil.server.settings import Settings
from stil.server.thinking import searches

STATIC = Path(__file__).parent / "static"


def dumps(content: Any) -> str:
    """JSON text of ``content``; a lone surrogate (a client may send ``"\\ud800"``, and
    refusals quote what they refuse) is written as its escape instead of failing."""
    try:
        text = json.dumps(content, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(content, ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    return text


class SafeJSON(JSONResponse):
    """Every JSON answer: UTF-8, or ASCII escapes where the text is not valid Unicode."""

    def render(self, content: Any) -> bytes:
        return dumps(content).encode("utf-8")


async def send_json(websocket: WebSocket, message: dict[str, Any]) -> None:
    await websocket.send_text(dumps(message))


class TooBig(Exception):
    """A WebSocket message over the limit; the socket is already closed."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _enum_of(names: Callable[[], list[str]]) -> Callable[[dict[str, Any]], None]:
    """A field's schema lists what is registered when the schema is made (games, bots)."""

    def extra(schema: dict[str, Any]) -> None:
        schema["enum"] = names()

    return extra


class SeatSpec(Strict):
    kind: Literal["human", "bot"]
    bot: str | None = Field(
        default=None, max_length=32, json_schema_extra=_enum_of(lambda: bot_names())
    )


class CreateTable(Strict):
    game: str = Field(max_length=32, json_schema_extra=_enum_of(lambda: list(game_ids())))
    players: int = Field(ge=1, le=16)
    options: dict[str, bool | int | str] = Field(default_factory=dict, max_length=64)
    seats: list[SeatSpec] = Field(min_length=1, max_length=16)
    seed: int | None = Field(default=None, ge=0, lt=2**31)
    turn_timer: float | None = None
    #: play against bots in one request: the one person's seat is taken by whoever creates
    #: the table (under ``name``) and the game starts at once
    start: bool = False
    name: str | None = Field(
        default=None, max_length=100, description="with start: the creator's name (as join's)"
    )


class Start(Strict):
    #: start although some people have not joined: the stand-in bot plays their seats
    #: until they arrive with their invite
    fill_with_bots: bool = False


class Join(Strict):
    name: str | None = Field(
        default=None, max_length=100, description="checked by stil.server.names (at most 24)"
    )


class Play(Strict):
    seq: int = Field(ge=0)
    action: str = Field(min_length=1, max_length=200)


class SeatTold(BaseModel):
    """A seat as its table's creator is told it: a person's token and invite once."""

    seat: int
    kind: Literal["human", "bot"]
    bot: str | None = None
    token: str | None = None
    invite: str | None = None


class Created(BaseModel):
    id: str
    seats: list[SeatTold]
    host_token: str | None = None
    #: created with ``start``: the creator sits at the person's seat and the game is live
    started: bool = False


class SeatSummary(BaseModel):
    seat: int
    kind: Literal["human", "bot"]
    bot: str | None
    name: str | None
    joined: bool
    connected: bool
    replaced: bool


class Summary(BaseModel):
    """A table as anyone may see it (no token, no hidden card)."""

    id: str
    game: str
    names: dict[str, str]
    players: int
    options: dict[str, Any]
    status: Literal["open", "live", "finished"]
    seq: int
    turn_timer: float | None
    seats: list[SeatSummary]
    to_act: int | None
    scores: list[Any] | None
    winners: list[int] | None
    rematch: str | None
    rematch_of: str | None
    created: float
    seed_commitment: str = Field(
        description="SHA-256 (lowercase hex) of the seed in decimal digits, fixed at creation"
    )
    custom_deal: bool = Field(description="the host chose the seed; it is public from the start")
    seed: int | None = Field(
        description="the seed, once the game is finished (from the start for a custom deal)"
    )


class SeatAnswer(BaseModel):
    seat: int


class SeqAnswer(BaseModel):
    seq: int


class Problem(BaseModel):
    """Every refusal: what was wrong, in words."""

    detail: str


def refusals(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The documented error answers of a route (422, malformed input, FastAPI adds)."""
    said = {
        400: "bad input (unknown game, option or bot, an illegal action, a refused name,"
        " unreadable body)",
        403: "a missing or wrong seat or host token",
        404: "no such table",
        409: "not now: not this seat's turn, a stale sequence number, the wrong table status",
        413: "the request body is too large",
        429: "too many actions, tables or reads: wait as long as Retry-After says",
        503: "the game store is busy or unavailable: nothing was changed, retry after Retry-After",
    }
    return {c: {"model": Problem, "description": said[c]} for c in (400, 413, *codes)}


SeatToken = Annotated[str | None, Header(alias="X-Seat-Token", max_length=100)]
HostToken = Annotated[str | None, Header(alias="X-Host-Token", max_length=100)]
Lang = Annotated[str, Query(max_length=5)]
BOARDS = ("0", "1")
Board = Annotated[
    Literal["0", "1"],
    Query(description="1: the frame carries `board`, the table drawn as HTML; 0: it does not"),
]


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


def cards_of(game_id: str) -> list[dict[str, Any]]:
    """The game's card list: its parts' ``card_catalog()``, or none (an unknown game too)."""
    try:
        listed = parts(game_id).card_catalog
    except UnknownGame:
        return []
    return list(listed()) if listed is not None else []


def catalog() -> list[dict[str, Any]]:
    out = []
    for gid in game_ids():
        spec = get_game(gid).spec
        found = parts(gid)
        out.append(
            {
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
                "cards": cards_of(gid),
            }
        )
    return out


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


def searching(bot: str | None, game: str) -> bool:
    """Whether a bot seat searches (an unknown bot or game is refused later, by create)."""
    try:
        return searches(bot or "heuristic", game)
    except (ValueError, KeyError):
        return False


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        manager = Manager(settings)
        manager.load()
        manager.start_bus()
        app.state.manager = manager

        def alive(table_id: str) -> bool:
            table = manager.tables.get(table_id)
            return table is not None and table.status != FINISHED

        app.state.admission = Admission(settings, alive)
        app.state.replays = Replays()
        await manager.resume()  # bots, clocks and absence clocks go on
        yield
        await manager.close()

    app = FastAPI(title="Stil", lifespan=lifespan, default_response_class=SafeJSON)
    texts.browser_texts()  # made at start: a broken locale file stops the server here
    app.include_router(texts.router)
    app.add_middleware(BodyLimit, limit=settings.max_body)

    def manager_of(request: Request | WebSocket) -> Manager:
        m: Manager = request.app.state.manager
        return m

    def client_of(request: Request) -> str:
        return request.client.host if request.client else "unknown"

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        return SafeJSON({"detail": exc.detail}, status_code=exc.status, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        # FastAPI's own handler echoes the input, which may not be encodable (a surrogate)
        return SafeJSON({"detail": jsonable_encoder(exc.errors())}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail, headers = exc.detail, dict(exc.headers or {})
        if exc.status_code == 405:
            # Starlette names only the first route's methods; a path may have several routes
            headers["Allow"] = ", ".join(allowed(request))
        elif exc.status_code == 400 and detail == "There was an error parsing the body":
            detail = "the body is not readable JSON (UTF-8)"
        return SafeJSON({"detail": detail}, status_code=exc.status_code, headers=headers)

    def allowed(request: Request) -> list[str]:
        methods: set[str] = set()
        for route in app.router.routes:
            if isinstance(route, APIRoute) and route.path_regex.match(request.url.path):
                methods |= route.methods or set()
        return sorted(methods)

    @app.get("/api/catalog", responses=refusals())
    async def get_catalog() -> list[dict[str, Any]]:
        return catalog()

    @app.post(
        "/api/tables",
        status_code=201,
        responses=refusals(429, 503),
        response_model=Created,
        response_model_exclude_none=True,
    )
    async def create_table(
        request: Request,
        body: CreateTable,
        lang: Annotated[str | None, Query(max_length=5)] = None,
        accept_language: Annotated[str | None, Header(max_length=200)] = None,
    ) -> dict[str, Any]:
        m = manager_of(request)
        seats = [s.model_dump() for s in body.seats]
        said_lang = page_lang(lang, accept_language)
        name = quick_start(body, said_lang)
        admission: Admission = request.app.state.admission
        address = client_of(request)
        search = any(searching(s.bot, body.game) for s in body.seats if s.kind == BOT)
        admission.admit(address, search, said_lang)
        made, told = m.create(
            body.game,
            body.players,
            dict(body.options),
            seats,
            body.seed,
            body.turn_timer,
            store=False,
        )
        await m.insert(made)
        admission.created(address, made.id, search)
        if body.start:  # the creator takes the person's seat, and the bots start playing
            person = next(s for s in told["seats"] if s["kind"] == HUMAN)
            await m.join(made, person["token"], name)
            await m.start(made, told["host_token"])
            told["started"] = True
        return told

    @app.get("/api/tables", responses=refusals(), response_model=list[Summary])
    async def list_tables(
        request: Request, status: Literal["open", "live", "finished"] | None = None
    ) -> list[dict[str, Any]]:
        return manager_of(request).list(status)

    @app.get("/api/tables/{table_id}", responses=refusals(404), response_model=Summary)
    async def get_table(request: Request, table_id: str) -> dict[str, Any]:
        return manager_of(request).get(table_id).summary()

    @app.post(
        "/api/tables/{table_id}/join", responses=refusals(403, 404, 503), response_model=SeatAnswer
    )
    async def join(
        request: Request,
        table_id: str,
        token: SeatToken = None,
        body: Annotated[Join | None, Body()] = None,
        lang: Lang = "en",
    ) -> dict[str, Any]:
        m = manager_of(request)
        table = m.get(table_id)
        try:
            name = clean_name(body.name if body else None, _lang(lang))
        except BadName as e:
            raise ApiError(400, str(e)) from None
        seat = await m.join(table, token, name)
        return {"seat": seat}

    @app.post(
        "/api/tables/{table_id}/start",
        responses=refusals(403, 404, 409, 503),
        response_model=Summary,
    )
    async def start(
        request: Request,
        table_id: str,
        host: HostToken = None,
        body: Annotated[Start | None, Body()] = None,
    ) -> dict[str, Any]:
        m = manager_of(request)
        table = m.get(table_id)
        await m.start(table, host, fill_with_bots=bool(body and body.fill_with_bots))
        return table.summary()

    @app.get("/api/tables/{table_id}/state", responses=refusals(403, 404))
    async def state(
        request: Request,
        table_id: str,
        token: SeatToken = None,
        lang: Lang = "en",
        board: Board = "1",
    ) -> dict[str, Any]:
        m = manager_of(request)
        table = m.get(table_id)
        seat = m.seat_for(table, token) if token else None
        return m.frame(table, seat, lang, board == "1")

    @app.post(
        "/api/tables/{table_id}/actions",
        responses=refusals(403, 404, 409, 429, 503),
        response_model=SeqAnswer,
    )
    async def act(
        request: Request, table_id: str, body: Play, token: SeatToken = None
    ) -> dict[str, Any]:
        m = manager_of(request)
        table = m.get(table_id)
        seq = await m.act(table, token, body.seq, body.action)
        return {"seq": seq}

    @app.post(
        "/api/tables/{table_id}/leave", responses=refusals(403, 404, 503), response_model=SeatAnswer
    )
    async def leave(request: Request, table_id: str, token: SeatToken = None) -> dict[str, Any]:
        m = manager_of(request)
        table = m.get(table_id)
        return {"seat": await m.leave(table, token)}

    @app.post(
        "/api/tables/{table_id}/rematch",
        status_code=201,
        responses=refusals(403, 404, 409, 503),
        response_model=Summary,
    )
    async def rematch(request: Request, table_id: str, host: HostToken = None) -> dict[str, Any]:
        m = manager_of(request)
        new = await m.rematch(m.get(table_id), host)
        return new.summary()

    @app.get("/api/tables/{table_id}/replay", responses=refusals(404, 409, 429))
    async def replay(
        request: Request,
        table_id: str,
        step: Annotated[int, Query(ge=0)] = 0,
        lang: Lang = "en",
    ) -> dict[str, Any]:
        m = manager_of(request)
        admission: Admission = request.app.state.admission
        admission.read(client_of(request), page_lang(lang, None))
        replays: Replays = request.app.state.replays
        return await replays.frame(m, m.get(table_id), step, lang)

    async def receive(websocket: WebSocket) -> Any:
        """The next JSON message; one over ``max_message`` bytes closes the socket (1009)."""
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        data = message.get("text")
        raw = data.encode() if data is not None else message.get("bytes") or b""
        limit = settings.max_message
        if limit > 0 and len(raw) > limit:
            said = f"the message is larger than {limit} bytes"
            await send_json(websocket, {"type": "error", "detail": said})
            await websocket.close(code=1009, reason=said)
            raise TooBig
        try:
            return json.loads(raw)
        except RecursionError:  # thousands of nested brackets: as unreadable as bad JSON
            raise ValueError("nested too deeply") from None

    @app.websocket("/ws/tables/{table_id}")
    async def play_socket(
        websocket: WebSocket, table_id: str, lang: str = "en", board: str = "1"
    ) -> None:
        await websocket.accept()
        if board not in BOARDS:
            said = "board must be 0 or 1"
            await send_json(websocket, {"type": "error", "detail": said})
            await websocket.close(code=4400, reason=said)
            return
        m = manager_of(websocket)
        try:
            table = m.get(table_id)
        except ApiError as e:
            await send_json(websocket, {"type": "error", "detail": e.detail})
            await websocket.close(code=4404)
            return
        try:
            hello = await asyncio.wait_for(receive(websocket), timeout=30)
        except TooBig:
            return
        except (TimeoutError, WebSocketDisconnect, ValueError):
            await websocket.close(code=4400)
            return
        token = hello.get("token") if isinstance(hello, dict) else None
        seat = None
        if token:
            seat = table.seat_of(str(token))
            if seat is None:
                await send_json(websocket, {"type": "error", "detail": "wrong seat token"})
                await websocket.close(code=4403)
                return

        async def send(frame: dict[str, Any]) -> None:
            await send_json(websocket, frame)

        async def close() -> None:
            await websocket.close(code=1013, reason="fell behind: reconnect for the whole frame")

        # from here on everything this socket is sent goes through its own queue and writer
        sub = Subscriber(send, seat, _lang(lang), board == "1", close=close)
        bucket = m.bucket()
        await m.subscribe(table, sub)

        def error(detail: str, **more: Any) -> None:
            m.tell(table, sub, {"type": "error", "detail": detail, **more})

        try:
            while not sub.gone:
                try:
                    msg = await receive(websocket)
                except TooBig:
                    break
                except ValueError:
                    error("not JSON")
                    continue
                if not isinstance(msg, dict) or msg.get("type") != "action":
                    error("unknown message")
                    continue
                wait = bucket.take()
                if wait:
                    error(too_many(wait), retry_after=wait)
                    continue
                seq, action = msg.get("seq"), msg.get("action")
                if not isinstance(seq, int) or not isinstance(action, str):
                    error("an action needs seq (int) and action (text)")
                    continue
                try:
                    await m.act(table, str(token) if token else None, seq, action, per_seat=False)
                except ApiError as e:
                    error(e.detail)
        except WebSocketDisconnect:
            pass
        finally:
            await m.unsubscribe(table, sub)

    # -- the client -------------------------------------------------------------------------
    # Each game's view and data come from its own folder, where the shared client asks for
    # them (``static/games/<id>.js``, ``static/data/<id>.json``).
    @app.get("/static/games/{game_id}.js", include_in_schema=False)
    async def game_view(game_id: str) -> FileResponse:
        return FileResponse(view_file(game_id), media_type="text/javascript")

    @app.get("/static/games/{game_id}.svg", include_in_schema=False)
    async def game_picture(game_id: str) -> FileResponse:
        return FileResponse(view_file(game_id, picture=True), media_type="image/svg+xml")

    @app.get("/static/games/{game_id}.css", include_in_schema=False)
    async def game_style(game_id: str) -> FileResponse:
        return FileResponse(view_file(game_id, style=True), media_type="text/css")

    @app.get("/static/data/{game_id}.json", include_in_schema=False)
    async def game_data(game_id: str) -> Response:
        return Response(web_data(game_id), media_type="application/json")

    if STATIC.is_dir():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")

    def page() -> FileResponse:
        index = STATIC / "index.html"
        if not index.is_file():
            raise ApiError(404, "the web client is not installed")
        return FileResponse(index, media_type="text/html")

    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return page()

    @app.get("/t/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return page()

    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str) -> FileResponse:
        return page()

    @app.get("/cards/{game}", include_in_schema=False)
    async def cards_page(game: str) -> FileResponse:
        """A game's card reference, drawn by the web client from the catalog."""
        known_game(game)
        return page()

    # -- how to play: one page per registered game and language --------------------------
    def known_game(game: str) -> str:
        if game not in game_ids():
            raise ApiError(404, f"no game {game!r}: the games are {', '.join(game_ids())}")
        return game

    @app.get("/api/howto/{game}", responses=refusals(404))
    async def get_howto(game: str) -> dict[str, Any]:
        """How to play ``game``: goal, setup, a turn, the cards, scoring, the variant and
        a legend of the marks the table draws, in uk, ru and en."""
        return howto.guide_json(known_game(game))

    @app.get("/howto/{game}", include_in_schema=False, response_class=HTMLResponse)
    async def howto_page(
        request: Request,
        game: str,
        lang: Lang = "",
        table: Annotated[str | None, Query(max_length=64)] = None,
    ) -> HTMLResponse:
        known_game(game)
        found = manager_of(request).tables.get(table) if table else None
        options = found.options if found is not None and found.game.spec.id == game else None
        html = howto.page(game, lang or "uk", table if options is not None else None, options)
        return HTMLResponse(html)

    return app


def __getattr__(name: str) -> Any:
    """``stil.server.app:app`` is made on first use, so importing the module is cheap."""
    if name == "app":
        globals()["app"] = made = create_app()
        return made
    raise AttributeError(name)


__all__ = ["BOT", "HUMAN", "create_app"]
