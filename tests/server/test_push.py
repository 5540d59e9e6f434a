"""Web Push end to end: a receiver on loopback with its own P-256 key pair and auth
secret gets "your move", VAPID-signed and aes128gcm-encrypted to its key, only while the
seat's page is closed; endpoints that point anywhere but a public https address are
refused, nothing is followed, and a failing endpoint is dropped."""

from __future__ import annotations

import base64
import contextlib
import json
import os
import queue
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import http_ece
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from fastapi.testclient import TestClient
from py_vapid import Vapid02
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from stil.server import db
from stil.server.app import create_app
from stil.server.push import check, public

from .conftest import frame, seat, settings, table


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


class Receiver:
    """A push service on 127.0.0.1 that keeps every request and answers ``status``."""

    def __init__(self, status: int = 201, location: str | None = None, held: bool = False) -> None:
        self.requests: queue.Queue[tuple[dict[str, str], bytes, str]] = queue.Queue()
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = os.urandom(16)
        # A held receiver is a push service that does not answer: each request waits
        # (up to 30 s) until ``release`` is set; ``arrived`` says one came.
        self.arrived = threading.Event()
        self.release = threading.Event()
        if not held:
            self.release.set()
        got, arrived, release = self.requests, self.arrived, self.release

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                arrived.set()
                release.wait(timeout=30.0)  # a push service that has not answered yet
                got.put(({k.lower(): v for k, v in self.headers.items()}, body, self.path))
                self.send_response(status)
                if location:
                    self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/push/abc"

    def subscription(self) -> dict[str, Any]:
        point = self.key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return {
            "endpoint": self.endpoint,
            "expirationTime": None,
            "keys": {"p256dh": b64(point), "auth": b64(self.auth)},
        }

    def decrypt(self, body: bytes) -> dict[str, Any]:
        plain = http_ece.decrypt(
            body, private_key=self.key, auth_secret=self.auth, version="aes128gcm"
        )
        out: dict[str, Any] = json.loads(plain)
        return out

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    r = Receiver()
    yield r
    r.close()


def play_until(c: TestClient, made: dict[str, Any], who: int) -> None:
    """Others play their first legal action until it is seat ``who``'s turn."""
    tid = made["id"]
    for _ in range(200):
        f = frame(c, tid)
        if f["to_act"] == who:
            return
        token = made["seats"][f["to_act"]]["token"]
        mine = frame(c, tid, token)
        r = c.post(
            f"/api/tables/{tid}/actions",
            json={"seq": mine["seq"], "action": mine["actions"][0]["action"]},
            headers=seat(token),
        )
        assert r.status_code == 200, r.text
    raise AssertionError(f"seat {who} never got the turn")


def play_once(c: TestClient, made: dict[str, Any], who: int) -> None:
    tid = made["id"]
    token = made["seats"][who]["token"]
    mine = frame(c, tid, token)
    r = c.post(
        f"/api/tables/{tid}/actions",
        json={"seq": mine["seq"], "action": mine["actions"][0]["action"]},
        headers=seat(token),
    )
    assert r.status_code == 200, r.text


