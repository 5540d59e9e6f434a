"""The server's garbage-collection policy (stil.server.collector): the old generation is
walked on the server's timer, not whenever Python's heuristic says, and everything is as
before once the server stops."""

from __future__ import annotations

import asyncio
import gc

from fastapi.testclient import TestClient

from stil.server.app import create_app
from stil.server.collector import THRESHOLDS, Collector

from .conftest import settings


def test_a_serving_app_freezes_startup_and_walks_the_old_generation_on_its_timer(
    store: str,
) -> None:
    before = gc.get_threshold()
    with TestClient(create_app(settings(store, gc_every=300.0))) as c:
        assert c.get("/api/catalog").status_code == 200
        assert gc.get_threshold() == THRESHOLDS
        assert gc.get_freeze_count() > 0  # what startup made is out of the walks
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_zero_leaves_pythons_collector_alone(store: str) -> None:
    before = gc.get_threshold()
    with TestClient(create_app(settings(store, gc_every=0.0))) as c:
        assert c.get("/api/catalog").status_code == 200
        assert gc.get_threshold() == before
        assert gc.get_freeze_count() == 0


def test_the_timer_finds_cyclic_garbage() -> None:
    class Node:
        def __init__(self) -> None:
            self.other: Node | None = None

    async def run() -> int:
        policy = Collector(every=0.05)
        policy.start()
        try:
            a, b = Node(), Node()
            a.other, b.other = b, a
            gc.collect(1)  # a young walk: the pair moves to the old generation, still alive
            del a, b
            objects = sum(isinstance(o, Node) for o in gc.get_objects())
            await asyncio.sleep(0.3)  # the timer's full walk frees the unreachable pair
            return objects - sum(isinstance(o, Node) for o in gc.get_objects())
        finally:
            policy.stop()

    assert asyncio.run(run()) == 2
