"""Two server processes behind one PostgreSQL, with Redis pub/sub between them: a person
playing on process A and a spectator watching on process B see the same game, move by move;
a person on B plays the same table; when A is killed, B takes the table's bot over and the
game goes on to its end (docs/server.md, "Several processes")."""

from __future__ import annotations

import asyncio
import json
import secrets
import threading
import time
from collections.abc import Coroutine
from typing import Any

import httpx2 as httpx
import pytest
import redis
from websockets.sync.client import connect

from .durability import Server, free_port


def run(coro: Coroutine[Any, Any, None]) -> None:
    """Run ``coro`` to its end on a fresh event loop in its own thread: a test worker that
    ran the browser tests before has Playwright's loop running in its main thread, where
    ``asyncio.run`` refuses to start."""
    failed: list[BaseException] = []

    def main() -> None:
        try:
            asyncio.run(coro)
        except BaseException as e:  # handed back to the test's thread
            failed.append(e)

    worker = threading.Thread(target=main)
    worker.start()
    worker.join()
    if failed:
        raise failed[0]


HUMAN = {"kind": "human"}


def redis_or_skip() -> None:
    try:
        redis.Redis(host="127.0.0.1", port=6379, socket_connect_timeout=2).ping()
    except redis.RedisError:  # pragma: no cover - the machine's Redis is a project service
        pytest.skip("no Redis on 127.0.0.1:6379")


class Watcher(threading.Thread):
    """A spectator on a WebSocket, keeping every frame it is sent."""

    def __init__(self, base: str, table_id: str) -> None:
        super().__init__(daemon=True)
        self.url = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
        self.frames: list[dict[str, Any]] = []
        self.ready = threading.Event()

    def run(self) -> None:
        try:
            with connect(self.url, max_size=None) as ws:
                ws.send(json.dumps({}))
                self.ready.set()
                for raw in ws:
                    msg = json.loads(raw)
                    if msg["type"] == "frame":
                        self.frames.append(msg)
                        if msg["status"] == "finished":
                            return
        except Exception:  # the process was killed
            return

    def at(self, seq: int) -> dict[str, Any] | None:
        return next((f for f in reversed(self.frames) if f["seq"] == seq), None)


def play_on(base: str, table_id: str, token: str, until: float, stop_at: int | None) -> int:
    """A person over HTTP on one process: first legal action at each own turn."""
    played = 0
    with httpx.Client(base_url=base, timeout=10) as c:
        while time.monotonic() < until:
            f = c.get(f"/api/tables/{table_id}/state", headers={"X-Seat-Token": token}).json()
            if f["status"] == "finished" or (stop_at is not None and f["seq"] >= stop_at):
                return played
            if f["your_turn"] and f["actions"]:
                r = c.post(
                    f"/api/tables/{table_id}/actions",
                    headers={"X-Seat-Token": token},
                    json={"seq": f["seq"], "action": f["actions"][0]["action"]},
                )
                played += r.status_code == 200
            else:
                time.sleep(0.01)
    raise AssertionError("the game did not go on")


def test_a_player_on_one_process_and_a_spectator_on_another_see_one_game(
    postgres_url: str,
) -> None:
    redis_or_skip()
    env = {"STIL_REDIS_URL": "redis://127.0.0.1:6379/0", "STIL_REDIS_PREFIX": secrets.token_hex(6)}
    a, b = Server(postgres_url, free_port(), **env), Server(postgres_url, free_port(), **env)
    a.start()
    b.start()
    try:
        with httpx.Client(base_url=a.base, timeout=10) as c:
            seats = [HUMAN, HUMAN, {"kind": "bot", "bot": "random"}]
            made = c.post(
                "/api/tables", json={"game": "cabbage", "players": 3, "seats": seats, "seed": 4}
            ).json()
            tid = made["id"]
            tokens = [s.get("token") for s in made["seats"]]
            for token in tokens[:2]:
                c.post(f"/api/tables/{tid}/join", headers={"X-Seat-Token": token})
            r = c.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
            assert r.status_code == 200
        on_a, on_b = Watcher(a.base, tid), Watcher(b.base, tid)
        for w in (on_a, on_b):
            w.start()
            assert w.ready.wait(10)
        until = time.monotonic() + 120
        # seat 0 plays on A, seat 1 on B, the bot on whichever process owns the table
        players = [
            threading.Thread(target=play_on, args=(a.base, tid, tokens[0], until, 24)),
            threading.Thread(target=play_on, args=(b.base, tid, tokens[1], until, 24)),
        ]
        for p in players:
            p.start()
        for p in players:
            p.join()
        deadline = time.monotonic() + 20
        while not (on_b.at(24) and on_a.at(24)) and time.monotonic() < deadline:
            time.sleep(0.05)
        # the spectator on B saw every move, and each the same as on A
        seen_b = sorted({f["seq"] for f in on_b.frames})
        assert seen_b[-1] >= 24 and set(range(1, 25)) <= set(seen_b), seen_b
        for seq in range(1, 25):
            fa, fb = on_a.at(seq), on_b.at(seq)
            assert fa is not None and fb is not None, seq
            assert (fb["view"], fb["to_act"], fb["board"]) == (
                fa["view"],
                fa["to_act"],
                fa["board"],
            )

        # A dies: B owns the table now (its bot moves there) and the game reaches its end
        a.kill()
        until = time.monotonic() + 120
        players = [
            threading.Thread(target=play_on, args=(b.base, tid, tokens[s], until, None))
            for s in (0, 1)
        ]
        for p in players:
            p.start()
        for p in players:
            p.join()
        with httpx.Client(base_url=b.base, timeout=10) as c:
            end = c.get(f"/api/tables/{tid}").json()
            assert end["status"] == "finished"
            r = c.get(f"/api/tables/{tid}/replay", params={"step": end["seq"]}).json()
            assert r["scores"] == end["scores"]
        on_b.join(timeout=20)
        assert on_b.frames[-1]["status"] == "finished"
    finally:
        a.stop()
        b.stop()


