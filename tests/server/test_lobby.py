"""The lobby's promises: nothing dealt is seen before Start, the host starts only when
every person has sat down (or fills the empty seats with bots), and one request plays
against bots."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

import stil
from stil.server.app import create_app
from stil.server.routes.catalog import catalog

from .conftest import frame, seat, settings, table, wait_for

GAMES = sorted(stil.games())
#: what differs between two tables of one game whatever their deals
OWN = ("table", "seed_commitment", "seed", "custom_deal")


@pytest.fixture
def client(tmp_path: Any) -> Any:
    with TestClient(create_app(settings(f"sqlite:///{tmp_path}/stil.db"))) as c:
        yield c


def state(c: TestClient, tid: str, token: str | None, lang: str) -> dict[str, Any]:
    r = c.get(
        f"/api/tables/{tid}/state",
        headers=seat(token) if token else {},
        params={"lang": lang, "board": "1"},
    )
    assert r.status_code == 200, r.text
    return {k: v for k, v in r.json().items() if k not in OWN}


def socket_frame(c: TestClient, tid: str, token: str | None) -> dict[str, Any]:
    with c.websocket_connect(f"/ws/tables/{tid}?lang=uk&board=1") as ws:
        ws.send_json({"token": token} if token else {})
        got: dict[str, Any] = ws.receive_json()
    return {k: v for k, v in got.items() if k not in OWN}


@pytest.mark.parametrize("game", GAMES)
def test_nothing_dealt_is_seen_before_start(client: TestClient, game: str) -> None:
    """Two open tables with different deals look the same to every seat and the
    spectator, over HTTP and the WebSocket, in every language: no hand, no event, no
    board; after Start the seat sees its cards (so the check can fail)."""
    players = stil.game(game).spec.player_counts[0]
    humans = [{"kind": "human"}] * players
    a = table(client, game, players, humans, start=False, seed=1)
    b = table(client, game, players, humans, start=False, seed=2)
    for i in range(players):
        for lang in ("uk", "ru", "en"):
            fa = state(client, a["id"], a["seats"][i]["token"], lang)
            fb = state(client, b["id"], b["seats"][i]["token"], lang)
            assert fa == fb
            assert fa["view"] is None and fa["events"] == [] and fa["actions"] == []
            assert "board" not in fa and fa["question"] is None and fa["to_act"] is None
        assert socket_frame(client, a["id"], a["seats"][i]["token"]) == socket_frame(
            client, b["id"], b["seats"][i]["token"]
        )
    assert state(client, a["id"], None, "en") == state(client, b["id"], None, "en")
    assert client.get(f"/api/tables/{a['id']}/replay").status_code == 409
    r = client.post(f"/api/tables/{a['id']}/start", headers={"X-Host-Token": a["host_token"]})
    assert r.status_code == 200, r.text
    started = state(client, a["id"], a["seats"][0]["token"], "en")
    assert started["view"] is not None and "board" in started


def test_start_waits_for_people_or_fills_with_bots(client: TestClient) -> None:
    body = {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2}
    made = client.post("/api/tables", json=body).json()
    tid, host = made["id"], {"X-Host-Token": made["host_token"]}
    r = client.post(f"/api/tables/{tid}/start", headers=host)
    assert r.status_code == 409 and "seat(s) 1, 2" in r.json()["detail"]
    assert "fill_with_bots" in r.json()["detail"]
    assert client.get(f"/api/tables/{tid}").json()["status"] == "open"
    r = client.post(f"/api/tables/{tid}/start", json={"fill_with_bots": True})
    assert r.status_code == 403  # only the host decides
    r = client.post(f"/api/tables/{tid}/start", headers=host, json={"fill_with_bots": True})
    assert r.status_code == 200 and r.json()["status"] == "live"
    assert all(s["replaced"] for s in r.json()["seats"])


@pytest.mark.parametrize("game", GAMES)
def test_play_against_bots_in_one_request(client: TestClient, game: str) -> None:
    players = stil.game(game).spec.player_counts[0]
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
    body = {"game": game, "players": players, "seats": seats, "start": True, "name": "Олена"}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    made = r.json()
    assert made["started"] is True
    summary = client.get(f"/api/tables/{made['id']}").json()
    assert summary["status"] in ("live", "finished")
    me = summary["seats"][0]
    assert me["joined"] and me["name"] == "Олена" and not me["replaced"]
    token = made["seats"][0]["token"]
    # the bots move on their own until it is the person's turn (or the game is over)
    wait_for(lambda: frame(client, made["id"], token)["to_act"] in (0, None))
    f = frame(client, made["id"], token)
    assert f["view"] is not None and f["players"][0]["name"] == "Олена"


def test_one_request_play_refuses_without_creating(client: TestClient) -> None:
    before = len(client.get("/api/tables").json())
    cases = [
        ({"seats": [{"kind": "human"}] * 2, "start": True}, "exactly one person"),
        ({"seats": [{"kind": "bot"}] * 2, "start": True}, "exactly one person"),
        (
            {"seats": [{"kind": "human"}, {"kind": "bot"}], "start": True, "name": "a\x00b"},
            "",
        ),
        ({"seats": [{"kind": "human"}, {"kind": "bot"}], "name": "Olena"}, "start"),
    ]
    for extra, words in cases:
        r = client.post("/api/tables", json={"game": "cabbage", "players": 2, **extra})
        assert r.status_code == 400, (extra, r.text)
        assert words in r.json()["detail"]
    assert len(client.get("/api/tables").json()) == before


# -- rule options for people ----------------------------------------------------------------
#: developers' words that must never reach a player: file names, open points, value ids
DEVELOPER = re.compile(r"\.md\b|open point|\((?:true|false)\b|\b[a-z]+_[a-z0-9_]+\b", re.I)
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def said_texts(option: dict[str, Any], lang: str) -> list[str]:
    texts = [option["names"][lang], option["meanings"][lang], option["sources"][lang]]
    return texts + [v[lang] for v in option["values"] if v]


@pytest.mark.parametrize("game", GAMES)
def test_every_option_is_named_and_explained_for_people(game: str) -> None:
    """Every option has a name and a meaning in uk, ru and en, a word for every value that
    is not yes/no or a number, and no id, file name or (on uk/ru pages) English word."""
    spec = stil.game(game).spec
    described = next(g for g in catalog() if g["id"] == game)["options"]
    # ids that are not ordinary words ("always", "table" may be said in English)
    ids = {
        name
        for name in {o.name for o in spec.options}
        | {str(v) for o in spec.options for v in o.allowed}
        if "_" in name or (re.search("[a-z]", name) and re.search("[0-9]", name))
    }
    assert {o["name"] for o in described} == {o.name for o in spec.options}
    majors = [o["name"] for o in described if o["major"]]
    assert 1 <= len(majors) <= 6 and [o["major"] for o in described] == sorted(
        (o["major"] for o in described), reverse=True
    )  # the major ones first
    for o in described:
        for v, said in zip(o["allowed"], o["values"], strict=True):
            if not isinstance(v, bool) and re.search("[^0-9.,\\- ]", str(v)):
                assert said, f"{game}.{o['name']}: no word for the value {v!r}"
        for lang in ("uk", "ru", "en"):
            assert o["names"][lang].strip() and o["meanings"][lang].strip(), (o["name"], lang)
            for text in said_texts(o, lang):
                assert not DEVELOPER.search(text), (game, o["name"], lang, text)
                words = set(re.findall(r"[\w-]+", text))
                assert not words & ids, (game, o["name"], lang, text)
                if lang != "en":
                    assert not LATIN_WORD.search(text), (game, o["name"], lang, text)


def test_a_misnamed_major_option_is_refused() -> None:
    from dataclasses import replace

    from stil.core.parts import check_major
    from stil.core.registry import parts

    good = parts("cabbage")
    check_major(good)
    for wrong in (("no_such_option",), ("looks_public", "looks_public")):
        with pytest.raises(ValueError, match="major_options"):
            check_major(replace(good, major_options=wrong))


def test_each_game_has_its_own_picture(client: TestClient) -> None:
    for g in client.get("/api/catalog").json():
        r = client.get(g["picture"])
        assert r.status_code == 200 and r.headers["content-type"].startswith("image/svg+xml")
        assert r.text.lstrip().startswith("<svg") and "<script" not in r.text
        assert g["line"] and all(g["line"][lang] for lang in ("uk", "ru", "en"))
        assert g["minutes"][0] <= g["minutes"][1]
    assert client.get("/static/games/nope.svg").status_code == 404
