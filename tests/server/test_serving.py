"""``stil serve``'s connection limits, on loopback: a connection that sends nothing, half a
header or a body too slowly is closed at the deadline, and normal requests are answered
while a hundred silent connections are open."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx2 as httpx
import pytest
import uvicorn

from stil.server.app import create_app
from stil.server.serving import config

from .conftest import settings


@pytest.fixture
def serve(tmp_path: Any) -> Iterator[Callable[..., int]]:
    """Start the app under uvicorn as ``stil serve`` runs it; returns the port."""
    servers: list[tuple[uvicorn.Server, threading.Thread]] = []

    def start(**kw: Any) -> int:
        s = settings(f"sqlite:///{tmp_path}/stil.db", **kw)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port: int = probe.getsockname()[1]
        server = uvicorn.Server(config(create_app(s), "127.0.0.1", port, s))
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        end = time.monotonic() + 30
        while not server.started:
            assert time.monotonic() < end, "the server did not start"
            time.sleep(0.05)
        servers.append((server, thread))
        return port

    yield start
    for server, thread in servers:
        server.should_exit = True
        thread.join(timeout=30)


def _closed_within(sock: socket.socket, seconds: float) -> bool:
    """Whether the server closes ``sock`` within ``seconds`` (reading what it sends)."""
    sock.settimeout(seconds)
    end = time.monotonic() + seconds
    try:
        while time.monotonic() < end:
            if sock.recv(4096) == b"":
                return True
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True
    return False


@pytest.mark.parametrize(
    "sent",
    [
        b"",  # silent
        b"GET /api/catalog HTTP/1.1\r\nHost: x\r\n",  # half a header
        b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{",  # slow body
    ],
    ids=["silent", "half-header", "slow-body"],
)
def test_a_slow_connection_is_closed_at_the_request_deadline(
    serve: Callable[..., int], sent: bytes
) -> None:
    """Finding 9: such connections stayed open (35 s and more) on the previous code."""
    port = serve(request_timeout=0.5)
    with socket.create_connection(("127.0.0.1", port)) as sock:
        if sent:
            sock.sendall(sent)
        assert _closed_within(sock, 10.0)


def test_requests_are_served_while_a_hundred_silent_connections_are_open(
    serve: Callable[..., int],
) -> None:
    port = serve(request_timeout=60.0)
    silent = [socket.create_connection(("127.0.0.1", port)) for _ in range(100)]
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as http:
            for _ in range(20):
                assert http.get("/api/catalog").status_code == 200
            r = http.post(
                "/api/tables",
                json={"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2},
            )
            assert r.status_code == 201
        # and they were all still open, waiting for their deadline
        assert not any(_closed_within(s, 0.01) for s in silent[:5])
    finally:
        for s in silent:
            s.close()


def test_over_the_connection_cap_requests_get_503(serve: Callable[..., int]) -> None:
    port = serve(request_timeout=60.0, max_connections=10)
    silent = [socket.create_connection(("127.0.0.1", port)) for _ in range(12)]
    try:
        time.sleep(0.3)
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as http:
            assert http.get("/api/catalog").status_code == 503
    finally:
        for s in silent:
            s.close()
