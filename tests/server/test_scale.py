"""Two server processes behind one PostgreSQL, with Redis pub/sub between them: a person
playing on process A and a spectator watching on process B see the same game, move by move;
a person on B plays the same table; when A is killed, B takes the table's bot over and the
game goes on to its end (docs/server.md, "Several processes"). The kill test does the same
over WebSockets with a turn timer, a person and a spectator on each process, and kills A
while an action is on its way."""

from __future__ import annotations

import asyncio
import json
import random
import re
import secrets
import threading
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

import httpx2 as httpx
import pytest
import redis
from sqlalchemy import create_engine, text
from websockets.asyncio.client import connect as connect_async
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from .durability import Server, free_port, stored


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
        first.store.save_table(made)
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
        a.store.save_table(table)
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


def test_a_catch_up_shows_this_processs_clients_every_move_it_applied(postgres_url: str) -> None:
    """Process A stores moves and never announces them (it died between its commit and its
    publish). B catches up when a person acts on it, and when it takes the table over: its
    own clients must see each move then. Failed before: B's spectator kept the old frame
    (a person's every retry refused as stale, the table stuck)."""
    redis_or_skip()
    from stil.server.manager import LIVE, ApiError, Manager, Subscriber

    from .conftest import settings

    async def scenario() -> None:
        s = settings(
            postgres_url, redis_url="redis://127.0.0.1:6379/0", redis_prefix=secrets.token_hex(6)
        )
        a, b = Manager(s), Manager(s)  # no bus listener started: B never hears of A's moves
        made, told = a.create("cabbage", 2, {}, [HUMAN, HUMAN], 7, None)
        made.status = LIVE
        a.store.save_table(made)
        copy = b.get(made.id)
        seen: list[int] = []
        got = asyncio.Event()

        async def record(frame: dict[str, Any]) -> None:
            if frame.get("type") == "frame":
                seen.append(frame["seq"])
                got.set()

        await b.subscribe(copy, Subscriber(record, None, "en", board=False))

        async def settled(seq: int) -> None:
            async with asyncio.timeout(10):
                while not seen or seen[-1] != seq:
                    got.clear()
                    await got.wait()

        await settled(0)

        def move(seq: int) -> tuple[str, str]:
            actor = made.state.to_act
            assert actor is not None
            return told["seats"][actor]["token"], str(made.state.legal_actions()[0])

        token, action = move(0)
        assert await a.act(made, token, 0, action) == 1
        with pytest.raises(ApiError) as stale:  # a person on B, still at seq 0
            await b.act(copy, token, 0, action)
        assert stale.value.status == 409
        await settled(1)  # ... now sees seq 1, and can play on
        token, action = move(1)
        assert await a.act(made, token, 1, action) == 2
        await b._took(copy.id)
        await settled(2)
        assert copy.seq == 2
        await a.close()
        await b.close()

    run(scenario())


def test_a_process_that_does_not_own_the_table_shows_its_clock(postgres_url: str) -> None:
    """The turn timer runs in the owner; a frame from any other process carries the
    decision's deadline too (from when that process saw the decision come). Failed
    before: ``deadline`` was null on every process but the owner."""
    redis_or_skip()
    from stil.server.manager import LIVE, Manager

    from .conftest import settings

    async def scenario() -> None:
        s = settings(
            postgres_url, redis_url="redis://127.0.0.1:6379/0", redis_prefix=secrets.token_hex(6)
        )
        a, b = Manager(s), Manager(s)
        made, _ = a.create("cabbage", 2, {}, [HUMAN, HUMAN], 7, 60.0)
        made.status = LIVE
        a.store.save_table(made)
        for m in (a, b):
            assert m.bus is not None
            m.bus.owner_connection = m.engine.connect()
        await a.changed(made)  # A owns the table and runs its clock
        assert a.bus is not None and a.bus.owns(made.id)
        copy = b.get(made.id)
        assert b.bus is not None and not b.bus.owns(made.id)
        mine, theirs = a.frame(made, None, "en"), b.frame(copy, None, "en")
        assert mine["deadline"] is not None and theirs["deadline"] is not None
        assert abs(mine["deadline"] - theirs["deadline"]) < 5
        await a.close()
        await b.close()

    run(scenario())


