"""Issue 38, findings 1 and 2: one address cannot take every connection, and a forged
``X-Forwarded-For`` names nobody.

Everything here talks to loopback only: 127.0.0.1 and 127.0.0.2 are both this machine on
Linux, so binding a client's source to one or the other gives the server two addresses.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import uvicorn
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from stil.server.app import create_app
from stil.server.connections import CLOSE_BUSY, CLOSE_IDLE, Connections, Refusal, Ticket
from stil.server.serving import config
from stil.server.settings import Settings

from ..ports import free_port
from .conftest import settings, table, wait_for

ONE, OTHER = "127.0.0.1", "127.0.0.2"


def test_sockets_are_counted_per_address_and_in_total() -> None:
    c = Connections(per_address=2, total=3)
    a1, a2 = c.admit("a"), c.admit("a")
    assert isinstance(a1, Ticket) and isinstance(a2, Ticket)
    assert c.admit("a") == Refusal(CLOSE_BUSY, "sockets_per_address", 2)
    b1 = c.admit("b")
    assert isinstance(b1, Ticket)
    assert c.admit("c") == Refusal(CLOSE_BUSY, "sockets", 3)  # the total, not c's own
    c.release(a1)
    c.release(a1)  # twice gives one place back, not two
    assert c.count == 2 and c.held == {"a": 1, "b": 1}
    assert isinstance(c.admit("c"), Ticket)
    for t in (a2, b1):
        c.release(t)
    assert c.held == {"c": 1}  # an address without sockets is forgotten


def test_the_socket_cap_defaults_below_the_connection_cap() -> None:
    assert Settings(max_connections=1000).socket_cap() == 800
    assert Settings(max_connections=1).socket_cap() == 1
    assert Settings(max_connections=0).socket_cap() == 0  # no connection cap: no socket cap
    assert Settings(max_connections=1000, max_sockets=900).socket_cap() == 900


# -- a real uvicorn, as ``stil serve`` runs it ---------------------------------------------
@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Callable[..., tuple[int, uvicorn.Server]]]:
    """Start the app under uvicorn on loopback with ``stil serve``'s configuration."""
    started: list[tuple[uvicorn.Server, threading.Thread]] = []

    def start(**kw: Any) -> tuple[int, uvicorn.Server]:
        s = settings(f"sqlite:///{tmp_path}/stil.db", **kw)
        port = free_port()
        server = uvicorn.Server(config(create_app(s), ONE, port, s))
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        wait_for(lambda: server.started, timeout=30)
        started.append((server, thread))
        return port, server

    yield start
    for server, thread in started:
        server.should_exit = True
        thread.join(timeout=30)


def http(port: int, source: str = ONE) -> httpx.Client:
    transport = httpx.HTTPTransport(local_address=source)
    return httpx.Client(
        base_url=f"http://{ONE}:{port}", transport=transport, timeout=10, trust_env=False
    )


def watcher(
    stack: contextlib.ExitStack, port: int, table_id: str, source: str
) -> tuple[ClientConnection, dict[str, Any]]:
    """A spectator's socket from ``source``, closed with ``stack``: it says hello; returns
    it and its first message (a refused one is told why before it is closed)."""
    sock = socket.create_connection((ONE, port), timeout=10, source_address=(source, 0))
    url = f"ws://{ONE}:{port}/ws/tables/{table_id}"
    ws = stack.enter_context(connect(url, sock=sock, proxy=None))
    with contextlib.suppress(ConnectionClosed):  # a refused one may be closed already
        ws.send("{}")
    first: dict[str, Any] = json.loads(ws.recv(timeout=10))
    return ws, first


def refused(ws: ClientConnection) -> int:
    """The close code of a socket the server is closing (after its error message)."""
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(timeout=10)
    assert closed.value.rcvd is not None
    return closed.value.rcvd.code


