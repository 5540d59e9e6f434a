"""Fair deals and clean refusals (issue 16): the seed is a 129-bit secret, committed to at
creation and revealed at the end; a host-chosen seed is published and marked; malformed
input (lone surrogates, deep nesting, names that impersonate) gets a 4xx, never a 5xx."""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

import stil
from stil.server import db
from stil.server.app import create_app
from stil.server.manager import SERVER_SEEDS, Manager

from .conftest import frame, seat, settings, table
from .test_api import play_out, summary, token_of

SURROGATE = b'"\\ud800"'


def post_raw(c: TestClient, url: str, body: bytes, **headers: str) -> Any:
    return c.post(url, content=body, headers={"content-type": "application/json", **headers})


@pytest.mark.parametrize(
    "body",
    [
        b'{"game": ' + SURROGATE + b', "players": 2, "seats": [{"kind": "bot"}, {"kind": "bot"}]}',
        b'{"game": "cabbage", "players": ' + SURROGATE + b', "seats": []}',
        b'{"game": "cabbage", "players": 2, "seats": [{"kind": "bot", "bot": '
        + SURROGATE
        + b'}, {"kind": "bot"}]}',
    ],
)
def test_a_lone_surrogate_in_a_body_is_a_4xx(client: TestClient, body: bytes) -> None:
    """Failed with 500 before: the refusal echoed the text and could not be encoded."""
    r = post_raw(client, "/api/tables", body)
    assert 400 <= r.status_code < 500, r.text
    assert r.json()["detail"]


def test_a_lone_surrogate_in_an_action_is_a_4xx(client: TestClient) -> None:
    made = table(client, "cabbage", 2)
    tid = made["id"]
    f = frame(client, tid)
    token = made["seats"][f["to_act"]]["token"]
    body = b'{"seq": %d, "action": ' % f["seq"] + SURROGATE + b"}"
    r = post_raw(client, f"/api/tables/{tid}/actions", body, **seat(token))
    assert r.status_code == 422 and r.json()["detail"][0]["loc"] == ["body", "action"]
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_text(json.dumps({"token": token}))
        ws.receive_json()
        ws.send_text('{"type": "action", "seq": ' + str(f["seq"]) + ', "action": "\\ud800"}')
        err = ws.receive_json()
        while err["type"] != "error":
            err = ws.receive_json()
        assert err["detail"]


def test_deep_nesting_over_the_websocket_is_refused_cleanly(client: TestClient) -> None:
    """Failed before: 8,000 nested brackets raised RecursionError in the socket's task."""
    made = table(client, "cabbage", 2)
    tid = made["id"]
    deep = "[" * 8000 + "]" * 8000
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_text(deep)  # as the hello: the socket is closed as a bad hello
        with pytest.raises(Exception) as closed:
            ws.receive_json()
        assert getattr(closed.value, "code", None) == 4400
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_text("{}")
        assert ws.receive_json()["type"] == "frame"
        ws.send_text(deep)  # later: an error message, and the socket goes on
        msg = ws.receive_json()
        while msg["type"] != "error":
            msg = ws.receive_json()
        assert "JSON" in msg["detail"]
        ws.send_text('{"type": "chat"}')
        msg = ws.receive_json()
        while msg["type"] != "error":
            msg = ws.receive_json()
        assert "unknown message" in msg["detail"]


def test_deep_nesting_in_a_body_is_a_4xx(client: TestClient) -> None:
    r = post_raw(client, "/api/tables", b"[" * 8000 + b"]" * 8000)
    assert 400 <= r.status_code < 500, r.text


def sha(seed: int) -> str:
    return hashlib.sha256(str(seed).encode("ascii")).hexdigest()


def manager(c: TestClient) -> Manager:
    m: Manager = c.app.state.manager  # type: ignore[attr-defined]
    return m


BOT_SEAT = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]


def test_a_table_commits_to_a_secret_seed_and_reveals_it_at_the_end(client: TestClient) -> None:
    """Failed before: seeds were below 2**31 (searchable in a minute) and nothing was
    committed or revealed."""
    made = table(client, "cabbage", 2, BOT_SEAT)
    tid = made["id"]
    seed = manager(client).tables[tid].seed
    assert seed >= SERVER_SEEDS and seed.bit_length() == 129
    live = summary(client, tid)
    assert live["seed_commitment"] == sha(seed) and live["seed"] is None
    assert not live["custom_deal"]
    listed = {t["id"]: t for t in client.get("/api/tables").json()}[tid]
    assert listed["seed_commitment"] == sha(seed) and listed["seed"] is None
    f = frame(client, tid, token_of(made, 0))
    assert f["seed_commitment"] == sha(seed) and f["seed"] is None
    end = play_out(client, made)
    assert end["seed"] == seed
    done = summary(client, tid)
    assert done["seed"] == seed and done["seed_commitment"] == sha(seed)
    last = client.get(f"/api/tables/{tid}/replay", params={"step": done["seq"]}).json()
    assert last["seed"] == seed and len(last["moves"]) == done["seq"]
    again = stil.game("cabbage").replay(2, seed, done["options"], last["moves"])
    assert again.winners() == done["winners"] and again.scores() == done["scores"]
    # the other two tables of the run drew other seeds
    other = table(client, "cabbage", 2, BOT_SEAT, start=False)
    assert manager(client).tables[other["id"]].seed != seed


