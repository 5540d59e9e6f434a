"""Nobody can stall a table (issue 16): a slow or silent client holds up nobody, the store
is written before memory (a failed or locked store refuses with 503 and changes nothing),
no table waits for ever for people who are gone, every decision gets its own turn timer, a
commit is never applied twice, a failing bot or clock is replaced by the random bot, and
idle tables leave memory."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import itertools
import sqlite3
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.exc import OperationalError

from stil.server.app import create_app
from stil.server.manager import FINISHED, LIVE, OPEN, ApiError, Manager, Subscriber, Table

from .conftest import frame, seat, settings, wait_for
from .test_scale import run

HUMAN = {"kind": "human"}
RANDOM = {"kind": "bot", "bot": "random"}


def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path}/stil.db"


async def live(m: Manager, seats: list[dict[str, Any]], **kw: Any) -> tuple[Table, dict[str, Any]]:
    """A table every person has joined, started; returns it and its creation answer."""
    t, told = m.create("cabbage", len(seats), {}, seats, kw.pop("seed", 5), kw.pop("timer", None))
    for s in told["seats"]:
        if "token" in s:
            await m.join(t, s["token"], None)
    await m.start(t, told["host_token"])
    return t, told


def token_of(told: dict[str, Any], seat_no: int) -> str:
    token: str = told["seats"][seat_no]["token"]
    return token


async def until(check: Callable[[], bool], timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, "timed out"
        await asyncio.sleep(0.01)


class Recorder:
    """A client that keeps what it is sent; ``stuck`` makes every send wait for ever (a
    client that never reads)."""

    def __init__(self, stuck: bool = False) -> None:
        self.got: list[dict[str, Any]] = []
        self.stuck = stuck
        self.closed = False

    async def send(self, message: dict[str, Any]) -> None:
        if self.stuck:
            await asyncio.Event().wait()
        self.got.append(message)

    async def close(self) -> None:
        self.closed = True

    def frames(self) -> list[int]:
        return [m["seq"] for m in self.got if m["type"] == "frame"]


# -- finding 3: no client slows a table down ------------------------------------------------
def test_a_connect_sends_frames_to_that_connection_only(tmp_path: Path) -> None:
    """Fails on the previous code: every connect sent every connected client a frame
    (N spectators connecting cost N²/2 frames)."""

    async def scenario() -> None:
        m = Manager(settings(sqlite_url(tmp_path)))
        t, told = await live(m, [HUMAN, HUMAN])
        first = Recorder()
        await m.subscribe(t, Subscriber(first.send, None, "en"))
        others = [Recorder() for _ in range(10)]
        for r in others:
            await m.subscribe(t, Subscriber(r.send, None, "en"))
        await until(lambda: all(len(r.got) == 1 for r in others))
        await asyncio.sleep(0.05)
        assert first.frames() == [0]  # nobody else's connect reached it
        actor = t.state.to_act
        assert actor is not None
        await m.act(t, token_of(told, actor), 0, str(t.state.legal_actions()[0]))
        await until(lambda: all(r.frames() == [0, 1] for r in [first, *others]))
        await m.close()

    run(scenario())


def test_a_client_that_never_reads_holds_up_nobody(tmp_path: Path) -> None:
    """Fails on the previous code: the table awaited each client's send in turn, so the
    person's action never came back while a client did not read."""

    async def scenario() -> None:
        m = Manager(settings(sqlite_url(tmp_path), send_timeout=0.5, send_queue=4))
        t, told = await live(m, [HUMAN, HUMAN])
        silent, honest = Recorder(stuck=True), Recorder()
        await m.subscribe(t, Subscriber(silent.send, None, "en", close=silent.close))
        for _ in range(20):  # spectators coming and going: frames for themselves only
            r = Recorder()
            sub = Subscriber(r.send, None, "en")
            await m.subscribe(t, sub)
            await m.unsubscribe(t, sub)
        await m.subscribe(t, Subscriber(honest.send, None, "en"))
        for seq in range(3):
            actor = t.state.to_act
            assert actor is not None
            legal = str(t.state.legal_actions()[0])
            await asyncio.wait_for(m.act(t, token_of(told, actor), seq, legal), 5)
            await asyncio.wait_for(until(lambda s=seq: s + 1 in honest.frames()), 5)
        # the silent one fell behind its send timeout: closed, it would reconnect
        await until(lambda: silent.closed, 5)
        assert all(s.send != silent.send for s in t.subscribers)
        await m.close()

    run(scenario())


