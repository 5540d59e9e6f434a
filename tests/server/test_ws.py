"""The WebSocket: frames for a seat or a spectator, actions by message, reconnecting, and a
seat left empty long enough taken over by a bot."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from stil.server.app import create_app

from .conftest import frame, settings, table, wait_for


def receive_frame(ws: Any) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == "frame":
            return msg


def test_a_seat_plays_by_message_and_a_spectator_watches(client: TestClient) -> None:
    made = table(client, "cabbage", 2)
    tid = made["id"]
    actor = frame(client, tid)["to_act"]
    token = made["seats"][actor]["token"]
    with (
        client.websocket_connect(f"/ws/tables/{tid}?lang=uk") as me,
        client.websocket_connect(f"/ws/tables/{tid}") as watcher,
    ):
        me.send_json({"token": token})
        f = receive_frame(me)
        assert f["seat"] == actor and f["your_turn"] and f["lang"] == "uk"
        watcher.send_json({})
        w = receive_frame(watcher)
        assert w["seat"] is None and w["actions"] == [] and w["question"] is None
        me.send_json({"type": "action", "seq": f["seq"], "action": f["actions"][0]["action"]})
        after = receive_frame(me)
        while after["seq"] == f["seq"]:
            after = receive_frame(me)
        assert after["seq"] == f["seq"] + 1
        seen = receive_frame(watcher)
        while seen["seq"] < after["seq"]:
            seen = receive_frame(watcher)
        assert seen["seq"] == after["seq"]
        # a spectator's action is refused; so is a stale one
        watcher.send_json({"type": "action", "seq": after["seq"], "action": "stop"})
        assert watcher.receive_json()["type"] == "error"
        me.send_json({"type": "action", "seq": 0, "action": f["actions"][0]["action"]})
        err = me.receive_json()
        while err["type"] != "error":
            err = me.receive_json()
        assert "stale" in err["detail"] or "turn" in err["detail"]
        me.send_json({"type": "chat"})
        err = me.receive_json()
        while err["type"] != "error":
            err = me.receive_json()
        assert "unknown message" in err["detail"]


def test_a_wrong_token_is_turned_away(client: TestClient) -> None:
    made = table(client, "cabbage", 2)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ws.send_json({"token": "forged"})
        assert ws.receive_json() == {"type": "error", "detail": "wrong seat token"}
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_an_unknown_table_closes_the_socket(client: TestClient) -> None:
    with client.websocket_connect("/ws/tables/none") as ws:
        assert ws.receive_json()["type"] == "error"
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_reconnect_gets_the_full_frame_at_once(client: TestClient) -> None:
    made = table(client, "kingdoms", 2, seed=3)
    tid = made["id"]
    token = made["seats"][0]["token"]
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({"token": token})
        first = receive_frame(ws)
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({"token": token})
        again = receive_frame(ws)
    assert again["view"] == first["view"] and again["seq"] == first["seq"]
    assert again["players"][0]["connected"]


def test_a_player_gone_too_long_is_replaced_by_a_bot(store: str) -> None:
    with TestClient(create_app(settings(store, abandon_after=0.1))) as c:
        made = table(c, "cabbage", 2, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
        tid = made["id"]
        with c.websocket_connect(f"/ws/tables/{tid}") as ws:
            ws.send_json({"token": made["seats"][0]["token"]})
            receive_frame(ws)
        wait_for(lambda: frame(c, tid)["status"] == "finished")
        assert c.get(f"/api/tables/{tid}").json()["seats"][0]["replaced"]
