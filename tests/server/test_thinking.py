"""Bots think in worker processes (a bounded pool, fair across tables, surviving a killed
worker), never in the server's, and answer on a schedule blind to the cards."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing.forkserver
import os
import signal
import time
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

import pytest
from fastapi.testclient import TestClient

import stil
from stil.bots.base import RandomBot
from stil.bots.ismcts import IsmctsBot
from stil.core import Rng, State
from stil.server import thinking
from stil.server.app import create_app
from stil.server.thinking import Bots, Pool, PoolClosed, think

from .conftest import frame, seat, settings, table, wait_for

T = TypeVar("T")


def run(main: Callable[[], Awaitable[T]]) -> T:
    """A coroutine to its end on a fresh event loop in its own thread: a test worker that
    ran the browser tests before has Playwright's loop running in its main thread, where
    no other loop may run (these tests failed that way under ``pytest -n 2``)."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(lambda: asyncio.run(_coroutine(main))).result()


async def _coroutine(main: Callable[[], Awaitable[T]]) -> T:
    return await main()


@pytest.fixture
def pool() -> Iterator[Callable[[int], Pool]]:
    made: list[Pool] = []

    def make(workers: int) -> Pool:
        made.append(Pool(workers))
        return made[-1]

    yield make
    for p in made:
        p.close()


def test_the_pool_answers_from_other_processes_and_never_runs_more_than_its_size(
    pool: Callable[[int], Pool],
) -> None:
    p = pool(2)

    async def main() -> tuple[list[Any], list[Any]]:
        slept = await asyncio.gather(*(p.run(f"t{i}", time.sleep, 0.2) for i in range(6)))
        pids = await asyncio.gather(*(p.run(f"t{i}", os.getpid) for i in range(10)))
        return slept, pids

    slept, pids = run(main)
    assert slept == [None] * 6
    assert p.peak == 2 and p.running == 0
    assert 1 <= len(set(pids)) <= 2 and os.getpid() not in pids


def test_a_table_with_many_jobs_does_not_starve_another(pool: Callable[[int], Pool]) -> None:
    p = pool(1)
    done: list[str] = []

    async def job(key: str, name: str) -> None:
        await p.run(key, time.sleep, 0.15)
        done.append(name)

    async def main() -> None:
        busy = [asyncio.create_task(job("A", f"A{i}")) for i in range(4)]
        await asyncio.sleep(0.05)  # A's four are queued (one running) before B asks
        await asyncio.gather(*busy, job("B", "B0"))

    run(main)
    # round robin: B's one job goes right after A's running one, not after all of A's
    assert done == ["A0", "B0", "A1", "A2", "A3"]


def test_a_killed_worker_is_replaced_and_its_job_fails(pool: Callable[[int], Pool]) -> None:
    p = pool(1)

    async def main() -> tuple[int, int]:
        first: int = await p.run("t", os.getpid)
        sleeping = asyncio.create_task(p.run("t", time.sleep, 30))
        await asyncio.sleep(0.5)
        os.kill(first, signal.SIGKILL)
        with pytest.raises(BrokenProcessPool):
            await asyncio.wait_for(sleeping, 20)
        second: int = await p.run("t", os.getpid)
        return first, second

    first, second = run(main)
    assert first != second and p.running == 0


def test_a_jobs_time_starts_once_a_worker_has_started(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh pool's first job waited for its worker to start (the forkserver's preload,
    seconds on a loaded machine) with its time limit running, so the first hint of a fresh
    server could answer 503 and the first bot move fall back to the random bot. Now a job's
    limit starts once a worker has started: here one that takes longer to start than the
    job's whole limit still answers. (``fork``, so that the slow start reaches the worker.)"""
    started = thinking._worker_start

    def slow(nice: int, life: Any) -> None:
        time.sleep(1.5)
        started(nice, life)

    monkeypatch.setattr(thinking, "_worker_start", slow)
    p = Pool(1, method="fork")
    try:

        async def main() -> list[int]:
            return list(await asyncio.gather(*(p.run(k, os.getpid, limit=1.0) for k in "ab")))

        pids = run(main)
    finally:
        p.close()
    assert len(pids) == 2 and os.getpid() not in pids and p.running == 0 and p.peak == 1