def test_a_silent_websocket_and_many_connects_do_not_delay_a_real_server(tmp_path: Path) -> None:
    """The attack of finding 3 on a real ``stil serve``: a WebSocket with a tiny receive
    buffer that never reads, then 150 spectators connecting one after another; each still
    gets its frame, an honest spectator gets every frame and a person's action is answered,
    each well within a generous bound. Fails on the previous code (the spectators' first
    frames never came: the server was stuck sending to the silent one)."""
    import base64
    import json
    import os
    import socket
    import threading

    import httpx2 as httpx
    from websockets.sync.client import connect

    from .durability import Server, free_port

    server = Server(sqlite_url(tmp_path), free_port(), STIL_SEND_TIMEOUT="1", STIL_SEND_QUEUE="8")
    server.start()
    silent = socket.socket()
    try:
        with httpx.Client(base_url=server.base, timeout=30) as c:
            body = {"game": "kingdoms", "players": 2, "seats": [HUMAN, HUMAN]}
            made = c.post("/api/tables", json=body).json()
            tid = made["id"]
            for s in made["seats"]:
                c.post(f"/api/tables/{tid}/join", headers=seat(s["token"]))
            c.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
            # the silent client: a WebSocket that says hello and then never reads
            silent.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
            silent.connect(("127.0.0.1", server.port))
            key = base64.b64encode(os.urandom(16)).decode()
            silent.sendall(
                (
                    f"GET /ws/tables/{tid}?board=1 HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                    f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                    "Sec-WebSocket-Version: 13\r\n\r\n"
                ).encode()
            )
            silent.settimeout(10)
            assert silent.recv(64).startswith(b"HTTP/1.1 101")
            payload, mask = b"{}", os.urandom(4)
            masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            silent.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + masked)
            ws_base = server.base.replace("http://", "ws://")
            seen: list[int] = []
            ready = threading.Event()

            def watch() -> None:
                with connect(f"{ws_base}/ws/tables/{tid}?board=1", max_size=None) as ws:
                    ws.send("{}")
                    for raw in ws:
                        msg = json.loads(raw)
                        if msg["type"] == "frame":
                            seen.append(msg["seq"])
                            ready.set()
                            if msg["seq"] >= 3:
                                return

            for _ in range(150):  # spectators connecting (each one frame, for itself)
                with connect(f"{ws_base}/ws/tables/{tid}?board=1", max_size=None) as ws:
                    ws.send("{}")
                    ws.recv(timeout=10)
            honest = threading.Thread(target=watch, daemon=True)
            honest.start()
            assert ready.wait(10)
            for seq in range(3):
                who = c.get(f"/api/tables/{tid}/state").json()["to_act"]
                token = made["seats"][who]["token"]
                f = c.get(f"/api/tables/{tid}/state", headers=seat(token)).json()
                began = time.monotonic()
                r = c.post(
                    f"/api/tables/{tid}/actions",
                    headers=seat(token),
                    json={"seq": seq, "action": f["actions"][0]["action"]},
                )
                assert r.status_code == 200, r.text
                assert time.monotonic() - began < 5, "a person's action was held up"
            honest.join(timeout=10)
            assert not honest.is_alive() and seen[-1] == 3, seen
    finally:
        silent.close()
        server.stop()


# -- finding 6: the store first, then memory ------------------------------------------------
class Locked:
    """Holds SQLite's write lock on the store's file, as another writer would."""

    def __init__(self, url: str) -> None:
        self.db = sqlite3.connect(url.removeprefix("sqlite:///"), isolation_level=None)

    def __enter__(self) -> Locked:
        self.db.execute("BEGIN IMMEDIATE")
        return self

    def __exit__(self, *exc: object) -> None:
        self.db.execute("ROLLBACK")


def snapshot(t: Table) -> tuple[Any, ...]:
    return (t.status, t.seq, t.rematch, [s.to_row() for s in t.seats], t.state.to_json())


async def refused(work: Awaitable[Any]) -> ApiError:
    with pytest.raises(ApiError) as e:
        await work
    assert e.value.status == 503 and "nothing was changed" in e.value.detail
    assert e.value.headers and int(e.value.headers["Retry-After"]) > 0
    return e.value


