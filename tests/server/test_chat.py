"""Table chat: who reads what (a spectator never coaches a seat while the game runs), plain
text only, limits, the host's mute, and messages kept across a restart."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from stil.server.app import create_app
from stil.server.chat import clean

from .conftest import seat, settings, table


def chat(c: TestClient, tid: str, text: str, token: str | None = None) -> Any:
    return c.post(
        f"/api/tables/{tid}/chat", json={"text": text}, headers=seat(token) if token else {}
    )


def read(c: TestClient, tid: str, token: str | None = None) -> list[dict[str, Any]]:
    r = c.get(f"/api/tables/{tid}/chat", headers=seat(token) if token else {})
    assert r.status_code == 200, r.text
    out: list[dict[str, Any]] = r.json()
    return out


def until(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == kind:
            return msg


def test_players_are_read_by_all_spectators_only_by_spectators(client: TestClient) -> None:
    made = table(client)
    tid, a, b = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    r = chat(client, tid, "good luck", a)
    assert r.status_code == 201, r.text
    said = r.json()
    assert said["seat"] == 0 and said["text"] == "good luck" and said["from"] == "Player 1"
    assert isinstance(said["at"], float)
    assert chat(client, tid, "play the fox!").status_code == 201  # a spectator coaching
    for token in (a, b):
        seen = read(client, tid, token)
        assert [m["text"] for m in seen] == ["good luck"], "a seat reads no spectator"
    crowd = read(client, tid)
    assert [(m["seat"], m["text"]) for m in crowd] == [(0, "good luck"), (None, "play the fox!")]
    assert set(crowd[0]) == {"id", "from", "seat", "text", "at"}


def test_over_the_socket_each_connection_gets_what_it_may_read(client: TestClient) -> None:
    made = table(client)
    tid, a, b = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    with (
        client.websocket_connect(f"/ws/tables/{tid}") as one,
        client.websocket_connect(f"/ws/tables/{tid}") as two,
        client.websocket_connect(f"/ws/tables/{tid}") as watcher,
    ):
        one.send_json({"token": a})
        two.send_json({"token": b})
        watcher.send_json({})
        for ws in (one, two, watcher):
            until(ws, "frame")
        watcher.send_json({"chat": "seat 1, discard the king"})
        got = until(watcher, "chat")
        assert got["seat"] is None and got["text"] == "seat 1, discard the king"
        one.send_json({"chat": "<script>alert(1)</script>"})
        for ws in (one, two, watcher):
            msg = until(ws, "chat")  # the spectator's line never reaches a seat
            assert msg["seat"] == 0 and msg["text"] == "<script>alert(1)</script>"
        one.send_json({"chat": "x" * 501})
        err = until(one, "error")
        assert "500" in err["detail"] and err["chat"] is True
    assert [m["text"] for m in read(client, tid, b)] == ["<script>alert(1)</script>"]


def test_text_is_cleaned_and_bad_input_changes_nothing(client: TestClient) -> None:
    made = table(client)
    tid, a = made["id"], made["seats"][0]["token"]
    assert clean("a\u202eb\u200bc\x00d\n\te  f") == "abcd e f"
    assert clean("👍🏽 👨‍👩‍👧") == "👍🏽 👨‍👩‍👧"
    for bad in ("", "   ", "\u202e\u200b\x07", "y" * 501):
        r = chat(client, tid, bad, a)
        assert r.status_code in (400, 422), (bad, r.text)
    assert chat(client, tid, "hi", "not-a-token").status_code == 403
    assert client.post(f"/api/tables/{tid}/chat", json={"text": 5}).status_code == 422
    assert client.post("/api/tables/nope/chat", json={"text": "x"}).status_code == 404
    assert read(client, tid) == []
    r = chat(client, tid, "  hello \u202e world  ", a)
    assert r.json()["text"] == "hello world"


def test_a_flood_is_refused(store: str) -> None:
    with TestClient(create_app(settings(store, chat_rate=0.01, chat_burst=3))) as c:
        made = table(c)
        tid, a = made["id"], made["seats"][0]["token"]
        codes = [chat(c, tid, f"m{i}", a).status_code for i in range(5)]
        assert codes == [201, 201, 201, 429, 429]
        r = chat(c, tid, "again", a)
        assert r.status_code == 429 and int(r.headers["Retry-After"]) >= 1
        # the other seat and the spectators have buckets of their own
        assert chat(c, tid, "mine", made["seats"][1]["token"]).status_code == 201
        assert chat(c, tid, "watching").status_code == 201
        assert len(read(c, tid)) == 5


def test_a_table_s_chat_has_a_cap(store: str) -> None:
    with TestClient(create_app(settings(store, chat_max=3, chat_rate=0))) as c:
        made = table(c)
        tid, a = made["id"], made["seats"][0]["token"]
        assert [chat(c, tid, "m", a).status_code for _ in range(4)] == [201, 201, 201, 409]


def test_the_host_mutes_a_seat_or_the_spectators(client: TestClient) -> None:
    made = table(client)
    tid, a, b = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    host = {"X-Host-Token": made["host_token"]}
    assert client.post(f"/api/tables/{tid}/mute", json={"seat": 1}).status_code == 403
    assert (
        client.post(f"/api/tables/{tid}/mute", json={"seat": 1}, headers=seat(a)).status_code == 403
    )
    assert client.post(f"/api/tables/{tid}/mute", json={}, headers=host).status_code == 400
    assert client.post(f"/api/tables/{tid}/mute", json={"seat": 7}, headers=host).status_code == 400
    r = client.post(f"/api/tables/{tid}/mute", json={"seat": 1}, headers=host)
    assert r.status_code == 200 and r.json() == {"seats": [1], "spectators": False}
    assert chat(client, tid, "hey", b).status_code == 403
    assert chat(client, tid, "hey", a).status_code == 201
    r = client.post(f"/api/tables/{tid}/mute", json={"spectators": True}, headers=host)
    assert r.json() == {"seats": [1], "spectators": True}
    assert chat(client, tid, "psst").status_code == 403
    assert client.get(f"/api/tables/{tid}/state").json()["muted"] == r.json()
    r = client.post(f"/api/tables/{tid}/mute", json={"seat": 1, "muted": False}, headers=host)
    assert r.json() == {"seats": [], "spectators": True}
    assert chat(client, tid, "thanks", b).status_code == 201


def test_after_the_game_everyone_reads_everything(client: TestClient) -> None:
    made = table(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    tid, a = made["id"], made["seats"][0]["token"]
    assert chat(client, tid, "from the crowd").status_code == 201
    assert read(client, tid, a) == []
    assert client.post(f"/api/tables/{tid}/leave", headers=seat(a)).status_code == 200
    from .conftest import wait_for

    wait_for(lambda: client.get(f"/api/tables/{tid}").json()["status"] == "finished", 60)
    assert [m["text"] for m in read(client, tid, a)] == ["from the crowd"]


@pytest.mark.parametrize("kill", [False])
def test_messages_and_mutes_survive_a_restart(store: str, kill: bool) -> None:
    with TestClient(create_app(settings(store))) as c:
        made = table(c)
        tid, a = made["id"], made["seats"][0]["token"]
        assert chat(c, tid, "before", a).status_code == 201
        assert chat(c, tid, "crowd").status_code == 201
        host = {"X-Host-Token": made["host_token"]}
        assert c.post(f"/api/tables/{tid}/mute", json={"seat": 0}, headers=host).status_code == 200
    with TestClient(create_app(settings(store))) as c:
        assert [m["text"] for m in read(c, tid, a)] == ["before"]
        assert [m["text"] for m in read(c, tid)] == ["before", "crowd"]
        assert chat(c, tid, "after", a).status_code == 403
        assert c.get(f"/api/tables/{tid}/state").json()["muted"]["seats"] == [0]