def test_your_move_reaches_a_closed_page_encrypted_and_signed(
    store: str, receiver: Receiver
) -> None:
    with TestClient(create_app(settings(store, push_allow_loopback=True))) as c:
        made = table(c, turn_based=True, move_time=86400)
        tid = made["id"]
        first = frame(c, tid)["to_act"]
        other = 1 - first
        token = made["seats"][other]["token"]
        r = c.post(f"/api/tables/{tid}/push", json=receiver.subscription(), headers=seat(token))
        assert r.status_code == 201, r.text
        assert r.json() == {"seat": other}
        key = c.get("/api/push/key").json()["public_key"]

        # the seat's page is open: no push when its turn comes
        with c.websocket_connect(f"/ws/tables/{tid}") as ws:
            ws.send_json({"token": token})
            play_until(c, made, other)
            with pytest.raises(queue.Empty):
                receiver.requests.get(timeout=1.0)
            while frame(c, tid)["to_act"] == other:
                play_once(c, made, other)
        # closed: the next time it is that seat's turn, one push
        play_until(c, made, other)
        headers, body, path = receiver.requests.get(timeout=10)
        assert path == "/push/abc"
        assert headers["content-encoding"] == "aes128gcm"
        assert headers["authorization"].startswith("vapid t=")
        assert f"k={key}" in headers["authorization"]
        assert int(headers["ttl"]) > 0
        token_part = headers["authorization"].split("t=", 1)[1].split(",", 1)[0]
        assert Vapid02.verify(headers["authorization"])
        claims = json.loads(base64.urlsafe_b64decode(token_part.split(".")[1] + "=="))
        assert claims["aud"] == f"http://127.0.0.1:{receiver.server.server_address[1]}"
        payload = receiver.decrypt(body)
        assert payload["table"] == tid and payload["game"] == "cabbage"
        assert payload["seat"] == other and payload["url"] == f"/?open={tid}&seat={other}"
        # once per decision
        with pytest.raises(queue.Empty):
            receiver.requests.get(timeout=0.5)


def test_the_vapid_key_is_made_once_and_kept(store: str) -> None:
    with TestClient(create_app(settings(store))) as c:
        first = c.get("/api/push/key").json()["public_key"]
    with TestClient(create_app(settings(store))) as c:
        assert c.get("/api/push/key").json()["public_key"] == first
    assert len(base64.urlsafe_b64decode(first + "=")) == 65


BAD = [
    "http://127.0.0.1:9/x",  # plain http, loopback
    "https://127.0.0.1/x",
    "https://localhost/x",
    "https://[::1]/x",
    "https://169.254.169.254/latest/meta-data",
    "https://10.0.0.1/x",
    "https://192.168.1.1/x",
    "https://100.64.0.1/x",  # shared address space
    "https://[::ffff:127.0.0.1]/x",
    "https://[64:ff9b::a9fe:a9fe]/x",  # NAT64 of 169.254.169.254
    "https://[fd00::1]/x",
    "https://0.0.0.0/x",
    "https://user:pw@8.8.8.8/x",
    "ftp://8.8.8.8/x",
    "javascript:alert(1)",
    "https:///x",
    "https://8.8.8.8:25/x",  # a public address, but not the https port
]


def test_endpoints_off_public_https_are_refused(client: TestClient, receiver: Receiver) -> None:
    made = table(client)
    tid, token = made["id"], made["seats"][0]["token"]
    sub = receiver.subscription()
    for endpoint in [*BAD, receiver.endpoint]:
        r = client.post(
            f"/api/tables/{tid}/push", json=sub | {"endpoint": endpoint}, headers=seat(token)
        )
        assert r.status_code == 400, (endpoint, r.text)
    assert client.post(f"/api/tables/{tid}/push", json=sub).status_code == 403
    for keys in ({"p256dh": "AAAA", "auth": sub["keys"]["auth"]}, sub["keys"] | {"auth": "AA"}):
        r = client.post(
            f"/api/tables/{tid}/push",
            json=sub | {"endpoint": "https://8.8.8.8/x", "keys": keys},
            headers=seat(token),
        )
        assert r.status_code == 400, r.text


def test_the_loopback_setting_allows_loopback_only() -> None:
    for endpoint in BAD:
        if any(h in endpoint for h in ("//127.0.0.1", "//localhost", "//[::1]")):
            continue  # loopback, which the setting is for
        with pytest.raises(ValueError):
            check(endpoint, allow_loopback=True)
    assert check("http://127.0.0.1:9/x", allow_loopback=True).address == "127.0.0.1"
    assert public("8.8.8.8") and public("2001:4860:4860::8888")
    assert not public("::ffff:10.0.0.1") and not public("2002:a9fe:a9fe::1")


