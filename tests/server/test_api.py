"""Every endpoint, with good and bad input: a bad request gets a 4xx naming what was
wrong and changes nothing (docs/server.md)."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

import stil
from stil.games.cabbage.cards import card_catalog
from stil.server.routes.catalog import cards_of

from .conftest import frame, seat, table, wait_for


def token_of(made: dict[str, Any], n: int) -> str:
    return str(made["seats"][n]["token"])


def summary(c: TestClient, table_id: str) -> dict[str, Any]:
    r = c.get(f"/api/tables/{table_id}")
    assert r.status_code == 200
    out: dict[str, Any] = r.json()
    return out


def test_catalog_lists_every_game_with_its_options(client: TestClient) -> None:
    r = client.get("/api/catalog")
    assert r.status_code == 200
    games = {g["id"]: g for g in r.json()}
    assert set(games) == set(stil.games())
    k = games["kingdoms"]
    assert k["player_counts"] == [1, 2, 3, 4, 5]
    names = {o["name"]: o for o in k["options"]}
    assert names["peace_variant"]["default"] is False
    assert "heuristic" in k["bots"]


def test_catalog_serves_each_games_cards(client: TestClient) -> None:
    """Issue 17: per game, ``cards`` is its cards module's ``card_catalog()``, each
    language's entry with the face's short effect line beside (issue 39)."""
    games = {g["id"]: g for g in client.get("/api/catalog").json()}
    served = games["cabbage"]["cards"]
    assert all("short" in card[lang] for card in served for lang in ("uk", "ru", "en"))
    langs = ("uk", "ru", "en")
    plain = [
        {k: {n: w for n, w in v.items() if n != "short"} if k in langs else v for k, v in c.items()}
        for c in served
    ]
    assert plain == card_catalog()
    varyagi = next(c for c in games["princes"]["cards"] if c["id"] == "army_varyagi_10")
    assert varyagi["numbers"] == {"valour": 10} and varyagi["uk"]["name"] == "Варяги"
    assert all(isinstance(g["cards"], list) for g in games.values())
    # the lobby offers a game's own tournament as a series (Князья's, to 100)
    assert {gid: g["tournament"] for gid, g in games.items() if g["tournament"]} == {"princes": 100}


def test_the_catalog_is_sent_gzipped_to_a_client_that_accepts_it(client: TestClient) -> None:
    """Issue 17: the catalog is hundreds of KB of JSON; compressed it is a fraction of it."""
    plain = client.get("/api/catalog", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    zipped = client.get("/api/catalog", headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["content-encoding"] == "gzip"
    assert "accept-encoding" in zipped.headers["vary"].lower()
    assert zipped.json() == plain.json()  # the client unpacks it to the same catalog
    sent, whole = int(zipped.headers["content-length"]), int(plain.headers["content-length"])
    assert whole == len(plain.content) and sent * 4 < whole, (sent, whole)


def test_a_small_answer_is_not_compressed(client: TestClient) -> None:
    r = client.get("/api/tables/nope", headers={"Accept-Encoding": "gzip"})
    assert r.status_code == 404 and "content-encoding" not in r.headers


def test_a_game_without_a_cards_module_lists_no_cards() -> None:
    assert cards_of("no_such_game") == []


def test_create_join_start_and_lists(client: TestClient) -> None:
    made = table(client, start=False)
    assert len(made["host_token"]) >= 32 and made["id"]
    invite = made["seats"][0]["invite"]
    assert invite.startswith(f"/t/{made['id']}#") and token_of(made, 0) in invite
    open_ids = [t["id"] for t in client.get("/api/tables", params={"status": "open"}).json()]
    assert made["id"] in open_ids
    s = summary(client, made["id"])
    assert s["status"] == "open" and all(x["joined"] for x in s["seats"])
    assert "token" not in json.dumps(s) and token_of(made, 0) not in json.dumps(s)
    r = client.post(f"/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]})
    assert r.status_code == 200 and r.json()["status"] == "live"
    live = [t["id"] for t in client.get("/api/tables", params={"status": "live"}).json()]
    assert made["id"] in live


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"game": "chess", "players": 2, "seats": [{"kind": "human"}] * 2}, 400, "no game"),
        ({"game": "cabbage", "players": 9, "seats": [{"kind": "human"}] * 9}, 400, "2–5"),
        ({"game": "cabbage", "players": 2, "seats": [{"kind": "human"}]}, 400, "need 2 seats"),
        (
            {
                "game": "cabbage",
                "players": 2,
                "seats": [{"kind": "human"}] * 2,
                "options": {"x": 1},
            },
            400,
            "unknown option",
        ),
        (
            {
                "game": "cabbage",
                "players": 2,
                "seats": [{"kind": "human"}] * 2,
                "options": {"looks_public": "maybe"},
            },
            400,
            "looks_public",
        ),
        (
            {"game": "cabbage", "players": 2, "seats": [{"kind": "bot", "bot": "genius"}] * 2},
            400,
            "no bot",
        ),
        ({"game": "cabbage", "players": 2, "seats": [{"kind": "alien"}] * 2}, 422, ""),
        ({"game": "cabbage", "players": 2}, 422, ""),
        ({"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2, "x": 1}, 422, ""),
        (
            {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2, "turn_timer": 9999},
            400,
            "turn_timer",
        ),
    ],
)
def test_bad_tables_are_refused(
    client: TestClient, body: dict[str, Any], status: int, words: str
) -> None:
    before = client.get("/api/tables").json()
    r = client.post("/api/tables", json=body)
    assert r.status_code == status, r.text
    assert words in r.json()["detail"] if words else r.json()["detail"]
    assert client.get("/api/tables").json() == before


def test_malformed_json_is_422(client: TestClient) -> None:
    r = client.post(
        "/api/tables", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert r.status_code == 422


def test_unknown_table_is_404_everywhere(client: TestClient) -> None:
    for method, path in [
        ("get", "/api/tables/nope"),
        ("get", "/api/tables/nope/state"),
        ("post", "/api/tables/nope/join"),
        ("post", "/api/tables/nope/start"),
        ("post", "/api/tables/nope/leave"),
        ("post", "/api/tables/nope/rematch"),
        ("get", "/api/tables/nope/replay"),
    ]:
        r = getattr(client, method)(path)
        assert r.status_code == 404, path
        assert "nope" in r.json()["detail"]


def test_tokens_are_checked(client: TestClient) -> None:
    made = table(client, start=False)
    tid = made["id"]
    r = client.post(f"/api/tables/{tid}/join", headers=seat("wrong"))
    assert r.status_code == 403 and "seat token" in r.json()["detail"]
    assert client.post(f"/api/tables/{tid}/join").status_code == 403
    r = client.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": token_of(made, 0)})
    assert r.status_code == 403 and "host token" in r.json()["detail"]
    assert summary(client, tid)["status"] == "open"
    r = client.get(f"/api/tables/{tid}/state", headers=seat("wrong"))
    assert r.status_code == 403
    ok = client.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
    assert ok.status_code == 200
    again = client.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
    assert again.status_code == 409


def test_actions_bad_input_changes_nothing(client: TestClient) -> None:
    made = table(client)
    tid = made["id"]
    f0 = frame(client, tid, token_of(made, 0))
    actor = f0["to_act"]
    me, other = token_of(made, actor), token_of(made, 1 - actor)
    action = frame(client, tid, me)["actions"][0]["action"]
    cases = [
        (other, {"seq": 0, "action": action}, 409, "turn"),
        (me, {"seq": 5, "action": action}, 409, "stale"),
        (me, {"seq": 0, "action": "fly away"}, 400, "not"),
        (me, {"seq": 0, "action": "!!"}, 400, "invalid"),
        ("wrong", {"seq": 0, "action": action}, 403, "seat token"),
        (me, {"seq": "zero", "action": action}, 422, ""),
        (me, {"seq": 0}, 422, ""),
        (me, {"seq": -1, "action": action}, 422, ""),
    ]
    for token, body, status, words in cases:
        r = client.post(f"/api/tables/{tid}/actions", headers=seat(token), json=body)
        assert r.status_code == status, (body, r.text)
        assert words in r.json()["detail"] if words else True
        assert frame(client, tid)["seq"] == 0
    r = client.post(
        f"/api/tables/{tid}/actions", headers=seat(me), json={"seq": 0, "action": action}
    )
    assert r.status_code == 200 and r.json() == {"seq": 1}
    replayed = client.post(
        f"/api/tables/{tid}/actions", headers=seat(me), json={"seq": 0, "action": action}
    )
    assert replayed.status_code == 409 and "stale" in replayed.json()["detail"]
    assert frame(client, tid)["seq"] == 1


def test_no_action_before_the_start(client: TestClient) -> None:
    made = table(client, start=False)
    tok = token_of(made, 0)
    r = client.post(
        f"/api/tables/{made['id']}/actions", headers=seat(tok), json={"seq": 0, "action": "draw"}
    )
    assert r.status_code == 409 and "open" in r.json()["detail"]


def play_out(c: TestClient, made: dict[str, Any], seconds: float = 300.0) -> dict[str, Any]:
    """Every human seat plays its first legal action until the game ends (bounded in time,
    not in polls: a bot's move takes its store's commit, longer on a loaded machine)."""
    tid = made["id"]
    tokens = [s.get("token") for s in made["seats"]]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        spectator = frame(c, tid)
        if spectator["status"] == "finished":
            return spectator
        actor = spectator["to_act"]
        if actor is None or tokens[actor] is None or spectator["bot_to_act"]:
            time.sleep(0.005)
            continue
        f = frame(c, tid, tokens[actor])
        if not f["actions"]:
            continue
        c.post(
            f"/api/tables/{tid}/actions",
            headers=seat(tokens[actor]),
            json={"seq": f["seq"], "action": f["actions"][0]["action"]},
        )
    raise AssertionError("the game did not end")


#: a chosen deal (the host's custom deal), so that each run plays the same games: with a
#: secret deal unicorns' run took anything from 1 s to 17 s (the person always takes the first
#: move offered, which can drag a game out to the end of the deck); deal 1 is a short one in
#: every game (1–4 s each)
WHOLE_GAME_SEED = 1


@pytest.mark.parametrize("game_id", stil.games())
def test_a_whole_game_against_bots(client: TestClient, game_id: str) -> None:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]
    made = table(client, game_id, 2, seats, seed=WHOLE_GAME_SEED)
    end = play_out(client, made)
    assert end["scores"] is not None and end["final"]
    assert summary(client, made["id"])["status"] == "finished"
    finished = [t["id"] for t in client.get("/api/tables", params={"status": "finished"}).json()]
    assert made["id"] in finished
    r = client.post(
        f"/api/tables/{made['id']}/actions",
        headers=seat(token_of(made, 0)),
        json={"seq": end["seq"], "action": "draw"},
    )
    assert r.status_code == 409


def test_frames_show_only_the_seats_own_cards(client: TestClient) -> None:
    made = table(client, "kingdoms", 3, seed=5)
    tid = made["id"]
    game = stil.game("kingdoms").new(3, 5)
    hands = [set(game.view(s).data["hand"]) for s in range(3)]
    for s in range(3):
        text = json.dumps(frame(client, tid, token_of(made, s)))
        for other in range(3):
            if other != s:
                assert not any(f'"{c}"' in text for c in hands[other]), (s, other)
    spectator = json.dumps(frame(client, tid))
    assert not any(f'"{c}"' in spectator for h in hands for c in h)


def test_frames_are_in_the_language_asked(client: TestClient) -> None:
    made = table(client, "kingdoms", 2, seed=5)
    me = token_of(made, frame(client, made["id"])["to_act"])
    uk, en = frame(client, made["id"], me, "uk"), frame(client, made["id"], me, "en")
    assert uk["question"] != en["question"] and uk["actions"][0]["text"] != en["actions"][0]["text"]
    assert frame(client, made["id"], me, "xx")["lang"] == "en"


def test_leave_hands_the_seat_to_a_bot(client: TestClient) -> None:
    made = table(client, "cabbage", 2, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    tid = made["id"]
    r = client.post(f"/api/tables/{tid}/leave", headers=seat(token_of(made, 0)))
    assert r.status_code == 200
    wait_for(lambda: frame(client, tid)["status"] == "finished")
    assert summary(client, tid)["seats"][0]["replaced"]


def test_rematch_with_the_same_seats(client: TestClient) -> None:
    made = table(client, "cabbage", 2, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    tid = made["id"]
    early = client.post(f"/api/tables/{tid}/rematch", headers={"X-Host-Token": made["host_token"]})
    assert early.status_code == 409
    play_out(client, made)
    r = client.post(f"/api/tables/{tid}/rematch", headers={"X-Host-Token": "nope"})
    assert r.status_code == 403
    r = client.post(f"/api/tables/{tid}/rematch", headers={"X-Host-Token": made["host_token"]})
    assert r.status_code == 201
    new = r.json()
    assert new["status"] == "live" and new["rematch_of"] == tid
    assert [s["kind"] for s in new["seats"]] == ["human", "bot"]
    assert summary(client, tid)["rematch"] == new["id"]
    # the same seat token plays the new table
    assert frame(client, new["id"], token_of(made, 0))["seat"] == 0
    again = client.post(f"/api/tables/{tid}/rematch", headers={"X-Host-Token": made["host_token"]})
    assert again.json()["id"] == new["id"]


def test_replay_steps_through_a_finished_table(client: TestClient) -> None:
    made = table(client, "cabbage", 2, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    tid = made["id"]
    assert client.get(f"/api/tables/{tid}/replay").status_code == 409
    end = play_out(client, made)
    first = client.get(f"/api/tables/{tid}/replay", params={"step": 0}).json()
    assert first["steps"] == end["seq"] and first["last_action"] is None
    last = client.get(f"/api/tables/{tid}/replay", params={"step": end["seq"]}).json()
    assert last["scores"] == end["scores"]
    assert (
        client.get(f"/api/tables/{tid}/replay", params={"step": end["seq"] + 1}).status_code == 400
    )
    assert client.get(f"/api/tables/{tid}/replay", params={"step": -1}).status_code == 422


def test_bad_status_filter(client: TestClient) -> None:
    r = client.get("/api/tables", params={"status": "lost"})
    assert r.status_code == 422 and "status" in r.text


def test_turn_timer_lets_a_bot_play_a_slow_players_decision(client: TestClient) -> None:
    made = table(client, "cabbage", 2, turn_timer=0.1)
    tid = made["id"]
    f = frame(client, tid)
    assert f["deadline"] is not None
    wait_for(lambda: frame(client, tid)["seq"] > 0)


def test_the_page_routes_serve_the_client(client: TestClient) -> None:
    for path in ("/", "/t/abc", "/replay/abc"):
        r = client.get(path)
        assert r.status_code in (200, 404)
        if r.status_code == 200:
            assert "text/html" in r.headers["content-type"]