def test_a_locked_store_refuses_every_change_with_503_and_changes_nothing(
    tmp_path: Path,
) -> None:
    """create, join, start, leave, act, the finishing act and rematch, each with the store
    locked: 503 with Retry-After, memory as it was; unlocked, each goes through. Fails on
    the previous code (memory changed first, then a bare OperationalError: a 500)."""
    url = sqlite_url(tmp_path)

    async def scenario() -> None:
        m = Manager(settings(url, store_timeout=0.1))
        t, told = m.create("cabbage", 2, {}, [HUMAN, HUMAN], 5, None, store=False)
        with Locked(url):
            await refused(m.insert(t))
        assert t.id not in m.tables
        await m.insert(t)
        for s in (0, 1):
            before = snapshot(t)
            with Locked(url):
                await refused(m.join(t, token_of(told, s), "Ann"))
            assert snapshot(t) == before
            await m.join(t, token_of(told, s), None)
        with Locked(url):
            await refused(m.start(t, told["host_token"]))
        assert t.status == OPEN
        await m.start(t, told["host_token"])
        before = snapshot(t)
        with Locked(url):
            await refused(m.leave(t, token_of(told, 0)))
        assert snapshot(t) == before
        # play to the last decision; each act refused once while locked
        while True:
            actor = t.state.to_act
            assert actor is not None
            action = t.state.legal_actions()[0]
            after = t.state.clone()
            after.apply(action)
            if after.is_over or t.seq == 0:
                before = snapshot(t)
                with Locked(url):
                    await refused(m.act(t, token_of(told, actor), t.seq, str(action)))
                assert snapshot(t) == before and t.status == LIVE
            await m.act(t, token_of(told, actor), t.seq, str(action), per_seat=False)
            if after.is_over:
                break
        assert t.status == FINISHED
        before = snapshot(t)
        with Locked(url):
            await refused(m.rematch(t, told["host_token"]))
        assert snapshot(t) == before and len(m.tables) == 1
        new = await m.rematch(t, told["host_token"])
        assert new.status == LIVE and t.rematch == new.id
        await m.close()
        # the finish was stored with the last action: a restart sees it finished
        again = Manager(settings(url))
        assert again.get(t.id).status == FINISHED
        await again.close()

    run(scenario())


def test_a_locked_store_does_not_stall_the_event_loop(tmp_path: Path) -> None:
    """While a write waits for the lock, the loop serves others. Fails on the previous code
    (join wrote on the event loop)."""
    url = sqlite_url(tmp_path)

    async def scenario() -> None:
        m = Manager(settings(url, store_timeout=1.0))
        t, told = m.create("cabbage", 2, {}, [HUMAN, HUMAN], 5, None)
        order: list[str] = []

        async def joining() -> None:
            with pytest.raises(ApiError):
                await m.join(t, token_of(told, 0), None)
            order.append("join refused")

        async def other() -> None:
            await asyncio.sleep(0.05)
            m.get(t.id).summary()
            order.append("other served")

        with Locked(url):
            await asyncio.gather(joining(), other())
        assert order == ["other served", "join refused"]
        await m.close()

    run(scenario())


def test_sqlite_writes_queue_on_one_thread_and_none_is_refused(tmp_path: Path) -> None:
    """Twelve tables created, joined, started and played at once on SQLite: every write runs
    on the store's own thread, one at a time, and none is refused. Fails on the previous
    code (writes raced each other for the file's lock from the default thread pool; on a
    busy machine a move waited past the busy timeout and was refused with 503)."""
    url = sqlite_url(tmp_path)
    threads: set[int] = set()
    busy = [0, 0]  # running now, most at once

    async def scenario() -> None:
        m = Manager(settings(url, store_timeout=0.5))
        for name in ("store_action", "store_new", "store_table"):
            real = getattr(m.store, name)

            def watched(*args: Any, _real: Callable[..., None] = real) -> None:
                threads.add(threading.get_ident())
                busy[0] += 1
                busy[1] = max(busy)
                time.sleep(0.002)  # widen the window a race would need
                try:
                    _real(*args)
                finally:
                    busy[0] -= 1

            setattr(m.store, name, watched)

        async def one(n: int) -> None:
            t, told = m.create("cabbage", 2, {}, [HUMAN, HUMAN], n, None, store=False)
            await m.insert(t)  # as the app creates a table
            for s in told["seats"]:
                await m.join(t, s["token"], None)
            await m.start(t, told["host_token"])
            for _ in range(6):
                actor = t.state.to_act
                if actor is None:
                    break
                action = t.state.legal_actions()[0]
                await m.act(t, token_of(told, actor), t.seq, str(action), per_seat=False)

        await asyncio.gather(*(one(n) for n in range(12)))
        await m.close()

    run(scenario())
    assert len(threads) == 1 and busy[1] == 1, (len(threads), busy[1])