def _running(pid: int) -> bool:
    """Whether a process runs (a zombie, ended but not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def test_a_closed_pool_ends_its_workers_and_never_starts_new_ones() -> None:
    """Issue 38, finding 5: a closed pool started a new worker (and forkserver) for the
    next job, which outlived the server. Now closing ends the worker mid-job, fails the
    running job, cancels the waiting one, refuses later ones, and stops the forkserver
    once no pool of this process has workers."""
    p = Pool(1)

    async def main() -> int:
        pid: int = await p.run("t", os.getpid)
        sleeping = asyncio.create_task(p.run("t", time.sleep, 30))
        waiting = asyncio.create_task(p.run("u", os.getpid))
        await asyncio.sleep(0.3)
        p.close()
        with pytest.raises(BrokenProcessPool):
            await asyncio.wait_for(sleeping, 10)
        with pytest.raises(asyncio.CancelledError):
            await waiting
        with pytest.raises(PoolClosed):
            await p.run("t", os.getpid)
        return pid

    pid = run(main)
    assert not _running(pid) and p.closed and p._workers is None
    if not thinking._OPEN:  # another test's pool in this process may hold it
        assert multiprocessing.forkserver._forkserver._forkserver_pid is None  # type: ignore[attr-defined]


def _positions(game_id: str) -> tuple[State, State]:
    """A state with one legal action and one with several, both with a seat to act."""
    forced = several = None
    for seed in range(200):
        s = stil.game(game_id).new(players=3, seed=seed)
        rng = Rng(seed)
        while not s.is_over and (forced is None or several is None):
            legal = s.legal_actions()
            if len(legal) == 1 and forced is None:
                forced = s.clone()
            if len(legal) > 3 and several is None:
                several = s.clone()
            s.apply(legal[rng.below(len(legal))])
        if forced is not None and several is not None:
            return forced, several
    raise AssertionError("no forced position found")


@pytest.mark.parametrize("game_id", ["cabbage", "unicorns"])
def test_a_forced_move_is_released_on_the_same_schedule_as_a_searched_one(
    game_id: str,
) -> None:
    """Finding 5: a bot with one legal action answered at once, a searching one later, so
    the answer's timing told a spectator whether the bot held a card. Now every answer is
    released at the turn's start plus the bot's fixed delay; the clock here stands still, so
    the recorded waits are the schedule itself, not the machine's noise."""
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    bots = Bots(1, 1, budget=0.3, delay=0.1, clock=lambda: 0.0, sleep=sleep)
    forced, several = _positions(game_id)
    game = stil.game(game_id)

    async def main() -> None:
        for s in (forced, several):
            seat_ = s.to_act
            assert seat_ is not None
            await bots.move("t", "ismcts-hard", game, s.view(seat_), s.legal_actions())
            await bots.move("t", "heuristic", game, s.view(seat_), s.legal_actions())

    try:
        run(main)
    finally:
        bots.close()
    assert slept == [0.3, 0.1, 0.3, 0.1]
    assert bots.release_delay("ismcts-hard", game_id) == 0.3
    assert bots.release_delay("random", game_id) == 0.1


def test_a_worker_sees_only_the_seats_view_and_answers_a_legal_action() -> None:
    _, s = _positions("cabbage")
    seat_ = s.to_act
    assert seat_ is not None
    from stil.server.thinking import Move

    move = Move("ismcts", "cabbage", s.view(seat_), tuple(map(str, s.legal_actions())), 1, 0.1)
    # what crosses to the worker: names, the seat's observation, action texts, numbers
    assert sorted(vars(move)) == ["bot", "budget", "game", "legal", "observation", "seed"]
    assert type(move.observation).__name__ == "Observation"
    assert think(move) in move.legal


def test_a_bot_over_its_time_falls_back_to_the_random_bot(caplog: Any) -> None:
    _, s = _positions("cabbage")
    seat_ = s.to_act
    assert seat_ is not None
    bots = Bots(1, 1, budget=0.0, delay=0.0)
    bots.GRACE = 0.0  # no time at all: the worker cannot answer in it
    try:
        with caplog.at_level(logging.WARNING, "stil.server.bots"):
            action = run(
                lambda: bots.choose(
                    "t", "heuristic", stil.game("cabbage"), s.view(seat_), s.legal_actions()
                )
            )
    finally:
        bots.close()
    assert action in s.legal_actions()
    assert "the random bot moves" in caplog.text


def _boom(*args: Any) -> Any:
    raise AssertionError("a bot thought in the server process")


def test_bots_never_think_in_the_server_process(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finding 4: bots searched in a thread of the server process (holding the interpreter
    from every other table). Every bot's ``choose`` raises here in the server process, yet
    the bots play: they think in workers (on the previous code the bot task died and the
    table waited for ever)."""
    from stil.games.cabbage.bot import HeuristicBot

    for cls in (IsmctsBot, RandomBot, HeuristicBot):
        monkeypatch.setattr(cls, "choose", _boom)
    s = settings(store, bot_budget=0.05)
    with TestClient(create_app(s)) as c:
        bots = [{"kind": "bot", "bot": b} for b in ("heuristic", "ismcts", "random")]
        made = table(c, players=3, seats=bots)
        wait_for(lambda: frame(c, made["id"])["status"] == "finished", timeout=120)


def test_other_tables_are_answered_while_search_bots_think(store: str) -> None:
    """The event loop stays free while three tables of four hard search bots think: a
    person's action at another table is answered within a generous bound, every time."""
    if not store.startswith("sqlite"):
        pytest.skip("one store is enough for a timing bound")
    # The loop below posts as fast as it is answered, for as long as the bots take: the
    # per-seat action rate (tested in test_limits.py) would refuse it on a slow machine.
    s = settings(store, bot_budget=1.0, action_rate=0.0)
    with TestClient(create_app(s)) as c:
        hard = [{"kind": "bot", "bot": "ismcts-hard"}] * 4
        busy = [table(c, players=4, seats=hard) for _ in range(3)]
        worst, answered, end = 0.0, 0, time.monotonic() + 60
        made = table(c, players=2)
        while time.monotonic() < end:
            if min(frame(c, b["id"])["seq"] for b in busy) >= 3 and answered >= 10:
                break
            f = frame(c, made["id"])
            if f["status"] != "live":
                made = table(c, players=2)
                continue
            tok = next(x["token"] for x in made["seats"] if x["seat"] == f["to_act"])
            mine = frame(c, made["id"], tok)
            start = time.perf_counter()
            r = c.post(
                f"/api/tables/{made['id']}/actions",
                json={"seq": mine["seq"], "action": mine["actions"][0]["action"]},
                headers=seat(tok),
            )
            worst = max(worst, time.perf_counter() - start)
            answered += 1
            assert r.status_code == 200, r.text
        assert answered >= 10 and worst < 3.0, f"an action took {worst:.2f} s while bots searched"
        assert all(frame(c, b["id"])["seq"] >= 3 for b in busy)  # they did play meanwhile
