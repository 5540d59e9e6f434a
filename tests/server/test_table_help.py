"""Issue 39, the server's side of a table that helps: undo, confirm marks, forced answers
answered by the server (timing-blind), and the turn timer saying what it did."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

import stil
from stil.server.app import create_app
from tests.server.conftest import frame, seat, settings, table, wait_for

#: a custom deal of Князья for two where seat 0 moves first and holds Батый
BATU_SEED = 38


def _frames(c: TestClient, made: dict[str, Any], lang: str = "uk") -> list[str]:
    """Every seat's frame and the spectator's, as the bytes a client gets (without the
    board, drawn apart)."""
    out = []
    for s in [*made["seats"], None]:
        token = s["token"] if s else None
        r = c.get(
            f"/api/tables/{made['id']}/state",
            headers=seat(token) if token else {},
            params={"lang": lang, "board": "0"},
        )
        assert r.status_code == 200, r.text
        out.append(r.text)
    return out


def _act(c: TestClient, made: dict[str, Any], who: int, action: str) -> int:
    token = made["seats"][who]["token"]
    seq = frame(c, made["id"], token)["seq"]
    r = c.post(
        f"/api/tables/{made['id']}/actions",
        json={"seq": seq, "action": action},
        headers=seat(token),
    )
    assert r.status_code == 200, r.text
    return int(r.json()["seq"])


def _undo(c: TestClient, made: dict[str, Any], who: int, seq: int, lang: str = "en") -> Any:
    return c.post(
        f"/api/tables/{made['id']}/undo",
        json={"seq": seq},
        headers=seat(made["seats"][who]["token"]),
        params={"lang": lang},
    )


def test_batu_is_confirmed_and_taken_back_byte_for_byte(store: str) -> None:
    url = store
    with TestClient(create_app(settings(url))) as c:
        made = table(c, "princes", 2, seed=BATU_SEED)
        mine = frame(c, made["id"], made["seats"][0]["token"])
        marks = {a["action"]: a.get("confirm", False) for a in mine["actions"]}
        assert marks == {"draw": False, "batu": True}  # Батый starts the final round
        before = _frames(c, made) + _frames(c, made, "en")
        seq = _act(c, made, 0, "batu")
        assert _frames(c, made) != before[:3]
        r = _undo(c, made, 0, seq)
        assert r.status_code == 200, r.text
        assert r.json() == {"seq": seq - 1}
        assert _frames(c, made) + _frames(c, made, "en") == before
    # the store holds the table as it was: a restart rebuilds it so
    with TestClient(create_app(settings(url))) as c:
        assert _frames(c, made) + _frames(c, made, "en") == before
        # and the seat may play on from there
        assert _act(c, made, 0, "draw") == seq


def test_undo_is_refused_with_its_reason_in_the_page_language(client: TestClient) -> None:
    made = table(client, "princes", 2, seed=BATU_SEED)
    seq = _act(client, made, 0, "draw")  # a drawn card is never taken back
    r = _undo(client, made, 0, seq, "uk")
    assert r.status_code == 409
    assert "взяту карту не повертають" in r.json()["detail"]
    r = client.post(
        f"/api/tables/{made['id']}/undo",
        json={"seq": seq},
        headers=seat(made["seats"][0]["token"]) | {"Accept-Language": "ru-RU,ru;q=0.9"},
    )
    assert r.status_code == 409 and "взятую карту не возвращают" in r.json()["detail"]
    r = _undo(client, made, 0, seq - 1, "en")  # stale
    assert r.status_code == 409 and "moved on" in r.json()["detail"]
    r = _undo(client, made, 1, seq, "en")  # not seat 1's move
    assert r.status_code == 409 and "Someone else" in r.json()["detail"]
    assert frame(client, made["id"])["seq"] == seq  # nothing changed


def _offered(c: TestClient, made: dict[str, Any], who: int | None) -> bool:
    token = made["seats"][who]["token"] if who is not None else None
    undo: bool = frame(c, made["id"], token)["undo"] if token else frame(c, made["id"])["undo"]
    return undo


def test_the_movers_frame_offers_undo_only_where_it_would_be_taken(client: TestClient) -> None:
    """A quiet move (Батый) is offered back in the mover's own frame, once checked; a draw
    never is (the page does not offer what the server would refuse); no other seat's frame
    and no spectator's ever offers undo."""
    made = table(client, "princes", 2, seed=BATU_SEED)
    assert not any(_offered(client, made, w) for w in (0, 1, None))
    _act(client, made, 0, "batu")
    wait_for(lambda: _offered(client, made, 0), 10)
    assert not _offered(client, made, 1) and not _offered(client, made, None)
    seq = frame(client, made["id"])["seq"]
    assert _undo(client, made, 0, seq).status_code == 200
    assert not any(_offered(client, made, w) for w in (0, 1, None))
    # a drawn card: the check runs (and is kept for an ask), and nothing is offered
    seq = _act(client, made, 0, "draw")
    runtime = client.app.state.manager.runtime(client.app.state.manager.tables[made["id"]])
    wait_for(
        lambda: (
            runtime.loud_seen is not None
            and runtime.loud_seen[1].done()
            and runtime.loud_seen[1].result() == "hidden"
        ),
        10,
    )
    assert not any(_offered(client, made, w) for w in (0, 1, None))
    assert _undo(client, made, 0, seq).status_code == 409