def test_a_table_whose_stored_actions_end_the_game_loads_finished(tmp_path: Path) -> None:
    """The finish was not stored (a crash between the rows): at start the table is marked
    finished, in memory and in the store. Fails on the previous code (it stayed live)."""
    url = sqlite_url(tmp_path)

    async def scenario() -> None:
        m = Manager(settings(url))
        t, told = await live(m, [HUMAN, HUMAN])
        while not t.state.is_over:
            actor = t.state.to_act
            assert actor is not None
            await m.act(t, token_of(told, actor), t.seq, str(t.state.legal_actions()[0]), False)
        m.store.store_table(t.id, [s.to_row() for s in t.seats], LIVE, None)  # as if never stored
        await m.close()
        again = Manager(settings(url))
        again.load()
        assert again.tables[t.id].status == FINISHED
        third = Manager(settings(url))
        assert third.load() == 0  # stored finished: nothing open or live is left
        await again.close()
        await third.close()

    run(scenario())


# -- finding 7: no table waits for ever -----------------------------------------------------
def test_after_a_restart_absent_people_are_replaced(tmp_path: Path) -> None:
    """Connected at the crash, never back: after the restart the absence clock runs for
    every person's seat. Fails on the previous code (clocks started on a disconnect only)."""
    url = sqlite_url(tmp_path)

    async def scenario() -> None:
        m = Manager(settings(url))
        t, _ = await live(m, [HUMAN, HUMAN])
        t.seats[0].connected = 1  # connected when the process died
        await m.close()
        again = Manager(settings(url, abandon_after=0.2))
        again.load()
        await again.resume()
        back = again.tables[t.id]
        await until(lambda: back.seq > 0 or all(s.replaced for s in back.seats))
        stored = Manager(settings(url)).get(t.id)
        assert all(s.replaced for s in stored.seats) or stored.seq > 0
        await again.close()

    run(scenario())


def test_a_rematch_seat_of_a_person_who_left_is_played_by_a_bot(tmp_path: Path) -> None:
    """Fails on the previous code: the rematch gave the seat back to the person who had
    left, with no deadline."""
    url = sqlite_url(tmp_path)

    async def scenario() -> None:
        m = Manager(settings(url))
        t, told = await live(m, [HUMAN, HUMAN])
        await m.leave(t, token_of(told, 0))
        while not t.state.is_over:  # seat 1 plays, the stand-in plays seat 0
            if t.state.to_act == 1:
                legal = str(t.state.legal_actions()[0])
                with contextlib.suppress(ApiError):  # the stand-in moved first
                    await m.act(t, token_of(told, 1), t.seq, legal, per_seat=False)
            await asyncio.sleep(0.001)
        m.settings = dataclasses.replace(m.settings, abandon_after=0.2)
        new = await m.rematch(t, told["host_token"])
        assert new.seats[0].replaced and not new.seats[1].replaced
        # seat 1 is not connected to the new table: its absence clock runs too
        await until(lambda: new.seats[1].replaced or new.status == FINISHED)
        # coming back (joining) takes the seat back
        await m.join(new, token_of(told, 0), None)
        assert not new.seats[0].replaced or new.status == FINISHED
        await m.close()

    run(scenario())


def test_start_needs_every_person_or_the_hosts_fill_with_bots(tmp_path: Path) -> None:
    """Fails on the previous code: a table started with seats nobody had joined."""
    with TestClient(create_app(settings(sqlite_url(tmp_path)))) as c:
        body = {"game": "cabbage", "players": 3, "seats": [HUMAN, HUMAN, RANDOM]}
        made = c.post("/api/tables", json=body).json()
        tid, host = made["id"], {"X-Host-Token": made["host_token"]}
        assert c.post(f"/api/tables/{tid}/join", headers=seat(token_of(made, 0))).status_code == 200
        r = c.post(f"/api/tables/{tid}/start", headers=host)
        assert r.status_code == 409 and "seat(s) 2" in r.json()["detail"]
        assert c.get(f"/api/tables/{tid}").json()["status"] == "open"
        r = c.post(f"/api/tables/{tid}/start", headers=host, json={"fill_with_bots": True})
        assert r.status_code == 200
        s = r.json()
        assert s["status"] == "live" and s["seats"][1]["replaced"] and not s["seats"][0]["replaced"]
        # the person arrives with the invite and takes the seat back
        assert c.post(f"/api/tables/{tid}/join", headers=seat(token_of(made, 1))).status_code == 200
        back = c.get(f"/api/tables/{tid}").json()
        assert not back["seats"][1]["replaced"] or back["status"] == "finished"


