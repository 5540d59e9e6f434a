"""``/ws/tables/{id}``: a seat's (or a watcher's) live connection to its table.

The socket is first admitted for its address (:mod:`stil.server.connections`); then the
first message says who it is (``{"token": …}``, or none to watch); after it, frames go out
through the subscriber's own queue and writer, and actions come in. A spectator that says
nothing for ``spectator_idle`` seconds is closed (the page pings while it is shown); a
seat never is, since its absence starts the clock that hands it to a bot.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from stil.i18n import FALLBACK, t
from stil.server.connections import CLOSE_IDLE, Refusal, close_reason
from stil.server.limits import too_many
from stil.server.manager import ApiError, Manager, Subscriber, Table, _lang
from stil.server.routes.common import (
    BOARDS,
    Client,
    ConnectionsDep,
    ManagerDep,
    SettingsDep,
    send_json,
)
from stil.server.settings import Settings

#: seconds a refused or idle socket's close may take before the handler lets it go (uvicorn
#: then drops the connection when the client never answers the close)
CLOSE_WAIT = 2.0

router = APIRouter()


class TooBig(Exception):
    """A WebSocket message over the limit; the socket is already closed."""


async def receive(websocket: WebSocket, settings: Settings) -> Any:
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


async def _refuse(websocket: WebSocket, code: int, said: str, reason: str | None = None) -> None:
    """Tell the socket why, and close it."""
    await send_json(websocket, {"type": "error", "detail": said})
    await websocket.close(code=code, reason=reason)


@router.websocket("/ws/tables/{table_id}")
async def play_socket(
    websocket: WebSocket,
    m: ManagerDep,
    settings: SettingsDep,
    connections: ConnectionsDep,
    address: Client,
    table_id: str,
    lang: str = FALLBACK,
    board: str = "1",
) -> None:
    await websocket.accept()
    admitted = connections.admit(address)
    if isinstance(admitted, Refusal):
        said = t(_lang(lang), f"stil.server.{admitted.key}")
        with contextlib.suppress(Exception):  # a client gone already needs no reason
            await asyncio.wait_for(
                _refuse(websocket, admitted.code, said, close_reason(said)), CLOSE_WAIT
            )
        return
    try:
        await _play(websocket, m, settings, table_id, lang, board)
    finally:
        connections.release(admitted)


async def _play(
    websocket: WebSocket, m: Manager, settings: Settings, table_id: str, lang: str, board: str
) -> None:
    """An admitted socket: who it is, then its table's frames out and its actions in."""
    if board not in BOARDS:
        said = "board must be 0 or 1"
        await _refuse(websocket, 4400, said, reason=said)
        return
    try:
        table = m.get(table_id)
    except ApiError as e:
        await _refuse(websocket, 4404, e.detail)
        return
    try:
        hello = await asyncio.wait_for(receive(websocket, settings), timeout=30)
    except TooBig:
        return
    except WebSocketDisconnect:  # gone before saying who it is: nothing to close
        return
    except (TimeoutError, ValueError):
        with contextlib.suppress(Exception):  # it may leave while being closed
            await websocket.close(code=4400)
        return
    token = hello.get("token") if isinstance(hello, dict) else None
    seat = None
    if token:
        seat = table.seat_of(str(token))
        if seat is None:
            await _refuse(websocket, 4403, "wrong seat token")
            return

    async def send(frame: dict[str, Any]) -> None:
        await send_json(websocket, frame)

    async def close() -> None:
        await websocket.close(code=1013, reason="fell behind: reconnect for the whole frame")

    # from here on everything this socket is sent goes through its own queue and writer
    sub = Subscriber(send, seat, _lang(lang), board == "1", close=close)
    await m.subscribe(table, sub)
    silent = False
    try:
        silent = await _serve(websocket, settings, m, table, sub, str(token) if token else None)
    except WebSocketDisconnect:
        pass
    finally:
        await m.unsubscribe(table, sub)  # its writer stops before the close below
    if silent:
        said = close_reason(t(sub.lang, "stil.server.spectator_idle"))
        with contextlib.suppress(Exception):
            await asyncio.wait_for(websocket.close(code=CLOSE_IDLE, reason=said), CLOSE_WAIT)


async def _serve(
    websocket: WebSocket,
    settings: Settings,
    m: Manager,
    table: Table,
    sub: Subscriber,
    token: str | None,
) -> bool:
    """Take the socket's actions until it goes; each refusal is told to it alone. True
    when a spectator said nothing for ``spectator_idle`` seconds (the caller closes it)."""
    runtime = m.runtime(table)
    # a seat's actions draw from its one bucket, shared with its other sockets and HTTP;
    # a spectator's socket (its actions are refused anyway) has a bucket of its own
    bucket = m.bucket()
    idle = settings.spectator_idle if sub.seat is None and settings.spectator_idle > 0 else None

    def error(detail: str, **more: Any) -> None:
        m.tell(table, sub, {"type": "error", "detail": detail, **more})

    while not sub.gone:
        try:
            msg = await asyncio.wait_for(receive(websocket, settings), idle)
        except TimeoutError:
            return True
        except TooBig:
            break
        except ValueError:
            error("not JSON")
            continue
        if isinstance(msg, dict) and "chat" in msg:  # a chat message (see stil.server.chat)
            try:
                await m.chat.post(table, token, msg["chat"], f"socket {id(sub)}")
            except ApiError as e:
                error(e.detail, chat=True)
            continue
        kind = msg.get("type") if isinstance(msg, dict) else None
        if kind == "ping":  # the page's keep-alive: no action, no bucket
            m.tell(table, sub, {"type": "pong"})
            continue
        if kind not in ("action", "undo"):
            error("unknown message")
            continue
        if kind == "undo":  # {"type": "undo", "seq": n}: the seat's last move taken back
            seq = msg.get("seq")
            if not isinstance(seq, int):
                error("an undo needs seq (int)")
                continue
            try:
                await runtime.undo(token, seq, sub.lang)  # its own bucket check
            except ApiError as e:
                error(e.detail, undo=True)
            continue
        wait = bucket.take() if sub.seat is None else runtime.spend(sub.seat)
        if wait:
            error(too_many(wait), retry_after=wait)
            continue
        seq, action = msg.get("seq"), msg.get("action")
        if not isinstance(seq, int) or not isinstance(action, str):
            error("an action needs seq (int) and action (text)")
            continue
        try:
            await runtime.act(token, seq, action, per_seat=False)  # spent above
        except ApiError as e:
            error(e.detail)
    return False