def test_each_game_marks_its_weighty_moves(client: TestClient) -> None:
    made = table(client, "kingdoms", 2, seed=3)
    f = frame(client, made["id"], made["seats"][0]["token"])
    who = f["to_act"]
    mine = frame(client, made["id"], made["seats"][who]["token"])
    marks = {a["action"]: a.get("confirm", False) for a in mine["actions"]}
    assert marks["retreat"] is True  # out until the end of the age
    assert not any(v for k, v in marks.items() if k != "retreat")


def test_undo_after_someone_else_moved_is_refused(client: TestClient) -> None:
    made = table(client, "kingdoms", 2, seed=3)
    f = frame(client, made["id"], made["seats"][0]["token"])
    who = f["to_act"]
    # a quiet move of the first seat (a retreat: no card drawn, no chance)
    seq = _act(client, made, who, "retreat")
    other = frame(client, made["id"], made["seats"][1 - who]["token"])
    if other["to_act"] == 1 - who and other["actions"]:
        seq = _act(client, made, 1 - who, other["actions"][0]["action"])
        r = _undo(client, made, who, seq)
        assert r.status_code == 409


def test_undo_over_the_socket(client: TestClient) -> None:
    made = table(client, "princes", 2, seed=BATU_SEED)
    token = made["seats"][0]["token"]
    with client.websocket_connect(f"/ws/tables/{made['id']}?board=0&lang=en") as ws:
        ws.send_json({"token": token})
        first = ws.receive_json()
        ws.send_json({"type": "action", "seq": first["seq"], "action": "batu"})
        after = ws.receive_json()
        assert after["seq"] == first["seq"] + 1
        if not after["undo"]:  # the check came after the move's frame: its own frame
            offered = ws.receive_json()
            assert offered["seq"] == after["seq"] and offered["undo"] is True
        ws.send_json({"type": "undo", "seq": after["seq"]})
        back = ws.receive_json()
        assert back == first
        ws.send_json({"type": "undo", "seq": back["seq"]})
        refused = ws.receive_json()
        assert refused["type"] == "error" and refused["undo"] is True


# -- forced answers ---------------------------------------------------------------------------
def _forced_seed() -> int:
    """A Князья deal for two where seat 0's first decision is forced (only "draw")."""
    g = stil.game("princes")
    for s in range(500):
        st = g.new(2, seed=s)
        if st.to_act == 0 and len(st.legal_actions()) == 1:
            return s
    raise AssertionError("no such deal")


def test_a_forced_decision_is_answered_by_the_server_and_never_shown(store: str) -> None:
    with TestClient(create_app(settings(store, auto_answer=True, bot_delay=0.5))) as c:
        made = table(c, "princes", 2, seed=_forced_seed())
        token = made["seats"][0]["token"]
        seen = []
        with c.websocket_connect(f"/ws/tables/{made['id']}?board=0") as ws:
            ws.send_json({"token": token})
            while True:
                f = ws.receive_json()
                seen.append(f)
                if f["your_turn"]:
                    break
        for f in seen:
            assert len(f["actions"]) != 1  # a single legal action is never asked
        assert seen[0]["auto"] == {"action": "draw", "text": seen[0]["auto"]["text"]}
        assert seen[-1]["seq"] >= 1 and seen[-1]["auto"] is None