# -- finding 8: every decision gets its own turn timer --------------------------------------
def test_the_turn_timer_is_re_armed_on_every_decision(tmp_path: Path) -> None:
    """Several quick moves by the seats to act, each answered well within the timer, then
    nobody moves: the stand-in plays that decision. Fails on the previous code (the first
    timer expired stale and no new one was armed: the table waited for ever)."""
    with TestClient(create_app(settings(sqlite_url(tmp_path)))) as c:
        body = {"game": "cabbage", "players": 2, "seats": [HUMAN, HUMAN], "turn_timer": 1.5}
        made = c.post("/api/tables", json=body).json()
        tid = made["id"]
        for s in made["seats"]:
            c.post(f"/api/tables/{tid}/join", headers=seat(s["token"]))
        c.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
        deadlines, actors = [], []
        for _ in range(5):
            who = frame(c, tid)["to_act"]
            f = frame(c, tid, token_of(made, who))
            deadlines.append(f["deadline"])
            actors.append(who)
            r = c.post(
                f"/api/tables/{tid}/actions",
                headers=seat(token_of(made, who)),
                json={"seq": f["seq"], "action": f["actions"][0]["action"]},
            )
            assert r.status_code == 200, r.text
            time.sleep(0.35)  # in time, but together longer than one timer
        assert all(b > a for a, b in itertools.pairwise(deadlines)), deadlines
        late = frame(c, tid)
        assert late["deadline"] is not None and late["deadline"] > deadlines[-1]
        wait_for(lambda: frame(c, tid)["seq"] > late["seq"], timeout=10)


# -- finding 13: a commit is applied once ---------------------------------------------------
def test_a_cancelled_request_and_a_catch_up_never_apply_one_row_twice(tmp_path: Path) -> None:
    """Two managers on one store. A's request is cancelled while its commit is on its way;
    a catch-up (what another process's news starts) runs meanwhile. The row is applied
    exactly once. Fails on the previous code (the cancelled caller released the lock, the
    catch-up applied the stored row, then the commit applied it again)."""
    url = sqlite_url(tmp_path)

    async def scenario() -> None:
        a, b = Manager(settings(url)), Manager(settings(url))
        t, told = await live(a, [HUMAN, HUMAN], seed=0)
        copy = b.get(t.id)
        actor = t.state.to_act
        assert actor is not None
        # an action that would still be legal once more, so a second apply would show
        repeatable = None
        for action in t.state.legal_actions():
            after = t.state.clone()
            after.apply(action)
            if action in after.legal_actions():
                repeatable = action
                break
        assert repeatable is not None
        store = a.store.store_action

        def slow(row: Any, finished: bool = False) -> None:
            store(row, finished)  # committed ...
            time.sleep(0.3)  # ... but the thread is not back yet

        a.store.store_action = slow  # type: ignore[method-assign]
        request = asyncio.ensure_future(a.act(t, token_of(told, actor), 0, str(repeatable)))
        await asyncio.sleep(0.1)
        request.cancel()
        await asyncio.sleep(0)
        await a._heard(t.id)
        await asyncio.sleep(0.4)
        assert t.actions == [str(repeatable)] and t.seq == 1
        await b.store.catch_up(copy)
        assert copy.state.to_json() == t.state.to_json()
        await a.close()
        await b.close()

    run(scenario())