def test_nothing_anyone_can_fetch_during_a_game_holds_the_seed(
    client: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    """Everything a spectator and a seat can fetch while the game is live: summaries, the
    lobby list, frames (HTTP, WebSocket, every language, with the board), the refused
    replay, the pages and the client's files; and the server's log."""
    caplog.set_level(logging.DEBUG)
    made = table(client, "cabbage", 2, BOT_SEAT)
    tid = made["id"]
    live = manager(client).tables[tid]
    secrets_ = [str(live.seed), f"{live.seed:x}", f"{live.seed:X}", f"{live.state.rng.state:x}"]
    me = token_of(made, 0)
    seen: list[str] = []
    with (
        client.websocket_connect(f"/ws/tables/{tid}?lang=uk") as mine,
        client.websocket_connect(f"/ws/tables/{tid}?lang=ru") as watcher,
    ):
        mine.send_json({"token": me})
        watcher.send_json({})
        for _ in range(6):
            f = frame(client, tid, me)
            if f["status"] != "live":
                break
            if f["your_turn"]:
                mine.send_json(
                    {"type": "action", "seq": f["seq"], "action": f["actions"][0]["action"]}
                )
            seen.append(json.dumps(mine.receive_json()))
            seen.append(json.dumps(watcher.receive_json()))
    assert manager(client).tables[tid].status == "live", "the test needs a live game"
    for lang in ("uk", "ru", "en"):
        for who in ({}, seat(me)):
            for board in ("0", "1"):
                r = client.get(
                    f"/api/tables/{tid}/state", headers=who, params={"lang": lang, "board": board}
                )
                seen.append(r.text)
    for url in (
        f"/api/tables/{tid}",
        "/api/tables",
        "/api/tables?status=live",
        f"/api/tables/{tid}/replay",
        f"/api/tables/{tid}/replay?step=1",
        f"/t/{tid}",
        f"/replay/{tid}",
        "/",
        "/api/catalog",
        "/openapi.json",
    ):
        seen.append(client.get(url).text)
    for path in sorted((Path(stil.__file__).parent / "server" / "static").rglob("*.js")):
        seen.append(path.read_text(encoding="utf-8"))
    seen.append(
        client.post(
            f"/api/tables/{tid}/actions", headers=seat(me), json={"seq": 0, "action": "x"}
        ).text
    )
    seen += [r.getMessage() for r in caplog.records]
    everything = "\n".join(seen)
    assert sha(live.seed) in everything  # the commitment is there, the seed is not
    for secret in secrets_:
        assert secret not in everything


def test_a_custom_deal_is_marked_and_its_seed_public(client: TestClient) -> None:
    """Failed before: a host could choose the seed and nobody was told."""
    made = table(client, "cabbage", 2, BOT_SEAT, seed=1234)
    tid = made["id"]
    s = summary(client, tid)
    assert s["custom_deal"] and s["seed"] == 1234 and s["seed_commitment"] == sha(1234)
    f = frame(client, tid, token_of(made, 0))
    assert f["custom_deal"] and f["seed"] == 1234
    assert {t["id"]: t for t in client.get("/api/tables").json()}[tid]["custom_deal"]
    assert stil.game("cabbage").new(2, 1234).view(0).data == f["view"]


def test_seeds_survive_a_restart_exactly(store: str) -> None:
    with TestClient(create_app(settings(store))) as c:
        made = table(c, "cabbage", 2, BOT_SEAT)
        seed = manager(c).tables[made["id"]].seed
        before = frame(c, made["id"], token_of(made, 0))
    with TestClient(create_app(settings(store))) as c:
        assert manager(c).tables[made["id"]].seed == seed
        after = frame(c, made["id"], token_of(made, 0))
        assert after["view"] == before["view"] and after["seed_commitment"] == sha(seed)


def test_old_integer_seeds_migrate_to_text(store: str) -> None:
    """A store made before migration 0002 (seed as INTEGER) keeps its rows readable, and
    then takes 129-bit seeds."""
    from alembic import command
    from alembic.config import Config

    engine = create_engine(store)
    config = Config()
    config.set_main_option("script_location", str(Path(db.__file__).parent / "migrations"))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
        connection.execute(
            text(
                "INSERT INTO tables (id, game, players, options, seed, seats, host_hash, status,"
                " created) VALUES ('old', 'cabbage', 2, '{}', 2147483000, :seats, 'h', 'open',"
                " CURRENT_TIMESTAMP)"
            ),
            {"seats": json.dumps([{"kind": "bot", "bot": "random", "joined": True}] * 2)},
        )
    engine.dispose()
    with TestClient(create_app(settings(store))) as c:
        old = summary(c, "old")
        assert old["seed"] == 2147483000 and old["custom_deal"]  # never a secret: public
        made = table(c, "cabbage", 2, BOT_SEAT, start=False)
        big = manager(c).tables[made["id"]].seed
    with TestClient(create_app(settings(store))) as c:
        assert manager(c).tables[made["id"]].seed == big
        # the old table deals as it did (an open table's frame shows no deal: its state)
        dealt = manager(c).get("old").state.view(None).data
        assert stil.game("cabbage").new(2, 2147483000).view(None).data == dealt


@pytest.mark.parametrize(
    "name",
    [
        "Ann\x00",
        "An\nn",
        "\u202eAnn",
        "Ann\u2066",
        "\u200fAnn",
        "Player 2",
        "  pLaYeR   2 ",
        "Гравець 2",
        "Игрок 2",
        "Рlayer 2",  # a Cyrillic Р
        "Player 2 (the real one)",
        "random bot",
        "x" * 25,
    ],
)
def test_a_name_that_hides_or_impersonates_is_refused(client: TestClient, name: str) -> None:
    """Failed before: NUL, bidi overrides and "Player 2" were taken as names."""
    made = table(client, "cabbage", 2, [{"kind": "human"}] * 2, start=False)
    tid = made["id"]
    token = made["seats"][0]["token"]
    before = summary(client, tid)
    r = client.post(f"/api/tables/{tid}/join", headers=seat(token), json={"name": name})
    assert r.status_code == 400, r.text
    uk = client.post(
        f"/api/tables/{tid}/join", headers=seat(token), json={"name": name}, params={"lang": "uk"}
    )
    assert uk.status_code == 400 and "Ім'я" in uk.json()["detail"]
    assert summary(client, tid)["seats"] == before["seats"]  # nothing changed


def test_a_blank_name_is_refused_and_keeps_nothing_silently(client: TestClient) -> None:
    """A name of only spaces is a 400 like any refused name, and the seat keeps its name
    (issue 38, finding 4). Failed before: 200, and the old name silently stayed."""
    made = table(client, "cabbage", 2, [{"kind": "human"}] * 2, start=False)
    tid, token = made["id"], made["seats"][0]["token"]
    ok = client.post(f"/api/tables/{tid}/join", headers=seat(token), json={"name": "Ann"})
    assert ok.status_code == 200
    for blank in ("   ", "", "\u3000"):  # spaces, nothing, an ideographic space
        r = client.post(f"/api/tables/{tid}/join", headers=seat(token), json={"name": blank})
        assert r.status_code == 400 and "blank" in r.json()["detail"], r.text
        ru = client.post(
            f"/api/tables/{tid}/join?lang=ru", headers=seat(token), json={"name": blank}
        )
        assert ru.status_code == 400 and "Имя" in ru.json()["detail"]
    assert summary(client, tid)["seats"][0]["name"] == "Ann"
    # no name at all is still fine: the seat keeps the one it has
    again = client.post(f"/api/tables/{tid}/join", headers=seat(token), json={})
    assert again.status_code == 200 and summary(client, tid)["seats"][0]["name"] == "Ann"


def test_a_chosen_name_is_trimmed_and_said_in_the_log(client: TestClient) -> None:
    """Failed before: events said "Player 1" even when the person had a name."""
    made = table(client, "cabbage", 2, [{"kind": "human"}] * 2, start=False, seed=3)
    tid = made["id"]
    for s, name in enumerate(("  Оксана  ", "Bob")):
        r = client.post(
            f"/api/tables/{tid}/join", headers=seat(made["seats"][s]["token"]), json={"name": name}
        )
        assert r.status_code == 200, r.text
    assert [s["name"] for s in summary(client, tid)["seats"]] == ["Оксана", "Bob"]
    client.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
    for _ in range(4):
        f = frame(client, tid)
        token = made["seats"][f["to_act"]]["token"]
        mine = frame(client, tid, token)
        client.post(
            f"/api/tables/{tid}/actions",
            headers=seat(token),
            json={"seq": mine["seq"], "action": mine["actions"][0]["action"]},
        )
    f = frame(client, tid)
    log = "\n".join(e["text"] for e in f["events"])
    assert "Оксана" in log and "Bob" in log
    assert "Player 1" not in log and "Player 2" not in log
    assert f["names"] == ["Оксана", "Bob"]
    uk = "\n".join(e["text"] for e in frame(client, tid, lang="uk")["events"])
    assert "Оксана" in uk and "Гравець 1 " not in uk
