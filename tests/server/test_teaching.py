"""Hints and reviews over HTTP (issue 42): allowed or not, whose decision, spectators,
the seat's bucket, the count in the summary and frames; a finished table's review (202
while computed, then every seat's chances and each person's moments), kept in the store."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

from stil.server import teaching
from stil.server.app import create_app
from stil.server.thinking import Bots
from tests.server.conftest import frame, seat, settings, table

#: seconds a test asks for one hint before it gives up: each ask waits the bots' budget
#: and grace, then is told to come back, and a loaded machine's search, at the workers'
#: lower priority, may take several
PATIENCE = 180.0


def _to_act(c: TestClient, made: dict[str, Any]) -> tuple[int, str, str]:
    """The seat whose decision is pending, its token and the other person's token."""
    tokens = {s["seat"]: s["token"] for s in made["seats"] if s["kind"] == "human"}
    now = c.get(f"/api/tables/{made['id']}").json()["to_act"]
    other = next(t for s, t in tokens.items() if s != now)
    return now, tokens[now], other


def _hint(c: TestClient, tid: str, token: str, **params: str) -> Any:
    """Ask as the web client does: told to come back (503) while the search still thinks,
    come back after ``Retry-After``; the first other answer."""
    deadline = time.monotonic() + PATIENCE
    while True:
        r = c.get(f"/api/tables/{tid}/hint", headers=seat(token), params=params)
        if r.status_code != 503 or time.monotonic() > deadline:
            return r
        time.sleep(float(r.headers["Retry-After"]))


def test_a_hint_where_the_host_allowed_them(store: str) -> None:
    with TestClient(create_app(settings(store))) as c:
        made = table(c, hints=True)
        tid = made["id"]
        summary = c.get(f"/api/tables/{tid}").json()
        assert summary["hints"] is True and summary["hints_used"] == [0, 0]
        now, token, other = _to_act(c, made)
        before = frame(c, tid, token, lang="uk")
        assert before["hints"] is True and before["hints_used"] == [0, 0]

        r = _hint(c, tid, token, lang="uk")
        assert r.status_code == 200, r.text
        said = r.json()
        offered = {a["action"]: a["text"] for a in before["actions"]}
        assert said["action"] in offered and said["text"] == offered[said["action"]]
        assert said["reason"] is None or isinstance(said["reason"], str)
        assert said["labels"]["hint"] == "Підказка"

        # the other seat, a spectator and a wrong token get no hint
        assert c.get(f"/api/tables/{tid}/hint", headers=seat(other)).status_code == 409
        assert c.get(f"/api/tables/{tid}/hint").status_code == 403
        assert c.get(f"/api/tables/{tid}/hint", headers=seat("nope")).status_code == 403

        # asked again at the same decision: the same hint, not counted again
        again = c.get(f"/api/tables/{tid}/hint", headers=seat(token), params={"lang": "uk"})
        assert again.status_code == 200 and again.json() == said
        used = [0, 0]
        used[now] = 1
        assert c.get(f"/api/tables/{tid}").json()["hints_used"] == used
        assert frame(c, tid, other)["hints_used"] == used


def test_no_hint_where_the_host_did_not_allow_them(store: str) -> None:
    with TestClient(create_app(settings(store))) as c:
        made = table(c)
        summary = c.get(f"/api/tables/{made['id']}").json()
        assert summary["hints"] is False and summary["hints_used"] is None
        assert frame(c, made["id"])["hints"] is False
        _, token, _ = _to_act(c, made)
        r = c.get(f"/api/tables/{made['id']}/hint", headers=seat(token))
        assert r.status_code == 403 and "hint" in r.json()["detail"]


def test_hints_draw_from_the_seats_action_bucket(store: str) -> None:
    with TestClient(create_app(settings(store, action_burst=2, action_rate=0.01))) as c:
        made = table(c, hints=True)
        _, token, _ = _to_act(c, made)
        for _ in range(2):  # a hint, or (the search still thinking) told to come back
            first = c.get(f"/api/tables/{made['id']}/hint", headers=seat(token))
            assert first.status_code in (200, 503), first.text
        again = c.get(f"/api/tables/{made['id']}/hint", headers=seat(token))
        assert again.status_code == 429 and "Retry-After" in again.headers


def _slow_hint(job: teaching.HintJob) -> dict[str, Any]:
    """In a worker: a hint whose search takes longer than its asker waits."""
    time.sleep(1.5)
    return teaching.think_hint(job)


