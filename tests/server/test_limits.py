"""Request size limits and the rate limit on action submissions: a refusal is clear (413,
close code 1009, 429 with Retry-After) and changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from stil.server.app import create_app
from stil.server.limits import Bucket

from .conftest import frame, seat, settings, table


def test_the_bucket_allows_a_burst_then_the_rate() -> None:
    now = [0.0]
    b = Bucket(rate=2.0, burst=3.0, clock=lambda: now[0])
    assert [b.take() for _ in range(3)] == [0.0, 0.0, 0.0]
    assert b.take() == pytest.approx(0.5)
    assert b.take() == pytest.approx(0.5)  # a refusal spends nothing
    now[0] = 0.5
    assert b.take() == 0.0 and b.take() > 0
    now[0] = 100.0  # refills up to the burst, no further
    assert [b.take() for _ in range(4)][:3] == [0.0, 0.0, 0.0] and b.take() > 0
    assert Bucket(rate=0, burst=0).take() == 0.0  # 0: no limit


@pytest.fixture
def tight(store: str) -> Iterator[TestClient]:
    s = settings(store, max_body=2000, max_message=300, action_rate=0.01, action_burst=3)
    with TestClient(create_app(s)) as c:
        yield c


def _create(n_options: int) -> dict[str, Any]:
    options = {f"o{i}": i for i in range(n_options)}
    return {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2, "options": options}


def test_a_body_over_the_limit_is_413_and_makes_nothing(tight: TestClient) -> None:
    before = tight.get("/api/tables").json()
    r = tight.post("/api/tables", json=_create(200))
    assert r.status_code == 413 and "larger than 2000 bytes" in r.json()["detail"]
    # without Content-Length (chunked), counted as the bytes come
    body = r.request.content

    def chunks() -> Iterator[bytes]:
        for i in range(0, len(body), 100):
            yield body[i : i + 100]

    r = tight.post("/api/tables", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413
    assert tight.get("/api/tables").json() == before
    # a body under the limit still gets through (and is refused for its content only)
    assert tight.post("/api/tables", json=_create(3)).status_code == 400


def test_http_actions_are_rate_limited_per_seat_token(tight: TestClient) -> None:
    made = table(tight)
    tid = made["id"]
    actor = frame(tight, tid)["to_act"]
    me, other = made["seats"][actor]["token"], made["seats"][1 - actor]["token"]
    for _ in range(3):  # the burst: refused for being stale, but counted
        r = tight.post(
            f"/api/tables/{tid}/actions", headers=seat(me), json={"seq": 9, "action": "x"}
        )
        assert r.status_code == 409
    action = frame(tight, tid, me)["actions"][0]["action"]
    r = tight.post(
        f"/api/tables/{tid}/actions", headers=seat(me), json={"seq": 0, "action": action}
    )
    assert r.status_code == 429 and "too many actions" in r.json()["detail"]
    assert int(r.headers["Retry-After"]) >= 1
    assert frame(tight, tid)["seq"] == 0
    # the other seat has its own bucket
    r = tight.post(
        f"/api/tables/{tid}/actions", headers=seat(other), json={"seq": 0, "action": action}
    )
    assert r.status_code == 409 and "turn" in r.json()["detail"]


def _error(ws: Any) -> dict[str, Any]:
    """The next refusal on the socket; a frame that shows an action applied fails."""
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == "error":
            return msg
        assert msg["type"] != "frame" or msg["seq"] == 0, "an action went through"


def test_a_seat_has_one_bucket_across_its_sockets_and_http(tight: TestClient) -> None:
    """A seat cannot multiply its action rate by opening sockets: two sockets and HTTP draw
    from one bucket (issue 38, finding 4). Fails on the previous code (each socket had its
    own bucket, so the second socket's action went through)."""
    made = table(tight)
    tid = made["id"]
    actor = frame(tight, tid)["to_act"]
    token = made["seats"][actor]["token"]
    action = frame(tight, tid, token)["actions"][0]["action"]
    with (
        tight.websocket_connect(f"/ws/tables/{tid}") as one,
        tight.websocket_connect(f"/ws/tables/{tid}") as two,
    ):
        one.send_json({"token": token})
        two.send_json({"token": token})
        for ws in (one, two):  # the burst of 3, spent over both sockets: stale, but counted
            ws.send_json({"type": "action", "seq": 7, "action": action})
            assert "stale" in _error(ws)["detail"]
        r = tight.post(
            f"/api/tables/{tid}/actions", headers=seat(token), json={"seq": 7, "action": action}
        )
        assert r.status_code == 409  # the third token, over HTTP
        for ws in (two, one):  # a fresh socket or an old one: the bucket is empty
            ws.send_json({"type": "action", "seq": 0, "action": action})
            refused = _error(ws)
            assert "too many actions" in refused["detail"] and refused["retry_after"] > 0
        r = tight.post(
            f"/api/tables/{tid}/actions", headers=seat(token), json={"seq": 0, "action": action}
        )
        assert r.status_code == 429
    assert frame(tight, tid)["seq"] == 0
    # another seat's bucket is its own
    other = made["seats"][1 - actor]["token"]
    r = tight.post(
        f"/api/tables/{tid}/actions", headers=seat(other), json={"seq": 0, "action": action}
    )
    assert r.status_code == 409 and "turn" in r.json()["detail"]


def test_a_spectators_socket_is_rate_limited_on_its_own(tight: TestClient) -> None:
    """A spectator's actions are refused, and a flood of them is cut by the socket's own
    bucket; it costs no seat anything."""
    made = table(tight)
    tid = made["id"]
    actor = frame(tight, tid)["to_act"]
    token = made["seats"][actor]["token"]
    action = frame(tight, tid, token)["actions"][0]["action"]
    with tight.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({})
        for _ in range(3):
            ws.send_json({"type": "action", "seq": 0, "action": action})
            assert "seat token" in _error(ws)["detail"]
        ws.send_json({"type": "action", "seq": 0, "action": action})
        assert "too many actions" in _error(ws)["detail"]
    r = tight.post(
        f"/api/tables/{tid}/actions", headers=seat(token), json={"seq": 0, "action": action}
    )
    assert r.status_code == 200 and frame(tight, tid)["seq"] == 1


def test_a_websocket_message_over_the_limit_closes_with_1009(tight: TestClient) -> None:
    made = table(tight)
    tid = made["id"]
    token = made["seats"][0]["token"]
    with tight.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({"token": token})
        ws.receive_json()
        ws.send_json({"type": "action", "seq": 0, "action": "x" * 400})
        assert "larger than 300 bytes" in _error(ws)["detail"]
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                ws.receive_json()
        assert closed.value.code == 1009
    assert frame(tight, tid)["seq"] == 0
    # the first message is held to the same limit
    with tight.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({"token": "t" * 400})
        assert "larger than" in ws.receive_json()["detail"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 1009