# -- finding 14: a failing bot or clock is replaced by the random bot -----------------------
def test_a_failing_bot_and_a_failing_store_do_not_stop_the_bots(tmp_path: Path) -> None:
    """Every bot answer fails (the workers are broken) and the store refuses one move: the
    failure is logged, the random bot plays, the game ends. Fails on the previous code (the
    bot task died with the exception and the table waited)."""
    url = sqlite_url(tmp_path)

    async def scenario() -> None:
        m = Manager(settings(url))

        async def broken(*args: Any) -> Any:
            raise RuntimeError("the workers are gone")

        m.bots.move = broken  # type: ignore[method-assign]
        m.bots.choose = broken  # type: ignore[method-assign]
        store = m.store.store_action
        failures = [1]

        def flaky(row: Any, finished: bool = False) -> None:
            if failures:
                failures.pop()
                raise OperationalError("INSERT", {}, Exception("disk I/O error"))
            store(row, finished)

        m.store.store_action = flaky  # type: ignore[method-assign]
        t, _ = await live(m, [RANDOM, RANDOM])
        await until(lambda: t.status == FINISHED, timeout=30)
        assert not failures
        await m.close()

    run(scenario())


def test_a_failing_stand_in_on_the_clock_is_replaced_by_the_random_bot(tmp_path: Path) -> None:
    """Fails on the previous code (the clock task died; the person's turn never ended)."""

    async def scenario() -> None:
        m = Manager(settings(sqlite_url(tmp_path)))

        async def broken(*args: Any) -> Any:
            raise RuntimeError("the workers are gone")

        m.bots.choose = broken  # type: ignore[method-assign]
        t, _ = await live(m, [HUMAN, HUMAN], timer=0.1)
        await until(lambda: t.seq >= 2)
        await m.close()

    run(scenario())


# -- finding 10 (memory): idle tables leave memory ------------------------------------------
def test_finished_and_idle_tables_leave_memory_and_load_again(tmp_path: Path) -> None:
    """Fails on the previous code (``Manager.tables`` only grew)."""
    url = sqlite_url(tmp_path)

    async def scenario() -> None:
        m = Manager(settings(url, idle_after=0.0))
        done, told = await live(m, [HUMAN, HUMAN])
        while not done.state.is_over:
            actor = done.state.to_act
            assert actor is not None
            text = str(done.state.legal_actions()[0])
            await m.act(done, token_of(told, actor), done.seq, text, per_seat=False)
        waiting, _ = await live(m, [HUMAN, HUMAN])  # a person's turn, nobody there
        watched, _ = await live(m, [HUMAN, HUMAN])
        await m.subscribe(watched, Subscriber(Recorder().send, None, "en"))
        bots = m.create("cabbage", 2, {}, [RANDOM, RANDOM], 5, None)[0]
        bots.status = LIVE
        m.runtime(bots).schedule()  # a bot is thinking: it stays
        gone = m.prune()
        assert set(gone) == {done.id, waiting.id}
        assert watched.id in m.tables and bots.id in m.tables
        again = m.get(done.id)
        assert again is not done and again.status == FINISHED
        assert again.state.to_json() == done.state.to_json()
        await m.close()

    run(scenario())


def test_sqlite_moves_that_arrive_together_are_committed_together(tmp_path: Path) -> None:
    """Group commit: while one commit waits for the disk, the moves of other tables that
    arrive are committed in the next transaction together, and each move is answered only
    once its own row is committed. Failed before: one transaction per move, every move
    queued behind every other table's (the store's wait was most of a move's p99 under
    load)."""
    url = sqlite_url(tmp_path)
    batches: list[int] = []

    async def scenario() -> None:
        m = Manager(settings(url))
        real = m.store.store_actions

        def slow(rows: list[Any]) -> None:
            batches.append(len(rows))
            time.sleep(0.2 if len(batches) == 1 else 0.0)  # the first commit is slow
            real(rows)

        m.store.store_actions = slow  # type: ignore[method-assign]
        made = [await live(m, [HUMAN, HUMAN], seed=n) for n in range(8)]

        async def move(t: Table, told: dict[str, Any]) -> int:
            actor = t.state.to_act
            assert actor is not None
            text = str(t.state.legal_actions()[0])
            return await m.act(t, token_of(told, actor), 0, text, per_seat=False)

        answers = await asyncio.gather(*(move(t, told) for t, told in made))
        assert answers == [1] * 8
        assert sum(batches) == 8 and max(batches) > 1, batches
        await m.close()
        again = Manager(settings(url))
        again.load()
        for t, _ in made:  # every acknowledged move is stored
            assert again.tables[t.id].actions == t.actions and len(t.actions) == 1
        await again.close()

    run(scenario())