# -- kill -9 mid-game ---------------------------------------------------------------------

#: the turn timer: long beside a client's answer (milliseconds), short for a test
TURN = 3.0
#: person 0's first action at or past this ``seq`` kills A just after it is sent
KILL_AT = 24
STALE = re.compile(r"stale sequence number (\d+)")


@dataclass
class Client:
    """One WebSocket client, as the browser is: connected to ``bases[0]``; when that
    connection drops, it connects to the next process and reads the whole frame there.
    A person (``token``) answers each own decision at once with a random legal action."""

    name: str
    token: str | None
    bases: list[str]
    rng: random.Random = field(default_factory=lambda: random.Random(7))
    #: (when, which of ``bases``, frame) for every frame
    frames: list[tuple[float, int, dict[str, Any]]] = field(default_factory=list)
    #: acknowledged: a frame past the action's ``seq`` came and no refusal of it
    acked: dict[int, str] = field(default_factory=dict)
    refused: list[str] = field(default_factory=list)
    pending: tuple[int, str] | None = None
    #: the action on its way when its process died (its fate is the store's)
    lost_in_flight: tuple[int, str] | None = None
    #: called after each action sent, with its ``seq``
    on_send: Callable[[int], None] | None = None
    #: called with each frame, once it is kept
    on_frame: Callable[[dict[str, Any]], None] | None = None
    #: once set, the next own decision is left to the clock (the stand-in plays it)
    stall: asyncio.Event | None = None
    stalled: tuple[int, float] | None = None
    stood_in_at: float | None = None
    dropped_at: float | None = None
    back_at: float | None = None

    def url(self, base: str, table_id: str) -> str:
        # as the browser: no drawn board (the first test compares boards across processes)
        return base.replace("http://", "ws://") + f"/ws/tables/{table_id}?board=0"

    async def run(self, table_id: str) -> None:
        for via, base in enumerate(self.bases):
            async with connect_async(self.url(base, table_id), max_size=None) as ws:
                await ws.send(json.dumps({"token": self.token} if self.token else {}))
                try:
                    async for raw in ws:
                        msg = json.loads(raw)
                        if msg["type"] == "error":
                            self.refusal(msg["detail"])
                            continue
                        self.frames.append((time.monotonic(), via, msg))
                        if self.on_frame is not None:
                            self.on_frame(msg)
                        if via and self.back_at is None:
                            self.back_at = time.monotonic()
                        if msg["status"] == "finished":
                            return
                        await self.answer(ws, msg)
                except ConnectionClosed:
                    pass
            self.dropped_at = time.monotonic()  # its process is gone: the next one
            self.lost_in_flight, self.pending = self.pending, None
        raise AssertionError(f"{self.name}: no process left to reconnect to")

    def refusal(self, detail: str) -> None:
        stale = STALE.match(detail)
        if stale is None:
            self.refused.append(detail)
        else:  # another move (the clock's, say) had that seq: not ours after all
            self.acked.pop(int(stale[1]), None)
        if self.pending is not None and (stale is None or int(stale[1]) == self.pending[0]):
            self.pending = None

    async def answer(self, ws: Any, frame: dict[str, Any]) -> None:
        seq = frame["seq"]
        if self.pending is not None and seq > self.pending[0]:
            self.acked[self.pending[0]] = self.pending[1]
            self.pending = None
        if self.stalled is not None and self.stood_in_at is None and seq > self.stalled[0]:
            self.stood_in_at = time.monotonic()
        if not (frame["your_turn"] and frame["actions"]) or self.pending is not None:
            return
        if self.stall is not None and self.stall.is_set() and self.stalled is None:
            self.stalled = (seq, time.monotonic())
        if self.stalled is not None and self.stalled[0] == seq:
            return  # left to the clock
        action = self.rng.choice(frame["actions"])["action"]
        await ws.send(json.dumps({"type": "action", "seq": seq, "action": action}))
        self.pending = (seq, action)
        if self.on_send is not None:
            self.on_send(seq)

    def at(self, seq: int, via: int | None = None) -> dict[str, Any] | None:
        """The last frame at ``seq`` (from process ``via`` of its list, when given)."""
        found = [f for _, v, f in self.frames if f["seq"] == seq and via in (None, v)]
        return found[-1] if found else None

    def first(self, seq: int) -> float | None:
        """When the first frame at ``seq`` or later came."""
        return next((t for t, _, f in self.frames if f["seq"] >= seq), None)