def test_redirects_are_not_followed_and_failing_endpoints_are_dropped(store: str) -> None:
    away = Receiver(status=302, location="http://169.254.169.254/latest")
    try:
        with TestClient(create_app(settings(store, push_allow_loopback=True))) as c:
            made = table(c, turn_based=True, move_time=86400)
            tid = made["id"]
            first = frame(c, tid)["to_act"]
            other = 1 - first
            token = made["seats"][other]["token"]
            r = c.post(f"/api/tables/{tid}/push", json=away.subscription(), headers=seat(token))
            assert r.status_code == 201
            manager = c.app.state.manager  # type: ignore[attr-defined]

            def rows() -> int:
                with Session(manager.engine) as session:
                    return int(session.scalar(select(func.count()).select_from(db.PushRow)) or 0)

            payload = {"type": "your_move", "table": tid, "game": "cabbage", "seat": other}
            for _ in range(3):
                assert rows() == 1
                c.portal.call(manager.push._send_all, tid, other, payload)  # type: ignore[union-attr]
                away.requests.get(timeout=5)  # one request, its redirect not followed
            assert rows() == 0
            assert away.requests.empty()
    finally:
        away.close()


def test_no_push_for_a_decision_the_server_answers_itself(store: str, receiver: Receiver) -> None:
    """A forced decision (one legal action) is answered by the server ``bot_delay`` after
    it comes: "your move" for it would call a person to a move already made."""
    from .test_table_help import _forced_seed

    s = settings(store, push_allow_loopback=True, auto_answer=True, bot_delay=0.2)
    with TestClient(create_app(s)) as c:
        made = table(c, "princes", 2, start=False, seed=_forced_seed(), turn_based=True)
        tid = made["id"]
        token = made["seats"][0]["token"]
        r = c.post(f"/api/tables/{tid}/push", json=receiver.subscription(), headers=seat(token))
        assert r.status_code == 201, r.text
        r = c.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
        assert r.status_code == 200, r.text
        for _ in range(100):
            if frame(c, tid)["seq"] >= 1:
                break
            threading.Event().wait(0.05)
        assert frame(c, tid)["seq"] >= 1  # the server drew for seat 0
        pushed = []
        with contextlib.suppress(queue.Empty):
            while True:  # seat 0's next, considered decision may be called for
                _, body, _ = receiver.requests.get(timeout=1.0)
                pushed.append(receiver.decrypt(body)["seq"])
        assert 0 not in pushed


def test_a_slow_push_service_holds_up_nothing(store: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pushes are sent on their own threads: while a push service has not answered, the
    table plays on and every request is answered. The service answers only when the test
    lets it (and the server's send waits longer than that), so a server that waited on the
    push would hang here for the receiver's 30 s and find the push already answered: no
    timing bound, no race."""
    from stil.server import push

    monkeypatch.setattr(push, "SEND_TIMEOUT", 120.0)
    slow = Receiver(held=True)
    try:
        with TestClient(create_app(settings(store, push_allow_loopback=True))) as c:
            made = table(c, turn_based=True, move_time=86400)
            tid = made["id"]
            other = 1 - frame(c, tid)["to_act"]
            token = made["seats"][other]["token"]
            sub = slow.subscription()
            assert (
                c.post(f"/api/tables/{tid}/push", json=sub, headers=seat(token)).status_code == 201
            )
            play_until(c, made, other)  # its push is on its way, and goes unanswered
            assert slow.arrived.wait(timeout=10), "no push went out"
            for _ in range(20):
                assert c.get(f"/api/tables/{tid}").status_code == 200
            view = frame(c, tid)
            assert view["to_act"] == other
            assert slow.requests.empty(), "the push was answered before the reads"
            assert not slow.release.is_set()
            slow.release.set()
            slow.requests.get(timeout=10)  # and it is answered once the service answers
    finally:
        slow.close()