def _neigh_case(has_neigh: bool) -> tuple[int, str]:
    """A unicorns deal for three (with two, each hand starts with a Neigh) where seat 0's
    first action phase may play a card that opens a Neigh window for seat 1, who holds a
    Neigh (``has_neigh``) or not; the action."""
    g = stil.game("unicorns")
    for s in range(2000):
        st = g.new(3, seed=s)
        while not st.is_over and not (st.to_act == 0 and st.decision.kind == "action"):
            st.apply(st.legal_actions()[0])
        for a in st.legal_actions():
            if a.name != "play":
                continue
            after = st.clone()
            after.apply(a)
            if after.to_act != 1 or after.decision.kind != "respond":
                continue
            forced = len(after.legal_actions()) == 1
            if forced != has_neigh:
                return s, str(a)
    raise AssertionError("no such deal")


def _reach_action(c: TestClient, made: dict[str, Any]) -> None:
    """Both seats answer whatever comes first until seat 0's action phase."""
    for _ in range(50):
        f0 = frame(c, made["id"], made["seats"][0]["token"])
        if f0["your_turn"] and f0["view"]["decision"]["kind"] == "action":
            return
        for who in (0, 1, 2):
            f = frame(c, made["id"], made["seats"][who]["token"])
            if f["your_turn"]:
                _act(c, made, who, f["actions"][0]["action"])
                break
        else:
            time.sleep(0.02)
    raise AssertionError("seat 0's action phase never came")


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
def test_a_forced_answer_comes_when_a_considered_one_would(store: str) -> None:
    """Seat 1's answer to a Neigh window reaches the others ``bot_delay`` after the window
    opened, whether its hand held a Neigh (and it answered at once) or not (the server
    answered for it): the time says nothing about the hand."""
    delay = 1.2
    times = {}
    for has_neigh in (True, False):
        seed, play = _neigh_case(has_neigh)
        with TestClient(create_app(settings(store, auto_answer=True, bot_delay=delay))) as c:
            made = table(c, "unicorns", 3, seed=seed)
            _reach_action(c, made)
            with c.websocket_connect(f"/ws/tables/{made['id']}?board=0") as ws:
                ws.send_json({})  # a spectator
                start = ws.receive_json()["seq"]
                _act(c, made, 0, play)
                opened = time.monotonic()
                f = ws.receive_json()
                assert f["seq"] == start + 1 and f["to_act"] == 1
                if has_neigh:  # a considered answer, sent at once
                    mine = frame(c, made["id"], made["seats"][1]["token"])
                    assert mine["auto"] is None and len(mine["actions"]) > 1
                    _act(c, made, 1, "pass")
                else:
                    mine = frame(c, made["id"], made["seats"][1]["token"])
                    assert mine["auto"] is not None and mine["actions"] == []
                f = ws.receive_json()
                times[has_neigh] = time.monotonic() - opened
                assert f["seq"] == start + 2
    # measured from when the mover's request came back (a little after the window opened):
    # neither answer comes early (the server holds both to the delay: the bound that
    # carries the fairness), and neither comes so late that a busy machine explains it
    for took in times.values():
        assert delay - 0.25 <= took <= delay + 1.0, times
    assert abs(times[True] - times[False]) < delay / 2, times


# -- the timer ----------------------------------------------------------------------------------
@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
def test_the_timer_says_a_bot_moved(store: str) -> None:
    with TestClient(create_app(settings(store))) as c:
        seats = [{"kind": "human"}, {"kind": "human"}]
        r = c.post(
            "/api/tables", json={"game": "cabbage", "players": 2, "seats": seats, "turn_timer": 0.3}
        )
        made = r.json()
        for s, name in zip(made["seats"], ("Оля", "Петро"), strict=True):
            r = c.post(
                f"/api/tables/{made['id']}/join", headers=seat(s["token"]), json={"name": name}
            )
            assert r.status_code == 200, r.text
        r = c.post(f"/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]})
        assert r.status_code == 200, r.text
        first = frame(c, made["id"])["to_act"]
        wait_for(lambda: frame(c, made["id"])["seq"] >= 1, timeout=10)
        name = ("Оля", "Петро")[first]
        said = {
            "uk": f"Час вийшов — бот зробив хід за {name}",
            "ru": f"Время вышло — бот сходил за {name}",
            "en": f"Time ran out — a bot moved for {name}",
        }
        for lang, text in said.items():
            for who in (None, 0, 1):
                token = made["seats"][who]["token"] if who is not None else None
                f = frame(c, made["id"], token, lang)
                notes = [e for e in f["events"] if e.get("timer")]
                assert notes and notes[0]["text"] == text, json.dumps(
                    f["events"], ensure_ascii=False
                )
                assert notes[0]["i"] == "timer-0"


# -- kingdoms: colours with names ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "yellow", "red"),
    [("uk", "Жовті (Оля)", "Червоні (Петро)"), ("ru", "Жёлтые (Оля)", "Красные (Петро)"),
     ("en", "Yellow (Оля)", "Red (Петро)")],
)  # fmt: skip
def test_kingdoms_log_names_the_person_beside_each_colour(lang: str, yellow: str, red: str) -> None:
    from stil.server import frames

    g = stil.game("kingdoms")
    s = g.new(2, seed=3)
    for _ in range(12):
        s.apply(s.legal_actions()[0])
    names = ["Оля", "Петро"]
    f = frames.build("kingdoms", s, 0, lang, ["human", "human"], True, False, names=names)
    lines = " | ".join(e["text"] for e in f["events"])
    assert yellow in lines and red in lines, lines
    assert "panda (" not in lines  # "Red panda" is a card, not a side
    assert "((" not in lines and ") (" not in lines  # named once
    assert f["names"][0] == {"uk": "Оля (жовті)", "ru": "Оля (жёлтые)", "en": "Оля (yellow)"}[lang]