def holder(engine: Any, table_id: str) -> int | None:
    """The PostgreSQL session holding the table's owner lock, if any."""
    from stil.server.bus import lock_key

    with engine.connect() as c:
        pid = c.execute(
            text(
                "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted"
                " AND classid::bigint = 0 AND objid::bigint = :k AND objsubid = 1"
                " AND database = (SELECT oid FROM pg_database"
                " WHERE datname = current_database())"
            ),
            {"k": lock_key(table_id)},
        ).scalar()
    return None if pid is None else int(pid)


def same(f: dict[str, Any], g: dict[str, Any]) -> bool:
    keys = ("view", "to_act", "board", "status", "events", "scores", "winners")
    return all(f.get(k) == g.get(k) for k in keys)


def test_kill_nine_mid_game_loses_nothing_and_the_survivor_takes_over(
    postgres_url: str,
) -> None:
    """Two processes, a person and a spectator on each, a bot and a turn timer; A gets
    SIGKILL just after its person sent an action. Every acknowledged action is stored,
    B takes the bot and the clock over (its person lets one timer run out: the stand-in
    moves), A's clients reconnect to B and see B's frames, and the game ends."""
    redis_or_skip()
    env = {
        "STIL_REDIS_URL": "redis://127.0.0.1:6379/0",
        "STIL_REDIS_PREFIX": secrets.token_hex(6),
        "STIL_MIN_TURN_TIMER": "1",
    }
    a, b = Server(postgres_url, free_port(), **env), Server(postgres_url, free_port(), **env)
    began = time.monotonic()
    a.start()  # one after the other: both would run the store's migrations at once
    b.start()
    engine = create_engine(postgres_url)
    try:
        started = time.monotonic() - began
        with httpx.Client(base_url=a.base, timeout=10) as c:  # made and started on A: its owner
            seats = [HUMAN, HUMAN, {"kind": "bot", "bot": "random"}]
            body = {"game": "cabbage", "players": 3, "seats": seats, "turn_timer": TURN}
            made = c.post("/api/tables", json=body).json()
            tid = made["id"]
            tokens = [s.get("token") for s in made["seats"]]
            for token in tokens[:2]:
                c.post(f"/api/tables/{tid}/join", headers={"X-Seat-Token": token})
            r = c.post(f"/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
            assert r.status_code == 200, r.text
        owner = holder(engine, tid)
        assert owner is not None, "A took no owner lock"

        stall = asyncio.Event()
        killed: list[float] = []
        p0 = Client("person 0", tokens[0], [a.base, b.base], random.Random(1))
        p1 = Client("person 1", tokens[1], [b.base], random.Random(2), stall=stall)
        s0 = Client("spectator on A", None, [a.base, b.base])
        s1 = Client("spectator on B", None, [b.base])

        def kill(seq: int) -> None:
            if seq >= KILL_AT and not killed:
                killed.append(time.monotonic())
                a.kill()  # SIGKILL, A's bot workers too, while this action is on its way

        p0.on_send = kill
        took: list[float] = []
        bot_moved: list[float] = []

        def bot_watch(frame: dict[str, Any]) -> None:
            """B's first bot move: the bot's turn shown by B after it took the table, then
            the next seq. Person 1 then leaves its next decision to B's clock."""
            if len(s1.frames) < 2 or not took or bot_moved:
                return
            (seen, _, before), now = s1.frames[-2], s1.frames[-1][0]
            if seen >= took[0] and before["to_act"] == 2 and frame["seq"] == before["seq"] + 1:
                bot_moved.append(now)
                stall.set()

        s1.on_frame = bot_watch

        async def taken() -> None:
            """When another session holds the owner lock after the kill."""
            while not killed:
                await asyncio.sleep(0.01)
            while await asyncio.to_thread(holder, engine, tid) in (None, owner):
                await asyncio.sleep(0.01)
            took.append(time.monotonic())

        async def scenario() -> None:
            watchers = [asyncio.create_task(x.run(tid)) for x in (s0, s1)]
            while not (s0.frames and s1.frames):  # both watching from the first move
                await asyncio.sleep(0.01)
            everyone = [*watchers, *(asyncio.create_task(x.run(tid)) for x in (p0, p1))]
            await asyncio.wait_for(asyncio.gather(*everyone, taken()), timeout=60)

        run(scenario())
        assert killed, "A was never killed"
        t0 = killed[0]
        kill_seq = max(f["seq"] for t, _, f in s1.frames if t <= t0)

        # before the kill both spectators saw the same game at every seq
        lo = max(s0.frames[0][2]["seq"], s1.frames[0][2]["seq"])
        hi = min(max(f["seq"] for _, via, f in s0.frames if via == 0), kill_seq)
        assert hi - lo >= KILL_AT // 2, (lo, hi)
        for seq in range(lo, hi + 1):
            fa, fb = s0.at(seq, via=0), s1.at(seq)
            assert fa is not None and fb is not None, seq
            assert same(fa, fb), seq
        # nothing acknowledged was lost: the store and B's replay have it at its seq
        with httpx.Client(base_url=b.base, timeout=10) as c:
            end = c.get(f"/api/tables/{tid}").json()
            assert end["status"] == "finished"
            moves = c.get(f"/api/tables/{tid}/replay", params={"step": end["seq"]}).json()["moves"]
        rows = stored(postgres_url, tid)
        assert [rows[i] for i in sorted(rows)] == moves and sorted(rows) == list(range(len(moves)))
        acked = {**p0.acked, **p1.acked}
        assert len(acked) == len(p0.acked) + len(p1.acked)
        assert any(s < kill_seq for s in p0.acked) and any(s >= kill_seq for s in p1.acked)
        assert [s for s, x in acked.items() if moves[s] != x] == []
        assert p0.refused == p1.refused == []
        # B took the bot over, then the clock: person 1's next decision, its deadline
        # in the frame, went to the stand-in after the turn timer
        assert bot_moved, "the bot never moved on B after the kill"
        assert p1.stalled is not None and p1.stood_in_at is not None
        assert p1.stalled[0] not in p1.acked
        stalled = p1.at(p1.stalled[0])
        assert stalled is not None and stalled["to_act"] == 1 and stalled["deadline"] is not None
        assert p1.stood_in_at - p1.stalled[1] > TURN - 0.5
        # A's clients came back on B and saw what B's own clients saw, to the end
        assert p0.back_at is not None and s0.back_at is not None
        back = [f for _, via, f in s0.frames if via == 1]
        assert back and back[-1]["status"] == "finished"
        for f in back:
            g = s1.at(f["seq"])
            assert g is not None and same(f, g), f["seq"]
        assert all(x.frames[-1][2]["status"] == "finished" for x in (p0, p1, s0, s1))
        with httpx.Client(base_url=b.base, timeout=10) as c:  # and the end B serves to a page
            for x in (p0, s0):
                headers = {"X-Seat-Token": x.token} if x.token else {}
                r = c.get(f"/api/tables/{tid}/state", params={"board": 0}, headers=headers)
                assert same(x.frames[-1][2], r.json()), x.name
        assert p0.dropped_at is not None and s0.dropped_at is not None
        flying = p0.lost_in_flight
        kept = flying is not None and flying[1] == moves[flying[0]]
        print(
            f"\nkill -9 at seq {kill_seq}: owner lock taken {took[0] - t0:.2f} s after; "
            f"B's first bot move seen {bot_moved[0] - t0:.2f} s after; the stand-in's move "
            f"{p1.stood_in_at - p1.stalled[1]:.2f} s after the frame that gave person 1 its "
            f"turn (turn timer {TURN:g} s); back with the whole frame on B {p0.back_at - t0:.3f} s "
            f"(person) and {s0.back_at - t0:.3f} s (spectator) after, "
            f"{p0.back_at - p0.dropped_at:.3f} / {s0.back_at - s0.dropped_at:.3f} s after "
            f"the drop; {len(acked)} actions acknowledged, {len(moves)} stored, 0 lost; "
            f"in flight at the kill: {flying} (stored: {kept}); servers started in "
            f"{started:.1f} s, the game played in {time.monotonic() - began - started:.1f} s"
        )
    finally:
        engine.dispose()
        a.stop()
        b.stop()