def a_table(port: int) -> str:
    with http(port) as c:
        r = c.post(
            "/api/tables", json={"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2}
        )
        assert r.status_code == 201, r.text
        return str(r.json()["id"])


def test_a_flood_of_sockets_from_one_address_is_capped_while_another_is_served(
    serve: Callable[..., tuple[int, uvicorn.Server]],
) -> None:
    """Finding 1: on the old code all sixty were accepted and held, the connection cap was
    reached, and the other address's request got 503."""
    port, _ = serve(sockets_per_address=4, max_connections=50)
    tid = a_table(port)
    with contextlib.ExitStack() as held, contextlib.ExitStack() as earliest:
        assert watcher(earliest, port, tid, ONE)[1]["type"] == "frame"
        for i in range(1, 60):
            if i < 4:
                assert watcher(held, port, tid, ONE)[1]["type"] == "frame"
                continue
            with contextlib.ExitStack() as one:
                ws, first = watcher(one, port, tid, ONE)
                assert first["type"] == "error" and "your address" in first["detail"], first
                assert refused(ws) == CLOSE_BUSY
        # the flooding address holds its four; another address is served in full
        assert watcher(held, port, tid, OTHER)[1]["type"] == "frame"
        with http(port, OTHER) as c:
            assert c.get("/api/catalog").status_code == 200
        # a place given back is a place for the same address again
        earliest.close()
        with contextlib.ExitStack() as again:
            wait_for(lambda: watcher(again, port, tid, ONE)[1]["type"] == "frame", timeout=10)


def test_sockets_at_their_cap_leave_plain_requests_served(
    serve: Callable[..., tuple[int, uvicorn.Server]],
) -> None:
    """The reserve: uvicorn never refuses an upgrade, so on the old code twenty-four sockets
    held every one of the twenty places and a plain request got 503."""
    port, server = serve(sockets_per_address=0, max_connections=20)  # sockets: 16 at most
    tid = a_table(port)
    admitted = 0
    with contextlib.ExitStack() as held:
        for i in range(24):
            ws, first = watcher(held, port, tid, ONE if i % 2 else OTHER)
            if first["type"] == "frame":
                admitted += 1
                continue
            assert "server is full" in first["detail"], first
            assert refused(ws) == CLOSE_BUSY
        assert admitted == 16
        # the refused ones are gone from uvicorn's count (it drops them once closed)
        wait_for(lambda: len(server.server_state.connections) <= 16, timeout=10)
        with http(port) as c:
            assert c.get("/api/catalog").status_code == 200


# -- spectators who say nothing ------------------------------------------------------------
def test_a_silent_spectator_is_closed_but_not_a_seat_nor_one_that_pings(tmp_path: Path) -> None:
    idle = 1.0
    app = create_app(settings(f"sqlite:///{tmp_path}/stil.db", spectator_idle=idle))
    with TestClient(app) as client:
        made = table(client, "cabbage", 2)
        tid = made["id"]
        url = f"/ws/tables/{tid}"
        with (
            client.websocket_connect(url) as seat,
            client.websocket_connect(url) as pinger,
            client.websocket_connect(url) as silent,
        ):
            # the seat's and the pinger's idle time would run out before the silent one's
            seat.send_json({"token": made["seats"][0]["token"]})
            assert seat.receive_json()["type"] == "frame"
            pinger.send_json({})
            assert pinger.receive_json()["type"] == "frame"
            silent.send_json({})
            assert silent.receive_json()["type"] == "frame"
            closed: list[WebSocketDisconnect] = []
            done = threading.Event()

            def wait_closed() -> None:
                try:
                    silent.receive_json()
                except WebSocketDisconnect as e:
                    closed.append(e)
                done.set()

            threading.Thread(target=wait_closed, daemon=True).start()
            while not done.wait(idle / 10):
                pinger.send_json({"type": "ping"})
                assert pinger.receive_json() == {"type": "pong"}
            assert closed and closed[0].code == CLOSE_IDLE, closed
            assert "silence" in closed[0].reason
            # both still open, and answered at once
            for ws in (seat, pinger):
                ws.send_json({"type": "ping"})
                assert ws.receive_json() == {"type": "pong"}


# -- finding 2: forged X-Forwarded-For --------------------------------------------------------
@contextlib.contextmanager
def stil_serve(tmp_path: Path, *args: str, **env: str) -> Iterator[int]:
    """``stil serve`` as a child process on loopback; yields its port once it answers."""
    port = free_port()
    db = tmp_path / f"{port}.db"
    cmd = [sys.executable, "-c", "from stil.cli.main import app; app()", "serve"]
    proc = subprocess.Popen(
        [*cmd, "--port", str(port), "--database", f"sqlite:///{db}", *args],
        env=os.environ | {"STIL_BOT_DELAY": "0", **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        with http(port) as c:

            def answers() -> bool:
                assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
                try:
                    return c.get("/api/catalog").status_code == 200
                except httpx.TransportError:
                    return False

            wait_for(answers, timeout=60)
        yield port
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def creations(port: int) -> list[int]:
    """Thirty table creations, each with another forged client address."""
    body = {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2}
    with http(port) as c:
        return [
            c.post(
                "/api/tables", json=body, headers={"X-Forwarded-For": f"203.0.113.{i}"}
            ).status_code
            for i in range(1, 31)
        ]


def test_a_forged_forwarded_for_lifts_no_limit(tmp_path: Path) -> None:
    """Finding 2: uvicorn believed the header from 127.0.0.1 by default: thirty 201s."""
    with stil_serve(tmp_path, STIL_TABLES_PER_MINUTE="2") as port:
        got = creations(port)
    assert got == [201, 201] + [429] * 28, got


def test_a_named_proxy_is_believed(tmp_path: Path) -> None:
    """With ``--forwarded-allow-ips 127.0.0.1`` (nginx on this machine) each forwarded
    address has its own limit: the setting does what it says."""
    args = ("--forwarded-allow-ips", ONE)
    with stil_serve(tmp_path, *args, STIL_TABLES_PER_MINUTE="2") as port:
        got = creations(port)
    assert got == [201] * 30, got
