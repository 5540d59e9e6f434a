"""Turn-based tables: a time per move of hours or days, nobody needs the page open, the
stand-in bot moves when it runs out, and the clock's deadline outlives a restart."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from stil.server.app import create_app

from .conftest import frame, seat, settings, table, wait_for

QUICK = {"min_move_time": 0.5}


def test_made_and_shown(client: TestClient) -> None:
    made = table(client, turn_based=True, move_time=86400)
    summary = client.get(f"/api/tables/{made['id']}").json()
    assert summary["turn_based"] is True and summary["move_time"] == 86400
    f = frame(client, made["id"])
    assert f["turn_based"] is True and f["move_time"] == 86400
    assert abs(f["deadline"] - (time.time() + 86400)) < 60


def test_bad_settings_are_refused(client: TestClient) -> None:
    base: dict[str, Any] = {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2}
    for extra in (
        {"move_time": 3600},  # without turn_based
        {"turn_based": True, "turn_timer": 30},
        {"turn_based": True, "move_time": 1},  # shorter than min_move_time (600 s here)
        {"turn_based": True, "move_time": 10**9},
    ):
        r = client.post("/api/tables", json=base | extra)
        assert r.status_code == 400, (extra, r.text)
    assert client.get("/api/tables").json() == []


def test_out_of_time_the_stand_in_moves_and_nobody_is_replaced(store: str) -> None:
    with TestClient(create_app(settings(store, abandon_after=0.2, **QUICK))) as c:
        made = table(c, turn_based=True, move_time=1.0)
        tid = made["id"]
        before = frame(c, tid)
        wait_for(lambda: frame(c, tid)["seq"] > before["seq"], 30)
        # ... and the log says so
        notes = [e for e in frame(c, tid)["events"] if e.get("timer")]
        assert notes and "Time ran out" in notes[0]["text"]
        after = c.get(f"/api/tables/{tid}").json()
        # nobody connected for far longer than abandon_after, yet both seats are theirs
        assert not any(s["replaced"] for s in after["seats"])


def test_the_deadline_survives_a_restart(store: str) -> None:
    with TestClient(create_app(settings(store, **QUICK))) as c:
        made = table(c, turn_based=True, move_time=3600)
        tid = made["id"]
        deadline = frame(c, tid)["deadline"]
        time.sleep(0.3)  # the deadline is stored off the loop
    time.sleep(0.2)
    with TestClient(create_app(settings(store, **QUICK))) as c:
        assert frame(c, tid)["deadline"] == deadline


def test_a_deadline_that_passed_while_down_is_played_at_once(store: str) -> None:
    with TestClient(create_app(settings(store, **QUICK))) as c:
        made = table(c, turn_based=True, move_time=4.0)
        tid = made["id"]
        seq = frame(c, tid)["seq"]
        time.sleep(0.3)
    time.sleep(4.0)
    with TestClient(create_app(settings(store, **QUICK))) as c:
        start = time.monotonic()
        wait_for(lambda: frame(c, tid)["seq"] > seq, 10)
        assert time.monotonic() - start < 3.0  # not a fresh four seconds
        # a person's move resets the clock to a whole move_time
        f = frame(c, tid)
        if f["to_act"] is not None:
            token = made["seats"][f["to_act"]]["token"]
            mine = frame(c, tid, token)
            r = c.post(
                f"/api/tables/{tid}/actions",
                json={"seq": mine["seq"], "action": mine["actions"][0]["action"]},
                headers=seat(token),
            )
            assert r.status_code == 200, r.text
            assert frame(c, tid)["deadline"] > time.time() + 1.0


def test_a_turn_based_table_leaves_memory_and_its_clock_still_runs(store: str) -> None:
    """A table waiting days for a person need not stay in memory: it leaves like any idle
    table, and is loaded again shortly before its stored deadline, when the stand-in moves
    on time."""
    from sqlalchemy import func, select
    from sqlalchemy.orm import Session

    from stil.server import db

    with TestClient(create_app(settings(store, idle_after=0.2, **QUICK))) as c:
        made = table(c, turn_based=True, move_time=6.0)
        tid = made["id"]
        manager = c.app.state.manager  # type: ignore[attr-defined]
        deadline = frame(c, tid)["deadline"]

        def stored() -> int:
            with Session(manager.engine) as session:
                q = select(func.count()).select_from(db.ActionRow)
                return int(session.scalar(q.where(db.ActionRow.table_id == tid)) or 0)

        before = stored()
        wait_for(lambda: tid not in manager.tables, 10)  # idle: it left memory
        wait_for(lambda: stored() > before, 20)  # ... and still the stand-in moved
        assert time.time() >= deadline - 0.5