# -- catboxes for a first game ------------------------------------------------------------------
def test_catboxes_marks_the_placements_that_allow_a_cat_and_says_how_near_the_end_is() -> None:
    from stil.core.moves import hints
    from stil.server import frames

    g = stil.game("catboxes")
    said: dict[str, set[str]] = {"uk": set(), "ru": set(), "en": set()}
    marked = unmarked = 0
    s = g.new(3, seed=4)
    step = 0
    while not s.is_over:
        legal = s.legal_actions()
        for action, hint in zip(legal, hints(s, legal), strict=True):
            if action.name != "place" or s.phase == "setup":
                continue
            after = s.clone()
            after.apply(action)
            cat = after.step == "cat" and after.current == s.current
            assert hint.get("cat", False) == cat, action
            marked += cat
            unmarked += not cat
        for lang in said:
            f = frames.build("catboxes", s, s.to_act, lang, ["human"] * 3, True, False,
                             names=["Оля", "Петро", "Іра"])  # fmt: skip
            if f["progress"]:
                said[lang].add(f["progress"])
            assert [a.get("cat", False) for a in f["actions"]] == [
                h.get("cat", False) for h in hints(s, legal)
            ]
        s.apply(legal[step % len(legal)])
        step += 1
    assert marked and unmarked
    assert any("Оля" in p or "Петро" in p or "Іра" in p for p in said["uk"]), said
    assert any(p.startswith("Кінець гри") for p in said["uk"]), said
    assert any(p.startswith("Конец игры") for p in said["ru"]), said
    assert any(p.startswith("The end") for p in said["en"]), said


def test_catboxes_progress_counts_the_cats_placed_of_five() -> None:
    from stil.core import Observation
    from stil.games.catboxes import render

    data = {
        "over": False,
        "phase": "play",
        "ending": False,
        "placed": [4, 1],
        "supply": [1, 4],
        "options": {"fifth_cat_trigger": "fifth_placement"},
        "deck": 30,
        "players": 2,
    }
    obs = Observation("catboxes", 0, data)
    name = render.player(0, "en")
    assert (
        render.progress(obs, "en") == f"{name} has placed 4 of 5 cats — the last one starts the end"
    )
    assert render.progress(obs, "uk").endswith("викладено 4 з 5 котів — останній почне кінець гри")
    data["placed"] = [2, 1]
    assert render.progress(obs, "ru") is None


def test_asking_undo_again_checks_the_move_once(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The replay in 24 worlds runs once per action: a seat asking again and again (within
    its bucket) cannot make the server replay the game at every ask, nor can an ask that
    comes while the check after the move still runs (a slow check: a loaded machine)."""
    from stil.server import runtime

    checks = []
    real = runtime.loud

    def counted(*args: Any) -> Any:
        checks.append(args)
        time.sleep(0.5)
        return real(*args)

    monkeypatch.setattr(runtime, "loud", counted)
    made = table(client, "princes", 2, seed=BATU_SEED)
    seq = _act(client, made, 0, "draw")
    for _ in range(3):
        r = _undo(client, made, 0, seq, "en")
        assert r.status_code == 409
    assert len(checks) == 1
