"""What the routers share: JSON answers that survive lone surrogates, the dependencies that
hand a route the app's shared state, and the headers and queries several routes take."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import Depends, Header, Query, WebSocket
from fastapi.responses import JSONResponse
from starlette.requests import HTTPConnection

from stil.server.admission import Admission
from stil.server.connections import Connections
from stil.server.manager import Manager
from stil.server.replays import Replays
from stil.server.settings import Settings

#: the shared web client (the lobby page, its scripts and styles)
STATIC = Path(__file__).parent.parent / "static"


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


# -- the app's shared state, set by create_app and its lifespan -------------------------------
def _manager(conn: HTTPConnection) -> Manager:
    m: Manager = conn.app.state.manager
    return m


def _admission(conn: HTTPConnection) -> Admission:
    a: Admission = conn.app.state.admission
    return a


def _connections(conn: HTTPConnection) -> Connections:
    c: Connections = conn.app.state.connections
    return c


def _replays(conn: HTTPConnection) -> Replays:
    r: Replays = conn.app.state.replays
    return r


def _settings(conn: HTTPConnection) -> Settings:
    s: Settings = conn.app.state.settings
    return s


def _client(conn: HTTPConnection) -> str:
    """The peer's address, or the client's that a trusted proxy names: uvicorn rewrites
    the peer only for the proxies in ``forwarded_allow_ips`` (none by default), so a
    forged ``X-Forwarded-For`` cannot lift a per-address limit."""
    return conn.client.host if conn.client else "unknown"


ManagerDep = Annotated[Manager, Depends(_manager)]
AdmissionDep = Annotated[Admission, Depends(_admission)]
ConnectionsDep = Annotated[Connections, Depends(_connections)]
ReplaysDep = Annotated[Replays, Depends(_replays)]
SettingsDep = Annotated[Settings, Depends(_settings)]
#: the caller's network address, as admission counts tables, reads and sockets per address
Client = Annotated[str, Depends(_client)]

SeatToken = Annotated[str | None, Header(alias="X-Seat-Token", max_length=100)]
HostToken = Annotated[str | None, Header(alias="X-Host-Token", max_length=100)]
Lang = Annotated[str, Query(max_length=5)]
BOARDS = ("0", "1")
Board = Annotated[
    Literal["0", "1"],
    Query(description="1: the frame carries `board`, the table drawn as HTML; 0: it does not"),
]