def test_a_hint_thought_past_the_wait_is_kept_for_the_next_ask(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the request waits the bots' budget and grace (here 0.3 s); the search takes 1.5 s
    # more: the first ask is told to come back, the search goes on, and the next ask
    # gets its answer, counted once, when it is given
    monkeypatch.setattr(teaching, "think_hint", _slow_hint)
    monkeypatch.setattr(Bots, "GRACE", 0.0)
    with TestClient(create_app(settings(store, bot_budget=0.3))) as c:
        made = table(c, hints=True)
        tid = made["id"]
        now, token, _ = _to_act(c, made)
        first = c.get(f"/api/tables/{tid}/hint", headers=seat(token))
        assert first.status_code == 503, first.text
        assert first.headers["Retry-After"] == str(teaching.HINT_RETRY)
        assert c.get(f"/api/tables/{tid}").json()["hints_used"] == [0, 0]
        r = _hint(c, tid, token)
        assert r.status_code == 200, r.text
        used = [0, 0]
        used[now] = 1
        assert c.get(f"/api/tables/{tid}").json()["hints_used"] == used
        again = c.get(f"/api/tables/{tid}/hint", headers=seat(token))
        assert again.status_code == 200 and again.json() == r.json()
        assert c.get(f"/api/tables/{tid}").json()["hints_used"] == used


def _finish(c: TestClient, made: dict[str, Any], token: str) -> None:
    """The person plays the first action offered until the game ends (a bot plays the
    other seat)."""
    tid = made["id"]
    for _ in range(2000):
        f = frame(c, tid, token)
        if f["status"] == "finished":
            return
        if f["actions"]:
            r = c.post(
                f"/api/tables/{tid}/actions",
                headers=seat(token),
                json={"seq": f["seq"], "action": f["actions"][0]["action"]},
            )
            assert r.status_code in (200, 409), r.text
        else:
            time.sleep(0.01)
    raise AssertionError("the game did not end")


def test_a_finished_tables_review_is_computed_once_and_kept(store: str) -> None:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]
    made = table_id = None
    with TestClient(create_app(settings(store, action_burst=10_000))) as c:
        made = table(c, seats=seats, seed=11)
        table_id = made["id"]
        token = made["seats"][0]["token"]
        assert c.get(f"/api/tables/{table_id}/review").status_code == 409  # still live
        _finish(c, made, token)
        r = c.get(f"/api/tables/{table_id}/review", params={"lang": "ru"})
        assert r.status_code == 202 and r.headers["Retry-After"]
        for _ in range(600):
            r = c.get(f"/api/tables/{table_id}/review", params={"lang": "ru"})
            if r.status_code == 200:
                break
            assert r.status_code == 202
            time.sleep(0.1)
        assert r.status_code == 200, r.text
        review = r.json()
        steps = c.get(f"/api/tables/{table_id}").json()["seq"]
        assert [s["seat"] for s in review["seats"]] == [0, 1]
        assert review["estimated"] is True and review["by"] == "evaluation"
        assert all(len(s["chances"]) == steps + 1 for s in review["seats"])
        assert review["labels"]["review"] == "Разбор партии"
        assert 1 <= len(review["moments"]) <= 3
        for m in review["moments"]:
            assert m["seat"] == 0  # the person's only: the bot has no moments
            assert m["played_text"] and m["better_text"] and m["drop"] > 0 and m["kept"] >= 0
            assert set(m) >= {"seat", "step", "played", "better", "drop", "kept"}
    # another server on the same store: the review is read back, not computed again
    with TestClient(create_app(settings(store))) as c:
        again = c.get(f"/api/tables/{table_id}/review", params={"lang": "ru"})
        assert again.status_code == 200 and again.json() == review


def test_reviews_share_one_turn_of_the_search_pool_and_wait_their_place(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stranger asking for the reviews of many finished tables gets them in one fairness
    key of the pool (one table's share, beside the live tables' bots), one thinking at a
    time, and no more than ``REVIEWS_AT_ONCE`` are started: the rest are told to ask again."""
    from stil.server import teaching

    with TestClient(create_app(settings(store, action_burst=10_000))) as client:
        m = client.app.state.manager  # type: ignore[attr-defined]
        keys: list[str] = []
        never = asyncio.Event()

        async def run(key: str, *rest: Any, **kw: Any) -> Any:
            keys.append(key)
            await never.wait()  # still thinking

        monkeypatch.setattr(m.bots.search, "run", run)
        monkeypatch.setattr(teaching, "REVIEWS_AT_ONCE", 2)
        seats = [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]
        finished = []
        for seed in (11, 12, 13):
            made = table(client, seats=seats, seed=seed)
            _finish(client, made, made["seats"][0]["token"])
            finished.append(made["id"])
        for table_id in finished:
            assert client.get(f"/api/tables/{table_id}/review").status_code == 202
        time.sleep(0.2)
        # two started, the second waiting for the first to finish thinking; the third not
        assert keys == [teaching.REVIEW_KEY]
        assert len(teaching.reviews(m).running) == 2