def test_the_unique_key_lets_one_of_two_racing_processes_store_a_move(store: str) -> None:
    """Two managers on one store, the second not yet told of the first's move: its own
    attempt at the same ``seq`` is refused (409) and changes nothing in it."""
    from stil.server.manager import ApiError, Manager

    from .conftest import settings

    async def race() -> None:
        first = Manager(settings(store))
        made, told = first.create("cabbage", 2, {}, [HUMAN, HUMAN], 7, None)
        made.status = "live"
        first._save_table(made)
        second = Manager(settings(store))
        copy = second.get(made.id)
        actor = made.state.to_act
        assert actor is not None
        token = told["seats"][actor]["token"]
        legal = [str(a) for a in made.state.legal_actions()]
        assert await first.act(made, token, 0, legal[0]) == 1
        before = copy.state.to_json()
        with pytest.raises(ApiError) as refused:
            await second.act(copy, token, 0, legal[-1])
        assert refused.value.status == 409 and "another move came first" in refused.value.detail
        assert copy.seq == 0 and copy.state.to_json() == before
        await first.close()
        await second.close()

    run(race())


def test_a_table_has_one_owner_and_another_takes_it_when_the_owner_goes(
    postgres_url: str,
) -> None:
    from sqlalchemy import create_engine

    from stil.server.bus import Bus

    engines = [create_engine(postgres_url) for _ in range(2)]
    a, b = (Bus("redis://127.0.0.1:6379/0", "own-test", e) for e in engines)
    try:
        for bus in (a, b):
            bus.owner_connection = bus.engine.connect()
        assert a.try_own("t1") and a.owns("t1")
        assert not b.try_own("t1") and not b.owns("t1")
        assert b.try_own("t2")  # another table, another lock
        assert a.owner_connection is not None
        a.owner_connection.invalidate()  # the process is gone: its session and locks too
        deadline = time.monotonic() + 10  # the server ends the session a moment later
        while not b.try_own("t1"):
            assert time.monotonic() < deadline, "the lock outlived its session"
            time.sleep(0.05)
        b.release("t1")
        assert not b.owns("t1")
    finally:
        for e in engines:
            e.dispose()


def test_a_person_connected_to_another_process_keeps_the_seat(postgres_url: str) -> None:
    """The abandon timer of a process counts the seat's connections on every process."""
    redis_or_skip()
    from stil.server.manager import LIVE, Manager, Subscriber

    from .conftest import settings

    async def nowhere(frame: dict[str, Any]) -> None:
        return None

    async def scenario() -> None:
        s = settings(
            postgres_url,
            abandon_after=0.3,
            redis_url="redis://127.0.0.1:6379/0",
            redis_prefix=secrets.token_hex(6),
        )
        a, b = Manager(s), Manager(s)
        table, _ = a.create("cabbage", 2, {}, [HUMAN, HUMAN], 3, None)
        table.status = LIVE
        a._save_table(table)
        copy = b.get(table.id)
        on_b = Subscriber(nowhere, 0, "en")
        await b.subscribe(copy, on_b)
        on_a = Subscriber(nowhere, 0, "en")
        await a.subscribe(table, on_a)
        await a.unsubscribe(table, on_a)  # gone from A, still on B
        await asyncio.sleep(0.8)
        assert not table.seats[0].replaced
        await b.unsubscribe(copy, on_b)  # gone everywhere
        await asyncio.sleep(0.8)
        assert copy.seats[0].replaced
        await a.close()
        await b.close()

    run(scenario())
