"""The FastAPI application: the lobby and play API, the WebSocket, and the static client.

``create_app(settings)`` makes one (tests make several); ``app`` is the one ``uvicorn
stil.server.app:app`` serves, with settings from the environment (``STIL_*``). The routes
live in :mod:`stil.server.routes`, one router per concern; here they are put together with
the shared state they reach through dependencies (``app.state``) and the error answers.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware

from stil.server import texts
from stil.server.collector import Collector
from stil.server.connections import Connections
from stil.server.limits import BodyLimit
from stil.server.manager import ApiError, Manager
from stil.server.replays import Replays
from stil.server.routes import assets, catalog, chat, pages, push, socket, tables
from stil.server.routes.common import STATIC, SafeJSON
from stil.server.settings import Settings

#: the routers, in the order they are tried; the ``/static`` mount goes between the two groups
#: (a game's own view and data are answered before it)
BEFORE_STATIC = (
    texts.router,
    catalog.router,
    tables.router,
    chat.router,
    push.router,
    socket.router,
    assets.router,
)
AFTER_STATIC = (pages.router,)

#: answers smaller than this many bytes are not worth compressing
GZIP_MINIMUM = 1024


@contextlib.asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """The manager loads the stored tables, and its bots and clocks go on, while serving."""
    settings: Settings = app.state.settings
    manager = Manager(settings)
    manager.load()
    manager.start_bus()
    app.state.manager = manager

    app.state.admission = manager.admission
    app.state.connections = Connections.from_settings(settings)
    app.state.replays = Replays()
    await manager.resume()  # bots, clocks and absence clocks go on
    collector = Collector(settings.gc_every)
    collector.start()
    try:
        yield
    finally:
        collector.stop()
        await manager.close()


async def api_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ApiError)
    return SafeJSON({"detail": exc.detail}, status_code=exc.status, headers=exc.headers)


async def invalid(request: Request, exc: Exception) -> JSONResponse:
    # FastAPI's own handler echoes the input, which may not be encodable (a surrogate)
    assert isinstance(exc, RequestValidationError)
    return SafeJSON({"detail": jsonable_encoder(exc.errors())}, status_code=422)


async def http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    detail, headers = exc.detail, dict(exc.headers or {})
    if exc.status_code == 405:
        # Starlette names only the first route's methods; a path may have several routes
        headers["Allow"] = ", ".join(allowed(request))
    elif exc.status_code == 400 and detail == "There was an error parsing the body":
        detail = "the body is not readable JSON (UTF-8)"
    return SafeJSON({"detail": detail}, status_code=exc.status_code, headers=headers)


def allowed(request: Request) -> list[str]:
    """The methods some route answers at the request's path (the routers are included
    whole, without a prefix, so their routes' paths are the app's)."""
    methods: set[str] = set()
    for router in (*BEFORE_STATIC, *AFTER_STATIC):
        for route in router.routes:
            if isinstance(route, APIRoute) and route.path_regex.match(request.url.path):
                methods |= route.methods or set()
    return sorted(methods)


def create_app(settings: Settings | None = None) -> FastAPI:
    app = FastAPI(title="Stil", lifespan=lifespan, default_response_class=SafeJSON)
    texts.browser_texts()  # made at start: a broken locale file stops the server here
    app.state.settings = settings = settings or Settings()
    app.add_middleware(BodyLimit, limit=settings.max_body)
    # the catalog is ~630 KB of JSON, the scripts and styles tens of KB: gzip shrinks them
    # several times over; small answers and images are sent as they are, and a WebSocket
    # passes through untouched (the middleware handles only HTTP); bodies over 128 KiB are
    # compressed in a worker thread, so the event loop does not wait on them
    app.add_middleware(GZipMiddleware, minimum_size=GZIP_MINIMUM, compresslevel=6)
    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(RequestValidationError, invalid)
    app.add_exception_handler(StarletteHTTPException, http_error)
    for router in BEFORE_STATIC:
        app.include_router(router)
    if STATIC.is_dir():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")
    for router in AFTER_STATIC:
        app.include_router(router)
    return app


def __getattr__(name: str) -> Any:
    """``stil.server.app:app`` is made on first use, so importing the module is cheap."""
    if name == "app":
        globals()["app"] = made = create_app()
        return made
    raise AttributeError(name)


__all__ = ["create_app"]
