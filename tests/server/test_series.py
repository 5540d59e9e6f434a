"""Series: a table can be the first game of a series to a points target (Князья's
tournament to 100); every summary and frame carries the standing, the rematch plays the
next game with the totals carried, and the series ends when a total reaches the target."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from .conftest import frame, table, wait_for

BOTS = [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]


def finished(c: TestClient, tid: str) -> dict[str, Any]:
    wait_for(lambda: c.get(f"/api/tables/{tid}").json()["status"] == "finished", 60)
    out: dict[str, Any] = c.get(f"/api/tables/{tid}").json()
    return out


def test_a_series_carries_its_totals_to_the_end(client: TestClient) -> None:
    made = table(client, seats=BOTS, series_to=60)
    tid, host = made["id"], {"X-Host-Token": made["host_token"]}
    assert client.get(f"/api/tables/{tid}").json()["series"] == {
        "to": 60,
        "games": [],
        "totals": [0, 0],
        "over": False,
        "winners": [],
    }
    totals = [0, 0]
    for n in range(1, 40):
        done = finished(client, tid)
        scores = done["scores"]
        totals = [t + s for t, s in zip(totals, scores, strict=True)]
        series = done["series"]
        assert len(series["games"]) == n and series["games"][-1] == scores
        assert series["totals"] == totals
        assert frame(client, tid)["series"] == series
        assert client.get(f"/api/tables/{tid}/replay?step=0").json()["series"] == series
        if series["over"]:
            best = max(totals)
            assert best >= 60
            assert series["winners"] == [i for i, t in enumerate(totals) if t == best]
            break
        assert series["winners"] == []
        r = client.post(f"/api/tables/{tid}/rematch", headers=host)
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        assert r.json()["series"]["games"] == series["games"]  # carried, none yet of its own
    else:
        raise AssertionError("the series never ended")
    # a rematch after the series is over starts a new one
    r = client.post(f"/api/tables/{tid}/rematch", headers=host)
    assert r.json()["series"]["games"] == [] and r.json()["series"]["to"] == 60


def test_princes_tournament_tie(client: TestClient) -> None:
    seats = [{"kind": "human"}] * 2
    for tie, over, winners in (("shared", True, [0, 1]), ("play_on", False, [])):
        made = table(client, "princes", seats=seats, series_to=100, options={"tournament_tie": tie})
        t = client.app.state.manager.tables[made["id"]]  # type: ignore[attr-defined]
        t.series["games"] = [[60, 40], [45, 65]]  # 105 each
        facts = t.series_facts()
        assert facts["totals"] == [105, 105]
        assert facts["over"] is over and facts["winners"] == winners
        t.series["games"] = [[60, 40], [45, 55]]
        assert t.series_facts()["over"] is True and t.series_facts()["winners"] == [0]


def test_a_bad_target_is_refused(client: TestClient) -> None:
    base = {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2}
    for bad in (0, -5, "x"):
        assert client.post("/api/tables", json=base | {"series_to": bad}).status_code == 422
